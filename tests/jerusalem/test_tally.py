"""The table's tally of each screen (rules/state.py): every Squire and Bezant that goes behind a
screen or comes out of one does so in the open, and so does every Action card (which card stays
hidden, not how many), so the tally every seat keeps is exact. Random
legal games to the end at every table size hold it equal to the screens at every step; views mask
the screens and keep the tally; saves, which hold the moves and not the state, rebuild it."""

from __future__ import annotations

import json

import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.jerusalem.rules.state import JerusalemState

RULES = registry.rules("jerusalem")


def _seats(players: int) -> list[Seat]:
    return [Seat(f"P{i}", RULES.info.colours[i].name, "human") for i in range(players)]


def _random_game(players: int, seed: int) -> list[JerusalemState]:
    state = RULES.setup(RULES.info.default_options(players), _seats(players), seed)
    rng = Rng.from_seed(seed * 31 + players)
    out = [state]
    while not RULES.is_over(state):
        state = RULES.apply(state, RandomPlayer().choose(RULES, RULES.view(state, state.actor), state.actor, rng))
        out.append(state)
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_tally_always_matches_the_screens_in_random_games(players: int, seed: int) -> None:
    states = _random_game(players, seed)
    assert states[-1].gifts_given, "the game was played to its end"
    moved = set()
    for state in states:
        assert state.tally_squires == state.squires
        assert state.tally_bezants == state.bezants
        assert state.tally_cards == tuple(len(hand) for hand in state.hands)
        moved |= {(k, state.squires[k], state.bezants[k]) for k in range(players)}
        for seat in (*range(players), None):
            view = RULES.view(state, seat)
            # The screens stay hidden; the tally, being public, is whole in every view.
            assert all(view.squires[k] is None and view.bezants[k] is None for k in range(players) if k != seat)
            assert (view.tally_squires, view.tally_bezants) == (state.squires, state.bezants)
            assert view.tally_cards == state.tally_cards
    assert len(moved) > 5 * players, "the screens changed during the game"


def test_the_tally_starts_as_the_rulebook_sets_up_the_screens() -> None:
    state = RULES.setup(RULES.info.default_options(3), _seats(3), 5)
    assert state.tally_squires == (0, 0, 0) and state.tally_cards == (0, 0, 0)
    assert state.tally_bezants == (RULES.config.rules["start"]["bezants"],) * 3


def test_a_save_without_any_tally_loads_with_the_tally_rebuilt() -> None:
    """A save holds the moves, not the state: a save made before the tally existed (here the
    first save format, without match id, player seed, summary or hints) replays into a state
    whose tally is whole."""
    states = _random_game(4, 7)
    match = Match(RULES, RULES.info.default_options(4), _seats(4), 7)
    rng = Rng.from_seed(7 * 31 + 4)
    while len(match.actions) < len(states) // 2:
        actor = match.current_player()
        match.apply(RandomPlayer().choose(RULES, RULES.view(match.state, actor), actor, rng))
    old = match.to_json()
    for newer in ("match_id", "player_seed", "summary", "hints"):
        old.pop(newer, None)
    assert "tally" not in json.dumps(old)
    loaded = Match.from_json(json.loads(json.dumps(old)), registry.rules)
    assert loaded.state == match.state
    assert loaded.state.tally_squires == match.state.squires
    assert loaded.state.tally_bezants == match.state.bezants
