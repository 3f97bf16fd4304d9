"""Soft shadows and glows. Blurring is the slowest drawing there is, so each shape is blurred
once per size and colour and kept; panels and halos then only blit."""

from __future__ import annotations

from functools import lru_cache

import pygame


@lru_cache(maxsize=256)
def soft_rect(w: int, h: int, radius: int, rgba: tuple[int, int, int, int], blur: int,
              ring: int = 0) -> pygame.Surface:
    """A blurred rounded rect (filled, or a ring `ring` pixels wide), padded by 2 * blur on
    each side: blit it at the rect's top-left minus (2 * blur, 2 * blur)."""
    pad = 2 * blur
    surf = pygame.Surface((max(1, w) + 2 * pad, max(1, h) + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, pygame.Rect(pad, pad, max(1, w), max(1, h)), ring, border_radius=radius)
    return pygame.transform.gaussian_blur(surf, max(1, blur))


def blit_soft(target: pygame.Surface, rect: pygame.Rect, radius: int, rgba: tuple[int, int, int, int], blur: int,
              offset: tuple[int, int] = (0, 0), ring: int = 0) -> None:
    img = soft_rect(rect.width, rect.height, radius, rgba, blur, ring)
    target.blit(img, (rect.left - 2 * blur + offset[0], rect.top - 2 * blur + offset[1]))
