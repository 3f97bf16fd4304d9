"""The rulebook's special cases and the combat rules around movement and cities."""

from __future__ import annotations

from games.kreuzes.rules.actions import (
    Commit,
    EndMoves,
    MoveArmy,
    MovePirate,
    Place,
    Play,
    Plunder,
    SkipCity,
    Step,
    Victim,
)
from tests.kreuzes.fixture import drop, edit, play, rules, started


def test_combat_on_entering_even_when_passing_through_and_movement_goes_on_after_a_win() -> None:
    s = edit(started(), 0, hand=("plains", "plains"), space="antioch", troops=6)
    s = play(s, Step("anatolia", "plains"))
    assert not any(isinstance(a, Step) for a in rules().legal_actions(s))  # first the fight
    s = drop(play(s, Commit(3)), {"yellow": 3, "green": 1}, {("green", 1): 2})
    assert any(isinstance(a, Step) for a in rules().legal_actions(s))


def test_a_beaten_knight_is_placed_next_door_by_the_seat_to_his_right_and_stops() -> None:
    s = edit(started(), 0, hand=("plains", "plains"), space="antioch", troops=6)
    s = drop(play(s, Step("anatolia", "plains"), Commit(2)), {"yellow": 1, "green": 3}, {("yellow", 1): 1})
    assert rules().current_player(s) == 3  # the seat to Godfrey's right: the previous one
    places = {a.space for a in rules().legal_actions(s)}
    assert places <= set(rules().board.neighbours["anatolia"]) and "jerusalem" not in places
    s = play(s, Place("bithynia"))
    assert s.knights[0].space == "bithynia" and s.move.stopped
    assert not any(isinstance(a, Step) for a in rules().legal_actions(s))
    assert dict(s.loose)["anatolia"] == 3  # (c) the green troops out stay on the space


def test_army_and_city_on_one_space_the_army_first_then_the_city() -> None:
    s = edit(started(), 0, hand=("plains",), space="anatolia", troops=8)
    s.armies = ("antioch", "cairo")
    s = play(s, Step("antioch", "plains"), Commit(4))
    s = drop(s, {"yellow": 4, "green": 1}, {("green", 1): 2})
    assert s.combat is not None and s.combat.kind == "city" and s.combat.city == "antioch"
    assert s.combat.minimum == 3


def test_saracens_moved_onto_several_knights_attack_the_one_the_mover_chooses() -> None:
    s = started()
    s = edit(s, 1, space="damascus")
    s = edit(s, 2, space="damascus")
    s = edit(s, 0, hand=("plains_banner",), space="bithynia")
    s = play(s, Step("anatolia", "plains_banner"))
    assert s.combat is not None  # the army stood on Anatolia: fight it first
    s = drop(play(s, Commit(3)), {"yellow": 3}, {("green", 1): 3})
    s.armies = ("antioch", "cairo")
    s = play(s, MoveArmy(0, "damascus"))
    assert rules().current_player(s) == 0 and {a.seat for a in rules().legal_actions(s)} == {1, 2}
    s = play(s, Victim(2))
    assert s.combat.seat == 2 and rules().current_player(s) == 2


def test_two_knights_on_one_christian_city_may_not_plunder_it_but_may_enlist() -> None:
    s = edit(started(), 0, space="rome", troops=5, treasure=3)
    s = edit(s, 1, space="rome")
    s = play(s, EndMoves())
    legal = rules().legal_actions(s)
    assert Plunder() not in legal and SkipCity() in legal and any(a.kind == "enlist" for a in legal)


def test_crete_may_not_be_attacked_except_with_the_historical_list() -> None:
    s = play(edit(started(), 0, space="crete", troops=5), EndMoves())
    assert Plunder() not in rules().legal_actions(s)
    s = play(edit(started(cities="historical"), 0, space="crete", troops=5), EndMoves())
    assert Plunder() in rules().legal_actions(s)


def test_plundering_a_christian_city_costs_three_morale_won_or_lost() -> None:
    s = play(edit(started(), 0, space="rome", troops=5), EndMoves(), Plunder(), Commit(2))
    s = drop(s, {"green": 2}, {("yellow", 1): 2})
    assert s.knights[0].morale == 7 and s.knights[0].space == "rome"  # a city does not move him
    assert any(t[0] == "rome" for t in s.tokens)


def test_taking_a_muslim_city_brings_its_treasure_and_two_morale() -> None:
    s = play(edit(started(), 0, space="antioch", troops=5, morale=6), EndMoves(), Plunder(), Commit(3))
    treasure = next(t[1] for t in s.tokens if t[0] == "antioch")
    s = drop(s, {"yellow": 3, "green": 2}, {("green", 1): 1})
    k = s.knights[0]
    start = rules().config.knights["godfrey"].treasure
    assert k.cities == ("antioch",) and k.treasure == start + treasure and k.morale == 8 and k.troops == 3
    assert ("antioch", 0, treasure) in s.taken


def test_at_most_three_muslim_cities_each_with_four_players_and_two_with_five() -> None:
    s = play(edit(started(4), 0, space="antioch", troops=5, cities=("cairo", "edessa", "tunis")), EndMoves())
    assert Plunder() not in rules().legal_actions(s)
    s = play(edit(started(5), 0, space="antioch", troops=5, cities=("cairo", "edessa")), EndMoves())
    assert Plunder() not in rules().legal_actions(s)
    s = play(edit(started(5), 0, space="antioch", troops=5, cities=("cairo",)), EndMoves())
    assert Plunder() in rules().legal_actions(s)


def test_enlisting_is_limited_to_five_treasure_and_by_the_box() -> None:
    s = play(edit(started(), 0, space="rome", troops=5, treasure=9), EndMoves())
    assert max(a.treasure for a in rules().legal_actions(s) if a.kind == "enlist") == 5
    s = play(edit(started(), 0, space="rome", troops=25, treasure=9), EndMoves())
    assert max(a.treasure for a in rules().legal_actions(s) if a.kind == "enlist") == 2


def test_prisoners_are_exchanged_only_on_a_win_and_own_old_cubes_count() -> None:
    s = edit(started(), 0, hand=("plains",), space="antioch", troops=6)
    s.tower = s.tower.__class__((("red", 1, 2), ("yellow", 2, 1)))
    s = play(s, Step("anatolia", "plains"), Commit(2))
    s = drop(s, {"yellow": 3, "green": 2, "red": 2}, {("yellow", 1): 0, ("green", 1): 1})
    # 3 yellow out (one of them old) against 2 green: won, 1 back, 2 red prisoners become yellow troops
    assert s.knights[0].troops == 6 - 2 + 1 + 2


def test_green_troops_on_a_space_must_be_beaten_before_moving_on() -> None:
    s = edit(started(), 0, hand=("plains", "plains"), space="lorraine", troops=4)
    s.loose = (("rome", 2),)
    s = play(s, Step("rome", "plains"))
    assert s.combat is not None and s.combat.defenders == 2 and s.combat.kind == "saracens"


def test_a_pirate_may_move_before_the_knight_moves_with_the_ship_card() -> None:
    s = edit(started(), 0, hand=("water_ship",), space="apulia")
    s = play(s, Play("water_ship"))
    assert EndMoves() not in rules().legal_actions(s)  # the ship's move is owed
    s = play(s, MovePirate(0, "levant"))
    assert Step("ionian", "") in rules().legal_actions(s)  # the card's step, banked
    s = play(s, Step("ionian", ""), EndMoves())
    assert s.knights[0].space == "ionian"
