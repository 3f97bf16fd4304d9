"""Self-play on the kernel's toy game (registered only inside pytest)."""

from __future__ import annotations

import json

import pytest

from games import registry
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.selfplay import play_match, play_series, resolve_seats, summarise


@pytest.fixture
def rules():
    return registry.rules("tokens")


def test_a_match_is_played_to_the_end(rules) -> None:
    result = play_match(rules, ["random"], seed=5, players=3)
    assert rules.is_over(result.final_state)
    assert len(result.actions) == 6  # two tokens per seat
    assert [s.seat for s in result.scores] == [0, 1, 2]
    best = max(s.total for s in result.scores)
    assert result.winners == [s.seat for s in result.scores if s.total == best]


def test_one_seed_replays_the_same_match(rules) -> None:
    a = play_match(rules, ["random"], seed=11, players=4)
    b = play_match(rules, ["random"], seed=11, players=4)
    assert a.actions == b.actions and a.scores == b.scores
    others = {tuple(play_match(rules, ["random"], seed=s, players=4).actions) for s in range(12, 20)}
    assert len(others) > 1, "different seeds should give different matches"


def test_the_log_replays_into_a_match(rules) -> None:
    """The benchmarks rebuild late-game tables this way: same seats, options and seed."""
    result = play_match(rules, ["random"], seed=3, players=2)
    match = Match(rules, rules.info.default_options(2), result.seats, 3)
    for action in result.actions:
        match.apply(action)
    assert rules.scores(match.state) == result.scores


class Peeker:
    """Records what it was shown, then plays the first legal action of its view."""

    def __init__(self) -> None:
        self.shown: list[tuple[int, object]] = []

    def choose(self, rules, view, seat, rng):
        self.shown.append((seat, view))
        return rules.legal_actions(view)[0]


def test_players_see_only_their_view(rules) -> None:
    peeker = Peeker()
    result = play_match(rules, [peeker], seed=8, players=3)
    assert len(peeker.shown) == len(result.actions)
    for seat, view in peeker.shown:
        assert rules.hidden_holdings(view, seat) is not None  # one's own hand is in sight
        for other in range(3):
            if other != seat:
                assert rules.hidden_holdings(view, other) is None


def test_seats_mix_kinds_and_player_objects(rules) -> None:
    result = play_match(rules, ["random", Peeker()], seed=2, players=2)
    assert [s.player for s in result.seats] == ["random", "Peeker"]
    result = play_match(rules, [RandomPlayer(), "random"], seed=2)
    assert [s.player for s in result.seats] == ["random", "random"]


@pytest.mark.parametrize(
    "seats,players,message",
    [
        (["random"], 5, "2 to 4 players, not 5"),
        (["random"], 1, "not 1"),
        (["random", "random", "random"], 2, "3 seat kinds given for 2 players"),
        (["random", "grandmaster"], 2, "grandmaster"),
    ],
)
def test_a_bad_seating_is_refused_with_a_reason(rules, seats, players, message) -> None:
    with pytest.raises(ValueError, match=message):
        resolve_seats(rules.info, seats, players)
    with pytest.raises(ValueError, match=message):
        play_match(rules, seats, seed=1, players=players)


def test_a_single_kind_seats_everyone(rules) -> None:
    assert resolve_seats(rules.info, ["random"], 4) == ["random"] * 4


def test_a_game_that_does_not_end_stops_with_a_message(rules) -> None:
    with pytest.raises(RuntimeError, match="did not end within 3 actions"):
        play_match(rules, ["random"], seed=1, players=2, max_actions=3)


def test_the_match_line_is_plain_json_with_the_breakdown(rules) -> None:
    result = play_match(rules, ["random"], seed=4, players=2)
    line = json.loads(json.dumps(result.to_json(7)))
    assert set(line) == {"game", "match", "seed", "winners", "scores", "actions", "seconds"}
    assert line["game"] == "tokens" and line["match"] == 7 and line["seed"] == 4
    assert line["actions"] == 4 and line["seconds"] >= 0
    for sheet, seat_line in zip(result.scores, line["scores"], strict=True):
        assert seat_line["seat"] == sheet.seat and seat_line["player"] == "random"
        assert seat_line["total"] == sheet.total == sum(seat_line["parts"].values())


def test_a_series_numbers_its_matches_and_sums_up(rules) -> None:
    lines, results = zip(*play_series(rules, ["random"] * 3, 3, games=6, seed=40), strict=True)
    assert [ln["match"] for ln in lines] == [1, 2, 3, 4, 5, 6]
    assert [ln["seed"] for ln in lines] == [40, 41, 42, 43, 44, 45]
    summary = summarise(results)
    assert summary["summary"] is True and summary["games"] == 6 and summary["seats"] == ["random"] * 3
    # A shared win counts for each seat sharing it.
    assert sum(summary["wins"]) == sum(len(r.winners) for r in results)
    assert summary["shared_wins"] == sum(len(r.winners) > 1 for r in results)
    assert summary["mean_actions"] == 6
