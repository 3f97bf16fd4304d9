"""Palace tiles and tower tiles: thick card squares with their points, drawn once per size."""

from __future__ import annotations

import math
from functools import cache

import pygame

from games.medina.table.draw_palette import INK, PALACE_COLOURS, PARCHMENT, SANDSTONE, SANDSTONE_DARK
from games.ui.art.colour import shade
from games.ui.art.fonts import font, note_text


def _card(size: int, edge: tuple[int, int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    """A card square with a thick coloured edge and a shadow; returns it and its face."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    body, inner, face = _card_rects(size)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 100), body.move(size // 22 + 1, size // 16 + 1), border_radius=size // 8)
    surf.blit(pygame.transform.gaussian_blur(shadow, max(1, size // 24)), (0, 0))
    pygame.draw.rect(surf, shade(edge, 0.6), body, border_radius=size // 8)
    pygame.draw.rect(surf, edge, inner, border_radius=size // 9)
    pygame.draw.rect(surf, PARCHMENT, face, border_radius=size // 12)
    return surf, face


def numeral(points: int, size: int) -> tuple[int, pygame.Rect]:
    """The font size of a tile's points and where they sit on a tile `size` wide."""
    px = max(14, int(size * 0.34))
    face = _card_rects(size)[2]
    rect = pygame.Rect((0, 0), font(px, True).size(str(points)))
    rect.bottomright = (face.right - max(1, size // 20), face.bottom + max(1, size // 16))
    return px, rect


def note_tile(surf: pygame.Surface, points: int, size: int, at: tuple[int, int]) -> None:
    """Tell the layout checks where a cached tile's points were shown (the tile is drawn once per size)."""
    px, rect = numeral(points, size)
    note_text(surf, str(points), rect.move(at), px)


def _card_rects(size: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A card's body, its coloured edge and its parchment face."""
    body = pygame.Rect(0, 0, size - max(2, size // 14), size - max(2, size // 14))
    inner = body.inflate(-max(2, size // 14), -max(2, size // 14)).move(-1, -1)
    return body, inner, inner.inflate(-max(4, size // 7), -max(4, size // 7))


def _points(surf: pygame.Surface, points: int, size: int) -> None:
    px, rect = numeral(points, size)
    surf.blit(font(px, bold=True).render(str(points), True, INK), rect)


@cache
def palace_tile(colour: str, points: int, size: int) -> pygame.Surface:
    """A palace tile: a small domed palace in its colour (with that colour's mark) and its points."""
    rgb = PALACE_COLOURS[colour]
    surf, face = _card(size, rgb)
    # The little palace: a block with the colour's mark and a dome on top.
    w = face.width * 0.5
    block = pygame.Rect(int(face.left + face.width * 0.08), int(face.top + face.height * 0.45), int(w), int(w * 0.7))
    dome_r = w * 0.34
    pygame.draw.circle(surf, shade(rgb, 0.7), (block.centerx, block.top + 1), dome_r)
    pygame.draw.circle(surf, rgb, (block.centerx - dome_r * 0.12, block.top), dome_r * 0.82)
    pygame.draw.rect(surf, shade(rgb, 0.7), block)
    pygame.draw.rect(surf, rgb, block.inflate(-2, -2))
    if colour == "black":
        pygame.draw.rect(surf, (226, 218, 200), block.inflate(-max(4, size // 10), -max(4, size // 10)), 1)
    elif colour == "brown":
        for k in range(0, block.width, max(3, size // 12)):
            pygame.draw.line(surf, shade(rgb, 1.45), (block.left + k, block.bottom - 2),
                             (min(block.right - 2, block.left + k + block.height - 2), block.top + 1))
    elif colour == "orange":
        pygame.draw.circle(surf, (70, 34, 8), block.center, max(2, size // 16))
    _points(surf, points, size)
    return surf


@cache
def tower_tile(points: int, size: int) -> pygame.Surface:
    """A tower tile: a crenellated tower seen from the side and its points."""
    surf, face = _card(size, SANDSTONE_DARK)
    w = face.width * 0.34
    body = pygame.Rect(int(face.left + face.width * 0.12), int(face.top + face.height * 0.3), int(w),
                       int(face.height * 0.62))
    pygame.draw.rect(surf, SANDSTONE_DARK, body)
    pygame.draw.rect(surf, SANDSTONE, body.inflate(-2, -2))
    step = w / 5
    for k in (0, 2, 4):
        m = pygame.Rect(int(body.left + k * step), int(body.top - step), int(step) + 1, int(step) + 1)
        pygame.draw.rect(surf, SANDSTONE_DARK, m)
        pygame.draw.rect(surf, SANDSTONE, m.inflate(-2, -2))
    door = pygame.Rect(0, 0, int(w * 0.36), int(body.height * 0.34))
    door.midbottom = body.midbottom
    pygame.draw.rect(surf, shade(SANDSTONE_DARK, 0.6), door, border_top_left_radius=door.width // 2,
                     border_top_right_radius=door.width // 2)
    _points(surf, points, size)
    return surf


@cache
def tower_badge(points: int, size: int) -> pygame.Surface:
    """The number plate on a tower on the board, saying what its tower tile is worth."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = [(c + c * 0.95 * math.cos(a * math.pi / 3), c + c * 0.95 * math.sin(a * math.pi / 3)) for a in range(6)]
    pygame.draw.polygon(surf, PARCHMENT, pts)
    pygame.draw.polygon(surf, INK, pts, max(1, size // 12))
    img = font(_badge_px(size), bold=True).render(str(points), True, INK)
    surf.blit(img, img.get_rect(center=(c, c)))
    return surf


def _badge_px(size: int) -> int:
    return max(14, int(size * 0.62))


def note_badge(surf: pygame.Surface, points: int, size: int, centre: tuple[int, int]) -> None:
    """Tell the layout checks where a cached tower badge centred at `centre` shows its number."""
    px = _badge_px(size)
    rect = pygame.Rect((0, 0), font(px, True).size(str(points)))
    rect.center = centre
    note_text(surf, str(points), rect, px)
