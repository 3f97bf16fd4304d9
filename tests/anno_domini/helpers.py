"""Building Anno Domini table situations for tests: a game past its setup choices, then any
player's holdings, Followers and the Last Supper set as a test needs them."""

from __future__ import annotations

from functools import cache

from games.anno_domini import make_rules
from games.anno_domini.rules.config import FIELDS
from games.anno_domini.rules.engine import AnnoDominiRules
from games.anno_domini.rules.state import EMPTY, FRIENDLY, AnnoState, Task, update, with_item
from games.core.contract import Action, Seat

COLOURS = ("blue", "red", "yellow", "green")


@cache
def rules() -> AnnoDominiRules:
    return make_rules()


def cfg():  # noqa: ANN201 - the Config
    return rules().config


def new_game(players: int = 4, seed: int = 1, **options: object) -> AnnoState:
    """A game whose setup choices are made (each seat the first free corner, the fourth Follower
    in the Desert), at the starting player's first decision."""
    seats = [Seat(name, name, "human") for name in COLOURS[:players]]
    s = rules().setup({"players": players, **options}, seats, seed)
    while s.tasks[-1].kind in ("corner", "fourth"):
        s = rules().apply(s, rules().legal_actions(s)[0])
    return s


def space(space_id: str) -> int:
    return cfg().space(space_id).index


def seat_index(seat_id: str) -> int:
    return cfg().seat_index[seat_id]


def table(s: AnnoState, *, supper: dict[str, int] | None = None, clear_supper: bool = False,
          fields: dict[int, tuple[int, int, int]] | None = None, apostles: dict[str, str] | None = None,
          tasks: tuple[Task, ...] | None = None, **fields_of_state: object) -> AnnoState:
    """A copy with Last Supper occupants by space id, Followers per seat in (desert, mountain,
    lake), Apostles by seat id, the task stack, and any other state fields replaced. Followers
    put on or taken off the board are taken from or returned to their Camps; `clear_supper`
    takes off the players' and the Friendly Followers (not the 3-player game's neutral ones)."""
    w = s.copy()
    if clear_supper:
        for occupant in w.supper:
            if occupant >= 0:
                update(w, occupant, camp=w.p[occupant].camp + 1)
        w.supper = tuple(EMPTY if o >= 0 or o in FRIENDLY else o for o in w.supper)
    for sid, occupant in (supper or {}).items():
        old = w.supper[space(sid)]
        if old >= 0:
            update(w, old, camp=w.p[old].camp + 1)
        if occupant >= 0:
            update(w, occupant, camp=w.p[occupant].camp - 1)
        w.supper = with_item(w.supper, space(sid), occupant)
    for seat, counts in (fields or {}).items():
        before = sum(row[seat] for row in w.fields)
        for f in range(len(FIELDS)):
            w.fields = with_item(w.fields, f, with_item(w.fields[f], seat, counts[f]))
        update(w, seat, camp=w.p[seat].camp + before - sum(counts))
    for seat_id, apostle in (apostles or {}).items():
        w.table = with_item(w.table, seat_index(seat_id), apostle)
    if tasks is not None:
        w.tasks = tasks
    for name, value in fields_of_state.items():
        setattr(w, name, value)
    return w


def player(s: AnnoState, seat: int, **changes: object) -> AnnoState:
    """A copy with one player's fields replaced."""
    w = s.copy()
    update(w, seat, **changes)
    return w


TURN = ("play", "visit", "buy", "refill", "discard", "warehouse", "end")


def at(s: AnnoState, seat: int, kind: str, **task: object) -> AnnoState:
    """A copy waiting for `seat` to decide one task: a step of its turn (and the steps after it
    owed), or another task in the middle of its turn (the rest of the turn owed after it)."""
    w = s.copy()
    w.current = seat
    rest = TURN[TURN.index(kind):] if kind in TURN else ("buy", *TURN[TURN.index("buy"):])
    w.tasks = tuple(Task(k, seat) for k in reversed(rest))
    if kind not in TURN:
        w.tasks = w.tasks[:-1] + (Task(kind, seat, **task),)  # type: ignore[arg-type]
    return w


def play(s: AnnoState, *actions: Action) -> AnnoState:
    for action in actions:
        s = rules().apply(s, action)
    return s


def legal(s: AnnoState) -> list[Action]:
    return rules().legal_actions(s)


def kinds(s: AnnoState) -> list[str]:
    return [t.kind + (f":{t.arg}" if t.arg else "") for t in reversed(s.tasks)]


def settle(s: AnnoState) -> AnnoState:
    """A copy on which everything automatic has run (as `apply` does after a decision)."""
    from games.anno_domini.rules import flow

    w = s.copy()
    flow.run(cfg(), w)
    return w
