"""Chance whose outcome comes from outside the rules (the Siege test game's tower assault):
asked for by the state, given by the game's resolver, checked by `apply`, kept in the log,
never undone, replayed without asking again, and sampled from a fast model by the search."""

from __future__ import annotations

import json

import pytest

from games import registry
from games.core.ai.players import NormalPlayer
from games.core.chance import Resolution, chance_rng, register_resolver, resolve, resolver_for
from games.core.contract import CHANCE, IllegalAction, Seat
from games.core.match import Match, UndoRefused
from games.core.selfplay import play_match, player_rng
from tests.core import siege_game
from tests.core.siege_game import Assault, Build, Forage, SampledAssault

RULES = registry.rules("siege")


def _to_assault(players: int = 2, seed: int = 4) -> Match:
    """A match whose first round is played: the Raiders' drop is due."""
    seats = [Seat(f"P{i + 1}", RULES.info.colours[i].name, "human") for i in range(players)]
    match = Match(RULES, RULES.info.default_options(players), seats, seed)
    for _ in range(players):
        match.apply(Build())
    return match


def _refusing_resolver(rules):
    def resolver(state, request, rng):
        raise AssertionError("the live resolver was asked")
    return resolver


@pytest.fixture
def no_live_resolver():
    """The resolver replaced by one that fails: whatever runs now must not ask it."""
    register_resolver("siege", _refusing_resolver)
    yield
    register_resolver("siege", siege_game.make_resolver)


def test_the_state_asks_for_an_outcome_that_chance_gives_and_nobody_undoes() -> None:
    match = _to_assault()
    assert match.current_player() == CHANCE and RULES.legal_actions(match.state) == []
    request = RULES.chance_request(match.state)
    assert request.kind == "assault" and request.detail == (2, ())
    with pytest.raises(IllegalAction):
        match.apply(Forage())  # no seat acts while the drop is due
    outcome = resolver_for(RULES)(match.state, request, chance_rng(1))
    match.apply(outcome)
    assert match.last_actor() == CHANCE
    assert match.undo_refusal(0) == "What chance decided can't be taken back."
    with pytest.raises(UndoRefused):
        match.undo()
    assert match.current_player() == 0


def test_apply_checks_that_every_cube_is_accounted_for() -> None:
    state = _to_assault().state
    for wrong in (Assault(1, ()), Assault(0, ((1, 5),)), Assault(1, ((3, 5),)), Assault(-1, ((1, 5), (1, 6), (1, 7)))):
        with pytest.raises(IllegalAction):
            RULES.apply(state, wrong)
    after = RULES.apply(state, Assault(1, ((1, 407),)))
    assert after.raiders == state.raiders + 1 and after.tower == (1,) and after.poses == (407,)


def test_the_sampled_form_fits_only_an_abstract_tower_as_a_seat_sees_it() -> None:
    state = _to_assault().state
    with pytest.raises(IllegalAction, match="sampled"):
        RULES.apply(state, SampledAssault(0, (1, 1)))
    view = RULES.view(state, 0)
    assert view.poses is None
    after = RULES.apply(view, SampledAssault(0, (1, 1)))
    assert after.tower == (1, 1) and after.poses is None


def test_load_replays_the_recorded_outcome_and_never_asks_again(request) -> None:
    match = _to_assault()
    match.apply(resolver_for(RULES)(match.state, RULES.chance_request(match.state), chance_rng(9)))
    match.apply(Forage())
    request.getfixturevalue("no_live_resolver")  # from here on, asking the resolver fails
    loaded = Match.from_json(json.loads(json.dumps(match.to_json())), registry.rules)
    assert loaded.actions == match.actions and loaded.state == match.state
    assert loaded.state.poses == match.state.poses and loaded.actors() == match.actors()


def test_the_search_samples_the_fast_model_and_never_runs_the_resolver(no_live_resolver) -> None:
    seats = [Seat("Ada", "red", "ai-normal")]
    match = Match(RULES, RULES.info.default_options(1), seats, 2)
    # Every decision of the lone seat leads into a drop, which the search must sample itself.
    action = NormalPlayer().choose(RULES, RULES.view(match.state, 0), 0, player_rng(2, 0))
    assert action in (Build(), Forage())


def test_selfplay_resolves_chance_and_one_seed_replays_the_drops() -> None:
    a = play_match(RULES, ["random"], seed=8, players=2)
    b = play_match(RULES, ["random"], seed=8, players=2)
    drops = [x for x in a.actions if isinstance(x, Assault)]
    assert len(drops) == 3 and a.actions == b.actions
    assert a.final_state.poses is not None  # the live resolver's full form, poses and all


def test_resolve_wraps_a_bare_action_and_keeps_a_playback_out_of_the_log() -> None:
    match = _to_assault()
    rules = match.rules
    bare = resolve(rules, match.state, chance_rng(3))
    assert isinstance(bare.action, Assault) and bare.playback is None

    def animated(rules):
        return lambda state, request, rng: Resolution(siege_game.resolve(state, request, rng), playback=["frame"])

    register_resolver("siege", animated)
    try:
        got = resolve(rules, match.state, chance_rng(3))
    finally:
        register_resolver("siege", siege_game.make_resolver)
    assert got.action == bare.action and got.playback == ["frame"]
    match.apply(got.action)
    assert "frame" not in json.dumps(match.to_json())


def test_resolve_refuses_a_state_that_asks_for_nothing() -> None:
    match = _to_assault()
    match.apply(resolve(match.rules, match.state, chance_rng(3)).action)
    with pytest.raises(LookupError, match="no outcome"):
        resolve(match.rules, match.state, chance_rng(3))
