"""Where the outcome of chance comes from: the resolver a game supplies.

When `rules.current_player(state)` is CHANCE, whoever drives the match (the table, self-play,
the bench, the conformance test) asks the game's resolver for the outcome of
`rules.chance_request(state)` and applies it as the chance side's action. The resolver may run
anything impure (the live tower physics); the rules only check what it returns, and the log
keeps it, so a replay never asks again. The search never calls a resolver: it samples from the
game's fast model (GameHooks.sample_outcome).

A game ships `make_resolver(rules) -> Resolver` in a `chance` module of its package; tests
give their toy games one with `register_resolver`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from games.core.contract import Action, ChanceRequest, Rules
from games.core.rng import Rng

# (state, what is needed, a generator for the resolver's own randomness) -> the full outcome.
Resolver = Callable[[Any, ChanceRequest, Rng], Action]

_overrides: dict[str, Callable[[Rules], Resolver]] = {}


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
    if factory is None:
        name = f"{type(rules).__module__.rpartition('.')[0]}.chance"
        try:
            factory = importlib.import_module(name).make_resolver
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            raise LookupError(f"{rules.info.title} asks for an outcome of chance but has no resolver.") from None
    return factory(rules)


def chance_rng(seed: int) -> Rng:
    """The resolver's generator in self-play and tests: apart from the game's and the seats'."""
    return Rng.from_seed(Rng.from_seed(seed ^ 0xC4A7CE5EED).next_u64())
