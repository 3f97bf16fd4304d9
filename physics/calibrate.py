"""Headless calibration: long runs of typical combats, and the states the benchmark and tests need.

`python -m physics.calibrate` prints the measured probabilities next to their targets in
config/kreuzes/tower.yaml; tune the geometry and friction there until they sit inside.
"""

from __future__ import annotations

import dataclasses
import statistics
from dataclasses import dataclass, field

from physics.config import Segment
from physics.contents import TowerContents
from physics.tower import Tower

# Sample colour names for the five knights; the simulation takes any colour string.
KNIGHTS = ("yellow", "red", "blue", "white", "black")
DEFENDERS = "green"
STUFF_LIMIT = 60


@dataclass
class RunStats:
    """Counts from one long run of drops, after its warm-up drops."""

    new_dropped: int = 0
    new_out: int = 0
    kept_before: int = 0
    kept_out: int = 0
    inside: list[int] = field(default_factory=list)
    escaped: int = 0
    unsettled: int = 0
    longest_s: float = 0.0
    clogged: bool = False
    typical: list[TowerContents] = field(default_factory=list)  # states seen after warm-up


def combat_cubes(tower: Tower, drop_no: int) -> list[str]:
    """The rulebook's usual combat: one knight's attackers and the green defenders."""
    cal = tower.config.calibration
    return [KNIGHTS[drop_no % len(KNIGHTS)]] * cal.attackers + [DEFENDERS] * cal.defenders


def long_run(tower: Tower, seed: int, drops: int | None = None, warmup: int | None = None) -> RunStats:
    """Drop typical combats one after another into one tower, starting empty, and count."""
    cal = tower.config.calibration
    drops = cal.drops if drops is None else drops
    warmup = cal.warmup if warmup is None else warmup
    stats = RunStats()
    contents = TowerContents.empty(seed)
    dry = 0
    for n in range(drops):
        cubes = combat_cubes(tower, n)
        before = {c.id for c in contents.cubes}
        outcome = tower.drop(contents, cubes, record=False)
        kept_out = sum(1 for i in outcome.out_ids if i in before)
        stats.escaped += len(outcome.escaped)
        stats.unsettled += not outcome.settled
        stats.longest_s = max(stats.longest_s, outcome.sim_seconds)
        # clogged for good: the funnel is blocked, or drop after drop lets nothing out
        dry = dry + 1 if not outcome.out_ids else 0
        stats.clogged |= outcome.full or dry >= cal.clog_drops
        if n >= warmup:
            stats.new_dropped += len(cubes)
            stats.new_out += outcome.out_count - kept_out
            stats.kept_before += len(before)
            stats.kept_out += kept_out
            stats.inside.append(len(outcome.inside))
            stats.typical.append(contents)
        contents = outcome.inside
    return stats


@dataclass(frozen=True)
class Calibration:
    p_new_out: float
    p_kept_out: float
    inside_mean: float
    inside_max: int
    clogged: int
    escaped: int
    unsettled: int
    longest_s: float
    typical: tuple[TowerContents, ...]


def calibrate(tower: Tower, runs: int | None = None, seed: int = 1) -> Calibration:
    """Several long runs from different seeds, pooled."""
    runs = tower.config.calibration.runs if runs is None else runs
    all_stats = [long_run(tower, seed + k) for k in range(runs)]
    inside = [n for s in all_stats for n in s.inside]
    return Calibration(
        p_new_out=sum(s.new_out for s in all_stats) / sum(s.new_dropped for s in all_stats),
        p_kept_out=sum(s.kept_out for s in all_stats) / max(1, sum(s.kept_before for s in all_stats)),
        inside_mean=statistics.fmean(inside),
        inside_max=max(inside),
        clogged=sum(s.clogged for s in all_stats),
        escaped=sum(s.escaped for s in all_stats),
        unsettled=sum(s.unsettled for s in all_stats),
        longest_s=max(s.longest_s for s in all_stats),
        typical=tuple(c for s in all_stats for c in s.typical),
    )


def plugged(tower: Tower) -> Tower:
    """The same tower with its exit boarded up: the only way to stuff it nearly full."""
    wall = min((s for s in tower.segments if s.role == "wall"), key=lambda s: min(s.a[0], s.b[0]))
    x, bottom = wall.a[0], min(wall.a[1], wall.b[1])
    plug = Segment("exit plug", "wall", (x, tower.config.hull.floor_y(x)), (x, bottom), wall.thickness, wall.material)
    return Tower(dataclasses.replace(tower.config, segments=(*tower.config.segments, plug)))


def stuffed(tower: Tower, seed: int = 1, handful: int = 24, *, full: bool = False) -> TowerContents:
    """A nearly full tower: handfuls dropped with the exit plugged, stopping one handful before the
    funnel is blocked (or, with `full`, at the first blocked state).

    The open tower never gets this full in play (a few cubes sit on its two ledges), so this is
    the stress case: over two hundred resting cubes, rebuilt asleep, that the next handful wakes
    where it lands. Whatever it wakes by the unplugged exit runs out.
    """
    closed = plugged(tower)
    contents = TowerContents.empty(seed)
    # a tower that swallows this many handfuls without blocking is not one we know how to fill
    for n in range(STUFF_LIMIT):
        cubes = [KNIGHTS[n % len(KNIGHTS)], DEFENDERS] * (handful // 2)
        after = closed.drop(contents, cubes, record=False).inside
        if tower.is_full(after):
            return after if full else contents
        contents = after
    raise RuntimeError(f"the tower took {STUFF_LIMIT} handfuls of {handful} and its funnel is still open")


def main() -> None:
    tower = Tower.from_config()
    cal = tower.config.calibration
    result = calibrate(tower)
    print(f"p_new_out   {result.p_new_out:.3f}  (target {cal.p_new_out[0]}..{cal.p_new_out[1]})")
    print(f"p_kept_out  {result.p_kept_out:.3f}  (target {cal.p_kept_out[0]}..{cal.p_kept_out[1]})")
    print(f"inside      mean {result.inside_mean:.1f}, max {result.inside_max}")
    print(f"clogged {result.clogged}, escaped {result.escaped}, unsettled {result.unsettled}, "
          f"longest drop {result.longest_s:.2f} s")


if __name__ == "__main__":
    main()
