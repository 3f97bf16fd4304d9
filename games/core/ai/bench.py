"""The strength report behind `python3 main.py --bench ai` (also `python3 -m games.core.ai.bench`).

Four-seat matches, one measured seat against three of another kind, the measured seat
going round the table (match k sits at seat k mod 4) so no seat's place in the turn
order favours it. A shared win counts as a share (1/2 for a win shared by two), so the
chance baseline of four equal players is 0.25. Each win rate comes with a 90% Wilson
interval; 40 matches give about +-0.13.

Matches run in worker processes, one per core; a decision's time is measured inside its
worker, so it is the time a player takes on this machine with every core busy. Decisions
with a single legal action are instant and left out of the timings.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from games import registry
from games.core.contract import Action, Rules
from games.core.players import Player, make_player
from games.core.rng import Rng
from games.core.selfplay import play_match

MATCHES = 40
QUICK_MATCHES = 4
MATCHES_ENV = "CARAVANSERAI_AI_MATCHES"  # a smaller run for a quick look: fewer matches per pairing
PLAYERS = 4
SEED = 20_240
Z90 = 1.6449  # two-sided 90% normal quantile


@dataclass(frozen=True)
class Pairing:
    name: str
    focus: str  # player kind of the measured seat
    others: str  # player kind of the other seats
    goal: float | None  # win rate to reach (None: reported, no goal)
    timed: str | None = None  # the level whose decision times these matches measure


PAIRINGS: tuple[Pairing, ...] = (
    Pairing("normal_vs_random", "ai-normal", "random", 0.90, timed="normal"),
    Pairing("normal_vs_greedy", "ai-normal", "greedy", 0.50),
    Pairing("hard_vs_normal", "ai-hard", "ai-normal", 0.35, timed="hard"),
    Pairing("easy_vs_random", "ai-easy", "random", None, timed="easy"),
)

# Decision-time goals from the brief: Normal about a second, Hard up to about three;
# Easy's is ours (a casual opponent should answer at once).
TIME_GOALS: dict[tuple[str, str], str] = {
    ("easy", "median"): "<= 0.5",
    ("normal", "median"): "<= 1.5",
    ("normal", "p95"): "<= 3.0",
    ("hard", "median"): "<= 3.5",
    ("hard", "p95"): "<= 6.0",
}


def _wanted(name: str, words: Sequence[str] | None) -> bool:
    return not words or any(name.startswith(w) for w in words)


def _time_names(game: str, level: str) -> list[str]:
    return [f"ai.{game}.{level}.decision_s_median", f"ai.{game}.{level}.decision_s_p95"]


def figure_names(game: str, pairing: Pairing) -> list[str]:
    """The figures a pairing's matches give."""
    names = [f"ai.{game}.{pairing.name}"]
    if pairing.timed:
        names += _time_names(game, pairing.timed)
    return names


def all_names() -> list[str]:
    return [n for g in registry.game_ids() for p in PAIRINGS for n in figure_names(g, p)] + ["ai.run_minutes"]


# --- one match, in a worker ---


class _Timed:
    """Wraps the measured seat's player and keeps the time of each real decision."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.times: list[float] = []

    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng) -> Action:
        forced = len(rules.legal_actions(view)) == 1
        started = time.perf_counter()
        action = self.player.choose(rules, view, seat, rng)
        if not forced:
            self.times.append(time.perf_counter() - started)
        return action


@dataclass(frozen=True)
class MatchOutcome:
    share: float  # the measured seat's share of the win
    times: list[float]  # its decision times, in seconds
    seconds: float  # the whole match


def play_one(game: str, focus: str, others: str, seed: int, players: int = PLAYERS) -> MatchOutcome:
    rules = registry.rules(game)
    seat = seed % players
    timed = _Timed(make_player(focus))
    seats: list[str | Player] = [others] * players
    seats[seat] = timed
    result = play_match(rules, seats, seed, players)
    share = 1.0 / len(result.winners) if seat in result.winners else 0.0
    return MatchOutcome(share, timed.times, result.seconds)


def _job(args: tuple[str, str, str, int, int]) -> MatchOutcome:
    return play_one(*args)


# --- statistics ---


def wilson(rate: float, n: int, z: float = Z90) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fine near 0 and 1, unlike rate +- z*se)."""
    if n == 0:
        return 0.0, 1.0
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def _players(game: str) -> int:
    info = registry.info(game)
    return max(info.min_players, min(PLAYERS, info.max_players))


def _pairing_figures(game: str, pairing: Pairing, outcomes: list[MatchOutcome],
                     words: Sequence[str] | None) -> Iterator[dict[str, Any]]:
    n = len(outcomes)
    name = f"ai.{game}.{pairing.name}"
    if _wanted(name, words):
        rate = sum(o.share for o in outcomes) / n
        low, high = wilson(rate, n)
        yield {
            "bench": name, "value": round(rate, 3), "unit": "wins",
            "goal": None if pairing.goal is None else f">= {pairing.goal:.2f}",
            "ci90": [round(low, 3), round(high, 3)], "matches": n,
            "chance": round(1 / _players(game), 3),
        }
    if pairing.timed:
        times = [t for o in outcomes for t in o.times]
        for stat, q, fig in (("median", 0.5, _time_names(game, pairing.timed)[0]),
                             ("p95", 0.95, _time_names(game, pairing.timed)[1])):
            if _wanted(fig, words):
                yield {"bench": fig, "value": round(percentile(times, q), 3), "unit": "s",
                       "goal": TIME_GOALS.get((pairing.timed, stat)), "decisions": len(times)}


# --- the run ---


def figures(words: Sequence[str] | None = None, quick: bool = False, matches: int | None = None,
            workers: int | None = None, progress: Callable[[str], None] | None = None) -> Iterator[dict[str, Any]]:
    """Play every wanted pairing of every registered game and yield its figures, one dict
    per figure ({"bench", "value", "unit", "goal"} plus details), pairing by pairing as
    each finishes. `words` are name prefixes, as for `main.py --bench` ("ai" or none: all).
    `matches` per pairing defaults to 40 (or $CARAVANSERAI_AI_MATCHES; `quick`: 4, a look
    at the plumbing, not a measurement); `workers` to the number of cores; `progress` gets
    a line after every match (stderr, when run from `main.py --bench`)."""
    names = list(words) if words else None
    if quick and matches is None:
        matches = QUICK_MATCHES
    if progress is None and names:  # a report that takes hours says how far it has got
        progress = _to_stderr
    matches = matches or int(os.environ.get(MATCHES_ENV, MATCHES))
    plan = [(g, p) for g in registry.game_ids() for p in PAIRINGS
            if any(_wanted(n, names) for n in figure_names(g, p))]
    if not plan:
        return
    started = time.perf_counter()
    jobs = [(g, p, (g, p.focus, p.others, SEED + k, _players(g))) for g, p in plan for k in range(matches)]
    done: dict[tuple[str, str], list[MatchOutcome]] = {(g, p.name): [] for g, p in plan}
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        for game, pairing, args in jobs:
            yield from _record(game, pairing, _job(args), done, matches, names, progress)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: list[tuple[str, Pairing, Future[MatchOutcome]]] = [
                (g, p, pool.submit(_job, args)) for g, p, args in jobs
            ]
            # Submitted pairing by pairing, so collecting in order loses little time.
            for game, pairing, future in futures:
                yield from _record(game, pairing, future.result(), done, matches, names, progress)
    if _wanted("ai.run_minutes", names):
        yield {"bench": "ai.run_minutes", "value": round((time.perf_counter() - started) / 60, 1),
               "unit": "min", "goal": None, "workers": workers, "matches_per_pairing": matches}


def _record(game: str, pairing: Pairing, outcome: MatchOutcome, done: dict[tuple[str, str], list[MatchOutcome]],
            matches: int, words: Sequence[str] | None,
            progress: Callable[[str], None] | None) -> Iterator[dict[str, Any]]:
    outcomes = done[(game, pairing.name)]
    outcomes.append(outcome)
    if progress:
        wins = sum(o.share for o in outcomes)
        progress(f"ai.{game}.{pairing.name}: match {len(outcomes)}/{matches}, wins so far {wins:g}")
    if len(outcomes) == matches:
        yield from _pairing_figures(game, pairing, outcomes, words)


def _to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m games.core.ai.bench", description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", help="figure name prefixes (default: all)")
    parser.add_argument("--matches", type=int, default=None, help=f"matches per pairing (default {MATCHES})")
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: one per core)")
    args = parser.parse_args(argv)
    for fig in figures(args.names or None, matches=args.matches, workers=args.workers, progress=_to_stderr):
        print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
