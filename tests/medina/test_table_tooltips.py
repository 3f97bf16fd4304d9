"""Medina's tooltips at the table, sent as a hand makes them: a space's tooltip keeps clear of
the words under the piece in hand."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.driver import frames
from tests.ui.hand import hand_click
from tests.ui.test_hint import _open_cover, _start


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_medina_a_spaces_tooltip_keeps_clear_of_the_words_under_the_piece_in_hand(size) -> None:
    """Two humans at Medina: Anna takes a grey palace piece in hand and rests the pointer on a lit
    space. The space's tooltip comes, and leaves the words under her piece in sight (at 1024x768 it
    hid their end)."""
    app, scene = _start("medina", ["human", "human", "ai-normal"], size, moves=1)
    _open_cover(app, scene)
    table = scene.table
    legal = scene.rules.legal_actions(scene.match.state)
    move = next(a for a in legal if a.piece.startswith("palace:"))
    hand_click(app, table.slot_rects(move.piece)[0].center)
    assert table.held == move.piece
    spot = table.cell_center(move.cell)
    for step in range(1, 6):  # the hand carries the piece over, then rests
        x = table.slot_rects(move.piece)[0].centerx + (spot[0] - table.slot_rects(move.piece)[0].centerx) * step // 5
        y = table.slot_rects(move.piece)[0].centery + (spot[1] - table.slot_rects(move.piece)[0].centery) * step // 5
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 1)
    frames(app, 40)  # past the tooltip's delay
    assert scene.hover.rect is not None, "the space's tooltip shows"
    note = table._held_note
    assert note is not None, "the words under the piece in hand show"
    assert not scene.hover.rect.colliderect(note)
    assert len(scene.match.actions) == 1, "resting places nothing"
