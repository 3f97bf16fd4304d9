"""Building Jerusalem table situations for tests: a fresh game with chosen Offices, Squires,
Barons and holdings, then a step begun the way the calendar would begin it."""

from __future__ import annotations

from functools import cache

from games.core.contract import Seat
from games.jerusalem import make_rules
from games.jerusalem.rules import city, deploy
from games.jerusalem.rules.engine import JerusalemRules
from games.jerusalem.rules.state import JerusalemState, with_item

COLOURS = ("blue", "red", "yellow", "green")


@cache
def rules() -> JerusalemRules:
    return make_rules()


def new_game(names: tuple[str, ...] = COLOURS, seed: int = 1, **options: object) -> JerusalemState:
    seats = [Seat(name, name, "human") for name in names]
    return rules().setup(dict(options), seats, seed)


def area(area_id: str) -> int:
    return rules().config.area_index(area_id)


def table(
    state: JerusalemState,
    *,
    offices: dict[int, int] | None = None,
    squires_on: dict[str, dict[int, int]] | None = None,
    barons: dict[int, str] | None = None,
    **fields: object,
) -> JerusalemState:
    """A copy of `state` with Offices by seat, Squires by Area id -> {seat: n}, Barons by seat
    -> Area id, and any other state fields replaced."""
    w = state.copy()
    if offices is not None:
        w.offices = tuple(offices.get(seat) for seat in range(w.players))
    for area_id, counts in (squires_on or {}).items():
        i = area(area_id)
        w.board = with_item(w.board, i, tuple(counts.get(seat, 0) for seat in range(w.players)))
    for seat, area_id in (barons or {}).items():
        w.barons = with_item(w.barons, seat, area(area_id))
    for name, value in fields.items():
        setattr(w, name, value)
    # At a real table every screen's change is seen (rules/state.py): a situation that sets a
    # screen sets the table's tally of it too, unless it sets the tally itself.
    for screen in ("squires", "bezants"):
        if screen in fields and f"tally_{screen}" not in fields:
            setattr(w, f"tally_{screen}", tuple(fields[screen]))  # type: ignore[arg-type]
    if "hands" in fields and "tally_cards" not in fields:
        w.tally_cards = tuple(len(hand or ()) for hand in w.hands)
    return w


def squires_of(state: JerusalemState, seat: int, area_id: str) -> int:
    return state.board[area(area_id)][seat]


def turn_of(seat: int, office: int, **fields: object) -> JerusalemState:
    """`seat`'s Phase 2 turn as `office` in a four-seat game (the others hold the rest, seat
    k the Office k + 1 where it can), with the Palace bar fixed as Phase 2's start fixes it."""
    offices = {k: k + 1 for k in range(4)}
    swap = next(s for s, o in offices.items() if o == office)
    offices[swap], offices[seat] = offices[seat], office
    s = table(new_game(), offices=offices, step="deploy", **fields)
    s.palace_barred = city.barred_from_palace(s)
    deploy._start_turn(rules().catalog, s, seat)
    return s
