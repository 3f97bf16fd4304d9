"""What a position of Anno Domini is worth to each seat, in VP, for the computer players.

The VP a seat holds now, what the end of the game would add now (Followers behind the seated
Apostles and Jesus, Parables, Offerings, Illumination), and what the position promises:

- Followers at the Last Supper behind a seat no Apostle has taken yet: the Apostles still
  waiting, on average, will sit there (a share of it: the game may end first).
- Card spaces: a complete set is most of a Visit (its Apostle points and an appreciation); a
  space that is still the start of a set is part of one; a space that can no longer make any
  set holds its cards out of play until a Redistribute (one such space is free: the place
  for cards no set wants).
- A card in hand that is the next symbol a card space needs.
- The next Parable when one has the Followers at the Last Supper for it.
- Followers in the Desert, Mountain and Lake (they yield and go to the Last Supper), Stones,
  Bread and Fish only as far as the Warehouse keeps them past the end of one's turn, Denarii.
- The next Judgment tile when it is near: a seat counts a part of what it would score there.
- Friendly Followers in one's supply (2 players): each will be placed again for a 33 A.D. card
  and perhaps a group, and the 2-player Judgment tile counts them.

Alone against Barabbas, his standing is his VP and what his Parables would add now.

The promises shrink as the Sanhedrin marker nears the end of its track.
"""

from __future__ import annotations

from games.anno_domini.rules import scoring
from games.anno_domini.rules.apostles import marker_symbol, missing_symbols
from games.anno_domini.rules.config import APOSTLES, Config
from games.anno_domini.rules.locations import warehouse_room
from games.anno_domini.rules.sanhedrin import COUNTS, last_space
from games.anno_domini.rules.state import AnnoState, Player

DENARIUS = 0.3
GOOD = 0.7  # a Stone, Bread or Fish: it pays for a space at the Last Supper
CARD = 0.8
# A Follower in a Location yields there and is the only one that can go to the Last Supper, the
# game's main source of VP; one in the Camp does neither and takes a Warehouse space that a good
# could use. Without the gap a start with every Follower in the Camp (the campaign's Bethany) was
# played as if sending them out could wait: 8 of 15 were still in the Camp at the end.
FIELD_FOLLOWER = 2.0
CAMP_FOLLOWER = -0.3
APPRECIATION = 3.5  # an Apostle's appreciation, one with another
SET_DONE = 0.75  # a complete set waiting in a card space: most of a Visit
SET_PART = 0.3  # per card of a set begun (the rest must still come in the right order)
DEAD_CARD = 0.6  # a card held in a space that makes no set any more
NEXT_CARD = 1.0  # a card in hand that a card space needs next
OPEN_SEAT = 0.6  # the share of a waiting Apostle's worth counted for a space behind an empty seat
PARABLE_NEXT = 0.5
JUDGMENT_NEAR = 3  # spaces ahead on the Sanhedrin track within which a Judgment tile counts
JUDGMENT_SHARE = 0.4
FRIENDLY_HELD = 2.0  # a 33 A.D. card's worth when placed, and often a group's VP


def evaluate(cfg: Config, s: AnnoState) -> list[float]:
    followers = scoring.followers_points(cfg, s)
    last = last_space(cfg)
    future = max(0.15, (last - s.marker) / last)
    open_base = _waiting_base(cfg, s)
    behind_open = _behind_open(cfg, s, open_base)
    judgment = _judgment_ahead(s)
    out = []
    for seat, pl in enumerate(s.p):
        value = (pl.vp + followers[seat] + scoring.parables_points(cfg, len(pl.parables)) + pl.offerings
                 + (cfg.player["illumination_vp"] if pl.illumination else 0))
        held = len(pl.hand) if pl.hand is not None else (s.hand_sizes[seat] if s.hand_sizes else 5)
        value += DENARIUS * pl.denarii + CARD * min(held, 5)
        value += _goods(cfg, pl)
        value += FIELD_FOLLOWER * s.followers_in_fields(seat) * future + CAMP_FOLLOWER * pl.camp * future
        value += future * (behind_open[seat] + _card_spaces(cfg, s, pl) + _parable_next(s, seat, pl))
        if s.friendly:
            value += FRIENDLY_HELD * future * sum(s.friendly[seat])
        if judgment in COUNTS:  # a solitaire tile (face down, or "?" in a view) scores nobody
            value += JUDGMENT_SHARE * COUNTS[judgment](s, seat)
        out.append(value)
    _visit_under_way(cfg, s, out)
    return out


def barabbas_value(cfg: Config, s: AnnoState) -> float:
    """Barabbas's standing in the solitaire game: his VP and what his Parables would add now."""
    assert s.bar is not None
    return float(s.bar.vp + (0 if s.over else scoring.parables_points(cfg, len(s.bar.parables))))


def _visit_under_way(cfg: Config, s: AnnoState, out: list[float]) -> None:
    """A Visit whose set has left the card space but whose Apostle, appreciation and points are
    still to come: counted as if come, or a Visit would look worse than keeping the set."""
    for task in s.tasks:
        if task.kind == "visit_end":
            out[task.seat] += sum(cfg.cards[c].points for c in task.items)
        elif task.kind == "seat_apostle":
            out[task.seat] += APPRECIATION


def _goods(cfg: Config, pl: Player) -> float:
    """Stones, Bread and Fish the Warehouse keeps at the end of the turn (the rest is lost)."""
    over = max(0, -warehouse_room(cfg, pl))
    return GOOD * max(0, pl.goods() - over)


def _waiting_base(cfg: Config, s: AnnoState) -> float:
    """What a space right behind an empty seat is worth on average over the Apostles waiting."""
    bases = cfg.board["apostles"]["behind"]
    waiting = sum(s.apostles)
    if not waiting:
        return 0.0
    return sum(n * bases[a] for a, n in zip(APOSTLES, s.apostles, strict=True)) / waiting


def _behind_open(cfg: Config, s: AnnoState, base: float) -> list[float]:
    out = [0.0] * s.players
    if base <= 0:
        return out
    for k in cfg.apostle_seats:
        if s.table[k]:
            continue
        for i in cfg.lines[k]:
            occupant = s.supper[i]
            if occupant >= 0:
                out[occupant] += OPEN_SEAT * max(0.0, base - cfg.spaces[i].depth)
    return out


def _card_spaces(cfg: Config, s: AnnoState, pl: Player) -> float:
    symbols = tuple(marker_symbol(cfg, m) for m in pl.received)
    value = 0.0
    dead: list[float] = []
    wanted: set[str] = set()
    for row in pl.rows:
        if not row:
            continue
        played = tuple(cfg.cards[c].location for c in row)
        points = sum(cfg.cards[c].points for c in row)
        best: float | None = None
        for seq in s.sets:
            if missing_symbols(seq, played, symbols) is not None:
                best = max(best or 0.0, SET_DONE * (points + APPRECIATION))
            elif len(played) < len(seq) and seq[:len(played)] == played:
                best = max(best or 0.0, SET_PART * len(played) * (1 + points / len(played)))
                wanted.add(seq[len(played)])
        if best is None:
            dead.append(DEAD_CARD * len(row))
        else:
            value += best
    # One space that makes no set is where a sensible player puts the cards no set wants (a
    # Desert or Market card cannot begin one): only the spaces dead besides it cost.
    value -= sum(dead) - max(dead, default=0.0)
    if pl.hand and wanted:
        value += NEXT_CARD * len(wanted & {cfg.cards[c].location for c in pl.hand})
    return value


def _parable_next(s: AnnoState, seat: int, pl: Player) -> float:
    n = len(pl.parables)
    if n >= len(s.stacks) or s.followers_at_supper(seat) <= n:
        return 0.0
    stack = s.stacks[n]
    return PARABLE_NEXT * ((stack[0] if stack else 0) + n + 1)


def _judgment_ahead(s: AnnoState) -> str:
    for i in range(s.marker + 1, min(len(s.judgments), s.marker + 1 + JUDGMENT_NEAR)):
        if s.judgments[i]:
            return s.judgments[i]
    return ""
