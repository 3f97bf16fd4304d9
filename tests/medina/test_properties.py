"""Random legal games of Medina, checked after every placement against what must always hold."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.contract import IllegalAction, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.medina import INFO, make_rules
from games.medina.rules.board import EMPTY, MANY, NO_PALACE, PIECE, STABLE, Board
from games.medina.rules.play import FirstPiece, can_place, put_piece
from games.medina.rules.scoring import palace_value
from games.medina.rules.state import DOME, Cell, MedinaState, Place, Supply, evolve
from games.medina.rules.targets import compute, extension, inhabitant_targets, wall_targets

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
    # Every screen is known by the table's count of what left it, and so is every view's.
    assert state.tally == state.supplies
    assert all(RULES.view(state, seat).tally == state.supplies for seat in range(n))


def _check_scores(state: MedinaState) -> None:
    for sheet in RULES.scores(state):
        parts = dict(sheet.parts)
        owned = [palace_value(state, p) for p in state.palaces if p.owner == sheet.seat]
        assert parts["Palace pieces"] + parts["Stables"] + parts["City walls"] + parts["Inhabitants"] == sum(
            v.total for v in owned)
        assert sheet.total == sum(parts.values())


def _ends_after(state: MedinaState, action: Place) -> bool:
    """The turn of the seat to act ends right after `action` (no second piece for it)."""
    after = RULES.apply(state, action)
    return not (after.turn == state.turn and after.placed == 1)


def _some_order_domes(state: MedinaState, seat: int) -> bool:
    """Played out on the table: a dome fits now, or fits after some other first piece."""
    t = RULES.targets(state)
    if not state.domes[seat] or RULES.dome_cells(state, seat, t):
        return bool(state.domes[seat])
    return any(RULES.dome_cells(after, seat, compute(LAYOUT, after))
               for piece in RULES.pieces if piece != DOME
               for i in range(LAYOUT.size) if RULES.placeable(state, seat, piece, i, t)
               for after in (put_piece(RULES.config, state, seat, piece, i, t),))


def _check_turn(state: MedinaState, seat: int, legal: list, after: MedinaState, duty_domes: int | None) -> None:
    """The turn rules, seen from outside: public facts only, two pieces where two fit, the dome duty."""
    if after.turn == seat and after.placed == 1:
        # Mid-turn nothing is learnt about the other screens: `out` changes only for a seat
        # that ran out of pieces, and who is the last player does not change at all.
        assert all(a == b or n == 0 for a, b, n in zip(after.out, state.out, after.pieces_left, strict=True))
        assert after.last == state.last
        return
    if state.opening:
        return
    if state.placed == 0 and after.turn is not None and after.pieces_left[seat] > 0:
        # One piece only: no first piece would have left room for a second.
        assert all(_ends_after(state, other) for other in legal)
    if duty_domes is not None:
        assert after.domes[seat] < duty_domes, "the last player's turn included a dome"


@settings(max_examples=25, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_random_games_keep_every_rule(seed: int, players: int) -> None:
    seats = [Seat(f"P{k}", INFO.colours[k].name, "random") for k in range(players)]
    state = start = RULES.setup(INFO.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    removed = [0] * 4
    steps = 0
    duty_domes: int | None = None  # the last player's domes when its turn began, while some order placed one
    while (seat := RULES.current_player(state)) is not None:
        legal = RULES.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        assert all(RULES.legal_actions(RULES.view(state, s)) == [] for s in (*range(players), None) if s != seat)
        if state.placed == 0 and not state.opening:
            assert state.last == all(state.out[s] for s in range(players) if s != seat)
            duty_domes = state.domes[seat] if state.last and _some_order_domes(state, seat) else None
        action = rng.choice(legal)
        stranger = Place("wall", LAYOUT.cell(rng.below(LAYOUT.size)))
        if stranger not in legal:
            try:
                RULES.apply(state, stranger)
                raise AssertionError(f"{stranger} was accepted but is not legal")
            except IllegalAction:
                pass
        after = RULES.apply(state, action)
        if not after.opening:  # the market's targets a placement passed on equal a full sweep
            kept = RULES.targets(after)
            assert (kept.inhabitant, kept.new_string) == inhabitant_targets(LAYOUT, after.board.grid, after.strings)
        for colour in after.retired[len(state.retired):]:
            k = state.colours.index(colour)
            removed[k] += sum(s.palace[k] for s in state.supplies)  # a dome retires it: no piece moved
        _check_turn(state, seat, legal, after, duty_domes)
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


@settings(max_examples=12, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_the_first_piece_look_ahead_agrees_with_playing_it_out(seed: int, players: int) -> None:
    """The two-piece rule and the dome duty predict, mostly from the table as it stands,
    whether a first piece leaves a second one (or a palace to crown). Along a random game,
    the seat to act is handed a few pieces at a time, where those predictions are close
    calls, and every prediction is checked against the table after the piece."""
    seats = [Seat(f"P{k}", INFO.colours[k].name, "random") for k in range(players)]
    state = RULES.setup(INFO.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    while (seat := RULES.current_player(state)) is not None:
        if state.placed == 0 and not state.opening and rng.below(3) == 0:
            counts = [0] * 7
            for _ in range(1 + rng.below(3)):
                counts[rng.below(7)] += 1
            palace = tuple(0 if c in state.retired else n for c, n in zip(state.colours, counts, strict=False))
            domes = tuple(min(d, rng.below(3)) if s == seat else d for s, d in enumerate(state.domes))
            thin = evolve(state, domes=domes, supplies=tuple(
                Supply(palace, *counts[4:]) if s == seat else sup for s, sup in enumerate(state.supplies)))
            _check_look_ahead(thin, seat)
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))


def _check_look_ahead(state: MedinaState, seat: int) -> None:
    t = RULES.targets(state)
    ahead = FirstPiece(RULES.config, state, seat, t)
    for piece in RULES.pieces:
        for i in range(LAYOUT.size):
            if not RULES.placeable(state, seat, piece, i, t):
                continue
            after = put_piece(RULES.config, state, seat, piece, i, t)
            later = compute(LAYOUT, after)
            second = can_place(after, seat, later)
            assert ahead.second_after(piece, i) == second, (piece, LAYOUT.cell(i))
            if ahead.always_second(piece):
                assert second, (piece, LAYOUT.cell(i))
            if piece != DOME:
                crown = bool(RULES.dome_cells(after, seat, later))
                assert ahead.dome_after(piece, i) == crown, (piece, LAYOUT.cell(i))
                assert crown or not ahead.always_dome(piece)
