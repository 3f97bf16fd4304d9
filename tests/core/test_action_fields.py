"""Issue 16: `apply` given an action whose fields have the wrong type raises IllegalAction in
every game (the kernel checks the fields against their declared types), never a TypeError."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from games import registry
from games.core.contract import CHANCE, IllegalAction, Seat, field_problem
from games.core.rng import Rng
from games.jerusalem.rules.actions import PlaceBaron

GAMES = ["jerusalem", "medina", "kreuzes", "anno_domini"]
# What a field of each type is swapped for: a list (unhashable), a dict, None, a float, text, a bool.
WRONG: list[Any] = [["palace_large"], {"a": 1}, None, 2.5, "2", True, (("x",),)]


def _wrong_for(value: Any) -> list[Any]:
    return [w for w in WRONG if type(w) is not type(value) and not (isinstance(value, tuple) and w == (("x",),))]


def _positions(game_id: str, steps: int = 40) -> list[tuple[Any, Any]]:
    """(rules, state) along a random match, the chance side's outcomes left out."""
    rules = registry.rules(game_id)
    n = rules.info.max_players
    seats = [Seat(f"S{i}", c.name) for i, c in enumerate(rules.info.colours[:n])]
    state, rng, out = rules.setup(rules.info.default_options(n), seats, 7), Rng.from_seed(7), []
    for _ in range(steps):
        seat = rules.current_player(state)
        if seat is None or seat == CHANCE:
            break
        out.append((rules, state))
        state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_field_of_the_wrong_type_is_an_illegal_action(game_id: str) -> None:
    tried = 0
    for rules, state in _positions(game_id)[::4]:
        for action in rules.legal_actions(state)[:6]:
            for f in dataclasses.fields(action):
                for wrong in _wrong_for(getattr(action, f.name)):
                    bad = dataclasses.replace(action, **{f.name: wrong})
                    with pytest.raises(IllegalAction, match="malformed move"):
                        rules.apply(state, bad)
                    tried += 1
    assert tried > 20


def test_a_baron_placed_with_a_list_for_its_area() -> None:
    rules = registry.rules("jerusalem")
    state = rules.setup(rules.info.default_options(3), [Seat("A", "blue"), Seat("B", "red"), Seat("C", "green")], 1)
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, PlaceBaron(area=["palace_large"]))  # type: ignore[arg-type]
    assert "place_baron's area is list" in err.value.reason


def test_the_right_types_pass_the_check() -> None:
    for game_id in GAMES:
        for rules, state in _positions(game_id, 12):
            assert all(field_problem(a) is None for a in rules.legal_actions(state))
