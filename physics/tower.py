"""The combat tower: drop cubes in, see which come out, keep the rest as plain data.

`Tower.drop` and `Tower.empty` are pure functions of their arguments: the tower object holds
only its configuration. Units are mm, s, rad; x right, y up (see physics/config.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

from games.core.rng import Rng
from physics.config import TOWER_YAML, Rect, Segment, TowerConfig, load_tower_config
from physics.contents import CubeState, TowerContents
from physics.sim import RunResult, SimCube, run


class Pose(NamedTuple):
    """One cube in one playback frame."""

    id: int
    colour: str
    x: float
    y: float
    angle: float


@dataclass(frozen=True)
class Frame:
    """One playback frame: simulated time, how far the tower is displaced (shaking), every cube."""

    t: float
    tower_dx: float
    tower_dy: float
    cubes: tuple[Pose, ...]


@dataclass(frozen=True)
class DropOutcome:
    """What a drop (or an emptying) did.

    `out` counts the cubes that came out by colour; `out_ids` lists them in the order they
    left. `inside` is the tower's contents for the next drop. `full` says the funnel is
    blocked by resting cubes. `escaped` lists cubes that left other than through the exit
    (always empty unless the simulation misbehaves; tests watch it). `settled` is False only
    when the hard time cap ended the run.
    """

    out: dict[str, int]
    out_ids: tuple[int, ...]
    inside: TowerContents
    full: bool
    sim_seconds: float
    settled: bool
    escaped: tuple[int, ...]
    frame_hz: int
    _ids: tuple[int, ...] = field(repr=False, compare=False)
    _colours: tuple[str, ...] = field(repr=False, compare=False)
    _raw: RunResult = field(repr=False, compare=False)

    @cached_property
    def frames(self) -> list[Frame]:
        """Playback at frame_hz of simulated time; built on first use so headless runs skip it."""
        ids, colours, raw = self._ids, self._colours, self._raw
        frames = []
        for n, (flat, (dx, dy)) in enumerate(zip(raw.poses, raw.offsets, strict=True)):
            poses = [
                Pose(ids[int(flat[k])], colours[int(flat[k])], flat[k + 1], flat[k + 2], flat[k + 3])
                for k in range(0, len(flat), 4)
            ]
            poses.sort(key=lambda p: p.id)
            frames.append(Frame(n / self.frame_hz, dx, dy, tuple(poses)))
        return frames

    @property
    def out_count(self) -> int:
        return len(self.out_ids)


class HandfulTooLarge(ValueError):
    """More cubes than a drop accepts (config/kreuzes/tower.yaml, handful.most)."""


class Tower:
    """The simulated tower built from one configuration (config/kreuzes/tower.yaml)."""

    def __init__(self, config: TowerConfig) -> None:
        self.config = config

    @classmethod
    def from_config(cls, path: Path | str = TOWER_YAML) -> Tower:
        return cls(load_tower_config(path))

    # --- static geometry, for drawing the tower from the same numbers it is simulated with ---

    @property
    def segments(self) -> tuple[Segment, ...]:
        """Every wall, baffle, lip, ramp and tray side: a line a->b with a thickness (mm)."""
        return self.config.segments

    @property
    def tray(self) -> Rect:
        return self.config.tray

    @property
    def bounds(self) -> Rect:
        return self.config.bounds

    @property
    def cube_size(self) -> float:
        return self.config.cube.size

    @property
    def most_cubes(self) -> int:
        """The largest handful a drop accepts: the largest combat the rules allow."""
        return self.config.most_cubes

    def handful_grid(self, count: int) -> list[tuple[float, float]]:
        """Where a handful of `count` is let go (mm), before its shuffle and jitter."""
        return self.config.spawn.grid(count)

    # --- what the rules use ---

    def is_full(self, contents: TowerContents) -> bool:
        """True when a cube rests in the funnel, so the next handful cannot get in."""
        return any(c.y > self.config.entry_y for c in contents.cubes)

    def drop(
        self, contents: TowerContents, cubes: Sequence[str], seed: int | None = None, *, record: bool = True
    ) -> DropOutcome:
        """Drop cubes (colours) together into the tower as it is, run to rest, report.

        A handful of more than `most_cubes` raises HandfulTooLarge: no combat is that big, and the
        tower's geometry is tested to take that many again and again without clogging.

        The jitter comes from `seed` when given, else from the RNG state kept in `contents`;
        the returned contents carry the advanced state. `record=False` skips playback frames.
        """
        if len(cubes) > self.most_cubes:
            raise HandfulTooLarge(f"a drop takes at most {self.most_cubes} cubes, not {len(cubes)}")
        rng = Rng.from_seed(seed) if seed is not None else Rng(contents.rng_state)
        kept = [SimCube(c.colour, c.x, c.y, c.angle, resting=True) for c in contents.cubes]
        new = self._handful(list(cubes), rng)
        ids = tuple(c.id for c in contents.cubes) + tuple(range(contents.next_id, contents.next_id + len(new)))
        raw = run(self.config, kept + new, record=record)
        return self._outcome(raw, kept + new, ids, rng, contents.next_id + len(new))

    def empty(self, contents: TowerContents, seed: int | None = None, *, record: bool = True) -> DropOutcome:
        """Shake the tower over the tray until every cube is out.

        Whatever the shaking has not freed when its time is up counts as out too: the rules say
        the player shakes until the tower is empty, and a tower that keeps a cube would not.
        """
        rng = Rng.from_seed(seed) if seed is not None else Rng(contents.rng_state)
        cubes = [SimCube(c.colour, c.x, c.y, c.angle) for c in contents.cubes]
        ids = tuple(c.id for c in contents.cubes)
        phase = rng.random() / self.config.shake.hz[0]
        raw = run(self.config, cubes, shaking=True, phase=phase, record=record)
        for i in sorted(raw.final):
            raw.out.append(i)
        raw.final.clear()
        return self._outcome(raw, cubes, ids, rng, contents.next_id)

    def _handful(self, colours: list[str], rng: Rng) -> list[SimCube]:
        """The new cubes in a loose clump over the funnel, colours mixed as in a hand."""
        sp = self.config.spawn
        grid = sp.grid(len(colours))
        slots = list(range(len(colours)))
        rng.shuffle(slots)
        cubes = []
        for colour, slot in zip(colours, slots, strict=True):
            gx, gy = grid[slot]
            x = gx + (rng.random() * 2 - 1) * sp.jitter
            y = gy + (rng.random() * 2 - 1) * sp.jitter
            angle = rng.random() * math.pi / 2
            vx = (rng.random() * 2 - 1) * sp.speed
            cubes.append(SimCube(colour, x, y, angle, vx=vx))
        return cubes

    def _outcome(
        self, raw: RunResult, cubes: list[SimCube], ids: tuple[int, ...], rng: Rng, next_id: int
    ) -> DropOutcome:
        colours = tuple(c.colour for c in cubes)
        out: dict[str, int] = {}
        for i in raw.out:
            out[colours[i]] = out.get(colours[i], 0) + 1
        inside = tuple(
            CubeState(ids[i], colours[i], x, y, a) for i, (x, y, a) in sorted(raw.final.items())
        )
        contents = TowerContents(inside, rng.state, next_id)
        return DropOutcome(
            out=dict(sorted(out.items())),
            out_ids=tuple(ids[i] for i in raw.out),
            inside=contents,
            full=self.is_full(contents),
            sim_seconds=raw.sim_seconds,
            settled=raw.settled,
            escaped=tuple(ids[i] for i in raw.escaped),
            frame_hz=self.config.sim.frame_hz,
            _ids=ids,
            _colours=colours,
            _raw=raw,
        )
