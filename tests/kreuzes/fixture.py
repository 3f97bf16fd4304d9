"""A small board for the rules' tests, so they never depend on the real map: a dozen and more
spaces with plains, mountains, sea, the three straits, islands, cities of both faiths and
Jerusalem. The Board dataclasses here copy the Board API of KREUZES.md (the map engineer's
games/kreuzes/rules/board.py implements it for the real map)."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from games.core.contract import Action, Seat
from games.kreuzes.rules.actions import SampledDrop, SetupDone
from games.kreuzes.rules.config import load_config
from games.kreuzes.rules.decks import to_discard
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.info import INFO
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import set_knight


@dataclass(frozen=True)
class City:
    id: str
    name: str
    faith: str


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    terrain: str
    continent: str | None
    island: bool
    city: City | None
    polygon: tuple[tuple[float, float], ...] = ()
    label: tuple[float, float] = (0.0, 0.0)

    @property
    def is_sea(self) -> bool:
        return self.terrain == "sea"

    @property
    def is_land(self) -> bool:
        return self.terrain != "sea"


@dataclass(frozen=True)
class Strait:
    name: str
    a: str
    b: str


@dataclass(frozen=True)
class Board:
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, frozenset[str]]
    straits: tuple[Strait, ...]
    width: float
    height: float
    knight_starts: Mapping[str, str]
    pirate_starts: tuple[str, str]
    army_starts: tuple[str, str]
    el_cid: frozenset[str]
    jerusalem: str

    def cities(self, faith: str | None = None) -> list[City]:
        return [s.city for s in self.spaces.values() if s.city and (faith is None or s.city.faith == faith)]

    def is_strait(self, a: str, b: str) -> bool:
        return any({a, b} == {s.a, s.b} for s in self.straits)

    def _bfs(self, a: str, land_only: bool = False) -> dict[str, int]:
        dist = {a: 0}
        queue = deque([a])
        while queue:
            here = queue.popleft()
            for there in sorted(self.neighbours[here]):
                if there not in dist and (not land_only or self.spaces[there].is_land):
                    dist[there] = dist[here] + 1
                    queue.append(there)
        return dist

    def distance(self, a: str, b: str, *, land_only: bool = False) -> int:
        return self._bfs(a, land_only)[b]

    def step_toward(self, a: str, b: str) -> str:
        dist = self._bfs(b)
        return min((s for s in self.neighbours[a] if dist.get(s, 99) < dist[a]), key=lambda s: (dist[s], s))


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
        spaces[sid] = Space(sid, name, terrain, continent, island, City(sid, name, faith) if faith else None)
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


def make_rules() -> KreuzesRules:
    """For registering this module as the game (registry.register) on the test board."""
    return rules()


__all__ = ["INFO", "make_rules", "rules", "seats", "started"]
