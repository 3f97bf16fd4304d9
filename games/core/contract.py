"""The rules contract every game fulfils (see docs/design.md, "The rules contract").

Rules are pure: no pygame, no clock, no globals. A state is a plain object the rules
never mutate in place once `apply` has returned it; all randomness comes from the
seeded `Rng` kept inside the state, so (options, seats, seed, actions) replays a match.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

Options = dict[str, Any]
# Who can win: a seat by its index, or a side that no seat plays by its id in GameInfo.sides
# ("saracens" in Kreuzes, "barabbas" in solo Anno Domini). Ids are strings, so a side can never
# be mistaken for a seat index (nor -1 silently index the last seat).
Side = int | str
# The side that acts when the rules need an outcome from outside them (a drop through the
# tower): `current_player` returns CHANCE, `chance_request` says what is needed, and the
# outcome a resolver produces enters the log as the chance side's action. Never a seat index.
CHANCE = "chance"


@dataclass(frozen=True)
class ChanceRequest:
    """What outcome the rules need: `kind` names it for the game's resolver and its fast model
    ("drop"), `detail` holds plain JSON values (what is dropped, into which tower contents)."""

    kind: str
    detail: tuple[Any, ...] = ()


class IllegalAction(Exception):
    """Raised by `Rules.apply` with a reason a player can read; the state is unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Action:
    """Base of every atomic decision. Subclasses are small frozen dataclasses whose
    fields are plain JSON values (str, int, bool, None, tuples of those)."""

    kind: ClassVar[str] = "action"


# --- an action's fields against its declared types ---

_Check = Callable[[Any], bool]


def _accepts(hint: Any) -> _Check:
    """Whether a value fits a field's type hint: the plain JSON shapes actions are made of
    (str, int, bool, float, None, tuples of those); anything else is the game's to check."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is bool:
        return lambda v: isinstance(v, bool)
    if hint is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if hint is float:
        return lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)
    if hint is str:
        return lambda v: isinstance(v, str)
    if hint is type(None):
        return lambda v: v is None
    if origin is tuple and args and args[-1] is Ellipsis:
        each = _accepts(args[0])
        return lambda v: isinstance(v, tuple) and all(each(x) for x in v)
    if origin is tuple and args:
        parts = tuple(_accepts(a) for a in args)
        return lambda v: (isinstance(v, tuple) and len(v) == len(parts)
                          and all(p(x) for p, x in zip(parts, v, strict=True)))
    if hint is tuple:
        return lambda v: isinstance(v, tuple)
    if origin in (typing.Union, types.UnionType):
        options = tuple(_accepts(a) for a in args)
        return lambda v: any(ok(v) for ok in options)
    return lambda v: True


@functools.cache
def _field_checks(cls: type) -> tuple[tuple[str, _Check], ...]:
    """Per action class, once: each field's name and the check of its declared type."""
    if not dataclasses.is_dataclass(cls):
        return ()
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # a hint that does not resolve: the game checks the field itself
        return ()
    return tuple((f.name, _accepts(hints[f.name])) for f in dataclasses.fields(cls) if f.name in hints)


def field_problem(action: object) -> str | None:
    """Why an action's fields do not fit their declared types (a list where a name belongs),
    or None. Rules.apply checks it before any game sees the action."""
    for name, ok in _field_checks(type(action)):
        if not ok(getattr(action, name)):
            kind = getattr(action, "kind", type(action).__name__)
            return f"a malformed move: {kind}'s {name} is {type(getattr(action, name)).__name__}"
    return None


def _checked_apply(apply: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(apply)
    def checked(self: Any, state: Any, action: Any) -> Any:
        problem = field_problem(action)
        if problem is not None:
            raise IllegalAction(problem)
        return apply(self, state, action)

    checked.checks_fields = True  # type: ignore[attr-defined]
    return checked


@dataclass(frozen=True)
class Seat:
    """Who sits at a place at the table. `player` is "human" or a computer player id
    from `games.core.players.PLAYER_KINDS` (e.g. "random", "greedy", "ai-normal")."""

    name: str
    colour: str
    player: str = "human"

    @property
    def is_human(self) -> bool:
        return self.player == "human"


@dataclass(frozen=True)
class ScoreSheet:
    """One seat's score, broken into named parts (in display order) that add up to total."""

    seat: int
    parts: tuple[tuple[str, int], ...]
    detail: tuple[str, ...] = ()  # optional lines such as "Orange palace: 11 (4 pieces, ...)"
    tiebreak: tuple[int, ...] = ()  # compared after the total, higher is better (rulebook order)

    @property
    def total(self) -> int:
        return sum(value for _, value in self.parts)


@dataclass(frozen=True)
class PlayerColour:
    name: str
    rgb: tuple[int, int, int]
    label: str = ""  # how a screen writes it, where the name will not do ("skyblue": "Sky blue")

    @property
    def shown(self) -> str:
        return self.label or self.name.capitalize()


@dataclass(frozen=True)
class OptionSpec:
    """A choice offered on the seating screen (a variant the rulebook offers)."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]  # (value, label)
    default: Any
    help: str = ""


@dataclass(frozen=True)
class SideInfo:
    """A side that no seat plays but that can win: `id` as it appears in `winners`, `name` as
    the results headline says it ("The Saracens": "The Saracens win")."""

    id: str
    name: str
    plural: bool = True  # "The Saracens win!", but "Barabbas wins!"


@dataclass(frozen=True)
class StageInfo:
    """One stage: its id, its name ("Cana"), what it adds in a line of words, and the options it
    sets (on top of every earlier stage's)."""

    id: str
    name: str
    adds: str
    options: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class CampaignInfo:
    id: str
    title: str  # "The Road to Jerusalem"
    players: int  # the seats its matches have
    stages: tuple[StageInfo, ...]
    goal: str = ""  # what passes a stage, in words ("beat Barabbas with 150 VP or more")
    carry: str = ""  # what a retry keeps from the failed try, in words ("the Parable tiles you won")
    blurb: str = ""


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    colours: tuple[PlayerColour, ...]
    options: tuple[OptionSpec, ...] = ()
    hidden_holdings: bool = False  # a handoff screen is needed between two humans
    blurb: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    # The version of the game's data (cards, board, tuning) a log is replayed against. Raised
    # only when a change breaks old logs: tuning that keeps every old move legal keeps it, so
    # a kept match or a long campaign survives. Saved with every match; see Match.from_json.
    data_version: int = 1
    sides: tuple[SideInfo, ...] = ()  # the sides no seat plays, in the order side_values gives them
    short_title: str = ""  # where the whole title will not fit ("Kreuzes" on a menu button)
    # False for a game without points (Kreuzes): the results name the winner and show each seat's
    # standing from its ScoreSheet's detail, with no table of points and no places.
    scored: bool = True
    # Series of matches one player plays stage by stage (games/core/campaign.py).
    campaigns: tuple[CampaignInfo, ...] = ()

    @property
    def short_name(self) -> str:
        return self.short_title or self.title

    def default_options(self, players: int) -> Options:
        opts: Options = {spec.key: spec.default for spec in self.options}
        opts["players"] = players
        return opts


S = TypeVar("S")


class Rules(ABC, Generic[S]):
    """One game's rules. Implementations hold only immutable data (the loaded config)."""

    info: GameInfo
    action_types: tuple[type[Action], ...] = ()
    # How the rulebook breaks a tie on the total, in words for the results ("" = ties share).
    tiebreak_text: str = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every game's `apply` checks the action's fields against their declared types first,
        # so a field of the wrong type (a list where an Area's name belongs) is an IllegalAction
        # in every game, never a TypeError from somewhere inside its rules.
        super().__init_subclass__(**kwargs)
        apply = cls.__dict__.get("apply")
        if apply is not None and not getattr(apply, "checks_fields", False):
            cls.apply = _checked_apply(apply)  # type: ignore[method-assign]

    @abstractmethod
    def setup(self, options: Options, seats: list[Seat], seed: int) -> S: ...

    @abstractmethod
    def current_player(self, state: S) -> int | str | None:
        """The seat that acts next, CHANCE when an outcome from outside the rules is needed
        (see `chance_request`), or None when the game is over."""

    def chance_request(self, state: S) -> ChanceRequest | None:
        """The outcome needed now, when `current_player` is CHANCE (else None). The game's
        resolver (games.core.chance) produces the full outcome, its hooks' sample_outcome a
        sampled one for the search; `apply` checks either (every cube accounted for), and an
        outcome is never undone: replay uses the recorded one and never asks again."""
        return None

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]: ...

    @abstractmethod
    def apply(self, state: S, action: Action) -> S:
        """Return the next state; raise IllegalAction (leaving `state` as it was)."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> S:
        """What `seat` may see: other seats' hidden holdings masked. None = a spectator."""

    @abstractmethod
    def hidden_holdings(self, state: S, seat: int) -> Any:
        """A JSON-able picture of what `seat` keeps hidden, or None where it is masked.
        The generic tests use it to check that `view` hides it from every other seat."""

    @abstractmethod
    def scores(self, state: S) -> list[ScoreSheet]: ...

    def winners(self, state: S) -> list[Side]:
        """Winning seats by the rulebook's tie-breaks (several where they share the win):
        the best total, then the best `tiebreak` tuple. A game with `info.sides` overrides it
        and may name such a side (its id) instead; a finished game someone won never gives []."""
        sheets = self.scores(state)
        best = max((s.total, s.tiebreak) for s in sheets)
        return [s.seat for s in sheets if (s.total, s.tiebreak) == best]

    def side_values(self, state: S) -> list[float]:
        """The standing of each side in `info.sides` (in that order), in the same points as the
        seats' scores, for the computer players' judgement: a one-seat game against such a side
        is won or lost against this number. Games without such sides keep the default."""
        return []

    @abstractmethod
    def describe(self, state: S, action: Action) -> str:
        """The action in words for the game log, from the state before it."""

    def describe_own(self, state: S, action: Action) -> str:
        """The action in words for the seat that takes it, from that seat's view before it. It may
        name what the log keeps to itself (the card kept, the troops chosen in secret): a hint
        says its moves so, to the one player who may read them. By default, the log's words."""
        return self.describe(state, action)

    def prompt(self, state: S) -> str:
        """The decision owed now, in a few plain words naming whose it is in the game's terms
        ("Raymond of Toulouse (Anna): choose how many green troops defend Jerusalem"), or "" where
        the game says nothing. The hot-seat cover shows it to the player the screen passes to, so
        it tells only what everyone may know."""
        return ""

    def turn_of(self, state: S) -> int | None:
        """The seat whose turn it is, which may differ from the seat deciding now (another seat
        answers a decision in the middle of the turn); None where the game does not say. A
        player whose move hands a decision to another seat is then told that his turn goes on."""
        return None

    def aftermath(self, before: S, action: Action, after: S) -> list[str]:
        """Log lines for what happened by itself after the action (income paid, a seat
        skipped, an Event resolved), shown under the action's own line."""
        return []

    def is_over(self, state: S) -> bool:
        return self.current_player(state) is None

    def progress(self, state: S) -> str:
        """A short phrase for how far the match has come, for the load list and Continue
        ("Round 3 of 5"). A game may say it better; by default a state's `round` is named,
        and the shell adds the number of moves."""
        number = getattr(state, "round", None)
        return f"Round {number}" if isinstance(number, int) and not isinstance(number, bool) else ""

    def is_irreversible(self, before: S, action: Action, after: S) -> str | None:
        """Why this action may not be undone (it revealed hidden information, shuffled,
        dropped cubes), or None. The match also refuses to undo another seat's action and
        every outcome of chance."""
        return None

    def state_to_json(self, state: S) -> Any:
        """A JSON picture of the state, for equality checks in tests and for debugging."""
        from games.core.serial import to_jsonable

        return to_jsonable(state)

    # --- campaigns (GameInfo.campaigns; games/core/campaign.py keeps the player's progress) ---

    def campaign_options(self, campaign: CampaignInfo, stage: int, options: Options,
                         carried: tuple[str, ...]) -> Options:
        """The options of a campaign's match at `stage`: the player's own (`options`), every
        stage's up to this one, and what a failed try carried over, in option form so that the
        match replays from its own save. A game whose campaign carries something overrides it."""
        out = dict(options)
        for s in campaign.stages[: stage + 1]:
            out.update(dict(s.options))
        return out

    def stage_passed(self, state: S, seat: int) -> bool:
        """Whether the seat's finished match passes its campaign stage (by default: it won)."""
        return seat in self.winners(state)

    def carried_over(self, state: S, seat: int) -> tuple[str, ...]:
        """What a failed try at a stage hands on to its retry (ids the rules read back through
        `campaign_options`); nothing by default."""
        return ()

    # --- Action (de)serialisation: actions travel in the log as plain dicts. ---

    def action_to_dict(self, action: Action) -> dict[str, Any]:
        from games.core.serial import action_to_dict

        return action_to_dict(action)

    def action_from_dict(self, data: dict[str, Any]) -> Action:
        from games.core.serial import action_from_dict

        return action_from_dict(self.action_types, data)
