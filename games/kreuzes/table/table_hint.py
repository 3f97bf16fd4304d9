"""Where a hinted move lies on the Kreuzes table (the shell's hint marks it): the panel's button
that makes it (with the steppers for a number of troops), the card in hand it discards or plays,
the piece it moves and the space it goes to. A number set with a stepper (troops, treasure) is
also set to the hinted one, so the button the hint marks makes exactly that move."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.core.contract import Action
from games.kreuzes.rules import actions as a
from games.kreuzes.table.controls import Panel

NUMBERS = (a.Commit, a.SiegeAttack, a.SiegeDefend)  # set with a stepper, made with one button
# The field of each move whose number a stepper sets.
AMOUNTS: dict[type, str] = {**dict.fromkeys(NUMBERS, "troops"), a.Enlist: "treasure"}


def hint_rects(action: Action, zones: dict[str, pygame.Rect], panel: Panel | None, hand: tuple[str, ...], seat: int,
               piece: Callable[[str, int], pygame.Rect | None],
               space: Callable[[str], pygame.Rect | None]) -> list[pygame.Rect]:
    """The rects on screen that `action` names; `piece(kind, index)` and `space(id)` find those."""
    buttons = panel.buttons if panel is not None else []
    made = [b for b in buttons if b.action == action]
    if not made and isinstance(action, NUMBERS):
        made = [b for b in buttons if type(b.action) is type(action)]
        steps = [r for k, r in zones.items() if k.startswith(("less:", "more:"))]
        return [zones[f"button:{b.key}"] for b in made[:1] if f"button:{b.key}" in zones] + steps
    if made and f"button:{made[0].key}" in zones:
        return [zones[f"button:{made[0].key}"]]
    out: list[pygame.Rect | None] = []
    card = getattr(action, "card", None)
    if isinstance(card, str) and card in hand:
        out.append(zones.get(f"card:{hand.index(card)}"))
    if isinstance(action, a.Step):
        out.append(piece("arms", seat))
    elif isinstance(action, a.MovePirate):
        out.append(piece("pirate", action.index))
    elif isinstance(action, a.MoveArmy):
        out.append(piece("army", action.index))
    where = getattr(action, "space", None)
    if isinstance(where, str):
        out.append(space(where))
    return [r for r in out if r is not None]


def hint_values(action: Action, panel: Panel | None) -> dict[str, int]:
    """The stepper setting that makes the panel's button propose `action` (nothing when a button
    proposes it already, or when the panel has no stepper for it)."""
    attr = AMOUNTS.get(type(action))
    if panel is None or attr is None or any(b.action == action for b in panel.buttons):
        return {}
    kind = type(action).kind  # type: ignore[attr-defined]
    if not any(st.key == kind for st in panel.steppers):
        return {}
    return {kind: getattr(action, attr)}
