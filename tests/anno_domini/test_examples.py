"""Every worked example of the rulebook, each as its own test (seats: 0 blue, 1 red, 2 yellow, 3 green)."""

from __future__ import annotations

from games.anno_domini.rules import scoring
from games.anno_domini.rules.actions import (
    SKIP,
    USE,
    Buy,
    PlaceFollower,
    PlayCard,
    PutBack,
    SeatApostle,
    Sell,
    Swap,
    TakeMahane,
    TakeOffering,
    Visit,
)
from games.anno_domini.rules.state import APOSTLE, ORANGE, PARABLES
from games.core.contract import IllegalAction
from tests.anno_domini.helpers import at, cfg, legal, new_game, play, player, rules, space, table

BLUE, RED, YELLOW, GREEN = range(4)


def test_yellow_follower_goes_to_the_last_supper_paying_bread_and_fish_from_the_desert() -> None:
    s = table(new_game(), fields={YELLOW: (3, 1, 0)})
    s = player(s, YELLOW, bread=1, fish=1, stone=0, rows=(("s01",), (), ()))
    s = at(s, YELLOW, "fa", arg="go_supper", items=("card",))
    assert PlaceFollower("T4b", "desert") in legal(s)
    assert PlaceFollower("T4b", "mountain") not in legal(s), "from the Location with the most Followers only"
    assert cfg().space("T4b").cost == ("bread", "fish")
    s = play(s, PlaceFollower("T4b", "desert"))
    pl = s.p[YELLOW]
    assert (pl.bread, pl.fish) == (0, 0)
    assert s.fields[0][YELLOW] == 2 and s.supper[space("T4b")] == YELLOW
    # the space's Redistribute reward first, then the free Offering
    assert [t.kind for t in s.tasks[-2:]] == ["offering", "fa"] and s.tasks[-1].arg == "redistribute"
    s = play(s, USE, PutBack("s01", 2), TakeOffering())
    assert s.p[YELLOW].rows == ((), (), ("s01",))
    assert s.p[YELLOW].offerings == 2


def test_blue_cannot_listen_to_parable_three_with_two_followers_at_the_last_supper() -> None:
    s = table(new_game(), clear_supper=True, supper={"T1a": BLUE, "T2a": BLUE})
    s = player(s, BLUE, parables=(1, 2))
    waiting = at(s, BLUE, "fa", arg="parable", items=("card",))
    assert legal(waiting) == [SKIP]
    try:
        rules().apply(waiting, USE)
        raise AssertionError("a Parable was heard with 2 Followers")
    except IllegalAction as err:
        assert "3 Followers at the Last Supper for Parable III" in err.reason
    # with a third Follower, stack III's top tile
    s = table(s, supper={"T3a": BLUE})
    s = play(at(s, BLUE, "fa", arg="parable", items=("card",)), USE)
    assert s.p[BLUE].parables == (1, 2, 3)
    assert s.p[BLUE].parts[PARABLES] == 3 and s.stacks[2] == (2, 1, 0)


def test_market_red_sells_two_bread_for_six_denarii_then_buys_a_fish_for_four() -> None:
    s = player(new_game(), RED, bread=2, fish=0, denarii=0)
    s = at(s, RED, "market")
    s = play(s, Sell("bread"), Sell("bread"))
    assert s.p[RED].denarii == 6 and s.p[RED].bread == 0
    s = play(s, Buy("fish"))
    assert s.p[RED].denarii == 2 and s.p[RED].fish == 1
    assert not any(isinstance(a, TakeMahane) for a in legal(s)), "no Mahane card after trading"


def test_mountain_card_with_two_followers_there_gives_two_bread() -> None:
    s = table(new_game(), fields={BLUE: (1, 2, 1)})
    s = player(s, BLUE, hand=("s05",), bread=0)
    s = at(s, BLUE, "play")
    s = play(s, PlayCard("s05", 0))
    assert s.p[BLUE].bread == 2


def _orange_set(s, seat):  # noqa: ANN001, ANN202
    return player(s, seat, rows=(("s09", "s04", "s01"), (), ()))  # Temple, Desert, Market


def test_orange_apostle_scores_red_five_plus_four_blue_three_yellow_five_in_the_corner() -> None:
    s = table(new_game(), clear_supper=True, supper={"T1a": RED, "T1b": RED, "T1c": BLUE, "TL": YELLOW})
    s = at(_orange_set(s, GREEN), GREEN, "visit")
    s = play(s, Visit(0, "orange"), SeatApostle("T1"))
    assert [pl.parts[ORANGE] for pl in s.p] == [3, 9, 5, 0]
    assert s.p[GREEN].parts[APOSTLE] == 2 + 2 + 1


def test_orange_set_from_two_cards_and_a_market_favor_marker_scores_four_and_four() -> None:
    s = table(new_game(), clear_supper=True, supper={"T1b": BLUE})
    s = player(s, BLUE, rows=(("s09", "s04"), (), ()), received=(f"{RED}:denarii",))  # Temple, Desert + Market
    s = at(s, BLUE, "visit")
    assert Visit(0, "orange") in legal(s)
    s = play(s, Visit(0, "orange"), SeatApostle("T1"))
    pl = s.p[BLUE]
    assert pl.parts[ORANGE] == 4 and pl.parts[APOSTLE] == 4
    assert pl.received == () and pl.rows[0] == () and set(pl.discard) >= {"s09", "s04"}


def test_white_apostle_lets_yellow_swap_a_follower_with_a_blue_one_without_rewards() -> None:
    s = table(new_game(), clear_supper=True, supper={"T3b": YELLOW, "B6a": BLUE})
    s = player(s, YELLOW, rows=(("s05", "s09", "s07"), (), ()))  # Mountain, Temple, Lake
    s = at(s, YELLOW, "visit")
    s = play(s, Visit(0, "white"), SeatApostle("T2"))
    assert s.tasks[-1].kind == "swap"
    before = s.p[YELLOW].parts
    s = play(s, Swap("T3b", "B6a"))
    assert s.supper[space("B6a")] == YELLOW and s.supper[space("T3b")] == BLUE
    assert s.p[YELLOW].parts[:APOSTLE] == before[:APOSTLE]
    assert all(t.kind != "fa" for t in s.tasks), "neither Follower takes the space's reward"


def test_end_scoring_of_the_orange_white_judas_and_jesus_rows() -> None:
    s = table(new_game(), clear_supper=True, apostles={"T1": "orange", "T7": "white", "B2": "judas"}, supper={
        "T1a": YELLOW, "T1b": BLUE, "T1c": RED, "TL": RED,  # orange: 5, 4, 3 and the corner 5
        "T7a": RED, "T7b": BLUE, "T7c": YELLOW,  # white: 6, 5, 4
        "B2a": BLUE, "B2b": YELLOW,  # Judas: -5, -4
        "T4a": BLUE, "T4b": RED, "T4c": YELLOW, "T4d": GREEN,  # Jesus: 7, 6, 5, 4
    })
    assert scoring.followers_points(cfg(), s) == [4 + 5 - 5 + 7, 3 + 5 + 6 + 6, 5 + 4 - 4 + 5, 4]


def test_favor_marker_with_the_temple_completes_mountain_temple_lake_for_a_white_apostle() -> None:
    s = player(new_game(), GREEN, rows=((), ("s05",), ()), hand=("s07",), received=(f"{BLUE}:goods",))
    s = at(s, GREEN, "play")
    s = play(s, PlayCard("s07", 1), SKIP)  # the Lake card below the Mountain card; no Last Supper
    assert Visit(1, "white") in legal(s)
    s = play(s, Visit(1, "white"), SeatApostle("T2"), SKIP)
    pl = s.p[GREEN]
    assert pl.parts[APOSTLE] == 1 + 1
    assert pl.rows[1] == () and pl.received == ()
    assert {"s05", "s07"} <= set(pl.discard)
