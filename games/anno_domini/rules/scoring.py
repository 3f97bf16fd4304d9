"""Points at the Last Supper (the orange Apostle's appreciation and the end of the game) and the
end of game VP: Parables collected, Followers at the Last Supper, Offerings, Illumination."""

from __future__ import annotations

from games.anno_domini.rules.config import Config
from games.anno_domini.rules.state import BARABBAS, AnnoState
from games.anno_domini.rules.towns import SAMARIA


def spot_value(base: int, depth: int) -> int:
    """VP of a Follower `depth` spaces behind a seat worth `base` right behind it: 1 less per
    space further back (Judas's penalty, negative, shrinks the same way)."""
    return base - depth if base > 0 else base + depth


def behind(cfg: Config, w: AnnoState, seat_index: int, kind: str) -> list[tuple[int, int]]:
    """(player seat, VP) for each Follower in the spaces behind a Table seat (its corner too)
    scored as if `kind` sat there ("jesus" or an Apostle)."""
    base = cfg.board["apostles"]["behind"][kind]
    out = []
    for i in cfg.lines[seat_index]:
        occupant = w.supper[i]
        if occupant >= 0:
            out.append((occupant, spot_value(base, cfg.spaces[i].depth)))
    return out


def followers_points(cfg: Config, w: AnnoState) -> list[int]:
    points = [0] * w.players
    for k, kind in enumerate(w.table):
        if kind:
            for seat, vp in behind(cfg, w, k, kind):
                points[seat] += vp
    return points


def parables_points(cfg: Config, held: int) -> int:
    return int(cfg.board["parables"]["end_points"][held - 1]) if held else 0


def end_scores(cfg: Config, w: AnnoState) -> tuple[tuple[int, ...], ...]:
    followers = followers_points(cfg, w)
    out = []
    for seat, pl in enumerate(w.p):
        out.append((parables_points(cfg, len(pl.parables)), followers[seat], pl.offerings,
                    cfg.player["illumination_vp"] if pl.illumination else 0))
    return tuple(out)


def barabbas_end(cfg: Config, w: AnnoState) -> int:
    """Barabbas's end of game VP: his Parables by the normal table. The rulebook is silent on
    the rest; his Followers at the Last Supper score nothing, but from the campaign's Samaria on
    each of them gives him 1 VP."""
    assert w.bar is not None
    samaria = sum(1 for o in w.supper if o == BARABBAS) if w.bar.town >= SAMARIA else 0
    return parables_points(cfg, len(w.bar.parables)) + samaria
