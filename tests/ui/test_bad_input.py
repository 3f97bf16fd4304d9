"""Bad saves and broken games: a message for the player, never a traceback or a lost file."""

from __future__ import annotations

import json

import pytest

from games import registry
from games.core import paths
from games.core.contract import Seat
from games.core.match import SAVE_VERSION, Match
from games.ui import app as app_module
from games.ui import catalog
from games.ui.game_scene import GameScene
from games.ui.load_scene import LoadScene
from games.ui.menu_scene import MenuScene
from games.ui.new_game_scene import NewGameScene
from tests.ui.driver import click, click_widget, frames, make_app


def _good_save() -> dict:
    rules = registry.rules("tokens")
    m = Match(rules, rules.info.default_options(2), [Seat("A", "red"), Seat("B", "blue", "random")], 3)
    m.apply(rules.legal_actions(m.state)[0])
    return m.to_json()


BAD = {
    "truncated": lambda: json.dumps(_good_save())[:60],
    "not_json": lambda: "this is a shopping list, not a save",
    "newer": lambda: json.dumps({**_good_save(), "version": SAVE_VERSION + 1}),
    "unknown_game": lambda: json.dumps({**_good_save(), "game": "chess"}),
    "bad_move": lambda: json.dumps({**_good_save(), "actions": [{"kind": "play", "token": 42}]}),
}
EXPECT = {"truncated": "cut short", "not_json": "cut short", "newer": "newer", "unknown_game": "chess",
          "bad_move": "move 1"}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_save_shows_its_message_and_overwrites_nothing(case: str, tmp_path) -> None:
    app = make_app()
    frames(app)
    autosave_text = json.dumps(_good_save())
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text(autosave_text)
    bad = tmp_path / f"{case}.json"
    bad.write_text(BAD[case]())
    original = bad.read_bytes()

    problem = app.open_save(bad)
    assert problem and EXPECT[case] in problem
    assert "Traceback" not in problem
    assert isinstance(app.scene, MenuScene)
    assert bad.read_bytes() == original
    assert paths.autosave_path().read_text() == autosave_text


def test_bad_save_through_the_load_screen(tmp_path) -> None:
    app = make_app()
    paths.saves_dir().mkdir(parents=True)
    (paths.saves_dir() / "Tokens broken.json").write_text('{"format": "caravanserai-save", "vers')
    app.show_load()
    frames(app)
    load = app.scene
    assert "unreadable" in load.saves[0].problem
    click(app, load.list.row_rect(0).center)
    frames(app, 2)
    click_widget(app, load.open_button)
    frames(app)
    assert isinstance(app.scene, LoadScene)
    assert "cut short" in app.scene.problem


def test_run_with_a_bad_save_opens_the_menu_with_the_message(tmp_path, monkeypatch) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    seen = {}

    def after_first_frame() -> None:
        seen["scene"] = app_instance[0].scene
        raise SystemExit  # leave the loop: the test only needs the first frame

    app_instance = []
    real_app = app_module.App

    def capture(**kwargs):
        a = real_app(**kwargs)
        app_instance.append(a)
        return a

    monkeypatch.setattr(app_module, "App", capture)
    with pytest.raises(SystemExit):
        app_module.run(bad, first_frame_hook=after_first_frame)
    scene = seen["scene"]
    assert isinstance(scene, MenuScene)
    assert "bad.json" in scene.notice and "cut short" in scene.notice
    assert scene.notice_window is not None and scene.notice_window.alive()


def test_run_with_a_good_save_opens_the_game(tmp_path, monkeypatch) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_good_save()))
    seen = {}
    real_app = app_module.App

    def capture(**kwargs):
        a = real_app(**kwargs)
        seen["app"] = a
        return a

    def hook() -> None:
        seen["scene"] = seen["app"].scene
        raise SystemExit

    monkeypatch.setattr(app_module, "App", capture)
    with pytest.raises(SystemExit):
        app_module.run(good, first_frame_hook=hook)
    assert isinstance(seen["scene"], GameScene)
    assert len(seen["scene"].match.actions) == 1


def test_a_game_with_broken_config_is_listed_disabled_and_others_still_play() -> None:
    registry.register("broken", "tests.ui.broken_game", "tests.ui.toy_view")
    catalog.forget()
    try:
        app = make_app()
        frames(app)
        entries = app.scene.entries
        broken = next(e for e in entries if e.id == "broken")
        assert not broken.playable
        assert "config/broken/board.yaml" in broken.problem
        assert "areas[3].value" in broken.problem and "minimum of 0" in broken.problem
        rects = app.scene.boxes()
        click(app, rects[entries.index(broken)].center)
        assert isinstance(app.scene, MenuScene)  # a broken box does not open
        click(app, rects[[e.id for e in entries].index("tokens")].center)
        assert isinstance(app.scene, NewGameScene) and app.scene.entry.id == "tokens"
        app.scene.start()
        assert isinstance(app.scene, GameScene)
    finally:
        registry._extra.pop("broken", None)
        catalog.forget()
