"""No match is ever lost: each match is kept in a file of its own after every move, Continue
resumes the latest and says which, Load lists every kept match and save (finished and broken
ones too) with game, progress, seats and date, and deleting asks first."""

from __future__ import annotations

import json
import os

import pygame
import pygame_gui
import pytest

from games import registry
from games.core import paths
from games.core.contract import Seat
from games.core.match import Match
from games.ui import saves
from games.ui.game_scene import GameScene
from games.ui.load_scene import LoadScene
from games.ui.menu_scene import MenuScene
from games.ui.results_scene import ResultsScene
from games.ui.save_list import row_words
from tests.ui.driver import button_for, frames, key, make_app
from tests.ui.hand import choose_file, hand_click, load_screen_on


def _match(kinds: list[str], seed: int = 5) -> Match:
    rules = registry.rules("tokens")
    seats = [Seat(f"P{i + 1}", rules.info.colours[i].name, kind) for i, kind in enumerate(kinds)]
    return Match(rules, rules.info.default_options(len(seats)), seats, seed)


def _start(app, kinds: list[str], seed: int = 5) -> GameScene:
    app.start_match(_match(kinds, seed))
    frames(app)
    assert isinstance(app.scene, GameScene)
    return app.scene


def _play_own_token(app, scene: GameScene) -> None:
    hand_click(app, scene.table._hand_spot(scene.screens.open_seat, 0))


def _state(match: Match) -> str:
    return json.dumps(match.rules.state_to_json(match.state), sort_keys=True)


def test_a_new_game_keeps_the_match_continue_would_resume() -> None:
    app = make_app(computer_delay=30.0)
    first = _start(app, ["human", "random"], seed=5)
    _play_own_token(app, first)
    assert len(first.match.actions) == 1
    first_state = _state(first.match)
    key(app, pygame.K_ESCAPE)

    second = _start(app, ["human", "random", "random"], seed=9)
    _play_own_token(app, second)
    os.utime(saves.kept_path(first.match), (1, 1))  # the first match was played earlier
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)

    kept = saves.kept_matches()
    assert [k.path for k in kept] == [saves.kept_path(second.match), saves.kept_path(first.match)]
    continue_button = button_for(app.scene, "continue")
    assert continue_button.text == "Continue Tokens"
    words = saves.latest_in_progress().continue_words
    assert "1 move" in words and "P1, P2 (computer, random), P3 (computer, random)" in words

    hand_click(app, continue_button.rect.center)
    assert isinstance(app.scene, GameScene) and app.scene.match.seed == 9
    key(app, pygame.K_ESCAPE)

    hand_click(app, button_for(app.scene, "load").rect.center)
    load = app.scene
    assert isinstance(load, LoadScene)
    choose_file(app, saves.kept_path(first.match))
    hand_click(app, load.open_button.rect.center)
    assert isinstance(app.scene, GameScene)
    assert _state(app.scene.match) == first_state
    assert app.scene.match.match_id == first.match.match_id  # it goes on in its own file


def test_load_lists_progress_seats_finished_and_broken_and_the_old_autosave() -> None:
    # A finished match, kept.
    done = _match(["human", "ai-normal"], seed=3)
    while not done.is_over():
        done.apply(done.rules.legal_actions(done.state)[0])
    saves.autosave(done)
    # A kept match that can no longer be replayed (a move the rules refuse).
    broken = _match(["human", "human"], seed=4)
    data = broken.to_json()
    data["actions"] = [{"kind": "play", "token": 42}]
    data.pop("summary")
    paths.matches_dir().mkdir(parents=True, exist_ok=True)
    broken_path = paths.matches_dir() / f"{broken.match_id}.json"
    broken_path.write_text(json.dumps(data))
    # The single autosave of an earlier version: no match id, no summary.
    old = _match(["human", "random"], seed=6)
    old.apply(old.rules.legal_actions(old.state)[0])
    legacy = old.to_json()
    legacy.pop("summary")
    legacy.pop("match_id")
    paths.autosave_path().write_text(json.dumps(legacy))

    # A kept match whose summary says all is well, but whose moves this version refuses.
    refused = _match(["human", "human"], seed=7)
    data = refused.to_json()
    data["actions"] = [{"kind": "play", "token": 42}]
    refused_path = paths.matches_dir() / f"{refused.match_id}.json"
    refused_path.write_text(json.dumps(data))

    app = make_app()
    app.show_load()
    frames(app, 6)  # the load screen replays one entry a frame
    load = app.scene
    by_path = {s.path: s for s in load.saves}
    assert "move 1 cannot be replayed" in by_path[refused_path].problem
    words = {path: row_words(s) for path, s in by_path.items()}
    kept = by_path[saves.kept_path(done)]
    assert words[kept.path] == (f"Tokens \u2014 {len(done.actions)} moves", kept.when, "P1, P2 (computer, normal)",
                                "finished")
    assert "Cannot be opened" in words[broken_path][2] and "move 1" in words[broken_path][2]
    assert words[paths.autosave_path()][0] == "Tokens \u2014 1 move"
    assert words[paths.autosave_path()][3] == "in progress \u00b7 autosave of an earlier version"
    assert len(load.saves) == 4 and all(load.list.row_rect(i) for i in range(4))
    assert saves.latest_in_progress().path == paths.autosave_path()  # Continue still finds it

    choose_file(app, broken_path)
    hand_click(app, load.open_button.rect.center)
    assert isinstance(app.scene, LoadScene) and "move 1" in app.scene.problem
    assert broken_path.exists()  # listed with its reason, never deleted

    choose_file(app, paths.autosave_path())
    hand_click(app, app.scene.open_button.rect.center)
    assert isinstance(app.scene, GameScene)
    moved = saves.kept_path(app.scene.match)
    assert moved.is_file() and not paths.autosave_path().exists()  # moved into its own file

    key(app, pygame.K_ESCAPE)
    app.show_load()
    frames(app)
    choose_file(app, saves.kept_path(done))
    hand_click(app, app.scene.open_button.rect.center)
    assert isinstance(app.scene, ResultsScene)  # a finished match opens on its results


def test_a_save_of_a_kept_match_goes_on_apart_from_it() -> None:
    """Playing on from an older save must not overwrite where the kept match had got to."""
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    saved = saves.save_match(scene.match)
    _play_own_token(app, scene)
    kept_text = saves.kept_path(scene.match).read_text()
    key(app, pygame.K_ESCAPE)
    assert app.open_save(saved) is None
    assert app.scene.match.match_id != scene.match.match_id
    _play_own_token(app, app.scene)
    assert saves.kept_path(scene.match).read_text() == kept_text


def test_deleting_asks_first() -> None:
    app = make_app()
    load = load_screen_on(app, _match(["human", "human"]))
    path = load.selected
    hand_click(app, load.delete_button.rect.center)
    assert isinstance(load.confirm, pygame_gui.windows.UIConfirmationDialog)
    hand_click(app, load.confirm.cancel_button.rect.center)
    frames(app, 2)
    assert path.exists() and load.confirm is None

    hand_click(app, load.delete_button.rect.center)
    hand_click(app, load.confirm.confirm_button.rect.center)
    frames(app, 2)
    assert not path.exists()
    assert load.saves == [] and load.list.entries == []


@pytest.mark.parametrize("size", [(1024, 640), (1024, 768), (1920, 1080)])
def test_every_entry_reads_whole_at_every_size(size: tuple[int, int]) -> None:
    """Four seats with their computer levels, the progress and the date: nothing cut."""
    rules = registry.rules("jerusalem")
    names = ["Anastasia", "Bartholomew", "Clementine", "Dorothea"]
    kinds = ["human", "ai-normal", "ai-hard", "ai-easy"]
    seats = [Seat(n, rules.info.colours[i].name, k) for i, (n, k) in enumerate(zip(names, kinds, strict=True))]
    match = Match(rules, rules.info.default_options(4), seats, 3)
    for _ in range(12):
        match.apply(rules.legal_actions(match.state)[0])
    saves.autosave(match)
    saves.save_match(match)
    app = make_app(window_size=size)
    app.show_load()
    frames(app)
    load = app.scene
    assert len(load.saves) == 2
    head, _, seats_words, _ = row_words(load.saves[0])
    assert head == "Jerusalem \u2014 Round 1 of 5, Auction, 12 moves"
    assert seats_words == ("Anastasia, Bartholomew (computer, normal), Clementine (computer, hard), "
                           "Dorothea (computer, easy)")
    assert [load.list.cut_words(i) for i in range(2)] == [[], []]


def test_continue_names_a_long_titled_game_by_its_short_name_within_its_button() -> None:
    app = make_app(window_size=(1024, 640))
    rules = registry.rules("kreuzes")
    seats = [Seat(f"P{i + 1}", rules.info.colours[i].name, "human") for i in range(2)]
    app.start_match(Match(rules, rules.info.default_options(2), seats, 4))
    frames(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    button = button_for(app.scene, "continue")
    assert button.text == "Continue Kreuzes"
    width, _ = button.font.size(button.text)
    assert width < button.rect.width
