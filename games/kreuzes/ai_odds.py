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


# Defences a siege's defender is judged to choose among each round besides the least (wearing
# the attacker down a few at a time): a few middling ones and everything he may field.
_DEFENCES = (6, 10, 15, 20, 25, 30)


@lru_cache(maxsize=4096)
def take_chance(troops: int, garrison: int, most: int = 30, least_attack: int = 5, halt_at: int = 5,
                least_defence: int = 3) -> float:
    """The chance that a knight with `troops` takes Jerusalem from `garrison` green troops in
    one siege, committing all he may (`most` a round) each round, against a defender who
    picks, round by round, whichever defence leaves him the least chance. A won round costs
    the attacker one troop per green one out and the garrison every troop it fielded; a lost
    round ends the siege; 5 or fewer troops left break it off (rules/jerusalem.py). The tower
    starts empty in this reckoning: the green cubes waiting inside are weighed apart."""
    return _siege((), (), troops, garrison, most, least_attack, halt_at, least_defence)


@lru_cache(maxsize=20_000)
def siege_chance(tower: Counts, colour: str, troops: int, garrison: int, most: int = 30, least_attack: int = 5,
                 halt_at: int = 5, least_defence: int = 3) -> float:
    """take_chance with the cubes waiting inside the tower falling in the next round only,
    green ones against him and his own for him, and no part of the garrison. Counting them as
    garrison troops makes a worn-down Jerusalem look safe: a garrison of 5 with 3 green cubes
    inside is judged a garrison of 8, which 9 troops take 2 times in 10, though they take the
    5 alone 98 times in 100."""
    mine_inside = tuple((a, n) for c, a, n in tower if c == colour)
    green_inside = tuple((a, n) for c, a, n in tower if c == "green")
    return _siege(mine_inside, green_inside, troops, garrison, most, least_attack, halt_at, least_defence)


def _siege(mine_inside: tuple[tuple[int, int], ...], green_inside: tuple[tuple[int, int], ...], troops: int,
           garrison: int, most: int, least_attack: int, halt_at: int, least_defence: int) -> float:
    """The siege's first round with the given cubes (age, count) inside the tower, the rounds
    after it by take_chance."""
    if garrison <= 0:
        return 1.0
    if troops < least_attack:
        return 0.0
    table = odds()
    attack = min(troops, most)
    worst = 1.0
    for d in sorted({min(garrison, most, x) for x in (least_defence, *_DEFENCES)}):
        mine = _out(table, attack + d, attack, list(mine_inside))
        theirs = _out(table, attack + d, d, list(green_inside))
        at_least = [sum(mine[k:]) for k in range(len(theirs))]  # P(his cubes out >= k)
        chance = 0.0
        for lost, q in enumerate(theirs):
            won = q * at_least[lost]
            if not won:
                continue
            left = troops - lost
            if garrison - d <= 0:
                chance += won
            elif left > halt_at:
                chance += won * take_chance(left, garrison - d, most, least_attack, halt_at, least_defence)
        worst = min(worst, chance)
    return worst
