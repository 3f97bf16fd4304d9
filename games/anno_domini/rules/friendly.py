"""The Friendly Followers of the 1-2 player games: taken into one's supply by sending a Follower
to their space, placed again from the supply (for free, drawing a 33 A.D. card) or moved on the
Last Supper; a placed or moved one next to its own colour scores its group, 1 VP per Friendly
Follower of that colour joined to it orthogonally."""

from __future__ import annotations

from games.anno_domini.rules import cards
from games.anno_domini.rules.actions import MoveFriendly, PlaceFriendly
from games.anno_domini.rules.config import FRIENDLY_COLOURS, Config
from games.anno_domini.rules.state import (
    EMPTY,
    FRIENDLY,
    FRIENDLY_GROUPS,
    AnnoState,
    friendly_colour,
    note,
    score,
    with_item,
)
from games.core.contract import Action
from games.core.english import plural


def group(cfg: Config, supper: tuple[int, ...], index: int) -> int:
    """How many Friendly Followers of the one at `index`'s colour are joined to it orthogonally,
    itself included."""
    occupant = supper[index]
    seen = {index}
    todo = [index]
    while todo:
        for k in cfg.neighbours[todo.pop()]:
            if k not in seen and supper[k] == occupant:
                seen.add(k)
                todo.append(k)
    return len(seen)


def joins(cfg: Config, supper: tuple[int, ...], index: int, occupant: int) -> bool:
    """A Friendly Follower set down at `index` lies next to one of its own colour."""
    return any(supper[k] == occupant for k in cfg.neighbours[index])


def gain_if_placed(cfg: Config, supper: tuple[int, ...], index: int, occupant: int) -> int:
    """The VP its group would score if a Friendly Follower `occupant` were set down at `index`."""
    if not joins(cfg, supper, index, occupant):
        return 0
    return group(cfg, with_item(supper, index, occupant), index)


def colour_name(s: AnnoState, colour: int) -> str:
    """The colour a Friendly Follower shows at this table ("green"), by FRIENDLY_COLOURS index."""
    return s.friendly_names[colour] if s.friendly_names else FRIENDLY_COLOURS[colour]


def held(s: AnnoState, seat: int) -> int:
    return sum(s.friendly[seat]) if s.friendly else 0


def placements(cfg: Config, s: AnnoState, seat: int) -> list[Action]:
    if not held(s, seat):
        return []
    empty = [sp.id for sp in cfg.spaces if s.supper[sp.index] == EMPTY]
    return [PlaceFriendly(colour, sid) for c, colour in enumerate(FRIENDLY_COLOURS) if s.friendly[seat][c]
            for sid in empty]


def moves(cfg: Config, s: AnnoState) -> list[Action]:
    sources = [sp.id for sp in cfg.spaces if s.supper[sp.index] in FRIENDLY]
    empty = [sp.id for sp in cfg.spaces if s.supper[sp.index] == EMPTY]
    return [MoveFriendly(src, target) for src in sources for target in empty]


def _set_supply(w: AnnoState, seat: int, colour: int, delta: int) -> None:
    mine = w.friendly[seat]
    w.friendly = with_item(w.friendly, seat, with_item(mine, colour, mine[colour] + delta))


def take(w: AnnoState, seat: int, index: int) -> None:
    """A Follower sent to a Friendly Follower's space: that one goes to the sender's supply."""
    colour = friendly_colour(w.supper[index])
    _set_supply(w, seat, colour, 1)
    note(w, f"{w.names[seat]} takes the {colour_name(w, colour)} Friendly Follower there into their supply "
            "(no reward for that space).")


def _score(cfg: Config, w: AnnoState, seat: int, index: int) -> None:
    """The log's line for a placed or moved one says what it scored (the move itself is said by
    the action's own words)."""
    if joins(cfg, w.supper, index, w.supper[index]):
        vp = group(cfg, w.supper, index)
        score(w, seat, FRIENDLY_GROUPS, vp)
        note(w, f"{w.names[seat]} scores the group of {colour_name(w, friendly_colour(w.supper[index]))} Friendly "
                f"Followers for {plural(vp, 'VP', 'VP')}.")


def place(cfg: Config, w: AnnoState, seat: int, action: PlaceFriendly) -> None:
    colour = FRIENDLY_COLOURS.index(action.colour)
    index = cfg.space(action.space).index
    _set_supply(w, seat, colour, -1)
    w.supper = with_item(w.supper, index, FRIENDLY[colour])
    _score(cfg, w, seat, index)
    if cards.draw_ad33(w, seat):
        note(w, f"{w.names[seat]} draws a 33 A.D. card.")


def move(cfg: Config, w: AnnoState, seat: int, action: MoveFriendly) -> None:
    source, target = cfg.space(action.source).index, cfg.space(action.target).index
    occupant = w.supper[source]
    w.supper = with_item(with_item(w.supper, source, EMPTY), target, occupant)
    _score(cfg, w, seat, target)
