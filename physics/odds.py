"""The tower's odds for computer players: how likely a cube is to come out of one drop.

A search cannot run the physics at every node, so it samples drops from this table instead:
each new cube comes out with `chance_out(size)`, each cube already inside with
`chance_out(size, age)`, all independently. The table is measured by the physics' own
calibration (`python -m physics.calibrate --odds`) and stored in config/kreuzes/tower.yaml.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass


@dataclass(frozen=True)
class OddsTable:
    """Chances of coming out, by handful size (columns) and by age (rows).

    `sizes` are the handful sizes measured, rising. `new_out[j]` is the chance that a cube dropped
    in a handful of `sizes[j]` comes out of that drop. `kept_out[a - 1][j]` is the chance that a
    cube which has sat through `a` drops inside comes out when a handful of `sizes[j]` is dropped;
    the last row stands for that age and older.
    """

    source: str
    runs: int
    drops: int
    warmup: int
    sizes: tuple[int, ...]
    new_out: tuple[float, ...]
    kept_out: tuple[tuple[float, ...], ...]

    @property
    def oldest(self) -> int:
        """The age whose row also covers every older cube."""
        return len(self.kept_out)

    def chance_out(self, size: int, age: int = 0) -> float:
        """The chance one cube comes out of a drop of `size` cubes: a cube of that handful when
        `age` is 0, else one that has sat inside through `age` drops.

        Between measured sizes the chance is interpolated linearly; outside them it is the nearest
        measured one. A drop of nothing moves nothing (the resting cubes are not woken).
        """
        if age < 0 or size < 0:
            raise ValueError(f"a cube's age and a handful's size are never negative: age {age}, size {size}")
        if size == 0:
            return 0.0
        row = self.new_out if age == 0 else self.kept_out[min(age, self.oldest) - 1]
        sizes = self.sizes
        if size <= sizes[0]:
            return row[0]
        if size >= sizes[-1]:
            return row[-1]
        j = bisect_right(sizes, size)
        lo, hi = sizes[j - 1], sizes[j]
        u = (size - lo) / (hi - lo)
        return row[j - 1] + u * (row[j] - row[j - 1])
