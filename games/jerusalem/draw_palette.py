"""Colours, seat marks and small text helpers of Jerusalem's table, in one place so every
drawing agrees. Fonts are the house's (games.ui.look); the colour arithmetic is Medina's."""

from __future__ import annotations

import pygame

from games.medina.draw_palette import mix, shade
from games.ui.look import font

__all__ = ["font", "mix", "shade", "text", "fit_text", "wrap"]

RGB = tuple[int, int, int]

# The table and the printed board.
PARCHMENT = (236, 220, 182)
PARCHMENT_DARK = (214, 192, 146)
INK = (62, 42, 26)
INK_SOFT = (120, 90, 60)
WALL_STONE = (196, 170, 128)
WALL_DARK = (128, 100, 66)
PANEL = (58, 40, 28)  # a dark wooden tray for the panels around the board
TEXT = (250, 240, 220)
TEXT_MUTED = (214, 196, 164)
HIGHLIGHT = (255, 224, 130)
LEGAL = (120, 220, 140)
WARN = (214, 82, 64)

# The three kinds of income, as printed on the board and the cards.
SQUIRE_WOOD = (206, 170, 120)
GOLD = (226, 178, 60)
GOLD_DARK = (150, 104, 26)
PRESTIGE = (150, 44, 60)  # a wax seal red

# Seat marks: one shape per seat, on cubes, pawns and chips, so colour is never the only cue.
SEAT_MARKS = ("circle", "square", "triangle", "diamond")


def text(surf: pygame.Surface, words: str, pos: tuple[int, int], size: int, colour: RGB = TEXT,
         bold: bool = False, anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    words = fit_text(words, size, max_width, bold) if max_width is not None else words
    img = font(size, bold).render(words, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    return rect


def fit_text(words: str, size: int, width: int | None, bold: bool = False) -> str:
    """Cut a line with an ellipsis so it fits `width` pixels."""
    f = font(size, bold)
    if width is None or f.size(words)[0] <= width:
        return words
    while len(words) > 1 and f.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap for short notes on cards and panels."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def glyph_colour(rgb: RGB) -> RGB:
    """Light marks on dark colours, dark marks on light ones (the yellow seat)."""
    return (250, 246, 236) if sum(rgb) < 430 else (36, 28, 22)
