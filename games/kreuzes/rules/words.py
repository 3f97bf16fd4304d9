"""Kreuzes' actions in plain English for the game log (from the state before the action)."""

from __future__ import annotations

from games.core.contract import Action
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.battle import words_of
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import Kit


def _knight(k: Kit, w: KreuzesState, seat: int) -> str:
    return k.config.knights[w.knights[seat].id].name


def _space(k: Kit, space: str) -> str:
    return k.board.spaces[space].name if space in k.board.spaces else space


def describe_own(k: Kit, w: KreuzesState, action: Action) -> str:
    """The words for the seat that takes the action, naming what the log keeps secret: the card
    discarded, the troops chosen for a round of the siege."""
    cards = k.config.cards
    match action:
        case a.SetupDiscard(card=card) if card in cards:
            return f"{_who(k, w)} discards {cards[card].name} before the game."
        case a.Discard(card=card) if card in cards:
            return f"{_who(k, w)} discards {cards[card].name}."
        case a.SiegeAttack(troops=n) if w.siege is not None:
            return f"{_knight(k, w, w.siege.seat)} attacks with {words_of(n, 'troop')} this round, chosen in secret."
        case a.SiegeDefend(troops=n):
            return f"The defender of Jerusalem sends {words_of(n, 'green troop')} this round, chosen in secret."
    return describe(k, w, action)


def _who(k: Kit, w: KreuzesState) -> str:
    seat = w.tasks[0].seat if w.tasks else (w.combat.seat if w.combat else w.turn if w.phase != "setup" else w.actor)
    who = _knight(k, w, seat) if isinstance(seat, int) and seat >= 0 else "The Saracens"
    if w.phase == "setup" and not w.discarded and isinstance(seat, int) and 0 <= seat < len(w.names):
        who += f" ({w.names[seat]})"  # his first line of the game says once who plays him
    return who


def describe(k: Kit, w: KreuzesState, action: Action) -> str:
    who = _who(k, w)
    cards = k.config.cards
    match action:
        case a.SetupDiscard(card=card):
            return f"{who} discards a card before the game."
        case a.SetupDone():
            return f"{who} is ready."
        case a.Step(space=space, card=""):
            return f"{who} takes a free step to {_space(k, space)}."
        case a.Step(space=space, card=card):
            return f"{who} plays {cards[card].name} and moves to {_space(k, space)}."
        case a.MovePirate(space=space):
            return f"{who} moves a pirate ship to {_space(k, space)}."
        case a.MoveArmy(space=space):
            return f"{who} moves a Muslim army to {_space(k, space)}."
        case a.Play(card=card, target=target) if target >= 0:
            return f"{who} plays {cards[card].name} on {_knight(k, w, target)}."
        case a.Play(card=card) if cards[card].is_movement:
            piece = "pirate ship" if cards[card].symbol == "ship" else "Muslim army"
            return f"{who} plays {cards[card].name} to move a {piece} first."
        case a.Play(card=card):
            return f"{who} plays {cards[card].name}."
        case a.Empty():
            return f"{who} uses a purple cube to empty the tower."
        case a.Attack():
            return f"{who} attacks Jerusalem."
        case a.Abdicate():
            return f"{who} abdicates in favour of a successor."
        case a.EndMoves():
            return f"{who} ends his movement."
        case a.Enlist(treasure=n):
            return f"{who} pays {words_of(n, 'treasure')} to enlist {words_of(2 * n, 'troop')}."
        case a.Pray():
            return f"{who} prays: morale +2."
        case a.Plunder():
            return f"{who} attacks the city."
        case a.SkipCity():
            return f"{who} does nothing in the city."
        case a.Discard(card=card):
            return f"{who} discards a card."
        case a.EndDiscards():
            return f"{who} draws cards."
        case a.Commit(troops=n):
            return f"{who} commits {words_of(n, 'troop')}."
        case a.SiegeAttack():
            return f"{_knight(k, w, w.siege.seat) if w.siege else who} chooses his attackers in secret."
        case a.SiegeDefend():
            return "The defender of Jerusalem chooses his green troops in secret."
        case a.GoOn():
            return f"{who} fights on before Jerusalem."
        case a.Halt():
            return f"{who} halts the attack."
        case a.Place(space=space):
            return f"{who} places the beaten knight on {_space(k, space)}."
        case a.Victim(seat=target):
            return f"{who} sends the Saracens against {_knight(k, w, target)}."
        case a.Home(space=space):
            return f"{who} sends the beaten Saracens back to {_space(k, space)}."
        case a.Continent(name=name):
            return f"{who} lets the Plague strike {name.title()}."
        case a.Offensive(space=space):
            return f"{who} places the Saracen Offensive on {_space(k, space)}."
        case a.FromDeck(deck=deck):
            return f"{who} draws the replacement from the {deck} deck."
        case a.Drop() | a.SampledDrop():
            return "The cubes fall through the tower."  # what came out is told once, in the note below
        case a.Emptied():
            return "The tower is shaken."
    return f"{who}: {action.kind}."


TURN_PHASES = {"play": "play Event cards and move", "city": "choose one action in the city",
               "discard": "discard cards and draw new ones"}


def prompt(k: Kit, w: KreuzesState) -> str:
    """The decision owed now, in a few words naming the knight and his player: "Raymond of
    Toulouse (Anna): choose how many green troops defend Jerusalem"; "" when chance decides or the
    game is over."""
    seat = w.tasks[0].seat if w.tasks else w.combat.seat if w.combat is not None else \
        (w.siege.defender if w.siege.step == "defend" else w.siege.seat) if w.siege is not None else \
        w.actor if w.phase == "setup" else w.turn
    if w.winner is not None or w.drop or w.emptying or not 0 <= seat < len(w.knights):
        return ""
    who = _knight(k, w, seat) + (f" ({w.names[seat]})" if seat < len(w.names) and w.names[seat] else "")
    return f"{who}: {_decision(k, w)}"


def _decision(k: Kit, w: KreuzesState) -> str:
    if w.tasks:
        t = w.tasks[0]
        piece = "pirate ship" if t.piece.startswith("pirate") else "army"
        return {
            "place": f"place {_knight(k, w, t.knight)}, beaten at {_space(k, t.space)}, on a space next to it"
            if t.knight >= 0 else f"place the beaten knight on a space next to {_space(k, t.space)}",
            "victim": f"choose which knight on {_space(k, t.space)} the moved Saracens attack",
            "home": f"choose the starting space the beaten {piece} goes back to",
            "plague": "choose the continent the Plague strikes",
            "offensive": "choose a space in Asia for the Saracen Offensive's 3 green troops",
            "replace": "choose the deck that replaces a card played at once",
        }.get(t.kind, "a decision")
    if w.combat is not None:
        return f"commit troops to the combat at {_space(k, w.combat.space)}"
    if w.siege is not None:
        return {"attack": "choose in secret how many troops attack Jerusalem",
                "defend": "choose in secret how many green troops defend Jerusalem",
                }.get(w.siege.step, "fight on at Jerusalem, or halt the attack")
    if w.phase == "setup":
        return "discard cards and draw as many before the game"
    return TURN_PHASES.get(w.phase, "play")
