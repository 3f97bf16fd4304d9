"""Im Zeichen des Kreuzes' rules: the contract's entry points over the phase modules.

`apply` accepts exactly `legal_actions` (and explains any other in words) or, while cubes
fall, chance's outcome checked cube by cube; it works on a shallow copy and then runs the play
on to the next decision (flow.advance)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.core.contract import Action, ChanceRequest, IllegalAction, Options, Rules, ScoreSheet, Seat, Side
from games.core.rng import Rng
from games.kreuzes.rules import flow, setup, words
from games.kreuzes.rules.actions import ACTION_TYPES, CHANCE_TYPES, Drop, Emptied, SampledDrop
from games.kreuzes.rules.config import Config
from games.kreuzes.rules.info import INFO, SARACENS
from games.kreuzes.rules.state import FULL, HIDDEN, HIDDEN_EVENT, HIDDEN_MOVEMENT, SPECTATOR, KreuzesState
from games.kreuzes.rules.supply import Kit, green_box, muslim_taken

PHASES = {"setup": "Setup", "play": "Phase 1, cards", "city": "Phase 2, city", "discard": "Phase 3, discards",
          "draw": "Phase 4, draws", "over": "Over"}


class KreuzesRules(Rules[KreuzesState]):
    info = INFO
    action_types = ACTION_TYPES

    def __init__(self, config: Config, board: Any) -> None:
        self.config = config
        self.board = board
        self.kit = Kit(config, board)

    def setup(self, options: Options, seats: list[Seat], seed: int) -> KreuzesState:
        w = setup.new_state(self.kit, options, seats, seed)
        flow.advance(self.kit, w)
        return w

    def current_player(self, state: KreuzesState) -> int | str | None:
        return flow.current(state)

    def chance_request(self, state: KreuzesState) -> ChanceRequest | None:
        inside = tuple(list(c) for c in state.tower.counts)
        if state.emptying:
            return ChanceRequest("empty", ((), inside))
        if state.drop and state.winner is None:
            return ChanceRequest("drop", (tuple(list(d) for d in state.drop), inside))
        return None

    def legal_actions(self, state: KreuzesState) -> list[Action]:
        return flow.legal(self.kit, state)

    def apply(self, state: KreuzesState, action: Action) -> KreuzesState:
        w = state.copy()
        w.notes = ()
        if isinstance(action, CHANCE_TYPES):
            if not (state.drop or state.emptying) or state.winner is not None:
                raise IllegalAction("No cubes are falling now.")
            flow.outcome(self.kit, w, action)
        else:
            if action not in self.legal_actions(state):
                raise IllegalAction(self._why(state, action))
            flow.act(self.kit, w, action)
        flow.advance(self.kit, w)
        return w

    def _why(self, state: KreuzesState, action: Action) -> str:
        if state.winner is not None:
            return "The game is over."
        if state.drop or state.emptying:
            return "Wait for the cubes to fall."
        return f"That is not possible now ({action.kind}); {self.progress(state)}."

    # --- what each seat sees ---

    def view(self, state: KreuzesState, seat: int | None) -> KreuzesState:
        v = state.copy()
        v.hands = tuple(hand if s == seat else tuple(
            HIDDEN_MOVEMENT if self.config.cards[c].is_movement else HIDDEN_EVENT for c in hand)
            for s, hand in enumerate(state.hands))
        v.move_deck = (HIDDEN,) * len(state.move_deck)
        v.event_deck = (HIDDEN,) * len(state.event_deck)
        v.tokens = tuple((city, -1, defenders) for city, _treasure, defenders in state.tokens)
        v.tower = state.tower.abstract()
        siege = state.siege
        if siege is not None and siege.step == "defend" and seat != siege.seat:
            v.siege = replace(siege, attack=-1)
        v.rng = Rng(0)
        v.viewer = SPECTATOR if seat is None else seat
        return v

    def hidden_holdings(self, state: KreuzesState, seat: int) -> Any:
        if state.viewer not in (FULL, seat):
            return None
        hand = state.hands[seat]
        siege = state.siege
        secret = siege.attack if siege is not None and siege.step == "defend" and siege.seat == seat else None
        return {"hand": list(hand), "attack": secret}

    def is_irreversible(self, before: KreuzesState, action: Action, after: KreuzesState) -> str | None:
        if isinstance(action, (Drop, SampledDrop)):
            return "The cubes have fallen through the tower."
        if isinstance(action, Emptied):
            return "The tower has been emptied."
        if len(after.taken) != len(before.taken):
            return "A city token was turned face up."
        if len(after.move_deck) != len(before.move_deck) or len(after.event_deck) != len(before.event_deck):
            return "Cards were drawn or shuffled."
        if before.siege is not None and after.siege is not None and before.siege.step == "defend" \
                and after.siege.step != "defend":
            return "Both choices at Jerusalem were revealed."
        return None

    # --- the end ---

    def scores(self, state: KreuzesState) -> list[ScoreSheet]:
        """Kreuzes has no points: the one part says who took Jerusalem; the figures the results
        show are the tiebreak tuple (in that order) and the detail lines."""
        sheets = []
        for seat, knight in enumerate(state.knights):
            cities = muslim_taken(self.kit, knight)
            figures = (cities, knight.attacks, knight.rewards, knight.troops, knight.treasure, knight.morale)
            labels = ("Muslim cities", "Attacks on Jerusalem", "Pope's rewards", "Troops", "Treasure", "Morale")
            name = self.config.knights[knight.id].name
            title = ("Advocatus Sepulcri Sancti",) if state.winner == seat else ()
            detail = (name, *title, *(f"{label}: {value}" for label, value in zip(labels, figures, strict=True)))
            sheets.append(ScoreSheet(seat, (("Jerusalem", 1 if state.winner == seat else 0),), detail, figures))
        return sheets

    def winners(self, state: KreuzesState) -> list[Side]:
        return [] if state.winner is None else [state.winner]

    def side_values(self, state: KreuzesState) -> list[float]:
        if state.winner == SARACENS:
            return [1000.0]
        return [float(-green_box(self.kit, state)) / 10.0]

    def progress(self, state: KreuzesState) -> str:
        if state.winner is not None:
            return f"Over after round {state.round}"
        return f"Round {state.round}, {self.config.knights[state.knights[state.turn].id].name}, {PHASES[state.phase]}"

    def describe(self, state: KreuzesState, action: Action) -> str:
        return words.describe(self.kit, state, action)

    def describe_own(self, state: KreuzesState, action: Action) -> str:
        return words.describe_own(self.kit, state, action)

    def prompt(self, state: KreuzesState) -> str:
        return words.prompt(self.kit, state)

    def turn_of(self, state: KreuzesState) -> int | None:
        """Another knight's decision (defending Jerusalem, placing a beaten knight) comes in the
        middle of the turn's knight's turn; the setup's discards are each seat's own."""
        return None if state.winner is not None or state.phase == "setup" else state.turn

    def aftermath(self, before: KreuzesState, action: Action, after: KreuzesState) -> list[str]:
        return list(after.notes)

    def state_to_json(self, state: KreuzesState) -> Any:
        """The state as JSON values (tuples are JSON arrays to `json`); equal states, equal JSON.
        The generic walker is correct but slow on a state of many long tuples of card ids."""
        data = dict(state.__dict__)
        data["knights"] = [dict(k.__dict__) for k in state.knights]
        for key in ("combat", "siege", "move"):
            value = data[key]
            data[key] = dict(value.__dict__) if value is not None else None
        data["tasks"] = [dict(t.__dict__) for t in state.tasks]
        data["tower"] = state.tower.to_json()
        data["rng"] = state.rng.state
        return data
