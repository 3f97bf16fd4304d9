"""Where everything lies on the Anno Domini table, worked out from the rect the shell gives and
from the board's own data (how many seats the Table has, how deep each line runs, which spaces
are corners and ends): no coordinate is stored in config.

The table: the other players' boards in compact form along the top; the main board in the
middle (the Last Supper on the left; the Locations, the Apostles with their sets, the Mahane
cards, the Parables and the Favor track on the right; the Sanhedrin and victory point tracks
along its foot); the decision panel on the right; the seat's own board and hand along the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.anno_domini.rules.config import FIELDS, LOCATIONS, Config
from games.ui.art.fonts import font


@dataclass(frozen=True)
class Layout:
    area: pygame.Rect
    px: int  # body text size
    gap: int
    top: pygame.Rect  # the others' boards
    board: pygame.Rect  # the main board
    panel: pygame.Rect  # the decision panel
    mine: pygame.Rect  # the seat's own player board
    hand: pygame.Rect  # the seat's hand

    @classmethod
    def fit(cls, area: pygame.Rect, least: int = 12) -> Layout:
        """`least`: the smallest text the window's size allows (the body text is never smaller)."""
        w, h = area.size
        px = max(least, min(18, round(14 * min(h / 660, w / 1150))))
        gap = max(4, round(h / 120))
        line = round(px * 1.3)
        top_h = 3 * line + gap
        # the seat's board and hand: tall enough for two rows of cards with three follower actions
        # each (a hand of six at 1280x720 beside the log)
        bottom_h = max(round(h * 0.28), 7 * line + 2 * gap)
        panel_w = max(round(w * 0.22), 15 * px)
        top = pygame.Rect(area.x + gap, area.y + gap, w - 2 * gap, top_h)
        y = top.bottom + gap
        mid_h = h - top_h - bottom_h - 4 * gap
        board = pygame.Rect(area.x + gap, y, w - panel_w - 3 * gap, mid_h)
        panel = pygame.Rect(board.right + gap, y, panel_w, mid_h + gap + bottom_h)
        by = board.bottom + gap
        mine_w = round(board.width * (0.44 if board.width < 900 else 0.5))
        mine = pygame.Rect(area.x + gap, by, mine_w, bottom_h)
        hand = pygame.Rect(mine.right + gap, by, board.right - mine.right - gap, bottom_h)
        return cls(pygame.Rect(area), px, gap, top, board, panel, mine, hand)


@dataclass
class BoardGeometry:
    """The main board's parts in window pixels. `cells` maps each Last Supper space id to its
    square, `seats` each Table seat id to its rect; `fields` each Location to its box and its
    spaces; `judgments` the Sanhedrin track's spaces; `favor` the Favor track's (the 1-2 player
    side has none: `supplies` shows each player's Friendly Followers in its place)."""

    rect: pygame.Rect
    px: int
    supper: pygame.Rect = field(default_factory=pygame.Rect)
    table: pygame.Rect = field(default_factory=pygame.Rect)
    cell: int = 0
    cells: dict[str, pygame.Rect] = field(default_factory=dict)
    seats: dict[str, pygame.Rect] = field(default_factory=dict)
    row_labels: dict[str, pygame.Rect] = field(default_factory=dict)  # "T:a" -> where row a's cost shows
    column_labels: dict[str, pygame.Rect] = field(default_factory=dict)  # seat id -> its column cost
    locations: dict[str, pygame.Rect] = field(default_factory=dict)
    slots: dict[str, list[pygame.Rect]] = field(default_factory=dict)
    apostles: pygame.Rect = field(default_factory=pygame.Rect)
    sets: dict[str, pygame.Rect] = field(default_factory=dict)
    decks: pygame.Rect = field(default_factory=pygame.Rect)
    mahane_deck: pygame.Rect = field(default_factory=pygame.Rect)
    face_up: list[pygame.Rect] = field(default_factory=list)
    ad33_deck: pygame.Rect = field(default_factory=pygame.Rect)
    parables: list[pygame.Rect] = field(default_factory=list)
    favor: list[pygame.Rect] = field(default_factory=list)
    supplies: pygame.Rect = field(default_factory=pygame.Rect)
    sanhedrin: list[pygame.Rect] = field(default_factory=list)
    vp: pygame.Rect = field(default_factory=pygame.Rect)
    track_labels: pygame.Rect = field(default_factory=pygame.Rect)

    @classmethod
    def fit(cls, rect: pygame.Rect, px: int, cfg: Config, players: int) -> BoardGeometry:
        g = cls(pygame.Rect(rect), px)
        line = round(px * 1.35)
        inner = rect.inflate(-12, -10)
        tracks_h = 2 * line + 8
        body = pygame.Rect(inner.x, inner.y, inner.width, inner.height - tracks_h)
        # The Last Supper takes 56 % of the width, less where the Locations' names need it (1024x768
        # with the log open): "Mountain" cut to nothing read worse than a slightly smaller Table.
        least_right = sum(location_needs(px, icon=False, bold=False)) + 4 * (len(LOCATIONS) - 1) + 10
        supper_w = max(round(body.width * 0.46), min(round(body.width * 0.56), body.width - least_right))
        g._supper(cfg, pygame.Rect(body.x, body.y, supper_w, body.height))
        right = pygame.Rect(g.supper.right + 10, body.y, body.right - g.supper.right - 10, body.height)
        g._right(cfg, right, line, players)
        g._tracks(cfg, pygame.Rect(inner.x, body.bottom + 4, inner.width, tracks_h - 4), line)
        return g

    # --- the Last Supper: the Table across the middle, lines running away from it ---

    def _supper(self, cfg: Config, area: pygame.Rect) -> None:
        columns = sorted({cfg.board["last_supper"]["seats"][k]["column"] for k in range(len(cfg.seats))})
        deepest = max(s["depth"] for s in cfg.board["last_supper"]["seats"])
        ncols = len(columns) + 3  # the row-cost labels, an end column on each side
        nrows = 2 * deepest + 2 + 2  # lines above, two seat rows, lines below, column costs top and bottom
        ch = max(8, min(area.height // nrows, area.width // ncols))
        cw = max(ch, min(area.width // ncols, round(ch * 1.45)))  # wider than tall where room allows
        self.cell = ch
        w, h = cw * ncols, ch * nrows
        box = pygame.Rect(area.x, area.y + (area.height - h) // 2, w, h)
        self.supper = box
        x0 = box.x + cw  # the first column holds the row costs

        def at(col: int, row: int) -> pygame.Rect:
            return pygame.Rect(x0 + col * cw, box.y + row * ch, cw, ch)

        seat_row = {}  # a column's first seat sits above the Table, its second below
        for k, spec in enumerate(cfg.board["last_supper"]["seats"]):
            col = columns.index(spec["column"]) + 1
            above = spec["column"] not in seat_row.values()
            seat_row[cfg.seats[k]] = spec["column"]
            row = 1 + deepest if above else 2 + deepest
            self.seats[cfg.seats[k]] = at(col, row).inflate(-2, -2)
            step = -1 if above else 1
            for i in cfg.lines[k]:
                sp = cfg.spaces[i]
                if sp.kind != "line":
                    continue
                self.cells[sp.id] = at(col, row + step * (sp.depth + 1))
            side = "T" if above else "B"
            for d in range(spec["depth"]):
                self.row_labels.setdefault(f"{side}:{'abcd'[d]}", pygame.Rect(box.x, at(0, row + step * (d + 1)).y,
                                                                              cw, ch))
            self.column_labels[cfg.seats[k]] = at(col, 0 if above else nrows - 1)
        last = len(columns) + 1
        for k, corner_space in cfg.corner_of.items():
            sp = cfg.spaces[corner_space]
            seat_rect = self.seats[cfg.seats[k]]
            col = 0 if seat_rect.centerx < box.centerx else last
            row = (seat_rect.y - box.y) // ch
            self.cells[sp.id] = at(col, row + (-1 if row <= deepest + 1 else 1))
        ends = [sp for sp in cfg.spaces if sp.kind == "end"]
        for j, sp in enumerate(ends):
            col = 0 if j == 0 else last
            r = at(col, 1 + deepest)
            self.cells[sp.id] = pygame.Rect(r.x, r.y + ch // 2, cw, ch)
        first, final = at(1, 1 + deepest), at(len(columns), 2 + deepest)
        self.table = pygame.Rect(first.x, first.y, final.right - first.x, final.bottom - first.y)

    # --- the right side: Locations, Apostles, cards, Parables, Favors ---

    def _right(self, cfg: Config, r: pygame.Rect, line: int, players: int) -> None:
        loc_h = round(r.height * 0.34)
        # the 1-2 player side prints fewer spaces; with 3 players tiles cover some of the others
        small = players <= 2
        spaces = cfg.board["small_side"]["location_spaces"] if small else cfg.board["locations"]["spaces"]["value"]
        x = r.x
        for loc, w in zip(LOCATIONS, location_widths(r.width, self.px), strict=True):
            self.locations[loc] = pygame.Rect(x, r.y, w, loc_h)
            x += w + 4
        # one size of space in the three fields, so that a Follower looks the same in each
        inner = {loc: pygame.Rect(self.locations[loc].x + 3, r.y + line + 2, self.locations[loc].width - 6,
                                  loc_h - line - 5) for loc in FIELDS}
        side = min(_slot_side(box, spaces) for box in inner.values())
        for loc, box in inner.items():
            self.slots[loc] = _slots(box, spaces, side)
        y = r.y + loc_h + 6
        rest = r.bottom - y
        ap_h = round(rest * 0.34)
        self.apostles = pygame.Rect(r.x, y, r.width, ap_h)
        sw = (r.width - 8) // 3
        for i, colour in enumerate(("purple", "orange", "white")):
            self.sets[colour] = pygame.Rect(r.x + i * (sw + 4), y + line, sw, ap_h - line)
        y += ap_h + 6
        card_h = round(rest * 0.30)
        self.decks = pygame.Rect(r.x, y, r.width, card_h)
        cw = min((r.width - 12) // 4, round((card_h - line) / 1.25))
        ch = card_h - line
        slots = [pygame.Rect(r.x + i * (cw + 4), y + line, cw, ch) for i in range(4)]
        self.mahane_deck, self.face_up, self.ad33_deck = slots[0], slots[1:3], slots[3]
        y += card_h + 6
        low = r.bottom - y
        half = (low - 4) // 2
        pw = (r.width - 6 * 3) // 7
        self.parables = [pygame.Rect(r.x + i * (pw + 3), y, pw, half) for i in range(7)]
        y += half + 4
        if small:
            self.supplies = pygame.Rect(r.x, y, r.width, half)
            return
        steps = len(cfg.board["favor_track"]["vp"])
        fw = (r.width - (steps - 1) * 3) // steps
        self.favor = [pygame.Rect(r.x + i * (fw + 3), y, fw, half) for i in range(steps)]

    # --- along the foot: the Sanhedrin track, the victory points ---

    def _tracks(self, cfg: Config, r: pygame.Rect, line: int) -> None:
        length = int(cfg.board["sanhedrin"]["length"])
        # the tracks' names at their left, in the least room they read in (bold where it allows)
        label_w = max(font(self.px, True).size(name)[0] for name in TRACK_NAMES) + 8
        self.track_labels = pygame.Rect(r.x, r.y, label_w, r.height)
        half = (r.height - 2) // 2
        w = (r.width - label_w) / length
        self.sanhedrin = [pygame.Rect(round(r.x + label_w + i * w), r.y, max(4, round(w) - 2), half)
                          for i in range(length)]
        self.vp = pygame.Rect(r.x + label_w, r.y + half + 2, r.width - label_w, half)

    def cell_at(self, pos: tuple[int, int]) -> str | None:
        return next((sid for sid, rect in self.cells.items() if rect.collidepoint(pos)), None)

    def seat_at(self, pos: tuple[int, int]) -> str | None:
        return next((sid for sid, rect in self.seats.items() if rect.collidepoint(pos)), None)

    def location_at(self, pos: tuple[int, int]) -> str | None:
        return next((loc for loc, rect in self.locations.items() if rect.collidepoint(pos)), None)


TRACK_NAMES = ("Sanhedrin", "Points")
ICON_PAD = 11  # a Location's title: 3 px before its symbol, 3 after it, 5 after the name


def location_needs(px: int, icon: bool = True, bold: bool = True) -> list[int]:
    """The width each Location's box needs: its title (the name, and its symbol before it), and
    for the Desert, Mountain and Lake two columns of Follower spaces a Follower reads in."""
    needs = []
    for loc in LOCATIONS:
        name = font(px, bold).size(loc.capitalize())[0]
        need = name + (round(px * 1.3) - 4 + ICON_PAD if icon else 8)
        needs.append(max(need, 2 * round(px * 1.6) + 6) if loc in FIELDS else need)
    return needs


def location_widths(room: int, px: int) -> list[int]:
    """The five Locations' widths across `room`: even where the room allows, wider where a title
    needs it (symbol and bold name where the room allows, else the name alone, else in regular
    type); where even that will not go, in proportion to what they need."""
    gaps = 4 * (len(LOCATIONS) - 1)
    for icon, bold in ((True, True), (False, True), (False, False)):
        needs = location_needs(px, icon, bold)
        if sum(needs) + gaps <= room:
            return _level(room - gaps, needs)
    return [max(8, (room - gaps) * w // sum(needs)) for w in needs]


def _level(room: int, least: list[int]) -> list[int]:
    """`room` shared among boxes that need at least `least` each: the narrower ones brought up to
    one common width, the others kept at what they need."""
    level = room // len(least)
    while True:
        wide = [w for w in least if w > level]
        if len(wide) == len(least):
            return list(least)
        new = (room - sum(wide)) // (len(least) - len(wide))
        if new == level:
            return [max(w, level) for w in least]
        level = new


def _slot_side(box: pygame.Rect, n: int, cols: int = 2) -> int:
    rows = (n + cols - 1) // cols
    return max(6, min(box.width // cols, box.height // rows))


def _slots(box: pygame.Rect, n: int, side: int) -> list[pygame.Rect]:
    """`n` Follower spaces of `side` in two columns, centred in the box."""
    cols = 2
    x0 = box.x + (box.width - cols * side) // 2
    return [pygame.Rect(x0 + (i % cols) * side, box.y + (i // cols) * side, side, side) for i in range(n)]
