"""The computer players on the rules contract: they never peek, always answer legally, plan
consecutive decisions of one seat, and replay a decision from its seed.

Budgets are tiny here (the levels' real budgets are measured by `main.py --bench ai`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pytest

from games import registry
from games.core import players
from games.core.ai import hint
from games.core.ai import players as levels
from games.core.ai.greedy import GreedyPlayer
from games.core.ai.hooks import DefaultHooks, hooks_for, register_hooks, reseed, rewards, win_shares
from games.core.ai.search import Search, SearchSettings
from games.core.chance import resolve
from games.core.contract import CHANCE, Action, GameInfo, IllegalAction, PlayerColour, Rules, ScoreSheet, Seat
from games.core.match import Match
from games.core.players import PLAYER_KINDS, RandomPlayer, make_player
from games.core.rng import Rng
from tests.core.toy_game import TokensState

REAL_NORMAL = levels.LEVELS["normal"]  # taken before the tiny budgets replace it in each test
TINY = {
    "easy": SearchSettings(iterations=12, temperature=0.5, rollout_plies=2),
    "normal": SearchSettings(iterations=24, rollout_plies=2),
    "hard": SearchSettings(iterations=36, rollout_plies=2),
}


@pytest.fixture(autouse=True)
def _tiny_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    for level, settings in TINY.items():
        monkeypatch.setitem(levels.LEVELS, level, settings)


class TokenHooks(DefaultHooks):
    """Hooks for the kernel's toy game: unseen tokens are dealt to the closed hands."""

    scale = 3.0

    def sample_hidden(self, view: TokensState, seat: int, rng: Rng) -> TokensState:
        seen = {t for played in view.played for t in played} | set(view.hands[seat] or ())
        unseen = [t for t in range(1, 10) if t not in seen]
        rng.shuffle(unseen)
        hands = []
        for s, hand in enumerate(view.hands):
            if hand is None:
                k = 2 - len(view.played[s])
                hand, unseen = tuple(sorted(unseen[:k])), unseen[k:]
            hands.append(hand)
        return reseed(replace(view, hands=tuple(hands)), rng)


@pytest.fixture
def token_hooks():
    register_hooks("tokens", TokenHooks)
    yield
    register_hooks("tokens", None)


# --- the kinds on offer ---


def test_player_kinds_offer_the_levels_and_yardsticks_with_normal_as_the_default() -> None:
    assert list(PLAYER_KINDS) == ["ai-easy", "ai-normal", "ai-hard", "greedy", "random"]
    assert players.DEFAULT_COMPUTER == "ai-normal"
    assert all(label.startswith("Computer") for label, _ in PLAYER_KINDS.values())
    assert isinstance(make_player("ai-hard"), levels.HardPlayer)
    assert isinstance(make_player("greedy"), GreedyPlayer)
    with pytest.raises(ValueError, match="ai-normal"):
        make_player("grandmaster")


def test_the_levels_search_harder_from_easy_to_hard() -> None:
    levels_by_budget = [levels.LEVELS[k].iterations for k in ("easy", "normal", "hard")]
    assert levels_by_budget == sorted(levels_by_budget) and len(set(levels_by_budget)) == 3


# --- never peeking ---


def _tokens_truths() -> tuple[Any, TokensState, TokensState]:
    """Two deals that seat 0 cannot tell apart: the other hands and the shuffle differ."""
    rules = registry.rules("tokens")
    seats = [Seat(f"P{i}", c.name) for i, c in enumerate(rules.info.colours[:3])]
    truth = rules.setup(rules.info.default_options(3), seats, 5)
    own = set(truth.hands[0])
    others = [t for t in range(1, 10) if t not in own]
    other = replace(truth, hands=(truth.hands[0], tuple(others[-2:]), tuple(others[-4:-2])), rng=Rng(12345))
    assert other.hands != truth.hands
    return rules, truth, other


@pytest.mark.parametrize("kind", ["ai-easy", "ai-normal", "ai-hard", "greedy"])
def test_the_same_view_gives_the_same_decisions_whatever_the_hidden_truth(kind: str, token_hooks) -> None:
    rules, truth, other = _tokens_truths()
    view_a, view_b = rules.view(truth, 0), rules.view(other, 0)
    assert view_a == view_b  # what seat 0 may see is the same (the state's RNG is not compared)
    assert view_a.rng != view_b.rng  # ... though the views still carry the true shuffles
    player = make_player(kind)
    picks_a = [player.choose(rules, view_a, 0, Rng.from_seed(s)) for s in range(12)]
    picks_b = [player.choose(rules, view_b, 0, Rng.from_seed(s)) for s in range(12)]
    assert picks_a == picks_b


def test_sampling_re_seeds_the_chance_a_view_carries() -> None:
    rules, truth, _ = _tokens_truths()
    view = rules.view(truth, 0)
    sampled = DefaultHooks(rules).sample_hidden(view, 0, Rng.from_seed(1))
    assert sampled.rng.state != view.rng.state
    assert DefaultHooks(rules).sample_hidden(view, 0, Rng.from_seed(1)).rng.state == sampled.rng.state


def test_token_hooks_deal_only_unseen_tokens(token_hooks) -> None:
    rules, truth, _ = _tokens_truths()
    hooks = hooks_for(rules)
    view = rules.view(truth, 0)
    for seed in range(20):
        world = hooks.sample_hidden(view, 0, Rng.from_seed(seed))
        assert world.hands[0] == truth.hands[0]
        dealt = [t for hand in world.hands for t in hand]
        assert len(dealt) == len(set(dealt)) == 6


# --- always legal, in every game and player count ---

CASES = [
    (game_id, n)
    for game_id in registry.game_ids()
    for n in range(registry.info(game_id).min_players, registry.info(game_id).max_players + 1)
]
KINDS = ["ai-easy", "ai-normal", "ai-hard", "greedy", "random"]


def _random_game(game_id: str, players: int, seed: int) -> tuple[Rules, list[Any]]:
    rules = registry.rules(game_id)
    seats = [Seat(f"P{i + 1}", rules.info.colours[i].name, "random") for i in range(players)]
    match = Match(rules, rules.info.default_options(players), seats, seed)
    rng = Rng.from_seed(seed)
    while not match.is_over():
        seat = match.current_player()
        if seat == CHANCE:  # an outcome from outside the rules: no player decides it
            match.apply(resolve(rules, match.state, rng).action)
        else:
            match.apply(RandomPlayer().choose(rules, rules.view(match.state, seat), seat, rng))
    return rules, [s for s in list(match.states())[:-1] if rules.current_player(s) != CHANCE]


@pytest.mark.parametrize("game_id,players", CASES)
def test_every_kind_answers_legally_through_a_whole_game(game_id: str, players: int) -> None:
    rules, states = _random_game(game_id, players, seed=players)
    # A spread of the game, and its last few decisions (where holdings run out).
    step = max(1, len(states) // 5)
    picks = sorted(set(range(0, len(states), step)) | set(range(max(0, len(states) - 4), len(states))))
    for k, index in enumerate(picks):
        state = states[index]
        seat = rules.current_player(state)
        legal = rules.legal_actions(state)
        for kind in KINDS:
            action = make_player(kind).choose(rules, rules.view(state, seat), seat, Rng.from_seed(k))
            assert action in legal, (kind, index)


def test_a_full_match_of_computer_seats_ends_with_legal_play() -> None:
    from games.core.selfplay import play_match

    result = play_match(registry.rules("tokens"), ["ai-easy", "ai-normal", "ai-hard", "greedy"], seed=3)
    assert len(result.actions) == 8 and result.winners


# --- deciding ---


def test_same_seed_same_decision() -> None:
    rules, states = _random_game("medina", 3, seed=9)
    state = states[20]
    seat = rules.current_player(state)
    view = rules.view(state, seat)
    player = make_player("ai-normal")
    assert player.choose(rules, view, seat, Rng.from_seed(4)) == player.choose(rules, view, seat, Rng.from_seed(4))


def test_a_single_legal_action_is_played_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    rules, truth, _ = _tokens_truths()
    state = rules.apply(truth, rules.legal_actions(truth)[0])
    state = rules.apply(state, rules.legal_actions(state)[0])
    state = rules.apply(state, rules.legal_actions(state)[0])  # seat 0 again, one token left
    assert len(rules.legal_actions(state)) == 1

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(Search, "run", no_search)
    assert make_player("ai-hard").choose(rules, rules.view(state, 0), 0, Rng.from_seed(1)) in rules.legal_actions(state)


# A two-seat game where seat 0 decides twice in a row, then seat 1 once. Seat 0's pair
# (0, 0) is worth 10, any other pair its sum (4 at most); seat 1 then takes 0 or 5. Only
# the pair (0, 0) wins. Greedy, judging one step at a time, takes 2 first; a search that
# assumed the seats alternate would let seat 1 choose seat 0's second value.


@dataclass(frozen=True)
class Pick(Action):
    kind = "pick"
    value: int


@dataclass(frozen=True)
class PairState:
    picks: tuple[int, ...]


class PairRules(Rules[PairState]):
    info = GameInfo("pair", "Pair", 2, 2, (PlayerColour("red", (213, 94, 0)), PlayerColour("blue", (0, 114, 178))))
    action_types = (Pick,)

    def setup(self, options: Any, seats: list[Seat], seed: int) -> PairState:
        return PairState(())

    def current_player(self, state: PairState) -> int | None:
        return (0, 0, 1)[len(state.picks)] if len(state.picks) < 3 else None

    def legal_actions(self, state: PairState) -> list[Action]:
        if self.current_player(state) is None:
            return []
        return [Pick(v) for v in ((0, 1, 2) if len(state.picks) < 2 else (0, 5))]

    def apply(self, state: PairState, action: Action) -> PairState:
        if action not in self.legal_actions(state):
            raise IllegalAction("Not a choice here.")
        assert isinstance(action, Pick)
        return PairState(state.picks + (action.value,))

    def view(self, state: PairState, seat: int | None) -> PairState:
        return state

    def hidden_holdings(self, state: PairState, seat: int) -> Any:
        return None

    def scores(self, state: PairState) -> list[ScoreSheet]:
        mine = state.picks[:2]
        first = 10 if mine == (0, 0) else sum(mine)
        second = state.picks[2] if len(state.picks) == 3 else 0
        return [ScoreSheet(0, (("pair", first),)), ScoreSheet(1, (("pick", second),))]

    def describe(self, state: PairState, action: Action) -> str:
        return repr(action)


def test_the_search_plans_two_decisions_in_a_row_by_the_same_seat() -> None:
    rules = PairRules()
    start = rules.setup({}, [], 0)
    assert GreedyPlayer().choose(rules, start, 0, Rng.from_seed(1)) == Pick(2)
    player = levels.SearchPlayer(SearchSettings(iterations=200))
    first = player.choose(rules, start, 0, Rng.from_seed(1))
    assert first == Pick(0)
    assert player.choose(rules, rules.apply(start, first), 0, Rng.from_seed(2)) == Pick(0)


# --- the pieces of the search ---


class _PruneTwo(DefaultHooks):
    """Leaves Pick(2) out wherever all three picks are offered (never all actions)."""

    def order_actions(self, state: Any, actions: list[Action]) -> list[Action]:
        return [a for a in actions if a != Pick(2)] if len(actions) == 3 else actions


def test_what_the_game_order_leaves_out_stays_out_as_the_tree_widens() -> None:
    rules = PairRules()
    tried: list[Action] = []
    apply = rules.apply

    def logging_apply(state: PairState, action: Action) -> PairState:
        tried.append(action)
        return apply(state, action)

    rules.apply = logging_apply  # type: ignore[method-assign]
    settings = SearchSettings(iterations=300, widening=3.0)  # wide enough to want every action
    stats = Search(rules, _PruneTwo(rules), settings).run(rules.setup({}, [], 0), 0, Rng.from_seed(5))
    assert {s.action for s in stats} == {Pick(0), Pick(1)}
    assert Pick(0) in tried and Pick(5) in tried  # the tree did grow past seat 0's picks
    assert Pick(2) not in tried


def test_rewards_turn_margins_into_chances_and_finished_games_into_shares() -> None:
    ahead, behind, level = rewards([10.0, 4.0, 4.0], scale=3.0)
    assert ahead > 0.5 > behind and behind == level
    assert rewards([5.0, 5.0], scale=1.0) == [0.5, 0.5]
    assert win_shares([0, 2], 3) == [0.5, 0.0, 0.5]


def test_root_statistics_cover_the_tried_actions_best_first() -> None:
    rules = PairRules()
    stats = Search(rules, DefaultHooks(rules), SearchSettings(iterations=60)).run(rules.setup({}, [], 0), 0,
                                                                                   Rng.from_seed(3))
    assert {s.action for s in stats} == {Pick(0), Pick(1), Pick(2)}
    assert [s.visits for s in stats] == sorted((s.visits for s in stats), reverse=True)
    assert sum(s.visits for s in stats) == 60


def test_a_subclass_of_a_games_rules_defined_elsewhere_finds_the_games_hooks() -> None:
    # A test arranging a position subclasses the engine in its own module; its computer seats
    # must still search sampled worlds, not the masked view (a '?' card in a hand raised
    # KeyError in every Kreuzes table test with a computer seat).
    from games import registry
    from games.kreuzes.ai import KreuzesHooks

    base = registry.rules("kreuzes")
    arranged = type("ArrangedRules", (type(base),), {"__module__": "tests.elsewhere"})(base.config, base.board)
    assert isinstance(hooks_for(arranged), KreuzesHooks)


# --- the ranked moves a hint shows ---


@pytest.mark.parametrize("game_id", ["jerusalem", "medina", "kreuzes", "anno_domini"])
def test_the_ranked_moves_put_what_normal_plays_first_and_the_rest_by_how_often_they_were_tried(game_id) -> None:
    rules = registry.rules(game_id)
    info = rules.info
    n = max(3, info.min_players) if info.max_players >= 3 else info.min_players
    seats = [Seat(f"P{i}", info.colours[i].name, "human") for i in range(n)]
    match = Match(rules, info.default_options(n), seats, 3)
    rng = Rng.from_seed(8)
    while len(match.actions) < 12 or not isinstance(match.current_player(), int) \
            or len(rules.legal_actions(match.state)) < 3:
        actor = match.current_player()
        if actor == CHANCE:
            match.apply(resolve(rules, match.state, rng).action)
        else:
            match.apply(RandomPlayer().choose(rules, rules.view(match.state, actor), actor, rng))
    seat = match.current_player()
    view = rules.view(match.state, seat)
    ranked = levels.NormalPlayer().rank(rules, view, seat, Rng.from_seed(21))
    assert ranked == levels.NormalPlayer().rank(rules, view, seat, Rng.from_seed(21)), "the seed decides"
    assert ranked[0].action == levels.NormalPlayer().choose(rules, view, seat, Rng.from_seed(21))
    legal = rules.legal_actions(view)
    assert all(s.action in legal for s in ranked)
    assert len({s.action for s in ranked}) == len(ranked)
    rest = [s.visits for s in ranked[1:]]
    assert rest == sorted(rest, reverse=True)
    assert all(0.0 <= s.mean <= 1.0 for s in ranked)
    shown = hint.suggest(rules, view, seat, Rng.from_seed(21))
    alternatives = [s.action for s in ranked[1:] if s.visits][:2]
    assert shown[0].action == ranked[0].action and {s.action for s in shown[1:]} == set(alternatives)
    assert [s.standing for s in shown[1:]] == sorted((s.standing for s in shown[1:]), reverse=True), \
        "the alternatives are listed best first"
    assert all(s.words and s.reason for s in shown)


def _medina_view(moves: int = 14) -> tuple[Rules, Any, int]:
    """A Medina table some placements in (random ones), at a seat with a real choice."""
    rules = registry.rules("medina")
    seats = [Seat(f"S{i}", c.name, "random") for i, c in enumerate(rules.info.colours[:4])]
    match = Match(rules, rules.info.default_options(4), seats, 5)
    rng = Rng.from_seed(4)
    while len(match.actions) < moves:
        actor = match.current_player()
        match.apply(RandomPlayer().choose(rules, rules.view(match.state, actor), actor, rng))
    seat = match.current_player()
    return rules, rules.view(match.state, seat), seat


def test_a_hint_words_its_moves_gain_in_points() -> None:
    rules, view, seat = _medina_view()
    shown = hint.suggest(rules, view, seat, Rng.from_seed(3))
    assert len(shown) == 3
    first = shown[0]
    assert first.reason.startswith("expects you") and "your best rival" in first.reason
    assert f"{abs(first.standing):.1f}" in first.reason  # the average lead the look-aheads ended with
    for s in shown[1:]:
        assert s.reason.endswith("than 1.") or s.reason.startswith("about as good as 1.")
        short = first.standing - s.standing
        if s.reason.endswith("less than 1."):
            assert short > 0 and f"{short:.1f}" in s.reason


def test_a_hint_gives_the_chance_where_every_look_ahead_finished_the_game() -> None:
    rules = PairRules()  # three picks in all: every rollout plays the game out
    shown = hint.suggest(rules, rules.setup({}, [], 0), 0, Rng.from_seed(3))
    assert len(shown) == 3
    assert shown[0].reason.startswith("gives you about") and shown[0].reason.endswith("ahead of your best rival")
    assert all(s.reason.endswith("chance than 1.") or s.reason == "about as good a chance as 1." for s in shown[1:])


def test_the_leads_a_hint_asks_for_only_watch_the_search() -> None:
    """Keeping each root move's lead in points changes no walk: same moves, visits and rewards."""
    rules, view, seat = _medina_view()
    plain = levels.NormalPlayer().rank(rules, view, seat, Rng.from_seed(9))
    watched = levels.NormalPlayer().rank(rules, view, seat, Rng.from_seed(9), leads=True)
    assert [(s.action, s.visits, s.mean) for s in plain] == [(s.action, s.visits, s.mean) for s in watched]
    assert all(s.lead is None for s in plain)
    tried = [s for s in watched if s.visits]
    assert tried and all(s.lead is not None for s in tried)
    # A lead is in Medina's points: a few dozen at most either way this early, not a clamp's edge.
    assert all(abs(s.lead) < 60 for s in tried)  # type: ignore[arg-type]


def test_with_normals_own_settings_the_ranked_moves_put_the_halving_winner_first() -> None:
    """Normal weighs its root moves by sequential halving: its choice need not be the most visited,
    and the ranking must still put it first (a hint names what Normal plays)."""
    rules = PairRules()
    state = rules.setup({}, [], 0)
    player = levels.SearchPlayer(REAL_NORMAL)
    assert REAL_NORMAL.root_candidates > 0
    for seed in range(6):
        ranked = player.rank(rules, state, 0, Rng.from_seed(seed))
        assert ranked[0].action == player.choose(rules, state, 0, Rng.from_seed(seed))
        rest = [s.visits for s in ranked[1:]]
        assert rest == sorted(rest, reverse=True)


def test_a_hint_names_what_only_its_player_may_know_while_the_log_keeps_it_to_itself() -> None:
    """The card Anna keeps in Jerusalem's draft, the card a knight discards and the troops chosen in
    secret in Kreuzes: the log's words hide them, the hint's (describe_own) name them."""
    from games.jerusalem.rules.actions import PickCard
    from games.kreuzes.rules import actions as ka

    def start(rules: Rules) -> Any:
        seats = [Seat(name, rules.info.colours[i].name, "human") for i, name in enumerate(["Anna", "Ben", "Clara"])]
        return Match(rules, rules.info.default_options(3), seats, 3).state

    jerusalem = registry.rules("jerusalem")
    cards = jerusalem.config.cards
    card = next(iter(cards))
    state = start(jerusalem)
    state.actor = 0
    said, own = jerusalem.describe(state, PickCard(card)), jerusalem.describe_own(state, PickCard(card))
    assert cards[card].name not in said and own == f"Anna keeps {cards[card].name} and passes the rest on."
    kreuzes = registry.rules("kreuzes")
    k_state = start(kreuzes)
    k_card = next(c for c in k_state.hands[k_state.actor])
    name = kreuzes.config.cards[k_card].name
    assert name not in kreuzes.describe(k_state, ka.SetupDiscard(k_card))
    assert kreuzes.describe_own(k_state, ka.SetupDiscard(k_card)).endswith(f"discards {name} before the game.")
    assert "sends 4 green troops this round" in kreuzes.describe_own(k_state, ka.SiegeDefend(4))
    assert "4" not in kreuzes.describe(k_state, ka.SiegeDefend(4))
    # Medina hides nothing in its words: its own words are the log's.
    medina = registry.rules("medina")
    m_state = start(medina)
    move = medina.legal_actions(m_state)[0]
    assert medina.describe_own(m_state, move) == medina.describe(m_state, move)


def test_a_hint_says_the_lead_in_points_against_a_rival_or_against_what_a_win_needs() -> None:
    assert hint._first_reason(-21.2, 0.001) == "expects you 21.2 points behind your best rival"
    assert hint._first_reason(3.0, 0.8) == "expects you 3.0 points ahead of your best rival"
    assert hint._first_reason(0.02, 0.5) == "expects you level with your best rival"
    # Alone, the rival is what a win needs (a side no seat plays, or a mark the game sets).
    assert hint._first_reason(-116.3, 0.0, alone=True) == "expects you 116.3 points short of what a win needs"
    assert hint._first_reason(1.0, 0.6, alone=True) == "expects you 1.0 point past what a win needs"
    assert hint._other_reason(-0.4, True) == "about as good as 1. on fewer tries"
    assert hint._other_reason(1.0, True) == "1.0 point less than 1."
    assert hint._other_reason(-0.2, False) == "about as good a chance as 1."
    assert hint._other_reason(0.03, False) == "3% less chance than 1."
    # Without points the reward is the seat against its best rival, never "likely to win";
    # alone, against what a win needs, it is the chance to win.
    assert hint._first_reason(None, 0.59) == "gives you about 59% to come out ahead of your best rival"
    assert hint._first_reason(None, 0.3, alone=True) == "gives you about 30% to win"
