"""Positions as pictures: build a state from rows of characters, and draw a state as rows.

Tests lay out the rulebook's examples with it, and a debugging session can print a table.
One character per space, rows top to bottom:

    T  tower          #  city wall         _  empty wall space (a gate, for now)
    .  empty city     i  inhabitant        s  stable (belongs to the palace it touches)
    g k b o  grey, black, brown, orange palace pieces; the same letter in capitals marks
             the piece carrying the dome (its owner is given by `owners`, default seat 0)

Orthogonally connected letters of one colour form one palace. A palace without a dome is
complete when it has no room left to grow, as the rules would have found.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from games.core.contract import Seat
from games.medina.rules.board import INHABITANT, PIECE, STABLE, WALL, Board
from games.medina.rules.play import palace_tile_holder
from games.medina.rules.state import Cell, MedinaState, Palace, Supply, Wall, cell_name, parse_cell
from games.medina.rules.targets import extension

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules

LETTERS = {"grey": "g", "black": "k", "brown": "b", "orange": "o"}
NAMES = ("Anna", "Bert", "Cem", "Dana")


class PictureError(ValueError):
    """A picture that does not describe a possible table."""


def _components(cells: set[Cell]) -> list[tuple[Cell, ...]]:
    """Orthogonally connected groups, each listed in reading order (row, then column)."""
    groups, left = [], set(cells)
    while left:
        start = min(left, key=lambda c: (c[1], c[0]))
        group, todo = {start}, [start]
        while todo:
            c, r = todo.pop()
            for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
                if n in left and n not in group:
                    group.add(n)
                    todo.append(n)
        left -= group
        groups.append(tuple(sorted(group, key=lambda c: (c[1], c[0]))))
    return groups


def _as_string(group: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """An inhabitant group as a string walked from one end to the other."""
    members = set(group)

    def beside(c: Cell) -> list[Cell]:
        return [n for n in ((c[0] + 1, c[1]), (c[0] - 1, c[1]), (c[0], c[1] + 1), (c[0], c[1] - 1)) if n in members]

    ends = [c for c in group if len(beside(c)) <= 1]
    if not ends or any(len(beside(c)) > 2 for c in group):
        raise PictureError(f"the inhabitants at {cell_name(group[0])} do not form a string")
    walk, seen = [ends[0]], {ends[0]}
    while True:
        step = [n for n in beside(walk[-1]) if n not in seen]
        if not step:
            break
        walk.append(step[0])
        seen.add(step[0])
    return tuple(walk)


def position(rules: MedinaRules, rows: list[str], *, owners: dict[str, int] | None = None, turn: int = 0,
             players: int = 4) -> MedinaState:
    """The state the picture shows, with `turn` to act and full screens (change them with
    dataclasses.replace). Palace tiles go to the largest claimed palace of each colour;
    tower tiles to the owner of a claimed palace touching that tower's walls."""
    layout = rules.config.layout
    if len(rows) != layout.height:
        raise PictureError(f"a picture has {layout.height} rows, not {len(rows)}")
    for r, row in enumerate(rows):
        if len(row) != layout.width:
            raise PictureError(f"row {r + 1} has {len(row)} characters instead of {layout.width}")
    seats = [Seat(NAMES[k], rules.info.colours[k].name) for k in range(players)]
    state = rules.setup(rules.info.default_options(players), seats, 0)
    owners = {parse_cell(k): v for k, v in (owners or {}).items()}
    by_char: dict[str, set[Cell]] = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            by_char.setdefault(ch, set()).add((c, r))
    if by_char.get("T", set()) != set(layout.tower_cells):
        raise PictureError("the towers stand on the four corners")
    grid_of = {layout.cell(i): g for i, g in enumerate(Board.empty(layout).grid)}
    for ch in ("#", "_"):
        if any(grid_of[c] == 0 for c in by_char.get(ch, ())):
            raise PictureError(f"'{ch}' belongs on the wall ring")

    board = Board.empty(layout)
    palaces: list[Palace] = []
    for colour in state.colours:
        letter = LETTERS[colour]
        cells = by_char.get(letter, set()) | by_char.get(letter.upper(), set())
        for group in _components(cells):
            pid = len(palaces)
            dome = next((c for c in group if c in by_char.get(letter.upper(), set())), None)
            owner = None if dome is None else owners.get(dome, 0)
            for c in group:
                board = board.put(layout, layout.index(c), PIECE, pid)
            palaces.append(Palace(colour, group, owner=owner, dome=dome, complete=dome is not None))
    stables = sorted(by_char.get("s", set()), key=lambda c: (c[1], c[0]))
    for c in stables:
        i = layout.index(c)
        pids = {board.owner[n] - 1 for n in layout.orth[i] if board.grid[n] == PIECE}
        if len(pids) != 1:
            raise PictureError(f"the stable on {cell_name(c)} must touch exactly one palace")
        pid = pids.pop()
        board = board.put(layout, i, STABLE, pid)
        palaces[pid] = replace(palaces[pid], stables=palaces[pid].stables + (c,))
    strings = tuple(_as_string(g) for g in _components(by_char.get("i", set())))
    for string in strings:
        for c in string:
            board = board.put(layout, layout.index(c), INHABITANT)
    walls = _walls(rules, by_char.get("#", set()))
    for w in walls:
        board = board.put(layout, layout.index(w.cell), WALL)

    wall_tower = {w.cell: w.tower for w in walls}
    towers = list(state.towers)
    for pid, p in enumerate(palaces):
        around = {layout.cell(n) for c in p.pieces + p.stables for n in layout.orth[layout.index(c)]}
        reach = tuple(sorted({wall_tower[c] for c in around if c in wall_tower}))
        complete = p.complete or not extension(layout, board, p.pieces, pid)
        palaces[pid] = replace(p, towers=reach, complete=complete)
        for t in reach if p.owner is not None else ():
            towers[t] = replace(towers[t], holder=p.owner)
    tiles = tuple(palace_tile_holder(palaces, colour, None) for colour in state.colours)
    state = replace(state, board=board, palaces=tuple(palaces), strings=strings, walls=walls, towers=tuple(towers),
                    palace_tiles=tiles, opening=False, turn=turn, placed=0,
                    domes=tuple(d - sum(p.owner == s for p in palaces) for s, d in enumerate(state.domes)))
    return refresh(rules, state)


def refresh(rules: MedinaRules, state: MedinaState) -> MedinaState:
    """Recompute the public counts after a test edited screens or domes, and what the table
    knows from them: a seat with no piece left is out; a seat marked out while it still held
    pieces (see `skipped`) stays out. Nothing is judged from behind a screen, as in play."""
    pieces_left = tuple(
        state.domes[s] + (sup.total if sup is not None else 0) for s, sup in enumerate(state.supplies)
    )
    # An edited screen is shown to the table: its count is what it now holds.
    tally = tuple(c if sup is None else sup for sup, c in zip(state.supplies, state.tally, strict=True))
    out = tuple(n == 0 or (was and before > 0)
                for n, was, before in zip(pieces_left, state.out, state.pieces_left, strict=True))
    return _with_out(replace(state, pieces_left=pieces_left, tally=tally), out)


def skipped(rules: MedinaRules, state: MedinaState, *seats: int) -> MedinaState:
    """`state` with `seats` known to be out: nothing they held fitted when their turn last
    came. The seat to act is then the last player if every other seat is out."""
    return _with_out(state, tuple(o or s in seats for s, o in enumerate(state.out)))


def _with_out(state: MedinaState, out: tuple[bool, ...]) -> MedinaState:
    turn = state.turn
    last = turn is not None and all(o for s, o in enumerate(out) if s != turn)
    return replace(state, out=out, last=last)


def _walls(rules: MedinaRules, cells: set[Cell]) -> tuple[Wall, ...]:
    """Walls in the picture, each given the tower its run grows from."""
    layout = rules.config.layout
    walls: list[Wall] = []
    for side in layout.sides:
        for spaces, tower in ((side.spaces, side.towers[0]), (side.spaces[::-1], side.towers[1])):
            for i in spaces:
                if layout.cell(i) not in cells:
                    break
                walls.append(Wall(layout.cell(i), tower))
    if {w.cell for w in walls} != cells:
        stray = sorted(cells - {w.cell for w in walls})
        raise PictureError(f"the wall on {cell_name(stray[0])} does not continue from a tower")
    return tuple(walls)


def sketch(rules: MedinaRules, marks: dict[str, str]) -> list[str]:
    """A picture of an otherwise empty board with `marks` ({"F7": "g", "B1": "#", ...})."""
    rows = [list(row) for row in _empty_picture(rules)]
    for name, ch in marks.items():
        col, row = parse_cell(name)
        rows[row][col] = ch
    return ["".join(row) for row in rows]


def _empty_picture(rules: MedinaRules) -> list[str]:
    layout = rules.config.layout
    rows = [["_"] * layout.width for _ in range(layout.height)]
    for r in range(1, layout.height - 1):
        for c in range(1, layout.width - 1):
            rows[r][c] = "."
    for c, r in layout.tower_cells:
        rows[r][c] = "T"
    return ["".join(row) for row in rows]


def picture(rules: MedinaRules, state: MedinaState) -> list[str]:
    """The state drawn in the characters `position` reads."""
    rows = [list(row) for row in _empty_picture(rules)]
    for w in state.walls:
        rows[w.cell[1]][w.cell[0]] = "#"
    for cell in state.inhabitants():
        rows[cell[1]][cell[0]] = "i"
    for p in state.palaces:
        for c, r in p.pieces:
            rows[r][c] = LETTERS.get(p.colour, "?")
        if p.dome is not None:
            rows[p.dome[1]][p.dome[0]] = LETTERS.get(p.colour, "?").upper()
        for c, r in p.stables:
            rows[r][c] = "s"
    return ["".join(row) for row in rows]


def equip(rules: MedinaRules, state: MedinaState, seat: int, *, palace: dict[str, int] | None = None,
          stables: int = 0, inhabitants: int = 0, walls: int = 0, domes: int | None = None) -> MedinaState:
    """`state` with `seat` holding exactly these pieces (anything not named: none)."""
    palace = palace or {}
    supply = Supply(tuple(palace.get(c, 0) for c in state.colours), stables, inhabitants, walls)
    supplies = tuple(supply if s == seat else sup for s, sup in enumerate(state.supplies))
    dome_counts = tuple(domes if s == seat and domes is not None else d for s, d in enumerate(state.domes))
    return refresh(rules, replace(state, supplies=supplies, domes=dome_counts))
