"""Kreuzes is registered with its table: New game lists it, and its rules play in self-play."""

from __future__ import annotations

from games import registry


def test_kreuzes_is_a_game_on_new_game_with_its_rules() -> None:
    assert "kreuzes" in registry.rules_ids() and "kreuzes" in registry.game_ids()
    assert registry.info("kreuzes").title == "Im Zeichen des Kreuzes"
    assert [s.id for s in registry.info("kreuzes").sides] == ["saracens"]
    assert "tower" in {scene.key for scene in registry.extra_scenes()}  # the menu's Tower stays


def test_the_seating_screen_writes_each_knights_colour_as_the_rules_do() -> None:
    shown = [c.shown for c in registry.info("kreuzes").colours]
    assert "Sky blue" in shown and "Skyblue" not in shown  # the rules reference says "sky blue"
