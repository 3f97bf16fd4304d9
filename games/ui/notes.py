"""Short notes over the scene: toasts that fade (an illegal move's reason near the pointer,
"Saved to ...") and the hover tooltip that waits for the pointer to rest."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from games.ui import look

TOAST_SECONDS = 3.5
FADE_SECONDS = 0.6
HOVER_DELAY = 0.45  # seconds of rest before a tooltip shows, so sweeping the mouse stays quiet


@dataclass
class Toast:
    words: str
    near: tuple[int, int] | None  # None: centred low in the window
    left: float = TOAST_SECONDS
    shown: bool = False  # drawn at least once, on the screen it was about
    avoid: pygame.Rect | None = None  # what it must leave in sight (the button it is about, and its tooltip)
    rect: pygame.Rect | None = None  # where it was last drawn


class Toasts:
    def __init__(self) -> None:
        self.items: list[Toast] = []

    def add(self, words: str, near: tuple[int, int] | None = None, seconds: float = TOAST_SECONDS,
            avoid: pygame.Rect | None = None) -> None:
        # A repeated note replaces its twin instead of stacking copies on top of each other.
        self.items = [t for t in self.items if t.words != words][-2:]
        self.items.append(Toast(words, near, seconds, avoid=avoid))

    def texts(self) -> list[str]:
        return [t.words for t in self.items]

    def new_screen(self) -> None:
        """Another screen comes: the notes already read on the last one go (they would cover
        its buttons, and they were about it); one made for the coming screen stays."""
        self.items = [t for t in self.items if not t.shown]

    def update(self, dt: float) -> None:
        for t in self.items:
            t.left -= dt
        self.items = [t for t in self.items if t.left > 0]

    def draw(self, surface: pygame.Surface, px: int) -> None:
        w, h = surface.get_size()
        for i, t in enumerate(self.items):
            alpha = int(255 * min(1.0, t.left / FADE_SECONDS))
            near = t.near if t.near is not None else (w // 2 - 200, h - 140 - 70 * (len(self.items) - 1 - i))
            t.rect = look.bubble(surface, t.words, near, px=px, width=min(420, w // 3 + 60), alpha=alpha,
                                 avoid=t.avoid)
            t.shown = True


class HoverTip:
    """Asks `source(pos)` once the pointer has rested, and shows the answer until it moves, clear
    of what it is about (`target(pos)`: the piece or button under the pointer, when known)."""

    def __init__(self, source: Callable[[tuple[int, int]], str | None],
                 target: Callable[[tuple[int, int]], pygame.Rect | None] | None = None) -> None:
        self.source = source
        self.target = target
        self.rect: pygame.Rect | None = None  # where the tip was last drawn
        self._avoid: pygame.Rect | None = None
        self.pos: tuple[int, int] | None = None
        self.rest = 0.0
        self.words: str | None = None
        self._asked = False

    def moved(self, pos: tuple[int, int] | None) -> None:
        self.pos, self.rest, self.words, self._asked = pos, 0.0, None, False

    def hush(self) -> None:
        """No tip until the pointer moves again (a refusal's reason stands there instead: two
        notes at one spot hid each other's words)."""
        self.words, self._asked = None, True

    @property
    def waiting(self) -> bool:
        """The pointer rests and the tip is still to come: time must keep running."""
        return self.pos is not None and not self._asked

    def update(self, dt: float) -> None:
        if self.pos is None:
            return
        self.rest += dt
        if not self._asked and self.rest >= HOVER_DELAY:
            self._asked = True
            self.words = self.source(self.pos)
            self._avoid = self.target(self.pos) if self.target is not None and self.words else None

    def draw(self, surface: pygame.Surface, px: int) -> None:
        self.rect = None
        if self.words and self.pos is not None:
            # never over the pointer itself, nor over the thing it names
            around = pygame.Rect(self.pos[0] - 10, self.pos[1] - 10, 20, 20)
            avoid = around.union(self._avoid) if self._avoid is not None else around
            self.rect = look.bubble(surface, self.words, self.pos, px=px, width=300, avoid=avoid)
