"""What palaces are worth, for the end of the game and for a table that shows values on hover.

A palace scores its pieces, its attached stables, and every city wall and inhabitant
orthogonally next to one of its pieces or stables; an inhabitant next to two palaces
counts for both. Palace tiles and tower tiles come on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.core.contract import ScoreSheet
from games.core.english import plural as _plural
from games.medina.rules.state import Cell, MedinaState, Palace

if TYPE_CHECKING:
    from games.medina.rules.config import MedinaConfig

PARTS = ("Palace pieces", "Stables", "City walls", "Inhabitants", "Palace tiles", "Tower tiles")


@dataclass(frozen=True)
class PalaceValue:
    pieces: int
    stables: int
    walls: int
    inhabitants: int

    @property
    def total(self) -> int:
        return self.pieces + self.stables + self.walls + self.inhabitants


def _beside(cells: tuple[Cell, ...]) -> set[Cell]:
    return {(c + dc, r + dr) for c, r in cells for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))}


def palace_value(state: MedinaState, palace: Palace) -> PalaceValue:
    """The palace's points, part by part (whether or not anyone has claimed it)."""
    around = _beside(palace.pieces + palace.stables)
    walls = sum(1 for w in state.walls if w.cell in around)
    inhabitants = sum(1 for cell in state.inhabitants() if cell in around)
    return PalaceValue(len(palace.pieces), len(palace.stables), walls, inhabitants)


def palace_size(palace: Palace) -> int:
    """What the palace tiles compare: palace pieces plus attached stables."""
    return palace.size


def score_sheets(state: MedinaState, config: MedinaConfig) -> list[ScoreSheet]:
    sheets = []
    for seat in range(state.players):
        totals = [0, 0, 0, 0]
        detail = []
        for palace in state.palaces:
            if palace.owner != seat:
                continue
            v = palace_value(state, palace)
            for k, part in enumerate((v.pieces, v.stables, v.walls, v.inhabitants)):
                totals[k] += part
            detail.append(
                f"{palace.colour.capitalize()} palace: {v.total} ({_plural(v.pieces, 'piece')}, "
                f"{_plural(v.stables, 'stable')}, {_plural(v.walls, 'wall')}, "
                f"{_plural(v.inhabitants, 'inhabitant')})"
            )
        palace_tiles = 0
        for colour, holder, points in zip(state.colours, state.palace_tiles, config.palace_tile_points, strict=True):
            if holder == seat:
                palace_tiles += points
                detail.append(f"{colour.capitalize()} palace tile: {points}")
        tower_tiles = 0
        for name, tower in zip(config.tower_names, state.towers, strict=True):
            if tower.holder == seat:
                tower_tiles += tower.points
                detail.append(f"Tower tile ({name} tower): {tower.points}")
        values = (*totals, palace_tiles, tower_tiles)
        sheets.append(ScoreSheet(seat, tuple(zip(PARTS, values, strict=True)), tuple(detail)))
    return sheets
