"""The players' boards drawn from a view: the seat's own board (card spaces with every Location
symbol in order and whether a set is complete, the Warehouse and Camp, Favor markers to give and
received or, with 2 players, the Friendly Followers in supply, Parables, Illumination, Denarii),
its hand (or the cards taken up by a Redistribute),
and the others' boards in compact form (what they have shown, never their hands)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.anno_domini.rules import apostles
from games.anno_domini.rules.config import FRIENDLY_COLOURS, RESOURCES, SET_COLOURS, Config
from games.anno_domini.rules.locations import warehouse_room, warehouse_spaces
from games.anno_domini.rules.parables import NUMERALS
from games.anno_domini.rules.state import FRIENDLY, AnnoState
from games.anno_domini.table import glyphs as gl
from games.anno_domini.table.draw_board import Paint, mini_card
from games.anno_domini.table.ink import label, label_first, line_height, size_for, width_of
from games.anno_domini.table.words import short_step, shorter_step
from games.ui import look
from games.ui.art import fonts
from games.ui.art.colour import mix

MARKER_ICON = {"denarii": "denarii", "goods": "goods", "bread": "bread", "stone": "stone", "fish": "fish",
               "call": "call", "mahane": "mahane", "parable": "parable"}
DECK_LABEL = {"starting": "Starting", "mahane": "Mahane", "ad33": "33 A.D."}


OVER_FULL = (150, 38, 24)  # the Warehouse count in red: resources must go back at the end of the turn


def warehouse_alarm(cfg: Config, s: AnnoState, seat: int) -> bool:
    """Whether the Warehouse count shows red: over full once the game is under way. At three and four
    seats everyone starts one over (twelve Followers in the Camp, three resources and an Offering in
    15 spaces), and the Followers placed during setup make the room: no alarm for that."""
    return s.turn > 0 and warehouse_room(cfg, s.p[seat]) < 0


def row_sets(cfg: Config, s: AnnoState, seat: int, row: int) -> list[str]:
    """The colours whose set the card space completes now (Favor markers filling gaps)."""
    return [c for c in SET_COLOURS if apostles.completes(cfg, s, seat, row, c) is not None]


def _counter(surf: pygame.Surface, kind: str, n: int, x: int, cy: int, size: int, p: Paint, room: int) -> int:
    """An icon and its count; returns the x after it."""
    if kind in RESOURCES:
        gl.resource(surf, kind, (x + size // 2, cy), size)
    elif kind == "coin":
        gl.coin(surf, (x + size // 2, cy), size // 2)
    elif kind == "camp":
        gl.follower(surf, (x + size // 2, cy), size // 2, (200, 190, 170), None)
    elif kind == "offering":
        pygame.draw.polygon(surf, (210, 170, 60), [(x, cy + size // 2), (x + size // 2, cy - size // 2),
                                                   (x + size, cy + size // 2)])
        pygame.draw.polygon(surf, gl.INK, [(x, cy + size // 2), (x + size // 2, cy - size // 2),
                                           (x + size, cy + size // 2)], 1)
    elif kind == "cards":
        pygame.draw.rect(surf, (176, 110, 60), pygame.Rect(x + size // 6, cy - size // 2, size * 2 // 3, size),
                         border_radius=2)
    rect = label(surf, str(n), (x + size + 2, cy), p.px, p.least, room, gl.INK, bold=True, anchor="midleft")
    return (rect.right if rect else x + size) + max(6, size // 2)


# --- the others, along the top ---


def draw_plaques(surf: pygame.Surface, cfg: Config, area: pygame.Rect, s: AnnoState, seats: list[int],
                 names: list[str], acting: int | None, p: Paint) -> None:
    if not seats:
        return
    w = (area.width - 6 * (len(seats) - 1)) // len(seats)
    for i, seat in enumerate(seats):
        r = pygame.Rect(area.x + i * (w + 6), area.y, w, area.height)
        _plaque(surf, cfg, r, s, seat, names[seat], seat == acting, p)
        p.zone(f"plate:{seat}", r)


def _plaque(surf: pygame.Surface, cfg: Config, r: pygame.Rect, s: AnnoState, seat: int, name: str, acting: bool,
            p: Paint) -> None:
    look.sheet(surf, r, radius=8, colour=mix(gl.PAPER, p.colours[seat], 0.12))
    if acting:
        pygame.draw.rect(surf, gl.LEGAL, r, 3, border_radius=8)
    pl = s.p[seat]
    line = (r.height - 4) // 3
    inner = r.inflate(-10, -4)
    with fonts.panel(r, f"plaque {seat}"):
        y = inner.y + line // 2
        p.chip(surf, seat, (inner.x + line // 2, y), max(4, line // 2 - 2))
        vp = label(surf, f"{s.vp_of(seat)} VP", (inner.right, y), p.px, p.least, inner.width // 3, gl.VP_GREEN,
                   bold=True, anchor="midright")
        label(surf, name, (inner.x + line + 2, y), p.px, p.least,
              (vp.x if vp else inner.right) - inner.x - line - 8, gl.INK, bold=True, anchor="midleft")
        y += line
        size = max(8, line - 6)
        x = inner.x
        hand = s.hand_sizes[seat] if s.hand_sizes else len(pl.hand or ())
        for kind, n in (("coin", pl.denarii), ("cards", hand), ("camp", pl.camp), ("stone", pl.stone),
                        ("bread", pl.bread), ("fish", pl.fish), ("offering", pl.offerings)):
            if x + size + 10 > inner.right:
                break
            x = _counter(surf, kind, n, x, y, size, p, inner.right - x - size)
        y += line
        # The counts first, at the right: the symbols of a long game's card spaces draw closer
        # together in the room they leave, rather than push "Illum." off the plaque.
        held = f"Friendly {sum(s.friendly[seat])}" if s.friendly else f"Fav {pl.favors_done}"
        extras = f"Par {len(pl.parables)}  {held}" + ("  Illum." if pl.illumination else "")
        said = label(surf, extras, (inner.right, y), p.px, p.least, inner.width * 2 // 3, gl.INK_SOFT,
                     anchor="midright")
        _row_symbols(surf, cfg, pl.rows, inner.x, (said.x if said else inner.right) - 8, y, size)


def _row_symbols(surf: pygame.Surface, cfg: Config, rows: tuple[tuple[str, ...], ...], x: int, right: int, y: int,
                 size: int) -> None:
    """The card spaces' symbols in order, a space between the card spaces, overlapping a little
    (more where they must, to stay left of `right`)."""
    n = sum(len(row) for row in rows)
    if not n:
        return
    step, gap = size - size // 4, size // 2 + 2
    room = right - x - (size - step) - gap * (len(rows) - 1)
    if n * step > room:
        step = max(2, room // n)
    for row in rows:
        for card in row:
            gl.location(surf, cfg.cards[card].location, pygame.Rect(x, y - size // 2, size, size))
            x += step
        x += gap


# --- the seat's own board ---


def draw_own_board(surf: pygame.Surface, cfg: Config, r: pygame.Rect, s: AnnoState, seat: int, name: str,
                   p: Paint) -> None:
    look.sheet(surf, r, radius=10, colour=mix(gl.PAPER, p.colours[seat], 0.10))
    inner = r.inflate(-14, -10)
    line = max(line_height(p.least), round(p.px * 1.3))
    with fonts.panel(r, "own board"):
        y = inner.y + line // 2
        p.chip(surf, seat, (inner.x + line // 2, y), line // 2 - 2)
        vp = label(surf, f"{s.vp_of(seat)} VP", (inner.right, y), p.px, p.least, inner.width // 4, gl.VP_GREEN,
                   bold=True, anchor="midright")
        label(surf, f"{name}'s board", (inner.x + line + 2, y), p.px, p.least,
              (vp.x if vp else inner.right) - inner.x - line - 8, gl.INK, bold=True, anchor="midleft")
        body = pygame.Rect(inner.x, inner.y + line + 2, inner.width, inner.bottom - inner.y - line - 2)
        spaces = pygame.Rect(body.x, body.y, round(body.width * 0.42), body.height)
        _card_spaces(surf, cfg, spaces, s, seat, p, line)
        _holdings(surf, cfg, pygame.Rect(spaces.right + 8, body.y, body.right - spaces.right - 8, body.height),
                  s, seat, p, line)


def _set_figures(surf: pygame.Surface, colours: list[str], box: pygame.Rect, line: int) -> None:
    """The Apostles a card space's sets call, side by side at its foot (where the colours' names
    do not fit: an initial such as "O" says nothing)."""
    h = line
    w = max(6, min(h * 2 // 3, (box.width - 6) // max(1, len(colours))))
    left = box.centerx - w * len(colours) // 2
    for j, colour in enumerate(colours):
        gl.apostle(surf, colour, pygame.Rect(left + j * w, box.bottom - h - 3, w, h))


def _card_spaces(surf: pygame.Surface, cfg: Config, r: pygame.Rect, s: AnnoState, seat: int, p: Paint,
                 line: int) -> None:
    pl = s.p[seat]
    n = len(pl.rows)
    w = (r.width - 4 * (n - 1)) // n
    for k, row in enumerate(pl.rows):
        box = pygame.Rect(r.x + k * (w + 4), r.y, w, r.height)
        done = row_sets(cfg, s, seat, k)
        pygame.draw.rect(surf, (236, 224, 196) if not done else (226, 240, 206), box, border_radius=6)
        pygame.draw.rect(surf, gl.VP_GREEN if done else gl.INK_SOFT, box, 2 if done else 1, border_radius=6)
        # what the space completes (a set's colour), or its number: shorter where it is narrow
        words = ", ".join(c.capitalize() for c in done)
        if done and size_for(words, p.px, p.least, box.width - 4, True) is None:
            _set_figures(surf, done, box, line)  # too narrow for the colour's name: its Apostle, drawn
        else:
            status = [(words, True)] if done else [(f"Space {k + 1}", False), (str(k + 1), False)]
            label_first(surf, status, (box.centerx, box.bottom - 2), p.px, p.least, box.width - 4,
                        gl.VP_GREEN if done else gl.INK_SOFT, anchor="midbottom")
        room = box.height - line - 6
        if row:
            step = max(8, min(line, room // len(row)))
            for j, card in enumerate(row):
                c = cfg.cards[card]
                cr = pygame.Rect(box.x + 3, box.y + 3 + j * step, box.width - 6, step - 1)
                pygame.draw.rect(surf, gl.PAPER, cr, border_radius=3)
                pygame.draw.rect(surf, gl.INK_SOFT, cr, 1, border_radius=3)
                icon = pygame.Rect(cr.x + 1, cr.y + 1, cr.height - 2, cr.height - 2)
                gl.location(surf, c.location, icon)
                if cr.height >= line - 2:
                    label(surf, c.location.capitalize(), (icon.right + 4, cr.centery), p.px, p.least,
                          cr.right - icon.right - 6, gl.INK, anchor="midleft", optional=True)  # the symbol says it
        p.light(surf, f"row:{k}", box)


def _holdings(surf: pygame.Surface, cfg: Config, r: pygame.Rect, s: AnnoState, seat: int, p: Paint,
              line: int) -> None:
    pl = s.p[seat]
    size = max(8, line - 6)
    y = r.y + line // 2
    x = r.x
    for kind, n in (("coin", pl.denarii), ("camp", pl.camp), ("stone", pl.stone), ("bread", pl.bread),
                    ("fish", pl.fish), ("offering", pl.offerings)):
        if x + 3 * size > r.right:  # the rest on a second line
            x, y = r.x, y + line
        x = _counter(surf, kind, n, x, y, size, p, r.right - x - size)
    p.zone("warehouse", pygame.Rect(r.x, r.y, r.width, y + line // 2 - r.y))
    y += line
    used = warehouse_spaces(cfg, pl) - warehouse_room(cfg, pl)
    words = f"Warehouse {used} of {warehouse_spaces(cfg, pl)}"
    blocked = cfg.player["warehouse"]["blocked"]
    variants = [(words + f" (tile blocks {blocked})", False)] if pl.blocked else []  # the hover text says it too
    label_first(surf, [*variants, (words, False)], (r.x, y), p.px, p.least, r.width,
                OVER_FULL if warehouse_alarm(cfg, s, seat) else gl.INK, anchor="midleft")
    y += line
    # Favor markers still to give (benefit side up), then those received (symbol showing)
    x = r.x
    big = line - 2  # Favor markers are clicked: as large as the line allows
    for marker in pl.markers:
        disc = pygame.Rect(x, y - big // 2, big, big)
        pygame.draw.circle(surf, (238, 200, 206), disc.center, big // 2)
        pygame.draw.circle(surf, (150, 50, 70), disc.center, big // 2, 2)
        gl.icon(surf, MARKER_ICON[marker], disc.inflate(-big // 3, -big // 3))
        p.light(surf, f"marker:{marker}", disc)
        x += big + 3
    if s.friendly:
        x = _friendly_supply(surf, r, s, seat, p, x, y, big)
    x += 6
    for received in pl.received:
        if x + size > r.right:
            break
        gl.location(surf, apostles.marker_symbol(cfg, received), pygame.Rect(x, y - size // 2, size, size))
        p.zone(f"received:{received}", pygame.Rect(x, y - size // 2, size, size))
        x += size + 3
    y += line
    x = r.x
    for k in range(7):
        held = k + 1 in pl.parables
        rect = label(surf, NUMERALS[k], (x, y), p.px, p.least, r.right - x, gl.INK if held else (190, 176, 150),
                     bold=held, anchor="midleft")
        if rect is None:
            break
        x = rect.right + 6
    p.zone("parables", pygame.Rect(r.x, y - line // 2, max(1, x - r.x), line))
    if pl.illumination:
        tile = pygame.Rect(r.right - size * 2, y - size // 2, size * 2, size)
        pygame.draw.rect(surf, (250, 226, 140), tile, border_radius=3)
        pygame.draw.rect(surf, gl.INK, tile, 1, border_radius=3)
        pygame.draw.circle(surf, gl.GOLD, tile.center, size // 3)
        p.zone("illumination", tile)


def _friendly_supply(surf: pygame.Surface, r: pygame.Rect, s: AnnoState, seat: int, p: Paint, x: int, y: int,
                     big: int) -> int:
    """The Friendly Followers one holds, a pawn and a count per colour: a pawn is clicked to
    place one of that colour."""
    label_rect = label(surf, "Friendly:", (x, y), p.px, p.least, r.right - x, gl.INK, anchor="midleft")
    x = (label_rect.right if label_rect else x) + 4
    for c, colour in enumerate(FRIENDLY_COLOURS):
        disc = pygame.Rect(x, y - big // 2, big, big)
        p.chip(surf, FRIENDLY[c], disc.center, big // 2 - 1)
        if s.friendly[seat][c]:
            p.light(surf, f"friendly:{colour}", disc)
        got = label(surf, str(s.friendly[seat][c]), (disc.right + 2, y), p.px, p.least, 3 * p.px, gl.INK, bold=True,
                    anchor="midleft")
        x = (got.right if got else disc.right) + 8
    return x


# --- cards in hand ---


def _step_words(kind: str, amount: int) -> list[tuple[str, bool]]:
    """A follower action's words on a card, then shorter ones for a narrow card."""
    return [(short_step(kind, amount), False), (shorter_step(kind, amount), False)]


BAND_PAD, CARD_PAD = 2, 2  # the band's height over the type's line; the space above and below the actions
ROW_SQUEEZE = 3  # the follower actions' lines may sit this much closer than the type's line height
MOST_ACTIONS = 3  # follower actions on one card, at the most
EASE = 1.3  # a card this much taller than its lines need reads at ease
SLACK = 1.2  # a card drawn this much wider than its words need, where the hand has the room


def with_footer(height: int, line: int) -> bool:
    """Whether a card this tall has a line under a card of the most actions for its deck's name
    and its points (else the points stand in the band, beside the name): all cards of a size alike."""
    return height >= line + BAND_PAD + 2 * CARD_PAD + MOST_ACTIONS * (line - ROW_SQUEEZE) + line


def disc_radius(line: int, footer: bool) -> int:
    return max(6, line // 2 - (0 if footer else 1))


def name_room(width: int, line: int, footer: bool) -> int:
    """What a card's band leaves its name: less the points' disc where it stands there."""
    return width - 6 - (0 if footer else 2 * disc_radius(line, footer) + 3)


@dataclass(frozen=True)
class CardNeeds:
    """What a hand's cards need to read whole at the least type (`line` its line height): `words`
    the widest follower action with its symbol in the shorter words, `best` in the usual words
    (in the body type, which may be larger),
    `name` the widest Location name alone in regular type, `height` the most lines (the band,
    each follower action's symbol and words on a line of its own)."""

    line: int = 1
    words: int = 1
    best: int = 1
    name: int = 1
    height: int = 1

    def _name_share(self, width: int, height: int) -> float:
        return name_room(width, self.line, with_footer(height, self.line)) / self.name

    def whole(self, width: int, height: int) -> float:
        """1 where such cards read whole; less, as far as they fall short."""
        return min(1.0, width / self.words, self._name_share(width, height), height / self.height)

    def ease(self, width: int, height: int) -> float:
        """1 where they read at ease: the usual words, a little air between the lines."""
        return min(1.0, width / self.best, self._name_share(width, height), height / (self.height * EASE))


def card_needs(cfg: Config, cards: list[str], least: int, px: int = 0) -> CardNeeds:
    """`best` is measured in the body type `px` (a large window's cards say their usual words in it)."""
    line = line_height(least)
    body = max(least, px)
    words = best = name = height = 1
    for card_id in cards:
        card = cfg.cards[card_id]
        name = max(name, width_of(card.location.capitalize(), least))
        for s in card.actions:
            words = max(words, width_of(shorter_step(s.kind, s.amount), least) + line + 6)
            best = max(best, width_of(short_step(s.kind, s.amount), body) + line + 6)
        height = max(height, line + BAND_PAD + 2 * CARD_PAD + len(card.actions) * (line - ROW_SQUEEZE))
    return CardNeeds(line, words, best, name, height)


def draw_card(surf: pygame.Surface, cfg: Config, card_id: str, rect: pygame.Rect, p: Paint) -> None:
    """A card at full size: its Location, its follower actions in words, its Apostle points (and
    its deck's name, where the card is tall enough)."""
    card = cfg.cards[card_id]
    line = line_height(p.least)
    if rect.height < 2 * line + 8:
        mini_card(surf, cfg, card_id, rect, p)
        return
    pygame.draw.rect(surf, (30, 20, 12), rect.move(2, 3), border_radius=6)
    pygame.draw.rect(surf, gl.PAPER, rect, border_radius=6)
    band = pygame.Rect(rect.x, rect.y, rect.width, line + BAND_PAD)
    pygame.draw.rect(surf, gl.LOCATION_RGB[card.location], band, border_top_left_radius=6, border_top_right_radius=6)
    pygame.draw.rect(surf, gl.INK, rect, 1, border_radius=6)
    n = max(1, len(card.actions))
    body = rect.bottom - band.bottom - 2 * CARD_PAD
    footer = with_footer(rect.height, line)
    r = disc_radius(line, footer)
    centre = (rect.right - r - 3, rect.bottom - r - 3) if footer else (rect.right - r - 3, band.centery)
    _card_name(surf, card.location, band, band.x + 3 + name_room(rect.width, line, footer), p, line)
    pygame.draw.circle(surf, gl.VP_GREEN, centre, r)
    label(surf, str(card.points), centre, p.px, p.least, 2 * r + 4, (255, 255, 255), bold=True, anchor="center")
    if footer:
        label(surf, DECK_LABEL[card.deck], (rect.x + 4, rect.bottom - 2), p.px, p.least, rect.width - 2 * r - 12,
              gl.INK_SOFT, anchor="bottomleft", optional=True)  # the hover text names the deck
        body -= line
    # The follower actions' lines: as tall as the body type's where a card of the most actions
    # has the room, down to a little closer than the least type's; the words no larger than their
    # line. Every card of a hand in one type, whatever its number of actions.
    row = max(line - ROW_SQUEEZE, min(line_height(p.px), body // max(n, MOST_ACTIONS)))
    px = max((size for size in range(p.least, p.px + 1) if line_height(size) <= max(row, line)), default=p.least)
    y = band.bottom + CARD_PAD
    for step in card.actions:
        ic = pygame.Rect(rect.x + 3, y + (row - (line - 2)) // 2, line - 2, line - 2)
        gl.icon(surf, step.kind, ic, step.amount)
        # shorter words before much smaller type: a card's lines in about one size where they can be
        words, at, room = _step_words(step.kind, step.amount), (ic.right + 3, y + row // 2), rect.right - ic.right - 5
        if not label_first(surf, words, at, px, max(p.least, px - 2), room, gl.INK, anchor="midleft", optional=True):
            label_first(surf, words, at, px, p.least, room, gl.INK, anchor="midleft")
        y += row


def _card_name(surf: pygame.Surface, loc: str, band: pygame.Rect, right: int, p: Paint, line: int) -> None:
    """The card's Location in its band: the symbol and the name, the name alone where narrow."""
    side = band.height - 2
    icon = pygame.Rect(band.x + 3, band.y + 1, side, side)
    name = loc.capitalize()
    # the symbol and the name in the body type; else the name alone in it; else smaller type
    for least in (p.px, p.least):
        if label(surf, name, (icon.right + 3, band.centery), p.px, least, right - icon.right - 3, gl.INK,
                 bold=True, anchor="midleft", optional=True):
            gl.location(surf, loc, icon)
            return
        if least == p.px and label(surf, name, (band.x + 4, band.centery), p.px, p.px, right - band.x - 4, gl.INK,
                                   bold=True, anchor="midleft", optional=True):
            return
    if not label_first(surf, ((name, True), (name, False)), (band.x + 3, band.centery), p.px, p.least,
                       right - band.x - 3, gl.INK, anchor="midleft"):
        gl.location(surf, loc, icon)  # too narrow even for the name: the symbol says it


ROW_GAP = 4  # between two rows of cards


def hand_rects(area: pygame.Rect, n: int, line: int, need: CardNeeds | None = None) -> list[pygame.Rect]:
    """Up to `n` cards side by side in the hand's area, never overlapping (their words must read);
    in two rows (or three) where one row would make them too narrow to read. `need` says what
    the cards need to read whole (card_needs): the rows chosen are the fewest in which they read
    whole, with their usual words where any number of rows allows, and a card is drawn wider
    than a card's shape where its words need it."""
    if n == 0:
        return []
    top = area.y + line + 3  # under the title
    room_w, room_h = area.width - 12, area.bottom - top - 3
    need = need or CardNeeds()
    widest = max(need.best, need.name + 2 * need.line)

    def fit(rows: int) -> tuple[int, int, int]:
        per_row = (n + rows - 1) // rows
        height = (room_h - ROW_GAP * (rows - 1)) // rows
        width = min(max(round(height * 0.72), round(widest * SLACK)), (room_w - 6 * (per_row - 1)) // per_row)
        return width, min(height, max(round(width / 0.62), need.height)), per_row

    def reads(rows: int) -> tuple[float, float, int]:
        """Whole at all; then at ease (the usual words, and a little air between the lines); then
        the fewer rows."""
        width, height, _ = fit(rows)
        return round(need.whole(width, height), 2), round(need.ease(width, height), 2), -rows

    rows = max(range(1, min(n, 3) + 1), key=reads)
    width, height, per_row = fit(rows)
    rects = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        x0 = area.x + 6 + max(0, (room_w - (width + 6) * in_row + 6) // 2)
        rects.append(pygame.Rect(x0 + col * (width + 6), top + row * (height + ROW_GAP), width, height))
    return rects


def draw_hand(surf: pygame.Surface, cfg: Config, area: pygame.Rect, cards: list[str], title: str, lit: set[int],
              lifted: int | None, p: Paint) -> list[pygame.Rect]:
    look.sheet(surf, area, radius=10, colour=gl.PAPER_DARK)
    line = line_height(p.px)
    with fonts.panel(area, "hand"):
        label(surf, title, (area.x + 10, area.y + 2), p.px, p.least, area.width - 20, gl.INK, bold=True)
        rects = hand_rects(area, len(cards), line, card_needs(cfg, cards, p.least, p.px))
        for i, (card, rect) in enumerate(zip(cards, rects, strict=True)):
            if i == lifted:
                continue
            draw_card(surf, cfg, card, rect, p)
            if i in lit:
                pygame.draw.rect(surf, gl.LEGAL, rect.inflate(4, 4), 3, border_radius=8)
    return rects
