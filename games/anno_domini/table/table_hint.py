"""Where a hinted move lies on the Anno Domini table (the shell's hint marks it): the panel's
button that makes it, or the board's spaces, Locations, seats, card spaces, markers and hand
cards its fields name, as the view's zones are keyed."""

from __future__ import annotations

import dataclasses

import pygame

from games.core.contract import Action

# An action's field, and the zones its value may name ("cell:T4c", "loc:desert", "row:2" ...).
FIELD_ZONES: dict[str, tuple[str, ...]] = {
    "space": ("cell",), "source": ("cell", "mahane"), "target": ("cell",), "mine": ("cell",),
    "other": ("cell",), "location": ("loc",), "seat": ("seat",), "row": ("row",), "marker": ("marker",),
    "colour": ("friendly",),
}


def hint_rects(action: Action, zones: dict[str, pygame.Rect], buttons: list[tuple[str, Action | None]],
               cards: list[str]) -> list[pygame.Rect]:
    """The rects on screen that `action` names: `buttons` are the panel's (key, action), `cards`
    the cards shown in the hand area."""
    made = [key for key, made_by in buttons if made_by == action]
    if made and f"button:{made[0]}" in zones:
        return [zones[f"button:{made[0]}"]]
    keys = []
    for f in dataclasses.fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        if f.name == "card" and value in cards:
            keys.append(f"hand:{cards.index(value)}")
        keys += [f"{prefix}:{value}" for prefix in FIELD_ZONES.get(f.name, ())]
    return [zones[k] for k in keys if k in zones]
