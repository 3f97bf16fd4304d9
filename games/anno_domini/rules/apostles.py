"""Visiting the Apostles: a complete set in one card space (Favor markers filling its gaps),
seating the Apostle, his appreciation, the Apostle points, the clean-up, and what changes once
all twelve are seated. Illumination gives one appreciation without seating anyone."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations

from games.anno_domini.rules import cards
from games.anno_domini.rules.actions import SKIP, Illuminate, SeatApostle, Visit
from games.anno_domini.rules.config import APOSTLES, SET_COLOURS, Config
from games.anno_domini.rules.scoring import behind
from games.anno_domini.rules.state import APOSTLE, ORANGE, AnnoState, Task, note, push, score, update, with_item
from games.core.contract import Action
from games.core.english import plural


def colour_of(apostle: str) -> str:
    """The set an Apostle needs: Judas needs the orange one."""
    return "orange" if apostle == "judas" else apostle


def marker_symbol(cfg: Config, received: str) -> str:
    return cfg.markers[received.split(":", 1)[1]].symbol


def missing_symbols(sequence: tuple[str, ...], played: tuple[str, ...], symbols: tuple[str, ...]) -> list[str] | None:
    """The symbols Favor markers must give to complete `sequence` from the cards `played` (in
    order, nothing else in the space), or None when these cards cannot make it with `symbols`."""
    missing = _missing(tuple(sequence), tuple(played), tuple(symbols))
    return None if missing is None else list(missing)


@lru_cache(maxsize=65536)
def _missing(sequence: tuple[str, ...], played: tuple[str, ...], symbols: tuple[str, ...]) -> tuple[str, ...] | None:
    # Asked hundreds of thousands of times a game by the computer players' look-ahead, about
    # the same few rows: worked out once each.
    k = len(played)
    if not 1 <= k <= len(sequence):
        return None
    if k == len(sequence):
        return () if sequence == played else None
    if len(symbols) < len(sequence) - k:
        return None
    for kept in combinations(range(len(sequence)), k):
        if all(sequence[i] == card for i, card in zip(kept, played, strict=True)):
            missing = tuple(sequence[i] for i in range(len(sequence)) if i not in kept)
            if not Counter(missing) - Counter(symbols):
                return missing
    return None


def completes(cfg: Config, s: AnnoState, seat: int, row: int, colour: str) -> list[str] | None:
    pl = s.p[seat]
    if not pl.rows[row] or len(pl.rows[row]) > 3:
        return None
    played = tuple(cfg.cards[c].location for c in pl.rows[row])
    symbols = tuple(marker_symbol(cfg, m) for m in pl.received)
    return missing_symbols(s.sets[SET_COLOURS.index(colour)], played, symbols)


def left(s: AnnoState, apostle: str) -> int:
    return s.apostles[APOSTLES.index(apostle)]


def legal_visit(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    acts: list[Action] = []
    pl = s.p[task.seat]
    symbols: tuple[str, ...] | None = None
    for row, cards_here in enumerate(pl.rows):
        if not 1 <= len(cards_here) <= 3:  # asked after every card played: most spaces rule out early
            continue
        if symbols is None:
            symbols = tuple(marker_symbol(cfg, m) for m in pl.received)
        played = tuple(cfg.cards[c].location for c in cards_here)
        for c, colour in enumerate(SET_COLOURS):
            if missing_symbols(s.sets[c], played, symbols) is None:
                continue
            acts.append(Visit(row, colour))
            if colour == "orange" and left(s, "judas"):
                acts.append(Visit(row, "judas"))
    return acts + [SKIP] if acts else []


def act_visit(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    if not isinstance(action, Visit):
        return
    seat = task.seat
    missing = completes(cfg, w, seat, action.row, colour_of(action.apostle)) or []
    received = list(w.p[seat].received)
    for symbol in missing:  # any marker showing the symbol: they are removed from the game alike
        received.remove(next(m for m in received if marker_symbol(cfg, m) == symbol))
    used = w.p[seat].rows[action.row]
    update(w, seat, rows=with_item(w.p[seat].rows, action.row, ()), received=tuple(received))
    push(w, Task("visit_end", seat, action.apostle, len(missing), used))
    if left(w, action.apostle):
        push(w, Task("seat_apostle", seat, action.apostle))
    else:
        note(w, f"No {action.apostle} Apostle is left to seat: {w.names[seat]} scores the set's points only.")


def legal_seat(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    return [SeatApostle(cfg.seats[k]) for k in cfg.apostle_seats if not s.table[k]]


def act_seat(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    assert isinstance(action, SeatApostle)
    k = cfg.seat_index[action.seat]
    w.table = with_item(w.table, k, task.arg)
    i = APOSTLES.index(task.arg)
    w.apostles = with_item(w.apostles, i, w.apostles[i] - 1)
    appreciation(cfg, w, task.seat, task.arg, k)


def appreciation(cfg: Config, w: AnnoState, seat: int, apostle: str, table_seat: int) -> None:
    """The Apostle's reward to the seat that brought him (or used its Illumination)."""
    if apostle == "purple":
        push(w, Task("fa", seat, "invited", 0, ("apostle",)))
    elif apostle == "white":
        push(w, Task("swap", seat))
    elif apostle == "judas":
        denarii = cfg.board["apostles"]["judas_denarii"]
        update(w, seat, denarii=w.p[seat].denarii + denarii)
        note(w, f"Judas gives {w.names[seat]} {plural(denarii, 'Denarius', 'Denarii')}.")
    else:
        score_orange(cfg, w, table_seat)


def score_orange(cfg: Config, w: AnnoState, table_seat: int) -> None:
    """Every Follower behind the seat (and in its corner) scores now, whoever owns it."""
    got = [0] * w.players
    for owner, vp in behind(cfg, w, table_seat, "orange"):
        got[owner] += vp
    for owner, vp in enumerate(got):
        score(w, owner, ORANGE, vp)
    words = ", ".join(f"{w.names[k]} {plural(v, 'VP', 'VP')}" for k, v in enumerate(got) if v)
    where = cfg.seats[table_seat]
    note(w, f"The orange Apostle's appreciation at seat {where}: " + (words or "nobody sits behind it") + ".")


def visit_end(cfg: Config, w: AnnoState, task: Task) -> None:
    """Apostle points of the set's cards, the cards put away, and everything that changes when
    the last Apostle has sat down."""
    seat = task.seat
    points = sum(cfg.cards[c].points for c in task.items)
    score(w, seat, APOSTLE, points)
    for card in task.items:
        cards.put_away(cfg, w, seat, card)
    note(w, f"{w.names[seat]} scores {plural(points, 'Apostle point')}.")
    check_all_seated(w)


def check_all_seated(w: AnnoState) -> None:
    """What changes once the last Apostle has sat down (by a Visit, or a solitaire Judgment)."""
    if not w.all_seated and not any(w.apostles):
        w.all_seated = True
        w.judgments = ("",) * len(w.judgments)
        note(w, "All the Apostles are at the Table: Illumination can no longer be used, the Judgment tiles "
                "are removed and the Sanhedrin marker moves on at the start of every turn.")


def illuminations(cfg: Config, s: AnnoState, seat: int) -> list[Action]:
    if not s.p[seat].illumination or s.all_seated:
        return []
    return ([Illuminate("purple"), Illuminate("white"), Illuminate("judas")]
            + [Illuminate("orange", cfg.seats[k]) for k in cfg.apostle_seats])


def illuminate(cfg: Config, w: AnnoState, seat: int, action: Illuminate) -> None:
    update(w, seat, illumination=False)
    k = cfg.seat_index[action.seat] if action.seat else -1
    appreciation(cfg, w, seat, action.apostle, k)
