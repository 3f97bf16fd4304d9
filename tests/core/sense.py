"""The checks every game's suite of senseless moves runs (tests/<game>/test_ai_sense.py): each
position's move is legal, the game's hooks leave it out of the search's order, Normal and Hard
never play it, and Easy only rarely. A never-move is one action, or a test that picks out a
kind of them (every purchase, say)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeAlias

from games.core.ai.hooks import hooks_for
from games.core.ai.players import SearchPlayer
from games.core.contract import Action, Rules
from games.core.rng import Rng

Never: TypeAlias = Action | Callable[[Action], bool]


def is_never(never: Never, action: Action) -> bool:
    """Whether `action` is the never-move `never` (one action, or a test of one)."""
    return bool(never(action)) if callable(never) else action == never


def assert_left_out(rules: Rules, state: Any, never: Never) -> None:
    """`never` is legal in `state`, and the search's order keeps something else but not it."""
    legal = rules.legal_actions(state)
    assert any(is_never(never, a) for a in legal), f"{never} is not legal here"
    kept = hooks_for(rules).order_actions(state, legal)
    assert kept, "the order left nothing"
    left = [a for a in kept if is_never(never, a)]
    assert not left, f"the order keeps {left[0]}"


def chosen(level: type[SearchPlayer], rules: Rules, state: Any, seat: int, seed: int = 1) -> Action:
    """What `level` plays in `state` from `seat`'s view, with a fixed seed."""
    return level().choose(rules, rules.view(state, seat), seat, Rng.from_seed(seed))


def slips(level: type[SearchPlayer], rules: Rules, cases: Iterable[tuple[Callable[[], Any], Never]],
          seat_of: Callable[[Any], int], seeds: Iterable[int]) -> tuple[int, int]:
    """How often `level` plays the senseless move of each case over `seeds`, and out of how many."""
    played = tried = 0
    for seed in seeds:
        for make, never in cases:
            state = make()
            played += is_never(never, chosen(level, rules, state, seat_of(state), seed))
            tried += 1
    return played, tried
