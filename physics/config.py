"""The tower's geometry and constants, read from config/kreuzes/tower.yaml and validated.

Units throughout physics/: millimetres, seconds, grams, radians; x to the right, y UP.
A pygame view draws the same segments (thick lines) after flipping y.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.data import DataError, load_yaml
from physics.odds import OddsTable

TOWER_YAML = Path("kreuzes/tower.yaml")

ROLES = ("wall", "funnel", "baffle", "lip", "ramp", "tray")

_NUM = {"type": "number"}
_POS = {"type": "number", "exclusiveMinimum": 0}
_UNIT = {"type": "number", "minimum": 0, "maximum": 1}
_POINT = {"type": "array", "items": _NUM, "minItems": 2, "maxItems": 2}
_SOURCE = {"type": "string", "minLength": 1}
_COUNT = {"type": "integer", "minimum": 1}
_CHANCES = {"type": "array", "items": _UNIT, "minItems": 1}


def _obj(props: dict[str, Any], optional: tuple[str, ...] = ("source",)) -> dict[str, Any]:
    """A closed object: every listed key required except `optional`, no others allowed."""
    props = {"source": _SOURCE, **props}
    return {
        "type": "object",
        "properties": props,
        "required": [k for k in props if k not in optional],
        "additionalProperties": False,
    }


_RECT = _obj({"x0": _NUM, "y0": _NUM, "x1": _NUM, "y1": _NUM})

SCHEMA: dict[str, Any] = _obj(
    {
        "version": {"const": 1},
        "cube": _obj(
            {"size": _POS, "corner_radius": _POS, "mass": _POS, "friction": _POS, "elasticity": _UNIT}
        ),
        "materials": {
            "type": "object",
            "properties": {"source": _SOURCE},
            "additionalProperties": _obj({"friction": _POS, "elasticity": _UNIT}),
            "minProperties": 2,
        },
        "sim": _obj(
            {
                "gravity": _POS,
                # below 240 Hz cubes tunnel through baffles (tests/physics/test_tunnelling.py)
                "step_hz": {"type": "integer", "minimum": 240},
                "frame_hz": {"type": "integer", "minimum": 1},
                "iterations": {"type": "integer", "minimum": 1},
                "collision_slop": {"type": "number", "minimum": 0},
                "damping": {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
                "sleep_time": _POS,
                "idle_speed": _POS,
                "rest_speed": _POS,
                "rest_time": _POS,
                "max_seconds": _POS,
                "max_travel": _POS,
            }
        ),
        "segments": {
            "type": "array",
            "minItems": 1,
            "items": _obj(
                {
                    "name": {"type": "string", "minLength": 1},
                    "role": {"enum": list(ROLES)},
                    "a": _POINT,
                    "b": _POINT,
                    # thinner than 6 mm lets a fast 10 mm cube pass through in one step
                    "thickness": {"type": "number", "minimum": 6},
                    "material": {"type": "string"},
                }
            ),
        },
        "hull": _obj(
            {"left": _NUM, "right": _NUM, "exit_top": _NUM,
             "floor": {"type": "array", "items": _POINT, "minItems": 2, "maxItems": 2}}
        ),
        "entry_y": _NUM,
        "tray": _RECT,
        "bounds": _RECT,
        "handful": _obj({"most": {"type": "integer", "minimum": 1}}, optional=()),
        "spawn": _obj(
            {"x": _NUM, "y": _NUM, "columns": {"type": "integer", "minimum": 1},
             "rows": {"type": "integer", "minimum": 1}, "spacing": _POS,
             "jitter": {"type": "number", "minimum": 0}, "speed": {"type": "number", "minimum": 0}}
        ),
        "shake": _obj(
            {"amplitude": {"type": "array", "items": _NUM, "minItems": 2, "maxItems": 2},
             "hz": {"type": "array", "items": _POS, "minItems": 2, "maxItems": 2},
             "seconds": _POS}
        ),
        "calibration": _obj(
            {"attackers": {"type": "integer", "minimum": 1}, "defenders": {"type": "integer", "minimum": 0},
             "runs": {"type": "integer", "minimum": 1}, "drops": {"type": "integer", "minimum": 1},
             "warmup": {"type": "integer", "minimum": 0}, "clog_drops": {"type": "integer", "minimum": 1},
             "p_new_out": {"type": "array", "items": _UNIT, "minItems": 2, "maxItems": 2},
             "p_kept_out": {"type": "array", "items": _UNIT, "minItems": 2, "maxItems": 2}}
        ),
        "soak": _obj(
            {"attackers": {"type": "integer", "minimum": 1}, "defenders": {"type": "integer", "minimum": 0},
             "drops": _COUNT, "runs": _COUNT}
        ),
        "odds": _obj(
            {"runs": _COUNT, "drops": _COUNT, "warmup": {"type": "integer", "minimum": 0},
             "sizes": {"type": "array", "items": _COUNT, "minItems": 1},
             "new_out": _CHANCES,
             "kept_out": {"type": "array", "items": _CHANCES, "minItems": 1}},
            optional=(),
        ),
    }
)

Point = tuple[float, float]


@dataclass(frozen=True)
class Rect:
    x0: float
    y0: float
    x1: float
    y1: float

    def contains(self, x: float, y: float) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1


@dataclass(frozen=True)
class Material:
    friction: float
    elasticity: float


@dataclass(frozen=True)
class Segment:
    """One piece of the tower: a thick line from a to b (mm), drawn and simulated alike."""

    name: str
    role: str
    a: Point
    b: Point
    thickness: float
    material: Material


@dataclass(frozen=True)
class CubeSpec:
    size: float
    corner_radius: float
    mass: float
    friction: float
    elasticity: float


@dataclass(frozen=True)
class SimSpec:
    gravity: float
    step_hz: int
    frame_hz: int
    iterations: int
    collision_slop: float
    damping: float
    sleep_time: float
    idle_speed: float
    rest_speed: float
    rest_time: float
    max_seconds: float
    max_travel: float  # mm a cube may move in one step; faster cubes take shorter steps

    @property
    def steps_per_frame(self) -> int:
        return self.step_hz // self.frame_hz


@dataclass(frozen=True)
class Hull:
    """The tower's outside: leaving it anywhere but through the exit is an escape (a bug)."""

    left: float
    right: float
    exit_top: float
    floor: tuple[Point, Point]

    def floor_y(self, x: float) -> float:
        (xa, ya), (xb, yb) = self.floor
        return ya + (yb - ya) * (x - xa) / (xb - xa)


@dataclass(frozen=True)
class SpawnSpec:
    """Where a handful is let go: a grid of `columns` (more when it would exceed `rows` rows)."""

    x: float
    y: float
    columns: int
    rows: int
    spacing: float
    jitter: float
    speed: float

    def columns_for(self, count: int) -> int:
        return max(self.columns, math.ceil(count / self.rows))

    def grid(self, count: int) -> list[Point]:
        """The slots of a handful of `count`, row by row from the bottom, each row centred."""
        columns = self.columns_for(count)
        out = []
        for k in range(count):
            row, col = divmod(k, columns)
            in_row = min(columns, count - row * columns)
            out.append((self.x + (col - (in_row - 1) / 2) * self.spacing, self.y + row * self.spacing))
        return out


@dataclass(frozen=True)
class ShakeSpec:
    amplitude: Point
    hz: Point
    seconds: float


@dataclass(frozen=True)
class CalibrationSpec:
    attackers: int
    defenders: int
    runs: int
    drops: int
    warmup: int
    clog_drops: int
    p_new_out: Point
    p_kept_out: Point


@dataclass(frozen=True)
class SoakSpec:
    """Drops of the largest handful, one after another: the tower must never clog."""

    attackers: int
    defenders: int
    drops: int
    runs: int


@dataclass(frozen=True)
class TowerConfig:
    cube: CubeSpec
    sim: SimSpec
    segments: tuple[Segment, ...]
    hull: Hull
    entry_y: float
    tray: Rect
    bounds: Rect
    most_cubes: int  # the largest handful a drop accepts
    spawn: SpawnSpec
    shake: ShakeSpec
    calibration: CalibrationSpec
    soak: SoakSpec
    odds: OddsTable


def _pair(v: list[float]) -> Point:
    return (float(v[0]), float(v[1]))


def _strip(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k != "source"}


def parse(data: dict[str, Any], file: Path | str = TOWER_YAML) -> TowerConfig:
    """Build the config from already schema-checked data; check what a schema cannot say."""
    materials = {k: Material(**_strip(v)) for k, v in data["materials"].items() if k != "source"}
    segments = []
    for i, s in enumerate(data["segments"]):
        if s["material"] not in materials:
            raise DataError(file, f"segments[{i}].material", f"unknown material {s['material']!r}")
        segments.append(Segment(s["name"], s["role"], _pair(s["a"]), _pair(s["b"]), float(s["thickness"]),
                                materials[s["material"]]))
    cube = CubeSpec(**_strip(data["cube"]))
    if cube.corner_radius * 2 >= cube.size:
        raise DataError(file, "cube.corner_radius", "must be less than half the cube size")
    sim = SimSpec(**_strip(data["sim"]))
    if sim.step_hz % sim.frame_hz:
        raise DataError(file, "sim.frame_hz", "must divide step_hz so frames fall on whole steps")
    if sim.rest_time >= sim.max_seconds:
        raise DataError(file, "sim.rest_time", "must be shorter than max_seconds")
    h = data["hull"]
    hull = Hull(h["left"], h["right"], h["exit_top"], (_pair(h["floor"][0]), _pair(h["floor"][1])))
    if hull.floor[0][0] == hull.floor[1][0]:
        raise DataError(file, "hull.floor", "must not be vertical")
    sp, sh, cal = data["spawn"], data["shake"], data["calibration"]
    spawn = SpawnSpec(**_strip(sp))
    most = data["handful"]["most"]
    _check_spawn(file, spawn, most, cube, segments, Rect(**_strip(data["bounds"])))
    return TowerConfig(
        cube=cube,
        sim=sim,
        segments=tuple(segments),
        hull=hull,
        entry_y=float(data["entry_y"]),
        tray=Rect(**_strip(data["tray"])),
        bounds=Rect(**_strip(data["bounds"])),
        most_cubes=most,
        spawn=spawn,
        shake=ShakeSpec(_pair(sh["amplitude"]), _pair(sh["hz"]), sh["seconds"]),
        calibration=CalibrationSpec(
            **{k: v for k, v in _strip(cal).items() if not k.startswith("p_")},
            p_new_out=_pair(cal["p_new_out"]),
            p_kept_out=_pair(cal["p_kept_out"]),
        ),
        soak=_soak(file, data["soak"], most),
        odds=_odds(file, data["odds"], most),
    )


def _soak(file: Path | str, data: dict[str, Any], most: int) -> SoakSpec:
    soak = SoakSpec(**_strip(data))
    if soak.attackers + soak.defenders > most:
        raise DataError(file, "soak", f"a soak handful of {soak.attackers + soak.defenders} is more than "
                        f"handful.most ({most})")
    return soak


def _odds(file: Path | str, data: dict[str, Any], most: int) -> OddsTable:
    sizes = tuple(data["sizes"])
    if any(b <= a for a, b in zip(sizes, sizes[1:], strict=False)):
        raise DataError(file, "odds.sizes", "must rise")
    if sizes[-1] > most:
        raise DataError(file, "odds.sizes", f"must not exceed handful.most ({most})")
    if len(data["new_out"]) != len(sizes):
        raise DataError(file, "odds.new_out", f"needs one chance per size ({len(sizes)})")
    for a, row in enumerate(data["kept_out"]):
        if len(row) != len(sizes):
            raise DataError(file, f"odds.kept_out[{a}]", f"needs one chance per size ({len(sizes)})")
    return OddsTable(
        source=data["source"], runs=data["runs"], drops=data["drops"], warmup=data["warmup"], sizes=sizes,
        new_out=tuple(float(p) for p in data["new_out"]),
        kept_out=tuple(tuple(float(p) for p in row) for row in data["kept_out"]),
    )


def _check_spawn(file: Path | str, spawn: SpawnSpec, most: int, cube: CubeSpec, segments: list[Segment],
                 bounds: Rect) -> None:
    """The largest handful must start between the walls and inside the bounds, its cubes apart."""
    reach = cube.size / math.sqrt(2) + spawn.jitter  # a turned cube's half diagonal, jittered
    if spawn.spacing <= 2 * reach:
        raise DataError(file, "spawn.spacing", f"must exceed {2 * reach:g} mm so no two cubes start overlapping")
    walls = [s for s in segments if s.role == "wall"]
    if not walls:
        raise DataError(file, "segments", "the tower needs walls")
    inner_left = min(min(s.a[0], s.b[0]) + s.thickness / 2 for s in walls)
    inner_right = max(max(s.a[0], s.b[0]) - s.thickness / 2 for s in walls)
    slots = spawn.grid(most)
    xs = [x for x, _ in slots]
    if min(xs) - reach < inner_left or max(xs) + reach > inner_right:
        raise DataError(file, "spawn.rows", f"a handful of {most} is {spawn.columns_for(most)} cubes wide and "
                        "starts against a wall: allow more rows")
    if not bounds.contains(spawn.x, max(y for _, y in slots) + reach):
        raise DataError(file, "spawn.y", f"a handful of {most} starts above the bounds")


def load_tower_config(path: Path | str = TOWER_YAML) -> TowerConfig:
    """Read and validate the tower file (relative paths are under config/)."""
    return parse(load_yaml(path, SCHEMA), path)
