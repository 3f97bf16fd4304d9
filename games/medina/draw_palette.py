"""Colours, seat marks and fonts of Medina's table, in one place so every drawing agrees."""

from __future__ import annotations

from functools import cache
from importlib import resources

import pygame

RGB = tuple[int, int, int]

# The table and the printed board.
TABLE = (78, 52, 34)
TABLE_LIGHT = (104, 71, 46)
PARCHMENT = (228, 206, 160)
PAVING = (214, 186, 134)
LANE = (240, 225, 188)
INK = (72, 50, 32)
INK_SOFT = (128, 98, 66)
FOUNDATION = (172, 150, 116)
FOUNDATION_DARK = (128, 106, 78)
SANDSTONE = (230, 188, 122)
SANDSTONE_DARK = (124, 86, 46)

# Wooden pieces that belong to nobody.
STABLE_WOOD = (196, 150, 92)
STABLE_ROOF = (150, 70, 46)
INHABITANT_WOOD = (236, 222, 190)
MARKET_CLOTH = (176, 58, 62)
MARKET_CLOTH_LIGHT = (214, 124, 86)

# Palace colours. Each also carries a mark (see draw_pieces), so they read without colour.
PALACE_COLOURS: dict[str, RGB] = {
    "grey": (160, 160, 156),
    "black": (48, 46, 52),
    "brown": (126, 76, 42),
    "orange": (236, 136, 34),
}
PALACE_ORDER = ("grey", "black", "brown", "orange")
PALACE_MARK_NAMES = {"grey": "plain", "black": "light rim", "brown": "hatched", "orange": "dot"}

# Seat marks, one shape per seat, drawn on domes and beside names so seats never rely on
# colour alone (the Okabe-Ito colours come from the rules' GameInfo).
SEAT_MARKS = ("circle", "square", "triangle", "diamond")

HIGHLIGHT = (255, 236, 150)
LEGAL = (120, 220, 140)
LAST_MOVE = (255, 250, 235)
TEXT = (250, 240, 220)
TEXT_MUTED = (214, 196, 164)


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]
    t = factor - 1
    return tuple(max(0, min(255, int(c + (255 - c) * t))) for c in colour)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` of the way towards `b`."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame_gui's bundled Noto Sans (its licence travels with pygame_gui), cached per size."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        path = resources.files("pygame_gui.data").joinpath(name)
        with resources.as_file(path) as real:
            return pygame.font.Font(str(real), size)
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        return pygame.font.Font(None, int(size * 1.3))
