"""Visiting the Apostles: exact sets, each Apostle's appreciation, a colour fully seated, all
twelve seated, and Illumination."""

from __future__ import annotations

import pytest

from games.anno_domini.rules.actions import SKIP, Illuminate, PlaceFollower, SeatApostle, Visit
from games.anno_domini.rules.apostles import missing_symbols
from games.anno_domini.rules.state import APOSTLE, ORANGE
from tests.anno_domini.helpers import at, cfg, legal, new_game, play, player, seat_index, settle, table

ORANGE_SET = ("s09", "s04", "s01")  # Temple, Desert, Market
WHITE_SET = ("s05", "s09", "s07")  # Mountain, Temple, Lake
PURPLE_SET = ("s07", "s01", "s05")  # Lake, Market, Mountain


def test_a_set_needs_exactly_its_symbols_in_order_favor_markers_filling_gaps() -> None:
    seq = ("mountain", "temple", "lake")
    assert missing_symbols(seq, ("mountain", "temple", "lake"), ()) == []
    assert missing_symbols(seq, ("mountain", "lake"), ("temple",)) == ["temple"]
    assert missing_symbols(seq, ("mountain", "lake"), ()) is None
    assert missing_symbols(seq, ("lake", "mountain"), ("temple",)) is None, "the order counts"
    assert missing_symbols(seq, ("mountain", "desert", "temple", "lake"), ()) is None, "a stray card spoils it"
    s = player(new_game(), 0, rows=(("s05", "s03", "s09", "s07"), (), ()))
    assert legal(at(s, 0, "visit")) == []


def test_judas_needs_the_orange_set_and_gives_five_denarii() -> None:
    s = player(new_game(), 0, rows=(ORANGE_SET, (), ()), denarii=0)
    s = at(s, 0, "visit")
    assert {Visit(0, "orange"), Visit(0, "judas"), SKIP} == set(legal(s))
    w = play(s, Visit(0, "judas"), SeatApostle("B8"))
    assert w.p[0].denarii == 5 and w.table[seat_index("B8")] == "judas" and w.apostles[3] == 0


def test_a_purple_apostle_invites_a_follower_to_the_last_supper_for_free() -> None:
    s = player(new_game(), 0, rows=(PURPLE_SET, (), ()), stone=0, bread=0, fish=0)
    w = play(at(s, 0, "visit"), Visit(0, "purple"), SeatApostle("T1"))
    assert w.tasks[-1].arg == "invited"
    w = play(w, PlaceFollower("T4a", "desert"))
    assert w.supper[cfg().space("T4a").index] == 0


def test_apostles_cannot_sit_in_jesus_seats_and_stay_where_they_are_seated() -> None:
    s = player(new_game(), 0, rows=(ORANGE_SET, (), ()))
    w = play(at(s, 0, "visit"), Visit(0, "orange"))
    seats = {a.seat for a in legal(w)}
    assert seats == {cfg().seats[k] for k in cfg().apostle_seats} and not seats & {"T4", "T5", "B4", "B5"}


def test_a_colour_fully_seated_still_scores_its_apostle_points_without_appreciation() -> None:
    s = table(new_game(), apostles={"T1": "orange", "T2": "orange", "T3": "orange"},
              supper={"T6a": 1})
    s.apostles = (4, 0, 4, 1)
    s = player(s, 0, rows=(ORANGE_SET, (), ()))
    w = play(at(s, 0, "visit"), Visit(0, "orange"))
    assert w.p[0].parts[APOSTLE] == 5 and w.p[0].parts[ORANGE] == 0 and w.apostles == (4, 0, 4, 1)
    assert w.p[0].rows[0] == ()


def test_seating_the_last_apostle_ends_illumination_and_judgments_and_hastens_the_sanhedrin() -> None:
    s = new_game()
    placed = {cfg().seats[k]: "purple" for k in cfg().apostle_seats[:11]}
    s = table(s, apostles=placed)
    s.apostles = (0, 1, 0, 0)
    s = player(s, 0, rows=(ORANGE_SET, (), ()))
    w = play(at(s, 0, "visit"), Visit(0, "orange"), SeatApostle(cfg().seats[cfg().apostle_seats[11]]))
    assert w.all_seated and not any(w.judgments)
    assert Illuminate("purple") not in legal(at(w, 1, "play"))
    marker = w.marker
    w = settle(at(w, 0, "end"))
    assert w.marker == marker + 1 and w.current == 1


@pytest.mark.parametrize("apostle", ["purple", "white", "judas", "orange"])
def test_illumination_gives_one_appreciation_without_seating_an_apostle(apostle: str) -> None:
    s = table(new_game(), clear_supper=True, supper={"T2a": 0, "T2b": 1, "T3a": 2})
    s = player(s, 0, denarii=0)
    action = Illuminate(apostle, "T2" if apostle == "orange" else "")
    w = play(at(s, 0, "play"), action)
    assert not w.p[0].illumination and w.apostles == s.apostles and w.table == s.table
    if apostle == "purple":
        assert w.tasks[-1].arg == "invited"
    elif apostle == "white":
        assert w.tasks[-1].kind == "swap"
    elif apostle == "judas":
        assert w.p[0].denarii == 5
    else:
        assert [pl.parts[ORANGE] for pl in w.p] == [5, 4, 0, 0]
    assert Illuminate("purple") not in legal(at(w, 0, "play"))


def test_the_three_player_neutral_followers_are_never_swapped_nor_scored() -> None:
    s = new_game(3)
    neutral = cfg().board["last_supper"]["neutral_for_3"][0]  # T5c: behind Jesus
    s = table(s, supper={"T5a": 0})
    swaps = legal(at(s, 0, "swap"))
    assert all(a.other != neutral for a in swaps if a != SKIP)
    from games.anno_domini.rules import scoring

    assert scoring.followers_points(cfg(), s)[0] >= 7 and len(scoring.followers_points(cfg(), s)) == 3
