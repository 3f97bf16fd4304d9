"""The decision panel at the bottom right of the table, without pygame: what the step asks in
words, the steppers (a bid, an amount of Prestige, a revenue taken in part) and the buttons,
each carrying the candidate action it proposes. Most decisions are gestures on the table
(drop a Squire, click an Office or a card); the panel holds the rest, and lists as plain
choices any legal action no gesture covers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games.core.contract import Action
from games.jerusalem.rules import revenues
from games.jerusalem.rules.actions import (
    Bid,
    BuyCard,
    BuyPrestige,
    ChooseOffice,
    Done,
    EndTurn,
    Hire,
    MarshalOrder,
    MoveSquire,
    Pass,
    Peddle,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    Rescue,
    SaveSquire,
    Steal,
    TakeResource,
    TakeRevenue,
)
from games.jerusalem.rules.catalog import Catalog
from games.jerusalem.rules.deploy import hire_price
from games.jerusalem.rules.state import JerusalemState
from games.jerusalem.table.table_model import STEP_WORDS, plural

# Actions the table offers as gestures (drag, drop, click on a piece, a card or an Office).
GESTURE_KINDS = (ChooseOffice, PickCard, Place, PlaceBaron, MoveSquire, PickSquire, SaveSquire, PlayCard, Steal)


@dataclass(frozen=True)
class Button:
    key: str
    label: str
    action: Action | None
    lit: bool  # legal now; an unlit button still proposes its action, so the shell says why not
    icon: str = ""  # an income icon drawn before the label
    forfeit: bool = False  # gives something up for good: it stands apart and asks for a second click
    standing: bool = False  # "for the rest of the round": the table keeps answering the same way
    sets: tuple[str, int] | None = None  # changes the panel instead of acting: (value key, value)


@dataclass(frozen=True)
class Stepper:
    key: str
    label: str
    low: int
    high: int
    icon: str = ""
    start: int = 0  # the value shown before the player touches it

    def value(self, values: dict[str, int]) -> int:
        return min(max(values.get(self.key, self.start), self.low), self.high)


@dataclass
class Panel:
    title: str
    lines: list[str]
    steppers: list[Stepper] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    brief: str = ""  # one short line said instead of `lines` when the panel has no room for them


Describe = Callable[[Action], str]


def _lit(action: Action, legal: list[Action]) -> bool:
    return action in legal


def stepper_range(legal: list[Action], kind: type, attr: str) -> tuple[int, int] | None:
    values = [getattr(a, attr) for a in legal if isinstance(a, kind)]
    return (min(values), max(values)) if values else None


def waiting_panel(cat: Catalog, s: JerusalemState, acting: int | None, names: list[str]) -> Panel:
    if acting is None or s.actor is None:
        best = max((s.floors[seat], s.prestige[seat]) for seat in range(s.players))
        top = [names[seat] for seat in range(s.players) if (s.floors[seat], s.prestige[seat]) == best]
        return Panel("The game is over", [f"Tallest tower: {' and '.join(top)} ({plural(best[0], 'floor')}). "
                                          "Ties go to the most Prestige, then the lower Office."])
    who = names[acting]
    step = STEP_WORDS.get(s.step, s.step)
    if s.step == "auction" and s.auction_office is not None:
        office = cat.cfg.offices[s.auction_office].name
        high = "no bid yet"
        if s.high_bidder is not None:
            high = f"high bid {s.bids[s.high_bidder]} by {names[s.high_bidder]}"
        return Panel(step, [f"{who} is bidding for the {office} ({high})."])
    return Panel(step, [f"Waiting for {who}."])


def decision_panel(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
                   names: list[str], describe: Describe) -> Panel:
    """The panel of the seat to act, with `values` the steppers' current settings."""
    builder = _PANELS.get(s.step)
    panel = builder(cat, s, seat, legal, values, names) if builder else Panel(STEP_WORDS.get(s.step, s.step), [])
    covered = covered_actions(panel, legal)
    rest = [a for a in legal if a not in covered and not isinstance(a, GESTURE_KINDS)]
    for k, action in enumerate(rest):
        panel.buttons.append(Button(f"choice:{k}", describe(action), action, True))
    return panel


def covered_actions(panel: Panel, legal: list[Action]) -> set[Action]:
    """The legal actions the panel's buttons and steppers can produce."""
    out = {b.action for b in panel.buttons if b.action is not None}
    keys = {st.key for st in panel.steppers}
    if "bid" in keys:
        out |= {a for a in legal if isinstance(a, Bid)}
    if "prestige_buy" in keys:
        out |= {a for a in legal if isinstance(a, BuyPrestige)}
    if keys & {"rev_squires", "rev_bezants", "rev_prestige"} or any(b.key == "take" for b in panel.buttons):
        out |= {a for a in legal if isinstance(a, TakeRevenue)}
    return out


def _auction(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
             names: list[str]) -> Panel:
    if s.auction_office is None:
        return Panel("Auction: choose an Office", [
            "Click a lit Office card to put it up for auction.",
            "You then open the bidding: any amount, even 0."])
    office = cat.cfg.offices[s.auction_office]
    panel = Panel(f"Auction: the {office.name}", [])
    gives = f"It brings {plural(office.squires, 'Squire')} each turn."
    if s.high_bidder is None:
        panel.lines.append("Open the bidding: any amount, even 0.")
    else:
        panel.lines.append(f"High bid: {s.bids[s.high_bidder]} by {names[s.high_bidder]}. Raise it or pass.")
    panel.brief = panel.lines[0]
    panel.lines.append(gives)
    span = stepper_range(legal, Bid, "amount")
    if span is not None:
        stepper = Stepper("bid", "Bid", span[0], span[1], "bezant", start=span[0])
        panel.steppers.append(stepper)
        amount = stepper.value(values)
        panel.buttons.append(Button("bid", f"Bid {amount}", Bid(amount), True, "bezant"))
    else:
        panel.lines.append(f"You cannot raise: you have {plural(s.bezants[seat] or 0, 'Bezant')}.")
    panel.buttons.append(Button("pass", "Pass", Pass(), _lit(Pass(), legal)))
    return panel


def _draft(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
           names: list[str]) -> Panel:
    order = s.office_order()
    later = [names[o] for o in order if o != seat and o not in s.drafted]
    rest = f"The others go on to {later[0]}." if later else "The rest go back."
    return Panel("Draft: keep one Action card", ["Click the card you keep in the fan above the city.", rest])


def _deploy(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
            names: list[str]) -> Panel:
    office = cat.cfg.offices[s.offices[seat]] if s.offices[seat] else None
    title = f"Your turn as {office.name}" if office else "Your turn"
    pending = s.turn.pending
    if pending is not None:
        return _pending(cat, s, seat, legal, title)
    panel = Panel(title, ["Drag Squires or your Baron onto lit Areas; click a card to play it."],
                  brief="Drag Squires or your Baron onto lit Areas.")
    price = hire_price(cat, s)
    panel.buttons.append(Button("hire", f"Hire a mercenary ({price})", Hire(), _lit(Hire(), legal), "bezant"))
    peddle = cat.cfg.rules["peddling"]
    panel.buttons.append(Button("peddle", f"Peddle {peddle['squires']} for {peddle['bezants']}", Peddle(),
                                _lit(Peddle(), legal), "squire"))
    if office is not None and office.marshal_moves:
        panel.buttons.append(Button("marshal_move", f"Marshal: move {office.marshal_moves}", MarshalOrder("move"),
                                    _lit(MarshalOrder("move"), legal)))
        panel.buttons.append(Button("marshal_bezant", f"Marshal: +{office.marshal_bezants}", MarshalOrder("bezant"),
                                    _lit(MarshalOrder("bezant"), legal), "bezant"))
    panel.buttons.append(Button("end_turn", "End turn", EndTurn(), _lit(EndTurn(), legal)))
    return panel


def _pending(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], title: str) -> Panel:
    p = s.turn.pending
    assert p is not None
    if p.mode == "peddle":
        return Panel(title, [f"Influence peddling: click {plural(p.left, 'more Squire')} of yours in the city; "
                             "they go back to the supply for a Bezant."])
    if p.mode == "resources":
        panel = Panel(title, [f"+2 Resources: take {plural(p.left, 'more resource')}."])
        for kind, label in (("squire", "Squire"), ("bezant", "Bezant"), ("prestige", "Prestige")):
            action = TakeResource(kind)
            panel.buttons.append(Button(f"take_{kind}", f"+1 {label}", action, _lit(action, legal), kind))
        return panel
    if p.mode == "influence":
        district = cat.cfg.district(p.district).name
        return Panel(title, [f"Overwhelming Influence: drag {plural(p.left, 'Squire')} from the supply pile "
                             f"onto lit Areas of the {district}."])
    if p.mode == "turncoat":
        first = "click one of your Squires in a lit Area." if not p.source else \
            "now click an opponent's Squire in another lit Area."
        return Panel(title, [f"Turncoat: {first}"])
    what = "Marshal's order" if p.mode == "marshal" else "Move 2 Squires"
    where = " (one Area to one other)" if p.mode == "marshal" else ""
    panel = Panel(title, [f"{what}: drag {plural(p.left, 'more Squire')} of yours between lit Areas{where}."])
    panel.buttons.append(Button("done", "Stop moving", Done(), _lit(Done(), legal)))
    return panel


def _tower(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
           names: list[str]) -> Panel:
    return Panel("The Tower of David", ["You hold the Tower: drag one of your Squires out of it onto a lit "
                                        "Area, or leave them there."],
                 buttons=[Button("done", "Leave them", Done(), _lit(Done(), legal))])


def _privilege(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
               names: list[str]) -> Panel:
    done = Button("done", "Decline", Done(), _lit(Done(), legal), forfeit=True)
    if s.step == "academics":
        p = revenues.privilege_of(cat, "academics")
        return Panel("Privilege of the Patriarchy", [
            f"Return {plural(p.squire_cost, 'Squire')} from behind your screen to draw the top Action card "
            "(click the button or the deck)."],
            buttons=[Button("buy_card", "Draw a card", BuyCard(), _lit(BuyCard(), legal)), done])
    if s.step == "materials":
        p = revenues.privilege_of(cat, "materials")
        panel = Panel("Privilege of the Market", [f"Buy up to {p.most} Prestige at {plural(p.price, 'Bezant')} each."])
        span = stepper_range(legal, BuyPrestige, "amount")
        if span is not None:
            stepper = Stepper("prestige_buy", "Prestige", span[0], span[1], "prestige", start=span[1])
            panel.steppers.append(stepper)
            n = stepper.value(values)
            panel.buttons.append(Button("buy_prestige", f"Buy {n} for {n * p.price}", BuyPrestige(n), True,
                                        "prestige"))
        panel.buttons.append(done)
        return panel
    panel = Panel("Privilege of the Nobility", ["Take a Prestige point from another player:",
                                                 "click a button or their name plate."])
    for other in range(s.players):
        if other != seat:
            panel.buttons.append(Button(f"steal:{other}", f"From {names[other]}", Steal(other),
                                        _lit(Steal(other), legal), "prestige"))
    panel.buttons.append(done)
    return panel


def revenue_choice(cat: Catalog, s: JerusalemState, values: dict[str, int]) -> TakeRevenue:
    rev = cat.cfg.areas[s.cursor].revenue
    return TakeRevenue(min(max(values.get("rev_squires", rev.squires), 0), rev.squires),
                       min(max(values.get("rev_bezants", rev.bezants), 0), rev.bezants),
                       min(max(values.get("rev_prestige", rev.prestige), 0), rev.prestige))


def _revenue(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
             names: list[str]) -> Panel:
    area = cat.cfg.areas[s.cursor]
    rev = area.revenue
    if not values.get("rev_less"):
        # Most take it all: the steppers wait behind "Take less…".
        full = TakeRevenue(rev.squires, rev.bezants, rev.prestige)
        panel = Panel("Revenue", [f"You control {area.name}: take its revenue."], brief=f"You control {area.name}.")
        panel.buttons.append(Button("take", "Take it all", full, _lit(full, legal)))
        panel.buttons.append(Button("take_less", "Take less…", None, True, sets=("rev_less", 1)))
    else:
        panel = Panel("Revenue", [f"You control {area.name}: take as much of its revenue as you wish."],
                      brief=f"You control {area.name}.")
        for key, n, icon, label in (("rev_squires", rev.squires, "squire", "Squires"),
                                    ("rev_bezants", rev.bezants, "bezant", "Bezants"),
                                    ("rev_prestige", rev.prestige, "prestige", "Prestige")):
            if n:
                panel.steppers.append(Stepper(key, label, 0, n, icon, start=n))
        choice = revenue_choice(cat, s, values)
        full = (choice.squires, choice.bezants, choice.prestige) == (rev.squires, rev.bezants, rev.prestige)
        panel.buttons.append(Button("take", "Take it all" if full else "Take this", choice, _lit(choice, legal)))
    whole = full_revenue(cat, s, legal)
    if whole is not None:
        panel.buttons.append(Button("take_round", "Take all, rest of round", whole, True,
                                    standing=True))
    return panel


def full_revenue(cat: Catalog, s: JerusalemState, legal: list[Action]) -> TakeRevenue | None:
    """The Area's whole revenue if it may be taken, else the most of it that may."""
    takes = [a for a in legal if isinstance(a, TakeRevenue)]
    if not takes:
        return None
    return max(takes, key=lambda a: (a.squires + a.bezants + a.prestige, a.prestige, a.bezants))


def _event(cat: Catalog, s: JerusalemState, seat: int, legal: list[Action], values: dict[str, int],
           names: list[str]) -> Panel:
    lifted = sum(s.lifted)
    if s.step == "succession":
        panel = Panel("Event: Succession", [f"{plural(lifted, 'Squire')} of yours left the King's Palace.",
                                            "Save some to the Area your Baron blocks?"])
        for action in legal:
            if isinstance(action, Rescue):
                label = f"Save {action.count}" if action.count else "Save none"
                panel.buttons.append(Button(f"rescue:{action.count}", label, action, True, "squire",
                                            forfeit=not action.count))
        return panel
    if s.step == "tax":
        return Panel("Event: Special Tax", [f"{plural(lifted, 'Squire')} of yours are lifted off the Market.",
                                            "Click a lit Area to pay 1 Bezant and keep a Squire there."],
                     buttons=[Button("done", "Pay no more", Done(), _lit(Done(), legal), forfeit=True)])
    return Panel("Event: War", [f"Click a lit opponent's Squire anywhere to remove it ({s.war_left} left, "
                                "at most 2 from each opponent)."],
                 buttons=[Button("done", "Remove no more", Done(), _lit(Done(), legal), forfeit=True)])


_PANELS = {"auction": _auction, "draft": _draft, "deploy": _deploy, "tower": _tower, "academics": _privilege,
           "materials": _privilege, "intrigue": _privilege, "revenue": _revenue, "succession": _event,
           "tax": _event, "war": _event}
