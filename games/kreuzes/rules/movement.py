"""Phase 1's movement: a Movement card per step onto a neighbouring space of its terrain (a Joker
for any), corners and straits included (a strait costs the card of the space it leads to, never
a Water card); Quick March's doubled cards and the step cards' free steps; the ship and banner
symbols that move a pirate ship (sea only) or a Muslim army (land only) one space; and the
combats that entering a space with enemies starts, even when passing through."""

from __future__ import annotations

from dataclasses import replace

from games.kreuzes.rules import battle
from games.kreuzes.rules.actions import MoveArmy, MovePirate, Play, Step
from games.kreuzes.rules.decks import leave_hand, to_discard
from games.kreuzes.rules.state import KreuzesState, Task, note
from games.kreuzes.rules.supply import Kit, knights_on, set_knight


def fits(terrain: str, space_terrain: str) -> bool:
    """A card (or free step) of `terrain` may enter a space of `space_terrain`."""
    if terrain == "joker":
        return True
    if terrain == "land":
        return space_terrain != "sea"
    return terrain == space_terrain


def legal_steps(k: Kit, w: KreuzesState, seat: int) -> list[Step]:
    if w.move.stopped:
        return []
    here = w.knights[seat].space
    cards = [(c, k.config.cards[c].terrain) for c in sorted(set(w.hands[seat])) if k.config.cards[c].is_movement]
    steps = []
    bonus = w.move.bonus
    for space, terrain in k.near[here]:
        if bonus and any(fits(b, terrain) for b in bonus):
            steps.append(Step(space, ""))
        steps += [Step(space, c) for c, kind in cards if kind == terrain or kind == "joker"]
    return steps


def step(k: Kit, w: KreuzesState, seat: int, action: Step) -> None:
    terrain = k.board.spaces[action.space].terrain
    move = w.move
    if action.card:
        spec = k.config.cards[action.card]
        leave_hand(k, w, seat, action.card)
        to_discard(k, w, action.card)
        bonus = move.bonus + ((spec.terrain,) if move.quick else ())
        move = replace(move, bonus=bonus, ships=move.ships + (spec.symbol == "ship"),
                       banners=move.banners + (spec.symbol == "banner"))
    else:
        used = next(b for b in sorted(move.bonus, key=lambda b: b == "joker") if fits(b, terrain))
        bonus = list(move.bonus)
        bonus.remove(used)
        move = replace(move, bonus=tuple(bonus))
    w.move = replace(move, moved=True)
    set_knight(w, seat, space=action.space)
    battle.saracen_fight(k, w, seat, action.space, moving=True)


def legal_symbol_cards(k: Kit, w: KreuzesState, seat: int) -> list[Play]:
    """A Movement card with a ship or banner may be played before the knight moves with it, so the
    pirate or army moves first: its steps wait, banked, for the knight to take."""
    return [Play(c) for c in sorted(set(w.hands[seat])) if k.config.cards[c].is_movement
            and k.config.cards[c].symbol != "none"]


def play_for_symbol(k: Kit, w: KreuzesState, seat: int, card: str) -> None:
    spec = k.config.cards[card]
    leave_hand(k, w, seat, card)
    to_discard(k, w, card)
    move = w.move
    steps = (spec.terrain,) * (2 if move.quick else 1)
    w.move = replace(move, bonus=move.bonus + steps, ships=move.ships + (spec.symbol == "ship"),
                     banners=move.banners + (spec.symbol == "banner"))


def legal_symbol_moves(k: Kit, w: KreuzesState) -> list[MovePirate | MoveArmy]:
    moves: list[MovePirate | MoveArmy] = []
    if w.move.ships:
        moves += [MovePirate(i, s) for i, here in enumerate(w.pirates)
                  for s in sorted(k.board.neighbours[here]) if k.board.spaces[s].is_sea]
    if w.move.banners:
        moves += [MoveArmy(i, s) for i, here in enumerate(w.armies)
                  for s in sorted(k.board.neighbours[here]) if k.board.spaces[s].is_land and s != k.board.jerusalem]
    return moves


def owes_symbol_moves(k: Kit, w: KreuzesState) -> bool:
    return bool(legal_symbol_moves(k, w))


def move_piece(k: Kit, w: KreuzesState, action: MovePirate | MoveArmy) -> None:
    """A pirate ship or an army one space on; knights there are attacked (the mover chooses one)."""
    if isinstance(action, MovePirate):
        w.pirates = w.pirates[:action.index] + (action.space,) + w.pirates[action.index + 1:]
        w.move = replace(w.move, ships=w.move.ships - 1)
        piece = f"pirate:{action.index}"
    else:
        w.armies = w.armies[:action.index] + (action.space,) + w.armies[action.index + 1:]
        w.move = replace(w.move, banners=w.move.banners - 1)
        piece = f"army:{action.index}"
    there = knights_on(w, action.space)
    if len(there) == 1:
        battle.saracen_fight(k, w, there[0], action.space, moving=False)
    elif there:
        note(w, "Several knights stand there: the mover chooses whom the Saracens attack.")
        w.tasks = w.tasks + (Task("victim", w.turn, space=action.space, piece=piece),)


def drop_owed_if_stuck(k: Kit, w: KreuzesState) -> None:
    """A symbol whose pieces have nowhere to go is not owed."""
    if w.move.ships and not any(isinstance(m, MovePirate) for m in legal_symbol_moves(k, w)):
        w.move = replace(w.move, ships=0)
    if w.move.banners and not any(isinstance(m, MoveArmy) for m in legal_symbol_moves(k, w)):
        w.move = replace(w.move, banners=0)
