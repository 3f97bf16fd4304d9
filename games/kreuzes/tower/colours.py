"""The cube colours of Im Zeichen des Kreuzes as the tower scene shows them.

Five knights, the green defenders and the purple emptying cube. The rulebook names only the
knights (and gives Robert a black coat of arms); which knight wears which other colour is our
choice. Colours are Okabe-Ito shades (colour-blind safe; orange is left out because it sits
between yellow and red) with a true red for Bohemond, their values in games/kreuzes/rules/cubes.py
(RGB, the one source), and every colour also carries its own mark, drawn on the cube,
so nobody has to tell cubes apart by colour alone. The marks differ in kind (dot, ring, cross,
bar, dots, frame), not only in how they are turned: a cube resting on a 40 degree baffle turns a
plus into an x, so a plus and an x could not be told apart inside the tower.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.kreuzes.rules.cubes import DEFENDERS, EMPTYING, KNIGHTS
from games.kreuzes.rules.cubes import RGB as SHADES
from games.ui.art.colour import RGB, luminance


@dataclass(frozen=True)
class CubeColour:
    key: str  # the colour string handed to the physics
    name: str  # what the scene calls it
    who: str  # the knight, or what the cube is for
    rgb: RGB
    mark: str  # one of MARKS

    @property
    def is_knight(self) -> bool:
        return self.key not in (EMPTYING, DEFENDERS)


MARKS = ("ring", "cross", "four dots", "dot", "frame", "bar", "bullseye")

COLOURS: tuple[CubeColour, ...] = (
    # the knights in the order of games/kreuzes/rules/cubes.py, each with its look
    *(CubeColour(knight.colour, name, knight.name, SHADES[knight.colour], mark)
      for knight, (name, mark) in zip(KNIGHTS, (
          ("Yellow", "ring"), ("Red", "cross"), ("Blue", "four dots"), ("Black", "dot"), ("Sky blue", "frame"),
      ), strict=True)),
    CubeColour(DEFENDERS, "Green", "Muslim defenders", SHADES[DEFENDERS], "bar"),
    # Okabe-Ito's reddish purple reads as pink; this deeper purple is never inside the tower,
    # so it only has to differ from the cubes in the supply, and its mark sees to that
    CubeColour(EMPTYING, "Purple", "Empties the tower", SHADES[EMPTYING], "bullseye"),
)

BY_KEY: dict[str, CubeColour] = {c.key: c for c in COLOURS}
TROOPS: tuple[CubeColour, ...] = tuple(c for c in COLOURS if c.key != EMPTYING)

# Cubes of a colour this scene does not know (a save from a later version) still draw.
UNKNOWN = CubeColour("unknown", "Other", "an unknown colour", (200, 200, 196), "dot")


def colour(key: str) -> CubeColour:
    return BY_KEY.get(key, UNKNOWN)


def mark_ink(rgb: RGB) -> RGB:
    """Dark ink on light cubes, bone white on dark ones."""
    return (34, 26, 20) if luminance(rgb) > 120 else (246, 238, 222)
