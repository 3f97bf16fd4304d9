"""The pieces on the map, drawn like wooden and card bits: a knight's coat of arms (a shield in
his colour carrying his cube's mark, so colour is never the only cue), pirate ships, Muslim
armies under their banner, green troops as cubes with a count, city tokens (face down in their
faith's colour, or turned up with the treasure and the taker's colour), and Jerusalem's Citadel."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from games.kreuzes.table.palette import CHRISTIAN, GREEN, INK, MUSLIM, PAPER, knight_mark, knight_rgb
from games.kreuzes.tower.colours import mark_ink
from games.ui.art import fonts
from games.ui.art.colour import RGB, shade
from games.ui.art.fonts import font


def shield_points(centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    cx, cy = centre
    w, h = size * 0.5, size * 0.58
    pts = [(cx - w, cy - h), (cx + w, cy - h), (cx + w, cy)]
    for k in range(1, 8):  # the rounded point at the bottom
        a = k / 8 * math.pi
        pts.append((cx + w * math.cos(a), cy + h * 0.95 * math.sin(a) ** 0.8))
    pts.append((cx - w, cy))
    return pts


def draw_arms(surf: pygame.Surface, centre: tuple[float, float], size: float, colour_key: str,
              lifted: bool = False) -> None:
    rgb = knight_rgb(colour_key)
    pts = shield_points(centre, size)
    lift = 3 if lifted else 1
    pygame.draw.polygon(surf, (30, 20, 12), [(x + lift, y + lift * 1.5) for x, y in pts])
    pygame.draw.polygon(surf, rgb, pts)
    pygame.draw.polygon(surf, INK if sum(rgb) > 200 else PAPER, pts, max(2, round(size / 12)))
    draw_mark(surf, knight_mark(colour_key), (centre[0], centre[1] - size * 0.06), size * 0.26, mark_ink(rgb))


def draw_mark(surf: pygame.Surface, mark: str, c: tuple[float, float], r: float, ink: RGB) -> None:
    """A cube's mark (games/kreuzes/tower/colours.py MARKS) at `c`, `r` its half size."""
    cx, cy = c
    w = max(2, round(r / 3))
    if mark == "ring":
        pygame.draw.circle(surf, ink, (cx, cy), r, w)
    elif mark == "cross":
        pygame.draw.line(surf, ink, (cx - r, cy), (cx + r, cy), w)
        pygame.draw.line(surf, ink, (cx, cy - r), (cx, cy + r), w)
    elif mark == "four dots":
        for dx in (-1, 1):
            for dy in (-1, 1):
                pygame.draw.circle(surf, ink, (cx + dx * r * 0.55, cy + dy * r * 0.55), max(2, r / 3.5))
    elif mark == "dot":
        pygame.draw.circle(surf, ink, (cx, cy), max(2, r * 0.55))
    elif mark == "frame":
        pygame.draw.rect(surf, ink, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), w)
    elif mark == "bar":
        pygame.draw.line(surf, ink, (cx - r, cy), (cx + r, cy), w + 1)
    else:
        pygame.draw.circle(surf, ink, (cx, cy), r, w)
        pygame.draw.circle(surf, ink, (cx, cy), max(2, r / 3))


def cube_row(n: int, room: float, cube: int, gap: int = 2) -> tuple[int, float]:
    """The side and the spacing of a row of `n` cubes in `room` pixels: side by side where they
    fit, else smaller and closer (overlapping at worst), never fewer than `n`: a row cut short
    shows a smaller number than its words."""
    if n <= 1 or n * (cube + gap) <= room:
        return cube, cube + gap
    cube = max(4, min(cube, round(room / n * 1.5)))
    return cube, (room - cube) / (n - 1)


def draw_cube(surf: pygame.Surface, centre: tuple[float, float], size: float, colour_key: str) -> None:
    from games.kreuzes.tower.colours import colour

    c = colour(colour_key)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surf, (30, 20, 12), rect.move(1, 2), border_radius=max(1, round(size / 6)))
    pygame.draw.rect(surf, c.rgb, rect, border_radius=max(1, round(size / 6)))
    pygame.draw.rect(surf, shade(c.rgb, 0.55), rect, 1, border_radius=max(1, round(size / 6)))
    draw_mark(surf, c.mark, rect.center, size * 0.28, mark_ink(c.rgb))


def draw_ship(surf: pygame.Surface, centre: tuple[float, float], size: float, lifted: bool = False) -> None:
    cx, cy = centre
    s = size / 2
    hull = [(cx - s, cy + s * 0.15), (cx + s, cy + s * 0.15), (cx + s * 0.65, cy + s * 0.65),
            (cx - s * 0.65, cy + s * 0.65)]
    lift = 3 if lifted else 1
    pygame.draw.polygon(surf, (30, 20, 12), [(x + lift, y + lift) for x, y in hull])
    pygame.draw.polygon(surf, (64, 44, 30), hull)
    pygame.draw.line(surf, INK, (cx, cy + s * 0.2), (cx, cy - s * 0.9), max(2, round(s / 8)))
    sail = [(cx + 2, cy - s * 0.85), (cx + s * 0.75, cy - s * 0.05), (cx + 2, cy - s * 0.05)]
    pygame.draw.polygon(surf, (236, 226, 200), sail)
    pygame.draw.polygon(surf, INK, sail, 1)
    pygame.draw.polygon(surf, GREEN, [(cx - 1, cy - s * 0.9), (cx - s * 0.55, cy - s * 0.72), (cx - 1, cy - s * 0.55)])
    pygame.draw.polygon(surf, INK, hull, 1)


def draw_army(surf: pygame.Surface, centre: tuple[float, float], size: float, lifted: bool = False) -> None:
    """A Muslim army: a round wooden disc under a green banner with a crescent."""
    cx, cy = centre
    s = size / 2
    lift = 3 if lifted else 1
    pygame.draw.circle(surf, (30, 20, 12), (cx + lift, cy + s * 0.45 + lift), s * 0.55)
    pygame.draw.circle(surf, (120, 84, 50), (cx, cy + s * 0.45), s * 0.55)
    pygame.draw.circle(surf, INK, (cx, cy + s * 0.45), s * 0.55, 1)
    pygame.draw.line(surf, INK, (cx - s * 0.3, cy + s * 0.5), (cx - s * 0.3, cy - s), max(2, round(s / 8)))
    flag = pygame.Rect(cx - s * 0.3, cy - s, s * 1.15, s * 0.75)
    pygame.draw.rect(surf, GREEN, flag)
    pygame.draw.rect(surf, INK, flag, 1)
    moon = (flag.centerx, flag.centery)
    pygame.draw.circle(surf, PAPER, moon, flag.height * 0.3)
    pygame.draw.circle(surf, GREEN, (moon[0] + flag.height * 0.12, moon[1] - 1), flag.height * 0.26)


def draw_loose(surf: pygame.Surface, centre: tuple[float, float], size: float, n: int, px: int,
               badges: list[pygame.Rect], pieces: Sequence[pygame.Rect] = ()) -> None:
    """Green troops lying on a space: a cube and their number."""
    draw_cube(surf, centre, size * 0.7, "green")
    badge(surf, centre, size, str(n), px, GREEN, badges, pieces)


def badge(surf: pygame.Surface, centre: tuple[float, float], size: float, words: str, px: int, rgb: RGB,
          badges: list[pygame.Rect], pieces: Sequence[pygame.Rect] = ()) -> None:
    """A number on a piece, at the corner of it where no other number and no other piece lies
    (spaces are small, and a coat of arms beside the Citadel hid its garrison)."""
    f = font(px, bold=True)
    w, h = f.size(words)
    rect = pygame.Rect(0, 0, max(w + 8, h), h)
    corners = ((0.45, -0.4), (-0.45, -0.4), (0.45, 0.4), (-0.45, 0.4), (0.9, 0), (-0.9, 0), (0, -0.75), (0, 0.75),
               (0.8, -0.6), (-0.8, -0.6), (0.8, 0.6), (-0.8, 0.6), (1.2, 0), (-1.2, 0), (0, -1.1), (0, 1.1))

    def covered(others: Sequence[pygame.Rect]) -> int:
        return sum(rect.clip(r).width * rect.clip(r).height for r in others)

    def cost(corner: tuple[float, float]) -> tuple[int, int]:
        rect.center = (round(centre[0] + corner[0] * size), round(centre[1] + corner[1] * size))
        return covered(badges), covered(pieces)

    # The first corner clear of every number and piece; in a crowd, the one covering least.
    best = min(corners, key=cost)
    cost(best)
    badges.append(rect.copy())
    pygame.draw.rect(surf, PAPER, rect, border_radius=h // 2)
    pygame.draw.rect(surf, rgb, rect, 2, border_radius=h // 2)
    fonts.text(surf, words, px, INK, rect.center, bold=True, anchor="center")


def draw_token(surf: pygame.Surface, centre: tuple[float, float], size: float, faith: str,
               taken: tuple[RGB, str] | None, px: int) -> None:
    """A city token: face down (the faith's colour, a cross or a crescent) or, once taken, face up
    with its treasure on the taker's colour."""
    cx, cy = centre
    r = size * 0.42
    pygame.draw.circle(surf, (30, 20, 12), (cx + 1, cy + 2), r)
    face = CHRISTIAN if faith == "christian" else MUSLIM
    if taken is None:
        pygame.draw.circle(surf, face, (cx, cy), r)
        pygame.draw.circle(surf, PAPER, (cx, cy), r, max(1, round(r / 6)))
        if faith == "christian":
            w = max(2, round(r / 3.5))
            pygame.draw.line(surf, PAPER, (cx - r * 0.5, cy - r * 0.1), (cx + r * 0.5, cy - r * 0.1), w)
            pygame.draw.line(surf, PAPER, (cx, cy - r * 0.6), (cx, cy + r * 0.6), w)
        else:
            pygame.draw.circle(surf, PAPER, (cx, cy), r * 0.5)
            pygame.draw.circle(surf, face, (cx + r * 0.2, cy - r * 0.05), r * 0.42)
        return
    rgb, value = taken
    pygame.draw.circle(surf, PAPER, (cx, cy), r)
    pygame.draw.circle(surf, rgb, (cx, cy), r, max(2, round(r / 3)))
    pygame.draw.circle(surf, face, (cx, cy), r, 1)
    fonts.text(surf, value, px, INK, (round(cx), round(cy)), bold=True, anchor="center")


def draw_citadel(surf: pygame.Surface, centre: tuple[float, float], size: float, garrison: int, px: int,
                 badges: list[pygame.Rect], pieces: Sequence[pygame.Rect] = ()) -> None:
    cx, cy = centre
    w, h = size * 0.9, size * 0.6
    body = pygame.Rect(0, 0, w, h)
    body.midbottom = (round(cx), round(cy + h * 0.55))
    pygame.draw.rect(surf, (30, 20, 12), body.move(2, 2))
    pygame.draw.rect(surf, (214, 190, 140), body)
    for k in range(4):  # merlons
        m = pygame.Rect(body.x + k * w / 3.5, body.y - h * 0.25, w / 7, h * 0.25)
        pygame.draw.rect(surf, (214, 190, 140), m)
        pygame.draw.rect(surf, INK, m, 1)
    gate = pygame.Rect(0, 0, w * 0.26, h * 0.5)
    gate.midbottom = body.midbottom
    pygame.draw.rect(surf, (70, 50, 30), gate, border_top_left_radius=round(gate.width / 2),
                     border_top_right_radius=round(gate.width / 2))
    pygame.draw.rect(surf, INK, body, 1)
    badge(surf, centre, size, str(garrison), px, GREEN, badges, pieces)
