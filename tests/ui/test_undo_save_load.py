"""Undo (own move yes, after a computer's move no), Ctrl+S, Load, Continue."""

from __future__ import annotations

import json

import pygame

from games import registry
from games.core import paths
from games.core.contract import Seat
from games.core.match import Match
from games.ui import saves
from games.ui.game_scene import GameScene
from games.ui.load_scene import LoadScene
from games.ui.menu_scene import MenuScene
from tests.ui.driver import button_for, click, click_widget, frames, key, make_app, run_until


def _start(app, players: list[str], seed: int = 5) -> GameScene:
    rules = registry.rules("tokens")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(f"P{i + 1}", colours[i], kind) for i, kind in enumerate(players)]
    app.start_match(Match(rules, rules.info.default_options(len(seats)), seats, seed))
    frames(app)
    assert isinstance(app.scene, GameScene)
    return app.scene


def _play_own_token(app, scene: GameScene, k: int = 0) -> None:
    """Click the k-th token in the open seat's hand on the table."""
    click(app, scene.table._hand_spot(scene.screens.open_seat, k))


def _state(match: Match) -> str:
    return json.dumps(match.rules.state_to_json(match.state), sort_keys=True)


def test_undo_own_move_then_refused_after_computer_move() -> None:
    app = make_app(computer_delay=30.0)  # the computer waits: there is time to take the move back
    scene = _start(app, ["human", "random"])
    _play_own_token(app, scene)
    assert len(scene.match.actions) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.match.actions == []
    assert scene.match.current_player() == 0

    app.settings.computer_delay = 0.0
    _play_own_token(app, scene)
    run_until(app, lambda: len(scene.match.actions) == 2)  # the computer answered
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.actions) == 2
    assert any("computer" in t for t in app.toasts.texts()), app.toasts.texts()

    # The toolbar button does the same and says the same.
    click_widget(app, button_for(scene, "undo"))
    assert len(scene.match.actions) == 2


def test_ctrl_s_saves_a_readable_file_and_load_restores_it() -> None:
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    _play_own_token(app, scene, 1)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    files = list(paths.saves_dir().iterdir())
    assert len(files) == 1 and files[0].suffix == ".caravan"
    assert files[0].name.startswith("Tokens ") and files[0].stem.endswith(" P1, 1 computer")
    assert any(str(paths.saves_dir()) in t for t in app.toasts.texts())
    before = _state(scene.match)

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    click_widget(app, button_for(app.scene, "load"))
    assert isinstance(app.scene, LoadScene)
    load = app.scene
    listed = [s.path for s in load.saves]
    assert files[0] in listed and saves.kept_path(scene.match) in listed  # the save, and the match kept
    click(app, load.list.row_rect(listed.index(files[0])).center)
    frames(app, 2)
    assert load.selected == files[0]
    click_widget(app, load.open_button)
    assert isinstance(app.scene, GameScene)
    assert app.scene is not scene
    assert _state(app.scene.match) == before
    assert app.scene.match.log == scene.match.log


def test_continue_brings_back_the_autosave_at_its_last_action() -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["human", "random", "random"])
    _play_own_token(app, scene)
    run_until(app, lambda: scene.match.current_player() == 0)
    assert saves.kept_path(scene.match).is_file()
    before, log = _state(scene.match), list(scene.match.log)

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    click_widget(app, button_for(app.scene, "continue"))
    assert isinstance(app.scene, GameScene)
    assert _state(app.scene.match) == before
    assert app.scene.match.log == log
    assert app.scene.match.current_player() == 0


def test_illegal_attempt_shows_the_reason_near_the_pointer() -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["human", "random"])
    _play_own_token(app, scene)
    run_until(app, lambda: scene.match.current_player() == 0)
    played = scene.table._played_spot(0, 0)
    click(app, played)  # a token already on the table is not in the hand
    assert len(scene.match.actions) == 2
    toast = app.toasts.items[-1]
    assert toast.words == "You do not hold that token."
    assert toast.near == played


def test_clicks_while_the_computer_is_to_act_do_nothing() -> None:
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    _play_own_token(app, scene)
    assert scene.match.current_player() == 1
    for k in range(2):
        _play_own_token(app, scene, k)  # the human's remaining token, and a spot now empty
    click(app, (5, 700))  # the table's edge: nothing there
    assert len(scene.match.actions) == 1
    assert scene.match.current_player() == 1


def test_clicks_during_animations_keep_the_match_consistent() -> None:
    app = make_app(handoff_screen=False)
    scene = _start(app, ["human", "human"])
    for _ in range(4):  # each click lands while the previous token is still sliding
        seat = scene.match.current_player()
        click(app, scene.table._hand_spot(seat, 0), settle=0)
        app.step(1 / 240)
        assert scene.table.is_animating()
    assert scene.match.is_over()
    assert sorted(t for p in scene.match.state.played for t in p) == sorted(
        t for h in next(scene.match.states()).hands for t in h)


def test_load_any_file_through_the_file_dialog() -> None:
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    _play_own_token(app, scene)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saved = next(paths.saves_dir().glob("*.caravan"))
    before = _state(scene.match)
    app.show_load()
    frames(app)
    click_widget(app, app.scene.browse_button)
    dialog = app.scene.dialog
    assert dialog is not None and dialog.alive() and not dialog.delete_button.visible
    item = next(i for i in dialog.file_selection_list.item_list if i["text"] == saved.name)
    click_widget(app, item["button_element"])
    frames(app, 3)
    click_widget(app, dialog.ok_button)
    frames(app, 3)
    assert isinstance(app.scene, GameScene)
    assert _state(app.scene.match) == before

    app.show_load()
    frames(app)
    click_widget(app, app.scene.browse_button)
    click_widget(app, app.scene.dialog.cancel_button)
    frames(app)
    assert not app.scene.dialog.alive() and not app.scene.dialog_open
