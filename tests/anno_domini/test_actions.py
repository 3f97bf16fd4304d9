"""Every follower action, every Location, every Favor marker and every card's effects."""

from __future__ import annotations

import pytest

from games.anno_domini.rules import flow, words
from games.anno_domini.rules.actions import (
    DONE,
    SKIP,
    USE,
    Buy,
    CallFollower,
    ChangePlaces,
    DiscardCard,
    GiveFavor,
    PlaceFollower,
    PlayCard,
    PutBack,
    Sell,
    TakeMahane,
    TakeOffering,
    TempleSend,
)
from games.anno_domini.rules.locations import warehouse_room
from games.anno_domini.rules.state import FAVORS, PARABLES, Task, pop
from tests.anno_domini.helpers import at, cfg, legal, new_game, play, player, settle, space, table

ALL_CARDS = sorted(cfg().starting + cfg().mahane + cfg().ad33)


@pytest.mark.parametrize("card_id", ALL_CARDS)
def test_every_card_gives_its_location_action_then_its_follower_actions_left_to_right(card_id: str) -> None:
    card = cfg().cards[card_id]
    s = table(new_game(), fields={0: (1, 2, 3)})
    s = player(s, 0, hand=(card_id,), stone=0, bread=0, fish=0)
    w = at(s, 0, "play")
    task = pop(w)
    flow.DECISIONS["play"][1](cfg(), w, task, PlayCard(card_id, 1))
    assert w.p[0].rows[1] == (card_id,) and card_id not in w.p[0].hand
    owed = list(reversed(w.tasks))
    gained = (w.p[0].stone, w.p[0].bread, w.p[0].fish)
    if card.location in ("market", "temple"):
        assert owed.pop(0) == Task(card.location, 0) and gained == (0, 0, 0)
    else:
        assert gained == {"desert": (1, 0, 0), "mountain": (0, 2, 0), "lake": (0, 0, 3)}[card.location]
    steps = [(t.arg, t.n) for t in owed[:len(card.actions)]]
    assert steps == [(st.kind, st.amount) for st in card.actions]
    assert all(t.kind == "fa" and t.items == ("card",) for t in owed[:len(card.actions)])


def test_temple_sends_followers_for_one_two_three_denarii_and_bumps_paying_the_owner() -> None:
    s = table(new_game(), fields={0: (0, 0, 0), 1: (3, 3, 2), 2: (3, 3, 3), 3: (2, 1, 3)})
    s = player(s, 0, denarii=20)
    s = at(s, 0, "temple")
    assert TempleSend("desert") not in legal(s), "the Desert's 8 spaces are full"
    assert TempleSend("desert", 1) in legal(s) and TempleSend("desert", 0) not in legal(s)
    w = play(s, TempleSend("mountain"))
    assert w.p[0].denarii == 18 and w.fields[1][0] == 1
    before = w.p[1].camp
    w = play(w, TempleSend("desert", 1))
    assert w.p[0].denarii == 18 - 1 - 1 and w.p[1].denarii == s.p[1].denarii + 1
    assert w.fields[0][1] == 2 and w.p[1].camp == before + 1, "the bumped Follower goes home to its Camp"
    w = play(w, TempleSend("lake", 3))
    assert w.p[0].denarii == 16 - 3 - 1


def test_a_bumped_follower_goes_to_a_full_camp_and_its_owner_makes_room_at_the_end_of_their_turn() -> None:
    s = table(new_game(), fields={0: (0, 1, 1), 1: (3, 1, 1), 2: (3, 1, 1), 3: (2, 1, 1)})
    s = player(s, 1, stone=5, bread=0, fish=0)
    assert warehouse_room(cfg(), s.p[1]) == 0
    w = play(at(player(s, 0, denarii=5), 0, "temple"), TempleSend("desert", 1))
    assert warehouse_room(cfg(), w.p[1]) == -1
    w = settle(at(w, 1, "refill"))
    assert w.tasks[-1].kind == "warehouse" and w.actor == 1


def test_no_more_than_three_followers_of_a_player_in_a_location() -> None:
    s = table(new_game(), fields={0: (3, 0, 0)})
    s = player(s, 0, denarii=9)
    assert not any(isinstance(a, TempleSend) and a.location == "desert" for a in legal(at(s, 0, "temple")))
    assert CallFollower("desert") not in legal(at(s, 0, "fa", arg="call", items=("card",)))


def test_market_may_sell_a_mahane_card_instead_when_nothing_was_traded() -> None:
    s = player(new_game(), 0, denarii=2)
    s = at(s, 0, "market")
    assert TakeMahane("deck") in legal(s)
    w = play(s, TakeMahane("deck"))
    assert w.p[0].denarii == 0 and len(w.p[0].hand) == 6 and w.tasks[-1].kind != "market"


def test_a_market_trade_is_not_undone_in_the_same_visit() -> None:
    # At fixed prices a round trip changes nothing; offered, it let a player trade to and fro for ever.
    s = at(player(new_game(), 0, denarii=6, stone=1, bread=1, fish=0), 0, "market")
    w = play(s, Sell("stone"), Buy("bread"))
    assert w.tasks[-1].kind == "market" and w.tasks[-1].items == ("sold:stone", "bought:bread")
    assert Buy("stone") not in legal(w) and Sell("bread") not in legal(w)
    assert Buy("fish") in legal(w) and DONE in legal(w)
    assert "not undone" in words.explain(cfg(), w, Buy("stone"))
    assert "not undone" in words.explain(cfg(), w, Sell("bread"))


def test_call_a_follower_moves_one_from_the_camp_for_free() -> None:
    s = at(new_game(), 0, "fa", arg="call", items=("card",))
    w = play(s, CallFollower("lake"))
    assert w.fields[2][0] == s.fields[2][0] + 1 and w.p[0].camp == s.p[0].camp - 1
    assert w.p[0].denarii == s.p[0].denarii


def test_go_to_the_corner_costs_two_fish_and_be_invited_costs_nothing() -> None:
    s = table(new_game(), clear_supper=True)
    s = player(s, 0, fish=1, bread=0, stone=0)
    assert not any(a.space == "TL" for a in legal(at(s, 0, "fa", arg="go_supper", items=("card",)))
                   if isinstance(a, PlaceFollower))
    s = player(s, 0, fish=2)
    w = play(at(s, 0, "fa", arg="go_supper", items=("card",)), PlaceFollower("TL", "desert"))
    assert w.p[0].fish == 0
    w = play(at(s, 0, "fa", arg="invited", items=("apostle",)), PlaceFollower("T4a", "desert"))
    assert w.p[0].fish == 2 and w.supper[space("T4a")] == 0


def test_the_offering_needs_an_empty_warehouse_space() -> None:
    s = player(new_game(), 0, stone=5)
    assert legal(at(s, 0, "offering")) == [SKIP]
    s = player(s, 0, stone=0)
    w = play(at(s, 0, "offering"), TakeOffering())
    assert w.p[0].offerings == 2


def test_a_meeting_of_the_sanhedrin_in_a_space_is_compulsory_but_on_a_card_may_be_declined() -> None:
    s = table(new_game(), clear_supper=True)
    w = play(at(s, 0, "fa", arg="invited", items=("apostle",)), PlaceFollower("T2b", "desert"))
    assert w.marker == 1 and not (w.tasks[-1].kind == "fa" and w.tasks[-1].arg == "sanhedrin")
    card = at(s, 0, "fa", arg="sanhedrin", items=("card",))
    assert legal(card) == [USE, SKIP]
    assert play(card, USE).marker == 1 and play(card, SKIP).marker == 0


def test_change_places_moves_a_follower_for_free_and_offers_the_new_spaces_reward() -> None:
    s = table(new_game(), clear_supper=True, supper={"T1c": 0})
    s = player(s, 0, fish=0, bread=0, stone=0)
    w = play(at(s, 0, "fa", arg="change_places", items=("card",)), ChangePlaces("T1c", "T3c"))
    assert w.supper[space("T3c")] == 0 and w.supper[space("T1c")] == -1
    assert w.tasks[-1].kind == "fa" and w.tasks[-1].arg == "parable"


def test_redistribute_puts_the_cards_back_in_any_order_discarding_up_to_three() -> None:
    s = player(new_game(), 0, rows=(("s01", "s02"), ("s03",), ("s04", "s05")))
    w = play(at(s, 0, "fa", arg="redistribute", items=("card",)), USE)
    assert w.p[0].rows == ((), (), ()) and w.tasks[-1].kind == "redistribute"
    w = play(w, DiscardCard("s01"), DiscardCard("s02"), DiscardCard("s03"))
    assert not any(isinstance(a, DiscardCard) for a in legal(w))
    w = play(w, PutBack("s05", 0), PutBack("s04", 0))
    assert w.p[0].rows == (("s05", "s04"), (), ()) and {"s01", "s02", "s03"} <= set(w.p[0].discard)


def test_resources_denarii_and_a_33_ad_card_are_taken_without_asking() -> None:
    s = player(new_game(), 0, stone=0, denarii=0)
    s = at(s, 0, "buy")
    s.tasks = s.tasks + (Task("fa", 0, "ad33", 0, ("card",)), Task("fa", 0, "denarii", 2, ("card",)),
                         Task("fa", 0, "stone", 0, ("card",)))
    w = settle(s)
    assert w.p[0].stone == 1 and w.p[0].denarii == 2 and len(w.p[0].hand) == 6


def test_drawing_a_mahane_card_is_free() -> None:
    s = player(new_game(), 0, denarii=0)
    w = play(at(s, 0, "fa", arg="mahane", items=("card",)), TakeMahane(s.face_up[1]))
    assert s.face_up[1] in w.p[0].hand and w.p[0].denarii == 0 and len(w.face_up) == 2


def test_do_a_favor_call_a_follower_is_the_receivers_own_decision_then_the_giver_is_rewarded() -> None:
    s = at(new_game(), 0, "fa", arg="favor", items=("card",))
    assert len(legal(s)) == 8 * 3 + 1
    w = play(s, GiveFavor("call", 2))
    assert w.actor == 2 and w.tasks[-1].arg == "call"
    w = play(w, CallFollower("lake"))
    assert w.actor == 0
    assert w.p[2].received == ("0:call",) and w.p[0].markers == tuple(m for m in cfg().markers if m != "call")
    giver = w.p[0]
    assert giver.favors_done == 1 and giver.parts[FAVORS] == cfg().board["favor_track"]["vp"][1]
    assert not giver.blocked, "the second space of the Favor track removes the Blocked Warehouse"
    assert len(giver.hand) == 6 and cfg().cards[[c for c in giver.hand if c.startswith("a")][0]].deck == "ad33"


@pytest.mark.parametrize("marker", sorted(cfg().markers))
def test_every_favor_marker_gives_its_benefit_to_the_receiver(marker: str) -> None:
    s = table(new_game(), clear_supper=True, supper={"T1a": 1})
    s = player(s, 1, stone=0, bread=0, fish=0, denarii=0)
    w = play(at(s, 0, "fa", arg="favor", items=("card",)), GiveFavor(marker, 1))
    benefit = cfg().markers[marker].benefit
    if isinstance(benefit, dict):
        assert all(getattr(w.p[1], k) == v for k, v in benefit.items())
    else:
        assert w.actor == 1 and w.tasks[-1].arg == benefit
        choice = {"call": CallFollower("lake"), "mahane": TakeMahane("deck"), "parable": USE}[benefit]
        w = play(w, choice)
        if benefit == "parable":
            assert w.p[1].parables == (1,) and w.p[1].parts[PARABLES] == 3
    assert f"0:{marker}" in w.p[1].received and w.actor == 0


def test_the_parables_area_gives_the_benefit_of_each_space_filled() -> None:
    s = table(new_game(), clear_supper=True, supper={f"T{k}a": 0 for k in range(1, 8)})
    s = player(s, 0, stone=0, bread=0, fish=0, denarii=0)
    for _ in range(7):
        s = play(at(s, 0, "fa", arg="parable", items=("card",)), USE)
    pl = s.p[0]
    assert pl.parables == (1, 2, 3, 4, 5, 6, 7)
    assert (pl.stone, pl.bread, pl.fish, pl.denarii) == (1, 1, 1, 2 + 3 + 4)
    assert pl.parts[PARABLES] == 7 * 3


def test_a_denarii_action_that_pays_may_be_taken_only_with_the_coins() -> None:
    s = player(new_game(), 0, denarii=3)
    task = at(s, 0, "fa", arg="denarii", n=-2, items=("card",))
    assert legal(task) == [USE, SKIP]
    assert play(task, USE).p[0].denarii == 1
    assert legal(at(player(s, 0, denarii=1), 0, "fa", arg="denarii", n=-2, items=("card",))) == [SKIP]
