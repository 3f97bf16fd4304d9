"""Wooden cubes as small pictures: painted wood with bevelled edges lit from the top left,
a mark per colour, and a soft shadow, seen turned at any angle.

A cube is drawn four times too big and smoothed down (anti-aliasing without a library). The
light stays put while the cube turns, so each angle is its own picture; a square looks the same
every quarter turn, so 48 pictures per colour and size cover every angle, built on first use.
"""

from __future__ import annotations

import math

import pygame

from games.kreuzes.tower.colours import colour, mark_ink
from games.ui.art.colour import RGB, shade
from games.ui.art.surfaces import for_display

SUPERSAMPLE = 4
ANGLE_STEPS = 48  # per quarter turn: under two degrees apart, finer than a pixel at cube size
_LIGHT = (-0.55, -0.83)  # towards the light, screen axes (y down): from the upper left
_BEVEL = 0.2  # bevel width as a fraction of the cube's side
_CORNER = 0.12  # corner rounding as a fraction of the side (a 10 mm cube's 1 mm rounding, softened)

_cache: dict[tuple[str, int, int], tuple[pygame.Surface, int]] = {}

Point = tuple[float, float]


def angle_step(angle: float) -> int:
    """The cached picture for a cube at `angle` (radians, counter-clockwise in world axes)."""
    quarter = math.pi / 2
    return round((angle % quarter) / quarter * ANGLE_STEPS) % ANGLE_STEPS


def cube_sprite(key: str, px: int, angle: float) -> tuple[pygame.Surface, int]:
    """The picture of a cube `px` pixels wide and the offset of its centre within it."""
    step = angle_step(angle)
    found = _cache.get((key, px, step))
    if found is None:
        found = _render(key, px, step * (math.pi / 2) / ANGLE_STEPS)
        _cache[(key, px, step)] = found
    return found


def draw_cube(surface: pygame.Surface, key: str, px: int, centre: tuple[float, float], angle: float) -> None:
    sprite, half = cube_sprite(key, px, angle)
    surface.blit(sprite, (round(centre[0]) - half, round(centre[1]) - half))


def draw_scaled(surface: pygame.Surface, key: str, px: int, scale: float, centre: tuple[float, float],
                angle: float) -> None:
    """A cube drawn `scale` times the size `px` (a cube flying in from the hand)."""
    sprite, half = cube_sprite(key, px, angle)
    sprite = pygame.transform.smoothscale_by(sprite, scale)
    half = round(half * scale)
    surface.blit(sprite, (round(centre[0]) - half, round(centre[1]) - half))


def warm(keys: list[str], px: int) -> None:
    """Build every angle ahead, so the first tumbling drop does not pay for its pictures."""
    for key in keys:
        for step in range(ANGLE_STEPS):
            cube_sprite(key, px, step * (math.pi / 2) / ANGLE_STEPS)


def forget() -> None:
    _cache.clear()


# --- drawing one picture ---


def _turn(points: list[Point], angle: float, cx: float, cy: float) -> list[Point]:
    """Body points (y up) to screen points (y down) around (cx, cy), turned by the world angle."""
    c, s = math.cos(angle), math.sin(angle)
    return [(cx + x * c - y * s, cy - (x * s + y * c)) for x, y in points]


def _rounded_square(h: float, r: float) -> list[Point]:
    pts: list[Point] = []
    for qx, qy, start in ((1, 1, 0.0), (-1, 1, 90.0), (-1, -1, 180.0), (1, -1, 270.0)):
        ccx, ccy = qx * (h - r), qy * (h - r)
        for k in range(5):
            a = math.radians(start + k * 22.5)
            pts.append((ccx + r * math.cos(a), ccy + r * math.sin(a)))
    return pts


def _square(h: float) -> list[Point]:
    return [(h, h), (-h, h), (-h, -h), (h, -h)]


def _render(key: str, px: int, angle: float) -> tuple[pygame.Surface, int]:
    rgb = colour(key).rgb
    ss = SUPERSAMPLE
    drop = max(1.0, px * 0.12)  # shadow offset, down and right
    blur = max(1, round(px * 0.1))
    half = math.ceil(px * 0.75 + drop + 2 * blur) + 1
    size = 2 * half
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    c = half * ss
    h = px / 2 * ss

    outline = _turn(_rounded_square(h, h * 2 * _CORNER), angle, c, c)
    outer = _turn(_square(h), angle, c, c)
    inner = _turn(_square(h * (1 - 2 * _BEVEL)), angle, c, c)
    # the painted body, then each bevel lit by how its face turns towards the light
    pygame.draw.polygon(big, rgb, outer)
    for i in range(4):
        j = (i + 1) % 4
        mx, my = (outer[i][0] + outer[j][0]) / 2 - c, (outer[i][1] + outer[j][1]) / 2 - c
        norm = math.hypot(mx, my) or 1.0
        lit = (mx * _LIGHT[0] + my * _LIGHT[1]) / norm
        tone = shade(rgb, 1 + 0.45 * lit) if lit > 0 else shade(rgb, 1 + 0.4 * lit)
        pygame.draw.polygon(big, tone, [outer[i], outer[j], inner[j], inner[i]])
    pygame.draw.polygon(big, shade(rgb, 1.06), inner)
    _draw_mark(big, colour(key).mark, mark_ink(rgb), angle, c, h)
    # round the corners off: keep only what lies inside the rounded outline
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(big, (*shade(rgb, 0.42), 255), outline, width=max(1, round(ss * max(0.8, px / 22))))

    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(shadow, (22, 12, 4, 120), _turn(_rounded_square(px / 2, px * _CORNER), angle,
                                                        half + drop, half + drop * 1.3))
    # a box blur by shrinking and growing back: a tenth of the cost of a gaussian, as soft here
    small = (max(1, size // (blur + 1)),) * 2
    shadow = pygame.transform.smoothscale(pygame.transform.smoothscale(shadow, small), (size, size))
    shadow.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
    return for_display(shadow, alpha=True), half


def _draw_mark(surface: pygame.Surface, mark: str, ink: RGB, angle: float, c: float, h: float) -> None:
    """The colour's mark on the cube's face, turned with the cube (sizes in half-sides `h`)."""
    w = h * 0.18

    def bar(length: float, turn: float) -> None:
        pts = [(-length, -w / 2), (length, -w / 2), (length, w / 2), (-length, w / 2)]
        pts = [(x * math.cos(turn) - y * math.sin(turn), x * math.sin(turn) + y * math.cos(turn)) for x, y in pts]
        pygame.draw.polygon(surface, ink, _turn(pts, angle, c, c))

    if mark == "cross":
        bar(h * 0.44, 0.0)
        bar(h * 0.44, math.pi / 2)
    elif mark == "bar":
        bar(h * 0.44, 0.0)
    elif mark == "ring":
        pygame.draw.circle(surface, ink, (c, c), h * 0.38, width=max(1, round(w)))
    elif mark == "dot":
        pygame.draw.circle(surface, ink, (c, c), h * 0.27)
    elif mark == "bullseye":
        pygame.draw.circle(surface, ink, (c, c), h * 0.44, width=max(1, round(w * 0.8)))
        pygame.draw.circle(surface, ink, (c, c), h * 0.15)
    elif mark == "four dots":
        for qx, qy in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
            (x, y), = _turn([(qx * h * 0.27, qy * h * 0.27)], angle, c, c)
            pygame.draw.circle(surface, ink, (x, y), h * 0.16)
    elif mark == "frame":
        pygame.draw.polygon(surface, ink, _turn(_square(h * 0.36), angle, c, c), width=max(1, round(w)))
