"""Sides that no seat plays (the Raiders of the Siege test game): winners, the results
headline, self-play's lines, and a one-seat game whose computer player tells winning from losing."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

import main
from games import registry
from games.core.ai.hooks import hooks_for, rewards
from games.core.chance import chance_rng
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.selfplay import play_match, play_series, summarise
from games.ui.results_scene import tiebreak_line, winners_line
from tests.core.siege_game import RAIDERS, Build, Forage, resolve

RULES = registry.rules("siege")


def _solo(seed: int = 1) -> Match:
    return Match(RULES, RULES.info.default_options(1), [Seat("Ada", "red", "human")], seed)


def test_the_raiders_win_when_they_end_past_the_wall_and_the_headline_names_them() -> None:
    match = _solo()
    luck = chance_rng(1)
    while not match.is_over():
        if match.current_player() == CHANCE:
            match.apply(resolve(match.state, RULES.chance_request(match.state), luck))
        else:
            match.apply(Forage())  # never builds: the Raiders (as many as the seats) walk in
    assert RULES.winners(match.state) == [RAIDERS]
    assert winners_line(match, [RAIDERS]) == "The Raiders win!"
    assert tiebreak_line(match, RULES.scores(match.state), [RAIDERS]) == ""
    assert winners_line(match, [0]) == "Ada wins!"


def test_a_one_seat_reward_tells_winning_from_losing() -> None:
    """Today's reward for a lone seat is always 0.5: the search could not tell a sure loss."""
    hooks = hooks_for(RULES)
    state = _solo().state
    losing = replace(state, wall=0, raiders=6)
    winning = replace(state, wall=6, raiders=2)
    lose, win = (rewards(hooks.evaluate(s), hooks.scale)[0] for s in (losing, winning))
    assert lose < 0.2 and win > 0.8


def test_the_search_builds_when_only_the_wall_can_save_a_lone_seat() -> None:
    from games.core.ai.players import NormalPlayer
    from games.core.selfplay import player_rng

    # The last turn: the wall holds now, and the Raiders grow by 1 or 2 once it is played.
    state = replace(_solo().state, round=3, wall=4, raiders=4)
    assert NormalPlayer().choose(RULES, RULES.view(state, 0), 0, player_rng(3, 0)) == Build()


def test_selfplay_names_a_side_that_wins_and_a_solo_game_plays() -> None:
    results = [r for _line, r in play_series(RULES, ["random"], 1, 12, seed=1)]
    assert all(r.winners for r in results), "someone always wins the Siege"
    side_won = [r for r in results if r.winners == [RAIDERS]]
    assert side_won and len(side_won) < len(results)
    assert side_won[0].to_json(1)["winners"] == ["raiders"]
    closing = summarise(results)
    assert closing["side_wins"] == {"raiders": len(side_won)}
    assert closing["wins"] == [len(results) - len(side_won)]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_selfplay_plays_every_seat_count(players: int) -> None:
    result = play_match(RULES, ["ai-easy"], seed=players, players=players)
    assert RULES.is_over(result.final_state) and result.winners


def test_selfplay_from_the_command_line_plays_a_solo_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--selfplay", "siege", "--players", "1", "--games", "6", "--seed", "2"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 7 and all(line["winners"] for line in lines[:-1])
    assert lines[-1]["seats"] == ["random"]
