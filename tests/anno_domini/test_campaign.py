"""The Road to Jerusalem as a campaign (games/core/campaign.py with Anno Domini's rules): seven
towns in order, each stage's match in its town; a town passed only by beating Barabbas with 150
VP or more; a failed town retried once with the Parable tiles it won, which start in the
player's Parables area, out of their stacks, with no VP or benefit again; then afresh."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.anno_domini.rules import towns
from games.anno_domini.rules.info import ROAD_TO_JERUSALEM, SOLO_MARK, TOWNS
from games.anno_domini.rules.parables import kept_from, next_stack
from games.core.campaign import ADVANCED, AFRESH, RETRY, Campaign
from games.core.contract import Seat
from tests.anno_domini.helpers import rules
from tests.anno_domini.test_random_games import play_to_end

SEATS = [Seat("Anna", "blue", "human")]


def _campaign(**changes) -> Campaign:
    r = rules()
    c = Campaign.start(r.info, ROAD_TO_JERUSALEM, SEATS, {"barabbas_colour": "yellow"})
    return replace(c, **changes)


def _options(c: Campaign) -> dict:
    r = rules()
    return c.match_options(r.info, r)


def test_the_road_is_the_seven_towns_in_order_each_stage_its_town() -> None:
    assert [s.id for s in ROAD_TO_JERUSALEM.stages] == list(TOWNS) == [
        "nazareth", "cana", "samaria", "emmaus", "jericho", "bethany", "jerusalem"]
    assert ROAD_TO_JERUSALEM.players == 1 and rules().info.campaigns == (ROAD_TO_JERUSALEM,)
    for k, town in enumerate(TOWNS):
        options = _options(_campaign(stage=k))
        assert options["town"] == town and options["players"] == 1 and options["barabbas_colour"] == "yellow"
        assert towns.town_of(options) == k


def test_a_later_town_keeps_every_earlier_difficulty() -> None:
    s = rules().setup(_options(_campaign(stage=5)), SEATS, 3)  # Bethany
    pl = s.p[0]
    assert (pl.stone, pl.bread, pl.fish) == (0, 0, 0)  # Emmaus
    assert pl.offerings == 0  # Jericho
    assert sum(row[0] for row in s.fields) == 0  # Bethany itself
    assert s.bar.town == towns.BETHANY


def _finished(seed: int = 2):
    r = rules()
    s = r.setup(_options(_campaign()), [Seat("Anna", "blue", "random")], seed)
    return play_to_end(s, seed, lambda before, after: None)


def _with_total(s, total: int, his: int):
    """The finished game with the player at `total` VP and Barabbas at `his`."""
    w = s.copy()
    pl = w.p[0]
    shift = total - rules().scores(s)[0].total
    w.p = (replace(pl, parts=(pl.parts[0] + shift, *pl.parts[1:])),)
    bar = w.bar
    w.bar = replace(bar, parts=(bar.parts[0] + his - bar.vp, *bar.parts[1:]))
    return w


@pytest.mark.parametrize("total,his,passed", [
    (SOLO_MARK, 120, True), (SOLO_MARK + 30, SOLO_MARK + 29, True),
    (SOLO_MARK - 1, 100, False),  # a win, but under the mark
    (SOLO_MARK + 10, SOLO_MARK + 10, False),  # a tie is his
    (SOLO_MARK + 10, SOLO_MARK + 40, False),
])
def test_a_town_is_passed_only_by_beating_barabbas_with_150_vp(total: int, his: int, passed: bool) -> None:
    s = _with_total(_finished(), total, his)
    assert (rules().scores(s)[0].total, s.bar.vp) == (total, his)
    assert rules().stage_passed(s, 0) is passed


def test_a_failed_town_is_retried_with_the_parables_it_won_then_afresh() -> None:
    r = rules()
    s = _with_total(_finished(), 120, 140)
    won = s.p[0].parables
    assert won, "the random player heard no Parable: pick another seed"
    c = _campaign(match_id="first")
    c = c.record(r, s, "Barabbas wins")
    assert c.history[-1].outcome == RETRY and c.attempt == 2
    assert c.carried == tuple(f"{k}:{v}" for k, v in zip(won, s.p[0].tiles, strict=True))
    retry = r.setup(_options(c), SEATS, 5)
    fresh = r.setup(_options(_campaign()), SEATS, 5)
    pl, plain = retry.p[0], fresh.p[0]
    assert pl.parables == won and pl.tiles == s.p[0].tiles
    # out of their stacks, and no VP or benefit again
    for k in set(won):
        assert len(retry.stacks[k - 1]) == len(fresh.stacks[k - 1]) - 1
    assert pl.parts == plain.parts and (pl.stone, pl.bread, pl.fish, pl.denarii) == \
        (plain.stone, plain.bread, plain.fish, plain.denarii)
    # they count for hearing the next Parable
    assert next_stack(pl.parables) == next_stack(won)
    c = c.playing("second").record(r, s, "Barabbas wins")
    assert c.history[-1].outcome == AFRESH and c.carried == () and c.attempt == 1
    assert r.setup(_options(c), SEATS, 5).p[0].parables == ()


def test_a_town_passed_goes_on_to_the_next_with_nothing_kept() -> None:
    r = rules()
    s = _with_total(_finished(), SOLO_MARK + 5, 100)
    c = _campaign(stage=2, attempt=2, carried=("1:1",), match_id="m").record(r, s, "Anna wins")
    assert c.history[-1].outcome == ADVANCED and (c.stage, c.attempt, c.carried) == (3, 1, ())
    assert _options(c)["town"] == "emmaus" and _options(c)["kept_parables"] == ""


def test_kept_parables_in_jerusalem_take_its_3_vp_tiles() -> None:
    c = _campaign(stage=6, attempt=2, carried=("1:3", "2:0"))
    s = rules().setup(_options(c), SEATS, 4)
    assert s.p[0].parables == (1, 2) and s.p[0].tiles == (3, 0)
    assert 3 not in s.stacks[0] and 0 not in s.stacks[1]


@pytest.mark.parametrize("option,kept", [
    ("", ()), (None, ()), ("1:1", ((1, 1),)), ("2:0,1:1", ((2, 0), (1, 1))),
    ("9:1,x,1:1,1:0,3:", ((1, 1),)),  # out of range, malformed, a stack twice, no value
])
def test_a_kept_parables_option_from_a_file_is_read_safely(option, kept) -> None:
    assert kept_from(option) == kept
