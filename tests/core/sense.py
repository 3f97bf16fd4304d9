"""The checks every game's suite of senseless moves runs (tests/<game>/test_ai_sense.py): each
position's move is legal, the game's hooks leave it out of the search's order, Normal and Hard
never play it, and Easy only rarely."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from games.core.ai.hooks import hooks_for
from games.core.ai.players import SearchPlayer
from games.core.contract import Action, Rules
from games.core.rng import Rng


def assert_left_out(rules: Rules, state: Any, never: Action) -> None:
    """`never` is legal in `state`, and the search's order keeps something else but not it."""
    legal = rules.legal_actions(state)
    assert never in legal, f"{never} is not legal here"
    kept = hooks_for(rules).order_actions(state, legal)
    assert kept, "the order left nothing"
    assert never not in kept, f"the order keeps {never}"


def chosen(level: type[SearchPlayer], rules: Rules, state: Any, seat: int, seed: int = 1) -> Action:
    """What `level` plays in `state` from `seat`'s view, with a fixed seed."""
    return level().choose(rules, rules.view(state, seat), seat, Rng.from_seed(seed))


def slips(level: type[SearchPlayer], rules: Rules, cases: Iterable[tuple[Callable[[], Any], Action]],
          seat_of: Callable[[Any], int], seeds: Iterable[int]) -> tuple[int, int]:
    """How often `level` plays the senseless move of each case over `seeds`, and out of how many."""
    played = tried = 0
    for seed in seeds:
        for make, never in cases:
            state = make()
            played += chosen(level, rules, state, seat_of(state), seed) == never
            tried += 1
    return played, tried
