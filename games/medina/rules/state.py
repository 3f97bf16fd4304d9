"""Medina's game state: what stands on the board, what lies in front of and behind each
screen, and whose turn it is. Everything here is a frozen value; the rules build a new
state for every placement.

Coordinates are (col, row), 0-based, counting the outer ring of wall spaces: col 0..17,
row 0..12. The four towers stand on the corners (0, 0), (17, 0), (0, 12), (17, 12); the
other ring spaces are wall spaces; the city (border and interior spaces) is col 1..16,
row 1..11, its border spaces being the outermost city row/column on each side.
Board notation for people: columns A..R from the left, rows 1..13 from the top, e.g. "F7"
(see `cell_name`).

A view (`MedinaRules.view`) is the same state with the other seats' `supplies` set to None.
For a table: `palace_value` and `palace_size` in games/medina/rules/scoring.py give a palace's
points part by part; games/medina/rules/position.py turns text pictures into states and back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from games.core.contract import Action
from games.medina.rules.board import Board

Cell = tuple[int, int]

# Piece names as they appear in `Place.piece`. Palace pieces carry their colour: "palace:grey".
DOME = "dome"
STABLE = "stable"
INHABITANT = "inhabitant"
WALL = "wall"
PALACE_PREFIX = "palace:"


def palace_piece(colour: str) -> str:
    """The `Place.piece` name of a palace piece of `colour` ("palace:grey")."""
    return PALACE_PREFIX + colour


def piece_colour(piece: str) -> str | None:
    """The colour of a palace-piece name, None for any other piece."""
    return piece[len(PALACE_PREFIX):] if piece.startswith(PALACE_PREFIX) else None


@dataclass(frozen=True)
class Place(Action):
    """The one kind of decision in Medina: put one wooden piece on one space.

    The very first action of a match is the starting seat placing the market's first
    inhabitant (it comes from the box, not from a screen)."""

    kind = "place"
    piece: str  # "palace:<colour>", "dome", "stable", "inhabitant" or "wall"
    cell: Cell  # (col, row); for a dome, any piece of the palace it crowns


@dataclass(frozen=True)
class Palace:
    """One palace: its pieces, attached stables, and who (if anyone) crowned it."""

    colour: str  # palace colour, one of MedinaState.colours
    pieces: tuple[Cell, ...]  # palace pieces, in the order they were placed
    stables: tuple[Cell, ...] = ()  # stables attached to this palace, in placement order
    owner: int | None = None  # seat whose dome claimed it; None while unclaimed
    dome: Cell | None = None  # the piece the dome sits on (None without a dome)
    complete: bool = False  # True once domed, or once no piece can be added to it
    towers: tuple[int, ...] = ()  # indices into MedinaState.towers it touches through walls

    @property
    def size(self) -> int:
        """What the palace tile compares: palace pieces plus attached stables."""
        return len(self.pieces) + len(self.stables)

    @property
    def claimed(self) -> bool:
        return self.owner is not None


@dataclass(frozen=True)
class Tower:
    """A corner tower and its tower tile."""

    cell: Cell  # the corner space the tower stands on
    points: int  # what its tower tile scores
    holder: int | None = None  # seat holding the tile in front of its screen; None = beside the board


@dataclass(frozen=True)
class Wall:
    """A city wall piece on a wall space."""

    cell: Cell
    tower: int  # index into MedinaState.towers: the tower its run of walls grows from


@dataclass(frozen=True)
class Supply:
    """The pieces one seat keeps behind its screen (hidden from the others)."""

    palace: tuple[int, ...]  # palace pieces left per colour, in MedinaState.colours order
    stables: int
    inhabitants: int
    walls: int

    @property
    def total(self) -> int:
        return sum(self.palace) + self.stables + self.inhabitants + self.walls


@dataclass(frozen=True)
class MedinaState:
    names: tuple[str, ...]  # seat names, for the log
    colours: tuple[str, ...]  # palace colours in their fixed order (grey, black, brown, orange)
    palaces: tuple[Palace, ...]  # every palace on the board; the index is its id, in founding order
    strings: tuple[tuple[Cell, ...], ...]  # inhabitant strings (markets), each listed end to end
    walls: tuple[Wall, ...]  # city walls in placement order
    towers: tuple[Tower, ...]  # the four corner towers with their tile holders
    palace_tiles: tuple[int | None, ...]  # seat holding each colour's palace tile (colours order)
    domes: tuple[int, ...]  # domes still in front of each seat's screen (public)
    supplies: tuple[Supply | None, ...]  # behind each screen; None where this view may not look
    # Each screen as the table has counted it: what the seat started with, less every piece it
    # was seen to place and the colours retired. Every piece comes out from behind a screen in
    # the open, so a player who keeps count knows each screen exactly; the count is public, and
    # it is how a computer seat knows the other screens without a memory of its own.
    tally: tuple[Supply, ...]
    pieces_left: tuple[int, ...]  # public count of each seat's pieces, domes included
    retired: tuple[str, ...]  # colours every seat has claimed: no more pieces of them
    turn: int | None  # seat to act; None once the game is over
    placed: int  # pieces the seat to act has placed this turn (0 or 1)
    dome_placed: bool  # the current turn already included a dome (the last-player rule)
    opening: bool  # True until the first inhabitant of the market is on the board
    # Seats the table knows to be out: no pieces left, or nothing fitted when their turn last
    # came (they were skipped, a public event). Never judged from a closed screen between
    # turns, so it changes only when a seat places its last piece or its turn comes round.
    out: tuple[bool, ...]
    # The seat to act is the last with pieces (every other seat is out). Decided once when its
    # turn begins, from `out` alone, so it holds for both pieces of the turn (the dome duty).
    last: bool
    note: str  # why the last turn ended early or seats were skipped ("" if nothing to say)
    board: Board  # compact mirror of the above for fast rule checks; views need not read it

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return self.turn is None

    def inhabitants(self) -> tuple[Cell, ...]:
        return tuple(cell for string in self.strings for cell in string)

    def claimed_colours(self, seat: int) -> tuple[str, ...]:
        """Colours `seat` has crowned a palace of (one palace per colour at most)."""
        return tuple(p.colour for p in self.palaces if p.owner == seat)

    def incomplete_palace(self, colour: str) -> int | None:
        """Id of the palace of `colour` still being built (there is at most one)."""
        for pid, palace in enumerate(self.palaces):
            if palace.colour == colour and not palace.complete:
                return pid
        return None

    def tiles_of(self, seat: int) -> tuple[str, ...]:
        """Tiles in front of `seat`'s screen: "palace:<colour>" and "tower:<index>"."""
        palace = [f"palace:{c}" for c, holder in zip(self.colours, self.palace_tiles, strict=True) if holder == seat]
        towers = [f"tower:{i}" for i, t in enumerate(self.towers) if t.holder == seat]
        return tuple(palace + towers)


T = TypeVar("T")


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for these frozen records, minus its field-by-field __init__:
    the rules copy a state several times per placement and thousands of times per game."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


def cell_name(cell: Cell) -> str:
    """Board notation: column letter A..R from the left, row number 1..13 from the top."""
    col, row = cell
    return f"{chr(ord('A') + col)}{row + 1}"


def parse_cell(name: str) -> Cell:
    """The inverse of `cell_name` ("F7" -> (5, 6)); raises ValueError on nonsense."""
    name = name.strip().upper()
    if len(name) < 2 or not name[0].isalpha() or not name[1:].isdigit():
        raise ValueError(f"not a board space: {name!r}")
    return ord(name[0]) - ord("A"), int(name[1:]) - 1
