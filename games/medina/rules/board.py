"""The board's geometry and a compact, byte-per-space mirror of what stands on it.

The rules ask the same neighbourhood questions thousands of times per game ("does this
space touch another palace?"), so they read three byte strings instead of walking the
state's tuples. Spaces are numbered row-major: index = row * width + col.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Any

Cell = tuple[int, int]

# What stands on a space (Board.grid).
EMPTY = 0  # an empty city space (border or interior)
GAP = 1  # an empty wall space (a gate, for now)
TOWER = 2
WALL = 3
INHABITANT = 4
STABLE = 5
PIECE = 6  # a palace piece

# Board.near: no palace nearby, or several palaces nearby (otherwise palace id + 1).
NO_PALACE = 0
MANY = 255


@dataclass(frozen=True)
class Side:
    """One side of the wall ring between two towers, listed from `towers[0]` to `towers[1]`."""

    name: str
    spaces: tuple[int, ...]  # wall-space indices in order
    towers: tuple[int, int]  # tower indices at the two ends


class Layout:
    """Fixed geometry of the board: which spaces are city, border, wall ring or tower,
    and each space's neighbours (precomputed once)."""

    def __init__(self, width: int, height: int, tower_cells: tuple[Cell, ...]) -> None:
        self.width = width
        self.height = height
        self.size = width * height
        self.tower_cells = tower_cells
        self.city: tuple[int, ...] = tuple(
            self.index((c, r)) for r in range(1, height - 1) for c in range(1, width - 1)
        )
        self.interior: frozenset[int] = frozenset(
            self.index((c, r)) for r in range(2, height - 2) for c in range(2, width - 2)
        )
        city = set(self.city)
        self.is_city = bytes(1 if i in city else 0 for i in range(self.size))
        self.orth: tuple[tuple[int, ...], ...] = tuple(self._around(i, diagonal=False) for i in range(self.size))
        self.ring8: tuple[tuple[int, ...], ...] = tuple(self._around(i, diagonal=True) for i in range(self.size))
        # orth_pickers[i](grid) reads the orthogonal neighbours of space i in one C call.
        self.orth_pickers = tuple(itemgetter(*around) for around in self.orth)
        self.sides = self._sides()
        # Which side each wall space lies on, and a fast reader of one side's spaces.
        self.side_of: dict[int, int] = {s: k for k, side in enumerate(self.sides) for s in side.spaces}
        self.side_pickers = tuple(itemgetter(*side.spaces) for side in self.sides)

    def index(self, cell: Cell) -> int:
        return cell[1] * self.width + cell[0]

    def cell(self, index: int) -> Cell:
        return index % self.width, index // self.width

    def on_board(self, cell: Any) -> bool:
        return (
            isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)
            and 0 <= cell[0] < self.width and 0 <= cell[1] < self.height
        )

    def _around(self, index: int, *, diagonal: bool) -> tuple[int, ...]:
        col, row = self.cell(index)
        steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        if diagonal:
            steps += [(-1, -1), (1, -1), (-1, 1), (1, 1)]
        return tuple(
            self.index((col + dc, row + dr)) for dc, dr in steps
            if 0 <= col + dc < self.width and 0 <= row + dr < self.height
        )

    def _sides(self) -> tuple[Side, ...]:
        w, h = self.width - 1, self.height - 1
        corner = {cell: k for k, cell in enumerate(self.tower_cells)}
        # Walk each side from one corner to the next; the tower at each end anchors a run.
        ends = {"north": ((0, 0), (w, 0)), "east": ((w, 0), (w, h)), "south": ((w, h), (0, h)),
                "west": ((0, h), (0, 0))}
        sides = []
        for name, (start, stop) in ends.items():
            dc = (stop[0] > start[0]) - (stop[0] < start[0])
            dr = (stop[1] > start[1]) - (stop[1] < start[1])
            length = max(abs(stop[0] - start[0]), abs(stop[1] - start[1])) - 1
            spaces = tuple(self.index((start[0] + dc * k, start[1] + dr * k)) for k in range(1, length + 1))
            sides.append(Side(name, spaces, (corner[start], corner[stop])))
        return tuple(sides)


class Board:
    """What stands on each space, as bytes (cheap to copy, fast to index).

    grid:   one of EMPTY, GAP, TOWER, WALL, INHABITANT, STABLE, PIECE per space.
    owner:  palace id + 1 of the palace piece or stable on the space, else 0.
    near:   the palace with a piece or stable on this space or one of its eight neighbours:
            NO_PALACE, palace id + 1, or MANY when two or more palaces are that close.
    fresh:  empty city spaces with no palace near them (where a new palace may begin).
    beside: empty city spaces orthogonally next to a palace piece and near no other palace
            (the stable spaces; for an incomplete palace, also where it may grow).
    A placement changes these only on its space and the eight around it, so `put` updates
    them there instead of sweeping the city. The two sets are never changed once built.
    `cache` holds what the rules derived from this board (legal targets), `ring_cache`
    what they derived from the wall ring alone, kept while no wall goes up, and `market`
    the inhabitant targets with the strings they were found for; none of them is state.
    """

    __slots__ = ("grid", "owner", "near", "fresh", "beside", "cache", "ring_cache", "market")

    def __init__(self, grid: bytes, owner: bytes, near: bytes, fresh: set[int], beside: set[int]) -> None:
        self.grid = grid
        self.owner = owner
        self.near = near
        self.fresh = fresh
        self.beside = beside
        self.cache: Any = None
        self.ring_cache: Any = None
        self.market: Any = None

    @classmethod
    def empty(cls, layout: Layout) -> Board:
        grid = bytearray(GAP for _ in range(layout.size))
        for i in layout.city:
            grid[i] = EMPTY
        for cell in layout.tower_cells:
            grid[layout.index(cell)] = TOWER
        zeros = bytes(layout.size)
        return cls(bytes(grid), zeros, zeros, set(layout.city), set())

    def put(self, layout: Layout, index: int, what: int, palace: int | None = None) -> Board:
        """A new board with `what` on `index` (belonging to palace id `palace`, if any)."""
        grid = self.grid[:index] + bytes((what,)) + self.grid[index + 1:]
        owner, near = self.owner, self.near
        around = layout.ring8[index]
        if palace is not None:
            mark = palace + 1
            owner = owner[:index] + bytes((mark,)) + owner[index + 1:]
            marks = bytearray(near)
            marks[index] = mark if marks[index] in (NO_PALACE, mark) else MANY
            for j in around:
                was = marks[j]
                marks[j] = mark if was in (NO_PALACE, mark) else MANY
            near = bytes(marks)
        fresh = self.fresh - {index, *around}
        beside = self.beside - {index, *around}
        pickers = layout.orth_pickers
        for j in around:
            if grid[j] == EMPTY:
                m = near[j]
                if m == NO_PALACE:
                    fresh.add(j)
                elif m != MANY and PIECE in pickers[j](grid):
                    beside.add(j)
        board = Board(grid, owner, near, fresh, beside)
        if layout.is_city[index]:
            board.ring_cache = self.ring_cache
        return board

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and (self.grid, self.owner, self.near) == (other.grid, other.owner, other.near)

    __hash__ = None  # type: ignore[assignment]

    def to_json(self) -> dict[str, str]:
        return {"grid": self.grid.hex(), "owner": self.owner.hex(), "near": self.near.hex()}
