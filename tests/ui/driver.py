"""Driving the app from tests: real pygame events in, one frame at a time."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from games.ui.app import App
from games.ui.settings import Settings

DT = 1 / 60


def make_app(computer_process: bool = False, **settings: object) -> App:
    values: dict[str, object] = {"computer_delay": 0.0, "window_size": (1280, 720)}
    values.update(settings)
    return App(settings=Settings(**values), computer_process=computer_process)  # type: ignore[arg-type]


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.step(DT)


def click(app: App, pos: tuple[int, int], button: int = 1, settle: int = 2) -> None:
    """Move there, press, release: what a mouse does."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, settle)


def click_widget(app: App, widget: object) -> None:
    click(app, widget.rect.center)  # type: ignore[attr-defined]


def key(app: App, k: int, mod: int = 0, settle: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    frames(app, settle)


def run_until(app: App, done: Callable[[], bool], timeout: float = 15.0) -> None:
    """Step frames until `done()`; computer players think in threads, so time must pass."""
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting for the app")
        app.step(DT)
        time.sleep(0.001)


def button_for(scene: object, key_name: str) -> object:
    """The widget a scene keeps under `key_name` in its `buttons` dict (widget -> key)."""
    buttons = scene.buttons  # type: ignore[attr-defined]
    return next(b for b, k in buttons.items() if k == key_name)
