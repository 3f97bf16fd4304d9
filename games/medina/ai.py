"""Medina's hooks for the generic computer players (games/core/ai/hooks.py).

- Sampling: the only hidden thing is what lies behind the other screens, and a player who
  keeps count knows it: every piece comes out from behind a screen in the open, and a retired
  colour leaves every screen. The rules keep that count (MedinaState.tally); the other
  screens are filled in from it, so every sampled world holds the true screens.
- Evaluation: a seat's points now, plus what its unused domes promise (a palace still to
  be claimed, worth less as the pieces run out), plus, for the seat about to place, the
  best palace it could crown right now with the palace tile crowning it takes (from
  nobody, or from a smaller palace of its colour).
- Order: never a placement that hands another seat a tile or grows its palace for nothing
  (games/medina/ai_judge.py); then a cheap look at each placement (what it adds next to
  whose palaces), so the search tries the sensible ones first; new palaces go only where
  they touch something.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from games.core.contract import Action
from games.core.rng import Rng
from games.medina.ai_judge import Sense
from games.medina.rules.board import INHABITANT as ON_INHABITANT
from games.medina.rules.board import MANY, NO_PALACE
from games.medina.rules.board import WALL as ON_WALL
from games.medina.rules.play import claimed_by_seat, place
from games.medina.rules.state import (
    DOME,
    INHABITANT,
    PALACE_PREFIX,
    STABLE,
    WALL,
    MedinaState,
    Palace,
    Place,
    palace_piece,
    piece_colour,
)

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules


@dataclass(frozen=True)
class Weights:
    """The evaluation's few numbers (fitted by self-play between greedy players)."""

    claim_early: float = 7.0  # what an unused dome promises at the start of the game
    claim_late: float = 1.0  # ... and when almost every piece is placed
    threat: float = 0.8  # share of a crownable palace's excess credited to the seat to crown it
    contest_decay: float = 0.0  # ... times this for every seat it has to wait for
    fresh_keep: int = 12  # new-palace spaces kept per colour when ordering (the best ones)


class MedinaHooks:
    scale = 6.0

    def __init__(self, rules: MedinaRules, weights: Weights | None = None) -> None:
        self.rules = rules
        self.config = rules.config
        self.layout = rules.config.layout
        self.weights = weights or Weights()
        self.sense = Sense(rules)
        self.tile_points = dict(zip(rules.config.colours, rules.config.palace_tile_points, strict=True))
        # The rules make every Place once: knowing each one's piece and space by identity
        # spares the ordering a dataclass hash per action.
        self._where: dict[int, tuple[Place, str, int]] = {
            id(a): (a, a.piece, self.layout.index(a.cell)) for row in rules._actions.values() for a in row
        }
        self._sampled: tuple[MedinaState, MedinaState] | None = None  # the last view and its world

    # --- sampling what lies behind the other screens ---

    def sample_hidden(self, view: MedinaState, seat: int, rng: Rng) -> MedinaState:
        """Every piece leaves a screen in the open, so each screen is known by its count
        (MedinaState.tally): the other screens are filled in from it, exactly, as a player
        who keeps count knows them."""
        if all(s is not None for s in view.supplies):
            return view
        last = self._sampled
        if last is not None and last[0] is view:
            # The same world every time: the search then keeps the states it walks (search.py).
            return last[1]
        world = replace(view, supplies=tuple(s if s is not None else c
                                             for s, c in zip(view.supplies, view.tally, strict=True)))
        self._sampled = (view, world)
        return world

    def apply_legal(self, state: MedinaState, action: Action) -> MedinaState:
        """`rules.apply` without its checks, for an action drawn from legal_actions(state)."""
        known = self._where.get(id(action))
        if known is None or known[0] is not action:
            assert isinstance(action, Place)
            known = (action, action.piece, self.layout.index(action.cell))
        seat = state.turn
        assert seat is not None
        return place(self.config, state, seat, known[1], known[2], self.rules.targets(state))

    def _start(self, players: int) -> list[int]:
        counts = self.config.pieces[players]
        return [counts.palace_per_colour] * len(self.config.colours) + [counts.stables, counts.inhabitants,
                                                                           counts.walls]

    # --- evaluation ---

    def evaluate(self, state: MedinaState) -> list[float]:
        values = self._palace_values(state)
        n = state.players
        points = [0.0] * n
        for pid, p in enumerate(state.palaces):
            if p.owner is not None:
                points[p.owner] += values[pid]
        for colour, holder in zip(state.colours, state.palace_tiles, strict=True):
            if holder is not None:
                points[holder] += self.tile_points[colour]
        for tower in state.towers:
            if tower.holder is not None:
                points[tower.holder] += tower.points
        if state.turn is None:
            return points
        promise = self._dome_promise(state)
        for s in range(n):
            points[s] += promise * state.domes[s]
        if not state.opening:
            self._contest(state, values, promise, points)
        return points

    def _contest(self, state: MedinaState, values: list[int], promise: float, points: list[float]) -> None:
        """Palaces waiting for a dome go to the seats next in turn: the best one to the seat
        about to place, the next best to the first seat after it that can crown it, and so
        on, each claim worth less the longer it has to wait."""
        claimed = claimed_by_seat(state)
        turn = state.turn
        assert turn is not None
        order = [(turn + k) % state.players for k in range(state.players)]
        free = [s for s in order if state.domes[s] and not state.out[s]]
        open_palaces = []
        for pid, p in enumerate(state.palaces):
            if not p.complete:
                excess = values[pid] + self.claim_tiles(state, p, turn) - promise
                if excess > 0:
                    open_palaces.append((excess, pid))
        open_palaces.sort(reverse=True)
        share = self.weights.threat
        for excess, pid in open_palaces:
            p = state.palaces[pid]
            for distance, s in enumerate(order):
                if s in free and p.colour not in claimed[s]:
                    if s != turn:  # the tiles it takes depend on who crowns it
                        excess = values[pid] + self.claim_tiles(state, p, s) - promise
                    points[s] += share * max(0.0, excess) * self.weights.contest_decay ** distance
                    free.remove(s)
                    break

    def claim_tiles(self, state: MedinaState, p: Palace, seat: int) -> int:
        """The palace tile `seat` takes by crowning the open palace `p` now: its colour's tile if
        nobody holds it or the holder's palace of that colour is smaller. (The tower tiles its
        walls reach are left out: counting them made Normal crown small palaces by the wall
        early and lose matches to random seats it had won, 20241 and 20244 of the report.)"""
        k = state.colours.index(p.colour)
        holder = state.palace_tiles[k]
        gain = 0
        if holder is None:
            gain = self.tile_points[p.colour]
        elif holder != seat:
            held = max((q.size for q in state.palaces if q.owner == holder and q.colour == p.colour), default=0)
            if p.size > held:
                gain = self.tile_points[p.colour]
        return gain

    def _dome_promise(self, state: MedinaState) -> float:
        """What an unused dome is worth: a future palace, smaller as the pieces run out."""
        start = sum(self._start(state.players)) + self.config.pieces[state.players].domes
        left = sum(state.pieces_left) / (start * state.players)
        w = self.weights
        return w.claim_late + (w.claim_early - w.claim_late) * left

    def _palace_values(self, state: MedinaState) -> list[int]:
        """Each palace's points as scoring counts them, read from the board's bytes."""
        return [self._palace_value(state, p) for p in state.palaces]

    def _palace_value(self, state: MedinaState, p: Palace) -> int:
        grid = state.board.grid
        orth = self.layout.orth
        index = self.layout.index
        own = [index(c) for c in p.pieces] + [index(c) for c in p.stables]
        around = {n for i in own for n in orth[i]}
        return len(own) + sum(1 for n in around if grid[n] == ON_WALL or grid[n] == ON_INHABITANT)

    # --- ordering ---

    def order_actions(self, state: MedinaState, actions: list[Action]) -> list[Action]:
        seat = state.turn
        if seat is None or state.opening or len(actions) <= 1:
            return actions
        actions = self.sense.sensible(state, actions)
        scorer = _Scorer(self, state, seat)
        near = state.board.near
        where = self._where
        fresh: dict[str, list[tuple[int, int, Action]]] = {}
        scored: list[tuple[float, int, Action]] = []
        for k, action in enumerate(actions):
            known = where.get(id(action))
            if known is None or known[0] is not action:
                assert isinstance(action, Place)
                known = (action, action.piece, self.layout.index(action.cell))
            _, piece, i = known
            if near[i] == NO_PALACE and piece.startswith(PALACE_PREFIX):
                # Most of an early turn's actions start a palace somewhere: those are judged
                # by their space alone, once per space, and only the best few are kept.
                fresh.setdefault(piece, []).append((i, k, action))
            else:
                scored.append((scorer.score(piece, i), k, action))
        if fresh:
            # Every colour starts on the same spaces: rank the spaces once, keep the best few.
            spaces = {i for starts in fresh.values() for i, _, _ in starts}
            rank = {i: r for r, i in enumerate(sorted(spaces, key=lambda i: (-scorer.start_score(i), i)))}
            keep = self.weights.fresh_keep
            for starts in fresh.values():
                starts.sort(key=lambda t: rank[t[0]])
                scored += [(scorer.start_score(i), k, a) for i, k, a in starts[:keep]]
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [a for _, _, a in scored]


    def budget_share(self, state: MedinaState, seat: int) -> float:
        return 1.0  # a turn is two placements, each worth the whole budget

    # --- quick moves past a leaf ---

    def rollout_action(self, state: MedinaState, actions: list[Action], rng: Rng) -> Action:
        """Crown the best palace worth crowning; otherwise the best-looking of a few actions
        picked at random (judging all of them would cost more than the search gains)."""
        seat = state.turn
        if seat is None or state.opening or len(actions) == 1:
            return rng.choice(actions)
        scorer = _Scorer(self, state, seat)
        pid = scorer.best_dome()
        if pid is not None:
            action = self._grow_or_crown(state, seat, pid, scorer)
            if action in actions:
                return action
        best, best_value = actions[0], float("-inf")
        where = self._where
        for _ in range(ROLLOUT_SAMPLE):
            action = actions[rng.below(len(actions))]
            known = where.get(id(action))
            if known is None or known[0] is not action:
                assert isinstance(action, Place)
                known = (action, action.piece, self.layout.index(action.cell))
            value = scorer.score(known[1], known[2])
            if value > best_value:
                best, best_value = action, value
        return best


    def _grow_or_crown(self, state: MedinaState, seat: int, pid: int, scorer: _Scorer) -> Action:
        """With two placements to go, a piece on the palace first (where it gains most), then
        the dome; otherwise the dome at once."""
        p = state.palaces[pid]
        k = state.colours.index(p.colour)
        supply = state.supplies[seat]
        if state.placed == 0 and supply is not None and supply.palace[k] > 0:
            cells = self.rules.targets(state).palace[k]
            if cells:
                i = max(cells, key=lambda c: (scorer._touching(c)[1], -c))
                return self.rules._actions[palace_piece(p.colour)][i]
        return self.rules._actions[DOME][self.layout.index(p.pieces[0])]


ROLLOUT_SAMPLE = 6


class _Scorer:
    """One state's quick judgement of single placements, for ordering only."""

    def __init__(self, hooks: MedinaHooks, state: MedinaState, seat: int) -> None:
        self.hooks = hooks
        self.state = state
        self.seat = seat
        self.layout = hooks.layout
        self.board = state.board
        self._values: dict[int, int] = {}
        self.claimed = claimed_by_seat(state)[seat]
        self.promise = hooks._dome_promise(state)
        self.can_dome = state.domes[seat] > 0
        self.sides = [self._side(pid) for pid in range(len(state.palaces))]
        self.cells: dict[int, tuple[float, int]] = {}

    def _side(self, pid: int) -> float:
        """+1 for the seat's own palace, -1 for another's, a little for one it could crown."""
        p = self.state.palaces[pid]
        if p.owner == self.seat:
            return 1.0
        if p.owner is not None:
            return -1.0
        if p.complete or not self.can_dome or p.colour in self.claimed:
            return -0.2
        return 0.3

    def _touching(self, i: int) -> tuple[float, int]:
        """For space i: how much the palaces touching it are the seat's (summed sides), and
        the walls plus inhabitants beside it."""
        known = self.cells.get(i)
        if known is not None:
            return known
        grid, owner = self.board.grid, self.board.owner
        pids: set[int] = set()
        extras = 0
        for n in self.layout.orth[i]:
            if owner[n]:
                pids.add(owner[n] - 1)
            elif grid[n] == ON_WALL or grid[n] == ON_INHABITANT:
                extras += 1
        known = self.cells[i] = (sum(self.sides[pid] for pid in pids), extras)
        return known

    def value(self, pid: int) -> int:
        """A palace's points, worked out only for the palaces a decision looks at."""
        known = self._values.get(pid)
        if known is None:
            known = self._values[pid] = self.hooks._palace_value(self.state, self.state.palaces[pid])
        return known

    def best_dome(self) -> int | None:
        """The id of the palace most worth crowning now, if any is."""
        if not self.can_dome:
            return None
        best, which = 0.0, None
        for pid, p in enumerate(self.state.palaces):
            if p.complete or p.colour in self.claimed:
                continue
            excess = self.value(pid) + self._tiles(pid) - self.promise
            if excess > best:
                best, which = excess, pid
        return which

    def start_score(self, i: int) -> float:
        """A new palace on space i: better where walls and inhabitants already stand beside it."""
        return 0.2 * self._touching(i)[1] - 0.5

    def score(self, piece: str, i: int) -> float:
        """How promising `piece` on space i looks (a palace piece here extends a palace)."""
        board = self.board
        if piece == DOME:
            pid = board.owner[i] - 1
            crown = self.value(pid) + self._tiles(pid) - self.promise
            return 2.0 + crown if crown > 0 else crown - 1.0
        side, extras = self._touching(i)
        if piece == WALL or piece == INHABITANT:
            return side + 0.1 * extras
        near = board.near[i]
        if piece == STABLE:
            if near not in (NO_PALACE, MANY):
                side = self.sides[near - 1]
            return side * (1.0 + extras)
        if near in (NO_PALACE, MANY):  # a new palace (next to a stable of another, too)
            return 0.2 * extras - 0.5
        colour = piece_colour(piece)
        pid = near - 1
        p = self.state.palaces[pid]
        mine = self.can_dome and colour not in self.claimed and self.state.placed == 0
        if mine:
            # Grow it, then crown it with the second piece: worth more than crowning it now.
            crown = self.value(pid) + 1 + extras + self._tiles(pid) - self.promise
            if crown > 0:
                return 2.5 + crown
        return (0.5 if mine else -0.3) * (1.0 + extras) + 0.05 * len(p.pieces)

    def _tiles(self, pid: int) -> int:
        """The palace tile the seat would take by crowning open palace `pid` now (MedinaHooks.claim_tiles)."""
        return self.hooks.claim_tiles(self.state, self.state.palaces[pid], self.seat)


def make_hooks(rules: Any) -> MedinaHooks:
    return MedinaHooks(rules)
