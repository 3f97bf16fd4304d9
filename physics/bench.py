"""Benchmark figures for `python main.py --bench tower`: calibration, drop timings and the soak.

Each figure is {"bench", "value", "unit", "goal"}. Two families, each measured in one go and
only when a word of the bench's name filter can select one of its names: the calibration of
typical combats (about a minute here) and the soak of the largest ones (`tower.soak`).
Drops are timed in CPU time of this process: a drop runs on one core, and on a machine shared
with other work the wall clock would time the neighbours too.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator, Sequence
from typing import Any

from physics.calibrate import calibrate, combat_cubes, soak, stuffed
from physics.contents import TowerContents
from physics.playback import drop_clip
from physics.tower import Tower

TIMED_DROPS = 200  # typical drops timed for tower.drop_ms
FULL_DROPS = 5  # drops timed into a nearly full tower
SOAK_SEED = 1  # the soaks start from seeds 1, 2, ...


def _figure(name: str, value: float, unit: str, goal: str | None) -> dict[str, Any]:
    return {"bench": name, "value": value, "unit": unit, "goal": goal}


def _between(bounds: tuple[float, float]) -> str:
    return f"{bounds[0]:.2f}..{bounds[1]:.2f}"


def _median_ms(tower: Tower, states: list[TowerContents], seed: int) -> float:
    times = []
    for k, contents in enumerate(states):
        cubes = combat_cubes(tower, k)
        start = time.process_time()
        drop_clip(tower, contents, cubes, seed=seed + k)  # a drop as the table gets it: frames, trimmed
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


CALIBRATION = ("tower.p_new_out", "tower.p_kept_out", "tower.inside_mean", "tower.inside_max", "tower.clogged",
               "tower.drop_ms", "tower.drop_full_ms")
SOAK = ("tower.soak.escaped", "tower.soak.blocked", "tower.soak.capped", "tower.soak.inside_max",
        "tower.soak.drop_ms")
NAMES = CALIBRATION + SOAK


def _selects(words: Sequence[str] | None, names: Sequence[str]) -> bool:
    return not words or any(name.startswith(w) for name in names for w in words)


def calibration_figures(tower: Tower) -> Iterator[dict[str, Any]]:
    """One calibration run feeds them all (the typical towers timed are states it met)."""
    cal = tower.config.calibration
    result = calibrate(tower)
    yield _figure("tower.p_new_out", round(result.p_new_out, 3), "fraction", _between(cal.p_new_out))
    yield _figure("tower.p_kept_out", round(result.p_kept_out, 3), "fraction", _between(cal.p_kept_out))
    yield _figure("tower.inside_mean", round(result.inside_mean, 2), "cubes", None)
    yield _figure("tower.inside_max", result.inside_max, "cubes", None)
    yield _figure("tower.clogged", result.clogged, "runs", "== 0")

    # typical towers: states met in the calibration runs after their warm-up, spread evenly
    typical = list(result.typical)
    picked = [typical[i * len(typical) // TIMED_DROPS] for i in range(min(TIMED_DROPS, len(typical)))]
    yield _figure("tower.drop_ms", round(_median_ms(tower, picked, seed=1000), 2), "ms", "<= 10")

    nearly_full = stuffed(tower)
    yield _figure("tower.drop_full_ms", round(_median_ms(tower, [nearly_full] * FULL_DROPS, seed=2000), 1), "ms", None)


def soak_figures(tower: Tower, runs: int) -> Iterator[dict[str, Any]]:
    """`runs` soaks of the largest handful (config `soak`), counted together; `drop_ms` is the
    median CPU time of one of those drops (no playback frames)."""
    stats = [soak(tower, SOAK_SEED + k) for k in range(runs)]
    yield _figure("tower.soak.escaped", sum(s.escaped for s in stats), "cubes", "== 0")
    yield _figure("tower.soak.blocked", sum(s.blocked for s in stats), "drops", "== 0")
    yield _figure("tower.soak.capped", sum(s.capped for s in stats), "drops", "== 0")
    yield _figure("tower.soak.inside_max", max(s.inside_max for s in stats), "cubes", None)
    yield _figure("tower.soak.drop_ms", round(statistics.median(ms for s in stats for ms in s.drop_ms), 1), "ms",
                  "<= 250")


def figures(words: Sequence[str] | None = None, quick: bool = False) -> Iterator[dict[str, Any]]:
    """The tower figures `words` (the bench's name filter) can select, a family at a time;
    `quick` soaks once instead of `soak.runs` times and leaves the calibration as it is."""
    if not _selects(words, NAMES):
        return
    tower = Tower.from_config()
    if _selects(words, CALIBRATION):
        yield from calibration_figures(tower)
    if _selects(words, SOAK):
        yield from soak_figures(tower, 1 if quick else tower.config.soak.runs)


if __name__ == "__main__":
    for fig in figures():
        print(fig, flush=True)
