"""The cubes of Im Zeichen des Kreuzes: one colour per knight, the green defenders and the purple
cube that empties the tower. The one list of the knights' colours: the tower scene, its
benchmark and the physics' calibration all take theirs from here.

The rulebook names the five knights and gives Robert a black coat of arms; which knight wears
which other colour is our choice (see games/kreuzes/tower/colours.py for why these shades).
`RGB` is the one place every cube colour's shade is written: the tower, the table and the seat
colours of the new-game screen all read it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Knight:
    colour: str  # the cube colour, as the physics and the log name it
    name: str
    colour_words: str = ""  # how a screen writes the colour, where its name will not do


KNIGHTS: tuple[Knight, ...] = (
    Knight("yellow", "Gottfried von Bouillon"),
    Knight("red", "Bohemund von Tarent"),
    Knight("blue", "Raimund IV. von Toulouse"),
    Knight("black", "Robert II. von der Normandie"),
    Knight("skyblue", "Sigurd I. von Norwegen", "Sky blue"),
)
KNIGHT_COLOURS: tuple[str, ...] = tuple(k.colour for k in KNIGHTS)
DEFENDERS = "green"  # pirates, armies and every city's garrison
EMPTYING = "purple"  # dropped alone, it empties the tower instead of going in

# Okabe-Ito shades, but Bohemond's red is a true red (Okabe-Ito's vermilion reads as orange on
# the table): it stays clear of green and black under protanopia and deuteranopia (CIELAB
# distance above 28 in the Machado simulation, more than the blues and green keep among themselves).
RGB: dict[str, tuple[int, int, int]] = {
    "yellow": (240, 228, 66),
    "red": (200, 40, 32),
    "blue": (0, 114, 178),
    "black": (44, 42, 46),  # true black shows no shading; a very dark grey still reads as black wood
    "skyblue": (86, 180, 233),
    DEFENDERS: (0, 158, 115),
    EMPTYING: (122, 74, 160),
}
