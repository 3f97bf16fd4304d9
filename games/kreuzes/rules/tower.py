"""The combat tower as the rules see it: which cubes are inside, by colour and age.

A tower is `full` when it also holds the physics' contents (every cube's id and pose and the
jitter generator's state, physics.TowerContents), which only the live resolver needs; `view`
gives every seat the `abstract` tower (counts by colour and age), which is all a player can
know by looking and all the search's fast model (physics/odds.py) needs.

A cube's age is how many drops it has been inside for, counting the drop it came in with: a
cube kept by the drop it fell in is 1, and 2 after the next one (OddsTable.kept_out's rows).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from physics.contents import CubeState, TowerContents

# (colour, age, how many), sorted
Counts = tuple[tuple[str, int, int], ...]
# (cube id, colour, x, y, angle, age): a cube inside as the full outcome names it
Placed = tuple[int, str, float, float, float, int]


class TowerError(ValueError):
    """An outcome that does not fit the tower: a cube missing, made up, or of an impossible age."""


@dataclass(frozen=True)
class Tower:
    counts: Counts
    contents: TowerContents | None = None  # None: abstract (a seat's view, the search)
    ages: tuple[int, ...] = ()  # full only: each cube's age, parallel to contents.cubes

    @property
    def is_full(self) -> bool:
        return self.contents is not None

    def by_colour(self) -> dict[str, int]:
        out: Counter[str] = Counter()
        for colour, _age, n in self.counts:
            out[colour] += n
        return dict(sorted(out.items()))

    def count(self, colour: str) -> int:
        return sum(n for c, _a, n in self.counts if c == colour)

    def total(self) -> int:
        return sum(n for _c, _a, n in self.counts)

    def abstract(self) -> Tower:
        return Tower(self.counts)

    def to_json(self) -> dict:
        return {"counts": [list(c) for c in self.counts],
                "contents": self.contents.to_json() if self.contents is not None else None,
                "ages": list(self.ages)}


def _counts(pairs: Iterable[tuple[str, int]]) -> Counts:
    tally: Counter[tuple[str, int]] = Counter(pairs)
    return tuple(sorted((c, a, n) for (c, a), n in tally.items() if n > 0))


def empty_tower(seed: int, *, full: bool = True) -> Tower:
    return Tower((), TowerContents.empty(seed), ()) if full else Tower(())


def aged(tower: Tower, dropped: Mapping[str, int]) -> Counter[tuple[str, int]]:
    """Every cube that may be inside once a drop of `dropped` is through: the old ones a drop
    older, the new ones 1."""
    after: Counter[tuple[str, int]] = Counter()
    for colour, age, n in tower.counts:
        after[(colour, age + 1)] += n
    for colour, n in dropped.items():
        if n:
            after[(colour, 1)] += n
    return after


def _check_out(tower: Tower, dropped: Mapping[str, int], out: Iterable[tuple[str, int]],
               kept: Counter[tuple[str, int]]) -> dict[str, int]:
    """Out plus kept must be every cube, colour by colour, each kept one of an age it can have."""
    possible = aged(tower, dropped)
    for key, n in kept.items():
        if n < 0 or possible[key] < n:
            raise TowerError(f"No {n} {key[0]} cube(s) can be {key[1]} drops old after this drop.")
    out_by: Counter[str] = Counter()
    for colour, n in out:
        if n < 0:
            raise TowerError("A count of cubes out is never negative.")
        out_by[colour] += n
    total: Counter[str] = Counter()
    for (colour, _age), n in possible.items():
        total[colour] += n
    kept_by: Counter[str] = Counter()
    for (colour, _age), n in kept.items():
        kept_by[colour] += n
    for colour in set(total) | set(out_by):
        if out_by[colour] + kept_by[colour] != total[colour]:
            raise TowerError(f"The drop must account for all {total[colour]} {colour} cube(s).")
    return {c: n for c, n in sorted(out_by.items()) if n}


def after_full(tower: Tower, dropped: Mapping[str, int], out: Iterable[tuple[str, int]],
               inside: Iterable[Placed], rng_state: int, next_id: int) -> tuple[Tower, dict[str, int]]:
    """The tower after a full outcome, and the cubes out by colour; TowerError if it does not fit."""
    if tower.contents is None:
        raise TowerError("A full outcome needs the tower's full contents.")
    old = {c.id: (c.colour, age) for c, age in zip(tower.contents.cubes, tower.ages, strict=True)}
    first_new = tower.contents.next_id
    added = sum(dropped.values())
    if next_id != first_new + added:
        raise TowerError(f"The drop adds {added} cube(s): the next id must be {first_new + added}.")
    cubes, ages, kept = [], [], Counter()
    seen: set[int] = set()
    for cube_id, colour, x, y, angle, age in inside:
        if cube_id in seen:
            raise TowerError(f"Cube {cube_id} is inside twice.")
        seen.add(cube_id)
        if cube_id in old:
            want = (old[cube_id][0], old[cube_id][1] + 1)
        elif first_new <= cube_id < next_id:
            want = (colour, 1)
        else:
            raise TowerError(f"No cube {cube_id} was in the tower or in the drop.")
        if (colour, age) != want:
            raise TowerError(f"Cube {cube_id} is a {want[0]} cube {want[1]} drops old.")
        cubes.append(CubeState(cube_id, colour, float(x), float(y), float(angle)))
        ages.append(age)
        kept[(colour, age)] += 1
    out_by = _check_out(tower, dropped, out, kept)
    return Tower(_counts(kept.elements()), TowerContents(tuple(cubes), rng_state, next_id), tuple(ages)), out_by


def after_sampled(tower: Tower, dropped: Mapping[str, int], out: Iterable[tuple[str, int]],
                  kept: Iterable[tuple[str, int, int]]) -> tuple[Tower, dict[str, int]]:
    """The abstract tower after a sampled outcome (only an abstract tower takes one)."""
    if tower.contents is not None:
        raise TowerError("A sampled drop fits only a tower seen as counts; this one has its poses.")
    tally: Counter[tuple[str, int]] = Counter()
    for colour, age, n in kept:
        tally[(colour, age)] += n
    out_by = _check_out(tower, dropped, out, tally)
    return Tower(_counts(tally.elements())), out_by


def after_emptying(tower: Tower, out: Iterable[tuple[str, int]], rng_state: int) -> tuple[Tower, dict[str, int]]:
    """The empty tower after a shake; every cube must be out."""
    out_by: Counter[str] = Counter()
    for colour, n in out:
        out_by[colour] += n
    if {c: n for c, n in out_by.items() if n} != tower.by_colour():
        raise TowerError("Emptying the tower brings every cube out.")
    if tower.contents is None:
        return Tower(()), dict(out_by)
    return Tower((), TowerContents((), rng_state, tower.contents.next_id), ()), dict(out_by)


def full_from(contents: TowerContents, ages: Mapping[int, int]) -> Tower:
    """A full tower from physics contents and each cube's age by id (the resolver's output)."""
    listed = tuple(ages[c.id] for c in contents.cubes)
    return Tower(_counts((c.colour, a) for c, a in zip(contents.cubes, listed, strict=True)), contents, listed)
