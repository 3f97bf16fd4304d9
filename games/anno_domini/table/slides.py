"""Followers that slide: one moved since the last position (to a Location from the Camp, to the
Last Supper, bumped home, swapped; Barabbas's too) glides from where it stood to where it stands now, a quarter
second eased, as a hand moves a piece at a real table. Pure: places are zone keys
("loc:desert", "cell:T1a", "camp:2"); the view turns them into points."""

from __future__ import annotations

from dataclasses import dataclass

from games.anno_domini.rules.config import FIELDS
from games.anno_domini.rules.state import BARABBAS, AnnoState

SLIDE_S = 0.25


@dataclass(frozen=True)
class Slide:
    """One Follower of `seat` going from place `start` to place `end`; all of a position's slides
    share one clock (the view's), so they start and land together."""

    seat: int
    start: str
    end: str


def point_at(a: tuple[int, int], b: tuple[int, int], clock: float) -> tuple[int, int]:
    """Where a slide from a to b stands `clock` seconds in (smoothstep easing)."""
    u = min(1.0, max(0.0, clock / SLIDE_S))
    u = u * u * (3 - 2 * u)
    return round(a[0] + (b[0] - a[0]) * u), round(a[1] + (b[1] - a[1]) * u)


def _places(s: AnnoState, seat: int, space_ids: list[str]) -> list[str]:
    """Where `seat`'s Followers stand, one key per Follower (BARABBAS: his, his supply as his Camp)."""
    if seat == BARABBAS:
        assert s.bar is not None
        camp, column = s.bar.camp, s.players
    else:
        camp, column = s.p[seat].camp, seat
    out = [f"camp:{seat}"] * camp
    for f, loc in enumerate(FIELDS):
        out += [f"loc:{loc}"] * s.fields[f][column]
    return out + [f"cell:{sid}" for sid, occupant in zip(space_ids, s.supper, strict=True) if occupant == seat]


def slides(before: AnnoState | None, after: AnnoState, space_ids: list[str]) -> list[Slide]:
    """Each Follower that left a place, paired with a place that gained one of the same seat."""
    if before is None or before.players != after.players or after.turn < before.turn:
        return []
    out = []
    owners = list(range(after.players)) + ([BARABBAS] if after.bar is not None and before.bar is not None else [])
    for seat in owners:
        old, new = _places(before, seat, space_ids), _places(after, seat, space_ids)
        gone = list(old)
        for key in new:
            if key in gone:
                gone.remove(key)
        came = list(new)
        for key in old:
            if key in came:
                came.remove(key)
        out += [Slide(seat, a, b) for a, b in zip(gone, came, strict=False)]
    return out
