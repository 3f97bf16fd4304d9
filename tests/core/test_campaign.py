"""The kernel's campaigns (games/core/campaign.py): a series of matches with a carry-over, on the
Tokens toy game given a three-stage campaign. The Road to Jerusalem's own towns are tested with
Anno Domini (tests/anno_domini/test_campaign*.py)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from games.core.campaign import ADVANCED, AFRESH, RETRY, WON, Campaign
from games.core.contract import CampaignInfo, Seat, StageInfo
from games.core.match import Match, write_json_atomic
from games.core.save_file import SaveError
from tests.core.toy_game import INFO, TokensRules

ROAD = CampaignInfo("road", "The Toy Road", 2, (
    StageInfo("first", "First", "nothing more", (("hard", 0),)),
    StageInfo("second", "Second", "harder", (("hard", 1), ("dark", True))),
    StageInfo("third", "Third", "hardest", (("hard", 2),)),
), goal="win")


class RoadRules(TokensRules):
    """Tokens with a campaign: seat 0 passes a stage by winning; a failed try carries the tokens
    it played over, and the retry's options name them."""

    info = replace(INFO, campaigns=(ROAD,))

    def campaign_options(self, campaign, stage, options, carried):
        out = super().campaign_options(campaign, stage, options, carried)
        out["kept"] = ",".join(carried)
        return out

    def carried_over(self, state, seat):
        return tuple(str(t) for t in state.played[seat])


RULES = RoadRules()
SEATS = [Seat("Ann", "red", "human"), Seat("Tok", "blue", "random")]


def _info_of(game):
    return RULES.info if game == RULES.info.id else None


def _play(campaign: Campaign, seed: int) -> tuple[Campaign, Match]:
    match = Match(RULES, campaign.match_options(RULES.info, RULES), list(campaign.seats), seed)
    campaign = campaign.playing(match.match_id)
    while not match.is_over():
        match.apply(max(RULES.legal_actions(match.state), key=lambda a: a.token))
    return campaign, match


def _seed_where(passed: bool) -> int:
    """A seed whose match seat 0 wins (or loses) playing its higher token first."""
    for seed in range(200):
        match = Match(RULES, {"players": 2}, SEATS, seed)
        while not match.is_over():
            match.apply(max(RULES.legal_actions(match.state), key=lambda a: a.token))
        if RULES.stage_passed(match.state, 0) == passed:
            return seed
    raise AssertionError("no such seed")


WIN, LOSS = _seed_where(True), _seed_where(False)


def test_each_stage_adds_its_options_on_top_of_every_earlier_one() -> None:
    c = Campaign.start(RULES.info, ROAD, SEATS, {"colour_of_rival": "blue"})
    assert c.match_options(RULES.info, RULES) == {"players": 2, "colour_of_rival": "blue", "hard": 0, "kept": ""}
    c = replace(c, stage=1)
    assert c.match_options(RULES.info, RULES)["dark"] is True
    third = replace(c, stage=2).match_options(RULES.info, RULES)
    assert third["hard"] == 2 and third["dark"] is True  # the second stage's difficulty stays


def test_a_won_stage_advances_and_the_last_won_ends_the_campaign() -> None:
    c = Campaign.start(RULES.info, ROAD, SEATS, {})
    for stage in range(3):
        assert c.stage == stage and c.attempt == 1
        c, match = _play(c, WIN)
        c = c.record(RULES, match.state, "Ann won")
    assert c.finished and [t.outcome for t in c.history] == [ADVANCED, ADVANCED, WON]
    assert c.match_id is None


def test_a_failed_stage_is_retried_once_with_what_it_carried_then_afresh_with_nothing() -> None:
    c = Campaign.start(RULES.info, ROAD, SEATS, {})
    c, match = _play(c, LOSS)
    played = tuple(str(t) for t in match.state.played[0])
    c = c.record(RULES, match.state, "Tok won")
    assert (c.stage, c.attempt, c.carried, c.history[-1].outcome) == (0, 2, played, RETRY)
    assert c.match_options(RULES.info, RULES)["kept"] == ",".join(played)  # the retry's match reads it
    c, match = _play(c, LOSS)
    c = c.record(RULES, match.state, "Tok won")
    assert (c.stage, c.attempt, c.carried, c.history[-1].outcome) == (0, 1, (), AFRESH)
    assert c.match_options(RULES.info, RULES)["kept"] == ""
    c, match = _play(c, LOSS)
    c = c.record(RULES, match.state, "Tok won")
    assert c.attempt == 2  # afresh means a retry again after the next failure
    c, match = _play(c, WIN)
    c = c.record(RULES, match.state, "Ann won")
    assert (c.stage, c.attempt, c.carried) == (1, 1, ())
    assert [t.attempt for t in c.history] == [1, 2, 1, 2]


def test_a_campaign_survives_its_file(tmp_path) -> None:
    c = Campaign.start(RULES.info, ROAD, SEATS, {"colour_of_rival": "blue"})
    c, match = _play(c, LOSS)
    c = c.record(RULES, match.state, "Tok won")
    c = c.playing("abc123")
    path = tmp_path / "c.json"
    write_json_atomic(path, c.to_json())
    assert Campaign.load(path, _info_of) == c


@pytest.mark.parametrize("damage,words", [
    (lambda d: d.update(format="caravanserai-save"), "not a Caravanserai campaign"),
    (lambda d: d.update(stage=7), "past the last"),
    (lambda d: d.update(stage="1"), "stage"),
    (lambda d: d.update(attempt=3), "attempt"),
    (lambda d: d.update(game="chess"), "not on this table"),
    (lambda d: d.update(campaign="other"), "no campaign"),
    (lambda d: d["seats"].pop(), "seats"),
    (lambda d: d["seats"][0].update(colour="mauve"), "seats"),
    (lambda d: d.update(carried=["x" * 500]), "carried"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d["history"].append({"stage": 0}), "history"),
])
def test_a_damaged_campaign_file_is_refused_with_the_reason(tmp_path, damage, words) -> None:
    c = Campaign.start(RULES.info, ROAD, SEATS, {})
    data = json.loads(json.dumps(c.to_json()))
    damage(data)
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=words):
        Campaign.load(path, _info_of)


@pytest.mark.parametrize("text", ["[" * 100_000, "", "{\"format\": 1e999}", "\x00\x01"])
def test_a_campaign_file_that_is_no_json_is_refused(tmp_path, text) -> None:
    path = tmp_path / "c.json"
    path.write_text(text)
    with pytest.raises(SaveError):
        Campaign.load(path, _info_of)

