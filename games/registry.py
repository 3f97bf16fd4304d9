"""The games Caravanserai knows. The menu, the self-play tool and the generic tests read this.

Each game is a package `games.<id>` that exposes:
  INFO: GameInfo            static facts, importable without loading any config
  make_rules() -> Rules     loads and validates config/<id>/ (raises DataError)
and shows its layers as folders: `games.<id>.rules` (the pure engine, never imports pygame),
`games.<id>.table` whose module `games.<id>.table.view` (pygame) has `TableView`
(games/ui/table_view.py) and `draw_box_art(surface, rect)`, and `games.<id>.ai` (the
computer players' hooks). Its rules reference is assets/rules/<id>.md.
A game whose config is malformed fails alone: the others still load.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

from games.core.contract import GameInfo, Rules

# Games in menu order; a game is listed here once it is playable end to end.
GAME_IDS: list[str] = ["jerusalem", "medina"]

# Extra packages registered at run time (the kernel's own tests register a toy game).
_extra: dict[str, tuple[str, str]] = {}


def register(game_id: str, module: str, view_module: str = "") -> None:
    _extra[game_id] = (module, view_module or f"{module}.table.view")
    _package.cache_clear()
    rules.cache_clear()


def game_ids() -> list[str]:
    return GAME_IDS + [g for g in _extra if g not in GAME_IDS]


@cache
def _package(game_id: str) -> ModuleType:
    if game_id not in GAME_IDS and game_id not in _extra:
        raise KeyError(game_id)
    return importlib.import_module(_extra[game_id][0] if game_id in _extra else f"games.{game_id}")


def package(game_id: str) -> ModuleType:
    return _package(game_id)


def info(game_id: str) -> GameInfo:
    return _package(game_id).INFO


def view_module(game_id: str) -> ModuleType:
    """The game's pygame module (TableView, draw_box_art); imports pygame."""
    _package(game_id)
    return importlib.import_module(_extra[game_id][1] if game_id in _extra else f"games.{game_id}.table.view")


@cache
def rules(game_id: str) -> Rules:
    """The game's rules with its config loaded; KeyError if unknown, DataError if broken."""
    return _package(game_id).make_rules()
