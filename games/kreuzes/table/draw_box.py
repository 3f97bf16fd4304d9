"""Im Zeichen des Kreuzes' box art, drawn by code: a sea chart of the eastern Mediterranean in
warm parchment, a red crusader cross over it, the cube tower on the right and the title."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.kreuzes.rules.cubes import DEFENDERS, RGB
from games.kreuzes.table.palette import CHRISTIAN, COAST, INK, MOUNTAINS, PAPER, PLAINS, SEA
from games.ui.art.colour import mix, shade
from games.ui.art.fonts import font


@lru_cache(maxsize=4)
def _box_surface(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    for y in range(h):  # the sea, deeper towards the bottom
        pygame.draw.line(surf, mix(SEA, shade(SEA, 0.8), y / max(1, h - 1)), (0, y), (w, y))
    # a coast along the top and the Levant on the right, like the board's corner
    north = [(0, 0), (w, 0), (w, h * 0.3)] + [(w * (1 - t), h * (0.3 + 0.08 * math.sin(t * 9))) for t in
                                               (i / 24 for i in range(25))]
    east = [(w, 0), (w, h), (w * 0.82, h)] + [(w * (0.82 + 0.04 * math.sin(t * 7)), h * (1 - t)) for t in
                                              (i / 20 for i in range(21))]
    for pts, rgb in ((north, PLAINS), (east, MOUNTAINS)):
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.lines(surf, COAST, False, pts[3:], max(2, w // 160))
    # the cross, over the sea
    cx, cy, arm, thick = w * 0.4, h * 0.62, min(w, h) * 0.24, min(w, h) * 0.08
    for r in (pygame.Rect(cx - thick / 2, cy - arm, thick, arm * 2), pygame.Rect(cx - arm * 0.7, cy - arm * 0.4,
                                                                                 arm * 1.4, thick)):
        pygame.draw.rect(surf, shade(CHRISTIAN, 0.5), r.move(3, 4))
        pygame.draw.rect(surf, CHRISTIAN, r)
        pygame.draw.rect(surf, INK, r, 2)
    # the tower on the Levant's shore, with cubes falling into it
    tw, th = w * 0.1, h * 0.42
    tower = pygame.Rect(w * 0.86 - tw / 2, h * 0.94 - th, tw, th)
    stone = (214, 184, 134)
    pygame.draw.rect(surf, stone, tower)
    for k in range(3):
        pygame.draw.rect(surf, stone, (tower.x + k * tw / 2.5, tower.y - tw / 5, tw / 5, tw / 5 + 1))
    pygame.draw.rect(surf, INK, tower, 2)
    for k, rgb in enumerate((RGB["yellow"], RGB[DEFENDERS], RGB["red"])):
        cube = pygame.Rect(0, 0, tw / 3, tw / 3)
        cube.center = (round(tower.centerx + (k - 1) * tw / 3), round(tower.y - tw * (0.55 + 0.4 * k)))
        pygame.draw.rect(surf, rgb, cube)
        pygame.draw.rect(surf, INK, cube, 1)
    # the title on a parchment band across the top
    band = pygame.Rect(0, round(h * 0.04), w, round(h * 0.3))
    pygame.draw.rect(surf, PAPER, band)
    pygame.draw.line(surf, INK, band.bottomleft, band.bottomright, 2)
    pygame.draw.line(surf, INK, band.topleft, band.topright, 2)
    px = max(10, min(h // 10, round(w / 8.5)))
    for words, y in (("Im Zeichen", band.y + band.height * 0.27), ("des Kreuzes", band.y + band.height * 0.73)):
        img = font(px, bold=True).render(words, True, CHRISTIAN)
        surf.blit(img, img.get_rect(center=(w // 2, round(y))))
    return surf


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The box art filling `rect` (painted once per size, then blitted; too small a rect stays empty)."""
    box = pygame.Rect(rect)
    if min(box.size) >= 8:
        surface.blit(_box_surface(*box.size), box.topleft)
