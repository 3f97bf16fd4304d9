"""The map of Im Zeichen des Kreuzes: spaces, neighbours, straits and the start lists, loaded
from config/kreuzes/map.yaml (built from real coastlines by tools/kreuzes_map/build.py).

Neighbours are a shared border or a corner (the rulebook: "even if they touch only at a corner"),
plus the two sides of each strait. Pure: no pygame.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from games.core.data import DataError, load_yaml
from games.core.paths import CONFIG_DIR

MAP_FILE = CONFIG_DIR / "kreuzes" / "map.yaml"

TERRAINS = ("plains", "mountains", "sea")
CONTINENTS = ("europe", "asia", "africa")
FAITHS = ("christian", "muslim")
KNIGHT_IDS = ("godfrey", "bohemond", "raymond", "robert", "sigurd")
# The rulebook's counts: "There are 11 Muslim cities in total"; 24 city tokens in all.
CITY_COUNTS = {"christian": 13, "muslim": 11}


@dataclass(frozen=True)
class City:
    id: str  # the space's id
    name: str
    faith: str  # "christian" | "muslim"


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    terrain: str  # one of TERRAINS
    continent: str | None  # one of CONTINENTS; None for every sea and every island
    island: bool
    city: City | None
    polygon: tuple[tuple[float, float], ...]  # board units (x right, y down), outer ring
    label: tuple[float, float]  # where its name or a piece sits, inside the polygon

    @property
    def is_sea(self) -> bool:
        return self.terrain == "sea"

    @property
    def is_land(self) -> bool:
        return self.terrain != "sea"


@dataclass(frozen=True)
class Strait:
    name: str
    a: str  # land space ids on each side
    b: str


@dataclass(frozen=True, eq=False)  # one board per file, compared (and hashed) by identity
class Board:
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, frozenset[str]]  # shared border or corner, plus strait partners
    straits: tuple[Strait, ...]
    width: float
    height: float
    knight_starts: Mapping[str, str]
    pirate_starts: tuple[str, str]
    army_starts: tuple[str, str]
    el_cid: frozenset[str]
    jerusalem: str
    # BFS distances from a space, per (space, land_only), filled on first use.
    _dist: dict[tuple[str, bool], dict[str, int]] = field(default_factory=dict, repr=False, compare=False)

    def __reduce__(self) -> tuple[Any, ...]:
        # The rules (and so this board) travel by pickle to the computer players' process, and a
        # read-only mapping does not pickle: send plain dicts and wrap them again on arrival. The
        # distance cache stays behind; the other side fills its own.
        values = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "_dist"}
        plain = tuple((k, dict(v) if isinstance(v, MappingProxyType) else v) for k, v in values.items())
        return (_board_from, (plain,))

    def cities(self, faith: str | None = None) -> list[City]:
        """The city spaces in the board's order, of one faith or all."""
        return [s.city for s in self.spaces.values() if s.city is not None and faith in (None, s.city.faith)]

    def is_strait(self, a: str, b: str) -> bool:
        return any({a, b} == {s.a, s.b} for s in self.straits)

    def _from(self, source: str, land_only: bool) -> dict[str, int]:
        key = (source, land_only)
        found = self._dist.get(key)
        if found is None:
            if source not in self.spaces:
                raise KeyError(f"no space {source!r} on the board")
            found = {source: 0}
            queue = deque([source])
            while queue:
                here = queue.popleft()
                for n in self.neighbours[here]:
                    if n not in found and not (land_only and self.spaces[n].is_sea):
                        found[n] = found[here] + 1
                        queue.append(n)
            self._dist[key] = found
        return found

    def distance(self, a: str, b: str, *, land_only: bool = False) -> int:
        """Steps on the shortest route from a to b. With land_only the route keeps to land
        (straits included); ValueError when there is none (an island, a sea space)."""
        if a not in self.spaces:
            raise KeyError(f"no space {a!r} on the board")
        if land_only and (self.spaces[a].is_sea or self.spaces[b].is_sea):
            raise ValueError(f"no land route between {a!r} and {b!r}: one of them is a sea space")
        steps = self._from(b, land_only).get(a)
        if steps is None:
            raise ValueError(f"no {'land ' if land_only else ''}route between {a!r} and {b!r}")
        return steps

    def step_toward(self, a: str, b: str) -> str:
        """The next space from a on a shortest route to b over any terrain (the smallest id
        among equals); a itself when a is b."""
        if a not in self.spaces:
            raise KeyError(f"no space {a!r} on the board")
        if a == b:
            return a
        to_b = self._from(b, False)
        if a not in to_b:
            raise ValueError(f"no route between {a!r} and {b!r}")
        return min(n for n in self.neighbours[a] if to_b.get(n) == to_b[a] - 1)


_ID = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"}
_SOURCE = {"type": "string", "pattern": "^(researched|reconstructed|rulebook) \\(.+\\)$"}
_POINT = {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}
_POLYGON = {"type": "string", "pattern": "^-?[0-9.]+,-?[0-9.]+( -?[0-9.]+,-?[0-9.]+){2,}$"}


def _object(optional: tuple[str, ...] = (), **properties: Any) -> dict[str, Any]:
    """A JSON Schema object with exactly these keys, all required but the optional ones."""
    required = [k for k in properties if k not in optional]
    return {"type": "object", "required": required, "additionalProperties": False, "properties": properties}


def _ids(size: int) -> dict[str, Any]:
    return _object(source=_SOURCE, spaces={"type": "array", "items": _ID, "minItems": size, "maxItems": size,
                                           "uniqueItems": True})


_NAME = {"type": "string", "minLength": 1}
_CITY = {"oneOf": [{"type": "null"}, _object(name=_NAME, faith={"enum": list(FAITHS)})]}
_SPACE = _object(
    ("source",),
    id=_ID,
    name=_NAME,
    terrain={"enum": list(TERRAINS)},
    continent={"enum": [*CONTINENTS, None]},
    island={"type": "boolean"},
    city=_CITY,
    source=_SOURCE,
    label=_POINT,
    neighbours={"type": "array", "items": _ID, "uniqueItems": True},
    polygon=_POLYGON,
)
_SIZE = {"type": "number", "exclusiveMinimum": 0}
_STRAITS = {"type": "array", "minItems": 3, "maxItems": 3, "items": _object(name=_NAME, a=_ID, b=_ID)}

SCHEMA: dict[str, Any] = _object(
    version={"const": 1},
    board=_object(width=_SIZE, height=_SIZE, source=_SOURCE, regions=_SOURCE),
    spaces={"type": "array", "minItems": 1, "items": _SPACE},
    straits=_object(source=_SOURCE, list=_STRAITS),
    knight_starts=_object(source=_SOURCE, spaces=_object(**{k: _ID for k in KNIGHT_IDS})),
    pirate_starts=_ids(2),
    army_starts=_ids(2),
    el_cid=_ids(5),
    jerusalem=_object(source=_SOURCE, space=_ID),
)


def _polygon(text: str) -> tuple[tuple[float, float], ...]:
    out = []
    for pair in text.split():
        x, y = pair.split(",")
        out.append((float(x), float(y)))
    return tuple(out)


def _inside(pt: tuple[float, float], ring: tuple[tuple[float, float], ...]) -> bool:
    """Even-odd test: is the point inside the ring?"""
    x, y = pt
    inside = False
    n = len(ring)
    for i in range(n):
        (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _spaces(path: Path, raw: list[dict[str, Any]]) -> dict[str, Space]:
    spaces: dict[str, Space] = {}
    for i, s in enumerate(raw):
        at = f"spaces[{i}]"
        sid = s["id"]
        if sid in spaces:
            raise DataError(path, f"{at}.id", f"the id {sid!r} is used twice")
        sea = s["terrain"] == "sea"
        if sea and (s["continent"] is not None or s["island"] or s["city"] is not None):
            raise DataError(path, at, f"the sea space {sid!r} can have no continent, island or city")
        if not sea and s["island"] != (s["continent"] is None):
            raise DataError(path, f"{at}.continent",
                            f"{sid!r}: an island has no continent and every other land space has one")
        if not sea and "source" not in s:
            raise DataError(path, f"{at}.source", f"the land space {sid!r} needs a source for its terrain")
        city = City(sid, s["city"]["name"], s["city"]["faith"]) if s["city"] else None
        polygon = _polygon(s["polygon"])
        label = (float(s["label"][0]), float(s["label"][1]))
        if not _inside(label, polygon):
            raise DataError(path, f"{at}.label", f"the label of {sid!r} is outside its polygon")
        spaces[sid] = Space(sid, s["name"], s["terrain"], s["continent"], bool(s["island"]), city, polygon, label)
    return spaces


def _neighbours(path: Path, raw: list[dict[str, Any]], spaces: dict[str, Space]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for i, s in enumerate(raw):
        mine: set[str] = set()
        for j, n in enumerate(s["neighbours"]):
            where = f"spaces[{i}].neighbours[{j}]"
            if n not in spaces:
                raise DataError(path, where, f"{n!r} is not a space")
            if n == s["id"]:
                raise DataError(path, where, f"{n!r} cannot neighbour itself")
            mine.add(n)
        found[s["id"]] = mine
    for i, s in enumerate(raw):
        for j, n in enumerate(s["neighbours"]):
            if s["id"] not in found[n]:
                raise DataError(path, f"spaces[{i}].neighbours[{j}]",
                                f"{s['id']!r} lists {n!r} but {n!r} does not list {s['id']!r}")
    return found


def _check_space(path: Path, where: str, sid: str, spaces: dict[str, Space], want: str) -> None:
    if sid not in spaces:
        raise DataError(path, where, f"{sid!r} is not a space")
    if want == "land" and not spaces[sid].is_land:
        raise DataError(path, where, f"{sid!r} must be a land space, not sea")
    if want == "sea" and not spaces[sid].is_sea:
        raise DataError(path, where, f"{sid!r} must be a sea space, not {spaces[sid].terrain}")


def _board(path: Path, data: dict[str, Any]) -> Board:
    spaces = _spaces(path, data["spaces"])
    found = _neighbours(path, data["spaces"], spaces)
    straits = []
    for i, s in enumerate(data["straits"]["list"]):
        for side in ("a", "b"):
            _check_space(path, f"straits.list[{i}].{side}", s[side], spaces, "land")
        if s["a"] == s["b"]:
            raise DataError(path, f"straits.list[{i}]", "a strait joins two different spaces")
        straits.append(Strait(s["name"], s["a"], s["b"]))
        found[s["a"]].add(s["b"])
        found[s["b"]].add(s["a"])
    for faith, count in CITY_COUNTS.items():
        have = sum(1 for sp in spaces.values() if sp.city is not None and sp.city.faith == faith)
        if have != count:
            raise DataError(path, "spaces", f"the board needs {count} {faith} cities, it has {have}")
    knights = data["knight_starts"]["spaces"]
    for knight, sid in knights.items():
        _check_space(path, f"knight_starts.spaces.{knight}", sid, spaces, "any")
    pirates = tuple(data["pirate_starts"]["spaces"])
    armies = tuple(data["army_starts"]["spaces"])
    for i, sid in enumerate(pirates):
        _check_space(path, f"pirate_starts.spaces[{i}]", sid, spaces, "sea")
    for i, sid in enumerate(armies):
        _check_space(path, f"army_starts.spaces[{i}]", sid, spaces, "land")
    for i, sid in enumerate(data["el_cid"]["spaces"]):
        _check_space(path, f"el_cid.spaces[{i}]", sid, spaces, "land")
    jerusalem = data["jerusalem"]["space"]
    _check_space(path, "jerusalem.space", jerusalem, spaces, "land")
    if spaces[jerusalem].city is not None:
        raise DataError(path, "jerusalem.space", "Jerusalem carries no city token")
    return Board(
        spaces=MappingProxyType(spaces),
        neighbours=MappingProxyType({k: frozenset(v) for k, v in found.items()}),
        straits=tuple(straits),
        width=float(data["board"]["width"]),
        height=float(data["board"]["height"]),
        knight_starts=MappingProxyType(dict(knights)),
        pirate_starts=(pirates[0], pirates[1]),
        army_starts=(armies[0], armies[1]),
        el_cid=frozenset(data["el_cid"]["spaces"]),
        jerusalem=jerusalem,
    )


def _board_from(values: tuple[tuple[str, Any], ...]) -> Board:
    """A board back from its pickle (Board.__reduce__)."""
    return Board(**{k: MappingProxyType(v) if isinstance(v, dict) else v for k, v in values})


@lru_cache(maxsize=4)
def _load(path: Path) -> Board:
    return _board(path, load_yaml(path, SCHEMA))


def load_board(path: Path | None = None) -> Board:
    """The board from map.yaml (or another file), loaded once; DataError on a bad file."""
    return _load(Path(path) if path is not None else MAP_FILE)
