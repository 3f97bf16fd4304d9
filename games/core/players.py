"""Computer players. Every player decides from `rules.view(state, seat)` only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from games.core.ai.greedy import GreedyPlayer
from games.core.ai.players import EasyPlayer, HardPlayer, NormalPlayer
from games.core.contract import Action, Rules
from games.core.rng import Rng


class Player(Protocol):
    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng) -> Action:
        """Pick an action for `seat`, who is to act, seeing only `view`."""


class RandomPlayer:
    """Any legal action, uniformly: the yardstick, and a partner for playtesting."""

    def choose(self, rules: Rules, view: Any, seat: int, rng: Rng) -> Action:
        return rng.choice(rules.legal_actions(view))


# Player kinds offered on the seating screen, by id: (label, factory), in the order listed
# there. A new computer seat gets DEFAULT_COMPUTER. Greedy and random are yardsticks: plain
# opponents the levels are measured against, offered for anyone who wants them.
PLAYER_KINDS: dict[str, tuple[str, Callable[[], Player]]] = {
    "ai-easy": ("Computer — easy", EasyPlayer),
    "ai-normal": ("Computer — normal", NormalPlayer),
    "ai-hard": ("Computer — hard", HardPlayer),
    "greedy": ("Computer — greedy", GreedyPlayer),
    "random": ("Computer — random", RandomPlayer),
}
DEFAULT_COMPUTER = "ai-normal"


def make_player(kind: str) -> Player:
    try:
        return PLAYER_KINDS[kind][1]()
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r}; known: {', '.join(PLAYER_KINDS)}") from None
