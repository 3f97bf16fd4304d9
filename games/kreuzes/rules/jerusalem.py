"""The battle for Jerusalem: who may attack, the secret choices, the rounds, the retreat, the
Pope's reward, the green troops marching in at the first attack, the idle knight's morale."""

from __future__ import annotations

from dataclasses import replace

from games.kreuzes.rules.battle import settle, tell, words_of
from games.kreuzes.rules.cubes import DEFENDERS
from games.kreuzes.rules.state import KreuzesState, Siege, Task, note
from games.kreuzes.rules.supply import Kit, add_morale, muslim_taken, right_of, set_knight


def may_attack(k: Kit, w: KreuzesState, seat: int) -> str:
    """Why the knight may not attack Jerusalem now ("" when he may)."""
    knight = w.knights[seat]
    if knight.space != k.board.jerusalem:
        return "Only a knight on Jerusalem's space attacks it."
    if w.attacked:
        return "One attack on Jerusalem a turn."
    if knight.morale < k.number("jerusalem", "morale"):
        return f"Attacking Jerusalem needs morale {k.number('jerusalem', 'morale')} or more."
    if knight.troops < k.number("jerusalem", "troops"):
        return f"Attacking Jerusalem needs at least {k.number('jerusalem', 'troops')} troops."
    needed = k.by_size("jerusalem", "cities", players=w.players)
    if muslim_taken(k, knight) < needed:
        return f"Attacking Jerusalem needs {words_of(needed, 'Muslim city', 'Muslim cities')} taken first."
    return ""


def begin(k: Kit, w: KreuzesState, seat: int) -> None:
    name = k.config.knights[w.knights[seat].id].name
    if w.attacks == 0:
        march(k, w)
    w.attacks += 1
    w.attacked = True
    knight = set_knight(w, seat, attacks=w.knights[seat].attacks + 1)
    pope = k.number("jerusalem", "pope")
    rewarded = False
    if w.attacks <= len(pope):
        # never two in one turn: one attack a turn, and each attack is paid once
        reward = pope[w.attacks - 1]
        set_knight(w, seat, treasure=knight.treasure + reward, rewards=knight.rewards + reward)
        rewarded = True
        note(w, f"The Pope rewards the {('first', 'second', 'third')[w.attacks - 1]} attack on Jerusalem: "
                f"{name} receives {words_of(reward, 'treasure')}.")
    defender = right_of(w, seat)
    w.siege = Siege(seat, defender, "attack", rewarded=rewarded)
    note(w, f"{name} attacks Jerusalem; {k.config.knights[w.knights[defender].id].name}'s player defends it.")
    if w.garrison == 0:
        taken(k, w)


def march(k: Kit, w: KreuzesState) -> None:
    """At the first attack every green troop on the board moves 3 spaces toward Jerusalem by the
    shortest route (over the sea too); those that arrive join its garrison."""
    steps = k.number("jerusalem", "march")
    moved: dict[str, int] = {}
    arrived = 0
    for space, n in w.loose:
        where = space
        for _ in range(steps):
            if where == k.board.jerusalem:
                break
            where = k.board.step_toward(where, k.board.jerusalem)
        if where == k.board.jerusalem:
            arrived += n
        else:
            moved[where] = moved.get(where, 0) + n
    w.loose = tuple(sorted(moved.items()))
    if arrived:
        w.garrison += arrived
    note(w, f"The green troops march toward Jerusalem; {words_of(arrived, 'troop')} reach its garrison.")


def attack_range(k: Kit, w: KreuzesState) -> range:
    s = w.siege
    assert s is not None
    least = k.number("jerusalem", "troops")
    return range(least, min(w.knights[s.seat].troops, k.number("cubes", "handful") // 2) + 1)


def defence_range(k: Kit, w: KreuzesState) -> range:
    least = min(k.number("jerusalem", "least_defence"), w.garrison)
    return range(least, min(w.garrison, k.number("cubes", "handful") // 2) + 1)


def choose_attack(k: Kit, w: KreuzesState, troops: int) -> None:
    s = w.siege
    assert s is not None
    w.siege = replace(s, step="defend", attack=troops)


def choose_defence(k: Kit, w: KreuzesState, troops: int) -> None:
    """Both numbers are revealed together and dropped."""
    s = w.siege
    assert s is not None
    w.siege = replace(s, step="drop", defence=troops)
    knight = set_knight(w, s.seat, troops=w.knights[s.seat].troops - s.attack)
    w.garrison -= troops
    note(w, f"Revealed: {words_of(s.attack, 'troop')} attack, {words_of(troops, 'green troop')} defend.")
    w.drop = tuple((c, n) for c, n in ((knight.colour, s.attack), (DEFENDERS, troops)) if n)


def after_drop(k: Kit, w: KreuzesState, out: dict[str, int]) -> None:
    s = w.siege
    assert s is not None
    result = settle(k, w, w.knights[s.seat].colour, s.seat, out)
    tell(k, w, s.seat, result, out)
    green = out.get(DEFENDERS, 0)
    name = k.config.knights[w.knights[s.seat].id].name
    s = replace(s, rounds=s.rounds + 1, attack=-1, defence=-1)
    if not result.won:
        w.garrison += green
        add_morale(k, w, s.seat, k.number("jerusalem", "retreat_morale"))
        w.siege = None
        note(w, f"{name} is beaten back from Jerusalem and loses 2 morale; the defender places his retreat.")
        w.tasks = (Task("place", s.defender, knight=s.seat, space=k.board.jerusalem),) + w.tasks
        return
    if w.option("green_out") == "back":
        w.garrison += green
    if w.garrison == 0:
        w.siege = s
        taken(k, w)
        return
    if w.knights[s.seat].troops <= k.number("jerusalem", "halt_at"):
        w.siege = None
        note(w, f"{name} has {words_of(w.knights[s.seat].troops, 'troop')} left and must break off the attack.")
        return
    w.siege = replace(s, step="go_on")


def go_on(k: Kit, w: KreuzesState) -> None:
    s = w.siege
    assert s is not None
    if w.garrison == 0:
        taken(k, w)
    else:
        w.siege = replace(s, step="attack")


def halt(k: Kit, w: KreuzesState) -> None:
    w.siege = None
    note(w, "The attacker halts; he holds his place before the walls.")


def taken(k: Kit, w: KreuzesState) -> None:
    s = w.siege
    assert s is not None
    w.siege = None
    w.winner = s.seat
    name = k.config.knights[w.knights[s.seat].id].name
    w.end = f"{name} takes Jerusalem: Advocatus Sepulcri Sancti."
    note(w, w.end)


def idle(k: Kit, w: KreuzesState) -> None:
    """The turn's end: a knight on Jerusalem who did not attack loses 2 morale."""
    knight = w.knights[w.turn]
    if knight.space == k.board.jerusalem and not w.attacked:
        add_morale(k, w, w.turn, k.number("jerusalem", "idle_morale"))
        note(w, f"{k.config.knights[knight.id].name} waits before Jerusalem without attacking: morale -2.")
