"""A hint for a human seat: what Normal would play there, with the two moves it liked next,
each with what the search expects of it in words.

Computed exactly as a Normal computer of that seat decides: from the seat's view only, with the
same search, settings and generator, so the first suggestion is the move Normal would play.
The reason beside each move is in the game's points: the search keeps, for each of its first
moves, the seat's lead over its best rival in the positions its look-aheads judged, and the
first move says that average lead; each alternative says how much less it expects than the
first, which is what a player weighs. (Not the reward turned back into points: a mean of
logistic rewards is ruled by its best look-ahead, and far from level it read only "far behind"
for half of a game played alone.) Alone, the rival is what a win needs (a side no seat plays,
or a mark the game sets). A game without points (GameInfo.scored False), and a move every
look-ahead of which finished the game, says the reward itself: the chance the look-ahead gives
the seat of coming out ahead of its best rival (one seat against one, so an even table reads
50%, not the one-in-four chance of winning a four-seat game); alone, that is its chance to win.
The moves are said in the player's own words (Rules.describe_own): the card she keeps, named.
Pure: the window asks for it through the computer players' worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
    standing: float  # its look-aheads' average lead in the game's points (no points: the reward)


def suggest(rules: Rules, view: Any, seat: int, rng: Rng, shown: int = SHOWN) -> list[Suggestion]:
    """Normal's choice for `seat` in `view` and the next best moves it tried, best first.
    `rng` is the decision's generator: the same one gives Normal's own move."""
    ranked = NormalPlayer().rank(rules, view, seat, rng, leads=True)
    # The first is the one played; the alternatives must have been tried to have a value at all.
    picked = ranked[:1] + [s for s in ranked[1:] if s.visits > 0][: shown - 1]
    if len(picked) == 1 and picked[0].visits == 0:  # nothing was weighed: one move, or one worth making
        only = len(rules.legal_actions(view)) == 1
        reason = "your only move here" if only else "the only move worth weighing here"
        return [Suggestion(picked[0].action, _words(rules, view, picked[0].action), reason, 0, 0.0, 0.0)]
    scored = rules.info.scored
    alone = len(rules.scores(view)) == 1
    first = picked[0]
    out = []
    for k, st in enumerate(picked):
        in_points = scored and st.lead is not None and first.lead is not None
        standing = st.lead if scored and st.lead is not None else st.mean
        if k == 0:
            reason = _first_reason(st.lead if scored else None, st.mean, alone)
        elif in_points:
            reason = _other_reason(first.lead - st.lead, True)  # type: ignore[operator]
        else:
            reason = _other_reason(first.mean - st.mean, False)
        out.append(Suggestion(st.action, _words(rules, view, st.action), reason, st.visits, st.mean, standing))
    # The alternatives best first by what they are expected to bring, as a list is read (the
    # search tried them in another order: "2. ... 0.6 less" above "3. ... 0.5 less" misled).
    if len({st.lead is None for st in picked}) == 1:  # all in one unit (points, or all chances)
        out[1:] = sorted(out[1:], key=lambda s: -s.standing)
    return out


def _first_reason(lead: float | None, reward: float, alone: bool = False) -> str:
    """The first move's line: the lead in points its look-aheads ended with on average, or
    (no points: an unscored game, or every look-ahead finished the game) the chance they give."""
    rival = "what a win needs" if alone else "your best rival"
    if lead is None:
        # The reward pits the seat against its best rival alone: not its chance of winning the
        # game, unless the seat plays alone.
        return f"gives you about {round(reward * 100)}% to " + ("win" if alone else f"come out ahead of {rival}")
    amount = f"{abs(lead):.1f}"
    if amount == "0.0":
        return f"expects you level with {rival}"
    unit = "point" if amount == "1.0" else "points"
    if alone:
        return f"expects you {amount} {unit} {'past' if lead > 0 else 'short of'} {rival}"
    return f"expects you {amount} {unit} {'ahead of' if lead > 0 else 'behind'} {rival}"


def _other_reason(short: float, in_points: bool) -> str:
    if not in_points:
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
