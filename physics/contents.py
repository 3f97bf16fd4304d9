"""What is inside the tower between drops, as plain data.

Never a pickled pymunk space: a space carries hidden contact state (cached impulses, sleep
groups) that does not survive a copy exactly. Every drop rebuilds its space from this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core.rng import Rng

FORMAT_VERSION = 1


@dataclass(frozen=True)
class CubeState:
    """One cube resting in the tower: its id (stable across drops), colour, centre (mm), angle (rad)."""

    id: int
    colour: str
    x: float
    y: float
    angle: float

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "colour": self.colour, "x": self.x, "y": self.y, "angle": self.angle}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CubeState:
        return cls(int(data["id"]), str(data["colour"]), float(data["x"]), float(data["y"]), float(data["angle"]))


@dataclass(frozen=True)
class TowerContents:
    """The cubes inside (in the order the next drop adds them), the jitter RNG's state, the next id.

    JSON floats round-trip exactly in Python, so save -> load -> drop matches an uninterrupted run.
    """

    cubes: tuple[CubeState, ...] = ()
    rng_state: int = 0
    next_id: int = 0
    version: int = field(default=FORMAT_VERSION)

    @classmethod
    def empty(cls, seed: int = 0) -> TowerContents:
        return cls((), Rng.from_seed(seed).state, 0)

    def count(self) -> dict[str, int]:
        """Cubes inside by colour, colours sorted."""
        out: dict[str, int] = {}
        for c in self.cubes:
            out[c.colour] = out.get(c.colour, 0) + 1
        return dict(sorted(out.items()))

    def __len__(self) -> int:
        return len(self.cubes)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "rng_state": self.rng_state,
            "next_id": self.next_id,
            "cubes": [c.to_json() for c in self.cubes],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TowerContents:
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise ValueError(f"not tower contents of version {FORMAT_VERSION}: {data!r:.80}")
        cubes = tuple(CubeState.from_json(c) for c in data["cubes"])
        ids = [c.id for c in cubes]
        if len(set(ids)) != len(ids):
            raise ValueError("tower contents repeat a cube id")
        next_id = int(data["next_id"])
        if ids and max(ids) >= next_id:
            raise ValueError("tower contents next_id must exceed every cube id")
        return cls(cubes, int(data["rng_state"]), next_id)
