"""Do a Favor: a Favor marker to another player, its benefit to the receiver (whose choices are
the receiver's own actions), the marker showing its Location symbol on the receiver's side, and
the giver's reward: a 33 A.D. card and a step on the Favor track."""

from __future__ import annotations

from games.anno_domini.rules import cards
from games.anno_domini.rules.actions import GiveFavor
from games.anno_domini.rules.config import Config
from games.anno_domini.rules.state import FAVORS, AnnoState, Task, gain, note, push, score, update
from games.core.contract import Action
from games.core.english import plural


def gives(s: AnnoState, seat: int) -> list[Action]:
    return [GiveFavor(m, to) for m in s.p[seat].markers for to in range(s.players) if to != seat]


def give(cfg: Config, w: AnnoState, seat: int, action: GiveFavor) -> None:
    markers = list(w.p[seat].markers)
    markers.remove(action.marker)
    update(w, seat, markers=tuple(markers))
    push(w, Task("favor_end", seat, action.marker, action.to))
    benefit = cfg.markers[action.marker].benefit
    if isinstance(benefit, str):
        push(w, Task("fa", action.to, benefit, 0, ("favor",)))
    else:
        gain(w, action.to, **benefit)


def favor_end(cfg: Config, w: AnnoState, task: Task) -> None:
    giver, receiver = task.seat, task.n
    update(w, receiver, received=w.p[receiver].received + (f"{giver}:{task.arg}",))
    card = cards.draw_ad33(w, giver)
    done = w.p[giver].favors_done + 1
    update(w, giver, favors_done=done)
    track = cfg.board["favor_track"]
    vp = track["vp"][done]
    score(w, giver, FAVORS, vp)
    line = f"{w.names[giver]} moves to space {done + 1} of the Favor track for {plural(vp, 'VP', 'VP')}"
    reward = track["rewards"].get(done, track["rewards"].get(str(done)))
    if reward == "unblock":
        if w.p[giver].blocked:
            update(w, giver, blocked=False)
            line += " and removes the Blocked Warehouse tile"
    elif reward:
        gain(w, giver, denarii=reward["denarii"])
        line += f" and takes {plural(reward['denarii'], 'Denarius', 'Denarii')}"
    note(w, line + (", and draws a 33 A.D. card." if card else "."))
