"""The Event cards: when each may be played, and what it does (config/kreuzes/cards.yaml names
each card's `effect`, `amount` and `timing`)."""

from __future__ import annotations

from dataclasses import replace

from games.kreuzes.rules import battle
from games.kreuzes.rules.actions import Play
from games.kreuzes.rules.decks import leave_hand, spend
from games.kreuzes.rules.state import KreuzesState, Task, note
from games.kreuzes.rules.supply import Kit, add_loose, add_morale, gain_troops, green_box, knights_on, set_knight

CONTINENTS = ("europe", "asia", "africa")
MUSLIM_LANDS = ("asia", "africa")


def in_muslim_lands(k: Kit, space: str) -> bool:
    """Kerbogha, Kilij Arslan and their like reach a knight only on the land of Asia or Africa
    (never in Europe, at sea, on Crete or on Cyprus: islands belong to no continent)."""
    return k.board.spaces[space].continent in MUSLIM_LANDS


def legal_plays(k: Kit, w: KreuzesState, seat: int, *, in_combat: bool) -> list[Play]:
    """The Event cards `seat` may play now: in a combat he fights (`in_combat`), or on his turn."""
    plays: list[Play] = []
    knight = w.knights[seat]
    for card in sorted(set(w.hands[seat])):
        spec = k.config.cards[card]
        if spec.is_movement or spec.immediate:
            continue
        if in_combat:
            if spec.timing not in ("combat", "any_time"):
                continue
            c = w.combat
            assert c is not None
            if spec.effect == "betrayal" and not (c.defenders > 0 and knight.treasure >= 2):
                continue
        elif spec.timing not in ("own_turn", "any_time"):
            continue
        if spec.effect == "alejo" and not any(t[0] == "constantinople" for t in w.tokens):
            continue
        if spec.effect == "el_cid" and knight.space not in k.board.el_cid:
            continue
        if spec.effect == "morale" and knight.morale >= k.number("morale", "most"):
            continue
        if spec.effect == "muslim_attack":
            plays += [Play(card, t) for t, other in enumerate(w.knights)
                      if t != seat and in_muslim_lands(k, other.space)]
            continue
        plays.append(Play(card))
    return plays


def play(k: Kit, w: KreuzesState, seat: int, action: Play) -> None:
    spec = k.config.cards[action.card]
    leave_hand(k, w, seat, action.card)
    if spec.effect == "alejo":
        knight = w.knights[seat]
        set_knight(w, seat, kept=knight.kept + (action.card,))
    else:
        spend(k, w, action.card)
    effect, amount = spec.effect, spec.amount
    if effect in ("troops", "alejo", "el_cid"):
        got = gain_troops(k, w, seat, amount)
        if got < amount:
            note(w, f"The box holds only {got} of the {amount} troops.")
    elif effect == "treasure":
        set_knight(w, seat, treasure=w.knights[seat].treasure + amount)
    elif effect == "morale":
        add_morale(k, w, seat, amount)
    elif effect == "quick_march":
        w.move = replace(w.move, quick=True)
    elif effect == "step":
        w.move = replace(w.move, bonus=w.move.bonus + (spec.terrain,))
    elif effect == "muslim_attack":
        battle.event_fight(k, w, action.target, action.card, amount)
    elif effect == "lance":
        battle.lance(k, w)
    elif effect == "betrayal":
        battle.betrayal(k, w, amount)


def immediate(k: Kit, w: KreuzesState, seat: int, card: str) -> None:
    """A play-immediately card drawn in Phase 4: played at once, then discarded. One that cannot
    be played ends the game: the Saracens win."""
    spec = k.config.cards[card]
    name = k.config.knights[w.knights[seat].id].name
    note(w, f"{name} draws {spec.name}, which is played at once.")
    spend(k, w, card)
    if spec.effect in ("offensive", "reinforce") and green_box(k, w) < spec.amount:
        w.winner = "saracens"
        w.end = f"{spec.name} must be played but the box holds fewer than {spec.amount} green troops: the Saracens win."
        note(w, w.end)
        return
    if spec.effect == "reinforce":
        w.garrison += spec.amount
        note(w, f"{spec.amount} green troops join Jerusalem's garrison ({w.garrison} now).")
    elif spec.effect == "lose_troops":
        lost = min(spec.amount, w.knights[seat].troops)
        set_knight(w, seat, troops=w.knights[seat].troops - lost)
        note(w, f"{name} loses {lost} troop{'s' if lost != 1 else ''}.")
    elif spec.effect == "plague":
        w.tasks = w.tasks + (Task("plague", seat, piece=card),)
    elif spec.effect == "offensive":
        w.tasks = w.tasks + (Task("offensive", seat, piece=card),)


def plague(k: Kit, w: KreuzesState, continent: str, amount: int) -> None:
    struck = [s for s, kn in enumerate(w.knights) if k.board.spaces[kn.space].continent == continent]
    for s in struck:
        lost = min(amount, w.knights[s].troops)
        set_knight(w, s, troops=w.knights[s].troops - lost)
        note(w, f"The Plague costs {k.config.knights[w.knights[s].id].name} {lost} troop{'s' if lost != 1 else ''}.")
    if not struck:
        note(w, f"The Plague strikes {continent.title()}, where no knight stands.")


def offensive_spaces(k: Kit, w: KreuzesState) -> list[str]:
    """Land spaces of Asia without a knight, never Jerusalem."""
    return [s.id for s in k.board.spaces.values()
            if s.continent == "asia" and s.is_land and s.id != k.board.jerusalem and not knights_on(w, s.id)]


def offensive(k: Kit, w: KreuzesState, space: str, amount: int) -> None:
    add_loose(w, space, amount)
    note(w, f"{amount} green troops take {k.board.spaces[space].name}.")
