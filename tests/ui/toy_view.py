"""A small TableView for the toy game "tokens", so the shell is built and tested against
the same protocol every real game's view implements (games/ui/table_view.py).

Each seat has a row: its hand (face up for the seat whose screen is open, face down
otherwise) on the left, the tokens it played on the right. Clicking one's own token
plays it; clicking a played token proposes an illegal play (the shell shows the reason).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from games.core.contract import Action, Rules, Seat
from games.ui import look
from games.ui.art import fonts
from tests.core.toy_game import Play

SLIDE_SECONDS = 0.25


@dataclass
class Slide:
    token: int
    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rules = rules
        self.seats = seats
        self.rect = pygame.Rect(0, 0, 800, 600)
        self.view: Any = None
        self.seat: int | None = None
        self.legal: list[Action] = []
        self.acting: int | None = None
        self.slides: list[Slide] = []
        self.hover: tuple[int, int] = (-1, -1)
        self.shown_count = 0

    # --- geometry: every spot is computed from the rect, so resizing just works ---

    def _radius(self) -> int:
        return max(14, min(self.rect.width // 22, self.rect.height // (4 * max(2, len(self.seats)))))

    def _row_y(self, seat: int) -> int:
        n = len(self.seats)
        return round(self.rect.y + self.rect.height * (seat + 0.5) / n)

    def _hand_spot(self, seat: int, k: int) -> tuple[int, int]:
        return round(self.rect.x + self.rect.width * 0.22 + k * self._radius() * 2.4), self._row_y(seat)

    def _played_spot(self, seat: int, k: int) -> tuple[int, int]:
        return round(self.rect.x + self.rect.width * 0.58 + k * self._radius() * 2.4), self._row_y(seat)

    def _tokens(self) -> list[tuple[str, int, int, int | None, tuple[int, int]]]:
        """(where, seat, index, token or None if face down, centre) for everything on the table."""
        out: list[tuple[str, int, int, int | None, tuple[int, int]]] = []
        if self.view is None:
            return out
        for s in range(self.view.players):
            hand = self.view.hands[s]
            count = len(hand) if hand is not None else 2 - len(self.view.played[s])
            for k in range(count):
                out.append(("hand", s, k, hand[k] if hand is not None else None, self._hand_spot(s, k)))
            for k, t in enumerate(self.view.played[s]):
                out.append(("played", s, k, t, self._played_spot(s, k)))
        return out

    def _token_at(self, pos: tuple[int, int]) -> tuple[str, int, int, int | None, tuple[int, int]] | None:
        r = self._radius()
        for item in self._tokens():
            c = item[4]
            if (pos[0] - c[0]) ** 2 + (pos[1] - c[1]) ** 2 <= r * r:
                return item
        return None

    # --- the protocol ---

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        before = self.view
        self.view, self.seat, self.legal, self.acting = view, seat, list(legal), acting
        if before is not None:
            for s in range(view.players):
                old, new = before.played[s], view.played[s]
                if len(new) == len(old) + 1:
                    self.slides.append(Slide(new[-1], self._hand_spot(s, 0), self._played_spot(s, len(new) - 1)))

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return None
        item = self._token_at(event.pos)
        if item is None or item[3] is None:
            return None
        where, s, _, token, _ = item
        if where == "played" or s == self.seat:
            return Play(token)
        return None

    def update(self, dt: float) -> None:
        for slide in self.slides:
            slide.t += dt / SLIDE_SECONDS
        self.slides = [s for s in self.slides if s.t < 1.0]

    def is_animating(self) -> bool:
        return bool(self.slides)

    def draw(self, surface: pygame.Surface) -> None:
        felt = self.rect.inflate(-24, -24)
        pygame.draw.rect(surface, (34, 92, 60), felt, border_radius=18)
        pygame.draw.rect(surface, look.GOLD, felt, width=3, border_radius=18)
        r = self._radius()
        sliding = {(s.token) for s in self.slides}
        for s, seat in enumerate(self.seats):
            fonts.text(surface, seat.name, max(14, r), look.PARCHMENT, (felt.x + 20, self._row_y(s)), bold=True,
                       anchor="midleft")
        for where, _, _, token, centre in self._tokens():
            if where == "played" and token in sliding:
                continue
            legal = token is not None and Play(token) in self.legal
            self._draw_token(surface, centre, r, token, legal and self._near(centre))
        for slide in self.slides:
            e = 1 - (1 - slide.t) ** 3  # ease out: pieces settle rather than stop dead
            pos = (slide.start[0] + (slide.end[0] - slide.start[0]) * e,
                   slide.start[1] + (slide.end[1] - slide.start[1]) * e)
            self._draw_token(surface, (round(pos[0]), round(pos[1])), r, slide.token, False)

    def _near(self, centre: tuple[int, int]) -> bool:
        r = self._radius()
        return (self.hover[0] - centre[0]) ** 2 + (self.hover[1] - centre[1]) ** 2 <= r * r

    def _draw_token(self, surface: pygame.Surface, centre: tuple[int, int], r: int, token: int | None,
                    glow: bool) -> None:
        if glow:
            pygame.draw.circle(surface, look.GOLD, centre, r + 6)
        pygame.draw.circle(surface, look.WOOD_DARK, (centre[0] + 2, centre[1] + 3), r)
        pygame.draw.circle(surface, look.PARCHMENT if token is not None else look.WOOD_LIGHT, centre, r)
        pygame.draw.circle(surface, look.INK, centre, r, width=2)
        if token is not None:
            fonts.text(surface, str(token), r, look.INK, centre, bold=True, anchor="center")

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        item = self._token_at(pos)
        if item is None:
            return None
        where, s, _, token, _ = item
        if token is None:
            return f"{self.seats[s].name}'s hidden token"
        total = sum(self.view.played[s])
        return f"Token {token}" if where == "hand" else f"{self.seats[s].name} has played {total} in all"


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (34, 92, 60), rect)
    r = max(6, rect.width // 9)
    for k, n in enumerate((3, 7, 9)):
        c = (rect.x + rect.width * (k + 1) // 4, rect.y + rect.height // 2 + (k - 1) * r)
        pygame.draw.circle(surface, look.PARCHMENT, c, r)
        pygame.draw.circle(surface, look.INK, c, r, width=2)
        fonts.text(surface, str(n), r, look.INK, c, bold=True, anchor="center")
