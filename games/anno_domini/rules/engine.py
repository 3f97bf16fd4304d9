"""Anno Domini's rules: the contract's entry points. Legality is one thing, `flow.legal`;
`apply` accepts exactly those actions, works on a shallow copy and runs on to the next decision."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.anno_domini.rules import barabbas, flow, setup, words
from games.anno_domini.rules.actions import ACTION_TYPES, BarabbasTurn
from games.anno_domini.rules.config import Config
from games.anno_domini.rules.info import INFO, SOLO_MARK
from games.anno_domini.rules.state import (
    BAR_END_PART,
    BAR_PARTS,
    END_PARTS,
    FRIENDLY_GROUPS,
    FRIENDLY_PART_NAME,
    HIDDEN,
    PLAY_PARTS,
    AnnoState,
    Player,
    with_item,
)
from games.core.contract import (
    CHANCE,
    Action,
    CampaignInfo,
    ChanceRequest,
    IllegalAction,
    Options,
    Rules,
    ScoreSheet,
    Seat,
    Side,
)
from games.core.rng import Rng
from games.core.serial import to_jsonable


def _barabbas_acts(s: AnnoState) -> bool:
    return s.bar is not None and not s.over and bool(s.tasks) and s.tasks[-1].kind == flow.BARABBAS_TURN


def _against_barabbas(s: AnnoState, total: int, over: bool) -> tuple[str, ...]:
    """The solitaire game's verdict for the results: beaten or not, and with 150 VP or not."""
    assert s.bar is not None
    his = s.bar.vp
    gained = ", ".join(f"{name} {vp}" for name, vp in zip(BAR_PARTS, s.bar.parts, strict=True) if vp)
    if not over:
        verdict = f"Against Barabbas: {total} VP to his {his} so far."
    elif total > his:
        mark = f"with {SOLO_MARK} VP or more, as a campaign town asks" if total >= SOLO_MARK \
            else f"but under {SOLO_MARK} VP"
        verdict = f"Barabbas beaten, {total} VP to {his}: {mark}."
    else:
        verdict = f"Barabbas wins, {his} VP to {total}" + (" (a tie is his)." if total == his else ".")
    return verdict, f"Barabbas: {gained}, {BAR_END_PART} {s.bar.end}."


def _cards_unseen(s: AnnoState) -> int:
    return sum(len(pl.deck) for pl in s.p) + len(s.mahane) + len(s.ad33)


class AnnoDominiRules(Rules[AnnoState]):
    info = INFO
    action_types = ACTION_TYPES
    tiebreak_text = "the Illumination tile kept, then more Favors done"

    def __init__(self, config: Config) -> None:
        self.config = config
        # The last state asked for its legal actions, and their answer: a player asks, then
        # applies one of them to that very state, so `apply`'s check need not work them out
        # again. States never change once made, and the pair is swapped as one object.
        self._last: tuple[AnnoState | None, tuple[Action, ...]] = (None, ())

    def setup(self, options: Options, seats: list[Seat], seed: int) -> AnnoState:
        w = setup.setup(self.config, options, seats, seed)
        flow.run(self.config, w)
        return w

    def current_player(self, state: AnnoState) -> int | str | None:
        if _barabbas_acts(state):
            return CHANCE
        return state.actor

    def chance_request(self, state: AnnoState) -> ChanceRequest | None:
        """Barabbas's turn: the top card of his deck is needed (his deck's size says how many
        remain to draw from)."""
        if not _barabbas_acts(state):
            return None
        assert state.bar is not None
        return ChanceRequest("barabbas_card", (len(state.bar.deck),))

    def turn_of(self, state: AnnoState) -> int | None:
        """A Favor's receiver decides in the middle of the giver's turn (the setup's placings are
        each seat's own)."""
        return None if state.over or state.turn == 0 else state.current

    def prompt(self, state: AnnoState) -> str:
        """The decision owed now, for the hot-seat cover: "Anna: Call a Follower (a Favor from
        Clara), or decline it"."""
        if state.over or not state.tasks:
            return ""
        task = state.tasks[-1]
        who = state.names[task.seat]
        if task.kind != "fa":
            return f"{who}: {words.ASKS.get(task.kind, 'decide')}"
        step = words.step_words(task.arg, task.n)
        if "favor" in task.items and state.current != task.seat:
            step += f" (a Favor from {state.names[state.current]})"
        return f"{who}: {step}, or decline it"

    def legal_actions(self, state: AnnoState) -> list[Action]:
        acts = flow.legal(self.config, state)
        self._last = (state, tuple(acts))
        return acts

    def apply(self, state: AnnoState, action: Action) -> AnnoState:
        if isinstance(action, BarabbasTurn):
            if not _barabbas_acts(state):
                raise IllegalAction("It is not Barabbas's turn.")
            if not barabbas.can_draw(self.config, state, action.card):
                raise IllegalAction(f"Barabbas cannot draw {action.card!r}: it is not in his deck.")
            w = state.copy()
            w.notes = ()
            flow.pop(w)
            barabbas.take_turn(self.config, w, action.card)
            flow.run(self.config, w)
            return w
        last_state, last_legal = self._last
        legal = last_legal if last_state is state else self.legal_actions(state)
        if action not in legal:
            raise IllegalAction(words.explain(self.config, state, action))
        w = state.copy()
        w.notes = ()
        flow.apply(self.config, w, action)
        return w

    # --- what each seat sees ---

    def view(self, state: AnnoState, seat: int | None) -> AnnoState:
        v = state.copy()
        people = []
        for k, pl in enumerate(state.p):
            masked = object.__new__(Player)
            masked.__dict__.update(pl.__dict__)
            masked.__dict__.update(deck=(HIDDEN,) * len(pl.deck), hand=pl.hand if k == seat else None)
            people.append(masked)
        v.p = tuple(people)
        v.hand_sizes = tuple(len(pl.hand) for pl in state.p) if not state.hand_sizes else state.hand_sizes
        v.mahane = (HIDDEN,) * len(state.mahane)
        v.ad33 = (HIDDEN,) * len(state.ad33)
        v.rng = Rng(0)  # the seed would give away every deck
        if state.bar is not None:  # his deck and the face-down Judgment tiles are hidden
            v.bar = replace(state.bar, deck=(HIDDEN,) * len(state.bar.deck))
            v.judgments = tuple(HIDDEN if t else "" for t in state.judgments)
        return v

    def hidden_holdings(self, state: AnnoState, seat: int) -> Any:
        hand = state.p[seat].hand
        return None if hand is None else {"hand": list(hand)}

    def is_irreversible(self, before: AnnoState, action: Action, after: AnnoState) -> str | None:
        if _cards_unseen(after) < _cards_unseen(before) or after.face_up != before.face_up:
            return "A card was drawn or turned face up."
        if any(a.discard != b.discard and len(a.deck) > len(b.deck) for a, b in zip(after.p, before.p, strict=True)):
            return "A discard pile was shuffled into a new deck."
        if after.bar is not None and before.bar is not None and after.bar.revealed != before.bar.revealed:
            return "A Judgment tile was turned over."
        return None

    # --- the end ---

    def scores(self, state: AnnoState) -> list[ScoreSheet]:
        sheets = []
        # the 2-player game scores Friendly groups where the main game scores Favors
        names = with_item(PLAY_PARTS, FRIENDLY_GROUPS, FRIENDLY_PART_NAME) if state.players <= 2 else PLAY_PARTS
        for seat, pl in enumerate(state.p):
            end = state.end[seat] if state.end else (0,) * len(END_PARTS)
            parts = tuple(zip(names, pl.parts, strict=True)) + tuple(zip(END_PARTS, end, strict=True))
            detail = (  # the first three add up to the total
                f"Starting points: {pl.parts[0]}",
                f"Instant points: {sum(pl.parts[1:5])}",
                f"Apostle points: {pl.parts[5]}",
                f"End of game points: {sum(end)}",
                f"Parables: {len(pl.parables)}, Offerings: {pl.offerings}, "
                + (f"Friendly Followers held: {sum(state.friendly[seat])}" if state.friendly
                   else f"Favors done: {pl.favors_done}"),
                f"Illumination: {'kept' if pl.illumination else 'used'}",
            )
            if state.bar is not None:
                detail = _against_barabbas(state, sum(v for _, v in parts), state.over) + detail
            sheets.append(ScoreSheet(seat, parts, detail, tiebreak=(int(pl.illumination), pl.favors_done)))
        return sheets

    def barabbas_parts(self, state: AnnoState) -> tuple[tuple[str, int], ...]:
        """Barabbas's VP by what gave them (the solitaire game), his Parable set last."""
        assert state.bar is not None
        return tuple(zip(BAR_PARTS, state.bar.parts, strict=True)) + ((BAR_END_PART, state.bar.end),)

    def winners(self, state: AnnoState) -> list[Side]:
        """Alone against Barabbas: the player wins only with more VP than he has (a tie is his,
        the rulebook being silent)."""
        if state.bar is None:
            return super().winners(state)
        return [0] if self.scores(state)[0].total > state.bar.vp else ["barabbas"]

    # --- the campaign (INFO.campaigns: The Road to Jerusalem) ---

    def campaign_options(self, campaign: CampaignInfo, stage: int, options: Options,
                         carried: tuple[str, ...]) -> Options:
        """The town's match: its town (each town's difficulties include the earlier ones'), and
        on a retry the Parable tiles the failed try won ("stack:VP", games/anno_domini/rules/parables.py)."""
        out = super().campaign_options(campaign, stage, options, carried)
        out["kept_parables"] = ",".join(carried)
        return out

    def stage_passed(self, state: AnnoState, seat: int) -> bool:
        """A town is won by beating Barabbas with SOLO_MARK VP or more, not by a win alone."""
        return self.winners(state) == [seat] and self.scores(state)[seat].total >= SOLO_MARK

    def carried_over(self, state: AnnoState, seat: int) -> tuple[str, ...]:
        pl = state.p[seat]
        return tuple(f"{k}:{v}" for k, v in zip(pl.parables, pl.tiles, strict=False))

    def side_values(self, state: AnnoState) -> list[float]:
        return [] if state.bar is None else [float(state.bar.vp)]

    def progress(self, state: AnnoState) -> str:
        last = self.config.board["sanhedrin"]["length"] - 1
        if state.over:
            return f"Game over after {state.turn} turns"
        if state.turn == 0:
            return "Setting up"
        return f"Turn {state.turn}, Sanhedrin {state.marker} of {last}"

    def describe(self, state: AnnoState, action: Action) -> str:
        return words.describe(self.config, state, action)

    def aftermath(self, before: AnnoState, action: Action, after: AnnoState) -> list[str]:
        return list(after.notes)

    def state_to_json(self, state: AnnoState) -> Any:
        data = to_jsonable({k: v for k, v in state.__dict__.items() if k != "rng"})
        data["rng"] = state.rng.state
        return data
