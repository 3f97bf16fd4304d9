"""A knight's road to Jerusalem as the computer knights weigh it: the steps left through the
Muslim cities he still needs (the nearest pair or one, in the best order) and on to Jerusalem,
and whether a stop at a Christian city on the way (to enlist or to pray) is worth its detour.

The worth of a position is the best of these plans (straight on, or by one Christian city),
so it never falls when a knight enlists, prays or takes a city: each step of a plan carried
out keeps its worth, and the search sees progress wherever it is made."""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from functools import lru_cache

# What a plan weighs: a step of the road, a troop up to what the fights ahead want and past
# it, morale up to the 6 an attack on Jerusalem needs and past it, a treasure kept.
STEP = 1.0
TROOP = 1.2
SPARE_TROOP = 0.15
MORALE = 0.8
SPARE_MORALE = 0.1
TREASURE = 0.15
# A stop in a city ends the turn's movement there: it costs about this many steps besides the detour.
STOP = 2.0
# Troops a knight wants for each Muslim city still to take (3 defenders and the losses), and
# over Jerusalem's garrison for its battle.
PER_CITY = 6
# The chance of taking Jerusalem in one siege that the troops a knight gathers aim at.
TAKE = 0.8
MORALE_NEEDED = 6
# A Muslim city taken toward the requirement (beyond its treasure and morale): more than the
# troops its fight costs, so a knight strong enough takes it.
CITY = 10.0
# A ready knight's chance of beating Jerusalem's garrison, standing on it.
JERUSALEM = 40.0


# A road's length is counted in tenths of a Plains step (integers, so equal roads compare
# equal): a step onto a terrain whose cards come seldom costs more (road_costs).
UNIT = 10


def step_weights(deck: Mapping[str, int]) -> dict[str, int]:
    """What a step onto each terrain costs, from the Movement deck (`deck`: cards by terrain,
    Jokers apart): 2 cards are drawn a turn, and a step waits on a card that fits it. A turn's
    march at sea with no Water card stands still, so the sea road that is a step shorter is
    often the slower (one knight sat four rounds in the Aegean waiting for Water). The weight
    grows with the square root of how much rarer the terrain's cards are than Plains cards:
    the hand keeps a few cards, so a rare terrain is waited on less than its rarity says."""
    jokers = deck.get("joker", 0)
    plains = deck["plains"] + jokers
    return {t: round(UNIT * (plains / (n + jokers)) ** 0.5) for t, n in deck.items() if t != "joker"}


def road_costs(near: Mapping[str, tuple[tuple[str, str], ...]], goal: str,
               weights: Mapping[str, int]) -> dict[str, int]:
    """From every space, the cheapest road to `goal`: the weights of the spaces it enters."""
    back: dict[str, list[tuple[str, int]]] = {s: [] for s in near}
    for space, steps in near.items():
        for there, terrain in steps:
            back[there].append((space, weights[terrain]))
    cost, frontier = {goal: 0}, [(0, goal)]
    while frontier:
        c, here = heapq.heappop(frontier)
        if c > cost[here]:
            continue
        for before, w in back[here]:
            if c + w < cost.get(before, 1 << 30):
                cost[before] = c + w
                heapq.heappush(frontier, (c + w, before))
    return cost


class Roads:
    """Road costs (UNIT a Plains step) from every space to every city and to Jerusalem (one map)."""

    def __init__(self, dist: Mapping[str, Mapping[str, int]], jerusalem: str) -> None:
        self.dist = dist
        self.jerusalem = jerusalem

    @lru_cache(maxsize=65536)  # noqa: B019 - one Roads per Rules, which lives for the program
    def left(self, here: str, cities: tuple[str, ...], needed: int) -> tuple[int, str]:
        """The cheapest road from `here` through `needed` of `cities` and on to Jerusalem, and
        the first space to head for on that road (a city, or Jerusalem)."""
        to_j = self.dist[self.jerusalem]
        if needed <= 0 or not cities:
            return to_j[here], self.jerusalem
        best = (10_000, self.jerusalem)
        for first in cities:
            d1 = self.dist[first][here]
            if needed == 1:
                best = min(best, (d1 + to_j[first], first))
                continue
            rest, _ = self.left(first, tuple(c for c in cities if c != first), needed - 1)
            best = min(best, (d1 + rest, first))
        return best


def troop_worth(troops: int, wanted: int) -> float:
    """Troops against what the fights ahead want (negative while short of it): a won round at
    Jerusalem costs the attacker about as many troops as it takes from the garrison, so it
    leaves this as it was, and his chance against what is left decides."""
    return TROOP * (min(troops, wanted) - wanted) + SPARE_TROOP * max(0, troops - wanted)


def morale_worth(morale: int) -> float:
    return MORALE * min(morale, MORALE_NEEDED) + SPARE_MORALE * max(0, morale - MORALE_NEEDED)
