"""The cubes of Im Zeichen des Kreuzes: one colour per knight, the green defenders and the purple
cube that empties the tower. The one list of the knights' colours: the tower scene, its
benchmark and the physics' calibration all take theirs from here.

The rulebook names the five knights and gives Robert a black coat of arms; which knight wears
which other colour is our choice (Okabe-Ito shades, see games/kreuzes/tower/colours.py).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Knight:
    colour: str  # the cube colour, as the physics and the log name it
    name: str


KNIGHTS: tuple[Knight, ...] = (
    Knight("yellow", "Gottfried von Bouillon"),
    Knight("red", "Bohemund von Tarent"),
    Knight("blue", "Raimund IV. von Toulouse"),
    Knight("black", "Robert II. von der Normandie"),
    Knight("skyblue", "Sigurd I. von Norwegen"),
)
KNIGHT_COLOURS: tuple[str, ...] = tuple(k.colour for k in KNIGHTS)
DEFENDERS = "green"  # pirates, armies and every city's garrison
EMPTYING = "purple"  # dropped alone, it empties the tower instead of going in
