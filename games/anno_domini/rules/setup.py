"""A new game for 2, 3 or 4 players: the board by player count, the decks, each player's board,
and the choices owed before the first turn (corner space, and with 3 or 4 the fourth Follower,
in turn order).

The 2-player game (the rulebook's changes to the main game): the board's 1-2 player side, no
Favor markers, the 3 Friendly Follower Mahane cards only, the 2-player Judgment tile instead of
the Do a Favor one, Parables of 0 and 1 VP, the Friendly Followers in their printed places, the
2-player Starting decks, and 2 of each player's Followers in each Location."""

from __future__ import annotations

from games.anno_domini.rules import cards, parables, towns
from games.anno_domini.rules.config import APOSTLES, FIELDS, FRIENDLY_COLOURS, RESOURCES, SET_COLOURS, Config
from games.anno_domini.rules.info import COLOURS
from games.anno_domini.rules.state import EMPTY, FRIENDLY, NEUTRAL, AnnoState, Barabbas, Player, Task, note
from games.core.contract import Options, Seat
from games.core.rng import Rng


def setup(cfg: Config, options: Options, seats: list[Seat], seed: int) -> AnnoState:
    n = len(seats)
    if n not in (1, 2, 3, 4):
        raise ValueError(f"Ierusalem: Anno Domini is played here by 1 to 4 players, not {n}.")
    small, solo = n <= 2, n == 1
    rng = Rng.from_seed(seed)
    board, player = cfg.board, cfg.player
    first = rng.below(n)

    supper = [EMPTY] * len(cfg.spaces)
    if n == 3:
        for sid in board["last_supper"]["neutral_for_3"]:
            supper[cfg.space(sid).index] = NEUTRAL
    if small:
        for colour, spaces in enumerate(cfg.friendly_start):
            for i in spaces:
                supper[i] = FRIENDLY[colour]
    table = tuple("jesus" if k in cfg.jesus_seats else "" for k in range(len(cfg.seats)))

    town = towns.town_of(options) if solo else towns.NAZARETH
    # solitaire: the printed symbols, unless the campaign's Cana (or a later town) asks for the tiles
    if (options.get("apostle_sets", "printed") == "random" and not solo) or town >= towns.CANA:
        tiles = [tuple(t) for t in board["apostles"]["symbol_tiles"]["tiles"]]
        rng.shuffle(tiles)
        sets = tuple(tiles[:len(SET_COLOURS)])
    else:
        sets = tuple(tuple(board["apostles"]["sets"][c]) for c in SET_COLOURS)

    removed = board["parables"]["removed"].get(n, board["parables"]["removed"].get(str(n), []))
    values = [v for v in board["parables"]["values"] if v not in removed]
    stacks = (tuple(sorted(values, reverse=True)),) * 7

    sanh = board["sanhedrin"]
    pool = [t["id"] for t in sanh["tiles"] if n in t["players"]]
    if solo:  # the solitaire tiles, some of them face down on the track
        pool = list(cfg.solo.tiles)
    rng.shuffle(pool)
    if solo:
        pool = pool[:cfg.solo.on_board]
    judgments = [""] * sanh["length"]
    for space, tile in zip(sanh["judgment_spaces"], pool, strict=False):
        judgments[space] = tile

    mahane = list(cards.mahane_cards(cfg, n))
    rng.shuffle(mahane)
    shown = player["mahane_face_up"]
    ad33 = list(cfg.ad33)
    rng.shuffle(ad33)

    start = player["start"]
    solo_start = cfg.solo.start
    per_location = board["small_side"]["start_per_location"] if small else 1
    order = [(first + k) % n for k in range(n)]
    people = []
    for seat in range(n):
        place = order.index(seat)
        deck = list(cards.starting_cards(cfg, n))
        rng.shuffle(deck)
        # one in each Location (2 with 2 players); the corner and fourth ones are chosen
        placed = len(start["locations"]) * per_location
        people.append(Player(
            hand=(), deck=tuple(deck), discard=(), rows=((),) * player["card_spaces"],
            camp=player["followers"] - placed, **{r: start["resources"][r] for r in RESOURCES},
            offerings=start["offerings"], denarii=solo_start["denarii"] if solo else start["denarii"][place],
            parts=(solo_start["vp"] if solo else start["vp"][place], 0, 0, 0, 0, 0),
            markers=() if small else tuple(cfg.markers), received=(),
            favors_done=0,
            parables=(), illumination=True, blocked=True,
        ))
    # the solitaire game's Barabbas has his own column after the seat's
    columns = n + 1 if solo else n
    fields = tuple(tuple(per_location if f in start["locations"] else 0 for _ in range(columns)) for f in FIELDS)
    bar_colour, friendly_names = _colours(seats, options) if solo else ("", _friendly_names(seats) if small else ())
    w = AnnoState(
        players=n, names=tuple(s.name for s in seats), first=first, turn=0, current=first, p=tuple(people),
        fields=fields, supper=tuple(supper), table=table,
        apostles=tuple(board["apostles"]["pieces"][a] for a in APOSTLES), sets=sets, stacks=stacks,
        marker=0, judgments=tuple(judgments), mahane=tuple(mahane[shown:]), face_up=tuple(mahane[:shown]),
        ad33=tuple(ad33), tasks=(), traded=False, all_seated=False, over=False, end=(), notes=(), rng=rng,
        friendly=((0, 0),) * n if small else (), friendly_names=friendly_names,
        bar=_barabbas(cfg, rng, bar_colour, len(start["locations"]) * per_location) if solo else None,
    )
    if solo:
        towns.harden(w, town)
    for seat in range(n):
        cards.draw_own(w, seat, player["hand"])
    choices = ("corner",) if small else ("fourth", "corner")  # the last is chosen first
    w.tasks = (Task("begin", first),) + tuple(Task(kind, seat) for seat in reversed(order) for kind in choices)
    w.notes = ()
    if solo:  # Barabbas plays first, once the corner is chosen
        w.tasks = (Task("begin", 0), Task("barabbas", 0)) + ((Task("corner", 0),) if town < towns.JERICHO else ())
        note(w, f"Barabbas plays the {bar_colour} Followers and the first turn; the {friendly_names[0]} and "
                f"{friendly_names[1]} Followers are the Friendly ones his cards call black and white.")
        parables.keep(w, 0, parables.kept_from(options.get("kept_parables")))
        return w
    note(w, f"{w.names[first]} is the starting player, drawn by lot.")
    return w


def _colours(seats: list[Seat], options: Options) -> tuple[str, tuple[str, ...]]:
    """Barabbas's colour (the option; the first free colour if it is the player's own or not a
    colour of the box) and the two left for the Friendly Followers, black first."""
    unused = [c.name for c in COLOURS if c.name not in {s.colour for s in seats}]
    wanted = options.get("barabbas_colour", "auto")
    colour = wanted if wanted in unused else unused[0]
    rest = [c for c in unused if c != colour]
    return colour, tuple(rest[:2]) if len(rest) >= 2 else FRIENDLY_COLOURS


def _barabbas(cfg: Config, rng: Rng, colour: str, placed: int) -> Barabbas:
    deck = list(cfg.solo.deck)
    rng.shuffle(deck)
    return Barabbas(colour=colour, deck=tuple(deck), discard=(), camp=cfg.player["followers"] - placed,
                    parts=(cfg.solo.start["barabbas_vp"], 0, 0, 0, 0), parables=())


def _friendly_names(seats: list[Seat]) -> tuple[str, ...]:
    """The Friendly Followers are the box's colours no seat plays (the rulebook: it makes no
    difference which stands for which); black and white themselves if seats took odd colours."""
    unused = [c.name for c in COLOURS if c.name not in {s.colour for s in seats}]
    return tuple(unused[:2]) if len(unused) >= 2 else FRIENDLY_COLOURS
