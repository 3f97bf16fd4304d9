"""The map of Im Zeichen des Kreuzes: the fixed ids, the islands, the neighbours against the
polygons, the straits, the length of the crusade by land and by sea, the start spaces, and
clear errors for a malformed map file."""

from __future__ import annotations

import copy
import math
from collections import deque
from pathlib import Path
from typing import Any

import pytest
import yaml

from games.core.data import DataError
from games.kreuzes.rules.board import MAP_FILE, Board, Space, load_board

CHRISTIAN = {"lisbon", "barcelona", "marseille", "genoa", "venice", "rome", "cagliari", "palermo", "budapest",
             "thessalonica", "athens", "constantinople", "crete"}
MUSLIM = {"granada", "cordoba", "tunis", "alexandria", "cairo", "antioch", "edessa", "famagusta", "smyrna",
          "damascus", "tripoli"}
TOUCH = 1.2  # board units: the tolerance the build script used for "touching"


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


def test_the_cities_carry_the_fixed_ids_and_faiths(board: Board) -> None:
    assert {c.id for c in board.cities("christian")} == CHRISTIAN
    assert {c.id for c in board.cities("muslim")} == MUSLIM
    assert len(board.cities()) == 24
    for city in board.cities():
        assert board.spaces[city.id].city == city
        assert board.spaces[city.id].is_land


def test_crete_and_cyprus_are_islands_outside_every_continent(board: Board) -> None:
    for sid in ("crete", "famagusta", "palermo", "cagliari"):
        space = board.spaces[sid]
        assert space.island and space.continent is None and space.is_land
    assert board.spaces["constantinople"].continent == "europe"
    assert board.spaces["bithynia"].continent == "asia"
    assert board.spaces["cairo"].continent == "africa"
    assert board.spaces["jerusalem"].continent == "asia" and board.spaces["jerusalem"].city is None


def test_every_space_has_its_kind_of_continent(board: Board) -> None:
    assert 90 <= len(board.spaces) <= 140
    for space in board.spaces.values():
        if space.is_sea or space.island:
            assert space.continent is None, space.id
        else:
            assert space.continent in ("europe", "asia", "africa"), space.id
        assert space.terrain in ("plains", "mountains", "sea")
        assert _inside(space.label, space.polygon), space.id
    continents = {s.continent for s in board.spaces.values()}
    assert continents == {"europe", "asia", "africa", None}


def test_every_space_is_reachable_and_neighbours_are_symmetric(board: Board) -> None:
    start = next(iter(board.spaces))
    seen = {start}
    queue = deque([start])
    while queue:
        for n in board.neighbours[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == set(board.spaces)
    for a, ns in board.neighbours.items():
        assert a not in ns
        for b in ns:
            assert a in board.neighbours[b], (a, b)


def test_neighbours_are_exactly_the_polygons_that_touch(board: Board) -> None:
    touching = _touching_pairs(board)
    listed = {frozenset((a, b)) for a, ns in board.neighbours.items() for b in ns}
    straits = {frozenset((s.a, s.b)) for s in board.straits}
    assert touching - listed == set(), "polygons touch but are not neighbours"
    assert listed - straits - touching == set(), "neighbours whose polygons do not touch"
    # a corner is enough: at least one listed pair meets at a single point or nearly
    assert len(listed) > len(board.spaces)


def test_the_three_straits_join_land_to_land(board: Board) -> None:
    by_name = {s.name: s for s in board.straits}
    assert set(by_name) == {"Strait of Gibraltar", "Strait of Messina", "Bosphorus"}
    for s in board.straits:
        assert board.spaces[s.a].is_land and board.spaces[s.b].is_land
        assert s.b in board.neighbours[s.a] and board.is_strait(s.b, s.a)
    assert {by_name["Bosphorus"].a, by_name["Bosphorus"].b} == {"constantinople", "bithynia"}
    assert {by_name["Strait of Messina"].a, by_name["Strait of Messina"].b} == {"calabria", "palermo"}
    gib = by_name["Strait of Gibraltar"]
    assert {board.spaces[gib.a].continent, board.spaces[gib.b].continent} == {"europe", "africa"}
    assert not board.is_strait("normandy", "lorraine")


def test_the_road_to_jerusalem_is_long_by_land_and_shorter_by_sea(board: Board) -> None:
    land = board.distance("normandy", "jerusalem", land_only=True)
    anyway = board.distance("normandy", "jerusalem")
    assert land >= 15
    # the sea is a real shortcut, but not an absurd one: all the way by ship, or mixed
    by_ship = _steps_over_sea(board, "normandy", "jerusalem")
    assert land * 2 / 3 <= anyway <= by_ship < land
    assert board.distance("constantinople", "bithynia") == 1
    assert board.distance("jerusalem", "jerusalem") == 0
    with pytest.raises(ValueError):
        board.distance("crete", "jerusalem", land_only=True)
    with pytest.raises(ValueError):
        board.distance("atlantic", "jerusalem", land_only=True)
    with pytest.raises(KeyError):
        board.distance("atlantis", "jerusalem")


def test_step_toward_follows_a_shortest_route(board: Board) -> None:
    here, steps = "normandy", 0
    total = board.distance("normandy", "jerusalem")
    while here != "jerusalem":
        nxt = board.step_toward(here, "jerusalem")
        assert nxt in board.neighbours[here]
        assert board.distance(nxt, "jerusalem") == board.distance(here, "jerusalem") - 1
        here, steps = nxt, steps + 1
    assert steps == total
    assert board.step_toward("jerusalem", "jerusalem") == "jerusalem"


def test_starts_lie_on_the_right_spaces(board: Board) -> None:
    assert dict(board.knight_starts) == {"godfrey": "lorraine", "bohemond": "apulia", "raymond": "toulouse",
                                         "robert": "normandy", "sigurd": "atlantic"}
    sigurd = board.spaces["atlantic"]
    assert sigurd.is_sea
    assert any(x <= 0.01 or y <= 0.01 for x, y in sigurd.polygon), "Sigurd starts at the board's edge"
    for sid in ("lorraine", "apulia", "toulouse", "normandy"):
        assert board.spaces[sid].continent == "europe"
    assert len(set(board.pirate_starts)) == 2 and all(board.spaces[s].is_sea for s in board.pirate_starts)
    assert len(set(board.army_starts)) == 2 and all(board.spaces[s].is_land for s in board.army_starts)
    assert {board.spaces[s].continent for s in board.army_starts} <= {"asia", "africa"}


def test_el_cid_rides_in_five_spaces_of_spain(board: Board) -> None:
    assert len(board.el_cid) == 5 and {"granada", "cordoba"} <= board.el_cid
    toulouse = board.spaces["toulouse"].label
    for sid in board.el_cid:
        space = board.spaces[sid]
        assert space.is_land and space.continent == "europe"
        assert space.label[1] > toulouse[1] and space.label[0] < toulouse[0] + 5, sid  # south-west of France


def test_the_board_is_frozen_and_loaded_once(board: Board) -> None:
    assert load_board() is board
    with pytest.raises(AttributeError):
        board.spaces["rome"].name = "Roma"  # type: ignore[misc]
    with pytest.raises(TypeError):
        board.spaces["rome"] = board.spaces["venice"]  # type: ignore[index]
    assert isinstance(board.spaces["rome"], Space)


def _steps_over_sea(board: Board, a: str, b: str) -> int:
    """Steps from a to b with every space between them a sea space."""
    seen = {a: 0}
    queue = deque([a])
    while queue:
        here = queue.popleft()
        for n in board.neighbours[here]:
            if n not in seen and (n == b or board.spaces[n].is_sea):
                seen[n] = seen[here] + 1
                queue.append(n)
    return seen[b]


# --- malformed files -------------------------------------------------------------------------

# libyaml, where present, only speeds up making the broken copies; the board itself always
# loads through games/core/data.py.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    return yaml.load(MAP_FILE.read_text(encoding="utf-8"), Loader=_LOADER)


def _broken(tmp_path: Path, raw: dict[str, Any], change: Any, name: str = "map.yaml") -> Path:
    """A copy of the map with one change (each under its own name: boards are cached per path)."""
    data = copy.deepcopy(raw)
    change(data)
    out = tmp_path / name
    out.write_text(yaml.dump(data, Dumper=_DUMPER, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return out


def _space(data: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in data["spaces"] if s["id"] == sid)


def test_a_neighbour_that_is_no_space_is_named(tmp_path: Path, raw: dict[str, Any]) -> None:
    path = _broken(tmp_path, raw, lambda d: _space(d, "rome")["neighbours"].append("atlantis"))
    with pytest.raises(DataError) as err:
        load_board(path)
    assert err.value.file == str(path) and "spaces[" in err.value.key_path and ".neighbours[" in err.value.key_path
    assert "'atlantis' is not a space" in str(err.value)


def test_asymmetric_neighbours_are_refused(tmp_path: Path, raw: dict[str, Any]) -> None:
    path = _broken(tmp_path, raw, lambda d: _space(d, "rome")["neighbours"].remove("tuscany"))
    with pytest.raises(DataError, match="'tuscany' lists 'rome' but 'rome' does not list 'tuscany'"):
        load_board(path)


def test_unknown_terrain_and_wrong_starts_are_refused(tmp_path: Path, raw: dict[str, Any]) -> None:
    def swamp(d: dict[str, Any]) -> None:
        _space(d, "rome")["terrain"] = "swamp"

    with pytest.raises(DataError) as err:
        load_board(_broken(tmp_path, raw, swamp))
    assert err.value.key_path.endswith(".terrain") and "swamp" in err.value.problem

    def pirates_ashore(d: dict[str, Any]) -> None:
        d["pirate_starts"]["spaces"][0] = "tunis"

    with pytest.raises(DataError, match=r"pirate_starts.spaces\[0\].*'tunis' must be a sea space"):
        load_board(_broken(tmp_path, raw, pirates_ashore, "pirates.yaml"))


def test_a_strait_at_sea_and_a_missing_city_are_refused(tmp_path: Path, raw: dict[str, Any]) -> None:
    def wet_strait(d: dict[str, Any]) -> None:
        d["straits"]["list"][0]["b"] = "alboran_sea"

    with pytest.raises(DataError, match=r"straits.list\[0\].b.*'alboran_sea' must be a land space"):
        load_board(_broken(tmp_path, raw, wet_strait))

    def no_tunis(d: dict[str, Any]) -> None:
        _space(d, "tunis")["city"] = None

    with pytest.raises(DataError, match="the board needs 11 muslim cities, it has 10"):
        load_board(_broken(tmp_path, raw, no_tunis, "cities.yaml"))


# --- geometry, in plain Python ----------------------------------------------------------------

def _inside(pt: tuple[float, float], ring: tuple[tuple[float, float], ...]) -> bool:
    x, y = pt
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _point_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def _touching_pairs(board: Board) -> set[frozenset[str]]:
    """Pairs of spaces whose outlines come within TOUCH of each other (a border or a corner):
    every polygon's vertices against every other polygon's nearby edges, through a grid."""
    cell = 8.0
    grid: dict[tuple[int, int], list[tuple[str, tuple[float, float], tuple[float, float]]]] = {}
    for sid, space in board.spaces.items():
        ring = space.polygon
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            x0, x1 = sorted((a[0], b[0]))
            y0, y1 = sorted((a[1], b[1]))
            for gx in range(int((x0 - TOUCH) // cell), int((x1 + TOUCH) // cell) + 1):
                for gy in range(int((y0 - TOUCH) // cell), int((y1 + TOUCH) // cell) + 1):
                    grid.setdefault((gx, gy), []).append((sid, a, b))
    pairs: set[frozenset[str]] = set()
    for sid, space in board.spaces.items():
        for p in space.polygon:
            for other, a, b in grid.get((int(p[0] // cell), int(p[1] // cell)), ()):
                if other != sid and frozenset((sid, other)) not in pairs and _point_segment(p, a, b) < TOUCH:
                    pairs.add(frozenset((sid, other)))
    return pairs
