"""Cards readable on the smallest window (1024x768, the log open, a full hand): names never
broken inside a word, and a card whose face cannot hold its words is lifted bigger out of the
hand while the pointer rests on it, every word at the table's text size; the tooltips beside
a card, a lifted card or a toolbar button never cover it."""

from __future__ import annotations

import pygame

from games.ui.art import fonts
from tests.kreuzes.test_table_play import deal, hand_click, live_tower, start  # noqa: F401
from tests.ui.driver import button_for, frames

HAND = ["plains_banner", "mountains", "water_ship", "betrayal", "pilgrims", "quick_march"]


def _discarding(size: tuple[int, int]):
    def arrange(rules, w):
        deal(rules, w, 0, HAND)
        w.phase = "discard"

    return start(arrange, size=size)


def _rest(app, pos: tuple[int, int], n: int = 40) -> list[fonts.TextRecord]:
    """The pointer moved there and left to rest: what was drawn meanwhile (the table's still
    picture drawn afresh too)."""
    with fonts.recording() as records:
        app.scene.table._frame = None
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, n)
    return records


def _joined(records: list[fonts.TextRecord]) -> str:
    return " ".join(" ".join(r.words for r in records).split())


def test_every_event_card_is_readable_on_the_smallest_window() -> None:
    app, scene, match, view = _discarding((1024, 768))
    cards = match.rules.config.cards
    lifted_any = False
    for i, card in enumerate(match.state.hands[0]):
        spec = cards[card]
        if spec.is_movement:
            continue
        rect = view.zones[f"card:{i}"]
        records = _rest(app, rect.center)
        face = [r for r in records if r.panel_name == "card" and r.panel == rect]
        drawn: list[str] = []  # the name comes first, in whole words however narrow the card
        for r in face:
            if len(drawn) >= len(spec.name.split()):
                break
            drawn += r.words.split()
        assert drawn == spec.name.split(), spec.name
        lifted = [r for r in records if r.panel_name == "card" and r.panel.height > rect.height]
        lifted_any |= bool(lifted)
        assert " ".join(spec.text.split()) in _joined(lifted or face), spec.name  # every word, in order
        assert all(r.px >= 12 for r in face + lifted)
    assert lifted_any  # some card of this hand is too small for its words at 1024x768


def test_a_card_s_tooltip_is_set_beside_the_card_never_over_it() -> None:
    app, scene, match, view = _discarding((1024, 768))
    for i in range(len(match.state.hands[0])):
        card = view.zones[f"card:{i}"].copy()
        _rest(app, card.center)
        tip = scene.hover.rect
        if view._lifted is not None and not match.rules.config.cards[match.state.hands[0][i]].is_movement:
            assert tip is None  # the lifted card tells its words; no tip repeats them over the table
            continue
        assert tip is not None and not tip.colliderect(card), (i, tip, card)
        assert view.tooltip_target(card.center) is not None
        if view._lifted is not None:
            assert not tip.colliderect(view._lifted)


def test_a_refusal_under_a_toolbar_button_leaves_the_button_and_its_tooltip_in_sight() -> None:
    app, scene, match, view = _discarding((1280, 720))
    undo = button_for(scene, "undo")
    hand_click(app, undo.rect.center)  # nothing to undo: refused, in words
    assert app.toasts.items
    pygame.mouse.set_pos(undo.rect.center)  # pygame_gui asks the pointer's place of the system
    try:
        frames(app, 90)
        assert undo.tool_tip is not None
        toast = app.toasts.items[-1].rect
        assert toast is not None and not toast.colliderect(undo.tool_tip.rect) and not toast.colliderect(undo.rect)
    finally:
        pygame.mouse.set_pos((0, 0))  # no later test finds the system's pointer resting on a button
