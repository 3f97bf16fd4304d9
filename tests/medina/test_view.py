"""Medina's table view under SDL's dummy driver: it draws every state of a random game, and
real mouse events posted through pygame's queue become the `Place` actions a player means."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.core.rng import Rng
from games.medina.rules.scoring import palace_value
from games.medina.rules.state import DOME, INHABITANT, MedinaState, Place
from games.medina.table.draw_panels import SUPPLY_KINDS
from games.medina.table.view import TableView, draw_box_art
from tests.ui.pointer import down, drag, move, send, up

SIZE = (1280, 720)


@pytest.fixture(scope="module")
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    yield surface
    pygame.display.quit()


@cache
def _rules():
    return registry.rules("medina")


def _seats(n: int) -> list[Seat]:
    colours = _rules().info.colours
    return [Seat(name, colours[i].name) for i, name in enumerate(["Amira", "Bastian", "Chiara", "Dmitri"][:n])]


@cache
def _game(players: int, seed: int) -> tuple[MedinaState, ...]:
    """Every state of one random game, from the setup to the end."""
    rules = _rules()
    match = Match(rules, rules.info.default_options(players), _seats(players), seed)
    rng = Rng.from_seed(seed)
    while not match.is_over():
        match.apply(rng.choice(rules.legal_actions(match.state)))
    return tuple(match.states())


def _table(players: int = 4) -> TableView:
    view = TableView(_rules(), _seats(players), {})
    view.layout(pygame.Rect(0, 40, SIZE[0], SIZE[1] - 40))  # below a toolbar, as in the app
    return view


def _show_turn(view: TableView, state: MedinaState) -> list:
    """Open the acting seat's screen, as the shell does for a human's turn."""
    rules = _rules()
    seat = rules.current_player(state)
    seen = rules.view(state, seat)
    legal = rules.legal_actions(seen)
    view.show(seen, seat, legal, seat)
    return legal


def _mid_game(players: int = 4, seed: int = 11) -> MedinaState:
    states = _game(players, seed)
    return states[len(states) // 2]


@pytest.mark.parametrize("players,seed", [(3, 2), (4, 5)])
def test_draws_every_state_of_a_random_game(screen, players, seed):
    rules = _rules()
    view = _table(players)
    states = _game(players, seed)
    for state in states:
        if rules.is_over(state):
            view.show(rules.view(state, None), None, [], None)
        else:
            _show_turn(view, state)
        view.update(0.1)
        view.draw(screen)
    view.update(1.0)
    assert not view.is_animating()
    assert rules.is_over(states[-1]) and len(states) > 60


def test_a_drag_from_the_screen_onto_a_legal_space_places_that_piece(screen):
    view = _table()
    legal = _show_turn(view, _mid_game())
    view.draw(screen)
    action = next((a for a in legal if a.piece.startswith("palace:")), legal[0])
    result = drag(view, view.slot_rect(action.piece).center, view.cell_center(action.cell))
    assert result == Place(action.piece, action.cell)
    assert view.held is None


def test_click_a_piece_then_click_a_space(screen):
    view = _table()
    legal = _show_turn(view, _mid_game(seed=12))
    view.draw(screen)
    action = legal[-1]
    slot = view.slot_rect(action.piece).center
    assert send(view, down(slot), up(slot)) is None
    assert view.held == action.piece
    target = view.cell_center(action.cell)
    assert send(view, move(target), down(target), up(target)) == action


def test_an_illegal_drop_still_returns_the_attempt_for_the_shell_to_explain(screen):
    view = _table()
    legal = _show_turn(view, _mid_game())
    view.draw(screen)
    piece = legal[0].piece
    allowed = {a.cell for a in legal if a.piece == piece}
    cell = next((c, r) for r in range(1, 12) for c in range(1, 17) if (c, r) not in allowed)
    start, target = view.slot_rect(piece).center, view.cell_center(cell)
    assert send(view, down(start), move(target), up(target)) == Place(piece, cell)


def test_the_lit_spaces_of_a_held_piece_are_exactly_its_legal_spaces(screen):
    view = _table()
    legal = _show_turn(view, _mid_game(seed=13))
    view.draw(screen)
    pieces = {a.piece for a in legal}
    assert pieces
    for piece in pieces:
        slot = view.slot_rect(piece)
        assert slot is not None, piece
        send(view, down(slot.center), up(slot.center))
        assert view.held == piece
        assert view.lit_cells() == {a.cell for a in legal if a.piece == piece}
        view.draw(screen)
        send(view, down(slot.center, button=3))
        assert view.held is None


def test_escape_puts_the_held_piece_back(screen):
    view = _table()
    legal = _show_turn(view, _mid_game())
    view.draw(screen)
    slot = view.slot_rect(legal[0].piece).center
    send(view, down(slot), up(slot))
    assert view.held is not None
    assert view.cancel_gesture() is True  # the shell calls this on Esc before opening the menu
    assert view.held is None
    assert view.cancel_gesture() is False


def test_the_first_inhabitant_comes_from_the_box(screen):
    view = _table()
    legal = _show_turn(view, _game(4, 5)[0])
    view.draw(screen)
    assert legal and all(a.piece == INHABITANT for a in legal)
    start, target = view.slot_rect(INHABITANT).center, view.cell_center(legal[0].cell)
    assert send(view, down(start), move(target), up(target)) == legal[0]


def test_a_dome_is_taken_from_in_front_of_the_screen(screen):
    rules = _rules()
    view = _table()
    for state in _game(4, 5):
        if rules.is_over(state):
            continue
        legal = rules.legal_actions(rules.view(state, state.turn))
        domes = [a for a in legal if a.piece == DOME]
        if domes:
            _show_turn(view, state)
            view.draw(screen)
            start, target = view.slot_rect(DOME).center, view.cell_center(domes[0].cell)
            assert send(view, down(start), move(target), up(target)) == domes[0]
            return
    pytest.fail("no dome was ever legal in the sample game")


def test_the_tooltip_over_a_palace_gives_its_value_and_breakdown(screen):
    view = _table()
    states = _game(4, 5)
    state = states[-1]
    view.show(_rules().view(state, None), None, [], None)
    view.draw(screen)
    palace = max(state.palaces, key=lambda p: palace_value(state, p).total)
    value = palace_value(state, palace)
    words = view.tooltip(view.cell_center(palace.pieces[0]))
    assert words is not None
    assert f"worth {value.total} points" in words
    assert f"{value.pieces} palace piece" in words and f"{value.inhabitants} inhabitant" in words
    assert palace.colour in words.lower()


def test_tooltips_name_spaces_and_tiles(screen):
    view = _table()
    state = _game(4, 5)[0]
    view.show(_rules().view(state, 0), 0, [], 0)
    view.draw(screen)
    assert view.tooltip(view.cell_center((5, 6))).startswith("F7")
    tower = view.tooltip(view.cell_center((0, 0)))
    assert "tower tile" in tower.lower() and "1 point" in tower


def test_a_closed_screen_shows_no_supply(screen):
    """With nobody's screen open (seat None, supplies masked) no pile is drawn or offered."""
    rules = _rules()
    view = _table()
    state = _mid_game()
    masked = rules.view(state, None)
    assert all(s is None for s in masked.supplies)
    view.show(masked, None, [], state.turn)
    view.draw(screen)
    for piece in SUPPLY_KINDS:
        assert view.slot_rect(piece) is None
    # And nothing can be picked up from where the screen stands.
    bottom = view._layout.bottom
    for x in range(bottom.left, bottom.right, 20):
        send(view, down((x, bottom.centery)), up((x, bottom.centery)))
        assert view.held is None


def test_a_seat_sees_its_own_screen_never_the_acting_seats(screen):
    rules = _rules()
    view = _table()
    state = _mid_game()
    other = (state.turn + 1) % state.players
    seen = rules.view(state, other)
    view.show(seen, other, [], state.turn)
    view.draw(screen)
    own = seen.supplies[other]
    assert own is not None and seen.supplies[state.turn] is None
    shown = next(p for p, n in zip(SUPPLY_KINDS, (*own.palace, own.stables, own.inhabitants, own.walls),
                                   strict=True) if n)
    words = view.tooltip(view.slot_rect(shown).center)
    assert words is not None and "behind your screen" in words
    # Not its turn: the piles are shown but cannot be picked up.
    send(view, down(view.slot_rect(shown).center), up(view.slot_rect(shown).center))
    assert view.held is None


def test_new_pieces_fly_in_without_blocking_input(screen):
    view = _table()
    states = _game(4, 5)
    _show_turn(view, states[20])
    legal = _show_turn(view, states[21])
    assert view.is_animating()
    view.draw(screen)
    # Input works mid-flight.
    slot = view.slot_rect(legal[0].piece).center
    send(view, down(slot), up(slot))
    assert view.held == legal[0].piece
    view.update(0.3)
    assert not view.is_animating()


def test_box_art_scales(screen):
    for w, h in ((240, 320), (120, 160), (480, 640)):
        surface = pygame.Surface((w, h))
        draw_box_art(surface, surface.get_rect())
        assert surface.get_at((w // 2, h // 2)) != surface.get_at((0, 0)) or w < 8
