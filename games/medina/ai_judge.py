"""Placements a sensible Medina player never makes, each with its reason. The search's order
leaves them out while another placement is legal, so Normal and Hard never choose them
(tests/medina/test_ai_sense.py holds a position for each).

- A stable beside another seat's claimed palace: it only makes that palace larger (a point
  more for its owner, perhaps the palace tile of its colour, or a tower tile if a wall is
  beside it); the stable itself earns its placer nothing.
- A wall beside another seat's claimed palace that makes that seat a tower's watcher, when
  the wall brings the placer no tile of its own: a tower tile handed over for nothing.
- A wall or inhabitant that touches other seats' claimed palaces and no palace of one's own
  nor one still open: a point (or more) for them and nothing for the placer. Seen in a
  watched game: Normal fed the leader a point with its last inhabitants while a placement
  touching nobody's palace was there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.contract import Action
from games.medina.rules.board import MANY, NO_PALACE
from games.medina.rules.state import INHABITANT, STABLE, WALL, MedinaState, Place

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules


class Sense:
    """The never-rules bound to one Rules object (one board layout)."""

    def __init__(self, rules: MedinaRules) -> None:
        self.rules = rules
        self.layout = rules.config.layout

    def sensible(self, s: MedinaState, actions: list[Action]) -> list[Action]:
        """`actions` without those no sensible player makes here; all of them if every one is such."""
        if s.turn is None or not any(p.owner is not None and p.owner != s.turn for p in s.palaces):
            return actions  # nobody else has a palace to hand anything to
        kept = [a for a in actions if not self.never(s, a)]
        return kept or actions

    def never(self, s: MedinaState, action: Action) -> bool:
        seat = s.turn
        if seat is None or not isinstance(action, Place) or action.piece not in (STABLE, WALL, INHABITANT):
            return False
        i = self.layout.index(action.cell)
        board = s.board
        if action.piece == STABLE:
            near = board.near[i]
            if near in (NO_PALACE, MANY):
                return False
            owner = s.palaces[near - 1].owner
            return owner is not None and owner != seat
        beside = {board.owner[n] - 1 for n in self.layout.orth[i] if board.owner[n]}
        if not any(s.palaces[pid].owner not in (None, seat) for pid in beside):
            return False
        if all(s.palaces[pid].owner not in (None, seat) for pid in beside):
            return True  # it feeds other seats' palaces only
        return action.piece == WALL and self._hands_a_tile(s, seat, action)

    def _hands_a_tile(self, s: MedinaState, seat: int, action: Place) -> bool:
        """Does `action` move a palace or tower tile to another seat and none to `seat`?"""
        after = self.rules.apply(s, action)
        before = [*s.palace_tiles, *(t.holder for t in s.towers)]
        now = [*after.palace_tiles, *(t.holder for t in after.towers)]
        moved = [holder for old, holder in zip(before, now, strict=True) if holder != old]
        return any(h is not None and h != seat for h in moved) and seat not in moved
