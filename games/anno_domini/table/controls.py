"""The decision panel, without pygame: what the waiting task asks in words and its buttons. The
rules' task stack drives it: the task on top says who decides what. Choices on the board are
clicks and drags (the view lights them); the panel holds the rest, and any legal action that no
gesture reaches gets a plain button of its own, so every decision can be made."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games.anno_domini.rules import actions as a
from games.anno_domini.rules.config import Config
from games.anno_domini.rules.locations import temple_cost
from games.anno_domini.rules.parables import NUMERALS, next_stack
from games.anno_domini.rules.state import AnnoState, Task
from games.anno_domini.rules.words import MARKER_WORDS, ROWS, step_words
from games.anno_domini.table.words import APPRECIATION
from games.core.contract import Action
from games.core.english import plural


@dataclass(frozen=True)
class Button:
    key: str
    label: str
    action: Action | None = None
    command: str = ""  # a choice within the table (which Location a Follower comes from, a marker)
    on: bool = False  # the command's choice is the one in force


@dataclass
class Panel:
    title: str
    lines: list[str]
    buttons: list[Button] = field(default_factory=list)


@dataclass(frozen=True)
class Choice:
    """What the player has half chosen at the table."""

    source: str = ""  # the Location a Follower for the Last Supper comes from
    picked: str = ""  # a Last Supper space whose Follower is being moved or swapped
    marker: str = ""  # the Favor marker being given
    orange: bool = False  # Illumination for the orange Apostle: a seat is to be clicked
    friendly: str = ""  # the colour of the Friendly Follower to place (FRIENDLY_COLOURS)


Names = Callable[[int], str]
Describe = Callable[[Action], str]
CardName = Callable[[str], str]


def decision_panel(cfg: Config, s: AnnoState, seat: int, legal: list[Action], covered: set[Action],
                   choice: Choice, names: Names, card_name: CardName, describe: Describe) -> Panel:
    """`covered`: the legal actions a click or drag on the board makes now."""
    task = s.tasks[-1]
    panel = _build(cfg, s, seat, task, legal, choice, names, card_name)
    have = {b.action for b in panel.buttons} | covered
    for i, x in enumerate(legal):
        if x not in have and x not in (a.SKIP, a.DONE) and not isinstance(x, (a.GiveFavor, a.Illuminate)):
            panel.buttons.append(Button(f"choice:{i}", describe(x), x))
    for x in (a.SKIP, a.DONE):
        if x in legal and x not in {b.action for b in panel.buttons}:
            panel.buttons.append(Button(x.kind, _decline(task) if x == a.SKIP else "Done here", x))
    return panel


def _decline(task: Task) -> str:
    return {"buy": "Buy no Mahane card", "visit": "Visit no Apostle", "offering": "No Offering",
            "swap": "No swap"}.get(task.kind, "Decline")


def _build(cfg: Config, s: AnnoState, seat: int, task: Task, legal: list[Action], choice: Choice,
           names: Names, card_name: CardName) -> Panel:
    kind = task.kind
    if kind == "corner":
        return Panel("Before the game", ["Click a lit corner space of the Last Supper for your first Follower."])
    if kind == "fourth":
        return Panel("Before the game", ["Click the Location (lit) where your fourth Follower goes."])
    if kind == "play":
        return _play(s, seat, legal, choice)
    if kind == "market":
        lines = ["Trade at fixed prices as often as you like, or take a Mahane card for 2 Denarii "
                 "instead of trading (click it on the board)."]
        if s.traded:
            lines = ["Trade on as you like; after trading no Mahane card is sold here."]
        buttons = [Button(f"{x.kind}:{x.resource}", f"{'Sell' if isinstance(x, a.Sell) else 'Buy'} 1 "
                          f"{x.resource.capitalize()}", x) for x in legal if isinstance(x, (a.Sell, a.Buy))]
        return Panel("The Market", lines, buttons + [Button("done", "Leave the Market", a.DONE)])
    if kind == "temple":
        buttons = [Button(f"bump:{x.location}:{x.victim}", f"{x.location.capitalize()}: bump {names(x.victim)}", x)
                   for x in legal if isinstance(x, a.TempleSend) and x.victim >= 0]
        costs = ", ".join(f"{loc.capitalize()} {temple_cost(cfg, loc)}" for loc in ("desert", "mountain", "lake"))
        return Panel("The Temple", [f"Click a lit Location to send a Follower from your Camp ({costs} Denarii). "
                                    "A full Location: bump someone, paying them and 1 to the supply."],
                     buttons + [Button("done", "Leave the Temple", a.DONE)])
    if kind == "fa":
        return _follower_action(cfg, s, seat, task, legal, choice, names)
    if kind == "redistribute":
        left = 3 - task.n
        buttons = [Button(f"discard:{x.card}", f"Discard {card_name(x.card)}", x)
                   for x in legal if isinstance(x, a.DiscardCard)]
        return Panel("Redistribute", ["Drag each card taken up onto a card space, in the order you want."
                                      + (f" You may still discard {plural(left, 'card')}." if left > 0 else "")],
                     buttons)
    if kind == "offering":
        return Panel("An Offering", ["A Follower reached the Last Supper: place an Offering in your Warehouse "
                                     "for free? It stays there and is worth 1 VP at the end."],
                     [Button("take_offering", "Take the Offering", a.TAKE_OFFERING)])
    if kind == "swap":
        lines = ["The white Apostle: click one of your Followers at the Last Supper, then another player's."]
        if choice.picked:
            lines = [f"Now click the Follower to trade places with your one at {choice.picked}."]
        return Panel("Swap places", lines)
    if kind == "visit":
        buttons = [Button(f"visit:{x.row}:{x.apostle}", f"{'Judas' if x.apostle == 'judas' else x.apostle.capitalize()}"
                          f" with the {ROWS[x.row]} space", x) for x in legal if isinstance(x, a.Visit)]
        return Panel("Visit an Apostle", ["A complete set lies in your card spaces. Visit an Apostle with it?"],
                     buttons)
    if kind == "seat_apostle":
        who = "Judas" if task.arg == "judas" else f"The {task.arg} Apostle"
        return Panel("Seat the Apostle", [f"{who}: click a lit seat at the Table.",
                                          f"Then: {APPRECIATION[task.arg]}."])
    if kind == "buy":
        return Panel("Buy a Mahane card?", ["Click the deck or a face-up Mahane card to buy it for 2 Denarii."])
    if kind == "discard":
        extra = len(s.p[seat].hand or ()) - 5
        return Panel("Too many cards", [f"Click {plural(extra, 'card')} in your hand to discard."])
    if kind == "warehouse":
        buttons = [Button(f"drop:{x.resource}", f"Return 1 {x.resource.capitalize()}", x)
                   for x in legal if isinstance(x, a.DropResource)]
        return Panel("A full Warehouse", ["Your Warehouse holds too much: return resources to the supply."], buttons)
    return Panel("A decision", [])


def _play(s: AnnoState, seat: int, legal: list[Action], choice: Choice) -> Panel:
    lines = ["Drag a card from your hand onto one of your three card spaces: its Location acts, "
             "then its follower actions from left to right."]
    if any(isinstance(x, a.ClearSpace) for x in legal):
        lines = ["No card in hand: click a card space to clear it."]
    buttons: list[Button] = []
    illum = [x for x in legal if isinstance(x, a.Illuminate)]
    if illum:
        lines.append("Or use your Illumination once instead: one Apostle's appreciation.")
        for x in illum:
            if x.apostle != "orange":
                name = "Judas" if x.apostle == "judas" else x.apostle.capitalize()
                buttons.append(Button(f"illuminate:{x.apostle}", f"Illumination: {name}", x))
        buttons.append(Button("illuminate:orange", "Illumination: Orange", command="orange", on=choice.orange))
        if choice.orange:
            lines = ["Illumination for the orange Apostle: click the seat whose spaces score."]
    return Panel("Your turn" if s.current == seat else "A decision", lines, buttons)


def _follower_action(cfg: Config, s: AnnoState, seat: int, task: Task, legal: list[Action], choice: Choice,
                     names: Names) -> Panel:
    kind = task.arg
    origin = {"card": "", "reward": " (printed in the space)", "favor": " (a Favor received)",
              "apostle": " (the purple Apostle)"}.get(task.items[0] if task.items else "", "")
    title = step_words(kind, task.n) + origin
    if kind == "parable":
        k = next_stack(s.p[seat].parables)
        words = f"Take the top tile of Parable {NUMERALS[k - 1]}." if k else "You hold all seven Parables."
        return Panel(title, [words], [Button("use", "Listen to the Parable", a.USE)] if a.USE in legal else [])
    if kind in ("go_supper", "invited"):
        srcs = sorted({x.source for x in legal if isinstance(x, a.PlaceFollower)})
        lines = ["Click a lit space at the Last Supper." + (" You pay the row's and the column's goods."
                                                            if kind == "go_supper" else " It costs nothing.")]
        buttons = []
        if len(srcs) > 1:
            lines.append("Your Follower comes from:")
            now = choice.source if choice.source in srcs else srcs[0]
            buttons = [Button(f"source:{f}", f.capitalize(), command=f"source:{f}", on=f == now) for f in srcs]
        elif not srcs:
            lines = ["You have no Follower in a Location to send, or cannot pay for any space."]
        return Panel(title, lines, buttons)
    if kind == "favor":
        if not choice.marker:
            return Panel(title, ["Click one of your Favor markers (on your board) to give it."])
        targets = [x for x in legal if isinstance(x, a.GiveFavor) and x.marker == choice.marker]
        return Panel(title, [f"Give the marker ({MARKER_WORDS[choice.marker]}) to whom? They receive it; you "
                             "draw a 33 A.D. card and move on the Favor track."],
                     [Button(f"give:{x.to}", f"Give to {names(x.to)}", x) for x in targets])
    if kind == "call":
        return Panel(title, ["Click a lit Location: a Follower goes there from your Camp."])
    if kind == "change_places":
        lines = ["Click one of your Followers at the Last Supper, then an empty space."]
        if choice.picked:
            lines = [f"Now click an empty space for your Follower from {choice.picked}."]
        return Panel(title, lines)
    if kind == "mahane":
        return Panel(title, ["Click the Mahane deck or a face-up Mahane card: it is free."])
    if kind == "place_friendly":
        colours = {x.colour for x in legal if isinstance(x, a.PlaceFriendly)}
        if not colours:
            return Panel(title, ["You hold no Friendly Follower to place."])
        first = ("Click a Friendly Follower in your supply (on your board), then an empty space"
                 if len(colours) > 1 and not choice.friendly else "Click a lit empty space at the Last Supper")
        return Panel(title, [first + ": it costs nothing and you draw a 33 A.D. card. Next to Friendly "
                             "Followers of its colour, their group scores 1 VP for each of them."])
    if kind == "move_friendly":
        lines = ["Click a Friendly Follower at the Last Supper, then an empty space. Next to its colour, "
                 "its group scores 1 VP for each of them."]
        if choice.picked:
            lines = [f"Now click an empty space for the Friendly Follower from {choice.picked}."]
        return Panel(title, lines)
    if kind == "sanhedrin":
        return Panel(title, ["The Sanhedrin marker moves one space on."],
                     [Button("use", "Call the Meeting", a.USE)])
    if kind == "redistribute":
        return Panel(title, ["Take up every card in your card spaces and lay them again in any order, "
                             "discarding up to 3."], [Button("use", "Redistribute", a.USE)] if a.USE in legal else [])
    if kind == "denarii":
        return Panel(title, [f"Pay {plural(-task.n, 'Denarius', 'Denarii')} to the supply?"],
                     [Button("use", "Pay", a.USE)] if a.USE in legal else [])
    return Panel(title, [])
