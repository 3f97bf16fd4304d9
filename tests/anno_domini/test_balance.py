"""The balance report's facts: turn positions count from the starting player, a shared win is
split, and the summary's shares of the wins add up to the games played. The long self-play runs
are in the report's commands (README, "Tools without a window"), not here."""

from __future__ import annotations

import json

import pytest

from games import registry
from games.anno_domini import balance
from games.core.selfplay import play_match


def test_positions_count_from_the_starting_player() -> None:
    result = play_match(registry.rules("anno_domini"), ["random"] * 4, 5, 4)
    first = result.final_state.first
    out = balance.line(result, 1)
    assert out["positions"][first] == 0
    assert sorted(out["positions"]) == [0, 1, 2, 3]
    assert out["positions"][(first + 3) % 4] == 3
    assert out["winning_score"] == max(s.total for s in result.scores)
    assert out["turns"] == result.final_state.turn > 0


def test_the_summary_splits_shared_wins_among_positions() -> None:
    lines = [
        {"winners": [0], "positions": [0, 1, 2], "winning_score": 80, "turns": 60, "end": "Sanhedrin"},
        {"winners": [1, 2], "positions": [2, 0, 1], "winning_score": 90, "turns": 70, "end": "last Follower"},
    ]
    out = balance.summary(lines)
    assert out["position_share"] == [0.75, 0.25, 0.0]  # a win, then half of a shared one
    assert sum(out["position_share"]) == pytest.approx(1.0)
    assert out["winning_score"]["median"] == 85 and out["turns"]["max"] == 70
    assert out["ended_by_last_follower"] == 0.5
    assert out["most_above_even"] == pytest.approx(0.75 - 1 / 3, abs=0.001)


def test_one_self_play_game_gives_its_line_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert balance.main(["--players", "3", "--games", "1", "--seed", "4"]) == 0
    game, summary = (json.loads(text) for text in capsys.readouterr().out.splitlines())
    assert game["match"] == 1 and len(game["scores"]) == 3
    assert summary["games"] == 1 and summary["players"] == 3
    assert sum(summary["position_share"]) == pytest.approx(1.0)


def test_the_solitaire_report_counts_wins_against_barabbas_with_150_vp() -> None:
    result = play_match(registry.rules("anno_domini"), ["random"], 3, 1)
    out = balance.solo_line(result, 1)
    assert out["player"] == result.scores[0].total and out["barabbas"] == result.final_state.bar.vp
    assert out["won"] == (result.winners == [0])
    lines = [{"won": True, "won_150": True, "player": 160, "barabbas": 150, "turns": 30},
             {"won": True, "won_150": False, "player": 140, "barabbas": 130, "turns": 28},
             {"won": False, "won_150": False, "player": 150, "barabbas": 150, "turns": 31}]
    summary = balance.solo_summary(lines, 12.0)
    assert (summary["won"], summary["won_with_150"], summary["won_with_150_share"]) == (2, 1, 0.333)
    assert summary["barabbas_score"]["median"] == 150 and summary["seconds"] == 12.0


def test_two_worker_processes_give_the_same_lines_as_one() -> None:
    def played(jobs: int) -> list[dict]:
        lines = list(balance.game_lines(1, 2, 7, "balance", "jerusalem", jobs))
        for out in lines:
            out.pop("seconds")  # the wall clock differs, nothing else may
        return lines

    one = played(1)
    assert [out["match"] for out in one] == [1, 2] and [out["seed"] for out in one] == [7, 8]
    assert played(2) == one
