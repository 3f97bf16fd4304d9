"""The Kreuzes knights' judgement for the search: where a knight is heading (his goal), how
good a position is for each knight and for the Saracens, and which moves come first or are
never worth trying (the moves a sensible knight never makes; tests/kreuzes/test_ai_sense.py).

A knight's road: take the Muslim cities the attack on Jerusalem needs (when strong enough),
refill troops and morale at Christian cities on the way, then stand on Jerusalem with morale
6 or more and as many troops as its garrison. The Saracens win if nobody gets there: their
standing rises as the green reserve nears its second exhaustion, so every knight feels it."""

from __future__ import annotations

from collections.abc import Mapping

from games.core.contract import Action
from games.kreuzes.rules.actions import (
    Attack,
    Commit,
    Discard,
    Empty,
    EndDiscards,
    EndMoves,
    Enlist,
    GoOn,
    Halt,
    Plunder,
    Pray,
    SetupDone,
    SiegeAttack,
    SiegeDefend,
    SkipCity,
    Step,
)
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import Knight, KreuzesState
from games.kreuzes.rules.supply import green_box, muslim_taken

# A knight fights a Muslim city's defenders with at least this many troops more (the tower
# keeps some of his, and green cubes inside may come out against him).
MUSLIM_MARGIN = 2
# Morale at or below which plundering a Christian city (-3) is never sensible.
LOW_MORALE = 3
# Morale below which a knight heads for a Christian city to pray rather than onward.
PRAY_BELOW = 6
# The least share of the green a round drops that a knight's own troops must reach for an
# attack on Jerusalem to have a fair chance of winning it (Judge.strong_enough_for_jerusalem).
ROUND_SHARE = 0.75


class Judge:
    """Distances and weights bound to one Rules object (one map, one configuration)."""

    def __init__(self, rules: KreuzesRules) -> None:
        self.rules = rules
        self.kit = rules.kit
        board = rules.board
        self.jerusalem = board.jerusalem
        self.faith = {c.id: c.faith for c in board.cities()}
        # From every city and Jerusalem to every space: the goals' distance tables.
        self.dist: dict[str, dict[str, int]] = {
            goal: {s: board.distance(s, goal) for s in board.spaces} for goal in [*self.faith, board.jerusalem]}
        self.handful = self.kit.number("cubes", "handful")
        self.green_total = self.kit.number("cubes", "green")

    # --- facts ---

    def need(self, state: KreuzesState) -> int:
        return self.kit.by_size("jerusalem", "cities", players=state.players)

    def defence_most(self, state: KreuzesState) -> int:
        """The most green troops Jerusalem's defender can put into one round."""
        return min(state.garrison, self.handful // 2)

    def strong_enough_for_jerusalem(self, state: KreuzesState, knight: Knight) -> bool:
        """Whether all he may commit in one round has a fair chance against the most the
        defender can field, with the green cubes waiting inside the tower on its side. Cubes of
        both colours come out at about the same rate, so below three quarters of the green a
        round is lost nine times in ten or more (ROUND_SHARE)."""
        green = self.defence_most(state) + state.tower.count("green")
        return min(knight.troops, self.handful // 2) >= ROUND_SHARE * green

    def goal(self, state: KreuzesState, knight: Knight, open_cities: Mapping[str, int]) -> str:
        """The space the knight is heading for now."""
        here = knight.space
        if muslim_taken(self.kit, knight) < self.need(state):
            muslim = [c for c in open_cities if self.faith.get(c) == "muslim"]
            if muslim and knight.troops >= open_cities[min(muslim, key=lambda c: self.dist[c][here])] + MUSLIM_MARGIN:
                return min(muslim, key=lambda c: (self.dist[c][here] + self.dist[self.jerusalem][c] // 3, c))
        elif knight.morale >= PRAY_BELOW and self.strong_enough_for_jerusalem(state, knight):
            return self.jerusalem
        christian = [c for c in open_cities if self.faith.get(c) == "christian"]
        if not christian:
            return self.jerusalem
        # A refill toward the Holy Land rather than back in Europe.
        return min(christian, key=lambda c: (self.dist[c][here] + self.dist[self.jerusalem][c] // 2, c))

    # --- evaluation ---

    def values(self, state: KreuzesState) -> list[float]:
        open_cities = {city: defenders for city, _t, defenders in state.tokens}
        need = self.need(state)
        green_inside = state.tower.count("green")
        out = []
        for seat, knight in enumerate(state.knights):
            if state.winner == seat:
                out.append(1000.0)
                continue
            have = min(muslim_taken(self.kit, knight), need)
            ready = have >= need
            goal = self.goal(state, knight, open_cities)
            value = -1.2 * self.dist[goal][knight.space] - 0.8 * self.dist[self.jerusalem][knight.space]
            value += 10.0 * have
            value += 0.6 * min(knight.troops, self.handful // 2) + 0.25 * knight.treasure
            value += 3.0 + 0.2 * knight.morale if knight.morale >= PRAY_BELOW else 0.6 * knight.morale
            if ready:
                # Ready for Jerusalem: his troops against its garrison; green cubes in the tower
                # would fall against him in the big combat to come.
                value += 0.4 * (min(knight.troops, self.handful // 2) - state.garrison) - 0.5 * green_inside
                value += 2.0 * knight.rewards
            else:
                value -= 0.15 * green_inside
            out.append(value)
        return out

    def saracens(self, state: KreuzesState) -> float:
        """The Saracens' standing on the knights' scale: low while the green reserve is far
        from running out a second time, high as it nears it, and a win (1000) once it has."""
        if state.winner is not None and not isinstance(state.winner, int):
            return 1000.0
        reserve = green_box(self.kit, state)
        threat = max(0, 20 - reserve) * (1 + state.exhausted)
        return -30.0 + 25.0 * state.exhausted + 1.0 * threat

    # --- what a sensible knight never does ---

    def never(self, state: KreuzesState, action: Action) -> bool:
        seat = state.turn if state.siege is None and state.combat is None else None
        if isinstance(action, Attack):
            return not self.strong_enough_for_jerusalem(state, state.knights[state.turn])
        if isinstance(action, GoOn) and state.siege is not None:
            return not self.strong_enough_for_jerusalem(state, state.knights[state.siege.seat])
        if isinstance(action, Empty):
            return state.tower.count("green") == 0
        if seat is None:
            return False
        knight = state.knights[seat]
        city = self.rules.board.spaces[knight.space].city
        if isinstance(action, Plunder) and city is not None:
            if city.faith == "christian":
                return knight.morale <= LOW_MORALE
            defenders = next((d for c, _t, d in state.tokens if c == city.id), 3)
            return knight.troops < defenders + MUSLIM_MARGIN
        return False

    # --- move ordering ---

    def order(self, state: KreuzesState, actions: list[Action]) -> list[Action]:
        kept = [a for a in actions if not self.never(state, a)] or actions[:1]
        scored = sorted(enumerate(kept), key=lambda t: (-self._score(state, t[1]), t[0]))
        return [a for _, a in scored]

    def _score(self, state: KreuzesState, action: Action) -> float:
        if isinstance(action, (Commit, SiegeAttack, SiegeDefend, Enlist)):
            return float(getattr(action, "troops", getattr(action, "treasure", 0)))  # more first
        if isinstance(action, (SetupDone, EndDiscards, GoOn)):
            return 5.0
        if isinstance(action, (Discard, Halt, SkipCity)):
            return 0.0
        knight = state.knights[state.turn]
        if isinstance(action, Step):
            open_cities = {city: d for city, _t, d in state.tokens}
            goal = self.goal(state, knight, open_cities)
            before = self.dist[goal][knight.space]
            after = self.dist[goal][action.space]
            return 4.0 + 3.0 * (before - after) - (0.5 if action.card.startswith("joker") else 0.0)
        if isinstance(action, Attack):
            return 30.0
        if isinstance(action, Plunder):
            return 12.0
        if isinstance(action, Pray):
            return 15.0 if knight.morale < PRAY_BELOW else 1.0
        if isinstance(action, EndMoves):
            return 2.0
        return 3.0
