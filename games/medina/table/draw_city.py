"""The city as it stands: every wooden piece on the board, drawn onto one board-sized layer
that the table rebuilds only when the state changes (never per frame).

Palaces get a courtyard under their pieces and stables so they read as one building:
dashed while still being built, solid once finished, in the owner's colour once crowned.
Markets get an awning strip along each string of inhabitants."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from games.medina.rules.state import DOME, MedinaState
from games.medina.table.draw_palette import INK, LAST_MOVE, MARKET_CLOTH, MARKET_CLOTH_LIGHT, PALACE_COLOURS
from games.medina.table.draw_pieces import cap_sprite, dome_sprite, piece_sprite
from games.medina.table.draw_tiles import note_badge, tower_badge
from games.medina.table.table_layout import BoardGeometry, is_wall_space, wall_side
from games.medina.table.table_model import board_pieces
from games.ui.art.colour import RGB, glyph_colour, shade
from games.ui.art.marks import draw_mark
from games.ui.art.soft import blit_soft

Cell = tuple[int, int]


@dataclass(frozen=True)
class SeatLook:
    colours: tuple[RGB, ...]
    marks: tuple[str, ...]


def _dashed(surf: pygame.Surface, colour: tuple[int, ...], a: tuple[float, float], b: tuple[float, float],
            width: int, dash: int) -> None:
    (x0, y0), (x1, y1) = a, b
    length = max(abs(x1 - x0), abs(y1 - y0))
    if length <= 0:
        return
    for k in range(0, int(length), 2 * dash):
        t0, t1 = k / length, min(1.0, (k + dash) / length)
        pygame.draw.line(surf, colour, (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                         (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), width)


def _courtyard(surf: pygame.Surface, geom: BoardGeometry, cells: set[Cell], colour: RGB, edge: RGB,
               style: str) -> None:
    """A tinted plate under a palace's spaces with an outline round the whole group."""
    s = geom.cell
    inset = max(1, s // 20)
    plate = (*colour, 80)
    for cell in cells:
        r = geom.local_rect(cell).inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(surf, plate, r, border_radius=max(1, s // 10))
        # Fill the lane towards a neighbour of the same palace so the group reads as one.
        for dc, dr in ((1, 0), (0, 1)):
            if (cell[0] + dc, cell[1] + dr) in cells:
                bridge = r.move(dc * s // 2, dr * s // 2)
                pygame.draw.rect(surf, plate, bridge)
    width = max(2, s // 14) if style != "dashed" else max(1, s // 22)
    for c, r in cells:
        rect = geom.local_rect((c, r)).inflate(-2 * inset, -2 * inset)
        sides = {
            (-1, 0): (rect.topleft, rect.bottomleft), (1, 0): (rect.topright, rect.bottomright),
            (0, -1): (rect.topleft, rect.topright), (0, 1): (rect.bottomleft, rect.bottomright),
        }
        for (dc, dr), (a, b) in sides.items():
            if (c + dc, r + dr) in cells:
                continue
            # Stretch the edge over the lane when the palace continues sideways.
            a2, b2 = list(a), list(b)
            if dc == 0:
                if (c - 1, r) in cells:
                    a2[0] -= 2 * inset
                if (c + 1, r) in cells:
                    b2[0] += 2 * inset
            else:
                if (c, r - 1) in cells:
                    a2[1] -= 2 * inset
                if (c, r + 1) in cells:
                    b2[1] += 2 * inset
            if style == "dashed":
                _dashed(surf, (*edge, 220), a2, b2, width, max(3, s // 7))
            else:
                pygame.draw.line(surf, edge, a2, b2, width)


def _market(surf: pygame.Surface, geom: BoardGeometry, strings: Iterable[tuple[Cell, ...]]) -> None:
    """An awning strip along each string, so a market reads as one line of stalls."""
    s = geom.cell
    for string in strings:
        centres = [geom.local_rect(cell).center for cell in string]
        band = max(4, int(s * 0.56))
        for cx, cy in centres:
            rug = pygame.Rect(0, 0, band, band)
            rug.center = (cx, cy)
            pygame.draw.rect(surf, shade(MARKET_CLOTH, 0.7), rug.inflate(2, 2), border_radius=max(2, s // 8))
            pygame.draw.rect(surf, MARKET_CLOTH, rug, border_radius=max(2, s // 8))
        for a, b in zip(centres, centres[1:], strict=False):
            pygame.draw.line(surf, shade(MARKET_CLOTH, 0.7), a, b, band + 2)
            pygame.draw.line(surf, MARKET_CLOTH, a, b, band)
            pygame.draw.line(surf, MARKET_CLOTH_LIGHT, a, b, max(2, band // 3))
        for cx, cy in centres:
            pygame.draw.circle(surf, MARKET_CLOTH_LIGHT, (cx, cy), max(2, band // 3))


def _halos(layer: pygame.Surface, geom: BoardGeometry, cells: Iterable[Cell]) -> None:
    """A soft light round the latest placements, so the last move stands out at a glance."""
    s = geom.cell
    for cell in cells:
        blit_soft(layer, geom.local_rect(cell).inflate(s // 8, s // 8), s // 4, (*LAST_MOVE, 150), max(2, s // 10))
    for cell in cells:
        pygame.draw.rect(layer, LAST_MOVE, geom.local_rect(cell).inflate(-2, -2), max(2, s // 18),
                         border_radius=s // 5)


def draw_pin(surf: pygame.Surface, rect: pygame.Rect, rgb: RGB, mark: str) -> None:
    """The builder's badge in the corner of a space just built on."""
    s = rect.width
    r = max(6, int(s * 0.2))
    centre = (rect.right - r + 2, rect.top + r - 2)
    pygame.draw.circle(surf, (30, 20, 12), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surf, rgb, centre, r)
    pygame.draw.circle(surf, (250, 246, 236), centre, r, max(1, r // 4))
    draw_mark(surf, mark, centre, r * 0.45, glyph_colour(rgb))


def sprite_for(geom: BoardGeometry, cell: Cell, piece: str, owner: int | None, seats: SeatLook) -> pygame.Surface:
    if piece == DOME and owner is not None:
        return dome_sprite(seats.colours[owner], seats.marks[owner], geom.cell)
    # A wall in hand over the city lies flat; on the ring it turns to face the city.
    side = wall_side(cell) if piece == "wall" and is_wall_space(cell) else "top"
    return piece_sprite(piece, geom.cell, side=side)


def build_city_layer(geom: BoardGeometry, state: MedinaState, seats: SeatLook, hidden: set[tuple[Cell, str]],
                     pins: dict[Cell, int]) -> pygame.Surface:
    """Everything placed on the board. `hidden` pieces are still flying in (drawn by the
    animation instead); `pins` marks the latest placements with who made them."""
    layer = pygame.Surface((geom.rect.width, geom.rect.height), pygame.SRCALPHA)
    _market(layer, geom, state.strings)
    for palace in state.palaces:
        cells = set(palace.pieces) | set(palace.stables)
        colour = PALACE_COLOURS.get(palace.colour, (200, 200, 200))
        if palace.owner is not None:
            _courtyard(layer, geom, cells, colour, seats.colours[palace.owner], "owned")
        elif palace.complete:
            _courtyard(layer, geom, cells, colour, INK, "solid")
        else:
            _courtyard(layer, geom, cells, colour, INK, "dashed")
    if pins:
        _halos(layer, geom, pins)
    for cell, piece in board_pieces(state).items():
        if (cell, piece) in hidden:
            continue
        layer.blit(sprite_for(geom, cell, piece, None, seats), geom.local_rect(cell))
    for palace in state.palaces:
        if palace.dome is not None and palace.owner is not None:
            if (palace.dome, DOME) not in hidden:
                layer.blit(sprite_for(geom, palace.dome, DOME, palace.owner, seats), geom.local_rect(palace.dome))
        elif palace.complete and palace.pieces:
            layer.blit(cap_sprite(geom.cell), geom.local_rect(palace.pieces[0]))
    badge = max(22, int(geom.cell * 0.56))  # room for a 14 px numeral
    for tower in state.towers:
        centre = geom.local_rect(tower.cell).center
        layer.blit(tower_badge(tower.points, badge), tower_badge(tower.points, badge).get_rect(center=centre))
        note_badge(layer, tower.points, badge, centre)
    for cell, seat in pins.items():
        if 0 <= seat < len(seats.colours):
            draw_pin(layer, geom.local_rect(cell), seats.colours[seat], seats.marks[seat])
    return layer
