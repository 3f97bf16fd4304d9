"""Medina (Stefan Dorra; Hans im Glück, 2001 first edition), for 3 or 4 players.

INFO is importable without reading any config; make_rules() loads config/medina/ and
checks that its player colours are the ones INFO offers on the seating screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.contract import GameInfo, PlayerColour
from games.core.data import DataError

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules

INFO = GameInfo(
    id="medina",
    title="Medina",
    min_players=3,
    max_players=4,
    # Mirrors player_colours in config/medina/medina.yaml (Okabe-Ito colours).
    colours=(
        PlayerColour("sky blue", (86, 180, 233)),
        PlayerColour("bluish green", (0, 158, 115)),
        PlayerColour("yellow", (240, 228, 66)),
        PlayerColour("reddish purple", (204, 121, 167)),
    ),
    hidden_holdings=True,
    blurb="Build the palaces of an old city together, then crown the best ones with your domes.",
)


def make_rules() -> MedinaRules:
    from games.medina.rules.config import CONFIG_FILE, load_config
    from games.medina.rules.engine import MedinaRules

    config = load_config()
    if config.player_colours != INFO.colours:
        raise DataError(CONFIG_FILE, "player_colours.list", "must match the colours games/medina offers (INFO)")
    return MedinaRules(config, INFO)
