"""Soft shadows and glows. Blurring is the slowest drawing there is, so each shape is blurred
once per size and colour and kept; panels, sheets and halos then only blit."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from games.ui.art.colour import RGB, shade

RGBA = tuple[int, int, int, int]


@lru_cache(maxsize=256)
def soft_rect(w: int, h: int, radius: int, rgba: RGBA, blur: int, ring: int = 0, scale: int = 1,
              pad: int | None = None) -> pygame.Surface:
    """A blurred rounded rect (filled, or a ring `ring` pixels wide), padded on each side by
    `pad` (2 * blur unless given): blit it at the rect's top-left minus (pad, pad).

    With `scale` above 1 the rect is drawn and blurred at 1/scale of its size and smoothed up
    again: for a wide blur under a large sheet that looks the same and costs a tenth of the time."""
    pad = 2 * blur if pad is None else pad
    if scale <= 1:
        surf = pygame.Surface((max(1, w) + 2 * pad, max(1, h) + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(surf, rgba, pygame.Rect(pad, pad, max(1, w), max(1, h)), ring, border_radius=radius)
        return pygame.transform.gaussian_blur(surf, max(1, blur))
    k = scale
    small = pygame.Surface(((w + 2 * pad) // k + 1, (h + 2 * pad) // k + 1), pygame.SRCALPHA)
    width = max(1, ring // k) if ring else 0
    pygame.draw.rect(small, rgba, (pad // k, pad // k, w // k, h // k), width, border_radius=max(0, radius // k))
    small = pygame.transform.gaussian_blur(small, max(1, blur // k))
    return pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))


def blit_soft(target: pygame.Surface, rect: pygame.Rect, radius: int, rgba: RGBA, blur: int,
              offset: tuple[int, int] = (0, 0), ring: int = 0, scale: int = 1, pad: int | None = None) -> None:
    """A soft rect (shadow, halo or glowing ring) under `rect`, moved by `offset`."""
    pad = 2 * blur if pad is None else pad
    img = soft_rect(rect.width, rect.height, radius, rgba, blur, ring, scale, pad)
    target.blit(img, (rect.left - pad + offset[0], rect.top - pad + offset[1]))


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: RGB) -> None:
    """A lit outline round `rect` (a legal target, a pile to take from): a soft ring and a line."""
    blit_soft(surface, rect, 8, (*colour, 200), 4, ring=4)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=8)


def plate(surf: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: int, alpha: int = 235) -> None:
    """A panel lying on the table: soft shadow, translucent body, darker edge."""
    blit_soft(surf, rect, radius, (0, 0, 0, 90), 5, offset=(3, 5))
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*colour, alpha), body.get_rect(), border_radius=radius)
    surf.blit(body, rect.topleft)
    pygame.draw.rect(surf, shade(colour, 0.55), rect, 2, border_radius=radius)


def with_shadow_under(w: int, h: int, footprint: pygame.Rect, radius: int) -> pygame.Surface:
    """An empty w x h sprite with a blurred shadow under `footprint` (a rounded rect), nudged
    down and right; the piece is then drawn on top."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    blur = max(1, min(w, h) // 14)
    shadow = soft_rect(footprint.width, footprint.height, radius, (20, 12, 6, 120), blur)
    off = max(1, min(w, h) // 16)
    surf.blit(shadow, (footprint.left - 2 * blur + off, footprint.top - 2 * blur + off + off // 2))
    return surf


def with_cast_shadow(size: int, draw_shape: Callable[[pygame.Surface], None], alpha: int = 110) -> pygame.Surface:
    """A square sprite drawn by `draw_shape`, over its own silhouette blurred and nudged down
    and right as its shadow (for pieces whose outline is no rectangle)."""
    shape = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_shape(shape)
    mask = pygame.mask.from_surface(shape, 8)
    sil = mask.to_surface(setcolor=(20, 12, 6, alpha), unsetcolor=(0, 0, 0, 0))
    radius = max(1, size // 18)
    pad = radius * 3
    padded = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    padded.blit(sil, (pad, pad))
    blurred = pygame.transform.gaussian_blur(padded, radius)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    off = max(1, size // 16)
    out.blit(blurred, (off - pad, off + off // 2 - pad))
    out.blit(shape, (0, 0))
    return out
