"""A knight's road to Jerusalem as the computer knights weigh it: the steps left through the
Muslim cities he still needs (the nearest pair or one, in the best order) and on to Jerusalem,
and whether a stop at a Christian city on the way (to enlist or to pray) is worth its detour.

The worth of a position is the best of these plans (straight on, or by one Christian city),
so it never falls when a knight enlists, prays or takes a city: each step of a plan carried
out keeps its worth, and the search sees progress wherever it is made."""

from __future__ import annotations

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


class Roads:
    """Distances from every space to every city and to Jerusalem (one map)."""

    def __init__(self, dist: Mapping[str, Mapping[str, int]], jerusalem: str) -> None:
        self.dist = dist
        self.jerusalem = jerusalem

    @lru_cache(maxsize=65536)  # noqa: B019 - one Roads per Rules, which lives for the program
    def left(self, here: str, cities: tuple[str, ...], needed: int) -> tuple[int, str]:
        """The fewest steps from `here` through `needed` of `cities` and on to Jerusalem, and
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
