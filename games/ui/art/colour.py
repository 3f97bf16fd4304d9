"""Colour arithmetic on plain RGB tuples, and the ink that reads on a colour."""

from __future__ import annotations

RGB = tuple[int, int, int]

LIGHT_GLYPH: RGB = (250, 246, 236)
DARK_GLYPH: RGB = (36, 28, 22)


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    if factor <= 1:
        return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]
    t = factor - 1
    return tuple(max(0, min(255, int(c + (255 - c) * t))) for c in colour)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` of the way towards `b`."""
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def luminance(rgb: RGB) -> float:
    """Perceived brightness, 0 to 255 (ITU-R BT.601 weights)."""
    r, g, b = rgb
    return 0.299 * r + 0.587 * g + 0.114 * b


def glyph_colour(rgb: RGB) -> RGB:
    """The ink of a seat mark on a piece of colour `rgb`: light on dark colours, dark on light
    ones (the yellow seat)."""
    return LIGHT_GLYPH if sum(rgb) < 430 else DARK_GLYPH
