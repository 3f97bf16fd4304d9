"""How the cubes that came out of the tower decide a combat (rulebook, "Combat results").

Only the attacker's own cubes and the green defenders count. The attacker wins when at least as
many of theirs came out as green ones, and then loses one troop per green cube out; the rest go
back to the player card, and cubes of other knights that came out are prisoners the attacker may
exchange for troops of their own colour. A lost combat sends every attacker cube that came out to
the box reserve and takes no prisoners. Green cubes always go back to their garrison.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from games.kreuzes.rules.cubes import DEFENDERS, EMPTYING


@dataclass(frozen=True)
class CombatResult:
    won: bool
    attackers_out: int
    defenders_out: int  # back to their garrison, won or lost
    losses: int  # the attacker's troops sent to the box reserve
    back_to_army: int  # the attacker's troops back on the player card
    prisoners: dict[str, int] = field(default_factory=dict)  # other knights' cubes, by colour


def count_drop(attacker: str, out: Mapping[str, int]) -> CombatResult:
    """The result of a combat for `attacker` (a knight's colour) from the cubes `out` in the tray
    by colour."""
    mine, green = out.get(attacker, 0), out.get(DEFENDERS, 0)
    won = mine >= green
    others = Counter({c: n for c, n in out.items() if c not in (attacker, DEFENDERS, EMPTYING) and n > 0})
    if not won:
        return CombatResult(False, mine, green, losses=mine, back_to_army=0)
    return CombatResult(True, mine, green, losses=green, back_to_army=mine - green, prisoners=dict(others))
