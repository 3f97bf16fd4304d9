"""The rulebook's worked examples, each played through the rules on the test board."""

from __future__ import annotations

from games.core.contract import CHANCE
from games.kreuzes.rules.actions import Commit, EndMoves, Play, Step
from games.kreuzes.rules.supply import troop_box
from tests.kreuzes.fixture import drop, edit, play, rules, started

YELLOW = 0  # Godfrey's seat, who begins


def test_the_tower_example_five_yellow_and_three_green_two_green_and_three_yellow_out() -> None:
    """Yellow attacks the Muslim army (3 green) with 5; 2 green and 3 yellow fall out: Yellow wins,
    loses 2 troops to the box, 1 goes back to his card, and the army goes home."""
    s = edit(started(), YELLOW, hand=("plains",), space="antioch", troops=10)
    s = play(s, Step("anatolia", "plains"))
    assert s.combat is not None and s.combat.defenders == 3 and s.combat.armies == (0,)
    s = play(s, Commit(5))
    assert rules().current_player(s) == CHANCE
    assert rules().chance_request(s).detail[0] == (["yellow", 5], ["green", 3])
    box = troop_box(rules().kit, s, "yellow")
    s = drop(s, {"green": 2, "yellow": 3}, {("green", 1): 1, ("yellow", 1): 2})
    knight = s.knights[YELLOW]
    assert knight.troops == 10 - 5 + 1
    assert troop_box(rules().kit, s, "yellow") == box + 2  # the two losses
    assert s.tower.by_colour() == {"green": 1, "yellow": 2}
    assert s.armies[0] == "anatolia"  # back on its own starting space (the test board's)
    assert s.combat is None and knight.space == "anatolia"


def test_quick_march_moves_six_spaces_with_a_plains_a_mountain_and_a_joker() -> None:
    s = edit(started(), YELLOW, hand=("quick_march", "plains", "mountains", "joker"))
    s = play(s, Play("quick_march"), Step("toulouse", "mountains"), Step("castile", "plains"),
             Step("barcelona", ""), Step("cordoba", "joker"), Step("granada", ""), Step("atlantic", ""))
    assert s.knights[YELLOW].space == "atlantic"
    assert not any(a for a in rules().legal_actions(s) if isinstance(a, Step))


def test_lisbon_gives_five_troops_but_only_four_are_left_in_the_box() -> None:
    s = edit(started(), YELLOW, hand=("lisbon",), troops=26)
    assert troop_box(rules().kit, s, "yellow") == 4
    s = play(s, Play("lisbon"))
    assert s.knights[YELLOW].troops == 30 and "lisbon" in s.removed


def test_a_pooled_army_of_three_and_two_green_troops_fights_as_five() -> None:
    s = edit(started(), YELLOW, hand=("plains",), space="antioch")
    s.loose = (("anatolia", 2),)
    s = play(s, Step("anatolia", "plains"))
    assert s.combat is not None and s.combat.defenders == 5 and s.combat.loose == 2
    assert s.loose == ()  # the two loose troops are in the fight now


def test_betrayal_pays_two_treasure_for_three_deserters_who_join_the_knight() -> None:
    s = edit(started(), YELLOW, hand=("plains", "betrayal"), space="antioch", troops=6, treasure=4)
    s = play(s, Step("anatolia", "plains"), Play("betrayal"))
    knight = s.knights[YELLOW]
    assert knight.treasure == 2 and knight.troops == 9 and s.combat.defenders == 0
    s = play(s, Commit(0))  # nobody left to fight: won without a drop
    assert s.combat is None and s.armies[0] == "anatolia"


def test_a_sea_move_with_a_sea_card_then_a_joker_then_a_mountain() -> None:
    """Movement example: a Sea card, a Joker for the second sea step, a Mountain card to land."""
    s = edit(started(), YELLOW, hand=("water", "joker", "mountains"), space="calabria")
    s.pirates = ("levant", "levant")  # out of the way
    s = play(s, Step("ionian", "water"), Step("aegean", "joker"), Step("crete", "mountains"), EndMoves())
    assert s.knights[YELLOW].space == "crete"


def test_the_log_tells_the_tower_example_in_plain_english() -> None:
    r = rules()
    s = edit(started(), YELLOW, hand=("plains",), space="antioch", troops=10)
    step = Step("anatolia", "plains")
    assert r.describe(s, step) == "Godfrey of Bouillon plays Plains and moves to Anatolia."
    s2 = play(s, step)
    fight = "Godfrey of Bouillon must fight 1 Muslim army on Anatolia: 3 green troops in all."
    assert r.aftermath(s, step, s2) == [fight]
    s3 = play(s2, Commit(5))
    assert r.describe(s2, Commit(5)) == "Godfrey of Bouillon commits 5 troops."
    s4 = drop(s3, {"green": 2, "yellow": 3}, {("green", 1): 1, ("yellow", 1): 2})
    lines = r.aftermath(s3, None, s4)
    assert lines == ["Out of the tower: 2 green, 3 yellow. Godfrey of Bouillon wins: 2 troops lost, "
                     "1 troop back to his card."]
    assert r.progress(s4) == "Round 1, Godfrey of Bouillon, Phase 1, cards"
