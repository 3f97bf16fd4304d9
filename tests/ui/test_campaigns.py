"""Campaigns at the table, with the Road test game (tests/ui/road_game.py: Siege for one seat
with a three-stage campaign): the menu's Campaigns and Continue, the road, a stage played and
recorded, the way back from its results, a campaign surviving a restart of the app and a match
that ended while the app was away, and campaigns side by side.

Clicks are made as a hand makes them: motion, press and release."""

from __future__ import annotations

import pytest

from games import registry
from games.core.campaign import RETRY, Campaign
from games.core.chance import register_resolver
from games.core.contract import Seat
from games.core.match import Match
from games.ui import campaigns, catalog, saves
from games.ui.campaign_scene import CampaignScene
from games.ui.game_scene import GameScene
from games.ui.menu_scene import MenuScene
from games.ui.results_scene import ResultsScene
from tests.core.siege_game import Forage
from tests.ui import road_game
from tests.ui.driver import button_for, click, click_widget, frames, make_app, run_until
from tests.ui.test_results_sides import played

SIZES = [(1024, 640), (1920, 1080)]


@pytest.fixture(autouse=True)
def road(monkeypatch):
    monkeypatch.setitem(registry._extra, "road", ("tests.ui.road_game", "tests.ui.siege_view"))
    registry._package.cache_clear()
    registry.rules.cache_clear()
    catalog.forget()
    register_resolver("road", road_game.make_resolver)
    yield
    register_resolver("road", None)
    monkeypatch.delitem(registry._extra, "road")
    registry._package.cache_clear()
    registry.rules.cache_clear()
    catalog.forget()


def _start(name: str = "Ada", player: str = "random") -> Campaign:
    info = registry.info("road")
    return campaigns.store(Campaign.start(info, info.campaigns[0], [Seat(name, "red", player)], {}))


def _menu_button(app, key: str):
    assert isinstance(app.scene, MenuScene)
    return button_for(app.scene, key)


@pytest.mark.parametrize("size", SIZES)
def test_a_stage_is_played_from_the_road_and_its_result_leads_back_to_it(size) -> None:
    campaign = _start()
    app = make_app(window_size=size)
    frames(app)
    assert _menu_button(app, "continue").text == "Continue Road"
    click_widget(app, _menu_button(app, "campaigns"))
    scene = app.scene
    assert isinstance(scene, CampaignScene) and scene.selected == campaign.campaign_id
    play = button_for(scene, "play")
    assert play.text == "Play Gate"
    click_widget(app, play)
    assert isinstance(app.scene, GameScene)
    match = app.scene.match
    assert match.options["walls"] == "low" and match.options["kept"] == 0  # the stage's options
    assert campaigns.load(campaigns.path_of(campaign)).match_id == match.match_id  # kept before the first move
    table = app.scene
    run_until(app, lambda: table.results_button is not None)  # the computer seat plays the stage out
    click_widget(app, table.results_button)
    results = app.scene
    assert isinstance(results, ResultsScene) and results.campaign is not None
    assert results.rematch_button is None  # a campaign's match goes on by its road, not a rematch
    recorded = campaigns.load(campaigns.path_of(campaign))
    assert recorded.match_id is None and len(recorded.history) == 1
    passed = recorded.history[0].passed
    assert (recorded.stage, recorded.attempt) == ((1, 1) if passed else (0, 2))
    click_widget(app, button_for(results, "road"))
    road = app.scene
    assert isinstance(road, CampaignScene)
    assert button_for(road, "play").text == ("Play Ford" if passed else "Play Gate")
    if not passed:  # the retry's match is told what the failed try kept
        click_widget(app, button_for(road, "play"))
        assert app.scene.match.options["kept"] == 3


def test_a_campaign_survives_a_restart_and_a_match_that_ended_while_the_app_was_away() -> None:
    campaign = _start(player="human")
    rules = registry.rules("road")
    campaign, match = campaigns.start_match(campaign, 7)
    saves.autosave(match)
    # The app stopped mid-match: Continue goes on with the match itself.
    app = make_app()
    frames(app)
    click_widget(app, _menu_button(app, "continue"))
    assert isinstance(app.scene, GameScene) and app.scene.match.match_id == match.match_id
    app.show_menu()
    # The match then ended (nobody built: the Raiders walked in), the app stopping before its
    # results were shown; its kept file says it is over. The app is started again.
    ended = Match(rules, match.options, match.seats, 1, match_id=match.match_id)
    for action in played(1, 1, lambda seat: Forage()).actions:
        ended.apply(action)
    assert ended.is_over()
    saves.autosave(ended)
    app = make_app()
    frames(app)
    click_widget(app, _menu_button(app, "campaigns"))
    recorded = campaigns.load(campaigns.path_of(campaign))
    assert recorded.history and recorded.history[0].match_id == match.match_id
    assert recorded.history[0].outcome == RETRY  # nobody built: the Raiders walked in
    assert button_for(app.scene, "play").text == "Play Gate"


def test_campaigns_side_by_side_and_an_unrelated_game_touches_none() -> None:
    first, second = _start("Ada"), _start("Ben")
    before = campaigns.path_of(first).read_bytes()
    app = make_app(window_size=(1280, 720))
    frames(app)
    other = Match(registry.rules("siege"), {"players": 1}, [Seat("Cleo", "red", "human")], 3)
    app.start_match(other)
    app.show_menu()
    frames(app)
    assert campaigns.path_of(first).read_bytes() == before
    click_widget(app, _menu_button(app, "campaigns"))
    scene = app.scene
    assert [e.campaign.seats[0].name for e in scene.entries] == ["Ben", "Ada"]  # newest first
    assert scene.selected == second.campaign_id
    click(app, scene.row_rect(1).center)
    assert scene.selected == first.campaign_id


def test_a_damaged_campaign_file_is_listed_with_its_reason_and_kept(tmp_path) -> None:
    _start()
    bad = campaigns.campaigns_dir() / "broken.json"
    bad.write_text('{"format": "caravanserai-campaign", "version": 1}')
    app = make_app()
    frames(app)
    click_widget(app, _menu_button(app, "campaigns"))
    scene = app.scene
    broken = next(i for i, e in enumerate(scene.entries) if e.campaign is None)
    assert "broken.json" in scene.entries[broken].problem
    click(app, scene.row_rect(broken).center)
    assert scene.problem and "broken.json" in scene.problem
    assert bad.exists()
