"""The decision panel beside the seat's screen, without pygame: what the moment asks in words,
the steppers (troops to commit, treasure to spend) and the buttons, each with the candidate
action it proposes. Moves on the map and cards are gestures; the panel holds the rest and lists
as plain buttons any legal action no gesture or button covers, so everything is reachable."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games.core.contract import Action
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.state import KreuzesState

# Actions made by gestures on the map or the hand (a drag, a click on a lit space or a card).
GESTURES = (a.Step, a.MovePirate, a.MoveArmy, a.Discard, a.SetupDiscard, a.Place, a.Offensive)


@dataclass(frozen=True)
class Button:
    key: str
    label: str
    action: Action | None
    short: str = ""  # fewer words for a narrow panel, where the label does not fit


@dataclass(frozen=True)
class Stepper:
    """A number the player sets with minus and plus: one of `span`, `start` until touched."""

    key: str
    label: str
    span: range
    start: int

    def value(self, values: dict[str, int]) -> int:
        wanted = values.get(self.key, self.start)
        return wanted if wanted in self.span else self.span[0] if wanted < self.span[0] else self.span[-1]


@dataclass
class Panel:
    """One decision as the panel puts it: a title, lines of words, its steppers and buttons."""

    title: str
    lines: list[str]
    steppers: list[Stepper] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    # The buttons right under the words, the panel's foot left empty: for a choice that comes
    # straight after a button at the foot was pressed (Draw cards, then from which deck), so a
    # second click there, quick or slow, never makes a choice the player did not see.
    raised: bool = False


Names = Callable[[int], str]  # a seat's knight, in words
Describe = Callable[[Action], str]


def _span(legal: list[Action], kind: type, attr: str) -> tuple[int, int] | None:
    values = [getattr(x, attr) for x in legal if isinstance(x, kind)]
    return (min(values), max(values)) if values else None


def _number(panel: Panel, legal: list[Action], values: dict[str, int], kind: type, attr: str, label: str,
            verb: Callable[[int], str], start: Callable[[int, int], int]) -> None:
    span = _span(legal, kind, attr)
    if span is None:
        return
    stepper = Stepper(kind.kind, label, range(span[0], span[1] + 1), start(*span))
    panel.steppers.append(stepper)
    n = stepper.value(values)
    panel.buttons.append(Button(kind.kind, verb(n), kind(n)))


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def decision_panel(s: KreuzesState, seat: int, legal: list[Action], values: dict[str, int], names: Names,
                   space_name: Callable[[str], str], card_name: Callable[[str], str], describe: Describe,
                   chosen: str | None, symbol: Callable[[str], str | None], redraw: int = 3,
                   card_text: Callable[[str], str] | None = None) -> Panel:
    """`symbol(card)`: a Movement card's symbol ("ship", "banner", "none"), None for an Event card
    (a click on a Movement card chooses it to pay a step; played for its ship or banner alone it
    needs a button). `redraw`: the cards the setup lets a knight discard and draw again.
    `card_text(card)`: a card's words, for a decision a card has just asked for (the Plague's)."""
    panel = _build(s, seat, legal, values, names, space_name, card_name, chosen, redraw, card_text)
    covered = {b.action for b in panel.buttons}
    for kind in (a.Commit, a.SiegeAttack, a.SiegeDefend, a.Enlist):
        if any(st.key == kind.kind for st in panel.steppers):
            covered |= {x for x in legal if isinstance(x, kind)}
    plays: dict[str, int] = {}
    for x in legal:
        if isinstance(x, a.Play):
            plays[x.card] = plays.get(x.card, 0) + 1
    for i, x in enumerate(legal):
        if x in covered or isinstance(x, GESTURES):
            continue
        if isinstance(x, a.Play) and plays[x.card] == 1 and symbol(x.card) is None:
            continue  # one click on the card plays it
        mark = symbol(x.card) if isinstance(x, a.Play) else None
        if mark is not None:
            label, short = _symbol_label(card_name(x.card), mark, s.move.stopped)
        else:
            label, short = _short(x, names, card_name, describe), ""
        panel.buttons.append(Button(f"choice:{i}", label, x, short))
    return panel


def _symbol_label(card: str, symbol: str, stopped: bool) -> tuple[str, str]:
    """A Movement card played for its ship or banner alone: what it moves, and, while the knight
    may still move, that the pirate or army goes first (the card's step waits for him); then the
    same in fewer words ("Plains: army first") for a narrow panel."""
    piece = {"ship": "a pirate ship", "banner": "an army"}.get(symbol, "a piece")
    brief = {"ship": "pirate", "banner": "army"}.get(symbol, "piece")
    name = card.split(" (")[0]  # "Plains (banner)": the symbol is said anyway
    if stopped:
        return f"{card}: move {piece}", f"{name}: {brief}"
    return f"{card}: move {piece} first", f"{name}: {brief} first"


def _short(x: Action, names: Names, card_name: Callable[[str], str], describe: Describe) -> str:
    if isinstance(x, a.Play):
        return f"{card_name(x.card)} on {names(x.target)}" if x.target >= 0 else f"Play {card_name(x.card)}"
    if isinstance(x, a.Victim):
        return f"Attack {names(x.seat)}"
    if isinstance(x, a.Continent):
        return x.name.title()
    if isinstance(x, a.FromDeck):
        return f"{x.deck.title()} deck"
    if isinstance(x, a.Home):
        return "Back to its start"
    return describe(x)


def _build(s: KreuzesState, seat: int, legal: list[Action], values: dict[str, int], names: Names,
           space_name: Callable[[str], str], card_name: Callable[[str], str], chosen: str | None,
           redraw: int, card_text: Callable[[str], str] | None = None) -> Panel:
    if s.tasks:
        return _task(s, legal, names, space_name, card_name, card_text)
    if s.combat is not None:
        c = s.combat
        where = space_name(c.space)
        least = f"Commit at least {c.minimum}." if c.minimum else "Commit any number, even none."
        panel = Panel(f"Combat at {where}", [
            f"{plural(c.defenders, 'green troop')} defend. {least}",
            "Drag cubes from your card onto the tower's funnel (or set the number), then drop."])
        # the rules' minimum waits at the funnel from the start; each cube dragged there adds one
        _number(panel, legal, values, a.Commit, "troops", "Troops", lambda n: f"Drop {plural(n, 'troop')}",
                lambda lo, hi: lo)
        return panel
    if s.siege is not None:
        sg = s.siege
        if sg.step == "attack":
            panel = Panel("Battle for Jerusalem", [f"{s.garrison} green troops hold the city.",
                                                   "Choose your attackers in secret (at least 5)."])
            _number(panel, legal, values, a.SiegeAttack, "troops", "Attackers", lambda n: f"Attack with {n}",
                    lambda lo, hi: hi)
            return panel
        if sg.step == "defend":
            panel = Panel("Defend Jerusalem", [f"{names(sg.seat)} attacks; his number stays hidden.",
                                               f"Choose the defenders from the {s.garrison} in the city."])
            _number(panel, legal, values, a.SiegeDefend, "troops", "Defenders", lambda n: f"Defend with {n}",
                    lambda lo, hi: lo)
            return panel
        return Panel("Jerusalem: round won", ["Fight on, or halt the attack (no defeat)."],
                     buttons=[Button("go_on", "Fight on", a.GoOn()), Button("halt", "Halt", a.Halt())])
    if s.phase == "setup":
        left = redraw - s.discarded
        return Panel("Before the game", [f"Click up to {plural(left, 'card')} to discard; you draw as many.",
                                         "Then say you are ready."],
                     buttons=[Button("ready", "Ready", a.SetupDone())])
    if s.phase == "discard":
        return Panel("Phase 3: discards", ["Click cards to discard them,", "then draw your new cards."],
                     buttons=[Button("draw", "Draw cards", a.EndDiscards())])
    if s.phase == "city":
        panel = Panel("Phase 2: the city", ["One action in this city:"])
        _number(panel, legal, values, a.Enlist, "treasure", "Treasure",
                lambda n: f"Enlist {2 * n} for {n}", lambda lo, hi: hi)
        for x, label in ((a.Pray(), "Pray (+2 morale)"), (a.Plunder(), "Plunder"), (a.Empty(), "Empty the tower"),
                         (a.SkipCity(), "Nothing")):
            if x in legal:
                panel.buttons.append(Button(x.kind, label, x))
        return panel
    return _play(s, seat, legal, card_name, chosen)


TERRAIN_WORDS = {"sea": "water", "land": "any land"}  # a free step's terrain as the cards name it


def _play(s: KreuzesState, seat: int, legal: list[Action], card_name: Callable[[str], str],
          chosen: str | None) -> Panel:
    m = s.move
    lines = []
    if m.ships or m.banners:
        owed = " and ".join(x for x in (plural(m.ships, "pirate move") if m.ships else "",
                                        plural(m.banners, "army move") if m.banners else "") if x)
        lines.append(f"Owed: {owed}. Drag a lit ship or army.")
    if any(isinstance(x, a.Step) for x in legal):
        lines.append("Drag your coat of arms to a lit space.")
        lines.append(f"Paying with {card_name(chosen)}." if chosen else "Click a card to choose which pays.")
    elif m.stopped:
        lines.append("Your movement is over this turn.")
        if any(isinstance(x, a.Play) and x.card in s.hands[seat] for x in legal):
            lines.append("A card with a ship or banner may still be played to move a pirate or an army; "
                         "its step is lost.")
    if m.bonus and not m.stopped:
        kinds = ", ".join(TERRAIN_WORDS.get(b, b) for b in m.bonus)
        lines.append(f"{plural(len(m.bonus), 'free step').capitalize()} ({kinds}): a card played first has "
                     "paid for it, so that step spends no card.")
    panel = Panel("Phase 1: your cards", lines or ["Play Event cards, then end the movement."])
    for x, label in ((a.Attack(), "Attack Jerusalem"), (a.Empty(), "Empty the tower"), (a.Abdicate(), "Abdicate"),
                     (a.EndMoves(), "End movement")):
        if x in legal:
            panel.buttons.append(Button(x.kind, label, x))
    return panel


def _task(s: KreuzesState, legal: list[Action], names: Names, space_name: Callable[[str], str],
          card_name: Callable[[str], str], card_text: Callable[[str], str] | None = None) -> Panel:
    t = s.tasks[0]
    if t.kind == "place":
        return Panel("Place a knight", [f"{names(t.knight)} is beaten at {space_name(t.space)}.",
                                        "Click a lit space next to it to put him there."])
    if t.kind == "victim":
        return Panel("Whom do the Saracens attack?", [f"Several knights stand on {space_name(t.space)}."])
    if t.kind == "home":
        return Panel("Choice of victory", ["Click the starting space the beaten piece goes back to."],
                     buttons=[Button(f"home:{x.space}", space_name(x.space), x) for x in legal
                              if isinstance(x, a.Home)])
    if t.kind == "plague":
        # The card has left the hand: its words say what the choice does.
        said = [text] if card_text is not None and (text := card_text(t.piece)) else []
        return Panel("Plague", ["Choose the continent the Plague strikes.", *said])
    if t.kind == "offensive":
        return Panel("Saracen Offensive", ["Click a lit space in Asia for the 3 green troops."])
    if t.kind == "replace":  # asked as the cards are drawn: the press on Draw cards may come twice
        played = f"{card_name(t.piece)} was played at once." if t.piece else "A card was played at once."
        return Panel("A card played at once", [played, "Draw its replacement from which deck?"], raised=True)
    return Panel("A decision", [])


def waiting_panel(s: KreuzesState, acting: int | None, names: Names, end: str) -> Panel:
    if s.winner is not None or acting is None:
        if s.winner is not None:
            return Panel("The game is over", [end] if end else [])
        return Panel("The cubes are falling", ["Everyone watches the tower."])  # chance acts, or its drop plays
    return Panel("Waiting", [f"{names(acting)} is deciding."])
