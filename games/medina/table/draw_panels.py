"""The holdings around the board: the open (or closed) screen of the seat at the table's edge,
the other seats' plaques along the top, the palace legend on the left and the tiles still
lying beside the board on the right. Each function draws once per state and returns the
spots the pointer can point at (supply slots to pick up, tiles and plaques for tooltips)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from games.core.contract import ScoreSheet
from games.core.english import plural
from games.medina.rules.state import DOME, INHABITANT, STABLE, WALL, MedinaState, palace_piece
from games.medina.table.draw_palette import HIGHLIGHT, PALACE_MARK_NAMES, PALACE_ORDER, PARCHMENT, TEXT, TEXT_MUTED
from games.medina.table.draw_pieces import dome_sprite, piece_sprite
from games.medina.table.draw_tiles import note_tile, palace_tile, tower_tile
from games.medina.table.table_model import pieces_this_turn
from games.ui.art.colour import RGB, mix, shade
from games.ui.art.fonts import font, panel, text, wrap
from games.ui.art.marks import TableSeats
from games.ui.art.soft import blit_soft, plate

SUPPLY_KINDS = tuple(palace_piece(c) for c in PALACE_ORDER) + (STABLE, INHABITANT, WALL)
BOX_INHABITANT = "box:inhabitant"  # the market's first inhabitant comes from the box, not a screen


@dataclass(frozen=True)
class Slot:
    """A pile the pointer can pick a piece from."""

    rect: pygame.Rect
    piece: str  # the rules' piece name ("palace:grey", "dome", ...) or BOX_INHABITANT
    count: int
    active: bool  # it has at least one legal space right now
    whole: pygame.Rect | None = None  # the pile with its count beneath: what a hint rings, leaving the count in sight

    def moved(self, offset: tuple[int, int]) -> Slot:
        return Slot(self.rect.move(offset), self.piece, self.count, self.active,
                    None if self.whole is None else self.whole.move(offset))


@dataclass(frozen=True)
class Spot:
    """Something with a tooltip: a tile ("palace:<colour>" / "tower:<index>") or a seat plaque."""

    rect: pygame.Rect
    what: str


@dataclass
class Seating(TableSeats):
    """Who sits where, in which colour and mark, and what each palace tile is worth."""

    points: dict[str, int]  # palace tile points per palace colour
    sheets: list[ScoreSheet] = field(default_factory=list)  # each seat's points as the city stands now

    def score(self, seat: int) -> int | None:
        return self.sheets[seat].total if 0 <= seat < len(self.sheets) else None


@dataclass
class Hits:
    slots: list[Slot] = field(default_factory=list)
    spots: list[Spot] = field(default_factory=list)
    bottom: int = 0  # how far down the panel's drawing reached


def first_fit(options: list[str], px: int, width: int, bold: bool = False) -> str:
    """The first wording that fits `width` (the last one, to be cut, when none does)."""
    f = font(px, bold)
    return next((words for words in options if f.size(words)[0] <= width), options[-1])


def score_pill(surf: pygame.Surface, points: int, px: int, right: int, centery: int) -> pygame.Rect:
    """A seat's running points on a parchment pill whose right end is at `right`; returns the pill."""
    words = plural(points, "point")
    w, h = font(px, True).size(words)
    pill = pygame.Rect(0, 0, w + px, h + 2)
    pill.midright = (right, centery)
    pygame.draw.rect(surf, PARCHMENT, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surf, (120, 90, 58), pill, 1, border_radius=pill.height // 2)
    text(surf, words, px, (60, 40, 24), pill.center, bold=True, anchor="center")
    return pill


def turn_words(state: MedinaState, seat: int) -> str:
    """The acting seat's progress through its turn, e.g. "1 of 2 placed"."""
    if state.opening:
        return "first inhabitant"
    done, total = pieces_this_turn(state, seat)
    return f"{done} of {total} placed"


# --- the other seats, along the top ---


def draw_top(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating, seats: list[int],
             acting: int | None, unit: int, plaque_h: int, stacked: bool) -> Hits:
    """The other seats' plaques: side by side along the top, or one under another in a column."""
    hits = Hits(bottom=rect.top)
    if not seats:
        return hits
    pad = unit // 2
    for k, seat in enumerate(seats):
        if stacked:
            plaque = pygame.Rect(rect.left, rect.top + k * (plaque_h + pad), rect.width, plaque_h)
        else:
            width = min((rect.width - pad * (len(seats) + 1)) // len(seats), unit * 26)
            x0 = rect.centerx - (width * len(seats) + pad * (len(seats) - 1)) // 2
            plaque = pygame.Rect(x0 + k * (width + pad), rect.top + pad // 2, width, plaque_h)
        with panel(plaque, f"plaque:{seating.names[seat]}"):
            hits.spots.extend(draw_plaque(surf, plaque, state, seating, seat, acting, unit))
        hits.spots.append(Spot(plaque, f"seat:{seat}"))
        hits.bottom = plaque.bottom
    return hits


def draw_plaque(surf: pygame.Surface, plaque: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
                acting: int | None, unit: int) -> list[Spot]:
    """One seat's public holdings in three rows: name and running points; the domes in front of
    its screen with its pieces left (or that it is playing); the tiles it holds (tooltip spots)."""
    is_acting = seat == acting
    stopped = state.out[seat] or state.pieces_left[seat] == 0
    if is_acting:
        blit_soft(surf, plaque.inflate(10, 10), unit // 2 + 5, (*HIGHLIGHT, 170), 4)
    base = shade(seating.colours[seat], 0.34) if not stopped else (70, 62, 56)
    plate(surf, plaque, base, unit // 2)
    if is_acting:
        pygame.draw.rect(surf, HIGHLIGHT, plaque, 3, border_radius=unit // 2)
    inset = unit // 3
    small = max(14, int(unit * 0.72))
    big = max(15, int(unit * 0.85))
    r = max(8, int(unit * 0.5))
    row1 = plaque.top + inset + r
    seating.chip(surf, seat, (plaque.left + inset + r, row1), r)
    right = plaque.right - inset
    score = seating.score(seat)
    if score is not None:
        right = score_pill(surf, score, small, right, row1).left - inset
    name_x = plaque.left + 2 * (inset + r)
    text(surf, seating.names[seat], big, TEXT, (name_x, row1), bold=True, anchor="midleft",
         max_width=right - name_x)
    # Second row: the domes in front of the screen, then what the seat is doing.
    ds = max(14, int(unit * 1.1))
    row2 = row1 + r + inset // 2
    x = plaque.left + inset
    for k in range(4):
        spot = pygame.Rect(x + k * int(ds * 0.92), row2, ds, ds)
        if k < state.domes[seat]:
            surf.blit(dome_sprite(seating.colours[seat], seating.marks[seat], ds), spot)
        else:
            pygame.draw.circle(surf, shade(base, 1.3), spot.center, ds * 0.3, 1)
    x += 4 * int(ds * 0.92) + inset
    left = plural(state.pieces_left[seat], "piece")
    if is_acting:
        options, colour = [f"to play · {left}", "to play"], HIGHLIGHT
    elif stopped:
        options, colour = ["stopped", "out"], TEXT_MUTED
    else:
        options, colour = [f"{left} left", left], TEXT_MUTED
    words = first_fit(options, small, plaque.right - inset - x, bold=is_acting)
    text(surf, words, small, colour, (x, row2 + ds // 2), bold=is_acting, anchor="midleft",
         max_width=plaque.right - inset - x)
    # Third row: the tiles it holds.
    row3 = row2 + ds + inset // 2
    size = max(18, min(int(unit * 1.9), plaque.bottom - inset // 2 - row3))
    tiles = state.tiles_of(seat)
    if not tiles:
        text(surf, "no tiles yet", small, TEXT_MUTED, (plaque.left + inset, row3 + size // 2), anchor="midleft")
    per_row = max(1, (plaque.width - 2 * inset + 3) // (size + 3))
    size = min(size, (plaque.width - 2 * inset) // max(1, min(len(tiles), per_row)) - 3) if tiles else size
    spots = []
    for k, tile in enumerate(tiles):
        rect = pygame.Rect(plaque.left + inset + k * (size + 3), row3, size, size)
        blit_tile(surf, state, tile, rect, seating.points)
        spots.append(Spot(rect, tile))
    return spots


def blit_tile(surf: pygame.Surface, state: MedinaState, tile: str, rect: pygame.Rect, points: dict[str, int]) -> None:
    """A palace or tower tile at `rect` (square), its points told to the layout checks."""
    surf.blit(tile_surface(state, tile, rect.width, points), rect)
    note_tile(surf, tile_points_of(state, tile, points), rect.width, rect.topleft)


def tile_points_of(state: MedinaState, tile: str, points: dict[str, int]) -> int:
    kind, key = tile.split(":", 1)
    return state.towers[int(key)].points if kind == "tower" else points.get(key, 0)


def tile_surface(state: MedinaState, tile: str, size: int, points: dict[str, int]) -> pygame.Surface:
    kind, key = tile.split(":", 1)
    if kind == "tower":
        return tower_tile(tile_points_of(state, tile, points), size)
    return palace_tile(key, tile_points_of(state, tile, points), size)


# --- the open screen, along the bottom ---


def _screen_leaves(surf: pygame.Surface, rect: pygame.Rect, rgb: RGB, leaves: int) -> None:
    """A folding screen: leaves alternately lit and shaded like a zigzag, each with a pointed arch."""
    w = rect.width / leaves
    for k in range(leaves):
        leaf = pygame.Rect(int(rect.left + k * w), rect.top, int(w) + 1, rect.height)
        # Darkened towards a warm brown rather than black, so light seat colours stay themselves.
        tone = mix(rgb, (58, 38, 28), 0.42 if k % 2 == 0 else 0.55)
        # Each leaf leans a little: one edge sits a few pixels lower, as folds do.
        lean = max(2, rect.height // 18) * (1 if k % 2 == 0 else -1)
        pts = [(leaf.left, leaf.top + max(0, -lean)), (leaf.right, leaf.top + max(0, lean)),
               (leaf.right, leaf.bottom), (leaf.left, leaf.bottom)]
        pygame.draw.polygon(surf, tone, pts)
        pygame.draw.line(surf, rgb, pts[0], pts[1], max(2, rect.height // 22))
        pygame.draw.polygon(surf, mix(rgb, (30, 20, 14), 0.75), pts, 2)
        inner = leaf.inflate(-int(w * 0.5), 0)
        inner.top = leaf.top + rect.height // 4
        inner.bottom = leaf.bottom - rect.height // 8
        shoulder = inner.top + inner.width * 0.5
        arch = [(inner.left, inner.bottom), (inner.left, shoulder)]
        steps = 12
        for i in range(steps + 1):
            t = i / steps
            # A pointed arch: a sine swell sharpened towards its middle.
            y = shoulder - math.sin(math.pi * t) ** 0.6 * inner.width * 0.45
            arch.append((inner.left + inner.width * t, y))
        arch += [(inner.right, shoulder), (inner.right, inner.bottom)]
        pygame.draw.polygon(surf, mix(tone, (30, 20, 14), 0.2), arch)
        pygame.draw.lines(surf, mix(rgb, tone, 0.4), False, arch, 1)


def draw_bottom(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
                acting: int | None, active: set[str], unit: int) -> Hits:
    """The seat at the table's edge: its plaque, its screen (open only for its owner), the
    domes in front of it and the tiles it holds."""
    hits = Hits(bottom=rect.bottom)
    pad = unit // 2
    plaque_w = min(int(rect.width * 0.2), unit * 15)
    plaque = pygame.Rect(rect.left + pad, rect.top + pad, plaque_w, rect.height - 2 * pad)
    with panel(plaque, "own plaque"):
        draw_plaque_big(surf, plaque, state, seating, seat, acting, unit)
    hits.spots.append(Spot(plaque, f"seat:{seat}"))

    tiles = state.tiles_of(seat)
    # Held tiles: one row of four on a wide table; on a narrow one two rows, so the screen keeps its room.
    tile_size = max(18, min(int(rect.height * 0.4), unit * 3))
    if rect.width >= 50 * unit:
        tile_cols = 4
    else:
        tile_size = max(18, min(tile_size, (rect.height - 2 * pad - unit) // 2 - 4))
        tile_cols = max(2, -(-len(tiles) // 2))
    tiles_w = max(tile_cols * (tile_size + 4), font(max(14, int(unit * 0.7))).size("none yet")[0]) + pad
    dome_size = max(18, min(int(rect.height * 0.48), unit * 3))
    domes_w = 2 * (dome_size + 2) + pad * 2
    screen = pygame.Rect(plaque.right + pad, rect.top + pad, rect.width - plaque_w - tiles_w - domes_w - 5 * pad,
                         rect.height - 2 * pad)
    supply = state.supplies[seat] if 0 <= seat < len(state.supplies) else None
    leaves = pygame.Rect(screen.left, screen.top, screen.width, int(screen.height * 0.64))
    _screen_leaves(surf, leaves, seating.colours[seat], 4)
    with panel(screen, "screen"):
        if state.opening and acting == seat and active:
            _opening_slot(surf, screen, unit, hits)
        elif supply is None:
            _closed_screen(surf, screen, seating, seat, unit)
        else:
            counts = list(supply.palace) + [supply.stables, supply.inhabitants, supply.walls]
            _supply_slots(surf, screen, state, counts, active, unit, hits)

    tray = pygame.Rect(screen.right + pad, rect.top + pad, domes_w - pad, rect.height - 2 * pad)
    own_turn = seat == acting and supply is not None
    with panel(tray, "domes"):
        _dome_tray(surf, tray, state, seating, seat, DOME in active if own_turn else None, dome_size, unit, hits)

    area = pygame.Rect(tray.right + pad, rect.top + pad, rect.right - tray.right - 2 * pad, rect.height - 2 * pad)
    label = max(14, int(unit * 0.7))
    with panel(area, "own tiles"):
        text(surf, "tiles", label, TEXT_MUTED, (area.left, area.top + 2))
        if not tiles:
            text(surf, "none yet", label, TEXT_MUTED, (area.left, area.top + unit + 4))
        for k, tile in enumerate(tiles):
            col, row = k % tile_cols, k // tile_cols
            size = tile_size if len(tiles) <= tile_cols else min(tile_size, (area.height - unit) // 2 - 2)
            spot = pygame.Rect(area.left + col * (size + 4), area.top + unit + row * (size + 4), size, size)
            blit_tile(surf, state, tile, spot, seating.points)
            hits.spots.append(Spot(spot, tile))
    return hits


def _dome_tray(surf: pygame.Surface, tray: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
               fits: bool | None, dome_size: int, unit: int, hits: Hits) -> None:
    """The domes stand in front of the screen, for everyone to see; on its owner's turn each one can be
    picked up (`fits`: whether a dome has a palace to crown now; None when it is not that seat's turn).
    Domes that fit nowhere stand faded, and picking one up says why."""
    plate(surf, tray, (92, 66, 44), unit // 3, alpha=200)
    text(surf, "domes", max(14, int(unit * 0.7)), TEXT_MUTED, (tray.left + unit // 3, tray.top + 2))
    grid = pygame.Rect(tray.left, tray.top + unit, tray.width, tray.height - unit)
    size = max(14, min(dome_size, grid.width // 2, grid.height // 2))
    for k in range(4):
        cell = pygame.Rect(grid.left + (k % 2) * grid.width // 2, grid.top + (k // 2) * grid.height // 2,
                           grid.width // 2, grid.height // 2)
        spot = pygame.Rect(0, 0, size, size)
        spot.center = cell.center
        if k < state.domes[seat]:
            big = int(size * 1.25)  # a dome sprite leaves room round its dome; fill the spot better
            sprite = dome_sprite(seating.colours[seat], seating.marks[seat], big)
            if fits is False:
                sprite = sprite.copy()
                sprite.set_alpha(150)
            surf.blit(sprite, spot.inflate(big - size, big - size))
            if fits is not None:
                hits.slots.append(Slot(spot, DOME, state.domes[seat], fits))
        else:
            pygame.draw.circle(surf, (120, 94, 70), spot.center, size * 0.3, 1)


def draw_plaque_big(surf: pygame.Surface, plaque: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
                    acting: int | None, unit: int) -> None:
    rgb = seating.colours[seat]
    is_acting = seat == acting
    plate(surf, plaque, shade(rgb, 0.34), unit // 2)
    if is_acting:
        pygame.draw.rect(surf, HIGHLIGHT, plaque, 3, border_radius=unit // 2)
    r = max(10, int(unit * 0.62))
    row1 = plaque.top + unit // 3 + r
    seating.chip(surf, seat, (plaque.left + r + unit // 2, row1), r)
    big = max(16, unit)
    small = max(14, int(unit * 0.75))
    x = plaque.left + 2 * r + unit
    name_w = font(big, True).size(seating.names[seat])[0]
    score = seating.score(seat)
    pill_w = font(small, True).size(plural(score or 0, "point"))[0] + small
    beside = score is not None and x + name_w + unit // 2 + pill_w <= plaque.right - unit // 3
    if beside:  # the points at the name's right when both fit, else on a line of their own
        score_pill(surf, score or 0, small, plaque.right - unit // 3, row1)
    text(surf, seating.names[seat], big, TEXT, (x, row1), bold=True, anchor="midleft",
         max_width=plaque.right - x - unit // 3)
    y = row1 + r + unit // 6
    stopped = state.out[seat] or state.pieces_left[seat] == 0
    # Each line in its fullest wording that fits the plaque.
    lines: list[tuple[list[str], RGB]]
    if is_acting:
        progress = ["first market inhabitant", "first inhabitant"] if state.opening else [turn_words(state, seat)]
        lines = [(["Your turn" if state.supplies[seat] is not None else "To play"], HIGHLIGHT), (progress, TEXT)]
    elif stopped and not state.over:
        lines = [(["Stopped: no piece fits", "Stopped"], TEXT_MUTED)]
    elif acting is not None and not state.over:
        lines = [([f"Waiting for {seating.names[acting]}", "Waiting"], TEXT_MUTED)]
    else:
        lines = [(["The city is finished", "Finished"], TEXT_MUTED)]
    if score is not None and not beside:
        lines.insert(1, ([], TEXT))  # the pill's line
    left = plural(state.pieces_left[seat], "piece")
    lines.append(([f"{left} left", left], TEXT_MUTED))
    step = font(small).get_height() - 3
    for options, colour in lines:
        if y + step > plaque.bottom - 2:
            break
        if not options:
            pill = score_pill(surf, score or 0, small, plaque.left + unit // 2 + pill_w, y + step // 2 + 2)
            y = pill.bottom - step + 1
        else:
            bold = colour == HIGHLIGHT
            words = first_fit(options, small, plaque.width - unit, bold)
            text(surf, words, small, colour, (plaque.left + unit // 2, y), bold=bold, max_width=plaque.width - unit)
        y += step


def _supply_slots(surf: pygame.Surface, screen: pygame.Rect, state: MedinaState, counts: list[int],
                  active: set[str], unit: int, hits: Hits) -> None:
    """The stock behind the screen, seen from its owner's chair: each pile stands in front of
    the leaves with its count on a tag below."""
    n = len(SUPPLY_KINDS)
    slot_w = screen.width / n
    label = max(14, int(unit * 0.8))
    f = font(label, True)
    tag_h = f.get_height() + 2
    icon = int(max(16, min(slot_w * 0.84, screen.height - tag_h - unit * 0.3)))
    for k, (piece, count) in enumerate(zip(SUPPLY_KINDS, counts, strict=True)):
        cx = int(screen.left + slot_w * (k + 0.5))
        rect = pygame.Rect(0, 0, icon, icon)
        rect.midbottom = (cx, screen.bottom - tag_h + icon // 10)
        can = piece in active
        retired = piece.startswith("palace:") and piece.split(":", 1)[1] in state.retired
        sprite = piece_sprite(piece, icon, side="top")
        if count == 0 or retired or not can:
            faded = sprite.copy()
            faded.set_alpha(90 if count == 0 or retired else 170)
            surf.blit(faded, rect)
        else:
            surf.blit(sprite, rect)
        words = first_fit(["closed", "–"], label, int(slot_w) - 14, bold=True) if retired else f"×{count}"
        tag = pygame.Rect((0, 0), f.size(words)).inflate(12, 2)
        tag.midbottom = (cx, screen.bottom)
        pygame.draw.rect(surf, (36, 24, 16), tag, border_radius=tag.height // 2)
        if can and count:
            pygame.draw.rect(surf, HIGHLIGHT, tag, 1, border_radius=tag.height // 2)
        text(surf, words, label, TEXT if count and not retired else TEXT_MUTED, tag.center, bold=True,
             anchor="center")
        if count:
            hits.slots.append(Slot(rect, piece, count, can, rect.union(tag)))


def _opening_slot(surf: pygame.Surface, screen: pygame.Rect, unit: int, hits: Hits) -> None:
    """Before the first turn the starting seat places the market's first inhabitant from the box."""
    size = int(min(screen.height * 0.62, unit * 3.4, screen.width * 0.25))
    rect = pygame.Rect(0, 0, size, size)
    rect.midleft = (screen.left + unit // 2, screen.centery - unit // 3)
    tray = rect.inflate(unit // 2, unit // 2)
    plate(surf, tray, PARCHMENT, unit // 3)
    surf.blit(piece_sprite(INHABITANT, size), rect)
    x = tray.right + unit // 2
    room = pygame.Rect(x, screen.top + 2, screen.right - x - unit // 3, screen.height - 4)
    big, small = max(15, unit), max(14, int(unit * 0.8))
    if font(big, True).size("Start the market:")[0] > room.width:
        big = small  # a narrow screen: the title in the smaller size, on two lines if need be, rather than cut
    titles = wrap("Start the market:", big, room.width, bold=True)
    head = len(titles) * (font(big, True).get_height() - 2)
    step = font(small).get_height() - 2
    # The fullest wording that fits the room, so no line is cut or runs out of the screen.
    for words in ("Drag this inhabitant from the box onto a lit space, off the wall's border row.",
                  "Drag it onto a lit space.", "Drag it"):
        lines = wrap(words, small, room.width)
        if head + len(lines) * step <= room.height and all(font(small).size(w)[0] <= room.width for w in lines):
            break
    else:
        lines = []
    y = room.centery - (head + len(lines) * step) // 2
    for title in titles:
        text(surf, title, big, TEXT, (x, y), bold=True)
        y += font(big, True).get_height() - 2
    for line in lines:
        text(surf, line, small, TEXT, (x, y))
        y += step
    hits.slots.append(Slot(rect, BOX_INHABITANT, 1, True))


def _closed_screen(surf: pygame.Surface, screen: pygame.Rect, seating: Seating, seat: int, unit: int) -> None:
    r = int(min(screen.height * 0.3, unit * 1.6))
    seating.chip(surf, seat, (screen.centerx, screen.top + r + unit // 3), r)
    px = max(14, int(unit * 0.8))
    words = first_fit([f"{seating.names[seat]}'s screen is closed", "screen closed"], px, screen.width - 8, True)
    text(surf, words, px, TEXT, (screen.centerx, screen.top + 2 * r + unit // 2), bold=True, anchor="midtop",
         max_width=screen.width - 8)


# --- beside the board ---


def draw_legend(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating,
                acting: int | None, unit: int, hint: str = "") -> Hits:
    """Whose turn it is (with a hint on what to do), then the four palace colours with their
    marks and tile points; each line spaced by its font's height so none touches the next."""
    hits = Hits(bottom=rect.top)
    small = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.9))
    step = font(small).get_height() - 2
    width = min(rect.width, unit * 14)
    r = max(9, int(unit * 0.6))
    x = rect.left + 2 * r + unit
    text_w = width - (x - rect.left) - unit // 3
    if acting is not None and not state.over:
        # The name alone on its line when "to play" would not fit after it.
        title = f"{seating.names[acting]} to play"
        progress = turn_words(state, acting)
        if font(big, True).size(title)[0] > text_w:
            title, progress = seating.names[acting], "to play · " + progress
        body = [(line, TEXT) for line in wrap(progress, small, text_w)[:2]]
        body += [(line, TEXT_MUTED) for line in (wrap(hint, small, width - unit)[:2] if hint else [])]
    else:
        title, body = "The city is finished", []
    height = unit // 3 + font(big, True).get_height() + len(body) * step + unit // 2
    box = pygame.Rect(rect.left, rect.top, width, height)
    with panel(box, "turn"):
        plate(surf, box, (58, 40, 28), unit // 3, alpha=210)
        if acting is not None and not state.over:
            seating.chip(surf, acting, (box.left + r + unit // 2, box.top + r + unit // 2), r)
            text(surf, title, big, HIGHLIGHT, (x, box.top + unit // 3), bold=True, max_width=text_w)
        else:
            text(surf, title, big, HIGHLIGHT, (box.left + unit // 2, box.top + unit // 3), bold=True,
                 max_width=width - unit)
        y = box.top + unit // 3 + font(big, True).get_height()
        for line, colour in body:
            # Lines about the turn sit beside the chip; the hint runs under it, the full width.
            text(surf, line, small, colour, (x if colour == TEXT else box.left + unit // 2, y))
            y += step
    hits.bottom = box.bottom
    _palace_legend(surf, pygame.Rect(rect.left, box.bottom + unit // 2, width, rect.bottom - box.bottom - unit // 2),
                   state, seating, unit, hits)
    return hits


def _palace_legend(surf: pygame.Surface, room: pygame.Rect, state: MedinaState, seating: Seating, unit: int,
                   hits: Hits) -> None:
    """The four palace colours: icon, name, mark and tile points; two lines a colour where there is
    room, else one."""
    small = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.9))
    line = font(small, True).get_height() - 3
    head = font(big, True).get_height() + unit // 4
    two = 2 * line + unit // 4
    row_h = two if room.height >= head + 4 * two + unit // 3 else max(line + 4, int(unit * 1.3))
    legend = pygame.Rect(room.left, room.top, room.width, head + 4 * row_h + unit // 3)
    if legend.height > room.height:
        return  # no room left under the turn: the palace tooltips on the board say the same
    with panel(legend, "palaces"):
        plate(surf, legend, (58, 40, 28), unit // 3, alpha=210)
        text(surf, "Palaces", big, TEXT, (legend.left + unit // 2, legend.top + unit // 6), bold=True)
        icon = min(row_h - 4, int(unit * 1.6))
        for k, colour in enumerate(PALACE_ORDER):
            top = legend.top + head + k * row_h
            spot = pygame.Rect(legend.left + unit // 3, top + (row_h - icon) // 2, icon, icon)
            surf.blit(piece_sprite(palace_piece(colour), icon), spot)
            retired = colour in state.retired
            tile = f"tile {seating.points.get(colour, k + 1)}"
            x = spot.right + unit // 3
            room_w = legend.right - x - unit // 4
            name = colour.capitalize() + (" (closed)" if retired else "")
            if row_h >= two:
                text(surf, name, small, TEXT_MUTED if retired else TEXT, (x, top), bold=True, max_width=room_w)
                text(surf, first_fit([f"{PALACE_MARK_NAMES[colour]} · {tile}", tile], small, room_w), small,
                     TEXT_MUTED, (x, top + line), max_width=room_w)
            else:
                words = first_fit([f"{name} · {tile}", name], small, room_w, bold=True)
                text(surf, words, small, TEXT_MUTED if retired else TEXT, (x, spot.centery), bold=True,
                     anchor="midleft", max_width=room_w)
            hits.spots.append(Spot(pygame.Rect(legend.left, top, legend.width, row_h), f"legend:{colour}"))
    hits.bottom = legend.bottom


def _loose_tiles(state: MedinaState) -> tuple[tuple[str, list[str]], ...]:
    loose_palace = [f"palace:{c}" for c, h in zip(state.colours, state.palace_tiles, strict=True) if h is None]
    loose_tower = [f"tower:{i}" for i, t in enumerate(state.towers) if t.holder is None]
    return ("palace tiles", loose_palace), ("tower tiles", loose_tower)


def every_tile(state: MedinaState) -> tuple[tuple[str, list[str]], ...]:
    """The loose tiles' groups as they lay at the start: every palace and tower tile."""
    return (("palace tiles", [f"palace:{c}" for c in state.colours]),
            ("tower tiles", [f"tower:{i}" for i in range(len(state.towers))]))


def unheld_height(state: MedinaState, width: int, unit: int, size: int,
                  groups: tuple[tuple[str, list[str]], ...] | None = None) -> tuple[int, int]:
    """(tiles to a row, height) of the loose tiles' panel `width` wide with tiles `size` wide
    (`groups`: the tiles to lay out, by default those nobody holds yet)."""
    width = min(width, unit * 14)
    head = font(max(15, int(unit * 0.9)), True).get_height() + unit // 4
    label = font(max(14, int(unit * 0.75))).get_height()
    per_row = max(1, (width - unit + TILE_GAP) // (size + TILE_GAP))
    groups = _loose_tiles(state) if groups is None else groups
    rows = sum(-(-len(tiles) // per_row) for _, tiles in groups)
    return per_row, head + len(groups) * (label + unit // 3) + rows * (size + TILE_GAP)


TILE_GAP = 6


def draw_unheld(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating, unit: int) -> Hits:
    """Tiles nobody holds yet lie beside the board, as many to a row as the panel is wide, smaller
    (down to `smallest_tile`) when the room is short. Sized for every tile the game starts with,
    so as tiles are taken the rest keep their size and rows: nothing jumps or wraps anew."""
    hits = Hits(bottom=rect.top)
    width = min(rect.width, unit * 14)
    small = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.9))
    size = max(18, min(int(unit * 2.6), width - unit))
    every = every_tile(state)
    while size > smallest_tile(unit) and unheld_height(state, width, unit, size, every)[1] > rect.height:
        size -= 2  # early on all eight tiles lie here: smaller, so they fit the room the panel has
    per_row, height = unheld_height(state, width, unit, size)
    box = pygame.Rect(rect.left, rect.top, width, min(rect.height, height))
    with panel(box, "beside the board"):
        plate(surf, box, (58, 40, 28), unit // 3, alpha=210)
        text(surf, "Beside the board", big, TEXT, (box.left + unit // 2, box.top + unit // 6), bold=True)
        y = box.top + font(big, True).get_height() + unit // 4
        for title, tiles in _loose_tiles(state):
            text(surf, title if tiles else f"{title}: all taken", small, TEXT_MUTED, (box.left + unit // 2, y))
            y += font(small).get_height()
            for k, tile in enumerate(tiles):
                spot = pygame.Rect(box.left + unit // 2 + (k % per_row) * (size + TILE_GAP),
                                   y + (k // per_row) * (size + TILE_GAP), size, size)
                if spot.bottom > box.bottom:
                    break
                blit_tile(surf, state, tile, spot, seating.points)
                hits.spots.append(Spot(spot, tile))
            y += (-(-len(tiles) // per_row)) * (size + TILE_GAP) + unit // 3
    hits.bottom = box.bottom
    return hits


def smallest_tile(unit: int) -> int:
    """Tiles no smaller than this keep their points inside the card."""
    return max(28, int(unit * 1.6))


def seat_line(state: MedinaState, seating: Seating, seat: int) -> str:
    """A seat's public holdings in words, for its plaque's tooltip."""
    tiles = state.tiles_of(seat)
    held = ", ".join(tile_words(state, seating, t) for t in tiles) if tiles else "no tiles"
    lines = [f"{seating.names[seat]} ({seating.marks[seat]} mark)",
             f"{plural(state.domes[seat], 'dome')} in front of the screen, "
             f"{plural(state.pieces_left[seat], 'piece')} left in all", f"Holds: {held}"]
    if 0 <= seat < len(seating.sheets):
        sheet = seating.sheets[seat]
        lines.append(f"{plural(sheet.total, 'point')} as the city stands now")
        lines += [f"  {line}" for line in sheet.detail]
    return "\n".join(lines)


def tile_words(state: MedinaState, seating: Seating, tile: str) -> str:
    kind, key = tile.split(":", 1)
    if kind == "tower":
        return f"tower tile ({state.towers[int(key)].points})"
    return f"{key} palace tile ({seating.points.get(key, 0)})"
