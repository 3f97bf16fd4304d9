"""The 2-player game: its setup, the rulebook's worked examples (the group of five, the red
Follower taking a Friendly Follower, placing it to score 4), the two extra follower actions
legal and illegal, and the 2-player Judgment tile. Seats: 0 blue, 1 red."""

from __future__ import annotations

from collections import Counter

import pytest

from games.anno_domini.rules import friendly, sanhedrin
from games.anno_domini.rules.actions import SKIP, MoveFriendly, PlaceFollower, PlaceFriendly, TakeOffering
from games.anno_domini.rules.locations import field_spaces
from games.anno_domini.rules.state import EMPTY, FRIENDLY, FRIENDLY_GROUPS, JUDGMENT
from games.core.contract import IllegalAction, Seat
from tests.anno_domini.helpers import at, cfg, legal, new_game, play, player, rules, space, table

BLUE, RED = 0, 1
BLACK, WHITE = FRIENDLY


def two(seed: int = 1) -> object:
    return new_game(players=2, seed=seed)


def test_setup_for_two_players_follows_the_rulebooks_changes() -> None:
    s = rules().setup({"players": 2}, [Seat("A", "blue"), Seat("B", "red")], 5)
    # before the game only the corner Follower is chosen: the Locations are set already
    assert [t.kind for t in s.tasks[:-1]] == ["begin", "corner"] and s.tasks[-1].kind == "corner"
    assert all(row == (2, 2) for row in s.fields) and field_spaces(cfg(), 2) == 5
    assert all(pl.camp == 15 - 6 for pl in s.p)
    assert all(not pl.markers and pl.favors_done == 0 for pl in s.p), "no Favor markers"
    assert all(stack == (1, 0) for stack in s.stacks), "Parables of 0 and 1 VP only"
    tiles = [t for t in s.judgments if t]
    assert sorted(tiles) == ["friendly", "locations", "offerings", "parables", "resources", "supper"]
    assert Counter(s.mahane + s.face_up) == Counter(cfg().friendly_mahane) and len(s.face_up) == 2
    assert all(Counter(pl.hand + pl.deck) == Counter(cfg().starting_two) for pl in s.p)
    black = [cfg().spaces[i].id for i, o in enumerate(s.supper) if o == BLACK]
    white = [cfg().spaces[i].id for i, o in enumerate(s.supper) if o == WHITE]
    printed = cfg().board["small_side"]["friendly"]
    assert sorted(black) == sorted(printed["black"]) and sorted(white) == sorted(printed["white"])
    assert s.friendly == ((0, 0), (0, 0)) and s.friendly_names == ("yellow", "green"), "the colours no seat plays"
    for _ in range(2):
        s = play(s, legal(s)[0])
    assert all(s.followers_at_supper(k) == 1 for k in range(2)) and s.tasks[-1].kind == "play"


def test_three_and_four_player_games_have_no_friendly_followers() -> None:
    for n in (3, 4):
        s = new_game(players=n)
        assert s.friendly == () and not any(o in FRIENDLY for o in s.supper)


def test_the_group_of_five_friendly_followers_scores_five() -> None:
    # four black Friendly Followers in a row behind the Table; the fifth placed next to them
    s = table(two(), clear_supper=True)
    s = table(s, supper={"T1a": BLACK, "T2a": BLACK, "T3a": BLACK, "T4a": BLACK, "T1c": WHITE})
    s = at(table(s, friendly=((1, 0), (0, 0))), BLUE, "fa", arg="place_friendly", items=("card",))
    before = len(s.p[BLUE].hand)
    s = play(s, PlaceFriendly("black", "T5a"))
    assert friendly.group(cfg(), s.supper, space("T5a")) == 5
    assert s.p[BLUE].parts[FRIENDLY_GROUPS] == 5
    assert len(s.p[BLUE].hand) == before + 1, "placing a Friendly Follower draws a 33 A.D. card"
    assert s.friendly[BLUE] == (0, 0)


def test_red_follower_takes_the_friendly_follower_in_its_space_without_the_reward() -> None:
    # T1b prints Call a Follower: red takes the white Friendly Follower there instead
    s = table(two(), clear_supper=True, supper={"T1b": WHITE}, fields={RED: (2, 2, 2)})
    s = player(s, RED, stone=2, bread=2, fish=2)
    s = at(s, RED, "fa", arg="go_supper", items=("card",))
    assert PlaceFollower("T1b", "desert") in legal(s)
    s = play(s, PlaceFollower("T1b", "desert"))
    assert s.supper[space("T1b")] == RED and s.friendly[RED] == (0, 1)
    assert (s.p[RED].stone, s.p[RED].bread) == (1, 1), "the space is paid for as usual"
    assert s.tasks[-1].kind == "offering" and not any(t.kind == "fa" and t.arg == "call" for t in s.tasks)
    s = play(s, TakeOffering())
    assert s.p[RED].offerings == 2


def test_red_places_the_friendly_follower_it_took_to_score_four() -> None:
    s = table(two(), clear_supper=True, supper={"B7a": WHITE, "B8a": WHITE, "B8b": WHITE, "T1b": RED})
    s = at(table(s, friendly=((0, 0), (0, 1))), RED, "fa", arg="place_friendly", items=("card",))
    assert PlaceFriendly("white", "B6a") in legal(s) and PlaceFriendly("black", "B6a") not in legal(s)
    s = play(s, PlaceFriendly("white", "B6a"))
    assert s.p[RED].parts[FRIENDLY_GROUPS] == 4 and s.friendly[RED] == (0, 0)


def test_a_friendly_follower_placed_alone_scores_nothing_but_still_draws() -> None:
    s = table(two(), clear_supper=True, supper={"B7a": WHITE})
    s = at(table(s, friendly=((0, 1), (0, 0))), BLUE, "fa", arg="place_friendly", items=("card",))
    deck = len(s.ad33)
    s = play(s, PlaceFriendly("white", "T1a"))
    assert s.p[BLUE].parts[FRIENDLY_GROUPS] == 0 and len(s.ad33) == deck - 1


def test_place_a_friendly_follower_needs_one_in_supply_and_an_empty_space() -> None:
    s = table(two(), clear_supper=True, supper={"T1a": RED})
    assert legal(at(s, BLUE, "fa", arg="place_friendly", items=("card",))) == [SKIP]
    s = at(table(s, friendly=((1, 0), (0, 0))), BLUE, "fa", arg="place_friendly", items=("card",))
    with pytest.raises(IllegalAction, match="not empty"):
        rules().apply(s, PlaceFriendly("black", "T1a"))
    with pytest.raises(IllegalAction, match="holds no green"):
        rules().apply(s, PlaceFriendly("white", "T2a"))


def test_move_a_friendly_follower_of_either_colour_scores_when_it_joins_its_colour() -> None:
    s = table(two(), clear_supper=True, supper={"T1a": BLACK, "T2a": BLACK, "B5d": WHITE, "T6a": BLUE})
    s = at(s, RED, "fa", arg="move_friendly", items=("card",))
    moves = legal(s)
    assert MoveFriendly("B5d", "T3a") in moves and MoveFriendly("T1a", "T8a") in moves
    assert not any(isinstance(m, MoveFriendly) and m.target == "T6a" for m in moves), "only to empty spaces"
    with pytest.raises(IllegalAction):
        rules().apply(s, MoveFriendly("T6a", "T7a"))  # a player's Follower is no Friendly Follower
    moved = play(s, MoveFriendly("B5d", "T3a"))  # white beside black: no group of its colour
    assert moved.p[RED].parts[FRIENDLY_GROUPS] == 0 and moved.supper[space("B5d")] == EMPTY
    moved = play(s, MoveFriendly("T1a", "T3a"))  # black leaves one end and joins the other: 2
    assert moved.p[RED].parts[FRIENDLY_GROUPS] == 2
    assert friendly.gain_if_placed(cfg(), s.supper, space("T3a"), BLACK) == 3


def test_groups_join_orthogonally_never_diagonally_nor_across_the_table() -> None:
    s = table(two(), clear_supper=True, supper={"T2b": WHITE, "B1a": WHITE, "TL": BLACK, "H": BLACK})
    assert friendly.gain_if_placed(cfg(), s.supper, space("T1a"), WHITE) == 0, "T2b is diagonal to T1a"
    assert friendly.gain_if_placed(cfg(), s.supper, space("T1b"), WHITE) == 2
    assert friendly.gain_if_placed(cfg(), s.supper, space("T1a"), BLACK) == 3, "the corner and the head"


def test_the_small_sides_do_a_favor_space_prints_place_a_friendly_follower() -> None:
    b3a = cfg().space("B3a")
    assert b3a.reward.kind == "favor" and cfg().reward(b3a, 4).kind == "favor"
    assert cfg().reward(b3a, 2).kind == "place_friendly"
    s = table(two(), clear_supper=True, fields={BLUE: (2, 2, 2)})
    s = at(table(s, friendly=((1, 0), (0, 0))), BLUE, "fa", arg="invited", items=("card",))
    s = play(s, PlaceFollower("B3a", "desert"))
    assert [t.arg for t in s.tasks if t.kind == "fa"][-1] == "place_friendly"


def test_the_two_player_judgment_tile_counts_friendly_followers_in_supply() -> None:
    s = two()
    s = table(s, marker=3, judgments=tuple("friendly" if k == 4 else "" for k in range(len(s.judgments))),
              friendly=((2, 1), (1, 0)))
    w = s.copy()
    sanhedrin.advance(cfg(), w, BLUE)
    assert w.p[BLUE].parts[JUDGMENT] == 3 and w.p[RED].parts[JUDGMENT] == 0, "half of 1, rounded down"
    w = s.copy()
    sanhedrin.advance(cfg(), w, RED)
    assert w.p[RED].parts[JUDGMENT] == 1 and w.p[BLUE].parts[JUDGMENT] == 1


def test_no_favor_can_be_done_and_the_results_name_friendly_groups() -> None:
    s = at(two(), BLUE, "fa", arg="favor", items=("card",))
    assert legal(s) == [SKIP]
    sheet = rules().scores(two())[0]
    names = [name for name, _ in sheet.parts]
    assert "Friendly groups" in names and "Favors" not in names
    assert "Favors" in [name for name, _ in rules().scores(new_game(players=4))[0].parts]
