"""The greedy yardstick: the action whose result the game's evaluation likes best.

One step deep, no look at what the others do next: what a beginner who counts points does.
Hidden holdings are sampled once (the evaluation never needs them, but applying an action
may), so the greedy player is as honest as the search.
"""

from __future__ import annotations

from typing import Any

from games.core.ai.hooks import hooks_for, margin
from games.core.contract import Action, Rules
from games.core.rng import Rng


class GreedyPlayer:
    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng) -> Action:
        legal = rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        hooks = hooks_for(rules)
        state = hooks.sample_hidden(view, seat, rng)
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            value = margin(hooks.evaluate(rules.apply(state, action)), seat)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value >= best_value - 1e-9:
                best.append(action)
        return rng.choice(best)
