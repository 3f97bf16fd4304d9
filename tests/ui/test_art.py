"""The shared drawing helpers (games.ui.art): one seat mark per seat everywhere, text cut and
wrapped to fit, soft shadows padded as their callers blit them, colour arithmetic."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.ui import look
from games.ui.art import colour, fonts
from games.ui.art.marks import SEAT_MARKS, seat_mark, seat_marks
from games.ui.art.soft import soft_rect
from games.ui.seat_bar import draw_seat_bar, seat_rgb


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


def test_seat_marks_count_round() -> None:
    assert seat_marks(6) == [*SEAT_MARKS, SEAT_MARKS[0], SEAT_MARKS[1]]
    assert len(set(seat_marks(4))) == 4


@pytest.mark.parametrize("game", ["medina", "jerusalem"])
def test_tables_mark_seat_i_with_mark_i(game: str) -> None:
    rules = registry.rules(game)
    seats = [Seat(f"S{i}", c.name) for i, c in enumerate(rules.info.colours[:4])]
    view = registry.view_module(game).TableView(rules, seats, {})
    seating = getattr(view, "seating", None) or view._seating
    assert seating.marks == seat_marks(len(seats))


def test_the_seat_bar_chip_carries_the_seats_table_mark() -> None:
    info = registry.info("tokens")
    seats = [Seat(f"Seat {i}", c.name) for i, c in enumerate(info.colours[:4])]
    surface = pygame.Surface((900, 60))
    entries = draw_seat_bar(surface, pygame.Rect(0, 0, 900, 60), info, seats, acting=2, thinking=False, clock=0.0,
                            s=1.0, fs=1.0)
    radius = 11
    for i, (entry, seat) in enumerate(zip(entries, seats, strict=True)):
        centre = (entry.x + 8 + radius, entry.centery)
        rgb = seat_rgb(info, seat.colour)
        assert surface.get_at(centre)[:3] == colour.glyph_colour(rgb)  # a mark sits on the chip
        area = pygame.Rect(0, 0, 2 * radius + 4, 2 * radius + 4)
        area.center = centre
        for mark in SEAT_MARKS:
            again = surface.copy()
            look.colour_chip(again, centre, radius, rgb, mark)
            same = pygame.image.tobytes(again.subsurface(area), "RGB") == pygame.image.tobytes(
                surface.subsurface(area), "RGB")
            assert same == (mark == seat_mark(i)), (i, mark)


def test_fit_text_cuts_with_an_ellipsis_and_keeps_a_letter() -> None:
    assert fonts.fit_text("Anna", 16, None) == "Anna"
    assert fonts.fit_text("Anna", 16, 500) == "Anna"
    cut = fonts.fit_text("Bartholomew the Younger", 16, 80, bold=True)
    assert cut.endswith("\u2026") and fonts.font(16, True).size(cut)[0] <= 80
    assert fonts.fit_text("Bartholomew", 16, 1) == "B\u2026"


def test_wrap_keeps_lines_inside_and_paragraphs_apart() -> None:
    width = 120
    words = "a few short words that will not fit on one line"
    lines = fonts.wrap(words + "\nnext", 16, width)
    assert len(lines) > 2 and lines[-1] == "next"
    assert " ".join(lines[:-1]).split() == words.split()
    assert all(fonts.font(16).size(line)[0] <= width for line in lines)
    path = "C:/a/very/long/path/without/any/spaces/in/it.json"
    long = fonts.wrap(path, 16, width)
    assert len(long) > 1 and all(fonts.font(16).size(line)[0] <= width for line in long)
    # Cut after a folder's slash, never inside a folder's name, and nothing lost.
    assert "".join(long) == path and all(line.endswith("/") for line in long[:-1]), long


def test_text_anchors_and_cuts() -> None:
    surface = pygame.Surface((200, 40))
    rect = fonts.text(surface, "Hello", 16, (255, 255, 255), (100, 20), anchor="center")
    assert rect.center == (100, 20)
    cut = fonts.text(surface, "A rather long line of text", 16, (255, 255, 255), (0, 0), max_width=60)
    assert cut.width <= 60


def test_fonts_have_a_floor() -> None:
    assert fonts.font(3).get_height() == fonts.font(8).get_height()


@pytest.mark.parametrize("scale", [1, 4])
def test_soft_rect_is_padded_for_its_blur(scale: int) -> None:
    img = soft_rect(40, 20, 4, (0, 0, 0, 120), 3, scale=scale)
    assert img.get_size() == (40 + 12, 20 + 12)
    assert img.get_at((26, 16))[3] > 0  # dark in the middle
    assert soft_rect(40, 20, 4, (0, 0, 0, 120), 3, scale=scale) is img  # made once
    assert soft_rect(40, 20, 4, (0, 0, 0, 120), 3, scale=scale, pad=7).get_size() == (54, 34)


def test_colour_arithmetic() -> None:
    assert colour.shade((100, 200, 50), 0.5) == (50, 100, 25)
    assert colour.shade((100, 200, 50), 1.5) == (177, 227, 152)
    assert colour.shade((250, 10, 0), 3.0) == (255, 255, 255)
    assert colour.mix((0, 0, 0), (255, 100, 10), 0.5) == (127, 50, 5)
    assert colour.glyph_colour((240, 228, 66)) == colour.DARK_GLYPH
    assert colour.glyph_colour((0, 114, 178)) == colour.LIGHT_GLYPH
