"""Anno Domini's printed data (config/anno_domini/*.yaml), validated and turned into frozen records.

JSON Schema checks the shapes; `_check` then checks what a schema cannot say (a reward on a space
that does not exist, a set of the wrong length), raising DataError with the file and key path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.anno_domini.rules.solo_data import Solo, load_solo
from games.core.data import DataError, load_yaml
from games.core.paths import CONFIG_DIR

LOCATIONS = ("market", "desert", "mountain", "lake", "temple")
FIELDS = ("desert", "mountain", "lake")  # where Followers wait
RESOURCES = ("stone", "bread", "fish")
ACTION_KINDS = ("parable", "go_supper", "invited", "favor", "call", "change_places", "market", "temple",
                "denarii", "stone", "bread", "fish", "redistribute", "sanhedrin", "mahane", "ad33",
                "place_friendly", "move_friendly")
FRIENDLY_COLOURS = ("black", "white")  # the Friendly Followers' two colours, as the solitaire cards name them
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
DECKS = ("starting", "starting_two", "mahane", "ad33")
CARDS_SCHEMA: dict[str, Any] = {"type": "object", "required": list(DECKS), "additionalProperties": False,
                                "properties": dict.fromkeys(DECKS, _DECK)}

_COSTS = {"type": "array", "items": {"enum": list(RESOURCES)}}
_SEQ = {"type": "array", "minItems": 3, "maxItems": 3, "items": _LOC}
_SOURCED_COUNT = {"type": "object", "required": ["value", "source"], "additionalProperties": False,
                  "properties": {"value": _COUNT, "source": _SOURCE}}
BOARD_SCHEMA: dict[str, Any] = {
    "type": "object", "additionalProperties": False,
    "required": ["locations", "market", "temple", "last_supper", "apostles", "parables", "favor_track", "sanhedrin",
                 "small_side"],
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
        "small_side": _closed(["source", "location_spaces", "start_per_location", "rewards", "friendly"], {
            "source": _SOURCE, "location_spaces": _COUNT, "start_per_location": _COUNT,
            "rewards": {"type": "object", "additionalProperties": _ACTION},
            "friendly": _closed(list(FRIENDLY_COLOURS), {c: {"type": "array", "items": {"type": "string"}}
                                                         for c in FRIENDLY_COLOURS})}),
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
    starting_two: tuple[str, ...]  # each player's Starting deck in the 2-player game
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
    neighbours: tuple[tuple[int, ...], ...]  # per space: the spaces orthogonally next to it
    small_rewards: tuple[Step | None, ...]  # per space: its reward on the 1-2 player side
    friendly_start: tuple[tuple[int, ...], ...]  # per FRIENDLY_COLOURS: the spaces printed for them
    markers: dict[str, Marker]
    board: dict[str, Any]
    player: dict[str, Any]
    source_files: dict[str, str]
    solo: Solo  # the solitaire game's Barabbas cards and Judgment tiles

    def space(self, space_id: str) -> Space:
        return self.spaces[self.space_index[space_id]]

    def reward(self, space: Space, players: int) -> Step | None:
        """The reward printed in a space on the side of the board in use."""
        return self.small_rewards[space.index] if players <= 2 else space.reward


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


def _grid(cfg_seats: list[dict[str, Any]], spaces: list[Space]) -> dict[int, tuple[int, int]]:
    """Each space's (column, row) on the Last Supper's grid: the seats' columns from 1, the end
    columns 0 and one past the last; the Table's two seat rows are 0 (above) and 1 (below), the
    lines run up from -1 and down from 2. A corner lies in its end column beside its seat's first
    space; the head and foot lie across both seat rows, at row 0 (and count as row 1 too)."""
    columns = sorted({s["column"] for s in cfg_seats})
    last = len(columns) + 1
    above: dict[str, bool] = {}
    seen: set[int] = set()
    for s in cfg_seats:
        above[s["id"]] = s["column"] not in seen
        seen.add(s["column"])
    col_of = {s["id"]: columns.index(s["column"]) + 1 for s in cfg_seats}
    out: dict[int, tuple[int, int]] = {}
    ends = 0
    for sp in spaces:
        if sp.kind == "line":
            out[sp.index] = (col_of[sp.seat], -1 - sp.depth if above[sp.seat] else 2 + sp.depth)
        elif sp.kind == "corner":
            out[sp.index] = (0 if col_of[sp.seat] == 1 else last, -1 if above[sp.seat] else 2)
        else:
            out[sp.index] = (0 if ends == 0 else last, 0)
            ends += 1
    return out


def _neighbours(cfg_seats: list[dict[str, Any]], spaces: list[Space]) -> tuple[tuple[int, ...], ...]:
    grid = _grid(cfg_seats, spaces)
    cells: dict[int, list[tuple[int, int]]] = {i: [xy] for i, xy in grid.items()}
    for i, sp in enumerate(spaces):
        if sp.kind == "end":  # the head and the foot span both seat rows
            cells[i].append((grid[i][0], 1))
    at = {xy: i for i, xys in cells.items() for xy in xys}
    out = []
    for i in range(len(spaces)):
        near = {at.get((x + dx, y + dy)) for x, y in cells[i] for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        out.append(tuple(sorted(k for k in near if k is not None and k != i)))
    return tuple(out)


def _small_side(small: dict[str, Any], spaces: list[Space], file: str) -> tuple[tuple[Step | None, ...],
                                                                               tuple[tuple[int, ...], ...]]:
    ids = [s.id for s in spaces]
    rewards = [s.reward for s in spaces]
    for sid, raw in small["rewards"].items():
        if sid not in ids:
            raise DataError(file, f"small_side.rewards.{sid}", "no such space")
        rewards[ids.index(sid)] = _step(raw)
    friendly: list[tuple[int, ...]] = []
    taken: set[str] = set()
    for colour in FRIENDLY_COLOURS:
        for k, sid in enumerate(small["friendly"][colour]):
            if sid not in ids or sid in taken:
                raise DataError(file, f"small_side.friendly.{colour}[{k}]", f"no such free space {sid!r}")
            taken.add(sid)
        friendly.append(tuple(ids.index(sid) for sid in small["friendly"][colour]))
    return tuple(rewards), tuple(friendly)


def load_config(directory: Any = None) -> Config:
    base = directory or CONFIG_DIR / "anno_domini"
    files = {name: str(base / f"{name}.yaml") for name in ("cards", "board", "player", "solo")}
    cards_raw = load_yaml(files["cards"], CARDS_SCHEMA)
    board = load_yaml(files["board"], BOARD_SCHEMA)
    player = load_yaml(files["player"], PLAYER_SCHEMA)
    cards: dict[str, Card] = {}
    for name in DECKS:
        # the 2-player Starting cards are Starting cards (they go to one's own discard pile)
        for k, card in enumerate(_deck(cards_raw[name], "starting" if name == "starting_two" else name)):
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
    small_rewards, friendly_start = _small_side(board["small_side"], spaces, files["board"])
    two = {c["id"] for c in cards_raw["starting_two"]["cards"]}
    markers = {m["id"]: Marker(m["id"], m["benefit"], m["symbol"]) for m in player["favor_markers"]["markers"]}
    if len(board["favor_track"]["vp"]) < len(markers) + 1:
        raise DataError(files["board"], "favor_track.vp", "shorter than the number of Favor markers plus its start")
    solo = load_solo(files["solo"], _grid(ls["seats"], spaces), tuple(s.id for s in spaces),
                     {seats[k]: k for k in apostle_seats}, len(board["sanhedrin"]["judgment_spaces"]))
    return Config(
        cards=cards,
        starting=tuple(c.id for c in cards.values() if c.deck == "starting" and c.id not in two),
        starting_two=tuple(c.id for c in cards.values() if c.id in two),
        mahane=tuple(c.id for c in cards.values() if c.deck == "mahane" and not c.friendly),
        friendly_mahane=tuple(c.id for c in cards.values() if c.deck == "mahane" and c.friendly),
        ad33=tuple(c.id for c in cards.values() if c.deck == "ad33"),
        seats=seats, seat_index={s: k for k, s in enumerate(seats)}, jesus_seats=jesus, apostle_seats=apostle_seats,
        spaces=tuple(spaces), space_index={s.id: s.index for s in spaces}, lines=tuple(lines), corner_of=corner_of,
        neighbours=_neighbours(ls["seats"], spaces), small_rewards=small_rewards, friendly_start=friendly_start,
        markers=markers, board=board, player=player, source_files=files, solo=solo,
    )
