"""The reconstructed numbers let sensible knights take Jerusalem before the Saracens' end: on
the real map, four knights playing the computer knights' own first choice (the order of
games/kreuzes/ai_judge.py, which the search starts from) take Jerusalem in most games, and the
self-play line says how many rounds a game lasted. The long self-play runs with the searching
knights are in the report's commands, not here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games import registry
from games.core.ai.hooks import hooks_for
from games.core.contract import Action
from games.core.rng import Rng
from games.core.selfplay import play_match


class FirstChoice:
    """A knight who plays what the hooks' order puts first, from a sampled world."""

    def choose(self, rules: Any, view: Any, seat: int, rng: Rng) -> Action:
        hooks = hooks_for(rules)
        legal = rules.legal_actions(view)
        return hooks.order_actions(hooks.sample_hidden(view, seat, rng), legal)[0]


def play(seeds: Sequence[int], players: int = 4) -> list[Any]:
    rules = registry.rules("kreuzes")
    return [play_match(rules, [FirstChoice() for _ in range(players)], seed, players, max_actions=6000)
            for seed in seeds]


def test_sensible_knights_take_jerusalem_in_most_games_before_the_saracens_end() -> None:
    results = play(range(8))
    taken = sum(isinstance(w, int) for r in results for w in r.winners)
    assert taken >= 6, [r.winners for r in results]
    assert {w for r in results for w in r.winners if isinstance(w, int)} != {0}  # not only the first seat


def test_the_self_play_line_counts_the_rounds() -> None:
    result = play([3], players=2)[0]
    line = result.to_json(1)
    assert line["rounds"] == result.final_state.round >= 1
