"""Phase 2: each seat in Office order takes its Office's Squires and deploys them.

A turn is a run of single actions ended by EndTurn: place a Squire, send the Baron, hire a
mercenary, play an Action card, use the Marshal's order, peddle influence. Cards and orders
that take several gestures leave a `Pending` in the turn until they are finished.
"""

from __future__ import annotations

from dataclasses import replace

from games.core.contract import Action
from games.core.english import plural
from games.jerusalem.rules import city
from games.jerusalem.rules.actions import (
    DONE,
    END_TURN,
    HIRE,
    PEDDLE,
    Done,
    EndTurn,
    Hire,
    MarshalOrder,
    MoveSquire,
    Peddle,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    TakeResource,
)
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.config import Office
from games.jerusalem.rules.state import (
    BEZANT,
    PRESTIGE,
    SQUIRE,
    JerusalemState,
    Pending,
    Turn,
    add_squires,
    gain,
    note,
    set_hand,
    with_item,
)

MARSHAL_MOVE, MARSHAL_BEZANT = MarshalOrder("move"), MarshalOrder("bezant")


def begin(cat: Catalog, w: JerusalemState) -> bool:
    w.palace_barred = city.barred_from_palace(w)
    _start_turn(cat, w, w.office_order()[0])
    return True


def _start_turn(cat: Catalog, w: JerusalemState, seat: int) -> None:
    office = _office(cat, w, seat)
    w.step, w.actor = "deploy", seat
    w.turn = Turn(arrived=(0,) * len(cat.cfg.areas))
    gain(w, seat, squires=office.squires, bezants=office.bezants)
    income = plural(office.squires, "Squire") + (f" and {plural(office.bezants, 'Bezant')}" if office.bezants else "")
    note(w, f"{w.names[seat]}, the {office.name}, takes {income}.")


def _office(cat: Catalog, s: JerusalemState, seat: int) -> Office:
    number = s.offices[seat]
    assert number is not None
    return cat.cfg.offices[number]


def hire_price(cat: Catalog, s: JerusalemState) -> int:
    """The cheapest of the normal price, a Genoese card's and the Treasurer's discount."""
    assert s.actor is not None
    price = cat.cfg.rules["mercenary_price"]
    if s.turn.mercenary_price is not None:
        price = min(price, s.turn.mercenary_price)
    discounts = _office(cat, s, s.actor).discount_prices
    if s.turn.hired < len(discounts):
        price = min(price, discounts[s.turn.hired])
    return price


def card_playable(cat: Catalog, s: JerusalemState, seat: int, card: str) -> bool:
    """Cards are offered only where they would do something.

    Decision: a card that would do nothing cannot be played. Played cards leave the game, so
    playing one for nothing would only throw it away, and a held card is worth a King's Gift.
    """
    kind = cat.cfg.cards[card]
    if kind.moves:
        return city.can_move(s, seat)
    if kind.turncoat:
        return bool(city.turncoat_sources(s, seat))
    if kind.mercenary_price is not None:
        current = s.turn.mercenary_price
        return current is None or kind.mercenary_price < current
    if kind.influence_district is not None:
        return bool(_influence_areas(cat, s, seat, kind.influence_district))
    return True


def _influence_areas(cat: Catalog, s: JerusalemState, seat: int, district: str) -> list[int]:
    """Decision: Overwhelming Influence may reinforce the player's own Baron's Area. A Baron
    keeps the other players' Squires out; these Squires are placed, not moved across it."""
    return [a for a in cat.cfg.district(district).areas if city.open_to(s, a, seat)]


# --- legal actions ---


def legal(cat: Catalog, s: JerusalemState) -> list[Action]:
    seat = s.actor
    assert seat is not None
    pending = s.turn.pending
    if pending is not None:
        return _legal_pending(cat, s, seat, pending)
    acts: list[Action] = []
    if s.squires[seat]:
        acts += [cat.place[a] for a in city.open_areas(s, seat)]
    if s.barons[seat] is None:
        acts += [cat.baron[a] for a, n in enumerate(s.turn.arrived)
                 if n and city.baron_refusal(cat.cfg, s, seat, a) is None]
    if s.bezants[seat] >= hire_price(cat, s):  # type: ignore[operator]
        acts.append(HIRE)
    if city.can_peddle(s, seat, cat.cfg.rules["peddling"]["squires"]):
        acts.append(PEDDLE)
    hand = s.hands[seat] or ()
    acts += [PlayCard(card) for card in dict.fromkeys(hand) if card_playable(cat, s, seat, card)]
    office = _office(cat, s, seat)
    if office.marshal_moves and not s.turn.marshal_used:
        if city.can_move(s, seat):
            acts.append(MARSHAL_MOVE)
        if office.marshal_bezants:
            acts.append(MARSHAL_BEZANT)
    acts.append(END_TURN)
    return acts


def _legal_pending(cat: Catalog, s: JerusalemState, seat: int, p: Pending) -> list[Action]:
    board = s.board
    if p.mode == "peddle":
        return [cat.pick[seat][a] for a in city.peddling_sources(s, seat)]
    if p.mode == "resources":
        return list(cat.take)
    if p.mode == "influence":
        return [cat.place[a] for a in _influence_areas(cat, s, seat, p.district)]
    if p.mode == "turncoat":
        if not p.source:
            return [cat.pick[seat][a] for a in city.turncoat_sources(s, seat)]
        mine = cat.cfg.area_index(p.source)
        free = city.free_for_moves(s)
        return [cat.pick[other][a] for other in range(s.players) if other != seat
                for a in range(len(board)) if free[a] and a != mine and board[a][other]]
    # "move" and "marshal": the Marshal's second Squire must follow the first.
    if p.mode == "marshal" and p.source:
        a, b = cat.cfg.area_index(p.source), cat.cfg.area_index(p.target)
        pairs = [(a, b)] if (a, b) in city.move_pairs(s, seat) else []
    else:
        pairs = city.move_pairs(s, seat)
    return [cat.move[a][b] for a, b in pairs] + [DONE]


# --- applying ---


def act(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    """Apply one legal action of the actor's turn; True once the last seat ended its turn."""
    seat = w.actor
    assert seat is not None
    pending = w.turn.pending
    if isinstance(action, EndTurn):
        return _end_turn(cat, w, seat)
    if isinstance(action, Place):
        _place(cat, w, seat, cat.cfg.area_index(action.area), pending)
    elif isinstance(action, PlaceBaron):
        w.barons = with_item(w.barons, seat, cat.cfg.area_index(action.area))
    elif isinstance(action, Hire):
        price = hire_price(cat, w)
        gain(w, seat, squires=1, bezants=-price)
        w.turn = replace(w.turn, hired=w.turn.hired + 1)
    elif isinstance(action, Peddle):
        _set_pending(w, Pending("peddle", cat.cfg.rules["peddling"]["squires"]))
    elif isinstance(action, PlayCard):
        _play(cat, w, seat, action.card)
    elif isinstance(action, MarshalOrder):
        w.turn = replace(w.turn, marshal_used=True)
        office = _office(cat, w, seat)
        if action.choice == "bezant":
            gain(w, seat, bezants=office.marshal_bezants)
        else:
            _set_pending(w, Pending("marshal", office.marshal_moves))
    elif isinstance(action, MoveSquire):
        _move(cat, w, seat, action, pending)
    elif isinstance(action, PickSquire):
        _pick(cat, w, seat, action, pending)
    elif isinstance(action, TakeResource):
        gain(w, seat, squires=int(action.resource == SQUIRE), bezants=int(action.resource == BEZANT),
             prestige=int(action.resource == PRESTIGE))
        _count_down(w, pending)
    elif isinstance(action, Done):
        _set_pending(w, None)
    return False


def _end_turn(cat: Catalog, w: JerusalemState, seat: int) -> bool:
    order = w.office_order()
    i = order.index(seat)
    if i + 1 < len(order):
        _start_turn(cat, w, order[i + 1])
        return False
    w.turn = Turn(arrived=(0,) * len(cat.cfg.areas))
    return True


def _set_pending(w: JerusalemState, pending: Pending | None) -> None:
    w.turn = replace(w.turn, pending=pending)


def _count_down(w: JerusalemState, pending: Pending | None, **changes: str) -> None:
    assert pending is not None
    left = pending.left - 1
    _set_pending(w, replace(pending, left=left, **changes) if left else None)


# The Baron's threshold counts the Squires brought into an Area this turn.
#
# Decision: only Squires from behind the screen and Squires brought by Action cards count (those
# are the two ways the rulebook names; Turncoat is a card, so its Squire counts). The Marshal's
# move is an Office's ability and the Tower of David moves after Phase 2: neither counts.


def _arrive(w: JerusalemState, area: int) -> None:
    arrived = w.turn.arrived
    w.turn = replace(w.turn, arrived=with_item(arrived, area, arrived[area] + 1))


def _leave(w: JerusalemState, seat: int, area: int) -> None:
    """After one of the seat's Squires left `area`.

    Decision: the count becomes min(brought this turn, the seat's Squires now there) rather than
    one less: a player with old Squires there may move one of those away and still keep the
    Baron earned by the new ones, while no Squire that is gone can count.
    """
    arrived = w.turn.arrived
    w.turn = replace(w.turn, arrived=with_item(arrived, area, min(arrived[area], w.board[area][seat])))


def _place(cat: Catalog, w: JerusalemState, seat: int, area: int, pending: Pending | None) -> None:
    if pending is not None:  # Overwhelming Influence: from the supply
        _count_down(w, pending)
    else:
        gain(w, seat, squires=-1)
    add_squires(w, area, seat, 1)
    _arrive(w, area)


def _play(cat: Catalog, w: JerusalemState, seat: int, card: str) -> None:
    hand = w.hands[seat] or ()
    i = hand.index(card)
    set_hand(w, seat, hand[:i] + hand[i + 1:])
    w.discard = w.discard + (card,)
    kind = cat.cfg.cards[card]
    if kind.gain is not None:
        gain(w, seat, kind.gain.squires, kind.gain.bezants, kind.gain.prestige)
    elif kind.choose:
        _set_pending(w, Pending("resources", kind.choose))
    elif kind.moves:
        _set_pending(w, Pending("move", kind.moves))
    elif kind.turncoat:
        _set_pending(w, Pending("turncoat", 1))
    elif kind.mercenary_price is not None:
        w.turn = replace(w.turn, mercenary_price=kind.mercenary_price)
    elif kind.influence_district is not None:
        _set_pending(w, Pending("influence", kind.influence_squires, district=kind.influence_district))


def _move(cat: Catalog, w: JerusalemState, seat: int, action: MoveSquire, pending: Pending | None) -> None:
    a, b = cat.cfg.area_index(action.source), cat.cfg.area_index(action.target)
    assert pending is not None
    add_squires(w, a, seat, -1)
    add_squires(w, b, seat, 1)
    _leave(w, seat, a)
    if pending.mode == "move":  # a card's move counts for the Baron; the Marshal's does not
        _arrive(w, b)
    _count_down(w, pending, source=action.source, target=action.target)


def _pick(cat: Catalog, w: JerusalemState, seat: int, action: PickSquire, pending: Pending | None) -> None:
    assert pending is not None
    area = cat.cfg.area_index(action.area)
    if pending.mode == "peddle":
        add_squires(w, area, seat, -1)
        _leave(w, seat, area)
        if pending.left == 1:
            gain(w, seat, bezants=cat.cfg.rules["peddling"]["bezants"])
            w.turn = replace(w.turn, peddled=w.turn.peddled + 1)
        _count_down(w, pending)
    elif not pending.source:  # Turncoat: the own Squire first
        _set_pending(w, replace(pending, source=action.area))
    else:  # Turncoat: then the opponent's, and they change places
        mine = cat.cfg.area_index(pending.source)
        add_squires(w, mine, seat, -1)
        add_squires(w, area, seat, 1)
        add_squires(w, area, action.seat, -1)
        add_squires(w, mine, action.seat, 1)
        _leave(w, seat, mine)
        _arrive(w, area)
        _set_pending(w, None)
