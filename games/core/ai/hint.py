"""A hint for a human seat: what Normal would play there, with the two moves it liked next,
each with the gain it expects in words.

Computed exactly as a Normal computer of that seat decides: from the seat's view only, with the
same search, settings and generator, so the first suggestion is the move Normal would play.
The reason beside each move turns the search's average reward back into the game's points (its
hooks' `scale` is the margin that reads as a clear lead): the seat's expected lead over its best
rival after the move, less its lead in the position as it stands. A game without points
(GameInfo.scored False) says it as a change in the chance to win. Pure: the window asks for it
through the computer players' worker.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from games.core.ai.hooks import hooks_for, rewards
from games.core.ai.players import NormalPlayer
from games.core.contract import Action, Rules
from games.core.rng import Rng

SHOWN = 3  # the move Normal plays and its two best alternatives
NOW_SAMPLES = 12  # sampled worlds the present position's standing is averaged over


@dataclass(frozen=True)
class Suggestion:
    action: Action
    words: str  # the move as the log would tell it
    reason: str  # one line: what the search expects it to gain
    visits: int  # how often the search tried it (0: the only move, nothing weighed)
    reward: float  # its average reward for the seat through this move, in [0, 1]
    gain: float  # in the game's points (or, unscored, in the chance to win) against now


def suggest(rules: Rules, view: Any, seat: int, rng: Rng, shown: int = SHOWN) -> list[Suggestion]:
    """Normal's choice for `seat` in `view` and the next best moves it tried, best first.
    `rng` is the decision's generator: the same one gives Normal's own move."""
    ranked = NormalPlayer().rank(rules, view, seat, rng)
    # The first is the one played; the alternatives must have been tried to have a value at all.
    picked = ranked[:1] + [s for s in ranked[1:] if s.visits > 0][: shown - 1]
    if len(picked) == 1 and picked[0].visits == 0:
        return [Suggestion(picked[0].action, _words(rules, view, picked[0].action), "your only move here",
                           0, 0.0, 0.0)]
    now = _standing_now(rules, view, seat, Rng(rng.next_u64()))
    scored = rules.info.scored
    scale = hooks_for(rules).scale
    out = []
    for s in picked:
        gain = scale * (_logit(s.mean) - _logit(now)) if scored else s.mean - now
        out.append(Suggestion(s.action, _words(rules, view, s.action), _reason(gain, scored), s.visits, s.mean,
                              gain))
    return out


def _standing_now(rules: Rules, view: Any, seat: int, rng: Rng) -> float:
    """The seat's reward in the position as it stands, averaged over sampled worlds."""
    hooks = hooks_for(rules)
    total = 0.0
    for _ in range(NOW_SAMPLES):
        world = hooks.sample_hidden(view, seat, rng)
        total += rewards(hooks.evaluate(world), hooks.scale)[seat]
    return total / NOW_SAMPLES


def _logit(p: float) -> float:
    # A search that saw only wins or only losses through a move: held a little off the ends.
    p = min(0.995, max(0.005, p))
    return math.log(p / (1.0 - p))


def _reason(gain: float, scored: bool) -> str:
    if scored:
        amount = f"{abs(gain):.1f}"
        if amount == "0.0":
            return "keeps your standing (about even)"
        unit = "point" if amount == "1.0" else "points"
        return f"{'+' if gain > 0 else '-'}{amount} {unit} expected"
    percent = round(gain * 100)
    if percent == 0:
        return "keeps your chance to win about as it is"
    return f"{percent:+d}% chance to win"


def _words(rules: Rules, view: Any, action: Action) -> str:
    try:
        return rules.describe(view, action)
    except Exception:  # words are a courtesy: a game whose words need more still gets its move named
        return type(action).__name__
