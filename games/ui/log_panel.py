"""The game log: every action in words, newest last, scrollable, folded away by the toolbar.

Drawn by hand rather than with pygame_gui's UITextBox: a text box lays out and keeps the
whole text, which for a 120-move Medina log cost 50 MB and a tenth of a second per rebuild.
Here each action is wrapped once and only the rows in view are rendered (and cached).
"""

from __future__ import annotations

import pygame

from games.ui import look
from games.ui.art import fonts

WHEEL_ROWS = 3


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.px = 15
        self.rows: list[tuple[str, str]] = []  # (number or "", text) per drawn row
        self.row_entry: list[int] = []  # per row: the log entry (action) it belongs to
        self.row_indent: list[int] = []  # per row: pixels it is set in (what followed by itself)
        self.row_note: list[bool] = []  # per row: a note of the table's (a hint asked), not the game's
        self.marked: int | None = None  # an entry shown highlighted (the step a review shows)
        self.picked: int | None = None  # an entry the player clicked, until taken
        self._press_row: int | None = None
        self.lines: list[str] = []
        self.preface: list[str] = []  # notes before the first move (a hint asked then), unnumbered
        self.notes: dict[int, list[str]] = {}  # the table's notes after an entry (Match.hint_notes)
        self.offset = 0  # first row in view
        self.follow = True  # stick to the newest line until the player scrolls up
        self._cache: dict[tuple[int, str, str, int, bool], pygame.Surface] = {}
        self._drag: int | None = None  # pointer y where a thumb drag started, minus the thumb's top

    # --- content ---

    def layout(self, rect: pygame.Rect, px: int) -> None:
        if rect.size != self.rect.size or px != self.px:
            self._cache.clear()
        self.rect, self.px = rect.copy(), px
        self._rewrap()

    def sync(self, lines: list[str], notes: dict[int, list[str]] | None = None) -> None:
        """Follow the match log: new lines appended, or fewer after an undo; `notes` the table's
        notes by the entry they follow (Match.hint_notes), shown with it but set apart from the
        game's words; those of entry -1 come before the first move, without a number (a click on
        one picks nothing)."""
        notes = dict(notes or {})
        preface = notes.pop(-1, [])
        if lines == self.lines and preface == self.preface and notes == self.notes:
            return
        self.lines, self.preface, self.notes = list(lines), preface, notes
        self._rewrap()

    def _rewrap(self) -> None:
        width = self.rect.width - 2 * self._pad() - self._number_w() - self._bar_w()
        self.rows, self.row_entry, self.row_indent, self.row_note = [], [], [], []
        self._cache.clear()  # the number column may have widened (9 moves to 10)
        for note in self.preface:
            self._add(-1, note, 0, width, note=True)
        for i, entry in enumerate(self.lines):
            # The action's own line, then what followed by itself, set in one step further; then
            # the table's notes (a hint asked), not set in: they are nobody's move.
            for p, paragraph in enumerate(entry.split("\n")):
                self._add(i, paragraph, self._indent() if p else 0, width)
            for note in self.notes.get(i, []):
                self._add(i, note, 0, width, note=True)
        self._clamp(stick=self.follow)

    def _add(self, entry: int, paragraph: str, indent: int, width: int, note: bool = False) -> None:
        """The rows of one paragraph of `entry` (-1: before the first), numbered on its first row."""
        for part in fonts.wrap(paragraph, self.px, max(40, width - indent)):
            first = entry >= 0 and (not self.row_entry or self.row_entry[-1] != entry)
            self.rows.append((f"{entry + 1}." if first else "", part))
            self.row_entry.append(entry)
            self.row_indent.append(indent)
            self.row_note.append(note)

    def _indent(self) -> int:
        return self.px

    # --- geometry ---

    def _pad(self) -> int:
        return max(6, self.px // 2)

    def _row_h(self) -> int:
        return fonts.font(self.px).get_linesize()

    def _number_w(self) -> int:
        return fonts.font(self.px).size(f"{max(1, len(self.lines))}.")[0] + self.px // 2

    def _bar_w(self) -> int:
        return max(8, self.px // 2)

    def visible_rows(self) -> int:
        return max(1, (self.rect.height - 2 * self._pad()) // self._row_h())

    def _max_offset(self) -> int:
        return max(0, len(self.rows) - self.visible_rows())

    def _clamp(self, stick: bool = False) -> None:
        self.offset = self._max_offset() if stick else max(0, min(self.offset, self._max_offset()))
        self.follow = self.offset >= self._max_offset()

    def _thumb(self) -> pygame.Rect | None:
        if self._max_offset() == 0:
            return None
        track = pygame.Rect(self.rect.right - self._bar_w() - 3, self.rect.y + 4, self._bar_w(), self.rect.height - 8)
        h = max(self.px * 2, track.height * self.visible_rows() // len(self.rows))
        y = track.y + (track.height - h) * self.offset // self._max_offset()
        return pygame.Rect(track.x, y, track.width, h)

    # --- input ---

    def scroll(self, rows: int) -> None:
        self.offset += rows
        self._clamp()

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under `pos`, if it shows a line."""
        thumb = self._thumb()
        if not self.rect.collidepoint(pos) or (thumb is not None and pos[0] >= thumb.x - 3):
            return None
        n = (pos[1] - self.rect.y - self._pad()) // self._row_h()
        row = self.offset + n
        return row if 0 <= n < self.visible_rows() and row < len(self.rows) else None

    def take_picked(self) -> int | None:
        """The entry the player clicked since the last call (a press and release on it)."""
        picked, self.picked = self.picked, None
        return picked

    def show_entry(self, entry: int | None) -> None:
        """Highlight one entry and scroll it into view (None: no highlight)."""
        self.marked = entry
        if entry is None or entry not in self.row_entry:
            return
        first = self.row_entry.index(entry)
        last = len(self.row_entry) - 1 - self.row_entry[::-1].index(entry)
        if first < self.offset:
            self.offset = first
        elif last >= self.offset + self.visible_rows():
            self.offset = last - self.visible_rows() + 1
        self._clamp()

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> bool:
        """Wheel, thumb drags, page clicks and clicks on a line; True if the event was the log's."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.scroll(-event.y * WHEEL_ROWS)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            thumb = self._thumb()
            self._press_row = None
            if thumb is not None and thumb.inflate(6, 0).collidepoint(event.pos):
                self._drag = event.pos[1] - thumb.y
            elif thumb is not None and event.pos[0] >= thumb.x - 3:
                self.scroll(self.visible_rows() * (1 if event.pos[1] > thumb.y else -1))
            else:
                self._press_row = self.row_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_row is not None:
            row, self._press_row = self.row_at(event.pos), None
            if row is not None and self._drag is None and self.row_entry[row] >= 0:
                self.picked = self.row_entry[row]  # a click on a line picks its action
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            thumb = self._thumb()
            if thumb is not None:
                room = self.rect.height - 8 - thumb.height
                top = event.pos[1] - self._drag - (self.rect.y + 4)
                self.offset = round(self._max_offset() * min(1.0, max(0.0, top / max(1, room))))
                self._clamp()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        return False

    # --- drawing ---

    def _render(self, number: str, words: str, indent: int, note: bool = False) -> pygame.Surface:
        key = (self.px, number, words, indent, note)
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > 4 * self.visible_rows() + 40:
                self._cache.clear()  # rows scrolled far out of view are drawn again if they return
            f = fonts.font(self.px)
            f.italic = note  # the table's own notes, in the soft ink of the move numbers
            text = f.render(words, True, look.INK_SOFT if note else look.INK)
            f.italic = False
            column = self._number_w()
            image = pygame.Surface((column + indent + text.get_width(), self._row_h()), pygame.SRCALPHA)
            if number:  # right-aligned, so the text column starts alike under 9. and 10.
                label = f.render(number, True, look.INK_SOFT)
                image.blit(label, (column - self.px // 2 - label.get_width(), 0))
            image.blit(text, (column + indent, 0))
            self._cache[key] = image
        return image

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, look.PARCHMENT, self.rect, border_radius=8)
        pygame.draw.rect(surface, look.INK_SOFT, self.rect, width=1, border_radius=8)
        pad, row_h = self._pad(), self._row_h()
        if not self.rows:
            f = fonts.font(self.px)
            f.italic = True
            surface.blit(f.render("No moves yet.", True, look.INK_SOFT), (self.rect.x + pad, self.rect.y + pad))
            f.italic = False
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2))
        for n, (number, words) in enumerate(self.rows[self.offset:self.offset + self.visible_rows()]):
            row = self.offset + n
            y = self.rect.y + pad + n * row_h
            if self.marked is not None and self.row_entry[row] == self.marked:
                pygame.draw.rect(surface, look.PARCHMENT_DARK, (self.rect.x + 2, y, self.rect.width - 4, row_h))
            surface.blit(self._render(number, words, self.row_indent[row], self.row_note[row]), (self.rect.x + pad, y))
        surface.set_clip(clip)
        thumb = self._thumb()
        if thumb is not None:
            track = (thumb.x, self.rect.y + 4, thumb.width, self.rect.height - 8)
            pygame.draw.rect(surface, look.PARCHMENT_DARK, track, border_radius=thumb.width // 2)
            pygame.draw.rect(surface, look.INK_SOFT, thumb, border_radius=thumb.width // 2)
