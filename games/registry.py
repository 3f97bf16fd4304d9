"""The games Caravanserai knows. The menu, the self-play tool and the generic tests read this.

Each game is a package `games.<id>` that exposes:
  INFO: GameInfo            static facts, importable without loading any config
  make_rules() -> Rules     loads and validates config/<id>/ (raises DataError)
and shows its layers as folders: `games.<id>.rules` (the pure engine, never imports pygame),
`games.<id>.table` whose module `games.<id>.table.view` (pygame) has `TableView`
(games/ui/table_view.py), `draw_box_art(surface, rect)` and optionally `SOUNDS` (action kind ->
sound name, for kinds that do not sound as a wooden piece set down), and `games.<id>.ai` (the
computer players' hooks). Its rules reference is assets/rules/<id>.md.
A game may also offer scenes of its own beside its matches (Kreuzes: the cube tower to try
out): `EXTRA_SCENES: tuple[ExtraScene, ...]` in its package; the main menu lists them. A game
in SCENE_ONLY_IDS offers only those scenes and is never listed for New game.
A game whose config is malformed fails alone: the others still load.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from types import ModuleType

from games.core.contract import GameInfo, Rules

# Games in menu order; a game is listed here once it is playable end to end.
GAME_IDS: list[str] = ["jerusalem", "medina", "kreuzes", "anno_domini"]

# Games not playable yet whose packages already offer extra scenes (menu order).
SCENE_ONLY_IDS: list[str] = []

# Games whose rules are complete before their table: self-play (main.py --selfplay) and the
# conformance test take them (`rules_ids`); New game does not list them until they join GAME_IDS.
RULES_ONLY_IDS: list[str] = []

# Extra packages registered at run time (the kernel's own tests register a toy game).
_extra: dict[str, tuple[str, str]] = {}


def register(game_id: str, module: str, view_module: str = "") -> None:
    _extra[game_id] = (module, view_module or f"{module}.table.view")
    _package.cache_clear()
    rules.cache_clear()


def game_ids() -> list[str]:
    return GAME_IDS + [g for g in _extra if g not in GAME_IDS]


def rules_ids() -> list[str]:
    """Every game whose rules can be played: the playable games and those with rules only."""
    return game_ids() + [g for g in RULES_ONLY_IDS if g not in game_ids()]


@dataclass(frozen=True)
class ExtraScene:
    """A scene a game offers on the main menu: `module.factory(app)` makes it (the module may
    import pygame; it is imported only when the scene opens)."""

    key: str  # unique among menu entries; also the button's object id
    label: str  # the menu button's words
    hint: str  # its keyboard shortcut, one letter
    module: str
    factory: str


@cache
def _package(game_id: str) -> ModuleType:
    if game_id not in GAME_IDS + SCENE_ONLY_IDS + RULES_ONLY_IDS and game_id not in _extra:
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


def extra_scenes() -> list[ExtraScene]:
    """Every game's extra scenes, playable games first, in menu order."""
    return [scene for game_id in game_ids() + SCENE_ONLY_IDS
            for scene in getattr(_package(game_id), "EXTRA_SCENES", ())]


def open_extra_scene(scene: ExtraScene, app: object) -> object:
    """The scene itself, made for `app` (imports its module, which may need pygame)."""
    return getattr(importlib.import_module(scene.module), scene.factory)(app)


def game_of(thing: object) -> str | None:
    """The game whose package defines `thing`'s class (an action, a state), or None."""
    module = type(thing).__module__
    for game_id in game_ids():
        try:
            name = _package(game_id).__name__
        except ImportError:
            continue
        if module == name or module.startswith(name + "."):
            return game_id
    return None


@cache
def action_sounds(game_id: str) -> dict[str, str]:
    """The game's own sounds by action kind (`SOUNDS` in its view module); {} when it names none."""
    return dict(getattr(view_module(game_id), "SOUNDS", {}))
