"""Where a hinted move lies on the Jerusalem table (the shell's hint marks it): the Office,
draft card, hand card, plaque or deck it names, the Areas it places on or moves between with
the pile a piece comes from, or the decision panel's button (and steppers) that makes it. A
move set with steppers (a bid, Prestige bought, a revenue taken in part) also sets them to the
hinted amounts, so the button the hint marks makes exactly that move."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.core.contract import Action
from games.jerusalem.rules import actions as a
from games.jerusalem.table.table_controls import Panel
from games.jerusalem.table.table_layout import Zone

# Moves made with a stepper and one button: the button, with the steppers beside it.
STEPPED: dict[type, str] = {a.Bid: "bid", a.BuyPrestige: "prestige_buy", a.TakeRevenue: "take"}


def hint_rects(action: Action, zones: list[Zone], panel: Panel | None,
               area_rect: Callable[[str], pygame.Rect]) -> list[pygame.Rect]:
    """The rects on screen that `action` names; `area_rect` gives an Area's by its id."""
    def zone(kind: str, test: Callable[[object], bool] = lambda key: True) -> list[pygame.Rect]:
        return [z.rect for z in zones if z.kind == kind and test(z.key)][:1]

    buttons = panel.buttons if panel is not None else []
    pressed = [b.key for b in buttons if b.action == action]
    if pressed:
        return zone("button", lambda key: key == pressed[0])
    if type(action) in STEPPED:
        key = STEPPED[type(action)]
        steps = [z.rect for z in zones if z.kind == "step"]
        return zone("button", lambda k: k == key or (key == "take" and str(k).startswith("take"))) + steps
    if isinstance(action, a.ChooseOffice):
        return zone("office", lambda key: key == action.office)
    if isinstance(action, a.PickCard):
        return zone("draft", lambda key: key[1] == action.card)  # type: ignore[index]
    if isinstance(action, a.PlayCard):
        return zone("hand", lambda key: key[1] == action.card)  # type: ignore[index]
    if isinstance(action, a.Steal):
        return zone("plaque", lambda key: key == action.victim)
    if isinstance(action, a.BuyCard):
        return zone("deck")
    if isinstance(action, a.Place):
        return (zone("pile", lambda key: key == "supply") or zone("pile", lambda key: key == "squire")) + [
            area_rect(action.area)]
    if isinstance(action, a.PlaceBaron):
        return zone("pile", lambda key: key == "baron") + [area_rect(action.area)]
    if isinstance(action, a.MoveSquire):
        return [area_rect(action.source), area_rect(action.target)]
    if isinstance(action, a.PickSquire | a.SaveSquire):
        return [area_rect(action.area)]
    return []


def hint_values(action: Action, panel: Panel | None) -> dict[str, int]:
    """The stepper settings that make the panel's button propose `action` (nothing to set when a
    button proposes it already, or when no stepper holds part of it)."""
    if panel is not None and any(b.action == action for b in panel.buttons):
        return {}
    if isinstance(action, a.Bid):
        return {"bid": action.amount}
    if isinstance(action, a.BuyPrestige):
        return {"prestige_buy": action.amount}
    if isinstance(action, a.TakeRevenue):  # in part: the steppers behind "Take less…"
        return {"rev_less": 1, "rev_squires": action.squires, "rev_bezants": action.bezants,
                "rev_prestige": action.prestige}
    return {}
