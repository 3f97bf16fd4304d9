"""A double-click on Anno Domini's decision panel, as a player who double-clicks out of habit
makes it: the button's move is played once, and the second click never presses the button the
next decision put in the same place ("Leave the Temple", then "Decline: Do a Favor"; "Buy 1
Bread", then "Sell 1 Stone"). Where the same button is still there (Sell, Sell), it counts."""

from __future__ import annotations

import pygame

from games.core.rng import Rng
from tests.anno_domini.table_hand import _button, event, make, step
from tests.anno_domini.test_table import _choose, _open_cover, _start


def _double_click(app: object, scene, pos: tuple[int, int]) -> object:
    """Two clicks at `pos` a few frames apart (well within a double-click's time); what the panel
    had at `pos` between them."""
    event(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    event(app, pygame.MOUSEBUTTONDOWN, pos, button=1)
    event(app, pygame.MOUSEBUTTONUP, pos, button=1)
    step(app, 2)
    between = scene.table.control_at(pos)
    event(app, pygame.MOUSEBUTTONDOWN, pos, button=1)
    event(app, pygame.MOUSEBUTTONUP, pos, button=1)
    step(app, 30)  # half a second: the player reads what the panel asks next
    return between


def test_a_double_click_on_a_panel_button_never_presses_the_next_decisions_button() -> None:
    app, scene = _start((1024, 768), ["human", "random"], seed=8)
    rng = Rng.from_seed(8)
    changed = same = 0
    while changed < 6 and len(scene.match.actions) < 400 and not scene.match.is_over():
        if scene.screens.handoff_to is not None:
            _open_cover(app, scene)
            continue
        seat = scene.match.current_player()
        if not isinstance(seat, int) or not scene.match.seats[seat].is_human:
            step(app)
            continue
        action = _choose(scene.rules.legal_actions(scene.match.state), rng)
        key = _button(scene, action)
        if key is None:
            make(app, scene, action)
            continue
        pos = scene.table.zones[key].center
        pressed = scene.table.control_at(pos)
        before = len(scene.match.actions)
        between = _double_click(app, scene, pos)
        assert scene.match.actions[before] == action
        mine = [x for x in scene.match.actors()[before:] if x == seat]
        if between != pressed and between is not None:
            changed += 1
            assert len(mine) == 1, f"{pressed} then {between}: the second click pressed it"
        else:
            same += 1
    assert changed >= 6, "the game brought too few buttons that gave way to others"
