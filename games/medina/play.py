"""What a placement does to the table once it is known to be legal: the piece goes down,
palaces grow, complete or change hands, tiles move, colours retire, and the turn moves on.

`place` never checks legality (rules.py does that first) and never mutates its input.
"""

from __future__ import annotations

from games.medina.board import INHABITANT as ON_INHABITANT
from games.medina.board import PIECE as ON_PIECE
from games.medina.board import STABLE as ON_STABLE
from games.medina.board import WALL as ON_WALL
from games.medina.board import Board, Layout
from games.medina.config import MedinaConfig
from games.medina.state import (
    DOME,
    INHABITANT,
    STABLE,
    Cell,
    MedinaState,
    Palace,
    Supply,
    Tower,
    Wall,
    evolve,
    piece_colour,
)
from games.medina.targets import Targets, targets


def _walls_touching(layout: Layout, board: Board, walls: tuple[Wall, ...], i: int) -> tuple[int, ...]:
    """Towers whose walls stand orthogonally next to space `i`."""
    if all(board.grid[n] != ON_WALL for n in layout.orth[i]):
        return ()
    near = {layout.cell(n) for n in layout.orth[i]}
    return tuple(sorted({w.tower for w in walls if w.cell in near}))


def _claim_towers(towers: list[Tower], which: tuple[int, ...], seat: int | None) -> None:
    if seat is not None:
        for t in which:
            towers[t] = evolve(towers[t], holder=seat)


def _extend_strings(layout: Layout, strings: tuple[tuple[Cell, ...], ...], cell: Cell,
                    new_string: bool) -> tuple[tuple[Cell, ...], ...]:
    if new_string:
        return strings + ((cell,),)
    beside = {layout.cell(n) for n in layout.orth[layout.index(cell)]}
    out = list(strings)
    for k, string in enumerate(strings):
        if string[-1] in beside:
            out[k] = string + (cell,)
            break
        if string[0] in beside:
            out[k] = (cell,) + string
            break
    return tuple(out)


def palace_tile_holder(palaces: list[Palace], colour: str, holder: int | None) -> int | None:
    """Who holds `colour`'s palace tile now: the first claimer keeps it until another
    seat's claimed palace of that colour is strictly larger."""
    claimed = [p for p in palaces if p.colour == colour and p.owner is not None]
    if not claimed:
        return holder
    held = max((p.size for p in claimed if p.owner == holder), default=-1)
    best = max(claimed, key=lambda p: p.size)  # the first of the largest, in founding order
    return best.owner if best.size > held else holder


def _less(supply: Supply | None, piece: str, colours: tuple[str, ...]) -> Supply | None:
    if supply is None:
        return None
    colour = piece_colour(piece)
    if colour is not None:
        k = colours.index(colour)
        return evolve(supply, palace=supply.palace[:k] + (supply.palace[k] - 1,) + supply.palace[k + 1:])
    if piece == STABLE:
        return evolve(supply, stables=supply.stables - 1)
    if piece == INHABITANT:
        return evolve(supply, inhabitants=supply.inhabitants - 1)
    return evolve(supply, walls=supply.walls - 1)


def place(cfg: MedinaConfig, state: MedinaState, seat: int, piece: str, i: int, t: Targets) -> MedinaState:
    """The state after `seat` puts `piece` on space index `i` (already found legal)."""
    layout = cfg.layout
    cell = layout.cell(i)
    board = state.board
    palaces = list(state.palaces)
    towers = list(state.towers)
    strings, walls = state.strings, state.walls
    domes = list(state.domes)
    supplies = list(state.supplies)
    pieces_left = list(state.pieces_left)
    changed: int | None = None  # a claimed palace whose size or owner changed (palace tiles)
    colour = piece_colour(piece)

    if colour is not None:
        dome_cells = t.dome[state.colours.index(colour)]
        pid = board.owner[dome_cells[0]] - 1 if dome_cells else len(palaces)
        board = board.put(layout, i, ON_PIECE, pid)
        reach = _walls_touching(layout, board, walls, i)
        if pid == len(palaces):
            palaces.append(Palace(colour, (cell,), towers=reach))
        else:
            p = palaces[pid]
            palaces[pid] = evolve(p, pieces=p.pieces + (cell,), towers=tuple(sorted({*p.towers, *reach})))
    elif piece == DOME:
        pid = board.owner[i] - 1
        p = palaces[pid] = evolve(palaces[pid], owner=seat, dome=cell, complete=True)
        domes[seat] -= 1
        _claim_towers(towers, p.towers, seat)
        changed = pid
    elif piece == STABLE:
        pid = board.near[i] - 1
        board = board.put(layout, i, ON_STABLE, pid)
        p = palaces[pid]
        # Only a tower this palace did not reach before moves its tile.
        new_towers = tuple(k for k in _walls_touching(layout, board, walls, i) if k not in p.towers)
        palaces[pid] = evolve(p, stables=p.stables + (cell,), towers=tuple(sorted(p.towers + new_towers)))
        _claim_towers(towers, new_towers, p.owner)
        changed = pid if p.owner is not None else None
    elif piece == INHABITANT:
        board = board.put(layout, i, ON_INHABITANT)
        strings = _extend_strings(layout, strings, cell, t.new_string)
    else:
        tower = t.wall_tower[i]
        board = board.put(layout, i, ON_WALL)
        walls = walls + (Wall(cell, tower),)
        for n in layout.orth[i]:
            pid = board.owner[n] - 1
            if pid >= 0 and tower not in palaces[pid].towers:
                p = palaces[pid] = evolve(palaces[pid], towers=tuple(sorted((*palaces[pid].towers, tower))))
                _claim_towers(towers, (tower,), p.owner)

    if state.opening:
        placed = 0  # the market's first inhabitant comes from the box and opens the game
    else:
        placed = state.placed + 1
        pieces_left[seat] -= 1
        if piece != DOME:
            supplies[seat] = _less(supplies[seat], piece, state.colours)

    # A palace that can take no further piece is complete, with nobody's dome on it.
    growing = {board.near[k] for k in board.beside}
    for pid, p in enumerate(palaces):
        if not p.complete and pid + 1 not in growing:
            palaces[pid] = evolve(p, complete=True)

    palace_tiles = state.palace_tiles
    retired = state.retired
    if changed is not None:
        colour_changed = palaces[changed].colour
        k = state.colours.index(colour_changed)
        holder = palace_tile_holder(palaces, colour_changed, palace_tiles[k])
        palace_tiles = palace_tiles[:k] + (holder,) + palace_tiles[k + 1:]
        owners = {p.owner for p in palaces if p.colour == colour_changed and p.owner is not None}
        if piece == DOME and len(owners) == state.players:
            # Every seat has its palace of this colour: its pieces leave every screen.
            retired = retired + (colour_changed,)
            for s, supply in enumerate(supplies):
                if supply is not None:
                    pieces_left[s] -= supply.palace[k]
                    supplies[s] = evolve(supply, palace=supply.palace[:k] + (0,) + supply.palace[k + 1:])

    after = evolve(
        state, board=board, palaces=tuple(palaces), towers=tuple(towers), strings=strings, walls=walls,
        domes=tuple(domes), supplies=tuple(supplies), pieces_left=tuple(pieces_left), palace_tiles=palace_tiles,
        retired=retired, opening=False, placed=placed, dome_placed=state.dome_placed or piece == DOME, note="",
    )
    return _next_turn(cfg, after, seat)


def claimed_by_seat(state: MedinaState) -> list[set[str]]:
    claimed: list[set[str]] = [set() for _ in state.names]
    for p in state.palaces:
        if p.owner is not None:
            claimed[p.owner].add(p.colour)
    return claimed


def can_place(state: MedinaState, seat: int, t: Targets) -> bool:
    """Whether `seat` holds any piece that fits somewhere right now."""
    claimed = t.claimed[seat]
    if state.domes[seat] and any(cells and c not in claimed for c, cells in zip(state.colours, t.dome, strict=True)):
        return True
    supply = state.supplies[seat]
    if supply is None:  # a view of someone else's screen: judge by the public count
        return state.pieces_left[seat] > state.domes[seat]
    return (
        any(n and cells for n, cells in zip(supply.palace, t.palace, strict=True))
        or (supply.stables > 0 and bool(t.stable))
        or (supply.inhabitants > 0 and bool(t.inhabitant))
        or (supply.walls > 0 and bool(t.wall))
    )


def _next_turn(cfg: MedinaConfig, state: MedinaState, seat: int) -> MedinaState:
    """Keep the seat for its second piece if it can place one; otherwise pass the turn
    clockwise to the next seat that can place anything (the others are skipped)."""
    t = targets(cfg.layout, state)
    out = tuple(not can_place(state, s, t) for s in range(state.players))
    others = [_sits_out(state, s) for s in range(state.players) if s != seat and out[s] and not state.out[s]]
    if not out[seat] and state.placed < 2:
        return evolve(state, out=out, turn=seat, note=" ".join(others))
    notes = []
    if state.placed == 1:
        notes.append(_sits_out(state, seat) if state.pieces_left[seat] == 0
                     else f"{state.names[seat]} cannot place a second piece.")
    elif out[seat] and not state.out[seat]:
        notes.append(_sits_out(state, seat))
    notes += others
    for k in range(1, state.players + 1):
        nxt = (seat + k) % state.players
        if not out[nxt]:
            return evolve(state, out=out, turn=nxt, placed=0, dome_placed=False, note=" ".join(notes))
    notes.append("Nobody can place another piece: the game is over.")
    return evolve(state, out=out, turn=None, placed=0, dome_placed=False, note=" ".join(notes))


def _sits_out(state: MedinaState, seat: int) -> str:
    name = state.names[seat]
    if state.pieces_left[seat] == 0:
        return f"{name} has placed every piece and sets the screen aside."
    return f"{name} cannot place any piece for now."
