"""The end of a match: every seat's score broken into its parts, places by the rulebook's
tie-breaks (a shared place marked "1="), each seat's detail on a card, and the ways on: the
final board, the move-by-move review, Rematch or Menu."""

from __future__ import annotations

import math
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games.core.campaign import Campaign
from games.core.contract import ScoreSheet, Side
from games.core.match import Match
from games.ui import look, score_cards, score_table
from games.ui.art import fonts
from games.ui.scene import Frame, Scene
from games.ui.seat_bar import seat_rgb

if TYPE_CHECKING:
    from games.ui.app import App


def winners_line(match: Match, winners: list[Side]) -> str:
    sides = {side.id: side for side in match.rules.info.sides}
    names = [match.seats[w].name if isinstance(w, int) else sides[w].name for w in winners]
    if len(names) == 1 and isinstance(winners[0], str):
        return f"{names[0]} {'win' if sides[winners[0]].plural else 'wins'}!"  # "The Saracens win!"
    if len(names) == 1:
        return f"{names[0]} wins!"
    if not names:
        return "Nobody wins."
    if len(names) == len(match.seats):
        return "Everyone shares the win!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the win!"


def tiebreak_line(match: Match, sheets: list[ScoreSheet], winners: list[Side]) -> str:
    """Said when the winner's total is matched by a seat that did not win: the rulebook's
    tie-break decided it, and players should see which one."""
    if any(isinstance(w, str) for w in winners):
        return ""  # a side no seat plays won: the seats' totals decided nothing
    best = max(s.total for s in sheets)
    tied = [s.seat for s in sheets if s.total == best and s.seat not in winners]
    if not tied or not match.rules.tiebreak_text:
        return ""
    return f"Tied at {best}: decided by {match.rules.tiebreak_text}."


def ranked(sheets: list[ScoreSheet]) -> list[ScoreSheet]:
    return sorted(sheets, key=lambda s: (-s.total, tuple(-t for t in s.tiebreak), s.seat))


NO_PLACE = "\u2013"  # the place column under a side's win: no seat came first, so none is placed


@dataclass(frozen=True)
class SideRow:
    """A side no seat plays, as a row of the score table: its id in `winners`, its name, its total."""

    side: str
    name: str
    total: int


def side_rows(match: Match) -> list[SideRow]:
    """The sides no seat plays with their standing in the seats' points (Rules.side_values), so that
    a seat alone sees what it played against: Barabbas's final total beside the player's."""
    info = match.rules.info
    values = match.rules.side_values(match.state) if info.scored and info.sides else []
    if len(values) != len(info.sides):
        return []
    return [SideRow(side.id, side.name, round(value)) for side, value in zip(info.sides, values, strict=True)]


def table_rows(sheets: list[ScoreSheet], sides: list[SideRow], winners: list[Side]) -> list[ScoreSheet | SideRow]:
    """The score table's rows, best total first: the seats in their places, each side among them
    by its total (above the seats it ties when it won the tie: "a tie is his")."""
    rows: list[ScoreSheet | SideRow] = list(ranked(sheets))
    for side in sides:
        won = side.side in winners
        at = next((i for i, row in enumerate(rows) if isinstance(row, ScoreSheet)
                   and (row.total < side.total or (row.total == side.total and won))), len(rows))
        rows.insert(at, side)
    return rows


def ranks(sheets: list[ScoreSheet], winners: list[Side] | None = None) -> dict[int, str]:
    """Each seat's place by the total, then the rulebook's tie-breaks: "1", "2", and "3=" for
    seats still level after every tie-break (they share the place). When a side that no seat
    plays won (the Raiders), the seats lost together: none is placed."""
    if winners and any(isinstance(w, str) for w in winners):
        return {s.seat: NO_PLACE for s in sheets}
    keys = {s.seat: (s.total, s.tiebreak) for s in sheets}
    out = {}
    for seat, key in keys.items():
        place = 1 + sum(other > key for other in keys.values())
        shared = sum(other == key for other in keys.values()) > 1
        out[seat] = f"{place}=" if shared else str(place)
    return out


# Logical layout (1280x720, see Frame): the score table and the seats' cards below it across the
# sheet's width, the buttons.
TABLE_X, TABLE_Y, TABLE_W = 156, 130, 968
MARGIN, BUTTON_H = 20, 50


class ResultsScene(Scene):
    caption = "Results"

    def __init__(self, app: App, match: Match, board: Scene | None = None, campaign: Campaign | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.campaign = campaign  # the campaign this match was a stage of: its road replaces Rematch
        self.board = board  # the table the match ended at, if it was played here just now
        self.sheets = match.rules.scores(match.state)
        self.sides = side_rows(match)
        self.winners = match.rules.winners(match.state)
        self.ranks = ranks(self.sheets, self.winners)
        self.headline = winners_line(match, self.winners)
        self.tiebreak = tiebreak_line(match, self.sheets, self.winners)
        self.frame: Frame | None = None
        self.table: score_table.TableLayout | None = None  # None: a game without points has no table
        self.cards = score_cards.CardLayout(0, ())
        self.bottom = 720.0  # the window's bottom edge in logical units (the sheet reaches down to it)
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.rematch_button: pygame_gui.elements.UIButton | None = None
        self.menu_button: pygame_gui.elements.UIButton | None = None

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        # Set at the top of the window rather than centred in it: a window taller than 16:9
        # (1024x768, 1280x1024) gives its extra height to the seats' cards.
        frame = Frame(frame.size)
        frame.oy = 0
        self.frame = frame
        self.bottom = frame.size[1] / frame.s
        buttons_y = self.bottom - MARGIN - 16 - BUTTON_H
        self.buttons = {}
        specs = (("board", "Final board", "The table as the match ended (B)", 180, 200, "@menu_button"),
                 ("review", "Review moves", "Step through the match move by move, with the log (V)", 396, 220,
                  "@menu_button"),
                 ("menu", "Menu", "Back to the main menu (Esc)", 700, 190, "@menu_button"),
                 ("rematch", "Rematch", "Same seats and options, a new shuffle", 910, 190, "@start_button"))
        if self.campaign is not None:
            specs = (*specs[:-1], ("road", "The road", "Back to the campaign: the next stage, or this one again (C)",
                                   910, 190, "@start_button"))
        for key, label, tip, x, w, cls in specs:
            button = pygame_gui.elements.UIButton(frame.rect(x, buttons_y, w, BUTTON_H), label, manager,
                                                  tool_tip_text=tip, object_id=pygame_gui.core.ObjectID(f"#{key}", cls))
            self.buttons[button] = key
        by_key = {k: b for b, k in self.buttons.items()}
        self.menu_button, self.rematch_button = by_key["menu"], by_key.get("rematch")
        across = frame.rect(TABLE_X, TABLE_Y, TABLE_W, 0)
        self.table = None
        if self.match.rules.info.scored:
            names = {i: (seat.name, not seat.is_human) for i, seat in enumerate(self.match.seats)}
            self.table = score_table.lay_out(frame, across, self.sheets, names,
                                             [(side.name, side.total) for side in self.sides])
        top = (self.table.bottom if self.table else across.top) + frame.px(12)
        area = pygame.Rect(across.x, top, across.width, frame.point(0, buttons_y - 12)[1] - top)
        scored = self.match.rules.info.scored
        details = [(s.seat, s.detail) for s in (ranked(self.sheets) if scored else self.sheets)]
        self.cards = score_cards.lay_out(details, area, frame.fs)

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.act(self.buttons[event.ui_element])

    def act(self, key: str) -> None:
        if key == "menu":
            self.app.show_menu()
        elif key == "rematch" and self.campaign is None:
            self.rematch()
        elif key == "road" and self.campaign is not None:
            self.app.show_campaigns(self.campaign.campaign_id)
        elif key == "board":
            self.app.show_board(self.match, self.board)
        elif key == "review":
            self.app.show_review(self.match, back=self)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.KEYDOWN:
            return
        keys = {pygame.K_ESCAPE: "menu", pygame.K_b: "board", pygame.K_v: "review", pygame.K_c: "road"}
        if event.key in keys:
            self.act(keys[event.key])

    def rematch(self) -> None:
        m = self.match
        self.app.start_match(Match(m.rules, m.options, m.seats, secrets.randbelow(2**31)))

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.sheet(surface, f.rect(140, MARGIN, 1000, self.bottom - 2 * MARGIN), radius=f.px(16))
        fonts.text(surface, self.headline, f.font_px(34), look.INK, f.point(640, 64), bold=True, anchor="center",
                   max_width=f.px(960))
        scored = self.match.rules.info.scored
        subtitle = f"{self.match.rules.info.title} \u2014 {'final scores' if scored else 'how it ended'}"
        if self.tiebreak:
            subtitle += f" \u00b7 {self.tiebreak}"
        if self.campaign is not None:
            from games.ui import campaigns  # that module reads this one's headline

            subtitle += f" \u00b7 {campaigns.outcome_of(self.campaign, self.match.match_id)}"
        fonts.text(surface, subtitle, f.font_px(17), look.INK_SOFT, f.point(640, 106), anchor="center",
                   max_width=f.px(960))
        if self.table is not None:
            self._draw_table(surface, f, self.table)
        names = [s.name for s in self.match.seats]
        colours = [seat_rgb(self.match.rules.info, s.colour) for s in self.match.seats]
        score_cards.draw(surface, self.cards, names, colours, f.fs)

    def _draw_table(self, surface: pygame.Surface, f: Frame, t: score_table.TableLayout) -> None:
        width = t.right - t.left
        pygame.draw.rect(surface, look.PARCHMENT_DARK, (t.left, t.top, width, t.head_h), border_radius=f.px(6))
        mid = t.top + t.head_h // 2
        for column in (t.place, *t.parts, t.total):
            for j, line in enumerate(column.lines):
                dy = round((j - (len(column.lines) - 1) / 2) * t.line_h)
                fonts.text(surface, line, t.head_px, look.INK, (column.centre, mid + dy), bold=True, anchor="center")
        fonts.text(surface, "Seat", t.head_px, look.INK, (t.name_x, mid), bold=True, anchor="midleft")
        name_room = t.seat.x + t.seat.width - t.name_x
        for r, sheet in enumerate(table_rows(self.sheets, self.sides, self.winners)):
            y = t.row_top(r)
            row = pygame.Rect(t.left, y, width, t.row_h)
            won = (sheet.side if isinstance(sheet, SideRow) else sheet.seat) in self.winners
            if won:
                pygame.draw.rect(surface, (250, 222, 150), row, border_radius=f.px(6))
            pygame.draw.line(surface, look.PARCHMENT_DARK, row.bottomleft, row.bottomright, max(1, f.px(1)))
            mid = y + t.row_h // 2
            if isinstance(sheet, SideRow):
                self._draw_side(surface, f, t, sheet, mid, won)
                continue
            seat = self.match.seats[sheet.seat]
            fonts.text(surface, self.ranks[sheet.seat], f.font_px(score_table.PLACE_SIZE), look.INK,
                       (t.place.centre, mid), bold=True, anchor="center")
            if won:
                _laurel_star(surface, (t.seat.x + f.px(8), mid), f.px(10))
            look.colour_chip(surface, (t.seat.x + f.px(26), mid), f.px(9), seat_rgb(self.match.rules.info, seat.colour))
            name_y = mid
            if not seat.is_human:  # "(computer)" on a small second line keeps the seat column narrow
                name_y = mid - t.small_px * 9 // 16
                fonts.text(surface, score_table.COMPUTER, t.small_px, look.INK_SOFT,
                           (t.name_x, mid + t.name_px * 9 // 16), anchor="midleft")
            fonts.text(surface, seat.name, t.name_px, look.INK, (t.name_x, name_y), bold=won, anchor="midleft",
                       max_width=name_room)
            values = dict(sheet.parts)
            for column in t.parts:
                shown = str(values[column.name]) if column.name in values else score_table.MISSING
                fonts.text(surface, shown, f.font_px(score_table.VALUE_SIZE), look.INK, (column.centre, mid),
                           anchor="center")
            fonts.text(surface, str(sheet.total), f.font_px(score_table.TOTAL_SIZE), look.INK, (t.total.centre, mid),
                       bold=True, anchor="center")


    def _draw_side(self, surface: pygame.Surface, f: Frame, t: score_table.TableLayout, side: SideRow, mid: int,
                   won: bool) -> None:
        """A side's row: no place (no seat's), its name, no parts (its points are its own kind),
        its total."""
        if won:
            _laurel_star(surface, (t.seat.x + f.px(8), mid), f.px(10))
        fonts.text(surface, side.name, t.name_px, look.INK, (t.name_x, mid), bold=won, anchor="midleft",
                   max_width=t.seat.x + t.seat.width - t.name_x)
        for column in t.parts:
            fonts.text(surface, score_table.MISSING, f.font_px(score_table.VALUE_SIZE), look.INK_SOFT,
                       (column.centre, mid), anchor="center")
        fonts.text(surface, str(side.total), f.font_px(score_table.TOTAL_SIZE), look.INK, (t.total.centre, mid),
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
