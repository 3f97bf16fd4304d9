"""UI tests drive the real app frame by frame under SDL's dummy video driver."""

from __future__ import annotations

import pytest

from games import registry
from games.ui import catalog

# The toy game with a table view of its own (tests/conftest.py registers it without one).
registry.register("tokens", "tests.core.toy_game", "tests.ui.toy_view")
catalog.forget()


@pytest.fixture(autouse=True)
def _fresh_catalog():
    catalog.forget()
    yield
    catalog.forget()
