"""The generic search plays Kreuzes through its hooks: hidden hands, decks, city tokens and the
attacker's secret number at Jerusalem are sampled from a view, drops from the odds table."""

from __future__ import annotations

from games.core.ai.hooks import hooks_for
from games.core.ai.players import EasyPlayer
from games.core.contract import CHANCE
from games.core.rng import Rng
from games.kreuzes.ai import KreuzesHooks
from games.kreuzes.rules.actions import Attack, SiegeAttack
from tests.kreuzes.fixture import edit, play, rules, started


def test_the_kreuzes_hooks_are_found_and_evaluate_every_seat_and_the_saracens() -> None:
    hooks = hooks_for(rules())
    assert isinstance(hooks, KreuzesHooks)
    assert len(hooks.evaluate(started(3))) == 3 + 1


def test_the_defender_searches_without_the_attackers_number() -> None:
    s = edit(started(), 0, space="jerusalem", morale=8, troops=12, cities=("antioch", "cairo"))
    s = play(s, Attack(), SiegeAttack(11))
    view = rules().view(s, 3)
    assert view.siege.attack == -1
    guesses = {hooks_for(rules()).sample_hidden(view, 3, Rng.from_seed(k)).siege.attack for k in range(20)}
    assert guesses <= set(range(5, 13)) and len(guesses) > 1


def test_the_easy_search_plays_a_few_turns() -> None:
    r = rules()
    s = started(3)
    rng = Rng.from_seed(2)
    hooks = hooks_for(r)
    player = EasyPlayer()
    for _ in range(25):
        who = r.current_player(s)
        if who is None:
            break
        if who == CHANCE:
            s = r.apply(s, hooks.sample_outcome(s, r.chance_request(s), rng))
            continue
        action = player.choose(r, r.view(s, who), who, rng)
        assert action in r.legal_actions(s)
        s = r.apply(s, action)
