"""A click as a hand makes it, through the whole app: move, press, release, frames between."""

from __future__ import annotations

import pygame

from games.core.match import Match
from games.ui import saves
from games.ui.app import App
from games.ui.load_scene import LoadScene
from tests.ui.driver import frames


def hand_click(app: App, pos: tuple[int, int]) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 4)  # the release, pygame_gui's press event, and what a list makes of it


def choose_file(app: App, path: object) -> None:
    """Click the load screen's entry for `path`."""
    load = app.scene
    index = [s.path for s in load.saves].index(path)  # type: ignore[attr-defined]
    hand_click(app, load.list.row_rect(index).center)  # type: ignore[attr-defined]
    assert load.selected == path  # type: ignore[attr-defined]


def load_screen_on(app: App, match: Match) -> LoadScene:
    """The match kept, the load screen open, its entry chosen."""
    path = saves.autosave(match)
    app.show_load()
    frames(app)
    choose_file(app, path)
    assert isinstance(app.scene, LoadScene)
    return app.scene


def press_key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frames(app, 2)
