"""The static part of Medina's table, drawn once per window size: the wooden table top, the
printed city plan (sand paving with ink lines, lighter lanes, the wall foundation ring) and
the four corner towers that stand there from the start."""

from __future__ import annotations

import random

import pygame

from games.medina.table.draw_palette import (
    FOUNDATION,
    FOUNDATION_DARK,
    INK,
    INK_SOFT,
    LANE,
    PARCHMENT,
    PAVING,
    TABLE,
    TABLE_LIGHT,
)
from games.medina.table.draw_pieces import tower_sprite
from games.medina.table.table_layout import COLS, ROWS, BoardGeometry, is_wall_space
from games.ui.art.colour import shade
from games.ui.art.fonts import panel, text


def _table_top(surf: pygame.Surface) -> None:
    """Warm planks: long streaks of lighter and darker grain, darker towards the edges."""
    w, h = surf.get_size()
    surf.fill(TABLE)
    rnd = random.Random(1600)
    plank = max(40, h // 7)
    for y in range(0, h, plank):
        pygame.draw.line(surf, shade(TABLE, 0.7), (0, y), (w, y), 2)
    for _ in range(h // 2):
        y = rnd.uniform(0, h)
        colour = TABLE_LIGHT if rnd.random() < 0.5 else shade(TABLE, 0.86)
        x0 = rnd.uniform(-w * 0.2, w)
        pygame.draw.line(surf, colour, (x0, y), (x0 + rnd.uniform(w * 0.1, w * 0.5), y + rnd.uniform(-2, 2)), 1)
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 14
    for i in range(steps):
        inset = int(min(w, h) * 0.02 * i)
        pygame.draw.rect(vignette, (0, 0, 0, 9), pygame.Rect(0, 0, w, h).inflate(-2 * inset, -2 * inset),
                         max(1, int(min(w, h) * 0.02)))
    surf.blit(vignette, (0, 0))


def _paving(surf: pygame.Surface, geom: BoardGeometry, origin: tuple[int, int]) -> None:
    s = geom.cell
    lane = max(2, s // 12)
    rnd = random.Random(11)
    ox, oy = origin
    ink = (*INK, 110)
    lines = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for r in range(1, ROWS - 1):
        for c in range(1, COLS - 1):
            rect = geom.local_rect((c, r)).move(ox, oy)
            tile = rect.inflate(-lane, -lane)
            tint = rnd.randint(-7, 7)
            colour = tuple(max(0, min(255, v + tint)) for v in PAVING)
            pygame.draw.rect(surf, colour, tile, border_radius=max(1, s // 14))
            # Sand grains: a few specks per slab, seeded so the plan never flickers.
            for _ in range(3):
                px, py = rnd.uniform(tile.left + 2, tile.right - 3), rnd.uniform(tile.top + 2, tile.bottom - 3)
                pygame.draw.circle(surf, shade(colour, 0.9), (px, py), max(1, s // 28))
            pygame.draw.rect(lines, ink, tile, 1, border_radius=max(1, s // 14))
    surf.blit(lines, (0, 0))


def _foundation(surf: pygame.Surface, geom: BoardGeometry, origin: tuple[int, int]) -> None:
    """The planned wall: a ring of dressed-stone slabs, coursed like masonry, round the city."""
    s = geom.cell
    ox, oy = origin
    gap = max(1, s // 16)
    course = shade(FOUNDATION, 0.88)
    for r in range(ROWS):
        for c in range(COLS):
            if not is_wall_space((c, r)):
                continue
            slab = geom.local_rect((c, r)).move(ox, oy).inflate(-gap, -gap)
            pygame.draw.rect(surf, FOUNDATION, slab)
            horizontal = r in (0, ROWS - 1)
            # Two courses of stones with staggered joints, turned to run along the ring.
            if horizontal:
                mid = slab.centery
                pygame.draw.line(surf, course, (slab.left, mid), (slab.right - 1, mid))
                third = slab.left + slab.width // 3
                pygame.draw.line(surf, course, (third, slab.top), (third, mid))
                pygame.draw.line(surf, course, (slab.left + 2 * slab.width // 3, mid),
                                 (slab.left + 2 * slab.width // 3, slab.bottom - 1))
            else:
                mid = slab.centerx
                pygame.draw.line(surf, course, (mid, slab.top), (mid, slab.bottom - 1))
                third = slab.top + slab.height // 3
                pygame.draw.line(surf, course, (slab.left, third), (mid, third))
                pygame.draw.line(surf, course, (mid, slab.top + 2 * slab.height // 3),
                                 (slab.right - 1, slab.top + 2 * slab.height // 3))
            pygame.draw.rect(surf, FOUNDATION_DARK, slab, 1)
    for corner in ((0, 0), (COLS - 1, 0), (0, ROWS - 1), (COLS - 1, ROWS - 1)):
        rect = geom.local_rect(corner).move(ox, oy)
        pygame.draw.circle(surf, FOUNDATION_DARK, rect.center, s * 0.62)
        pygame.draw.circle(surf, FOUNDATION, rect.center, s * 0.62 - max(1, s // 16))


def _frame(surf: pygame.Surface, outer: pygame.Rect, inner: pygame.Rect) -> None:
    s = max(2, (inner.left - outer.left))
    pygame.draw.rect(surf, shade(PARCHMENT, 0.93), outer, border_radius=max(2, s // 3))
    pygame.draw.rect(surf, INK, outer, max(2, s // 6), border_radius=max(2, s // 3))
    pygame.draw.rect(surf, INK_SOFT, outer.inflate(-s // 2, -s // 2), 1, border_radius=max(2, s // 4))


def _labels(surf: pygame.Surface, geom: BoardGeometry, origin: tuple[int, int], margin: int,
            col_labels: dict[int, str], row_labels: dict[int, str], size: int) -> None:
    ox, oy = origin
    frame = pygame.Rect(ox - margin, oy - margin, COLS * geom.cell + 2 * margin, ROWS * geom.cell + 2 * margin)
    with panel(frame, "board frame"):
        for c, words in col_labels.items():
            x = ox + c * geom.cell + geom.cell // 2
            text(surf, words, size, INK, (x, oy - margin // 2), anchor="center")
            text(surf, words, size, INK, (x, oy + ROWS * geom.cell + margin // 2), anchor="center")
        for r, words in row_labels.items():
            y = oy + r * geom.cell + geom.cell // 2
            text(surf, words, size, INK, (ox - margin // 2, y), anchor="center")
            text(surf, words, size, INK, (ox + COLS * geom.cell + margin // 2, y), anchor="center")


def build_background(size: tuple[int, int], offset: tuple[int, int], geom: BoardGeometry, margin: int,
                     col_labels: dict[int, str], row_labels: dict[int, str], label_size: int) -> pygame.Surface:
    """The table top with the board on it, `offset` being the table area's top-left in the window."""
    surf = pygame.Surface(size)
    _table_top(surf)
    origin = (geom.left - offset[0], geom.top - offset[1])
    grid = pygame.Rect(origin, (COLS * geom.cell, ROWS * geom.cell))
    outer = grid.inflate(2 * margin, 2 * margin)
    shadow = pygame.Surface(outer.inflate(margin, margin).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect().inflate(-margin, -margin), border_radius=margin)
    shadow = pygame.transform.gaussian_blur(shadow, max(2, margin // 3))
    surf.blit(shadow, (outer.left - margin // 2 + margin // 4, outer.top - margin // 2 + margin // 3))
    _frame(surf, outer, grid)
    pygame.draw.rect(surf, LANE, grid)
    _foundation(surf, geom, origin)
    _paving(surf, geom, origin)
    pygame.draw.rect(surf, INK, grid, max(1, geom.cell // 20))
    _labels(surf, geom, origin, margin, col_labels, row_labels, label_size)
    # Towers stand from the start and are bigger than a space, as on the printed board.
    tower = tower_sprite(int(geom.cell * 1.35))
    for c, r in ((0, 0), (COLS - 1, 0), (0, ROWS - 1), (COLS - 1, ROWS - 1)):
        center = geom.local_rect((c, r)).move(origin).center
        surf.blit(tower, tower.get_rect(center=center))
    return surf
