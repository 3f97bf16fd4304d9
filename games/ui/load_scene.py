"""Load: every kept match (finished ones too) and every save, newest first, each with its
game, progress, seats and date; or any file through pygame_gui's file dialog. Open, review
move by move, or delete after a confirmation. A file that cannot be opened is listed with
its reason; nothing is overwritten or removed unless the player asks."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core import paths, save_file
from games.ui import look, saves
from games.ui.art import fonts
from games.ui.save_list import SaveList, status_words
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App


class LoadScene(Scene):
    caption = "Load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[saves.SaveSummary] = []
        self.list = SaveList([])
        self.selected: Path | None = None
        self._read_list()
        self.problem: str | None = None
        self.frame: Frame | None = None
        self.pointer = (0, 0)
        self.open_button: pygame_gui.elements.UIButton | None = None
        self.browse_button: pygame_gui.elements.UIButton | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.review_button: pygame_gui.elements.UIButton | None = None
        self.delete_button: pygame_gui.elements.UIButton | None = None
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        self.dialog_open = False
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.deleting: Path | None = None  # waiting for the player to confirm

    def _read_list(self) -> None:
        self.saves = saves.everything()
        self._all_checked = False  # whether every entry is known to replay, or known not to
        offset = self.list.offset
        self.list = SaveList(self.saves)
        self.list.offset = offset
        paths_listed = [s.path for s in self.saves]
        if self.selected in paths_listed:
            self.list.selected = paths_listed.index(self.selected)
        else:
            self.selected = None

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.list.layout(frame.rect(150, 150, 980, 382), frame.font_px(16))
        self.back_button = pygame_gui.elements.UIButton(frame.rect(150, 622, 140, 52), "Back", manager,
                                                        object_id=ObjectID("#back", "@menu_button"))
        self.delete_button = pygame_gui.elements.UIButton(
            frame.rect(306, 622, 150, 52), "Delete\u2026", manager, tool_tip_text="Delete the chosen file (asks first)",
            object_id=ObjectID("#delete", "@menu_button"))
        self.browse_button = pygame_gui.elements.UIButton(
            frame.rect(588, 622, 200, 52), "Other file\u2026", manager, tool_tip_text="Pick a save file anywhere",
            object_id=ObjectID("#browse", "@menu_button"))
        self.review_button = pygame_gui.elements.UIButton(
            frame.rect(804, 622, 150, 52),
            "Review", manager, tool_tip_text="Step through the chosen match, move by move",
            object_id=ObjectID("#review", "@menu_button"))
        self.open_button = pygame_gui.elements.UIButton(frame.rect(970, 622, 160, 52), "Open", manager,
                                                        object_id=ObjectID("#open", "@start_button"))
        if self.selected is None:
            for button in (self.open_button, self.review_button, self.delete_button):
                button.disable()
        if self.problem:
            pygame_gui.elements.UITextBox(html.escape(self.problem), frame.rect(150, 540, 980, 70), manager,
                                          object_id=ObjectID("#problem", "@notice_box"))
        if self.dialog_open:
            self._open_dialog()
        if self.deleting is not None:
            self._ask_delete()

    def _ask_delete(self) -> None:
        assert self.frame is not None and self.deleting is not None
        chosen = next((s for s in self.saves if s.path == self.deleting), None)
        what = html.escape(self.deleting.name)
        if chosen is not None and chosen.problem is None:
            what = "<br>".join(html.escape(line) for line in (
                f"{chosen.game} \u2014 {chosen.progress}", chosen.seats, f"{chosen.when} ({status_words(chosen)})"))
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            self.frame.rect(340, 220, 600, 280), f"Delete this for good?<br><br>{what}", self.app.manager,
            window_title="Delete", action_short_name="Delete", object_id=ObjectID("#confirm_delete", None))

    def _open_dialog(self) -> None:
        assert self.frame is not None
        folder = paths.saves_dir()
        start = folder if folder.is_dir() else Path.home()
        self.dialog = pygame_gui.windows.UIFileDialog(
            self.frame.rect(290, 90, 700, 540), self.app.manager, window_title="Open a save file",
            initial_file_path=str(start), allow_existing_files_only=True, allowed_suffixes=set(save_file.SAVE_SUFFIXES))
        self.dialog.delete_button.hide()  # a load dialog has no business deleting saves
        self.dialog_open = True

    def update(self, dt: float) -> None:
        # Closed by Cancel, its close box, or OK (whose path-picked event arrives a frame later,
        # so the reference is kept to recognise it).
        if self.dialog is not None and not self.dialog.alive():
            self.dialog_open = False
        self._verify_one()

    def _verify_one(self) -> None:
        """Replay one entry a frame (the list shows at once): one that cannot be replayed
        then says why, before anyone tries to open it."""
        if self._all_checked:
            return  # an idle list costs nothing
        index = next((i for i, s in enumerate(self.saves) if not saves.is_verified(s)), None)
        if index is None:
            self._all_checked = True
            return
        self.saves[index] = saves.verified(self.saves[index])  # the list shows this very list

    def open(self, path: Path) -> None:
        problem = self.app.open_save(path)
        if problem:
            self._show_problem(problem)

    def review(self, path: Path) -> None:
        match, problem = self.app.load_match(path)
        if match is None:
            self._show_problem(problem or "")
        else:
            self.app.show_review(match, back=self)

    def _show_problem(self, problem: str) -> None:
        self.problem = problem
        self._read_list()  # the file is now listed with its reason
        self.app.rebuild()

    def delete(self, path: Path) -> None:
        """After the confirmation: the file goes, and the list with it."""
        try:
            saves.delete(path)
        except OSError as exc:
            self.problem = f"Could not delete {path.name}: {exc.strerror or exc}"
        else:
            self.problem = None
            self.selected = None
        self._read_list()
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
            elif element is self.review_button and self.selected is not None:
                self.review(self.selected)
            elif element is self.delete_button and self.selected is not None and self.confirm is None:
                self.deleting = self.selected
                self._ask_delete()
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.confirm:
            path, self.deleting, self.confirm = self.deleting, None, None
            if path is not None:
                self.delete(path)
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.confirm:
            self.deleting, self.confirm = None, None
        elif event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and element is self.dialog:
            self.dialog_open = False
            self.open(Path(event.text))
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.dialog:
            self.dialog_open = False

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog_open or self.confirm is not None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
            return
        if hasattr(event, "pos"):
            self.pointer = event.pos
        answer = self.list.handle_event(event, self.pointer)
        if answer is None or self.list.selected is None:
            return
        chosen = self.saves[self.list.selected]
        changed = chosen.path != self.selected
        self.selected = chosen.path
        for button in (self.open_button, self.review_button, self.delete_button):
            if button is not None:
                button.enable()
        if answer == "open":
            self.open(self.selected)
        elif changed and (chosen.problem or self.problem):
            # why it cannot be opened, in full, as Open would say it
            self.problem = saves.problem_line(chosen.path, chosen.problem) if chosen.problem else None
            self.app.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "Load a game", f.font_px(44), f.point(640, 62))
        look.sheet(surface, f.rect(120, 112, 1040, 580), radius=f.px(16))
        fonts.text(surface, f"Every match played here is kept until you delete it; your saves are in "
                   f"{paths.saves_dir()}", f.font_px(15), look.INK_SOFT, f.point(150, 124), max_width=f.px(980))
        if self.saves:
            self.list.draw(surface)
        else:
            fonts.text(surface, "No matches or saves yet: a new game is kept here from its first move.",
                       f.font_px(18), look.INK, f.point(640, 330), anchor="center")
