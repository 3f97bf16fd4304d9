"""Medina's wooden bits as cached sprites: palace blocks, domes, stables, inhabitants, walls, towers.

Every sprite is a square, per-pixel-alpha surface one board space wide with its soft shadow
baked in, so the table blits each piece once per rebuild instead of redrawing shapes per frame.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from games.medina.table.draw_palette import (
    INHABITANT_WOOD,
    PALACE_COLOURS,
    SANDSTONE,
    SANDSTONE_DARK,
    STABLE_ROOF,
    STABLE_WOOD,
)
from games.ui.art.colour import RGB, glyph_colour, shade
from games.ui.art.marks import draw_mark
from games.ui.art.soft import with_cast_shadow


def _bevel_block(surf: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: int) -> pygame.Rect:
    """A wooden block seen from above: lit top-left edge, shaded bottom-right. Returns its top face."""
    pygame.draw.rect(surf, shade(colour, 0.62), rect, border_radius=radius)
    edge = max(1, rect.width // 14)
    lit = rect.inflate(-edge, -edge).move(-edge // 2, -edge // 2)
    pygame.draw.rect(surf, shade(colour, 1.22) if sum(colour) < 200 else shade(colour, 1.12), lit, border_radius=radius)
    face = rect.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surf, colour, face, border_radius=max(0, radius - edge))
    return face


@cache
def palace_sprite(colour: str, size: int) -> pygame.Surface:
    """A square palace block; each colour has its own mark so it reads without colour."""
    base = PALACE_COLOURS[colour]

    def shape(surf: pygame.Surface) -> None:
        m = max(2, size // 10)
        rect = pygame.Rect(m, m, size - 2 * m, size - 2 * m)
        face = _bevel_block(surf, rect, base, max(2, size // 12))
        if colour == "black":
            rim = face.inflate(-max(4, size // 7), -max(4, size // 7))
            pygame.draw.rect(surf, (226, 218, 200), rim, max(2, size // 16), border_radius=max(1, size // 16))
        elif colour == "brown":
            clip = surf.get_clip()
            surf.set_clip(face.inflate(-max(2, size // 12), -max(2, size // 12)))
            step = max(4, size // 6)
            width = max(1, size // 26)
            hatch = shade(base, 1.45)
            for k in range(-face.height, face.width, step):
                start, end = (face.left + k, face.bottom), (face.left + k + face.height, face.top)
                pygame.draw.line(surf, hatch, start, end, width)
            surf.set_clip(clip)
        elif colour == "orange":
            pygame.draw.circle(surf, (70, 34, 8), face.center, max(2, size // 9))
            pygame.draw.circle(surf, shade(base, 1.3), face.center, max(2, size // 9), max(1, size // 40))
        # Grey stays plain on purpose: having no mark is its mark.

    return with_cast_shadow(size, shape)


@cache
def dome_sprite(rgb: RGB, mark: str, size: int) -> pygame.Surface:
    """A round dome in the owner's colour, lit from the top left, with the owner's mark on top."""

    def shape(surf: pygame.Surface) -> None:
        c = size / 2
        r = size * 0.32  # leaves a rim of the palace block beneath showing its colour and mark
        pygame.draw.circle(surf, shade(rgb, 0.55), (c, c), r)
        steps = max(4, int(r // 2))
        for i in range(steps):
            t = i / steps
            rr = r * (1 - t * 0.85)
            off = r * 0.28 * t
            pygame.draw.circle(surf, shade(rgb, 0.8 + 0.55 * t), (c - off, c - off), rr)
        pygame.draw.circle(surf, shade(rgb, 0.45), (c, c), r, max(1, size // 30))
        glyph = glyph_colour(rgb)
        draw_mark(surf, mark, (c, c + size * 0.01), size * 0.11, glyph)
        draw_mark(surf, mark, (c, c + size * 0.01), size * 0.11, shade(glyph, 0.6) if sum(glyph) > 400 else glyph, 1)

    return with_cast_shadow(size, shape, alpha=140)


@cache
def stable_sprite(size: int) -> pygame.Surface:
    """A small shed seen from above: a gabled roof, one slope lit and one shaded, split by its ridge."""

    def shape(surf: pygame.Surface) -> None:
        w, h = int(size * 0.74), int(size * 0.54)
        rect = pygame.Rect((size - w) // 2, (size - h) // 2, w, h)
        pygame.draw.rect(surf, shade(STABLE_ROOF, 0.5), rect, border_radius=max(1, size // 20))
        eave = max(2, size // 16)
        inner = rect.inflate(-eave, -eave)
        top = pygame.Rect(inner.left, inner.top, inner.width, inner.height // 2)
        bottom = pygame.Rect(inner.left, top.bottom, inner.width, inner.height - top.height)
        pygame.draw.rect(surf, shade(STABLE_ROOF, 1.25), top)
        pygame.draw.rect(surf, STABLE_ROOF, bottom)
        pygame.draw.line(surf, shade(STABLE_ROOF, 0.4), (inner.left, top.bottom), (inner.right - 1, top.bottom),
                         max(2, size // 18))
        # Gable ends: the two short sides show the roof's triangle in plain wood.
        gable = inner.width // 7
        for x0, x1 in ((inner.left, inner.left + gable), (inner.right - 1, inner.right - 1 - gable)):
            pygame.draw.polygon(surf, STABLE_WOOD, [(x0, inner.top), (x1, top.bottom), (x0, inner.bottom - 1)])

    return with_cast_shadow(size, shape)


@cache
def inhabitant_sprite(size: int) -> pygame.Surface:
    """A pawn seen from above and a little aside: a round base with a head."""
    outline = shade(INHABITANT_WOOD, 0.42)

    def shape(surf: pygame.Surface) -> None:
        c = size / 2
        pygame.draw.circle(surf, outline, (c, c + size * 0.07), size * 0.3)
        pygame.draw.circle(surf, shade(INHABITANT_WOOD, 0.84), (c, c + size * 0.06), size * 0.27)
        pygame.draw.circle(surf, outline, (c, c - size * 0.08), size * 0.18)
        pygame.draw.circle(surf, INHABITANT_WOOD, (c - size * 0.01, c - size * 0.09), size * 0.155)
        pygame.draw.circle(surf, shade(INHABITANT_WOOD, 1.5), (c - size * 0.05, c - size * 0.13), size * 0.05)

    return with_cast_shadow(size, shape)


@cache
def wall_sprite(size: int, side: str) -> pygame.Surface:
    """A crenellated wall segment running along its side of the ring ('top', 'bottom', 'left', 'right').
    It spans the whole space lengthwise so neighbouring walls join into one rampart."""

    def upright(surf: pygame.Surface) -> None:
        thick = int(size * 0.5)
        body = pygame.Rect(0, (size - thick) // 2 + size // 12, size, thick)
        pygame.draw.rect(surf, SANDSTONE_DARK, body)
        walk = body.inflate(0, -max(4, size // 6))
        pygame.draw.rect(surf, SANDSTONE, walk)
        # Joints between the stones of the wall walk.
        for x in range(size // 3, size, size // 3):
            pygame.draw.line(surf, shade(SANDSTONE, 0.8), (x, walk.top + 1), (x, walk.bottom - 2), 1)
        # Merlons along the outer parapet (drawn for "top", turned for the other sides).
        n = 3
        mw = size / (2 * n)
        mh = max(3, int(size * 0.17))
        for i in range(n):
            x = int(mw / 2 + i * 2 * mw)
            merlon = pygame.Rect(x, body.top - mh + 2, int(mw) + 1, mh)
            pygame.draw.rect(surf, SANDSTONE_DARK, merlon)
            pygame.draw.rect(surf, shade(SANDSTONE, 1.15), merlon.inflate(-2, -2))

    def shape(surf: pygame.Surface) -> None:
        # Turn the wall before its shadow is cast, so every shadow falls the same way.
        flat = pygame.Surface((size, size), pygame.SRCALPHA)
        upright(flat)
        turns = {"top": 0, "right": -90, "bottom": 180, "left": 90}
        surf.blit(pygame.transform.rotate(flat, turns[side]), (0, 0))

    return with_cast_shadow(size, shape, alpha=150)


@cache
def tower_sprite(size: int) -> pygame.Surface:
    """A round corner tower with a crenellated rim."""

    def shape(surf: pygame.Surface) -> None:
        c = size / 2
        r = size * 0.46
        pygame.draw.circle(surf, SANDSTONE_DARK, (c, c), r)
        pygame.draw.circle(surf, SANDSTONE, (c, c), r * 0.92)
        n = 10
        for i in range(n):
            a = 2 * math.pi * i / n
            mx, my = c + math.cos(a) * r * 0.8, c + math.sin(a) * r * 0.8
            pygame.draw.circle(surf, shade(SANDSTONE, 1.15), (mx, my), r * 0.16)
            pygame.draw.circle(surf, SANDSTONE_DARK, (mx, my), r * 0.16, 1)
        pygame.draw.circle(surf, shade(SANDSTONE, 0.82), (c, c), r * 0.56)
        pygame.draw.circle(surf, shade(SANDSTONE_DARK, 0.85), (c, c), r * 0.56, max(1, size // 30))

    return with_cast_shadow(size, shape)


@cache
def cap_sprite(size: int) -> pygame.Surface:
    """The flat stone cap that marks a palace finished without an owner."""

    def shape(surf: pygame.Surface) -> None:
        c = size / 2
        r = size * 0.2
        pts = [(c + r * math.cos(math.pi / 8 + k * math.pi / 4), c + r * math.sin(math.pi / 8 + k * math.pi / 4))
               for k in range(8)]
        pygame.draw.polygon(surf, (226, 220, 206), pts)
        pygame.draw.polygon(surf, (96, 88, 76), pts, max(1, size // 28))
        pygame.draw.line(surf, (96, 88, 76), (c - r * 0.5, c), (c + r * 0.5, c), max(1, size // 28))

    return with_cast_shadow(size, shape, alpha=90)


def piece_sprite(piece: str, size: int, rgb: RGB | None = None, mark: str = "circle",
                 side: str = "top") -> pygame.Surface:
    """The sprite for a piece name as the rules spell it ("palace:grey", "dome", "stable", ...)."""
    if piece.startswith("palace:"):
        return palace_sprite(piece.split(":", 1)[1], size)
    if piece == "dome":
        return dome_sprite(rgb or (200, 200, 200), mark, size)
    if piece == "stable":
        return stable_sprite(size)
    if piece == "inhabitant":
        return inhabitant_sprite(size)
    if piece == "wall":
        return wall_sprite(size, side)
    return tower_sprite(size)
