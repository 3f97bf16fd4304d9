"""A small board for the rules' tests, so they never depend on the real map: two dozen spaces
with plains, mountains, sea, the three straits, islands, cities of both faiths and Jerusalem,
built with the real map's Board classes (games/kreuzes/rules/board.py)."""

from __future__ import annotations

from functools import cache

from games.core.contract import Action, Seat
from games.kreuzes.rules.actions import SampledDrop, SetupDone
from games.kreuzes.rules.board import Board, City, Space, Strait
from games.kreuzes.rules.config import load_config
from games.kreuzes.rules.decks import to_discard
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.info import INFO
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import set_knight

# id: (terrain, continent, island, city faith)
SPACES = {
    "normandy": ("plains", "europe", False, None),
    "lorraine": ("plains", "europe", False, None),
    "toulouse": ("mountains", "europe", False, None),
    "atlantic": ("sea", None, False, None),
    "leon": ("mountains", "europe", False, None),
    "castile": ("plains", "europe", False, None),
    "barcelona": ("plains", "europe", False, "christian"),
    "cordoba": ("plains", "europe", False, "muslim"),
    "granada": ("mountains", "europe", False, "muslim"),
    "morocco": ("plains", "africa", False, None),
    "rome": ("plains", "europe", False, "christian"),
    "apulia": ("plains", "europe", False, None),
    "calabria": ("mountains", "europe", False, None),
    "palermo": ("plains", None, True, "christian"),
    "ionian": ("sea", None, False, None),
    "crete": ("mountains", None, True, "christian"),
    "aegean": ("sea", None, False, None),
    "constantinople": ("plains", "europe", False, "christian"),
    "bithynia": ("mountains", "asia", False, None),
    "anatolia": ("plains", "asia", False, None),
    "antioch": ("plains", "asia", False, "muslim"),
    "levant": ("sea", None, False, None),
    "famagusta": ("plains", None, True, "muslim"),
    "damascus": ("mountains", "asia", False, "muslim"),
    "jerusalem": ("plains", "asia", False, None),
    "cairo": ("plains", "africa", False, "muslim"),
    "alexandria": ("plains", "africa", False, "muslim"),
}
EDGES = """normandy-lorraine normandy-atlantic normandy-toulouse lorraine-toulouse toulouse-atlantic toulouse-castile
leon-atlantic leon-castile castile-barcelona castile-cordoba barcelona-cordoba cordoba-granada granada-atlantic
granada-morocco lorraine-rome rome-apulia apulia-calabria calabria-palermo calabria-ionian palermo-ionian apulia-ionian
ionian-crete ionian-aegean crete-aegean aegean-constantinople constantinople-bithynia apulia-constantinople
bithynia-anatolia aegean-anatolia anatolia-antioch antioch-levant antioch-damascus levant-famagusta levant-jerusalem
damascus-jerusalem jerusalem-cairo cairo-alexandria alexandria-levant morocco-alexandria aegean-levant crete-levant
anatolia-damascus"""
STRAITS = (Strait("Strait of Gibraltar", "granada", "morocco"), Strait("Strait of Messina", "calabria", "palermo"),
           Strait("Bosphorus", "constantinople", "bithynia"))


def make_board() -> Board:
    cfg = load_config()
    spaces = {}
    for sid, (terrain, continent, island, faith) in SPACES.items():
        name = cfg.cities[sid].name if faith else sid.title()
        spaces[sid] = Space(sid, name, terrain, continent, island, City(sid, name, faith) if faith else None,
                            (), (0.0, 0.0))
    near: dict[str, set[str]] = {s: set() for s in SPACES}
    for edge in EDGES.split():
        a, b = edge.split("-")
        near[a].add(b)
        near[b].add(a)
    return Board(spaces, {s: frozenset(n) for s, n in near.items()}, STRAITS, 100.0, 60.0,
                 {"godfrey": "lorraine", "bohemond": "apulia", "raymond": "toulouse", "robert": "normandy",
                  "sigurd": "atlantic"},
                 ("aegean", "levant"), ("anatolia", "cairo"),
                 frozenset({"leon", "castile", "barcelona", "cordoba", "granada"}), "jerusalem")


@cache
def rules() -> KreuzesRules:
    return KreuzesRules(load_config(), make_board())


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}", INFO.colours[i].name, "random") for i in range(n)]


def started(n: int = 4, seed: int = 1, **options: object) -> KreuzesState:
    """A game past its setup (nobody redraws), on an abstract tower so that sampled drops fit,
    with every seat's hand emptied so that a test gives each knight exactly its cards."""
    r = rules()
    opts = {**r.info.default_options(n), **options}
    s = r.setup(opts, seats(n), seed)
    for _ in range(n):
        s = r.apply(s, SetupDone())
    w = s.copy()
    w.tower = w.tower.abstract()
    for seat in range(n):
        for card in w.hands[seat]:
            to_discard(r.kit, w, card)
    w.hands = ((),) * n
    return w


def edit(s: KreuzesState, seat: int | None = None, hand: tuple[str, ...] | None = None,
         **knight: object) -> KreuzesState:
    """A copy with one knight changed (and his hand given), for setting up a position."""
    w = s.copy()
    if seat is not None:
        if knight:
            set_knight(w, seat, **knight)
        if hand is not None:
            w.hands = w.hands[:seat] + (tuple(sorted(hand)),) + w.hands[seat + 1:]
    return w


def drop(s: KreuzesState, out: dict[str, int], kept: dict[tuple[str, int], int] | None = None) -> KreuzesState:
    """Chance's sampled outcome: `out` by colour, `kept` by (colour, age)."""
    action = SampledDrop(tuple(sorted(out.items())), tuple(sorted((c, a, n) for (c, a), n in (kept or {}).items())))
    return rules().apply(s, action)


def play(s: KreuzesState, *actions: Action) -> KreuzesState:
    for action in actions:
        s = rules().apply(s, action)
    return s
