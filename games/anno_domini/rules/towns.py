"""The rulebook's solitaire campaign, The Road to Jerusalem, as difficulties of one solitaire game:
each town adds its own to every earlier town's. The `town` option chooses one: a campaign's stage
sets it (info.ROAD_TO_JERUSALEM, games/core/campaign.py), or the New game screen for a single game.

- Nazareth: the plain solitaire game.
- Cana: the Apostles' sets from Location Symbol tiles, not the printed symbols.
- Samaria: at the end Barabbas scores 1 VP more for each of his Followers at the Last Supper.
- Emmaus: no Stone, Bread or Fish in the Warehouse at the start.
- Jericho: no Follower in a corner of the Last Supper and no Offering at the start.
- Bethany: none of the player's Followers in the Desert, Mountain or Lake at the start.
- Jerusalem: the Parables worth 3 VP on top of the stacks in place of those worth 1.
"""

from __future__ import annotations

from dataclasses import replace

from games.anno_domini.rules.info import TOWNS  # the towns' names and words live with INFO
from games.anno_domini.rules.state import AnnoState, update

NAZARETH, CANA, SAMARIA, EMMAUS, JERICHO, BETHANY, JERUSALEM = range(len(TOWNS))


def town_of(options: dict) -> int:
    """The town chosen (an unknown name is Nazareth's plain game)."""
    name = options.get("town", "nazareth")
    return TOWNS.index(name) if name in TOWNS else NAZARETH


def harden(w: AnnoState, town: int) -> None:
    """Every difficulty up to `town` that the setup has not already applied (Cana's sets are
    drawn with the others, Samaria counts at the end, Jericho's corner is never asked)."""
    pl = w.p[0]
    if town >= EMMAUS:
        update(w, 0, stone=0, bread=0, fish=0)
    if town >= JERICHO:
        update(w, 0, offerings=0)
    if town >= BETHANY:
        placed = sum(row[0] for row in w.fields)
        w.fields = tuple((0,) + row[1:] for row in w.fields)
        update(w, 0, camp=pl.camp + placed)
    if town >= JERUSALEM:
        w.stacks = tuple(tuple(3 if v == 1 else v for v in stack) for stack in w.stacks)
    assert w.bar is not None
    w.bar = replace(w.bar, town=town)
