"""Kreuzes' resolver: every drop and every emptying runs the live tower physics (physics.Tower)
on the tower's full contents and returns the full outcome, with the DropOutcome as the playback
the table animates. The tower's geometry is loaded once per resolver."""

from __future__ import annotations

from typing import Any

from games.core.chance import Resolution, Resolver
from games.core.contract import ChanceRequest, Rules
from games.core.rng import Rng
from games.kreuzes.rules.actions import Drop, Emptied
from physics import Tower


def make_resolver(rules: Rules, *, record: bool = True) -> Resolver:
    tower = Tower.from_config()

    def resolve(state: Any, request: ChanceRequest, rng: Rng) -> Resolution:
        held = state.tower
        if held.contents is None:
            raise LookupError("The live tower needs the tower's full contents, not a view's counts.")
        ages = dict(zip((c.id for c in held.contents.cubes), held.ages, strict=True))
        if request.kind == "empty":
            shaken = tower.empty(held.contents, seed=rng.next_u64(), record=record)
            return Resolution(Emptied(tuple(sorted(shaken.out.items())), shaken.inside.rng_state), shaken)
        cubes = [colour for colour, n in request.detail[0] for _ in range(n)]
        dropped = tower.drop(held.contents, cubes, seed=rng.next_u64(), record=record)
        inside = tuple((c.id, c.colour, c.x, c.y, c.angle, ages[c.id] + 1 if c.id in ages else 1)
                       for c in dropped.inside.cubes)
        action = Drop(tuple(sorted(dropped.out.items())), inside, dropped.inside.rng_state, dropped.inside.next_id)
        return Resolution(action, dropped)

    return resolve
