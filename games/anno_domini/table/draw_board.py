"""The main board drawn from a view: the Last Supper with the Table, Jesus and the Apostles,
each space's reward and the row and column costs; the five Locations; the Apostles waiting with
their sets; the Mahane and 33 A.D. cards; the Parable stacks; the Favor track; the Sanhedrin
track with its Judgment tiles; the victory point track. Every part it draws that can be pointed
at is handed to `zone` by key ("cell:T1a", "seat:T4", "loc:desert", "mahane:deck", ...)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from games.anno_domini.rules.config import FIELDS, SET_COLOURS, Config
from games.anno_domini.rules.locations import field_spaces
from games.anno_domini.rules.parables import NUMERALS
from games.anno_domini.rules.state import BARABBAS, EMPTY, FRIENDLY, NEUTRAL, AnnoState
from games.anno_domini.table import glyphs as gl
from games.anno_domini.table.ink import label, label_first, line_height
from games.anno_domini.table.layout import TRACK_NAMES, BoardGeometry
from games.ui import look
from games.ui.art import fonts
from games.ui.art.colour import RGB, mix

Zone = Callable[[str, pygame.Rect], None]
NEUTRAL_RGB: RGB = (92, 88, 84)  # dark: never taken for a Stone
JUDGMENT_SHORT = {"parables": "Par", "offerings": "Off", "resources": "Res", "locations": "Loc",
                  "favors": "Fav", "supper": "Sup", "friendly": "Fri"}


@dataclass
class Paint:
    """What every drawing needs besides the state: the seats' colours and marks, text sizes, the
    lit zones (legal targets) and the one picked up."""

    colours: list[RGB]
    marks: list[str]
    px: int
    least: int
    lit: set[str]
    picked: str
    zone: Zone
    friendly: tuple[RGB, ...] = ()  # the Friendly Followers' colours, by FRIENDLY_COLOURS
    barabbas: tuple[RGB, str] | None = None  # his Followers' colour and mark (the solitaire game)

    def chip(self, surf: pygame.Surface, occupant: int, center: tuple[int, int], r: int) -> None:
        if occupant == NEUTRAL:
            gl.follower(surf, center, r, NEUTRAL_RGB, None)
        elif occupant == BARABBAS:
            rgb, mark = self.barabbas or (NEUTRAL_RGB, "")
            gl.follower(surf, center, r, rgb, mark or None)
        elif occupant in FRIENDLY:  # no seat's mark: a ring says it belongs to nobody
            rgb = self.friendly[FRIENDLY.index(occupant)] if self.friendly else NEUTRAL_RGB
            gl.follower(surf, center, r, rgb, None)
            pygame.draw.circle(surf, gl.INK, center, max(2, r // 2), 1)
        else:
            gl.follower(surf, center, r, self.colours[occupant], self.marks[occupant])

    def light(self, surf: pygame.Surface, key: str, rect: pygame.Rect) -> None:
        self.zone(key, rect)
        if key == self.picked:
            pygame.draw.rect(surf, gl.HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=4)
        elif key in self.lit:
            pygame.draw.rect(surf, gl.LEGAL, rect.inflate(2, 2), 3, border_radius=4)


def draw_board(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    look.sheet(surf, g.rect, radius=10)
    with fonts.panel(g.rect, "board"):
        _supper(surf, cfg, g, s, p)
        _locations(surf, cfg, g, s, p)
        _apostles(surf, cfg, g, s, p)
        _decks(surf, cfg, g, s, p)
        _parables(surf, g, s, p)
        if s.friendly:
            _supplies(surf, g, s, p)
        else:
            _favor(surf, cfg, g, s, p)
        _sanhedrin(surf, cfg, g, s, p)
        _vp(surf, g, s, p)


# --- the Last Supper ---


def _supper(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    box = g.supper
    pygame.draw.rect(surf, (232, 214, 178), box.inflate(6, 6), border_radius=8)
    pygame.draw.rect(surf, gl.INK_SOFT, box.inflate(6, 6), 1, border_radius=8)
    pygame.draw.rect(surf, (132, 86, 48), g.table, border_radius=6)
    pygame.draw.rect(surf, gl.INK, g.table, 2, border_radius=6)
    c = g.cell
    for key, rect in g.row_labels.items():
        row = key.split(":")[1]
        _costs(surf, cfg.board["last_supper"]["row_costs"].get(row, []), rect)
    for seat_id, rect in g.column_labels.items():
        spec = cfg.board["last_supper"]["seats"][cfg.seat_index[seat_id]]
        costs = cfg.board["last_supper"]["column_costs"]
        _costs(surf, costs.get(spec["column"], costs.get(str(spec["column"]), [])), rect)
    for sp in cfg.spaces:
        rect = g.cells.get(sp.id)
        if rect is None:
            continue
        r = rect.inflate(-2, -2)
        shade = 0.12 * sp.depth if sp.kind == "line" else 0.0
        base = (250, 240, 214) if sp.kind == "line" else (236, 222, 190)
        pygame.draw.rect(surf, mix(base, (214, 196, 160), shade), r, border_radius=3)
        pygame.draw.rect(surf, gl.INK_SOFT, r, 1, border_radius=3)
        if sp.kind != "line":  # the corner and end spaces cost 2 Fish: shown in the space itself
            pygame.draw.rect(surf, gl.INK, r, 2, border_radius=3)
        occupant = s.supper[sp.index]
        if occupant != EMPTY:
            p.chip(surf, occupant, r.center, max(3, c * 3 // 8))
        elif (reward := cfg.reward(sp, s.players)) is not None:  # the side of the board in use
            gl.icon(surf, reward.kind, r.inflate(-c // 3, -c // 3), reward.amount)
        elif sp.kind != "line":
            for k in (-1, 1):
                gl.resource(surf, "fish", (r.centerx + k * c // 5, r.centery), max(6, c // 3))
        p.light(surf, f"cell:{sp.id}", r)
    for k, seat_id in enumerate(cfg.seats):
        rect = g.seats[seat_id]
        sitting = s.table[k]
        pygame.draw.rect(surf, (160, 112, 70), rect, border_radius=4)
        if sitting:
            gl.apostle(surf, sitting, rect.inflate(-4, -2))
        else:
            pygame.draw.rect(surf, (190, 150, 104), rect.inflate(-6, -6), 1, border_radius=3)
        p.light(surf, f"seat:{seat_id}", rect)


def _costs(surf: pygame.Surface, costs: list[str], rect: pygame.Rect) -> None:
    if not costs:
        return
    size = max(6, rect.width // 2)
    step = rect.height // (len(costs) + 1)
    for i, kind in enumerate(costs):
        gl.resource(surf, kind, (rect.centerx, rect.y + step * (i + 1)), size)


# --- the Locations ---


def _locations(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    line = round(p.px * 1.3)
    for loc, box in g.locations.items():
        pygame.draw.rect(surf, mix(gl.LOCATION_RGB[loc], (255, 255, 255), 0.55), box, border_radius=6)
        pygame.draw.rect(surf, gl.INK_SOFT, box, 1, border_radius=6)
        icon = pygame.Rect(box.x + 3, box.y + 3, line - 4, line - 4)
        # a narrow box keeps the name and gives up the symbol beside it, then the bold type
        name = loc.capitalize()
        if label(surf, name, (icon.right + 3, box.y + 2), p.px, p.least, box.right - icon.right - 5, gl.INK,
                 bold=True, optional=True):
            gl.location(surf, loc, icon)
        elif not label_first(surf, ((name, True), (name, False)), (box.centerx, box.y + 2), p.px, p.least,
                             box.width - 4, gl.INK, anchor="midtop"):
            gl.location(surf, loc, icon)
        if loc in FIELDS:
            _field(surf, cfg, g, s, p, loc)
        elif loc == "market":
            _price_list(surf, box, line, p, [(k, v) for k, v in cfg.board["market"]["prices"].items()], resource=True)
        else:
            _price_list(surf, box, line, p, [(k, v) for k, v in cfg.board["temple"]["costs"].items()], resource=False)
        p.light(surf, f"loc:{loc}", box)


def _price_list(surf: pygame.Surface, box: pygame.Rect, line: int, p: Paint, items: list[tuple[str, int]],
                resource: bool) -> None:
    y = box.y + line + 4
    room = (box.bottom - y - 2) // max(1, len(items))
    for kind, n in items:
        if room < p.least:
            break
        side = min(room, line) - 2
        icon = pygame.Rect(box.x + 4, y + (room - side) // 2, side, side)
        if resource:
            gl.resource(surf, kind, icon.center, icon.height)
        else:
            gl.location(surf, kind, icon)
        r = max(3, side // 3)
        gl.coin(surf, (icon.right + 3 + r, icon.centery), r)
        x = icon.right + 3 + 2 * r + 3
        label(surf, str(n), (x, icon.centery), p.px, p.least, box.right - x - 2, gl.INK, bold=True, anchor="midleft")
        y += room


def _field(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint, loc: str) -> None:
    f = FIELDS.index(loc)
    open_spaces = field_spaces(cfg, s.players)
    pieces = [seat for seat in range(s.players) for _ in range(s.fields[f][seat])]
    if s.bar is not None:  # Barabbas's, in his column after the seat's
        pieces += [BARABBAS] * s.fields[f][s.players]
    for i, rect in enumerate(g.slots[loc]):
        r = rect.inflate(-3, -3)
        if i >= open_spaces:  # a Blocked Location tile covers it (3 players)
            pygame.draw.rect(surf, (150, 130, 100), r, border_radius=3)
            pygame.draw.line(surf, gl.INK_SOFT, r.topleft, r.bottomright, 2)
            pygame.draw.line(surf, gl.INK_SOFT, r.topright, r.bottomleft, 2)
            continue
        pygame.draw.rect(surf, (250, 244, 228), r, border_radius=3)
        pygame.draw.rect(surf, gl.INK_SOFT, r, 1, border_radius=3)
        if i < len(pieces):
            p.chip(surf, pieces[i], r.center, max(3, r.width * 3 // 8))


# --- the Apostles waiting, with their sets ---


def _apostles(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    box = g.apostles
    label(surf, "Apostles and their sets", (box.x + 2, box.y), p.px, p.least, box.width - 4, gl.INK, bold=True)
    for i, colour in enumerate(SET_COLOURS):
        r = g.sets[colour]
        pygame.draw.rect(surf, mix(gl.APOSTLE_RGB[colour], (255, 255, 255), 0.5), r, border_radius=6)
        pygame.draw.rect(surf, gl.INK_SOFT, r, 1, border_radius=6)
        side = max(8, min((r.width - 16) // 3, r.height // 2 - 4))
        x = r.x + (r.width - 3 * side - 8) // 2
        for k, loc in enumerate(s.sets[i]):
            gl.location(surf, loc, pygame.Rect(x + k * (side + 4), r.y + 3, side, side))
        waiting = [colour] * s.apostles[i] + (["judas"] * s.apostles[3] if colour == "orange" else [])
        fig_h = r.bottom - (r.y + side + 6) - 2
        fig_w = max(4, min(fig_h * 2 // 3, (r.width - 6) // max(1, len(waiting))))
        for k, who in enumerate(waiting):
            gl.apostle(surf, who, pygame.Rect(r.x + 3 + k * fig_w, r.y + side + 6, fig_w, fig_h))
        p.zone(f"set:{colour}", r)


# --- the cards ---


def _decks(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    box = g.decks
    label(surf, "Mahane cards and 33 A.D. cards", (box.x + 2, box.y), p.px, p.least, box.width - 4, gl.INK,
          bold=True)
    _back(surf, g.mahane_deck, (176, 110, 60), str(len(s.mahane)), p)
    p.light(surf, "mahane:deck", g.mahane_deck)
    for rect, card in zip(g.face_up, s.face_up, strict=False):
        mini_card(surf, cfg, card, rect, p)
        p.light(surf, f"mahane:{card}", rect)
    _back(surf, g.ad33_deck, (150, 40, 40), str(len(s.ad33)), p)
    p.zone("ad33:deck", g.ad33_deck)


def _back(surf: pygame.Surface, rect: pygame.Rect, rgb: RGB, count: str, p: Paint) -> None:
    pygame.draw.rect(surf, (30, 20, 12), rect.move(2, 3), border_radius=5)
    pygame.draw.rect(surf, rgb, rect, border_radius=5)
    pygame.draw.rect(surf, gl.PAPER, rect.inflate(-6, -6), 1, border_radius=4)
    label(surf, count, rect.center, p.px, p.least, rect.width - 6, gl.PAPER, bold=True, anchor="center")


def mini_card(surf: pygame.Surface, cfg: Config, card_id: str, rect: pygame.Rect, p: Paint) -> None:
    """A card seen small: its Location, its Apostle points and its follower action icons."""
    card = cfg.cards[card_id]
    pygame.draw.rect(surf, (30, 20, 12), rect.move(2, 3), border_radius=5)
    pygame.draw.rect(surf, gl.PAPER, rect, border_radius=5)
    pygame.draw.rect(surf, gl.INK, rect, 1, border_radius=5)
    side = max(8, min(rect.width // 2, rect.height // 3))
    gl.location(surf, card.location, pygame.Rect(rect.x + 3, rect.y + 3, side, side))
    _points(surf, card.points, (rect.right - side // 2 - 3, rect.y + side // 2 + 3), side // 2, p)
    n = len(card.actions)
    w = (rect.width - 6) // max(1, n)
    icon_side = min(w, rect.bottom - (rect.y + side + 6) - 3)
    for k, step in enumerate(card.actions):
        r = pygame.Rect(rect.x + 3 + k * w, rect.y + side + 6, icon_side, icon_side)
        gl.icon(surf, step.kind, r.inflate(-2, -2), step.amount)


def _points(surf: pygame.Surface, n: int, center: tuple[int, int], r: int, p: Paint) -> None:
    pygame.draw.circle(surf, gl.VP_GREEN, center, max(4, r))
    label(surf, str(n), center, p.px, p.least, 2 * r + 6, (255, 255, 255), bold=True, anchor="center")


# --- Parables, Favors, the Sanhedrin, victory points ---


def _parables(surf: pygame.Surface, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    for k, rect in enumerate(g.parables):
        stack = s.stacks[k]
        pygame.draw.rect(surf, gl.PAPER if stack else gl.PAPER_DARK, rect, border_radius=4)
        pygame.draw.rect(surf, gl.INK_SOFT, rect, 1, border_radius=4)
        value = f"{stack[0]} VP" if stack else ""
        if rect.height >= 2 * line_height(p.px):
            label(surf, NUMERALS[k], (rect.centerx, rect.y + 1), p.px, p.least, rect.width - 2, gl.INK, bold=True,
                  anchor="midtop")
            label(surf, value, (rect.centerx, rect.bottom - 1), p.px, p.least, rect.width - 2, gl.VP_GREEN,
                  anchor="midbottom")
        else:
            for words in ((f"{NUMERALS[k]}: {stack[0]}",) if stack else ()) + (NUMERALS[k],):
                if label(surf, words, rect.center, p.px, p.least, rect.width - 2, gl.INK, bold=True, anchor="center"):
                    break
        p.zone(f"parable:{k}", rect)


def _favor(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    track = cfg.board["favor_track"]
    for k, rect in enumerate(g.favor):
        pygame.draw.rect(surf, (238, 220, 226), rect, border_radius=4)
        pygame.draw.rect(surf, gl.INK_SOFT, rect, 1, border_radius=4)
        reward = track["rewards"].get(k, track["rewards"].get(str(k)))
        if k:
            label(surf, f"+{track['vp'][k]}", (rect.centerx, rect.y + 1), p.px, p.least, rect.width - 2, gl.VP_GREEN,
                  bold=True, anchor="midtop")
        if reward == "unblock":
            pygame.draw.rect(surf, (120, 100, 80), pygame.Rect(rect.x + 3, rect.bottom - 8, rect.width - 6, 5))
        elif reward:
            gl.coin(surf, (rect.centerx, rect.bottom - 7), 4)
        here = [seat for seat in range(s.players) if s.p[seat].favors_done == k]
        r = max(3, min(rect.width // 5, rect.height // 6))
        # the markers stand under the space's points, never over them (four of them span the space)
        y = min(rect.bottom - r - 1, max(rect.centery + 2, rect.y + 1 + fonts.font(p.px, bold=True).get_height() + r))
        for j, seat in enumerate(here):
            p.chip(surf, seat, (rect.x + r + 2 + j * (rect.width - 2 * r - 4) // max(1, len(here) - 1 or 1), y), r)
        p.zone(f"favor:{k}", rect)


def _supplies(surf: pygame.Surface, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    """The 1-2 player side: each player's Friendly Followers in supply, where the Favor track
    lies on the other side."""
    r = g.supplies
    pygame.draw.rect(surf, (232, 222, 196), r, border_radius=4)
    pygame.draw.rect(surf, gl.INK_SOFT, r, 1, border_radius=4)
    chip = max(4, min(r.height // 3, p.px // 2 + 2))
    title = label_first(surf, (("Friendly supply:", True), ("Friendly:", True), ("Friendly:", False)),
                        (r.x + 4, r.centery), p.px, p.least, r.width // 3, gl.INK, anchor="midleft")
    x = (title.right if title else r.x) + 8
    for seat in range(s.players):
        if x + 6 * chip > r.right:
            break
        p.chip(surf, seat, (x + chip, r.centery), chip)
        x += 2 * chip + 6
        for c, occupant in enumerate(FRIENDLY):
            p.chip(surf, occupant, (x + chip, r.centery), chip)
            got = label(surf, str(s.friendly[seat][c]), (x + 2 * chip + 3, r.centery), p.px, p.least, 3 * p.px,
                        gl.INK, bold=True, anchor="midleft")
            x = (got.right if got else x + 2 * chip) + 8
        x += 10
    p.zone("supplies", r)


def _sanhedrin(surf: pygame.Surface, cfg: Config, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    last = len(g.sanhedrin) - 1
    for k, rect in enumerate(g.sanhedrin):
        end = k == last
        pygame.draw.rect(surf, (120, 40, 40) if end else (226, 206, 196), rect, border_radius=3)
        pygame.draw.rect(surf, gl.INK_SOFT, rect, 1, border_radius=3)
        tile = s.judgments[k] if k < len(s.judgments) else ""
        if tile:
            short = JUDGMENT_SHORT.get(tile, "?")
            label_first(surf, ((short, True), (short, False)), rect.center, p.px, p.least, rect.width - 2, gl.INK,
                        anchor="center")
        if k == s.marker:
            pygame.draw.circle(surf, (30, 20, 20), rect.center, max(4, min(rect.width, rect.height) // 3))
            pygame.draw.circle(surf, gl.PAPER, rect.center, max(4, min(rect.width, rect.height) // 3), 2)
        p.zone(f"sanhedrin:{k}", rect)


def _track_names(surf: pygame.Surface, g: BoardGeometry, p: Paint) -> None:
    r = g.track_labels
    if r.width:
        for words, row in zip(TRACK_NAMES, (g.sanhedrin[0], g.vp), strict=True):
            label_first(surf, ((words, True), (words, False)), (r.x + 2, row.centery), p.px, p.least, r.width - 4,
                        gl.INK, anchor="midleft")


TRACK_LAP = 100  # the Points track runs 0 to 100: a game's scores pass it once at most, late
TRACK_TICK, TRACK_MARK = 10, 50  # a short tick every 10 points, a long one every 50


def track_top(scores: list[int]) -> int:
    """The points at the track's right end: 100, and a whole 100 more each time a score passes it.
    Fixed steps a player can count on: a marker never slides back because another one moved,
    and the scale changes at most once or twice a game (the end of game points take totals past
    100), never a little at every score as a top fitted to the leader did."""
    return TRACK_LAP * max(1, -(-max(scores, default=0) // TRACK_LAP))


def track_scores(s: AnnoState) -> tuple[list[int], list[int]]:
    """The score markers on the track and whose they are: each seat's total as its board says it
    (the end of game points once counted), and Barabbas's in the solitaire game."""
    scores = [s.vp_of(seat) for seat in range(s.players)]
    markers = list(range(s.players))
    if s.bar is not None:  # Barabbas's score marker stands on the track too
        scores.append(s.bar.vp)
        markers.append(BARABBAS)
    return scores, markers


def _vp(surf: pygame.Surface, g: BoardGeometry, s: AnnoState, p: Paint) -> None:
    _track_names(surf, g, p)
    r = g.vp
    scores, markers = track_scores(s)
    top = track_top(scores)
    pygame.draw.rect(surf, (232, 222, 196), r, border_radius=4)
    pygame.draw.rect(surf, gl.INK_SOFT, r, 1, border_radius=4)
    radius = max(4, r.height // 3)
    span = r.width - 2 * radius - 4
    step = TRACK_TICK * top // TRACK_LAP  # ten ticks a lap, however long the track has grown
    for tick in range(0, top + 1, step):
        x = r.x + radius + 2 + span * tick // top
        inset = 2 if tick % (TRACK_MARK * top // TRACK_LAP) == 0 else r.height // 3
        pygame.draw.line(surf, gl.INK_SOFT, (x, r.y + inset), (x, r.bottom - inset))
    level: dict[int, int] = {}  # seats on the same score stand side by side, not on one another
    for k in sorted(range(len(scores)), key=lambda k: scores[k]):
        x = r.x + radius + 2 + span * max(0, scores[k]) // top
        shift = level.get(scores[k], 0)
        level[scores[k]] = shift + 1
        p.chip(surf, markers[k], (min(r.right - radius - 2, x + shift * (2 * radius + 1)), r.centery), radius)
    p.zone("vp", r)
