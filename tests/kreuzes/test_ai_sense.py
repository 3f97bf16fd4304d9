"""Positions with moves a sensible knight never makes, which the Normal and Hard searches
never choose (the hooks' order leaves them out; games/kreuzes/ai_judge.py says why for each),
and which Easy plays only rarely (the shared checks of tests/core/sense.py)."""

from __future__ import annotations

import pytest

from games.core.ai.hooks import hooks_for
from games.core.ai.players import EasyPlayer, HardPlayer, NormalPlayer, SearchPlayer
from games.core.contract import Action
from games.core.rng import Rng
from games.kreuzes.rules.actions import (
    Attack,
    Commit,
    Discard,
    Empty,
    EndDiscards,
    EndMoves,
    Enlist,
    GoOn,
    Halt,
    Play,
    Plunder,
    Pray,
    SkipCity,
    Step,
)
from games.kreuzes.rules.state import KreuzesState, Siege
from games.kreuzes.rules.tower import Tower
from tests.core import sense
from tests.kreuzes.fixture import edit, play, rules, started

LEVELS = [NormalPlayer, HardPlayer]


def in_city(s: KreuzesState) -> KreuzesState:
    w = s.copy()
    w.phase = "city"
    return w


def with_tower(s: KreuzesState, *counts: tuple[str, int, int]) -> KreuzesState:
    w = s.copy()
    w.tower = Tower(tuple(sorted(counts)))
    return w


def chosen(level: type[SearchPlayer], s: KreuzesState, seed: int = 1) -> Action:
    r = rules()
    return level().choose(r, r.view(s, s.turn), s.turn, Rng.from_seed(seed))


# Each position: the state, the move never to make, and why.
def too_weak_for_jerusalem() -> KreuzesState:
    # 8 troops against a garrison of 15, after the Pope's three rewards are paid and its gates
    # are shut: even all of them lose a round to a full defence, and a lost attack costs the
    # troops dropped and 2 morale for nothing.
    s = edit(started(), 0, space="jerusalem", morale=8, troops=8, cities=("antioch", "cairo"))
    s.attacks = 3
    return s


def won_round_with_a_rival_near() -> KreuzesState:
    # From a lost match against greedy knights: two won rounds brought the garrison from 21 to
    # 5, with 3 green cubes inside the tower; the knight halted with 9 troops, and the knight
    # one step behind him, with his Muslim cities and 12 troops, took Jerusalem on his turn.
    s = edit(started(), 0, space="jerusalem", morale=10, troops=9, treasure=0, cities=("antioch", "cairo"))
    s = edit(s, 1, space="levant", morale=10, troops=12, cities=("alexandria", "edessa"))
    s.garrison, s.loose, s.attacks = 5, (), 2
    s.siege = Siege(seat=0, defender=3, step="go_on", rounds=2)
    return with_tower(s, ("green", 1, 3))


def first_attack_though_weak() -> KreuzesState:
    # The same knight before anyone has attacked: the first attack shuts the gates on the
    # loose troops still to come and the Pope pays 5 treasure for it, won or lost.
    return edit(started(), 0, space="jerusalem", morale=8, troops=8, cities=("antioch", "cairo"))


def christian_plunder_at_low_morale() -> KreuzesState:
    # Morale 3 falls to 0 with the plunder's -3: one card a turn and no attack on Jerusalem
    # for many turns, while praying here would lift it.
    return in_city(edit(started(), 0, space="barcelona", morale=3, troops=12, treasure=2))


def christian_plunder_instead_of_enlisting() -> KreuzesState:
    # 2 troops and 11 treasure at Barcelona: enlisting here brings 10 troops now; a plunder
    # spends the city's one action on a few treasure he must carry to another church.
    return in_city(edit(started(), 0, space="barcelona", morale=10, troops=2, treasure=11))


def emptying_on_the_way_back() -> KreuzesState:
    # Beside Jerusalem with his Muslim cities but 2 troops, he goes back to enlist: the 2 green
    # cubes inside will fall against whoever fights next, and he keeps his purple cube for the
    # day he stands at the gate ready.
    s = edit(started(), 0, space="damascus", morale=8, troops=2, treasure=11, cities=("antioch", "cairo"))
    return with_tower(s, ("green", 1, 2))


def no_card_nearer_the_gate() -> KreuzesState:
    # Ready at Constantinople, 3 steps from Jerusalem, with only a Plains card: Apulia is a
    # step farther, and the next turn starts by walking back.
    return edit(started(), 0, hand=("plains",), space="constantinople", troops=30, morale=8,
                cities=("antioch", "cairo"))


def emptying_without_green() -> KreuzesState:
    # Only red and blue cubes inside: they can only come out as prisoners for the one who
    # wins, and the purple cube is worth keeping for the day green cubes wait inside.
    return with_tower(edit(started(), 0, space="castile", troops=10), ("red", 1, 3), ("blue", 2, 2))


def muslim_plunder_too_weak() -> KreuzesState:
    # 3 troops against Cordoba's 3: a lost plunder sends every troop left in the tray to the
    # box; a knight comes back with a margin (ai_judge.MUSLIM_MARGIN).
    return in_city(edit(started(), 0, space="cordoba", morale=8, troops=3))


def nothing_against_an_army_he_can_beat() -> KreuzesState:
    # 10 troops against the army's 3: committing none throws the fight (he is pushed back and
    # the green troops stay on the space, out of the Saracens' box) for nothing saved.
    return play(edit(started(), 0, hand=("plains",), space="antioch", troops=10), Step("anatolia", "plains"))


def too_few_for_a_muslim_city() -> KreuzesState:
    # 10 troops at Cordoba: the least (3) against its 3 defenders is near a coin toss, and a
    # lost plunder sends every cube out of the tower to the box.
    return play(in_city(edit(started(), 0, space="cordoba", morale=8, troops=10)), Plunder())


def water_by_the_gate() -> KreuzesState:
    # Ready for Jerusalem two land steps away with a hand of Water cards: keeping them fills the
    # hand, and a full hand draws no new cards, so he would wait there for ever.
    s = edit(started(), 0, hand=("water", "water", "water", "mountains"), space="anatolia", troops=20, morale=8,
             cities=("antioch", "cairo"))
    s = s.copy()
    s.phase = "discard"
    return s


def ready_by_the_gate() -> KreuzesState:
    # Both Muslim cities taken, 20 troops against the Citadel's 15, morale 8, next to
    # Jerusalem with the card to enter it: standing still only lets the Saracens' reserve run
    # down and the loose green troops gather (the search, far ahead of the others, saw every
    # move as winning and stood at sea for ten rounds).
    return edit(started(), 0, hand=("plains", "mountains"), space="damascus", troops=20, morale=8,
                cities=("antioch", "cairo"))


def quick_march_to_the_gate() -> KreuzesState:
    # Ready, at sea three spaces from Jerusalem with a Water card, a Plains card and Quick
    # March: doubled, the Water card carries him two seas on and the Plains card into
    # Jerusalem. Step by step, the search saw only the nearer sea and stopped short.
    return edit(started(), 0, hand=("water", "plains", "quick_march"), space="ionian", troops=20, morale=8,
                cities=("antioch", "cairo"))


def landing_by_the_coast() -> KreuzesState:
    # At sea with Plains, Mountains, Plains and no Water card: Anatolia is no nearer Jerusalem
    # than the sea, but the road by Anatolia and Damascus reaches the gate this turn (the army
    # at Anatolia he surely beats). Step by step, the search saw no nearer space and stood.
    return edit(started(), 0, hand=("plains", "mountains", "plains"), space="aegean", troops=20, morale=8,
                cities=("antioch", "cairo"))


def room_in_hand_by_the_gate() -> KreuzesState:
    # Two Movement cards and two to draw by morale: the hand has room for all four, so throwing
    # the Water card away draws nothing in its place, and the sea road may want it later.
    return edit(water_by_the_gate(), 0, hand=("water", "mountains"))


def fair_wind_by_the_gate() -> KreuzesState:
    # A Fair Wind's sea step takes him no nearer Jerusalem from Anatolia: played, it is gone
    # for nothing at the end of the turn.
    return edit(ready_by_the_gate(), 0, hand=("fair_wind",), space="anatolia")


def banner_card_at_sea() -> KreuzesState:
    # At sea with one Plains card whose steps lead no nearer: playing it for its banner spends
    # the card on an army's move and a step he cannot use.
    return edit(ready_by_the_gate(), 0, hand=("plains_banner",), space="aegean")


def enlisting_in_a_christian_city() -> KreuzesState:
    # 8 treasure and a box of troops in a Christian city: enlisting 4 now leaves the fifth
    # for another turn in the city, and treasure buys nothing else.
    return in_city(edit(started(), 0, space="constantinople", troops=10, treasure=8))


POSITIONS = {
    "stand_at_sea_when_quick_march_reaches_the_gate": (quick_march_to_the_gate, EndMoves()),
    "stand_at_sea_when_the_coast_road_reaches_the_gate": (landing_by_the_coast, EndMoves()),
    "step_off_the_road_that_reaches_the_gate": (landing_by_the_coast, Step("constantinople", "plains")),
    "discard_a_card_the_road_needs": (water_by_the_gate, Discard("mountains")),
    "stand_still_by_the_gate_when_ready": (ready_by_the_gate, EndMoves()),
    "end_the_discards_keeping_cards_the_road_never_uses": (water_by_the_gate, EndDiscards()),
    "commit_nothing_against_an_army_he_can_beat": (nothing_against_an_army_he_can_beat, Commit(0)),
    "commit_the_least_to_a_muslim_city_with_troops_to_spare": (too_few_for_a_muslim_city, Commit(3)),
    "attack_jerusalem_too_weak": (too_weak_for_jerusalem, Attack()),
    "halt_a_won_siege_for_a_rival_to_finish": (won_round_with_a_rival_near, Halt()),
    "plunder_christian_city_at_morale_3": (christian_plunder_at_low_morale, Plunder()),
    "empty_tower_without_green": (emptying_without_green, Empty()),
    "step_away_from_jerusalem_when_no_card_leads_nearer": (no_card_nearer_the_gate, Step("apulia", "plains")),
    "plunder_a_christian_city_short_of_troops_where_he_may_enlist": (christian_plunder_instead_of_enlisting, Plunder()),
    "empty_the_tower_beside_jerusalem_when_going_back_to_enlist": (emptying_on_the_way_back, Empty()),
    "plunder_muslim_city_too_weak": (muslim_plunder_too_weak, Plunder()),
    "enlist_less_than_he_may": (enlisting_in_a_christian_city, Enlist(4)),
    "discard_a_card_with_room_in_the_hand_for_the_draws": (room_in_hand_by_the_gate, Discard("water")),
    "play_a_step_card_the_march_does_not_use": (fair_wind_by_the_gate, Play("fair_wind")),
    "play_a_movement_card_for_its_banner_with_no_step_to_take": (banner_card_at_sea, Play("plains_banner")),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_never_move_is_legal_and_left_out_of_the_order(name: str) -> None:
    make, never = POSITIONS[name]
    sense.assert_left_out(rules(), make(), never)


@pytest.mark.parametrize("level", LEVELS, ids=lambda c: c.level)
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_normal_and_hard_never_choose_it(name: str, level: type[SearchPlayer]) -> None:
    make, never = POSITIONS[name]
    assert chosen(level, make()) != never


def test_easy_chooses_them_only_rarely() -> None:
    # Easy's search keeps the order's filter too, but plays a near miss now and then.
    played, tried = sense.slips(EasyPlayer, rules(), POSITIONS.values(), _actor, range(3))
    assert played <= tried // 10


def _actor(s: KreuzesState) -> int:
    actor = rules().current_player(s)
    assert isinstance(actor, int)
    return actor


def test_a_knight_strong_enough_attacks_jerusalem() -> None:
    s = edit(started(), 0, space="jerusalem", morale=8, troops=20, cities=("antioch", "cairo"))
    assert chosen(NormalPlayer, s) == Attack()


def test_the_order_puts_praying_first_at_low_morale_and_steps_toward_the_goal_before_stopping() -> None:
    s = christian_plunder_at_low_morale()
    assert hooks_for(rules()).order_actions(s, rules().legal_actions(s))[0] == Pray()
    moving = edit(started(), 0, hand=("plains", "mountains", "water", "joker"), troops=12, morale=8)
    ranked = hooks_for(rules()).order_actions(moving, rules().legal_actions(moving))
    assert EndMoves() not in ranked and isinstance(ranked[0], Step)


def test_the_saracens_stand_higher_as_the_green_reserve_runs_out() -> None:
    judge = hooks_for(rules()).judge
    s = started()
    drained = s.copy()
    drained.loose = (("anatolia", 40),)
    again = drained.copy()
    again.exhausted = 1
    assert judge.saracens(s) < judge.saracens(drained) < judge.saracens(again)


def test_a_card_the_road_ahead_never_uses_is_discarded_first() -> None:
    ranked = hooks_for(rules()).order_actions(water_by_the_gate(), rules().legal_actions(water_by_the_gate()))
    assert ranked[0] == Discard("water")


def test_enlisting_and_taking_a_muslim_city_never_lower_the_knights_standing() -> None:
    # The evaluation is the worth of the knight's best plan, so carrying out a step of it keeps
    # its worth: a stop to enlist is not judged a detour once he has made it.
    judge = hooks_for(rules()).judge
    s = in_city(edit(started(), 0, space="rome", troops=4, treasure=5, morale=8))
    after = rules().apply(s, Enlist(5))
    assert judge.values(after)[0] > judge.values(s)[0]
    before = edit(started(), 0, space="antioch", troops=10, morale=8)
    taken = edit(before, 0, cities=("antioch",), treasure=before.knights[0].treasure + 5, troops=8, morale=10)
    taken.tokens = tuple(t for t in taken.tokens if t[0] != "antioch")
    assert judge.values(taken)[0] > judge.values(before)[0] + 5


def test_the_garrison_counts_the_green_troops_that_march_in_at_the_first_attack() -> None:
    # At the first attack every loose green troop within 3 steps joins the garrison: a knight
    # reckons with them before he walks in, and only until that first attack.
    judge = hooks_for(rules()).judge
    s = started()
    s.loose = (("levant", 3), ("bithynia", 4), ("rome", 5))  # 1, 3 and more steps away
    assert judge.garrison_to_come(s) == 15 + 3 + 4
    assert judge.garrison_met(with_tower(s, ("green", 1, 2))) == 15 + 3 + 4 + 2
    after = s.copy()
    after.attacks = 1
    assert judge.garrison_to_come(after) == 15


def test_the_chance_of_taking_jerusalem_grows_with_troops_and_falls_with_the_garrison() -> None:
    from games.kreuzes.ai_odds import take_chance

    assert take_chance(20, 15) > 0.9  # the Citadel's 15 against a strong army
    assert take_chance(10, 15) < 0.1  # worn down three at a time, he breaks off at 5
    assert take_chance(4, 3) == 0.0  # an attack needs 5
    for troops in range(5, 30):
        for garrison in range(1, 40, 3):
            assert take_chance(troops + 1, garrison) >= take_chance(troops, garrison) - 1e-9
            assert take_chance(troops, garrison + 3) <= take_chance(troops, garrison) + 1e-9
    judge = hooks_for(rules()).judge
    crowded = edit(started(), 0, space="jerusalem", morale=8, troops=20, cities=("antioch", "cairo"))
    crowded.loose = (("levant", 9),)  # 24 to beat once they march in
    assert not judge.strong_enough_for_jerusalem(crowded, crowded.knights[0])
    assert judge.strong_enough_for_jerusalem(ready_by_the_gate(), ready_by_the_gate().knights[0])


def test_a_turn_is_marched_whole_toward_the_goal() -> None:
    # games/kreuzes/ai_route.py: the least distance the cards reach this turn, and the moves
    # that start a march reaching it.
    judge = hooks_for(rules()).judge
    quick = judge.best_march(quick_march_to_the_gate(), 0)
    assert quick is not None and quick.best == 0 and quick.first == {("play", "quick_march", "")}
    coast = judge.best_march(landing_by_the_coast(), 0)
    assert coast is not None and coast.best == 0 and coast.first == {("step", "anatolia", "plains")}
    # Without a card for the last step, the gate is out of reach: Damascus is the nearest.
    short = edit(landing_by_the_coast(), 0, hand=("plains", "mountains"))
    march = judge.best_march(short, 0)
    assert march is not None and march.best == 1 and march.first == {("step", "anatolia", "plains")}
    # Of two marches into the gate, the one that spends fewer cards: by Antioch costs a Plains
    # card more, which the next turn may want.
    spare = edit(landing_by_the_coast(), 0, hand=("plains", "plains", "mountains"), space="anatolia")
    march = judge.best_march(spare, 0)
    assert march is not None and march.best == 0 and march.first == {("step", "damascus", "mountains")}
    # With nothing that gets him nearer, he may stop where he is.
    stuck = edit(landing_by_the_coast(), 0, hand=("mountains",))
    march = judge.best_march(stuck, 0)
    assert march is not None and march.best == 2 and not march.first
    assert EndMoves() in hooks_for(rules()).order_actions(stuck, rules().legal_actions(stuck))


def test_with_the_saracens_end_near_a_knight_attacks_on_a_smaller_chance() -> None:
    # Once Jerusalem has been attacked, 15 troops against the garrison's 15 is short of a fair
    # chance while the box is full; a few Saracen Offensives from the end, waiting loses for
    # sure, and he attacks.
    judge = hooks_for(rules()).judge
    s = edit(started(), 0, space="jerusalem", morale=8, troops=15, cities=("antioch", "cairo"))
    s.attacks = 1
    chance = judge.take(15, judge.garrison_met(s))
    assert 0.1 < chance < judge.attack_chance(s)
    late = s.copy()
    late.loose = (("normandy", judge.green_total - 15 - 4),)  # 4 green troops left in the box
    assert Attack() not in hooks_for(rules()).order_actions(s, rules().legal_actions(s))
    assert judge.attack_chance(late) < chance
    assert Attack() in hooks_for(rules()).order_actions(late, rules().legal_actions(late))


def test_a_knight_without_the_morale_to_attack_goes_to_pray_until_he_has_it() -> None:
    # On Jerusalem's space at morale 0 (each idle turn there cost him 2): one prayer alone is
    # not worth the road to a Christian city, but the three that bring him back to 6 are;
    # in self-play four such knights once sat on Jerusalem for ever.
    judge = hooks_for(rules()).judge
    spent = edit(started(), 0, space="jerusalem", troops=28, morale=0, cities=("antioch", "cairo"))
    assert judge.faith.get(judge.goal(spent, 0)) == "christian"
    assert judge.goal(edit(spent, 0, morale=8), 0) == "jerusalem"


def test_a_knight_without_the_troops_to_attack_goes_to_enlist_even_late() -> None:
    # Beside Jerusalem with his Muslim cities, 2 troops and 12 treasure, the green reserve
    # nearly gone: the road is long and every step costs more, but without 5 troops he may
    # not attack at all.
    judge = hooks_for(rules()).judge
    weak = edit(started(), 0, space="damascus", troops=2, treasure=12, morale=8, cities=("antioch", "cairo"))
    weak.loose = (("normandy", judge.green_total - 15 - 2),)  # 2 green troops left in the box
    assert judge.faith.get(judge.goal(weak, 0)) == "christian"
    assert judge.goal(edit(weak, 0, troops=30), 0) == "jerusalem"


def test_a_knight_at_his_strongest_wears_the_garrison_down() -> None:
    # After the first attack, 30 troops (his box is empty: he can grow no stronger) against a
    # garrison of 35: no fair chance of taking it in one siege, but a fair one of winning a
    # round against the most the defender may field, whose green troops then leave the garrison
    # for good. With 20 troops he goes to enlist first instead.
    judge = hooks_for(rules()).judge
    s = edit(started(), 0, space="jerusalem", morale=8, troops=30, cities=("antioch", "cairo"))
    s.attacks, s.garrison = 1, 35
    assert not judge.strong_enough_for_jerusalem(s, s.knights[0])
    assert Attack() in hooks_for(rules()).order_actions(s, rules().legal_actions(s))
    weaker = edit(s, 0, troops=20)
    assert Attack() not in hooks_for(rules()).order_actions(weaker, rules().legal_actions(weaker))


def test_a_knight_clears_loose_green_troops_that_would_join_the_garrison_or_run_down_the_clock() -> None:
    # Off his road to the gate, 3 loose green troops lie on Crete, two spaces from Jerusalem.
    # Before the first attack they would join its garrison, and beaten they go back to the
    # box; once Jerusalem has been attacked they matter only when the Saracens' reserve (their
    # clock) runs low. Beside them with 20 troops he surely wins.
    hooks = hooks_for(rules())
    s = landing_by_the_coast()
    s.loose = (("crete", 3),)
    clear = Step("crete", "mountains")
    assert hooks.judge.dist["jerusalem"]["crete"] <= hooks.judge.march
    assert hooks.order_actions(s, rules().legal_actions(s))[0] == clear
    attacked = s.copy()
    attacked.attacks = 1
    assert clear not in hooks.order_actions(attacked, rules().legal_actions(attacked))
    late = attacked.copy()
    late.loose = (("crete", 3), ("normandy", 20))  # 12 green troops left in the box
    assert hooks.order_actions(late, rules().legal_actions(late))[0] == clear


def test_a_knight_with_an_empty_purse_takes_one_more_muslim_city_for_its_treasure() -> None:
    # Beside Jerusalem with his two Muslim cities, 16 troops against a garrison of 21 and no
    # treasure to enlist with: a third Muslim city (he may take three) brings treasure that
    # a Christian city turns into troops. In self-play such a knight stood before the walls
    # until the Saracens' reserve ran out. With treasure he goes to enlist; with 30 troops he
    # goes to the gate; with three cities taken he may take no more.
    judge = hooks_for(rules()).judge
    s = edit(started(), 0, space="levant", morale=8, troops=16, treasure=0, cities=("antioch", "cairo"))
    s.garrison, s.attacks = 21, 1  # the first attack struck: its gates shut, he gathers strength
    assert judge.faith.get(judge.goal(s, 0)) == "muslim"
    assert judge.faith.get(judge.goal(edit(s, 0, treasure=10), 0)) == "christian"
    assert judge.goal(edit(s, 0, troops=30), 0) == "jerusalem"
    assert judge.faith.get(judge.goal(edit(s, 0, cities=("antioch", "cairo", "alexandria")), 0)) != "muslim"


def test_the_first_attack_comes_early_before_more_green_troops_gather_near_jerusalem() -> None:
    # 20 troops against the garrison's 18 and 3 loose green troops that the first attack calls
    # in: no fair chance of taking it in one siege, a fair one of winning a round against the
    # most the defender may field. Struck now, the gates shut on the green troops that later
    # Saracen Offensives bring near; so a ready knight heads for the gate, and attacks there.
    # Once Jerusalem has been attacked (the garrison 21 now), he gathers his strength first.
    # With 12 troops he is too weak to win a round.
    hooks = hooks_for(rules())
    judge = hooks.judge
    s = edit(started(), 0, space="levant", morale=8, troops=20, cities=("antioch", "cairo"))
    s.garrison, s.loose = 18, (("damascus", 3),)
    assert not judge.strong_enough_for_jerusalem(s, s.knights[0])
    assert judge.goal(s, 0) == "jerusalem"
    gate = edit(s, 0, space="jerusalem")
    assert Attack() in hooks.order_actions(gate, rules().legal_actions(gate))
    later = gate.copy()
    later.attacks, later.garrison, later.loose = 1, 21, ()
    assert Attack() not in hooks.order_actions(later, rules().legal_actions(later))
    weak = edit(gate, 0, troops=12)  # too weak to win a round, but the first attack is worth it still
    assert Attack() in hooks.order_actions(weak, rules().legal_actions(weak))
    weak_later = edit(later, 0, troops=12)
    assert Attack() not in hooks.order_actions(weak_later, rules().legal_actions(weak_later))

def test_a_knight_does_not_pass_by_the_city_he_came_for() -> None:
    # With his two Muslim cities, 10 troops and 3 treasure, far too weak for the garrison, his
    # road leads through a third Muslim city for its treasure (then to a church to enlist):
    # standing on it, he plunders it. A knight who skipped it came back turn after turn. With 20
    # troops Jerusalem is his goal and the city is his to take or leave.
    hooks = hooks_for(rules())
    s = in_city(edit(started(), 0, space="antioch", morale=10, troops=10, treasure=3, cities=("cairo", "damascus")))
    s.attacks = 1  # before anyone has attacked, Jerusalem is every ready knight's goal
    assert hooks.judge.goal(s, 0) == "antioch"
    assert hooks.order_actions(s, rules().legal_actions(s)) == [Plunder()]
    strong = in_city(edit(s, 0, troops=20, treasure=0))
    assert hooks.judge.goal(strong, 0) == "jerusalem"
    assert SkipCity() in hooks.order_actions(strong, rules().legal_actions(strong))


def test_only_a_knight_with_his_muslim_cities_leaves_his_road_to_clear_green_troops() -> None:
    # The Saracens' box is low (8): a stack he surely beats, far from Jerusalem, is worth
    # clearing (its cubes go back to the box) only to a knight with nothing left to take on
    # his way; one still short of his Muslim cities keeps to his road.
    judge = hooks_for(rules()).judge
    s = edit(started(), 0, space="rome", morale=8, troops=20, cities=("cairo",))
    s.garrison, s.loose = 21, (("granada", 9), ("cordoba", 9), ("palermo", 3))
    assert not judge.clears(s, s.knights[0], "palermo")
    ready = edit(s, 0, cities=("cairo", "damascus"))
    assert judge.clears(ready, ready.knights[0], "palermo")


def test_a_knight_who_will_not_attack_waits_at_the_gate_not_on_jerusalem() -> None:
    # Each turn on Jerusalem's space without attacking costs 2 morale. With his three Muslim
    # cities, no treasure and 15 troops against 21, Jerusalem is still his goal, but he would
    # not attack it: he stays beside it. With 30 he walks in.
    hooks = hooks_for(rules())
    s = edit(started(), 0, space="damascus", morale=8, troops=15, treasure=0,
             cities=("antioch", "cairo", "alexandria"), hand=("plains", "mountains"))
    s.garrison, s.loose, s.attacks = 21, (), 1
    assert hooks.judge.goal(s, 0) == "jerusalem"
    into = [a for a in rules().legal_actions(s) if isinstance(a, Step) and a.space == "jerusalem"]
    assert into and not any(a in hooks.order_actions(s, rules().legal_actions(s)) for a in into)
    strong = edit(s, 0, troops=30)
    assert any(a in hooks.order_actions(strong, rules().legal_actions(strong)) for a in into)


def test_the_games_first_attack_is_struck_however_weak_with_the_least() -> None:
    s = first_attack_though_weak()
    r = rules()
    assert Attack() in r.legal_actions(s)
    assert hooks_for(r).order_actions(s, r.legal_actions(s))[-1] == Attack()  # kept, and first (after an emptying)
    s = r.apply(s, Attack())
    order = hooks_for(r).order_actions(s, r.legal_actions(s))
    assert order[0].troops == min(a.troops for a in r.legal_actions(s))  # the least: 5, not all 8


def test_a_knight_goes_on_against_a_worn_down_garrison_only_with_a_rival_near() -> None:
    # 9 troops against 5 green troops and 3 green cubes inside: a fair chance if the cubes fall
    # in the next round only, a poor one if they were garrison troops. With a qualified rival
    # one step away he goes on; with none near he may halt and come back stronger.
    r = rules()
    judge = hooks_for(r).judge
    s = won_round_with_a_rival_near()
    assert not judge.strong_enough_for_jerusalem(s, s.knights[0])
    assert judge.contested(s, 0) and judge.strikes(s, 0)
    assert chosen(NormalPlayer, s) == GoOn()
    unqualified = edit(s, 1, cities=("alexandria",))
    too_weak = edit(s, 1, troops=4)
    for alone in (unqualified, too_weak):
        assert not judge.contested(alone, 0)
        assert GoOn() not in hooks_for(r).order_actions(alone, r.legal_actions(alone))


def test_hard_leaves_a_muslim_city_to_the_rival_who_will_take_it_first() -> None:
    # In the Aegean with Antioch taken, one Muslim city to go: Damascus and Alexandria are two
    # steps off. A rival in Anatolia, one step from Damascus and still short of his cities, is
    # heading there: he takes it first, and a knight who follows him finds it gone. Hard reads
    # that and heads for Alexandria; Normal heads for Damascus as a plain plan does.
    r = rules()
    normal, hard = hooks_for(r).judge, hooks_for(r).for_level("hard").judge
    s = started()
    s.tokens = tuple(t for t in s.tokens if t[0] != "antioch")
    s = edit(s, 0, space="aegean", cities=("antioch",), troops=30, treasure=0, morale=10)
    raced = edit(s, 1, space="anatolia", cities=(), troops=30, treasure=0, morale=10)
    assert normal.goal(raced, 1) == "damascus" == normal.goal(raced, 0)
    assert normal.dist["damascus"]["aegean"] == normal.dist["alexandria"]["aegean"]
    assert hard.goal(raced, 0) == "alexandria"
    assert hard.goal(raced, 1) == "damascus"  # the nearer knight keeps his city
    # A rival with his Muslim cities taken races nobody for them.
    assert hard.goal(edit(raced, 1, cities=("cairo", "granada")), 0) == "damascus"


def test_hard_searches_with_its_own_judgement_and_the_other_levels_with_the_plain_one(monkeypatch) -> None:
    from games.core.ai import players
    from games.core.ai.search import Search

    read: list[bool] = []

    class Recording(Search):
        def __init__(self, rules, hooks, settings) -> None:  # type: ignore[no-untyped-def]
            read.append(hooks.judge.hard)
            super().__init__(rules, hooks, settings)

    monkeypatch.setattr(players, "Search", Recording)
    s = christian_plunder_instead_of_enlisting()
    r = rules()
    for player in (HardPlayer(), NormalPlayer(), SearchPlayer(players.LEVELS["hard"])):
        player.rank(r, r.view(s, s.turn), s.turn, Rng.from_seed(1))
    assert read == [True, False, False]  # settings given by hand are searched plainly


def test_hard_keeps_a_card_for_jerusalems_terrain_on_the_last_leg_of_his_road() -> None:
    # Enlisting at Constantinople, three steps from Jerusalem, with one Muslim city to go and a
    # hand of Mountains, Plains and two Water cards, two of which must go for the draws to fit.
    # The next steps to the city he stands in ask for nothing, so Normal throws the Plains card
    # away; Hard keeps it, as Jerusalem is entered by a Plains step, and throws a Water card.
    r = rules()
    normal, hard = hooks_for(r), hooks_for(r).for_level("hard")
    s = edit(started(), 0, space="constantinople", cities=("antioch",), troops=20, morale=8,
             hand=("mountains", "plains", "water", "water"))
    s.phase = "discard"
    assert normal.judge.goal(s, 0) == hard.judge.goal(s, 0) == "constantinople"
    assert hard.judge.gate_terrain == "plains"
    assert normal.judge.spare_cards(s, 0) == ["mountains", "plains"]
    assert hard.judge.spare_cards(s, 0) == ["mountains", "water"]
    assert Discard("plains") in normal.order_actions(s, r.legal_actions(s))
    assert Discard("plains") not in hard.order_actions(s, r.legal_actions(s))
    # A Joker enters Jerusalem as well; with two Muslim cities to go, the gate is too far off.
    assert "plains" in hard.judge.spare_cards(edit(s, 0, hand=("joker", "plains", "water", "water")), 0)
    assert "plains" in hard.judge.spare_cards(edit(s, 0, cities=()), 0)
