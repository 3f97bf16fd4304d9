"""Kreuzes against the rules contract: the generic conformance test (tests/conformance) plays it
on the real map through registry.rules_ids(); here, what that test relies on."""

from __future__ import annotations

from games import registry
from games.core.chance import resolver_for


def test_the_resolver_is_found_beside_the_rules_folder() -> None:
    from games.kreuzes import chance

    assert resolver_for(registry.rules("kreuzes")).__module__ == chance.__name__


def test_conformance_plays_kreuzes_for_two_to_five_seats() -> None:
    from tests.conformance.test_conformance import CASES

    assert [n for game, n in CASES if game == "kreuzes"] == [2, 3, 4, 5]
