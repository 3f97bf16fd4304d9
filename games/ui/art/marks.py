"""Seat marks: one shape per seat, drawn on the seat's pieces, chips and plaques, so a seat is
never told by colour alone. Seat i wears SEAT_MARKS[i] (counting round for more seats) on every
table and in the shell's seat bar alike."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.ui.art.colour import RGB, glyph_colour, shade

SEAT_MARKS = ("circle", "square", "triangle", "diamond")

CHIP_SHADOW: RGB = (30, 20, 12)


def seat_mark(seat: int) -> str:
    """The mark of the seat at index `seat`."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def seat_marks(count: int) -> list[str]:
    """The marks of seats 0 .. count - 1."""
    return [seat_mark(i) for i in range(count)]


def draw_mark(surf: pygame.Surface, mark: str, center: tuple[float, float], r: float, colour: RGB,
              width: int = 0) -> None:
    """A seat's shape: circle, square, triangle or diamond (filled when width is 0)."""
    cx, cy = center
    if mark == "circle":
        pygame.draw.circle(surf, colour, (cx, cy), r, width)
    elif mark == "square":
        side = r * 1.6
        pygame.draw.rect(surf, colour, pygame.Rect(cx - side / 2, cy - side / 2, side, side), width)
    elif mark == "triangle":
        pts = [(cx + r * 1.1 * math.cos(a), cy + r * 1.1 * math.sin(a))
               for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
        pygame.draw.polygon(surf, colour, pts, width)
    else:
        pts = [(cx, cy - r * 1.15), (cx + r * 1.15, cy), (cx, cy + r * 1.15), (cx - r * 1.15, cy)]
        pygame.draw.polygon(surf, colour, pts, width)


def seat_chip(surf: pygame.Surface, center: tuple[int, int], r: int, rgb: RGB, mark: str | None = None, *,
              shadow: RGB = CHIP_SHADOW, rim: RGB | None = None) -> None:
    """A seat's colour as a wooden disc with a rim (a darker shade of the colour unless `rim`
    is given), carrying the seat's mark when one is given."""
    pygame.draw.circle(surf, shadow, (center[0] + 1, center[1] + 2), r)
    pygame.draw.circle(surf, rgb, center, r)
    pygame.draw.circle(surf, shade(rgb, 0.5) if rim is None else rim, center, r, max(1, r // 6))
    if mark is not None:
        draw_mark(surf, mark, center, r * 0.42, glyph_colour(rgb))


@dataclass
class TableSeats:
    """Who sits where at a table, in which colour and mark; shared by every panel of the table."""

    names: list[str]
    colours: list[RGB]
    marks: list[str]

    def chip(self, surf: pygame.Surface, seat: int, center: tuple[int, int], r: int) -> None:
        """The seat's colour as a wooden disc carrying its mark, so colour is never the only cue."""
        seat_chip(surf, center, r, self.colours[seat], self.marks[seat])
