"""The order of play: setup choices in turn order, then turns of four steps (play a card or use
Illumination, Visit an Apostle, buy a Mahane card, refill the hand), the Warehouse limit at the
end of one's own turn, and the Sanhedrin's own march once all Apostles are seated.

Every decision is a task on `state.tasks`. `DECISIONS` gives each decision kind its legal
actions and how one is applied (the task is already taken off the stack; applying may push new
ones); `AUTOMATIC` kinds need no one. `run` resolves automatic tasks, and decisions with nothing
to choose but declining, until a seat must decide or the game is over.
"""

from __future__ import annotations

from collections.abc import Callable

from games.anno_domini.rules import apostles, cards, favors, followers, locations, parables, sanhedrin, supper
from games.anno_domini.rules.actions import (
    DONE,
    SKIP,
    ChooseCorner,
    ClearSpace,
    DiscardCard,
    DropResource,
    Illuminate,
    PlaceFourth,
    PlayCard,
    TakeMahane,
)
from games.anno_domini.rules.config import FIELDS, RESOURCES, Config
from games.anno_domini.rules.locations import FIELD_INDEX, warehouse_room
from games.anno_domini.rules.state import EMPTY, AnnoState, Task, add_field, note, pop, push, update, with_item
from games.core.contract import Action

Legal = Callable[[Config, AnnoState, Task], list[Action]]
Act = Callable[[Config, AnnoState, Task, Action], None]
Auto = Callable[[Config, AnnoState, Task], None]


# --- setup ---


def legal_corner(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    return [ChooseCorner(cfg.spaces[i].id) for i in cfg.corner_of.values() if s.supper[i] == EMPTY]


def act_corner(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    assert isinstance(action, ChooseCorner)
    w.supper = with_item(w.supper, cfg.space(action.space).index, task.seat)
    update(w, task.seat, camp=w.p[task.seat].camp - 1)


def legal_fourth(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    return [PlaceFourth(f) for i, f in enumerate(FIELDS) if locations.field_room(cfg, s, i) > 0]


def act_fourth(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    assert isinstance(action, PlaceFourth)
    add_field(w, FIELD_INDEX[action.location], task.seat, 1)
    update(w, task.seat, camp=w.p[task.seat].camp - 1)


# --- a turn ---


def begin_turn(cfg: Config, w: AnnoState, task: Task) -> None:
    seat = task.seat
    w.current, w.traded = seat, False
    w.turn += 1
    # the last pushed is done first: play, visit, buy, refill, discard cards, the Warehouse, end
    push(w, Task("end", seat), Task("warehouse", seat), Task("discard", seat), Task("refill", seat),
         Task("buy", seat), Task("visit", seat), Task("play", seat))
    if w.all_seated:
        sanhedrin.advance(cfg, w, None)


_PLAYS: dict[tuple[str, int], tuple[PlayCard, ...]] = {}


def _plays(card: str, rows: int) -> tuple[PlayCard, ...]:
    # Built once per card: a rollout asks for the hand's plays at every turn.
    got = _PLAYS.get((card, rows))
    if got is None:
        got = _PLAYS[(card, rows)] = tuple(PlayCard(card, r) for r in range(rows))
    return got


def legal_play(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    pl = s.p[task.seat]
    rows = len(pl.rows)
    acts: list[Action] = [a for c in sorted(set(pl.hand)) for a in _plays(c, rows)]
    if not pl.hand:
        # The rulebook is silent on an empty hand (every card lying in the card spaces): the
        # player clears one card space instead, so the game cannot stall.
        acts = [ClearSpace(r) for r, row in enumerate(pl.rows) if row]
    return acts + apostles.illuminations(cfg, s, task.seat)


def act_play(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    seat = task.seat
    if isinstance(action, Illuminate):
        apostles.illuminate(cfg, w, seat, action)
        return
    if isinstance(action, ClearSpace):
        for card in w.p[seat].rows[action.row]:
            cards.put_away(cfg, w, seat, card)
        update(w, seat, rows=with_item(w.p[seat].rows, action.row, ()))
        return
    assert isinstance(action, PlayCard)
    card = cfg.cards[action.card]
    cards.drop_from_hand(w, seat, card.id)
    rows = w.p[seat].rows
    update(w, seat, rows=with_item(rows, action.row, rows[action.row] + (card.id,)))
    for step in reversed(card.actions):  # the leftmost is done first: it goes on top
        push(w, Task("fa", seat, step.kind, step.amount, ("card",)))
    locations.location_action(cfg, w, seat, card.location)


def mahane_price(cfg: Config) -> int:
    return int(cfg.player["mahane_price"])


def legal_buy(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    if s.p[task.seat].denarii < mahane_price(cfg):
        return []
    return [TakeMahane(src) for src in cards.mahane_sources(s)] + [SKIP]


def act_buy(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    if isinstance(action, TakeMahane):
        update(w, task.seat, denarii=w.p[task.seat].denarii - mahane_price(cfg))
        cards.take_mahane(w, task.seat, action.source)


def refill(cfg: Config, w: AnnoState, task: Task) -> None:
    missing = cfg.player["hand"] - len(w.p[task.seat].hand)
    if missing > 0:
        cards.draw_own(w, task.seat, missing)


def legal_discard(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    hand = s.p[task.seat].hand
    return [DiscardCard(c) for c in sorted(set(hand))] if len(hand) > cfg.player["hand"] else []


def act_discard(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    assert isinstance(action, DiscardCard)
    cards.drop_from_hand(w, task.seat, action.card)
    cards.put_away(cfg, w, task.seat, action.card)
    push(w, task)


def legal_warehouse(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    pl = s.p[task.seat]
    if warehouse_room(cfg, pl) >= 0:
        return []
    return [DropResource(r) for r in RESOURCES if getattr(pl, r) > 0]


def act_warehouse(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    assert isinstance(action, DropResource)
    update(w, task.seat, **{action.resource: getattr(w.p[task.seat], action.resource) - 1})
    push(w, task)


def end_turn(cfg: Config, w: AnnoState, task: Task) -> None:
    push(w, Task("begin", (task.seat + 1) % w.players))
    if w.bar is not None:  # the solitaire game: Barabbas's turn comes between the player's
        push(w, Task("barabbas", task.seat))


def visit_end(cfg: Config, w: AnnoState, task: Task) -> None:
    apostles.visit_end(cfg, w, task)


DECISIONS: dict[str, tuple[Legal, Act]] = {
    "corner": (legal_corner, act_corner),
    "fourth": (legal_fourth, act_fourth),
    "play": (legal_play, act_play),
    "market": (locations.legal_market, locations.act_market),
    "temple": (locations.legal_temple, locations.act_temple),
    "fa": (followers.legal, followers.act),
    "redistribute": (followers.legal_redistribute, followers.act_redistribute),
    "offering": (supper.legal_offering, supper.act_offering),
    "swap": (supper.legal_swap, supper.act_swap),
    "visit": (apostles.legal_visit, apostles.act_visit),
    "seat_apostle": (apostles.legal_seat, apostles.act_seat),
    "buy": (legal_buy, act_buy),
    "discard": (legal_discard, act_discard),
    "warehouse": (legal_warehouse, act_warehouse),
}
AUTOMATIC: dict[str, Auto] = {
    "begin": begin_turn,
    "refill": refill,
    "end": end_turn,
    "visit_end": visit_end,
    "favor_end": favors.favor_end,
}
_NOTHING_TO_DO = ([], [SKIP], [DONE])
BARABBAS_TURN = "barabbas"  # the task of Barabbas's turn in the solitaire game


def legal(cfg: Config, s: AnnoState) -> list[Action]:
    if s.over or not s.tasks:
        return []
    task = s.tasks[-1]
    if task.kind == BARABBAS_TURN:  # chance acts, no seat
        return []
    return DECISIONS[task.kind][0](cfg, s, task)


def run(cfg: Config, w: AnnoState) -> None:
    """Resolve what needs no decision until a seat must choose or the game is over."""
    while not w.over and w.tasks:
        task = w.tasks[-1]
        if task.kind == BARABBAS_TURN:  # the outcome of chance: his card, from outside the rules
            return
        if task.kind in AUTOMATIC:
            pop(w)
            AUTOMATIC[task.kind](cfg, w, task)
        elif task.kind == "fa" and followers.is_auto(task):
            pop(w)
            followers.resolve(cfg, w, task)
        elif DECISIONS[task.kind][0](cfg, w, task) in _NOTHING_TO_DO:
            pop(w)
            if task.kind == "fa" and task.arg == "parable" and task.items[:1] != ("card",):
                note(w, f"{w.names[task.seat]} cannot hear a Parable: {w.names[task.seat]} "
                        f"{parables.why_not(w, task.seat)}.")
        else:
            return


def apply(cfg: Config, w: AnnoState, action: Action) -> None:
    task = pop(w)
    DECISIONS[task.kind][1](cfg, w, task, action)
    run(cfg, w)
