"""Jerusalem rule by rule: setup, the auction and draft, deployment, Phase 3 and the end."""

from __future__ import annotations

import pytest

from games.core.contract import IllegalAction
from games.jerusalem import auction, deploy, flow, revenues
from games.jerusalem.actions import (
    DONE,
    END_TURN,
    HIRE,
    PASS,
    PEDDLE,
    Bid,
    BuyCard,
    ChooseOffice,
    MarshalOrder,
    MoveSquire,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    Steal,
    TakeResource,
)
from tests.jerusalem.helpers import area, new_game, rules, squires_of, table

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


def _turn_of(seat: int, office: int, **fields):
    offices = {BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}
    swap = next(s for s, o in offices.items() if o == office)
    offices[swap], offices[seat] = offices[seat], office
    s = table(new_game(), offices=offices, step="deploy", **fields)
    deploy._start_turn(rules().catalog, s, seat)
    return s


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
    assert PlaceBaron("market_left") not in rules().legal_actions(s)


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


def test_a_baron_stops_moves_into_and_out_of_its_area_but_not_its_owners_placing():
    s = _turn_of(RED, 3, barons={YELLOW: "market_left", RED: "templars_left"},
                 squires_on={"market_left": {RED: 2, YELLOW: 3}, "templars_left": {RED: 3}, "palace_left": {RED: 1}})
    legal = rules().legal_actions(s)
    assert Place("market_left") not in legal and Place("templars_left") in legal
    s = rules().apply(s, MarshalOrder("move"))
    moves = [(a.source, a.target) for a in rules().legal_actions(s) if isinstance(a, MoveSquire)]
    assert moves and all(area_id == "palace_left" for area_id, _ in moves)
    assert not any(t in ("market_left", "templars_left") for _, t in moves)


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


def test_a_baron_in_the_tower_keeps_its_squires_in():
    s = _phase3(squires_on={"tower": {GREEN: 3}}, barons={GREEN: "tower"})
    assert s.step != "tower" and s.bezants[GREEN] == 13


def test_patriarchy_privilege_pays_a_squire_for_the_top_card():
    s = _phase3(squires_on={"patriarchy_left": {YELLOW: 1}}, squires=(0, 0, 2, 0))
    assert (s.step, s.actor) == ("academics", YELLOW)
    top = s.deck[0]
    s = rules().apply(s, BuyCard())
    assert s.hands[YELLOW] == (top,) and s.squires[YELLOW] == 1


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


def test_the_tallest_tower_wins_then_prestige_then_the_last_office():
    r = rules()
    s = table(new_game(), step="over", actor=None, floors=(3, 4, 4, 4), prestige=(9, 2, 2, 1),
              last_offices=(1, 3, 2, 4))
    assert r.winners(s) == [YELLOW]
    sheet = r.scores(s)[YELLOW]
    assert sheet.parts == (("Tower floors", 4),) and sheet.tiebreak == (2, -2)
