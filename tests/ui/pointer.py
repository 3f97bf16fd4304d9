"""Mouse gestures for the table-view tests: real events go through pygame's queue (so they
come out as the app would see them) and are fed straight to a view, without the shell."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

Pos = tuple[int, int]


class HandlesEvents(Protocol):
    def handle_event(self, event: pygame.event.Event) -> Any: ...


def send(view: HandlesEvents, *events: pygame.event.Event) -> Any:
    """Post real events to pygame's queue and feed what comes out to the view; the last answer."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    answer = None
    for event in pygame.event.get():
        result = view.handle_event(event)
        if result is not None:
            answer = result
    return answer


def down(pos: Pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos: Pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos: Pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def click(view: HandlesEvents, pos: Pos) -> Any:
    return send(view, move(pos), down(pos), up(pos))


def drag(view: HandlesEvents, start: Pos, end: Pos) -> Any:
    """Press at start, move through the midpoint (well past the drag threshold) and release at end."""
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    return send(view, move(start), down(start), move(middle), move(end), up(end))
