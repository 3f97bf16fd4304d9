"""UI tests drive the real app frame by frame under SDL's dummy video driver."""

from __future__ import annotations

import pytest

from games import registry
from games.ui import catalog

# The test games with table views of their own (tests/conftest.py registers them without).
registry.register("tokens", "tests.core.toy_game", "tests.ui.toy_view")
# The Siege test game (chance from outside the rules, a side no seat plays) with its test view.
registry.register("siege", "tests.core.siege_game", "tests.ui.siege_view")
catalog.forget()


@pytest.fixture(autouse=True)
def _fresh_catalog():
    catalog.forget()
    yield
    catalog.forget()
