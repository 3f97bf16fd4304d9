"""Phase 1: the Offices go under the hammer one by one, then the Action cards are drafted.

Each `begin_*` sets up its step and returns True when a seat must decide; each `act_*`
applies one legal action and returns True once the step is finished.
"""

from __future__ import annotations

from games.core.contract import Action
from games.core.english import plural
from games.jerusalem.rules.actions import PASS, Bid, ChooseOffice, Pass, PickCard
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.state import JerusalemState, gain, note, office_rank, set_hand, with_item

# --- the auction ---


def first_bidder(s: JerusalemState) -> int:
    """The tallest tower opens; ties go to the most Prestige, then to last round's lower Office."""
    return max(range(s.players), key=lambda seat: (s.floors[seat], s.prestige[seat],
                                                   -office_rank(s.last_offices[seat]), -seat))


def begin_auction(cat: Catalog, w: JerusalemState, opener: int) -> bool:
    w.offices = (None,) * w.players
    _open(w, opener)
    return True


def _open(w: JerusalemState, opener: int) -> None:
    w.step, w.actor = "auction", opener
    w.auction_office, w.high_bidder = None, None
    w.bids = (None,) * w.players
    w.passed = tuple(office is not None for office in w.offices)


def offices_up(cat: Catalog, s: JerusalemState) -> list[int]:
    taken = set(s.offices)
    return [o for o in cat.cfg.offices_in_play[s.players] if o not in taken]


def legal_auction(cat: Catalog, s: JerusalemState) -> list[Action]:
    seat = s.actor
    assert seat is not None
    if s.auction_office is None:
        return [ChooseOffice(o) for o in offices_up(cat, s)]
    if s.high_bidder is None:  # the opener must bid; zero is a bid
        return [Bid(amount) for amount in range(s.bezants[seat] + 1)]
    floor = s.bids[s.high_bidder] + 1  # type: ignore[operator]
    return [Bid(amount) for amount in range(floor, s.bezants[seat] + 1)] + [PASS]  # type: ignore[operator]


def act_auction(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    seat = w.actor
    assert seat is not None
    if isinstance(action, ChooseOffice):
        w.auction_office = action.office
        return False
    if isinstance(action, Bid):
        w.bids = with_item(w.bids, seat, action.amount)
        w.high_bidder = seat
    elif isinstance(action, Pass):
        w.bids = with_item(w.bids, seat, None)
        w.passed = with_item(w.passed, seat, True)
    return _next_bidder(cat, w, seat)


def _next_bidder(cat: Catalog, w: JerusalemState, seat: int) -> bool:
    """Clockwise to the next seat still bidding; back at the high bidder, everyone else passed."""
    for step in range(1, w.players + 1):
        other = (seat + step) % w.players
        if w.passed[other]:
            continue
        if other == w.high_bidder:
            return _award(cat, w)
        w.actor = other
        return False
    return _award(cat, w)


def _award(cat: Catalog, w: JerusalemState) -> bool:
    winner, office = w.high_bidder, w.auction_office
    assert winner is not None and office is not None
    price = w.bids[winner] or 0
    gain(w, winner, bezants=-price)
    w.offices = with_item(w.offices, winner, office)
    note(w, f"{w.names[winner]} becomes the {cat.cfg.offices[office].name} for {plural(price, 'Bezant')}.")
    without = [seat for seat in range(w.players) if w.offices[seat] is None]
    left = offices_up(cat, w)
    if len(without) == 1 and left:
        last = without[0]
        w.offices = with_item(w.offices, last, left[0])
        note(w, f"{w.names[last]} takes the last Office, {cat.cfg.offices[left[0]].name}, for free.")
        without = []
    if not without or not left:
        w.auction_office, w.high_bidder, w.bids = None, None, (None,) * w.players
        return True
    opener = next(seat for step in range(1, w.players + 1)
                  if w.offices[seat := (winner + step) % w.players] is None)
    _open(w, opener)
    return False


# --- the draft ---


def begin_draft(cat: Catalog, w: JerusalemState) -> bool:
    w.drafted = ()
    return _next_drafter(w)


def _next_drafter(w: JerusalemState) -> bool:
    """Hand the cards to the next seat in Office order; True if it has a choice to make.
    A single card left is simply taken (the Admiral's lot)."""
    order = w.office_order()
    while len(w.drafted) < len(order):
        seat = order[len(w.drafted)]
        if len(w.draft) >= 2:
            w.step, w.actor = "draft", seat
            return True
        if w.draft:
            _keep(w, seat, w.draft[0])
            note(w, f"{w.names[seat]} takes the last Action card of the draft.")
        w.drafted = w.drafted + (seat,)
    w.draft, w.drafted = (), ()
    return False


def _keep(w: JerusalemState, seat: int, card: str) -> None:
    i = w.draft.index(card)
    w.draft = w.draft[:i] + w.draft[i + 1:]
    set_hand(w, seat, tuple(sorted(w.hands[seat] + (card,))))  # type: ignore[operator]


def legal_draft(cat: Catalog, s: JerusalemState) -> list[Action]:
    return [PickCard(card) for card in sorted(set(s.draft))]


def act_draft(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    assert isinstance(action, PickCard) and w.actor is not None
    _keep(w, w.actor, action.card)
    w.drafted = w.drafted + (w.actor,)
    return not _next_drafter(w)
