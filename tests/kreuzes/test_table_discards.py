"""Discarding in Phase 3 as a hand does it: each click on a card discards it and the other cards
stay where they lie (the pointer never finds another card under it), and a click past the limit
says why in words."""

from __future__ import annotations

from games.kreuzes.rules import actions as a
from tests.kreuzes.test_table_play import deal, hand_click, live_tower, start  # noqa: F401


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
