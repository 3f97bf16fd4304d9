"""Whose screen is open at a hot-seat table (no pygame here: the rule is tested on its own).

The human to act sees their own screen. While a computer acts, the last human's screen
stays open; if no human has looked yet and several share the table, only public
information shows. When the next human differs from the one looking and the game hides
holdings, a handoff screen covers the table until that human says they are ready.
"""

from __future__ import annotations

from games.core.contract import Seat


class SeatScreens:
    def __init__(self, seats: list[Seat], hidden_holdings: bool, handoff_screen: bool = True) -> None:
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        self.covers = hidden_holdings and handoff_screen and len(self.humans) >= 2
        self.open_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.handoff_to: int | None = None

    def follow(self, acting: int | None) -> None:
        """Called whenever the state changes (a move, an undo, a load)."""
        if acting is None or acting not in self.humans:
            self.handoff_to = None
        elif acting == self.open_seat:
            self.handoff_to = None
        elif self.covers:
            self.handoff_to = acting
        else:
            self.open_seat = acting
            self.handoff_to = None

    def confirm_handoff(self) -> None:
        if self.handoff_to is not None:
            self.open_seat = self.handoff_to
            self.handoff_to = None

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table draws (None: public information only)."""
        return None if self.handoff_to is not None else self.open_seat
