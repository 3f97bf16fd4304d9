"""Anno Domini's atomic decisions. Cards by id, Last Supper spaces and Table seats by their ids
in config/anno_domini/board.yaml, Locations and resources by name, card spaces 0 to 2.
Where the rulebook lets a player decline, `Skip` declines; `Done` ends a Market or Temple visit."""

from __future__ import annotations

from dataclasses import dataclass

from games.core.contract import Action


@dataclass(frozen=True)
class ChooseCorner(Action):
    """Setup: one's first Follower to this corner space of the Last Supper."""

    kind = "choose_corner"
    space: str


@dataclass(frozen=True)
class PlaceFourth(Action):
    """Setup: one's fourth Follower to this Location (desert, mountain or lake)."""

    kind = "place_fourth"
    location: str


@dataclass(frozen=True)
class PlayCard(Action):
    kind = "play_card"
    card: str
    row: int


@dataclass(frozen=True)
class ClearSpace(Action):
    """With no card in hand (every card lies in the card spaces), take the cards of card space
    `row` off the board to their discard piles instead of playing a card."""

    kind = "clear_space"
    row: int


@dataclass(frozen=True)
class Illuminate(Action):
    """Use the Illumination tile instead of playing a card: one Apostle's appreciation
    (purple, orange, white or judas); for orange, the seat whose spaces score."""

    kind = "illuminate"
    apostle: str
    seat: str = ""


@dataclass(frozen=True)
class Sell(Action):
    kind = "sell"
    resource: str


@dataclass(frozen=True)
class Buy(Action):
    kind = "buy"
    resource: str


@dataclass(frozen=True)
class TakeMahane(Action):
    """A Mahane card: "deck" (the top card, unseen) or a face-up card's id. Paid at the Market
    and in Step 3, free from a follower action or a Favor."""

    kind = "take_mahane"
    source: str


@dataclass(frozen=True)
class TempleSend(Action):
    """One Follower from the Camp to this Location; `victim` is the seat whose Follower is
    bumped when the Location is full (-1 when a space is free)."""

    kind = "temple_send"
    location: str
    victim: int = -1


@dataclass(frozen=True)
class Done(Action):
    kind = "done"


@dataclass(frozen=True)
class Skip(Action):
    """Decline: a follower action, a reward, the Offering, a Visit, the Mahane purchase."""

    kind = "skip"


@dataclass(frozen=True)
class Use(Action):
    """Take a follower action that needs no further choice (a Parable, a Meeting of the
    Sanhedrin from a card, paying Denarii, starting a Redistribute)."""

    kind = "use"


@dataclass(frozen=True)
class PlaceFollower(Action):
    """Go to (or Be Invited to) the Last Supper: a Follower from `source` (a Location where one
    has the most) to the empty `space`."""

    kind = "place_follower"
    space: str
    source: str


@dataclass(frozen=True)
class TakeOffering(Action):
    kind = "take_offering"


@dataclass(frozen=True)
class CallFollower(Action):
    kind = "call_follower"
    location: str


@dataclass(frozen=True)
class ChangePlaces(Action):
    kind = "change_places"
    source: str
    target: str


@dataclass(frozen=True)
class GiveFavor(Action):
    kind = "give_favor"
    marker: str
    to: int


@dataclass(frozen=True)
class PutBack(Action):
    """Redistribute: this card back on top of card space `row`."""

    kind = "put_back"
    card: str
    row: int


@dataclass(frozen=True)
class DiscardCard(Action):
    """Discard this card: from the cards being redistributed, or from a hand over 5."""

    kind = "discard_card"
    card: str


@dataclass(frozen=True)
class Visit(Action):
    """Visit an Apostle with the complete set in card space `row`: seat one of `apostle`
    (purple, orange, white or judas; a colour with none left scores its points only)."""

    kind = "visit"
    row: int
    apostle: str


@dataclass(frozen=True)
class SeatApostle(Action):
    kind = "seat_apostle"
    seat: str


@dataclass(frozen=True)
class Swap(Action):
    """The white Apostle's appreciation: own Follower at `mine` and another's at `other` trade places."""

    kind = "swap"
    mine: str
    other: str


@dataclass(frozen=True)
class DropResource(Action):
    """End of turn: one Stone, Bread or Fish back to the supply (the Warehouse is over full)."""

    kind = "drop_resource"
    resource: str


@dataclass(frozen=True)
class PlaceFriendly(Action):
    """The 1-2 player games: a Friendly Follower of `colour` (black or white) from one's supply
    to the empty Last Supper space `space`, for free."""

    kind = "place_friendly"
    colour: str
    space: str


@dataclass(frozen=True)
class MoveFriendly(Action):
    """The 1-2 player games: the Friendly Follower at `source` to the empty space `target`."""

    kind = "move_friendly"
    source: str
    target: str


@dataclass(frozen=True)
class BarabbasTurn(Action):
    """The solitaire game's outcome of chance: Barabbas draws `card` (the top card of his deck)
    and resolves it. Self-contained: the card names everything his turn does."""

    kind = "barabbas_turn"
    card: str


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseCorner, PlaceFourth, PlayCard, ClearSpace, Illuminate, Sell, Buy, TakeMahane, TempleSend, Done, Skip, Use,
    PlaceFollower, TakeOffering, CallFollower, ChangePlaces, GiveFavor, PutBack, DiscardCard, Visit,
    SeatApostle, Swap, DropResource, PlaceFriendly, MoveFriendly, BarabbasTurn,
)

DONE, SKIP, USE, TAKE_OFFERING = Done(), Skip(), Use(), TakeOffering()
