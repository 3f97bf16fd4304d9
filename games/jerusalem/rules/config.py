"""Jerusalem's printed data (config/jerusalem/*.yaml), validated and turned into frozen records.

The engine numbers Areas in board.yaml's order; every per-Area tuple in a state follows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.data import DataError, load_yaml

_COUNT = {"type": "integer", "minimum": 0}
_ID = {"type": "string", "pattern": "^[a-z_]+$"}
_RESOURCES = {
    "type": "object",
    "required": ["squires", "bezants", "prestige"],
    "properties": {"squires": _COUNT, "bezants": _COUNT, "prestige": _COUNT},
    "additionalProperties": False,
}

BOARD_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["districts", "areas"],
    "additionalProperties": False,
    "properties": {
        "districts": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["id", "name", "privilege"], "additionalProperties": False,
            "properties": {"id": _ID, "name": {"type": "string"},
                           "privilege": {"enum": [None, "academics", "materials", "intrigue"]}},
        }},
        "areas": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["id", "name", "district", "size", "revenue", "source"],
            "additionalProperties": False,
            "properties": {"id": _ID, "name": {"type": "string"}, "district": _ID,
                           "size": {"enum": ["large", "small"]}, "revenue": _RESOURCES,
                           "source": {"type": "string", "pattern": "^(rulebook|researched|reconstructed)"}},
        }},
    },
}

OFFICES_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["offices"],
    "additionalProperties": False,
    "properties": {"offices": {"type": "array", "minItems": 2, "items": {
        "type": "object",
        "required": ["number", "name", "squires", "baron_squires", "discount_prices", "bezants",
                     "marshal_moves", "marshal_bezants", "source"],
        "additionalProperties": False,
        "properties": {
            "number": {"type": "integer", "minimum": 1}, "name": {"type": "string"}, "squires": _COUNT,
            "baron_squires": {"type": "object", "required": ["large", "small"], "additionalProperties": False,
                              "properties": {"large": _COUNT, "small": _COUNT}},
            "discount_prices": {"type": "array", "items": _COUNT},
            "bezants": _COUNT, "marshal_moves": _COUNT, "marshal_bezants": _COUNT, "source": {"type": "string"},
        },
    }}},
}

_EFFECT = {
    "type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
    "properties": {
        "gain": _RESOURCES,
        "choose": {"type": "integer", "minimum": 1},
        "moves": {"type": "integer", "minimum": 1},
        "turncoat": {"const": True},
        "mercenary_price": _COUNT,
        "influence": {"type": "object", "required": ["district", "squires"], "additionalProperties": False,
                      "properties": {"district": _ID, "squires": {"type": "integer", "minimum": 1}}},
    },
}

CARDS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["action_cards", "events"],
    "additionalProperties": False,
    "properties": {
        "action_cards": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["id", "name", "count", "effect"], "additionalProperties": False,
            "properties": {"id": _ID, "name": {"type": "string"}, "count": {"type": "integer", "minimum": 1},
                           "effect": _EFFECT},
        }},
        "events": {"type": "array", "minItems": 3, "items": {
            "type": "object", "required": ["id", "name", "wipe"], "additionalProperties": False,
            "properties": {"id": {"enum": ["succession", "election", "tax", "war"]}, "name": {"type": "string"},
                           "wipe": {"type": "array", "minItems": 1, "items": _ID},
                           "save": _COUNT, "price": _COUNT, "cap": _COUNT},
        }},
    },
}

RULES_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["rounds", "event_rounds", "start", "offices_in_play", "mercenary_price", "peddling",
                 "tower_of_david", "privileges", "construction", "kings_gifts", "two_player",
                 "tallest_barred_area"],
    "additionalProperties": False,
    "properties": {
        "rounds": {"type": "integer", "minimum": 1},
        "event_rounds": {"type": "array", "items": {"type": "integer", "minimum": 1}},
        "start": {"type": "object", "required": ["bezants", "prestige", "tower_pieces"], "additionalProperties": False,
                  "properties": {"bezants": _COUNT, "prestige": _COUNT, "tower_pieces": _COUNT}},
        "offices_in_play": {"type": "array", "items": {
            "type": "object", "required": ["players", "offices"], "additionalProperties": False,
            "properties": {"players": {"type": "integer", "minimum": 2},
                           "offices": {"type": "array", "minItems": 2, "items": {"type": "integer"}}},
        }},
        "tallest_barred_area": _ID,
        "mercenary_price": {"type": "integer", "minimum": 1},
        "peddling": {"type": "object", "required": ["squires", "bezants"], "additionalProperties": False,
                     "properties": {"squires": {"type": "integer", "minimum": 1}, "bezants": _COUNT}},
        "tower_of_david": {"type": "object", "required": ["bezants", "moves"], "additionalProperties": False,
                           "properties": {"bezants": _COUNT, "moves": _COUNT}},
        "privileges": {"type": "array", "items": {
            "type": "object", "required": ["district", "kind"],
            "properties": {"district": _ID, "kind": {"enum": ["academics", "materials", "intrigue"]},
                           "squire_cost": _COUNT, "cards": _COUNT, "price": {"type": "integer", "minimum": 1},
                           "most": _COUNT, "steal": _COUNT},
            "additionalProperties": False,
        }},
        "construction": {"type": "object", "required": ["floor_base", "first_builder"], "additionalProperties": False,
                         "properties": {"floor_base": _COUNT, "first_builder": _COUNT}},
        "kings_gifts": {"type": "object", "required": ["most_squires", "most_bezants", "shared", "action_card"],
                        "additionalProperties": False,
                        "properties": {"most_squires": _COUNT, "most_bezants": _COUNT, "shared": _COUNT,
                                       "action_card": _COUNT}},
        "two_player": {"type": "object", "required": ["removed_events", "set_aside_cards", "districts"],
                       "additionalProperties": False,
                       "properties": {"removed_events": {"type": "array", "items": _ID},
                                      "set_aside_cards": {"type": "array", "items": _ID},
                                      "districts": {"type": "array", "items": _ID}}},
    },
}


@dataclass(frozen=True)
class Resources:
    squires: int = 0
    bezants: int = 0
    prestige: int = 0


@dataclass(frozen=True)
class Area:
    index: int
    id: str
    name: str
    district: str
    large: bool
    revenue: Resources


@dataclass(frozen=True)
class District:
    id: str
    name: str
    privilege: str | None
    areas: tuple[int, ...]  # Area indices, large first


@dataclass(frozen=True)
class Office:
    number: int
    name: str
    squires: int
    baron_large: int
    baron_small: int
    discount_prices: tuple[int, ...]
    bezants: int
    marshal_moves: int
    marshal_bezants: int


@dataclass(frozen=True)
class CardKind:
    id: str
    name: str
    count: int
    gain: Resources | None = None
    choose: int = 0
    moves: int = 0
    turncoat: bool = False
    mercenary_price: int | None = None
    influence_district: str | None = None
    influence_squires: int = 0


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    wipe: tuple[str, ...]  # District ids
    save: int = 0
    price: int = 0
    cap: int = 0


@dataclass(frozen=True)
class Privilege:
    district: str
    kind: str
    squire_cost: int = 0
    cards: int = 0
    price: int = 0
    most: int = 0
    steal: int = 0


@dataclass(frozen=True)
class Config:
    areas: tuple[Area, ...]
    districts: tuple[District, ...]  # revenue order; the Tower of David last
    offices: dict[int, Office]
    cards: dict[str, CardKind]  # in the order of cards.yaml
    events: dict[str, EventCard]
    privileges: tuple[Privilege, ...]
    offices_in_play: dict[int, tuple[int, ...]]  # by number of players
    rules: dict[str, Any]  # the remaining numbers of rules.yaml, as loaded
    area_ids: dict[str, int]  # Area id -> index
    district_ids: dict[str, District]

    def area_index(self, area_id: str) -> int:
        return self.area_ids[area_id]

    def district(self, district_id: str) -> District:
        return self.district_ids[district_id]


def _check(ok: bool, file: str, key: str, problem: str) -> None:
    if not ok:
        raise DataError(f"jerusalem/{file}", key, problem)


def _resources(data: dict[str, int]) -> Resources:
    return Resources(data["squires"], data["bezants"], data["prestige"])


def _card(data: dict[str, Any]) -> CardKind:
    effect = data["effect"]
    influence = effect.get("influence") or {}
    return CardKind(
        id=data["id"], name=data["name"], count=data["count"],
        gain=_resources(effect["gain"]) if "gain" in effect else None,
        choose=effect.get("choose", 0), moves=effect.get("moves", 0), turncoat="turncoat" in effect,
        mercenary_price=effect.get("mercenary_price"),
        influence_district=influence.get("district"), influence_squires=influence.get("squires", 0),
    )


def load_config() -> Config:
    """Read and cross-check config/jerusalem/; raise DataError naming the file and key."""
    board = load_yaml("jerusalem/board.yaml", BOARD_SCHEMA)
    offices = load_yaml("jerusalem/offices.yaml", OFFICES_SCHEMA)
    cards = load_yaml("jerusalem/cards.yaml", CARDS_SCHEMA)
    rules = load_yaml("jerusalem/rules.yaml", RULES_SCHEMA)

    district_ids = [d["id"] for d in board["districts"]]
    areas = tuple(
        Area(i, a["id"], a["name"], a["district"], a["size"] == "large", _resources(a["revenue"]))
        for i, a in enumerate(board["areas"])
    )
    for i, area in enumerate(areas):
        _check(area.district in district_ids, "board.yaml", f"areas[{i}].district", f"unknown District {area.district}")
    _check(len({a.id for a in areas}) == len(areas), "board.yaml", "areas", "Area ids must be unique")
    districts = tuple(
        District(d["id"], d["name"], d["privilege"], tuple(a.index for a in areas if a.district == d["id"]))
        for d in board["districts"]
    )
    office_map = {
        o["number"]: Office(o["number"], o["name"], o["squires"], o["baron_squires"]["large"],
                            o["baron_squires"]["small"], tuple(o["discount_prices"]), o["bezants"],
                            o["marshal_moves"], o["marshal_bezants"])
        for o in offices["offices"]
    }
    card_map = {c["id"]: _card(c) for c in cards["action_cards"]}
    for i, card in enumerate(card_map.values()):
        if card.influence_district is not None:
            _check(card.influence_district in district_ids, "cards.yaml", f"action_cards[{i}].effect",
                   f"unknown District {card.influence_district}")
    events = {
        e["id"]: EventCard(e["id"], e["name"], tuple(e["wipe"]), e.get("save", 0), e.get("price", 0), e.get("cap", 0))
        for e in cards["events"]
    }
    rounds = rules["rounds"]
    for i, round_number in enumerate(rules["event_rounds"]):
        _check(round_number <= rounds, "rules.yaml", f"event_rounds[{i}]",
               f"round {round_number} is not among the game's {rounds} rounds")
    _check(len(set(rules["event_rounds"])) == len(rules["event_rounds"]), "rules.yaml", "event_rounds",
           "a round is named twice")
    _check(len(events) - len(rules["two_player"]["removed_events"]) >= len(rules["event_rounds"]), "cards.yaml",
           "events", f"{len(rules['event_rounds'])} Event rounds need as many Events (two players included)")
    in_play = {row["players"]: tuple(row["offices"]) for row in rules["offices_in_play"]}
    for players in range(2, 5):  # the game's 2 to 4 players (INFO)
        _check(players in in_play, "rules.yaml", "offices_in_play", f"no row for {players} players")
    for players, numbers in in_play.items():
        _check(len(numbers) == players and all(n in office_map for n in numbers), "rules.yaml",
               "offices_in_play", f"{players} players need {players} known Offices")
    two = rules["two_player"]
    _check(all(c in card_map for c in two["set_aside_cards"]), "rules.yaml", "two_player.set_aside_cards",
           "unknown Action card")
    _check(all(d in district_ids for d in two["districts"]), "rules.yaml", "two_player.districts", "unknown District")
    _check(all(e in events for e in two["removed_events"]), "rules.yaml", "two_player.removed_events", "unknown Event")
    _check(rules["tallest_barred_area"] in {a.id for a in areas}, "rules.yaml", "tallest_barred_area", "unknown Area")
    privileges = tuple(Privilege(**p) for p in rules["privileges"])
    for i, privilege in enumerate(privileges):
        _check(privilege.district in district_ids, "rules.yaml", f"privileges[{i}].district", "unknown District")
    for event in events.values():
        _check(all(d in district_ids for d in event.wipe), "cards.yaml", f"events.{event.id}.wipe", "unknown District")
    _check("tower" in district_ids, "board.yaml", "districts", "the Tower of David (id tower) is missing")
    return Config(areas, districts, office_map, card_map, events, privileges, in_play, rules,
                  {a.id: a.index for a in areas}, {d.id: d for d in districts})
