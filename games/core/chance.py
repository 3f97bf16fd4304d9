"""Where the outcome of chance comes from: the resolver a game supplies.

When `rules.current_player(state)` is CHANCE, whoever drives the match (the table, self-play,
the bench, the conformance test) asks the game's resolver for the outcome of
`rules.chance_request(state)` and applies it as the chance side's action. The resolver may run
anything impure (the live tower physics); the rules only check what it returns, and the log
keeps it, so a replay never asks again. The search never calls a resolver: it samples from the
game's fast model (GameHooks.sample_outcome).

A game ships `make_resolver(rules) -> Resolver` in a `chance` module of its package; tests
give their toy games one with `register_resolver`. A resolver returns the outcome's action, or
a `Resolution` that also carries what the table can animate (the drop's frames): the playback
never enters the log, so a loaded or replayed match shows the recorded result without it.
"""

from __future__ import annotations

import importlib
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.core.contract import Action, ChanceRequest, Rules
from games.core.rng import Rng


@dataclass(frozen=True)
class Resolution:
    """An outcome of chance as the resolver produced it: `action` (the full outcome, logged and
    checked by `apply`) and `playback`, what the game's table view can animate (the tower's
    frames), or None. Only the action is kept; the playback lives as long as the animation."""

    action: Action
    playback: Any = None


# (state, what is needed, a generator for the resolver's own randomness) -> the full outcome.
Resolver = Callable[[Any, ChanceRequest, Rng], Action | Resolution]

_overrides: dict[str, Callable[[Rules], Resolver]] = {}
_made: weakref.WeakKeyDictionary[Rules, tuple[Callable[[Rules], Resolver], Resolver]] = weakref.WeakKeyDictionary()


def register_resolver(game_id: str, factory: Callable[[Rules], Resolver] | None) -> None:
    """Use `factory` for `game_id`; None goes back to the game's own chance module."""
    if factory is None:
        _overrides.pop(game_id, None)
    else:
        _overrides[game_id] = factory


def resolver_for(rules: Rules) -> Resolver:
    """The game's resolver; a LookupError naming the game when it has none (a rules bug: its
    state asked for an outcome nobody can give)."""
    factory = _overrides.get(rules.info.id)
    made = _made.get(rules)
    if made is not None and made[0] is factory:  # a resolver may load its tower once, not per drop
        return made[1]
    key = factory
    if factory is None:
        # an engine in games/<id>/rules/ has its resolver beside that folder: games/<id>/chance.py
        name = f"{type(rules).__module__.rpartition('.')[0].removesuffix('.rules')}.chance"
        try:
            factory = importlib.import_module(name).make_resolver
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            raise LookupError(f"{rules.info.title} asks for an outcome of chance but has no resolver.") from None
    resolver = factory(rules)
    _made[rules] = (key, resolver)
    return resolver


def resolve(rules: Rules, state: Any, rng: Rng) -> Resolution:
    """The outcome chance gives in `state` (whose current player is CHANCE), with its playback
    when the resolver made one."""
    request = rules.chance_request(state)
    if request is None:
        raise LookupError(f"{rules.info.title}: chance acts but the rules ask for no outcome.")
    got = resolver_for(rules)(state, request, rng)
    return got if isinstance(got, Resolution) else Resolution(got)


def chance_rng(seed: int) -> Rng:
    """The resolver's generator in self-play and tests: apart from the game's and the seats'."""
    return Rng.from_seed(Rng.from_seed(seed ^ 0xC4A7CE5EED).next_u64())
