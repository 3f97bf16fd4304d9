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
MEMO_ENTRIES = 100_000  # marches remembered at most (some 25 MB), over all roads
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
        # The marches' memos by road (goal, blocked, safe): the search asks for marches on the
        # same road thousands of times with hands that differ in a card or two.
        self._memos: dict[tuple[str, frozenset[str], frozenset[str]], dict[tuple, Reach]] = {}

    def march(self, here: str, hand: Hand, goal: str, blocked: frozenset[str], safe: frozenset[str]) -> March:
        """The best march from `here` toward `goal`: `blocked` spaces hold green troops, and
        `safe` are those of them whose fight the knight surely wins. Cards of one kind serve
        alike, so the march is worked out by kinds and its first moves named by card after."""
        kinds = tuple(sorted(kind for _card, kind in hand.cards))
        step_terrains = tuple(sorted({terrain for _card, terrain in hand.step_cards}))
        best, moves = self._march(here, kinds, tuple(sorted(hand.bonus)), hand.quick, bool(hand.quick_card),
                                  step_terrains, goal, blocked, safe)
        first: set[FirstMove] = set()
        for move, what, kind in moves:
            if move == "step":
                first.update(("step", what, card) for card, k in hand.cards if k == kind)
                if not kind:
                    first.add(("step", what, ""))
            elif move == "quick":
                first.add(("play", hand.quick_card, ""))
            else:
                first.update(("play", card, "") for card, terrain in hand.step_cards if terrain == what)
        return March(best, frozenset(first))

    @lru_cache(maxsize=65536)  # noqa: B019 - one Router per Rules, which lives for the program
    def _march(self, here: str, kinds: tuple[str, ...], bonus: tuple[str, ...], quick: bool, quick_card: bool,
               step_terrains: tuple[str, ...], goal: str, blocked: frozenset[str],
               safe: frozenset[str]) -> tuple[int, frozenset[FirstMove]]:
        """`march` by kinds: the least distance and the first moves, each ("step", space, kind)
        (kind "" for a free step), ("quick", "", "") or ("steps", terrain, "") for a step card."""
        to_goal = self.dist[goal]
        start = to_goal[here]
        best, first = (start, 0), set[FirstMove]()

        def consider(reached: Reach, move: FirstMove) -> None:
            nonlocal best, first
            if reached < best:
                best, first = reached, {move}
            elif reached == best and reached[0] < start:
                first.add(move)

        road = (goal, blocked, safe)
        if road not in self._memos and sum(map(len, self._memos.values())) >= MEMO_ENTRIES:
            self._memos.clear()  # the roads of earlier turns are seldom asked for again
        walk = _Walk(self.near, to_goal, blocked, safe, self._memos.setdefault(road, {}))
        plain = walk.firsts(here, kinds, bonus, quick)
        for (space, kind), reached in plain.items():
            consider(reached, ("step", space, kind))
        unaided = min((d for d, _c in plain.values()), default=start)
        if quick_card and not quick:
            d, cost = min(walk.firsts(here, kinds, bonus, True).values(), default=(start, 0))
            if d < unaided:
                consider((d, cost + CARD), ("quick", "", ""))
        for terrain in step_terrains:
            d, cost = min(walk.firsts(here, kinds, tuple(sorted((*bonus, terrain))), quick).values(),
                          default=(start, 0))
            if d < unaided:
                consider((d, cost + CARD), ("steps", terrain, ""))
        return best[0], frozenset(first)


class _Walk:
    """One march's search: depth first over what is left to spend. Past the first step only
    the kinds of the cards left matter, so each (space, kinds, free steps, Quick March) is
    worked out once, in a memo the Router keeps for marches over the same road."""

    def __init__(self, near: Mapping[str, tuple[tuple[str, str], ...]], to_goal: Mapping[str, int],
                 blocked: frozenset[str], safe: frozenset[str], memo: dict[tuple, Reach]) -> None:
        self.near, self.to_goal, self.blocked, self.safe = near, to_goal, blocked, safe
        self.memo = memo
        self._opened: dict[str, tuple[tuple[str, str], ...]] = {}

    def firsts(self, here: str, kinds: tuple[str, ...], bonus: tuple[str, ...],
               quick: bool) -> dict[tuple[str, str], Reach]:
        """For each first step (space, kind of the card that pays, "" for a free step), the
        least distance to the goal a march that starts with it reaches, and the least it spends
        to get there."""
        out: dict[tuple[str, str], Reach] = {}
        for there, terrain in self._open(here):
            for pay, spent, rest_kinds, rest_bonus in _kind_payments(kinds, bonus, terrain, quick):
                d, cost = self.onward(there, rest_kinds, rest_bonus, quick)
                reached = (d, cost + spent)
                out[(there, pay)] = min(out.get((there, pay), reached), reached)
        return out

    def onward(self, here: str, kinds: tuple[str, ...], bonus: tuple[str, ...], quick: bool) -> Reach:
        """The least distance to the goal reachable from `here` with the cards of `kinds` and
        the free steps `bonus` (both sorted), and the least that march spends."""
        if not (kinds or bonus):
            return self.to_goal[here], 0
        key = (here, kinds, bonus, quick)
        best = self.memo.get(key)
        if best is not None:
            return best
        # The hottest loop of a Kreuzes search (every rollout's march): tuples compared by hand
        # rather than by min(), and the payments and open neighbours looked up, not rebuilt.
        best_d, best_cost = self.to_goal[here], 0
        onward, memo, to_goal = self.onward, self.memo, self.to_goal
        for there, terrain in self._open(here):
            for spent, rest_kinds, rest_bonus in _payments(kinds, bonus, terrain, quick):
                if rest_kinds or rest_bonus:
                    reached = memo.get((there, rest_kinds, rest_bonus, quick)) \
                        or onward(there, rest_kinds, rest_bonus, quick)
                    d, cost = reached[0], reached[1] + spent
                else:
                    d, cost = to_goal[there], spent
                if d < best_d or (d == best_d and cost < best_cost):
                    best_d, best_cost = d, cost
        best = memo[key] = (best_d, best_cost)
        return best

    def _open(self, here: str) -> tuple[tuple[str, str], ...]:
        """The neighbours a march may step onto, with their terrain: never onto green troops
        he might not beat."""
        known = self._opened.get(here)
        if known is None:
            blocked, safe = self.blocked, self.safe
            known = self._opened[here] = tuple((there, terrain) for there, terrain in self.near[here]
                                               if there not in blocked or there in safe)
        return known


def _spent(kind: str) -> int:
    """What paying a step with a card of `kind` spends: a Joker more dearly, as it would have
    paid any step of the turns to come."""
    return JOKER if kind == "joker" else CARD


def _kind_payments(kinds: tuple[str, ...], bonus: tuple[str, ...], terrain: str,
                   quick: bool) -> Iterator[tuple[str, int, tuple[str, ...], tuple[str, ...]]]:
    """Each distinct way to pay a step onto `terrain`: a free step ("", spending nothing) or a
    card of one kind; what it spends, and the (sorted) kinds and free steps left after it (a
    card under Quick March banks a free step of its kind)."""
    for i, b in enumerate(bonus):
        if (i == 0 or bonus[i - 1] != b) and fits(b, terrain):
            yield "", 0, kinds, bonus[:i] + bonus[i + 1:]
    for i, kind in enumerate(kinds):
        if (i == 0 or kinds[i - 1] != kind) and fits(kind, terrain):
            yield kind, _spent(kind), kinds[:i] + kinds[i + 1:], tuple(sorted((*bonus, kind))) if quick else bonus


@lru_cache(maxsize=65536)
def _payments(kinds: tuple[str, ...], bonus: tuple[str, ...], terrain: str,
              quick: bool) -> tuple[tuple[int, tuple[str, ...], tuple[str, ...]], ...]:
    """`_kind_payments` without the kind paid, worked out once: a few hundred hands and
    terrains come back millions of times in a search."""
    return tuple((spent, k, b) for _pay, spent, k, b in _kind_payments(kinds, bonus, terrain, quick))
