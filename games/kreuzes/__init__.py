"""Im Zeichen des Kreuzes (Hofstätter & Hugelmann; Queen Games, 2001) for 2 to 5 players.

The pure rules are in games/kreuzes/rules/ (`INFO` needs no config; `make_rules()` loads
config/kreuzes/ and the map); the cube tower is also a scene of its own on the main menu
(games/kreuzes/tower/). Until its table lands the game is registered for its rules only
(registry.RULES_ONLY_IDS), so New game does not list it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.kreuzes.rules.info import INFO
from games.registry import ExtraScene

if TYPE_CHECKING:
    from games.kreuzes.rules.engine import KreuzesRules

__all__ = ["EXTRA_SCENES", "INFO", "check_data", "make_rules"]

EXTRA_SCENES: tuple[ExtraScene, ...] = (
    ExtraScene(key="tower", label="Tower", hint="T", module="games.kreuzes.tower.scene", factory="TowerScene"),
)


def make_rules() -> KreuzesRules:
    from games.kreuzes.rules.board import load_board
    from games.kreuzes.rules.config import load_config
    from games.kreuzes.rules.engine import KreuzesRules

    return KreuzesRules(load_config(), load_board())


def check_data(rules: KreuzesRules) -> None:
    """The tower's data (config/kreuzes/tower.yaml): the drops, the computer players' odds and
    the Tower scene need it. Checked when the menu lists the game (raises DataError)."""
    from physics.config import load_tower_config

    load_tower_config()
