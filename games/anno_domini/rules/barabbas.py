"""Barabbas's turn in the solitaire game: the card drawn is resolved line by line, top to bottom.

- score: 1 VP for each of his Followers in the named Locations; resources: 1 VP for each Stone,
  Bread and Fish in the player's Warehouse.
- place_two: one Follower from his supply into each of the 2 Locations where he has fewest (ties:
  Desert, then Mountain, then Lake; never more than 3 of his in one); where the Location is full
  one of the player's Followers there goes back to the Camp, unpaid.
- seat: one of his Followers from the Location where he has most (ties in the same order) to the
  first free space of the card's row, searched from the arrow's side, then the rows below, from
  the lowest back to the first. He pays nothing and takes no reward there except Listen to a
  Parable and Meeting of the Sanhedrin.
- parable: the next Parable tile by the normal rule (his own Followers at the Last Supper count).
- friendly: the first Friendly Follower met in that search moves to the first free space met in
  it that lies next to another Friendly Follower of its colour; he scores the group it joined.
- group: he scores the largest group of the black or white Friendly Followers.
- sanhedrin: the Sanhedrin marker one space on (a solitaire Judgment tile there is turned over).
"""

from __future__ import annotations

from collections.abc import Iterator

from games.anno_domini.rules import friendly, parables, sanhedrin
from games.anno_domini.rules.config import FIELDS, FRIENDLY_COLOURS, Config
from games.anno_domini.rules.locations import field_room, per_player
from games.anno_domini.rules.solo_data import Line
from games.anno_domini.rules.state import (
    B_GOODS,
    B_GROUPS,
    B_LOCATIONS,
    B_PARABLES,
    BARABBAS,
    EMPTY,
    FRIENDLY,
    HIDDEN,
    AnnoState,
    add_field,
    bar_score,
    bar_update,
    note,
    update,
    with_item,
)
from games.core.english import plural

NAME = "Barabbas"


def column(s: AnnoState) -> int:
    """His column in `fields`: after the one seat's."""
    return s.players


def his(s: AnnoState, f: int) -> int:
    return s.fields[f][column(s)]


def at_supper(s: AnnoState) -> int:
    return sum(1 for occupant in s.supper if occupant == BARABBAS)


def can_draw(cfg: Config, s: AnnoState, card: str) -> bool:
    """The card may be his next: it lies in his deck, or (in a view, where his deck is hidden) it
    is one of his cards he has not shown since the last shuffle."""
    bar = s.bar
    if bar is None or card not in cfg.solo.cards:
        return False
    if card in bar.deck:
        return True
    return HIDDEN in bar.deck and card not in bar.discard and card not in bar.deck


def search(cfg: Config, row: str, side: str) -> Iterator[int]:
    """The Last Supper's spaces in the order a card's arrow searches them: its row from `side`,
    then each row below in the same direction, from the lowest back to the first."""
    rows = cfg.solo.rows
    start = cfg.solo.row_names.index(row)
    for k in range(len(rows)):
        spaces = rows[(start + k) % len(rows)]
        yield from (spaces if side == "left" else reversed(spaces))


def take_turn(cfg: Config, w: AnnoState, card: str) -> None:
    """Draw `card` (checked by the caller) and resolve it."""
    bar = w.bar
    assert bar is not None
    deck = list(bar.deck)
    deck.remove(card if card in deck else HIDDEN)
    discard = bar.discard + (card,)
    shuffled = not deck
    if shuffled:  # the deck is made again at once, so that the next draw always finds one
        pile = list(discard)
        w.rng.shuffle(pile)
        deck, discard = pile, ()
        if HIDDEN in bar.deck:
            deck = [HIDDEN] * len(pile)  # a view does not know the new order
    bar_update(w, deck=tuple(deck), discard=discard, shown=card)
    if w.all_seated:
        sanhedrin.advance(cfg, w, None)
    for line in cfg.solo.cards[card].lines:
        if w.over:
            return
        LINES[line.kind](cfg, w, line)
    if shuffled:  # told after the card's own lines: it was played before it went back in
        note(w, "Barabbas shuffles his cards into a new deck.")


def _score(cfg: Config, w: AnnoState, line: Line) -> None:
    vp = sum(his(w, FIELDS.index(f)) for f in line.fields)
    bar_score(w, B_LOCATIONS, vp)
    where = " and ".join(f.capitalize() for f in line.fields)
    note(w, f"Barabbas scores {plural(vp, 'VP', 'VP')} for his Followers in the {where}.")


def _resources(cfg: Config, w: AnnoState, line: Line) -> None:
    pl = w.p[0]
    vp = pl.goods()
    bar_score(w, B_GOODS, vp)
    note(w, f"Barabbas scores {plural(vp, 'VP', 'VP')} for the Stones, Bread and Fish in {w.names[0]}'s Warehouse.")


def _place_two(cfg: Config, w: AnnoState, line: Line) -> None:
    limit = per_player(cfg)
    order = sorted((f for f in range(len(FIELDS)) if his(w, f) < limit), key=lambda f: (his(w, f), f))
    placed = 0
    for f in order[:2]:
        assert w.bar is not None
        if w.bar.camp <= 0:
            note(w, "Barabbas has no Follower left to place.")
            break
        where = FIELDS[f].capitalize()
        if field_room(cfg, w, f) <= 0:
            if w.fields[f][0] <= 0:
                continue
            add_field(w, f, 0, -1)
            update(w, 0, camp=w.p[0].camp + 1)
            note(w, f"The {where} is full: one of {w.names[0]}'s Followers goes back to the Camp.")
        add_field(w, f, column(w), 1)
        bar_update(w, camp=w.bar.camp - 1)
        note(w, f"Barabbas places a Follower in the {where}.")
        placed += 1
    if not placed and not order:
        note(w, "Barabbas already has 3 Followers in every Location and places none.")


def _seat(cfg: Config, w: AnnoState, line: Line) -> None:
    counts = [his(w, f) for f in range(len(FIELDS))]
    if not max(counts):
        note(w, "Barabbas has no Follower in the Locations to send to the Last Supper.")
        return
    f = counts.index(max(counts))  # the first of the tied, in Desert, Mountain, Lake order
    target = next((i for i in search(cfg, line.row, line.side) if w.supper[i] == EMPTY), None)
    if target is None:
        note(w, "The Last Supper has no free space for Barabbas.")
        return
    add_field(w, f, column(w), -1)
    w.supper = with_item(w.supper, target, BARABBAS)
    space = cfg.spaces[target]
    note(w, f"Barabbas sends a Follower from the {FIELDS[f].capitalize()} to space {space.id} of the Last Supper.")
    assert w.bar is not None
    if w.bar.camp == 0 and not any(his(w, k) for k in range(len(FIELDS))):
        sanhedrin.finish(cfg, w, "Barabbas has seated his last Follower at the Last Supper")
        return
    reward = cfg.reward(space, w.players)
    if reward is not None and reward.kind == "parable":
        hear(cfg, w)
    elif reward is not None and reward.kind == "sanhedrin":
        note(w, "The space holds a Meeting of the Sanhedrin.")
        sanhedrin.advance(cfg, w, None)


def hear(cfg: Config, w: AnnoState) -> None:
    bar = w.bar
    assert bar is not None
    k = parables.next_stack(bar.parables)
    if k is None or not w.stacks[k - 1] or at_supper(w) < k:
        why = ("has all seven" if k is None else f"finds stack {parables.NUMERALS[k - 1]} empty"
               if not w.stacks[k - 1] else f"needs {plural(k, 'Follower')} at the Last Supper for it")
        note(w, f"Barabbas hears no Parable: he {why}.")
        return
    value = w.stacks[k - 1][0]
    w.stacks = with_item(w.stacks, k - 1, w.stacks[k - 1][1:])
    bar_update(w, parables=bar.parables + (k,))
    bar_score(w, B_PARABLES, value)
    note(w, f"Barabbas hears Parable {parables.NUMERALS[k - 1]} for {plural(value, 'VP', 'VP')}.")


def _parable(cfg: Config, w: AnnoState, line: Line) -> None:
    hear(cfg, w)


def _friendly(cfg: Config, w: AnnoState, line: Line) -> None:
    order = list(search(cfg, line.row, line.side))
    source = next((i for i in order if w.supper[i] in FRIENDLY), None)
    if source is None:
        note(w, "No Friendly Follower is left at the Last Supper for Barabbas to move.")
        return
    occupant = w.supper[source]
    lifted = with_item(w.supper, source, EMPTY)
    target = next((i for i in order if lifted[i] == EMPTY and i != source
                   and any(lifted[k] == occupant for k in cfg.neighbours[i])), None)
    name = friendly.colour_name(w, FRIENDLY.index(occupant))
    if target is None:
        note(w, f"The {name} Friendly Follower at {cfg.spaces[source].id} has no free space beside its colour "
                "and stays.")
        return
    w.supper = with_item(lifted, target, occupant)
    vp = friendly.group(cfg, w.supper, target)
    bar_score(w, B_GROUPS, vp)
    note(w, f"Barabbas moves the {name} Friendly Follower from {cfg.spaces[source].id} to {cfg.spaces[target].id} "
            f"and scores its group for {plural(vp, 'VP', 'VP')}.")


def largest_group(cfg: Config, s: AnnoState, colour: str) -> int:
    occupant = FRIENDLY[FRIENDLY_COLOURS.index(colour)]
    return max((friendly.group(cfg, s.supper, i) for i, o in enumerate(s.supper) if o == occupant), default=0)


def _group(cfg: Config, w: AnnoState, line: Line) -> None:
    vp = largest_group(cfg, w, line.colour)
    bar_score(w, B_GROUPS, vp)
    name = friendly.colour_name(w, FRIENDLY_COLOURS.index(line.colour))
    note(w, f"Barabbas scores the largest group of {name} ({line.colour} on his cards) Friendly Followers: "
            f"{plural(vp, 'VP', 'VP')}.")


def _sanhedrin(cfg: Config, w: AnnoState, line: Line) -> None:
    sanhedrin.advance(cfg, w, None)


LINES = {
    "score": _score, "resources": _resources, "place_two": _place_two, "seat": _seat, "parable": _parable,
    "friendly": _friendly, "group": _group, "sanhedrin": _sanhedrin,
}
