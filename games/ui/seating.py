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

    def to_json(self) -> dict[str, Any]:
        """What the new-game screen remembers of this game for next time."""
        return {"players": self.players, "options": dict(self.options),
                "seats": [{"name": s.name, "colour": s.colour, "player": s.player} for s in self.seats]}

    @classmethod
    def restore(cls, info: GameInfo, data: Any) -> Seating:
        """The seating as `to_json` kept it; whatever no longer fits the game (a colour, a
        player kind or an option value it does not know, a hand-broken file) keeps its default."""
        seating = cls(info)
        if not isinstance(data, dict):
            return seating
        players = data.get("players")
        if isinstance(players, int) and not isinstance(players, bool):
            seating.set_players(players)
        options = data.get("options")
        for spec in info.options:
            value = options.get(spec.key) if isinstance(options, dict) else None
            if any(value == choice for choice, _ in spec.choices):
                seating.set_option(spec.key, value)
        seats = data.get("seats")
        for i, seat in enumerate(seats[: seating.players] if isinstance(seats, list) else []):
            if not isinstance(seat, dict):
                continue
            if isinstance(seat.get("name"), str):
                seating.set_name(i, seat["name"])
            try:
                if isinstance(seat.get("colour"), str):
                    seating.set_colour(i, seat["colour"])
                if isinstance(seat.get("player"), str):
                    seating.set_player(i, seat["player"])
            except ValueError:
                continue
        return seating

    def build(self) -> tuple[Options, list[Seat]]:
        """Options and seats for a Match; an empty name becomes 'Player n'."""
        options: Options = dict(self.options)
        options["players"] = self.players
        seats = [Seat(s.name or f"Player {i + 1}", s.colour, s.player) for i, s in enumerate(self.seats)]
        return options, seats
