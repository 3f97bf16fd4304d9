"""What every screen of the app is, and how layouts map onto the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games.ui.look import BASE_SIZE, font_scale, ui_scale

if TYPE_CHECKING:
    from games.ui.app import App


class Frame:
    """The 1280x720 logical screen placed in the window: one uniform scale, centred, so a
    layout drawn once fits any window size (the wood behind fills the margins)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.s = ui_scale(size)
        self.fs = font_scale(size)
        self.ox = round((size[0] - BASE_SIZE[0] * self.s) / 2)
        self.oy = round((size[1] - BASE_SIZE[1] * self.s) / 2)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(self.ox + x * self.s), round(self.oy + y * self.s), round(w * self.s),
                           round(h * self.s))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.s), round(self.oy + y * self.s)

    def px(self, n: float) -> int:
        """A length (line, gap, radius) at the window's scale."""
        return max(1, round(n * self.s))

    def font_px(self, n: float) -> int:
        """A font size at the window's font scale (never below 85 % of the design size)."""
        return round(n * self.fs)

    @property
    def window(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)


class Scene:
    """One screen. Widgets are made in `build` (again after each resize or return to the
    scene: the app clears the UIManager on every switch); the rest of the state lives in
    the scene object and survives those rebuilds."""

    caption = ""

    def __init__(self, app: App) -> None:
        self.app = app

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        """Create the widgets for this window size."""

    def leave(self) -> None:
        """The scene stops being shown (it may come back, e.g. the game after the rules)."""

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """pygame_gui's events (button pressed, list selection, ...)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse and keyboard events the widgets did not take."""

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        """Whether the scene needs frames without any event: something moves, or waits on a
        timer. While no scene, toast, sound or widget does, the app sleeps (idle means idle)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Everything under the widgets (the table, sheets, art)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Everything over the widgets (tooltips, the handoff cover's text)."""
