"""Headless calibration: long runs of typical combats, soaks of the largest ones, the odds table,
and the states the benchmark and tests need.

`python -m physics.calibrate` prints the measured probabilities next to their targets in
config/kreuzes/tower.yaml; tune the geometry and friction there until they sit inside.
`python -m physics.calibrate --odds` measures the computer players' odds table and writes it
into that file (see physics/odds.py).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from games.core.data import DataError
from games.core.paths import CONFIG_DIR
from physics.config import TOWER_YAML, Segment, load_tower_config
from physics.contents import TowerContents
from physics.tower import Tower

# The simulation takes any colour string and physics knows no game: the calibration labels the
# attackers' cubes by position (the knights' colours are games/kreuzes/rules/cubes.py's alone).
KNIGHTS = tuple(f"attacker{k}" for k in range(5))
DEFENDERS = "green"
STUFF_LIMIT = 60
ODDS_MARK = "# The computer players' odds"  # the odds section of tower.yaml starts here and runs to its end


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


@dataclass
class SoakStats:
    """One soak: drops of the largest handful one after another, onto whatever stayed inside."""

    drops: int = 0
    escaped: int = 0  # cubes that left other than through the exit
    blocked: int = 0  # drops after which the funnel was blocked
    capped: int = 0  # drops stopped by the time cap, not at rest
    inside_max: int = 0
    drop_ms: list[float] = field(default_factory=list)  # CPU time of each drop


def soak(tower: Tower, seed: int, drops: int | None = None) -> SoakStats:
    """Drop the soak's handful (config `soak`) `drops` times in a row into one tower, starting empty."""
    spec = tower.config.soak
    drops = spec.drops if drops is None else drops
    stats = SoakStats()
    contents = TowerContents.empty(seed)
    for n in range(drops):
        cubes = [KNIGHTS[n % len(KNIGHTS)]] * spec.attackers + [DEFENDERS] * spec.defenders
        start = time.process_time()
        outcome = tower.drop(contents, cubes, record=False)
        stats.drop_ms.append((time.process_time() - start) * 1000)
        stats.drops += 1
        stats.escaped += len(outcome.escaped)
        stats.blocked += outcome.full
        stats.capped += not outcome.settled
        stats.inside_max = max(stats.inside_max, len(outcome.inside))
        contents = outcome.inside
    return stats


@dataclass
class OddsCount:
    """Cubes seen and cubes out, per handful size (columns) and age (rows; row 0: new cubes)."""

    sizes: tuple[int, ...]
    oldest: int
    seen: list[list[int]]
    out: list[list[int]]

    @classmethod
    def zero(cls, sizes: tuple[int, ...], oldest: int) -> OddsCount:
        return cls(sizes, oldest, [[0] * len(sizes) for _ in range(oldest + 1)],
                   [[0] * len(sizes) for _ in range(oldest + 1)])

    def chance(self, age: int, j: int) -> float:
        return self.out[age][j] / self.seen[age][j] if self.seen[age][j] else 0.0


def count_size(tower: Tower, count: OddsCount, j: int, seed: int, drops: int, warmup: int) -> None:
    """One long run of handfuls of `count.sizes[j]`, half one knight's and half green, from an empty
    tower; every cube's fate in every drop after the warm-up is added to `count`."""
    size = count.sizes[j]
    contents = TowerContents.empty(seed)
    age: dict[int, int] = {}  # cube id -> drops it has sat through inside
    for n in range(drops):
        cubes = [KNIGHTS[n % len(KNIGHTS)]] * (size - size // 2) + [DEFENDERS] * (size // 2)
        outcome = tower.drop(contents, cubes, record=False)
        if n >= warmup:
            out = set(outcome.out_ids)
            for i in [c.id for c in contents.cubes] + list(range(contents.next_id, outcome.inside.next_id)):
                row = min(age.get(i, 0), count.oldest)
                count.seen[row][j] += 1
                count.out[row][j] += i in out
        age = {c.id: age.get(c.id, 0) + 1 for c in outcome.inside.cubes}
        contents = outcome.inside


def measure_odds(tower: Tower, sizes: tuple[int, ...], runs: int, drops: int, warmup: int, oldest: int = 4,
                 seed: int = 1) -> OddsCount:
    """Count every size over `runs` long runs (seeds `seed`, `seed + 1`, ...)."""
    count = OddsCount.zero(sizes, oldest)
    for j in range(len(sizes)):
        for k in range(runs):
            count_size(tower, count, j, seed + k, drops, warmup)
    return count


def odds_yaml(count: OddsCount, runs: int, drops: int, warmup: int) -> str:
    """The `odds:` section of config/kreuzes/tower.yaml for a measurement."""
    def row(age: int) -> str:
        return "[" + ", ".join(f"{count.chance(age, j):.3f}" for j in range(len(count.sizes))) + "]"

    total = runs * drops * len(count.sizes)
    fewest = min(min(r) for r in count.seen)
    lines = [
        f"{ODDS_MARK} (physics/odds.py), written by `python -m physics.calibrate --odds`:",
        "# this comment and everything after it, to the end of the file, is rewritten by that command.",
        "odds:",
        "  source: >-",
        f"    measured: `python -m physics.calibrate --odds`, {runs} runs of {drops} drops per handful size",
        f"    ({total} drops in all), each run from an empty tower with its first {warmup} drops not counted;",
        "    every handful half one knight's, half green. The fewest cubes behind any chance here:",
        f"    {fewest}.",
        f"  runs: {runs}",
        f"  drops: {drops}",
        f"  warmup: {warmup}",
        f"  sizes: [{', '.join(str(n) for n in count.sizes)}]",
        f"  new_out: {row(0)}",
        f"  kept_out:                 # rows: a cube that has sat through 1, 2, 3, then {count.oldest} or more drops",
    ]
    lines += [f"    - {row(age)}" for age in range(1, count.oldest + 1)]
    return "\n".join(lines) + "\n"


def write_odds(text: str, path: Path) -> None:
    """Replace the odds section, the end of the file from its first comment line on, with `text`;
    put the old file back if the new one does not load."""
    old = path.read_text(encoding="utf-8")
    start = old.find(ODDS_MARK)
    if start < 0:
        start = old.index("\nodds:\n") + 1
    path.write_text(old[:start] + text, encoding="utf-8")
    try:
        load_tower_config(path)
    except DataError:
        path.write_text(old, encoding="utf-8")
        raise


def _print_odds(count: OddsCount) -> None:
    print("size    " + "".join(f"{n:>8}" for n in count.sizes))
    for age in range(count.oldest + 1):
        name = "new" if age == 0 else f"age {age}" + ("+" if age == count.oldest else "")
        cells = "".join(f"{count.chance(age, j):8.3f}" for j in range(len(count.sizes)))
        print(f"{name:<8}{cells}    (cubes: {min(count.seen[age])}..{max(count.seen[age])})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m physics.calibrate", description=__doc__.split("\n\n")[0])
    parser.add_argument("--odds", action="store_true", help="measure the odds table and write it into tower.yaml")
    parser.add_argument("--runs", type=int, help="odds: runs per handful size (default: as stored)")
    parser.add_argument("--drops", type=int, help="odds: drops per run (default: as stored)")
    parser.add_argument("--warmup", type=int, help="odds: uncounted drops at the start of each run")
    parser.add_argument("--dry-run", action="store_true", help="odds: print the table, write nothing")
    args = parser.parse_args(argv)
    tower = Tower.from_config()
    if args.odds:
        stored = tower.config.odds
        runs, drops = args.runs or stored.runs, args.drops or stored.drops
        warmup = stored.warmup if args.warmup is None else args.warmup
        count = measure_odds(tower, stored.sizes, runs, drops, warmup, oldest=stored.oldest)
        _print_odds(count)
        if not args.dry_run:
            write_odds(odds_yaml(count, runs, drops, warmup), CONFIG_DIR / TOWER_YAML)
            print(f"written to {CONFIG_DIR / TOWER_YAML}")
        return
    cal = tower.config.calibration
    result = calibrate(tower)
    print(f"p_new_out   {result.p_new_out:.3f}  (target {cal.p_new_out[0]}..{cal.p_new_out[1]})")
    print(f"p_kept_out  {result.p_kept_out:.3f}  (target {cal.p_kept_out[0]}..{cal.p_kept_out[1]})")
    print(f"inside      mean {result.inside_mean:.1f}, max {result.inside_max}")
    print(f"clogged {result.clogged}, escaped {result.escaped}, unsettled {result.unsettled}, "
          f"longest drop {result.longest_s:.2f} s")


if __name__ == "__main__":
    main()
