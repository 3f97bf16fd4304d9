"""Medina's printed numbers, loaded from config/medina/medina.yaml and checked by a schema."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.contract import PlayerColour
from games.core.data import DataError, load_yaml
from games.core.paths import CONFIG_DIR
from games.medina.rules.board import Cell, Layout

CONFIG_FILE = CONFIG_DIR / "medina" / "medina.yaml"

_SOURCE = {"type": "string", "pattern": "^(researched|reconstructed): .+"}
_COUNT = {"type": "integer", "minimum": 0}
# What a player starts with: none of a kind would end the game after a move (issue 16).
_PIECES = {"type": "integer", "minimum": 1, "maximum": 99}
_NAME = {"type": "string", "minLength": 1}


def _listed(item: dict[str, Any], size: int) -> dict[str, Any]:
    """A block with a source note and a list of exactly `size` items."""
    return {
        "type": "object",
        "required": ["source", "list"],
        "additionalProperties": False,
        "properties": {
            "source": _SOURCE,
            "list": {"type": "array", "minItems": size, "maxItems": size, "items": item},
        },
    }


SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["board", "towers", "palace_colours", "pieces", "first_inhabitants", "player_colours"],
    "additionalProperties": False,
    "properties": {
        "board": {
            "type": "object",
            "required": ["columns", "rows", "source"],
            "additionalProperties": False,
            "properties": {
                "columns": {"type": "integer", "minimum": 6, "maximum": 26},
                "rows": {"type": "integer", "minimum": 6, "maximum": 99},
                "source": _SOURCE,
            },
        },
        "towers": _listed({
            "type": "object",
            "required": ["name", "cell", "points"],
            "additionalProperties": False,
            "properties": {
                "name": _NAME,
                "cell": {"type": "array", "items": _COUNT, "minItems": 2, "maxItems": 2},
                "points": {"type": "integer", "minimum": 1},
            },
        }, 4),
        "palace_colours": _listed({
            "type": "object",
            "required": ["name", "tile_points"],
            "additionalProperties": False,
            "properties": {"name": _NAME, "tile_points": {"type": "integer", "minimum": 1}},
        }, 4),
        "pieces": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["players", "palace_per_colour", "domes", "stables", "inhabitants", "walls"],
                "additionalProperties": False,
                "properties": {
                    "players": {"type": "integer", "minimum": 2, "maximum": 8},
                    "palace_per_colour": _PIECES,
                    "domes": _PIECES,
                    "stables": _PIECES,
                    "inhabitants": _PIECES,
                    "walls": _PIECES,
                },
            },
        },
        "first_inhabitants": {"const": 1},
        "player_colours": _listed({
            "type": "object",
            "required": ["name", "rgb"],
            "additionalProperties": False,
            "properties": {
                "name": _NAME,
                "rgb": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 255},
                        "minItems": 3, "maxItems": 3},
            },
        }, 4),
    },
}


@dataclass(frozen=True)
class PieceCounts:
    """What each player starts with, for one player count."""

    palace_per_colour: int
    domes: int
    stables: int
    inhabitants: int
    walls: int


@dataclass(frozen=True)
class MedinaConfig:
    layout: Layout
    tower_names: tuple[str, ...]
    tower_points: tuple[int, ...]
    colours: tuple[str, ...]  # palace colours
    palace_tile_points: tuple[int, ...]  # per palace colour
    pieces: dict[int, PieceCounts]  # by player count
    player_colours: tuple[PlayerColour, ...]


def load_config(path: Path | str = CONFIG_FILE) -> MedinaConfig:
    """Load and check the file; raise DataError naming the key when something is off."""
    data = load_yaml(path, SCHEMA)
    columns, rows = data["board"]["columns"], data["board"]["rows"]
    corners = {(0, 0), (columns - 1, 0), (0, rows - 1), (columns - 1, rows - 1)}
    towers = data["towers"]["list"]
    cells: tuple[Cell, ...] = tuple((t["cell"][0], t["cell"][1]) for t in towers)
    if set(cells) != corners:
        raise DataError(path, "towers.list", f"the towers must stand on the four corners {sorted(corners)}")
    counts = [p["players"] for p in data["pieces"]]
    for players in (3, 4):  # the game's 3 and 4 players (INFO)
        if counts.count(players) != 1:
            raise DataError(path, "pieces", f"needs exactly one row for {players} players")
    colours = tuple(c["name"] for c in data["palace_colours"]["list"])
    if len(set(colours)) != len(colours):
        raise DataError(path, "palace_colours.list", "colour names must differ")
    return MedinaConfig(
        layout=Layout(columns, rows, cells),
        tower_names=tuple(t["name"] for t in towers),
        tower_points=tuple(t["points"] for t in towers),
        colours=colours,
        palace_tile_points=tuple(c["tile_points"] for c in data["palace_colours"]["list"]),
        pieces={
            p["players"]: PieceCounts(p["palace_per_colour"], p["domes"], p["stables"], p["inhabitants"], p["walls"])
            for p in data["pieces"]
        },
        player_colours=tuple(
            PlayerColour(c["name"], (c["rgb"][0], c["rgb"][1], c["rgb"][2])) for c in data["player_colours"]["list"]
        ),
    )
