"""What Jerusalem's table shows, read from a view without pygame: who controls each Area and
leads each District, what cards and Offices do in short, what the current step asks.
Pure reads of the state and the loaded config; nothing is changed."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.english import plural
from games.jerusalem.rules import city
from games.jerusalem.rules.config import CardKind, Config, EventCard, Office, Resources
from games.jerusalem.rules.state import HIDDEN, JerusalemState

PRIVILEGE_WORDS = {
    "academics": ("Academics", "give up a Squire from behind your screen to draw the top Action card"),
    "materials": ("Construction materials", "buy up to 4 Prestige at 2 Bezants each"),
    "intrigue": ("Court intrigue", "take 1 Prestige from another player"),
}

EVENT_WORDS = {
    "succession": "Every Squire in the King's Palace goes back to the supply; each player may first move up to "
                  "2 of their own lifted Squires to the Area their Baron blocks.",
    "election": "In every Area of the Patriarchy and the Nobility, each player cuts their Squires down to the "
                "count of the weakest player present there.",
    "tax": "Every Squire in the Market is lifted; in Office order each player pays 1 Bezant per Squire "
           "they keep on its Area, the rest go back to the supply.",
    "war": "Every Squire among the Templars is removed. In Office order, for each Squire it lost there, a "
           "player may remove an opponent's Squire anywhere (at most 2 from each opponent).",
}

STEP_WORDS = {
    "auction": "Phase 1 · auction of the Offices", "draft": "Phase 1 · draft of Action cards",
    "deploy": "Phase 2 · deploy Squires", "tower": "Phase 3 · the Tower of David",
    "academics": "Phase 3 · privilege of the Patriarchy", "materials": "Phase 3 · privilege of the Market",
    "intrigue": "Phase 3 · privilege of the Nobility", "revenue": "Phase 3 · revenues",
    "succession": "Phase 4 · Event: Succession", "tax": "Phase 4 · Event: Special Tax", "war": "Phase 4 · Event: War",
    "over": "The game is over",
}


def resources_words(r: Resources) -> str:
    parts = [plural(r.squires, "Squire") if r.squires else "", plural(r.bezants, "Bezant") if r.bezants else "",
             f"{r.prestige} Prestige" if r.prestige else ""]
    return ", ".join(p for p in parts if p) or "nothing"


def office_power(office: Office, cfg: Config) -> str:
    """An Office's ability in a few words, for its card."""
    if office.baron_large < 3 or office.baron_small < 3:
        return f"Baron after {office.baron_large} (large) or {office.baron_small} (small)"
    if office.discount_prices:
        prices = " + ".join(str(p) for p in office.discount_prices)
        return plural(len(office.discount_prices), "mercenary", "mercenaries") + f" for {prices}"
    if office.marshal_moves:
        return f"Move {plural(office.marshal_moves, 'Squire')} or +{plural(office.marshal_bezants, 'Bezant')}"
    if office.bezants:
        return f"+{office.bezants} Bezant each turn"
    return ""


def office_tip(office: Office, cfg: Config) -> str:
    lines = [f"Office {office.number}: the {office.name}",
             f"Plays {ordinal(office.number)} in Phases 2 to 4 and wins ties against higher numbers.",
             f"Takes {plural(office.squires, 'Squire')} at the start of the turn"
             + (f" and {plural(office.bezants, 'Bezant')}." if office.bezants else ".")]
    if office.baron_large < 3 or office.baron_small < 3:
        lines.append(f"The Baron may block a large Area once {plural(office.baron_large, 'Squire')} came there "
                     f"this turn, a small one after {office.baron_small} (others need 3). The Tower of David counts "
                     "as large.")
    if office.discount_prices:
        lines.append("The first mercenaries of the turn cost " + ", then ".join(map(str, office.discount_prices))
                     + f" Bezants; more cost the usual {cfg.rules['mercenary_price']}.")
    if office.marshal_moves:
        lines.append(f"Once a turn: move up to {plural(office.marshal_moves, 'Squire')} from one Area to one other (no "
                     f"Baron at either), or take {plural(office.marshal_bezants, 'Bezant')}.")
    return "\n".join(lines)


def ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth"}.get(n, f"#{n}")


def card_title(kind: CardKind) -> list[str]:
    """The short name printed on a card, line by line (an Influence card's District is its
    shield; a gain card names each resource on its own line)."""
    if kind.influence_district is not None:
        return ["Influence"]
    if kind.gain is not None:
        g = kind.gain
        parts = [(g.squires, "Squire"), (g.bezants, "Bezant"), (g.prestige, "Prestige")]
        return ["+" + (f"{n} Prestige" if word == "Prestige" else plural(n, word)) for n, word in parts if n]
    if kind.mercenary_price is not None:
        return ["Genoese", "Mercenaries"]
    return [kind.name]


def card_effect(kind: CardKind, cfg: Config) -> str:
    """What a card does, in our words."""
    if kind.gain is not None:
        return f"Take {resources_words(kind.gain)} at once."
    if kind.choose:
        return f"Take {plural(kind.choose, 'resource')} of your choice, each a Squire, a Bezant or a Prestige point."
    if kind.moves:
        return f"Move up to {kind.moves} of your Squires from any Areas to any others (no Baron at either end)."
    if kind.turncoat:
        return "Swap one of your Squires with an opponent's Squire in another Area (no Baron at either)."
    if kind.mercenary_price is not None:
        return f"This turn, mercenaries cost {plural(kind.mercenary_price, 'Bezant')} each."
    if kind.influence_district is not None:
        district = cfg.district(kind.influence_district).name
        return (f"Place {plural(kind.influence_squires, 'Squire')} from the supply in the {district}, "
                "in any of its open Areas.")
    return ""


def card_short(kind: CardKind) -> str:
    """A card's effect in a handful of words, for its face."""
    if kind.choose:
        return f"any {kind.choose} you like"
    if kind.moves:
        return f"move {kind.moves} of yours"
    if kind.turncoat:
        return "swap with a rival"
    if kind.mercenary_price is not None:
        return f"mercenaries {kind.mercenary_price} each"
    if kind.influence_district is not None:
        return f"{plural(kind.influence_squires, 'Squire')} here"
    return "take at once"


def event_of_round(cfg: Config, s: JerusalemState, index: int) -> EventCard | None:
    """The index-th Event card of the calendar, or None while face down."""
    card = s.events[index] if index < len(s.events) else HIDDEN
    return None if card == HIDDEN else cfg.events.get(card)


def area_tip(cfg: Config, s: JerusalemState, area: int, names: list[str], marks: list[str]) -> str:
    a = cfg.areas[area]
    lines = [a.name + ("" if "large" in a.name else " (large)" if a.large else " (small)")]
    if not s.playable[area]:
        return lines[0] + "\nNot in play in the two-player game."
    holder = city.controller(s, area)
    counts = [(seat, n) for seat, n in enumerate(s.board[area]) if n]
    if counts:
        lines.append("Squires: " + ", ".join(f"{names[seat]} ({marks[seat]}) {n}" for seat, n in counts))
    else:
        lines.append("No Squires here yet.")
    if holder is not None:
        tie = sum(1 for _, n in counts if n == s.board[area][holder]) > 1
        lines.append(f"Controlled by {names[holder]}" + (" (ties go to the lower Office)" if tie else ""))
    if a.district == "tower":
        numbers = cfg.rules["tower_of_david"]
        lines.append(f"Pays {plural(numbers['bezants'], 'Bezant')} before the privileges, and its controller may "
                     f"move {plural(numbers['moves'], 'Squire')} out of it to another Area.")
    else:
        lines.append(f"Revenue: {resources_words(a.revenue)}")
    baron = city.baron_owner(s, area)
    if baron is not None:
        lines.append(f"Blocked by the Baron of {names[baron]}: nobody else may add Squires, and none move in or out.")
    return "\n".join(lines)


def district_tip(cfg: Config, s: JerusalemState, district: str, names: list[str]) -> str:
    d = cfg.district(district)
    totals = city.district_totals(s, d.areas)
    lines = [d.name]
    shown = [(seat, n) for seat, n in enumerate(totals) if n]
    lines.append("Squires in the District: " + (", ".join(f"{names[seat]} {n}" for seat, n in shown) or "none"))
    if d.privilege is not None:
        title, words = PRIVILEGE_WORDS[d.privilege]
        leader = city.leader(totals, s.offices)
        lines.append(f"Privilege, {title}: the most Squires here may {words}.")
        lines.append(f"It would go to {names[leader]} now." if leader is not None else "Nobody would get it now.")
    if not all(s.playable[a] for a in d.areas):
        lines.append("Not in play in the two-player game.")
    return "\n".join(lines)


# --- what changed since a seat last acted ---


@dataclass(frozen=True)
class Seen:
    """The public table as a seat left it when it last acted."""

    board: tuple[tuple[int, ...], ...]
    prestige: tuple[int, ...]
    floors: tuple[int, ...]
    offices: tuple[int | None, ...]


@dataclass(frozen=True)
class Changes:
    """What moved on the table since: Squires per Area (seat, change), Prestige and floors per
    seat, and the Offices that changed hands."""

    areas: dict[int, tuple[tuple[int, int], ...]]
    prestige: dict[int, int]
    floors: dict[int, int]
    offices: frozenset[int]

    def __bool__(self) -> bool:
        return bool(self.areas or self.prestige or self.floors or self.offices)


def moment(s: JerusalemState) -> tuple:
    """Everything public an action changes: two views with different moments lie on either side
    of at least one action."""
    return (s.round, s.step, s.actor, s.board, s.barons, s.prestige, s.floors, s.offices, s.bids, s.passed,
            s.auction_office, s.cursor, s.lifted, s.war_left, len(s.discard), len(s.draft), s.drafted, s.turn)


def seen(s: JerusalemState) -> Seen:
    return Seen(s.board, s.prestige, s.floors, s.offices)


def changes_since(before: Seen, s: JerusalemState) -> Changes:
    areas = {}
    for area, (old, new) in enumerate(zip(before.board, s.board, strict=True)):
        moved = tuple((seat, b - a) for seat, (a, b) in enumerate(zip(old, new, strict=True)) if a != b)
        if moved:
            areas[area] = moved
    prestige = {seat: b - a for seat, (a, b) in enumerate(zip(before.prestige, s.prestige, strict=True)) if a != b}
    floors = {seat: b - a for seat, (a, b) in enumerate(zip(before.floors, s.floors, strict=True)) if a != b}
    holders = {o: seat for seat, o in enumerate(before.offices) if o is not None}
    now = {o: seat for seat, o in enumerate(s.offices) if o is not None}
    offices = frozenset(o for o in set(holders) | set(now) if holders.get(o) != now.get(o))
    return Changes(areas, prestige, floors, offices)


def changes_words(ch: Changes, names: list[str], area: int | None = None, seat: int | None = None,
                  office: int | None = None) -> str:
    """One line for a tooltip: what changed here since your last turn ('' when nothing did)."""
    parts: list[str] = []
    if area is not None and area in ch.areas:
        parts = [f"{names[who]} {n:+d}" for who, n in ch.areas[area]]
    if seat is not None:
        if seat in ch.prestige:
            parts.append(f"Prestige {ch.prestige[seat]:+d}")
        if seat in ch.floors:
            parts.append(f"{plural(ch.floors[seat], 'floor')} built")
    if office is not None and office in ch.offices:
        parts.append("changed hands")
    return ("Since your last turn: " + ", ".join(parts) + ".") if parts else ""
