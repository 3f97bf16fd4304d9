"""Random legal games of Medina, checked after every placement against what must always hold."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.contract import IllegalAction, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.medina import INFO, make_rules
from games.medina.board import EMPTY, MANY, NO_PALACE, PIECE, STABLE, Board
from games.medina.scoring import palace_value
from games.medina.state import Cell, MedinaState, Place
from games.medina.targets import extension, wall_targets

RULES = make_rules()
LAYOUT = RULES.config.layout


def _orth(cell: Cell) -> set[Cell]:
    c, r = cell
    return {(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)}


def _connected(cells: tuple[Cell, ...]) -> bool:
    seen, todo = {cells[0]}, [cells[0]]
    while todo:
        for n in _orth(todo.pop()) & set(cells):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def _check_palaces(state: MedinaState) -> None:
    board = state.board
    for pid, p in enumerate(state.palaces):
        assert _connected(p.pieces)
        for cell in p.pieces:
            i = LAYOUT.index(cell)
            assert (board.grid[i], board.owner[i]) == (PIECE, pid + 1)
        for cell in p.stables:
            i = LAYOUT.index(cell)
            assert (board.grid[i], board.owner[i]) == (STABLE, pid + 1)
            assert _orth(cell) & set(p.pieces), "a stable touches a piece of its palace"
        if p.owner is not None:
            assert p.complete and p.dome in p.pieces
        if not p.complete:
            assert extension(LAYOUT, board, p.pieces, pid), "a palace with no room left is complete"
        walls = {w.cell: w.tower for w in state.walls}
        around = set().union(*(_orth(c) for c in p.pieces + p.stables))
        assert set(p.towers) == {walls[c] for c in around if c in walls}
    # Streets: no two palaces (with their stables) touch, not even diagonally.
    owner_of = {c: pid for pid, p in enumerate(state.palaces) for c in p.pieces + p.stables}
    for cell, pid in owner_of.items():
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                other = owner_of.get((cell[0] + dc, cell[1] + dr), pid)
                assert other == pid, f"palaces {pid} and {other} touch at {cell}"
    for colour in state.colours:
        assert sum(1 for p in state.palaces if p.colour == colour and not p.complete) <= 1
        owners = [p.owner for p in state.palaces if p.colour == colour and p.owner is not None]
        assert len(owners) == len(set(owners)), "one claim per colour per seat"


def _check_open_ground(state: MedinaState) -> None:
    """The board's running sets equal a fresh sweep of the city."""
    grid, near = state.board.grid, state.board.near
    empty = [i for i in LAYOUT.city if grid[i] == EMPTY]
    assert state.board.fresh == {i for i in empty if near[i] == NO_PALACE}
    assert state.board.beside == {i for i in empty if near[i] not in (NO_PALACE, MANY)
                                  and any(grid[n] == PIECE for n in LAYOUT.orth[i])}
    for pid, p in enumerate(state.palaces):
        beside = {i for i in state.board.beside if near[i] == pid + 1}
        assert beside == set(extension(LAYOUT, state.board, p.pieces, pid))
    uncached = Board(grid, state.board.owner, near, state.board.fresh, state.board.beside)
    assert RULES.targets(state).wall_tower == wall_targets(LAYOUT, uncached)


def _check_market_and_walls(state: MedinaState) -> None:
    inhabitants = set(state.inhabitants())
    for string in state.strings:
        assert all(b in _orth(a) for a, b in zip(string, string[1:], strict=False))
        for cell in string:
            assert len(_orth(cell) & inhabitants) <= 2
            assert not (_orth(cell) & inhabitants) - set(string), "strings never touch each other"
    walls = {w.cell for w in state.walls}
    for side in LAYOUT.sides:
        assert any(LAYOUT.cell(i) not in walls for i in side.spaces), f"a gate on the {side.name} side"


def _check_tiles(state: MedinaState) -> None:
    for colour, holder in zip(state.colours, state.palace_tiles, strict=True):
        claimed = [p for p in state.palaces if p.colour == colour and p.owner is not None]
        if not claimed:
            assert holder is None
            continue
        held = [p for p in claimed if p.owner == holder]
        assert held and held[0].size == max(p.size for p in claimed)
    for k, tower in enumerate(state.towers):
        reached = {p.owner for p in state.palaces if p.owner is not None and k in p.towers}
        assert (tower.holder in reached) if reached else tower.holder is None


def _check_pieces(state: MedinaState, start: MedinaState, removed: list[int]) -> None:
    n = state.players
    supplies = [s for s in state.supplies if s is not None]
    for k, colour in enumerate(state.colours):
        on_board = sum(len(p.pieces) for p in state.palaces if p.colour == colour)
        held = sum(s.palace[k] for s in supplies)
        assert on_board + held + removed[k] == n * start.supplies[0].palace[k]
    first = start.supplies[0]
    assert sum(len(p.stables) for p in state.palaces) + sum(s.stables for s in supplies) == n * first.stables
    assert len(state.walls) + sum(s.walls for s in supplies) == n * first.walls
    assert len(state.inhabitants()) + sum(s.inhabitants for s in supplies) == n * first.inhabitants + 1
    assert sum(state.domes) + sum(p.owner is not None for p in state.palaces) == sum(start.domes)
    for seat, sup in enumerate(state.supplies):
        assert state.pieces_left[seat] == state.domes[seat] + sup.total


def _check_scores(state: MedinaState) -> None:
    for sheet in RULES.scores(state):
        parts = dict(sheet.parts)
        owned = [palace_value(state, p) for p in state.palaces if p.owner == sheet.seat]
        assert parts["Palace pieces"] + parts["Stables"] + parts["City walls"] + parts["Inhabitants"] == sum(
            v.total for v in owned)
        assert sheet.total == sum(parts.values())


@settings(max_examples=25, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_random_games_keep_every_rule(seed: int, players: int) -> None:
    seats = [Seat(f"P{k}", INFO.colours[k].name, "random") for k in range(players)]
    state = start = RULES.setup(INFO.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    removed = [0] * 4
    steps = 0
    while (seat := RULES.current_player(state)) is not None:
        legal = RULES.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        action = rng.choice(legal)
        stranger = Place("wall", LAYOUT.cell(rng.below(LAYOUT.size)))
        if stranger not in legal:
            try:
                RULES.apply(state, stranger)
                raise AssertionError(f"{stranger} was accepted but is not legal")
            except IllegalAction:
                pass
        after = RULES.apply(state, action)
        for colour in after.retired[len(state.retired):]:
            k = state.colours.index(colour)
            removed[k] += sum(s.palace[k] for s in state.supplies)  # a dome retires it: no piece moved
        opening, state = state.opening, after
        steps += 1
        assert steps < 400
        _check_palaces(state)
        _check_open_ground(state)
        _check_market_and_walls(state)
        _check_tiles(state)
        _check_pieces(state, start, removed)
        if state.turn == seat and state.placed == 0:
            assert opening or all(state.out[s] for s in range(players) if s != seat), "a new turn for the same seat"
    assert all(not RULES.can_place(state, s) for s in range(players))
    _check_scores(state)


def test_a_saved_game_replays_to_the_same_table() -> None:
    players = 4
    seats = [Seat(f"P{k}", INFO.colours[k].name, "random") for k in range(players)]
    match = Match(RULES, INFO.default_options(players), seats, 11)
    rng = Rng.from_seed(11)
    while not match.is_over():
        match.apply(rng.choice(RULES.legal_actions(match.state)))
    again = Match.from_json(json.loads(json.dumps(match.to_json())), lambda _: RULES)
    assert RULES.state_to_json(again.state) == RULES.state_to_json(match.state)
    assert again.log == match.log
    assert any("cannot place" in line or "screen aside" in line for line in match.log)
