"""Phase 4: the round's Event strikes (rounds 2 to 4). Barons protect nothing here.

Succession and the Special Tax are resolved seat by seat in Office order: the seat's Squires
in the struck District are lifted off the board (`lifted`) and the seat decides what it saves.
The War, too, goes seat by seat (the rulebook's War card: the Templars are cleared in turn order,
and each Squire a seat loses there lets it knock out one of an opponent's anywhere). So a seat
loses the Templar Squires it still has when its turn comes, and strikes once for each; an earlier seat that
strikes a later seat's Templar Squires shrinks that seat's loss, and with it its strikes.
The Election of the Patriarch needs no decision.

A seat whose share depends only on what lies behind its screen (a tax payer without Bezants) is
still asked, with nothing but Done on offer: skipping it would tell the table what it holds.
"""

from __future__ import annotations

from games.core.contract import Action
from games.core.english import plural
from games.jerusalem.rules.actions import DONE, PickSquire, Rescue, SaveSquire
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.config import EventCard
from games.jerusalem.rules.state import JerusalemState, add_squires, gain, note, with_item


def current_event(cat: Catalog, s: JerusalemState) -> EventCard | None:
    rounds = cat.cfg.rules["event_rounds"]
    if s.round not in rounds:
        return None
    return cat.cfg.events[s.events[rounds.index(s.round)]]


def _struck_areas(cat: Catalog, event: EventCard) -> list[int]:
    return [a for d in event.wipe for a in cat.cfg.district(d).areas]


def begin(cat: Catalog, w: JerusalemState) -> bool:
    event = current_event(cat, w)
    if event is None:
        return False
    note(w, f"Event: {event.name}.")
    if event.id == "election":
        _election(cat, w, event)
        return False
    return _next_seat(cat, w, event, 0)


def _election(cat: Catalog, w: JerusalemState, event: EventCard) -> None:
    """In every struck Area, each seat present keeps only as many Squires as the weakest one present."""
    for area in _struck_areas(cat, event):
        present = [n for n in w.board[area] if n]
        if len(present) < 2:
            continue
        weakest = min(present)
        for seat, n in enumerate(w.board[area]):
            if n > weakest:
                add_squires(w, area, seat, weakest - n)
                note(w, f"{w.names[seat]} loses {plural(n - weakest, 'Squire')} in {cat.cfg.areas[area].name}.")


def _next_seat(cat: Catalog, w: JerusalemState, event: EventCard, start: int) -> bool:
    """Give the next seats in Office order their share (lifting their Squires, or in the War
    removing them and striking back) until one has a decision to make."""
    order = w.office_order()
    for seat in order[start:]:
        lifted = [0] * len(w.board)
        for area in _struck_areas(cat, event):
            lifted[area] = w.board[area][seat]
            if lifted[area]:
                add_squires(w, area, seat, -lifted[area])
        total = sum(lifted)
        if not total:
            continue
        note(w, f"The {event.name} strikes {plural(total, 'Squire')} of {w.names[seat]}.")
        w.actor, w.step = seat, event.id
        if event.id == "war":  # the Squires go straight back to the supply; one strike for each
            w.war_left, w.war_taken = total, (0,) * w.players
            if _war_targets(cat, w, event, seat):
                return True
            continue
        w.lifted = tuple(lifted)
        if _has_choice(w, event, seat):
            return True
        _finish_seat(cat, w)
    w.lifted, w.war_left, w.war_taken = (0,) * len(w.board), 0, (0,) * w.players
    return False


def _has_choice(w: JerusalemState, event: EventCard, seat: int) -> bool:
    """Only public facts decide whether a seat is asked: the Baron's place, the card's numbers.
    A tax payer is always asked, whatever its Bezants (see the module's note)."""
    if event.id == "succession":
        return w.barons[seat] is not None and event.save > 0
    return True


def _finish_seat(cat: Catalog, w: JerusalemState) -> None:
    """The actor's Squires still lifted go back to the supply."""
    seat = w.actor
    assert seat is not None
    lost = sum(w.lifted)
    if lost:
        note(w, f"{w.names[seat]} returns {plural(lost, 'Squire')} to the supply.")
    w.lifted = (0,) * len(w.board)


def _war_targets(cat: Catalog, s: JerusalemState, event: EventCard, seat: int) -> list[PickSquire]:
    if s.war_left <= 0:
        return []
    return [cat.pick[other][area] for other in range(s.players)
            if other != seat and s.war_taken[other] < event.cap
            for area in range(len(s.board)) if s.board[area][other]]


def legal(cat: Catalog, s: JerusalemState) -> list[Action]:
    seat = s.actor
    event = current_event(cat, s)
    assert seat is not None and event is not None
    if event.id == "succession":
        return [Rescue(n) for n in range(min(event.save, sum(s.lifted)), -1, -1)]
    if event.id == "tax":
        if s.bezants[seat] < event.price:  # type: ignore[operator]
            return [DONE]
        return [cat.save[a] for a, n in enumerate(s.lifted) if n] + [DONE]
    return _war_targets(cat, s, event, seat) + [DONE]


def act(cat: Catalog, w: JerusalemState, action: Action) -> bool:
    """Apply the actor's decision; True once every seat has had its share of the Event."""
    seat = w.actor
    event = current_event(cat, w)
    assert seat is not None and event is not None
    if isinstance(action, Rescue):
        baron = w.barons[seat]
        assert baron is not None
        add_squires(w, baron, seat, action.count)
        w.lifted = (0,) * len(w.board)
        if action.count:
            note(w, f"{w.names[seat]} saves {plural(action.count, 'Squire')} to {cat.cfg.areas[baron].name}.")
    elif isinstance(action, SaveSquire):
        area = cat.cfg.area_index(action.area)
        gain(w, seat, bezants=-event.price)
        add_squires(w, area, seat, 1)
        w.lifted = with_item(w.lifted, area, w.lifted[area] - 1)
        if sum(w.lifted):  # even when broke: ending the share by itself would show an empty purse
            return False
    elif isinstance(action, PickSquire):
        add_squires(w, cat.cfg.area_index(action.area), action.seat, -1)
        w.war_left -= 1
        w.war_taken = with_item(w.war_taken, action.seat, w.war_taken[action.seat] + 1)
        if _war_targets(cat, w, event, seat):
            return False
    _finish_seat(cat, w)
    return not _next_seat(cat, w, event, w.office_order().index(seat) + 1)
