"""Medina's hooks for the computer players: sampling the other screens from public counts
only, an evaluation that ends in the score, a sensible order of placements, and players
that take a palace worth taking and never decide by what lies behind another screen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.ai import players as levels
from games.core.ai.greedy import GreedyPlayer
from games.core.ai.search import SearchSettings
from games.core.contract import Seat
from games.core.players import RandomPlayer, make_player
from games.core.rng import Rng
from games.medina import make_rules
from games.medina.ai import MedinaHooks, _as_counts
from games.medina.rules.position import equip, position, sketch
from games.medina.rules.state import DOME, MedinaState, Place, Supply, parse_cell

RULES = make_rules()
HOOKS = MedinaHooks(RULES)


@pytest.fixture(autouse=True)
def _small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(levels.LEVELS, "normal", SearchSettings(iterations=48, rollout_plies=4, root_candidates=8))
    monkeypatch.setitem(levels.LEVELS, "easy", SearchSettings(iterations=16, rollout_plies=2, temperature=0.5))


def _played(players: int, moves: int, seed: int = 1) -> MedinaState:
    seats = [Seat(f"P{i}", RULES.info.colours[i].name) for i in range(players)]
    state = RULES.setup(RULES.info.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        if state.over:
            break
        state = RULES.apply(state, RandomPlayer().choose(RULES, state, state.turn, rng))
    return state


# --- sampling ---


@pytest.mark.parametrize("players,moves", [(3, 1), (3, 40), (4, 25), (4, 90)])
def test_sampled_screens_agree_with_every_public_count(players: int, moves: int) -> None:
    truth = _played(players, moves, seed=moves)
    seat = truth.turn
    view = RULES.view(truth, seat)
    start = RULES.config.pieces[players]
    caps = [start.palace_per_colour] * 4 + [start.stables, start.inhabitants, start.walls]
    pooled_truth = [sum(col) for col in zip(*(_as_counts(s) for k, s in enumerate(truth.supplies) if k != seat),
                                            strict=True)]
    for k in range(12):
        world = HOOKS.sample_hidden(view, seat, Rng.from_seed(k))
        assert world.supplies[seat] == truth.supplies[seat]  # one's own screen as it is
        assert replace(world, supplies=view.supplies) == view  # nothing public touched
        for other, supply in enumerate(world.supplies):
            counts = _as_counts(supply)
            assert sum(counts) + world.domes[other] == truth.pieces_left[other]
            assert all(0 <= c <= cap for c, cap in zip(counts, caps, strict=True))
        pooled = [sum(col) for col in zip(*(_as_counts(s) for o, s in enumerate(world.supplies) if o != seat),
                                          strict=True)]
        assert pooled == pooled_truth  # what the others hold between them is public


def test_sampling_varies_with_the_seed_and_repeats_with_it() -> None:
    truth = _played(4, 30)
    view = RULES.view(truth, truth.turn)
    worlds = [HOOKS.sample_hidden(view, truth.turn, Rng.from_seed(k)).supplies for k in range(8)]
    assert len(set(worlds)) > 1
    assert HOOKS.sample_hidden(view, truth.turn, Rng.from_seed(3)).supplies == worlds[3]


# --- never peeking ---


def _other_truth(truth: MedinaState, a: int, b: int) -> MedinaState:
    """The same table with seats a and b having traded a wall for a grey palace piece behind
    their screens: every public count stays the same."""
    sa, sb = truth.supplies[a], truth.supplies[b]
    assert sa is not None and sb is not None and sa.walls > 0 and sb.palace[0] > 0
    supplies = list(truth.supplies)
    supplies[a] = Supply((sa.palace[0] + 1, *sa.palace[1:]), sa.stables, sa.inhabitants, sa.walls - 1)
    supplies[b] = Supply((sb.palace[0] - 1, *sb.palace[1:]), sb.stables, sb.inhabitants, sb.walls + 1)
    return replace(truth, supplies=tuple(supplies))


@pytest.mark.parametrize("kind", ["ai-normal", "ai-easy", "greedy"])
def test_the_same_view_gives_the_same_decisions_whatever_lies_behind_the_other_screens(kind: str) -> None:
    truth = _played(4, 12, seed=2)
    seat = truth.turn
    a, b = [k for k in range(4) if k != seat][:2]
    other = _other_truth(truth, a, b)
    assert other.supplies != truth.supplies
    view = RULES.view(truth, seat)
    assert RULES.view(other, seat) == view
    player = make_player(kind)
    picks = [player.choose(RULES, view, seat, Rng.from_seed(s)) for s in range(6)]
    again = [player.choose(RULES, RULES.view(other, seat), seat, Rng.from_seed(s)) for s in range(6)]
    assert picks == again


# --- evaluation and order ---


def test_the_evaluation_of_a_finished_game_is_its_score() -> None:
    state = _played(3, 10_000)
    assert state.over
    assert HOOKS.evaluate(state) == [float(sheet.total) for sheet in RULES.scores(state)]


# Orange's five pieces along the top wall (two wall pieces beside them) and an inhabitant.
BIG = {"B1": "#", "C1": "#", "B2": "o", "C2": "o", "D2": "o", "E2": "o", "F2": "o", "D3": "i"}
BIG_CELLS = [parse_cell(c) for c in ("B2", "C2", "D2", "E2", "F2")]


def _big_palace_position() -> MedinaState:
    """Orange's palace (worth 8: five pieces, two walls, an inhabitant) lies open and nobody
    holds its tile: a dome there is the obvious move for the seat about to place."""
    state = position(RULES, sketch(RULES, BIG), turn=0)
    for seat in range(4):
        state = equip(RULES, state, seat, palace={"grey": 2, "black": 2}, stables=1, walls=1, domes=4)
    return state


def test_domes_on_a_big_open_palace_come_first_in_the_order() -> None:
    state = _big_palace_position()
    ranked = HOOKS.order_actions(state, RULES.legal_actions(state))
    assert ranked[0].piece == DOME
    assert set(ranked) <= set(RULES.legal_actions(state))


def test_new_palaces_are_offered_only_on_the_best_few_spaces_per_colour() -> None:
    state = _played(4, 1)
    legal = RULES.legal_actions(state)
    ranked = HOOKS.order_actions(state, legal)
    for colour in ("grey", "black", "brown", "orange"):
        starts = [a for a in ranked if a.piece == f"palace:{colour}"]
        assert 0 < len(starts) <= HOOKS.weights.fresh_keep
    others = [a for a in legal if not a.piece.startswith("palace:")]
    assert set(others) <= set(ranked)


@pytest.mark.parametrize("kind", ["ai-normal", "greedy"])
def test_a_player_crowns_the_big_open_palace(kind: str) -> None:
    state = _big_palace_position()
    action = make_player(kind).choose(RULES, RULES.view(state, 0), 0, Rng.from_seed(1))
    assert action.piece == DOME and action.cell in BIG_CELLS


def test_greedy_and_search_agree_a_dome_beats_an_idle_wall() -> None:
    state = _big_palace_position()
    wall = next(a for a in RULES.legal_actions(state) if a.piece == "wall")
    dome = Place(DOME, BIG_CELLS[0])
    assert HOOKS.evaluate(RULES.apply(state, dome))[0] > HOOKS.evaluate(RULES.apply(state, wall))[0]
    assert GreedyPlayer().choose(RULES, RULES.view(state, 0), 0, Rng.from_seed(2)).piece == DOME
