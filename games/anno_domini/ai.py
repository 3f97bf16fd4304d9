"""Anno Domini's hooks for the generic computer players (games/core/ai/hooks.py).

- Sampling: a view hides every deck's order and the other hands (their sizes are public). The
  cards a seat has not seen are dealt again: each other seat's own Starting cards that are in
  neither its discard pile nor its card spaces go to its hand and deck; the Mahane and 33 A.D.
  cards nobody has shown fill the rest of those hands and their decks. One's own deck is
  shuffled from one's own unseen Starting cards.
- Evaluation (ai_eval.py): VP so far, what the end of the game would give now, and what the
  position promises (sets under way, Followers behind empty seats, goods the Warehouse keeps).
- Order and rollouts (ai_policy.py): cards where they carry a set on, Visits and gains taken,
  the Market and the Temple left when done.
- Budget: a turn is a card and then some 3 to 8 smaller decisions; the card gets most of the
  level's iterations, the rest a smaller share, so that Normal answers within a second.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.anno_domini import ai_eval, ai_policy
from games.anno_domini.rules.actions import BarabbasTurn
from games.anno_domini.rules.cards import mahane_cards, starting_cards
from games.anno_domini.rules.info import SOLO_MARK
from games.anno_domini.rules.state import HIDDEN, AnnoState, Player, with_item
from games.core.contract import Action, ChanceRequest
from games.core.rng import Rng

if TYPE_CHECKING:
    from games.anno_domini.rules.engine import AnnoDominiRules

PLAY_SHARE = 0.7
FOLLOW_UP_SHARE = 0.3
# Alone against Barabbas a game counts as won only with this many VP as well (the campaign's
# bar): the search weighs the player against the better of Barabbas and this mark.
SOLO_TARGET = float(SOLO_MARK)


class AnnoDominiHooks:
    scale = 8.0

    def __init__(self, rules: AnnoDominiRules) -> None:
        self.rules = rules
        self.cfg = rules.config

    # --- sampling what is hidden ---

    def sample_hidden(self, view: AnnoState, seat: int, rng: Rng) -> AnnoState:
        shuffler = random.Random(rng.next_u64())
        w = view.copy()
        sizes = view.hand_sizes or tuple(len(pl.hand or ()) for pl in view.p)
        shown: set[str] = set(view.face_up)
        for pl in view.p:
            shown.update(c for row in pl.rows for c in row)
        shown.update(view.p[seat].hand or ())
        aside = _set_aside(view)
        for held in aside.values():
            shown.update(held)
        shared_m = [c for c in mahane_cards(self.cfg, view.players) if c not in shown]
        shared_a = [c for c in self.cfg.ad33 if c not in shown]
        shuffler.shuffle(shared_m)
        shuffler.shuffle(shared_a)
        mahane, shared_m = shared_m[:len(view.mahane)], shared_m[len(view.mahane):]
        ad33, shared_a = shared_a[:len(view.ad33)], shared_a[len(view.ad33):]
        extra = shared_m + shared_a
        shuffler.shuffle(extra)
        people = view.p
        starting = starting_cards(self.cfg, view.players)
        for k, pl in enumerate(view.p):
            # counted, not as a set: the solitaire deck holds every 2-player card twice
            seen = Counter(pl.discard) + Counter(c for row in pl.rows for c in row) + Counter(aside.get(k, ()))
            unseen = list((Counter(starting) - seen).elements())
            if k == seat:
                for c in pl.hand or ():
                    if c in unseen:
                        unseen.remove(c)
                shuffler.shuffle(unseen)
                people = with_item(people, k, _with(pl, deck=tuple(unseen[:len(pl.deck)])))
                continue
            shuffler.shuffle(unseen)
            own_in_hand = max(0, min(sizes[k], len(unseen) - len(pl.deck)))
            hand = unseen[:own_in_hand]
            deck = unseen[own_in_hand:own_in_hand + len(pl.deck)]
            take = sizes[k] - own_in_hand
            hand += extra[:take]
            extra = extra[take:]
            people = with_item(people, k, _with(pl, hand=tuple(sorted(hand)), deck=tuple(deck)))
        w.p = people
        w.mahane, w.ad33 = tuple(mahane), tuple(ad33)
        w.hand_sizes = ()
        w.rng = Rng(shuffler.getrandbits(64))  # the future shuffles are unknown too
        if view.bar is not None:
            self._sample_barabbas(w, shuffler)
        return w

    def _sample_barabbas(self, w: AnnoState, shuffler: random.Random) -> None:
        """His deck dealt again from the cards he has not shown, the face-down Judgment tiles
        from those not yet turned over."""
        bar = w.bar
        assert bar is not None
        if HIDDEN in bar.deck:
            unseen = [c for c in self.cfg.solo.deck if c not in bar.discard]
            shuffler.shuffle(unseen)
            w.bar = replace(bar, deck=tuple(unseen[:len(bar.deck)]))
        if HIDDEN in w.judgments:
            pool = [t for t in self.cfg.solo.tiles if t not in bar.revealed]
            shuffler.shuffle(pool)
            w.judgments = tuple(pool.pop() if t == HIDDEN and pool else ("" if t == HIDDEN else t)
                                for t in w.judgments)

    def sample_outcome(self, state: AnnoState, request: ChanceRequest, rng: Rng) -> Action:
        """His next card: the top of a sampled deck, or on a view one he has not shown."""
        bar = state.bar
        assert bar is not None
        if bar.deck and bar.deck[0] != HIDDEN:
            return BarabbasTurn(bar.deck[0])
        unseen = [c for c in self.cfg.solo.deck if c not in bar.discard and c not in bar.deck]
        return BarabbasTurn(unseen[rng.below(len(unseen))])

    # --- evaluation ---

    def evaluate(self, state: AnnoState) -> list[float]:
        if state.over:
            values = [float(sheet.total) for sheet in self.rules.scores(state)]
        else:
            values = ai_eval.evaluate(self.cfg, state)
        if state.bar is not None:
            values.append(max(ai_eval.barabbas_value(self.cfg, state), SOLO_TARGET))
        return values

    def order_actions(self, state: AnnoState, actions: list[Action]) -> list[Action]:
        return ai_policy.order(self.cfg, state, actions)

    def rollout_action(self, state: AnnoState, actions: list[Action], rng: Rng) -> Action:
        return ai_policy.rollout(self.cfg, state, actions, rng)

    def budget_share(self, state: AnnoState, seat: int) -> float:
        """Choosing the card to play is the turn's plan; the choices it leads to get a share."""
        return PLAY_SHARE if state.tasks and state.tasks[-1].kind == "play" else FOLLOW_UP_SHARE


def _set_aside(s: AnnoState) -> dict[int, tuple[str, ...]]:
    """Per seat, the cards off its board for a moment: taken up by a Redistribute, or the set of
    a Visit under way (public: everyone saw them played)."""
    out: dict[int, tuple[str, ...]] = {}
    for task in s.tasks:
        if task.kind in ("redistribute", "visit_end"):
            out[task.seat] = out.get(task.seat, ()) + task.items
    return out


def _with(pl: Player, **changes: Any) -> Player:
    clone = object.__new__(Player)
    clone.__dict__.update(pl.__dict__)
    clone.__dict__.update(changes)
    return clone


def make_hooks(rules: AnnoDominiRules) -> AnnoDominiHooks:
    return AnnoDominiHooks(rules)
