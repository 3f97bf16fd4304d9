"""The Road to Jerusalem at the table, with events as a hand makes them (press, motion, release):
started from the New game screen for one person, its road of seven towns, Nazareth's match
played from there, and the campaign found again by Continue after the app is started anew."""

from __future__ import annotations

import pygame
import pytest

from games.ui import campaigns
from games.ui.campaign_scene import CampaignScene
from games.ui.game_scene import GameScene
from games.ui.menu_scene import MenuScene
from games.ui.new_game_scene import NewGameScene
from tests.anno_domini.table_hand import step
from tests.ui.driver import button_for, make_app
from tests.ui.hand import hand_click


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_a_campaign_starts_from_new_game_and_survives_a_restart(size: tuple[int, int]) -> None:
    app = make_app(window_size=size, confirm_turn="off")
    app.switch(NewGameScene(app, "anno_domini"))
    step(app, 2)
    scene = app.scene
    assert scene.campaign_button is None  # four players: no campaign
    players_1 = next(w for w, (what, which) in scene.widgets.items() if what == "players" and which == 1)
    hand_click(app, players_1.rect.center)
    step(app, 2)
    scene = app.scene
    scene.seating.set_option("barabbas_colour", "yellow")
    scene.seating.set_option("town", "samaria")  # a single game's town: the campaign starts at Nazareth
    hand_click(app, scene.campaign_button.rect.center)
    step(app, 2)
    road = app.scene
    assert isinstance(road, CampaignScene)
    [entry] = campaigns.everything()
    c = entry.campaign
    assert road.selected == c.campaign_id and c.game == "anno_domini" and c.stage == 0
    assert dict(c.options)["barabbas_colour"] == "yellow" and "town" not in dict(c.options)
    play = button_for(road, "play")
    assert play.text == "Play Nazareth"
    hand_click(app, play.rect.center)
    step(app, 2)
    game = app.scene
    assert isinstance(game, GameScene)
    assert game.match.options["town"] == "nazareth" and game.match.state.bar.colour == "yellow"
    assert campaigns.load(entry.path).match_id == game.match.match_id
    pygame.event.clear()
    # The app is closed mid-match and started again: Continue brings the town's match back.
    again = make_app(window_size=size, confirm_turn="off")
    step(again, 2)
    assert isinstance(again.scene, MenuScene)
    hand_click(again, button_for(again.scene, "continue").rect.center)
    step(again, 2)
    assert isinstance(again.scene, GameScene) and again.scene.match.match_id == game.match.match_id
    pygame.event.clear()
