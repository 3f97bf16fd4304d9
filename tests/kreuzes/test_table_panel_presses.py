"""A press on a panel's button brings the next decision's panel in its place: none of that panel's
buttons lies where the player just pressed, so a second click there (a double click, or a slow
one) never makes a choice the player has not seen ('Nothing' in the city where 'End movement'
was)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.kreuzes.test_table_play import deal, hand_click, live_tower, start  # noqa: F401
from tests.ui.driver import frames

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]


def _in_rome(rules, w) -> None:
    """Godfrey in Rome, a Christian city, with three cards: ending his movement brings Phase 2."""
    deal(rules, w, 0, ["plains", "mountains", "tithe"])
    w.knights = (replace(w.knights[0], space="rome"),) + w.knights[1:]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_city_panel_has_no_button_where_end_movement_was(size) -> None:
    app, _scene, match, view = start(_in_rome, size=size)
    end = view.zones["button:end_moves"].copy()
    hand_click(app, end.center)
    assert match.state.phase == "city" and view.panel().title == "Phase 2: the city"
    pressed = [k for k, r in view.zones.items() if k.startswith(("button:", "less:", "more:")) and r.colliderect(end)]
    assert pressed == [], f"{pressed} lie where End movement was at {size}"
    frames(app, 30)  # half a second later: past any double-click guard
    before = len(match.actions)
    hand_click(app, end.center)
    assert len(match.actions) == before and match.state.phase == "city"


def test_a_panel_keeping_the_spot_clear_keeps_its_buttons_still_while_the_player_acts() -> None:
    """Enlist pressed, the discards come with 'Draw cards' away from Enlist's spot, and it stays
    there while cards are discarded (a button never moves under the pointer)."""
    app, _scene, match, view = start(_in_rome, size=(1280, 720))
    hand_click(app, view.zones["button:end_moves"].center)
    enlist = view.zones["button:enlist"].copy()
    hand_click(app, enlist.center)
    assert match.state.phase == "discard"
    draw = view.zones["button:draw"].copy()
    assert not draw.colliderect(enlist)
    hand_click(app, view.zones["card:0"].center)
    assert match.state.phase == "discard" and len(match.state.hands[0]) == 2
    assert view.zones["button:draw"] == draw
