"""Whose screen is open at a hot-seat table (no pygame here: the rule is tested on its own).

The human to act sees their own screen. A table "covers" when two or more humans share it
and the game hides holdings: then, whenever the human to act differs from the last human
who acted (computer seats in between do not count), a handoff cover hides the whole table
until that human says they are ready, and while a computer acts only public information
shows (the last human may already have passed the mouse on). Without covers, the last
human's screen stays open while a computer acts; if no human has looked yet and several
share the table, only public information shows.

"Confirm my turn": when a human's own move ends their turn, their screen stays open on that
move with Confirm and Undo until they confirm, so a slip can be taken back by its own player
before anybody else sees the table; only then does the cover (or the next seat) come.

Chance (a drop through the tower) is no seat: while it decides, the table shows what it shows
while a computer acts. A move that calls on chance does not end its player's turn (the turn may
go on after the outcome, as a Kreuzes attack does), so it brings no Confirm; nor could anybody
take back an outcome of chance to make a Confirm worth asking for.
"""

from __future__ import annotations

from games.core.contract import CHANCE, Seat


def confirms_turns(choice: str, humans: int, covers: bool) -> bool:
    """Whether turns wait for their player's Confirm, from the "Confirm my turn" setting:
    "always", "off", or "hotseat" (where the table covers between humans)."""
    if choice == "always":
        return humans >= 1
    return choice == "hotseat" and covers


class SeatScreens:
    def __init__(self, seats: list[Seat], hidden_holdings: bool, handoff_screen: bool = True,
                 confirm_turn: str = "hotseat") -> None:
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        self.covers = hidden_holdings and handoff_screen and len(self.humans) >= 2
        self.confirms = confirms_turns(confirm_turn, len(self.humans), self.covers)
        self.open_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.last_human: int | None = self.open_seat  # whose screen was opened last
        self.handoff_to: int | None = None
        self.confirming: int | None = None  # the human whose ended turn waits for their Confirm

    def turn_ended(self, seat: int, acting: int | str | None) -> None:
        """`seat`'s own move (a click on the table) passed the turn to `acting`; call before follow()."""
        if self.confirms and seat == self.open_seat and isinstance(acting, int) and acting != seat:
            self.confirming = seat

    def follow(self, acting: int | str | None) -> None:
        """Called whenever the state changes (a move, an undo, a load); `acting` may be CHANCE."""
        if self.confirming is not None:
            if acting is not None and acting != self.confirming:
                self.handoff_to = None  # the player looks at their own last move until Confirm
                return
            self.confirming = None  # taken back: it is their turn again (or the game ended)
        if acting is None:
            self.handoff_to = None
        elif acting == CHANCE or acting not in self.humans:  # chance or a computer: no seat's own screen
            self.handoff_to = None
            if self.covers:
                self.open_seat = None
        elif acting == self.last_human or (not self.covers and acting == self.open_seat):
            self.open_seat, self.last_human = acting, acting
            self.handoff_to = None
        elif self.covers:
            self.handoff_to = acting
        else:
            self.open_seat, self.last_human = acting, acting
            self.handoff_to = None

    def confirm_turn(self, acting: int | str | None) -> None:
        """The player whose turn ended confirmed it: the table goes on to `acting`."""
        self.confirming = None
        self.follow(acting)

    def confirm_handoff(self) -> None:
        if self.handoff_to is not None:
            self.open_seat = self.last_human = self.handoff_to
            self.handoff_to = None

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table draws (None: public information only)."""
        return None if self.handoff_to is not None else self.open_seat
