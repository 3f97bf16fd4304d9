"""Setup by player count and the four steps of a turn: refill, discarding, the Warehouse limit."""

from __future__ import annotations

from games.anno_domini.rules.actions import SKIP, ChooseCorner, DiscardCard, DropResource, PlaceFourth, TakeMahane
from games.anno_domini.rules.locations import field_spaces, warehouse_room
from games.anno_domini.rules.state import NEUTRAL, START
from games.core.contract import Seat
from tests.anno_domini.helpers import at, cfg, legal, new_game, play, player, rules, settle, space


def test_three_players_block_location_spaces_seat_neutral_followers_and_drop_the_three_point_parables() -> None:
    s = new_game(3)
    assert field_spaces(cfg(), 3) == 6 and field_spaces(cfg(), 4) == 8
    assert sorted(i for i, o in enumerate(s.supper) if o == NEUTRAL) == sorted(
        space(sid) for sid in cfg().board["last_supper"]["neutral_for_3"])
    assert all(stack == (2, 1, 0) for stack in s.stacks)
    assert all(stack == (3, 2, 1, 0) for stack in new_game(4).stacks)
    tiles = [t for t in s.judgments if t]
    assert len(tiles) == 6 and "friendly" not in tiles
    assert [i for i, t in enumerate(s.judgments) if t] == cfg().board["sanhedrin"]["judgment_spaces"]


def test_turn_order_gives_four_to_seven_denarii_and_one_to_four_vp_from_the_starting_player() -> None:
    s = new_game(4, seed=5)
    order = [(s.first + k) % 4 for k in range(4)]
    assert [s.p[k].denarii for k in order] == [4, 5, 6, 7]
    assert [s.p[k].parts[START] for k in order] == [1, 2, 3, 4]
    assert all(len(pl.hand) == 5 and len(pl.deck) == 5 for pl in s.p)
    assert len(s.face_up) == 2 and not set(s.face_up + s.mahane) & set(cfg().friendly_mahane)


def test_each_player_chooses_a_corner_and_the_fourth_follower_in_turn_order() -> None:
    seats = [Seat(c, c) for c in ("blue", "red", "yellow")]
    s = rules().setup({"players": 3}, seats, 2)
    order = [(s.first + k) % 3 for k in range(3)]
    seen = []
    while s.tasks[-1].kind in ("corner", "fourth"):
        seen.append((s.tasks[-1].kind, s.actor))
        action = legal(s)[-1]
        assert isinstance(action, (ChooseCorner, PlaceFourth))
        s = play(s, action)
    assert seen == [(kind, seat) for seat in order for kind in ("corner", "fourth")]
    assert all(s.followers_at_supper(k) == 1 for k in range(3))
    assert all(s.followers_in_fields(k) == 4 and s.p[k].camp == 10 for k in range(3))
    assert s.actor == s.first and s.tasks[-1].kind == "play"


def test_random_apostle_sets_come_from_the_location_symbol_tiles() -> None:
    tiles = [tuple(t) for t in cfg().board["apostles"]["symbol_tiles"]["tiles"]]
    s = new_game(4, seed=3, apostle_sets="random")
    assert len(set(s.sets)) == 3 and all(seq in tiles for seq in s.sets)
    assert new_game(4).sets == tuple(tuple(cfg().board["apostles"]["sets"][c]) for c in ("purple", "orange", "white"))


def test_refill_draws_to_five_and_reshuffles_the_discard_pile() -> None:
    s = player(new_game(), 0, hand=("s01",), deck=("s02",), discard=("s03", "s04", "s05", "s06"), denarii=0)
    s = settle(at(s, 0, "refill"))
    pl = s.p[0]
    assert len(pl.hand) == 5 and pl.discard == () and len(pl.deck) == 1
    assert set(pl.hand) | set(pl.deck) == {"s01", "s02", "s03", "s04", "s05", "s06"}


def test_a_hand_over_five_is_discarded_down_at_the_end_of_the_turn_mahane_to_the_deck_bottom() -> None:
    s = player(new_game(), 0, hand=("m01", "s01", "s02", "s03", "s04", "s05", "s06"), denarii=0)
    w = settle(at(s, 0, "refill"))
    assert w.tasks[-1].kind == "discard" and len(legal(w)) == 7
    w = play(w, DiscardCard("m01"), DiscardCard("s06"))
    assert w.mahane[-1] == "m01" and "s06" in w.p[0].discard and len(w.p[0].hand) == 5


def test_the_warehouse_limit_is_checked_only_at_the_end_of_ones_own_turn() -> None:
    s = new_game()
    s = player(s, 1, stone=9)  # another seat over full: nothing asked of it now
    assert warehouse_room(cfg(), s.p[1]) < 0
    s = player(s, 0, stone=6, denarii=0)
    w = settle(at(s, 0, "refill"))
    assert w.tasks[-1].kind == "warehouse" and w.actor == 0
    while w.tasks[-1].kind == "warehouse" and w.actor == 0:
        w = play(w, DropResource("stone"))
    assert warehouse_room(cfg(), w.p[0]) == 0
    assert w.p[1].stone == 9 and w.current == 1


def test_buying_a_mahane_card_costs_two_denarii_and_a_face_up_card_is_replaced() -> None:
    s = player(new_game(), 0, denarii=3)
    s = at(s, 0, "buy")
    shown = s.face_up[0]
    top = s.mahane[0]
    w = play(s, TakeMahane(shown))
    assert w.p[0].denarii == 1 and top in w.face_up and shown not in w.face_up
    assert legal(player(s, 0, denarii=1)) == [], "2 Denarii are needed"
    assert SKIP in legal(s)
