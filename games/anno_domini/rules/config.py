"""Anno Domini's printed data (config/anno_domini/*.yaml), validated and turned into frozen records.

JSON Schema checks the shapes; `_check` then checks what a schema cannot say (a reward on a space
that does not exist, a set of the wrong length), raising DataError with the file and key path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import DataError, load_yaml
from games.core.paths import CONFIG_DIR

LOCATIONS = ("market", "desert", "mountain", "lake", "temple")
FIELDS = ("desert", "mountain", "lake")  # where Followers wait
RESOURCES = ("stone", "bread", "fish")
ACTION_KINDS = ("parable", "go_supper", "invited", "favor", "call", "change_places", "market", "temple",
                "denarii", "stone", "bread", "fish", "redistribute", "sanhedrin", "mahane", "ad33")
SET_COLOURS = ("purple", "orange", "white")
APOSTLES = ("purple", "orange", "white", "judas")
JUDGMENT_TILES = ["parables", "offerings", "resources", "locations", "favors", "supper", "friendly"]

_LOC = {"enum": list(LOCATIONS)}


def _closed(required: list[str], properties: dict[str, Any]) -> dict[str, Any]:
    """An object with exactly these keys, all required."""
    return {"type": "object", "required": required, "additionalProperties": False, "properties": properties}


_COUNT = {"type": "integer", "minimum": 0}
_SOURCE = {"type": "string", "pattern": "^(rulebook|researched|reconstructed)"}
_ACTION = {"oneOf": [
    {"enum": [k for k in ACTION_KINDS if k != "denarii"]},
    {"type": "object", "required": ["denarii"], "additionalProperties": False,
     "properties": {"denarii": {"type": "integer"}}},
]}
_CARD = {"type": "object", "required": ["id", "location", "actions", "points"], "additionalProperties": False,
         "properties": {"id": {"type": "string", "pattern": "^[a-z0-9]+$"}, "location": _LOC,
                        "actions": {"type": "array", "minItems": 1, "maxItems": 3, "items": _ACTION},
                        "points": _COUNT, "friendly": {"type": "boolean"}}}
_DECK = {"type": "object", "required": ["source", "cards"], "additionalProperties": False,
         "properties": {"source": _SOURCE, "cards": {"type": "array", "minItems": 1, "items": _CARD}}}
CARDS_SCHEMA: dict[str, Any] = {"type": "object", "required": ["starting", "mahane", "ad33"],
                                "additionalProperties": False,
                                "properties": {"starting": _DECK, "mahane": _DECK, "ad33": _DECK}}

_COSTS = {"type": "array", "items": {"enum": list(RESOURCES)}}
_SEQ = {"type": "array", "minItems": 3, "maxItems": 3, "items": _LOC}
_SOURCED_COUNT = {"type": "object", "required": ["value", "source"], "additionalProperties": False,
                  "properties": {"value": _COUNT, "source": _SOURCE}}
BOARD_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "required": ["locations", "market", "temple", "last_supper", "apostles", "parables", "favor_track", "sanhedrin"],
    "properties": {
        "locations": {"type": "object", "required": ["spaces", "blocked_for_3", "per_player", "yields"],
                      "additionalProperties": False,
                      "properties": {"spaces": _SOURCED_COUNT, "blocked_for_3": _COUNT, "per_player": _COUNT,
                                     "yields": _closed(list(FIELDS), {f: {"enum": list(RESOURCES)} for f in FIELDS})}},
        "market": {"type": "object", "required": ["prices", "mahane_price"], "additionalProperties": False,
                   "properties": {"prices": _closed(list(RESOURCES), {r: _COUNT for r in RESOURCES}),
                                  "mahane_price": _SOURCED_COUNT}},
        "temple": {"type": "object", "required": ["costs", "bump_fee"], "additionalProperties": False,
                   "properties": {"costs": {"type": "object", "required": list(FIELDS), "additionalProperties": False,
                                            "properties": {f: _COUNT for f in FIELDS}}, "bump_fee": _COUNT}},
        "last_supper": {"type": "object", "additionalProperties": False,
                        "required": ["source", "seats", "row_costs", "column_costs", "corners", "ends", "corner_cost",
                                     "rewards", "neutral_for_3"],
                        "properties": {
                            "source": _SOURCE,
                            "seats": {"type": "array", "minItems": 1, "items": {
                                "type": "object", "required": ["id", "column", "depth"], "additionalProperties": False,
                                "properties": {"id": {"type": "string"}, "column": {"type": "integer"},
                                               "depth": {"type": "integer", "minimum": 1, "maximum": 4},
                                               "jesus": {"type": "boolean"}}}},
                            "row_costs": {"type": "object", "additionalProperties": _COSTS},
                            "column_costs": {"type": "object", "additionalProperties": _COSTS},
                            "corners": {"type": "array", "items": {
                                "type": "object", "required": ["id", "beside"], "additionalProperties": False,
                                "properties": {"id": {"type": "string"}, "beside": {"type": "string"}}}},
                            "ends": {"type": "array", "items": {"type": "string"}},
                            "corner_cost": _COSTS,
                            "rewards": {"type": "object", "additionalProperties": _ACTION},
                            "neutral_for_3": {"type": "array", "items": {"type": "string"}},
                        }},
        "apostles": {"type": "object", "required": ["pieces", "behind", "judas_denarii", "sets", "symbol_tiles"],
                     "additionalProperties": False,
                     "properties": {
                         "pieces": {"type": "object", "required": list(APOSTLES), "additionalProperties": False,
                                    "properties": {a: _COUNT for a in APOSTLES}},
                         "behind": {"type": "object", "required": [*APOSTLES, "jesus"], "additionalProperties": False,
                                    "properties": {a: {"type": "integer"} for a in (*APOSTLES, "jesus")}},
                         "judas_denarii": _COUNT,
                         "sets": {"type": "object", "required": ["source", *SET_COLOURS], "additionalProperties": False,
                                  "properties": {"source": _SOURCE, **{c: _SEQ for c in SET_COLOURS}}},
                         "symbol_tiles": _closed(["source", "tiles"], {
                             "source": _SOURCE, "tiles": {"type": "array", "minItems": 3, "items": _SEQ}}),
                     }},
        "parables": {"type": "object", "required": ["values", "removed", "end_points"], "additionalProperties": False,
                     "properties": {"values": {"type": "array", "minItems": 1, "items": _COUNT},
                                    "removed": {"type": "object",
                                                "additionalProperties": {"type": "array", "items": _COUNT}},
                                    "end_points": {"type": "array", "minItems": 7, "maxItems": 7, "items": _COUNT}}},
        "favor_track": {"type": "object", "required": ["source", "vp", "rewards"], "additionalProperties": False,
                        "properties": {"source": _SOURCE, "vp": {"type": "array", "minItems": 2, "items": _COUNT},
                                       "rewards": {"type": "object", "additionalProperties": {"oneOf": [
                                           {"const": "unblock"},
                                           {"type": "object", "required": ["denarii"], "additionalProperties": False,
                                            "properties": {"denarii": _COUNT}}]}}}},
        "sanhedrin": {"type": "object", "required": ["source", "length", "judgment_spaces", "tiles"],
                      "additionalProperties": False,
                      "properties": {"source": _SOURCE, "length": {"type": "integer", "minimum": 2},
                                     "judgment_spaces": {"type": "array", "items": {"type": "integer", "minimum": 1}},
                                     "tiles": {"type": "array", "items": {
                                         "type": "object", "required": ["id", "players"], "additionalProperties": False,
                                         "properties": {"id": {"enum": JUDGMENT_TILES},
                                                        "players": {"type": "array", "items": {"type": "integer"}}}}}}},
    },
}

_BENEFIT = {"oneOf": [
    {"enum": ["call", "mahane", "parable"]},
    {"type": "object", "minProperties": 1, "additionalProperties": False,
     "properties": {k: {"type": "integer", "minimum": 1} for k in ("denarii", *RESOURCES)}},
]}
_GAIN = {"oneOf": [{"type": "null"}, {"enum": list(RESOURCES)},
                   {"type": "object", "required": ["denarii"], "additionalProperties": False,
                    "properties": {"denarii": _COUNT}}]}
PLAYER_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "required": ["followers", "hand", "card_spaces", "warehouse", "start", "mahane_price", "mahane_face_up",
                 "illumination_vp", "parable_rewards", "favor_markers"],
    "properties": {
        "followers": {"type": "integer", "minimum": 5}, "hand": {"type": "integer", "minimum": 1},
        "card_spaces": {"type": "integer", "minimum": 1},
        "warehouse": {"type": "object", "required": ["source", "spaces", "blocked"], "additionalProperties": False,
                      "properties": {"source": _SOURCE, "spaces": _COUNT, "blocked": _COUNT}},
        "start": {"type": "object", "required": ["locations", "resources", "offerings", "denarii", "vp"],
                  "additionalProperties": False,
                  "properties": {"locations": {"type": "array", "items": {"enum": list(FIELDS)}},
                                 "resources": _closed(list(RESOURCES), {r: _COUNT for r in RESOURCES}),
                                 "offerings": _COUNT,
                                 "denarii": {"type": "array", "minItems": 4, "items": _COUNT},
                                 "vp": {"type": "array", "minItems": 4, "items": _COUNT}}},
        "mahane_price": _COUNT, "mahane_face_up": _COUNT, "illumination_vp": _COUNT,
        "parable_rewards": {"type": "object", "required": ["source", "rewards"], "additionalProperties": False,
                            "properties": {"source": _SOURCE,
                                           "rewards": {"type": "array", "minItems": 7, "maxItems": 7, "items": _GAIN}}},
        "favor_markers": {"type": "object", "required": ["source", "markers"], "additionalProperties": False,
                          "properties": {"source": _SOURCE, "markers": {"type": "array", "minItems": 1, "items": {
                              "type": "object", "required": ["id", "benefit", "symbol"], "additionalProperties": False,
                              "properties": {"id": {"type": "string"}, "benefit": _BENEFIT, "symbol": _LOC}}}}},
    },
}


@dataclass(frozen=True)
class Step:
    """One follower action: its kind and, for Denarii, how many (negative: pay)."""

    kind: str
    amount: int = 0


@dataclass(frozen=True)
class Card:
    id: str
    deck: str  # "starting", "mahane", "ad33"
    location: str
    actions: tuple[Step, ...]
    points: int
    friendly: bool = False


@dataclass(frozen=True)
class Space:
    """A space of the Last Supper. `seat` is the seat it lies behind (the one beside it, for a
    corner; "" for head and foot), `depth` how many spaces lie between it and that seat."""

    index: int
    id: str
    kind: str  # "line", "corner", "end"
    seat: str
    depth: int
    cost: tuple[str, ...]
    reward: Step | None


@dataclass(frozen=True)
class Marker:
    id: str
    benefit: Any  # "call" / "mahane" / "parable", or a dict of gains
    symbol: str


@dataclass(frozen=True)
class Config:
    cards: dict[str, Card]
    starting: tuple[str, ...]
    mahane: tuple[str, ...]  # for 3 and 4 players (no Friendly Follower cards)
    friendly_mahane: tuple[str, ...]
    ad33: tuple[str, ...]
    seats: tuple[str, ...]
    seat_index: dict[str, int]
    jesus_seats: frozenset[int]
    apostle_seats: tuple[int, ...]
    spaces: tuple[Space, ...]
    space_index: dict[str, int]
    lines: tuple[tuple[int, ...], ...]  # per seat: its spaces by depth, its corner (if any) after them
    corner_of: dict[int, int]  # seat -> corner space
    markers: dict[str, Marker]
    board: dict[str, Any]
    player: dict[str, Any]
    source_files: dict[str, str]

    def space(self, space_id: str) -> Space:
        return self.spaces[self.space_index[space_id]]


def _step(raw: Any) -> Step:
    if isinstance(raw, dict):
        return Step("denarii", int(raw["denarii"]))
    return Step(str(raw))


def _deck(raw: dict[str, Any], name: str) -> list[Card]:
    return [Card(c["id"], name, c["location"], tuple(_step(a) for a in c["actions"]), c["points"],
                 bool(c.get("friendly", False))) for c in raw["cards"]]


def _supper(ls: dict[str, Any], file: str) -> tuple[list[Space], list[tuple[int, ...]], dict[int, int]]:
    spaces: list[Space] = []
    seats = [s["id"] for s in ls["seats"]]
    letters = "abcd"
    lines: list[list[int]] = []
    for k, seat in enumerate(ls["seats"]):
        line = []
        column = str(seat["column"])
        if column not in {str(c) for c in ls["column_costs"]}:
            raise DataError(file, f"last_supper.seats[{k}].column", f"column {column} has no cost in column_costs")
        column_cost = tuple(ls["column_costs"].get(column, ls["column_costs"].get(int(column), [])))
        for depth in range(seat["depth"]):
            letter = letters[depth]
            if letter not in ls["row_costs"]:
                raise DataError(file, "last_supper.row_costs", f"no cost for row {letter!r}")
            sid = f"{seat['id']}{letter}"
            line.append(len(spaces))
            spaces.append(Space(len(spaces), sid, "line", seat["id"], depth,
                                tuple(ls["row_costs"][letter]) + column_cost, None))
        lines.append(line)
    corner_of: dict[int, int] = {}
    for k, corner in enumerate(ls["corners"]):
        if corner["beside"] not in seats:
            raise DataError(file, f"last_supper.corners[{k}].beside", f"no seat {corner['beside']!r}")
        corner_of[seats.index(corner["beside"])] = len(spaces)
        spaces.append(Space(len(spaces), corner["id"], "corner", corner["beside"], 0, tuple(ls["corner_cost"]), None))
    for end in ls["ends"]:
        spaces.append(Space(len(spaces), end, "end", "", 0, tuple(ls["corner_cost"]), None))
    ids = [s.id for s in spaces]
    if len(set(ids)) != len(ids):
        raise DataError(file, "last_supper", "two spaces share an id")
    for sid, raw in ls["rewards"].items():
        if sid not in ids:
            raise DataError(file, f"last_supper.rewards.{sid}", "no such space")
        i = ids.index(sid)
        s = spaces[i]
        spaces[i] = Space(s.index, s.id, s.kind, s.seat, s.depth, s.cost, _step(raw))
    for k, sid in enumerate(ls["neutral_for_3"]):
        if sid not in ids:
            raise DataError(file, f"last_supper.neutral_for_3[{k}]", f"no such space {sid!r}")
    full_lines = [tuple(line) + ((corner_of[k],) if k in corner_of else ()) for k, line in enumerate(lines)]
    return spaces, full_lines, corner_of


def load_config(directory: Any = None) -> Config:
    base = directory or CONFIG_DIR / "anno_domini"
    files = {name: str(base / f"{name}.yaml") for name in ("cards", "board", "player")}
    cards_raw = load_yaml(files["cards"], CARDS_SCHEMA)
    board = load_yaml(files["board"], BOARD_SCHEMA)
    player = load_yaml(files["player"], PLAYER_SCHEMA)
    cards: dict[str, Card] = {}
    for name in ("starting", "mahane", "ad33"):
        for k, card in enumerate(_deck(cards_raw[name], name)):
            if card.id in cards:
                raise DataError(files["cards"], f"{name}.cards[{k}].id", f"card id {card.id!r} used twice")
            cards[card.id] = card
    ls = board["last_supper"]
    spaces, lines, corner_of = _supper(ls, files["board"])
    seats = tuple(s["id"] for s in ls["seats"])
    jesus = frozenset(k for k, s in enumerate(ls["seats"]) if s.get("jesus"))
    apostle_seats = tuple(k for k in range(len(seats)) if k not in jesus)
    total = sum(board["apostles"]["pieces"].values())
    if total > len(apostle_seats):
        raise DataError(files["board"], "apostles.pieces", f"{total} Apostles but only {len(apostle_seats)} seats")
    for k, value in enumerate(board["sanhedrin"]["judgment_spaces"]):
        if value >= board["sanhedrin"]["length"] - 1:
            raise DataError(files["board"], f"sanhedrin.judgment_spaces[{k}]", "beyond the end of the track")
    markers = {m["id"]: Marker(m["id"], m["benefit"], m["symbol"]) for m in player["favor_markers"]["markers"]}
    if len(board["favor_track"]["vp"]) < len(markers) + 1:
        raise DataError(files["board"], "favor_track.vp", "shorter than the number of Favor markers plus its start")
    return Config(
        cards=cards,
        starting=tuple(c.id for c in cards.values() if c.deck == "starting"),
        mahane=tuple(c.id for c in cards.values() if c.deck == "mahane" and not c.friendly),
        friendly_mahane=tuple(c.id for c in cards.values() if c.deck == "mahane" and c.friendly),
        ad33=tuple(c.id for c in cards.values() if c.deck == "ad33"),
        seats=seats, seat_index={s: k for k, s in enumerate(seats)}, jesus_seats=jesus, apostle_seats=apostle_seats,
        spaces=tuple(spaces), space_index={s.id: s.index for s in spaces}, lines=tuple(lines), corner_of=corner_of,
        markers=markers, board=board, player=player, source_files=files,
    )
