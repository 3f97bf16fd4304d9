"""What moved between two views, as a queue of short animations played one after another:
Squires appearing or leaving an Area, Prestige cylinders sliding, castle floors added, a
revenue paid out. Pure data (no pygame): the view draws them and never waits for them."""

from __future__ import annotations

from dataclasses import dataclass

from games.jerusalem.rules.state import JerusalemState

DURATION = 0.2  # each change takes a fifth of a second: a computer's 25 small moves stay within 5 s
STAGGER = 0.15  # and starts a little before the previous one ends, so a cascade stays readable
LONGEST = 1.6  # a big cascade (a round's end) is squeezed to this many seconds
MANY = 40  # more changes than this is a reload or a jump through the log: no animation


@dataclass
class Tween:
    kind: str  # "cube" (Squires in or out of an Area), "prestige", "floor", "payout"
    seat: int
    area: int = -1
    old: int = 0
    new: int = 0
    delay: float = 0.0
    t: float = 0.0  # seconds since the queue was made
    label: str = ""

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.t - self.delay) / DURATION))

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        return self.t >= self.delay + DURATION


def _payout(before: JerusalemState, after: JerusalemState) -> list[Tween]:
    """The revenue of the Area under the cursor, when the step moved past it."""
    if before.step != "revenue" or before.actor is None:
        return []
    if after.step == "revenue" and after.cursor == before.cursor:
        return []
    seat = before.actor
    parts = []
    for word, b, a in (("▪", before.squires[seat], after.squires[seat]), ("●", before.bezants[seat],
                                                                        after.bezants[seat])):
        if b is not None and a is not None and a > b:
            parts.append(f"+{a - b} {word}")
    gained = after.prestige[seat] - before.prestige[seat]
    if gained > 0 and after.round == before.round:
        parts.append(f"+{gained} ★")
    return [Tween("payout", seat, before.cursor, label="  ".join(parts) or "taken")]


def diff(before: JerusalemState | None, after: JerusalemState) -> list[Tween]:
    """The animations between two consecutive views, in the order the rules resolved them."""
    if before is None or before.players != after.players or len(before.board) != len(after.board):
        return []
    tweens = _payout(before, after)
    for area, (old_row, new_row) in enumerate(zip(before.board, after.board, strict=True)):
        for seat, (old, new) in enumerate(zip(old_row, new_row, strict=True)):
            if old != new:
                tweens.append(Tween("cube", seat, area, old, new))
    for seat in range(after.players):
        if before.prestige[seat] != after.prestige[seat]:
            tweens.append(Tween("prestige", seat, old=before.prestige[seat], new=after.prestige[seat]))
    for seat in range(after.players):
        for floor in range(before.floors[seat] + 1, after.floors[seat] + 1):
            tweens.append(Tween("floor", seat, old=floor - 1, new=floor))
    if len(tweens) > MANY:
        return []
    stagger = min(STAGGER, (LONGEST - DURATION) / max(1, len(tweens) - 1))
    for k, tween in enumerate(tweens):
        tween.delay = k * stagger
    return tweens


def shown_board(board: tuple[tuple[int, ...], ...], tweens: list[Tween]) -> tuple[tuple[int, ...], ...]:
    """The counts to draw now: an arriving Squire counts once it has landed, a leaving one
    until its turn to go comes."""
    rows = [list(row) for row in board]
    for tween in tweens:
        if tween.kind != "cube":
            continue
        if tween.new > tween.old and not tween.done:
            rows[tween.area][tween.seat] -= tween.new - tween.old
        elif tween.new < tween.old and not tween.started:
            rows[tween.area][tween.seat] += tween.old - tween.new
    return tuple(tuple(max(0, n) for n in row) for row in rows)


def shown_floors(floors: tuple[int, ...], tweens: list[Tween]) -> tuple[int, ...]:
    out = list(floors)
    for tween in tweens:
        if tween.kind == "floor" and not tween.done:
            out[tween.seat] = min(out[tween.seat], tween.old)
    return tuple(out)


def shown_prestige(prestige: tuple[int, ...], tweens: list[Tween]) -> list[float]:
    """Where each cylinder stands now, sliding with an ease-out between its old and new space."""
    out = [float(v) for v in prestige]
    for tween in tweens:
        if tween.kind == "prestige" and not tween.done:
            e = 1 - (1 - tween.progress) ** 3
            out[tween.seat] = tween.old + (tween.new - tween.old) * e
    return out


def milestones(tweens: list[Tween]) -> set[tuple[int, bool, bool]]:
    """What the static picture depends on: which changes have started and finished."""
    return {(k, t.started, t.done) for k, t in enumerate(tweens)}
