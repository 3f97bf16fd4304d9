"""The solitaire game's data (config/anno_domini/solo.yaml): Barabbas's cards, line by line, and
the solitaire Sanhedrin's Judgment tiles, checked against the board they are played on.

JSON Schema checks the shapes; `load_solo` then checks what it cannot (a row, space, seat or
card id that does not exist, a deck too small for the tiles on the board), raising DataError
with the file and the key path."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import DataError, load_yaml

FIELDS = ("desert", "mountain", "lake")
SIDES = ("left", "right")
BLACK_WHITE = ("black", "white")
SET_APOSTLES = ("purple", "orange", "white")
# Each row's place on the Last Supper's grid (games.anno_domini.rules.config._grid): the rows
# above the Table run up from -1, the head and the foot lie in row 0, the rows below run down from 2.
ROW_Y = {"Td": -4, "Tc": -3, "Tb": -2, "Ta": -1, "H": 0, "Ba": 2, "Bb": 3, "Bc": 4, "Bd": 5}

_WHERE = {"type": "object", "required": ["row", "from"], "additionalProperties": False,
          "properties": {"row": {"type": "string"}, "from": {"enum": list(SIDES)}}}
_LINE = {"oneOf": [
    {"enum": ["resources", "place_two", "parable", "sanhedrin"]},
    {"type": "object", "required": ["score"], "additionalProperties": False,
     "properties": {"score": {"type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": True,
                              "items": {"enum": list(FIELDS)}}}},
    {"type": "object", "required": ["seat"], "additionalProperties": False, "properties": {"seat": _WHERE}},
    {"type": "object", "required": ["friendly"], "additionalProperties": False, "properties": {"friendly": _WHERE}},
    {"type": "object", "required": ["group"], "additionalProperties": False,
     "properties": {"group": {"enum": list(BLACK_WHITE)}}},
]}
_SOURCE = {"type": "string", "pattern": "^(rulebook|researched|reconstructed)"}
SOLO_SCHEMA: dict[str, Any] = {
    "type": "object", "required": ["start", "rows", "barabbas", "judgments"], "additionalProperties": False,
    "properties": {
        "start": {"type": "object", "required": ["source", "denarii", "vp", "barabbas_vp"],
                  "additionalProperties": False,
                  "properties": {"source": _SOURCE, "denarii": {"type": "integer", "minimum": 0},
                                 "vp": {"type": "integer", "minimum": 0},
                                 "barabbas_vp": {"type": "integer", "minimum": 0}}},
        "rows": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"type": "string"}},
        "barabbas": {"type": "object", "required": ["source", "cards"], "additionalProperties": False, "properties": {
            "source": _SOURCE,
            "cards": {"type": "array", "minItems": 1, "items": {
                "type": "object", "required": ["id", "lines"], "additionalProperties": False,
                "properties": {"id": {"type": "string", "pattern": "^[a-z0-9]+$"},
                               "lines": {"type": "array", "minItems": 1, "items": _LINE}}}}}},
        "judgments": {"type": "object", "required": ["source", "tiles", "on_board"], "additionalProperties": False,
                      "properties": {
                          "source": _SOURCE, "on_board": {"type": "integer", "minimum": 0},
                          "tiles": {"type": "array", "minItems": 1, "items": {
                              "type": "object", "required": ["id", "apostle", "spaces", "seats"],
                              "additionalProperties": False,
                              "properties": {"id": {"type": "string", "pattern": "^[a-z0-9]+$"},
                                             "apostle": {"enum": list(SET_APOSTLES)},
                                             "spaces": {"type": "array", "items": {"type": "string"}},
                                             "seats": {"type": "array", "minItems": 1,
                                                       "items": {"type": "string"}}}}}}},
    },
}


@dataclass(frozen=True)
class Line:
    """One line of a Barabbas card, done top to bottom: `kind` is score (VP for his Followers in
    `fields`), resources, place_two, seat (a Follower to `row` from `side`), parable, friendly (a
    Friendly Follower moved, searched in `row` from `side`), group (the largest group of
    `colour`) or sanhedrin."""

    kind: str
    fields: tuple[str, ...] = ()
    row: str = ""
    side: str = ""
    colour: str = ""


@dataclass(frozen=True)
class BarabbasCard:
    id: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class SoloTile:
    """A solitaire Judgment tile: the Last Supper spaces it clears (indexes) and the Table seats
    (indexes) where its Apostle sits, the first free one of them."""

    id: str
    apostle: str
    spaces: tuple[int, ...]
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Solo:
    cards: dict[str, BarabbasCard]
    deck: tuple[str, ...]  # every card id, in the file's order
    tiles: dict[str, SoloTile]
    on_board: int  # how many tiles lie face down on the track
    rows: tuple[tuple[int, ...], ...]  # the Last Supper's rows top to bottom, each left to right
    row_names: tuple[str, ...]
    start: dict[str, Any]  # the player's Denarii and VP, Barabbas's VP


def _line(raw: Any) -> Line:
    if isinstance(raw, str):
        return Line(raw)
    (kind, value), = raw.items()
    if kind == "score":
        return Line(kind, fields=tuple(value))
    if kind == "group":
        return Line(kind, colour=value)
    return Line(kind, row=value["row"], side=value["from"])


def load_solo(file: str, grid: dict[int, tuple[int, int]], space_ids: tuple[str, ...],
              apostle_seats: dict[str, int], judgment_spaces: int) -> Solo:
    raw = load_yaml(file, SOLO_SCHEMA)
    rows: list[tuple[int, ...]] = []
    for k, name in enumerate(raw["rows"]):
        if name not in ROW_Y:
            raise DataError(file, f"rows[{k}]", f"no row {name!r} (rows are {', '.join(ROW_Y)})")
        rows.append(tuple(sorted((i for i, (_, y) in grid.items() if y == ROW_Y[name]), key=lambda i: grid[i][0])))
    names = tuple(raw["rows"])
    cards: dict[str, BarabbasCard] = {}
    for k, card in enumerate(raw["barabbas"]["cards"]):
        if card["id"] in cards:
            raise DataError(file, f"barabbas.cards[{k}].id", f"card id {card['id']!r} used twice")
        lines = tuple(_line(x) for x in card["lines"])
        for j, line in enumerate(lines):
            if line.row and line.row not in names:
                raise DataError(file, f"barabbas.cards[{k}].lines[{j}]", f"no row {line.row!r} in rows")
        cards[card["id"]] = BarabbasCard(card["id"], lines)
    tiles: dict[str, SoloTile] = {}
    for k, tile in enumerate(raw["judgments"]["tiles"]):
        where = f"judgments.tiles[{k}]"
        if tile["id"] in tiles:
            raise DataError(file, f"{where}.id", f"tile id {tile['id']!r} used twice")
        for j, sid in enumerate(tile["spaces"]):
            if sid not in space_ids:
                raise DataError(file, f"{where}.spaces[{j}]", f"no Last Supper space {sid!r}")
        for j, seat in enumerate(tile["seats"]):
            if seat not in apostle_seats:
                raise DataError(file, f"{where}.seats[{j}]", f"no Apostle's seat {seat!r} at the Table")
        tiles[tile["id"]] = SoloTile(tile["id"], tile["apostle"], tuple(space_ids.index(s) for s in tile["spaces"]),
                                     tuple(apostle_seats[s] for s in tile["seats"]))
    on_board = raw["judgments"]["on_board"]
    if on_board > len(tiles):
        raise DataError(file, "judgments.on_board", f"{on_board} tiles on the board but only {len(tiles)} in the box")
    if on_board > judgment_spaces:
        raise DataError(file, "judgments.on_board", f"{on_board} tiles but the track has {judgment_spaces} spaces")
    return Solo(cards, tuple(cards), tiles, on_board, tuple(rows), names, raw["start"])
