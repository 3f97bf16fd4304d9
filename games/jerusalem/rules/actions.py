"""Jerusalem's atomic decisions. Areas are named by their ids from config/jerusalem/board.yaml.

One action is one thing a player does at the table: drop one Squire on an Area, bid one
amount, pick one card. Cards and abilities that need several gestures (Move 2 Squires, the
Marshal's move, Turncoat, influence peddling) are played first and then finished with
further actions while `state.turn.pending` says what is still owed.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.contract import Action

# --- Phase 1 ---


@dataclass(frozen=True)
class ChooseOffice(Action):
    """The first bidder puts this Office up for auction (and must then open the bidding)."""

    kind = "choose_office"
    office: int


@dataclass(frozen=True)
class Bid(Action):
    kind = "bid"
    amount: int


@dataclass(frozen=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True)
class PickCard(Action):
    """Keep one Action card from the draft and pass the rest on."""

    kind = "pick_card"
    card: str


# --- Phase 2 ---


@dataclass(frozen=True)
class Place(Action):
    """One Squire onto an Area: from behind the screen, or from the supply while an
    Overwhelming Influence card is being played."""

    kind = "place"
    area: str


@dataclass(frozen=True)
class PlaceBaron(Action):
    kind = "place_baron"
    area: str


@dataclass(frozen=True)
class Hire(Action):
    """Buy one mercenary Squire (behind the screen) at the current price."""

    kind = "hire"


@dataclass(frozen=True)
class Peddle(Action):
    """Start influence peddling: three own Squires from the board (PickSquire) for a Bezant."""

    kind = "peddle"


@dataclass(frozen=True)
class PlayCard(Action):
    kind = "play_card"
    card: str


@dataclass(frozen=True)
class MarshalOrder(Action):
    """The Marshal's ability: "move" (then up to two MoveSquire, one Area to one other) or "bezant"."""

    kind = "marshal"
    choice: str


@dataclass(frozen=True)
class MoveSquire(Action):
    """One own Squire from one Area to another (cards, the Marshal, the Tower of David)."""

    kind = "move_squire"
    source: str
    target: str


@dataclass(frozen=True)
class PickSquire(Action):
    """One Squire on the board: own ones for peddling and Turncoat, opponents' for Turncoat and War."""

    kind = "pick_squire"
    seat: int
    area: str


@dataclass(frozen=True)
class TakeResource(Action):
    """One resource of the +2 Resources card: "squire", "bezant" or "prestige"."""

    kind = "take_resource"
    resource: str


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "end_turn"


# --- Phases 3 and 4 ---


@dataclass(frozen=True)
class Done(Action):
    """Stop: decline a privilege or the Tower's move, end a card early, save no more Squires,
    remove no more in the War."""

    kind = "done"


@dataclass(frozen=True)
class BuyCard(Action):
    """Patriarchy privilege: one Squire from behind the screen for the top Action card."""

    kind = "buy_card"


@dataclass(frozen=True)
class BuyPrestige(Action):
    """Market privilege."""

    kind = "buy_prestige"
    amount: int


@dataclass(frozen=True)
class Steal(Action):
    """Nobility privilege: one Prestige from this seat."""

    kind = "steal"
    victim: int


@dataclass(frozen=True)
class TakeRevenue(Action):
    """The revenue of the Area at `state.cursor`, or less of it."""

    kind = "take_revenue"
    squires: int
    bezants: int
    prestige: int


@dataclass(frozen=True)
class Rescue(Action):
    """Succession: move this many of the lifted Palace Squires to one's Baron's Area."""

    kind = "rescue"
    count: int


@dataclass(frozen=True)
class SaveSquire(Action):
    """Special Tax: pay to put one lifted Squire back on this Market Area."""

    kind = "save_squire"
    area: str


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseOffice, Bid, Pass, PickCard, Place, PlaceBaron, Hire, Peddle, PlayCard, MarshalOrder,
    MoveSquire, PickSquire, TakeResource, EndTurn, Done, BuyCard, BuyPrestige, Steal, TakeRevenue,
    Rescue, SaveSquire,
)

# Actions without fields are shared instances (legal_actions builds many lists).
PASS, HIRE, PEDDLE, END_TURN, DONE, BUY_CARD = Pass(), Hire(), Peddle(), EndTurn(), Done(), BuyCard()

