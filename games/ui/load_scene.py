"""Load: the saves folder newest first, or any file through pygame_gui's file dialog.
A save that cannot be opened says why here; nothing is overwritten."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core import paths
from games.ui import look, saves
from games.ui.art import fonts
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App


class LoadScene(Scene):
    caption = "Load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves = saves.list_saves()
        self.labels = [f"{s.label}" for s in self.saves]
        self.selected: Path | None = None
        self.problem: str | None = None
        self.frame: Frame | None = None
        self.list: pygame_gui.elements.UISelectionList | None = None
        self.open_button: pygame_gui.elements.UIButton | None = None
        self.browse_button: pygame_gui.elements.UIButton | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        self.dialog_open = False

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        items = [(label, str(i)) for i, label in enumerate(self.labels)]
        chosen = next((items[i] for i, s in enumerate(self.saves) if s.path == self.selected), None)
        self.list = None
        if items:
            self.list = pygame_gui.elements.UISelectionList(frame.rect(150, 150, 980, 380), items, manager,
                                                            default_selection=chosen,
                                                            object_id=ObjectID("#saves", None))
        self.back_button = pygame_gui.elements.UIButton(frame.rect(150, 622, 200, 52), "Back", manager,
                                                        object_id=ObjectID("#back", "@menu_button"))
        self.browse_button = pygame_gui.elements.UIButton(
            frame.rect(650, 622, 240, 52), "Other file\u2026", manager, tool_tip_text="Pick a save file anywhere",
            object_id=ObjectID("#browse", "@menu_button"))
        self.open_button = pygame_gui.elements.UIButton(frame.rect(910, 622, 220, 52), "Open", manager,
                                                        object_id=ObjectID("#open", "@start_button"))
        if self.selected is None:
            self.open_button.disable()
        if self.problem:
            pygame_gui.elements.UITextBox(html.escape(self.problem), frame.rect(150, 540, 980, 70), manager,
                                          object_id=ObjectID("#problem", "@notice_box"))
        if self.dialog_open:
            self._open_dialog()

    def _open_dialog(self) -> None:
        assert self.frame is not None
        folder = paths.saves_dir()
        start = folder if folder.is_dir() else Path.home()
        self.dialog = pygame_gui.windows.UIFileDialog(
            self.frame.rect(290, 90, 700, 540), self.app.manager, window_title="Open a save file",
            initial_file_path=str(start), allow_existing_files_only=True, allowed_suffixes={".json"})
        self.dialog.delete_button.hide()  # a load dialog has no business deleting saves
        self.dialog_open = True

    def update(self, dt: float) -> None:
        # Closed by Cancel, its close box, or OK (whose path-picked event arrives a frame later,
        # so the reference is kept to recognise it).
        if self.dialog is not None and not self.dialog.alive():
            self.dialog_open = False

    def open(self, path: Path) -> None:
        problem = self.app.open_save(path)
        if problem:
            self.problem = problem
            self.app.rebuild()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.back_button:
                self.app.show_menu()
            elif element is self.browse_button and not self.dialog_open:
                self._open_dialog()
            elif element is self.open_button and self.selected is not None:
                self.open(self.selected)
        elif element is self.list and event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                                                     pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            index = self._index_of(event)
            if index is None:
                return
            self.selected = self.saves[index].path
            if self.open_button is not None:
                self.open_button.enable()
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.open(self.selected)
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and element is self.dialog:
            self.dialog_open = False
            self.open(Path(event.text))
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.dialog:
            self.dialog_open = False

    def _index_of(self, event: pygame.event.Event) -> int | None:
        # Labels may repeat (two saves of one game in one minute); the item id is the index.
        item = self.list.get_single_selection(include_object_id=True) if self.list else None
        if isinstance(item, tuple):
            return int(item[1])
        text = getattr(event, "text", None)
        return self.labels.index(text) if text in self.labels else None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.dialog_open:
            self.app.show_menu()

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "Load a game", f.font_px(44), f.point(640, 62))
        look.sheet(surface, f.rect(120, 112, 1040, 580), radius=f.px(16))
        fonts.text(surface, f"Saves in {paths.saves_dir()}", f.font_px(15), look.INK_SOFT, f.point(150, 124))
        if not self.saves:
            fonts.text(surface, "No saves yet: in a game, Save (Ctrl+S) puts one here.", f.font_px(18), look.INK,
                       f.point(640, 330), anchor="center")
