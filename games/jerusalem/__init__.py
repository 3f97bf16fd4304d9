"""Jerusalem (Michele Mura, 2010) for 2 to 4 players: the pure rules engine.

`INFO` needs no config; `make_rules()` loads and validates config/jerusalem/.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.jerusalem.rules.info import INFO

if TYPE_CHECKING:
    from games.jerusalem.rules.engine import JerusalemRules

__all__ = ["INFO", "make_rules"]


def make_rules() -> JerusalemRules:
    from games.jerusalem.rules.config import load_config
    from games.jerusalem.rules.engine import JerusalemRules

    return JerusalemRules(load_config())
