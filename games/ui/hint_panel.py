"""A hint at the table: the small panel of Normal's move and its two best alternatives, each
with the gain the search expects, and the chosen one marked on the table.

The table view points at a move where it can (its optional `hint_targets(action)`: the rects
of the piece, space, card or button the move names, see games/ui/table_view.py); where it
cannot, the move's words are shown in an outlined note over the table instead. The panel only
shows and picks: it never plays a move.
"""

from __future__ import annotations

import math
import traceback
from collections.abc import Sequence

import pygame

from games.core.ai.hint import Suggestion
from games.ui import look
from games.ui.art import fonts

MARK = pygame.Color(255, 214, 64)  # the hint's own colour: brighter than the tables' gold lights
PANEL_W = 430  # logical pixels
# A move's words wrap to this many lines before the last is cut: at 1024x768 an Anno Domini move
# that plays a Mahane card names the card, its two actions and the space, and lost the space at three.
MOVE_LINES = 5
TITLE = "Hint: what a Normal computer would play"


class HintPanel:
    def __init__(self, suggestions: Sequence[Suggestion], seat_name: str) -> None:
        self.suggestions = list(suggestions)
        self.seat_name = seat_name
        self.chosen = 0  # the suggestion drawn on the table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []  # per suggestion: where its line is (a click picks it)
        self.close_rect = pygame.Rect(0, 0, 0, 0)
        self._press: int | None = None  # the row a press began on

    @property
    def action(self) -> object:
        return self.suggestions[self.chosen].action

    def words(self, index: int) -> str:
        """A suggestion's move, without the seat's own name in front (it is the reader's)."""
        words = self.suggestions[index].words
        prefix = self.seat_name + " "
        return words[len(prefix):][:1].upper() + words[len(prefix) + 1:] if words.startswith(prefix) else words

    # --- input ---

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """A press and a release on one line pick it ("pick"); on the close mark, "close". Any
        other press on the panel, and the release after it, are the panel's ("mine"), so the table
        never gets a click meant for it; a release that ends a drag begun on the table is the
        table's. None: not the panel's."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return None
        if not self.rect.collidepoint(event.pos) or (event.type == pygame.MOUSEBUTTONUP and self._press is None):
            if event.type == pygame.MOUSEBUTTONUP:
                self._press = None
            return None
        if getattr(event, "button", 1) != 1:
            return "mine"
        row = -1 if self.close_rect.collidepoint(event.pos) else self._row_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._press = -2 if row is None else row  # -2: on the panel, on no line
            return "mine"
        pressed, self._press = self._press, None
        if row is None or pressed != row:
            return "mine"
        if row == -1:
            return "close"
        self.chosen = row
        return "pick"

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r.collidepoint(pos)), None)

    # --- drawing ---

    def layout(self, table: pygame.Rect, s: float, fs: float, avoid: Sequence[pygame.Rect] = ()) -> None:
        """Lay the panel in a corner of `table` (the game log's column, or the table itself when
        the log is folded away) clear of `avoid` (what the moves point at; the top right when it
        can), each move's words wrapped to MOVE_LINES lines at most and its reason beneath to two."""
        px_line, px_reason = max(12, round(15 * fs)), max(12, round(14 * fs))
        pad = round(10 * s)
        w = min(round(PANEL_W * s), table.width - 2 * pad)
        inner = w - 2 * pad
        self._lines = []
        self._reasons = []
        heights = []
        for i, suggestion in enumerate(self.suggestions):
            bold = i == 0  # the move Normal plays stands out
            self._lines.append(_lines(f"{i + 1}. {self.words(i)}", px_line, inner, bold, MOVE_LINES))
            self._reasons.append(_lines(suggestion.reason, px_reason, inner - round(16 * s), False, 2))
            heights.append(len(self._lines[-1]) * fonts.font(px_line).get_linesize()
                           + len(self._reasons[-1]) * fonts.font(px_reason).get_linesize() + round(6 * s))
        px_title = max(12, round(15 * fs))
        close = fonts.font(px_title, True).get_linesize() + round(6 * s)  # the close mark's square
        self._title = _lines(TITLE, px_title, inner - close - round(4 * s), True, 2)
        title_h = len(self._title) * fonts.font(px_title, True).get_linesize() + round(6 * s)
        h = 2 * pad + title_h + sum(heights)
        # The top corners first: each table keeps the player's own board and decisions at the bottom.
        corners = [pygame.Rect(table.right - w - pad, table.y + pad, w, h),
                   pygame.Rect(table.x + pad, table.y + pad, w, h),
                   pygame.Rect(table.right - w - pad, table.bottom - h - pad, w, h),
                   pygame.Rect(table.x + pad, table.bottom - h - pad, w, h)]

        def covered(rect: pygame.Rect) -> int:
            return sum(rect.clip(r).width * rect.clip(r).height for r in avoid)

        self.rect = min(corners, key=covered)  # the first of the least covering: top right if clear
        y = self.rect.y + pad + title_h
        self.rows = []
        for height in heights:
            self.rows.append(pygame.Rect(self.rect.x + pad // 2, y, w - pad, height))
            y += height
        size = close
        self.close_rect = pygame.Rect(self.rect.right - pad - size, self.rect.y + pad // 2, size, size)
        self._px = (px_line, px_reason, pad)

    def draw(self, surface: pygame.Surface, s: float, fs: float) -> None:
        px_line, px_reason, pad = self._px
        look.sheet(surface, self.rect, radius=round(8 * s))
        pygame.draw.rect(surface, MARK, self.rect, width=max(2, round(3 * s)), border_radius=round(8 * s))
        with fonts.panel(self.rect, "hint"):
            px_title = max(12, round(15 * fs))
            for k, line in enumerate(self._title):
                fonts.text(surface, line, px_title, look.INK,
                           (self.rect.x + pad, self.rect.y + pad + k * fonts.font(px_title, True).get_linesize()),
                           bold=True, max_width=self.close_rect.x - self.rect.x - pad - round(4 * s))
            cx, cy = self.close_rect.center
            arm = max(4, self.close_rect.width // 4)
            width = max(2, round(2 * s))
            pygame.draw.line(surface, look.INK_SOFT, (cx - arm, cy - arm), (cx + arm, cy + arm), width)
            pygame.draw.line(surface, look.INK_SOFT, (cx - arm, cy + arm), (cx + arm, cy - arm), width)
            for i, (row, lines, reasons) in enumerate(zip(self.rows, self._lines, self._reasons, strict=True)):
                if i == self.chosen:
                    pygame.draw.rect(surface, look.PARCHMENT_DARK, row, border_radius=round(6 * s))
                    pygame.draw.rect(surface, look.GOLD, row, width=max(1, round(2 * s)), border_radius=round(6 * s))
                y = row.y + round(3 * s)
                for line in lines:
                    fonts.text(surface, line, px_line, look.INK, (row.x + pad // 2, y), bold=i == 0)
                    y += fonts.font(px_line).get_linesize()
                for line in reasons:
                    fonts.text(surface, line, px_reason, look.INK_SOFT, (row.x + pad // 2 + round(16 * s), y),
                               max_width=row.width - pad - round(16 * s))
                    y += fonts.font(px_reason).get_linesize()


def _lines(words: str, px: int, width: int, bold: bool, most: int) -> list[str]:
    """`words` wrapped to `width`, `most` lines at most (the last cut short if it must be: a
    Kreuzes move names its knight and his player, and needs three in the log's column)."""
    lines = fonts.wrap(words, px, width, bold)
    if len(lines) > most:
        lines = lines[:most - 1] + [fonts.fit_text(" ".join(lines[most - 1:]), px, width, bold)]
    return lines


def view_targets(table: object, action: object) -> list[pygame.Rect]:
    """Where the table view says `action` is (its optional `hint_targets`), or nothing."""
    point = getattr(table, "hint_targets", None)
    if point is None:
        return []
    try:
        return [pygame.Rect(r) for r in point(action) or ()]
    except Exception:  # a fault in one game's view must not close the table: the words still show
        traceback.print_exc()
        return []


def draw_marks(surface: pygame.Surface, table: pygame.Rect, targets: list[pygame.Rect], words: str, number: int,
               clock: float, s: float, fs: float, avoid: pygame.Rect | None = None) -> None:
    """The chosen move on the table: a pulsing outline round each thing it names, inked on both sides
    so it stands out on parchment and wood alike, with the move's number from the panel at its corner;
    where the view cannot point at it, its words in an outlined note at the top of the table, beside
    `avoid` (the panel)."""
    glow = 0.5 + 0.5 * math.sin(clock * 5.0)
    width = max(3, round((3 + 2 * glow) * s))
    grow = round((6 + 3 * glow) * s)
    edge = max(1, round(1.5 * s))
    shown = [r for r in targets if r.colliderect(table)]
    radius = round(8 * s)
    for r in shown:
        ring = r.inflate(2 * grow, 2 * grow)
        pygame.draw.rect(surface, look.INK, ring.inflate(2 * edge, 2 * edge), width=width + 2 * edge,
                         border_radius=radius + edge)
        pygame.draw.rect(surface, MARK, ring, width=width, border_radius=radius)
    for r in shown[:1]:  # the number once, on the first thing the move names (the piece, the card)
        ring = r.inflate(2 * grow, 2 * grow)
        badge = max(9, round(11 * s))
        # On the ring's corner toward the table's middle: a corner facing out lies over the edge's
        # own labels (Medina's corner towers and column letters, a card's title) and reads as one.
        corner = min((ring.topleft, ring.topright, ring.bottomleft, ring.bottomright),
                     key=lambda p: (p[0] - table.centerx) ** 2 + (p[1] - table.centery) ** 2)
        centre = (min(table.right - badge, max(table.x + badge, corner[0])),
                  min(table.bottom - badge, max(table.y + badge, corner[1])))
        pygame.draw.circle(surface, look.INK, centre, badge + edge)
        pygame.draw.circle(surface, MARK, centre, badge)
        box = pygame.Rect(0, 0, 2 * badge, 2 * badge)
        box.center = centre
        with fonts.panel(box.inflate(4, 4), "hint mark"):
            fonts.text(surface, str(number), max(12, round(14 * fs)), look.INK, centre, bold=True, anchor="center")
    if shown:
        return
    px = max(12, round(16 * fs))
    # Beside the panel when it lies over the table (the log folded away); else the table's middle.
    right = avoid.x if avoid is not None and avoid.colliderect(table) else table.right
    room = pygame.Rect(table.x, table.y, right - table.x, table.height)
    lines = fonts.wrap(words, px, round(min(520 * s, room.width - 40 * s)))[:3]
    line_h = fonts.font(px, True).get_linesize()
    pad = round(10 * s)
    w = max(fonts.font(px, True).size(line)[0] for line in lines) + 2 * pad
    box = pygame.Rect(0, 0, w, line_h * len(lines) + 2 * pad)
    box.midtop = (room.centerx, room.y + round(12 * s))
    look.sheet(surface, box, radius=round(8 * s))
    pygame.draw.rect(surface, MARK, box.inflate(2 * grow, 2 * grow), width=width, border_radius=round(10 * s))
    with fonts.panel(box, "hint move"):
        for i, line in enumerate(lines):
            fonts.text(surface, line, px, look.INK, (box.centerx, box.y + pad + i * line_h), bold=True, anchor="midtop")
