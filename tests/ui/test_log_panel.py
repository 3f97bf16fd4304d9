"""The game log panel: wrapped, newest last, scrolls, follows new moves only at the bottom."""

from __future__ import annotations

import pygame

from games.ui.log_panel import LogPanel


def _panel(lines: list[str]) -> LogPanel:
    pygame.font.init()
    panel = LogPanel()
    panel.layout(pygame.Rect(0, 0, 280, 200), 15)
    panel.sync(lines)
    return panel


def test_long_lines_wrap_and_numbers_mark_each_action() -> None:
    panel = _panel(["Anna places a grey palace piece on B2 next to the market and the wall.", "Ben passes."])
    numbers = [n for n, _ in panel.rows]
    assert numbers[0] == "1." and numbers.count("") >= 1 and "2." in numbers
    assert " ".join(t for _, t in panel.rows[:-1]).startswith("Anna places a grey palace piece")


def test_newest_last_and_scrolling_stops_following() -> None:
    panel = _panel([f"Move number {i}." for i in range(1, 41)])
    assert panel.follow and panel.rows[panel.offset + panel.visible_rows() - 1][1] == "Move number 40."
    wheel_up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2)
    assert panel.handle_event(wheel_up, (100, 100))
    assert not panel.follow
    seen = panel.offset
    panel.sync([f"Move number {i}." for i in range(1, 42)])
    assert panel.offset == seen  # reading back is not interrupted by a new move
    panel.scroll(1000)
    assert panel.follow
    panel.sync([f"Move number {i}." for i in range(1, 43)])
    assert panel.rows[panel.offset + panel.visible_rows() - 1][1] == "Move number 42."
    panel.sync([f"Move number {i}." for i in range(1, 5)])  # an undo (or several) shortens it
    assert panel.offset == 0 and len(panel.rows) == 4


def test_draws_without_error_when_empty_and_full() -> None:
    surface = pygame.Surface((300, 220))
    _panel([]).draw(surface)
    _panel([f"Move {i}" for i in range(100)]).draw(surface)
