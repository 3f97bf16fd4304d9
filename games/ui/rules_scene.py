"""The rules reference: each game's assets/rules/<id>.md, readable and scrollable.
Opened from the menu (pick the game) or from the table (F1, and back to the game)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games.core.paths import ASSETS_DIR
from games.ui import catalog, look
from games.ui.markdown_html import markdown_to_html
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App

RULES_DIR = ASSETS_DIR / "rules"


def rules_html(game_id: str, scale: float, rules_dir: Path | None = None) -> str:
    """The page for one game; without its file, the game's blurb (never an error page)."""
    path = (rules_dir or RULES_DIR) / f"{game_id}.md"
    try:
        return markdown_to_html(path.read_text(encoding="utf-8"), scale)
    except (OSError, UnicodeDecodeError):
        pass
    entry = next((e for e in catalog.entries() if e.id == game_id), None)
    title = entry.title if entry else game_id
    blurb = entry.info.blurb if entry and entry.info and entry.info.blurb else ""
    lines = [f"# {title}", "", blurb or f"The rules reference for {title} is not installed."]
    if entry and entry.players_text:
        lines += ["", f"**Players:** {entry.players_text}"]
    return markdown_to_html("\n".join(lines), scale)


class RulesScene(Scene):
    caption = "Rules"

    def __init__(self, app: App, game_id: str | None = None, back: Scene | None = None) -> None:
        super().__init__(app)
        self.back = back  # the game to return to; None: back to the menu
        ids = [e.id for e in catalog.entries()]
        self.choices = [game_id] if back is not None and game_id else ids
        self.game_id = game_id if game_id in ids or back is not None else (ids[0] if ids else None)
        self.game_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.text: pygame_gui.elements.UITextBox | None = None
        self.frame: Frame | None = None

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.game_buttons = {}
        by_id = {e.id: e for e in catalog.entries()}
        for i, gid in enumerate(self.choices if self.back is None else []):
            title = by_id[gid].title if gid in by_id else gid
            button = pygame_gui.elements.UIButton(frame.rect(40, 120 + i * 60, 260, 50), title, manager,
                                                  object_id=pygame_gui.core.ObjectID(f"#rules_{gid}", "@choice_button"))
            if gid == self.game_id:
                button.select()
            self.game_buttons[button] = gid
        label = "Back to the game" if self.back is not None else "Back"
        self.back_button = pygame_gui.elements.UIButton(frame.rect(40, 640, 260, 52), label, manager,
                                                        object_id=pygame_gui.core.ObjectID("#back", "@menu_button"))
        body = rules_html(self.game_id, frame.fs) if self.game_id else html.escape("No games are installed.")
        self.text = pygame_gui.elements.UITextBox(body, frame.rect(330, 100, 910, 600), manager,
                                                  object_id=pygame_gui.core.ObjectID("#rules_text", None))

    def go_back(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.show_menu()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.go_back()
        elif event.ui_element in self.game_buttons:
            self.game_id = self.game_buttons[event.ui_element]
            self.app.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.go_back()

    def draw(self, surface: pygame.Surface) -> None:
        if self.frame is None:
            return
        look.draw_table(surface)
        look.title(surface, "Rules", self.frame.font_px(40), self.frame.point(170, 60))
