"""Phase 3: the Tower of David, the three Privileges, the Areas' revenues, the King's Gifts
(last round only) and the construction of castle tower floors.

`begin_*` returns True when a seat must decide; `act_*` returns True once its step is done.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.core.contract import Action
from games.core.english import plural
from games.jerusalem.rules import city
from games.jerusalem.rules.actions import BUY_CARD, DONE, BuyCard, BuyPrestige, MoveSquire, Steal, TakeRevenue
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.config import Privilege
from games.jerusalem.rules.state import JerusalemState, add_squires, gain, note, set_hand, with_item

# --- 3.1 the Tower of David ---


def begin_tower(cat: Catalog, w: JerusalemState) -> bool:
    tower = cat.tower
    holder = city.controller(w, tower)
    if holder is None:
        return False
    numbers = cat.cfg.rules["tower_of_david"]
    gain(w, holder, bezants=numbers["bezants"])
    note(w, f"{w.names[holder]} holds the Tower of David and takes {plural(numbers['bezants'], 'Bezant')}.")
    if numbers["moves"] and _tower_targets(w, tower):
        w.step, w.actor = "tower", holder
        return True
    return False


def _tower_targets(s: JerusalemState, tower: int) -> list[int]:
    free = city.free_for_moves(s)
    return [a for a, ok in enumerate(free) if ok and a != tower] if free[tower] else []


def legal_tower(cat: Catalog, s: JerusalemState) -> list[Action]:
    return [cat.move[cat.tower][a] for a in _tower_targets(s, cat.tower)] + [DONE]


def act_tower(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    # Phase 2 is over: this move can never count toward a Baron (see deploy's `_arrive`).
    if isinstance(action, MoveSquire) and w.actor is not None:
        add_squires(w, cat.tower, w.actor, -1)
        add_squires(w, cat.cfg.area_index(action.target), w.actor, 1)
    return True


# --- 3.2 the Privileges ---


def privilege_holder(cat: Catalog, s: JerusalemState, privilege: Privilege) -> int | None:
    totals = city.district_totals(s, cat.cfg.district(privilege.district).areas)
    return city.leader(totals, s.offices)


def begin_privilege(cat: Catalog, w: JerusalemState, privilege: Privilege) -> bool:
    """The holder is asked even when it cannot afford the privilege (then only Done is on offer):
    passing it over would tell the table that its screen hides no Squire, or too few Bezants.
    Only a public fact, an Action deck too thin to draw from, skips the step."""
    holder = privilege_holder(cat, w, privilege)
    if holder is None:
        return False
    note(w, f"{w.names[holder]} holds the privilege of the {cat.cfg.district(privilege.district).name}.")
    if privilege.kind == "academics" and len(w.deck) < privilege.cards:
        return False
    w.step, w.actor = privilege.kind, holder
    return True


def privilege_of(cat: Catalog, step: str) -> Privilege:
    return next(p for p in cat.cfg.privileges if p.kind == step)


def legal_privilege(cat: Catalog, s: JerusalemState) -> list[Action]:
    seat = s.actor
    assert seat is not None
    privilege = privilege_of(cat, s.step)
    if privilege.kind == "academics":
        return [BUY_CARD, DONE] if s.squires[seat] >= privilege.squire_cost else [DONE]  # type: ignore[operator]
    if privilege.kind == "materials":
        most = min(privilege.most, s.bezants[seat] // privilege.price)  # type: ignore[operator]
        return [BuyPrestige(n) for n in range(1, most + 1)] + [DONE]
    return [Steal(victim) for victim in range(s.players) if victim != seat] + [DONE]


def act_privilege(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    seat = w.actor
    assert seat is not None
    privilege = privilege_of(cat, w.step)
    if isinstance(action, BuyCard):
        gain(w, seat, squires=-privilege.squire_cost)
        drawn, w.deck = w.deck[:privilege.cards], w.deck[privilege.cards:]
        set_hand(w, seat, tuple(sorted((w.hands[seat] or ()) + drawn)))
    elif isinstance(action, BuyPrestige):
        gain(w, seat, bezants=-action.amount * privilege.price, prestige=action.amount)
    elif isinstance(action, Steal):
        # Stealing from a seat at zero still gains the thief a point; the victim stays at zero.
        gain(w, seat, prestige=privilege.steal)
        w.prestige = with_item(w.prestige, action.victim, max(0, w.prestige[action.victim] - privilege.steal))
    return True


# --- 3.3 the revenues ---


def begin_revenue(cat: Catalog, w: JerusalemState) -> bool:
    w.cursor = -1
    return _next_area(cat, w)


def _next_area(cat: Catalog, w: JerusalemState) -> bool:
    """Areas pay in board order (District by District); an Area nobody holds pays nothing."""
    for area in range(w.cursor + 1, len(cat.cfg.areas)):
        if len(cat.revenue[area]) == 1:  # nothing to take (the Tower of David pays in 3.1)
            continue
        holder = city.controller(w, area)
        if holder is not None:
            w.step, w.actor, w.cursor = "revenue", holder, area
            return True
    w.cursor = 0
    return False


def legal_revenue(cat: Catalog, s: JerusalemState) -> list[Action]:
    return list(cat.revenue[s.cursor])


def act_revenue(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    assert isinstance(action, TakeRevenue) and w.actor is not None
    gain(w, w.actor, action.squires, action.bezants, action.prestige)
    return not _next_area(cat, w)


# --- the King's Gifts and 3.4 construction (no decisions) ---


def kings_gifts(cat: Catalog, w: JerusalemState) -> None:
    """The screens open; the most Squires and the most Bezants are rewarded (a shared first
    place earns each the smaller gift), and so is holding any Action card. Nobody is "most"
    with none at all."""
    gifts = gift_prestige(cat, w.squires, w.bezants, w.hands)  # type: ignore[arg-type]
    for seat in range(w.players):
        gain(w, seat, prestige=gifts[seat])
        shown = (plural(w.squires[seat], "Squire"), plural(w.bezants[seat], "Bezant"),  # type: ignore[arg-type]
                 plural(len(w.hands[seat] or ()), "Action card"))
        note(w, f"King's Gifts: {w.names[seat]} shows {shown[0]}, {shown[1]} and {shown[2]}, "
                f"and gains {gifts[seat]} Prestige.")
    w.gifts_given = True


def gift_prestige(cat: Catalog, squires: Sequence[int], bezants: Sequence[int],
                  hands: Sequence[Sequence[str]]) -> list[int]:
    """Each seat's King's Gifts for these screens (the computer players' evaluation asks too)."""
    numbers = cat.cfg.rules["kings_gifts"]
    gifts = [0] * len(squires)
    for values, prize in ((squires, numbers["most_squires"]), (bezants, numbers["most_bezants"])):
        top = max(values)
        # Decision: an empty screen is "most" of nothing; if nobody has any, nobody is rewarded.
        if not top:
            continue
        firsts = [seat for seat in range(len(values)) if values[seat] == top]
        for seat in firsts:
            gifts[seat] += prize if len(firsts) == 1 else numbers["shared"]
    for seat, hand in enumerate(hands):
        if hand:
            gifts[seat] += numbers["action_card"]
    return gifts


def floor_cost(cat: Catalog, s: JerusalemState, seat: int) -> int:
    """The next floor n costs n + base, and more for the first seat to reach that height."""
    numbers = cat.cfg.rules["construction"]
    floor = s.floors[seat] + 1
    first = all(s.floors[other] < floor for other in range(s.players) if other != seat)
    return floor + numbers["floor_base"] + (numbers["first_builder"] if first else 0)


def construction(cat: Catalog, w: JerusalemState) -> None:
    """Mandatory: every seat, in Office order, builds as many floors as its Prestige pays for."""
    for seat in w.office_order():
        built = 0
        while w.prestige[seat] >= (cost := floor_cost(cat, w, seat)):
            gain(w, seat, prestige=-cost)
            w.floors = with_item(w.floors, seat, w.floors[seat] + 1)
            built += 1
        if built:
            note(w, f"{w.names[seat]} builds {plural(built, 'floor')}: the tower stands {w.floors[seat]} high.")
