"""Self-play with purposeful crusaders shows that Jerusalem can fall under the default options:
each heads for the Muslim cities it needs, plunders them, enlists in Christian cities, then
marches on Jerusalem and attacks with everything; the defender defends at random."""

from __future__ import annotations

import pytest

from games import registry
from games.core.contract import CHANCE, Action
from games.core.rng import Rng
from games.kreuzes.ai import odds, sample_drop
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import muslim_taken
from tests.kreuzes.fixture import rules, seats


def _target(r: KreuzesRules, s: KreuzesState, seat: int) -> str:
    me = s.knights[seat]
    need = r.kit.by_size("jerusalem", "cities", players=s.players)
    if me.morale < 6 or me.troops < 8:  # to a Christian city, to pray or enlist
        towns = [t[0] for t in s.tokens if r.config.cities[t[0]].faith == "christian" and t[0] in r.board.spaces]
        return min(towns, key=lambda c: (r.board.distance(me.space, c), c))
    if muslim_taken(r.kit, me) >= need:
        return r.board.jerusalem
    open_cities = [t[0] for t in s.tokens if r.config.cities[t[0]].faith == "muslim" and t[0] in r.board.spaces]
    return min(open_cities, key=lambda c: (r.board.distance(me.space, c), c))


def crusader(r: KreuzesRules, s: KreuzesState, seat: int, rng: Rng) -> Action:
    legal = r.legal_actions(s)
    me = s.knights[seat]
    by_kind: dict[type, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(type(action), []).append(action)
    for kind in (a.Attack, a.Plunder, a.GoOn if me.troops > 8 else a.Halt):
        if kind in by_kind:
            return by_kind[kind][0]
    if a.Commit in by_kind or a.SiegeAttack in by_kind:
        return max(by_kind.get(a.Commit, []) + by_kind.get(a.SiegeAttack, []), key=lambda x: x.troops)
    if a.Enlist in by_kind:
        return max(by_kind[a.Enlist], key=lambda x: x.treasure)
    if a.Pray in by_kind and me.morale < 6:
        return by_kind[a.Pray][0]
    plays = [p for p in by_kind.get(a.Play, []) if r.config.cards[p.card].effect in ("troops", "treasure", "morale")]
    if plays:
        return plays[0]
    if a.Step in by_kind:
        goal = _target(r, s, seat)
        here = r.board.distance(me.space, goal)
        closer = [x for x in by_kind[a.Step] if r.board.distance(x.space, goal) < here]
        if closer and me.space != goal:
            return min(closer, key=lambda x: (x.card != "", x.space))
    if a.EndMoves in by_kind and not by_kind.get(a.MovePirate) and not by_kind.get(a.MoveArmy):
        return by_kind[a.EndMoves][0]
    if a.Discard in by_kind and len(s.hands[seat]) >= 5:  # make room for new cards
        return by_kind[a.Discard][0]
    for kind in (a.SkipCity, a.EndDiscards, a.SetupDone):
        if kind in by_kind:
            return by_kind[kind][0]
    return rng.choice(legal)


@pytest.mark.parametrize("board", ["test", "map"])
def test_jerusalem_falls_to_purposeful_crusaders_under_the_defaults(board: str) -> None:
    r = rules() if board == "test" else registry.rules("kreuzes")
    falls = 0
    for seed in range(12):
        s = r.setup(r.info.default_options(2), seats(2), seed)
        s = s.copy()
        s.tower = s.tower.abstract()
        rng = Rng.from_seed(seed)
        steps = 0
        while (who := r.current_player(s)) is not None and steps < 3000:  # these crusaders can stall
            steps += 1
            if who == CHANCE:
                action = sample_drop(s, r.chance_request(s), rng, odds())
            elif s.siege is not None and s.siege.step == "defend":
                action = rng.choice(r.legal_actions(s))
            else:
                action = crusader(r, s, who, rng)
            s = r.apply(s, action)
        falls += isinstance(s.winner, int)
    assert falls >= 3
