"""The Battle for Jerusalem (rulebook, "The Battle for Jerusalem" and "The Pope's Reward")."""

from __future__ import annotations

from games.core.contract import CHANCE
from games.kreuzes.rules.actions import Attack, EndMoves, GoOn, Halt, Place, SiegeAttack, SiegeDefend
from games.kreuzes.rules.tower import Tower
from tests.kreuzes.fixture import drop, edit, play, rules, started

READY = dict(space="jerusalem", morale=8, troops=12, cities=("antioch", "cairo"))


def _at_jerusalem(n: int = 4, **options: object):
    return edit(started(n, **options), 0, **READY)


def _round(s, attack: int, defend: int, out: dict[str, int], kept: dict[tuple[str, int], int]):
    """One round dropped into an empty tower."""
    s = s.copy()
    s.tower = Tower(())
    return drop(play(s, SiegeAttack(attack), SiegeDefend(defend)), out, kept)


def test_requirements_morale_six_five_troops_two_muslim_cities_one_with_five_players() -> None:
    assert Attack() in rules().legal_actions(_at_jerusalem())
    assert Attack() not in rules().legal_actions(edit(_at_jerusalem(), 0, morale=5))
    assert Attack() not in rules().legal_actions(edit(_at_jerusalem(), 0, troops=4))
    assert Attack() not in rules().legal_actions(edit(_at_jerusalem(), 0, cities=("antioch", "rome")))
    assert Attack() in rules().legal_actions(edit(_at_jerusalem(5), 0, cities=("antioch",)))


def test_standing_on_jerusalem_starts_no_combat_and_costs_two_morale_a_turn_without_attacking() -> None:
    s = play(_at_jerusalem(), EndMoves())
    assert s.knights[0].morale == 6 and s.turn == 1 and s.siege is None


def test_the_secret_choices_are_masked_until_both_have_chosen() -> None:
    s = play(_at_jerusalem(), Attack(), SiegeAttack(9))
    assert rules().current_player(s) == 3  # the seat to the attacker's right defends
    assert rules().view(s, 3).siege.attack == -1 and rules().view(s, 0).siege.attack == 9
    assert rules().hidden_holdings(rules().view(s, 3), 0) is None
    assert rules().hidden_holdings(s, 0)["attack"] == 9
    assert [a.troops for a in rules().legal_actions(s)] == list(range(3, 16))
    s = play(s, SiegeDefend(4))
    assert rules().current_player(s) == CHANCE and rules().view(s, 3).siege.attack == 9
    assert s.garrison == 11 and s.knights[0].troops == 12 - 9


def test_the_popes_reward_five_three_one_to_the_first_three_attacks_never_two_in_one_turn() -> None:
    s = play(_at_jerusalem(), Attack())
    assert s.knights[0].treasure == rules().config.knights["godfrey"].treasure + 5 and s.knights[0].rewards == 5
    s = _round(s, 5, 3, {"yellow": 3, "green": 2}, {("green", 1): 1, ("yellow", 1): 2})
    s = play(s, Halt())
    assert Attack() not in rules().legal_actions(s)  # one attack a turn
    s.attacked = False
    s = play(s, Attack())
    assert s.knights[0].rewards == 8
    s = _round(s, 5, 3, {"green": 3}, {("yellow", 1): 5})
    s = play(s, Place("damascus"))
    assert s.knights[0].morale == 6 and s.knights[0].space == "damascus"  # -2 after a loss
    s = edit(s, 0, **READY)
    s.attacked = False
    s = play(s, Attack())
    assert s.knights[0].rewards == 9
    s = _round(s, 5, 3, {"green": 3}, {("yellow", 1): 5})
    s = play(s, Place("damascus"))
    s = edit(s, 0, **READY)
    s.attacked = False
    s = play(s, Attack())
    assert s.knights[0].rewards == 9 and s.attacks == 4  # the money has run out


def test_a_lost_round_the_defender_places_the_retreat_and_green_go_back_to_the_garrison() -> None:
    s = play(_at_jerusalem(), Attack())
    s = _round(s, 6, 5, {"yellow": 1, "green": 4}, {("green", 1): 1, ("yellow", 1): 5})
    assert s.garrison == 10 + 4 and s.siege is None
    assert rules().current_player(s) == 3
    # next door, and not among the army on Cairo or the pirates on the Levant sea
    assert {a.space for a in rules().legal_actions(s)} == {"damascus"}
    s = play(s, Place("damascus"))
    assert s.knights[0].space == "damascus" and s.knights[0].morale == 6


def test_rounds_go_on_after_a_win_and_break_off_at_five_troops_or_fewer() -> None:
    s = play(_at_jerusalem(), Attack())
    s = _round(s, 5, 3, {"yellow": 4, "green": 2}, {("green", 1): 1, ("yellow", 1): 1})
    assert s.siege.step == "go_on" and s.garrison == 12  # (a) the 2 out left the garrison
    s = play(s, GoOn())
    assert s.siege.step == "attack" and s.siege.rounds == 1
    s = _round(s, 7, 3, {"yellow": 3, "green": 3}, {("yellow", 1): 4})
    assert s.knights[0].troops == 2 and s.siege is None  # 5 or fewer: the attack breaks off
    assert s.knights[0].space == "jerusalem"


def test_jerusalem_falls_when_its_garrison_is_gone() -> None:
    s = _at_jerusalem()
    s.garrison = 3
    s = play(s, Attack())
    s = _round(s, 8, 3, {"yellow": 5, "green": 3}, {("yellow", 1): 3})
    assert rules().winners(s) == [0] and rules().current_player(s) is None
    assert "Advocatus Sepulcri Sancti" in s.end
    assert [sheet.parts for sheet in rules().scores(s)][0] == (("Jerusalem", 1),)


def test_with_the_green_back_option_a_won_round_leaves_the_garrison_whole() -> None:
    s = _at_jerusalem(green_out="back")
    s.garrison = 3
    s = play(s, Attack())
    s = _round(s, 8, 3, {"yellow": 5, "green": 3}, {("yellow", 1): 3})
    assert s.garrison == 3 and s.siege.step == "go_on"


def test_at_the_first_attack_every_green_troop_marches_three_spaces_toward_jerusalem() -> None:
    s = _at_jerusalem()
    s.loose = (("bithynia", 2), ("constantinople", 1), ("rome", 4))
    board = rules().board
    rome = "rome"
    for _ in range(3):
        rome = board.step_toward(rome, "jerusalem")
    s = play(s, Attack())
    assert s.garrison == 15 + 2 + 1 and s.loose == ((rome, 4),) and rome != "jerusalem"
    s2 = play(s, SiegeAttack(5), SiegeDefend(3))
    s2 = drop(s2, {"yellow": 5}, {("green", 1): 3, **{(c, a + 1): n for c, a, n in s.tower.counts}})
    s2 = play(s2, Halt())
    s2.attacked = False
    before = s2.loose
    s2 = play(s2, Attack())
    assert s2.loose == before  # only at the first attack
