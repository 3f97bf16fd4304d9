"""The Sanhedrin track: the marker's moves, the Judgment tiles it lands on (full VP to the
seat that moved it, half rounded down to the others) and the end of the game at its last space."""

from __future__ import annotations

from collections.abc import Callable

from games.anno_domini.rules import scoring, solo_judgment
from games.anno_domini.rules.config import Config
from games.anno_domini.rules.state import JUDGMENT, AnnoState, bar_update, note, score, with_item
from games.core.english import plural

# What each Judgment tile counts for one seat.
COUNTS: dict[str, Callable[[AnnoState, int], int]] = {
    "parables": lambda s, k: len(s.p[k].parables),
    "offerings": lambda s, k: s.p[k].offerings,
    "resources": lambda s, k: s.p[k].goods(),
    "locations": lambda s, k: s.followers_in_fields(k),
    "favors": lambda s, k: s.p[k].favors_done,
    "supper": lambda s, k: s.followers_at_supper(k),
    # Friendly Followers in one's supply: the 2-player game's tile
    "friendly": lambda s, k: sum(s.friendly[k]) if s.friendly else 0,
}
TILE_WORDS = {
    "parables": "each Parable", "offerings": "each Offering", "resources": "each Stone, Bread and Fish",
    "locations": "each Follower in the Desert, Mountain and Lake", "favors": "each Favor done",
    "supper": "each Follower at the Last Supper", "friendly": "each Friendly Follower in one's supply",
}


def last_space(cfg: Config) -> int:
    return int(cfg.board["sanhedrin"]["length"]) - 1


def advance(cfg: Config, w: AnnoState, mover: int | None) -> None:
    """The marker one space on; `mover` is the seat whose Followers moved it (None: by itself)."""
    if w.over:
        return
    w.marker += 1
    tile = w.judgments[w.marker] if w.marker < len(w.judgments) else ""
    note(w, f"The Sanhedrin marker moves to space {w.marker}.")
    if tile:
        w.judgments = with_item(w.judgments, w.marker, "")
        if w.bar is not None:
            solo_judgment.reveal(cfg, w, tile)
        else:
            judge(w, tile, mover)
    if w.marker >= last_space(cfg):
        finish(cfg, w, "The Sanhedrin marker reaches the end of its track")


def judge(w: AnnoState, tile: str, mover: int | None) -> None:
    gains = []
    for seat in range(w.players):
        count = COUNTS[tile](w, seat)
        vp = count if seat == mover else count // 2
        score(w, seat, JUDGMENT, vp)
        gains.append(f"{w.names[seat]} {plural(vp, 'VP', 'VP')}")
    note(w, f"The Sanhedrin's Judgment: 1 VP for {TILE_WORDS[tile]}, half for all but the mover: "
            + ", ".join(gains) + ".")


def finish(cfg: Config, w: AnnoState, why: str) -> None:
    """Consummatum est: the game ends at once and the end of game VP are scored."""
    w.marker = last_space(cfg)
    w.over = True
    w.tasks = ()
    w.end = scoring.end_scores(cfg, w)
    if w.bar is not None:
        bar_update(w, end=scoring.barabbas_end(cfg, w))
    note(w, f"{why}: the game is over.")
