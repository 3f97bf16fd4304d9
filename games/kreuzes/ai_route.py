"""How far a knight's cards take him toward his goal this turn, as the computer knights march.

The search alone plays a turn's steps one at a time and judges each by the distance it leaves:
a step that is no nearer, but opens the road for the next card (onto the coast with a Plains
card, then into Jerusalem with a Mountains card), looks like no progress, and a turn in which
Quick March would carry him four spaces ends where it began. So the knights plan the turn's
march whole: a search over the cards in hand (and the free steps banked), Quick March and the
step cards (Fair Wind, Forced March) included, for the least distance to the goal they can
reach, and the first moves of the marches that reach it.

A march enters a space where green troops wait only when the knight surely wins the fight there
(the caller says which are safe), and then goes on, as a won fight lets him."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache

from games.kreuzes.rules.movement import fits

# Of marches that reach the same distance, the one that spends least is taken: a card kept
# pays a step of the next turn (a knight went Athens, Epirus, Athens, and on to sea, spending a
# Mountains and a Plains card he was to miss), and a Joker pays any step.
CARD, JOKER = 2, 3
# A march's end: the distance to the goal and what it spent to get there.
Reach = tuple[int, int]

# What a march starts with: a step onto a space paying with a card ("" spends a free step),
# or playing Quick March or a step card first.
FirstMove = tuple[str, str, str]  # ("step", space, card) or ("play", card, "")


@dataclass(frozen=True)
class Hand:
    """What a turn's march can spend: Movement cards by id and terrain, free steps by terrain,
    whether Quick March is in force, and the step-giving Event cards in hand (id, terrain)."""

    cards: tuple[tuple[str, str], ...]
    bonus: tuple[str, ...]
    quick: bool
    quick_card: str  # Quick March in hand, not yet played ("" when none)
    step_cards: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class March:
    best: int  # the least distance to the goal this turn's cards can reach
    first: frozenset[FirstMove]  # the moves that start a march reaching it


class Router:
    """Marches on one map: `near` lists each space's neighbours with their terrain, `dist` each
    goal's distance from every space."""

    def __init__(self, near: Mapping[str, tuple[tuple[str, str], ...]],
                 dist: Mapping[str, Mapping[str, int]]) -> None:
        self.near = near
        self.dist = dist

    @lru_cache(maxsize=65536)  # noqa: B019 - one Router per Rules, which lives for the program
    def march(self, here: str, hand: Hand, goal: str, blocked: frozenset[str], safe: frozenset[str]) -> March:
        """The best march from `here` toward `goal`: `blocked` spaces hold green troops, and
        `safe` are those of them whose fight the knight surely wins."""
        to_goal = self.dist[goal]
        start = to_goal[here]
        best, first = (start, 0), set[FirstMove]()

        def consider(reached: Reach, move: FirstMove) -> None:
            nonlocal best, first
            if reached < best:
                best, first = reached, {move}
            elif reached == best and reached[0] < start:
                first.add(move)

        walk = _Walk(self.near, to_goal, blocked, safe)
        plain = walk.firsts(here, hand.cards, hand.bonus, hand.quick)
        for (space, card), reached in plain.items():
            consider(reached, ("step", space, card))
        unaided = min((d for d, _c in plain.values()), default=start)
        if hand.quick_card and not hand.quick:
            d, cost = min(walk.firsts(here, hand.cards, hand.bonus, True).values(), default=(start, 0))
            if d < unaided:
                consider((d, cost + CARD), ("play", hand.quick_card, ""))
        for card, terrain in hand.step_cards:
            d, cost = min(walk.firsts(here, hand.cards, (*hand.bonus, terrain), hand.quick).values(),
                          default=(start, 0))
            if d < unaided:
                consider((d, cost + CARD), ("play", card, ""))
        return March(best[0], frozenset(first))


class _Walk:
    """One march's search: depth first over what is left to spend, each (space, cards, free
    steps, Quick March) worked out once."""

    def __init__(self, near: Mapping[str, tuple[tuple[str, str], ...]], to_goal: Mapping[str, int],
                 blocked: frozenset[str], safe: frozenset[str]) -> None:
        self.near, self.to_goal, self.blocked, self.safe = near, to_goal, blocked, safe
        self.memo: dict[tuple, Reach] = {}

    def firsts(self, here: str, cards: tuple[tuple[str, str], ...], bonus: tuple[str, ...],
               quick: bool) -> dict[tuple[str, str], Reach]:
        """For each first step (space, card), the least distance to the goal a march that
        starts with it reaches, and the least it spends to get there."""
        out: dict[tuple[str, str], Reach] = {}
        for there, pay, rest_cards, rest_bonus in self._steps(here, cards, bonus, quick):
            d, cost = self.onward(there, rest_cards, rest_bonus, quick)
            reached = (d, cost + _cost(pay, cards))
            out[(there, pay)] = min(out.get((there, pay), reached), reached)
        return out

    def onward(self, here: str, cards: tuple[tuple[str, str], ...], bonus: tuple[str, ...], quick: bool) -> Reach:
        """The least distance to the goal reachable from `here` with what is left, and the
        least that march spends."""
        best = (self.to_goal[here], 0)
        if not (cards or bonus):
            return best
        key = (here, cards, tuple(sorted(bonus)), quick)
        if key not in self.memo:
            for there, pay, rest_cards, rest_bonus in self._steps(here, cards, bonus, quick):
                d, cost = self.onward(there, rest_cards, rest_bonus, quick)
                best = min(best, (d, cost + _cost(pay, cards)))
            self.memo[key] = best
        return self.memo[key]

    def _steps(self, here: str, cards: tuple[tuple[str, str], ...], bonus: tuple[str, ...],
               quick: bool) -> Iterator[tuple[str, str, tuple[tuple[str, str], ...], tuple[str, ...]]]:
        """Each step out of `here` a march may take: the space, what pays for it and what is
        left (never onto green troops he might not beat)."""
        for there, terrain in self.near[here]:
            if there in self.blocked and there not in self.safe:
                continue
            for pay, rest_cards, rest_bonus in _payments(cards, bonus, terrain, quick):
                yield there, pay, rest_cards, rest_bonus


def _cost(pay: str, cards: tuple[tuple[str, str], ...]) -> int:
    """What paying a step spends: nothing for a free step, a card, a Joker more dearly (it
    would have paid any step of the turns to come)."""
    if not pay:
        return 0
    return JOKER if dict(cards).get(pay) == "joker" else CARD


def _payments(cards: tuple[tuple[str, str], ...], bonus: tuple[str, ...], terrain: str,
              quick: bool) -> Iterator[tuple[str, tuple[tuple[str, str], ...], tuple[str, ...]]]:
    """Each distinct way to pay a step onto `terrain`: a free step (card "") or a card, and what
    is left after it (a card under Quick March banks a free step of its kind)."""
    seen: set[object] = set()
    for i, b in enumerate(bonus):
        if fits(b, terrain) and ("", b) not in seen:
            seen.add(("", b))
            yield "", cards, bonus[:i] + bonus[i + 1:]
    for i, (card, kind) in enumerate(cards):
        if fits(kind, terrain) and card not in seen:
            seen.add(card)
            yield card, cards[:i] + cards[i + 1:], bonus + ((kind,) if quick else ())
