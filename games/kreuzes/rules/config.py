"""Kreuzes' data: the knights, the cards, the city tokens and the rules' numbers, loaded once from
config/kreuzes/ and checked (games/core/data.py names the file, the key path and the problem)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.data import DataError, load_yaml
from games.kreuzes.rules.cubes import KNIGHT_COLOURS

_STR = {"type": "string", "minLength": 1}
_INT = {"type": "integer", "minimum": 0}


def _doc(items_key: str, item: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "required": ["version", "source", items_key],
            "properties": {"version": {"const": 1}, "source": _STR,
                           items_key: {"type": "array", "minItems": 1, "items": item}}}


KNIGHTS_SCHEMA = _doc("knights", {
    "type": "object", "additionalProperties": False,
    "required": ["id", "name", "colour", "troops", "treasure", "morale", "purple", "source"],
    "properties": {"id": _STR, "name": _STR, "colour": {"enum": list(KNIGHT_COLOURS)}, "troops": _INT,
                   "treasure": _INT, "morale": {"type": "integer", "minimum": 0, "maximum": 10},
                   "purple": _INT, "source": _STR}})
CITIES_SCHEMA = _doc("cities", {
    "type": "object", "additionalProperties": False,
    "required": ["id", "name", "faith", "defenders", "treasure", "source"],
    "properties": {"id": _STR, "name": _STR, "faith": {"enum": ["christian", "muslim"]},
                   "defenders": {"type": "integer", "minimum": 1}, "treasure": _INT, "source": _STR}})
CARDS_SCHEMA = _doc("cards", {
    "type": "object", "additionalProperties": False,
    "required": ["id", "name", "deck", "count", "source"],
    "properties": {
        "id": _STR, "name": _STR, "deck": {"enum": ["movement", "event"]}, "count": {"type": "integer", "minimum": 1},
        "terrain": {"enum": ["plains", "mountains", "sea", "joker", "land"]},
        "symbol": {"enum": ["none", "ship", "banner"]},
        "text": _STR, "immediate": {"type": "boolean"}, "once": {"type": "boolean"},
        "timing": {"enum": ["own_turn", "combat", "any_time", "immediate"]},
        "effect": {"enum": list(("lance", "alejo", "plague", "muslim_attack", "el_cid", "betrayal", "troops",
                                 "quick_march", "offensive", "reinforce", "lose_troops", "treasure", "morale",
                                 "step"))},
        "amount": _INT, "source": _STR}})
RULES_SCHEMA = {"type": "object", "required": ["version", "source", "cubes", "jerusalem", "cities", "saracens",
                                                "morale", "draws", "setup"]}


@dataclass(frozen=True)
class KnightSpec:
    id: str
    name: str
    colour: str
    troops: int
    treasure: int
    morale: int
    purple: int


@dataclass(frozen=True)
class CitySpec:
    id: str
    name: str
    faith: str
    defenders: int  # the historical list's garrison
    treasure: int  # its token's value (the base game deals the same values at random)


@dataclass(frozen=True)
class CardSpec:
    id: str
    name: str
    deck: str  # "movement" | "event"
    count: int
    terrain: str = ""  # movement: plains, mountains, sea, joker; a step card: sea or land
    symbol: str = "none"  # movement: none, ship, banner
    text: str = ""
    immediate: bool = False
    once: bool = False
    timing: str = ""
    effect: str = ""
    amount: int = 0

    @property
    def is_movement(self) -> bool:
        return self.deck == "movement"


@dataclass(frozen=True)
class Config:
    knights: dict[str, KnightSpec]  # in seat-offer order
    cities: dict[str, CitySpec]
    cards: dict[str, CardSpec]
    rules: dict[str, Any]

    def knight_by_colour(self, colour: str) -> KnightSpec:
        for knight in self.knights.values():
            if knight.colour == colour:
                return knight
        raise KeyError(colour)


def _strip(item: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k != "source"}


def load_config(folder: Path | str = Path("kreuzes")) -> Config:
    folder = Path(folder)
    knights = {k["id"]: KnightSpec(**_strip(k)) for k in load_yaml(folder / "knights.yaml", KNIGHTS_SCHEMA)["knights"]}
    cities = {c["id"]: CitySpec(**_strip(c)) for c in load_yaml(folder / "cities.yaml", CITIES_SCHEMA)["cities"]}
    cards = {c["id"]: CardSpec(**_strip(c)) for c in load_yaml(folder / "cards.yaml", CARDS_SCHEMA)["cards"]}
    rules = load_yaml(folder / "rules.yaml", RULES_SCHEMA)
    if sorted(k.colour for k in knights.values()) != sorted(KNIGHT_COLOURS):
        raise DataError(folder / "knights.yaml", "knights", "needs one knight per cube colour")
    if sum(1 for c in cities.values() if c.faith == "christian") != 13 or len(cities) != 24:
        raise DataError(folder / "cities.yaml", "cities", "needs 13 Christian and 11 Muslim cities")
    total = sum(c.count for c in cards.values())
    if total != 140:
        raise DataError(folder / "cards.yaml", "cards", f"the deck has 140 cards, not {total}")
    for card in cards.values():
        if card.deck == "event" and not (card.text and card.timing and card.effect):
            raise DataError(folder / "cards.yaml", f"cards.{card.id}", "an Event card needs text, timing and effect")
        if card.deck == "movement" and card.terrain not in ("plains", "mountains", "sea", "joker"):
            raise DataError(folder / "cards.yaml", f"cards.{card.id}", "a Movement card needs its terrain")
    return Config(knights, cities, cards, rules)
