"""The state of a game of Ierusalem: Anno Domini: the main board, each player's board and hand,
the decks, and the stack of decisions still owed.

How a table view reads it (`rules.view(state, seat)`, other hands and all deck orders masked):

- Seats are numbered clockwise from 0 (the seating order); `first` is the starting player.
  `p[seat]` is that player's `Player`.
- Locations: `fields[f][seat]` is that seat's Followers in FIELDS[f] (desert, mountain, lake).
- The Last Supper: `supper[i]` is the occupant of `config.spaces[i]`: a seat, EMPTY, NEUTRAL
  (the 3-player game's Followers of the unused colour) or one of FRIENDLY (the 1-2 player
  games' Friendly Followers, black and white). `friendly[seat]` is the Friendly Followers that
  seat holds in its supply, (black, white); empty in the 3-4 player game. `friendly_names`
  says which of the box's colours stands for black and for white. `table[k]` is what sits at
  `config.seats[k]`: "jesus", "" (empty) or an Apostle ("purple", "orange", "white", "judas").
  `apostles` counts those still waiting, in APOSTLES order.
- `sets[c]` is the Location sequence of SET_COLOURS[c] (printed, or from Location Symbol tiles).
- `stacks[k]` is Parable stack k + 1's tile values, top first. `marker` is the Sanhedrin marker
  (0 at the bottom, `length - 1` ends the game); `judgments[i]` the tile on track space i or "".
- `mahane`, `ad33`: the decks, top first (HIDDEN in a view); `face_up`: the 2 open Mahane cards.
- `tasks`: decisions and automatic steps still owed, the last one first. `tasks[-1].seat` acts
  (it may be another seat than `current`: a Favor's receiver decides its own benefit).
- In a view, another seat's `hand` is None and every deck holds HIDDEN cards; `hand_sizes`
  says how many cards each hand holds.
- `notes`: public lines about what happened by itself after the last action, for the log.

States are never changed once `rules.apply` has returned them: containers are tuples and the
rules work on a shallow copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.rng import Rng

HIDDEN = "?"
EMPTY = -1
NEUTRAL = -2
FRIENDLY = (-3, -4)  # a Friendly Follower at the Last Supper, by FRIENDLY_COLOURS
BARABBAS = -5  # a Follower of Barabbas at the Last Supper (the solitaire game)

# The parts of a seat's score, in the results' order: those scored during play, then at the end.
# Short words: ten columns share the results table.
PLAY_PARTS = ("Start", "Judgments", "Orange Apostles", "Favors", "Parables heard", "Apostle points")
END_PARTS = ("Parable set", "Last Supper", "Offerings", "Illumination")
START, JUDGMENT, ORANGE, FAVORS, PARABLES, APOSTLE = range(len(PLAY_PARTS))
# The 1-2 player games give no VP for Favors: that part holds the Friendly groups scored instead.
FRIENDLY_GROUPS = FAVORS
FRIENDLY_PART_NAME = "Friendly groups"
# Barabbas's VP by what gave them, during play; his end of game VP (his Parables) come after.
BAR_PARTS = ("Start", "Locations", "Your goods", "Parables heard", "Friendly groups")
B_START, B_LOCATIONS, B_GOODS, B_PARABLES, B_GROUPS = range(len(BAR_PARTS))
BAR_END_PART = "Parable set"


@dataclass(frozen=True)
class Task:
    """A decision (or an automatic step) owed by `seat`. `kind` names it; `arg`, `n` and `items`
    are its details (a follower action's kind and amount, a Favor's marker and receiver, the
    cards being redistributed)."""

    kind: str
    seat: int
    arg: str = ""
    n: int = 0
    items: tuple[str, ...] = ()


@dataclass(frozen=True)
class Player:
    hand: tuple[str, ...]  # card ids, sorted
    deck: tuple[str, ...]  # own Starting deck, top first
    discard: tuple[str, ...]  # own discard pile, face up
    rows: tuple[tuple[str, ...], ...]  # the 3 card spaces, first played first
    camp: int  # Followers in the Camp
    stone: int
    bread: int
    fish: int
    offerings: int
    denarii: int
    parts: tuple[int, ...]  # VP by PLAY_PARTS
    markers: tuple[str, ...]  # own Favor markers still to give (ids)
    received: tuple[str, ...]  # Favor markers received, "giver:id", symbol showing, unused
    favors_done: int  # also the Favor track space
    parables: tuple[int, ...]  # Parable stack numbers (1-7) held, in the order heard
    illumination: bool
    blocked: bool  # the Blocked Warehouse tile still covers its spaces
    tiles: tuple[int, ...] = ()  # the VP printed on each Parable tile held, as `parables` (a campaign keeps them)

    @property
    def vp(self) -> int:
        return sum(self.parts)

    def goods(self) -> int:
        return self.stone + self.bread + self.fish


@dataclass(frozen=True)
class Barabbas:
    """The solitaire game's opponent: no board, no goods, no coins. `deck` is his 25 cards, top
    first (HIDDEN in a view); `discard` the cards he has shown, the last one last. His Followers
    in the Locations are the last column of `AnnoState.fields`; at the Last Supper they are
    BARABBAS. `revealed`: the solitaire Judgment tiles turned over so far, in that order."""

    colour: str
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    camp: int
    parts: tuple[int, ...]  # VP by BAR_PARTS
    parables: tuple[int, ...]
    revealed: tuple[str, ...] = ()
    end: int = 0  # his end of game VP, once the game is over
    town: int = 0  # the campaign town whose difficulties apply (games.anno_domini.rules.towns)
    shown: str = ""  # the card he drew last, face up: still his card when a reshuffle empties `discard`

    @property
    def vp(self) -> int:
        return sum(self.parts) + self.end


@dataclass
class AnnoState:
    players: int
    names: tuple[str, ...]
    first: int
    turn: int  # turns begun (0 during setup)
    current: int  # whose turn it is
    p: tuple[Player, ...]
    fields: tuple[tuple[int, ...], ...]
    supper: tuple[int, ...]
    table: tuple[str, ...]
    apostles: tuple[int, ...]
    sets: tuple[tuple[str, ...], ...]
    stacks: tuple[tuple[int, ...], ...]
    marker: int
    judgments: tuple[str, ...]
    mahane: tuple[str, ...]
    face_up: tuple[str, ...]
    ad33: tuple[str, ...]
    tasks: tuple[Task, ...]
    traded: bool  # Resources bought or sold at the Market this turn
    all_seated: bool  # every Apostle is at the Table
    over: bool
    end: tuple[tuple[int, ...], ...]  # per seat, VP by END_PARTS once the game is over
    notes: tuple[str, ...]
    rng: Rng = field(compare=False)
    # In a view only: how many cards each hand holds (the hands of others are masked, None);
    # empty in the full state, whose hands say it themselves.
    hand_sizes: tuple[int, ...] = ()
    friendly: tuple[tuple[int, ...], ...] = ()
    # The box colours standing for FRIENDLY_COLOURS (the two no seat plays), for words and pictures.
    friendly_names: tuple[str, ...] = ()
    # The solitaire game's Barabbas (None with 2 to 4 players); his Locations column is `players`.
    bar: Barabbas | None = None

    def copy(self) -> AnnoState:
        """A shallow copy for the rules to rebind fields on; the generator is copied so a card
        drawn from the copy never changes the state it came from."""
        clone = object.__new__(AnnoState)
        clone.__dict__.update(self.__dict__)
        clone.rng = self.rng.copy()
        return clone

    @property
    def actor(self) -> int | None:
        return None if self.over or not self.tasks else self.tasks[-1].seat

    def followers_at_supper(self, seat: int) -> int:
        return sum(1 for occupant in self.supper if occupant == seat)

    def followers_in_fields(self, seat: int) -> int:
        return sum(row[seat] for row in self.fields)

    def vp_of(self, seat: int) -> int:
        """A seat's VP: those of play, and the end of game points once they are counted (as
        Barabbas.vp counts his)."""
        return self.p[seat].vp + (sum(self.end[seat]) if self.end else 0)


def friendly_colour(occupant: int) -> int:
    """The FRIENDLY_COLOURS index of a Friendly Follower occupant, -1 for anything else."""
    return FRIENDLY.index(occupant) if occupant in FRIENDLY else -1


def with_item(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# --- Changing a working copy (only the rules call these, on a fresh `copy()`). ---


def update(w: AnnoState, seat: int, **changes: object) -> Player:
    # dataclasses.replace re-runs __init__; a copy of the fields is what the search needs, fast
    player = object.__new__(Player)
    player.__dict__.update(w.p[seat].__dict__)
    player.__dict__.update(changes)
    w.p = with_item(w.p, seat, player)
    return player


def score(w: AnnoState, seat: int, part: int, vp: int) -> None:
    if vp:
        parts = w.p[seat].parts
        update(w, seat, parts=with_item(parts, part, parts[part] + vp))


def gain(w: AnnoState, seat: int, stone: int = 0, bread: int = 0, fish: int = 0, denarii: int = 0) -> None:
    pl = w.p[seat]
    update(w, seat, stone=pl.stone + stone, bread=pl.bread + bread, fish=pl.fish + fish, denarii=pl.denarii + denarii)


def add_field(w: AnnoState, f: int, seat: int, delta: int) -> None:
    w.fields = with_item(w.fields, f, with_item(w.fields[f], seat, w.fields[f][seat] + delta))


def push(w: AnnoState, *tasks: Task) -> None:
    """Owe these tasks; the last given is done first."""
    w.tasks = w.tasks + tasks


def pop(w: AnnoState) -> Task:
    task = w.tasks[-1]
    w.tasks = w.tasks[:-1]
    return task


def bar_update(w: AnnoState, **changes: object) -> Barabbas:
    assert w.bar is not None
    bar = object.__new__(Barabbas)
    bar.__dict__.update(w.bar.__dict__)
    bar.__dict__.update(changes)
    w.bar = bar
    return bar


def bar_score(w: AnnoState, part: int, vp: int) -> None:
    if vp and w.bar is not None:
        bar_update(w, parts=with_item(w.bar.parts, part, w.bar.parts[part] + vp))


def note(w: AnnoState, line: str) -> None:
    w.notes = w.notes + (line,)
