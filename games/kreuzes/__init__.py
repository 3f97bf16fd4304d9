"""Im Zeichen des Kreuzes (Kreuzzug-Spiel), for 2 to 5 players: not playable yet.

Until its rules land, the game offers only its cube tower as a scene of its own, to try out from
the main menu (games/kreuzes/tower/). It is not in registry.GAME_IDS, so New game never lists it.
"""

from __future__ import annotations

from games.registry import ExtraScene

__all__ = ["EXTRA_SCENES"]

EXTRA_SCENES: tuple[ExtraScene, ...] = (
    ExtraScene(key="tower", label="Tower", hint="T", module="games.kreuzes.tower.scene", factory="TowerScene"),
)
