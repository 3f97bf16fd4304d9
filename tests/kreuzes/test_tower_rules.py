"""The tower as the rules see it: full and sampled outcomes, every cube accounted for, the
emptying, what a view shows, and the live resolver (physics) giving a checked full outcome."""

from __future__ import annotations

import json

import pytest

from games.core.chance import Resolution
from games.core.contract import CHANCE, IllegalAction
from games.core.rng import Rng
from games.kreuzes.ai import make_hooks
from games.kreuzes.chance import make_resolver
from games.kreuzes.rules.actions import Commit, Drop, Emptied, Empty, SampledDrop, Step
from games.kreuzes.rules.tower import Tower, empty_tower
from physics import DropOutcome
from tests.kreuzes.fixture import drop, edit, play, rules, started


def _in_combat(full: bool = False):
    s = edit(started(), 0, hand=("plains",), space="antioch", troops=8)
    if full:
        s.tower = empty_tower(11)
    return play(s, Step("anatolia", "plains"), Commit(5))


def test_a_sampled_drop_must_account_for_every_cube() -> None:
    s = _in_combat()
    with pytest.raises(IllegalAction, match="account for all"):
        drop(s, {"yellow": 3, "green": 2}, {("green", 1): 1})
    with pytest.raises(IllegalAction, match="drops old"):
        drop(s, {"yellow": 3, "green": 2}, {("green", 2): 1, ("yellow", 1): 2})


def test_a_sampled_drop_fits_only_an_abstract_tower() -> None:
    s = _in_combat(full=True)
    with pytest.raises(IllegalAction, match="abstract|counts"):
        rules().apply(s, SampledDrop((("green", 3), ("yellow", 5)), ()))


def test_the_live_resolver_gives_a_full_outcome_that_the_rules_check_and_a_playback() -> None:
    s = _in_combat(full=True)
    resolver = make_resolver(rules(), record=False)
    got = resolver(s, rules().chance_request(s), Rng.from_seed(3))
    assert isinstance(got, Resolution) and isinstance(got.playback, DropOutcome) and isinstance(got.action, Drop)
    action = got.action
    assert rules().action_from_dict(json.loads(json.dumps(rules().action_to_dict(action)))) == action
    after = rules().apply(s, action)
    assert sum(n for _c, n in action.out) + after.tower.total() == 8
    assert after.tower.is_full and all(age == 1 for age in after.tower.ages)
    # every seat's view is abstract, and the search's sampled outcome fits it
    hooks = make_hooks(rules())
    view = rules().view(s, 1)
    assert view.tower.contents is None
    rules().apply(view, hooks.sample_outcome(view, rules().chance_request(view), Rng.from_seed(1)))
    # a cube made up, or one left out, is refused
    bad = Drop(action.out, action.inside + ((999, "green", 0.0, 0.0, 0.0, 1),), action.rng_state, action.next_id)
    with pytest.raises(IllegalAction):
        rules().apply(s, bad)


def test_emptying_with_a_purple_cube_sends_every_cube_to_the_box() -> None:
    s = edit(started(), 0, troops=5)
    s.tower = Tower((("green", 2, 3), ("red", 1, 1)))
    s = play(s, Empty())
    assert rules().current_player(s) == CHANCE and rules().chance_request(s).kind == "empty"
    assert not any(a.kind == "empty" for a in rules().legal_actions(edit(s, 0, purple=0)))
    with pytest.raises(IllegalAction):
        rules().apply(s, Emptied((("green", 2),), 0))
    s = rules().apply(s, Emptied((("green", 3), ("red", 1)), 0))
    assert s.tower.total() == 0 and s.knights[0].purple == 1


def test_no_emptying_in_a_combat() -> None:
    s = edit(started(), 0, hand=("plains",), space="antioch", troops=8)
    s.tower = Tower((("green", 2, 3),))
    s = play(s, Step("anatolia", "plains"))
    assert s.combat is not None and not any(a.kind == "empty" for a in rules().legal_actions(s))


def test_drops_and_reveals_are_irreversible() -> None:
    s = _in_combat()
    after = drop(s, {"yellow": 5, "green": 3})
    assert rules().is_irreversible(s, SampledDrop((("green", 3), ("yellow", 5)), ()), after)
