"""The generic conformance test: every registered game, every player count.

Random legal play to the end, checking the rules contract at every step.
"""

from __future__ import annotations

import json
import pickle

import pytest

from games import registry
from games.core.ai.hooks import hooks_for
from games.core.chance import resolve
from games.core.contract import CHANCE, IllegalAction, Seat
from games.core.match import Match, UndoRefused
from games.core.players import RandomPlayer
from games.core.rng import Rng

CASES = [
    (game_id, n)
    for game_id in registry.rules_ids()
    for n in range(registry.info(game_id).min_players, registry.info(game_id).max_players + 1)
]
SEEDS = (1, 2)
EVERY_STEP = 60  # save -> load is checked at every one of the first steps of a match,
SPACED = 25  # then at every 25th and at the end: a replay costs the whole log, and long games
# (Kreuzes runs to 400-700 actions) would spend minutes replaying it at every step.


def _replay_due(steps: int) -> bool:
    return steps <= EVERY_STEP or steps % SPACED == 0


def _seats(game_id: str, n: int) -> list[Seat]:
    colours = registry.info(game_id).colours
    return [Seat(f"P{i + 1}", colours[i].name, "random") for i in range(n)]


def _snapshot(rules, state) -> str:
    return json.dumps(rules.state_to_json(state), sort_keys=True)


def _roundtrip(match: Match) -> Match:
    return Match.from_json(json.loads(json.dumps(match.to_json())), registry.rules)


def _draw_from_copy(state) -> None:
    """Copy `state` with its own `copy` (as Jerusalem's rules do before dealing) and draw from
    every generator the copy holds. Draws inside `apply` are checked by the snapshot after it,
    which the Siege test game exercises: it draws cards during play."""
    if not hasattr(state, "copy"):
        return
    for value in vars(state.copy()).values():
        if isinstance(value, Rng):
            value.next_u64()


def _chance_keeps_the_contract(rules, match: Match, seen_actions: list, rng: Rng) -> None:
    """An outcome from outside the rules: asked for, checked by `apply`, never undone, replayed
    from the log; and the search's sampled form fits every seat's (abstract) view."""
    state = match.state
    request = rules.chance_request(state)
    assert request is not None and rules.legal_actions(state) == [], "chance acts, no seat"
    before = _snapshot(rules, state)
    for old in seen_actions[-20:]:  # no seat's action, nor an old outcome that no longer fits
        try:
            rules.apply(state, old)
        except IllegalAction as err:
            assert err.reason and _snapshot(rules, state) == before
    outcome = resolve(rules, state, rng).action  # the full outcome; its playback is never logged
    assert rules.action_from_dict(json.loads(json.dumps(rules.action_to_dict(outcome)))) == outcome
    hooks = hooks_for(rules)
    for seat in range(len(match.seats)):
        view = rules.view(state, seat)
        sampled = hooks.sample_outcome(view, rules.chance_request(view), rng)
        rules.apply(view, sampled)  # the sampled form fits the abstract tower a seat sees
    match.apply(outcome)
    assert _snapshot(rules, state) == before, "apply must not change the state it was given"
    assert match.undo_refusal() is not None
    with pytest.raises(UndoRefused):
        match.undo()
    if _replay_due(len(match.actions)):
        assert _snapshot(rules, _roundtrip(match).state) == _snapshot(rules, match.state)
    seen_actions.append(outcome)


@pytest.mark.parametrize("game_id,players", CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_keeps_the_contract(game_id: str, players: int, seed: int) -> None:
    rules = registry.rules(game_id)
    match = Match(rules, rules.info.default_options(players), _seats(game_id, players), seed)
    rng = Rng.from_seed(seed * 7919)
    player = RandomPlayer()
    seen_actions = []
    steps = 0
    while not match.is_over():
        state = match.state
        seat = match.current_player()
        if seat == CHANCE:
            _chance_keeps_the_contract(rules, match, seen_actions, rng)
            steps += 1
            continue
        assert rules.chance_request(state) is None, "only chance's turn asks for an outcome"
        assert isinstance(seat, int) and 0 <= seat < players
        legal = rules.legal_actions(state)
        assert legal, "a game that is not over must offer an action"

        # The acting seat's view offers exactly the same actions: no player needs to peek.
        view = rules.view(state, seat)
        assert rules.legal_actions(view) == legal

        # `view` hides every other seat's hidden holdings and keeps one's own.
        for s in range(players):
            v = rules.view(state, s)
            assert rules.hidden_holdings(v, s) == rules.hidden_holdings(state, s)
            for t in range(players):
                if t != s:
                    assert rules.hidden_holdings(v, t) is None

        # Illegal actions raise and leave the state as it was.
        before = _snapshot(rules, state)
        for old in seen_actions[-40:]:
            if old not in legal:
                with pytest.raises(IllegalAction) as err:
                    rules.apply(state, old)
                assert err.value.reason
                assert _snapshot(rules, state) == before

        # A draw from a copy (as the rules make when they deal a card in play) never changes
        # the state it was copied from: a state's generator is a value, never shared.
        _draw_from_copy(state)
        assert _snapshot(rules, state) == before, "a copy must not share a generator with its state"

        action = player.choose(rules, view, seat, rng)
        assert action in legal
        # Every action survives the trip through the log format.
        assert rules.action_from_dict(json.loads(json.dumps(rules.action_to_dict(action)))) == action
        match.apply(action)
        assert _snapshot(rules, state) == before, "apply must not change the state it was given"
        seen_actions.append(action)
        steps += 1
        assert steps < 5000, "the game must end"

        # Save -> load (a replay of the log) gives an equal state (see _replay_due).
        if _replay_due(steps):
            assert _snapshot(rules, _roundtrip(match).state) == _snapshot(rules, match.state)

    assert _snapshot(rules, _roundtrip(match).state) == _snapshot(rules, match.state)

    assert rules.legal_actions(match.state) == []
    sheets = rules.scores(match.state)
    assert [s.seat for s in sheets] == list(range(players))
    winners = rules.winners(match.state)
    sides = {side.id for side in rules.info.sides}
    # Someone won: seats by index, or sides no seat plays by their id (never an index of -1).
    assert winners and all(w in sides if isinstance(w, str) else 0 <= w < players for w in winners)
    if all(isinstance(w, int) for w in winners):
        best = max((s.total, s.tiebreak) for s in sheets)
        assert {w for w in winners} == {s.seat for s in sheets if (s.total, s.tiebreak) == best}


@pytest.mark.parametrize("game_id", registry.rules_ids())
def test_the_rules_travel_to_the_computer_players_process(game_id: str) -> None:
    """The table sends the rules to the computer players' worker process by pickle."""
    rules = registry.rules(game_id)
    players = registry.info(game_id).max_players
    state = rules.setup(rules.info.default_options(players), _seats(game_id, players), 3)
    copy = pickle.loads(pickle.dumps(rules))
    assert copy.legal_actions(state) == rules.legal_actions(state)
