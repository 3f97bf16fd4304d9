"""A small TableView for the Siege test game (tests/core/siege_game.py), so the shell's handling
of chance is tested through the same protocol a real game's view implements, including the
optional `play_chance` (games/ui/table_view.py).

Two buttons, Build and Forage, propose the seat's action on a press and a release that both land
on the button. The wall, the Raiders and the tower's cubes are drawn from the view. An outcome of
chance handed over live is recorded and "played" for a few frames' worth of animation time.
"""

from __future__ import annotations

from typing import Any

import pygame

from games.core.contract import Action, Rules, Seat
from games.ui import look
from games.ui.art import fonts
from tests.core.siege_game import Build, Forage

DROP_SECONDS = 0.2  # how long the view plays a drop (12 frames at 60 a second)


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rect = pygame.Rect(0, 0, 800, 600)
        self.view: Any = None  # the last view shown, with its seat, its legal actions and the seat acting
        self.seat: int | None = None
        self.acting: int | None = None
        self.legal: list[Action] = []
        self.playbacks: list[Any] = []  # every playback handed over, in order
        self.dropping = 0.0  # seconds of the drop still to play
        self.drop_frames_drawn = 0  # frames drawn while a drop played (everyone watched it)
        self.shows: list[tuple[int | None, int | None]] = []  # (seat, acting) given to each show()
        self._pressed: str | None = None

    def buttons(self) -> dict[str, pygame.Rect]:
        w, h = max(120, self.rect.width // 5), max(44, self.rect.height // 10)
        build = pygame.Rect(0, 0, w, h)
        build.center = (self.rect.x + self.rect.width * 3 // 10, self.rect.y + self.rect.height * 3 // 4)
        forage = build.copy()
        forage.centerx = self.rect.x + self.rect.width * 7 // 10
        return {"build": build, "forage": forage}

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        assert acting is None or isinstance(acting, int), "chance is never passed as a seat"
        self.view, self.seat, self.legal, self.acting = view, seat, list(legal), acting
        self.shows.append((seat, acting))

    def play_chance(self, playback: Any) -> None:
        self.playbacks.append(playback)
        self.dropping = DROP_SECONDS

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return None
        under = next((k for k, r in self.buttons().items() if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = under
            return None
        pressed, self._pressed = self._pressed, None
        if under is None or under != pressed:
            return None
        return Build() if under == "build" else Forage()

    def update(self, dt: float) -> None:
        self.dropping = max(0.0, self.dropping - dt)

    def is_animating(self) -> bool:
        return self.dropping > 0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (70, 60, 50), self.rect.inflate(-24, -24), border_radius=18)
        if self.dropping > 0:
            self.drop_frames_drawn += 1
        if self.view is None:
            return
        v = self.view
        x, y = self.rect.x + 40, self.rect.y + 40
        for line in (f"Round {min(v.round, 3)} of 3", f"Wall {v.wall}", f"Raiders {v.raiders}",
                     f"Cubes in the tower: {len(v.tower)}", "The Raiders drop!" if self.dropping else ""):
            fonts.text(surface, line, 22, look.PARCHMENT, (x, y))
            y += 32
        for key, rect in self.buttons().items():
            live = (Build() if key == "build" else Forage()) in self.legal
            pygame.draw.rect(surface, look.GOLD if live else look.WOOD_LIGHT, rect, border_radius=8)
            fonts.text(surface, key.title(), 20, look.INK, rect.center, bold=True, anchor="center")

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return None

    def cancel_gesture(self) -> bool:
        return False


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, (70, 60, 50), rect)
