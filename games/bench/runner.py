"""Which figures exist, which of them a run measures, and how each is printed.

Every figure is measured on its own (nothing one figure leaves behind feeds another), and
the name filter decides what runs at all: `--bench playouts` never starts the tower.
The tower's physics comes from a provider that yields whole figures (a family of names
measured in one go); the computer players' strength report will be another.
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

# Goals from the project brief; a game without one is still measured (goal null).
PLAYOUT_GOALS = {"medina": ">= 50", "jerusalem": ">= 20", "kreuzes": ">= 20", "anno_domini": ">= 20"}
# Games whose table plays drops through a tower: their frame time is measured during one too.
DROP_GAMES = ("kreuzes",)


@dataclass(frozen=True)
class Provider:
    """A module whose `figures(words, quick)` yields ready figure dicts, all named `prefix.*`."""

    prefix: str
    module: str
    # Only when a word names it: the strength report plays hundreds of matches (hours).
    on_request: bool = False
    # Its matches' seat count can be chosen (`--players`), so `figures` takes `players`.
    seated: bool = False


PROVIDERS: tuple[Provider, ...] = (
    Provider("tower", "physics.bench"),
    Provider("ai", "games.core.ai.bench", on_request=True, seated=True),
)


@dataclass(frozen=True)
class Figure:
    name: str
    unit: str
    goal: str | None
    # The value, or the value and details printed after it (how it was measured).
    measure: Callable[[], float | tuple[float, dict[str, Any]]]
    digits: int  # rounding of the printed value: more digits would be noise


def own_figures(quick: bool = False) -> list[Figure]:
    """The figures this package measures. `quick` halves the work, for tests and smoke runs."""
    games = registry.game_ids()
    figures = [
        Figure("startup_s", "s", "<= 1.0", partial(probes.startup_s, runs=3 if quick else 5), 3),
        Figure("rss_mb", "MB", "<= 250", probes.rss_mb, 1),
        Figure("idle_cpu_pct", "% of a core", "<= 3", partial(probes.idle_cpu_pct, 5.0 if quick else 10.0), 1),
        Figure("rules_open_ms", "ms", "<= 300", partial(measures.rules_open_ms, 3 if quick else 5), 1),
    ]
    frames = 60 if quick else 120
    figures += [Figure(f"frame_ms.{g}", "ms", "<= 8", partial(measures.frame_ms, g, frames), 2) for g in games]
    figures += [Figure(f"frame_ms.{g}_drop", "ms", "<= 8", partial(measures.drop_frame_ms, g, frames), 2)
                for g in DROP_GAMES if g in games]
    figures.append(Figure("tower.frame_ms", "ms", "<= 4", partial(measures.tower_frame_ms, frames), 2))
    seconds = 1.5 if quick else 3.0
    for g in games:
        playouts = partial(measures.playouts_per_s, g, seconds)
        figures.append(Figure(f"playouts_per_s.{g}", "playouts/s", PLAYOUT_GOALS.get(g), playouts, 1))
    return figures


def wanted(name: str, words: Sequence[str]) -> bool:
    return not words or any(name.startswith(w) for w in words)


def line(name: str, value: float, unit: str, goal: str | None, extra: dict[str, Any] | None = None) -> str:
    """One figure as a JSON line; a provider's details (a win rate's interval, say) follow."""
    return json.dumps({"bench": name, "value": value, "unit": unit, "goal": goal, **(extra or {})})


def _provider_wanted(provider: Provider, words: Sequence[str]) -> bool:
    """Run a provider for an unfiltered run or a word that can select one of its names."""
    if not words:
        return not provider.on_request
    return any(provider.prefix.startswith(w) or w.startswith(provider.prefix) for w in words)


def run(words: Sequence[str] = (), quick: bool = False, out: TextIO = sys.stdout, err: TextIO = sys.stderr,
        players: int | None = None) -> int:
    """Measure and print. 0 when all went well, 1 when a figure failed, 2 when a word
    names no figure at all. `players` sets the seats of a seated provider's matches (the
    strength report's); the other figures have their own."""
    probes.make_headless(os.environ)  # for the figures drawn in this process
    figures = own_figures(quick)
    chosen = [fig for fig in figures if wanted(fig.name, words)]
    status = max((_measure(fig, out, err) for fig in chosen), default=0)
    if not words:
        asked = ", ".join(f"--bench {p.prefix}" for p in PROVIDERS if p.on_request)
        if asked:
            print(f"Not in a run of every figure (they take hours): {asked}.", file=err, flush=True)
    seen = [fig.name for fig in chosen]
    failed: list[str] = []  # prefixes of providers that failed: their names are unknown, not wrong
    for provider in PROVIDERS:
        if _provider_wanted(provider, words) and _run_provider(provider, words, quick, out, err, seen, players):
            failed.append(provider.prefix)
            status = 1

    unmatched = [w for w in words if not any(n.startswith(w) for n in seen) and not w.startswith(tuple(failed))]
    if unmatched:
        known = ", ".join(f.name for f in figures)
        providers = ", ".join(f"{p.prefix}.*" for p in PROVIDERS)
        print(f"No figure is named {', '.join(unmatched)}; known: {known}, {providers}.", file=err)
        status = 2
    return status


def _measure(fig: Figure, out: TextIO, err: TextIO) -> int:
    """Print one figure; 0, or 1 when it failed."""
    try:
        measured = fig.measure()
    except Exception as exc:  # one broken figure must not hide the others
        print(f"{fig.name}: failed: {type(exc).__name__}: {exc}", file=err, flush=True)
        return 1
    value, extra = measured if isinstance(measured, tuple) else (measured, None)
    print(line(fig.name, round(value, fig.digits), fig.unit, fig.goal, extra), file=out, flush=True)
    return 0


def _run_provider(provider: Provider, words: Sequence[str], quick: bool, out: TextIO, err: TextIO,
                  seen: list[str], players: int | None = None) -> int:
    """The provider's figures that `words` select (it may skip the others itself)."""
    seats = {"players": players} if provider.seated and players is not None else {}
    try:
        figures: Callable[..., Iterator[dict[str, Any]]] = importlib.import_module(provider.module).figures
        for fig in figures(words=list(words), quick=quick, **seats):
            name = str(fig["bench"])
            seen.append(name)
            if wanted(name, words):
                goal = fig.get("goal")
                extra = {k: v for k, v in fig.items() if k not in ("bench", "value", "unit", "goal")}
                print(line(name, fig["value"], str(fig["unit"]), None if goal is None else str(goal), extra),
                      file=out, flush=True)
    except Exception as exc:
        print(f"{provider.prefix} figures: failed: {type(exc).__name__}: {exc}", file=err, flush=True)
        return 1
    return 0
