"""Kreuzes' atomic decisions: one step, one card, one choice. Spaces and cards by their ids.

The knight whose turn it is plays Phase 1 to 3; a combat's troops are committed by the knight
who fights it (also on another knight's turn); decisions the rulebook gives another knight
(placing a beaten knight, defending Jerusalem, placing the retreat, choosing whom moved
Saracens attack) are that seat's own actions. Chance's outcomes (Drop, SampledDrop, Emptied)
come from the resolver or the search's model.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.contract import Action

# --- setup: discard up to 3, then draw as many ---


@dataclass(frozen=True)
class SetupDiscard(Action):
    kind = "setup_discard"
    card: str


@dataclass(frozen=True)
class SetupDone(Action):
    kind = "setup_done"


# --- Phase 1 ---


@dataclass(frozen=True)
class Step(Action):
    """Move the coat of arms to a neighbouring space, playing a Movement card (card "" spends a
    free step banked by Quick March or a step card)."""

    kind = "step"
    space: str
    card: str


@dataclass(frozen=True)
class MovePirate(Action):
    kind = "move_pirate"
    index: int
    space: str


@dataclass(frozen=True)
class MoveArmy(Action):
    kind = "move_army"
    index: int
    space: str


@dataclass(frozen=True)
class Play(Action):
    """Play an Event card; `target` is the seat a Muslim attack falls on (-1: none)."""

    kind = "play"
    card: str
    target: int = -1


@dataclass(frozen=True)
class Empty(Action):
    """Use a purple cube: shake the tower empty."""

    kind = "empty"


@dataclass(frozen=True)
class Attack(Action):
    """Attack Jerusalem from its space."""

    kind = "attack"


@dataclass(frozen=True)
class Abdicate(Action):
    kind = "abdicate"


@dataclass(frozen=True)
class EndMoves(Action):
    kind = "end_moves"


# --- Phase 2 ---


@dataclass(frozen=True)
class Enlist(Action):
    kind = "enlist"
    treasure: int


@dataclass(frozen=True)
class Pray(Action):
    kind = "pray"


@dataclass(frozen=True)
class Plunder(Action):
    kind = "plunder"


@dataclass(frozen=True)
class SkipCity(Action):
    kind = "skip_city"


# --- Phase 3 ---


@dataclass(frozen=True)
class Discard(Action):
    kind = "discard"
    card: str


@dataclass(frozen=True)
class EndDiscards(Action):
    kind = "end_discards"


# --- combats and the battle for Jerusalem ---


@dataclass(frozen=True)
class Commit(Action):
    kind = "commit"
    troops: int


@dataclass(frozen=True)
class SiegeAttack(Action):
    """The attacker's secret number of troops for this round."""

    kind = "siege_attack"
    troops: int


@dataclass(frozen=True)
class SiegeDefend(Action):
    """The defender's secret number of green troops for this round."""

    kind = "siege_defend"
    troops: int


@dataclass(frozen=True)
class GoOn(Action):
    kind = "go_on"


@dataclass(frozen=True)
class Halt(Action):
    kind = "halt"


# --- decisions owed (state.tasks) ---


@dataclass(frozen=True)
class Place(Action):
    """Put a beaten (or retreating) knight on this space."""

    kind = "place"
    space: str


@dataclass(frozen=True)
class Victim(Action):
    kind = "victim"
    seat: int


@dataclass(frozen=True)
class Home(Action):
    """Choice of victory: the starting space a beaten pirate ship or army goes back to."""

    kind = "home"
    space: str


@dataclass(frozen=True)
class Continent(Action):
    kind = "continent"
    name: str


@dataclass(frozen=True)
class Offensive(Action):
    kind = "offensive"
    space: str


@dataclass(frozen=True)
class FromDeck(Action):
    kind = "from_deck"
    deck: str


# --- chance ---


@dataclass(frozen=True)
class Drop(Action):
    """The full outcome of a drop: the tray by colour, and every cube inside after it as
    (id, colour, x, y, angle, age), the jitter generator's state and the next cube id."""

    kind = "drop"
    out: tuple[tuple[str, int], ...]
    inside: tuple[tuple[int, str, float, float, float, int], ...]
    rng_state: int
    next_id: int


@dataclass(frozen=True)
class SampledDrop(Action):
    """A sampled outcome (the search's model): the tray by colour, the kept cubes by colour and age."""

    kind = "sampled_drop"
    out: tuple[tuple[str, int], ...]
    kept: tuple[tuple[str, int, int], ...]


@dataclass(frozen=True)
class Emptied(Action):
    """The tower shaken empty: every cube out by colour (rng_state 0 on an abstract tower)."""

    kind = "emptied"
    out: tuple[tuple[str, int], ...]
    rng_state: int


ACTION_TYPES: tuple[type[Action], ...] = (
    SetupDiscard, SetupDone, Step, MovePirate, MoveArmy, Play, Empty, Attack, Abdicate, EndMoves,
    Enlist, Pray, Plunder, SkipCity, Discard, EndDiscards, Commit, SiegeAttack, SiegeDefend, GoOn, Halt,
    Place, Victim, Home, Continent, Offensive, FromDeck, Drop, SampledDrop, Emptied,
)
CHANCE_TYPES = (Drop, SampledDrop, Emptied)
