"""Settings: kept as JSON, bad files fall back to defaults, the screen changes and stores them."""

from __future__ import annotations

import json

import pygame

from games.ui.settings import Settings, load_settings, save_settings, settings_path
from games.ui.settings_scene import SettingsScene
from tests.ui.driver import click_widget, frames, make_app


def test_round_trip_and_defaults() -> None:
    assert load_settings() == Settings()  # no file yet
    s = Settings(window_size=(1600, 900), fullscreen=True, animation_speed=2.0, computer_delay=1.5, volume=0.3,
                 handoff_screen=False, log_open=False)
    save_settings(s)
    assert load_settings() == s


def test_bad_or_odd_files_give_defaults_field_by_field() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{ not json")
    assert load_settings() == Settings()
    settings_path().write_text(json.dumps([1, 2]))
    assert load_settings() == Settings()
    settings_path().write_text(json.dumps({"volume": 7, "fullscreen": "yes", "window_size": [10, "x"],
                                           "computer_delay": 2, "animation_speed": True, "surprise": 1}))
    s = load_settings()
    assert s.volume == 1.0  # clamped into its range
    assert s.computer_delay == 2.0
    assert s.fullscreen is False and s.window_size == (1280, 720) and s.animation_speed == 1.0


def test_settings_screen_changes_are_applied_and_stored() -> None:
    app = make_app()
    app.show_settings()
    frames(app)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    click_widget(app, scene.w["handoff"])
    assert app.settings.handoff_screen is False
    assert load_settings().handoff_screen is False

    slider = scene.w["delay"]
    right = slider.right_button.rect.center
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=right, button=1))
        frames(app, 3)
    assert app.settings.computer_delay > 0.0
    assert load_settings().computer_delay == app.settings.computer_delay

    click_widget(app, scene.w["fullscreen"])
    assert app.settings.fullscreen is True
    assert load_settings().fullscreen is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app)
    assert app.settings.fullscreen is False
    assert app.screen.get_size() == (1280, 720)


def test_window_size_preset_resizes_and_relays_out() -> None:
    app = make_app()
    app.show_settings()
    frames(app)
    app.set_window_size((1600, 900))
    frames(app)
    assert app.screen.get_size() == (1600, 900)
    assert app.frame.s == 1600 / 1280
    assert isinstance(app.scene, SettingsScene)
    assert app.scene.w["back"].rect.width == round(200 * 1600 / 1280)
