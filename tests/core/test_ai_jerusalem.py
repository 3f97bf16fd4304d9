"""Jerusalem's hooks for the computer players (games/jerusalem/ai.py): worlds sampled from a
view are whole and consistent, the players never decide by what the view hides, and the
pruning keeps the turns' many small choices sensible."""

from __future__ import annotations

from collections import Counter

import pytest

from games import registry
from games.core.ai import players as levels
from games.core.ai.search import SearchSettings
from games.core.contract import Seat
from games.core.players import RandomPlayer, make_player
from games.core.rng import Rng
from games.jerusalem.ai import JerusalemHooks
from games.jerusalem.rules.actions import Bid, Pass
from games.jerusalem.rules.state import HIDDEN, JerusalemState

RULES = registry.rules("jerusalem")
HOOKS = JerusalemHooks(RULES)


@pytest.fixture(autouse=True)
def _small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(levels.LEVELS, "normal", SearchSettings(iterations=40, rollout_plies=4, root_candidates=8))


def _states(players: int, seed: int) -> list[JerusalemState]:
    seats = [Seat(f"P{i}", RULES.info.colours[i].name) for i in range(players)]
    state = RULES.setup(RULES.info.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    out = [state]
    while not RULES.is_over(state):
        state = RULES.apply(state, RandomPlayer().choose(RULES, state, state.actor, rng))
        out.append(state)
    return out[:-1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_worlds_keep_every_card_and_all_that_the_seat_sees(players: int) -> None:
    for k, truth in enumerate(_states(players, seed=players)[::9]):
        seat = truth.actor
        view = RULES.view(truth, seat)
        world = HOOKS.sample_hidden(view, seat, Rng.from_seed(k))
        # Every Action card is somewhere, once; nothing is left face down.
        cards = [*world.deck, *world.discard, *world.set_aside, *world.draft, *(c for h in world.hands for c in h)]
        assert Counter(cards) == Counter(HOOKS.all_cards)
        assert HIDDEN not in world.deck + world.draft + world.events
        # What the seat knows is kept: its own screen, the table, the Events turned up.
        assert (world.squires[seat], world.bezants[seat], world.hands[seat]) == \
               (truth.squires[seat], truth.bezants[seat], truth.hands[seat])
        assert world.board == truth.board and world.discard == truth.discard
        assert all(v in (HIDDEN, w) for v, w in zip(view.events, world.events, strict=True))
        # Each other hand holds as many cards as the truth's (counted in the open).
        assert [len(h) for h in world.hands] == [len(h) for h in truth.hands]
        # An open bid is never more than the bidder holds in the world.
        assert all(b is None or b <= world.bezants[s] for s, b in enumerate(world.bids))
        # The world plays on: the seat's choices are the true ones.
        assert RULES.legal_actions(world) == RULES.legal_actions(truth)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_worlds_give_every_seat_its_true_squires_and_bezants(players: int) -> None:
    """Each screen's changes are made in the open, and the view keeps the table's tally of them:
    the search's worlds hold every other seat's true counts, not a guess around one's own."""
    for k, truth in enumerate(_states(players, seed=10 + players)[::5]):
        seat = truth.actor
        view = RULES.view(truth, seat)
        assert all(view.squires[s] is None for s in range(players) if s != seat)
        for i in range(3):
            world = HOOKS.sample_hidden(view, seat, Rng.from_seed(100 * k + i))
            assert (world.squires, world.bezants) == (truth.squires, truth.bezants)
            assert (world.tally_squires, world.tally_bezants) == (truth.squires, truth.bezants)


def test_the_same_view_gives_the_same_decisions_whatever_the_hidden_truth() -> None:
    truth = next(s for s in _states(4, seed=8) if s.step == "deploy" and len(RULES.legal_actions(s)) > 3)
    seat = truth.actor
    other = truth.copy()
    others = [k for k in range(4) if k != seat]
    other.bezants = tuple(b + 7 if k in others else b for k, b in enumerate(truth.bezants))
    other.squires = tuple(q + 2 if k in others else q for k, q in enumerate(truth.squires))
    other.deck = truth.deck[::-1]
    other.rng = Rng(99)
    assert RULES.view(other, seat) == RULES.view(truth, seat)
    player = make_player("ai-normal")
    picks = [player.choose(RULES, RULES.view(truth, seat), seat, Rng.from_seed(s)) for s in range(5)]
    again = [player.choose(RULES, RULES.view(other, seat), seat, Rng.from_seed(s)) for s in range(5)]
    assert picks == again


def test_bids_are_pruned_to_small_steps_and_a_pass() -> None:
    # An auction whose next bid is still within the Office's worth (above it only a pass is
    # sensible: tests/jerusalem/test_ai_sense.py).
    auction = next(s for s in _states(4, seed=2) if s.step == "auction" and s.high_bidder is not None
                   and any(isinstance(a, Pass) for a in RULES.legal_actions(s))
                   and Bid(s.bids[s.high_bidder] + 1) in RULES.legal_actions(s)
                   and s.bids[s.high_bidder] < HOOKS.sense.most_bid(s))
    legal = RULES.legal_actions(auction)
    kept = HOOKS.order_actions(auction, legal)
    assert set(kept) <= set(legal) and Pass() in kept
    low = min(a.amount for a in legal if isinstance(a, Bid))
    assert kept[0] == Bid(low) and all(a.amount - low in (0, 1, 2, 4) for a in kept if isinstance(a, Bid))


def test_only_the_whole_revenue_is_offered() -> None:
    revenue = next(s for s in _states(4, seed=3) if s.step == "revenue")
    assert HOOKS.order_actions(revenue, RULES.legal_actions(revenue)) == RULES.legal_actions(revenue)[:1]


def test_a_finished_game_is_judged_by_tower_then_prestige() -> None:
    last = _states(3, seed=4)[-1]
    end = RULES.apply(last, RULES.legal_actions(last)[0])
    assert RULES.is_over(end)
    values = HOOKS.evaluate(end)
    assert all(values[w] == max(values) for w in RULES.winners(end))


def test_a_deploy_turns_later_moves_get_a_share_of_the_budget_and_its_first_the_whole() -> None:
    """A computer's deploy turn is 20-30 moves: weighing each at the full budget made one turn last
    ten seconds or more at the table (issue 10), so the moves after the turn's first get a share."""
    from games.core.ai.search import Search

    deploys = [s for s in _states(4, 21) if s.step == "deploy" and s.turn.pending is None]
    firsts = [s for s in deploys if not any(s.turn.arrived) and not s.turn.hired and not s.turn.marshal_used]
    later = [s for s in deploys if any(s.turn.arrived)]
    assert firsts and later
    assert all(HOOKS.budget_share(s, s.actor) == 1.0 for s in firsts)
    assert all(HOOKS.budget_share(s, s.actor) < 0.5 for s in later)
    others = [s for s in _states(3, 4) if s.step != "deploy"]
    assert others and all(HOOKS.budget_share(s, s.actor) == 1.0 for s in others)
    search = Search(RULES, HOOKS, SearchSettings(iterations=400, rollout_plies=4))
    assert search._budget(20, HOOKS.budget_share(later[0], later[0].actor)) < search._budget(20) / 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_revenues_are_reckoned_as_the_end_will_fall(players: int) -> None:
    """In the last round's revenue step nothing is left to decide but taking revenues: the
    evaluation reckons them, the King's Gifts and the construction, and finds the towers and
    Prestige the end of the game shows."""
    last = [s for s in _states(players, seed=30 + players) if s.round == 5 and s.step == "revenue"]
    assert last
    for state in last:
        end = state
        while not RULES.is_over(end):
            end = RULES.apply(end, RULES.legal_actions(end)[0])  # the whole revenue
        final = (list(end.floors), list(end.prestige))
        assert HOOKS.reckon(state) == final
        assert HOOKS.reckon(RULES.view(state, state.actor)) == final  # the table's tally suffices
        # Judged by the towers the end will show: the tallest (then the most Prestige) is judged best.
        values = HOOKS.evaluate(state)
        assert all(values[w] == max(values) for w in RULES.winners(end))


def test_hard_reads_leads_at_its_own_scale_and_settings_given_by_hand_stay_as_given(monkeypatch) -> None:
    """Jerusalem tunes its Hard level (JerusalemHooks.tune_level): within a round the evaluation
    swings by tens of points as seats deploy in turn, which Normal's scale reads as certainty."""
    from games.core.ai.search import Search

    used: list[SearchSettings] = []

    class Recording(Search):
        def __init__(self, rules, hooks, settings: SearchSettings) -> None:  # type: ignore[no-untyped-def]
            used.append(settings)
            super().__init__(rules, hooks, settings)

    monkeypatch.setattr(levels, "Search", Recording)
    monkeypatch.setitem(levels.LEVELS, "hard", SearchSettings(iterations=60, rollout_plies=4, root_candidates=8))
    state = next(s for s in _states(4, 5) if s.step == "deploy" and len(RULES.legal_actions(s)) > 3)
    view = RULES.view(state, state.actor)
    for player, factor in ((levels.HardPlayer(), 4.0), (levels.NormalPlayer(), 1.0),
                           (levels.SearchPlayer(levels.LEVELS["hard"]), 1.0)):
        player.choose(RULES, view, state.actor, Rng.from_seed(1))
        assert used[-1].scale_factor == factor
    assert [s.iterations for s in used] == [60, 40, 60]  # the rest of each level as it was
