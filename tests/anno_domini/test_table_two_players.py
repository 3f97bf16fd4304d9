"""The 2-player game at the table, with events as a hand makes them (press, motion and release in
separate frames): two humans play until each kind of Friendly Follower move has been made by a
click on what the table lights (taking one with a Follower, placing one from the supply, moving
one), and the board shows the 1-2 player side."""

from __future__ import annotations

import pytest

from games.anno_domini.rules import actions as a
from games.anno_domini.rules.state import FRIENDLY
from games.core.contract import Action
from games.core.rng import Rng
from tests.anno_domini.table_hand import click, make
from tests.anno_domini.test_table import _open_cover, _start


def _friendly_first(scene: object, legal: list[Action], rng: Rng) -> tuple[str, Action]:
    """A hand keen on Friendly Followers: it takes, places and moves them whenever it may."""
    state = scene.match.state
    cfg = scene.rules.config
    for kind, test in (
        ("take", lambda x: isinstance(x, a.PlaceFollower) and state.supper[cfg.space(x.space).index] in FRIENDLY),
        ("place", lambda x: isinstance(x, a.PlaceFriendly)),
        ("move", lambda x: isinstance(x, a.MoveFriendly)),
    ):
        options = [x for x in legal if test(x)]
        if options:
            return kind, rng.choice(options)
    if a.DONE in legal and rng.below(2):
        return "other", a.DONE
    keen = [x for x in legal if x not in (a.SKIP, a.DONE)]
    return "other", rng.choice(keen) if keen and rng.below(4) else rng.choice(legal)


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_two_humans_take_place_and_move_friendly_followers_by_hand(size: tuple[int, int]) -> None:
    app, scene = _start(size, ["human", "human"], seed=5)
    match = scene.match
    view = scene.table
    rng = Rng.from_seed(3)
    made: dict[str, int] = {}
    covers = 0
    while not {"take", "place", "move"} <= set(made):
        assert match.state.turn < 120 and not match.is_over(), made
        if scene.screens.handoff_to is not None:
            _open_cover(app, scene)
            covers += 1
            continue
        kind, action = _friendly_first(scene, scene.rules.legal_actions(match.state), rng)
        if kind == "place" and len({x.colour for x in scene.rules.legal_actions(match.state)
                                    if isinstance(x, a.PlaceFriendly)}) > 1:
            # holding both colours: the supply's pawn of the colour is clicked before the space
            assert f"friendly:{action.colour}" in view.targets()
            assert f"cell:{action.space}" not in view.targets()
        make(app, scene, action)
        made[kind] = made.get(kind, 0) + 1
    assert covers > 0, "the handoff cover stood between the two humans"
    # the 1-2 player side: six spaces a Location, the supplies where the Favor track lies
    zones = view.zones
    assert "supplies" in zones and not any(k.startswith("favor:") for k in zones)
    assert view.tooltip(zones["supplies"].center).startswith("Friendly Followers in each player's supply")
    friendly_cell = next(sp.id for sp in scene.rules.config.spaces if match.state.supper[sp.index] in FRIENDLY)
    assert "Friendly Follower sits here" in view.tooltip(zones[f"cell:{friendly_cell}"].center)
    assert sum(match.state.friendly[0]) + sum(match.state.friendly[1]) + sum(
        1 for o in match.state.supper if o in FRIENDLY) == 12


def test_an_occupied_space_clicked_for_a_friendly_follower_shows_the_rules_reason() -> None:
    app, scene = _start((1280, 720), ["human", "human"], seed=5)
    match = scene.match
    rng = Rng.from_seed(3)
    while True:
        if scene.screens.handoff_to is not None:
            _open_cover(app, scene)
            continue
        legal = scene.rules.legal_actions(match.state)
        places = [x for x in legal if isinstance(x, a.PlaceFriendly)]
        if places and len({x.colour for x in places}) == 1:
            break
        make(app, scene, _friendly_first(scene, legal, rng)[1])
        assert match.state.turn < 120
    taken = next(sp.id for sp in scene.rules.config.spaces if match.state.supper[sp.index] >= 0)
    before = len(match.actions)
    click(app, scene.table.zones[f"cell:{taken}"].center)
    assert len(match.actions) == before
    assert any("not empty" in toast for toast in app.toasts.texts())
