"""Draw Caravanserai's icon, the gate of a caravanserai, and write it under assets/:
icon-16.png ... icon-256.png and icon.ico (all sizes in one file, for Windows).

    python3 tools/make_icon.py          # rewrite the files (Pillow writes the .ico)

The drawing is laid out on a 16-unit grid so that at 16 px every edge falls on a pixel: a wooden
tile (the table), the sand-coloured front with its corner towers, and the tall portal with its
dark pointed arch, which is what still reads at 16 px. From 48 px on, the front gets its
battlements, courses of stone, the portal's gold frame and the open doors. Each size is drawn at
four times its size and smoothed down. Colours are the house palette's (games/ui/look.py).
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.core.paths import ASSETS_DIR, ICON_SIZES, icon_path  # noqa: E402
from games.ui import look  # noqa: E402
from games.ui.art.colour import shade  # noqa: E402

OVERSAMPLE = 4
SAND = pygame.Color(232, 206, 150)  # the front: parchment a shade warmer, as sunlit stone
SAND_SHADOW = pygame.Color(196, 160, 100)
NIGHT = pygame.Color(34, 22, 14)  # inside the portal


ICO_PATH = ASSETS_DIR / "icon.ico"


def pointed_arch(cx: float, spring: float, half: float, bottom: float) -> list[tuple[float, float]]:
    """An equilateral pointed arch: each side an arc centred on the other side's springing point."""
    points = [(cx - half, bottom)]
    steps = 24
    top = math.radians(60)
    for i in range(steps + 1):  # left side, from the springing point up to the apex
        a = top * i / steps
        points.append((cx + half - 2 * half * math.cos(a), spring - 2 * half * math.sin(a)))
    for i in range(steps, -1, -1):  # right side, back down
        a = top * i / steps
        points.append((cx - half + 2 * half * math.cos(a), spring - 2 * half * math.sin(a)))
    points.append((cx + half, bottom))
    return points


def draw(size: int) -> pygame.Surface:
    """The icon at `size` pixels square, with a transparent corner outside the tile."""
    big = size * OVERSAMPLE
    k = big / 16  # one grid unit
    detail = size >= 48
    surf = pygame.Surface((big, big), pygame.SRCALPHA)

    def r(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))

    def pts(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(x * k, y * k) for x, y in points]

    # The tile: dark wood with a lighter face, as the table the games are played on.
    radius = round(3 * k)
    pygame.draw.rect(surf, look.WOOD_DARK, r(0, 0, 16, 16), border_radius=radius)
    pygame.draw.rect(surf, look.WOOD, r(0.75, 0.75, 14.5, 14.5), border_radius=round(2.4 * k))
    if detail:  # grain: a few long darker strokes
        for y in (3.2, 5.9, 9.1, 12.4):
            pygame.draw.line(surf, shade(tuple(look.WOOD)[:3], 0.88), (1.5 * k, y * k), (14.5 * k, (y + 0.3) * k),
                             max(1, round(k / 6)))

    ground = 13.0
    # The front: a long wall between two towers, then the portal standing above it.
    pygame.draw.rect(surf, SAND, r(2, 6, 12, ground - 6))
    for x in (2, 12):  # the corner towers
        pygame.draw.rect(surf, SAND, r(x, 4, 2, ground - 4))
    pygame.draw.rect(surf, SAND, r(5, 3, 6, ground - 3))  # the portal's block (pishtaq)
    if detail:
        merlon = 0.8
        for x0, x1, y in ((4.2, 5, 6), (11, 11.8, 6)):  # the wall's battlements between tower and portal
            x = x0
            while x + merlon / 2 <= x1:
                pygame.draw.rect(surf, SAND, r(x, y - 0.7, merlon / 2 + 0.05, 0.7))
                x += merlon
        for x in (2, 12):
            pygame.draw.rect(surf, SAND, r(x, 3.3, 0.7, 0.7))
            pygame.draw.rect(surf, SAND, r(x + 1.3, 3.3, 0.7, 0.7))
        for x in (5, 6.67, 8.33, 10):
            pygame.draw.rect(surf, SAND, r(x, 2.3, 1, 0.7))
        line = max(1, round(k / 8))
        for y in (7.5, 9.0, 10.5, 12.0):  # courses of stone
            for x0, x1 in ((2, 5), (11, 14)):
                pygame.draw.line(surf, SAND_SHADOW, (x0 * k, y * k), (x1 * k, y * k), line)
        for x in (2.9, 12.9):  # a slit window in each tower
            pygame.draw.rect(surf, NIGHT, r(x, 5.2, 0.3, 1.1))
    # Shade on the right of each mass: the sun from the left, as on the tables.
    pygame.draw.rect(surf, SAND_SHADOW, r(13.4, 4, 0.6, ground - 4))
    pygame.draw.rect(surf, SAND_SHADOW, r(10.4, 3, 0.6, ground - 3))
    if detail:
        frame = pts(pointed_arch(8, 8.3, 2.45, ground))
        pygame.draw.polygon(surf, look.GOLD, frame)
        pygame.draw.rect(surf, look.GOLD, r(5.6, 3.6, 4.8, 0.35))  # the frame's lintel band
    # The gate: the dark pointed arch, the shape that carries the icon at 16 px.
    opening = pts(pointed_arch(8, 8.3, 2.0 if detail else 2, ground))
    pygame.draw.polygon(surf, NIGHT, opening)
    if detail:  # the doors stand open against the jambs
        for x0, x1 in ((6.0, 6.8), (9.2, 10.0)):
            pygame.draw.polygon(surf, look.WOOD_LIGHT, pts([(x0, 8.4), (x1, 8.8), (x1, ground), (x0, ground)]))
        glow = pts(pointed_arch(8, 9.4, 0.9, ground))  # the courtyard's light through the gate
        pygame.draw.polygon(surf, shade(tuple(look.GOLD)[:3], 0.8), glow)
    # The ground the caravans come in on.
    pygame.draw.rect(surf, look.WOOD_DARK, r(1.5, ground, 13, 0.6 if detail else 1))
    return pygame.transform.smoothscale(surf, (size, size))


def write_all() -> list[Path]:
    """Every PNG size and the .ico; the paths written."""
    written = []
    for size in ICON_SIZES:
        pygame.image.save(draw(size), str(icon_path(size)))
        written.append(icon_path(size))
    from PIL import Image  # the .ico only: Pillow is a developer's tool here (requirements-dev.txt)

    pictures = [Image.open(icon_path(s)).convert("RGBA") for s in ICON_SIZES]
    # Each size as drawn for it (not the largest scaled down): the 16 px one is laid out on its pixels.
    pictures[-1].save(ICO_PATH, sizes=[(s, s) for s in ICON_SIZES], append_images=pictures[:-1])
    written.append(ICO_PATH)
    return written


if __name__ == "__main__":
    for path in write_all():
        print(path.relative_to(ROOT))
