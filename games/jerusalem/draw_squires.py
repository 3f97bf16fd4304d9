"""What stands on the city: each seat's Squires as a small pile of cubes with its count, the
Barons as pawns on the Areas they block (with the block marked), the Squires an Event has
lifted, and the Area whose revenue is being taken."""

from __future__ import annotations

import pygame

from games.jerusalem.draw_city import revenue_strip
from games.jerusalem.draw_palette import HIGHLIGHT, INK
from games.jerusalem.draw_pieces import cube_sprite, pawn_sprite
from games.jerusalem.table_layout import CityGeometry, Zone
from games.ui.art.fonts import font
from games.ui.art.marks import TableSeats


def cube_size(geom: CityGeometry) -> int:
    return max(12, min(22, geom.rect.height // 26))


def content_rect(geom: CityGeometry, area: int) -> pygame.Rect:
    """The part of an Area above its printed revenue, where Squires stand."""
    rect = geom.area_rect(area)
    strip = revenue_strip(geom, area)
    if geom.plan.areas[area].circle is not None:
        inner = rect.inflate(-rect.width // 3, -rect.height // 3)
        return pygame.Rect(inner.left, inner.top, inner.width, max(10, strip.top - inner.top))
    return pygame.Rect(rect.left + 4, rect.top + 4, rect.width - 8, max(10, strip.top - rect.top - 5))


def group_rects(geom: CityGeometry, area: int, seats: list[int]) -> dict[int, pygame.Rect]:
    """Where each present seat's pile stands in an Area: a grid filled row by row."""
    if not seats:
        return {}
    box = content_rect(geom, area)
    cube = cube_size(geom)
    group_w = int(cube * 1.3) + font(14, True).size("88")[0] + 8
    cols = max(1, min(len(seats), box.width // max(1, group_w)))
    rows = (len(seats) + cols - 1) // cols
    cell_w = box.width // cols
    cell_h = max(cube + 4, box.height // rows)
    out = {}
    for k, seat in enumerate(seats):
        c, r = k % cols, k // cols
        cell = pygame.Rect(box.left + c * cell_w, box.top + r * cell_h, cell_w, cell_h)
        group = pygame.Rect(0, 0, min(cell_w, group_w), min(cell_h, int(cube * 1.6)))
        group.center = cell.center
        out[seat] = group
    return out


def _pile(surf: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int], mark: str, count: int, cube: int,
          alpha: int = 255) -> None:
    """Up to three cubes, the top one carrying the mark, and the count beside them."""
    shown = min(count, 3)
    img = cube_sprite(rgb, mark, cube)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    left = rect.left
    for k in range(shown):
        dx = [0, cube // 3, cube // 6][k]
        dy = [0, 0, -cube // 3][k]
        surf.blit(img, img.get_rect(midleft=(left + dx, rect.centery + dy + 2)))
    words = font(14, True).render(str(count), True, INK)
    tag = words.get_rect(midleft=(left + img.get_width() + cube // 3 + 1, rect.centery + 2)).inflate(6, 0)
    pygame.draw.rect(surf, (246, 236, 212), tag, border_radius=tag.height // 2)
    pygame.draw.rect(surf, rgb, tag, 2, border_radius=tag.height // 2)
    surf.blit(words, words.get_rect(center=tag.center))


def draw_blocked(surf: pygame.Surface, geom: CityGeometry, area: int, rgb: tuple[int, int, int]) -> None:
    """A Baron's block: the Area's edge in the owner's colour with diagonal bars."""
    rect = geom.area_rect(area)
    circle = geom.tower_circle(area)
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = 10
    for k in range(-rect.height, rect.width, step):
        pygame.draw.line(veil, (*rgb, 60), (k, rect.height), (k + rect.height, 0), 3)
    if circle is not None:
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (rect.width // 2, rect.height // 2), rect.width // 2)
        veil.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(veil, rect)
        pygame.draw.circle(surf, rgb, rect.center, rect.width // 2, 4)
    else:
        surf.blit(veil, rect)
        pygame.draw.rect(surf, rgb, rect, 4, border_radius=6)


def draw_pieces(surf: pygame.Surface, geom: CityGeometry, board: tuple[tuple[int, ...], ...],
                barons: tuple[int | None, ...], seating: TableSeats, lifted: tuple[int, ...], lifted_seat: int | None,
                cursor: int | None) -> list[Zone]:
    """Squires, Barons, lifted Squires and the revenue cursor; returns the Barons' zones (the
    piles' zones follow the true board, see `group_zones`, while `board` may lag behind an
    animation)."""
    zones: list[Zone] = []
    cube = cube_size(geom)
    for seat, area in enumerate(barons):
        if area is not None:
            draw_blocked(surf, geom, area, seating.colours[seat])
    if cursor is not None:
        rect = geom.area_rect(cursor)
        pygame.draw.rect(surf, HIGHLIGHT, rect.inflate(6, 6), 4, border_radius=8)
    for area, row in enumerate(board):
        seats = [seat for seat, n in enumerate(row) if n]
        if lifted_seat is not None and lifted[area] and lifted_seat not in seats:
            seats.append(lifted_seat)
        for seat, rect in group_rects(geom, area, sorted(seats)).items():
            if row[seat]:
                _pile(surf, rect, seating.colours[seat], seating.marks[seat], row[seat], cube)
            if seat == lifted_seat and lifted[area]:
                ghost = rect.move(0, -cube // 2) if row[seat] else rect
                _pile(surf, ghost, seating.colours[seat], seating.marks[seat], lifted[area], cube, alpha=110)
    for seat, area in enumerate(barons):
        if area is None:
            continue
        rect = geom.area_rect(area)
        pawn = pawn_sprite(seating.colours[seat], seating.marks[seat], int(cube * 2.2))
        spot = pawn.get_rect(topright=(rect.right - 2, rect.top - cube // 2))
        if geom.plan.areas[area].circle is not None:
            spot = pawn.get_rect(midbottom=(rect.centerx + rect.width // 3, rect.centery))
        surf.blit(pawn, spot)
        zones.append(Zone(spot, "baron_on", (area, seat)))
    return zones


def group_zones(geom: CityGeometry, board: tuple[tuple[int, ...], ...], lifted: tuple[int, ...],
                lifted_seat: int | None) -> list[Zone]:
    """A zone per seat's pile in each Area, from the true board: input never waits for the
    animation that brings a Squire in."""
    zones = []
    for area, row in enumerate(board):
        seats = {seat for seat, n in enumerate(row) if n}
        if lifted_seat is not None and lifted[area]:
            seats.add(lifted_seat)
        for seat, rect in group_rects(geom, area, sorted(seats)).items():
            zones.append(Zone(rect, "group", (area, seat)))
    return zones
