"""The games the menu offers, each checked on its own: a game whose config or view fails
to load is listed as unavailable with the reason, and the others still play."""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

import pygame

from games import registry
from games.core import paths
from games.core.contract import GameInfo, Rules
from games.core.data import DataError
from games.ui import look
from games.ui.art import fonts


@dataclass
class GameEntry:
    id: str
    info: GameInfo | None
    rules: Rules | None
    view: ModuleType | None
    problem: str | None  # why it cannot be played, for the player (file, key path, problem)

    @property
    def playable(self) -> bool:
        return self.problem is None

    @property
    def title(self) -> str:
        return self.info.title if self.info else self.id

    @property
    def players_text(self) -> str:
        if not self.info:
            return ""
        lo, hi = self.info.min_players, self.info.max_players
        return f"{lo} players" if lo == hi else f"{lo}\u2013{hi} players"

    def draw_box_art(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game's own box art; a plain lettered box when its view could not load."""
        if self.view is not None and hasattr(self.view, "draw_box_art"):
            try:
                self.view.draw_box_art(surface, rect)
                return
            except Exception:  # a view bug must not take the menu down with it
                traceback.print_exc()
        pygame.draw.rect(surface, look.WOOD_LIGHT, rect, border_radius=6)
        fonts.text(surface, self.title, max(14, rect.height // 8), look.PARCHMENT, rect.center, bold=True,
                   anchor="center")


def describe_problem(exc: Exception) -> str:
    """The file (relative to the app when it is one of ours), the key path and the problem."""
    if isinstance(exc, DataError):
        file = Path(exc.file)
        shown = file.relative_to(paths.ROOT) if file.is_relative_to(paths.ROOT) else file
        return f"{shown}, at {exc.key_path or '(top)'}: {exc.problem}"
    return f"{type(exc).__name__}: {exc}"


def load_entry(game_id: str) -> GameEntry:
    info: GameInfo | None = None
    try:
        info = registry.info(game_id)
        rules = registry.rules(game_id)
        view = registry.view_module(game_id)
        # The data the table and the game's own scenes read besides the rules' (a game's
        # `check_data(rules)` raises DataError): broken, the game is unavailable here and now.
        check = getattr(registry.package(game_id), "check_data", None)
        if check is not None:
            check(rules)
    except Exception as exc:  # DataError above all, but an import error is as final for the menu
        view = None
        try:
            view = registry.view_module(game_id)
        except Exception:
            pass
        return GameEntry(game_id, info, None, view, describe_problem(exc))
    return GameEntry(game_id, info, rules, view, None)


def entries() -> list[GameEntry]:
    return [_cached_entry(g) for g in registry.game_ids()]


def entry(game_id: str) -> GameEntry:
    return _cached_entry(game_id)


@cache
def _cached_entry(game_id: str) -> GameEntry:
    # Loading a game's config validates all of it; once per run is enough.
    return load_entry(game_id)


def forget() -> None:
    """Drop the cache (tests register games while the app runs)."""
    _cached_entry.cache_clear()
