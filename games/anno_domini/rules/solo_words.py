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
SHORT_ROWS = {"Td": "4th row up", "Tc": "3rd row up", "Tb": "2nd row up", "Ta": "1st row up", "H": "head/foot",
              "Ba": "1st row down", "Bb": "2nd row down", "Bc": "3rd row down", "Bd": "4th row down"}
# Each line's words, in full (the log, the card drawn) and short (the card along his plaque):
# {where} is the row and the arrow's side, {fields} the Locations, {group} the colour.
WORDS = {
    "score": ("VP for his Followers in the {fields}", "VP: his in {fields}"),
    "resources": ("VP for your Stones, Bread and Fish", "VP: your goods"),
    "place_two": ("2 Followers to his emptiest Locations", "+2 Followers"),
    "seat": ("a Follower to the Last Supper: {where}", "Seat one: {where}"),
    "parable": ("he hears a Parable", "Parable"),
    "friendly": ("moves a Friendly Follower: {where}", "Move a Friendly: {where}"),
    "group": ("VP for the largest {group} group", "VP: largest {group} group"),
    "sanhedrin": ("the Sanhedrin marker moves on", "Sanhedrin +1"),
}


def line_words(s: AnnoState | None, line: Line, short: bool = False) -> str:
    """One line of a card: "VP for his Followers in the Desert and Lake" (short: "VP: his in
    Desert+Lake")."""
    rows = SHORT_ROWS if short else ROW_WORDS
    if line.kind == "group" and s is not None:
        shown = colour_name(s, FRIENDLY_COLOURS.index(line.colour))
        group = shown if short else f"{line.colour} ({shown})"
    else:
        group = line.colour
    return WORDS[line.kind][short].format(
        where=f"{rows.get(line.row, line.row)}, from the {line.side}",
        fields=("+" if short else " and ").join(f.capitalize() for f in line.fields), group=group)


def short_words(s: AnnoState | None, line: Line) -> str:
    return line_words(s, line, short=True)


def card_words(cfg: Config, s: AnnoState | None, card: str) -> str:
    return "; ".join(line_words(s, line) for line in cfg.solo.cards[card].lines)
