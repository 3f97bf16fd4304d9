"""The printed city's plan (config/jerusalem/table.yaml): where each District and Area lies on
the board, in fractions of the board, checked against the rules' own list of Areas."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import DataError, load_yaml
from games.jerusalem.rules.config import Config

FILE = "jerusalem/table.yaml"
ARMS = ("templar_cross", "crown", "patriarchal_cross", "bezants", "chevron", "tower")

_FRACTION = {"type": "number", "minimum": 0, "maximum": 1}
_RECT = {"type": "array", "items": _FRACTION, "minItems": 4, "maxItems": 4}
_SOURCE = {"type": "string", "pattern": "^(rulebook|researched|reconstructed)"}
_ID = {"type": "string", "pattern": "^[a-z_]+$"}

SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["source", "city", "districts", "areas"],
    "additionalProperties": False,
    "properties": {
        "source": _SOURCE,
        "city": {"type": "object", "required": ["aspect", "wall", "source"], "additionalProperties": False,
                 "properties": {"aspect": {"type": "array", "minItems": 2, "maxItems": 2,
                                           "items": {"type": "number", "minimum": 0.5, "maximum": 3}},
                                "wall": _FRACTION, "source": _SOURCE}},
        "districts": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["id", "rect", "arms", "tint", "source"], "additionalProperties": False,
            "properties": {"id": _ID, "rect": _RECT, "arms": {"enum": list(ARMS)},
                           "tint": {"type": "array", "minItems": 3, "maxItems": 3,
                                    "items": {"type": "integer", "minimum": 0, "maximum": 255}},
                           "source": _SOURCE},
        }},
        "areas": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["id"], "additionalProperties": False,
            "oneOf": [{"required": ["rect"]}, {"required": ["circle"]}],
            "properties": {"id": _ID, "rect": _RECT,
                           "circle": {"type": "array", "items": _FRACTION, "minItems": 3, "maxItems": 3}},
        }},
    },
}

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class DistrictPlan:
    id: str
    rect: Box
    arms: str
    tint: tuple[int, int, int]


@dataclass(frozen=True)
class AreaPlan:
    id: str
    rect: Box | None  # a drop zone's rectangle, or
    circle: tuple[float, float, float] | None  # the Tower of David's round keep


@dataclass(frozen=True)
class TablePlan:
    aspect: tuple[float, float]  # the board's width over its height: at least, at most
    wall: float
    districts: dict[str, DistrictPlan]
    areas: tuple[AreaPlan, ...]  # in the rules' Area order: areas[i] is board[i]


def _fail(key: str, problem: str) -> None:
    raise DataError(FILE, key, problem)


def load_plan(cfg: Config) -> TablePlan:
    """Read table.yaml and check that it draws every District and Area the rules know, once."""
    data = load_yaml(FILE, SCHEMA)
    districts = {d["id"]: DistrictPlan(d["id"], tuple(d["rect"]), d["arms"], tuple(d["tint"]))  # type: ignore[arg-type]
                 for d in data["districts"]}
    if set(districts) != set(cfg.district_ids):
        _fail("districts", f"must draw exactly the Districts of board.yaml: {sorted(cfg.district_ids)}")
    by_id = {a["id"]: a for a in data["areas"]}
    if len(by_id) != len(data["areas"]) or set(by_id) != set(cfg.area_ids):
        _fail("areas", f"must draw every Area of board.yaml exactly once: {sorted(cfg.area_ids)}")
    areas = tuple(
        AreaPlan(a.id, tuple(by_id[a.id]["rect"]) if "rect" in by_id[a.id] else None,  # type: ignore[arg-type]
                 tuple(by_id[a.id]["circle"]) if "circle" in by_id[a.id] else None)  # type: ignore[arg-type]
        for a in cfg.areas
    )
    for i, plan in enumerate(areas):
        box = plan.rect
        if box is not None and (box[0] + box[2] > 1.0001 or box[1] + box[3] > 1.0001):
            _fail(f"areas[{i}].rect", "runs off the board")
    least, most = (float(x) for x in data["city"]["aspect"])
    if least > most:
        _fail("city.aspect", "must give the least proportion first")
    return TablePlan((least, most), float(data["city"]["wall"]), districts, areas)
