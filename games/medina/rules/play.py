"""What a placement does to the table once it is known to be legal: the piece goes down,
palaces grow, complete or change hands, tiles move, colours retire, and the turn moves on.

`place` never checks legality (rules.py does that first) and never mutates its input.
"""

from __future__ import annotations

from functools import cached_property

from games.medina.rules.board import GAP, Board, Layout
from games.medina.rules.board import INHABITANT as ON_INHABITANT
from games.medina.rules.board import PIECE as ON_PIECE
from games.medina.rules.board import STABLE as ON_STABLE
from games.medina.rules.board import WALL as ON_WALL
from games.medina.rules.config import MedinaConfig
from games.medina.rules.state import (
    DOME,
    INHABITANT,
    STABLE,
    WALL,
    Cell,
    MedinaState,
    Palace,
    Supply,
    Tower,
    Wall,
    evolve,
    piece_colour,
)
from games.medina.rules.targets import Targets, compute, inhabitant_targets, market_after, targets


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


def _without_colour(supply: Supply, k: int) -> Supply:
    """`supply` with no palace pieces of the k-th colour (it retired)."""
    return evolve(supply, palace=supply.palace[:k] + (0,) + supply.palace[k + 1:])


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
    return _next_turn(cfg, put_piece(cfg, state, seat, piece, i, t), seat)


def put_piece(cfg: MedinaConfig, state: MedinaState, seat: int, piece: str, i: int, t: Targets) -> MedinaState:
    """The table after `seat` puts `piece` on space index `i`, before the turn moves on
    (what `place` does first, and what the rules look ahead at)."""
    layout = cfg.layout
    cell = layout.cell(i)
    board = state.board
    palaces = list(state.palaces)
    towers = list(state.towers)
    strings, walls = state.strings, state.walls
    domes = list(state.domes)
    supplies = list(state.supplies)
    tally = list(state.tally)
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

    if piece != INHABITANT and not state.opening and board is not state.board:
        market_after(board, strings, t, i)

    if state.opening:
        placed = 0  # the market's first inhabitant comes from the box and opens the game
    else:
        placed = state.placed + 1
        pieces_left[seat] -= 1
        if piece != DOME:
            supplies[seat] = _less(supplies[seat], piece, state.colours)
            tally[seat] = _less(tally[seat], piece, state.colours)

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
                pieces_left[s] -= tally[s].palace[k]  # the tally is public: known behind every screen
                tally[s] = _without_colour(tally[s], k)
                if supply is not None:
                    supplies[s] = _without_colour(supply, k)

    return evolve(
        state, board=board, palaces=tuple(palaces), towers=tuple(towers), strings=strings, walls=walls,
        domes=tuple(domes), supplies=tuple(supplies), tally=tuple(tally), pieces_left=tuple(pieces_left),
        palace_tiles=palace_tiles,
        retired=retired, opening=False, placed=placed, dome_placed=state.dome_placed or piece == DOME, note="",
    )


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


class FirstPiece:
    """A look one piece ahead for the seat about to place the first piece of its turn: after
    this piece, could it still place a second (the two-piece rule), or crown a palace (the
    last player's dome duty)?

    Playing every first piece out on a copy of the table would cost a targets sweep per
    candidate, hundreds per turn. Most candidates plainly leave a target for some kind of
    piece the seat holds: a piece changes spaces only on its own space and the eight around
    it (walls and domes none in the city), so a target further away survives it. Only the
    candidates that might take the last target of every kind the seat holds are played out."""

    def __init__(self, cfg: MedinaConfig, state: MedinaState, seat: int, t: Targets) -> None:
        supply = state.supplies[seat]
        assert supply is not None, "only the seat whose screen is open looks ahead"
        self.cfg = cfg
        self.state = state
        self.seat = seat
        self.t = t
        self.supply = supply
        self.domes = state.domes[seat]
        self.total = supply.total + self.domes  # fewer than two: no turn of two pieces to protect
        # Two kinds that each survive any first piece of another kind: every first piece
        # leaves a second, the common case for most of a game (walls and inhabitants).
        self.easy = self._robust_kinds() >= 2

    @cached_property
    def crownable(self) -> list[int]:
        """Colours (by index) whose palace under construction this seat could crown."""
        if not self.domes:
            return []
        claimed = self.t.claimed[self.seat]
        return [k for k, c in enumerate(self.state.colours) if self.t.dome[k] and c not in claimed]

    def _robust_kinds(self) -> int:
        """How many kinds the seat holds keep a target whatever piece of another kind goes
        first (a city piece changes nothing beyond its eight neighbours: see the class notes)."""
        t, supply = self.t, self.supply
        robust = (supply.walls > 0 and bool(t.wall)) + (supply.inhabitants > 0 and len(t.inhabitant) > 1)
        robust += supply.stables > 0 and len(t.stable) > 9
        if robust >= 2:
            return robust
        claimed = t.claimed[self.seat]
        for k, colour in enumerate(self.state.colours):
            # A dome of the seat's own could complete this colour's palace and change its spaces.
            crownable = self.domes and t.dome[k] and colour not in claimed
            robust += supply.palace[k] > 0 and len(t.palace[k]) > 9 and not crownable
        return robust

    # --- for every space at once ---

    def always_second(self, piece: str) -> bool:
        """Some kind the seat holds keeps a target wherever `piece` goes."""
        if self.easy:
            return True
        t, supply, layout = self.t, self.supply, self.cfg.layout
        colour = piece_colour(piece)
        if supply.walls - (piece == WALL) > 0 and t.wall:
            if piece != WALL or len({layout.side_of[j] for j in t.wall}) > 1:
                return True
        if supply.inhabitants - (piece == INHABITANT) > 0 and len(t.inhabitant) > 1:
            if piece != INHABITANT or t.new_string:
                return True
        if supply.stables - (piece == STABLE) > 0 and t.stable:
            if piece in (WALL, DOME) or len(t.stable) > 9:
                return True
        for k, c in enumerate(self.state.colours):
            cells = t.palace[k]
            if supply.palace[k] - (colour == c) <= 0 or not cells:
                continue
            if piece == WALL or (colour == c and t.dome[k] and len(cells) > 1):
                return True
            if piece != DOME and colour != c and len(cells) > 9:
                return True
        return self.always_dome(piece) and self.domes > 0

    def always_dome(self, piece: str) -> bool:
        """A wall leaves every palace as it was, so a palace to crown stays one."""
        return piece == WALL and bool(self.crownable)

    # --- one space ---

    def second_after(self, piece: str, i: int) -> bool:
        """Whether the seat could still place a second piece after `piece` on space i."""
        if self._surely_second(piece, i) or self._surely_dome(piece, i):
            return True
        if piece == INHABITANT:
            return self._after_inhabitant(i)
        after = put_piece(self.cfg, self.state, self.seat, piece, i, self.t)
        return can_place(after, self.seat, compute(self.cfg.layout, after))

    def dome_after(self, piece: str, i: int) -> bool:
        """Whether a palace would be left for the seat to crown after `piece` (not a dome) on space i."""
        if self._surely_dome(piece, i):
            return True
        if not self.domes:
            return False
        if not self.crownable:
            # Only a palace piece makes a palace, and only one of a colour the seat may still
            # claim could give it something to crown (the last player's first piece asks this
            # of every space while nothing waits for a dome).
            colour = piece_colour(piece)
            if colour is None or colour in self.t.claimed[self.seat]:
                return False
        after = put_piece(self.cfg, self.state, self.seat, piece, i, self.t)
        t = compute(self.cfg.layout, after)
        claimed = t.claimed[self.seat]
        return any(cells and c not in claimed for c, cells in zip(after.colours, t.dome, strict=True))

    def _after_inhabitant(self, i: int) -> bool:
        """Exactly whether a second piece fits after an inhabitant on space i, without playing
        it out (late in the game, with the market hemmed in, this is the common close call).
        An inhabitant belongs to no palace, so the table changes on space i alone: every other
        target stands, a palace whose last open space was i is complete (and new ones of its
        colour may start), and the market goes on from its new end."""
        t, supply, state, layout = self.t, self.supply, self.state, self.cfg.layout

        def besides_i(cells: tuple[int, ...] | set[int]) -> bool:
            return any(j != i for j in cells)

        if (supply.walls and t.wall) or (supply.stables and besides_i(t.stable)):
            return True
        for k, n in enumerate(supply.palace):
            if n and (besides_i(t.palace[k]) or (t.dome[k] and besides_i(state.board.fresh))):
                return True
        if self.domes and any(besides_i(t.palace[k]) for k in self.crownable):
            return True
        if supply.inhabitants < 2:
            return False
        grid = state.board.grid
        grid = grid[:i] + bytes((ON_INHABITANT,)) + grid[i + 1:]
        strings = _extend_strings(layout, state.strings, layout.cell(i), t.new_string)
        return bool(inhabitant_targets(layout, grid, strings)[0])

    def _beyond(self, cells: tuple[int, ...], i: int) -> bool:
        """Some target in `cells` lies outside space i and its eight neighbours."""
        if len(cells) > 9:
            return True
        near = {i, *self.cfg.layout.ring8[i]}
        return any(j not in near for j in cells)

    def _opens(self, i: int) -> bool:
        """A new palace on space i would have room to grow (so it is not complete at once)."""
        fresh = self.state.board.fresh
        return any(n in fresh for n in self.cfg.layout.orth[i])

    def _crowned_colour(self, i: int) -> str:
        return self.state.palaces[self.state.board.owner[i] - 1].colour

    def _surely_second(self, piece: str, i: int) -> bool:
        """A cheap yes from the walls, inhabitants, stables and palace pieces the seat would
        still hold (domes: `_surely_dome`); False means "play it out", not "no"."""
        t, supply, state, layout = self.t, self.supply, self.state, self.cfg.layout
        colour = piece_colour(piece)
        if supply.walls - (piece == WALL) > 0 and t.wall:
            if piece != WALL:
                return True  # nothing in the city moves the ends of the wall runs
            side = layout.side_of[i]
            if any(layout.side_of[j] != side for j in t.wall):
                return True
            if layout.side_pickers[side](state.board.grid).count(GAP) > 2:
                return True  # this side keeps a gate after the wall and can take one more
        if supply.inhabitants - (piece == INHABITANT) > 0 and t.inhabitant:
            if piece != INHABITANT and (t.inhabitant[0] != i or len(t.inhabitant) > 1):
                return True
            if piece == INHABITANT and t.new_string and len(t.inhabitant) > 1:
                return True  # the new string's neighbours, or else the spaces away from it
        if supply.stables - (piece == STABLE) > 0 and t.stable:
            if piece in (WALL, DOME) or self._beyond(t.stable, i):
                return True
        for k, c in enumerate(state.colours):
            cells = t.palace[k]
            if supply.palace[k] - (colour == c) <= 0 or not cells:
                continue
            if piece == WALL:
                return True
            if piece == DOME:
                if self._crowned_colour(i) != c:
                    return True
                # Crowning the palace of this colour leaves new palaces of it, unless it retires.
                everyone = all(c in t.claimed[s] for s in range(state.players) if s != self.seat)
                if state.board.fresh and not everyone:
                    return True
            elif colour == c and not t.dome[k]:
                if self._opens(i) or self._beyond(cells, i):
                    return True  # the new palace can grow, or is complete at once and others may start
            elif colour == c:
                if len(cells) > 1:
                    return True  # growing the palace leaves its other open spaces open
            elif self._beyond(cells, i):
                return True
        return False

    def _surely_dome(self, piece: str, i: int) -> bool:
        """A cheap yes: a palace the seat could crown stays incomplete (or a new one appears)."""
        if self.domes - (piece == DOME) <= 0:
            return False
        if piece == WALL:
            return bool(self.crownable)
        t, colours = self.t, self.state.colours
        if piece == DOME:
            crowned = self._crowned_colour(i)
            return any(colours[k] != crowned for k in self.crownable)
        colour = piece_colour(piece)
        if colour is not None and colour not in t.claimed[self.seat] and not t.dome[colours.index(colour)]:
            if self._opens(i):
                return True
        for k in self.crownable:
            ext = t.palace[k]
            if (len(ext) > 1) if colour == colours[k] else self._beyond(ext, i):
                return True
        return False


def _next_turn(cfg: MedinaConfig, state: MedinaState, seat: int) -> MedinaState:
    """Keep the seat for its second piece if it can place one; otherwise pass the turn
    clockwise to the next seat that can place anything.

    Only what the table sees changes `out`: a seat that has placed its last piece, and a
    seat whose turn comes while nothing it holds fits (it is skipped, as if it had shown its
    screen). Who is the last player is settled here, once, as each turn begins."""
    t = targets(cfg.layout, state)
    left = state.pieces_left
    out = list(state.out)
    notes = []
    for s in [seat] + [k for k in range(state.players) if k != seat]:
        if left[s] == 0 and not out[s]:  # a retired colour can empty another screen, too
            out[s] = True
            notes.append(_sits_out(state, s))
    if state.placed < 2 and left[seat] > 0 and can_place(state, seat, t):
        return evolve(state, out=tuple(out), turn=seat, note=" ".join(notes))
    if state.placed == 1 and left[seat] > 0:
        notes.insert(0, f"{state.names[seat]} cannot place a second piece.")
    for k in range(1, state.players + 1):
        nxt = (seat + k) % state.players
        if left[nxt] > 0 and can_place(state, nxt, t):
            out[nxt] = False
            last = all(out[s] for s in range(state.players) if s != nxt)
            return evolve(state, out=tuple(out), turn=nxt, placed=0, dome_placed=False, last=last,
                          note=" ".join(notes))
        if not out[nxt]:
            out[nxt] = True
            notes.append(_sits_out(state, nxt))
    notes.append("Nobody can place another piece: the game is over.")
    return evolve(state, out=tuple(out), turn=None, placed=0, dome_placed=False, last=False, note=" ".join(notes))


def _sits_out(state: MedinaState, seat: int) -> str:
    name = state.names[seat]
    if state.pieces_left[seat] == 0:
        return f"{name} has placed every piece and sets the screen aside."
    return f"{name} cannot place any piece for now."
