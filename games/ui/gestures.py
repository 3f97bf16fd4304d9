"""The pointer gesture the table views share: take a thing from a pile, then drag it onto a
target or click the target.

A left press on a pile picks the thing up; moving the pointer DRAG_START pixels turns the
press into a drag, and releasing a drag drops the thing on the target under the pointer (or
puts it back when there is none). A press and release without a drag is a click: the thing
stays in hand until a target is clicked. A right-click puts it back.

`PointerGesture` knows only the pointer; what lies in a pile, what a target is and what a
drop on it becomes stay with each game's view, which hands them to `route`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

import pygame

__all__ = ["DRAG_START", "Happened", "PointerGesture", "Step"]

DRAG_START = 6  # pixels the pointer must travel before a press on a pile becomes a drag

Pos = tuple[int, int]
A = TypeVar("A")  # what a view answers (the shell's candidate action)
T = TypeVar("T")  # a view's drop target (a cell, an Area)


class Step(Enum):
    PRESS = "press"  # a left press: on a pile (the view may pick up) or on a target (a click there)
    DROP = "drop"  # a left release after a drag of what was picked up
    CANCEL = "cancel"  # a right-click: put back what is in hand


@dataclass(frozen=True)
class Happened:
    step: Step
    pos: Pos


class PointerGesture:
    """Where the pointer is and whether the press that picked a thing up has become a drag."""

    def __init__(self, drag_start: int = DRAG_START) -> None:
        self.drag_start = drag_start
        self.press: Pos | None = None  # where the button went down on what was picked up
        self.dragging = False
        self.mouse: Pos = (-1, -1)  # off the table until the first event tells otherwise

    @property
    def pressing(self) -> bool:
        """The button is still down on what was picked up (so the view shows no click hint)."""
        return self.press is not None

    def pick_up(self, pos: Pos) -> None:
        """The view took something from a pile at pos: its release decides drag or click."""
        self.press = pos
        self.dragging = False

    def release(self) -> None:
        """What was in hand is gone (dropped or put back): the next release means nothing."""
        self.press = None
        self.dragging = False

    def handle(self, event: pygame.event.Event) -> Happened | None:
        """What a mouse event means for the gesture; None when it means nothing to the view."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press is not None and not self.dragging:
                dx, dy = event.pos[0] - self.press[0], event.pos[1] - self.press[1]
                self.dragging = dx * dx + dy * dy >= self.drag_start * self.drag_start
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                return Happened(Step.CANCEL, event.pos)
            return Happened(Step.PRESS, event.pos) if event.button == 1 else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.press is None:
                return None
            dragged = self.dragging
            self.release()
            # Without a drag it was a click on the pile: the thing stays in hand until a target is clicked.
            return Happened(Step.DROP, event.pos) if dragged else None
        return None

    def route(self, event: pygame.event.Event, *, press: Callable[[Pos], A | None],
              target_at: Callable[[Pos], T | None], drop_on: Callable[[T], A | None],
              put_back: Callable[[], None]) -> A | None:
        """Handle `event` and answer with the view's own parts: `press` for a left press,
        `drop_on` for a drop on a target (`put_back` when no target lies under the pointer),
        `put_back` for a right-click."""
        happened = self.handle(event)
        if happened is None:
            return None
        if happened.step is Step.PRESS:
            return press(happened.pos)
        target = target_at(happened.pos) if happened.step is Step.DROP else None
        if target is None:
            put_back()
            return None
        return drop_on(target)
