"""Each kind of decision at the Anno Domini table made with the pointer on the view alone (no
shell): the view is shown a position built for the decision, and real events go through
pygame's queue (tests/ui/pointer.py). Only lit things act; the panel holds the rest."""

from __future__ import annotations

import pygame
import pytest

from games.anno_domini.rules import actions as a
from games.anno_domini.rules.state import AnnoState
from games.anno_domini.table.view import TableView
from games.core.contract import Seat
from tests.anno_domini.helpers import at, new_game, play, player, rules, table
from tests.ui.pointer import click, drag

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.font.init()


def _view(s: AnnoState, seat: int = 0) -> tuple[TableView, pygame.Surface]:
    r = rules()
    seats = [Seat(n, c, "human") for n, c in zip(("Anna", "Ben", "Clara", "David"),
                                                  ("blue", "red", "yellow", "green"), strict=False)][:s.players]
    view = TableView(r, seats, {})
    surface = pygame.Surface(SIZE)
    view.layout(surface.get_rect())
    view.show(r.view(s, seat), seat, r.legal_actions(s), s.actor)
    view.draw(surface)
    return view, surface


def _refresh(view: TableView, surface: pygame.Surface) -> None:
    view.draw(surface)


def _button(view: TableView, test: object) -> tuple[int, int]:
    panel = view.panel()
    b = next(b for b in panel.buttons if b.action == test or b.command == test)
    return view.zones[f"button:{b.key}"].center


def test_a_card_is_played_by_dragging_it_onto_a_card_space_or_by_two_clicks() -> None:
    s = new_game()
    view, surface = _view(s, s.actor)
    card = view.shown_cards()[2]
    assert drag(view, view.card_rect(2).center, view.zones["row:2"].center) == a.PlayCard(card, 2)
    _refresh(view, surface)
    assert click(view, view.card_rect(0).center) is None and view.held == ("hand", 0)
    _refresh(view, surface)
    assert click(view, view.zones["row:1"].center) == a.PlayCard(view.shown_cards()[0], 1)


def test_go_to_the_last_supper_lights_what_can_be_paid_and_the_source_is_chosen_in_the_panel() -> None:
    s = table(new_game(), clear_supper=True, fields={0: (2, 2, 0)})
    s = player(s, 0, fish=1, bread=0, stone=1)
    s = at(s, 0, "fa", arg="go_supper", items=("card",))
    view, surface = _view(s)
    lit = {k for k in view.targets() if k.startswith("cell:")}
    assert "cell:B1a" in lit and "cell:TL" not in lit  # a Fish and a Stone; the corner wants 2 Fish
    assert click(view, view.zones["cell:B1a"].center) == a.PlaceFollower("B1a", "desert")
    assert click(view, _button(view, "source:mountain")) is None
    _refresh(view, surface)
    assert click(view, view.zones["cell:B1a"].center) == a.PlaceFollower("B1a", "mountain")


def test_change_places_and_the_white_swap_are_two_clicks_a_follower_then_where_it_goes() -> None:
    s = table(new_game(), clear_supper=True, supper={"T1c": 0, "B2b": 1})
    view, surface = _view(at(s, 0, "fa", arg="change_places", items=("card",)))
    assert click(view, view.zones["cell:T1c"].center) is None
    _refresh(view, surface)
    assert click(view, view.zones["cell:T3c"].center) == a.ChangePlaces("T1c", "T3c")
    view, surface = _view(at(s, 0, "swap"))
    click(view, view.zones["cell:T1c"].center)
    _refresh(view, surface)
    assert click(view, view.zones["cell:B2b"].center) == a.Swap("T1c", "B2b")


def test_a_favor_is_a_marker_clicked_then_the_receiver_in_the_panel() -> None:
    s = at(new_game(), 0, "fa", arg="favor", items=("card",))
    view, surface = _view(s)
    assert click(view, view.zones["marker:fish"].center) is None
    _refresh(view, surface)
    assert click(view, _button(view, a.GiveFavor("fish", 2))) == a.GiveFavor("fish", 2)


def test_illumination_for_the_orange_apostle_asks_for_the_seat_whose_spaces_score() -> None:
    s = new_game()
    view, surface = _view(s, s.actor)
    assert click(view, _button(view, "orange")) is None
    _refresh(view, surface)
    assert click(view, view.zones["seat:B7"].center) == a.Illuminate("orange", "B7")
    assert click(view, _button(view, a.Illuminate("judas"))) == a.Illuminate("judas")


def test_redistribute_drags_the_cards_taken_up_back_and_the_panel_discards() -> None:
    s = player(new_game(), 0, rows=(("s01", "s02"), ("s03",), ()))
    s = play(at(s, 0, "fa", arg="redistribute", items=("card",)), a.USE)
    view, surface = _view(s)
    assert view.shown_cards() == ["s01", "s02", "s03"]
    assert drag(view, view.card_rect(1).center, view.zones["row:2"].center) == a.PutBack("s02", 2)
    assert click(view, _button(view, a.DiscardCard("s03"))) == a.DiscardCard("s03")


def test_seat_an_apostle_a_mahane_card_a_location_and_a_visit_are_clicks_on_what_is_lit() -> None:
    s = new_game()
    view, _ = _view(at(s, 0, "seat_apostle", arg="purple"))
    assert "seat:T4" not in view.targets()  # Jesus sits there
    assert click(view, view.zones["seat:T1"].center) == a.SeatApostle("T1")
    view, _ = _view(at(s, 0, "buy"))
    assert click(view, view.zones["mahane:deck"].center) == a.TakeMahane("deck")
    view, _ = _view(at(s, 0, "fa", arg="call", items=("card",)))
    assert click(view, view.zones["loc:lake"].center) == a.CallFollower("lake")
    white = player(s, 0, rows=(("s05", "s10", "s07"), (), ()))  # Mountain, Temple, Lake
    view, _ = _view(at(white, 0, "visit"))
    assert click(view, view.zones["row:0"].center) == a.Visit(0, "white")


def test_another_seats_hand_is_never_shown_only_counted() -> None:
    s = new_game()
    other = (s.actor + 1) % s.players
    view, _ = _view(s, other)
    assert view.shown_cards() == list(rules().view(s, other).p[other].hand)
    view = TableView(rules(), [Seat(f"P{k}", "blue", "human") for k in range(s.players)], {})
    surface = pygame.Surface(SIZE)
    view.layout(surface.get_rect())
    view.show(rules().view(s, None), None, [], s.actor)
    view.draw(surface)
    assert view.shown_cards() == [] and not any(k.startswith("hand:") for k in view.zones)


def test_a_follower_moved_by_another_seat_slides_and_ones_own_move_lands_at_once() -> None:
    from games.anno_domini.table.slides import slides

    s = table(new_game(), clear_supper=True, fields={1: (2, 1, 0)})
    s = player(s, 1, fish=2)
    before = at(s, 1, "fa", arg="go_supper", items=("card",))
    after = play(before, a.PlaceFollower("TL", "desert"))
    ids = [sp.id for sp in rules().config.spaces]
    moved = slides(before, after, ids)
    assert [(m.seat, m.start, m.end) for m in moved] == [(1, "loc:desert", "cell:TL")]
    view, surface = _view(before, 0)  # Anna watches Ben
    view.show(rules().view(after, 0), 0, [], after.actor)
    assert view.is_animating()
    view.update(1.0)
    assert not view.is_animating()
    view, surface = _view(before, 1)  # Ben's own move
    view.show(rules().view(after, 1), 1, rules().legal_actions(after), after.actor)
    assert not view.is_animating()
