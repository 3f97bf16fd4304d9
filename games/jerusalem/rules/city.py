"""Questions about the city: who controls an Area or a District, where Squires and Barons may go.

Pure queries on a state; the phases that change the state use them.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.jerusalem.rules.config import Config
from games.jerusalem.rules.state import JerusalemState, office_rank


def leader(counts: Sequence[int], offices: Sequence[int | None]) -> int | None:
    """The seat with the most Squires (ties to the lower Office), None if nobody has any.
    The same test decides an Area's control and a District's privilege."""
    best: int | None = None
    for seat, n in enumerate(counts):
        if n == 0:
            continue
        if best is None or n > counts[best] or (
            n == counts[best] and office_rank(offices[seat]) < office_rank(offices[best])
        ):
            best = seat
    return best


def controller(s: JerusalemState, area: int) -> int | None:
    return leader(s.board[area], s.offices)


def district_totals(s: JerusalemState, areas: Sequence[int]) -> list[int]:
    return [sum(s.board[a][seat] for a in areas) for seat in range(s.players)]


def baron_owner(s: JerusalemState, area: int) -> int | None:
    for seat, where in enumerate(s.barons):
        if where == area:
            return seat
    return None


def open_to(s: JerusalemState, area: int, seat: int) -> bool:
    """May `seat` put Squires into this Area? Another seat's Baron closes it; one's own does not."""
    if not s.playable[area]:
        return False
    owner = baron_owner(s, area)
    return owner is None or owner == seat


def open_areas(s: JerusalemState, seat: int) -> list[int]:
    """Every Area `seat` may put Squires into (`open_to`, for all Areas at once)."""
    closed = {where for other, where in enumerate(s.barons) if where is not None and other != seat}
    return [a for a, ok in enumerate(s.playable) if ok and a not in closed]


def free_for_moves(s: JerusalemState) -> list[bool]:
    """Per Area: may Squires be moved into or out of it? No Baron, not even one's own."""
    free = list(s.playable)
    for where in s.barons:
        if where is not None:
            free[where] = False
    return free


def peddling_sources(s: JerusalemState, seat: int) -> list[int]:
    """Areas `seat` may return Squires from by influence peddling.

    Decision: a Baron blocks Squires leaving its Area in every way, so peddling, like a move,
    takes only from Areas without any Baron (one's own included)."""
    free = free_for_moves(s)
    return [a for a, ok in enumerate(free) if ok and s.board[a][seat]]


def can_peddle(s: JerusalemState, seat: int, squires: int) -> bool:
    """Enough own Squires outside Barons' Areas (asked at every deploy decision, so kept lean)."""
    blocked = sum(s.board[where][seat] for where in s.barons if where is not None)
    return sum(row[seat] for row in s.board) - blocked >= squires


def move_pairs(s: JerusalemState, seat: int) -> list[tuple[int, int]]:
    """(source, target) Areas for moving one own Squire."""
    free = free_for_moves(s)
    targets = [a for a, ok in enumerate(free) if ok]
    sources = [a for a in targets if s.board[a][seat] > 0]
    return [(a, b) for a in sources for b in targets if a != b]


def can_move(s: JerusalemState, seat: int) -> bool:
    free = free_for_moves(s)
    targets = [a for a, ok in enumerate(free) if ok]
    return any(s.board[a][seat] > 0 for a in targets) and len(targets) > 1


def turncoat_sources(s: JerusalemState, seat: int) -> list[int]:
    """Areas holding an own Squire that can be swapped with an opponent's in another free Area."""
    free = free_for_moves(s)
    theirs = [a for a, ok in enumerate(free) if ok and any(n for o, n in enumerate(s.board[a]) if o != seat)]
    return [a for a, ok in enumerate(free) if ok and s.board[a][seat] > 0 and any(b != a for b in theirs)]


def barred_from_palace(s: JerusalemState) -> tuple[int, ...]:
    """Seats that may not send their Baron to the barred Area: the tallest tower, the most
    Prestige among tied towers; in the first round every seat (all are tied).

    Decision: Phase 2 reads this once, at its start (`state.palace_barred`); a Prestige card
    played during the phase does not move the bar from one seat to another."""
    if s.round == 1:
        return tuple(range(s.players))
    top = max(s.floors)
    tall = [seat for seat in range(s.players) if s.floors[seat] == top]
    most = max(s.prestige[seat] for seat in tall)
    return tuple(seat for seat in tall if s.prestige[seat] == most)


def baron_refusal(cfg: Config, s: JerusalemState, seat: int, area: int) -> str | None:
    """Why `seat` may not send its Baron to `area` now, or None if it may."""
    a = cfg.areas[area]
    if s.barons[seat] is not None:
        return "Your Baron is already in the city this round."
    if not s.playable[area]:
        return f"{a.name} is not in play."
    owner = baron_owner(s, area)
    if owner is not None:
        return f"The Baron of {s.names[owner]} already blocks {a.name}."
    office = s.offices[seat]
    if office is None:
        return "Only a seat holding an Office deploys."
    need = cfg.offices[office].baron_large if a.large else cfg.offices[office].baron_small
    if s.turn.arrived[area] < need:
        return (f"Your Baron needs {need} of your Squires brought into {a.name} this turn, "
                "from behind your screen or by Action cards.")
    if a.id == cfg.rules["tallest_barred_area"] and seat in s.palace_barred:
        if s.round == 1:
            return f"No Baron may enter {a.name} in the first round."
        return f"The tallest tower (most Prestige among the tallest) may not send its Baron to {a.name}."
    return None
