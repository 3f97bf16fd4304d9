"""Where a drag of the coat of arms can take the knight (games/kreuzes/rules/reach.py): the spaces
it lights are those the rules let him reach this turn, step by step."""

from __future__ import annotations

from games.kreuzes.rules.actions import Play, Step
from games.kreuzes.rules.reach import routes
from tests.kreuzes.fixture import edit, play, rules, started


def _walk(s, route):
    """Each step of a route made through the rules, as the table makes them after a drop."""
    r = rules()
    for space, card in route:
        step = Step(space, card)
        assert step in r.legal_actions(s), (step, r.legal_actions(s))
        s = r.apply(s, step)
    return s


def test_one_plains_card_reaches_one_plains_space() -> None:
    s = edit(started(), 0, hand=("plains",), space="normandy")
    found = routes(rules().kit, s, 0)
    assert found == {"lorraine": (("lorraine", "plains"),)}


def test_under_quick_march_a_card_carries_him_two_spaces_and_the_drag_lights_the_second() -> None:
    s = edit(started(), 0, hand=("plains", "quick_march"), space="normandy")
    s = play(s, next(x for x in rules().legal_actions(s) if isinstance(x, Play) and x.card == "quick_march"))
    assert s.move.quick
    found = routes(rules().kit, s, 0)
    # The Plains card pays Lorraine and banks a Plains step: Rome, one plains space further.
    assert found["rome"] == (("lorraine", "plains"), ("rome", ""))
    assert "apulia" not in found  # two spaces for the one card, no more
    assert _walk(s, found["rome"]).knights[0].space == "rome"


def test_under_quick_march_the_banked_step_keeps_its_cards_terrain() -> None:
    # The Plains card's banked step is a plains step: Toulouse, in the mountains, stays dark
    # beyond Lorraine (it is next to Normandy, but no card pays for mountains).
    s = edit(started(), 0, hand=("plains", "quick_march"), space="normandy")
    s = play(s, next(x for x in rules().legal_actions(s) if isinstance(x, Play) and x.card == "quick_march"))
    assert "toulouse" not in routes(rules().kit, s, 0)
