"""Log lines set evenly: the text column starts alike for every numbered line, also after the
log passes from 9 to 10 moves; what followed by itself is set in under its move; a click on a
line picks its move."""

from __future__ import annotations

import pygame

from games.ui.log_panel import LogPanel
from tests.ui.pointer import down, move, up


def _panel(lines: list[str], height: int = 400) -> LogPanel:
    pygame.font.init()
    panel = LogPanel()
    panel.layout(pygame.Rect(0, 0, 300, height), 15)
    panel.sync(lines)
    return panel


def _through_the_queue(panel: LogPanel, *events: pygame.event.Event) -> None:
    """Real events, posted and taken from pygame's queue as the app takes them."""
    pygame.display.init()
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        panel.handle_event(event, getattr(event, "pos", (0, 0)))


def _drawn(panel: LogPanel) -> pygame.Surface:
    surface = pygame.Surface((300, 400))
    surface.fill((0, 0, 0))
    panel.draw(surface)
    return surface


def test_lines_drawn_before_the_tenth_move_stay_in_line_with_the_rest() -> None:
    lines = [f"Anna plays token {i}." for i in range(1, 13)]
    growing = _panel(lines[:9])
    _drawn(growing)  # rows 1..9 are drawn (and kept) while the numbers are one digit wide
    growing.sync(lines)
    fresh = _panel(lines)
    assert pygame.image.tobytes(_drawn(growing), "RGB") == pygame.image.tobytes(_drawn(fresh), "RGB")


def test_numbers_are_right_aligned_and_aftermath_is_set_in() -> None:
    panel = _panel([f"Move {i}." for i in range(1, 10)] + ["Ben passes.\nA new round began."])
    nine = panel._render("9.", "Move 9.", 0)
    ten = panel._render("10.", "Ben passes.", 0)
    # The dots of 9. and 10. end at one column: compare the rightmost inked pixel of each number.
    def number_right(image: pygame.Surface) -> int:
        column = panel._number_w() - panel.px // 2
        xs = [x for x in range(column) for y in range(image.get_height()) if image.get_at((x, y)).a > 0]
        return max(xs)
    assert number_right(nine) == number_right(ten)
    last = len(panel.rows) - 1
    assert panel.rows[last] == ("", "A new round began.") and panel.row_indent[last] > 0
    assert panel.row_entry[last] == 9


def test_a_click_on_a_line_picks_its_move_and_a_drag_of_the_thumb_does_not() -> None:
    panel = _panel([f"Move {i}." for i in range(1, 6)])
    y = panel.rect.y + panel._pad() + 2 * panel._row_h() + 3
    _through_the_queue(panel, move((60, y)), down((60, y)), up((60, y)))
    assert panel.take_picked() == 2 and panel.take_picked() is None
    long = _panel([f"Move {i}." for i in range(1, 80)], height=200)
    thumb = long._thumb()
    assert thumb is not None
    _through_the_queue(long, down(thumb.center), move((thumb.centerx, thumb.centery - 40)), up((thumb.centerx, 40)))
    assert long.take_picked() is None
