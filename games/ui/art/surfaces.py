"""Surfaces made ready for the window."""

from __future__ import annotations

import pygame


def for_display(surf: pygame.Surface, alpha: bool = False) -> pygame.Surface:
    """Match the display's pixel format when there is a display: blits then run several times
    faster. `alpha` keeps per-pixel alpha (sprites); without it the surface becomes opaque."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha() if alpha else surf.convert()
    return surf
