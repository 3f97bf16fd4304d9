"""The holdings around the board: the open (or closed) screen of the seat at the table's edge,
the other seats' plaques along the top, the palace legend on the left and the tiles still
lying beside the board on the right. Each function draws once per state and returns the
spots the pointer can point at (supply slots to pick up, tiles and plaques for tooltips)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from games.medina.draw_palette import HIGHLIGHT, PALACE_MARK_NAMES, PALACE_ORDER, PARCHMENT, TEXT, TEXT_MUTED
from games.medina.draw_pieces import dome_sprite, piece_sprite
from games.medina.draw_tiles import palace_tile, tower_tile
from games.medina.state import DOME, INHABITANT, STABLE, WALL, MedinaState, palace_piece
from games.medina.table_model import pieces_this_turn
from games.ui.art.colour import RGB, mix, shade
from games.ui.art.fonts import font, text, wrap
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


@dataclass(frozen=True)
class Spot:
    """Something with a tooltip: a tile ("palace:<colour>" / "tower:<index>") or a seat plaque."""

    rect: pygame.Rect
    what: str


@dataclass
class Seating(TableSeats):
    """Who sits where, in which colour and mark, and what each palace tile is worth."""

    points: dict[str, int]  # palace tile points per palace colour


@dataclass
class Hits:
    slots: list[Slot] = field(default_factory=list)
    spots: list[Spot] = field(default_factory=list)


def turn_words(state: MedinaState, seat: int) -> str:
    """The acting seat's progress through its turn, e.g. "1 of 2 placed"."""
    if state.opening:
        return "first market inhabitant"
    done, total = pieces_this_turn(state, seat)
    return f"{done} of {total} placed"


# --- the other seats, along the top ---


def draw_top(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating, seats: list[int],
             acting: int | None, unit: int) -> Hits:
    hits = Hits()
    if not seats:
        return hits
    pad = unit // 2
    width = min((rect.width - pad * (len(seats) + 1)) // len(seats), unit * 26)
    x = rect.centerx - (width * len(seats) + pad * (len(seats) - 1)) // 2
    for seat in seats:
        plaque = pygame.Rect(x, rect.top + pad // 2, width, rect.height - pad)
        hits.spots.extend(draw_plaque(surf, plaque, state, seating, seat, acting, unit))
        hits.spots.append(Spot(plaque, f"seat:{seat}"))
        x += width + pad
    return hits


def draw_plaque(surf: pygame.Surface, plaque: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
                acting: int | None, unit: int) -> list[Spot]:
    """One seat's public holdings: name and mark, pieces left, the domes in front of its
    screen, its status, and the tiles it holds (returned as tooltip spots)."""
    is_acting = seat == acting
    stopped = state.out[seat] or state.pieces_left[seat] == 0
    if is_acting:
        blit_soft(surf, plaque.inflate(10, 10), unit // 2 + 5, (*HIGHLIGHT, 170), 4)
    base = shade(seating.colours[seat], 0.34) if not stopped else (70, 62, 56)
    plate(surf, plaque, base, unit // 2)
    if is_acting:
        pygame.draw.rect(surf, HIGHLIGHT, plaque, 3, border_radius=unit // 2)
    # Tiles stand at the right, as tall as the plaque allows, so their points stay readable.
    tiles = state.tiles_of(seat)
    spots = []
    if tiles:
        size = max(18, min(plaque.height - 10, int(unit * 2.2), int(plaque.width * 0.42) // len(tiles) - 3))
        x = plaque.right - unit // 3 - len(tiles) * (size + 3) + 3
        for tile in tiles:
            rect = pygame.Rect(x, plaque.centery - size // 2, size, size)
            surf.blit(tile_surface(state, tile, size, seating.points), rect)
            spots.append(Spot(rect, tile))
            x += size + 3
        right = spots[0].rect.left - unit // 3
    else:
        right = plaque.right - unit // 3
    small = max(14, int(unit * 0.72))
    big = max(15, int(unit * 0.85))
    r = max(8, int(unit * 0.55))
    seating.chip(surf, seat, (plaque.left + r + unit // 2, plaque.top + r + unit // 3), r)
    name_x = plaque.left + 2 * r + unit
    name = text(surf, seating.names[seat], big, TEXT, (name_x, plaque.top + unit // 6), bold=True,
                max_width=right - name_x - unit * 3)
    left = state.pieces_left[seat]
    count = f"· {left} piece{'' if left == 1 else 's'}"
    text(surf, count, small, TEXT_MUTED, (name.right + unit // 3, name.top + (big - small) // 2 + 1),
         max_width=max(1, right - name.right - unit // 3))
    # Second row: the domes in front of the screen, then what the seat is doing.
    row_y = plaque.top + int(unit * 1.45)
    ds = max(14, int(unit * 1.3))
    x = plaque.left + unit // 3
    for k in range(4):
        spot = pygame.Rect(x + k * int(ds * 0.92), row_y, ds, ds)
        if k < state.domes[seat]:
            surf.blit(dome_sprite(seating.colours[seat], seating.marks[seat], ds), spot)
        else:
            pygame.draw.circle(surf, shade(base, 1.3), spot.center, ds * 0.3, 1)
    x += 4 * int(ds * 0.92) + unit // 3
    if is_acting:
        text(surf, "to play · " + turn_words(state, seat), small, HIGHLIGHT, (x, row_y + (ds - small) // 2 - 2),
             bold=True, max_width=max(1, right - x))
    elif stopped:
        text(surf, "stopped", small, TEXT_MUTED, (x, row_y + (ds - small) // 2 - 2), bold=True,
             max_width=max(1, right - x))
    return spots


def tile_surface(state: MedinaState, tile: str, size: int, points: dict[str, int]) -> pygame.Surface:
    kind, key = tile.split(":", 1)
    if kind == "tower":
        return tower_tile(state.towers[int(key)].points, size)
    return palace_tile(key, points.get(key, 0), size)


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
    hits = Hits()
    pad = unit // 2
    plaque_w = min(int(rect.width * 0.2), unit * 15)
    plaque = pygame.Rect(rect.left + pad, rect.top + pad, plaque_w, rect.height - 2 * pad)
    draw_plaque_big(surf, plaque, state, seating, seat, acting, unit)
    hits.spots.append(Spot(plaque, f"seat:{seat}"))

    tiles = state.tiles_of(seat)
    tile_size = max(18, min(int(rect.height * 0.4), unit * 3))
    tiles_w = 4 * (tile_size + 4) + pad
    dome_size = max(18, min(int(rect.height * 0.48), unit * 3))
    domes_w = 2 * (dome_size + 2) + pad * 2
    screen = pygame.Rect(plaque.right + pad, rect.top + pad, rect.width - plaque_w - tiles_w - domes_w - 5 * pad,
                         rect.height - 2 * pad)
    supply = state.supplies[seat] if 0 <= seat < len(state.supplies) else None
    leaves = pygame.Rect(screen.left, screen.top, screen.width, int(screen.height * 0.64))
    _screen_leaves(surf, leaves, seating.colours[seat], 4)
    if state.opening and acting == seat and active:
        _opening_slot(surf, screen, unit, hits)
    elif supply is None:
        _closed_screen(surf, screen, seating, seat, unit)
    else:
        counts = list(supply.palace) + [supply.stables, supply.inhabitants, supply.walls]
        _supply_slots(surf, screen, state, counts, active, unit, hits)

    # The domes stand in front of the screen, for everyone to see.
    tray = pygame.Rect(screen.right + pad, rect.top + pad, domes_w - pad, rect.height - 2 * pad)
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
            surf.blit(sprite, spot.inflate(big - size, big - size))
            if k == state.domes[seat] - 1:
                hits.slots.append(Slot(spot, DOME, state.domes[seat], DOME in active and seat == acting))
        else:
            pygame.draw.circle(surf, (120, 94, 70), spot.center, size * 0.3, 1)

    # The tiles this seat holds.
    area = pygame.Rect(tray.right + pad, rect.top + pad, rect.right - tray.right - 2 * pad, rect.height - 2 * pad)
    text(surf, "tiles", max(14, int(unit * 0.7)), TEXT_MUTED, (area.left, area.top + 2))
    if not tiles:
        text(surf, "none yet", max(14, int(unit * 0.7)), TEXT_MUTED, (area.left, area.top + unit + 4))
    for k, tile in enumerate(tiles):
        col, row = k % 4, k // 4
        size = tile_size if len(tiles) <= 4 else min(tile_size, (area.height - unit) // 2 - 2)
        spot = pygame.Rect(area.left + col * (size + 4), area.top + unit + row * (size + 4), size, size)
        surf.blit(tile_surface(state, tile, size, seating.points), spot)
        hits.spots.append(Spot(spot, tile))
    return hits


def draw_plaque_big(surf: pygame.Surface, plaque: pygame.Rect, state: MedinaState, seating: Seating, seat: int,
                    acting: int | None, unit: int) -> None:
    rgb = seating.colours[seat]
    is_acting = seat == acting
    plate(surf, plaque, shade(rgb, 0.34), unit // 2)
    if is_acting:
        pygame.draw.rect(surf, HIGHLIGHT, plaque, 3, border_radius=unit // 2)
    r = max(10, int(unit * 0.62))
    seating.chip(surf, seat, (plaque.left + r + unit // 2, plaque.top + r + unit // 3), r)
    big = max(16, unit)
    small = max(14, int(unit * 0.75))
    x = plaque.left + 2 * r + unit
    text(surf, seating.names[seat], big, TEXT, (x, plaque.top + unit // 3 + r - big * 2 // 3), bold=True,
         max_width=plaque.right - x - unit // 2)
    y = plaque.top + 2 * r + unit // 2
    stopped = state.out[seat] or state.pieces_left[seat] == 0
    if is_acting:
        lines = [("Your turn" if state.supplies[seat] is not None else "To play", HIGHLIGHT),
                 (turn_words(state, seat), TEXT)]
    elif stopped:
        lines = [("Stopped: no piece fits", TEXT_MUTED)]
    elif acting is not None and not state.over:
        lines = [(f"Waiting for {seating.names[acting]}", TEXT_MUTED)]
    else:
        lines = [("The city is finished", TEXT_MUTED)]
    left = state.pieces_left[seat]
    lines.append((f"{left} piece{'' if left == 1 else 's'} left", TEXT_MUTED))
    for words, colour in lines:
        if y + small > plaque.bottom - 4:
            break
        text(surf, words, small, colour, (plaque.left + unit // 2, y), bold=colour == HIGHLIGHT,
             max_width=plaque.width - unit)
        y += int(small * 1.3)


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
        words = ("closed" if f.size("closed")[0] < slot_w - 8 else "–") if retired else f"×{count}"
        img = f.render(words, True, TEXT if count and not retired else TEXT_MUTED)
        tag = img.get_rect(midbottom=(cx, screen.bottom)).inflate(12, 2)
        pygame.draw.rect(surf, (36, 24, 16), tag, border_radius=tag.height // 2)
        if can and count:
            pygame.draw.rect(surf, HIGHLIGHT, tag, 1, border_radius=tag.height // 2)
        surf.blit(img, img.get_rect(center=tag.center))
        if count:
            hits.slots.append(Slot(rect, piece, count, can))


def _opening_slot(surf: pygame.Surface, screen: pygame.Rect, unit: int, hits: Hits) -> None:
    """Before the first turn the starting seat places the market's first inhabitant from the box."""
    size = int(min(screen.height * 0.62, unit * 3.4))
    rect = pygame.Rect(0, 0, size, size)
    rect.midleft = (screen.left + unit, screen.centery - unit // 3)
    tray = rect.inflate(unit // 2, unit // 2)
    plate(surf, tray, PARCHMENT, unit // 3)
    surf.blit(piece_sprite(INHABITANT, size), rect)
    x = tray.right + unit
    text(surf, "Start the market:", max(15, unit), TEXT, (x, screen.centery - int(unit * 1.4)), bold=True)
    small = max(14, int(unit * 0.8))
    y = screen.centery - int(unit * 0.3)
    for line in wrap("drag this inhabitant from the box onto a lit space, off the wall's border row.", small,
                     screen.right - x - unit // 2)[:3]:
        text(surf, line, small, TEXT, (x, y))
        y += int(small * 1.3)
    hits.slots.append(Slot(rect, BOX_INHABITANT, 1, True))


def _closed_screen(surf: pygame.Surface, screen: pygame.Rect, seating: Seating, seat: int, unit: int) -> None:
    r = int(min(screen.height * 0.3, unit * 1.6))
    seating.chip(surf, seat, (screen.centerx, screen.top + r + unit // 3), r)
    words = f"{seating.names[seat]}'s screen is closed"
    img = font(max(14, int(unit * 0.8)), True).render(words, True, TEXT)
    surf.blit(img, img.get_rect(midtop=(screen.centerx, screen.top + 2 * r + unit // 2)))


# --- beside the board ---


def draw_legend(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating,
                acting: int | None, unit: int, hint: str = "") -> Hits:
    """Whose turn it is (with a hint on what to do), then the four palace colours with their
    marks and tile points."""
    hits = Hits()
    small = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.9))
    width = min(rect.width, unit * 13)
    r = max(9, int(unit * 0.6))
    x = rect.left + 2 * r + unit
    text_w = width - (x - rect.left) - 4
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
    height = unit // 3 + int(big * 1.45) + len(body) * int(small * 1.3) + unit // 2
    box = pygame.Rect(rect.left, rect.top, width, height)
    plate(surf, box, (58, 40, 28), unit // 3, alpha=210)
    if acting is not None and not state.over:
        seating.chip(surf, acting, (box.left + r + unit // 2, box.top + r + unit // 2), r)
        text(surf, title, big, HIGHLIGHT, (x, box.top + unit // 3), bold=True, max_width=text_w)
    else:
        text(surf, title, big, HIGHLIGHT, (box.left + unit // 2, box.top + unit // 3), bold=True,
             max_width=width - unit)
    y = box.top + unit // 3 + int(big * 1.45)
    for line, colour in body:
        # Lines about the turn sit beside the chip; the hint runs under it, the full width.
        text(surf, line, small, colour, (x if colour == TEXT else box.left + unit // 2, y))
        y += int(small * 1.3)
    y = box.bottom + unit
    legend = pygame.Rect(rect.left, y, width, min(rect.bottom - y, int(unit * 1.7 * 4 + unit * 2)))
    if legend.height < unit * 3:
        return hits
    plate(surf, legend, (58, 40, 28), unit // 3, alpha=210)
    text(surf, "Palaces", big, TEXT, (legend.left + unit // 2, legend.top + unit // 4), bold=True)
    row_h = max(int(unit * 1.6), (legend.height - int(unit * 1.8)) // 4)
    icon = min(row_h - 2, int(unit * 1.6))
    for k, colour in enumerate(PALACE_ORDER):
        top = legend.top + int(unit * 1.6) + k * row_h
        if top + icon > legend.bottom:
            break
        spot = pygame.Rect(legend.left + unit // 3, top, icon, icon)
        surf.blit(piece_sprite(palace_piece(colour), icon), spot)
        retired = colour in state.retired
        name = colour.capitalize() + (" (closed)" if retired else "")
        text(surf, name, small, TEXT_MUTED if retired else TEXT, (spot.right + unit // 3, top + icon // 2 - small + 1),
             bold=True)
        text(surf, f"{PALACE_MARK_NAMES[colour]} · tile {seating.points.get(colour, k + 1)}", small, TEXT_MUTED,
             (spot.right + unit // 3, top + icon // 2 + 1), max_width=legend.right - spot.right - unit)
        hits.spots.append(Spot(pygame.Rect(legend.left, top, legend.width, icon), f"legend:{colour}"))
    return hits


def draw_unheld(surf: pygame.Surface, rect: pygame.Rect, state: MedinaState, seating: Seating, unit: int) -> Hits:
    """Tiles nobody holds yet lie beside the board."""
    hits = Hits()
    width = min(rect.width, unit * 11)
    size = max(18, min(int(unit * 2.6), (width - unit) // 2 - 6))
    loose_palace = [f"palace:{c}" for c, h in zip(state.colours, state.palace_tiles, strict=True) if h is None]
    loose_tower = [f"tower:{i}" for i, t in enumerate(state.towers) if t.holder is None]
    groups = (("palace tiles", loose_palace), ("tower tiles", loose_tower))

    def rows(tiles: list[str]) -> int:
        return (len(tiles) + 1) // 2

    height = int(unit * 1.6) + sum(int(unit * 1.1) + max(int(unit * 1.2), rows(t) * (size + 6)) + unit // 3
                                   for _, t in groups)
    box = pygame.Rect(rect.left, rect.top, width, min(rect.height, height))
    plate(surf, box, (58, 40, 28), unit // 3, alpha=210)
    small = max(14, int(unit * 0.75))
    text(surf, "Beside the board", max(15, int(unit * 0.9)), TEXT, (box.left + unit // 2, box.top + unit // 4),
         bold=True)
    y = box.top + int(unit * 1.6)
    for title, tiles in groups:
        text(surf, title, small, TEXT_MUTED, (box.left + unit // 2, y))
        y += int(unit * 1.1)
        if not tiles:
            text(surf, "all taken", small, TEXT_MUTED, (box.left + unit // 2, y))
        for k, tile in enumerate(tiles):
            spot = pygame.Rect(box.left + unit // 2 + (k % 2) * (size + 6), y + (k // 2) * (size + 6), size, size)
            if spot.bottom > box.bottom:
                break
            surf.blit(tile_surface(state, tile, size, seating.points), spot)
            hits.spots.append(Spot(spot, tile))
        y += max(int(unit * 1.2), rows(tiles) * (size + 6)) + unit // 3
    return hits


def seat_line(state: MedinaState, seating: Seating, seat: int) -> str:
    """A seat's public holdings in words, for its plaque's tooltip."""
    tiles = state.tiles_of(seat)
    held = ", ".join(tile_words(state, seating, t) for t in tiles) if tiles else "no tiles"
    domes = state.domes[seat]
    return (f"{seating.names[seat]} ({seating.marks[seat]} mark)\n{domes} dome{'' if domes == 1 else 's'} in front "
            f"of the screen, {state.pieces_left[seat]} pieces left in all\nHolds: {held}")


def tile_words(state: MedinaState, seating: Seating, tile: str) -> str:
    kind, key = tile.split(":", 1)
    if kind == "tower":
        return f"tower tile ({state.towers[int(key)].points})"
    return f"{key} palace tile ({seating.points.get(key, 0)})"
