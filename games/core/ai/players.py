"""The three levels of the searching computer player.

Budgets are counted in iterations, not seconds, so a seed gives the same decision on any
machine. On the project's 2-core machine Normal answers within a second (about half a second
for a Medina placement, less for most of Jerusalem's small decisions) and Hard takes three
times Normal's budget; `main.py --bench ai` measures both. A clock cap several times that
only guards a much slower machine's window from a long wait. Easy searches little and does
not always play what its search liked best: it slips the way a casual player does.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, ClassVar

from games.core.ai.hooks import hooks_for
from games.core.ai.search import RootStats, Search, SearchSettings
from games.core.contract import Action, Rules
from games.core.rng import Rng

# Normal and Hard weigh their best few first moves by sequential halving, each sample played
# a few moves on by the game's quick policy; Easy spreads a small budget by UCB and then
# draws its move in proportion to how often it tried each, so a near miss is sometimes played.
LEVELS: dict[str, SearchSettings] = {
    "easy": SearchSettings(iterations=80, rollout_plies=4, temperature=0.6, widening=1.0, full_width=12,
                           seconds_cap=2.0),
    "normal": SearchSettings(iterations=500, rollout_plies=8, root_candidates=16, full_width=12, seconds_cap=5.0),
    "hard": SearchSettings(iterations=1500, rollout_plies=8, root_candidates=24, full_width=12, seconds_cap=12.0),
}


class SearchPlayer:
    level: ClassVar[str] = "normal"

    def __init__(self, settings: SearchSettings | None = None) -> None:
        self.settings = settings or LEVELS[self.level]
        # A level's own settings, which a game may tune (GameHooks.tune_level) and give its own
        # judgement (GameHooks.for_level); settings given by hand are searched as they are.
        self.tuned = settings is None

    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng) -> Action:
        stats = self.rank(rules, view, seat, rng)
        if self.settings.temperature > 0 and len(stats) > 1:
            return _sample(stats, self.settings.temperature, rng)
        return stats[0].action

    def rank(self, rules: Rules, view: Any, seat: int, rng: Rng, leads: bool = False) -> list[RootStats]:
        """The legal actions the search weighed, the one this level plays (at temperature 0)
        first, then by how often it tried them; never empty while `seat` has a move. A hint
        shows the first few (games/core/ai/hint.py), with their leads in points (`leads`)."""
        legal = rules.legal_actions(view)
        if len(legal) == 1:  # nothing to weigh: no search, no statistics
            return [RootStats(legal[0], 0, 0.0)]
        hooks = hooks_for(rules)
        settings = self.settings
        tune = getattr(hooks, "tune_level", None)
        if self.tuned and tune is not None:
            settings = tune(self.level, settings)
        judged = getattr(hooks, "for_level", None)
        if self.tuned and judged is not None:
            hooks = judged(self.level)
        stats = Search(rules, hooks, settings).run(view, seat, rng, leads)
        # The root's actions came from a sampled world; keep only what the table allows.
        stats = [s for s in stats if s.action in legal]
        return stats or [RootStats(legal[0], 0, 0.0)]


def _sample(stats: list[RootStats], temperature: float, rng: Rng) -> Action:
    """An action drawn with weight visits^(1/T): mostly the favourite, now and then another."""
    weights = [s.visits ** (1.0 / temperature) for s in stats]
    x = rng.random() * sum(weights)
    for s, w in zip(stats, weights, strict=True):
        if x < w:
            return s.action
        x -= w
    return stats[0].action


class EasyPlayer(SearchPlayer):
    level = "easy"


class NormalPlayer(SearchPlayer):
    level = "normal"


class HardPlayer(SearchPlayer):
    level = "hard"


# Self-play balance reports (games/<game>/balance.py) play every seat with Normal's search on a
# small fixed budget, so a couple of hundred games fit in an hour on two cores.
BALANCE = SearchSettings(iterations=16, rollout_plies=4, root_candidates=8, full_width=12, seconds_cap=5.0)


class BalancePlayer(SearchPlayer):
    """The Normal search on BALANCE."""

    def __init__(self) -> None:
        super().__init__(BALANCE)


def without_clock(player: Any) -> Any:
    """The same player with its clock cap lifted, for measurements (the strength report, the
    balance runs): a busy machine then slows a decision down but never changes it, so a seed
    replays the same match anywhere. Players that do not search are returned as they are."""
    if isinstance(player, SearchPlayer):
        player.settings = replace(player.settings, seconds_cap=math.inf)
    return player
