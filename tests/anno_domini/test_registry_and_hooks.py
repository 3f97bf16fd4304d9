"""Anno Domini is on the New game screen for 1 to 4 players; its hooks sample hidden hands and
deck orders from what a seat can see."""

from __future__ import annotations

import pytest

from games import registry
from games.anno_domini.ai import AnnoDominiHooks
from games.core.ai.hooks import hooks_for
from games.core.rng import Rng
from tests.anno_domini.helpers import rules
from tests.anno_domini.test_random_games import _cards


def test_anno_domini_is_on_new_game_for_one_to_four_players() -> None:
    assert "anno_domini" in registry.game_ids() and "anno_domini" not in registry.RULES_ONLY_IDS
    info = registry.info("anno_domini")
    assert info.title == "Ierusalem: Anno Domini" and (info.min_players, info.max_players) == (1, 4)
    assert [side.id for side in info.sides] == ["barabbas"]
    view = registry.view_module("anno_domini")
    assert callable(view.TableView) and callable(view.draw_box_art)
    assert isinstance(hooks_for(registry.rules("anno_domini")), AnnoDominiHooks)


@pytest.mark.parametrize("players", [2, 4])
def test_sampled_worlds_fit_the_view_and_keep_every_card(players: int) -> None:
    r = rules()
    hooks = hooks_for(r)
    from games.core.contract import Seat

    s = r.setup({"players": players}, [Seat(f"P{k}", "blue") for k in range(players)], 9)
    rng = Rng.from_seed(9)
    expected = _cards(s)
    for _ in range(250):
        seat = s.actor
        view = r.view(s, seat)
        world = hooks.sample_hidden(view, seat, rng)
        assert r.legal_actions(world) == r.legal_actions(s)
        assert _cards(world) == expected
        assert world.p[seat].hand == s.p[seat].hand
        assert [len(pl.hand) for pl in world.p] == [len(pl.hand) for pl in s.p]
        assert len(hooks.evaluate(world)) == players and len(hooks.evaluate(view)) == players
        s = r.apply(s, rng.choice(r.legal_actions(s)))
        if r.is_over(s):
            break
