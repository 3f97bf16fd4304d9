"""Jerusalem (Michele Mura, 2010) for 2 to 4 players: the pure rules engine.

`INFO` needs no config; `make_rules()` loads and validates config/jerusalem/.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.jerusalem.rules.info import INFO

if TYPE_CHECKING:
    from games.jerusalem.rules.engine import JerusalemRules

__all__ = ["INFO", "check_data", "make_rules"]


def make_rules() -> JerusalemRules:
    from games.jerusalem.rules.config import load_config
    from games.jerusalem.rules.engine import JerusalemRules

    return JerusalemRules(load_config())


def check_data(rules: JerusalemRules) -> None:
    """The table's own data (config/jerusalem/table.yaml), checked with the rules' when the menu
    lists the game: raises DataError, so a broken plan shows there and never at the table."""
    from games.jerusalem.table.table_plan import load_plan

    load_plan(rules.config)
