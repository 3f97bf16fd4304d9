"""The five Locations: the Market's trades, the yield of the Desert, Mountain and Lake, and the
Temple sending Followers out of the Camp (bumping others where a Location is full)."""

from __future__ import annotations

from games.anno_domini.rules import cards
from games.anno_domini.rules.actions import DONE, Buy, Done, Sell, TakeMahane, TempleSend
from games.anno_domini.rules.config import FIELDS, RESOURCES, Config
from games.anno_domini.rules.state import (
    BARABBAS,
    AnnoState,
    Player,
    Task,
    add_field,
    bar_update,
    gain,
    note,
    push,
    update,
)
from games.core.contract import Action
from games.core.english import plural

FIELD_INDEX = {f: i for i, f in enumerate(FIELDS)}
RESOURCE_WORDS = {"stone": ("Stone", "Stones"), "bread": ("Bread", "Bread"), "fish": ("Fish", "Fish")}


def goods_words(resource: str, n: int) -> str:
    one, many = RESOURCE_WORDS[resource]
    return plural(n, one, many)


def field_spaces(cfg: Config, players: int) -> int:
    """Open spaces in each of the Desert, Mountain and Lake: the 1-2 player side has fewer; with 3
    players Blocked Location tiles cover some."""
    if players <= 2:
        return int(cfg.board["small_side"]["location_spaces"])
    loc = cfg.board["locations"]
    return loc["spaces"]["value"] - (loc["blocked_for_3"] if players == 3 else 0)


def field_room(cfg: Config, s: AnnoState, f: int) -> int:
    return field_spaces(cfg, s.players) - sum(s.fields[f])


def per_player(cfg: Config) -> int:
    return int(cfg.board["locations"]["per_player"])


def warehouse_spaces(cfg: Config, pl: Player) -> int:
    wh = cfg.player["warehouse"]
    return wh["spaces"] - (wh["blocked"] if pl.blocked else 0)


def warehouse_room(cfg: Config, pl: Player) -> int:
    """Free Warehouse spaces: Followers in the Camp, resources and Offerings all take one each
    (negative when over full, which is allowed until the end of one's own turn)."""
    return warehouse_spaces(cfg, pl) - pl.camp - pl.goods() - pl.offerings


def location_action(cfg: Config, w: AnnoState, seat: int, location: str) -> None:
    if location in FIELD_INDEX:
        n = w.fields[FIELD_INDEX[location]][seat]
        resource = cfg.board["locations"]["yields"][location]
        gain(w, seat, **{resource: n})
        if n:
            note(w, f"{w.names[seat]} takes {goods_words(resource, n)} from the {location.capitalize()}.")
        else:
            note(w, f"{w.names[seat]} has no Follower in the {location.capitalize()} and takes nothing there.")
    else:
        push(w, Task(location, seat))


# --- the Market ---


def price(cfg: Config, resource: str) -> int:
    return int(cfg.board["market"]["prices"][resource])


def legal_market(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    pl = s.p[task.seat]
    # A trade is not undone in the same visit: at fixed prices buying back what was sold (or
    # selling what was bought) changes nothing, and offering it lets a player trade to and fro
    # for ever (a computer player's judgement of leaving can be worse than of staying).
    acts: list[Action] = [Sell(r) for r in RESOURCES if getattr(pl, r) > 0 and f"bought:{r}" not in task.items]
    acts += [Buy(r) for r in RESOURCES if pl.denarii >= price(cfg, r) and f"sold:{r}" not in task.items]
    if not s.traded and pl.denarii >= cfg.board["market"]["mahane_price"]["value"]:
        acts += [TakeMahane(src) for src in cards.mahane_sources(s)]
    return acts + [DONE]


def trade_mark(action: Sell | Buy) -> str:
    """How a Market visit's task records a trade: "sold:stone", "bought:fish"."""
    return f"{'sold' if isinstance(action, Sell) else 'bought'}:{action.resource}"


def act_market(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    seat = task.seat
    if isinstance(action, (Sell, Buy)):
        sign = 1 if isinstance(action, Sell) else -1
        gain(w, seat, denarii=sign * price(cfg, action.resource), **{action.resource: -sign})
        w.traded = True
        # The visit remembers its trades (everyone saw them), so that none is undone in it.
        push(w, Task("market", seat, items=task.items + (trade_mark(action),)))
    elif isinstance(action, TakeMahane):
        update(w, seat, denarii=w.p[seat].denarii - cfg.board["market"]["mahane_price"]["value"])
        cards.take_mahane(w, seat, action.source)
    else:
        assert isinstance(action, Done)


# --- the Temple ---


def temple_cost(cfg: Config, location: str) -> int:
    return int(cfg.board["temple"]["costs"][location])


def legal_temple(cfg: Config, s: AnnoState, task: Task) -> list[Action]:
    seat = task.seat
    pl = s.p[seat]
    acts: list[Action] = []
    if pl.camp > 0:
        fee = cfg.board["temple"]["bump_fee"]
        for f, location in enumerate(FIELDS):
            if s.fields[f][seat] >= per_player(cfg):
                continue
            cost = temple_cost(cfg, location)
            if field_room(cfg, s, f) > 0:
                if pl.denarii >= cost:
                    acts.append(TempleSend(location))
            elif pl.denarii >= cost + fee:
                acts += [TempleSend(location, v) for v in range(s.players) if v != seat and s.fields[f][v] > 0]
                if s.bar is not None and s.fields[f][s.players] > 0:  # one of Barabbas's
                    acts.append(TempleSend(location, BARABBAS))
    return acts + [DONE]


def act_temple(cfg: Config, w: AnnoState, task: Task, action: Action) -> None:
    if not isinstance(action, TempleSend):
        return
    seat = task.seat
    f = FIELD_INDEX[action.location]
    cost = temple_cost(cfg, action.location)
    if action.victim == BARABBAS:
        # Barabbas has no coins: the rulebook is silent, so what he would be paid goes to the supply
        add_field(w, f, w.players, -1)
        if w.bar is not None:
            bar_update(w, camp=w.bar.camp + 1)
        cost += cfg.board["temple"]["bump_fee"]
    elif action.victim >= 0:
        v = action.victim
        add_field(w, f, v, -1)
        update(w, v, camp=w.p[v].camp + 1, denarii=w.p[v].denarii + cost)
        cost += cfg.board["temple"]["bump_fee"]
    add_field(w, f, seat, 1)
    update(w, seat, camp=w.p[seat].camp - 1, denarii=w.p[seat].denarii - cost)
    push(w, task)
