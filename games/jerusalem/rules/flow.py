"""The calendar: five rounds, each a fixed run of stages. After a seat's decision finishes a
stage, the following stages run (those without decisions at once) until one waits for a seat.
"""

from __future__ import annotations

from collections.abc import Callable

from games.jerusalem.rules import auction, deploy, events, revenues
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.state import JerusalemState, note


def _gifts(cat: Catalog, w: JerusalemState) -> bool:
    if w.round == cat.cfg.rules["rounds"]:
        revenues.kings_gifts(cat, w)
    return False


def _construction(cat: Catalog, w: JerusalemState) -> bool:
    revenues.construction(cat, w)
    return False


def _privilege(kind: str) -> Callable[[Catalog, JerusalemState], bool]:
    def begin(cat: Catalog, w: JerusalemState) -> bool:
        return revenues.begin_privilege(cat, w, revenues.privilege_of(cat, kind))
    return begin


# Each stage's begin: True when it waits for a seat's decision.
STAGES: tuple[tuple[str, Callable[[Catalog, JerusalemState], bool]], ...] = (
    ("auction", lambda cat, w: auction.begin_auction(cat, w, auction.first_bidder(w))),
    ("draft", auction.begin_draft),
    ("deploy", deploy.begin),
    ("tower", revenues.begin_tower),
    ("academics", _privilege("academics")),
    ("materials", _privilege("materials")),
    ("intrigue", _privilege("intrigue")),
    ("revenue", revenues.begin_revenue),
    ("gifts", _gifts),
    ("construction", _construction),
    ("event", events.begin),
)
_STAGE_OF_STEP = {name: i for i, (name, _) in enumerate(STAGES)}
_STAGE_OF_STEP |= {step: _STAGE_OF_STEP["event"] for step in ("succession", "tax", "war")}


def start_round(cat: Catalog, w: JerusalemState) -> None:
    """Deal the draft face down and turn up the round's Event, if it has one."""
    w.draft, w.deck = w.deck[:w.players], w.deck[w.players:]
    event = events.current_event(cat, w)
    note(w, f"Round {w.round} begins." + (f" The Event of this round is {event.name}." if event else ""))


def continue_after(cat: Catalog, w: JerusalemState) -> None:
    """The current step is finished: run the next stages, and rounds, until a seat must decide."""
    stage = _STAGE_OF_STEP[w.step] + 1
    while True:
        if stage == len(STAGES):
            if _end_round(cat, w):
                return
            stage = 0
        if STAGES[stage][1](cat, w):
            return
        stage += 1


def _end_round(cat: Catalog, w: JerusalemState) -> bool:
    """Barons go home, Offices go back; True when that was the last round."""
    w.barons = (None,) * w.players
    w.last_offices = w.offices
    if w.round == cat.cfg.rules["rounds"]:
        w.step, w.actor = "over", None
        note(w, "The game is over.")
        return True
    w.offices = (None,) * w.players
    w.round += 1
    start_round(cat, w)
    return False
