"""The load screen's list: one entry of two lines per kept match or save, so that the game and
its progress, the date, every seat (with its computer level) and the state of the file can
all be read at once at any window size. A click chooses, a double click or Enter opens; the
wheel, the arrow keys and the page keys move through a long list.

Drawn by hand: pygame_gui's selection list has one line per item and cuts what is longer.
"""

from __future__ import annotations

import pygame

from games.ui import look
from games.ui.art import fonts
from games.ui.saves import KEPT, OLD_AUTOSAVE, SaveSummary

DOUBLE_CLICK_MS = 500
WHEEL_ROWS = 1

_WHAT = {KEPT: "", OLD_AUTOSAVE: "autosave of an earlier version", "saved": "saved file"}


def status_words(entry: SaveSummary) -> str:
    """'finished', 'in progress, saved file', ..."""
    what = _WHAT.get(entry.kind, "")
    state = "finished" if entry.finished else "in progress"
    return f"{state} \u00b7 {what}" if what else state


class SaveList:
    def __init__(self, entries: list[SaveSummary]) -> None:
        self.entries = entries
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.px = 16
        self.selected: int | None = None
        self.hovered: int | None = None
        self.offset = 0  # first entry in view
        self._press: int | None = None
        self._last_click: tuple[int, int] | None = None  # (entry, ticks) of the last click

    def layout(self, rect: pygame.Rect, px: int) -> None:
        self.rect, self.px = rect.copy(), px
        self._clamp()

    # --- geometry ---

    def _pad(self) -> int:
        return max(4, self.px // 2)

    def row_h(self) -> int:
        return 2 * fonts.font(self.px).get_linesize() + 2 * self._pad()

    def visible(self) -> int:
        return max(1, self.rect.height // self.row_h())

    def _clamp(self) -> None:
        self.offset = max(0, min(self.offset, len(self.entries) - self.visible()))

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where entry `index` is drawn, if it is in view."""
        n = index - self.offset
        if not 0 <= n < self.visible() or index >= len(self.entries):
            return None
        return pygame.Rect(self.rect.x, self.rect.y + n * self.row_h(), self.rect.width - self._bar_w(), self.row_h())

    def _bar_w(self) -> int:
        return max(8, self.px // 2) + 6 if len(self.entries) > self.visible() else 0

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos) or pos[0] >= self.rect.right - self._bar_w():
            return None
        index = self.offset + (pos[1] - self.rect.y) // self.row_h()
        return index if index < len(self.entries) and self.row_rect(index) is not None else None

    # --- input ---

    def choose(self, index: int) -> None:
        self.selected = max(0, min(len(self.entries) - 1, index))
        if self.selected < self.offset:
            self.offset = self.selected
        elif self.selected >= self.offset + self.visible():
            self.offset = self.selected - self.visible() + 1
        self._clamp()

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> str | None:
        """'chose' when an entry was chosen, 'open' on a double click or Enter, else None.
        `pointer` is where the mouse is (a wheel event does not say)."""
        if not self.entries:
            return None
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.offset -= event.y * WHEEL_ROWS
            self._clamp()
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.index_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = self.index_at(event.pos)
            if self._press is None and self.rect.collidepoint(event.pos):  # the scroll track: a page
                self.offset += self.visible() if event.pos[1] > self.rect.centery else -self.visible()
                self._clamp()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            index, self._press = self.index_at(event.pos), None
            if index is None:
                return None
            now = pygame.time.get_ticks()
            double = self._last_click is not None and self._last_click[0] == index and \
                now - self._last_click[1] <= DOUBLE_CLICK_MS
            self._last_click = None if double else (index, now)
            self.choose(index)
            return "open" if double else "chose"
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return None

    def _key(self, key: int) -> str | None:
        last = len(self.entries) - 1
        here = self.selected if self.selected is not None else -1
        moves = {pygame.K_DOWN: here + 1, pygame.K_UP: max(0, here - 1), pygame.K_HOME: 0, pygame.K_END: last,
                 pygame.K_PAGEDOWN: here + self.visible(), pygame.K_PAGEUP: max(0, here - self.visible())}
        if key in moves:
            self.choose(moves[key])
            return "chose"
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
            return "open"
        return None

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (255, 249, 234), self.rect)
        pygame.draw.rect(surface, look.INK_SOFT, self.rect, width=2)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for index in range(self.offset, min(len(self.entries), self.offset + self.visible())):
            rect = self.row_rect(index)
            if rect is not None:
                self._draw_row(surface, index, rect)
        surface.set_clip(clip)
        if self._bar_w():
            track = pygame.Rect(self.rect.right - self._bar_w() + 2, self.rect.y + 4, self._bar_w() - 6,
                                self.rect.height - 8)
            pygame.draw.rect(surface, look.PARCHMENT_DARK, track, border_radius=track.width // 2)
            h = max(self.px * 2, track.height * self.visible() // len(self.entries))
            room = len(self.entries) - self.visible()
            y = track.y + (track.height - h) * self.offset // max(1, room)
            pygame.draw.rect(surface, look.INK_SOFT, (track.x, y, track.width, h), border_radius=track.width // 2)

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        entry = self.entries[index]
        if index == self.selected:
            pygame.draw.rect(surface, (224, 180, 90), rect.inflate(-4, -2), border_radius=6)
        elif index == self.hovered:
            pygame.draw.rect(surface, (251, 231, 168), rect.inflate(-4, -2), border_radius=6)
        pygame.draw.line(surface, look.PARCHMENT_DARK, rect.bottomleft, rect.bottomright)
        pad, line_h = self._pad(), fonts.font(self.px).get_linesize()
        x, y, right = rect.x + 2 * pad, rect.y + pad, rect.right - 2 * pad
        head, date, second, status = row_words(entry)
        date_x = fonts.text(surface, date, self.px - 1, look.INK_SOFT, (right, y), anchor="topright").x
        fonts.text(surface, head, self.px, look.INK, (x, y), bold=True, max_width=date_x - x - pad)
        y += line_h
        colour = look.WARNING if entry.problem is not None else look.INK
        status_x = fonts.text(surface, status, self.px - 1, look.INK_SOFT, (right, y), anchor="topright").x
        fonts.text(surface, second, self.px - 1, colour, (x, y), max_width=status_x - x - pad)

    def cut_words(self, index: int) -> list[str]:
        """The words of entry `index` that its row has no room for (none, at any size the app offers)."""
        rect = self.row_rect(index) or pygame.Rect(self.rect.x, self.rect.y, self.rect.width - self._bar_w(), 0)
        pad = self._pad()
        head, date, second, status = row_words(self.entries[index])
        room = rect.width - 4 * pad
        first = fonts.font(self.px, True).size(head)[0] + pad + fonts.font(self.px - 1).size(date)[0]
        other = fonts.font(self.px - 1).size(second)[0] + pad + fonts.font(self.px - 1).size(status)[0]
        return [words for words, width in ((head, first), (second, other)) if width > room]


def row_words(entry: SaveSummary) -> tuple[str, str, str, str]:
    """(game and progress, date, seats, state) for a file that opens; the reason where it does not."""
    if entry.problem is not None:
        return entry.game or entry.path.name, entry.when, f"Cannot be opened: {entry.problem}", ""
    return f"{entry.game} \u2014 {entry.progress}", entry.when, entry.seats, status_words(entry)
