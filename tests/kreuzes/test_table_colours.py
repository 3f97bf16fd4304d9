"""Bohemond's red reads red, not orange, and stays apart from the other cubes for colour-blind
eyes; the seat colours and the tower's cubes are one set of shades."""

from __future__ import annotations

import colorsys
import math

from games.kreuzes.rules.cubes import RGB
from games.kreuzes.rules.info import COLOURS
from games.kreuzes.tower.colours import colour

# Machado, Oliveira & Fernandes (2009), full severity, on linear RGB
SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float], matrix=None) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb)
    if matrix is not None:
        r, g, b = (max(0.0, min(1.0, row[0] * r + row[1] * g + row[2] * b)) for row in matrix)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_the_red_knight_is_red_not_orange() -> None:
    hue = colorsys.rgb_to_hsv(*(c / 255 for c in RGB["red"]))[0] * 360
    assert hue < 12 or hue > 348, f"a hue of {hue:.0f} degrees reads as orange"


def test_red_stays_apart_from_every_other_cube_for_colour_blind_eyes() -> None:
    for name, matrix in SIMULATIONS.items():
        red = _lab(RGB["red"], matrix)
        for other, rgb in RGB.items():
            if other != "red":
                assert math.dist(red, _lab(rgb, matrix)) > 25, f"red and {other} under {name}"


def test_seat_colours_are_the_cubes_shades() -> None:
    for seat_colour in COLOURS:
        assert seat_colour.rgb == colour(seat_colour.name).rgb == RGB[seat_colour.name]
    assert colour("red").name == "Red"
