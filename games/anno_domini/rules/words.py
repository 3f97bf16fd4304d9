"""Anno Domini in words: a log line for each action, and why an action cannot be taken now."""

from __future__ import annotations

from games.anno_domini.rules import parables
from games.anno_domini.rules.actions import (
    BarabbasTurn,
    Buy,
    CallFollower,
    ChangePlaces,
    ChooseCorner,
    ClearSpace,
    DiscardCard,
    Done,
    DropResource,
    GiveFavor,
    Illuminate,
    MoveFriendly,
    PlaceFollower,
    PlaceFourth,
    PlaceFriendly,
    PlayCard,
    PutBack,
    SeatApostle,
    Sell,
    Skip,
    Swap,
    TakeMahane,
    TakeOffering,
    TempleSend,
    Use,
    Visit,
)
from games.anno_domini.rules.cards import DECK
from games.anno_domini.rules.config import FRIENDLY_COLOURS, Card, Config
from games.anno_domini.rules.friendly import colour_name
from games.anno_domini.rules.locations import FIELD_INDEX, price, temple_cost
from games.anno_domini.rules.solo_words import card_words
from games.anno_domini.rules.state import BARABBAS, FRIENDLY, AnnoState, Task
from games.anno_domini.rules.supper import cost_words, sources
from games.core.contract import Action
from games.core.english import plural, with_article

ACTION_WORDS = {
    "parable": "Listen to a Parable", "go_supper": "Go to the Last Supper", "invited": "Be Invited to the Last Supper",
    "favor": "Do a Favor", "call": "Call a Follower", "change_places": "Change Places", "market": "Go to the Market",
    "temple": "Go to the Temple", "denarii": "Denarii", "stone": "1 Stone", "bread": "1 Bread", "fish": "1 Fish",
    "redistribute": "Redistribute", "sanhedrin": "Meeting of the Sanhedrin", "mahane": "Draw a Mahane card",
    "ad33": "Draw a 33 A.D. card", "place_friendly": "Place a Friendly Follower",
    "move_friendly": "Move a Friendly Follower",
}
ROWS = ("first", "second", "third")
USE_WORDS = {"parable": "listens to a Parable", "sanhedrin": "calls a Meeting of the Sanhedrin",
             "redistribute": "takes up the played cards to redistribute them"}
DECK_WORDS = {"starting": "Starting", "mahane": "Mahane", "ad33": "33 A.D."}
MARKER_WORDS = {"denarii": "2 Denarii", "goods": "1 Stone, 1 Bread and 1 Fish", "bread": "2 Bread",
                "stone": "2 Stones", "fish": "2 Fish", "call": "Call a Follower", "mahane": "a Mahane card",
                "parable": "Listen to a Parable"}


def denarii(n: int) -> str:
    return plural(n, "Denarius", "Denarii")


def card_name(cfg: Config, card_id: str) -> str:
    card: Card = cfg.cards[card_id]
    steps = ", ".join(step_words(s.kind, s.amount) for s in card.actions)
    return f"the {card.location.capitalize()} {DECK_WORDS[card.deck]} card ({steps})"


def step_words(kind: str, amount: int = 0) -> str:
    if kind == "denarii":
        return f"{'pay ' if amount < 0 else ''}{plural(abs(amount), 'Denarius', 'Denarii')}"
    return ACTION_WORDS[kind]


def describe(cfg: Config, s: AnnoState, action: Action) -> str:
    task = s.tasks[-1] if s.tasks else Task("", 0)
    who = s.names[task.seat]
    if isinstance(action, BarabbasTurn):
        if action.card not in cfg.solo.cards:
            return f"Barabbas draws {action.card}."
        return f"Barabbas draws card {action.card.upper()}: {card_words(cfg, s, action.card)}."
    if isinstance(action, ChooseCorner):
        return f"{who} puts a Follower in corner space {action.space} of the Last Supper."
    if isinstance(action, PlaceFourth):
        return f"{who} puts the fourth Follower in the {action.location.capitalize()}."
    if isinstance(action, PlayCard):
        return f"{who} plays {card_name(cfg, action.card)} into the {ROWS[action.row]} card space."
    if isinstance(action, ClearSpace):
        return f"{who} has no card in hand and clears the {ROWS[action.row]} card space."
    if isinstance(action, Illuminate):
        where = f" for the spaces behind seat {action.seat}" if action.seat else ""
        return f"{who} uses Illumination for the {action.apostle} Apostle's appreciation{where}."
    if isinstance(action, Sell):
        return f"{who} sells 1 {action.resource.capitalize()} for {denarii(price(cfg, action.resource))}."
    if isinstance(action, Buy):
        return f"{who} buys 1 {action.resource.capitalize()} for {denarii(price(cfg, action.resource))}."
    if isinstance(action, TakeMahane):
        what = "the top Mahane card" if action.source == DECK else card_name(cfg, action.source)
        paid = " for 2 Denarii" if task.kind in ("buy", "market") else ""
        return f"{who} takes {what}{paid}."
    if isinstance(action, TempleSend):
        cost = temple_cost(cfg, action.location)
        if action.victim == BARABBAS:
            return (f"{who} sends a Follower to the {action.location.capitalize()}, bumping one of Barabbas's and "
                    f"paying {denarii(cost + 1)} to the supply.")
        if action.victim >= 0:
            return (f"{who} sends a Follower to the {action.location.capitalize()}, bumping one of "
                    f"{s.names[action.victim]}'s and paying them {denarii(cost)} and 1 more to the supply.")
        return f"{who} sends a Follower to the {action.location.capitalize()} for {denarii(cost)}."
    if isinstance(action, Done):
        return f"{who} leaves the {task.kind.capitalize()}."
    if isinstance(action, Skip):
        return f"{who} declines: {skip_words(task)}."
    if isinstance(action, Use):
        return f"{who} {USE_WORDS.get(task.arg, 'pays ' + denarii(-task.n))}."
    if isinstance(action, PlaceFollower):
        space = cfg.space(action.space)
        paid = f", paying {cost_words(space.cost)}" if task.arg == "go_supper" else " as a guest"
        took = ", taking the Friendly Follower there" if s.supper[space.index] in FRIENDLY else ""
        return (f"{who} sends a Follower from the {action.source.capitalize()} to space {action.space} "
                f"of the Last Supper{paid}{took}.")
    if isinstance(action, PlaceFriendly):
        name = colour_name(s, FRIENDLY_COLOURS.index(action.colour)) if action.colour in FRIENDLY_COLOURS else "?"
        return f"{who} places a {name} Friendly Follower at space {action.space}."
    if isinstance(action, MoveFriendly):
        occupant = s.supper[cfg.space(action.source).index] if action.source in cfg.space_index else 0
        name = f"{colour_name(s, FRIENDLY.index(occupant))} " if occupant in FRIENDLY else ""
        return f"{who} moves the {name}Friendly Follower at {action.source} to space {action.target}."
    if isinstance(action, TakeOffering):
        return f"{who} places an Offering in the Warehouse."
    if isinstance(action, CallFollower):
        return f"{who} calls a Follower from the Camp to the {action.location.capitalize()}."
    if isinstance(action, ChangePlaces):
        return f"{who} moves a Follower from space {action.source} to space {action.target}."
    if isinstance(action, GiveFavor):
        return f"{who} does {s.names[action.to]} a Favor: {MARKER_WORDS.get(action.marker, action.marker)}."
    if isinstance(action, PutBack):
        return f"{who} puts {card_name(cfg, action.card)} back in the {ROWS[action.row]} card space."
    if isinstance(action, DiscardCard):
        return f"{who} discards {card_name(cfg, action.card)}."
    if isinstance(action, Visit):
        whom = "Judas" if action.apostle == "judas" else with_article(f"{action.apostle} Apostle")
        return f"{who} visits {whom} with the set in the {ROWS[action.row]} card space."
    if isinstance(action, SeatApostle):
        name = "Judas" if task.arg == "judas" else f"the {task.arg} Apostle"
        return f"{who} seats {name} at seat {action.seat}."
    if isinstance(action, Swap):
        return f"{who} swaps the Follower at {action.mine} with the one at {action.other}."
    if isinstance(action, DropResource):
        return f"{who} returns 1 {action.resource.capitalize()} from the full Warehouse."
    return f"{who}: {type(action).kind}."


def skip_words(task: Task) -> str:
    if task.kind == "fa":
        return step_words(task.arg, task.n)
    return {"offering": "the Offering", "visit": "the Visit to an Apostle", "buy": "buying a Mahane card",
            "swap": "the white Apostle's swap"}.get(task.kind, task.kind)


ASKS = {
    "corner": "choose a corner space of the Last Supper", "fourth": "choose where the fourth Follower goes",
    "play": "play a card or use Illumination", "market": "trade at the Market or leave it",
    "temple": "send Followers from the Camp or leave the Temple", "redistribute": "put the cards back",
    "offering": "take the Offering or decline it", "swap": "choose Followers to swap or decline",
    "visit": "visit an Apostle or decline", "seat_apostle": "choose an empty seat for the Apostle",
    "buy": "buy a Mahane card or decline", "discard": "discard down to 5 cards",
    "warehouse": "return resources until the Warehouse holds them",
}


def explain(cfg: Config, s: AnnoState, action: Action) -> str:
    """Why `action` is not legal now, in words."""
    if s.over or not s.tasks:
        return "The game is over."
    task = s.tasks[-1]
    who = s.names[task.seat]
    if task.kind == "barabbas":
        return "It is Barabbas's turn: his card is drawn first."
    why = _specific(cfg, s, task, action)
    if why:
        return why
    if task.kind == "fa":
        if task.arg == "parable" and isinstance(action, Use):
            return f"{who} cannot hear a Parable now: {who} {parables.why_not(s, task.seat)}."
        return f"Now {who} may use {step_words(task.arg, task.n)}, or decline it."
    return f"Now {who} must {ASKS.get(task.kind, 'decide')}."


def _specific(cfg: Config, s: AnnoState, task: Task, action: Action) -> str:
    """A reason tied to the action's own target, when it fits the step that is waiting."""
    pl = s.p[task.seat]
    who = s.names[task.seat]
    if isinstance(action, PlayCard) and task.kind == "play":
        if action.card not in (pl.hand or ()):
            return f"That card is not in {who}'s hand."
        return "There are only three card spaces."
    if isinstance(action, PlaceFollower) and task.kind == "fa" and task.arg in ("go_supper", "invited"):
        if action.space not in cfg.space_index:
            return "There is no such space at the Last Supper."
        space = cfg.space(action.space)
        if s.supper[space.index] != -1 and s.supper[space.index] not in FRIENDLY:
            return f"Space {action.space} is taken."
        if action.source not in sources(s, task.seat):
            return f"The Follower must come from a Location where {who} has the most Followers."
        return f"{who} cannot pay {cost_words(space.cost)} for space {action.space}."
    if isinstance(action, TempleSend) and task.kind == "temple":
        if pl.camp == 0:
            return f"{who} has no Follower left in the Camp."
        if s.fields[FIELD_INDEX[action.location]][task.seat] >= 3:
            return f"{who} already has 3 Followers in the {action.location.capitalize()}."
        return (f"{who} cannot pay for it, or the {action.location.capitalize()} has a free space (no one is "
                "bumped then), or is full (then someone else's Follower must be bumped).")
    if isinstance(action, (Sell, Buy)) and task.kind == "market":
        if f"{'bought' if isinstance(action, Sell) else 'sold'}:{action.resource}" in task.items:
            done = "bought" if isinstance(action, Sell) else "sold"
            return (f"{who} {done} {action.resource.capitalize()} at this visit to the Market: a trade is not undone "
                    "in the same visit.")
        return (f"{who} has no {action.resource.capitalize()} to sell." if isinstance(action, Sell)
                else f"{who} cannot pay {denarii(price(cfg, action.resource))}.")
    if isinstance(action, TakeMahane) and task.kind == "market" and s.traded:
        return "A Mahane card can be bought at the Market only instead of trading."
    if isinstance(action, ChooseCorner) and task.kind == "corner":
        return "The first Follower goes to a free corner space of the Last Supper (one with the corner mark)."
    if isinstance(action, CallFollower) and task.kind == "fa" and task.arg == "call":
        if pl.camp == 0:
            return f"{who} has no Follower left in the Camp."
        if action.location in FIELD_INDEX and s.fields[FIELD_INDEX[action.location]][task.seat] >= 3:
            return f"{who} already has 3 Followers in the {action.location.capitalize()}."
        return f"The {action.location.capitalize()} has no free space."
    if isinstance(action, (PlaceFriendly, MoveFriendly)) and task.kind == "fa":
        target = action.space if isinstance(action, PlaceFriendly) else action.target
        if target in cfg.space_index and s.supper[cfg.space(target).index] != -1:
            return f"Space {target} is not empty."
        if isinstance(action, PlaceFriendly):
            if action.colour not in FRIENDLY_COLOURS:
                return "Friendly Followers are black or white."
            return f"{who} holds no {colour_name(s, FRIENDLY_COLOURS.index(action.colour))} Friendly Follower."
        return f"No Friendly Follower sits at {action.source}."
    if isinstance(action, Visit) and task.kind == "visit":
        return f"The {ROWS[action.row] if 0 <= action.row < 3 else ''} card space does not hold that set in order."
    if isinstance(action, SeatApostle) and task.kind == "seat_apostle":
        if action.seat in cfg.seat_index and cfg.seat_index[action.seat] in cfg.jesus_seats:
            return "Jesus takes that seat."
        return f"Seat {action.seat} is not an empty seat."
    return ""
