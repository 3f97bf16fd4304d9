"""What the rules look things up in (the data and the map) and the box: how many cubes of each
colour are left there. The box is never stored: it is every cube not on a card, on the map, in
the tower or falling, so the cubes are accounted for by construction."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from games.kreuzes.rules.config import Config
from games.kreuzes.rules.cubes import DEFENDERS
from games.kreuzes.rules.state import Knight, KreuzesState, with_item


@dataclass(frozen=True)
class Kit:
    config: Config
    board: Any  # games.kreuzes.rules.board.Board (the Board API of KREUZES.md)
    # each space's neighbours in id order, with their terrain (movement asks for them at every step)
    near: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        spaces = self.board.spaces
        for sid in spaces:
            self.near[sid] = tuple((n, spaces[n].terrain) for n in sorted(self.board.neighbours[sid]))

    def number(self, *path: str) -> Any:
        value: Any = self.config.rules
        for key in path:
            value = value[key]
        return value

    def by_size(self, *path: str, players: int) -> int:
        values = self.number(*path)
        return values["five"] if players == 5 else values["two_to_four"]


def falling(w: KreuzesState, colour: str) -> int:
    return sum(n for c, n in w.drop if c == colour)


def green_box(k: Kit, w: KreuzesState) -> int:
    """Green cubes in the box: not in Jerusalem, on a space, in the tower, falling or waiting in a
    combat to be dropped."""
    waiting = w.combat.defenders if w.combat is not None and not w.drop else 0
    used = w.garrison + sum(n for _s, n in w.loose) + w.tower.count(DEFENDERS) + falling(w, DEFENDERS) + waiting
    return k.number("cubes", "green") - used


def troop_box(k: Kit, w: KreuzesState, colour: str) -> int:
    """A knight's cubes in the box (a colour nobody plays has all of them there)."""
    on_card = sum(kn.troops for kn in w.knights if kn.colour == colour)
    return k.number("cubes", "troops_per_knight") - on_card - w.tower.count(colour) - falling(w, colour)


def set_knight(w: KreuzesState, seat: int, **changes: Any) -> Knight:
    knight = replace(w.knights[seat], **changes)
    w.knights = with_item(w.knights, seat, knight)
    return knight


def gain_troops(k: Kit, w: KreuzesState, seat: int, wanted: int) -> int:
    """Up to `wanted` troops from the box onto the knight's card; how many there were."""
    got = max(0, min(wanted, troop_box(k, w, w.knights[seat].colour)))
    set_knight(w, seat, troops=w.knights[seat].troops + got)
    return got


def add_morale(k: Kit, w: KreuzesState, seat: int, delta: int) -> int:
    knight = w.knights[seat]
    morale = max(0, min(k.number("morale", "most"), knight.morale + delta))
    set_knight(w, seat, morale=morale)
    return morale - knight.morale


def add_loose(w: KreuzesState, space: str, n: int) -> None:
    tally = dict(w.loose)
    tally[space] = tally.get(space, 0) + n
    w.loose = tuple(sorted((s, c) for s, c in tally.items() if c > 0))


def loose_at(w: KreuzesState, space: str) -> int:
    return dict(w.loose).get(space, 0)


def right_of(w: KreuzesState, seat: int) -> int:
    """The seat to his right: the previous seat in turn order."""
    return (seat - 1) % w.players


def knights_on(w: KreuzesState, space: str) -> list[int]:
    return [s for s, kn in enumerate(w.knights) if kn.space == space]


def muslim_taken(k: Kit, knight: Knight) -> int:
    return sum(1 for c in knight.cities if k.config.cities[c].faith == "muslim")
