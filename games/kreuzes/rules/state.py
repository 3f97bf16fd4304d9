"""The state of a game of Im Zeichen des Kreuzes: the map's pieces, the knights' cards, the decks
and the tower. A table view draws only from `rules.view(state, seat)`; how to read it:

- Seats are numbered in turn order from 0 (clockwise); "the seat to his right" is the previous
  seat. `knights[seat]` is that seat's knight (`Knight`): space, troops on his card, treasure,
  morale (0-10), purple cubes left, the cities he took (ids, in order), the cards kept face up
  in front of him (Alejo I), his attacks on Jerusalem and the Pope's treasure he received.
- `hands[seat]` are card ids; in a view another seat's hand is masked as HIDDEN_MOVEMENT /
  HIDDEN_EVENT per card (the decks' backs differ). `move_deck`/`event_deck` (top first) are all
  HIDDEN in a view; `move_discard`/`event_discard` are face up; `removed` are once-per-game
  cards played (out of the game). With the one-deck option every card is in the move_ piles.
- `tokens`: one per city not yet taken, (city id, treasure, defenders); a view shows the
  treasure as -1 (face down) and the defenders as the rules give them. `taken` maps each taken
  city to (seat, treasure).
- `pirates`, `armies`: the space of each disc. `loose`: green troops lying on spaces, sorted
  (space, count). `garrison`: green troops in Jerusalem.
- `tower`: the cubes inside by colour and age (games/kreuzes/rules/tower.py); a view gives it
  abstract. `drop`: the cubes falling now (colour, count) while chance acts; `emptying`: a shake.
- `phase`: "setup" (the discard-3-draw-3, `actor` decides), "play" (Phase 1), "city" (Phase 2),
  "discard" (Phase 3), "over". Phase 4's draws happen by themselves, or wait on `tasks`.
- `combat` is the combat being fought (`Combat`), `siege` the battle for Jerusalem (`Siege`),
  `tasks` decisions owed before play goes on (placing a beaten knight, a victim, ...), first first.
- `move`: what the turn's movement allows still (`Move`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from games.core.rng import Rng
from games.kreuzes.rules.tower import Tower

HIDDEN = "?"
FULL, SPECTATOR = -1, -2
HIDDEN_MOVEMENT = "?movement"
HIDDEN_EVENT = "?event"


@dataclass(frozen=True)
class Knight:
    id: str
    colour: str
    space: str
    troops: int
    treasure: int
    morale: int
    purple: int
    cities: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    attacks: int = 0
    rewards: int = 0


@dataclass(frozen=True)
class Combat:
    """One combat. `seat` fights `defenders` green cubes and must commit at least `minimum`.
    kind: "saracens" (pirates, an army and loose green troops on `space`, pooled), "city" (its
    plunder), "event" (a card's Muslim attack, `card`). `pirates`/`armies` are the discs in it;
    `loose` the loose green troops of the space taking part. `moving`: the knight was moving
    (a win lets him go on). `city_after`: a won fight against an army on a city space is
    followed by the attack on the city. `victor_choice`: the pieces the winner sends home."""

    kind: str
    seat: int
    space: str
    defenders: int
    minimum: int
    pirates: tuple[int, ...] = ()
    armies: tuple[int, ...] = ()
    loose: int = 0
    city: str = ""
    card: str = ""
    moving: bool = False
    city_after: bool = False
    committed: int = -1  # troops dropped; -1 before the commitment
    lance: bool = False


@dataclass(frozen=True)
class Siege:
    """The battle for Jerusalem: `seat` attacks, `defender` (the seat to his right) defends.
    step "attack": the attacker chooses his troops (hidden); "defend": the defender chooses his
    green troops (hidden, and he never sees the attacker's); then chance drops both; "go_on":
    after a won round the attacker continues or halts."""

    seat: int
    defender: int
    step: str
    attack: int = -1  # masked as -1 in a view of any seat but the attacker until revealed
    defence: int = -1
    rounds: int = 0
    rewarded: bool = False


@dataclass(frozen=True)
class Task:
    """A decision owed by `seat` before play goes on.
    kind: "place" (put `knight`'s beaten knight on a space next to `space`), "victim" (which
    knight on `space` the moved Saracens attack: `piece` "pirate:0"), "home" (choice of victory:
    which starting space `piece` goes back to), "plague" (choose a continent), "offensive"
    (choose an Asian land space for 3 green troops), "replace" (the deck a play-immediately
    card's replacement comes from: `piece` that card)."""

    kind: str
    seat: int
    knight: int = -1
    space: str = ""
    piece: str = ""


@dataclass(frozen=True)
class Move:
    """The turn's movement: `bonus` free steps (terrain each: plains, mountains, sea, joker, land)
    banked by Quick March or a step card; `ships`/`banners` symbol moves owed; `stopped` once a
    lost combat ended the movement; `quick` while Quick March doubles the cards."""

    bonus: tuple[str, ...] = ()
    ships: int = 0
    banners: int = 0
    stopped: bool = False
    quick: bool = False
    moved: bool = False


@dataclass
class KreuzesState:
    players: int
    names: tuple[str, ...]
    options: tuple[tuple[str, object], ...]
    knights: tuple[Knight, ...]
    round: int
    turn: int  # the seat whose turn it is
    phase: str
    actor: int  # setup: the seat discarding; else the turn's seat
    hands: tuple[tuple[str, ...], ...]
    move_deck: tuple[str, ...]
    event_deck: tuple[str, ...]
    move_discard: tuple[str, ...]
    event_discard: tuple[str, ...]
    removed: tuple[str, ...]
    tokens: tuple[tuple[str, int, int], ...]
    taken: tuple[tuple[str, int, int], ...]  # (city, seat, treasure)
    pirates: tuple[str, ...]
    armies: tuple[str, ...]
    loose: tuple[tuple[str, int], ...]
    garrison: int
    tower: Tower
    drop: tuple[tuple[str, int], ...] = ()
    emptying: bool = False
    combat: Combat | None = None
    siege: Siege | None = None
    tasks: tuple[Task, ...] = ()
    move: Move = Move()
    city_done: bool = False
    discarded: int = 0  # cards discarded this Phase 3 (or in the setup's redraw)
    drawn: tuple[int, int] = (0, 0)  # setup: cards discarded by deck; Phase 4: movement and event cards to draw
    spent: tuple[int, int] = (0, 0)  # movement and event cards that left the turn's hand (played or discarded)
    attacked: bool = False  # this turn's knight attacked Jerusalem
    attacks: int = 0  # attacks Jerusalem has suffered
    exhausted: int = 0  # times the green reserve ran out
    box_was_empty: bool = False
    viewer: int = FULL  # FULL: the whole state; else the seat whose view this is (SPECTATOR: nobody's)
    winner: int | str | None = None
    end: str = ""  # why the game ended, in words
    notes: tuple[str, ...] = ()
    rng: Rng = field(default_factory=lambda: Rng(0), compare=False)

    def copy(self) -> KreuzesState:
        clone = object.__new__(KreuzesState)
        clone.__dict__.update(self.__dict__)
        clone.rng = self.rng.copy()
        return clone

    def option(self, key: str) -> object:
        return _options(self.options)[key]


@cache
def _options(options: tuple[tuple[str, object], ...]) -> dict[str, object]:
    return dict(options)


def with_item(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def note(w: KreuzesState, line: str) -> None:
    w.notes = w.notes + (line,)
