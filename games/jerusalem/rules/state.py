"""The state of a game of Jerusalem: everything on the table, behind the screens and in the decks.

A table view draws from `rules.view(state, seat)`, a copy of this with other seats' hidden
holdings masked. How to read it:

- Seats are numbered clockwise from 0; every per-seat tuple is indexed by seat.
- Areas are numbered in config/jerusalem/board.yaml's order (`rules.config.areas[i]`); every
  per-Area tuple is indexed by Area. `board[area][seat]` is that seat's Squires in that Area.
- `None` in a per-seat hidden field (`squires`, `bezants`, `hands`) means "behind another
  seat's screen". `tally_squires` and `tally_bezants` are the table's count of each screen:
  every Squire and Bezant that goes behind a screen or comes out of one does so in the open
  (the 12 Bezants of the start, Office income, bids paid, mercenaries at a public price,
  peddling, cards once played, revenues, the Market, Academics, the Special Tax), so an
  attentive player knows each count exactly. A view keeps the tally of every seat; the rules
  keep it equal to the screens (tests/jerusalem/test_tally.py). So with `tally_cards`, how
  many Action cards each screen hides: one drafted a round, those the Academics draw, less
  those played face up; which cards they are stays hidden.
- `HIDDEN` stands for a face-down card in `deck`, `events` and `draft` (the draft is face up
  only for the seat picking and the seat that just passed it the cards).
- `step` says what the game waits for and `actor` who must decide (None once the game is over):
    "auction"     Phase 1: the actor chooses an Office (`auction_office` is None) or bids/passes
    "draft"       Phase 1: the actor picks one Action card from `draft`
    "deploy"      Phase 2: the actor's turn; `pending` is an unfinished card or ability
    "tower"       step 3.1: the Tower of David's controller may move one Squire out of it
    "academics" / "materials" / "intrigue"
                  step 3.2: the Patriarchy, Market or Nobility privilege of the actor
    "revenue"     step 3.3: the actor takes the revenue of Area `cursor` (or less)
    "succession" / "tax" / "war"
                  Phase 4: the actor's share of the round's Event; `lifted` are the actor's
                  Squires lifted off the board and waiting to be saved; in the War the
                  actor's Templar Squires are gone and `war_left` says how many it may strike
    "over"        the game has ended
- `notes` are public lines about what happened automatically after the last action
  (Squires taken at the start of a turn, construction, the King's Gifts, a new Event...),
  for the table's log; `rules.describe` gives the line for the action itself.

States are never changed once `rules.apply` has returned them: every container is a tuple,
and the rules work on a shallow copy. Treat them as read-only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.rng import Rng

HIDDEN = "?"  # a face-down card

# Resource names used by actions and notes.
SQUIRE, BEZANT, PRESTIGE = "squire", "bezant", "prestige"
RESOURCES = (SQUIRE, BEZANT, PRESTIGE)


@dataclass(frozen=True)
class Pending:
    """An unfinished card or ability in the actor's Phase 2 turn.

    mode: "peddle" (return Squires to the supply, three for a Bezant), "move" (the Move 2
    Squires card), "marshal" (the Marshal's move: one Area to one other), "resources" (the
    +2 Resources card), "influence" (an Overwhelming Influence card), "turncoat".
    left: how many Squires (or resources) are still to be moved, placed, picked or taken.
    source/target: for "marshal", the Area pair fixed by the first move; for "turncoat", the
    Area of the own Squire picked first (`source`). Area ids, or "" while not chosen.
    district: for "influence", the card's District id.
    """

    mode: str
    left: int
    source: str = ""
    target: str = ""
    district: str = ""


@dataclass(frozen=True)
class Turn:
    """Bookkeeping of the actor's Phase 2 turn (reset at the start of each turn)."""

    arrived: tuple[int, ...]  # per Area: own Squires that came into it this turn (the Baron's threshold)
    hired: int = 0  # mercenaries hired this turn (the Treasurer's discount covers the first ones)
    peddled: int = 0  # Bezants earned by influence peddling this turn
    mercenary_price: int | None = None  # a Genoese Mercenaries card played this turn
    marshal_used: bool = False
    pending: Pending | None = None


@dataclass
class JerusalemState:
    players: int
    names: tuple[str, ...]
    round: int  # 1..rounds
    step: str
    actor: int | None

    # --- the city ---
    board: tuple[tuple[int, ...], ...]  # board[area][seat]: Squires
    barons: tuple[int | None, ...]  # per seat: the Area index its Baron blocks, None beside the screen
    playable: tuple[bool, ...]  # per Area: open to Squires (the two-player game closes two Districts)

    # --- each seat, in the open ---
    prestige: tuple[int, ...]
    floors: tuple[int, ...]  # castle tower height; the tallest wins
    offices: tuple[int | None, ...]  # Office number held this round, None before it is won
    last_offices: tuple[int | None, ...]  # the previous round's (a tie-break)

    # --- each seat, behind its screen (None in a view: another seat's) ---
    squires: tuple[int | None, ...]
    bezants: tuple[int | None, ...]
    hands: tuple[tuple[str, ...] | None, ...]  # Action card ids, sorted

    # --- each screen as the table has counted it (public: see the module's note) ---
    tally_squires: tuple[int, ...]
    tally_bezants: tuple[int, ...]
    tally_cards: tuple[int, ...]  # how many Action cards, not which

    # --- cards ---
    deck: tuple[str, ...]  # Action cards, top first; all HIDDEN in a view
    discard: tuple[str, ...]  # played Action cards, face up, out of the game
    set_aside: tuple[str, ...]  # two-player game: the cards lying on the closed Districts
    events: tuple[str, ...]  # the Events of the event rounds, in order; HIDDEN until their round
    draft: tuple[str, ...]  # the face-down Action cards of this round's draft still to be picked
    drafted: tuple[int, ...]  # seats that already picked this round, in picking order; the last one
    # passed `draft` on and may still look at it, the earlier ones may not (that would show later picks)

    # --- Phase 1: the auction of one Office ---
    auction_office: int | None  # the Office under the hammer, None while the opener chooses
    bids: tuple[int | None, ...]  # each seat's open bid on it
    high_bidder: int | None
    passed: tuple[bool, ...]  # out of this Office's auction (passed, or already holds an Office)

    # --- Phase 2 ---
    turn: Turn
    palace_barred: tuple[int, ...]  # seats whose Baron may not enter `tallest_barred_area`; fixed as Phase 2 begins

    # --- Phases 3 and 4 ---
    cursor: int  # the Area whose revenue is being taken (step "revenue")
    lifted: tuple[int, ...]  # per Area: the actor's Squires taken off by the Event, not yet saved
    war_left: int  # War: opponents' Squires the actor may still remove
    war_taken: tuple[int, ...]  # War: per seat, Squires the actor has removed from it this turn

    gifts_given: bool  # the King's Gifts of the last round are out (the screens were opened)
    notes: tuple[str, ...]
    rng: Rng = field(compare=False)

    def copy(self) -> JerusalemState:
        """A shallow copy for the rules to rebind fields on (tuples are shared safely). The
        generator is the one mutable part, so the copy gets its own: a card drawn from the copy
        must never change the state it came from."""
        clone = object.__new__(JerusalemState)
        clone.__dict__.update(self.__dict__)
        clone.rng = self.rng.copy()
        return clone

    def office_order(self) -> list[int]:
        """Seats holding an Office, lowest Office first (the turn order of Phases 2 to 4)."""
        return sorted((s for s in range(self.players) if self.offices[s] is not None),
                      key=lambda s: self.offices[s])  # type: ignore[arg-type, return-value]


def office_rank(office: int | None) -> int:
    """Lower wins ties; a seat without an Office loses them."""
    return 99 if office is None else office


def with_item(values: tuple, index: int, value: object) -> tuple:
    """`values` with one item replaced (states hold tuples, never lists)."""
    return values[:index] + (value,) + values[index + 1:]


# --- Changing a working copy (only the rules call these, on a fresh `copy()`). ---


def add_squires(w: JerusalemState, area: int, seat: int, delta: int) -> None:
    row = w.board[area]
    w.board = with_item(w.board, area, with_item(row, seat, row[seat] + delta))


def gain(w: JerusalemState, seat: int, squires: int = 0, bezants: int = 0, prestige: int = 0) -> None:
    """Resources to (or, negative, from) a seat; the supply and the bank never run out.

    Every change of a screen comes through here, and every one is made in the open (a bid
    paid, income, a hired mercenary, a card laid on the discard, a revenue taken...): the
    table's tally moves with the screen, so it stays exact."""
    if squires:
        w.squires = with_item(w.squires, seat, w.squires[seat] + squires)
        w.tally_squires = with_item(w.tally_squires, seat, w.tally_squires[seat] + squires)
    if bezants:
        w.bezants = with_item(w.bezants, seat, w.bezants[seat] + bezants)
        w.tally_bezants = with_item(w.tally_bezants, seat, w.tally_bezants[seat] + bezants)
    if prestige:
        w.prestige = with_item(w.prestige, seat, w.prestige[seat] + prestige)


def set_hand(w: JerusalemState, seat: int, hand: tuple[str, ...]) -> None:
    """The seat's Action cards become `hand`. A card is drafted, drawn or played in the open,
    so the table counts the hand along (`tally_cards`), never seeing which cards it holds."""
    w.hands = with_item(w.hands, seat, hand)
    w.tally_cards = with_item(w.tally_cards, seat, len(hand))


def note(w: JerusalemState, line: str) -> None:
    w.notes = w.notes + (line,)
