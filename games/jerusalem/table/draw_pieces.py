"""Jerusalem's wooden bits as cached sprites: Squire cubes, Baron pawns, Prestige cylinders,
Bezant coins, castle tower floors, and the little income icons printed on the board.

Each sprite carries its soft shadow, so the table blits a piece once per rebuild."""

from __future__ import annotations

import math
from functools import cache

import pygame

from games.jerusalem.table.draw_palette import GOLD, GOLD_DARK, INK, PRESTIGE, SQUIRE_WOOD
from games.ui.art.colour import RGB, glyph_colour, shade
from games.ui.art.marks import draw_mark
from games.ui.art.soft import with_shadow_under

__all__ = ["cube_sprite", "pawn_sprite", "cylinder_sprite", "coin_sprite", "floor_sprite", "income_icon"]


@cache
def cube_sprite(rgb: RGB, mark: str, size: int) -> pygame.Surface:
    """A wooden cube seen from above and a little in front: a lit top and a shaded front face.
    The seat's mark sits on the top face when the cube is big enough to show it."""
    s = max(6, size)
    pad = max(2, s // 6)
    w = s + 2 * pad
    body = pygame.Rect(pad, pad, s, s)
    surf = with_shadow_under(w, w, body, max(1, s // 6))
    front_h = max(2, s // 4)
    top = pygame.Rect(body.left, body.top, s, s - front_h)
    front = pygame.Rect(body.left, top.bottom, s, front_h)
    pygame.draw.rect(surf, shade(rgb, 0.45), body, border_radius=max(1, s // 7))
    pygame.draw.rect(surf, shade(rgb, 0.72), front.inflate(-2, -1), border_radius=max(1, s // 9))
    pygame.draw.rect(surf, rgb, top.inflate(-2, -2), border_radius=max(1, s // 8))
    lit = shade(rgb, 1.3)
    pygame.draw.line(surf, lit, (top.left + 2, top.top + 1), (top.right - 3, top.top + 1))
    if s >= 13:
        draw_mark(surf, mark, top.center, s * 0.2, glyph_colour(rgb))
    return surf


@cache
def pawn_sprite(rgb: RGB, mark: str, size: int) -> pygame.Surface:
    """A Baron: a tall wooden pawn (round base, body, head) with the seat's mark on the body."""
    s = max(10, size)
    w, h = int(s * 0.9), int(s * 1.2)
    base = pygame.Rect(0, 0, int(s * 0.72), int(s * 0.26))
    base.midbottom = (w // 2, h - max(2, s // 12))
    surf = with_shadow_under(w, h, base.inflate(int(s * 0.1), 0), base.height // 2)
    dark, light = shade(rgb, 0.5), shade(rgb, 1.35)
    pygame.draw.ellipse(surf, dark, base)
    pygame.draw.ellipse(surf, rgb, base.inflate(-4, -4).move(0, -2))
    cx = w // 2
    neck = base.top + base.height // 3
    shoulders = int(h * 0.36)
    body = [(cx - s * 0.26, neck), (cx - s * 0.14, shoulders), (cx + s * 0.14, shoulders), (cx + s * 0.26, neck)]
    pygame.draw.polygon(surf, dark, body)
    pygame.draw.polygon(surf, rgb, [(x + (1 if x < cx else -1), y) for x, y in body])
    pygame.draw.line(surf, light, (cx - s * 0.18, neck - 2), (cx - s * 0.1, shoulders + 2), max(1, s // 18))
    head_r = s * 0.17
    head = (cx, shoulders - head_r * 0.55)
    pygame.draw.circle(surf, dark, head, head_r)
    pygame.draw.circle(surf, rgb, (head[0] - 1, head[1] - 1), head_r - max(1, s // 24))
    pygame.draw.circle(surf, light, (head[0] - head_r * 0.35, head[1] - head_r * 0.35), max(1, head_r * 0.28))
    draw_mark(surf, mark, (cx, (neck + shoulders) / 2 + 1), s * 0.08, glyph_colour(rgb))
    return surf


@cache
def cylinder_sprite(rgb: RGB, mark: str, size: int) -> pygame.Surface:
    """A Prestige cylinder seen from above: a disc with a darker rim and the seat's mark."""
    s = max(10, size)
    pad = max(2, s // 6)
    w = s + 2 * pad
    disc = pygame.Rect(pad, pad, s, s)
    surf = with_shadow_under(w, w, disc, s // 2)
    pygame.draw.circle(surf, shade(rgb, 0.5), disc.center, s / 2)
    pygame.draw.circle(surf, rgb, (disc.centerx - 1, disc.centery - 1), s / 2 - max(1, s // 10))
    pygame.draw.circle(surf, shade(rgb, 1.25), (disc.centerx - s * 0.14, disc.centery - s * 0.14), s * 0.12)
    draw_mark(surf, mark, disc.center, s * 0.2, glyph_colour(rgb))
    return surf


@cache
def coin_sprite(size: int, gold: bool = True) -> pygame.Surface:
    """A Bezant: a gold (five) or silver (one) coin with a stamped cross."""
    s = max(8, size)
    pad = max(2, s // 7)
    w = s + 2 * pad
    disc = pygame.Rect(pad, pad, s, s)
    surf = with_shadow_under(w, w, disc, s // 2)
    face = GOLD if gold else (204, 206, 210)
    edge = GOLD_DARK if gold else (120, 122, 130)
    pygame.draw.circle(surf, edge, disc.center, s / 2)
    pygame.draw.circle(surf, face, disc.center, s / 2 - max(1, s // 10))
    pygame.draw.circle(surf, shade(face, 0.8), disc.center, s * 0.32, max(1, s // 14))
    arm = s * 0.16
    cx, cy, width = disc.centerx, disc.centery, max(1, s // 12)
    pygame.draw.line(surf, edge, (cx - arm, cy), (cx + arm, cy), width)
    pygame.draw.line(surf, edge, (cx, cy - arm), (cx, cy + arm), width)
    return surf


@cache
def floor_sprite(rgb: RGB, w: int, h: int, top: bool = False) -> pygame.Surface:
    """One floor of a castle tower: dressed stone with a band in the builder's colour; the top
    floor wears merlons."""
    w, h = max(8, w), max(5, h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    stone = (214, 196, 160)
    body = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, shade(stone, 0.55), body)
    pygame.draw.rect(surf, stone, body.inflate(-2, -2))
    band = max(2, h // 4)
    pygame.draw.rect(surf, rgb, pygame.Rect(1, h - band - 1, w - 2, band))
    # Stone joints, staggered.
    pygame.draw.line(surf, shade(stone, 0.78), (w // 3, 1), (w // 3, h - band - 2))
    pygame.draw.line(surf, shade(stone, 0.78), (2 * w // 3, 1), (2 * w // 3, h - band - 2))
    window = pygame.Rect(0, 0, max(2, w // 8), max(3, h // 2))
    window.center = (w // 2, (h - band) // 2 + 1)
    pygame.draw.rect(surf, (54, 38, 26), window, border_top_left_radius=window.width // 2,
                     border_top_right_radius=window.width // 2)
    if top:
        merlon = max(3, w // 6)
        for k in range(0, w, 2 * merlon):
            pygame.draw.rect(surf, shade(stone, 0.55), pygame.Rect(k, 0, merlon, max(2, h // 4)))
    return surf


@cache
def income_icon(kind: str, size: int, ink: bool = False) -> pygame.Surface:
    """The income icons printed on the board, the cards and the buttons: a Squire cube, a
    Bezant coin and a Prestige seal (a star). `ink` draws them as the board's ink prints."""
    s = max(8, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    line = max(1, s // 10)
    if kind == "squire":
        body = pygame.Rect(0, 0, int(s * 0.74), int(s * 0.74))
        body.center = (int(c), int(c))
        colour = SQUIRE_WOOD
        pygame.draw.rect(surf, shade(colour, 0.5), body, border_radius=max(1, s // 8))
        face = body.inflate(-2 * line, -2 * line).move(0, -line // 2)
        pygame.draw.rect(surf, colour, face, border_radius=max(1, s // 9))
        pygame.draw.rect(surf, INK if ink else shade(colour, 0.4), body, line, border_radius=max(1, s // 8))
    elif kind == "bezant":
        pygame.draw.circle(surf, GOLD_DARK, (c, c), s * 0.42)
        pygame.draw.circle(surf, GOLD, (c, c), s * 0.42 - line)
        arm = s * 0.16
        pygame.draw.line(surf, GOLD_DARK, (c - arm, c), (c + arm, c), line)
        pygame.draw.line(surf, GOLD_DARK, (c, c - arm), (c, c + arm), line)
    else:
        outer, inner = s * 0.46, s * 0.2
        points = [(c + (outer if k % 2 == 0 else inner) * math.sin(k * math.pi / 5),
                   c - (outer if k % 2 == 0 else inner) * math.cos(k * math.pi / 5)) for k in range(10)]
        pygame.draw.polygon(surf, PRESTIGE, points)
        pygame.draw.polygon(surf, shade(PRESTIGE, 0.55), points, line)
    return surf
