"""The named places the Kreuzes map is grown from, one seed (lon, lat) per space, read from
seeds.yaml beside this file: land seeds are partitioned by Voronoi cells clipped to the real
coast, island seeds take their whole island, sea seeds share out the water."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

SEEDS_FILE = Path(__file__).with_name("seeds.yaml")


@dataclass(frozen=True)
class Seed:
    id: str
    name: str
    lon: float
    lat: float
    terrain: str  # plains | mountains | sea
    continent: str | None = None  # europe | asia | africa; None for seas and islands
    faith: str | None = None  # christian | muslim for a city space
    why: str = ""  # the relief behind the terrain


def _land(rows: list[list[object]], continent: str | None) -> tuple[Seed, ...]:
    return tuple(Seed(str(i), str(n), float(x), float(y), str(t), continent, f and str(f), str(w))  # type: ignore[arg-type]
                 for i, n, x, y, t, f, w in rows)


_DATA = yaml.safe_load(SEEDS_FILE.read_text(encoding="utf-8"))
MAINLAND: tuple[Seed, ...] = sum((_land(_DATA[c], c) for c in ("europe", "asia", "africa")), ())
ISLANDS: tuple[Seed, ...] = _land(_DATA["islands"], None)
SEAS: tuple[Seed, ...] = tuple(Seed(str(i), str(n), float(x), float(y), "sea") for i, n, x, y in _DATA["seas"])
