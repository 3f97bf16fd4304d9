"""Ierusalem: Anno Domini's box art, drawn by code: the long Table of the Last Supper seen from
above in warm light, Followers of the four colours gathered behind its seats, and the title."""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.anno_domini.rules.info import COLOURS
from games.anno_domini.table import glyphs as gl
from games.ui.art.colour import mix, shade
from games.ui.art.fonts import font
from games.ui.art.marks import seat_marks


@lru_cache(maxsize=4)
def _box_surface(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    top, bottom = (92, 52, 34), (36, 20, 14)
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    table = pygame.Rect(round(w * 0.12), round(h * 0.55), round(w * 0.76), round(h * 0.14))
    pygame.draw.rect(surf, shade((150, 100, 56), 0.5), table.move(3, 5), border_radius=6)
    pygame.draw.rect(surf, (150, 100, 56), table, border_radius=6)
    pygame.draw.rect(surf, (236, 214, 170), table.inflate(-8, -8), border_radius=4)
    seat_w = table.width / 8
    for k in range(1, 8):  # bread and fish along the cloth
        gl.resource(surf, "bread" if k % 2 else "fish", (round(table.x + seat_w * k), table.centery), max(6, h // 22))
    for k in range(8):
        cx = round(table.x + seat_w * (k + 0.5))
        kind = "jesus" if k in (3, 4) else ("purple", "orange", "white")[k % 3]
        gl.apostle(surf, kind, pygame.Rect(cx - round(seat_w * 0.42), table.y - round(h * 0.17), round(seat_w * 0.84),
                                           round(h * 0.18)))
    marks = seat_marks(4)
    r = max(3, round(min(w, h) * 0.03))
    for k in range(8):
        cx = round(table.x + seat_w * (k + 0.5))
        for d in range(2):
            colour = COLOURS[(k + d) % 4]
            gl.follower(surf, (cx, table.bottom + r + 4 + d * (2 * r + 4)), r, colour.rgb, marks[(k + d) % 4])
    band = pygame.Rect(0, round(h * 0.06), w, round(h * 0.3))
    pygame.draw.rect(surf, gl.PAPER, band)
    pygame.draw.line(surf, gl.INK, band.bottomleft, band.bottomright, 2)
    pygame.draw.line(surf, gl.INK, band.topleft, band.topright, 2)
    px = max(10, min(h // 10, round(w / 8)))
    for words, y in (("Ierusalem", band.y + band.height * 0.3), ("Anno Domini", band.y + band.height * 0.74)):
        img = font(px, bold=True).render(words, True, (120, 40, 30))
        surf.blit(img, img.get_rect(center=(w // 2, round(y))))
    return surf


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The box art filling `rect`, painted once per size (a rect too small for it stays empty)."""
    w, h = pygame.Rect(rect).size
    if w >= 8 and h >= 8:
        surface.blit(_box_surface(w, h), pygame.Rect(rect).topleft)
