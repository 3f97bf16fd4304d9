"""Positions with moves a sensible Jerusalem player never makes, which the Normal and Hard
searches never choose (the hooks' order leaves them out; games/jerusalem/ai_judge.py says why
for each), and which Easy plays only rarely."""

from __future__ import annotations

import pytest

from games.core.ai.hooks import hooks_for, margin
from games.core.ai.players import EasyPlayer, HardPlayer, NormalPlayer, SearchPlayer
from games.core.contract import Action
from games.jerusalem.ai_judge import Sense
from games.jerusalem.rules.actions import HIRE, PASS, PEDDLE, Bid, PickSquire, Place, PlayCard
from games.jerusalem.rules.state import JerusalemState, set_hand
from tests.core import sense
from tests.jerusalem.helpers import new_game, rules, table, turn_of

BLUE, RED, YELLOW, GREEN = 0, 1, 2, 3
LEVELS = [NormalPlayer, HardPlayer]


def chosen(level: type[SearchPlayer], s: JerusalemState, seed: int = 1) -> Action:
    assert s.actor is not None
    return sense.chosen(level, rules(), s, s.actor, seed)


def play(s: JerusalemState, *actions: Action) -> JerusalemState:
    for action in actions:
        s = rules().apply(s, action)
    return s


def dealt(s: JerusalemState, seat: int, card: str) -> JerusalemState:
    """`s` with `card` taken from the deck into `seat`'s hand (the card counts stay whole)."""
    w = s.copy()
    k = w.deck.index(card)
    w.deck = w.deck[:k] + w.deck[k + 1:]
    set_hand(w, seat, tuple(sorted((*w.hands[seat], card))))  # type: ignore[misc]
    return w


# Each position: the state, the move never to make, and why.
def hired_then_peddling() -> JerusalemState:
    # The Treasurer hired two mercenaries (1 and 2 Bezants) and has three old Squires standing
    # idle in the Market: peddling them for one Bezant undoes a purchase at a loss. Had it
    # wanted Bezants, it would not have hired.
    s = turn_of(RED, 2, squires_on={"market_left": {RED: 2, BLUE: 4}, "templars_left": {RED: 1, GREEN: 3}})
    return play(s, HIRE, HIRE)


def placed_free_squires_then_peddling() -> JerusalemState:
    # The two free Squires of an Overwhelming Influence card placed in the Market, and only
    # one more Squire of RED's on the board: peddling would take the card's Squires straight
    # back to the supply for a third of a Bezant each.
    s = turn_of(RED, 3, squires_on={"templars_left": {RED: 1, GREEN: 2}})
    s = dealt(s, RED, "influence_market")
    return play(s, PlayCard("influence_market"), Place("market_large"), Place("market_large"))


def peddling_a_squire_that_holds_an_area() -> JerusalemState:
    # Peddling under way: RED holds the large Palace Area by one Squire and has four idle ones
    # in the Templars. Taking the Palace Squire gives up its revenue for nothing.
    s = turn_of(RED, 4, squires_on={"palace_large": {RED: 2, BLUE: 1}, "templars_large": {RED: 4, GREEN: 6}})
    return play(s, PEDDLE)


def peddling_a_squire_placed_this_turn() -> JerusalemState:
    # RED placed a Squire in the small Nobility Area this turn and has four idle old ones in
    # the Templars: it peddles those, not the one it has just put down.
    s = turn_of(RED, 4, squires_on={"templars_large": {RED: 4, GREEN: 6}, "nobility_left": {GREEN: 1}})
    s = play(s, Place("nobility_left"), Place("nobility_left"))
    return play(s, PEDDLE)


def peddled_then_hiring() -> JerusalemState:
    # The Admiral peddled three idle Templar Squires for a Bezant: hiring now buys one back
    # for three. A player who can pay for mercenaries has no need to sell Squires.
    s = turn_of(RED, 4, squires_on={"templars_large": {RED: 4, GREEN: 6}})
    return play(s, PEDDLE, *[PickSquire(RED, "templars_large")] * 3)


def treasurer_for_ten() -> JerusalemState:
    # Round 1: BLUE bid 9 for the Treasurer. Six Squires, a discount on two mercenaries and the
    # second turn are worth a few Bezants more than the Admiral RED may end up with, never ten
    # of its twelve: those Bezants buy Prestige at the Market and Offices for four more rounds.
    s = table(new_game(), step="auction", actor=RED, auction_office=2, high_bidder=BLUE, bids=(9, None, None, None),
              passed=(False, False, False, False))
    return s


def treasurer_for_everything() -> JerusalemState:
    # Round 1, RED opens the bidding for the Treasurer: all twelve Bezants is the waste the
    # issue saw; anything beyond the Office's worth over the worst Office still up is one too.
    s = table(new_game(), step="auction", actor=RED, auction_office=2, high_bidder=None, bids=(None,) * 4,
              passed=(False, False, False, False))
    return s


POSITIONS = {
    "peddle_after_hiring": (hired_then_peddling, PEDDLE),
    "hire_after_peddling": (peddled_then_hiring, HIRE),
    "peddle_the_free_squires_of_an_influence_card": (placed_free_squires_then_peddling, PEDDLE),
    "peddle_the_squire_that_holds_an_area": (peddling_a_squire_that_holds_an_area, PickSquire(RED, "palace_large")),
    "peddle_a_squire_placed_this_turn": (peddling_a_squire_placed_this_turn, PickSquire(RED, "nobility_left")),
    "bid_ten_for_the_treasurer": (treasurer_for_ten, Bid(10)),
    "open_with_all_twelve_for_the_treasurer": (treasurer_for_everything, Bid(12)),
    "open_with_nine_for_the_treasurer": (treasurer_for_everything, Bid(9)),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_never_move_is_legal_judged_senseless_and_left_out_of_the_order(name: str) -> None:
    make, never = POSITIONS[name]
    s = make()
    assert Sense(rules().catalog).never(s, never, rules().legal_actions(s))
    sense.assert_left_out(rules(), s, never)


@pytest.mark.parametrize("level", LEVELS, ids=lambda c: c.level)
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_normal_and_hard_never_choose_it(name: str, level: type[SearchPlayer]) -> None:
    make, never = POSITIONS[name]
    assert [chosen(level, make(), seed) for seed in (1, 2)].count(never) == 0


def test_easy_chooses_them_only_rarely() -> None:
    played, tried = sense.slips(EasyPlayer, rules(), POSITIONS.values(), lambda s: s.actor, range(4))
    assert played <= tried // 10


def test_a_sensible_bid_and_a_needed_peddling_stay_open() -> None:
    """What the filter must not take away: a bid within the Office's worth, a pass, and
    peddling idle old Squires when nothing was bought this turn."""
    r, hooks = rules(), hooks_for(rules())
    s = treasurer_for_ten()
    assert PASS in hooks.order_actions(s, r.legal_actions(s))
    s = treasurer_for_everything()
    assert Bid(3) in hooks.order_actions(s, r.legal_actions(s))
    s = turn_of(RED, 4, squires_on={"templars_large": {RED: 4, GREEN: 6}})
    assert PEDDLE in hooks.order_actions(s, r.legal_actions(s))
    s = play(s, PEDDLE)
    assert hooks.order_actions(s, r.legal_actions(s)) == [PickSquire(RED, "templars_large")]



# --- what the evaluation values ---


@pytest.mark.parametrize("field", ["bezants", "squires"])
def test_in_the_last_round_the_most_behind_the_screen_is_worth_the_kings_gift(field: str) -> None:
    """One more Bezant (or Squire) than everyone else in round 5 earns three Prestige at the King's
    Gifts instead of sharing one: the position ranks higher by about that. Earlier it is just
    one more Bezant or Squire."""
    hooks = hooks_for(rules())

    def gain(round_: int) -> float:
        even = turn_of(RED, 2, round=round_)
        even = table(even, **{field: (9, 9, 9, 9)}, hands=((), (), (), ()))
        ahead = table(even, **{field: (9, 10, 9, 9)})
        return margin(hooks.evaluate(ahead), RED) - margin(hooks.evaluate(even), RED)

    assert gain(5) > 2.0
    assert gain(2) < 1.0
