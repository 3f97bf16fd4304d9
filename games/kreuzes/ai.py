"""Kreuzes' hooks for the generic search: sampling what a seat cannot see (the other hands, the
decks, the face-down city tokens, the attacker's secret number at Jerusalem) from public counts,
drops sampled from the tower's odds table (physics/odds.py, never the live physics), and a
plain evaluation (distance to Jerusalem, Muslim cities toward the requirement, troops, morale
of 6 or more, green cubes inside the tower, the Saracens' threat) with move ordering and the
moves a sensible knight never makes from games/kreuzes/ai_judge.py."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Any

from games.core.ai.hooks import DefaultHooks, reseed
from games.core.contract import Action, ChanceRequest
from games.core.rng import Rng
from games.kreuzes.ai_judge import Judge
from games.kreuzes.rules.actions import Emptied, SampledDrop
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import FULL, HIDDEN_EVENT, HIDDEN_MOVEMENT, KreuzesState
from physics.odds import OddsTable


@cache
def odds() -> OddsTable:
    from physics.config import load_tower_config

    return load_tower_config().odds


def sample_drop(state: KreuzesState, request: ChanceRequest, rng: Rng, table: OddsTable) -> Action:
    """A drop's outcome from the odds table: each cube out independently, by the handful's size
    and the cube's age; an emptying brings every cube out."""
    if request.kind == "empty":
        return Emptied(tuple(sorted(state.tower.by_colour().items())), 0)
    dropped = {colour: n for colour, n in request.detail[0]}
    size = sum(dropped.values())
    out: Counter[str] = Counter()
    kept: Counter[tuple[str, int]] = Counter()
    cubes = [(c, a, n) for c, a, n in state.tower.counts] + [(c, 0, n) for c, n in dropped.items()]
    for colour, age, n in cubes:
        p = table.chance_out(size, age)
        gone = sum(1 for _ in range(n) if rng.random() < p)
        out[colour] += gone
        if n - gone:
            kept[(colour, age + 1)] += n - gone
    return SampledDrop(tuple(sorted((c, n) for c, n in out.items())),
                       tuple(sorted((c, a, n) for (c, a), n in kept.items())))


# A turn's moves after its first (each step of a march, the discards) and the setup's redraw
# get this share of the level's budget: the first decision of a turn sets its course, and a
# turn of six steps then plays out in about two first decisions' time.
FOLLOW_UP_SHARE = 0.3


class KreuzesHooks(DefaultHooks):
    scale = 15.0

    def __init__(self, rules: KreuzesRules, hard: bool = False) -> None:
        super().__init__(rules)
        self.kreuzes = rules
        self.judge = Judge(rules, hard)
        self._hard: KreuzesHooks | None = None
        self.card_pool = Counter({c.id: c.count for c in rules.config.cards.values()})
        self._last_unseen: tuple[tuple[object, ...], list[str]] | None = None

    def sample_hidden(self, view: KreuzesState, seat: int, rng: Rng) -> KreuzesState:
        cfg = self.kreuzes.config
        w = reseed(view, rng).copy()
        w.viewer = FULL  # a determinization: every holding filled in
        unseen = list(self._unseen(view))
        shuffler = random.Random(rng.next_u64())
        shuffler.shuffle(unseen)
        movement = [c for c in unseen if cfg.cards[c].is_movement]
        events = [c for c in unseen if not cfg.cards[c].is_movement]
        hands = []
        for hand in view.hands:
            new = [c for c in hand if c not in (HIDDEN_MOVEMENT, HIDDEN_EVENT)]
            for c in hand:
                pile = movement if c == HIDDEN_MOVEMENT else events if c == HIDDEN_EVENT else None
                if pile is not None and pile:
                    new.append(pile.pop())
            hands.append(tuple(sorted(new)))
        w.hands = tuple(hands)
        if w.option("decks") == "one":
            rest = movement + events
            shuffler.shuffle(rest)
            w.move_deck, w.event_deck = tuple(rest[:len(view.move_deck)]), ()
        else:
            w.move_deck, w.event_deck = tuple(movement[:len(view.move_deck)]), tuple(events[:len(view.event_deck)])
        w.tokens = self._tokens(view, shuffler)
        siege = view.siege
        if siege is not None and siege.step == "defend" and siege.attack < 0:
            from dataclasses import replace

            troops = view.knights[siege.seat].troops
            w.siege = replace(siege, attack=shuffler.randint(min(5, troops), max(5, troops)))
        return w

    def _unseen(self, view: KreuzesState) -> list[str]:
        """The cards `view` has not seen, in a fixed order; worked out once per view (a search
        samples the same view a thousand times)."""
        # Keyed by what it is drawn from, not by the view's identity: states are mutable here.
        key = (view.hands, view.move_discard, view.event_discard, view.removed, tuple(k.kept for k in view.knights))
        last = self._last_unseen
        if last is not None and last[0] == key:
            return last[1]
        seen: Counter[str] = Counter()
        for hand in view.hands:
            seen.update(c for c in hand if c not in (HIDDEN_MOVEMENT, HIDDEN_EVENT))
        seen.update(view.move_discard + view.event_discard + view.removed)
        for knight in view.knights:
            seen.update(knight.kept)
        unseen = list((self.card_pool - seen).elements())
        self._last_unseen = (key, unseen)
        return unseen

    def _tokens(self, view: KreuzesState, shuffler: random.Random) -> tuple[tuple[str, int, int], ...]:
        cfg = self.kreuzes.config
        if view.option("cities") == "historical":
            return tuple((city, cfg.cities[city].treasure, d) for city, _t, d in view.tokens)
        out = []
        for faith in ("christian", "muslim"):
            pool = Counter(c.treasure for c in cfg.cities.values() if c.faith == faith)
            pool -= Counter(t for city, _s, t in view.taken if cfg.cities[city].faith == faith)
            values = list(pool.elements())
            shuffler.shuffle(values)
            for city, _t, d in view.tokens:
                if cfg.cities[city].faith == faith:
                    out.append((city, values.pop() if values else 4, d))
        return tuple(sorted(out))

    def sample_outcome(self, state: KreuzesState, request: ChanceRequest, rng: Rng) -> Action:
        return sample_drop(state, request, rng, odds())

    def evaluate(self, state: KreuzesState) -> Sequence[float]:
        return [*self.judge.values(state), self.judge.saracens(state)]

    def budget_share(self, state: KreuzesState, seat: int) -> float:
        if state.combat is not None or state.siege is not None or state.tasks:
            return 1.0
        if state.phase in ("setup", "discard"):
            return FOLLOW_UP_SHARE
        under_way = state.phase == "play" and (state.move.moved or state.spent != (0, 0))
        return FOLLOW_UP_SHARE if under_way else 1.0

    def for_level(self, level: str) -> KreuzesHooks:
        """Hard's knights read where their rivals are heading and keep a card for Jerusalem's
        terrain near the end of their road (Judge.hard); the other levels search with these hooks."""
        if level != "hard" or self.judge.hard:
            return self
        if self._hard is None:
            self._hard = KreuzesHooks(self.kreuzes, hard=True)
        return self._hard

    def order_actions(self, state: KreuzesState, actions: list[Action]) -> list[Action]:
        return self.judge.order(state, actions)

    def rollout_action(self, state: KreuzesState, actions: list[Action], rng: Rng) -> Action:
        ranked = self.judge.first_of_order(state, actions, 2)
        return ranked[rng.below(len(ranked))]


def make_hooks(rules: Any) -> KreuzesHooks:
    return KreuzesHooks(rules)
