"""Setting up a game: the knights on their starting spaces, the pirates and armies, the city
tokens face down (or the historical list), Jerusalem's 15 green troops, the shuffled cards dealt
(play-immediately cards go back into the reshuffled deck), then each knight may discard up to 3
cards and draw as many, and, in the variant, green troops are dropped into the tower."""

from __future__ import annotations

from games.core.contract import Options, Seat
from games.core.rng import Rng
from games.kreuzes.rules.decks import EVENT, MOVEMENT, deal_safe, take_from_hand, to_discard
from games.kreuzes.rules.info import INFO
from games.kreuzes.rules.state import Knight, KreuzesState, note
from games.kreuzes.rules.supply import Kit
from games.kreuzes.rules.tower import empty_tower


def first_seat(k: Kit, knights: tuple[Knight, ...]) -> int:
    """Godfrey of Bouillon, the leader of the crusade, begins (else the first seat)."""
    return next((s for s, kn in enumerate(knights) if kn.id == "godfrey"), 0)


def new_state(k: Kit, options: Options, seats: list[Seat], seed: int) -> KreuzesState:
    n = len(seats)
    if not INFO.min_players <= n <= INFO.max_players:
        raise ValueError(f"Im Zeichen des Kreuzes is for 2 to 5 players, not {n}.")
    opts = {spec.key: options.get(spec.key, spec.default) for spec in INFO.options}
    rng = Rng.from_seed(seed)
    knights = []
    for seat in seats:
        spec = k.config.knight_by_colour(seat.colour)
        knights.append(Knight(spec.id, spec.colour, k.board.knight_starts[spec.id], spec.troops, spec.treasure,
                              spec.morale, int(opts["purple"])))
    if len({kn.id for kn in knights}) != n:
        raise ValueError("Each seat plays a different knight (its colour).")
    movement = [c.id for c in k.config.cards.values() if c.is_movement for _ in range(c.count)]
    events = [c.id for c in k.config.cards.values() if not c.is_movement for _ in range(c.count)]
    if opts["decks"] == "one":
        movement, events = movement + events, []
    rng.shuffle(movement)
    rng.shuffle(events)
    w = KreuzesState(
        players=n, names=tuple(s.name for s in seats), options=tuple(sorted(opts.items())), knights=tuple(knights),
        round=0, turn=0, phase="setup", actor=0, hands=((),) * n, move_deck=tuple(movement),
        event_deck=tuple(events), move_discard=(), event_discard=(), removed=(), tokens=_tokens(k, opts, rng),
        taken=(), pirates=tuple(k.board.pirate_starts), armies=tuple(k.board.army_starts), loose=(),
        garrison=k.number("jerusalem", "garrison"), tower=empty_tower(rng.next_u64()), rng=rng,
    )
    first = first_seat(k, w.knights)
    w.turn = w.actor = first
    deal = k.number("setup", "deal")
    for i in range(n):
        seat = (first + i) % n
        if opts["decks"] == "one":
            deal_safe(k, w, seat, MOVEMENT, deal["single"])
        else:
            deal_safe(k, w, seat, MOVEMENT, deal["movement"])
            deal_safe(k, w, seat, EVENT, deal["event"])
    return w


def _tokens(k: Kit, opts: Options, rng: Rng) -> tuple[tuple[str, int, int], ...]:
    """(city, treasure, defenders) per city: the historical list as it stands, or the values
    shuffled face down over the cities of their faith, which then defend with 2 or 3."""
    cities = list(k.config.cities.values())
    if opts["cities"] == "historical":
        return tuple(sorted((c.id, c.treasure, c.defenders) for c in cities))
    tokens = []
    for faith in ("christian", "muslim"):
        mine = [c for c in cities if c.faith == faith]
        values = [c.treasure for c in mine]
        rng.shuffle(values)
        tokens += [(c.id, v, k.number("cities", "defenders", faith)) for c, v in zip(mine, values, strict=True)]
    return tuple(sorted(tokens))


def discard(k: Kit, w: KreuzesState, card: str) -> None:
    take_from_hand(w, w.actor, card)
    to_discard(k, w, card)
    movement, event = w.drawn
    w.drawn = (movement + 1, event) if k.config.cards[card].deck == MOVEMENT or w.option("decks") == "one" \
        else (movement, event + 1)
    w.discarded += 1


def done(k: Kit, w: KreuzesState) -> None:
    """The actor draws as many as he discarded; the next seat redraws, or the game begins."""
    movement, event = w.drawn
    deal_safe(k, w, w.actor, MOVEMENT, movement)
    deal_safe(k, w, w.actor, EVENT, event)
    if w.discarded:
        note(w, f"{k.config.knights[w.knights[w.actor].id].name} discards {w.discarded} and draws {w.discarded}.")
    w.discarded, w.drawn = 0, (0, 0)
    w.actor = (w.actor + 1) % w.players
    if w.actor != w.turn:
        return
    w.phase, w.round = "play", 1
    pre = int(w.option("pre_drop"))
    if pre:
        w.drop = (("green", pre),)
        note(w, f"{pre} green troops are dropped into the tower before the game.")
