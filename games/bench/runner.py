"""Which figures exist, which of them a run measures, and how each is printed.

Every figure is measured on its own (nothing one figure leaves behind feeds another), and
the name filter decides what runs at all: `--bench playouts` never starts the tower.
A figure whose part is not built yet is skipped with a note on stderr.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, TextIO

from games import registry
from games.bench import measures, probes
from games.bench.measures import Unavailable

# Goals from the project brief; a game without one is still measured (goal null).
PLAYOUT_GOALS = {"medina": ">= 50", "jerusalem": ">= 20"}
PHYSICS_MODULE = "physics.bench"
PHYSICS_PREFIX = "tower"  # physics.bench names every figure "tower.<what>"


@dataclass(frozen=True)
class Figure:
    name: str
    unit: str
    goal: str | None
    measure: Callable[[], float]
    digits: int  # rounding of the printed value: more digits would be noise


def own_figures(quick: bool = False) -> list[Figure]:
    """The figures this package measures. `quick` halves the work, for tests and smoke runs."""
    games = registry.game_ids()
    figures = [
        Figure("startup_s", "s", "<= 1.0", partial(probes.startup_s, runs=3 if quick else 5), 3),
        Figure("rss_mb", "MB", "<= 250", probes.rss_mb, 1),
    ]
    frames = 60 if quick else 120
    figures += [Figure(f"frame_ms.{g}", "ms", "<= 8", partial(measures.frame_ms, g, frames), 2) for g in games]
    seconds = 1.5 if quick else 3.0
    for g in games:
        playouts = partial(measures.playouts_per_s, g, seconds)
        figures.append(Figure(f"playouts_per_s.{g}", "playouts/s", PLAYOUT_GOALS.get(g), playouts, 1))
    return figures


def wanted(name: str, words: Sequence[str]) -> bool:
    return not words or any(name.startswith(w) for w in words)


def line(name: str, value: float, unit: str, goal: str | None) -> str:
    return json.dumps({"bench": name, "value": value, "unit": unit, "goal": goal})


def physics_figures() -> Iterator[dict[str, Any]]:
    """physics.bench.figures(), or Unavailable while the physics package lacks it."""
    try:
        module = importlib.import_module(PHYSICS_MODULE)
    except ModuleNotFoundError as exc:
        if exc.name in ("physics", PHYSICS_MODULE):
            raise Unavailable(f"{PHYSICS_MODULE} is not there yet") from None
        raise
    if not hasattr(module, "figures"):
        raise Unavailable(f"{PHYSICS_MODULE} has no figures() yet")
    yield from module.figures()


def _physics_wanted(words: Sequence[str]) -> bool:
    """The tower runs for an unfiltered run or a word that can select a tower figure: its
    figures are all "tower.*", and computing any of them computes them all."""
    return not words or any(PHYSICS_PREFIX.startswith(w) or w.startswith(PHYSICS_PREFIX) for w in words)


def run(words: Sequence[str] = (), quick: bool = False, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Measure and print. 0 when all went well (a part not built yet is only noted on
    `err`), 1 when a figure failed, 2 when a word names no figure at all."""
    probes.make_headless(os.environ)  # for the figures drawn in this process
    figures = own_figures(quick)
    chosen = [fig for fig in figures if wanted(fig.name, words)]
    status = max((_measure(fig, out, err) for fig in chosen), default=0)
    seen = [fig.name for fig in chosen]

    physics_missing = False
    if _physics_wanted(words):
        physics_status, physics_missing = _run_physics(words, out, err, seen)
        status = max(status, physics_status)

    unmatched = [w for w in words if not any(n.startswith(w) for n in seen)]
    if unmatched and not physics_missing:  # while the tower is missing its names are unknown
        known = ", ".join(f.name for f in figures)
        print(f"No figure is named {', '.join(unmatched)}; known: {known} (and the tower's).", file=err)
        status = 2
    return status


def _measure(fig: Figure, out: TextIO, err: TextIO) -> int:
    """Print one figure; 0, or 1 when it failed (a part not built yet only skips it)."""
    try:
        value = fig.measure()
    except Unavailable as exc:
        print(f"{fig.name}: skipped: {exc}", file=err, flush=True)
        return 0
    except Exception as exc:  # one broken figure must not hide the others
        print(f"{fig.name}: failed: {type(exc).__name__}: {exc}", file=err, flush=True)
        return 1
    print(line(fig.name, round(value, fig.digits), fig.unit, fig.goal), file=out, flush=True)
    return 0


def _run_physics(words: Sequence[str], out: TextIO, err: TextIO, seen: list[str]) -> tuple[int, bool]:
    """The tower's figures that `words` select: (status, whether physics.bench is missing)."""
    try:
        for fig in physics_figures():
            name = str(fig["bench"])
            seen.append(name)
            if wanted(name, words):
                goal = fig.get("goal")
                goal = None if goal is None else str(goal)
                print(line(name, fig["value"], str(fig["unit"]), goal), file=out, flush=True)
    except Unavailable as exc:
        print(f"tower figures: skipped: {exc}", file=err, flush=True)
        return 0, True
    except Exception as exc:
        print(f"tower figures: failed: {type(exc).__name__}: {exc}", file=err, flush=True)
        return 1, False
    return 0, False
