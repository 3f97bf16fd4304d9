"""How likely a knight is to win a drop, from the tower's odds table (physics/odds.py): every
cube dropped or waiting inside comes out on its own, by the handful's size and the cube's age,
and the knight wins when at least as many of his colour as green ones come out. The computer
knights commit troops and judge attacks by it (games/kreuzes/ai_judge.py)."""

from __future__ import annotations

from functools import cache, lru_cache

from games.kreuzes.rules.tower import Counts
from physics.odds import OddsTable


@cache
def odds() -> OddsTable:
    from physics.config import load_tower_config

    return load_tower_config().odds


def _binomial(n: int, p: float) -> list[float]:
    row = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(row) + 1)
        for k, q in enumerate(row):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        row = nxt
    return row


def _convolve(a: list[float], b: list[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _out(table: OddsTable, size: int, fresh: int, inside: list[tuple[int, int]]) -> list[float]:
    """The number out among `fresh` cubes dropped now and `inside` (age, count) waiting."""
    dist = _binomial(fresh, table.chance_out(size, 0))
    for age, n in inside:
        dist = _convolve(dist, _binomial(n, table.chance_out(size, age)))
    return dist


@lru_cache(maxsize=20_000)
def win_chance(tower: Counts, colour: str, troops: int, green: int) -> float:
    """The chance that `troops` of `colour` dropped with `green` defenders win, the cubes in
    `tower` falling with them."""
    if troops <= 0 and green <= 0:
        return 1.0
    table = odds()
    size = troops + green
    mine = _out(table, size, troops, [(a, n) for c, a, n in tower if c == colour])
    theirs = _out(table, size, green, [(a, n) for c, a, n in tower if c == "green"])
    # P(mine >= theirs) with a running sum of the green distribution.
    below, total = 0.0, 0.0
    cumulative = []
    for q in theirs:
        below += q
        cumulative.append(below)
    for k, p in enumerate(mine):
        total += p * cumulative[min(k, len(cumulative) - 1)]
    return min(1.0, total)
