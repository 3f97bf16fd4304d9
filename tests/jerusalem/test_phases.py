"""Jerusalem rule by rule: setup, the auction and draft, deployment, Phase 3 and the end."""

from __future__ import annotations

from collections import Counter

import pytest

from games.core.contract import IllegalAction
from games.jerusalem.rules import auction, city, deploy, events, flow, revenues
from games.jerusalem.rules.actions import (
    DONE,
    END_TURN,
    HIRE,
    PASS,
    PEDDLE,
    Bid,
    BuyCard,
    BuyPrestige,
    ChooseOffice,
    MarshalOrder,
    MoveSquire,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    SaveSquire,
    Steal,
    TakeResource,
)
from tests.jerusalem.helpers import area, new_game, rules, squires_of, table
from tests.jerusalem.helpers import turn_of as _turn_of

BLUE, RED, YELLOW, GREEN = 0, 1, 2, 3

# --- setup ---


def test_setup_gives_each_seat_twelve_bezants_and_deals_three_events():
    s = new_game()
    assert s.bezants == (12,) * 4 and s.prestige == (0,) * 4 and s.floors == (0,) * 4 and s.squires == (0,) * 4
    assert len(s.events) == 3 and len(set(s.events)) == 3
    assert len(s.deck) + len(s.draft) == 27 and len(s.draft) == 4
    assert (s.step, s.actor) == ("auction", BLUE)  # the first seat stands in for the tallest player


def test_three_players_leave_out_the_constable():
    s = new_game(("a", "b", "c"))
    assert [a.office for a in rules().legal_actions(s)] == [2, 3, 4]


def test_two_player_variant_as_written():
    s = new_game(("a", "b"))
    assert [a.office for a in rules().legal_actions(s)] == [3, 4]
    assert "election" not in s.events and sorted(s.events) == ["succession", "tax", "war"]
    assert s.set_aside == ("influence_patriarchy", "influence_nobility")
    assert len(s.deck) + len(s.draft) == 25 and "influence_nobility" not in s.deck + s.draft
    open_districts = {a.district for a in rules().config.areas if s.playable[a.index]}
    assert open_districts == {"palace", "templars", "market", "tower"}


def test_the_first_bidder_may_be_drawn_by_lot():
    openers = {new_game(seed=seed, first_bidder="lot").actor for seed in range(1, 40)}
    assert openers == {0, 1, 2, 3}


# --- Phase 1 ---


def test_bidding_order_tallest_then_prestige_then_last_office():
    s = table(new_game(), floors=(2, 3, 3, 1), prestige=(9, 1, 1, 0), last_offices=(1, 3, 2, 4))
    assert auction.first_bidder(s) == YELLOW  # tied towers and Prestige: the lower last Office
    assert auction.first_bidder(table(s, prestige=(9, 2, 1, 0))) == RED
    assert auction.first_bidder(table(s, floors=(4, 3, 3, 1))) == BLUE


def test_a_bidder_who_passes_is_out_of_that_auction():
    r, s = rules(), new_game()
    s = r.apply(s, ChooseOffice(1))
    s = r.apply(s, Bid(0))  # blue opens
    s = r.apply(s, PASS)    # red is out
    s = r.apply(s, Bid(1))  # yellow
    s = r.apply(s, PASS)    # green is out
    s = r.apply(s, Bid(2))  # blue raises
    assert s.actor == YELLOW, "red passed and is not asked again"
    s = r.apply(s, PASS)
    assert s.offices[BLUE] == 1 and s.actor == RED  # blue won; red opens the next auction
    # The passers of the first auction bid again for the next Office.
    s = r.apply(s, ChooseOffice(2))
    s = r.apply(s, Bid(0))
    assert s.actor == YELLOW and not s.passed[YELLOW]


def test_an_auction_round_trip():
    """The opener must bid (zero allowed); bids are bounded by the bidder's Bezants; the winner
    pays, the next opener is the next seat without an Office to the winner's left, and the last
    seat takes the last Office for free."""
    r, s = rules(), new_game()
    s = r.apply(s, ChooseOffice(1))
    assert PASS not in r.legal_actions(s) and Bid(0) in r.legal_actions(s)
    with pytest.raises(IllegalAction, match="must open"):
        r.apply(s, PASS)
    s = r.apply(s, Bid(3))
    assert s.actor == RED and Bid(3) not in r.legal_actions(s) and max(a.amount for a in r.legal_actions(s)
                                                                        if isinstance(a, Bid)) == 12
    with pytest.raises(IllegalAction, match="more Bezants than you have"):
        r.apply(s, Bid(13))
    s = r.apply(s, Bid(5))
    s = r.apply(s, PASS)   # yellow
    s = r.apply(s, PASS)   # green
    assert s.actor == BLUE  # the round comes back to the opener, outbid
    s = r.apply(s, PASS)
    assert s.offices[RED] == 1 and s.bezants == (12, 7, 12, 12)
    assert s.actor == YELLOW  # next seat without an Office to red's left

    s = r.apply(s, ChooseOffice(4))
    s = r.apply(s, Bid(0))
    for _ in range(2):
        s = r.apply(s, PASS)
    assert s.offices[YELLOW] == 4 and s.actor == GREEN
    s = r.apply(s, ChooseOffice(2))
    s = r.apply(s, Bid(1))
    s = r.apply(s, PASS)
    # Blue is alone without an Office and takes the Marshal for nothing.
    assert s.offices == (3, 1, 4, 2) and s.bezants == (12, 7, 12, 11)
    assert (s.step, s.actor) == ("draft", RED)


def test_the_draft_goes_in_office_order_and_the_admiral_gets_the_last_card():
    r = rules()
    s = table(new_game(), offices={BLUE: 3, RED: 1, YELLOW: 4, GREEN: 2},
              draft=("move", "squire", "turncoat", "bezants"))
    auction.begin_draft(r.catalog, s)
    assert s.actor == RED
    for seat, card in ((RED, "turncoat"), (GREEN, "move"), (BLUE, "bezants")):
        assert s.actor == seat
        s = r.apply(s, PickCard(card))
    assert s.hands == (("bezants",), ("turncoat",), ("squire",), ("move",))
    assert s.step == "deploy" and s.draft == ()


# --- Phase 2 ---


def test_each_office_brings_its_squires_and_the_admiral_a_bezant():
    for office, squires in ((1, 7), (2, 6), (3, 5), (4, 4)):
        s = _turn_of(RED, office)
        assert s.squires[RED] == squires
        assert s.bezants[RED] == 12 + (office == 4)


def test_mercenary_prices_treasurer_and_genoese():
    s = _turn_of(RED, 2, hands=((), ("genoese",), (), ()))
    paid = []
    for _ in range(3):
        before = s.bezants[RED]
        s = rules().apply(s, HIRE)
        paid.append(before - s.bezants[RED])
    assert paid == [1, 2, 3]  # "for a total of six Bezants, the Treasurer can purchase three"
    s = rules().apply(s, PlayCard("genoese"))
    before = s.bezants[RED]
    s = rules().apply(s, HIRE)
    assert before - s.bezants[RED] == 2 and s.squires[RED] == 6 + 4


def test_influence_peddling_takes_no_squire_from_under_a_baron():
    """Decision: a Baron keeps Squires in its Area, its owner's too."""
    s = _turn_of(RED, 3, barons={YELLOW: "market_left", RED: "nobility_left"},
                 squires_on={"market_left": {RED: 2, YELLOW: 3}, "nobility_left": {RED: 3}, "palace_left": {RED: 2}})
    assert PEDDLE not in rules().legal_actions(s), "only two Squires stand outside Baron Areas"
    s = table(s, squires_on={"palace_left": {RED: 3}})
    s = rules().apply(s, PEDDLE)
    assert rules().legal_actions(s) == [PickSquire(RED, "palace_left")]
    with pytest.raises(IllegalAction, match="Baron keeps Squires"):
        rules().apply(s, PickSquire(RED, "nobility_left"))


def test_influence_peddling_three_squires_for_a_bezant():
    s = _turn_of(RED, 3, squires_on={"market_large": {RED: 2}, "templars_left": {RED: 1}})
    s = rules().apply(s, PEDDLE)
    assert rules().legal_actions(s) == [PickSquire(RED, "templars_left"), PickSquire(RED, "market_large")]
    for where in ("market_large", "market_large", "templars_left"):
        s = rules().apply(s, PickSquire(RED, where))
    assert s.bezants[RED] == 13 and sum(row[RED] for row in s.board) == 0 and s.turn.pending is None


def test_constable_needs_fewer_squires_for_the_baron():
    s = _turn_of(BLUE, 1, round=2)
    s = rules().apply(s, Place("templars_left"))
    assert PlaceBaron("templars_left") in rules().legal_actions(s)
    s = rules().apply(s, Place("tower"))
    assert PlaceBaron("tower") not in rules().legal_actions(s), "the Tower of David counts as large"
    s = rules().apply(s, Place("tower"))
    assert PlaceBaron("tower") in rules().legal_actions(s)


def test_squires_moved_away_no_longer_count_for_the_baron():
    s = _turn_of(RED, 3, round=2)
    for _ in range(3):
        s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, MarshalOrder("move"))
    s = rules().apply(s, MoveSquire("market_left", "templars_left"))
    s = rules().apply(s, DONE)  # the Marshal stops after one; the Baron could be offered again now
    assert s.turn.pending is None
    assert PlaceBaron("market_left") not in rules().legal_actions(s)
    s = rules().apply(s, Place("market_left"))
    assert PlaceBaron("market_left") in rules().legal_actions(s), "three brought this turn stand there again"


def test_the_baron_needs_squires_brought_this_turn():
    s = _turn_of(RED, 2, round=2, squires_on={"market_left": {RED: 3}})
    assert not any(isinstance(a, PlaceBaron) for a in rules().legal_actions(s)), "three old Squires are not enough"
    with pytest.raises(IllegalAction, match="needs 3 of your Squires brought into"):
        rules().apply(s, PlaceBaron("market_left"))
    for _ in range(2):
        s = rules().apply(s, Place("market_left"))
    assert PlaceBaron("market_left") not in rules().legal_actions(s)
    s = rules().apply(s, Place("market_left"))
    assert PlaceBaron("market_left") in rules().legal_actions(s)


def test_moving_an_old_squire_away_keeps_the_new_ones_counting():
    """Decision: after a Squire leaves, the count is min(brought this turn, Squires there now)."""
    s = _turn_of(YELLOW, 3, round=2, squires_on={"market_left": {YELLOW: 4}})
    for _ in range(3):
        s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, MarshalOrder("move"))
    s = rules().apply(s, MoveSquire("market_left", "palace_left"))
    s = rules().apply(s, DONE)
    assert s.turn.arrived[area("market_left")] == 3
    assert PlaceBaron("market_left") in rules().legal_actions(s)


def test_only_the_screen_and_action_cards_bring_squires_for_the_baron():
    """Decision: the Marshal's move does not count toward the Baron; Move 2 Squires, Turncoat and
    Overwhelming Influence, being cards, do."""
    s = _turn_of(YELLOW, 3, round=2, squires_on={"templars_left": {YELLOW: 2}})
    s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, MarshalOrder("move"))
    for _ in range(2):
        s = rules().apply(s, MoveSquire("templars_left", "market_left"))
    assert squires_of(s, YELLOW, "market_left") == 3
    assert PlaceBaron("market_left") not in rules().legal_actions(s), "the Marshal's Squires do not count"

    s = _turn_of(YELLOW, 4, round=2, hands=((), (), ("move",), ()), squires_on={"templars_left": {YELLOW: 2}})
    s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, PlayCard("move"))
    for _ in range(2):
        s = rules().apply(s, MoveSquire("templars_left", "market_left"))
    assert PlaceBaron("market_left") in rules().legal_actions(s), "a card's Squires count"

    s = _turn_of(YELLOW, 4, round=2, hands=((), (), ("turncoat",), ()),
                 squires_on={"templars_left": {YELLOW: 1}, "market_left": {GREEN: 1}})
    for _ in range(2):
        s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, PlayCard("turncoat"))
    s = rules().apply(s, PickSquire(YELLOW, "templars_left"))
    s = rules().apply(s, PickSquire(GREEN, "market_left"))
    assert PlaceBaron("market_left") in rules().legal_actions(s), "the Turncoat counts"
    assert s.turn.arrived[area("templars_left")] == 0

    s = _turn_of(YELLOW, 4, round=2, hands=((), (), ("influence_market",), ()))
    s = rules().apply(s, Place("market_left"))
    s = rules().apply(s, PlayCard("influence_market"))
    for _ in range(2):
        s = rules().apply(s, Place("market_left"))
    assert PlaceBaron("market_left") in rules().legal_actions(s), "Overwhelming Influence counts"


def test_the_tallest_tower_never_sends_its_baron_to_the_large_palace_area():
    def legal_for(round_, floors, prestige):
        s = _turn_of(RED, 2, round=round_, floors=floors, prestige=prestige)
        for _ in range(3):
            s = rules().apply(s, Place("palace_large"))
        return PlaceBaron("palace_large") in rules().legal_actions(s)

    assert not legal_for(1, (0, 0, 0, 0), (0, 0, 0, 0)), "nobody in the first round"
    assert legal_for(2, (1, 0, 0, 0), (0, 0, 0, 0))
    assert not legal_for(2, (0, 1, 0, 0), (0, 0, 0, 0))
    assert not legal_for(2, (1, 1, 0, 0), (3, 4, 0, 0)), "tied towers: the most Prestige is barred"
    assert legal_for(2, (1, 1, 0, 0), (5, 4, 0, 0))


def test_the_palace_bar_is_fixed_when_phase_2_begins():
    """Decision: a Prestige card played in Phase 2 does not move the bar. Red (Constable) is tied
    for the tallest tower with blue, who has more Prestige; red's +2 Prestige overtakes blue."""
    s = table(new_game(), offices={RED: 1, BLUE: 2, YELLOW: 3, GREEN: 4}, step="deploy", round=2,
              floors=(1, 1, 0, 0), prestige=(1, 0, 0, 0), hands=((), ("prestige",), (), ()))
    deploy.begin(rules().catalog, s)
    assert (s.actor, s.palace_barred) == (RED, (BLUE,))
    s = rules().apply(s, PlayCard("prestige"))
    assert s.prestige[RED] > s.prestige[BLUE] and city.barred_from_palace(s) == (RED,)
    for _ in range(2):
        s = rules().apply(s, Place("palace_large"))
    assert PlaceBaron("palace_large") in rules().legal_actions(s)


def test_a_baron_stops_moves_into_and_out_of_its_area_but_not_its_owners_placing():
    s = _turn_of(RED, 3, barons={YELLOW: "market_left", RED: "templars_left"},
                 squires_on={"market_left": {RED: 2, YELLOW: 3}, "templars_left": {RED: 3}, "palace_left": {RED: 1}})
    legal = rules().legal_actions(s)
    assert Place("market_left") not in legal and Place("templars_left") in legal
    s = rules().apply(s, MarshalOrder("move"))
    moves = [(a.source, a.target) for a in rules().legal_actions(s) if isinstance(a, MoveSquire)]
    assert moves and all(area_id == "palace_left" for area_id, _ in moves)
    assert not any(t in ("market_left", "templars_left") for _, t in moves)


def test_the_marshal_may_take_exactly_one_bezant_instead():
    s = _turn_of(RED, 3, squires_on={"market_left": {RED: 3}})
    s = rules().apply(s, MarshalOrder("bezant"))
    assert s.bezants[RED] == 12 + 1 and s.turn.pending is None
    assert not any(isinstance(a, MarshalOrder) for a in rules().legal_actions(s)), "the move is gone too"


def test_marshal_moves_up_to_two_squires_between_one_pair_of_areas():
    s = _turn_of(RED, 3, squires_on={"market_left": {RED: 3}})
    s = rules().apply(s, MarshalOrder("move"))
    s = rules().apply(s, MoveSquire("market_left", "palace_right"))
    assert rules().legal_actions(s) == [MoveSquire("market_left", "palace_right"), DONE]
    s = rules().apply(s, MoveSquire("market_left", "palace_right"))
    assert s.turn.pending is None and squires_of(s, RED, "palace_right") == 2
    assert not any(isinstance(a, MarshalOrder) for a in rules().legal_actions(s)), "once per turn"


def test_action_cards_resources_turncoat_and_overwhelming_influence():
    s = _turn_of(RED, 2, hands=((), ("influence_market", "resources", "turncoat"), (), ()),
                 squires_on={"market_left": {RED: 1}, "palace_left": {GREEN: 2}})
    s = rules().apply(s, PlayCard("resources"))
    s = rules().apply(s, TakeResource("prestige"))
    s = rules().apply(s, TakeResource("bezant"))
    assert (s.prestige[RED], s.bezants[RED], s.turn.pending) == (1, 13, None)

    s = rules().apply(s, PlayCard("turncoat"))
    s = rules().apply(s, PickSquire(RED, "market_left"))
    s = rules().apply(s, PickSquire(GREEN, "palace_left"))
    assert s.board[area("market_left")] == (0, 0, 0, 1) and s.board[area("palace_left")] == (0, 1, 0, 1)

    behind = s.squires[RED]
    s = rules().apply(s, PlayCard("influence_market"))
    assert {a.area for a in rules().legal_actions(s)} == {"market_large", "market_left", "market_right"}
    s = rules().apply(s, Place("market_large"))
    s = rules().apply(s, Place("market_large"))
    assert squires_of(s, RED, "market_large") == 2 and s.squires[RED] == behind, "from the supply"
    assert s.hands[RED] == () and s.discard == ("resources", "turncoat", "influence_market")


# --- the Action cards, kind by kind ---

RULEBOOK_DECK = {
    "squire": 3, "bezants": 3, "prestige": 3, "resources": 2, "squire_bezant": 2, "turncoat": 2, "move": 4,
    "genoese": 2, "influence_palace": 1, "influence_templars": 1, "influence_patriarchy": 1, "influence_market": 1,
    "influence_nobility": 1, "influence_tower": 1,
}


def test_the_action_deck_as_the_rulebook_lists_it():
    cards = rules().config.cards
    assert {c.id: c.count for c in cards.values()} == RULEBOOK_DECK and sum(RULEBOOK_DECK.values()) == 27
    # One Overwhelming Influence card for each District, the Tower of David included.
    assert sorted(c.influence_district for c in cards.values() if c.influence_district) == \
        sorted(d.id for d in rules().config.districts)
    s = new_game()
    assert Counter(s.deck + s.draft) == Counter(RULEBOOK_DECK)


@pytest.mark.parametrize(("card", "squires", "bezants", "prestige"), [
    ("squire", 1, 0, 0), ("bezants", 0, 2, 0), ("prestige", 0, 0, 2), ("squire_bezant", 1, 1, 0),
])
def test_a_card_of_resources_gives_exactly_its_resources(card: str, squires: int, bezants: int, prestige: int):
    s = _turn_of(RED, 2, hands=((), (card,), (), ()))
    before = (s.squires[RED], s.bezants[RED], s.prestige[RED])
    s = rules().apply(s, PlayCard(card))
    after = (s.squires[RED], s.bezants[RED], s.prestige[RED])
    assert tuple(b - a for a, b in zip(before, after, strict=True)) == (squires, bezants, prestige)
    assert s.hands[RED] == () and s.discard == (card,) and s.turn.pending is None


def test_move_two_squires_from_any_areas_to_any_areas():
    s = _turn_of(RED, 2, hands=((), ("move",), (), ()), squires_on={"market_left": {RED: 1}, "tower": {RED: 1}})
    s = rules().apply(s, PlayCard("move"))
    s = rules().apply(s, MoveSquire("market_left", "palace_right"))
    s = rules().apply(s, MoveSquire("tower", "nobility_large"))
    assert s.turn.pending is None and s.discard == ("move",)
    assert [squires_of(s, RED, a) for a in ("market_left", "tower", "palace_right", "nobility_large")] == [0, 0, 1, 1]


@pytest.mark.parametrize("district", ["palace", "templars", "patriarchy", "market", "nobility", "tower"])
def test_overwhelming_influence_places_two_squires_from_the_supply_in_its_district(district: str):
    card = f"influence_{district}"
    s = _turn_of(RED, 2, hands=((), (card,), (), ()))
    behind = s.squires[RED]
    s = rules().apply(s, PlayCard(card))
    areas = [a.id for a in rules().config.areas if a.district == district]
    assert [a.area for a in rules().legal_actions(s)] == areas
    for target in (areas[0], areas[-1]):
        s = rules().apply(s, Place(target))
    assert sum(squires_of(s, RED, a) for a in areas) == 2 and s.squires[RED] == behind
    assert s.turn.pending is None


def test_overwhelming_influence_stops_at_another_players_baron_but_not_ones_own():
    """Decision: the player's own Baron does not keep its owner's card Squires out."""
    s = _turn_of(RED, 2, round=2, hands=((), ("influence_market",), (), ()),
                 barons={YELLOW: "market_left", RED: "market_right"}, squires_on={"market_right": {RED: 3}})
    s = rules().apply(s, PlayCard("influence_market"))
    assert [a.area for a in rules().legal_actions(s)] == ["market_large", "market_right"]
    with pytest.raises(IllegalAction, match="Baron of yellow"):
        rules().apply(s, Place("market_left"))
    s = rules().apply(s, Place("market_right"))
    assert squires_of(s, RED, "market_right") == 4


def test_turncoat_and_move_stop_at_every_baron():
    s = _turn_of(RED, 2, round=2, hands=((), ("move", "turncoat"), (), ()),
                 barons={YELLOW: "market_left", BLUE: "templars_left", RED: "nobility_left"},
                 squires_on={"market_left": {RED: 1, YELLOW: 3}, "palace_left": {RED: 1},
                             "nobility_left": {RED: 3}, "templars_left": {GREEN: 1, BLUE: 3},
                             "market_right": {GREEN: 1}})
    s = rules().apply(s, PlayCard("turncoat"))
    assert rules().legal_actions(s) == [PickSquire(RED, "palace_left")]
    with pytest.raises(IllegalAction, match="Turncoat cannot swap"):
        rules().apply(s, PickSquire(RED, "market_left"))
    s = rules().apply(s, PickSquire(RED, "palace_left"))
    assert rules().legal_actions(s) == [PickSquire(GREEN, "market_right")]
    with pytest.raises(IllegalAction, match="Turncoat cannot swap"):
        rules().apply(s, PickSquire(GREEN, "templars_left"))
    s = rules().apply(s, PickSquire(GREEN, "market_right"))
    assert s.board[area("market_right")] == (0, 1, 0, 0) and s.board[area("palace_left")] == (0, 0, 0, 1)

    s = rules().apply(s, PlayCard("move"))
    moves = [a for a in rules().legal_actions(s) if isinstance(a, MoveSquire)]
    blocked = {"market_left", "templars_left", "nobility_left"}
    assert moves and all(m.source == "market_right" and m.target not in blocked for m in moves)
    for source, target in (("market_left", "palace_right"), ("nobility_left", "palace_right"),
                           ("market_right", "nobility_left")):
        with pytest.raises(IllegalAction, match="Area with a Baron"):
            rules().apply(s, MoveSquire(source, target))


def test_a_card_that_would_do_nothing_cannot_be_played():
    """Decision: a played card leaves the game, so one with nothing to act on stays in the hand."""
    s = _turn_of(RED, 2, hands=((), ("move", "turncoat"), (), ()))
    assert not any(isinstance(a, PlayCard) for a in rules().legal_actions(s))
    with pytest.raises(IllegalAction, match="would do nothing"):
        rules().apply(s, PlayCard("move"))


def test_an_end_turn_is_always_there_and_passes_to_the_next_office():
    s = _turn_of(BLUE, 1)
    assert END_TURN in rules().legal_actions(s)
    s = rules().apply(s, END_TURN)
    assert s.actor == RED and s.squires[RED] == 6


# --- Phase 3 ---


def _phase3(**fields):
    s = table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, step="deploy", **fields)
    flow.continue_after(rules().catalog, s)
    return s


def test_tower_of_david_pays_a_bezant_and_moves_one_squire_out():
    s = _phase3(squires_on={"tower": {GREEN: 2, RED: 1}})
    assert (s.step, s.actor, s.bezants[GREEN]) == ("tower", GREEN, 13)
    s = rules().apply(s, MoveSquire("tower", "palace_large"))
    assert squires_of(s, GREEN, "tower") == 1 and squires_of(s, GREEN, "palace_large") == 1


def test_the_tower_of_david_move_stops_at_a_baron():
    s = _phase3(squires_on={"tower": {GREEN: 2}}, barons={RED: "palace_large"})
    assert (s.step, s.actor) == ("tower", GREEN)
    targets = {a.target for a in rules().legal_actions(s) if isinstance(a, MoveSquire)}
    assert "palace_large" not in targets and "palace_left" in targets
    with pytest.raises(IllegalAction):
        rules().apply(s, MoveSquire("tower", "palace_large"))


def test_a_baron_in_the_tower_keeps_its_squires_in():
    s = _phase3(squires_on={"tower": {GREEN: 3}}, barons={GREEN: "tower"})
    assert s.step != "tower" and s.bezants[GREEN] == 13


def test_patriarchy_privilege_pays_a_squire_for_the_top_card():
    s = _phase3(squires_on={"patriarchy_left": {YELLOW: 1}}, squires=(0, 0, 2, 0))
    assert (s.step, s.actor) == ("academics", YELLOW)
    top = s.deck[0]
    s = rules().apply(s, BuyCard())
    assert s.hands[YELLOW] == (top,) and s.squires[YELLOW] == 1


def test_a_privilege_holder_with_nothing_to_pay_is_still_asked():
    """Decision: skipping the step would tell the table what the holder's screen hides."""
    s = _phase3(squires_on={"patriarchy_left": {YELLOW: 1}}, squires=(0, 0, 0, 0))
    assert (s.step, s.actor) == ("academics", YELLOW) and rules().legal_actions(s) == [DONE]
    s = _phase3(squires_on={"market_left": {RED: 1}}, bezants=(12, 1, 12, 12))
    assert (s.step, s.actor) == ("materials", RED) and rules().legal_actions(s) == [DONE]
    s = rules().apply(s, DONE)
    assert s.step == "revenue"


def test_a_privilege_tie_goes_to_the_lower_office():
    s = _phase3(squires_on={"market_left": {YELLOW: 2}, "market_right": {RED: 2}})
    assert (s.step, s.actor) == ("materials", RED)  # red Treasurer (2), yellow Marshal (3)
    s = table(new_game(), offices={BLUE: 1, RED: 4, YELLOW: 3, GREEN: 2}, step="deploy",
              squires_on={"market_left": {YELLOW: 2}, "market_right": {RED: 2}})
    flow.continue_after(rules().catalog, s)
    assert (s.step, s.actor) == ("materials", YELLOW)
    assert BuyPrestige(4) in rules().legal_actions(s)


def test_nobility_privilege_steals_even_from_a_seat_at_zero():
    s = _phase3(squires_on={"nobility_left": {BLUE: 1}}, prestige=(0, 0, 0, 0))
    assert (s.step, s.actor) == ("intrigue", BLUE)
    s = rules().apply(s, Steal(RED))
    assert s.prestige == (1, 0, 0, 0) and (s.step, s.actor) == ("revenue", BLUE)


def test_revenue_may_be_taken_in_part():
    s = _phase3(squires_on={"nobility_large": {RED: 2}, "nobility_left": {BLUE: 3}})
    s = rules().apply(s, DONE)  # blue declines the Nobility privilege
    assert (s.step, s.actor) == ("revenue", RED)
    choices = rules().legal_actions(s)
    assert len(choices) == 5 * 3 and (choices[0].bezants, choices[0].prestige) == (4, 2)
    s = rules().apply(s, next(a for a in choices if (a.bezants, a.prestige) == (1, 0)))
    assert s.bezants[RED] == 13 and s.prestige[RED] == 0


def test_construction_costs_and_the_first_builder_premium():
    """"the third floor of a tower costs four Prestige points ... if you are the first player to
    add the third floor ... you would have to pay five"."""
    cat = rules().catalog
    s = table(new_game(), floors=(2, 2, 0, 0), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4})
    assert revenues.floor_cost(cat, s, BLUE) == 5
    assert revenues.floor_cost(cat, table(s, floors=(2, 3, 0, 0)), BLUE) == 4

    # Mandatory and in Office order: blue pays the premium for floor 3, red then does not.
    w = table(s, prestige=(5, 4, 7, 2))
    revenues.construction(cat, w)
    # Yellow and green are not first to floors 1 and 2: 2 + 3 for yellow, 2 for green.
    assert w.floors == (3, 3, 2, 1)
    assert w.prestige == (0, 0, 2, 0)
    # Alone at the bottom, the first floor costs the premium too.
    w = table(new_game(), floors=(0, 0, 0, 0), prestige=(2, 3, 0, 0), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4})
    revenues.construction(cat, w)
    assert w.floors == (0, 1, 0, 0) and w.prestige == (2, 0, 0, 0)


def test_kings_gifts_come_before_the_fifth_rounds_construction():
    """Blue's 3 Prestige for the most Squires pay for the first floor (1 + 1, and 1 for being
    first): had construction come first, blue would stay at the ground floor."""
    s = table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, round=5, step="revenue",
              squires=(5, 0, 0, 0), bezants=(0, 0, 0, 0), prestige=(0, 0, 0, 0), hands=((), (), (), ()))
    flow.continue_after(rules().catalog, s)
    assert s.gifts_given and s.step == "over"
    assert s.floors == (1, 0, 0, 0) and s.prestige == (0, 0, 0, 0)


def test_barons_go_home_at_the_end_of_the_round():
    s = table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, step="construction",
              barons={BLUE: "market_left", GREEN: "tower"}, squires_on={"market_left": {BLUE: 3}})
    flow.continue_after(rules().catalog, s)
    assert (s.round, s.step) == (2, "auction")
    assert s.barons == (None,) * 4 and s.offices == (None,) * 4
    assert s.board[area("market_left")] == (3, 0, 0, 0), "the Squires stay"


def test_kings_gifts_with_ties():
    cat = rules().catalog
    s = table(new_game(), squires=(4, 4, 1, 0), bezants=(3, 9, 2, 9), hands=(("move",), (), (), ("squire", "bezants")),
              prestige=(0, 0, 0, 0))
    revenues.kings_gifts(cat, s)
    # Squires: blue and red tie (1 each); Bezants: red and green tie (1 each); cards: blue, green.
    assert s.prestige == (1 + 1, 1 + 1, 0, 1 + 1)
    s = table(new_game(), squires=(5, 4, 0, 0), bezants=(0, 9, 0, 0), hands=((), (), (), ()), prestige=(0, 0, 0, 0))
    revenues.kings_gifts(cat, s)
    assert s.prestige == (3, 3, 0, 0)
    # Decision: with nothing behind any screen, nobody has "the most".
    s = table(new_game(), squires=(0, 0, 0, 0), bezants=(0, 0, 0, 0), hands=((), (), (), ()), prestige=(0, 0, 0, 0))
    revenues.kings_gifts(cat, s)
    assert s.prestige == (0, 0, 0, 0)


# --- Phase 4 ---


def _event(event: str, **fields):
    state = new_game()
    w = table(state, round=2, events=(event,) + state.events[1:], step="construction", **fields)
    events.begin(rules().catalog, w)
    return w


def test_war_an_earlier_seats_strikes_shrink_what_a_later_seat_loses_and_strikes():
    """'The Squires are removed in turn order. When it is your turn to remove your Squires, you
    may also remove one of your opponents' Squires from any Area of the board: for each Squire
    you remove from the Templar District.' Red (Constable) loses its 2 Templar Squires and
    strikes 2 of green's 4 in the Templars themselves: when green's turn comes it removes the 2
    left there, and strikes 2, not 4."""
    w = _event("war", offices={RED: 1, GREEN: 2, BLUE: 3, YELLOW: 4},
               squires_on={"templars_large": {RED: 2, GREEN: 4}, "templars_right": {BLUE: 1},
                           "market_large": {RED: 5}, "patriarchy_large": {GREEN: 1}})
    templars = [a.index for a in rules().config.areas if a.district == "templars"]
    # Only red's Templar Squires are gone so far: the later seats' stand until their turns.
    assert [w.board[a] for a in templars] == [(0, 0, 0, 4), (0, 0, 0, 0), (1, 0, 0, 0)]
    assert (w.step, w.actor, w.war_left) == ("war", RED, 2)
    assert w.notes[-1] == "The War strikes 2 Squires of red."
    assert set(rules().legal_actions(w)) == {PickSquire(GREEN, "templars_large"), PickSquire(GREEN, "patriarchy_large"),
                                             PickSquire(BLUE, "templars_right"), DONE}
    for _ in range(2):
        w = rules().apply(w, PickSquire(GREEN, "templars_large"))
    with pytest.raises(IllegalAction):
        rules().apply(w, PickSquire(GREEN, "patriarchy_large"))  # red's share is spent
    # Green's turn: the 2 Templar Squires it still had are its loss, and its strikes.
    assert (w.actor, w.war_left) == (GREEN, 2)
    assert w.notes[-1] == "The War strikes 2 Squires of green."
    assert all(w.board[a][GREEN] == 0 for a in templars)
    w = rules().apply(w, PickSquire(BLUE, "templars_right"))
    # Green struck blue's only Templar Squire: blue has nothing left to lose there, and no turn.
    w = rules().apply(w, PickSquire(RED, "market_large"))
    assert w.step != "war" and w.actor != BLUE
    assert w.board[area("market_large")] == (0, 4, 0, 0)
    assert w.board[area("patriarchy_large")] == (0, 0, 0, 1)
    assert all(w.board[a] == (0, 0, 0, 0) for a in templars)


def test_war_a_seat_without_anyone_to_strike_still_loses_its_templars():
    """Blue loses its Templar Squire even though no opponent has a Squire left to strike."""
    w = _event("war", offices={RED: 1, GREEN: 2, BLUE: 3, YELLOW: 4},
               squires_on={"templars_left": {BLUE: 1, YELLOW: 1}})
    assert (w.actor, w.war_left) == (BLUE, 1)
    assert rules().legal_actions(w) == [PickSquire(YELLOW, "templars_left"), DONE]
    w = rules().apply(w, DONE)
    # Yellow still loses its own at its turn, with nobody left to strike: no decision.
    assert w.step != "war"
    assert w.board[area("templars_left")] == (0, 0, 0, 0)
    assert "The War strikes 1 Squire of yellow." in w.notes


def test_a_tax_payer_is_asked_until_every_lifted_squire_is_settled():
    """Decision: running out of Bezants does not end the share by itself (that would show it)."""
    w = _event("tax", offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4},
               squires_on={"market_left": {BLUE: 2}, "market_right": {RED: 1}}, bezants=(1, 0, 12, 12))
    assert (w.step, w.actor) == ("tax", BLUE)
    w = rules().apply(w, SaveSquire("market_left"))
    assert (w.actor, rules().legal_actions(w)) == (BLUE, [DONE])
    with pytest.raises(IllegalAction, match="costs 1 Bezant"):
        rules().apply(w, SaveSquire("market_left"))
    w = rules().apply(w, DONE)
    assert (w.actor, rules().legal_actions(w)) == (RED, [DONE])
    w = rules().apply(w, DONE)
    assert w.step != "tax" and w.board[area("market_left")] == (1, 0, 0, 0)
    assert w.board[area("market_right")] == (0, 0, 0, 0)


def test_the_tallest_tower_wins_then_prestige_then_the_last_office():
    r = rules()
    s = table(new_game(), step="over", actor=None, floors=(3, 4, 4, 4), prestige=(9, 2, 2, 1),
              last_offices=(1, 3, 2, 4))
    assert r.winners(s) == [YELLOW]
    sheet = r.scores(s)[YELLOW]
    assert sheet.parts == (("Tower floors", 4),) and sheet.tiebreak == (2, -2)
