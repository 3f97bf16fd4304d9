"""Barabbas's cards in words, for the log, the table's card face and the rules reference."""

from __future__ import annotations

from games.anno_domini.rules.config import FRIENDLY_COLOURS, Config
from games.anno_domini.rules.friendly import colour_name
from games.anno_domini.rules.solo_data import Line
from games.anno_domini.rules.state import AnnoState

ROW_WORDS = {"Td": "the 4th row above the Table", "Tc": "the 3rd row above the Table",
             "Tb": "the 2nd row above the Table", "Ta": "the row just above the Table",
             "H": "the head and foot", "Ba": "the row just below the Table", "Bb": "the 2nd row below the Table",
             "Bc": "the 3rd row below the Table", "Bd": "the 4th row below the Table"}


def line_words(s: AnnoState | None, line: Line) -> str:
    """One line of a card, short: "VP for his Followers in the Desert and Lake"."""
    where = f"{ROW_WORDS.get(line.row, line.row)}, from the {line.side}"
    if line.kind == "score":
        return "VP for his Followers in the " + " and ".join(f.capitalize() for f in line.fields)
    if line.kind == "resources":
        return "VP for your Stones, Bread and Fish"
    if line.kind == "place_two":
        return "2 Followers to his emptiest Locations"
    if line.kind == "seat":
        return f"a Follower to the Last Supper: {where}"
    if line.kind == "parable":
        return "he hears a Parable"
    if line.kind == "friendly":
        return f"moves a Friendly Follower: {where}"
    if line.kind == "group":
        shown = f" ({colour_name(s, FRIENDLY_COLOURS.index(line.colour))})" if s is not None else ""
        return f"VP for the largest {line.colour}{shown} group"
    return "the Sanhedrin marker moves on"


def card_words(cfg: Config, s: AnnoState | None, card: str) -> str:
    return "; ".join(line_words(s, line) for line in cfg.solo.cards[card].lines)


SHORT_ROWS = {"Td": "4th row up", "Tc": "3rd row up", "Tb": "2nd row up", "Ta": "1st row up", "H": "head/foot",
              "Ba": "1st row down", "Bb": "2nd row down", "Bc": "3rd row down", "Bd": "4th row down"}


def short_words(s: AnnoState | None, line: Line) -> str:
    """One line of a card in a few words, for the card along his plaque."""
    where = f"{SHORT_ROWS.get(line.row, line.row)}, from the {line.side}"
    if line.kind == "score":
        return "VP: his in " + "+".join(f.capitalize() for f in line.fields)
    if line.kind == "resources":
        return "VP: your goods"
    if line.kind == "place_two":
        return "+2 Followers"
    if line.kind == "seat":
        return f"Seat one: {where}"
    if line.kind == "parable":
        return "Parable"
    if line.kind == "friendly":
        return f"Move a Friendly: {where}"
    if line.kind == "group":
        shown = colour_name(s, FRIENDLY_COLOURS.index(line.colour)) if s is not None else line.colour
        return f"VP: largest {shown} group"
    return "Sanhedrin +1"
