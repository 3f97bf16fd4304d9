"""A hint for a human seat: what Normal would play there, with the two moves it liked next,
each with what the search expects of it in words.

Computed exactly as a Normal computer of that seat decides: from the seat's view only, with the
same search, settings and generator, so the first suggestion is the move Normal would play.
The reason beside each move turns the search's average reward back into the game's points: a
reward is logistic in the seat's lead over its best rival divided by the hooks' `scale`, so
scale * logit(reward) is the lead the look-ahead expects after the move. The first move says
that lead; each alternative says how much less it expects than the first, which is what a
player weighs. A reward at the edge (every look-ahead far from level) says only "far behind" or
"far ahead". A game without points (GameInfo.scored False) says the reward itself: the chance
the look-ahead gives the seat of coming out ahead of its best rival (one seat against one, so an
even table reads 50%, not the one-in-four chance of winning a four-seat game). The moves
are said in the player's own words (Rules.describe_own): the card she keeps, named.
Pure: the window asks for it through the computer players' worker.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from games.core.ai.hooks import hooks_for
from games.core.ai.players import NormalPlayer
from games.core.contract import Action, Rules
from games.core.rng import Rng

SHOWN = 3  # the move Normal plays and its two best alternatives


@dataclass(frozen=True)
class Suggestion:
    action: Action
    words: str  # the move as the log would tell it
    reason: str  # one line: what the search expects it to gain
    visits: int  # how often the search tried it (0: the only move, nothing weighed)
    reward: float  # its average reward for the seat through this move, in [0, 1]
    standing: float  # the lead it expects after the move in the game's points (unscored: the reward)


def suggest(rules: Rules, view: Any, seat: int, rng: Rng, shown: int = SHOWN) -> list[Suggestion]:
    """Normal's choice for `seat` in `view` and the next best moves it tried, best first.
    `rng` is the decision's generator: the same one gives Normal's own move."""
    ranked = NormalPlayer().rank(rules, view, seat, rng)
    # The first is the one played; the alternatives must have been tried to have a value at all.
    picked = ranked[:1] + [s for s in ranked[1:] if s.visits > 0][: shown - 1]
    if len(picked) == 1 and picked[0].visits == 0:  # nothing was weighed: one move, or one worth making
        only = len(rules.legal_actions(view)) == 1
        reason = "your only move here" if only else "the only move worth weighing here"
        return [Suggestion(picked[0].action, _words(rules, view, picked[0].action), reason, 0, 0.0, 0.0)]
    scored = rules.info.scored
    scale = hooks_for(rules).scale
    first = _standing(picked[0].mean, scale, scored)
    out = []
    for k, st in enumerate(picked):
        standing = _standing(st.mean, scale, scored)
        reason = _first_reason(standing, scored, st.mean) if k == 0 else _other_reason(first - standing, scored)
        out.append(Suggestion(st.action, _words(rules, view, st.action), reason, st.visits, st.mean, standing))
    return out


def _standing(reward: float, scale: float, scored: bool) -> float:
    """What a reward says: the expected lead in points, or (unscored) the chance of coming out ahead."""
    return scale * _logit(reward) if scored else reward


def _logit(p: float) -> float:
    # A search that saw only wins or only losses through a move: held a little off the ends.
    p = min(1.0 - EDGE, max(EDGE, p))
    return math.log(p / (1.0 - p))


EDGE = 0.005  # rewards this near 0 or 1 say only "far behind" or "far ahead": the lead is past reading


def _first_reason(standing: float, scored: bool, reward: float = 0.5) -> str:
    if not scored:
        # The reward pits the seat against its best rival alone: not its chance of winning the game.
        return f"gives you about {round(standing * 100)}% to come out ahead of your best rival"
    if reward <= EDGE or reward >= 1.0 - EDGE:
        # Every look-ahead ended far from level: a number here would be the clamp's, not the game's.
        return f"expects you far {'ahead of' if reward > 0.5 else 'behind'} your best rival"
    amount = f"{abs(standing):.1f}"
    if amount == "0.0":
        return "expects you level with your best rival"
    unit = "point" if amount == "1.0" else "points"
    side = "ahead of" if standing > 0 else "behind"
    return f"expects you {amount} {unit} {side} your best rival"


def _other_reason(short: float, scored: bool) -> str:
    if not scored:
        percent = round(short * 100)
        if percent <= 0:  # liked as much or more on fewer tries: 1. held up when weighed longer
            return "about as good a chance as 1."
        return f"{percent}% less chance than 1."
    amount = f"{abs(short):.1f}"
    if amount == "0.0":
        return "about as good as 1."
    if short < 0:
        # Tried less often but liked a little more: the search weighed 1. longer and kept it.
        return "about as good as 1. on fewer tries"
    unit = "point" if amount == "1.0" else "points"
    return f"{amount} {unit} less than 1."


def _words(rules: Rules, view: Any, action: Action) -> str:
    try:
        return rules.describe_own(view, action)  # the player's own words: the card it keeps, named
    except Exception:  # words are a courtesy: a game whose words need more still gets its move named
        return type(action).__name__
