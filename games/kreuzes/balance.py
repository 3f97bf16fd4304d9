"""Kreuzes' balance in self-play: computer knights play whole games and the report says how
often a knight takes Jerusalem, how often the Saracens win, how many rounds a game lasts, and
each knight's and each turn position's share of the wins.

    python3 -m games.kreuzes.balance --players 4 --games 100 --seed 1

Every seat plays the Normal search with a small fixed budget (games.core.ai.players.BALANCE: Normal's sequential
halving and quick policy, 16 iterations instead of 500), so a hundred games take well under
an hour on two cores. Which knights sit where is drawn per game from its seed (any 2-5 of
the five, in any order), so a knight's share and a turn position's share are told apart: the
turn position counts from the seat that starts (Godfrey's, else the first).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from games import registry
from games.core.ai.players import BalancePlayer
from games.core.selfplay import MatchResult, play_match

FIRST = "yellow"  # Godfrey's colour: his seat starts (games/kreuzes/rules/setup.py first_seat)


def colours_for(seed: int, players: int, palette: Sequence[str]) -> list[str]:
    """The knights (by colour) of the game with this seed, in seat order."""
    return random.Random(seed * 7919 + players).sample(list(palette), players)


def position(result: MatchResult, seat: int) -> int:
    """The seat's place in the turn order, 0 for the seat that starts."""
    colours = [s.colour for s in result.seats]
    first = colours.index(FIRST) if FIRST in colours else 0
    return (seat - first) % len(colours)


def games(players: int, count: int, seed: int) -> Iterator[MatchResult]:
    rules = registry.rules("kreuzes")
    palette = [c.name for c in rules.info.colours]
    for k in range(count):
        colours = colours_for(seed + k, players, palette)
        yield play_match(rules, [BalancePlayer() for _ in range(players)], seed + k, players, colours=colours)


def line(result: MatchResult, number: int) -> dict[str, Any]:
    out = result.to_json(number)
    out["knights"] = [s.colour for s in result.seats]
    out["end"] = result.final_state.end if result.final_state is not None else ""
    return out


def summary(results: Sequence[MatchResult]) -> dict[str, Any]:
    players = len(results[0].seats)
    knights: dict[str, list[int]] = {}
    positions = [0] * players
    taken = 0
    for r in results:
        for s in r.seats:
            knights.setdefault(s.colour, [0, 0])[0] += 1
        for w in r.winners:
            if isinstance(w, int):
                taken += 1
                knights[r.seats[w].colour][1] += 1
                positions[position(r, w)] += 1
    rounds = [r.rounds or 0 for r in results]
    n = len(results)
    return {
        "summary": True, "games": n, "players": players,
        "jerusalem_taken": round(taken / n, 3), "saracens": round((n - taken) / n, 3),
        "rounds_median": statistics.median(rounds), "rounds_mean": round(statistics.mean(rounds), 1),
        "rounds_longest": max(rounds),
        "even_share": round(1 / players, 3),
        # a knight's share: the games he won of those he played in
        "knight_share": {c: round(won / played, 3) for c, (played, won) in sorted(knights.items())},
        "knight_games": {c: played for c, (played, _won) in sorted(knights.items())},
        # a turn position's share: the games won from that place in the turn order
        "position_share": [round(w / n, 3) for w in positions],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m games.kreuzes.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    results = []
    for k, result in enumerate(games(args.players, args.games, args.seed)):
        print(json.dumps(line(result, k + 1)), flush=True)
        result.final_state = None
        results.append(result)
    print(json.dumps(summary(results)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
