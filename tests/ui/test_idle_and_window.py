"""Idle means idle: the loop sleeps between events when nothing moves, yet a computer's move,
a tooltip or a delayed sound still come. And the window: a minimum size, and the size the
player resized to kept for the next start."""

from __future__ import annotations

import pygame
import pytest

import games.ui.app as app_module
from games import registry
from games.bench.measures import late_game_match
from games.core import paths
from games.core.contract import Seat
from games.core.match import Match
from games.ui.app import MIN_SIZE, App
from games.ui.game_scene import GameScene
from games.ui.settings import load_settings
from tests.ui.driver import DT, frames, make_app, run_until

STILL_WAITS = 4  # idle sleeps to watch before the test's hand closes the window
FRAME_GUARD = 900  # 15 s of frames at full rate: an app that never sleeps is stopped and fails


def _tokens(kinds: tuple[str, ...]) -> Match:
    rules = registry.rules("tokens")
    seats = [Seat(f"P{i}", rules.info.colours[i].name, k) for i, k in enumerate(kinds)]
    return Match(rules, rules.info.default_options(len(seats)), seats, 4)


def _run_and_count(app: App, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """Run the real loop. Every sleep ends at once as if its time had passed without an
    event, and after STILL_WAITS of them a QUIT comes. Returns (frames drawn before the
    first sleep, frames drawn in all, sleeps)."""
    drawn, sleeps = [0], [0]
    first_sleep: list[int] = []
    draw = app.draw

    def counting_draw() -> None:
        drawn[0] += 1
        if drawn[0] == FRAME_GUARD:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        draw()

    def idle(seconds: float) -> bool:
        sleeps[0] += 1
        if not first_sleep:
            first_sleep.append(drawn[0])
        if sleeps[0] > STILL_WAITS:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return True
        return False

    monkeypatch.setattr(app, "draw", counting_draw)
    monkeypatch.setattr(app, "idle", idle)
    app.run()
    return (first_sleep[0] if first_sleep else drawn[0]), drawn[0], sleeps[0]


def test_the_menu_sleeps_when_nothing_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    before, total, sleeps = _run_and_count(app, monkeypatch)
    assert total < FRAME_GUARD, "the menu drew frames without end"
    assert sleeps == STILL_WAITS + 1
    assert total == before, "a frame was drawn while nothing moved"


def test_a_still_late_jerusalem_table_sleeps(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = GameScene(app, late_game_match("jerusalem", humans=True))
    app.switch(scene)
    scene.confirm_handoff()
    before, total, sleeps = _run_and_count(app, monkeypatch)
    assert total < FRAME_GUARD, "the table drew frames without end"
    assert sleeps == STILL_WAITS + 1 and total == before


def test_an_event_wakes_the_sleeping_app_and_is_handled() -> None:
    app = make_app()
    frames(app)
    assert not app.idle(0.05)  # nothing came
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0, unicode="", scancode=0))
    assert app.idle(0.5)
    app.step(DT)
    assert list((paths.user_data_dir() / "screenshots").glob("*.png")), "the event that woke the app was lost"


def test_a_computer_move_keeps_the_frames_coming(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "AWAKE_AFTER_EVENT_S", 0.0)
    app = make_app(computer_delay=0.3)
    match = _tokens(("random", "human"))
    app.start_match(match)
    frames(app, 3)
    assert app.busy(), "a computer seat is to move: the app must not sleep"
    run_until(app, lambda: len(match.actions) > 0)
    frames(app, 130)  # the move lands, the table settles
    assert match.current_player() == 1 and not app.busy()


def test_a_resting_pointer_keeps_the_app_awake_until_its_tooltip(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "AWAKE_AFTER_EVENT_S", 0.0)
    app = make_app(computer_delay=30.0)
    app.start_match(_tokens(("human", "random")))
    frames(app, 130)
    scene: GameScene = app.scene
    spot = scene.table._hand_spot(0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    for _ in range(200):
        if not app.busy():
            break
        app.step(DT)
    assert scene.hover.words and scene.hover.words.startswith("Token ")


def test_a_toast_or_a_delayed_sound_keeps_the_app_awake(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app_module, "AWAKE_AFTER_EVENT_S", 0.0)
    app = make_app()
    frames(app, 3)
    assert not app.busy()
    app.toast("Saved.")
    assert app.busy()
    app.toasts.items.clear()
    app.sounds.play_later("chime", 0.3)
    assert app.busy()


def test_the_window_is_never_smaller_than_the_minimum() -> None:
    app = make_app(window_size=(800, 500))
    assert app.screen.get_size() == MIN_SIZE
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 700), w=900, h=700))
    frames(app)
    assert app.screen.get_size() == (MIN_SIZE[0], 700)


def test_the_window_opens_no_larger_than_the_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The default 1280x720 on a 1024x768 screen opened with its left edge off the screen (seen
    under a real X server); it now opens within the screen, and the stored size is kept for a
    larger one. The dummy driver has no screen, so the test stands in for one."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 768)])
    app = make_app(window_size=(1280, 720))
    assert app.screen.get_size() == (1024, 768 - app_module.DESKTOP_MARGIN)
    assert app.settings.window_size == (1280, 720), "the size the player chose stays stored"
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert make_app(window_size=(1280, 720)).screen.get_size() == (1280, 720)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    assert make_app(window_size=(1280, 720)).screen.get_size() == MIN_SIZE  # the least every layout needs


def test_the_size_the_player_resized_to_is_kept_for_the_next_start() -> None:
    app = make_app()
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1400, 820), w=1400, h=820))
    frames(app)
    assert app.screen.get_size() == (1400, 820) and app.frame.size == (1400, 820)
    assert load_settings().window_size == (1400, 820)
    again = App(computer_process=False)  # the settings as stored
    assert again.screen.get_size() == (1400, 820)
