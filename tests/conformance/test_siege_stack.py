"""The Siege test game (an outcome from outside the rules, a side that no seat plays) through the
rest of the stack at every seat count, 1 to 5: self-play to the end naming who won, its log
replayed and saved without asking the resolver again, and the search choosing legal moves after
the Raiders' drops without ever running the resolver.

The match itself (save and load at every step, the drop checked, never undone) is the generic
conformance test's, which plays the Siege too; the kernel's own tests (tests/core/test_chance.py,
test_sides.py) check the parts one by one on one or two seat counts.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from games import registry
from games.core.ai.players import NormalPlayer
from games.core.ai.search import SearchSettings
from games.core.chance import chance_rng, register_resolver, resolve
from games.core.contract import CHANCE, Seat
from games.core.match import Match, UndoRefused
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.core.selfplay import play_series, player_rng, summarise
from tests.core import siege_game
from tests.core.siege_game import RAIDERS, Assault, Forage

RULES = registry.rules("siege")
SEAT_COUNTS = [1, 2, 3, 4, 5]
SMALL = SearchSettings(iterations=40, rollout_plies=4)


class Forager:
    """A seat that never builds: the wall stays down, so the Raiders walk in."""

    def choose(self, rules, view, seat, rng):
        return Forage()


@pytest.fixture
def resolver_calls() -> Iterator[list[int]]:
    """The Siege's own resolver, counting the times it is asked."""
    calls: list[int] = []

    def counting(rules):
        def resolver(state, request, rng):
            calls.append(1)
            return siege_game.resolve(state, request, rng)
        return resolver

    register_resolver("siege", counting)
    yield calls
    register_resolver("siege", siege_game.make_resolver)


def _snapshot(state) -> str:
    return json.dumps(RULES.state_to_json(state), sort_keys=True)


@pytest.mark.parametrize("players", SEAT_COUNTS)
def test_selfplay_ends_with_a_named_winner_and_its_log_replays_without_the_resolver(
        players: int, resolver_calls: list[int], tmp_path: Path) -> None:
    played = list(play_series(RULES, ["random"], players, games=4, seed=10 * players))
    assert len(resolver_calls) == 4 * 3  # three drops a match, each asked of the resolver once
    for line, result in played:
        assert line["winners"], "someone always wins the Siege"
        assert line["winners"] == result.winners == RULES.winners(result.final_state)
        assert all(w == RAIDERS if isinstance(w, str) else 0 <= w < players for w in line["winners"])
        assert json.loads(json.dumps(line)) == line

    # Seats that never build lose to the Raiders, and the output names them.
    lost = list(play_series(RULES, [Forager()], players, games=3, seed=7))
    assert [line["winners"] for line, _ in lost] == [[RAIDERS]] * 3
    closing = summarise([r for _, r in lost])
    assert closing["side_wins"] == {RAIDERS: 3} and closing["wins"] == [0] * players

    # The log of a played match replays to the same end, asking the resolver nothing.
    asked = len(resolver_calls)
    _, result = played[0]
    match = Match(RULES, RULES.info.default_options(players), result.seats, result.seed)
    for action in result.actions:
        match.apply(action)
    assert _snapshot(match.state) == _snapshot(result.final_state)
    assert [k for k, who in enumerate(match.actors()) if who == CHANCE] == \
        [k for k, a in enumerate(result.actions) if isinstance(a, Assault)]
    path = tmp_path / "siege.json"
    match.save(path)
    loaded = Match.load(path, registry.rules)
    assert _snapshot(loaded.state) == _snapshot(result.final_state)
    assert RULES.winners(loaded.state) == result.winners
    assert loaded.last_actor() == CHANCE  # the last drop ends the siege, and stands
    with pytest.raises(UndoRefused):
        loaded.undo()
    assert len(resolver_calls) == asked


def _after_drops(players: int, seed: int) -> list[Match]:
    """A match played by random seats, kept at each seat's turn that follows a drop."""
    seats = [Seat(f"P{i + 1}", RULES.info.colours[i].name, "ai-normal") for i in range(players)]
    match = Match(RULES, RULES.info.default_options(players), seats, seed)
    luck, rng, kept = chance_rng(seed), Rng.from_seed(seed), []
    while not match.is_over():
        seat = match.current_player()
        if seat == CHANCE:
            match.apply(resolve(RULES, match.state, luck).action)
            if not match.is_over():
                kept.append(Match.from_json(match.to_json(), registry.rules))
        else:
            match.apply(RandomPlayer().choose(RULES, RULES.view(match.state, seat), seat, rng))
    return kept


@pytest.mark.parametrize("players", SEAT_COUNTS)
def test_the_search_chooses_legal_moves_after_a_drop_and_never_runs_the_resolver(
        players: int, resolver_calls: list[int]) -> None:
    positions = _after_drops(players, seed=players)
    assert len(positions) == 2  # after the first and the second of three drops
    asked = len(resolver_calls)
    for match in positions:
        state = match.state
        seat = match.current_player()
        view = RULES.view(state, seat)
        assert isinstance(seat, int) and state.poses is not None and view.poses is None  # the search sees counts
        action = NormalPlayer(SMALL).choose(RULES, view, seat, player_rng(players, seat))
        assert action in RULES.legal_actions(state)
    assert len(resolver_calls) == asked, "the search ran the live resolver"
