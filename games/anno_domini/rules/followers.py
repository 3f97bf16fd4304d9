"""Follower actions: those printed on cards (used left to right, each may be declined), on Last
Supper spaces (rewards: accepted or declined, but a Meeting of the Sanhedrin is compulsory) and
given by a Favor marker or an Apostle. One task "fa" carries one of them: `arg` its kind, `n`
its amount, `items[0]` where it came from ("card", "reward", "favor", "apostle").

Gains that cannot hurt (a resource, Denarii, a 33 A.D. card) are taken without asking: any
excess is discarded at the end of one's own turn anyway."""

from __future__ import annotations

from games.anno_domini.rules import cards, favors, friendly, parables, sanhedrin, supper
from games.anno_domini.rules.actions import (
    SKIP,
    USE,
    CallFollower,
    ChangePlaces,
    DiscardCard,
    GiveFavor,
    MoveFriendly,
    PlaceFollower,
    PlaceFriendly,
    PutBack,
    TakeMahane,
)
from games.anno_domini.rules.config import FIELDS, RESOURCES, Config
from games.anno_domini.rules.locations import FIELD_INDEX, field_room, per_player
from games.anno_domini.rules.state import AnnoState, Task, add_field, gain, note, push, update
from games.core.contract import Action
from games.core.english import plural

MAX_DISCARDS = 3  # Redistribute may discard up to 3 of the cards


def is_auto(task: Task) -> bool:
    kind = task.arg
    if kind in RESOURCES or kind in ("ad33", "market", "temple"):
        return True
    if kind == "denarii":
        return task.n >= 0
    return kind == "sanhedrin" and task.items[:1] == ("reward",)


def resolve(cfg: Config, w: AnnoState, task: Task) -> None:
    """A follower action that needs no choice."""
    seat, kind = task.seat, task.arg
    if kind in RESOURCES:
        gain(w, seat, **{kind: 1})
        note(w, f"{w.names[seat]} takes 1 {kind.capitalize()}.")
    elif kind == "denarii":
        gain(w, seat, denarii=task.n)
        note(w, f"{w.names[seat]} takes {plural(task.n, 'Denarius', 'Denarii')}.")
    elif kind == "ad33":
        if cards.draw_ad33(w, seat):
            note(w, f"{w.names[seat]} draws a 33 A.D. card.")
    elif kind in ("market", "temple"):
        push(w, Task(kind, seat))
    else:
        sanhedrin.advance(cfg, w, seat)


def calls(cfg: Config, s: AnnoState, seat: int) -> list[Action]:
    if s.p[seat].camp == 0:
        return []
    return [CallFollower(f) for i, f in enumerate(FIELDS)
            if field_room(cfg, s, i) > 0 and s.fields[i][seat] < per_player(cfg)]


def legal(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    seat, kind = task.seat, task.arg
    pl = s.p[seat]
    acts: list[Action]
    if kind == "parable":
        acts = [USE] if parables.can_listen(s, seat) else []
    elif kind in ("go_supper", "invited"):
        acts = supper.placements(cfg, s, seat, pay=kind == "go_supper")
    elif kind == "favor":
        acts = favors.gives(s, seat)
    elif kind == "call":
        acts = calls(cfg, s, seat)
    elif kind == "change_places":
        acts = supper.changes(cfg, s, seat)
    elif kind == "redistribute":
        acts = [USE] if any(pl.rows) else []
    elif kind == "sanhedrin":
        acts = [USE]
    elif kind == "mahane":
        acts = [TakeMahane(src) for src in cards.mahane_sources(s)]
    elif kind == "place_friendly":
        acts = friendly.placements(cfg, s, seat)
    elif kind == "move_friendly":
        acts = friendly.moves(cfg, s)
    else:  # paying Denarii
        acts = [USE] if pl.denarii >= -task.n else []
    return acts + [SKIP]


def act(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    seat, kind = task.seat, task.arg
    if action == SKIP:
        return
    if isinstance(action, PlaceFollower):
        supper.place(cfg, w, seat, action, pay=kind == "go_supper")
    elif isinstance(action, GiveFavor):
        favors.give(cfg, w, seat, action)
    elif isinstance(action, CallFollower):
        add_field(w, FIELD_INDEX[action.location], seat, 1)
        update(w, seat, camp=w.p[seat].camp - 1)
    elif isinstance(action, ChangePlaces):
        supper.change(cfg, w, seat, action)
    elif isinstance(action, TakeMahane):
        cards.take_mahane(w, seat, action.source)
    elif isinstance(action, PlaceFriendly):
        friendly.place(cfg, w, seat, action)
    elif isinstance(action, MoveFriendly):
        friendly.move(cfg, w, seat, action)
    elif kind == "parable":
        parables.listen(cfg, w, seat)
    elif kind == "redistribute":
        pool = tuple(c for row in w.p[seat].rows for c in row)
        update(w, seat, rows=((),) * len(w.p[seat].rows))
        push(w, Task("redistribute", seat, "", 0, pool))
    elif kind == "sanhedrin":
        sanhedrin.advance(cfg, w, seat)
    else:
        gain(w, seat, denarii=task.n)


# --- Redistribute: the cards taken up are put back one by one, up to 3 discarded ---


def legal_redistribute(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    cards_up = sorted(set(task.items))
    rows = range(len(s.p[task.seat].rows))
    acts: list[Action] = [PutBack(c, r) for c in cards_up for r in rows]
    if task.n < MAX_DISCARDS:
        acts += [DiscardCard(c) for c in cards_up]
    return acts


def act_redistribute(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    pool = list(task.items)
    seat = task.seat
    discards = task.n
    if isinstance(action, PutBack):
        pool.remove(action.card)
        rows = w.p[seat].rows
        update(w, seat, rows=rows[:action.row] + (rows[action.row] + (action.card,),) + rows[action.row + 1:])
    elif isinstance(action, DiscardCard):
        pool.remove(action.card)
        cards.put_away(cfg, w, seat, action.card)
        discards += 1
    if pool:
        push(w, Task("redistribute", seat, "", discards, tuple(pool)))
