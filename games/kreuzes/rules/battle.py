"""Combats on the map: pirates, armies and loose green troops (pooled), a city's plunder and a
card's Muslim attack. Each follows the rulebook's steps: the defenders are counted, the knight
who fights may play a combat card (Holy Lance, Betrayal) and commits his troops, both drop
together (chance), and only his cubes and the green ones decide (combat.count_drop)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from games.kreuzes.rules.combat import CombatResult, count_drop
from games.kreuzes.rules.cubes import DEFENDERS
from games.kreuzes.rules.state import Combat, KreuzesState, Task, note
from games.kreuzes.rules.supply import (
    Kit,
    add_loose,
    add_morale,
    gain_troops,
    green_box,
    knights_on,
    loose_at,
    muslim_taken,
    right_of,
    set_knight,
)


def words_of(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


COLOUR_WORDS = {"skyblue": "sky blue"}


def tray_words(out: Mapping[str, int] | Iterable[tuple[str, int]]) -> str:
    """Cubes by colour in words: "3 yellow, 2 green" (or "nothing")."""
    pairs = out.items() if isinstance(out, Mapping) else out
    return ", ".join(f"{n} {COLOUR_WORDS.get(c, c)}" for c, n in pairs if n) or "nothing"


# --- who fights what ---


def enemies_at(w: KreuzesState, space: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    pirates = tuple(i for i, s in enumerate(w.pirates) if s == space)
    armies = tuple(i for i, s in enumerate(w.armies) if s == space)
    return pirates, armies, loose_at(w, space)


def saracen_fight(k: Kit, w: KreuzesState, seat: int, space: str, *, moving: bool) -> bool:
    """Start the fight with every enemy on `space` (pooled); False when there is none."""
    pirates, armies, loose = enemies_at(w, space)
    if not (pirates or armies or loose):
        return False
    discs = len(pirates) + len(armies)
    from_box = min(discs * k.number("saracens", "defenders"), green_box(k, w))
    w.loose = tuple((s, n) for s, n in w.loose if s != space)  # the loose troops join the fight
    city = k.board.spaces[space].city
    # "a player who moves onto a space with an army and a city fights the army first, then the city"
    city_after = moving and bool(armies) and city is not None and can_plunder(k, w, seat, city.id) == ""
    w.combat = Combat("saracens", seat, space, from_box + loose, 0, pirates, armies, loose,
                      city=city.id if city_after else "", moving=moving, city_after=city_after)
    what = [words_of(len(pirates), "pirate ship")] if pirates else []
    what += [words_of(len(armies), "Muslim army", "Muslim armies")] if armies else []
    what += [words_of(loose, "green troop")] if loose else []
    note(w, f"{k.config.knights[w.knights[seat].id].name} must fight {' and '.join(what)} on "
            f"{k.board.spaces[space].name}: {words_of(from_box + loose, 'green troop')} in all.")
    return True


def city_defenders(k: Kit, w: KreuzesState, city: str) -> int:
    token = next(t for t in w.tokens if t[0] == city)
    return token[2]


def can_plunder(k: Kit, w: KreuzesState, seat: int, city: str) -> str:
    """Why the knight may not plunder `city` now ("" when he may)."""
    spec = k.config.cities[city]
    knight = w.knights[seat]
    if not any(t[0] == city for t in w.tokens):
        return "That city has been taken."
    if city == "crete" and w.option("cities") != "historical":
        return "Crete may not be attacked (only with the historical list)."
    if spec.faith == "christian" and len(knights_on(w, knight.space)) > 1:
        return "Two knights on one Christian city: neither may plunder it."
    if city == "constantinople" and any(k.config.cards[c].effect == "alejo" for c in knight.kept):
        return "Alejo I forbids attacking Constantinople."
    if spec.faith == "muslim" and muslim_taken(k, knight) >= k.by_size("cities", "muslim_limit", players=w.players):
        return "You have plundered as many Muslim cities as you may."
    if knight.troops < k.number("cities", "minimum", spec.faith):
        return f"You need at least {k.number('cities', 'minimum', spec.faith)} troops to plunder it."
    return ""


def city_fight(k: Kit, w: KreuzesState, seat: int, city: str) -> None:
    spec = k.config.cities[city]
    wanted = city_defenders(k, w, city)
    defenders = min(wanted, green_box(k, w))
    w.combat = Combat("city", seat, w.knights[seat].space, defenders, k.number("cities", "minimum", spec.faith),
                      city=city)
    note(w, f"{spec.name} defends with {words_of(defenders, 'troop')}.")


def event_fight(k: Kit, w: KreuzesState, target: int, card: str, amount: int) -> None:
    defenders = min(amount, green_box(k, w))
    w.combat = Combat("event", target, w.knights[target].space, defenders, 0, card=card)
    note(w, f"{k.config.knights[w.knights[target].id].name} is attacked by {words_of(defenders, 'green troop')}.")


def commit(k: Kit, w: KreuzesState, troops: int) -> None:
    """The knight's troops and the defenders go into the tower's funnel together."""
    c = w.combat
    assert c is not None
    knight = set_knight(w, c.seat, troops=w.knights[c.seat].troops - troops)
    w.combat = replace(c, committed=troops)
    if troops == 0 and c.defenders == 0:
        resolve(k, w, CombatResult(True, 0, 0, 0, 0))
        return
    w.drop = tuple((col, n) for col, n in ((knight.colour, troops), (DEFENDERS, c.defenders)) if n)


def lance(k: Kit, w: KreuzesState) -> None:
    """The Holy Lance wins the combat: no cubes are dropped, nobody loses a troop."""
    c = w.combat
    assert c is not None
    w.combat = replace(c, lance=True, committed=0)
    resolve(k, w, CombatResult(True, 0, 0, 0, 0))


def betrayal(k: Kit, w: KreuzesState, amount: int) -> None:
    c = w.combat
    assert c is not None
    deserters = min(amount, c.defenders)
    loose = min(c.loose, deserters)  # loose troops on the board desert first: they go to the box
    w.combat = replace(c, defenders=c.defenders - deserters, loose=c.loose - loose)
    set_knight(w, c.seat, treasure=w.knights[c.seat].treasure - 2)
    got = gain_troops(k, w, c.seat, amount)
    note(w, f"{words_of(deserters, 'defender')} desert; {words_of(got, 'troop')} join the knight.")


# --- after the drop ---


def settle(k: Kit, w: KreuzesState, colour: str, seat: int, out: dict[str, int]) -> CombatResult:
    """Count the tray for `seat` (colour) and move the knights' cubes: his own back to his card
    on a win, prisoners exchanged for his own colour while his box has them; every other
    knight cube goes to the box (which needs no bookkeeping). Green cubes are the caller's."""
    result = count_drop(colour, out)
    knight = w.knights[seat]
    if result.won:
        set_knight(w, seat, troops=knight.troops + result.back_to_army)
        prisoners = sum(result.prisoners.values())
        if prisoners:
            got = gain_troops(k, w, seat, prisoners)
            note(w, f"{words_of(prisoners, 'prisoner')} exchanged for {words_of(got, 'troop')} of his own.")
    return result


def tell(k: Kit, w: KreuzesState, seat: int, result: CombatResult, out: dict[str, int]) -> None:
    name = k.config.knights[w.knights[seat].id].name
    tray = tray_words(out)
    verdict = "wins" if result.won else "loses"
    back = f", {words_of(result.back_to_army, 'troop')} back to his card" if result.won else ""
    lost = f"{words_of(result.losses, 'troop')} lost" if result.losses else "no troops lost"
    note(w, f"Out of the tower: {tray}. {name} {verdict}: {lost}{back}.")


def after_drop(k: Kit, w: KreuzesState, out: dict[str, int]) -> None:
    c = w.combat
    assert c is not None
    result = settle(k, w, w.knights[c.seat].colour, c.seat, out)
    tell(k, w, c.seat, result, out)
    if not result.won and c.kind == "saracens":
        add_loose(w, c.space, out.get(DEFENDERS, 0))  # (c): they stay on the space, pooled later
    resolve(k, w, result)


def resolve(k: Kit, w: KreuzesState, result: CombatResult) -> None:
    """What follows a combat: pieces sent home, cities taken, morale, a beaten knight placed."""
    c = w.combat
    assert c is not None
    w.combat = None
    name = k.config.knights[w.knights[c.seat].id].name
    if c.kind == "city":
        spec = k.config.cities[c.city]
        if spec.faith == "christian":
            add_morale(k, w, c.seat, k.number("cities", "christian_morale"))
        if result.won:
            token = next(t for t in w.tokens if t[0] == c.city)
            token = (token[0], max(0, token[1]), token[2])  # a view's face-down token counts 0
            w.tokens = tuple(t for t in w.tokens if t[0] != c.city)
            w.taken = w.taken + ((c.city, c.seat, token[1]),)
            knight = w.knights[c.seat]
            set_knight(w, c.seat, cities=knight.cities + (c.city,), treasure=knight.treasure + token[1])
            if spec.faith == "muslim":
                add_morale(k, w, c.seat, k.number("cities", "muslim_morale"))
            note(w, f"{name} takes {spec.name} and its {words_of(token[1], 'treasure')}.")
        return
    if c.kind != "saracens":
        return
    if result.won:
        _send_home(k, w, c)
        if c.city_after and can_plunder(k, w, c.seat, c.city) == "":
            note(w, f"{name} must now attack {k.config.cities[c.city].name}.")
            city_fight(k, w, c.seat, c.city)
        return
    if c.moving:
        w.move = replace(w.move, stopped=True)
    w.tasks = (Task("place", right_of(w, c.seat), knight=c.seat, space=c.space),) + w.tasks


def _send_home(k: Kit, w: KreuzesState, c: Combat) -> None:
    """(b) A beaten pirate ship or army returns to its own starting space; with the choice of
    victory its winner chooses either starting space."""
    for kind, indices, starts in (("pirate", c.pirates, k.board.pirate_starts),
                                  ("army", c.armies, k.board.army_starts)):
        for i in indices:
            if w.option("victory_choice"):
                w.tasks = w.tasks + (Task("home", c.seat, piece=f"{kind}:{i}"),)
            else:
                place_piece(w, kind, i, starts[i])


def place_piece(w: KreuzesState, kind: str, index: int, space: str) -> None:
    if kind == "pirate":
        w.pirates = w.pirates[:index] + (space,) + w.pirates[index + 1:]
    else:
        w.armies = w.armies[:index] + (space,) + w.armies[index + 1:]


def commit_range(k: Kit, w: KreuzesState) -> range:
    c = w.combat
    assert c is not None
    most = min(w.knights[c.seat].troops, k.number("cubes", "handful") - c.defenders)
    return range(c.minimum, most + 1)

