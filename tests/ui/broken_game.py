"""A game whose config is broken, to show the menu lists it as unavailable and carries on."""

from __future__ import annotations

from games.core.contract import GameInfo, PlayerColour
from games.core.data import DataError
from games.core.paths import CONFIG_DIR

INFO = GameInfo(id="broken", title="Broken Bazaar", min_players=2, max_players=3,
                colours=(PlayerColour("red", (213, 94, 0)), PlayerColour("blue", (0, 114, 178))))


def make_rules():
    raise DataError(CONFIG_DIR / "broken" / "board.yaml", "areas[3].value", "-2 is less than the minimum of 0")
