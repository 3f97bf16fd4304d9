"""Siege: a tiny game for the kernel's own tests (never registered in the product) in which
a side that no seat plays can win, cards are drawn during play, and one seat can play alone.

1 to 5 seats defend a town against the Raiders. For three rounds each seat in turn either
builds (the shared wall grows by 2) or forages (it draws a card worth 1 to 3 points from the
town's own generator, during play). The Raiders start as strong as the
seats are many and grow by a drawn 1 or 2 after each round. If the
Raiders end stronger than the wall, the Raiders win; else the best forager wins (ties share).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from games.core.contract import (
    Action,
    GameInfo,
    IllegalAction,
    PlayerColour,
    Rules,
    ScoreSheet,
    Seat,
    Side,
    SideInfo,
)
from games.core.rng import Rng

ROUNDS = 3
RAIDERS = "raiders"

INFO = GameInfo(
    id="siege",
    title="Siege",
    min_players=1,
    max_players=5,
    colours=(PlayerColour("red", (213, 94, 0)), PlayerColour("blue", (0, 114, 178)),
             PlayerColour("green", (0, 158, 115)), PlayerColour("yellow", (240, 228, 66)),
             PlayerColour("purple", (204, 121, 167))),
    sides=(SideInfo(RAIDERS, "The Raiders"),),
)


@dataclass(frozen=True)
class Build(Action):
    kind = "build"


@dataclass(frozen=True)
class Forage(Action):
    kind = "forage"


@dataclass(frozen=True)
class SiegeState:
    players: int
    round: int  # 1..ROUNDS; ROUNDS + 1 once over
    turn: int
    wall: int
    raiders: int
    points: tuple[int, ...]
    rng: Rng = field(compare=False)


class SiegeRules(Rules[SiegeState]):
    info = INFO
    action_types = (Build, Forage)

    def setup(self, options, seats: list[Seat], seed: int) -> SiegeState:
        rng = Rng.from_seed(seed)
        n = len(seats)
        return SiegeState(n, 1, 0, 0, n, (0,) * n, rng)

    def current_player(self, state: SiegeState) -> int | None:
        return None if state.round > ROUNDS else state.turn

    def legal_actions(self, state: SiegeState) -> list[Action]:
        return [] if self.current_player(state) is None else [Build(), Forage()]

    def apply(self, state: SiegeState, action: Action) -> SiegeState:
        if self.current_player(state) is None:
            raise IllegalAction("The siege is over.")
        rng = state.rng.copy()  # a value: drawing here never changes the state given
        wall, points = state.wall, state.points
        if isinstance(action, Build):
            wall += 2
        elif isinstance(action, Forage):
            card = 1 + rng.below(3)
            points = points[:state.turn] + (points[state.turn] + card,) + points[state.turn + 1:]
        else:
            raise IllegalAction("Build or forage.")
        turn, round_, raiders = state.turn + 1, state.round, state.raiders
        if turn == state.players:
            turn, round_, raiders = 0, round_ + 1, raiders + 1 + rng.below(2)
        return replace(state, round=round_, turn=turn, wall=wall, raiders=raiders, points=points, rng=rng)

    def view(self, state: SiegeState, seat: int | None) -> SiegeState:
        return replace(state, rng=Rng(0))  # the seed would foretell the draws

    def hidden_holdings(self, state: SiegeState, seat: int) -> None:
        return None

    def scores(self, state: SiegeState) -> list[ScoreSheet]:
        return [ScoreSheet(i, (("forage", p),)) for i, p in enumerate(state.points)]

    def winners(self, state: SiegeState) -> list[Side]:
        if state.raiders > state.wall:
            return [RAIDERS]
        return list(super().winners(state))

    def side_values(self, state: SiegeState) -> list[float]:
        # The Raiders stand above the best forager as far as they are past the wall (below it
        # while the wall holds), so a seat alone must keep them out to win.
        return [max(state.points) + 10.0 * (state.raiders - state.wall) - 5.0]

    def describe(self, state: SiegeState, action: Action) -> str:
        verb = "builds the wall" if isinstance(action, Build) else "forages"
        return f"Seat {state.turn + 1} {verb}."


def make_rules() -> SiegeRules:
    return SiegeRules()
