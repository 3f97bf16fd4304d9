"""Jerusalem's rules: the contract's entry points, dispatching to the phase modules.

Legality is one thing: `legal_actions`. `apply` accepts exactly those actions (and explains
any other in words), works on a shallow copy, lets the step's module act, then runs the
calendar on to the next decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core.contract import Action, IllegalAction, Options, Rules, ScoreSheet, Seat
from games.core.rng import Rng
from games.jerusalem.rules import auction, deploy, events, flow, revenues, words
from games.jerusalem.rules.actions import ACTION_TYPES
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.config import Config
from games.jerusalem.rules.info import INFO
from games.jerusalem.rules.state import HIDDEN, JerusalemState, Turn

Legal = Callable[[Catalog, JerusalemState], list[Action]]
Act = Callable[[Catalog, JerusalemState, Action], bool]

# Per step: its legal actions, and how one of them is applied (True: the step is finished).
_STEPS: dict[str, tuple[Legal, Act]] = {
    "auction": (auction.legal_auction, auction.act_auction),
    "draft": (auction.legal_draft, auction.act_draft),
    "deploy": (deploy.legal, deploy.act),
    "tower": (revenues.legal_tower, revenues.act_tower),
    "academics": (revenues.legal_privilege, revenues.act_privilege),
    "materials": (revenues.legal_privilege, revenues.act_privilege),
    "intrigue": (revenues.legal_privilege, revenues.act_privilege),
    "revenue": (revenues.legal_revenue, revenues.act_revenue),
    "succession": (events.legal, events.act),
    "tax": (events.legal, events.act),
    "war": (events.legal, events.act),
}


def _only(values: tuple, seat: int | None) -> tuple:
    """One seat's entry of a per-seat tuple; the others masked."""
    masked: list = [None] * len(values)
    if seat is not None:
        masked[seat] = values[seat]
    return tuple(masked)


def _cards_held(s: JerusalemState) -> int:
    return sum(len(hand or ()) for hand in s.hands)


# The rulebook's phases as a player names them, by the engine's steps.
PHASE_WORDS = {"auction": "Auction", "draft": "Action card draft", "deploy": "Deployment", "revenue": "Revenues",
               "tower": "Revenues", "intrigue": "Revenues", "academics": "Revenues", "materials": "Revenues",
               "succession": "Event: Succession", "tax": "Event: Special Tax", "war": "Event: War"}


class JerusalemRules(Rules[JerusalemState]):
    info = INFO
    action_types = ACTION_TYPES
    tiebreak_text = "more Prestige, then the lower Office in the last round"

    def __init__(self, config: Config) -> None:
        self.config = config
        self.catalog = Catalog(config)

    # --- the game ---

    def setup(self, options: Options, seats: list[Seat], seed: int) -> JerusalemState:
        cfg = self.config
        n = len(seats)
        if not INFO.min_players <= n <= INFO.max_players:
            raise ValueError(f"Jerusalem is for {INFO.min_players} to {INFO.max_players} players, not {n}.")
        rng = Rng.from_seed(seed)
        two = cfg.rules["two_player"]
        deck = [card.id for card in cfg.cards.values() for _ in range(card.count)]
        set_aside = tuple(two["set_aside_cards"]) if n == 2 else ()
        for card in set_aside:
            deck.remove(card)
        rng.shuffle(deck)
        pool = [e for e in cfg.events if not (n == 2 and e in two["removed_events"])]
        rng.shuffle(pool)  # the cards beyond the event rounds stay in the box unseen
        opener = rng.below(n) if options.get("first_bidder") == "lot" else 0
        start = cfg.rules["start"]
        areas = len(cfg.areas)
        w = JerusalemState(
            players=n, names=tuple(seat.name for seat in seats), round=1, step="auction", actor=opener,
            board=((0,) * n,) * areas, barons=(None,) * n,
            playable=tuple(n != 2 or a.district in two["districts"] for a in cfg.areas),
            prestige=(start["prestige"],) * n, floors=(0,) * n, offices=(None,) * n, last_offices=(None,) * n,
            squires=(0,) * n, bezants=(start["bezants"],) * n, hands=((),) * n,
            tally_squires=(0,) * n, tally_bezants=(start["bezants"],) * n, tally_cards=(0,) * n,
            deck=tuple(deck), discard=(), set_aside=set_aside,
            events=tuple(pool[:len(cfg.rules["event_rounds"])]), draft=(), drafted=(),
            auction_office=None, bids=(None,) * n, high_bidder=None, passed=(False,) * n,
            turn=Turn(arrived=(0,) * areas), palace_barred=(), cursor=0, lifted=(0,) * areas,
            war_left=0, war_taken=(0,) * n, gifts_given=False, notes=(), rng=rng,
        )
        flow.start_round(self.catalog, w)
        auction.begin_auction(self.catalog, w, opener)
        return w

    def current_player(self, state: JerusalemState) -> int | None:
        return state.actor

    def legal_actions(self, state: JerusalemState) -> list[Action]:
        if state.actor is None:
            return []
        return _STEPS[state.step][0](self.catalog, state)

    def apply(self, state: JerusalemState, action: Action) -> JerusalemState:
        if action not in self.legal_actions(state):
            raise IllegalAction(words.explain(self.catalog, state, action))
        w = state.copy()
        w.notes = ()
        if _STEPS[w.step][1](self.catalog, w, action):
            flow.continue_after(self.catalog, w)
        return w

    # --- what each seat sees ---

    def view(self, state: JerusalemState, seat: int | None) -> JerusalemState:
        v = state.copy()
        # The screens are masked; the table's tally of them (`tally_squires`, `tally_bezants`) is
        # public and stays, as a player who watched every move knows it.
        v.squires, v.bezants, v.hands = (_only(values, seat) for values in (state.squires, state.bezants, state.hands))
        v.deck = (HIDDEN,) * len(state.deck)
        rounds = self.config.rules["event_rounds"]
        v.events = tuple(e if rounds[i] <= state.round else HIDDEN for i, e in enumerate(state.events))
        # Only the picker and the seat that handed it these cards know them: an earlier picker
        # seeing what is left would learn what every later seat kept.
        passer = state.drafted[-1] if state.drafted else None
        sees_draft = state.step == "draft" and seat is not None and seat in (state.actor, passer)
        if not sees_draft:
            v.draft = (HIDDEN,) * len(state.draft)
        v.rng = Rng(0)  # the seed would give away the deck
        return v

    def hidden_holdings(self, state: JerusalemState, seat: int) -> Any:
        """What lies behind the seat's screen: Squires, Bezants and Action cards. None only if
        all three are hidden, so a view that showed any one of them would be caught."""
        squires, bezants, hand = state.squires[seat], state.bezants[seat], state.hands[seat]
        if squires is None and bezants is None and hand is None:
            return None
        return {"squires": squires, "bezants": bezants, "hand": None if hand is None else list(hand)}

    def is_irreversible(self, before: JerusalemState, action: Action, after: JerusalemState) -> str | None:
        if after.round != before.round:
            return "A new round began: Action cards were dealt and the Event was turned face up."
        if before.step == "draft" or after.step == "draft":
            return "Action cards of the draft have been looked at."
        if len(after.deck) != len(before.deck) or _cards_held(after) > _cards_held(before):
            return "An Action card was drawn."
        if after.gifts_given != before.gifts_given:
            return "The screens were opened for the King's Gifts."
        return None

    # --- the end ---

    def scores(self, state: JerusalemState) -> list[ScoreSheet]:
        sheets = []
        for seat in range(state.players):
            office = state.offices[seat] if state.step != "over" and state.offices[seat] else state.last_offices[seat]
            office_name = self.config.offices[office].name if office else "none"
            hidden = state.squires[seat] is None
            detail = (
                f"Prestige: {state.prestige[seat]}",
                f"Bezants: {'hidden' if hidden else state.bezants[seat]}",
                f"Squires behind the screen: {'hidden' if hidden else state.squires[seat]}",
                f"Squires in the city: {sum(row[seat] for row in state.board)}",
                f"Action cards: {'hidden' if hidden else len(state.hands[seat] or ())}",
                f"Office in the last round: {office_name}",
            )
            sheets.append(ScoreSheet(seat, (("Tower floors", state.floors[seat]),), detail,
                                     tiebreak=(state.prestige[seat], -(office or 9))))
        return sheets

    def progress(self, state: JerusalemState) -> str:
        """'Round 3 of 5, Deployment' for the load list and Continue."""
        if state.step == "over":
            return f"After round {state.round} of {self.config.rules['rounds']}"
        return f"Round {state.round} of {self.config.rules['rounds']}, {PHASE_WORDS.get(state.step, 'Events')}"

    def describe(self, state: JerusalemState, action: Action) -> str:
        return words.describe(self.catalog, state, action)

    def describe_own(self, state: JerusalemState, action: Action) -> str:
        return words.describe_own(self.catalog, state, action)

    def aftermath(self, before: JerusalemState, action: Action, after: JerusalemState) -> list[str]:
        return list(after.notes)

    # --- JSON: the generic walkers are correct but slow on a state of many small tuples ---

    def state_to_json(self, state: JerusalemState) -> Any:
        """The state as JSON values (tuples are JSON arrays to `json`); equal states, equal JSON."""
        data = dict(state.__dict__)
        turn = state.turn
        data["turn"] = {**turn.__dict__, "pending": dict(turn.pending.__dict__) if turn.pending else None}
        data["rng"] = {"state": state.rng.state}
        return data
