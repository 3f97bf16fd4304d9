"""Medina's hooks for the computer players: sampling the other screens from public counts
only, an evaluation that ends in the score, a sensible order of placements, and players
that take a palace worth taking and never decide by what lies behind another screen."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.ai import players as levels
from games.core.ai.greedy import GreedyPlayer
from games.core.ai.search import Search, SearchSettings
from games.core.contract import Seat
from games.core.players import RandomPlayer, make_player
from games.core.rng import Rng
from games.medina import make_rules
from games.medina.ai import MedinaHooks
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


@pytest.mark.parametrize("players,moves", [(3, 1), (3, 40), (3, 80), (4, 25), (4, 90)])
def test_sampled_screens_are_the_true_screens_known_by_their_count(players: int, moves: int) -> None:
    truth = _played(players, moves, seed=moves)
    seat = truth.turn
    view = RULES.view(truth, seat)
    assert all(view.supplies[k] is None for k in range(players) if k != seat)
    for k in range(4):
        world = HOOKS.sample_hidden(view, seat, Rng.from_seed(k))
        assert world.supplies == truth.supplies  # every screen, counted in the open
        assert replace(world, supplies=view.supplies) == view  # nothing public touched


def test_the_count_follows_a_retired_colour_off_every_screen() -> None:
    """Two of three seats have crowned a grey palace; the third crowns one: grey retires, and
    its pieces leave every screen, in the count as behind the screens."""
    rows = {"B2": "G", "C2": "g", "H7": "G", "H8": "g", "K3": "g", "K4": "g", "E5": "i"}
    state = position(RULES, sketch(RULES, rows), owners={"B2": 0, "H7": 2}, turn=1, players=3)
    for seat in range(3):
        state = equip(RULES, state, seat, palace={"grey": 2 + seat, "black": 2}, walls=2, domes=2)
    dome = next(a for a in RULES.legal_actions(state) if a.piece == DOME)
    after = RULES.apply(state, dome)
    assert "grey" in after.retired
    assert [s.palace[0] for s in after.tally] == [0, 0, 0] == [s.palace[0] for s in after.supplies]
    # The crowning seat spent a dome too; every seat lost its grey pieces.
    assert after.pieces_left == (state.pieces_left[0] - 2, state.pieces_left[1] - 1 - 3, state.pieces_left[2] - 4)
    assert HOOKS.sample_hidden(RULES.view(after, 0), 0, Rng.from_seed(1)).supplies == after.supplies


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


class _FreshWorlds(MedinaHooks):
    """The same screens, but a new world object every time: the search keeps no state."""

    def sample_hidden(self, view: MedinaState, seat: int, rng: Rng) -> MedinaState:
        return replace(super().sample_hidden(view, seat, rng))


def test_keeping_the_walked_states_changes_no_decision() -> None:
    """Medina hides nothing a count does not tell, so every sampled world is the same object
    and the search keeps the states it walks (search.py); it must weigh the moves exactly
    as walks that apply every move afresh do."""
    settings = SearchSettings(iterations=120, rollout_plies=4, root_candidates=8)
    for moves in (12, 40):
        truth = _played(4, moves, seed=moves)
        view = RULES.view(truth, truth.turn)
        kept = Search(RULES, MedinaHooks(RULES), settings).run(view, truth.turn, Rng.from_seed(3))
        fresh = Search(RULES, _FreshWorlds(RULES), settings).run(view, truth.turn, Rng.from_seed(3))
        assert kept == fresh and len(kept) > 1


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
