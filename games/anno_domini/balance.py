"""Anno Domini's balance in self-play: computer players play whole games and the report gives the
winning scores, how many turns a game lasts, and each turn position's share of the wins.

    python3 -m games.anno_domini.balance --players 4 --games 100 --seed 1
    python3 -m games.anno_domini.balance --players 1 --games 100 --seed 1   # alone against Barabbas
    python3 -m games.anno_domini.balance --players 1 --games 100 --seed 1 --level normal
    python3 -m games.anno_domini.balance --players 1 --games 100 --seed 1 --town jerusalem --jobs 2

Every seat plays the Normal search with a small fixed budget (games.core.ai.players.BALANCE: Normal's sequential
halving, the game's hooks and quick policy, 16 iterations instead of 500), so a hundred 4-seat
games take about half an hour on one core. A turn position counts from the starting player
(drawn by lot, so every seat number starts as often): position 0 starts with the fewest
Denarii and VP, the last position with the most. A win shared by k players counts 1/k to each.

With one player (the solitaire game; --town adds a campaign town's difficulties, Nazareth has
none) the summary says how often
the computer player beat Barabbas, and how often with 150 VP or more (the campaign's bar), with
both sides' scores and the run's time.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from typing import Any

from games import registry
from games.anno_domini.rules.info import SOLO_MARK
from games.anno_domini.rules.sanhedrin import last_space
from games.anno_domini.rules.towns import TOWNS
from games.core.ai.hooks import win_shares
from games.core.ai.players import BalancePlayer, EasyPlayer, HardPlayer, NormalPlayer, without_clock
from games.core.selfplay import MatchResult, play_match


def position(result: MatchResult, seat: int) -> int:
    """The seat's place in the turn order, 0 for the starting player."""
    state = result.final_state
    return (seat - state.first) % state.players


LEVELS = {"balance": BalancePlayer, "easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}


def one_game(players: int, seed: int, level: str = "balance", town: str = "nazareth") -> MatchResult:
    rules = registry.rules("anno_domini")
    options = {**rules.info.default_options(players), "town": town}
    # Without the clock cap, a game depends only on its seed, however busy the machine.
    seats = [without_clock(LEVELS[level]()) for _ in range(players)]
    return play_match(rules, seats, seed, players, options=options)


def _game_line(job: tuple[int, int, int, str, str]) -> dict[str, Any]:
    """One game played and reduced to its line, in a worker process (the final state stays there)."""
    number, players, seed, level, town = job
    result = one_game(players, seed, level, town)
    return solo_line(result, number) if players == 1 else line(result, number)


def game_lines(players: int, count: int, seed: int, level: str, town: str, jobs: int) -> Iterator[dict[str, Any]]:
    """The games' lines in order, played by `jobs` worker processes: each game depends only on
    its own seed, so the lines are the same whatever the number of jobs."""
    work = [(k + 1, players, seed + k, level, town) for k in range(count)]
    if jobs <= 1:
        yield from map(_game_line, work)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_game_line, work)


def line(result: MatchResult, number: int) -> dict[str, Any]:
    """The game's own line, with the facts the summary needs (the final state is not kept)."""
    out = result.to_json(number)
    state = result.final_state
    out["turns"] = state.turn
    out["positions"] = [position(result, seat) for seat in range(state.players)]  # by seat
    out["winning_score"] = max(sheet.total for sheet in result.scores)
    out["end"] = "Sanhedrin" if state.marker >= last_space(registry.rules("anno_domini").config) else "last Follower"
    return out


def _spread(values: Sequence[float]) -> dict[str, float]:
    ordered = sorted(values)
    quarters = statistics.quantiles(ordered, n=4, method="inclusive") if len(ordered) > 1 else [ordered[0]] * 3
    return {"min": ordered[0], "q1": quarters[0], "median": quarters[1], "q3": quarters[2], "max": ordered[-1],
            "mean": round(statistics.mean(ordered), 1)}




def _mean_parts(sheets: Sequence[dict[str, int]]) -> dict[str, float]:
    names = dict.fromkeys(name for sheet in sheets for name in sheet)
    return {name: round(statistics.mean(sheet.get(name, 0) for sheet in sheets), 1) for name in names} if sheets else {}


def solo_line(result: MatchResult, number: int) -> dict[str, Any]:
    out = result.to_json(number)
    state = result.final_state
    out["turns"] = state.turn
    out["player"] = result.scores[0].total
    out["barabbas"] = state.bar.vp
    out["won"] = result.winners == [0]
    out["won_150"] = out["won"] and out["player"] >= SOLO_MARK
    out["barabbas_parts"] = dict(registry.rules("anno_domini").barabbas_parts(state))
    return out


def solo_summary(lines: Sequence[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = len(lines)
    return {
        "summary": True, "games": n, "players": 1,
        "won": sum(g["won"] for g in lines), "won_with_150": sum(g["won_150"] for g in lines),
        "won_with_150_share": round(sum(g["won_150"] for g in lines) / n, 3),
        "player_score": _spread([g["player"] for g in lines]),
        "barabbas_score": _spread([g["barabbas"] for g in lines]),
        # where the points come from, on average: the player's score sheet, Barabbas's parts
        "player_parts": _mean_parts([g["scores"][0]["parts"] for g in lines if "scores" in g]),
        "barabbas_parts": _mean_parts([g["barabbas_parts"] for g in lines if "barabbas_parts" in g]),
        "turns": _spread([g["turns"] for g in lines]),
        "seconds": round(seconds, 1),
    }


def summary(lines: Sequence[dict[str, Any]]) -> dict[str, Any]:
    players = len(lines[0]["positions"])
    shares = [0.0] * players
    for game in lines:
        for seat, share in enumerate(win_shares(game["winners"], players)):
            shares[game["positions"][seat]] += share
    n = len(lines)
    position_share = [round(s / n, 3) for s in shares]
    even = 1 / players
    return {
        "summary": True, "games": n, "players": players,
        "winning_score": _spread([g["winning_score"] for g in lines]),
        "turns": _spread([g["turns"] for g in lines]),
        "ended_by_last_follower": round(sum(g["end"] == "last Follower" for g in lines) / n, 3),
        "even_share": round(even, 3),
        "position_share": position_share,  # from the starting player on
        "most_above_even": round(max(position_share) - even, 3),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m games.anno_domini.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=(1, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="balance", choices=tuple(LEVELS),
                        help="balance: Normal's search on a small fixed budget (the default, quick); normal: the "
                             "Normal computer player as it plays at the table (about 16 s a solitaire game)")
    parser.add_argument("--town", default="nazareth", choices=TOWNS,
                        help="alone against Barabbas: the campaign town whose difficulties (and every earlier "
                             "town's) apply")
    parser.add_argument("--jobs", type=int, default=2,
                        help="worker processes playing the games side by side (the same lines whatever the number)")
    args = parser.parse_args(argv)
    lines = []
    started = time.monotonic()
    solo = args.players == 1
    for out in game_lines(args.players, args.games, args.seed, args.level, args.town, args.jobs):
        print(json.dumps(out), flush=True)
        lines.append(out)
    seconds = time.monotonic() - started
    print(json.dumps(solo_summary(lines, seconds) if solo else summary(lines)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
