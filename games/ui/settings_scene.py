"""Settings: window size, fullscreen, animation speed, computer move delay, volume, the
hot-seat handoff screen and "Confirm my turn". Every change applies at once and is stored.
And one thing that is the desktop's rather than the app's: Caravanserai in the applications
menu, with its icon and its saves opening on a double click (games/core/desktop.py)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core import desktop
from games.ui import look
from games.ui.scene import Frame, Scene
from games.ui.settings import ANIMATION_SPEEDS, CONFIRM_TURN_CHOICES, WINDOW_PRESETS

if TYPE_CHECKING:
    from games.ui.app import App

ROW_Y0, ROW_STEP = 146, 56
LABEL_X, FIELD_X, FIELD_W = 300, 620, 300
SAMPLE_GAP_S = 0.2  # at most one sample knock this often while the volume slider moves


def _size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} \u00d7 {size[1]}"


def _on_off(flag: bool) -> str:
    return "On" if flag else "Off"


def _launcher_words(installed: bool) -> str:
    return "Remove from the menu" if installed else "Add to the menu"


class SettingsScene(Scene):
    caption = "Settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.frame: Frame | None = None
        self.w: dict[str, pygame_gui.core.UIElement] = {}
        self.values: dict[str, pygame_gui.elements.UILabel] = {}
        self._sampled = float("-inf")

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        st = self.app.settings
        self.w, self.values = {}, {}
        rows = ["Window size", "Fullscreen (F11)", "Animation speed", "Computer move delay", "Sound volume",
                "Handoff screen (hot-seat)", "Confirm my turn", "Applications menu"]
        for i, label in enumerate(rows):
            pygame_gui.elements.UILabel(frame.rect(LABEL_X, ROW_Y0 + i * ROW_STEP, 300, 44), label, manager,
                                        object_id=ObjectID(None, "@field_label"))

        def row(i: int, w: float = FIELD_W) -> pygame.Rect:
            return frame.rect(FIELD_X, ROW_Y0 + i * ROW_STEP, w, 44)

        sizes = [(_size_label(s), f"{s[0]}x{s[1]}") for s in WINDOW_PRESETS]
        current = _size_label(st.window_size)
        if current not in [s[0] for s in sizes]:
            sizes.insert(0, (current, f"{st.window_size[0]}x{st.window_size[1]}"))
        start = next(s for s in sizes if s[0] == current)
        self.w["size"] = pygame_gui.elements.UIDropDownMenu(sizes, start, row(0), manager,
                                                            object_id=ObjectID("#window_size", None))
        self.w["fullscreen"] = pygame_gui.elements.UIButton(row(1, 120), _on_off(st.fullscreen), manager,
                                                            object_id=ObjectID("#fullscreen", "@choice_button"))
        speeds = [(label, str(v)) for v, label in ANIMATION_SPEEDS]
        speed = min(ANIMATION_SPEEDS, key=lambda s: abs(s[0] - st.animation_speed))
        self.w["speed"] = pygame_gui.elements.UIDropDownMenu(speeds, (speed[1], str(speed[0])), row(2), manager,
                                                             object_id=ObjectID("#animation_speed", None))
        self.w["delay"] = pygame_gui.elements.UIHorizontalSlider(row(3), st.computer_delay, (0.0, 3.0), manager,
                                                                 click_increment=0.1,
                                                                 object_id=ObjectID("#computer_delay", None))
        self.w["volume"] = pygame_gui.elements.UIHorizontalSlider(row(4), round(st.volume * 100), (0, 100), manager,
                                                                  click_increment=5,
                                                                  object_id=ObjectID("#volume", None))
        self.w["handoff"] = pygame_gui.elements.UIButton(row(5, 120), _on_off(st.handoff_screen), manager,
                                                         object_id=ObjectID("#handoff", "@choice_button"))
        # A button that steps through the choices: a drop-down this low would open over Back.
        self.w["confirm"] = pygame_gui.elements.UIButton(
            row(6), dict(CONFIRM_TURN_CHOICES)[st.confirm_turn], manager,
            tool_tip_text="After your move ends your turn, keep it on screen with Confirm and Undo",
            object_id=ObjectID("#confirm_turn", "@choice_button"))
        self.w["launcher"] = pygame_gui.elements.UIButton(
            row(7), _launcher_words(desktop.is_installed()), manager,
            tool_tip_text="Caravanserai in your desktop's menu with its icon; saves then open with a double click",
            object_id=ObjectID("#launcher", "@choice_button"))
        for key, i in (("delay", 3), ("volume", 4)):
            self.values[key] = pygame_gui.elements.UILabel(frame.rect(FIELD_X + FIELD_W + 16, ROW_Y0 + i * ROW_STEP,
                                                                      100, 44), "", manager)
        self._show_values()
        self.w["back"] = pygame_gui.elements.UIButton(frame.rect(540, 598, 200, 52), "Back", manager,
                                                      object_id=ObjectID("#back", "@menu_button"))

    def _show_values(self) -> None:
        st = self.app.settings
        self.values["delay"].set_text(f"{st.computer_delay:.1f} s")
        self.values["volume"].set_text(f"{round(st.volume * 100)} %")

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        st, element = self.app.settings, getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.w.get("back"):
                self.app.show_menu()
                return
            if element is self.w.get("fullscreen"):
                self.app.set_fullscreen(not st.fullscreen)  # rebuilds this scene at the new size
                return
            if element is self.w.get("launcher"):
                self._toggle_launcher()
                return
            if element is self.w.get("handoff"):
                st.handoff_screen = not st.handoff_screen
                element.set_text(_on_off(st.handoff_screen))
            if element is self.w.get("confirm"):
                keys = [key for key, _ in CONFIRM_TURN_CHOICES]
                st.confirm_turn = keys[(keys.index(st.confirm_turn) + 1) % len(keys)]
                element.set_text(dict(CONFIRM_TURN_CHOICES)[st.confirm_turn])
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if element is self.w.get("size"):
                w, h = (int(v) for v in event.selected_option_id.split("x"))
                self.app.set_window_size((w, h))
                return
            if element is self.w.get("speed"):
                st.animation_speed = float(event.selected_option_id)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if element is self.w.get("delay"):
                st.computer_delay = round(float(event.value), 1)
            elif element is self.w.get("volume"):
                st.volume = round(float(event.value)) / 100
                self.app.sounds.apply_volume()
                now = time.monotonic()
                if now - self._sampled >= SAMPLE_GAP_S:  # a drag sends a stream of moves: one knock, not a rattle
                    self._sampled = now
                    self.app.sounds.play("tock")  # a sample of the new level, as a piece would sound
            self._show_values()
        else:
            return
        self.app.store_settings()

    def _toggle_launcher(self) -> None:
        """Add Caravanserai to the desktop's menu, or take it away; the toast says what happened."""
        installed = desktop.is_installed()
        try:
            done = desktop.remove() if installed else desktop.install()
        except desktop.LauncherError as exc:
            self.app.toast(str(exc), seconds=8.0)
            return
        self.w["launcher"].set_text(_launcher_words(not installed))
        self.app.toast(" ".join(done.split("\n")), seconds=6.0)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "Settings", f.font_px(44), f.point(640, 70))
        look.sheet(surface, f.rect(250, 120, 780, 560), radius=f.px(16))
