"""Ierusalem: Anno Domini (Carmen García Jiménez; Devir) for 2, 3 and 4 players: the pure rules engine.

`INFO` needs no config; `make_rules()` loads and validates config/anno_domini/.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.anno_domini.rules.info import INFO

if TYPE_CHECKING:
    from games.anno_domini.rules.engine import AnnoDominiRules

__all__ = ["INFO", "make_rules"]


def make_rules() -> AnnoDominiRules:
    from games.anno_domini.rules.config import load_config
    from games.anno_domini.rules.engine import AnnoDominiRules

    return AnnoDominiRules(load_config())
