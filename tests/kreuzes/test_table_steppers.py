"""The decision panel's steppers (troops to commit, treasure to spend, attackers, defenders) look
like what they are: a count set with its minus and plus, never a framed field that reads as a
place to type in; and they always say what they count, at the three window sizes players use."""

from __future__ import annotations

import pygame
import pytest

from games.ui import look
from games.ui.art import fonts
from tests.kreuzes.test_table_play import army_in_burgundy, hand_drag, live_tower, space_point, start  # noqa: F401
from tests.ui.driver import frames

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_stepper_is_a_count_between_minus_and_plus_not_a_field(size) -> None:
    app, _scene, match, view = start(army_in_burgundy, size=size)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))  # into a combat
    assert match.state.combat is not None
    view._frame = None
    with fonts.recording() as records:
        frames(app, 2)
    minus, plus = view.zones["less:commit"], view.zones["more:commit"]
    between = pygame.Rect(minus.right + 1, minus.y, plus.x - minus.right - 2, minus.height)
    count = next(r for r in records if r.panel_name == "decision" and r.words == "0")
    assert between.contains(count.rect)
    screen = pygame.display.get_surface()
    sheet = pygame.Color(look.PARCHMENT)
    for x in range(between.left, between.right):
        for y in range(between.top, between.bottom):
            if not count.rect.inflate(2, 2).collidepoint(x, y):
                assert screen.get_at((x, y)) == sheet, f"something framed around the count at {(x, y)}, {size}"
    said = [r.words for r in records if r.panel_name == "decision" and r.rect.x > plus.right]
    assert any(w.startswith("Troops") for w in said), f"the stepper does not say what it counts at {size}"
