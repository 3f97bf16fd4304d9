"""The rules reference: each game's assets/rules/<id>.md, readable and scrollable.
Opened from the menu (pick the game) or from the table (F1, and back to the game).

The page is a scrolling column of blocks, one per paragraph or list (a text box each) and
one per table (an image: the text box has no tables). Laying out a whole rulebook's text at once
took seconds, so the scene lays out what the first screen shows and adds one block a
frame after that, while the player is already reading."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core.paths import ASSETS_DIR
from games.ui import catalog, look
from games.ui.markdown_html import Block, Table, markdown_blocks
from games.ui.rules_table import table_surface
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App

RULES_DIR = ASSETS_DIR / "rules"
PAGE = (330, 100, 910, 600)  # the parchment sheet the page lies on, logical
BLOCK_GAP = 14  # between a section and a table, logical
TABLE_PX = 16  # the tables' text, a little smaller than the body's 17
TEXT_PAD = 6  # the text boxes' left padding (theme.json, @rules_page), logical
# The keys that read on: (direction, by how much).
SCROLL_KEYS = {pygame.K_UP: (-1, "line"), pygame.K_DOWN: (1, "line"), pygame.K_PAGEUP: (-1, "page"),
               pygame.K_PAGEDOWN: (1, "page"), pygame.K_SPACE: (1, "page"), pygame.K_HOME: (-1, "all"),
               pygame.K_END: (1, "all")}


def _fallback(game_id: str) -> str:
    """The game's blurb as Markdown, for a game whose rules file is missing."""
    entry = next((e for e in catalog.entries() if e.id == game_id), None)
    title = entry.title if entry else game_id
    blurb = entry.info.blurb if entry and entry.info and entry.info.blurb else ""
    lines = [f"# {title}", "", blurb or f"The rules reference for {title} is not installed."]
    if entry and entry.players_text:
        lines += ["", f"**Players:** {entry.players_text}"]
    return "\n".join(lines)


@lru_cache(maxsize=8)
def _blocks_from(path: Path, game_id: str, scale: float) -> tuple[Block, ...]:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        source = _fallback(game_id)
    return tuple(markdown_blocks(source, scale))


def rules_blocks(game_id: str, scale: float, rules_dir: Path | None = None) -> tuple[Block, ...]:
    """The page for one game; without its file, the game's blurb (never an error page)."""
    return _blocks_from((rules_dir or RULES_DIR) / f"{game_id}.md", game_id, scale)


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
        self.page: pygame_gui.elements.UIScrollingContainer | None = None
        self.blocks: list[pygame_gui.core.UIElement] = []  # laid out so far, top to bottom
        self._todo: list[Block] = []  # still to lay out, in reading order
        self._bottom = 0  # where the next block goes, in the page's pixels
        self._drawn = False  # the page's first screen is on the window
        self.frame: Frame | None = None

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.game_buttons = {}
        by_id = {e.id: e for e in catalog.entries()}
        for i, gid in enumerate(self.choices if self.back is None else []):
            title = by_id[gid].title if gid in by_id else gid
            button = pygame_gui.elements.UIButton(frame.rect(40, 120 + i * 60, 260, 50), title, manager,
                                                  object_id=ObjectID(f"#rules_{gid}", "@choice_button"))
            if gid == self.game_id:
                button.select()
            self.game_buttons[button] = gid
        label = "Back to the game" if self.back is not None else "Back"
        self.back_button = pygame_gui.elements.UIButton(frame.rect(40, 640, 260, 52), label, manager,
                                                        object_id=ObjectID("#back", "@menu_button"))
        inner = frame.rect(*PAGE).inflate(-frame.px(24), -frame.px(24))
        self.page = pygame_gui.elements.UIScrollingContainer(inner, manager, allow_scroll_x=False,
                                                             object_id=ObjectID("#rules_text", None))
        self.blocks, self._bottom, self._drawn = [], 0, False
        if self.game_id is None:
            self._todo = [f"<font pixel_size={frame.font_px(17)}>No games are installed.</font>"]
        else:
            self._todo = list(rules_blocks(self.game_id, frame.fs))
        while self._todo and self._bottom < inner.height:  # the first screen now, the rest frame by frame
            self._lay_out_next()

    def _width(self) -> int:
        assert self.page is not None and self.frame is not None
        return self.page.rect.width - self.frame.px(24)  # room for the scroll bar

    def _lay_out_next(self) -> None:
        assert self.page is not None and self.frame is not None
        block = self._todo.pop(0)
        f, width, top = self.frame, self._width(), self._bottom
        element: pygame_gui.core.UIElement
        if isinstance(block, Table):
            top += f.px(BLOCK_GAP) if self.blocks else 0
            indent = round(TEXT_PAD * f.fs)  # flush with the text beside it
            image = table_surface(block, width - indent, f.font_px(TABLE_PX))
            element = pygame_gui.elements.UIImage(pygame.Rect((indent, top), image.get_size()), image,
                                                  self.app.manager, container=self.page)
            gap = f.px(BLOCK_GAP)
        else:
            element = pygame_gui.elements.UITextBox(block, pygame.Rect(0, top, width, -1), self.app.manager,
                                                    container=self.page,
                                                    object_id=ObjectID("#rules_block", "@rules_page"))
            gap = 0
        self.blocks.append(element)
        self._bottom = element.rect.bottom - self.page.get_container().rect.top + gap
        self.page.set_scrollable_area_dimensions((width, self._bottom))

    def animating(self) -> bool:
        return bool(self._todo)

    def update(self, dt: float) -> None:
        if self._todo and self.page is not None and self._drawn:  # the first screen shows first
            self._lay_out_next()

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
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and self.page and self.frame:
            direction, amount = SCROLL_KEYS[event.key]
            step = {"line": self.frame.px(30), "page": self.page.rect.height * 9 // 10, "all": self._bottom}[amount]
            self.scroll_by(direction * step)

    def scroll_by(self, pixels: int) -> None:
        """Move the page by `pixels` (down when positive), within its ends."""
        bar = self.page.vert_scroll_bar if self.page is not None else None
        if bar is None or self._bottom <= 0:
            return
        top = -self.page.get_container().relative_rect.y
        room = max(0, self._bottom - self.page.rect.height)
        bar.set_scroll_from_start_percentage(min(max(0, top + pixels), room) / self._bottom)

    def draw(self, surface: pygame.Surface) -> None:
        if self.frame is None:
            return
        look.draw_table(surface)
        look.title(surface, "Rules", self.frame.font_px(40), self.frame.point(170, 60))
        look.sheet(surface, self.frame.rect(*PAGE), radius=self.frame.px(12))
        self._drawn = True
