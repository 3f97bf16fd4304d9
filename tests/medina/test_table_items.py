"""Medina's table at a real table's standard: every dome in front of the screen can be taken in
hand, a piece that fits nowhere says why, each seat's running points show on its plaque, the
spaces built on since your last turn are marked for you, and the board takes the room it has.
Real mouse events go through pygame's queue (tests/ui/pointer.py)."""

from __future__ import annotations

import pygame
import pytest

from games.medina.rules.state import DOME, MedinaState, Place
from games.medina.table.table_layout import TableLayout
from games.medina.table.table_model import placements
from games.medina.table.view import TableView
from games.ui.art import fonts
from games.ui.game_scene import game_layout
from games.ui.scene import Frame
from tests.medina.test_view import _game, _rules, _show_turn, _table, screen
from tests.ui.pointer import down, move, send, up

__all__ = ["screen"]  # the display fixture, shared with the other table tests


def _find(players: int, wanted) -> MedinaState:
    for seed in range(1, 40):
        for state in _game(players, seed):
            if state.turn is not None and not state.opening and wanted(state):
                return state
    pytest.fail("no such position in the sample games")


def test_every_dome_in_front_of_the_screen_can_be_taken_in_hand(screen):
    rules = _rules()

    def domes_fit(state: MedinaState) -> bool:
        legal = rules.legal_actions(rules.view(state, state.turn))
        return state.domes[state.turn] >= 3 and any(a.piece == DOME for a in legal)

    state = _find(4, domes_fit)
    view = _table(4)
    legal = _show_turn(view, state)
    view.draw(screen)
    target = next(a for a in legal if a.piece == DOME)
    rects = view.slot_rects(DOME)
    assert len(rects) == state.domes[state.turn]
    for rect in rects:  # the first dome as well as the last, as a hand would take any of them
        end = view.cell_center(target.cell)
        assert send(view, move(rect.center), down(rect.center), move(end), up(end)) == target


def test_a_dome_with_no_palace_to_crown_says_why_when_taken(screen):
    rules = _rules()

    def no_dome_fits(state: MedinaState) -> bool:
        legal = rules.legal_actions(rules.view(state, state.turn))
        return state.domes[state.turn] > 0 and bool(legal) and all(a.piece != DOME for a in legal)

    state = _find(3, no_dome_fits)
    view = _table(3)
    _show_turn(view, state)
    view.draw(screen)
    dome = view.slot_rects(DOME)[0].center
    assert "dome" in view.tooltip(dome).lower() and "no palace" in view.tooltip(dome).lower()
    send(view, move(dome), down(dome), up(dome))
    assert view.held == DOME and view.lit_cells() == set()
    why = view.why_held_fits_nowhere
    assert why is not None and why.startswith("No palace")
    building = [p for p in state.palaces if p.owner is None and not p.complete]
    if building:  # each palace being built gives the rules' own reason, e.g. a colour claimed already
        assert any(p.colour in why for p in building)
    # The reason is drawn beside the piece in hand, where the player looks.
    with fonts.recording() as records:
        view.draw(screen)
    assert any(r.words and r.words in why for r in records)
    # Dropping it anyway hands the attempt to the shell, which explains that very space.
    cell = (building[0].pieces[0] if building else (5, 5))
    assert send(view, move(view.cell_center(cell)), down(view.cell_center(cell)),
                up(view.cell_center(cell))) == Place(DOME, cell)


def test_each_plaque_shows_its_seats_running_points(screen):
    rules = _rules()
    state = _game(4, 5)[int(len(_game(4, 5)) * 0.8)]
    view = _table(4)
    with fonts.recording() as records:
        _show_turn(view, state)
        view.draw(screen)
    shown = {r.words for r in records}
    sheets = rules.scores(state)
    assert any(s.total for s in sheets)
    for sheet in sheets:
        words = f"{sheet.total} point" + ("" if sheet.total == 1 else "s")
        assert words in shown, words
    # Hovering a plaque gives the breakdown.
    seat = (state.turn + 1) % 4
    plaque = next(s.rect for s in view._hits.spots if s.what == f"seat:{seat}")
    tip = view.tooltip(plaque.center)
    assert f"{sheets[seat].total} points as the city stands now" in tip
    assert all(line in tip for line in sheets[seat].detail)


class _Shell:
    """Shows the states one after another as the shell does: the acting human's screen, else the last human's."""

    def __init__(self, view: TableView, states: tuple[MedinaState, ...], humans: set[int]) -> None:
        self.view, self.states, self.humans = view, states, humans
        self.shown = 0
        self.looking = min(humans)

    def upto(self, index: int) -> int:
        rules = _rules()
        for state in self.states[self.shown:index + 1]:
            if state.turn in self.humans:
                self.looking = state.turn
            seen = rules.view(state, self.looking)
            legal = rules.legal_actions(seen) if state.turn == self.looking else []
            self.view.show(seen, self.looking, legal, state.turn)
        self.shown = max(self.shown, index + 1)
        return self.looking


def _turn_ends(states: tuple[MedinaState, ...], seat: int) -> list[int]:
    """Indices of the states right after `seat`'s turns ended."""
    return [i for i in range(1, len(states)) if states[i - 1].turn == seat and states[i].turn != seat
            and not states[i - 1].opening]


@pytest.mark.parametrize("humans", [{0}, {0, 1}], ids=["one-human", "hot-seat"])
def test_the_pieces_placed_since_your_last_turn_are_marked_for_you(screen, humans):
    states = _game(3, 7)
    for seat in sorted(humans):
        ends = _turn_ends(states, seat)
        end, next_end = ends[3], ends[4]
        start = next(i for i in range(end, next_end) if states[i].turn == seat)  # its next turn begins
        view = _table(3)
        shell = _Shell(view, states, humans)
        assert shell.upto(start) == seat
        view.draw(screen)
        others = placements(states[start]) - placements(states[end])
        assert others, "the others placed nothing"
        assert view.changed_since_last_turn() == {cell for cell, _ in others}
        # Its own first piece does not clear what the others did: the marks stay for the second.
        shell.upto(start + 1)
        assert view.changed_since_last_turn() == {cell for cell, _ in others}
        # Once its turn has ended, nothing is new to it any more (while its screen stays open).
        if shell.upto(next_end) == seat:
            assert view.changed_since_last_turn() == set()


def test_in_hot_seat_each_human_is_shown_what_changed_since_their_own_turn(screen):
    states = _game(3, 7)
    ends0, ends1 = _turn_ends(states, 0), _turn_ends(states, 1)
    end1 = ends1[3]
    start2 = next(i for i in range(end1, len(states)) if states[i].turn == 0)
    view = _table(3)
    shell = _Shell(view, states, {0, 1})
    assert shell.upto(start2) == 0
    last0 = max(i for i in ends0 if i <= start2)
    assert view.changed_since_last_turn() == {c for c, _ in placements(states[start2]) - placements(states[last0])}
    start1 = next(i for i in range(start2, len(states)) if states[i].turn == 1)
    assert shell.upto(start1) == 1
    last1 = max(i for i in ends1 if i <= start1)
    assert view.changed_since_last_turn() == {c for c, _ in placements(states[start1]) - placements(states[last1])}


def test_held_piece_wording_uses_the_right_article(screen):
    rules = _rules()

    def orange_fits(state: MedinaState) -> bool:
        return any(a.piece == "palace:orange" for a in rules.legal_actions(rules.view(state, state.turn)))

    state = _find(4, orange_fits)
    view = _table(4)
    legal = _show_turn(view, state)
    view.draw(screen)
    slot = view.slot_rect("palace:orange").center
    send(view, move(slot), down(slot), up(slot))
    cell = next(a.cell for a in legal if a.piece == "palace:orange")
    assert "An orange palace piece may go here" in view.tooltip(view.cell_center(cell))


def test_a_loose_palace_tile_names_its_palace_with_the_right_article(screen):
    view = _table(3)
    _show_turn(view, _game(3, 5)[1])
    view.draw(screen)
    tile = next(s.rect for s in view._hits.spots if s.what == "palace:orange")
    assert "until someone crowns an orange palace" in view.tooltip(tile.center)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1600, 900), (1600, 1000), (1920, 1080)])
def test_the_board_takes_the_room_a_wide_window_gives_it(size):
    """At 1600x1000 the board stayed small in empty space: with the log folded the board and its
    frame now cover at least 40 % of the table, and the space left beside it holds the panels."""
    area = game_layout(Frame(size), log_open=False)["table"]
    lay = TableLayout.fit(area, 3)
    board = lay.board.rect.inflate(2 * lay.margin, 2 * lay.margin)
    assert board.width * board.height >= 0.40 * area.width * area.height
    assert area.contains(board) and not board.colliderect(lay.bottom)
    assert lay.left.right <= board.left and (lay.right.width == 0 or lay.right.left >= board.right)


@pytest.mark.parametrize("size", [(1024, 640), (1024, 768), (1280, 720), (1920, 1080)])
def test_tiles_beside_the_board_keep_their_size_and_rows_as_they_are_taken(screen, size, monkeypatch):
    """At 1024x768 the tower tiles went from one row of four to two rows once the palace tiles were
    taken: the loose tiles grew into the room that left. Laid out for every tile of the start, the
    tiles nobody holds keep their size and rows all game."""
    from games.medina.table import view as medina_view

    drawn = []
    draw = medina_view.draw_unheld
    monkeypatch.setattr(medina_view, "draw_unheld", lambda *args: drawn.append(draw(*args)) or drawn[-1])
    view = TableView(_rules(), _table(4).seats, {})
    view.layout(game_layout(Frame(size), log_open=True)["table"])
    surface = pygame.Surface(size)
    looks = set()
    palace_left = set()
    for state in [st for st in _game(4, 9) if st.turn is not None and not st.opening][::3]:
        _show_turn(view, state)
        view.draw(surface)
        towers = [sp.rect for sp in drawn[-1].spots if sp.what.startswith("tower:")]
        palace_left.add(sum(sp.what.startswith("palace:") for sp in drawn[-1].spots))
        if towers:
            looks.add((towers[0].size, len({r.y for r in towers}), towers[0].x))
    assert {4, 0} <= palace_left, "the sample game sees every palace tile loose, then none"
    assert len(looks) == 1, looks
