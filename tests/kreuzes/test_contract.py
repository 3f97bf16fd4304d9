"""Kreuzes against the generic rules contract (tests/conformance), on the test board, with the
live tower resolving every drop: views, the log's round trip, undo refused after chance."""

from __future__ import annotations

import pytest

from games import registry
from games.core.chance import resolver_for
from tests.conformance.test_conformance import test_random_play_keeps_the_contract as conformance
from tests.kreuzes.fixture import rules


@pytest.fixture(scope="module")
def registered():
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_extra", dict(registry._extra))
        registry.register("kreuzes", "tests.kreuzes.fixture")
        registry.rules.cache_clear()
        yield
    registry.rules.cache_clear()
    registry._package.cache_clear()  # the real games.kreuzes again for the tests after these


@pytest.mark.parametrize("players", [2, 5])
def test_conformance(registered, players: int) -> None:
    conformance("kreuzes", players, 1)


def test_the_resolver_is_found_beside_the_rules_folder() -> None:
    from games.kreuzes import chance

    assert resolver_for(rules()).__module__ == chance.__name__
