"""Jerusalem's hooks for the generic computer players (games/core/ai/hooks.py).

- Sampling: a view hides the other screens (Squires, Bezants, Action cards), the deck,
  the Events still face down and, mostly, the draft. How many cards each other seat holds
  is public (one drafted a round, the Academics' draws, less those played: the view's
  `tally_cards`); its cards, the draft and the deck are dealt from the cards nobody has seen.
  Squires and Bezants behind a screen are not guessed: each goes behind a screen or comes
  out of one in the open, and the view keeps the table's tally of every screen
  (`tally_squires`, `tally_bezants`), which the sampled world takes as it is.
- Evaluation: everything a seat has, in Prestige: its tower (the Prestige it cost), its
  Prestige, its Bezants and Squires at what they usually buy, and the revenue and
  privileges of the Areas and Districts it holds now, for the revenue phases still to come
  (this round's while each Area has still to pay); in the last round, the King's Gifts its
  screen would earn, nothing more for Squires and cards once its last deploy turn is over,
  and after Phase 2 the end reckoned as it will fall: each tower by the floors it will have,
  Prestige left over only as a tie-break.
- Order and pruning: never a move a sensible player never makes (games/jerusalem/ai_judge.py:
  peddling what was just bought or placed, bidding beyond an Office's worth); bids only at a
  few steps (the next bid up, a little more, a pass), only the whole revenue of an Area,
  Squires first where they win or keep an Area.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from games.core.ai.hooks import reseed
from games.core.ai.search import SearchSettings
from games.core.contract import Action
from games.core.rng import Rng
from games.jerusalem.ai_judge import Sense
from games.jerusalem.rules import city, revenues
from games.jerusalem.rules.actions import Bid, EndTurn, Hire, Pass, Peddle, PickSquire, Place, PlaceBaron, PlayCard
from games.jerusalem.rules.state import HIDDEN, JerusalemState

if TYPE_CHECKING:
    from games.jerusalem.rules.engine import JerusalemRules

# What a Bezant and a Squire behind the screen are worth in Prestige: two Bezants buy a
# Prestige at the Market; a Squire wins revenue when placed, but not every one does.
BEZANT = 0.35
SQUIRE = 0.45
CARD = 0.9  # an Action card: a small gain when played, or a King's Gift kept
# Prestige left after the last construction only breaks a tie of towers: a little, so that more
# is still better, but far less than the floor it fell short of.
LEFTOVER = 0.25
ON_BOARD = 0.25  # a Squire in the city beyond what holds an Area: it may win one later
PRIVILEGE = {"academics": 0.8, "materials": 1.5, "intrigue": 2.0}
BID_STEPS = (0, 1, 2, 4)  # raises considered above the lowest legal bid
OPENING_BIDS = (0, 1, 2, 3, 5)
# A deploy turn is 20 to 30 single moves. Its first is weighed with the whole budget; the rest mostly
# carry on a plan already weighed, and at a full budget each a computer turn took ten seconds or more.
# At 0.15 a follow-up is decided (about 0.1 s) within the table's pace between moves: 25 moves in about 4 s.
FOLLOW_UP_SHARE = 0.15
HARD_SCALE_FACTOR = 4.0  # Hard's scale: 16 Prestige for a 73% lead (tune_level)


class JerusalemHooks:
    scale = 4.0

    def __init__(self, rules: JerusalemRules) -> None:
        self.rules = rules
        self.cfg = rules.config
        self.catalog = rules.catalog
        self.sense = Sense(rules.catalog)
        self.rounds = self.cfg.rules["rounds"]
        self.event_rounds = self.cfg.rules["event_rounds"]
        self.all_cards = [card.id for card in self.cfg.cards.values() for _ in range(card.count)]
        self.area_value = [self._resources_value(a.revenue) for a in self.cfg.areas]
        self.districts = [(d.privilege, d.areas) for d in self.cfg.districts if d.privilege]
        self.area_index = {a.id: a.index for a in self.cfg.areas}
        self.office_value = {number: SQUIRE * o.squires + BEZANT * (o.bezants + o.marshal_bezants)
                             for number, o in self.cfg.offices.items()}

    @staticmethod
    def _resources_value(r: Any) -> float:
        return r.prestige + BEZANT * r.bezants + SQUIRE * r.squires

    # --- sampling what is hidden ---

    def sample_hidden(self, view: JerusalemState, seat: int, rng: Rng) -> JerusalemState:
        if view.squires[seat] is None:  # a spectator's view: no anchor for guesses
            return reseed(view, rng)
        shuffler = random.Random(rng.next_u64())
        w = view.copy()
        others = [k for k in range(view.players) if view.squires[k] is None]
        # Every Squire and Bezant crosses a screen in the open, so the table's tally is each
        # screen exactly (rules/state.py): nothing of it is left to guess.
        w.squires = tuple(view.tally_squires[k] if k in others else n for k, n in enumerate(view.squires))
        w.bezants = tuple(view.tally_bezants[k] if k in others else n for k, n in enumerate(view.bezants))
        self._deal_cards(view, seat, w, others, shuffler)
        self._turn_events(view, w, shuffler)
        w.rng = Rng(shuffler.getrandbits(64))  # the future shuffles are unknown too
        return w

    def _deal_cards(self, view: JerusalemState, seat: int, w: JerusalemState, others: list[int],
                    shuffler: random.Random) -> None:
        unseen = list(self.all_cards)
        for card in (*view.discard, *(view.hands[seat] or ()), *view.set_aside,
                     *(c for c in view.draft if c != HIDDEN)):
            unseen.remove(card)
        shuffler.shuffle(unseen)
        counts = {k: view.tally_cards[k] for k in others}  # how many each holds is counted in the open
        hands = list(view.hands)
        for k in others:
            hands[k], unseen = tuple(sorted(unseen[: counts[k]])), unseen[counts[k]:]
        w.hands = tuple(hands)
        w.draft, unseen = _fill_hidden(view.draft, unseen)
        w.deck = tuple(unseen[: len(view.deck)])

    def _turn_events(self, view: JerusalemState, w: JerusalemState, shuffler: random.Random) -> None:
        if HIDDEN not in view.events:
            return
        pool = [e for e in self.cfg.events if e not in view.events]
        if view.players == 2:
            pool = [e for e in pool if e not in self.cfg.rules["two_player"]["removed_events"]]
        shuffler.shuffle(pool)
        w.events, _ = _fill_hidden(view.events, pool)

    # --- evaluation ---

    def evaluate(self, state: JerusalemState) -> list[float]:
        n = state.players
        if state.step == "over":  # the tallest tower wins, then the most Prestige
            return [100.0 * f + p for f, p in zip(state.floors, state.prestige, strict=True)]
        if state.round == self.rounds and state.step in _SETTLED:
            return self._final_reckoning(state)
        squires, bezants = _screens(state)
        spent = self._deployed(state)
        points = [float(f * (f + 3) // 2 + p) for f, p in zip(state.floors, state.prestige, strict=True)]
        for k in range(n):
            points[k] += BEZANT * bezants[k]
            if k not in spent:  # Squires and cards are for deploy turns; after the last, only the Gifts count them
                points[k] += SQUIRE * squires[k] + CARD * len(state.hands[k] or ())
        self._offices(state, points)
        self._gifts(state, points)
        # An Area pays in this round's revenue phase (weight 1, while it is still to pay) and,
        # less surely, in the later ones (0.4 each): during the revenue step the Areas before
        # the cursor have paid already, those from it on are still to pay this round.
        later = self.rounds - state.round
        paid = min(1.0, later) + 0.4 * max(0, later - 1)
        unpaid = 1.0 + 0.4 * later
        weight = unpaid if state.step in _BEFORE_REVENUE else paid
        board = state.board
        offices = state.offices
        for area, row in enumerate(board):
            if not any(row):
                continue
            holder = city.leader(row, offices)
            if holder is not None:
                due = state.step == "revenue" and area >= state.cursor
                points[holder] += (unpaid if due else weight) * self.area_value[area]
            for k in range(n):
                if k != holder:
                    points[k] += ON_BOARD * row[k]
        for kind, areas in self.districts:
            holder = city.leader(city.district_totals(state, areas), offices)
            if holder is not None:
                points[holder] += weight * PRIVILEGE[kind]
        return points

    def _deployed(self, state: JerusalemState) -> set[int]:
        """Seats whose last deploy turn of the game is over (in the last round, once Phase 2
        has passed them by): their Squires and cards can no longer win anything but Gifts."""
        if state.round != self.rounds or state.step not in ("deploy", *_SETTLED):
            return set()
        if state.step != "deploy":
            return set(range(state.players))
        acting = state.offices[state.actor] if state.actor is not None else None
        return {k for k, office in enumerate(state.offices)
                if office is not None and acting is not None and office < acting}

    def _final_reckoning(self, state: JerusalemState) -> list[float]:
        """The last round after Phase 2, judged by the tower each seat will end with: every
        floor at the Prestige it cost, as everywhere in the evaluation, but Prestige left
        over at the end only as the tie-break it then is (LEFTOVER). Prestige one point short
        of a floor is thus worth little, and the point that completes it a whole floor."""
        floors, prestige = self.reckon(state)
        return [f * (f + 3) / 2 + LEFTOVER * p for f, p in zip(floors, prestige, strict=True)]

    def reckon(self, state: JerusalemState) -> tuple[list[int], list[int]]:
        """The last round after Phase 2: who holds each Area is settled but for the Tower of
        David's one move, so the end is reckoned as it will fall: the Market's Prestige bought
        with the Bezants it can buy, the Court's stolen point, the revenues still to be taken,
        the King's Gifts of the screens as they will be, and the construction every seat must
        then make. Each seat's floors and Prestige at the end."""
        cat, cfg = self.catalog, self.cfg
        squires, bezants = (list(v) for v in _screens(state))
        prestige = list(state.prestige)
        still = _SETTLED[_SETTLED.index(state.step):]
        for privilege in cfg.privileges:
            if privilege.kind not in still:
                continue
            holder = revenues.privilege_holder(cat, state, privilege)
            if holder is None:
                continue
            if privilege.kind == "materials":
                bought = min(privilege.most, bezants[holder] // privilege.price)
                prestige[holder] += bought
                bezants[holder] -= bought * privilege.price
            elif privilege.kind == "intrigue":
                prestige[holder] += privilege.steal
        first = state.cursor if state.step == "revenue" else 0
        for area in range(first, len(cfg.areas)):
            if len(cat.revenue[area]) == 1:  # pays nothing here (the Tower of David paid in 3.1)
                continue
            holder = city.controller(state, area)
            if holder is not None:
                r = cfg.areas[area].revenue
                squires[holder] += r.squires
                bezants[holder] += r.bezants
                prestige[holder] += r.prestige
        # A hand out of sight counts by the tally: the Gift asks only whether a screen hides a card.
        hands = [hand if hand is not None else (HIDDEN,) * n
                 for hand, n in zip(state.hands, state.tally_cards, strict=True)]
        gifts = revenues.gift_prestige(cat, squires, bezants, hands)
        w = state.copy()
        w.prestige = tuple(p + g for p, g in zip(prestige, gifts, strict=True))
        revenues.construction(cat, w)
        return list(w.floors), list(w.prestige)

    def _gifts(self, state: JerusalemState, points: list[float]) -> None:
        """In the last round, before the screens open, the King's Gifts the screens would
        earn now: three Prestige for the most Squires and for the most Bezants, one for a card.
        A view that hides other screens cannot tell who has most: nothing is counted there."""
        if state.round != self.rounds or state.gifts_given:
            return
        if any(v is None for v in (*state.squires, *state.bezants, *state.hands)):
            return
        gifts = revenues.gift_prestige(self.catalog, state.squires, state.bezants, state.hands)  # type: ignore[arg-type]
        for k, gift in enumerate(gifts):
            points[k] += gift

    def _offices(self, state: JerusalemState, points: list[float]) -> None:
        """An Office pays its Squires (and Bezant) when its seat's turn of Phase 2 begins:
        until then it counts as that income. In the auction the high bidder counts the Office
        as won and the bid as paid; the others' bids will come back to them."""
        if state.step == "auction" and state.high_bidder is not None and state.auction_office is not None:
            k = state.high_bidder
            points[k] += self.office_value[state.auction_office] - BEZANT * (state.bids[k] or 0)
        acting = state.offices[state.actor] if state.step == "deploy" and state.actor is not None else None
        if state.step not in ("auction", "draft", "deploy"):
            return
        for k, office in enumerate(state.offices):
            if office is not None and (acting is None or office > acting):
                points[k] += self.office_value[office]

    # --- ordering and pruning ---

    def order_actions(self, state: JerusalemState, actions: list[Action]) -> list[Action]:
        step = state.step
        if step == "deploy" and state.turn.pending is None:
            return self._deploy_order(state, actions, len(actions))
        actions = self.sense.sensible(state, actions)
        if step == "revenue":
            return actions[:1]  # the whole revenue (the catalog lists it first); less is never better
        if step == "auction" and any(isinstance(a, Bid) for a in actions):
            return _bids(actions)
        if step == "deploy" and any(isinstance(a, PickSquire) for a in actions):
            return self._pick_order(state, actions)
        return actions

    def _deploy_score(self, state: JerusalemState, seat: int, action: Action) -> float:
        if isinstance(action, PlaceBaron):
            return 3.0
        if isinstance(action, Place):
            area = self.area_index[action.area]
            row = state.board[area]
            holder = city.leader(row, state.offices)
            if holder == seat:
                best_other = max((n for k, n in enumerate(row) if k != seat), default=0)
                return 0.3 * self.area_value[area] if row[seat] - best_other <= 1 else 0.05
            gained = list(row)
            gained[seat] += 1
            if city.leader(gained, state.offices) == seat:
                return self.area_value[area]
            return 0.2 * self.area_value[area] / (1 + max(row) - row[seat])
        if isinstance(action, PlayCard):
            return 1.0
        if isinstance(action, Hire):
            return 0.4
        if isinstance(action, EndTurn):
            return 0.5 if not state.squires[seat] else 0.1
        if isinstance(action, Peddle):
            return -1.0
        return 0.0

    def _pick_order(self, state: JerusalemState, actions: list[Action]) -> list[Action]:
        """Own Squires to give up: first where they hold nothing; opponents' to take: where
        they hold the most valuable Area."""
        seat = state.actor

        def score(action: Action) -> float:
            if not isinstance(action, PickSquire):
                return -10.0
            area = self.area_index[action.area]
            holder = city.leader(state.board[area], state.offices)
            if action.seat == seat:
                return -self.area_value[area] if holder == seat else 1.0
            return self.area_value[area] if holder == action.seat else 0.2

        return sorted(actions, key=score, reverse=True)

    def tune_level(self, level: str, settings: SearchSettings) -> SearchSettings:
        """Hard reads a lead more soberly: within a round the evaluation swings by 20 to 40
        points as seats deploy in turn (the seat that has just placed its Squires looks far
        ahead of those still to come), and at Normal's scale that reads as a sure win or a
        sure loss for every move, which leaves the search nothing to choose by."""
        return replace(settings, scale_factor=HARD_SCALE_FACTOR) if level == "hard" else settings

    def budget_share(self, state: JerusalemState, seat: int) -> float:
        turn = state.turn
        under_way = any(turn.arrived) or turn.hired or turn.marshal_used or turn.pending is not None
        return FOLLOW_UP_SHARE if state.step == "deploy" and under_way else 1.0

    def rollout_action(self, state: JerusalemState, actions: list[Action], rng: Rng) -> Action:
        if state.step == "deploy" and state.turn.pending is None:
            ranked = self._deploy_order(state, actions, 2)
        else:
            ranked = self.order_actions(state, actions)
        return ranked[rng.below(min(2, len(ranked)))]

    def _deploy_order(self, state: JerusalemState, actions: list[Action], n: int) -> list[Action]:
        """The first `n` sensible actions of a deploy turn, best-scored first. The sense filter
        is asked only of the best-scored ones until `n` are found: a rollout wants two, and
        asking it of all would cost more than all the scores together."""
        seat = state.actor
        assert seat is not None
        scored = sorted(((self._deploy_score(state, seat, a), k, a) for k, a in enumerate(actions)),
                        key=lambda t: (-t[0], t[1]))
        first: list[Action] = []
        for _, _, action in scored:
            if not self.sense.never(state, action, actions):
                first.append(action)
                if len(first) == n:
                    break
        return first or [a for _, _, a in scored[:n]]  # nothing sensible: the filter keeps all


def _fill_hidden(shown: tuple[str, ...], pool: list[str]) -> tuple[tuple[str, ...], list[str]]:
    """`shown` with each HIDDEN entry replaced, in order, by the next of the shuffled `pool`;
    and what is left of the pool."""
    filled = []
    for item in shown:
        if item == HIDDEN:
            item, pool = pool[0], pool[1:]
        filled.append(item)
    return tuple(filled), pool


# Steps that come before the revenues of their round (its revenue is still to be taken).
_BEFORE_REVENUE = {"auction", "draft", "deploy", "tower", "academics", "materials", "intrigue"}
# Steps of Phase 3 with a decision, in order: in the last round, after Phase 2, the end is near
# enough to reckon (JerusalemHooks._final_reckoning).
_SETTLED = ("tower", "academics", "materials", "intrigue", "revenue")


def _screens(state: JerusalemState) -> tuple[list[int], list[int]]:
    """Each seat's Squires and Bezants: the screen where it is in sight, else the table's tally
    of it (exact: rules/state.py)."""
    squires = [s if s is not None else t for s, t in zip(state.squires, state.tally_squires, strict=True)]
    bezants = [b if b is not None else t for b, t in zip(state.bezants, state.tally_bezants, strict=True)]
    return squires, bezants


def _bids(actions: list[Action]) -> list[Action]:
    """A few bids: the lowest legal one and small steps above it (the opener from zero),
    then a pass; jumping far ahead never helps in an open auction."""
    bids = sorted((a for a in actions if isinstance(a, Bid)), key=lambda b: b.amount)
    passes = [a for a in actions if isinstance(a, Pass)]
    if not bids:
        return actions
    low = bids[0].amount
    steps = OPENING_BIDS if not passes else BID_STEPS
    wanted = {low + step for step in steps}
    kept: list[Action] = [b for b in bids if b.amount in wanted]
    if passes:
        kept.insert(1, passes[0])
    return kept


def make_hooks(rules: Any) -> JerusalemHooks:
    return JerusalemHooks(rules)
