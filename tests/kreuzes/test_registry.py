"""Kreuzes is registered for its rules (self-play, conformance) but New game does not list it yet."""

from __future__ import annotations

from games import registry


def test_kreuzes_has_rules_but_no_new_game_yet() -> None:
    assert "kreuzes" in registry.rules_ids() and "kreuzes" not in registry.game_ids()
    assert registry.info("kreuzes").title == "Im Zeichen des Kreuzes"
    assert [s.id for s in registry.info("kreuzes").sides] == ["saracens"]
