"""The worked examples of the Jerusalem rulebook (seeds/000_05a1d0f9895c1087.txt), one test each.

The pictures of the examples are not in the text; the Squire counts below are ones that fit
every sentence of each example.
"""

from __future__ import annotations

import pytest

from games.core.contract import IllegalAction
from games.jerusalem.rules import city, deploy, events, flow
from games.jerusalem.rules.actions import DONE, END_TURN, BuyPrestige, PickSquire, Place, PlaceBaron, Rescue, SaveSquire
from tests.jerusalem.helpers import area, new_game, rules, squires_of, table

BLUE, RED, YELLOW, GREEN = 0, 1, 2, 3


def _full_revenue(state):
    return rules().catalog.revenue[state.cursor][0]


def test_area_control_in_the_patriarchy():
    """Example of Area Control: blue is Constable, red Treasurer, yellow Marshal. "The large Area
    is controlled by red: though he is only tied for the most Squires with yellow, he holds the
    lower numbered Office." Yellow has the most in the lower left; blue is alone in the lower right."""
    s = table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, squires_on={
        "patriarchy_large": {BLUE: 1, RED: 3, YELLOW: 3},
        "patriarchy_left": {RED: 1, YELLOW: 2},
        "patriarchy_right": {BLUE: 2},
    })
    assert city.controller(s, area("patriarchy_large")) == RED
    assert city.controller(s, area("patriarchy_left")) == YELLOW
    assert city.controller(s, area("patriarchy_right")) == BLUE

    # The revenue step asks exactly those controllers, in the board's order. First yellow, with
    # the most Squires in the District, is offered its privilege: with an empty screen only Done.
    w = table(s, step="deploy")
    flow.continue_after(rules().catalog, w)
    assert (w.step, w.actor) == ("academics", YELLOW) and rules().legal_actions(w) == [DONE]
    w = rules().apply(w, DONE)
    asked = []
    while w.step == "revenue":
        asked.append((rules().config.areas[w.cursor].id, w.actor))
        w = rules().apply(w, _full_revenue(w))
    assert asked == [("patriarchy_large", RED), ("patriarchy_left", YELLOW), ("patriarchy_right", BLUE)]


def test_the_baron_in_the_nobility():
    """Example of Placing a Baron: red places three new Squires in the large Nobility Area and his
    Baron there; "none of the other players may add any Squires here", while the two smaller
    Areas stay open."""
    s = table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, step="deploy")
    deploy.begin(rules().catalog, s)
    s = rules().apply(s, END_TURN)  # the Constable passes; red, the Treasurer, deploys
    assert s.actor == RED
    baron = PlaceBaron("nobility_large")
    for _ in range(2):
        s = rules().apply(s, Place("nobility_large"))
    assert baron not in rules().legal_actions(s), "two Squires are not enough for the Treasurer"
    s = rules().apply(s, Place("nobility_large"))
    assert baron in rules().legal_actions(s)
    s = rules().apply(s, baron)
    s = rules().apply(s, END_TURN)

    assert s.actor == YELLOW
    legal = rules().legal_actions(s)
    assert Place("nobility_large") not in legal
    assert Place("nobility_left") in legal and Place("nobility_right") in legal
    with pytest.raises(IllegalAction, match="Baron of red"):
        rules().apply(s, Place("nobility_large"))


def _market_scene():
    """Yellow 7 Squires in the Market without holding an Area; blue and green 4, red 3. Green
    holds the large Area, red the lower left, blue the lower right."""
    return table(new_game(), offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4}, step="deploy", squires_on={
        "market_large": {GREEN: 4, YELLOW: 3},
        "market_left": {RED: 3, YELLOW: 2},
        "market_right": {BLUE: 4, YELLOW: 2},
    })


def test_the_market_privilege_goes_to_the_most_squires_in_the_district():
    """Example of Privilege: "The yellow player does. He has a total of 7 Squires in the entire
    District. Blue and Green each have 4 Squires and red has only 3." """
    w = _market_scene()
    flow.continue_after(rules().catalog, w)
    assert (w.step, w.actor) == ("materials", YELLOW)
    assert not any(city.controller(w, area(a)) == YELLOW for a in ("market_large", "market_left", "market_right"))

    # Four Prestige at two Bezants each is the most on offer.
    assert max(a.amount for a in rules().legal_actions(w) if isinstance(a, BuyPrestige)) == 4
    after = rules().apply(w, BuyPrestige(4))
    assert after.prestige[YELLOW] == 4 and after.bezants[YELLOW] == 12 - 8


def test_the_market_revenues():
    """Example of Revenues: green takes 2 Squires and 4 Bezants for the large Area, red and blue
    1 Squire and 2 Bezants for the small ones, yellow nothing."""
    w = _market_scene()
    flow.continue_after(rules().catalog, w)
    w = rules().apply(w, DONE)  # yellow declines the Market privilege
    before_squires, before_bezants = w.squires, w.bezants
    while w.step == "revenue":
        w = rules().apply(w, _full_revenue(w))
    gained = {seat: (w.squires[seat] - before_squires[seat], w.bezants[seat] - before_bezants[seat])
              for seat in (BLUE, RED, YELLOW, GREEN)}
    assert gained == {GREEN: (2, 4), RED: (1, 2), BLUE: (1, 2), YELLOW: (0, 0)}


def _event_scene(event: str, **kwargs):
    state = new_game()
    w = table(state, round=2, events=(event,) + state.events[1:], step="construction", **kwargs)
    events.begin(rules().catalog, w)
    return w


def test_succession():
    """Example of Succession: green saves 2 Squires to his Baron's Area; yellow has no Baron and
    loses all of his; red's Baron is in the large Patriarchy Area, "so he can move 2 of his Squires
    there, but he still loses his other Squire". And the note: a Baron in the Palace keeps none of
    that Area's own Squires beyond the two saved."""
    w = _event_scene(
        "succession",
        offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4},
        squires_on={
            "palace_large": {GREEN: 2, YELLOW: 1, BLUE: 4},
            "palace_left": {GREEN: 1, RED: 2, YELLOW: 1, BLUE: 1},
            "palace_right": {RED: 1},
            "patriarchy_large": {RED: 3},
            "templars_large": {GREEN: 1},
        },
        barons={BLUE: "palace_large", RED: "patriarchy_large", GREEN: "templars_large"},
    )
    assert (w.step, w.actor) == ("succession", BLUE)
    w = rules().apply(w, Rescue(2))  # blue: 5 Palace Squires lifted, 2 back under the Baron
    assert (w.step, w.actor) == ("succession", RED)
    assert rules().legal_actions(w) == [Rescue(2), Rescue(1), Rescue(0)]
    w = rules().apply(w, Rescue(2))
    # Yellow, without a Baron, is not asked; green is.
    assert (w.step, w.actor) == ("succession", GREEN)
    w = rules().apply(w, Rescue(2))

    # Blue's Baron keeps nothing in place: his Squire in the left Area goes too, and only the two
    # saved stand under the Baron.
    assert w.board[area("palace_large")] == (2, 0, 0, 0)  # blue, red, yellow, green
    assert w.board[area("palace_left")] == (0, 0, 0, 0)
    assert w.board[area("palace_right")] == (0, 0, 0, 0)
    assert squires_of(w, RED, "patriarchy_large") == 3 + 2
    assert squires_of(w, GREEN, "templars_large") == 1 + 2


def test_election_of_the_patriarch():
    """Example of Election of the Patriarch: "In the large Patriarchy Area, blue must remove 2
    Squires to equal yellow's power"; equal and lonely Areas do not change; in the Nobility red
    loses 2 in the large Area and yellow 1 in the lower left; blue loses nothing."""
    w = _event_scene(
        "election",
        offices={BLUE: 1, RED: 2, YELLOW: 3, GREEN: 4},
        squires_on={
            "patriarchy_large": {BLUE: 4, YELLOW: 2},
            "patriarchy_left": {BLUE: 2, RED: 2},
            "patriarchy_right": {YELLOW: 3},
            "nobility_large": {RED: 3, BLUE: 1},
            "nobility_left": {YELLOW: 2, BLUE: 1},
            "nobility_right": {BLUE: 2},
        },
        barons={BLUE: "patriarchy_large"},  # Barons do not prevent the loss
    )
    expect = {
        "patriarchy_large": (2, 0, 2, 0), "patriarchy_left": (2, 2, 0, 0), "patriarchy_right": (0, 0, 3, 0),
        "nobility_large": (1, 1, 0, 0), "nobility_left": (1, 0, 1, 0), "nobility_right": (2, 0, 0, 0),
    }
    assert {a: w.board[area(a)] for a in expect} == expect


def test_special_tax():
    """Example of Special Tax: the Constable (blue) pays 4 Bezants to save 4 of his 7 Squires;
    green pays 3 and saves all but 1; yellow has no Bezants and loses both; red pays 1 to save
    his only Squire, in the large Area."""
    w = _event_scene(
        "tax",
        offices={BLUE: 1, GREEN: 2, YELLOW: 3, RED: 4},
        squires_on={
            "market_large": {BLUE: 4, RED: 1},
            "market_left": {BLUE: 3, GREEN: 1},
            "market_right": {GREEN: 3, YELLOW: 2},
        },
        bezants=(12, 12, 0, 12),
    )
    assert (w.step, w.actor) == ("tax", BLUE)
    for _ in range(4):
        w = rules().apply(w, SaveSquire("market_large"))
    w = rules().apply(w, DONE)
    assert w.actor == GREEN
    for _ in range(3):
        w = rules().apply(w, SaveSquire("market_right"))
    w = rules().apply(w, DONE)
    # Yellow cannot pay but is asked all the same (skipping him would show his empty screen).
    assert (w.actor, rules().legal_actions(w)) == (YELLOW, [DONE])
    w = rules().apply(w, DONE)
    # Red's single save ends his share: nothing of his is left lifted.
    assert w.actor == RED
    w = rules().apply(w, SaveSquire("market_large"))

    assert w.step != "tax"
    assert w.board[area("market_large")] == (4, 1, 0, 0)
    assert w.board[area("market_left")] == (0, 0, 0, 0)
    assert w.board[area("market_right")] == (0, 0, 0, 3)
    assert w.bezants == (12 - 4, 12 - 1, 0, 12 - 3)


def test_war_with_the_two_per_opponent_cap():
    """Example of War: red (Constable) loses 4 Templar Squires and removes 2 of green's and 2 of
    blue's; green loses 7 "but he is limited to removing only 2 Squires from each player. So, he
    only gets to remove 6"; blue loses 1 and removes one of red's from the Patriarchy; yellow has
    no Templars and does nothing."""
    w = _event_scene(
        "war",
        offices={RED: 1, GREEN: 2, BLUE: 3, YELLOW: 4},
        squires_on={
            "templars_large": {RED: 2, GREEN: 4},
            "templars_left": {RED: 2, GREEN: 3, BLUE: 1},
            "patriarchy_large": {RED: 3, GREEN: 2, BLUE: 2, YELLOW: 3},
            "market_large": {RED: 1, GREEN: 3, BLUE: 3, YELLOW: 3},
        },
    )
    assert (w.step, w.actor, w.war_left) == ("war", RED, 4)
    for victim, where in ((GREEN, "patriarchy_large"), (GREEN, "market_large"),
                          (BLUE, "market_large"), (BLUE, "market_large")):
        w = rules().apply(w, PickSquire(victim, where))

    assert (w.actor, w.war_left) == (GREEN, 7)
    w = rules().apply(w, PickSquire(RED, "patriarchy_large"))
    w = rules().apply(w, PickSquire(RED, "patriarchy_large"))
    with pytest.raises(IllegalAction):
        rules().apply(w, PickSquire(RED, "market_large"))  # a third from red is over the cap
    for victim in (BLUE, BLUE, YELLOW, YELLOW):
        w = rules().apply(w, PickSquire(victim, "patriarchy_large" if victim == BLUE else "market_large"))
    # Six removed and every opponent capped: green's share ends with one removal unused.
    assert (w.actor, w.war_left) == (BLUE, 1)
    w = rules().apply(w, PickSquire(RED, "patriarchy_large"))

    assert w.step != "war", "yellow has no Templar Squires and is not asked"
    templars = [a.index for a in rules().config.areas if a.district == "templars"]
    assert all(w.board[a] == (0, 0, 0, 0) for a in templars)
    assert w.board[area("patriarchy_large")] == (0, 0, 3, 1)  # blue, red, yellow, green
    assert w.board[area("market_large")] == (1, 1, 1, 2)
