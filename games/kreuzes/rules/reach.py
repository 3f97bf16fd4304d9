"""Where a knight's cards can take him this turn, and which card each step spends (for the
table: dragging the coat of arms lights every space in reach and names the cards on the way).

Pure: a breadth-first search over (space, cards left). A step onto a space with enemies starts
a combat, so a route may end there but never passes through. Free steps banked by Quick March
or a step card count as cards with the id "" (the rules spend the fitting one themselves); with
Quick March in force, each card a route spends banks a free step of its terrain for the route to
go on with, as the rules do (movement.step), so a card carries him two spaces."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from games.kreuzes.rules.battle import enemies_at
from games.kreuzes.rules.movement import fits
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import Kit

Route = tuple[tuple[str, str], ...]  # (space, card id) per step, in order

# Which card pays first when several fit: the narrowest terrain, then without a symbol (a
# symbol obliges a move of a pirate or an army), the Joker last.
_COST = {"plains": 0, "mountains": 0, "sea": 0, "land": 1, "joker": 3}


def card_cost(k: Kit, card: str) -> int:
    if not card:
        return -1  # a free step is spent before any card
    spec = k.config.cards[card]
    return _COST.get(spec.terrain, 2) + (0 if spec.symbol == "none" else 1)


def routes(k: Kit, w: KreuzesState, seat: int, first: str | None = None) -> dict[str, Route]:
    """Every space the knight can reach with his Movement cards (and free steps) this turn, by
    its route of fewest steps (then the cheapest cards). `first`: the card the first step must spend."""
    if w.move.stopped:
        return {}
    start = w.knights[seat].space
    cards: list[str] = sorted((c for c in w.hands[seat] if c in k.config.cards and k.config.cards[c].is_movement),
                              key=lambda c: card_cost(k, c))
    free = list(w.move.bonus)
    terrains = [("", t) for t in free] + [(c, k.config.cards[c].terrain) for c in cards]
    held = len(terrains)
    # Under Quick March the card at index i banks, once spent, the free step at held + (i - len(free)).
    banks = {i: held + n for n, i in enumerate(range(len(free), held))} if w.move.quick else {}
    terrains += [("", terrains[i][1]) for i in banks]

    def spend(left: tuple[int, ...], i: int) -> tuple[int, ...]:
        rest = [j for j in left if j != i] + ([banks[i]] if i in banks else [])
        return tuple(sorted(rest, key=lambda j: (terrains[j][0] != "", j)))  # free steps go first

    best: dict[str, Route] = {}
    seen = {(start, tuple(range(len(free) + len(cards))))}
    queue: deque[tuple[str, tuple[int, ...], Route]] = deque([(start, tuple(range(len(free) + len(cards))), ())])
    while queue:
        here, left, route = queue.popleft()
        if route and (here != start) and _blocked(w, here):
            continue  # a combat waits there: the route ends on it
        for there in sorted(k.board.neighbours[here]):
            terrain = k.board.spaces[there].terrain
            for i in _choices(terrains, left, terrain, first if not route else None):
                step = route + ((there, terrains[i][0]),)
                rest = spend(left, i)
                if there != start and there not in best:
                    best[there] = step
                if (there, rest) not in seen:
                    seen.add((there, rest))
                    queue.append((there, rest, step))
    return best


def _choices(terrains: Sequence[tuple[str, str]], left: tuple[int, ...], terrain: str, first: str | None) -> list[int]:
    """The cards that may pay a step onto `terrain`: one per kind (the cheapest comes first)."""
    out, kinds = [], set()
    for i in left:
        card, t = terrains[i]
        if first is not None and card != first:
            continue
        if fits(t, terrain) and (card, t) not in kinds:
            kinds.add((card, t))
            out.append(i)
    return out


def _blocked(w: KreuzesState, space: str) -> bool:
    pirates, armies, loose = enemies_at(w, space)
    return bool(pirates or armies or loose)
