"""The campaign towns' difficulties as a solitaire option, each adding to those before it:
Cana's Location Symbol tiles, Samaria's VP for Barabbas's Followers at the Last Supper, Emmaus
without goods, Jericho without the corner Follower and the Offering, Bethany without Followers in
the Locations, Jerusalem's 3 VP Parables on top."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.anno_domini.rules import sanhedrin
from games.anno_domini.rules.info import ADDS, TOWNS
from games.anno_domini.rules.state import BARABBAS, AnnoState, with_item
from games.core.contract import CHANCE, Seat
from tests.anno_domini.helpers import cfg, rules


def town(name: str, seed: int = 1) -> AnnoState:
    return rules().setup({"players": 1, "town": name}, [Seat("Anna", "blue")], seed)


PRINTED = tuple(tuple(cfg().board["apostles"]["sets"][c]) for c in ("purple", "orange", "white"))


def test_nazareth_is_the_plain_game() -> None:
    s = town("nazareth")
    pl = s.p[0]
    assert s.sets == PRINTED and (pl.stone, pl.bread, pl.fish, pl.offerings) == (1, 1, 1, 1)
    assert s.tasks[-1].kind == "corner" and s.fields == ((2, 2),) * 3 and s.stacks[0] == (1, 0)
    assert s.bar.town == 0 and set(ADDS) == set(TOWNS)


def test_cana_draws_the_sets_from_location_symbol_tiles() -> None:
    tiles = {tuple(t) for t in cfg().board["apostles"]["symbol_tiles"]["tiles"]}
    drawn = [town("cana", seed).sets for seed in range(1, 6)]
    assert all(set(sets) <= tiles for sets in drawn) and any(sets != PRINTED for sets in drawn)
    assert town("jerusalem", 2).sets != PRINTED or town("jerusalem", 3).sets != PRINTED  # cumulative


@pytest.mark.parametrize("name,extra", [("cana", 0), ("samaria", 2), ("jerusalem", 2)])
def test_samaria_gives_barabbas_1_vp_for_each_follower_at_the_last_supper(name: str, extra: int) -> None:
    w = town(name).copy()
    for sid in ("T1a", "B8c"):
        w.supper = with_item(w.supper, cfg().space(sid).index, BARABBAS)
    w.bar = replace(w.bar, parables=(1,))
    sanhedrin.finish(cfg(), w, "test")
    assert w.bar.end == 1 + extra


@pytest.mark.parametrize("name", ["emmaus", "jericho", "bethany", "jerusalem"])
def test_emmaus_starts_without_goods(name: str) -> None:
    pl = town(name).p[0]
    assert (pl.stone, pl.bread, pl.fish) == (0, 0, 0) and pl.denarii == 6
    assert town("samaria").p[0].stone == 1


@pytest.mark.parametrize("name", ["jericho", "bethany", "jerusalem"])
def test_jericho_starts_without_the_corner_follower_and_the_offering(name: str) -> None:
    s = town(name)
    assert s.p[0].offerings == 0 and rules().current_player(s) == CHANCE  # no corner to choose: he plays
    assert s.followers_at_supper(0) == 0
    emmaus = town("emmaus")
    assert emmaus.p[0].offerings == 1 and emmaus.tasks[-1].kind == "corner"


@pytest.mark.parametrize("name", ["bethany", "jerusalem"])
def test_bethany_starts_without_the_players_followers_in_the_locations(name: str) -> None:
    s = town(name)
    assert all(row == (0, 2) for row in s.fields)  # his are there
    assert s.p[0].camp == 15
    assert all(row == (2, 2) for row in town("jericho").fields)


def test_jerusalem_puts_the_3_vp_parables_on_top() -> None:
    assert all(stack == (3, 0) for stack in town("jerusalem").stacks)
    assert all(stack == (1, 0) for stack in town("bethany").stacks)


@pytest.mark.parametrize("name", TOWNS)
def test_every_town_plays_to_the_end(name: str) -> None:
    from games.core.chance import chance_rng, resolve
    from games.core.rng import Rng

    r = rules()
    s = town(name, 4)
    rng, luck = Rng.from_seed(4), chance_rng(4)
    while not r.is_over(s):
        s = r.apply(s, resolve(r, s, luck).action if r.current_player(s) == CHANCE else rng.choice(r.legal_actions(s)))
    assert s.bar.town == TOWNS.index(name) and r.winners(s)
