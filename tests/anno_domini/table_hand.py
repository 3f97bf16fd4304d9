"""Playing Anno Domini at the table as a hand does: for a chosen legal action, the clicks and
drags that make it (press, motion and release in separate frames), read from what the view
shows and lights, never from the rules' internals."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.anno_domini.rules import actions as a
from games.core.contract import Action
from games.ui.app import App
from games.ui.game_scene import GameScene
from tests.ui.driver import DT

Pos = tuple[int, int]


def step(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.step(DT)


def event(app: App, kind: int, pos: Pos, **extra: object) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), **extra))
    step(app)


def click(app: App, pos: Pos) -> None:
    event(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    event(app, pygame.MOUSEBUTTONDOWN, pos, button=1)
    event(app, pygame.MOUSEBUTTONUP, pos, button=1)


def drag(app: App, start: Pos, end: Pos) -> None:
    event(app, pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0))
    event(app, pygame.MOUSEBUTTONDOWN, start, button=1)
    for k in (1, 2, 3, 4):
        point = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        event(app, pygame.MOUSEMOTION, point, rel=(1, 1), buttons=(1, 0, 0))
    event(app, pygame.MOUSEBUTTONUP, end, button=1)


def _zone(scene: GameScene, key: str) -> Pos:
    return scene.table.zones[key].center


def _button(scene: GameScene, test: object) -> str | None:
    """The zone key of the panel's button for `test` (an action, or a command string), if shown."""
    panel = scene.table.panel()
    for b in panel.buttons if panel else ():
        if (b.action == test or (isinstance(test, str) and b.command == test)) \
                and f"button:{b.key}" in scene.table.zones:
            return f"button:{b.key}"
    return None


Click = Callable[[App, Pos], None]
Drag = Callable[[App, Pos, Pos], None]


def next_gesture(app: App, scene: GameScene, action: Action, click: Click = click, drag: Drag = drag) -> None:
    """One gesture towards `action` (a choice first, where the action needs one); `click` and
    `drag` make the events (a test may count its frames its own way)."""
    view = scene.table
    cards = view.shown_cards()
    if isinstance(action, (a.PlayCard, a.PutBack)):
        start = view.card_rect(cards.index(action.card)).center
        drag(app, start, _zone(scene, f"row:{action.row}"))
        return
    targets = view.targets()
    key = next((k for k, t in targets.items() if t == action), None)
    if key is None:
        key = _button(scene, action)
    if key is None:  # a choice at the table comes first
        if isinstance(action, a.PlaceFollower):
            key = _button(scene, f"source:{action.source}")
        elif isinstance(action, (a.ChangePlaces, a.MoveFriendly)):
            key = f"cell:{action.source}"
        elif isinstance(action, a.PlaceFriendly):
            key = f"friendly:{action.colour}"
        elif isinstance(action, a.Swap):
            key = f"cell:{action.mine}"
        elif isinstance(action, a.GiveFavor):
            key = f"marker:{action.marker}"
        elif isinstance(action, a.Illuminate) and action.apostle == "orange":
            key = _button(scene, "orange")
        if key is None and "page:next" in view.zones:
            key = "page:next"
    assert key is not None, f"no gesture makes {action!r}; lit: {sorted(targets)[:12]}"
    click(app, _zone(scene, key))


def make(app: App, scene: GameScene, action: Action, click: Click = click, drag: Drag = drag) -> None:
    """Make `action` by hand; the match must have taken exactly it."""
    before = len(scene.match.actions)
    for attempt in range(8):
        if attempt:
            # nothing happened: the player looks again before the next click (one at once at the
            # spot of the last would be a double-click's, which the table drops where its button changed)
            step(app, 25)
        next_gesture(app, scene, action, click, drag)
        if len(scene.match.actions) > before:
            break
    assert len(scene.match.actions) > before, f"{action!r} was not made"
    assert scene.match.actions[before] == action  # (a computer may have moved since)


def open_results(app: App, scene: GameScene) -> object:
    """A finished match's final board stays a moment, then offers the results: click through."""
    from tests.ui.hand import hand_click

    for _ in range(600):
        if scene.results_button is not None:
            break
        step(app)
    hand_click(app, scene.results_button.rect.center)
    return app.scene
