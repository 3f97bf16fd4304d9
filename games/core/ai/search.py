"""Information-set Monte Carlo tree search over sampled determinizations.

Every iteration samples the hidden part of the table afresh (`hooks.sample_hidden`), walks
one shared tree keyed by actions, plays a few moves past the new leaf by the game's quick
policy and scores the result with the game's evaluation. This is Cowling, Powley &
Whitehouse's single-observer ISMCTS ("Information Set Monte Carlo Tree Search", IEEE
TCIAIG 2012): an action is only tried where it is legal in the sampled world, and its
exploration term counts how often it was available rather than parent visits.

Multi-player, no alternation assumed: each node backs up the reward of whichever seat acts
there (max^n), so two placements in a row by one seat, or a seat skipped, need nothing
special. The evaluation turns points into a per-seat chance of winning (hooks.rewards).
Where chance acts (a tower drop) the walk samples an outcome from the game's fast model
(hooks.sample_outcome) and goes on: the live resolver is never run while searching.

Wide turns are tamed three ways: the game orders (and may prune) each node's actions; a
node visited n times considers only its first 1 + widening * sqrt(n) of them; and the
root, and any node visited often, judges its first actions one step ahead (what a greedy
player sees) and keeps that as a prior worth a few visits. At the root, sequential halving
then shares the budget among the best candidates.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from games.core.ai.hooks import GameHooks, margin, rewards, win_shares
from games.core.contract import CHANCE, Action, Rules
from games.core.rng import Rng


@dataclass(frozen=True)
class SearchSettings:
    iterations: int  # the budget: same seed and budget, same decision on any machine
    exploration: float = 0.5  # UCB constant; rewards lie in [0, 1]
    widening: float = 1.5  # actions considered at a node: 1 + widening * sqrt(visits)
    refine_at: int = 20  # visits after which a node ranks its first actions by their result
    refine_width: int = 24  # how many of the node's first actions that ranking looks at
    prior_weight: float = 4.0  # the one-step judgement counts as this many visits
    rollout_plies: int = 0  # moves by the game's quick policy played past a new leaf
    temperature: float = 0.0  # 0 plays the most tried action; above 0 samples (Easy's slips)
    root_candidates: int = 0  # above 0: sequential halving over this many root actions
    full_width: int = 0  # above 1: a root with fewer actions than this gets a share of the budget
    least_share: float = 0.25  # ... but never less than this share
    seconds_cap: float = 15.0  # a safety net only: the iteration budget is what normally stops
    scale_factor: float = 1.0  # the game's scale times this: above 1, a lead reads as less sure


class _Edge:
    """An action out of a node, with the statistics of the seat acting at that node."""

    __slots__ = ("action", "visits", "total", "available", "children", "prior", "after", "lead_total", "leads")

    def __init__(self, action: Action, prior: float | None = None) -> None:
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.prior = prior  # the acting seat's reward one step after this action, once judged
        self.after: Any = None  # the state it leads to, kept only where every walk sees the same one
        # At the root, when asked for (a hint): the searching seat's lead in the game's points
        # over its best rival, summed over the walks that ended in a judged position.
        self.lead_total = 0.0
        self.leads = 0
        # By the seat acting next: in a sampled world a seat may run out of pieces early,
        # so the same action can lead to different seats' decisions.
        self.children: dict[int, _Node] = {}


class _Node:
    __slots__ = ("ranked", "seen", "edges", "visits", "legal", "legal_ids", "refined")

    def __init__(self) -> None:
        self.ranked: list[Action] | None = None  # the game's order of the actions seen here
        self.seen: set[Action] | None = None  # every action ever offered here, ranked or left out
        self.edges: dict[Action, _Edge] = {}
        self.visits = 0
        # The legal actions of the last world seen here, and their identities: most worlds
        # offer the very same list, which compares equal at C speed.
        self.legal: list[Action] = []
        self.legal_ids: set[int] = set()
        self.refined = False


@dataclass(frozen=True)
class RootStats:
    action: Action
    visits: int
    mean: float  # the acting seat's average reward through this action
    # Its average lead in the game's points over the best rival, in the positions the walks
    # through it judged (Search.run with leads=True; None: not asked, or every walk ended the game).
    lead: float | None = None


class Search:
    def __init__(self, rules: Rules, hooks: GameHooks, settings: SearchSettings) -> None:
        self.rules = rules
        self.hooks = hooks
        self.settings = settings
        # Every action the search applies came from legal_actions of that very state, so a
        # game may offer an apply that skips re-checking it (GameHooks.apply_legal).
        self._apply = getattr(hooks, "apply_legal", None) or _unchecked(rules)
        self._world: Any = None  # the first sampled world, to tell a game that hides nothing
        self._leads = False  # whether root edges keep the searching seat's lead in points (a hint)
        self._seat = 0
        self._points: Sequence[float] | None = None  # the last judged position's values, while _leads

    def run(self, view: Any, seat: int, rng: Rng, leads: bool = False) -> list[RootStats]:
        """Search from `view` for `seat`; the root actions with their statistics, best first.
        `leads`: also keep each root action's average lead in points (RootStats.lead). It only
        watches: the walks, and so the decision, are the same either way."""
        self._started = time.perf_counter()
        self._leads, self._seat = leads, seat
        root = _Node()
        world = self._world = self.hooks.sample_hidden(view, seat, rng)
        legal = self.rules.legal_actions(world)
        if not legal:
            return []
        self._refine(root, world, seat, legal, at_root=True)
        assert root.ranked is not None
        budget = self._budget(len(root.ranked), self.hooks.budget_share(world, seat))
        if len(root.ranked) == 1:  # the game's order left one sensible action: nothing to weigh
            best: Action | None = root.ranked[0]
        elif self.settings.root_candidates > 0:
            best = self._halving(root, view, seat, rng, budget)
        else:
            for done in range(budget):
                if self._out_of_time(done):
                    break
                self._iterate(root, self.hooks.sample_hidden(view, seat, rng), rng)
            best = None
        stats = [RootStats(e.action, e.visits, e.total / e.visits if e.visits else 0.0,
                           e.lead_total / e.leads if e.leads else None) for e in root.edges.values()]
        stats.sort(key=lambda s: (s.action == best, s.visits, s.mean), reverse=True)
        return stats

    def _budget(self, choices: int, turn_share: float = 1.0) -> int:
        """Fewer iterations for a choice among a few actions: each of them is still tried
        often enough, and a turn's small decisions do not each cost a full second. The game
        may ask for less again for the small moves that follow a turn's first (GameHooks.budget_share)."""
        full = self.settings.full_width
        share = 1.0 if full <= 1 else min(1.0, max(self.settings.least_share, (choices - 1) / (full - 1)))
        return max(1, round(self.settings.iterations * share * turn_share))

    def _out_of_time(self, done: int) -> bool:
        # Checking the clock every few iterations keeps its cost out of the loop.
        return done % 16 == 15 and time.perf_counter() - self._started > self.settings.seconds_cap

    def _halving(self, root: _Node, view: Any, seat: int, rng: Rng, budget: int) -> Action:
        """Sequential halving at the root (Karnin, Koren & Somekh 2013; in MCTS, Pepels et al.
        2014): the game's best-looking candidates share the budget in rounds, the worse half
        dropping out after each. It spends the iterations on telling the best few apart,
        where UCB would keep spreading them over more and more actions."""
        assert root.ranked is not None
        survivors = [root.edges[a] for a in root.ranked[: self.settings.root_candidates]]
        rounds = max(1, math.ceil(math.log2(len(survivors))))
        left = budget
        done = 0
        for r in range(rounds):
            each = max(1, left // (rounds - r) // len(survivors))
            for _ in range(each):
                for edge in survivors:
                    if self._out_of_time(done):
                        return max(survivors, key=self._smoothed).action
                    self._iterate(root, self.hooks.sample_hidden(view, seat, rng), rng, edge)
                    done += 1
                    left -= 1
            survivors.sort(key=self._smoothed, reverse=True)
            survivors = survivors[: max(1, math.ceil(len(survivors) / 2))]
        return survivors[0].action

    def _smoothed(self, edge: _Edge) -> float:
        """An edge's mean reward with its one-step prior counted as a few visits."""
        if edge.prior is None:
            return edge.total / edge.visits if edge.visits else 0.0
        weight = self.settings.prior_weight
        return (edge.total + weight * edge.prior) / (edge.visits + weight)

    # --- one iteration ---

    def _iterate(self, root: _Node, state: Any, rng: Rng, forced: _Edge | None = None) -> None:
        """One walk down the tree in the sampled world `state` (through the root edge `forced`,
        if given), a leaf judged, and the rewards backed up along the path."""
        rules = self.rules
        path: list[tuple[_Node, int, _Edge]] = []
        node = root
        # Where the sampled world is the very object of the first walk (a game whose views
        # hide nothing the search must guess returns it again), every walk down the same
        # actions meets the same states until chance acts: the edges keep them, and a walk
        # replays no move of the tree. Decisions are the same as without the keeping.
        keep = state is self._world
        while True:
            actor = rules.current_player(state)
            if actor == CHANCE:
                # An outcome drawn from the game's fast model, never its live resolver. The tree
                # stays open-loop through it: the node's edges are the next seat's actions.
                state = rules.apply(state, self.hooks.sample_outcome(state, rules.chance_request(state), rng))
                keep = False
                continue
            if actor is None:
                values = win_shares(rules.winners(state), len(rules.scores(state)))
                self._points = None  # a finished game: nothing judged (a prior's judgement may linger)
                break
            legal = rules.legal_actions(state)
            if not legal:  # a seat whose hidden holdings were not sampled: judge it here
                values = self._evaluate(state)
                break
            if forced is not None and node is root:
                if forced.action not in legal:  # not on offer in this sampled world
                    return
                edge = forced
                edge.available += 1
            else:
                edge = self._select(node, state, actor, legal, node is root)
            path.append((node, actor, edge))
            if keep:
                after = edge.after
                if after is None:
                    after = edge.after = self._apply(state, edge.action)
                state = after
            else:
                state = self._apply(state, edge.action)
            nxt = rules.current_player(state)
            key = -1 if nxt is None else nxt
            child = edge.children.get(key)
            if child is None:
                edge.children[key] = _Node()
                values = self._leaf_value(state, rng)
                break
            node = child
        for node, actor, edge in path:
            node.visits += 1
            edge.visits += 1
            edge.total += values[actor]
        if self._points is not None and path:
            # Only positions the evaluation judged: a finished game's values may be in other
            # units (Jerusalem ranks floors before Prestige), its outcome is in the reward.
            first = path[0][2]
            first.lead_total += margin(self._points, self._seat)
            first.leads += 1

    def _select(self, node: _Node, state: Any, actor: int, legal: list[Action], at_root: bool) -> _Edge:
        if not node.refined and (at_root or node.visits >= self.settings.refine_at):
            self._refine(node, state, actor, legal, at_root)
        candidates = self._candidates(node, state, legal)
        c = self.settings.exploration
        weight = self.settings.prior_weight
        best: _Edge | None = None
        best_score = -math.inf
        for action in candidates:
            edge = node.edges.get(action)
            if edge is None:
                edge = node.edges[action] = _Edge(action)
            edge.available += 1
            if edge.prior is None:
                if edge.visits == 0:
                    if best is None or best_score < math.inf:
                        best, best_score = edge, math.inf  # untried and unjudged: first, in the game's order
                    continue
                n, mean = edge.visits, edge.total / edge.visits
            else:
                n = edge.visits + weight
                mean = (edge.total + weight * edge.prior) / n
            score = mean + c * math.sqrt(math.log(edge.available + 1) / n)
            if score > best_score:
                best, best_score = edge, score
        assert best is not None  # candidates is never empty while legal is not
        return best

    def _refine(self, node: _Node, state: Any, actor: int, legal: list[Action], at_root: bool) -> None:
        """Judge the node's first actions by the position one step after each (what a greedy
        player sees), rank them by it and keep it as their prior. The root judges every
        action the game's order keeps; a deeper node only its first few, once it has been
        visited often enough to be worth the cost."""
        node.refined = True
        if at_root:
            ranked = list(self.hooks.order_actions(state, legal)) or list(legal)
            node.seen = set(legal)  # what the order left out stays out
        else:
            here = set(legal)
            ranked = [a for a in (node.ranked or legal) if a in here][: self.settings.refine_width]
        judged = []
        for k, action in enumerate(ranked):
            after = self._apply(state, action)
            judged.append((self._value(after)[actor], k, action))
        judged.sort(key=lambda t: (-t[0], t[1]))
        for value, _, action in judged:
            edge = node.edges.get(action)
            if edge is None:
                edge = node.edges[action] = _Edge(action)
            edge.prior = value
        first = [a for _, _, a in judged]
        chosen = set(first)
        node.ranked = first + [a for a in (node.ranked or []) if a not in chosen]

    def _candidates(self, node: _Node, state: Any, legal: list[Action]) -> list[Action]:
        """The first few of the node's ranked actions that are legal in this sampled world."""
        if node.ranked is None:
            node.ranked = list(self.hooks.order_actions(state, legal)) or list(legal)
            node.seen = set(legal)  # what the order left out stays out
        width = 1 + int(self.settings.widening * math.sqrt(node.visits))
        if legal != node.legal:
            node.legal, node.legal_ids = legal, {id(a) for a in legal}
        legal_ids = node.legal_ids
        legal_set: set[Action] | None = None
        out: list[Action] = []
        for action in node.ranked:
            if id(action) not in legal_ids:
                # Equal actions need not be the same object (a game may build new ones).
                if legal_set is None:
                    legal_set = set(legal)
                if action not in legal_set:
                    continue
            out.append(action)
            if len(out) >= width:
                return out
        if len(out) < len(legal):
            out += self._rank_newcomers(node, state, legal)[: width - len(out)]
        return out or legal[:1]

    def _rank_newcomers(self, node: _Node, state: Any, legal: list[Action]) -> list[Action]:
        """Actions legal in this sampled world that the node has not ranked yet (another
        seat's sampled holdings differ from world to world). The game's order decides where
        they go; what it leaves out stays out."""
        assert node.ranked is not None
        if node.seen is None:  # ranked before this node was ever offered a list
            node.seen = set(node.ranked)
        fresh = [a for a in legal if a not in node.seen]
        if not fresh:
            return []
        node.seen.update(fresh)
        kept = list(self.hooks.order_actions(state, fresh))
        node.ranked.extend(kept)
        return kept

    def _leaf_value(self, state: Any, rng: Rng) -> Sequence[float]:
        rules = self.rules
        self._points = None  # set again if the position the walk ends in is judged
        for _ in range(self.settings.rollout_plies):
            actor = rules.current_player(state)
            if actor is None:
                break
            if actor == CHANCE:
                state = rules.apply(state, self.hooks.sample_outcome(state, rules.chance_request(state), rng))
                continue
            legal = rules.legal_actions(state)
            if not legal:
                break
            state = self._apply(state, self.hooks.rollout_action(state, legal, rng))
        return self._value(state)

    def _value(self, state: Any) -> list[float]:
        if self.rules.current_player(state) is None:
            return win_shares(self.rules.winners(state), len(self.rules.scores(state)))
        return self._evaluate(state)

    def _evaluate(self, state: Any) -> list[float]:
        points = self.hooks.evaluate(state)
        if self._leads:
            self._points = points
        return rewards(points, self.hooks.scale * self.settings.scale_factor)


def _unchecked(rules: Rules) -> Any:
    """`rules.apply` without the contract's check of the action's fields (contract.py): the
    search only applies actions the game itself listed as legal."""
    bound = rules.apply
    raw = getattr(getattr(bound, "__func__", None), "__wrapped__", None)
    return bound if raw is None else raw.__get__(rules)
