"""Actions in words: the game log's line for each action, and the reason an action is refused.

Log lines are public: they never name a card taken in secret or a seat's hidden holdings.
"""

from __future__ import annotations

from games.core.contract import Action
from games.core.english import plural as _plural
from games.jerusalem.rules import auction, city, deploy, events, revenues
from games.jerusalem.rules.actions import (
    Bid,
    BuyCard,
    BuyPrestige,
    ChooseOffice,
    Done,
    EndTurn,
    Hire,
    MarshalOrder,
    MoveSquire,
    Pass,
    Peddle,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    Rescue,
    SaveSquire,
    Steal,
    TakeResource,
    TakeRevenue,
)
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.state import JerusalemState


def _area(cat: Catalog, area_id: str) -> str:
    index = cat.cfg.area_ids.get(area_id)
    return area_id if index is None else cat.cfg.areas[index].name


def _resources(squires: int, bezants: int, prestige: int) -> str:
    parts = [_plural(squires, "Squire") if squires else "", _plural(bezants, "Bezant") if bezants else "",
             f"{prestige} Prestige" if prestige else ""]
    return ", ".join(p for p in parts if p) or "nothing"


def describe_own(cat: Catalog, s: JerusalemState, action: Action) -> str:
    """The words for the seat that keeps a card: which one (the log says only that it kept one)."""
    if isinstance(action, PickCard):
        kind = cat.cfg.cards.get(action.card)
        who = s.names[s.actor] if s.actor is not None else "Nobody"
        return f"{who} keeps {kind.name if kind else action.card} and passes the rest on."
    return describe(cat, s, action)


def describe(cat: Catalog, s: JerusalemState, action: Action) -> str:
    who = s.names[s.actor] if s.actor is not None else "Nobody"
    pending = s.turn.pending
    if isinstance(action, ChooseOffice):
        return f"{who} puts the {cat.cfg.offices[action.office].name} up for auction."
    if isinstance(action, Bid):
        office = cat.cfg.offices[s.auction_office].name if s.auction_office else "Office"
        verb = "opens with" if s.high_bidder is None else "bids"
        return f"{who} {verb} {_plural(action.amount, 'Bezant')} for the {office}."
    if isinstance(action, Pass):
        return f"{who} passes."
    if isinstance(action, PickCard):
        return f"{who} keeps one Action card and passes the rest on."
    if isinstance(action, Place):
        source = " from the supply" if pending is not None else ""
        return f"{who} places a Squire{source} in {_area(cat, action.area)}."
    if isinstance(action, PlaceBaron):
        return f"{who} sends the Baron to block {_area(cat, action.area)}."
    if isinstance(action, Hire):
        return f"{who} hires a mercenary for {_plural(deploy.hire_price(cat, s), 'Bezant')}."
    if isinstance(action, Peddle):
        return f"{who} peddles influence: three Squires go back to the supply for a Bezant."
    if isinstance(action, PlayCard):
        kind = cat.cfg.cards.get(action.card)
        return f"{who} plays {kind.name if kind else action.card}."
    if isinstance(action, MarshalOrder):
        return f"{who}, the Marshal, " + ("takes a Bezant." if action.choice == "bezant" else "orders a move.")
    if isinstance(action, MoveSquire):
        return f"{who} moves a Squire from {_area(cat, action.source)} to {_area(cat, action.target)}."
    if isinstance(action, PickSquire):
        return _describe_pick(cat, s, who, action)
    if isinstance(action, TakeResource):
        return f"{who} takes a {'Prestige point' if action.resource == 'prestige' else action.resource.title()}."
    if isinstance(action, EndTurn):
        return f"{who} ends the turn."
    if isinstance(action, Done):
        return f"{who} " + {"deploy": "stops there.", "tower": "leaves the Tower's Squires in place.",
                            "tax": "saves no more Squires.", "war": "removes no more Squires."}.get(
            s.step, "declines the privilege.")
    if isinstance(action, BuyCard):
        return f"{who} returns a Squire to the supply and draws the top Action card."
    if isinstance(action, BuyPrestige):
        price = revenues.privilege_of(cat, "materials").price
        return f"{who} buys {action.amount} Prestige for {_plural(price * action.amount, 'Bezant')}."
    if isinstance(action, Steal):
        return f"{who} steals a Prestige point from {s.names[action.victim]}."
    if isinstance(action, TakeRevenue):
        area = cat.cfg.areas[s.cursor]
        rev = area.revenue
        full = (action.squires, action.bezants, action.prestige) == (rev.squires, rev.bezants, rev.prestige)
        less = "" if full else f" (of {_resources(rev.squires, rev.bezants, rev.prestige)})"
        return f"{who} takes {_resources(action.squires, action.bezants, action.prestige)}{less} from {area.name}."
    if isinstance(action, Rescue):
        return f"{who} saves {_plural(action.count, 'Squire')} to the Baron's Area."
    if isinstance(action, SaveSquire):
        return f"{who} pays a Bezant to keep a Squire in {_area(cat, action.area)}."
    return f"{who}: {action.kind}."


def _describe_pick(cat: Catalog, s: JerusalemState, who: str, action: PickSquire) -> str:
    area = _area(cat, action.area)
    pending = s.turn.pending
    if s.step == "war":
        return f"{who} removes a Squire of {s.names[action.seat]} from {area}."
    if pending is not None and pending.mode == "peddle":
        return f"{who} returns a Squire from {area} to the supply."
    if pending is not None and pending.source:
        return f"{who} swaps a Squire in {_area(cat, pending.source)} with one of {s.names[action.seat]} in {area}."
    return f"{who} picks a turncoat Squire in {area}."


# --- why an action is refused ---

_WAITING = {
    "auction": "bid for an Office", "draft": "pick an Action card", "deploy": "deploy Squires",
    "tower": "use the Tower of David", "academics": "use the Patriarchy's privilege",
    "materials": "use the Market's privilege", "intrigue": "use the Nobility's privilege",
    "revenue": "take an Area's revenue", "succession": "save Squires from the Succession",
    "tax": "pay the Special Tax", "war": "strike back in the War",
}
_PENDING = {
    "peddle": "pick the Squires to return to the supply", "resources": "choose the card's resources",
    "influence": "place the Overwhelming Influence Squires", "turncoat": "pick the Squires to swap",
    "move": "move the Squires (or stop)", "marshal": "finish the Marshal's move (or stop)",
}


def explain(cat: Catalog, s: JerusalemState, action: Action) -> str:
    """A reason a player can read for an action that is not legal now."""
    if s.actor is None:
        return "The game is over."
    seat = s.actor
    pending = s.turn.pending if s.step == "deploy" else None
    if pending is not None and not isinstance(action, (Place, MoveSquire, PickSquire, TakeResource, Done)):
        return f"First {_PENDING[pending.mode]}."
    for area_id in (getattr(action, "area", None), getattr(action, "source", None), getattr(action, "target", None)):
        if area_id is not None and area_id not in cat.cfg.area_ids:
            return f"There is no Area called {area_id!r}."
    reason = _specific(cat, s, seat, action)
    return reason or f"That is not possible now: {s.names[seat]} must {_WAITING.get(s.step, 'wait')}."


def _specific(cat: Catalog, s: JerusalemState, seat: int, action: Action) -> str | None:
    if s.step == "auction":
        if isinstance(action, ChooseOffice) and action.office not in auction.offices_up(cat, s):
            return "That Office is not up for auction."
        if isinstance(action, (Bid, Pass)) and s.auction_office is None:
            return "First choose the Office to put up for auction."
        if isinstance(action, Pass) and s.high_bidder is None:
            return "The first bidder must open the bidding (zero is a bid)."
        if isinstance(action, Bid):
            if action.amount > (s.bezants[seat] or 0):
                return "You cannot bid more Bezants than you have."
            if s.high_bidder is not None:
                return f"Bid more than {_plural(s.bids[s.high_bidder] or 0, 'Bezant')}, or pass."
            return "A bid cannot be negative."
    if s.step == "war" and isinstance(action, PickSquire):
        return _war_reason(cat, s, seat, action)
    if s.step == "tax" and isinstance(action, SaveSquire):
        tax = events.current_event(cat, s)
        if tax is not None and (s.bezants[seat] or 0) < tax.price:
            return f"Keeping a Squire costs {_plural(tax.price, 'Bezant')}, and you have too few."
    if s.step == "draft" and isinstance(action, PickCard):
        return "That card is not among the cards passed to you."
    if s.step != "deploy":
        return None
    return _deploy_reason(cat, s, seat, action)


def _war_reason(cat: Catalog, s: JerusalemState, seat: int, action: PickSquire) -> str | None:
    if action.seat == seat or not 0 <= action.seat < s.players:
        return "Strike at an opponent's Squires."
    cap = events.current_event(cat, s)
    if cap is not None and s.war_taken[action.seat] >= cap.cap:
        return f"You may remove at most {_plural(cap.cap, 'Squire')} of each opponent."
    if not s.board[cat.cfg.area_index(action.area)][action.seat]:
        return f"{s.names[action.seat]} has no Squire in {_area(cat, action.area)}."
    return None


def _deploy_reason(cat: Catalog, s: JerusalemState, seat: int, action: Action) -> str | None:
    pending = s.turn.pending
    if isinstance(action, Place):
        area = cat.cfg.area_index(action.area)
        owner = city.baron_owner(s, area)
        if not s.playable[area]:
            return "With two players only the King's Palace, the Templars, the Market and the Tower of David are used."
        if owner is not None and owner != seat:
            return f"The Baron of {s.names[owner]} blocks {cat.cfg.areas[area].name}."
        if pending is not None and pending.mode == "influence":
            return f"These Squires go to the {cat.cfg.district(pending.district).name}."
        if not s.squires[seat]:
            return "You have no Squires behind your screen."
    if isinstance(action, PlaceBaron):
        return city.baron_refusal(cat.cfg, s, seat, cat.cfg.area_index(action.area))
    if isinstance(action, Hire):
        return f"A mercenary costs {_plural(deploy.hire_price(cat, s), 'Bezant')} now."
    if isinstance(action, Peddle):
        return "Influence peddling needs three of your Squires in Areas without a Baron."
    if isinstance(action, PickSquire) and pending is not None and pending.mode == "peddle":
        area = cat.cfg.area_index(action.area)
        if action.seat == seat and s.board[area][seat] and city.baron_owner(s, area) is not None:
            return "A Baron keeps Squires in its Area: they cannot be returned to the supply from there."
    if isinstance(action, PickSquire) and pending is not None and pending.mode == "turncoat":
        if not city.free_for_moves(s)[cat.cfg.area_index(action.area)]:
            return "Turncoat cannot swap a Squire into or out of an Area with a Baron."
    if isinstance(action, PlayCard):
        if action.card not in (s.hands[seat] or ()):
            return "You hold no such Action card."
        return "That card would do nothing now."
    if isinstance(action, MarshalOrder):
        return "Only the Marshal gives that order, once per turn."
    if isinstance(action, MoveSquire):
        free = city.free_for_moves(s)
        a, b = cat.cfg.area_index(action.source), cat.cfg.area_index(action.target)
        if not free[a] or not free[b]:
            return "Squires cannot be moved into or out of an Area with a Baron."
        if not s.board[a][seat]:
            return f"You have no Squire in {cat.cfg.areas[a].name}."
        if pending is not None and pending.mode == "marshal" and pending.source:
            route = f"{_area(cat, pending.source)} to {_area(cat, pending.target)}"
            return f"The Marshal's second Squire also goes from {route}."
    if pending is None and isinstance(action, (MoveSquire, PickSquire, TakeResource, Done)):
        return "Play a card or use an Office's ability first."
    return None
