"""The Last Supper: sending a Follower there (paying the row and column, or invited for free),
the reward of its space, the free Offering, Change Places and the white Apostle's swap."""

from __future__ import annotations

from collections import Counter

from games.anno_domini.rules import friendly, sanhedrin
from games.anno_domini.rules.actions import SKIP, TAKE_OFFERING, ChangePlaces, PlaceFollower, Swap
from games.anno_domini.rules.config import FIELDS, Config, Space
from games.anno_domini.rules.locations import FIELD_INDEX, goods_words, warehouse_room
from games.anno_domini.rules.state import (
    BARABBAS,
    EMPTY,
    FRIENDLY,
    AnnoState,
    Player,
    Task,
    add_field,
    note,
    push,
    update,
    with_item,
)
from games.core.contract import Action

_NEEDS: dict[tuple[str, ...], tuple[int, int, int]] = {}
# Per Config: each space's index, the Stones, Bread and Fish it costs, and its placement from
# each Location, built once: a rollout lists the placements at every Go to the Last Supper.
_SPACES: dict[int, tuple[Config, tuple[tuple[int, int, int, int, dict[str, PlaceFollower]], ...]]] = {}


def _needs(cost: tuple[str, ...]) -> tuple[int, int, int]:
    got = _NEEDS.get(cost)
    if got is None:
        got = _NEEDS[cost] = (cost.count("stone"), cost.count("bread"), cost.count("fish"))
    return got


def can_pay(pl: Player, cost: tuple[str, ...]) -> bool:
    stone, bread, fish = _needs(cost)
    return pl.stone >= stone and pl.bread >= bread and pl.fish >= fish


def _spaces(cfg: Config) -> tuple[tuple[int, int, int, int, dict[str, PlaceFollower]], ...]:
    made = _SPACES.get(id(cfg))
    if made is None or made[0] is not cfg:
        info = tuple((sp.index, *_needs(sp.cost), {f: PlaceFollower(sp.id, f) for f in FIELDS}) for sp in cfg.spaces)
        made = _SPACES[id(cfg)] = (cfg, info)
    return made[1]


def sources(s: AnnoState, seat: int) -> list[str]:
    """The Locations where `seat` has the most Followers (a Follower for the Last Supper comes
    from one of them)."""
    counts = [row[seat] for row in s.fields]
    most = max(counts)
    return [f for f, n in zip(FIELDS, counts, strict=True) if most and n == most]


def placements(cfg: Config, s: AnnoState, seat: int, pay: bool) -> list[Action]:
    srcs = sources(s, seat)
    if not srcs:
        return []
    pl = s.p[seat]
    supper = s.supper
    have_stone, have_bread, have_fish = pl.stone, pl.bread, pl.fish
    acts: list[Action] = []
    for index, stone, bread, fish, by_source in _spaces(cfg):
        # a Friendly Follower's space is open too: the Follower sent there takes it
        if supper[index] != EMPTY and supper[index] not in FRIENDLY:
            continue
        if pay and (have_stone < stone or have_bread < bread or have_fish < fish):
            continue
        for src in srcs:
            acts.append(by_source[src])
    return acts


def cost_words(cost: tuple[str, ...]) -> str:
    if not cost:
        return "nothing"
    counts = Counter(cost)
    return " and ".join(goods_words(r, n) for r, n in counts.items())


def _reward(cfg: Config, w: AnnoState, seat: int, space: Space) -> None:
    reward = cfg.reward(space, w.players)
    if reward is not None:
        push(w, Task("fa", seat, reward.kind, reward.amount, ("reward",)))


def place(cfg: Config, w: AnnoState, seat: int, action: PlaceFollower, pay: bool) -> None:
    space = cfg.space(action.space)
    if pay and space.cost:
        counts = Counter(space.cost)
        update(w, seat, **{r: getattr(w.p[seat], r) - n for r, n in counts.items()})
    add_field(w, FIELD_INDEX[action.source], seat, -1)
    took = w.supper[space.index] in FRIENDLY
    if took:
        friendly.take(w, seat, space.index)
    w.supper = with_item(w.supper, space.index, seat)
    pl = w.p[seat]
    if pl.camp == 0 and w.followers_in_fields(seat) == 0:
        sanhedrin.finish(cfg, w, f"{w.names[seat]} has seated their last Follower at the Last Supper")
        return
    push(w, Task("offering", seat))
    if not took:
        _reward(cfg, w, seat, space)


def legal_offering(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    return [TAKE_OFFERING, SKIP] if warehouse_room(cfg, s.p[task.seat]) > 0 else [SKIP]


def act_offering(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    if action == TAKE_OFFERING:
        update(w, task.seat, offerings=w.p[task.seat].offerings + 1)


def own_spaces(cfg: Config, s: AnnoState, seat: int) -> list[Space]:
    return [sp for sp in cfg.spaces if s.supper[sp.index] == seat]


def changes(cfg: Config, s: AnnoState, seat: int) -> list[Action]:
    empty = [sp.id for sp in cfg.spaces if s.supper[sp.index] == EMPTY]
    return [ChangePlaces(sp.id, target) for sp in own_spaces(cfg, s, seat) for target in empty]


def change(cfg: Config, w: AnnoState, seat: int, action: ChangePlaces) -> None:
    source, target = cfg.space(action.source), cfg.space(action.target)
    w.supper = with_item(with_item(w.supper, source.index, EMPTY), target.index, seat)
    _reward(cfg, w, seat, target)


def swaps(cfg: Config, s: AnnoState, seat: int) -> list[Action]:
    # alone against Barabbas, his Followers are the other player's (the white Apostle's swap)
    others = [sp.id for sp in cfg.spaces
              if (s.supper[sp.index] >= 0 or s.supper[sp.index] == BARABBAS) and s.supper[sp.index] != seat]
    return [Swap(mine.id, other) for mine in own_spaces(cfg, s, seat) for other in others]


def legal_swap(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    return swaps(cfg, s, task.seat) + [SKIP]


def act_swap(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    if isinstance(action, Swap):
        mine, other = cfg.space(action.mine).index, cfg.space(action.other).index
        them = w.supper[other]
        w.supper = with_item(with_item(w.supper, mine, them), other, task.seat)
        whom = "Barabbas" if them == BARABBAS else w.names[them]
        note(w, f"{w.names[task.seat]} and {whom} trade places at the Last Supper.")
