"""Words on the table that always fit: a label is drawn at the body size, smaller down to the
least readable size if it must, and left out rather than cut (the hover text still names it)."""

from __future__ import annotations

import pygame

from games.ui.art import fonts
from games.ui.art.fonts import font


def fits(words: str, px: int, width: int, bold: bool = False) -> bool:
    return font(px, bold).size(words)[0] <= width


def size_for(words: str, px: int, least: int, width: int, bold: bool = False) -> int | None:
    """The largest size from `px` down to `least` at which `words` fit `width`; None if none."""
    for size in range(px, least - 1, -1):
        if fits(words, size, width, bold):
            return size
    return None


def label(surf: pygame.Surface, words: str, pos: tuple[int, int], px: int, least: int, width: int,
          colour: tuple[int, int, int], *, bold: bool = False, anchor: str = "topleft") -> pygame.Rect | None:
    size = size_for(words, px, least, width, bold)
    if size is None or not words:
        return None
    return fonts.text(surf, words, size, colour, pos, bold=bold, anchor=anchor)


def line_height(px: int) -> int:
    return font(px).get_linesize()
