"""The solitaire Sanhedrin's Judgment tiles: they lie face down and are turned over when the
marker reaches them. Each clears its Last Supper spaces of the player's Followers (back to the
Camp) and of the Friendly Followers (back to the box), leaving Barabbas's, and seats an Apostle
of its colour in the first free seat it shows, if one of that colour is still waiting.

A seat's view does not know which tile lies where: there a tile is drawn from those not yet
turned over (the search plays on with a tile that could be there)."""

from __future__ import annotations

from games.anno_domini.rules import apostles
from games.anno_domini.rules.config import APOSTLES, Config
from games.anno_domini.rules.state import EMPTY, FRIENDLY, HIDDEN, AnnoState, bar_update, note, update, with_item
from games.core.english import plural


def unrevealed(cfg: Config, s: AnnoState) -> list[str]:
    """The tiles that may still lie face down on the track (two of them are in the box)."""
    assert s.bar is not None
    return [t for t in cfg.solo.tiles if t not in s.bar.revealed]


def reveal(cfg: Config, w: AnnoState, tile_id: str) -> None:
    assert w.bar is not None
    if tile_id == HIDDEN:
        pool = unrevealed(cfg, w)
        tile_id = pool[w.rng.below(len(pool))]
    tile = cfg.solo.tiles[tile_id]
    bar_update(w, revealed=w.bar.revealed + (tile_id,))
    mine = gone = 0
    for i in tile.spaces:
        occupant = w.supper[i]
        if occupant >= 0:
            update(w, occupant, camp=w.p[occupant].camp + 1)
            mine += 1
        elif occupant in FRIENDLY:
            gone += 1
        else:
            continue
        w.supper = with_item(w.supper, i, EMPTY)
    where = ", ".join(cfg.spaces[i].id for i in tile.spaces)
    note(w, f"A solitaire Judgment tile is turned over: it clears spaces {where}; "
            f"{plural(mine, 'Follower')} of {w.names[0]}'s go back to the Camp and "
            f"{plural(gone, 'Friendly Follower')} to the box.")
    if not apostles.left(w, tile.apostle):
        note(w, f"No {tile.apostle} Apostle is left to seat.")
        return
    free = [k for k in tile.seats if not w.table[k]] or [k for k in cfg.apostle_seats if not w.table[k]]
    if not free:
        return
    k = free[0]
    w.table = with_item(w.table, k, tile.apostle)
    i = APOSTLES.index(tile.apostle)
    w.apostles = with_item(w.apostles, i, w.apostles[i] - 1)
    note(w, f"The tile seats a {tile.apostle} Apostle at seat {cfg.seats[k]}.")
    apostles.check_all_seated(w)
