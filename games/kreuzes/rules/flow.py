"""Who decides next and what they may do; applying one decision; and the play running on by
itself between decisions (Phase 4's draws, the turn's end, the ends of the game).

Legality is one thing, `legal`: `apply` accepts exactly those actions (chance's outcomes are
checked against the tower instead)."""

from __future__ import annotations

from dataclasses import replace

from games.core.contract import CHANCE, Action, IllegalAction
from games.kreuzes.rules import battle, decks, events, jerusalem, movement, setup
from games.kreuzes.rules.actions import (
    Abdicate,
    Attack,
    Commit,
    Continent,
    Discard,
    Drop,
    Emptied,
    Empty,
    EndDiscards,
    EndMoves,
    Enlist,
    FromDeck,
    GoOn,
    Halt,
    Home,
    MoveArmy,
    MovePirate,
    Offensive,
    Place,
    Play,
    Plunder,
    Pray,
    SampledDrop,
    SetupDiscard,
    SetupDone,
    SiegeAttack,
    SiegeDefend,
    SkipCity,
    Step,
    Victim,
)
from games.kreuzes.rules.info import SARACENS
from games.kreuzes.rules.state import KreuzesState, Move, Task, note
from games.kreuzes.rules.supply import Kit, add_morale, gain_troops, green_box, knights_on, set_knight, troop_box
from games.kreuzes.rules.tower import TowerError, after_emptying, after_full, after_sampled


def current(w: KreuzesState) -> int | str | None:
    if w.winner is not None:
        return None
    if w.drop or w.emptying:
        return CHANCE
    if w.tasks:
        return w.tasks[0].seat
    if w.combat is not None:
        return w.combat.seat
    if w.siege is not None:
        return w.siege.defender if w.siege.step == "defend" else w.siege.seat
    return w.actor if w.phase == "setup" else w.turn


# --- what may be done ---


def legal(k: Kit, w: KreuzesState) -> list[Action]:
    if current(w) in (None, CHANCE):
        return []
    if w.tasks:
        return _task_legal(k, w, w.tasks[0])
    if w.combat is not None:
        commits: list[Action] = [Commit(n) for n in battle.commit_range(k, w)]
        return commits + list(events.legal_plays(k, w, w.combat.seat, in_combat=True))
    if w.siege is not None:
        if w.siege.step == "attack":
            return [SiegeAttack(n) for n in jerusalem.attack_range(k, w)]
        if w.siege.step == "defend":
            return [SiegeDefend(n) for n in jerusalem.defence_range(k, w)]
        return [GoOn(), Halt()]
    seat = w.turn
    hand = sorted(set(w.hands[w.actor]))
    if w.phase == "setup":
        return ([SetupDiscard(c) for c in hand] if w.discarded < k.number("setup", "redraw") else []) + [SetupDone()]
    if w.phase == "discard":
        limit = k.number("draws", "discards") if w.option("discards") == "2" else len(w.hands[seat]) + w.discarded
        return ([Discard(c) for c in hand] if w.discarded < limit else []) + [EndDiscards()]
    own: list[Action] = list(events.legal_plays(k, w, seat, in_combat=False))
    knight = w.knights[seat]
    if knight.purple and w.tower.total():
        own.append(Empty())
    if w.phase == "city":
        return _city_legal(k, w, seat) + own
    acts: list[Action] = [*movement.legal_steps(k, w, seat), *movement.legal_symbol_cards(k, w, seat),
                          *movement.legal_symbol_moves(k, w), *own]
    if jerusalem.may_attack(k, w, seat) == "":
        acts.append(Attack())
    if knight.troops == 0 and knight.treasure == 0:
        acts.append(Abdicate())
    if not (w.move.ships or w.move.banners):
        acts.append(EndMoves())
    return acts


def _city_legal(k: Kit, w: KreuzesState, seat: int) -> list[Action]:
    city = city_here(k, w, seat)
    assert city is not None
    acts: list[Action] = []
    knight = w.knights[seat]
    if k.config.cities[city].faith == "christian":
        per = k.number("cities", "troops_per_treasure")
        most = min(k.number("cities", "most_treasure"), knight.treasure, troop_box(k, w, knight.colour) // per)
        acts += [Enlist(n) for n in range(1, most + 1)]
        if knight.morale < k.number("morale", "most"):
            acts.append(Pray())
    if battle.can_plunder(k, w, seat, city) == "":
        acts.append(Plunder())
    return acts + [SkipCity()]


def city_here(k: Kit, w: KreuzesState, seat: int) -> str | None:
    """The untaken city the knight stands on, if any."""
    space = k.board.spaces[w.knights[seat].space]
    if space.city is None or not any(t[0] == space.city.id for t in w.tokens):
        return None
    return space.city.id


def place_spaces(k: Kit, w: KreuzesState, around: str) -> list[str]:
    """Where a beaten or retreating knight may be put: a neighbouring space, not Jerusalem, and
    free of enemies where there is such a space (placing him among them would start a combat)."""
    near = sorted(s for s in k.board.neighbours[around] if s != k.board.jerusalem)
    calm = [s for s in near if not any(battle.enemies_at(w, s)[:2]) and not battle.enemies_at(w, s)[2]]
    return calm or near


def _task_legal(k: Kit, w: KreuzesState, t: Task) -> list[Action]:
    if t.kind == "place":
        return [Place(s) for s in place_spaces(k, w, t.space)]
    if t.kind == "victim":
        return [Victim(s) for s in knights_on(w, t.space)]
    if t.kind == "home":
        starts = k.board.pirate_starts if t.piece.startswith("pirate") else k.board.army_starts
        return [Home(s) for s in sorted(set(starts))]
    if t.kind == "plague":
        return [Continent(c) for c in events.CONTINENTS]
    if t.kind == "offensive":
        return [Offensive(s) for s in events.offensive_spaces(k, w)]
    if t.kind == "replace":
        return [FromDeck(d) for d in decks.replacement_decks(k, w, t.seat)]
    raise AssertionError(t.kind)


# --- doing it ---


def act(k: Kit, w: KreuzesState, action: Action) -> None:
    """Apply one legal action to the working copy `w` (chance's outcomes: see `outcome`)."""
    if w.tasks:
        _task(k, w, action)
        return
    if w.combat is not None:
        if isinstance(action, Commit):
            battle.commit(k, w, action.troops)
        else:
            assert isinstance(action, Play)
            events.play(k, w, w.combat.seat, action)
        return
    if w.siege is not None:
        if isinstance(action, SiegeAttack):
            jerusalem.choose_attack(k, w, action.troops)
        elif isinstance(action, SiegeDefend):
            jerusalem.choose_defence(k, w, action.troops)
        elif isinstance(action, GoOn):
            jerusalem.go_on(k, w)
        else:
            jerusalem.halt(k, w)
        return
    seat = w.turn
    if isinstance(action, SetupDiscard):
        setup.discard(k, w, action.card)
    elif isinstance(action, SetupDone):
        setup.done(k, w)
    elif isinstance(action, Step):
        movement.step(k, w, seat, action)
    elif isinstance(action, (MovePirate, MoveArmy)):
        movement.move_piece(k, w, action)
    elif isinstance(action, Play) and k.config.cards[action.card].is_movement:
        movement.play_for_symbol(k, w, seat, action.card)
    elif isinstance(action, Play):
        events.play(k, w, seat, action)
    elif isinstance(action, Empty):
        set_knight(w, seat, purple=w.knights[seat].purple - 1)
        w.emptying = True
    elif isinstance(action, Attack):
        jerusalem.begin(k, w, seat)
    elif isinstance(action, Abdicate):
        _abdicate(k, w, seat)
    elif isinstance(action, EndMoves):
        w.phase = "city"
    elif isinstance(action, Enlist):
        knight = set_knight(w, seat, treasure=w.knights[seat].treasure - action.treasure)
        got = gain_troops(k, w, seat, action.treasure * k.number("cities", "troops_per_treasure"))
        note(w, f"{got} troops enlist; {knight.treasure} treasure left.")
        w.city_done = True
    elif isinstance(action, Pray):
        add_morale(k, w, seat, k.number("cities", "pray"))
        w.city_done = True
    elif isinstance(action, Plunder):
        w.city_done = True
        city = city_here(k, w, seat)
        assert city is not None
        battle.city_fight(k, w, seat, city)
    elif isinstance(action, SkipCity):
        w.city_done = True
    elif isinstance(action, Discard):
        decks.leave_hand(k, w, seat, action.card)
        decks.to_discard(k, w, action.card)
        w.discarded += 1
    elif isinstance(action, EndDiscards):
        _begin_draws(k, w)


def _task(k: Kit, w: KreuzesState, action: Action) -> None:
    t, w.tasks = w.tasks[0], w.tasks[1:]
    if isinstance(action, Place):
        set_knight(w, t.knight, space=action.space)
        note(w, f"{k.config.knights[w.knights[t.knight].id].name} is placed on {k.board.spaces[action.space].name}.")
    elif isinstance(action, Victim):
        battle.saracen_fight(k, w, action.seat, t.space, moving=False)
    elif isinstance(action, Home):
        kind, index = t.piece.split(":")
        battle.place_piece(w, kind, int(index), action.space)
    elif isinstance(action, Continent):
        events.plague(k, w, action.name, k.config.cards[t.piece].amount)
    elif isinstance(action, Offensive):
        events.offensive(k, w, action.space, k.config.cards[t.piece].amount)
    elif isinstance(action, FromDeck):
        decks.draw_one(k, w, t.seat, action.deck)


def _abdicate(k: Kit, w: KreuzesState, seat: int) -> None:
    """Succession: the event cards are discarded and the knight begins again from his starting
    space with his starting troops (as the box allows), treasure, morale and purple cubes. He
    keeps his Movement cards, the cities he took, his attacks and the Pope's rewards counted."""
    knight = w.knights[seat]
    spec = k.config.knights[knight.id]
    for card in [c for c in w.hands[seat] if not k.config.cards[c].is_movement]:
        decks.take_from_hand(w, seat, card)
        decks.to_discard(k, w, card)
    set_knight(w, seat, space=k.board.knight_starts[knight.id], treasure=spec.treasure, morale=spec.morale,
               purple=int(w.option("purple")))
    gain_troops(k, w, seat, spec.troops)
    w.move = replace(w.move, stopped=True)
    start = k.board.spaces[k.board.knight_starts[knight.id]].name
    note(w, f"{spec.name} abdicates; his successor sets out again from {start}.")


def _begin_draws(k: Kit, w: KreuzesState) -> None:
    w.drawn = decks.plan_draws(k, w, w.turn)
    w.phase = "draw"


def outcome(k: Kit, w: KreuzesState, action: Action) -> None:
    """Chance's outcome: the tower's new contents checked cube by cube, then the combat counted."""
    try:
        if w.emptying:
            if not isinstance(action, Emptied):
                raise IllegalAction("The tower is being emptied: only its emptying can follow.")
            w.tower, out = after_emptying(w.tower, action.out, action.rng_state)
            w.emptying = False
            goes = "cube goes" if sum(out.values()) == 1 else "cubes go"
            note(w, f"The tower is shaken empty: {battle.tray_words(out)} {goes} back to the box.")
            return
        dropped = dict(w.drop)
        if isinstance(action, Drop):
            w.tower, out = after_full(w.tower, dropped, action.out, action.inside, action.rng_state, action.next_id)
        elif isinstance(action, SampledDrop):
            w.tower, out = after_sampled(w.tower, dropped, action.out, action.kept)
        else:
            raise IllegalAction("Cubes are falling: only the drop's outcome can follow.")
    except TowerError as exc:
        raise IllegalAction(str(exc)) from None
    w.drop = ()
    if w.siege is not None:
        jerusalem.after_drop(k, w, out)
    elif w.combat is not None:
        battle.after_drop(k, w, out)
    else:
        note(w, f"Out of the tower: {battle.tray_words(out)}; the rest stays inside.")


# --- running on ---


def advance(k: Kit, w: KreuzesState) -> None:
    """Run everything that needs no decision, up to the next one (or the end)."""
    while True:
        _watch_reserve(k, w)
        if w.winner is not None:
            w.phase = "over"
            w.tasks, w.combat, w.siege, w.drop, w.emptying = (), None, None, (), False
            return
        if w.drop or w.emptying:
            return
        if w.tasks:
            t = w.tasks[0]
            if t.kind == "redraw":
                w.tasks = w.tasks[1:]
                if decks.has_room(k, w, w.turn, t.piece):
                    decks.draw_one(k, w, w.turn, t.piece)
                continue
            if not _task_legal(k, w, t):
                w.tasks = w.tasks[1:]
                continue
            return
        if w.combat is not None or w.siege is not None or w.phase == "setup":
            return
        if w.phase == "play":
            movement.drop_owed_if_stuck(k, w)
            return
        if w.phase == "city":
            if w.city_done or city_here(k, w, w.turn) is None:
                w.phase = "discard"
                continue
            return
        if w.phase == "discard":
            if not w.hands[w.turn]:
                _begin_draws(k, w)
                continue
            return
        if w.phase == "draw":
            if decks.continue_draws(k, w):
                _end_turn(k, w)
            continue
        return


def _end_turn(k: Kit, w: KreuzesState) -> None:
    jerusalem.idle(k, w)
    w.turn = (w.turn + 1) % w.players
    w.actor = w.turn
    if w.turn == setup.first_seat(k, w.knights):
        w.round += 1
    w.phase, w.move, w.city_done, w.discarded, w.drawn, w.attacked = "play", Move(), False, 0, (0, 0), False
    w.spent = (0, 0)


def _watch_reserve(k: Kit, w: KreuzesState) -> None:
    """The end by the reserve: the green troops' box running out a second time (we read "the troop
    reserve" as the Saracens' green reserve; each time it empties counts once)."""
    if w.winner is not None:
        return
    empty = green_box(k, w) <= 0
    if empty and not w.box_was_empty:
        w.exhausted += 1
        note(w, "The box has no green troops left" + (" for the second time." if w.exhausted >= 2 else "."))
        if w.exhausted >= 2:
            w.winner = SARACENS
            w.end = "The Saracens' reserve ran out a second time without Jerusalem taken: the Saracens win."
            note(w, w.end)
    w.box_was_empty = empty
