"""Tokens: a tiny game for the kernel's own tests (never registered in the product).

Nine tokens 1..9 are shuffled; each seat is dealt a hidden hand of two. In turn, each seat
plays one token face up. The highest total wins; ties share the win.
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
)
from games.core.rng import Rng

INFO = GameInfo(
    id="tokens",
    title="Tokens",
    min_players=2,
    max_players=4,
    colours=(PlayerColour("red", (213, 94, 0)), PlayerColour("blue", (0, 114, 178)),
             PlayerColour("green", (0, 158, 115)), PlayerColour("yellow", (240, 228, 66))),
    hidden_holdings=True,
)


@dataclass(frozen=True)
class Play(Action):
    kind = "play"
    token: int


@dataclass(frozen=True)
class TokensState:
    players: int
    hands: tuple[tuple[int, ...] | None, ...]
    played: tuple[tuple[int, ...], ...]
    turn: int
    rng: Rng = field(compare=False)


class TokensRules(Rules[TokensState]):
    info = INFO
    action_types = (Play,)

    def setup(self, options, seats: list[Seat], seed: int) -> TokensState:
        rng = Rng.from_seed(seed)
        deck = list(range(1, 10))
        rng.shuffle(deck)
        n = len(seats)
        hands = tuple(tuple(sorted(deck[2 * i: 2 * i + 2])) for i in range(n))
        return TokensState(n, hands, tuple(() for _ in range(n)), 0, rng)

    def current_player(self, state):
        if sum(map(len, state.played)) == 2 * state.players:
            return None
        return state.turn

    def legal_actions(self, state):
        hand = state.hands[state.turn]
        return [Play(t) for t in hand] if hand and self.current_player(state) is not None else []

    def apply(self, state, action):
        if self.current_player(state) is None:
            raise IllegalAction("The game is over.")
        hand = state.hands[state.turn]
        if not isinstance(action, Play) or hand is None or action.token not in hand:
            raise IllegalAction("You do not hold that token.")
        hands = list(state.hands)
        hands[state.turn] = tuple(t for t in hand if t != action.token)
        played = list(state.played)
        played[state.turn] = played[state.turn] + (action.token,)
        return replace(state, hands=tuple(hands), played=tuple(played),
                       turn=(state.turn + 1) % state.players)

    def view(self, state, seat):
        hands = tuple(h if i == seat else None for i, h in enumerate(state.hands))
        return replace(state, hands=hands)

    def hidden_holdings(self, state, seat):
        hand = state.hands[seat]
        return None if hand is None else list(hand)

    def scores(self, state):
        return [ScoreSheet(i, (("tokens", sum(p)),)) for i, p in enumerate(state.played)]

    def describe(self, state, action):
        return f"Seat {state.turn + 1} plays token {action.token}."


def make_rules() -> TokensRules:
    return TokensRules()
