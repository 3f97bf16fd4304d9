"""Counting a drop as the Kreuzes rulebook does (games/kreuzes/rules/combat.py)."""

from __future__ import annotations

from games.kreuzes.rules.combat import count_drop
from games.kreuzes.rules.cubes import KNIGHT_COLOURS


def test_the_rulebook_example_three_yellow_and_two_green_out() -> None:
    result = count_drop("yellow", {"yellow": 3, "green": 2})
    assert result.won and result.losses == 2 and result.back_to_army == 1 and result.defenders_out == 2


def test_fewer_of_the_attackers_out_loses_them_all_and_takes_no_prisoners() -> None:
    result = count_drop("red", {"red": 1, "green": 2, "blue": 2})
    assert not result.won and result.losses == 1 and result.back_to_army == 0 and result.prisoners == {}


def test_a_tie_wins_and_other_knights_cubes_are_prisoners() -> None:
    result = count_drop("blue", {"blue": 2, "green": 2, "yellow": 1, "black": 2, "purple": 0})
    assert result.won and result.losses == 2 and result.back_to_army == 0
    assert result.prisoners == {"yellow": 1, "black": 2}


def test_one_list_of_knights_everywhere() -> None:
    from games.kreuzes.tower import bench, colours
    from physics import calibrate

    assert len(set(KNIGHT_COLOURS)) == 5
    assert tuple(c.key for c in colours.COLOURS if c.is_knight) == KNIGHT_COLOURS
    assert bench.KNIGHTS == KNIGHT_COLOURS
    # physics knows no game: its calibration names no knight at all, so it cannot disagree
    assert not set(calibrate.KNIGHTS) & set(KNIGHT_COLOURS)
