"""A decision passed to another seat in the middle of a turn is not the end of that turn: Anno
Domini's `turn_of` still names the giver of a Favor while its receiver decides, so the shell's
bar tells the giver that his turn goes on (the bar itself: tests/kreuzes/test_table_handoff_words.py)."""

from __future__ import annotations

from games import registry
from games.anno_domini.rules.actions import GiveFavor
from tests.anno_domini.helpers import at, new_game, play


def test_a_favor_s_receiver_decides_inside_the_giver_s_turn() -> None:
    rules = registry.rules("anno_domini")
    w = play(at(new_game(), 0, "fa", arg="favor", items=("card",)), GiveFavor("call", 2))
    assert rules.current_player(w) == 2 and rules.turn_of(w) == 0

