"""The choices on the new-game screen, without pygame: player count, variants and seats
(name, colour, human or computer). No two seats ever share a colour: picking a colour
another seat holds swaps the two."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import players
from games.core.contract import GameInfo, Options, Seat
from games.core.players import PLAYER_KINDS

DEFAULT_NAMES = ("Anna", "Ben", "Clara", "David", "Emil", "Farah")
HUMAN = "human"


def player_kinds() -> list[tuple[str, str]]:
    """(id, label) for the seat's player choice: a human, then every computer kind known."""
    return [(HUMAN, "Human")] + [(kind, label) for kind, (label, _) in PLAYER_KINDS.items()]


def default_computer() -> str:
    """The players module may name its recommended level; otherwise the first kind it lists."""
    preferred = getattr(players, "DEFAULT_COMPUTER", None)
    return preferred if preferred in PLAYER_KINDS else next(iter(PLAYER_KINDS), HUMAN)


@dataclass
class SeatChoice:
    name: str
    colour: str
    player: str


class Seating:
    def __init__(self, info: GameInfo, players: int | None = None) -> None:
        self.info = info
        self.options: dict[str, Any] = {spec.key: spec.default for spec in info.options}
        self.seats: list[SeatChoice] = []
        self.set_players(players if players is not None else info.max_players)  # the full table

    @property
    def players(self) -> int:
        return len(self.seats)

    def set_players(self, n: int) -> None:
        n = max(self.info.min_players, min(self.info.max_players, n))
        del self.seats[n:]
        while len(self.seats) < n:
            i = len(self.seats)
            taken = {s.colour for s in self.seats}
            colour = next(c.name for c in self.info.colours if c.name not in taken)
            used = {s.name for s in self.seats}
            name = next((d for d in DEFAULT_NAMES if d not in used), f"Player {i + 1}")
            # The first seat is the person at the screen; the others start as computer players.
            self.seats.append(SeatChoice(name, colour, HUMAN if i == 0 else default_computer()))

    def set_colour(self, index: int, colour: str) -> None:
        if colour not in {c.name for c in self.info.colours}:
            raise ValueError(f"{colour!r} is not a colour of {self.info.title}")
        for other in self.seats:
            if other.colour == colour and other is not self.seats[index]:
                other.colour = self.seats[index].colour
        self.seats[index].colour = colour

    def set_name(self, index: int, name: str) -> None:
        self.seats[index].name = name.strip()[:24]

    def set_player(self, index: int, player: str) -> None:
        if player != HUMAN and player not in PLAYER_KINDS:
            raise ValueError(f"unknown player kind {player!r}")
        self.seats[index].player = player

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value

    def build(self) -> tuple[Options, list[Seat]]:
        """Options and seats for a Match; an empty name becomes 'Player n'."""
        options: Options = dict(self.options)
        options["players"] = self.players
        seats = [Seat(s.name or f"Player {i + 1}", s.colour, s.player) for i, s in enumerate(self.seats)]
        return options, seats
