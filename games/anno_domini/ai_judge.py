"""Moves a sensible Anno Domini player never makes, each with its reason. The search's order
leaves them out (while something else is legal), so Normal and Hard never choose them.

- Passing up a Visit: the set's Apostle points and an appreciation now, once a turn, against
  nothing gained by waiting but the risk that the set is buried.
- Playing a card on top of a complete set: the space then holds four cards and makes no set
  until a Redistribute.
- Discarding down to five a card whose Location a card space needs next, while another card
  could go.
- Buying Stone, Bread or Fish at the Market when the Warehouse cannot keep it past the end of
  the turn and nothing later in the turn could spend it.
- Moving the Sanhedrin marker by choice onto a Judgment that gives another player (at half)
  more than oneself (in full), or to the end of its track while behind.
- Seating one's last Follower at the Last Supper while behind: it ends the game at once.
"""

from __future__ import annotations

from games.anno_domini.rules import scoring
from games.anno_domini.rules.actions import SKIP, USE, Buy, DiscardCard, PlaceFollower, PlayCard, Visit
from games.anno_domini.rules.apostles import marker_symbol, missing_symbols
from games.anno_domini.rules.config import Config
from games.anno_domini.rules.locations import warehouse_room
from games.anno_domini.rules.sanhedrin import COUNTS, last_space
from games.anno_domini.rules.state import AnnoState, Task
from games.core.contract import Action


def sensible(cfg: Config, s: AnnoState, actions: list[Action]) -> list[Action]:
    """`actions` without those no sensible player makes here; all of them if every one is such."""
    if not s.tasks:
        return actions
    task = s.tasks[-1]
    kept = [a for a in actions if not never(cfg, s, task, a, actions)]
    return kept or actions


def never(cfg: Config, s: AnnoState, task: Task, action: Action, actions: list[Action]) -> bool:
    kind, seat = task.kind, task.seat
    if kind == "visit":
        return action == SKIP and any(isinstance(a, Visit) for a in actions)
    if kind == "play" and isinstance(action, PlayCard):
        return complete(cfg, s, seat, s.p[seat].rows[action.row])
    if kind == "discard" and isinstance(action, DiscardCard):
        wanted = needed_next(cfg, s, seat)
        return cfg.cards[action.card].location in wanted and any(
            isinstance(a, DiscardCard) and cfg.cards[a.card].location not in wanted for a in actions)
    if kind == "market" and isinstance(action, Buy):
        return warehouse_room(cfg, s.p[seat]) <= 0 and not _spending_later(s, seat)
    if kind == "fa" and task.arg == "sanhedrin" and action == USE:
        return _bad_meeting(cfg, s, seat)
    if kind == "fa" and isinstance(action, PlaceFollower):
        return _last_follower(s, seat) and not _ahead_after(cfg, s, seat, action)
    return False


def _symbols(cfg: Config, s: AnnoState, seat: int) -> tuple[str, ...]:
    return tuple(marker_symbol(cfg, m) for m in s.p[seat].received)


def complete(cfg: Config, s: AnnoState, seat: int, row: tuple[str, ...]) -> bool:
    if not 1 <= len(row) <= 3:
        return False
    played = tuple(cfg.cards[c].location for c in row)
    symbols = _symbols(cfg, s, seat)
    return any(missing_symbols(seq, played, symbols) is not None for seq in s.sets)


def needed_next(cfg: Config, s: AnnoState, seat: int) -> set[str]:
    """The Locations that would carry on a set begun in one of the seat's card spaces."""
    wanted: set[str] = set()
    for row in s.p[seat].rows:
        played = tuple(cfg.cards[c].location for c in row)
        if not played or len(played) >= 3:
            continue
        for seq in s.sets:
            if seq[:len(played)] == played:
                wanted.add(seq[len(played)])
    return wanted


def _spending_later(s: AnnoState, seat: int) -> bool:
    """A Go to the Last Supper still owed this turn could pay with what is bought now."""
    return any(t.seat == seat and t.kind == "fa" and t.arg == "go_supper" for t in s.tasks)


def totals(cfg: Config, s: AnnoState) -> list[int]:
    """Each seat's VP if the game ended now, then Barabbas's in the solitaire game."""
    out = [pl.vp + sum(end) for pl, end in zip(s.p, scoring.end_scores(cfg, s), strict=True)]
    if s.bar is not None:
        out.append(s.bar.vp + (0 if s.over else scoring.barabbas_end(cfg, s)))
    return out


def _ahead(points: list[int], seat: int) -> bool:
    return points[seat] > max(v for k, v in enumerate(points) if k != seat)


def _bad_meeting(cfg: Config, s: AnnoState, seat: int) -> bool:
    ahead = s.marker + 1
    if ahead >= last_space(cfg):
        return not _ahead(totals(cfg, s), seat)
    tile = s.judgments[ahead] if ahead < len(s.judgments) else ""
    if tile not in COUNTS:  # none, or a solitaire tile lying face down
        return False
    mine = COUNTS[tile](s, seat)
    return any(COUNTS[tile](s, k) // 2 > mine for k in range(s.players) if k != seat)


def _last_follower(s: AnnoState, seat: int) -> bool:
    return s.p[seat].camp == 0 and s.followers_in_fields(seat) == 1


def _ahead_after(cfg: Config, s: AnnoState, seat: int, action: PlaceFollower) -> bool:
    w = s.copy()
    w.supper = w.supper[:cfg.space(action.space).index] + (seat,) + w.supper[cfg.space(action.space).index + 1:]
    return _ahead(totals(cfg, w), seat)
