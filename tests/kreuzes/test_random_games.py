"""Random legal games for 2 to 5 seats, checking the invariants at every step, and 100 random
4-seat games that each reach one of the rulebook's ends (no turn limit is needed)."""

from __future__ import annotations

import statistics
from collections import Counter

import pytest

from games import registry
from games.core.contract import CHANCE
from games.core.rng import Rng
from games.kreuzes.ai import make_hooks, odds, sample_drop
from games.kreuzes.chance import make_resolver
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import KreuzesState
from games.kreuzes.rules.supply import green_box, troop_box
from tests.kreuzes.fixture import rules, seats

CUBES = ("yellow", "red", "blue", "black", "skyblue")


def real() -> KreuzesRules:
    """The game as registered: the real map of config/kreuzes/map.yaml."""
    return registry.rules("kreuzes")


def check(s: KreuzesState, r: KreuzesRules | None = None) -> None:
    """Every troop cube of every colour is on a card, on the map, in the tower, falling or in the
    box (the tray is emptied within the action that counts it); treasure never negative; morale 0-10;
    every card somewhere once."""
    r = r or rules()
    kit = r.kit
    for colour in CUBES:
        assert 0 <= troop_box(kit, s, colour) <= 30
    assert 0 <= green_box(kit, s) <= 50
    assert all(n > 0 for _s, n in s.loose) and s.garrison >= 0
    for k in s.knights:
        assert k.treasure >= 0 and 0 <= k.morale <= 10 and k.troops >= 0
    cards = Counter(c for hand in s.hands for c in hand)
    cards.update(s.move_deck + s.event_deck + s.move_discard + s.event_discard + s.removed)
    for k in s.knights:
        cards.update(k.kept)
    assert cards == Counter({c.id: c.count for c in r.config.cards.values()})


def random_game(players: int, seed: int, *, checked: bool = True, live: bool = False, on: KreuzesRules | None = None,
                **options: object):
    r = on or rules()
    s = r.setup({**r.info.default_options(players), **options}, seats(players), seed)
    if not live:
        s = s.copy()
        s.tower = s.tower.abstract()
    rng = Rng.from_seed(seed * 31 + 7)
    resolver = make_resolver(r, record=False) if live else None
    table = odds()
    steps = 0
    while (who := r.current_player(s)) is not None:
        if who == CHANCE:
            request = r.chance_request(s)
            action = resolver(s, request, rng).action if resolver else sample_drop(s, request, rng, table)
        else:
            action = rng.choice(r.legal_actions(s))
        s = r.apply(s, action)
        steps += 1
        if checked:
            check(s, r)
    return s, steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_cube_and_card_accounted_for(players: int) -> None:
    for seed in range(3):
        s, _steps = random_game(players, seed)
        assert rules().winners(s)
        s, _steps = random_game(players, seed, on=real())
        assert real().winners(s)


def test_random_games_with_every_option_changed() -> None:
    s, _ = random_game(3, 5, decks="one", hand_limit="5", discards="any", draws="refill", replacement="same",
                       green_out="back", victory_choice=True, purple=1, cities="historical", pre_drop=5)
    assert rules().winners(s)
    s, _ = random_game(4, 6, draws="replace")
    assert rules().winners(s)


def test_a_random_game_with_the_live_tower() -> None:
    s, _ = random_game(2, 1, live=True, on=real())
    assert real().winners(s) and s.tower.is_full


def test_a_hundred_random_four_seat_games_each_reach_an_end(capsys: pytest.CaptureFixture[str]) -> None:
    lengths, ends = [], Counter()
    for seed in range(100):
        s, steps = random_game(4, 1000 + seed, checked=False, on=real())
        assert s.end
        lengths.append(steps)
        ends[s.end.split(":")[0]] += 1
    with capsys.disabled():
        print(f"\n100 random 4-seat games on the map: median {statistics.median(lengths)} actions, "
              f"longest {max(lengths)}; {dict(ends)}")


def test_the_search_samples_the_hidden_from_a_view() -> None:
    r = rules()
    s, _ = random_game(3, 2, checked=False)
    hooks = make_hooks(r)
    s = r.setup(r.info.default_options(3), seats(3), 4)
    view = r.view(s, 1)
    sampled = hooks.sample_hidden(view, 1, Rng.from_seed(5))
    assert sampled.hands[1] == s.hands[1]
    assert all(len(a) == len(b) for a, b in zip(sampled.hands, s.hands, strict=True))
    assert all(t[1] >= 0 for t in sampled.tokens)
    check(sampled)
