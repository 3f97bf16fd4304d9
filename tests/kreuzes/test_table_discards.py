"""Discarding in Phase 3 as a hand does it: each click on a card discards it and the other cards
stay where they lie (the pointer never finds another card under it), and a click past the limit
says why in words; the choice of a deck that follows Draw cards is never under the pointer."""

from __future__ import annotations

import pytest

from games.kreuzes.rules import actions as a
from tests.kreuzes.test_table_play import deal, hand_click, live_tower, start  # noqa: F401
from tests.ui.driver import frames


def test_discarding_keeps_the_other_cards_in_place_and_a_third_is_refused_in_words() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "mountains", "water", "joker", "tithe"])
        w.phase = "discard"

    app, scene, match, view = start(arrange)
    hand = match.state.hands[0]
    where = {card: view.zones[f"card:{i}"].copy() for i, card in enumerate(hand)}
    for card in ("mountains", "joker"):  # the second and the fourth card
        hand_click(app, where[card].center)
        assert match.actions[-1] == a.Discard(card)
        now = {c: view.zones[f"card:{i}"] for i, c in enumerate(match.state.hands[0])}
        assert all(now[c] == where[c] for c in now)  # nothing moved under the pointer
    before = len(match.actions)
    hand_click(app, where["water"].center)
    assert len(match.actions) == before and "water" in match.state.hands[0]
    toast = " ".join(app.toasts.texts())
    assert "at most 2 cards" in toast and "you have discarded 2" in toast


def _drawing_a_card_played_at_once(rules, w) -> None:
    """Phase 3 with a short hand, and the Event deck's top card one played at once when drawn
    (Jerusalem reinforced): drawing asks from which deck its replacement comes."""
    deal(rules, w, 0, ["plains"])
    w.phase = "discard"
    w.event_deck = ("jerusalem_reinforced",) + tuple(c for c in w.event_deck if c != "jerusalem_reinforced")
    w.move_deck = tuple(c for c in w.move_deck if not rules.config.cards[c].immediate)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_deck_choice_after_draw_cards_is_never_where_draw_cards_was(size) -> None:
    """'Draw cards' gives way to the choice of a deck: a second click on the same spot (a double
    click, or a slow one) must not choose a deck the player never saw."""
    app, scene, match, view = start(_drawing_a_card_played_at_once, size=size)
    draw = view.zones["button:draw"].copy()
    hand_click(app, draw.center)
    assert match.state.tasks and match.state.tasks[0].kind == "replace"
    decks = [r for k, r in view.zones.items() if k.startswith("button:")]
    assert decks and view.panel().title == "A card played at once"
    assert view.panel().lines[0] == "Jerusalem Reinforced was played at once."  # the card drawn, named
    assert all(not r.colliderect(draw) for r in decks), f"a deck's button lies where Draw cards was at {size}"
    frames(app, 30)  # half a second later: past any double-click guard
    before = len(match.actions)
    hand_click(app, draw.center)
    assert len(match.actions) == before and match.state.tasks[0].kind == "replace"
