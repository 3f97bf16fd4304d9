"""Review: step through a match move by move, the table drawn by the game's own TableView
as it was after each move, beside the log (a click on a line goes to that move).

What is shown follows who may see it: while the match is still being played, only what the
seat at this screen may see (with two or more humans, public information only); once it is
over, everything, from the screen of the seat whose turn it was at that step, or of a seat
the reviewer picks. An outcome of chance shows as recorded, without its animation (the playback
was never kept), and the resolver is never asked again. The log notes each hint asked as the
table's log did.
"""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games import registry
from games.core.match import Match
from games.ui import look
from games.ui.art import fonts
from games.ui.log_panel import LogPanel
from games.ui.notes import HoverTip
from games.ui.scene import Frame, Scene
from games.ui.table_view import TableView

if TYPE_CHECKING:
    from games.ui.app import App

PLAY_STEP_S = 0.9  # a move's time on screen while playing, at animation speed 1
SETTLE_S = 60.0  # time enough to finish any view's animation at once (a jump is not animated)
AUTO = "Whose turn it was"

# (key, label, tooltip, keyboard key)
CONTROLS: tuple[tuple[str, str, str, int], ...] = (
    ("first", "|<", "The setup, before the first move (Home)", pygame.K_HOME),
    ("back", "<", "One move back (Left)", pygame.K_LEFT),
    ("play", "Play", "Play the moves one after another (Space)", pygame.K_SPACE),
    ("forward", ">", "One move on (Right)", pygame.K_RIGHT),
    ("last", ">|", "After the last move (End)", pygame.K_END),
)


def review_layout(frame: Frame) -> dict[str, pygame.Rect]:
    """Toolbar with the step controls on top, the log on the right, the table in the rest."""
    w, h = frame.size
    bar_h = frame.px(60)
    log_w = frame.px(310)  # as at the table
    out = {
        "toolbar": pygame.Rect(0, 0, w, bar_h),
        "table": pygame.Rect(0, bar_h, w - log_w, h - bar_h),
        "log": pygame.Rect(w - log_w, bar_h, log_w, h - bar_h),
    }
    bh, gap = frame.px(40), frame.px(8)
    y = (bar_h - bh) // 2
    out["button:return"] = pygame.Rect(w - gap - frame.px(110), y, frame.px(110), bh)
    x = out["button:return"].x - frame.px(24)
    out["seat"] = pygame.Rect(x - frame.px(230), y, frame.px(230), bh)
    x = out["seat"].x - frame.px(16)
    widths = {"play": 78, "first": 52, "back": 52, "forward": 52, "last": 52}
    for key, _, _, _ in reversed(CONTROLS):
        x -= frame.px(widths[key])
        out[f"button:{key}"] = pygame.Rect(x, y, frame.px(widths[key]), bh)
        x -= gap
    out["caption"] = pygame.Rect(frame.px(16), 0, max(0, x - frame.px(24)), bar_h)
    return out


class ReviewScene(Scene):
    caption = "Review"

    def __init__(self, app: App, match: Match, back: Scene | None = None, step: int | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.back = back  # the match in progress, the results or the load screen
        self.states: list[Any] = list(match.states())
        self.actors = match.actors()
        self.over = match.is_over()
        last = len(self.states) - 1
        self.step = last if step is None else max(0, min(last, step))
        self.chosen: int | None = None  # a seat the reviewer opened (finished matches only)
        self.playing = False
        self.wait = 0.0
        self.table: TableView = registry.view_module(match.game_id).TableView(match.rules, match.seats, match.options)
        self.log = LogPanel()
        # As at the table: each hint asked under the move after which it was asked, those asked
        # before the first move above the entries (the match keeps them, a save carries them).
        self.log.sync(match.log_lines(), match.hint_notes())
        self.hover = HoverTip(self._tooltip)
        self.frame: Frame | None = None
        self.regions: dict[str, pygame.Rect] = {}
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.seat_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.shown_seat: int | None = None  # whose view the table was last given (None: public)
        self.table.layout(review_layout(app.frame)["table"])
        self._show(animate=False)

    # --- what is shown ---

    def viewer(self) -> int | None:
        """The seat whose view the table draws at this step."""
        if not self.over:
            humans = [i for i, s in enumerate(self.match.seats) if s.is_human]
            return humans[0] if len(humans) == 1 else None
        if self.chosen is not None:
            return self.chosen
        acting = self.rules.current_player(self.states[self.step])
        if not isinstance(acting, int):  # over, or chance to decide: the screen of the seat that moved last
            acting = next((a for a in reversed(self.actors[:self.step]) if isinstance(a, int)), None)
        return acting

    def _show(self, animate: bool) -> None:
        state = self.states[self.step]
        seat = self.viewer()
        self.shown_seat = seat
        acting = self.rules.current_player(state)
        self.table.show(self.rules.view(state, seat), seat, [], acting if isinstance(acting, int) else None)
        if not animate:
            self.table.update(SETTLE_S)
        self.log.show_entry(self.step - 1 if self.step > 0 else None)
        self._refresh_controls()

    def go(self, step: int, *, animate: bool = False) -> None:
        step = max(0, min(len(self.states) - 1, step))
        if step == self.step:
            return
        one_on = step == self.step + 1
        self.step = step
        self._show(animate=animate and one_on)
        self.hover.moved(self.hover.pos)

    def act(self, key: str) -> None:
        if key == "play":
            self.playing = not self.playing and self.step < len(self.states) - 1
            self.wait = 0.0
            self._refresh_controls()
            return
        self.playing = False
        target = {"first": 0, "back": self.step - 1, "forward": self.step + 1, "last": len(self.states) - 1}[key]
        self.go(target, animate=key == "forward")
        self._refresh_controls()

    def step_words(self) -> str:
        total = len(self.states) - 1
        if self.step == 0:
            return f"The setup, before the first of {total} moves"
        return f"After move {self.step} of {total}"

    def seen_words(self) -> str:
        seat = self.shown_seat
        if seat is None:
            return "what every player sees"
        return f"{self.match.seats[seat].name}'s screen"

    # --- widgets ---

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.regions = review_layout(frame)
        self.buttons = {}
        for key, label, tip, _ in CONTROLS:
            button = pygame_gui.elements.UIButton(self.regions[f"button:{key}"], label, manager, tool_tip_text=tip,
                                                  object_id=ObjectID(f"#{key}", "@toolbar_button"))
            self.buttons[button] = key
        back_words = "Back to the match" if self.back is not None and not self.over else "Back"
        back = pygame_gui.elements.UIButton(self.regions["button:return"], "Back", manager,
                                            tool_tip_text=f"{back_words} (Esc)",
                                            object_id=ObjectID("#return", "@toolbar_button"))
        self.buttons[back] = "return"
        self.seat_menu = None
        if self.over:
            names = [AUTO, *(f"{s.name}'s screen" for s in self.match.seats)]
            start = names[0] if self.chosen is None else names[self.chosen + 1]
            self.seat_menu = pygame_gui.elements.UIDropDownMenu(names, start, self.regions["seat"], manager,
                                                                object_id=ObjectID("#seat", None))
        box = self.regions["log"].inflate(-frame.px(16), -frame.px(16))
        box.height -= frame.px(34)
        box.y += frame.px(34)
        self.log.layout(box, frame.font_px(15))
        self.log.show_entry(self.step - 1 if self.step > 0 else None)
        self.table.layout(self.regions["table"].copy())
        self._show(animate=False)

    def _refresh_controls(self) -> None:
        last = len(self.states) - 1
        for button, key in self.buttons.items():
            if key == "play":
                button.set_text("Pause" if self.playing else "Play")
            at_end = (key in ("first", "back") and self.step == 0) or (key in ("forward", "last") and self.step == last)
            if key == "play":
                at_end = self.step == last and not self.playing
            if at_end:
                button.disable()
            else:
                button.enable()

    def leave(self) -> None:
        self.playing = False
        self.hover.moved(None)

    def close(self) -> None:
        if self.back is not None:
            self.app.switch(self.back)
        else:
            self.app.show_menu()

    # --- input ---

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            if key == "return":
                self.close()
            else:
                self.act(key)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.seat_menu:
            names = [AUTO, *(f"{s.name}'s screen" for s in self.match.seats)]
            index = names.index(event.text) if event.text in names else 0
            self.chosen = None if index == 0 else index - 1
            self._show(animate=False)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            for key, _, _, k in CONTROLS:
                if event.key == k:
                    self.act(key)
            return
        if not self.regions:
            return
        if self.log.handle_event(event, getattr(event, "pos", self.hover.pos or (0, 0))):
            picked = self.log.take_picked()
            if picked is not None:
                self.playing = False
                self.go(picked + 1)
            return
        if event.type == pygame.MOUSEMOTION:
            inside = self.regions["table"].collidepoint(event.pos)
            self.hover.moved(event.pos if inside else None)
            if inside:
                self._to_table(event)  # hover highlights; the table proposes nothing here

    def _to_table(self, event: pygame.event.Event) -> None:
        try:
            self.table.handle_event(event)
        except Exception:  # a fault in one game's view must not close the review
            traceback.print_exc()

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        try:
            return self.table.tooltip(pos)
        except Exception:
            traceback.print_exc()
            return None

    # --- time ---

    def update(self, dt: float) -> None:
        self.table.update(dt * self.app.settings.animation_speed)
        self.hover.update(dt)
        if not self.playing:
            return
        self.wait += dt * self.app.settings.animation_speed
        if self.wait >= PLAY_STEP_S and not self.table.is_animating():
            self.wait = 0.0
            self.go(self.step + 1, animate=True)
            if self.step >= len(self.states) - 1:
                self.playing = False
            self._refresh_controls()

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        if self.frame is None:
            return
        look.draw_table(surface)
        surface.set_clip(self.regions["table"])
        try:
            self.table.draw(surface)
        finally:
            surface.set_clip(None)
        self._draw_toolbar(surface, self.frame)
        self._draw_log(surface, self.frame)

    def _draw_toolbar(self, surface: pygame.Surface, f: Frame) -> None:
        """Which match, which step, and whose screen the table shows."""
        bar = self.regions["toolbar"]
        surface.fill(look.WOOD_DARK, bar)
        pygame.draw.line(surface, look.GOLD, bar.bottomleft, bar.bottomright, max(1, f.px(2)))
        caption = self.regions["caption"]
        title = f"Review \u2014 {self.rules.info.title}" + ("" if self.over else " (in progress)")
        fonts.text(surface, title, f.font_px(18), look.PARCHMENT, (caption.x, caption.y + f.px(8)), bold=True,
                   max_width=caption.width)
        fonts.text(surface, f"{self.step_words()} \u00b7 {self.seen_words()}", f.font_px(15), look.PARCHMENT_DARK,
                   (caption.x, caption.y + f.px(34)), max_width=caption.width)

    def _draw_log(self, surface: pygame.Surface, f: Frame) -> None:
        log = self.regions["log"]
        surface.blit(look.shade(log.size), log)
        fonts.text(surface, "Game log \u2014 click a move to see it", f.font_px(16), look.PARCHMENT,
                   (log.x + f.px(12), log.y + f.px(12)), bold=True, max_width=log.width - f.px(24))
        self.log.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.frame is not None:
            self.hover.draw(surface, self.frame.font_px(15))
