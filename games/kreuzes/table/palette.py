"""The Kreuzes table's colours: a printed map's warm tones, ink, and the pieces' colours (the
knights' from the tower's palette, so a knight's coat of arms and his cubes always agree)."""

from __future__ import annotations

from games.kreuzes.tower.colours import colour
from games.ui.art.colour import RGB

SEA: RGB = (176, 200, 196)
SEA_EDGE: RGB = (140, 168, 166)
PLAINS: RGB = (226, 212, 164)
MOUNTAINS: RGB = (196, 160, 114)
LAND_EDGE: RGB = (150, 122, 86)
COAST: RGB = (70, 52, 34)
INK: RGB = (52, 36, 22)
INK_SOFT: RGB = (105, 80, 55)
STRAIT: RGB = (214, 170, 60)
PAPER: RGB = (243, 230, 196)
PAPER_DARK: RGB = (224, 203, 156)
CHRISTIAN: RGB = (178, 40, 34)
MUSLIM: RGB = (0, 128, 92)
GREEN = colour("green").rgb
LEGAL: RGB = (255, 214, 96)
HIGHLIGHT: RGB = (255, 244, 200)
WARN: RGB = (150, 38, 24)
GOLD: RGB = (201, 154, 59)

# Movement cards by terrain: the map's own colours, deeper so a card reads at a glance
CARD_TERRAIN: dict[str, RGB] = {
    "plains": (120, 160, 70),
    "mountains": (150, 104, 62),
    "sea": (58, 116, 170),
    "joker": (120, 84, 150),
    "land": (140, 132, 70),
}
TERRAIN_WORDS = {"plains": "Plains", "mountains": "Mountains", "sea": "Water", "joker": "Joker", "land": "Land"}


def knight_rgb(colour_key: str) -> RGB:
    return colour(colour_key).rgb


def knight_mark(colour_key: str) -> str:
    return colour(colour_key).mark
