"""The words of the table's hover tooltips: who controls an Area and what it pays, a
District's totals and who would take its privilege, what an Office, an Event or an Action
card does, each seat's public holdings. Pure reads of the view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.jerusalem.rules.config import Config
from games.jerusalem.rules.state import JerusalemState
from games.jerusalem.table.table_layout import Zone
from games.jerusalem.table.table_model import (
    EVENT_WORDS,
    Changes,
    area_tip,
    card_effect,
    changes_words,
    district_tip,
    event_of_round,
    office_tip,
    plural,
)


@dataclass(frozen=True)
class TipContext:
    cfg: Config
    state: JerusalemState
    seating: Any  # games.ui.art.marks.TableSeats (names, colours, marks)
    seat: int | None  # whose screen is open
    changes: Changes | None = None  # what changed since that seat last acted


def _next_floor_cost(cfg: Config, s: JerusalemState, seat: int) -> int:
    numbers = cfg.rules["construction"]
    floor = s.floors[seat] + 1
    first = all(s.floors[other] < floor for other in range(s.players) if other != seat)
    return floor + numbers["floor_base"] + (numbers["first_builder"] if first else 0)


def seat_words(ctx: TipContext, seat: int) -> str:
    s, cfg, names = ctx.state, ctx.cfg, ctx.seating.names
    office = s.offices[seat]
    lines = [f"{names[seat]} ({ctx.seating.marks[seat]} mark)",
             f"Office: {cfg.offices[office].name}" if office is not None else "No Office this round",
             f"Prestige {s.prestige[seat]} · castle tower {plural(s.floors[seat], 'floor')}",
             "Baron " + ("beside the screen" if s.barons[seat] is None else f"in {cfg.areas[s.barons[seat]].name}"),
             f"Squires in the city: {sum(row[seat] for row in s.board)}"]
    if s.squires[seat] is not None:
        lines.append(f"Behind the screen: {plural(s.squires[seat], 'Squire')}, "
                     f"{plural(s.bezants[seat] or 0, 'Bezant')}, {plural(len(s.hands[seat] or ()), 'Action card')}")
    if s.step == "intrigue" and ctx.seat == s.actor and seat != ctx.seat:
        lines.append("Click to steal a Prestige point from this player.")
    return "\n".join(lines)


def tooltip_text(ctx: TipContext, zone: Zone) -> str | None:
    """The tooltip of a zone, with what changed there since the seat at the screen last acted."""
    words = _tip(ctx, zone)
    if words is None or not ctx.changes:
        return words
    key = zone.key
    since = ""
    if zone.kind == "area":
        since = changes_words(ctx.changes, ctx.seating.names, area=int(key))  # type: ignore[arg-type]
    elif zone.kind in ("plaque", "tower"):
        since = changes_words(ctx.changes, ctx.seating.names, seat=int(key))  # type: ignore[arg-type]
    elif zone.kind == "office":
        since = changes_words(ctx.changes, ctx.seating.names, office=int(key))  # type: ignore[arg-type]
    return f"{words}\n{since}" if since else words


def _tip(ctx: TipContext, zone: Zone) -> str | None:
    s, cfg, names = ctx.state, ctx.cfg, ctx.seating.names
    kind, key = zone.kind, zone.key
    if kind == "area":
        return area_tip(cfg, s, int(key), names, ctx.seating.marks)  # type: ignore[arg-type]
    if kind == "district":
        return district_tip(cfg, s, str(key), names)
    if kind == "office":
        office = cfg.offices[int(key)]  # type: ignore[arg-type]
        holder = next((seat for seat, o in enumerate(s.offices) if o == office.number), None)
        in_play = office.number in cfg.offices_in_play[s.players]
        tail = (f"\nHeld this round by {names[holder]}." if holder is not None else
                "\nNot used with this many players." if not in_play else "\nNot taken yet this round.")
        return office_tip(office, cfg) + tail
    if kind == "event":
        event = event_of_round(cfg, s, int(key))  # type: ignore[arg-type]
        rnd = cfg.rules["event_rounds"][int(key)]  # type: ignore[arg-type]
        if event is None:
            return (f"The Event of round {rnd}, face down until that round begins.\n"
                    f"It strikes in Phase 4 of round {rnd}.")
        when = "this round" if rnd == s.round else f"round {rnd}"
        return f"{event.name} (Phase 4 of {when})\n{EVENT_WORDS.get(event.id, '')}"
    if kind in ("hand", "draft"):
        card = cfg.cards[key[1]]  # type: ignore[index]
        how = "\nClick it to play it now." if kind == "hand" and s.step == "deploy" and ctx.seat == s.actor else \
            "\nClick it to keep it." if kind == "draft" else "\nPlayed only in your turn of Phase 2."
        return f"{card.name}\n{card_effect(card, cfg)}{how}"
    if kind == "plaque":
        return seat_words(ctx, int(key))  # type: ignore[arg-type]
    if kind in ("pile", "coins"):
        return _pile_words(ctx, str(key))
    if kind == "deck":
        return (f"Action deck: {plural(len(s.deck), 'card')} face down; {len(s.discard)} played (out of the game).\n"
                "The Patriarchy's privilege draws from its top.")
    if kind == "track":
        order = sorted(range(s.players), key=lambda seat: -s.prestige[seat])
        return "Prestige track (spent on castle floors at the end of each round)\n" + \
            "\n".join(f"{names[seat]}: {s.prestige[seat]}" for seat in order)
    if kind == "tower":
        seat = int(key)  # type: ignore[arg-type]
        return (f"{names[seat]}'s castle tower: {plural(s.floors[seat], 'floor')}.\n"
                f"The next floor would cost {_next_floor_cost(cfg, s, seat)} Prestige "
                "(the floor's number plus 1, and 1 more for the first to reach that height).")
    if kind == "round":
        return f"Round {key} of {cfg.rules['rounds']}" + (" (now)" if key == s.round else "")
    if kind == "baron_on":
        area, seat = key  # type: ignore[misc]
        return f"The Baron of {names[seat]} blocks {cfg.areas[area].name} for the rest of the round."
    return None


def _pile_words(ctx: TipContext, pile: str) -> str | None:
    s, seat = ctx.state, ctx.seat
    if seat is None or s.squires[seat] is None:
        return None
    if pile == "squire":
        return (f"{plural(s.squires[seat] or 0, 'Squire')} behind your screen.\n"
                "Drag one onto a lit Area, or click the pile and then an Area.")
    if pile == "supply":
        return "Squires from the supply for your Overwhelming Influence card: drag them onto lit Areas."
    if pile == "baron":
        if s.barons[seat] is not None:
            return "Your Baron is in the city this round."
        return ("Your Baron. Drag it onto an Area where you placed enough Squires this turn, from your screen "
                "or by Action cards (3, fewer for the Constable), to block it for the round.")
    return f"{plural(s.bezants[seat] or 0, 'Bezant')} behind your screen."
