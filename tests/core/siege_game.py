"""Siege: a tiny game for the kernel's own tests (never registered in the product) in which
a side that no seat plays can win, cards are drawn during play, one seat can play alone, and
an outcome comes from outside the rules (a stand-in for a drop through the Kreuzes tower).

1 to 5 seats defend a town against the Raiders. For three rounds each seat in turn either
builds (the shared wall grows by 2) or forages (it draws a card worth 1 to 3 points from the
town's own generator, during play). After each round the Raiders assault: two raider cubes
are dropped into a tower holding the cubes kept from earlier assaults; every cube that comes
out joins the Raiders, the rest stay inside, a drop older. The Raiders start as strong as the
seats are many. If they end stronger than the wall, the Raiders win; else the best forager
wins (ties share).

The assault's outcome is chance's action. Its full form (`Assault`, what the resolver gives)
names each kept cube's age and pose; the sampled form (`SampledAssault`, what the search's
fast model gives) only the kept cubes' ages, and fits only an abstract tower (no poses), as
every view's is.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from games.core.ai.hooks import DefaultHooks
from games.core.contract import (
    CHANCE,
    Action,
    ChanceRequest,
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
DROPPED = 2  # raider cubes dropped into the tower by each assault

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
class Assault(Action):
    """The full outcome: cubes out, and each kept cube as (drops it has sat through, pose)."""

    kind = "assault"
    out: int
    kept: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class SampledAssault(Action):
    """The sampled outcome: cubes out, and each kept cube's age (no poses)."""

    kind = "sampled-assault"
    out: int
    kept: tuple[int, ...]


@dataclass(frozen=True)
class SiegeState:
    players: int
    round: int  # 1..ROUNDS; ROUNDS + 1 once over
    turn: int
    wall: int
    raiders: int
    points: tuple[int, ...]
    assault: bool  # the round is over and the Raiders' drop is due
    tower: tuple[int, ...]  # the kept cubes' ages (drops sat through), sorted
    poses: tuple[int, ...] | None  # their poses, parallel to tower; None: an abstract tower
    rng: Rng = field(compare=False)


def tower_after(state: SiegeState) -> list[int]:
    """Every cube's age once the drop is through: the kept ones a drop older, the new ones 1."""
    return sorted([age + 1 for age in state.tower] + [1] * DROPPED)


def comes_out(age: int) -> float:
    """The chance a cube comes out of the tower (the 'calibrated' model; older cubes loosen)."""
    return min(0.9, 0.3 + 0.2 * (age - 1))


class SiegeRules(Rules[SiegeState]):
    info = INFO
    action_types = (Build, Forage, Assault, SampledAssault)

    def setup(self, options, seats: list[Seat], seed: int) -> SiegeState:
        rng = Rng.from_seed(seed)
        n = len(seats)
        return SiegeState(n, 1, 0, 0, n, (0,) * n, False, (), (), rng)

    def current_player(self, state: SiegeState) -> int | str | None:
        if state.assault:
            return CHANCE
        return None if state.round > ROUNDS else state.turn

    def chance_request(self, state: SiegeState) -> ChanceRequest | None:
        return ChanceRequest("assault", (DROPPED, state.tower)) if state.assault else None

    def legal_actions(self, state: SiegeState) -> list[Action]:
        return [Build(), Forage()] if isinstance(self.current_player(state), int) else []

    def apply(self, state: SiegeState, action: Action) -> SiegeState:
        if isinstance(action, (Assault, SampledAssault)):
            return self._assault(state, action)
        if self.current_player(state) is None:
            raise IllegalAction("The siege is over.")
        if state.assault:
            raise IllegalAction("The Raiders are assaulting: wait for the drop.")
        rng = state.rng.copy()  # a value: drawing here never changes the state given
        wall, points = state.wall, state.points
        if isinstance(action, Build):
            wall += 2
        elif isinstance(action, Forage):
            card = 1 + rng.below(3)
            points = points[:state.turn] + (points[state.turn] + card,) + points[state.turn + 1:]
        else:
            raise IllegalAction("Build or forage.")
        turn, round_ = state.turn + 1, state.round
        if turn == state.players:
            turn, round_ = 0, round_ + 1
        return replace(state, round=round_, turn=turn, wall=wall, points=points, rng=rng,
                       assault=turn == 0)

    def _assault(self, state: SiegeState, action: Assault | SampledAssault) -> SiegeState:
        """Check that every cube is accounted for (out, or kept with an age it can have)."""
        if not state.assault:
            raise IllegalAction("The Raiders are not assaulting now.")
        if isinstance(action, Assault):
            ages, poses = [age for age, _ in action.kept], [pose for _, pose in action.kept]
        elif state.poses is not None:
            raise IllegalAction("A sampled drop fits only a tower seen as counts; this one has its poses.")
        else:
            ages, poses = list(action.kept), []
        after = tower_after(state)
        if action.out < 0 or action.out + len(ages) != len(after):
            raise IllegalAction(f"The drop must account for all {len(after)} cubes.")
        left = list(after)
        for age in ages:
            if age not in left:
                raise IllegalAction(f"No cube in the tower can be {age} drops old.")
            left.remove(age)
        order = sorted(range(len(ages)), key=lambda i: ages[i])
        kept = tuple(ages[i] for i in order)
        kept_poses = tuple(poses[i] for i in order) if state.poses is not None else None
        return replace(state, assault=False, raiders=state.raiders + action.out, tower=kept, poses=kept_poses)

    def is_irreversible(self, before: SiegeState, action: Action, after: SiegeState) -> str | None:
        return "The Raiders' drop cannot be taken back." if isinstance(action, (Assault, SampledAssault)) else None

    def view(self, state: SiegeState, seat: int | None) -> SiegeState:
        # The seed would foretell the draws; a seat sees the tower as counts, not poses.
        return replace(state, rng=Rng(0), poses=None)

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
        if isinstance(action, (Assault, SampledAssault)):
            return f"The Raiders drop {DROPPED} cubes; {action.out} come out."
        verb = "builds the wall" if isinstance(action, Build) else "forages"
        return f"Seat {state.turn + 1} {verb}."


def make_rules() -> SiegeRules:
    return SiegeRules()


def resolve(state: SiegeState, request: ChanceRequest, rng: Rng) -> Assault:
    """The Siege's resolver, a seeded stand-in for the live tower: the full outcome, poses too."""
    out, kept = 0, []
    for age in tower_after(state):
        if rng.random() < comes_out(age):
            out += 1
        else:
            kept.append((age, rng.below(1000)))
    return Assault(out, tuple(kept))


def make_resolver(rules: Rules):
    return resolve


class SiegeHooks(DefaultHooks):
    """The search's view of the tower: the fast model, ages only."""

    def sample_outcome(self, state: SiegeState, request: ChanceRequest, rng: Rng) -> SampledAssault:
        ages = tower_after(state)
        kept = tuple(age for age in ages if rng.random() >= comes_out(age))
        return SampledAssault(len(ages) - len(kept), kept)
