"""What the generic search needs to know about one game, and where it finds it.

A game may ship `games/<id>/ai.py` with `make_hooks(rules) -> GameHooks`; a game without
one gets `DefaultHooks`, which plays any game whose views hide nothing it must sample.
Hooks are bound to one Rules object, so the methods take no `rules` argument.
"""

from __future__ import annotations

import dataclasses
import importlib
import math
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from games.core.contract import Action, ChanceRequest, Rules
from games.core.rng import Rng


class GameHooks(Protocol):
    """What a game teaches the search. Three more methods are optional, looked up by name:
    `apply_legal(state, action)`, an apply that skips re-checking an action the game listed as
    legal in that very state; `tune_level(level, settings) -> settings`, a level's search
    settings adjusted for this game (Jerusalem's Hard reads leads at another scale); and
    `for_level(level) -> GameHooks`, the hooks a level searches with, where a game gives a
    level judgement of its own (Kreuzes' Hard reads where its rivals are heading)."""

    # A score margin (in the game's points) that means a clear lead: a seat ahead of the best
    # other seat by `scale` counts as about 73% sure to win (logistic in margin / scale).
    scale: float

    def sample_hidden(self, view: Any, seat: int, rng: Rng) -> Any:
        """A full state consistent with everything `seat` knows in `view` (a determinization).
        It must build the hidden part from public counts and `rng` only, and leave no chance
        device in it that would foretell the true future (re-seed any Rng it carries)."""

    def evaluate(self, state: Any) -> Sequence[float]:
        """Each seat's standing in points, present score plus what its position promises, then
        the standing of each side no seat plays (`rules.side_values`): a seat is judged by its
        margin over the best other seat or side, so a one-seat game still tells winning from
        losing. Called on sampled states and on views; must not need the hidden part."""

    def sample_outcome(self, state: Any, request: ChanceRequest, rng: Rng) -> Action:
        """Only for a game whose states ask for outcomes of chance: an outcome of `request`
        drawn from a fast model (never the live physics), in the sampled form `apply` accepts
        on the abstract states the search walks (a seat's view and what is sampled from it)."""

    def order_actions(self, state: Any, actions: list[Action]) -> list[Action]:
        """The legal `actions` of the seat to act, most promising first. It may leave out
        actions no reasonable player would take, but never all of them."""

    def rollout_action(self, state: Any, actions: list[Action], rng: Rng) -> Action:
        """A quick, plausible pick among `actions` for the few moves played past a leaf."""

    def budget_share(self, state: Any, seat: int) -> float:
        """How much of the level's budget a decision in `state` deserves (1.0: all of it). A game
        whose turns are long runs of small moves gives the moves after a turn's first a share, so
        that a computer turn plays out in seconds at the table."""


def reseed(state: Any, rng: Rng) -> Any:
    """`state` with every top-level Rng replaced by a fresh one drawn from `rng`.

    A view may carry the state's own generator; searching with it would let a player know
    the order of the next shuffle or draw. Sampling a new one keeps the future unknown."""
    if not dataclasses.is_dataclass(state) or isinstance(state, type):
        return state
    fresh = {f.name: Rng(rng.next_u64()) for f in dataclasses.fields(state) if isinstance(getattr(state, f.name), Rng)}
    return dataclasses.replace(state, **fresh) if fresh else state


class DefaultHooks:
    """For a game without its own ai.py: scores as the evaluation, legal order, no sampling
    beyond re-seeding chance. Enough for a game whose view hides only future chance."""

    scale = 5.0

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def sample_hidden(self, view: Any, seat: int, rng: Rng) -> Any:
        return reseed(view, rng)

    def evaluate(self, state: Any) -> Sequence[float]:
        seats = [float(sheet.total) for sheet in self.rules.scores(state)]
        return seats + [float(v) for v in self.rules.side_values(state)]

    def order_actions(self, state: Any, actions: list[Action]) -> list[Action]:
        return actions

    def rollout_action(self, state: Any, actions: list[Action], rng: Rng) -> Action:
        return rng.choice(actions)

    def budget_share(self, state: Any, seat: int) -> float:
        return 1.0


_made: dict[int, tuple[Rules, GameHooks]] = {}
_overrides: dict[str, Callable[[Rules], GameHooks]] = {}
_lock = threading.Lock()


def register_hooks(game_id: str, factory: Callable[[Rules], GameHooks] | None) -> None:
    """Use `factory` for `game_id` (tests give their toy games hooks this way); None goes
    back to the game's own ai.py, or the defaults."""
    with _lock:
        if factory is None:
            _overrides.pop(game_id, None)
        else:
            _overrides[game_id] = factory
        _made.clear()


def _factory(rules: Rules) -> Callable[[Rules], GameHooks]:
    game_id = rules.info.id
    if game_id in _overrides:
        return _overrides[game_id]
    # A game's engine sits in games/<id>/rules/; its hooks module is games/<id>/ai.py beside it.
    # The engine's own class decides, not a subclass of it elsewhere (a test arranging a
    # position): walk the classes until one has an ai module beside it.
    for cls in type(rules).__mro__:
        package = cls.__module__.rpartition(".")[0].removesuffix(".rules")
        if not package:
            continue
        name = package + ".ai"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # Only a missing ai module means "look further"; a broken import inside it is a bug to show.
            if exc.name is not None and name.startswith(exc.name):
                continue
            raise
        if hasattr(module, "make_hooks"):
            return module.make_hooks
    return DefaultHooks


def hooks_for(rules: Rules) -> GameHooks:
    """The hooks of `rules`' game, made once per Rules object (the search asks every decision)."""
    with _lock:
        made = _made.get(id(rules))
        if made is not None and made[0] is rules:
            return made[1]
    hooks = _factory(rules)(rules)
    with _lock:
        _made[id(rules)] = (rules, hooks)
    return hooks


def rewards(values: Sequence[float], scale: float) -> list[float]:
    """Per seat (and per side after them), how likely it is to win judged from `values`:
    logistic in its margin over the best other seat or side. A multi-player search backs up
    one such number per seat; alone against nobody a seat's reward is an even 0.5."""
    out = []
    for seat, mine in enumerate(values):
        best_other = max((v for k, v in enumerate(values) if k != seat), default=mine)
        x = (mine - best_other) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x)))))
    return out


def win_shares(winners: Sequence[int | str], players: int) -> list[float]:
    """The outcome of a finished game: a shared win is split among those who share it (a side
    no seat plays takes its share, so a seat that lost to it gets 0)."""
    share = 1.0 / len(winners) if winners else 0.0
    return [share if seat in winners else 0.0 for seat in range(players)]


def margin(values: Sequence[float], seat: int) -> float:
    """How far `seat` is ahead of the best other seat (negative when behind)."""
    return values[seat] - max((v for k, v in enumerate(values) if k != seat), default=values[seat])
