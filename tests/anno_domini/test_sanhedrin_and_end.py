"""The Sanhedrin's Judgments, the two ways the game ends, the end scoring and the tie-breaks."""

from __future__ import annotations

import pytest

from games.anno_domini.rules import sanhedrin
from games.anno_domini.rules.actions import USE, PlaceFollower
from games.anno_domini.rules.state import END_PARTS, JUDGMENT, PLAY_PARTS
from tests.anno_domini.helpers import at, cfg, new_game, play, player, rules, table

TILE_SETUPS = {
    "parables": {"parables": (1, 2, 3)},
    "offerings": {"offerings": 3},
    "resources": {"stone": 1, "bread": 1, "fish": 1},
    "favors": {"favors_done": 3},
}


@pytest.mark.parametrize("tile", ["parables", "offerings", "resources", "locations", "favors", "supper"])
def test_a_judgment_gives_the_mover_full_vp_and_the_others_half_rounded_down(tile: str) -> None:
    s = table(new_game(), clear_supper=True, supper={"T1a": 0, "T1b": 0, "T1c": 0, "B1a": 1, "B1b": 1, "B1c": 1},
              fields={0: (1, 1, 1), 1: (1, 1, 1), 2: (1, 1, 1), 3: (1, 1, 1)})
    for seat in range(4):
        s = player(s, seat, **TILE_SETUPS.get(tile, {}))
    s.judgments = tuple("" for _ in s.judgments)
    s.judgments = s.judgments[:1] + (tile,) + s.judgments[2:]
    w = play(at(s, 0, "fa", arg="sanhedrin", items=("card",)), USE)
    got = [pl.parts[JUDGMENT] for pl in w.p]
    assert got == [3, 1, 1 if tile != "supper" else 0, 1 if tile != "supper" else 0]
    assert w.judgments[1] == ""


def test_the_game_ends_when_the_marker_reaches_the_end_of_its_track() -> None:
    s = new_game()
    s.marker = sanhedrin.last_space(cfg()) - 1
    w = play(at(s, 0, "fa", arg="sanhedrin", items=("card",)), USE)
    assert w.over and rules().current_player(w) is None and rules().legal_actions(w) == []
    assert len(w.end) == 4


def test_seating_ones_last_follower_moves_the_marker_to_the_end() -> None:
    s = table(new_game(), clear_supper=True, fields={0: (1, 0, 0)})
    s = player(s, 0, camp=0)
    w = play(at(s, 0, "fa", arg="invited", items=("apostle",)), PlaceFollower("T4a", "desert"))
    assert w.over and w.marker == sanhedrin.last_space(cfg())


def test_end_scoring_adds_parables_followers_offerings_and_illumination() -> None:
    s = table(new_game(), clear_supper=True, apostles={"T1": "white"}, supper={"T1a": 0, "T4a": 0})
    s = player(s, 0, parables=(1, 2, 3, 4), offerings=2, illumination=True)
    s = player(s, 1, parables=(), offerings=0, illumination=False)
    s.marker = sanhedrin.last_space(cfg()) - 1
    w = play(at(s, 2, "fa", arg="sanhedrin", items=("card",)), USE)
    sheet = rules().scores(w)[0]
    parts = dict(sheet.parts)
    assert [name for name, _ in sheet.parts] == list(PLAY_PARTS + END_PARTS)
    assert (parts["Parable set"], parts["Last Supper"], parts["Offerings"],
            parts["Illumination"]) == (10, 6 + 7, 2, 5)
    assert dict(rules().scores(w)[1].parts)["Illumination"] == 0


def test_ties_go_to_the_illumination_kept_then_more_favors_done_else_shared() -> None:
    s = new_game()
    for seat in range(4):
        s = player(s, seat, parts=(10, 0, 0, 0, 0, 0), illumination=False, favors_done=0, parables=(), offerings=0)
    s.marker = sanhedrin.last_space(cfg()) - 1
    s = table(s, clear_supper=True)
    shared = play(at(s, 0, "fa", arg="sanhedrin", items=("card",)), USE)
    assert sorted(rules().winners(shared)) == [0, 1, 2, 3]
    favored = play(at(player(s, 2, favors_done=2), 0, "fa", arg="sanhedrin", items=("card",)), USE)
    assert rules().winners(favored) == [2]
    lit = play(at(player(player(s, 2, favors_done=2), 3, illumination=True, parts=(5, 0, 0, 0, 0, 0)), 0, "fa",
                  arg="sanhedrin", items=("card",)), USE)
    assert rules().winners(lit) == [3], "5 VP for it, and it breaks a tie before Favors"
