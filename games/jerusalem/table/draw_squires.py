"""What stands on the city: each seat's Squires as a small pile of cubes with its count, the
Barons as pawns on the Areas they block (with the block marked), the Squires an Event has
lifted, and the Area whose revenue is being taken."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.jerusalem.table.draw_city import revenue_strip
from games.jerusalem.table.draw_palette import HIGHLIGHT, INK
from games.jerusalem.table.draw_pieces import cube_sprite, pawn_sprite
from games.jerusalem.table.table_layout import CityGeometry, Zone
from games.ui.art import fonts
from games.ui.art.colour import glyph_colour, mix, shade
from games.ui.art.fonts import font, text
from games.ui.art.marks import TableSeats


def cube_size(geom: CityGeometry) -> int:
    return max(12, min(28, geom.rect.height // 24))


def count_px(geom: CityGeometry) -> int:
    """The size of a pile's count: the smallest text allowed, a little more on a big board."""
    return max(geom.small, min(20, geom.rect.height // 30))


def content_rect(geom: CityGeometry, area: int) -> pygame.Rect:
    """The part of an Area above its printed revenue, where Squires stand."""
    rect = geom.area_rect(area)
    strip = revenue_strip(geom, area)
    if geom.plan.areas[area].circle is not None:
        # A box inside the keep's inner ring (its radius is 0.8 of the keep's); the revenue lies on the stones.
        inner = rect.width * 0.4
        return pygame.Rect(round(rect.centerx - inner * 0.8), round(rect.centery - inner * 0.6),
                           round(inner * 1.6), round(inner * 1.2))
    return pygame.Rect(rect.left + 4, rect.top + 4, rect.width - 8, max(10, strip.top - rect.top - 5))


@dataclass(frozen=True)
class PileStyle:
    """How a seat's Squires in one Area are drawn: `cubes` cubes of `cube` pixels and a count tag
    wide enough for `digits` digits."""

    cube: int
    cubes: int
    px: int
    digits: int = 1

    @property
    def tag_size(self) -> tuple[int, int]:
        """The pill behind the count: as tall as the digits' ink, not the font's line."""
        w, h = font(self.px, True).size("8" * self.digits)
        return w + 6, h - 4

    @property
    def size(self) -> tuple[int, int]:
        """The pile's box: its cubes side by side (a third of a cube apart) and the tag; a crowded
        Area's pile is the tag alone, in the seat's colour (no cube)."""
        tag_w, tag_h = self.tag_size
        if self.cubes == 0:
            return tag_w, tag_h
        cubes_w = self.cube + (self.cube // 3 if self.cubes > 1 else 0)
        cubes_h = self.cube + (self.cube // 3 if self.cubes == 3 else 0)
        return cubes_w + 2 + tag_w, max(cubes_h, tag_h)


def _grid(box: pygame.Rect, n: int, size: tuple[int, int]) -> tuple[int, int] | None:
    """Columns and rows that hold `n` piles of `size` in `box`, or None."""
    w, h = size
    cols = min(n, box.width // max(1, w))
    if cols < 1:
        return None
    rows = (n + cols - 1) // cols
    return (cols, rows) if rows * h <= box.height else None


def pile_layout(geom: CityGeometry, area: int, count: int, digits: int = 1) -> tuple[PileStyle, list[pygame.Rect]]:
    """The style and places of `count` piles in an Area: three cubes each where there is room,
    fewer and smaller cubes where the Area is crowded; never two piles on one another."""
    box = content_rect(geom, area)
    big, px = cube_size(geom), count_px(geom)
    styles = [PileStyle(big, 3, px, digits), PileStyle(big, 2, px, digits), PileStyle(big, 1, px, digits),
              PileStyle(max(10, big * 3 // 4), 1, px, digits), PileStyle(10, 1, geom.small, digits),
              PileStyle(0, 0, geom.small, digits)]
    for style in styles:
        grid = _grid(box, count, style.size) if count else (1, 0)
        if grid is not None:
            break
    else:
        grid = (max(1, min(count, box.width // max(1, style.size[0]))), 0)
    cols = grid[0]
    rows = max(1, (count + cols - 1) // cols)
    w, h = style.size
    cell_w, cell_h = box.width // cols, box.height // rows
    out = []
    for k in range(count):
        c, r = k % cols, k // cols
        cell = pygame.Rect(box.left + c * cell_w, box.top + r * cell_h, cell_w, cell_h)
        out.append(pygame.Rect(0, 0, w, h).move(cell.centerx - w // 2, cell.centery - h // 2))
    return style, out


def _pile(surf: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int], mark: str, count: int,
          style: PileStyle, alpha: int = 255) -> None:
    """Up to `style.cubes` cubes, the top one carrying the mark, and the count beside them."""
    tag_w, tag_h = style.tag_size
    if style.cubes == 0:
        chip = pygame.Rect(rect.left, rect.centery - tag_h // 2, tag_w, tag_h)
        fill = rgb if alpha == 255 else mix(rgb, (246, 236, 212), 0.6)
        pygame.draw.rect(surf, fill, chip, border_radius=chip.height // 3)
        pygame.draw.rect(surf, shade(rgb, 0.5), chip, 1, border_radius=chip.height // 3)
        text(surf, str(count), style.px, glyph_colour(fill), chip.center, bold=True, anchor="center")
        return
    cube = style.cube
    img = cube_sprite(rgb, mark, cube)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    shown = max(1, min(count, style.cubes))
    low = rect.bottom - cube // 2 if style.cubes == 3 else rect.centery
    for k in range(shown):
        dx = [0, cube // 3, cube // 6][k]
        dy = [0, 0, -cube // 3][k]
        surf.blit(img, img.get_rect(center=(rect.left + cube // 2 + dx, low + dy)))
    tag = pygame.Rect(rect.right - tag_w, rect.centery - tag_h // 2, tag_w, tag_h)
    pygame.draw.rect(surf, (246, 236, 212), tag, border_radius=tag.height // 2)
    pygame.draw.rect(surf, rgb, tag, 2, border_radius=tag.height // 2)
    text(surf, str(count), style.px, INK, tag.center, bold=True, anchor="center")


SQUIRES, LIFTED, BARON = "squires", "lifted", "baron"


def pile_keys(board_row: tuple[int, ...], lifted: int, lifted_seat: int | None, baron: int | None = None
              ) -> list[tuple[int, str]]:
    """What stands in one Area, (seat, kind) each: a seat's Squires, its lifted Squires (an Event
    holds them over the Area) and a Baron each take a place of their own."""
    keys = [(seat, SQUIRES) for seat, n in enumerate(board_row) if n]
    if lifted_seat is not None and lifted:
        keys.append((lifted_seat, LIFTED))
    if baron is not None:
        keys.append((baron, BARON))
    return sorted(keys)


def digits_in(row: tuple[int, ...], lifted: int) -> int:
    """How many digits the largest count in an Area has: its tags are all that wide."""
    return len(str(max((*row, lifted, 1))))


def barons_in(barons: tuple[int | None, ...], area: int) -> int | None:
    """The seat whose Baron blocks `area` (at most one Baron stands on an Area)."""
    return next((seat for seat, where in enumerate(barons) if where == area), None)


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
    for seat, area in enumerate(barons):
        if area is not None:
            draw_blocked(surf, geom, area, seating.colours[seat])
    if cursor is not None:
        rect = geom.area_rect(cursor)
        pygame.draw.rect(surf, HIGHLIGHT, rect.inflate(6, 6), 4, border_radius=8)
    for area, row in enumerate(board):
        keys = pile_keys(row, lifted[area], lifted_seat, barons_in(barons, area))
        style, rects = pile_layout(geom, area, len(keys), digits_in(row, lifted[area]))
        with fonts.panel(geom.area_rect(area), "Area"):
            for (seat, kind), rect in zip(keys, rects, strict=True):
                rgb, mark = seating.colours[seat], seating.marks[seat]
                if kind == BARON:
                    pawn = pawn_sprite(rgb, mark, max(10, int(rect.height / 1.2)))
                    spot = pawn.get_rect(center=rect.center)
                    surf.blit(pawn, spot)
                    zones.append(Zone(rect, "baron_on", (area, seat)))
                    continue
                count = lifted[area] if kind == LIFTED else row[seat]
                _pile(surf, rect, rgb, mark, count, style, alpha=110 if kind == LIFTED else 255)
    return zones


def group_zones(geom: CityGeometry, board: tuple[tuple[int, ...], ...], lifted: tuple[int, ...],
                lifted_seat: int | None, barons: tuple[int | None, ...]) -> list[Zone]:
    """A zone per pile in each Area, from the true board: input never waits for the animation
    that brings a Squire in."""
    zones = []
    for area, row in enumerate(board):
        keys = pile_keys(row, lifted[area], lifted_seat, barons_in(barons, area))
        rects = pile_layout(geom, area, len(keys), digits_in(row, lifted[area]))[1]
        for (seat, kind), rect in zip(keys, rects, strict=True):
            if kind != BARON:
                zones.append(Zone(rect, "group", (area, seat)))
    return zones
