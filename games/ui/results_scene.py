"""The end of a match: every seat's score broken into its parts, the winner(s) by the
rulebook's tie-breaks, detail lines, and Rematch or Menu."""

from __future__ import annotations

import html
import math
import secrets
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games.core.contract import ScoreSheet
from games.core.match import Match
from games.ui import look
from games.ui.art import fonts
from games.ui.scene import Frame, Scene
from games.ui.seat_bar import seat_rgb
from games.ui.theme import html_px

if TYPE_CHECKING:
    from games.ui.app import App


def winners_line(match: Match, winners: list[int]) -> str:
    names = [match.seats[w].name for w in winners]
    if len(names) == 1:
        return f"{names[0]} wins!"
    if len(names) == len(match.seats):
        return "Everyone shares the win!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the win!"


def tiebreak_line(match: Match, sheets: list[ScoreSheet], winners: list[int]) -> str:
    """Said when the winner's total is matched by a seat that did not win: the rulebook's
    tie-break decided it, and players should see which one."""
    best = max(s.total for s in sheets)
    tied = [s.seat for s in sheets if s.total == best and s.seat not in winners]
    if not tied or not match.rules.tiebreak_text:
        return ""
    return f"Tied at {best}: decided by {match.rules.tiebreak_text}."


def part_names(sheets: list[ScoreSheet]) -> list[str]:
    """Every part any seat scored, in the order they first appear (the rules' display order)."""
    names: list[str] = []
    for sheet in sheets:
        for name, _ in sheet.parts:
            if name not in names:
                names.append(name)
    return names


def ranked(sheets: list[ScoreSheet]) -> list[ScoreSheet]:
    return sorted(sheets, key=lambda s: (-s.total, tuple(-t for t in s.tiebreak), s.seat))


class ResultsScene(Scene):
    caption = "Results"

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.sheets = match.rules.scores(match.state)
        self.winners = match.rules.winners(match.state)
        self.headline = winners_line(match, self.winners)
        self.tiebreak = tiebreak_line(match, self.sheets, self.winners)
        self.parts = part_names(self.sheets)
        self.frame: Frame | None = None
        self.rematch_button: pygame_gui.elements.UIButton | None = None
        self.menu_button: pygame_gui.elements.UIButton | None = None

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.menu_button = pygame_gui.elements.UIButton(frame.rect(700, 612, 200, 52), "Menu", manager,
                                                        object_id=pygame_gui.core.ObjectID("#menu", "@menu_button"))
        self.rematch_button = pygame_gui.elements.UIButton(
            frame.rect(920, 612, 200, 52), "Rematch", manager, tool_tip_text="Same seats and options, a new shuffle",
            object_id=pygame_gui.core.ObjectID("#rematch", "@start_button"))
        details = self._details_html(frame.fs)
        if details:
            top = self._table_bottom() + 18
            pygame_gui.elements.UITextBox(details, frame.rect(180, top, 920, max(60, 596 - top)), manager,
                                          object_id=pygame_gui.core.ObjectID("#details", None))

    def _details_html(self, fs: float) -> str:
        parts = []
        for sheet in ranked(self.sheets):
            if sheet.detail:
                name = html.escape(self.match.seats[sheet.seat].name)
                lines = "".join(f"\u2022 {html.escape(line)}<br>" for line in sheet.detail)
                parts.append(f"<font pixel_size={html_px(17, fs)}><b>{name}</b></font><br>"
                             f"<font pixel_size={html_px(16, fs)}>{lines}</font>")
        return "<br>".join(parts)

    def _row_h(self) -> int:
        return 44 if len(self.sheets) <= 5 else 36

    def _table_bottom(self) -> int:
        return 176 + 54 + self._row_h() * len(self.sheets)

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.menu_button:
            self.app.show_menu()
        elif event.ui_element is self.rematch_button:
            self.rematch()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()

    def rematch(self) -> None:
        m = self.match
        self.app.start_match(Match(m.rules, m.options, m.seats, secrets.randbelow(2**31)))

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.sheet(surface, f.rect(140, 30, 1000, 660), radius=f.px(16))
        fonts.text(surface, self.headline, f.font_px(36), look.INK, f.point(640, 86), bold=True, anchor="center")
        subtitle = f"{self.match.rules.info.title} \u2014 final scores"
        if self.tiebreak:
            subtitle += f" \u00b7 {self.tiebreak}"
        fonts.text(surface, subtitle, f.font_px(18), look.INK_SOFT, f.point(640, 132), anchor="center",
                   max_width=f.px(960))
        self._draw_table(surface, f)

    def _draw_table(self, surface: pygame.Surface, f: Frame) -> None:
        x0, y0, width = 180, 176, 920
        seat_w, total_w = 230, 100
        part_w = (width - seat_w - total_w) / max(1, len(self.parts))
        head_h, row_h = 54, self._row_h()
        head = f.rect(x0, y0, width, head_h)
        pygame.draw.rect(surface, look.PARCHMENT_DARK, head, border_radius=f.px(6))
        head_px = f.font_px(15)
        # Headers wrap at spaces; if one word is still wider than its column, the type steps down.
        widest = max((fonts.font(head_px, True).size(w)[0] for n in self.parts for w in n.split()), default=0)
        if widest > f.px(part_w - 8):
            head_px = max(f.font_px(13), round(head_px * f.px(part_w - 8) / widest))
        fonts.text(surface, "Seat", head_px, look.INK, f.point(x0 + 56, y0 + head_h / 2), bold=True, anchor="midleft")
        for i, name in enumerate(self.parts):
            cx = x0 + seat_w + part_w * (i + 0.5)
            lines = fonts.wrap(name, head_px, f.px(part_w - 8), bold=True)[:2]
            for j, line in enumerate(lines):
                dy = (j - (len(lines) - 1) / 2) * 19
                fonts.text(surface, line, head_px, look.INK, f.point(cx, y0 + head_h / 2 + dy), bold=True,
                           anchor="center")
        fonts.text(surface, "Total", head_px, look.INK, f.point(x0 + width - total_w / 2, y0 + head_h / 2), bold=True,
                   anchor="center")
        for r, sheet in enumerate(ranked(self.sheets)):
            y = y0 + head_h + r * row_h
            row = f.rect(x0, y, width, row_h)
            won = sheet.seat in self.winners
            if won:
                pygame.draw.rect(surface, (250, 222, 150), row, border_radius=f.px(6))
            pygame.draw.line(surface, look.PARCHMENT_DARK, row.bottomleft, row.bottomright, max(1, f.px(1)))
            seat = self.match.seats[sheet.seat]
            mid = y + row_h / 2
            if won:
                _laurel_star(surface, f.point(x0 + 18, mid), f.px(11))
            look.colour_chip(surface, f.point(x0 + 42, mid), f.px(10), seat_rgb(self.match.rules.info, seat.colour))
            who = seat.name if seat.is_human else f"{seat.name} (computer)"
            fonts.text(surface, who, f.font_px(17), look.INK, f.point(x0 + 60, mid), bold=won, anchor="midleft")
            values = dict(sheet.parts)
            for i, name in enumerate(self.parts):
                cx = x0 + seat_w + part_w * (i + 0.5)
                shown = str(values[name]) if name in values else "\u2013"
                fonts.text(surface, shown, f.font_px(17), look.INK, f.point(cx, mid), anchor="center")
            fonts.text(surface, str(sheet.total), f.font_px(20), look.INK, f.point(x0 + width - total_w / 2, mid),
                       bold=True, anchor="center")


def _laurel_star(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A five-pointed gold star marking the winners' rows (drawn: the font has no star glyph)."""
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, look.GOLD, pts)
    pygame.draw.polygon(surface, look.INK_SOFT, pts, width=1)
