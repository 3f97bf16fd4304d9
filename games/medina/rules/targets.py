"""Where each kind of piece may go on a given board, whoever places it.

The answer depends only on the public table (never on a screen), so it is computed once
per board and kept in `Board.cache`; a seat's legal actions are then these targets
filtered by what it holds. Space indices are row-major (see games/medina/rules/board.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from games.medina.rules.board import EMPTY, GAP, INHABITANT, Board, Cell, Layout
from games.medina.rules.state import MedinaState


@dataclass(frozen=True)
class Targets:
    palace: tuple[tuple[int, ...], ...]  # per palace colour: spaces for its next palace piece
    dome: tuple[tuple[int, ...], ...]  # per palace colour: pieces of its incomplete palace
    stable: tuple[int, ...]
    inhabitant: tuple[int, ...]
    new_string: bool  # the inhabitant targets start a new string (no end can grow)
    wall: tuple[int, ...]
    wall_tower: dict[int, int]  # wall target -> the tower its run grows from
    claimed: tuple[frozenset[str], ...]  # per seat: the colours it has crowned a palace of


def extension(layout: Layout, board: Board, pieces: tuple[Cell, ...], pid: int) -> tuple[int, ...]:
    """Empty city spaces beside palace `pid`'s `pieces` that touch no other palace or its
    stables (orthogonally or diagonally): where its next piece, or a stable, may go."""
    grid, near = board.grid, board.near
    mark = pid + 1
    index, orth = layout.index, layout.orth
    found = {n for cell in pieces for n in orth[index(cell)] if grid[n] == EMPTY and near[n] == mark}
    return tuple(sorted(found))


def _inhabitant_targets(layout: Layout, state: MedinaState) -> tuple[tuple[int, ...], bool]:
    if state.opening:
        return tuple(sorted(layout.interior)), True
    board = state.board
    known = board.market
    if known is not None and known[0] is state.strings:
        return known[1]
    found = inhabitant_targets(layout, board.grid, state.strings)
    board.market = (state.strings, found)
    return found


def market_after(board: Board, strings: tuple[tuple[Cell, ...], ...], before: Targets, i: int) -> None:
    """Tell `board`, just made by putting a piece other than an inhabitant on space i, its
    inhabitant targets, derived from the table's `before` it: only space i changed, and it is
    no longer empty, so the targets are those before less i. (When that leaves no string
    able to grow, a new one may start elsewhere: that case is left to a full sweep.)"""
    left = before.inhabitant if i not in before.inhabitant else tuple(n for n in before.inhabitant if n != i)
    if left or before.new_string:
        board.market = (strings, (left, before.new_string))


def inhabitant_targets(layout: Layout, grid: bytes,
                       strings: tuple[tuple[Cell, ...], ...]) -> tuple[tuple[int, ...], bool]:
    """Where the next inhabitant may go once the market has begun, and whether it starts a
    new string there (the rules' look ahead asks this of a grid that is not played)."""
    orth = layout.orth

    def lone_neighbour(i: int) -> bool:
        return grid[i] == EMPTY and sum(grid[n] == INHABITANT for n in orth[i]) == 1

    ends = {layout.index(s[0]) for s in strings} | {layout.index(s[-1]) for s in strings}
    grow = {n for e in ends for n in orth[e] if lone_neighbour(n)}
    if grow:
        return tuple(sorted(grow)), False
    # Only when no string can grow may a new one start, and its first inhabitant touches no
    # inhabitant at all. The text names only the wall ring as off limits; our reading: a space
    # beside one end would have been a growth (there is none left), a space beside two
    # inhabitants is refused by the two-or-more rule, and the only case left, a space beside
    # the middle of a string, would branch it. So every market stays a plain string with two ends.
    fresh = tuple(i for i in layout.city
                  if grid[i] == EMPTY and all(grid[n] != INHABITANT for n in orth[i]))
    return fresh, True


def wall_targets(layout: Layout, board: Board) -> dict[int, int]:
    """The next space of each tower's run, on sides that would keep a gap after it."""
    if board.ring_cache is not None:
        return board.ring_cache  # type: ignore[no-any-return]
    grid = board.grid
    found: dict[int, int] = {}
    for side, pick in zip(layout.sides, layout.side_pickers, strict=True):
        ring = pick(grid)
        if ring.count(GAP) < 2:
            continue
        found[side.spaces[ring.index(GAP)]] = side.towers[0]
        found[side.spaces[len(ring) - 1 - ring[::-1].index(GAP)]] = side.towers[1]
    board.ring_cache = found
    return found


def compute(layout: Layout, state: MedinaState) -> Targets:
    index = layout.index
    near = state.board.near
    fresh = tuple(sorted(state.board.fresh))
    stable = tuple(sorted(state.board.beside))
    palace: list[tuple[int, ...]] = []
    dome: list[tuple[int, ...]] = []
    by_colour = {p.colour: pid for pid, p in enumerate(state.palaces) if not p.complete}
    for colour in state.colours:
        pid = by_colour.get(colour)
        if colour in state.retired:
            palace.append(())
        elif pid is None:
            palace.append(fresh)
        else:
            mark = pid + 1
            palace.append(tuple(i for i in stable if near[i] == mark))
        dome.append(() if pid is None else tuple(index(c) for c in state.palaces[pid].pieces))
    inhabitant, new_string = _inhabitant_targets(layout, state)
    walls = wall_targets(layout, state.board)
    claimed: list[set[str]] = [set() for _ in state.names]
    for p in state.palaces:
        if p.owner is not None:
            claimed[p.owner].add(p.colour)
    return Targets(tuple(palace), tuple(dome), stable, inhabitant, new_string, tuple(walls), walls,
                   tuple(frozenset(c) for c in claimed))


def targets(layout: Layout, state: MedinaState) -> Targets:
    """The targets of `state`'s table, computed once and kept with its board (a look ahead
    at a table that is not played calls `compute`, so as not to displace them).

    A state and its views share the board and the tuples below, so they share the answer;
    a dome changes palaces but no space, hence the identity checks beside the board's."""
    cached = state.board.cache
    if (cached is not None and cached[0] is state.palaces and cached[1] is state.strings
            and cached[2] is state.retired and cached[3] == state.opening):
        return cached[4]
    found = compute(layout, state)
    state.board.cache = (state.palaces, state.strings, state.retired, state.opening, found)
    return found
