"""Setup (the play-immediately reshuffle, discard 3 and draw 3, who begins), the succession of a
knight, and each end of the game."""

from __future__ import annotations

from games.core.contract import Seat
from games.kreuzes.rules.actions import Abdicate, EndMoves, Play, SetupDiscard, SetupDone
from games.kreuzes.rules.config import load_config
from games.kreuzes.rules.supply import green_box
from tests.kreuzes.fixture import edit, play, rules, seats, started

CARDS = load_config().cards


def test_no_play_immediately_card_is_dealt() -> None:
    r = rules()
    for seed in range(30):
        s = r.setup(r.info.default_options(5), seats(5), seed)
        assert not any(CARDS[c].immediate for hand in s.hands for c in hand)


def test_each_knight_may_discard_three_and_draw_three_before_the_game() -> None:
    r = rules()
    s = r.setup(r.info.default_options(2), seats(2), 7)
    hand = s.hands[0]
    s = play(s, *(SetupDiscard(c) for c in hand[:3]))
    assert r.legal_actions(s) == [SetupDone()]
    s = play(s, SetupDone())
    assert len(s.hands[0]) == 5 and sum(CARDS[c].is_movement for c in s.hands[0]) == 3
    assert r.current_player(s) == 1 and s.phase == "setup"
    s = play(s, SetupDone())
    assert s.phase == "play" and r.current_player(s) == 0


def test_godfreys_seat_begins_else_the_first() -> None:
    r = rules()
    knights = [Seat("A", "red"), Seat("B", "yellow"), Seat("C", "blue")]
    s = r.setup(r.info.default_options(3), knights, 1)
    assert r.current_player(s) == 1
    s = r.setup(r.info.default_options(2), [Seat("A", "red"), Seat("B", "blue")], 1)
    assert r.current_player(s) == 0


def test_succession_a_knight_with_neither_troops_nor_treasure_begins_again() -> None:
    s = edit(started(), 0, hand=("plains", "sermon"), troops=1, treasure=0, space="antioch", morale=2,
             cities=("cairo",), purple=0)
    assert Abdicate() not in rules().legal_actions(s)
    s = play(edit(s, 0, troops=0), Abdicate())
    k = s.knights[0]
    card = rules().config.knights["godfrey"]
    assert (k.space, k.troops, k.treasure, k.morale, k.purple) == ("lorraine", card.troops, card.treasure, 10, 2)
    assert k.cities == ("cairo",) and s.hands[0] == ("plains",) and "sermon" in s.event_discard


def test_the_green_reserve_running_out_a_second_time_ends_the_game_for_the_saracens() -> None:
    s = started()
    s.loose = (("damascus", green_box(rules().kit, s)),)
    s = play(s, EndMoves()) if s.phase == "play" else s
    assert s.exhausted == 1 and s.winner is None
    s = s.copy()
    s.loose = (("damascus", 10),)  # the box fills again
    s = edit(s, s.turn, hand=("pilgrims",))
    s = play(s, Play("pilgrims"))
    assert s.exhausted == 1 and not s.box_was_empty
    s = s.copy()
    s.loose = (("damascus", 50 - 15),)
    s = edit(s, s.turn, hand=("pilgrims",))
    s = play(s, Play("pilgrims"))
    assert rules().winners(s) == ["saracens"] and rules().current_player(s) is None


def test_winners_name_the_saracens_and_scores_give_the_results_figures() -> None:
    s = edit(started(), 0, cities=("cairo", "rome"), troops=9, treasure=4, morale=7)
    sheet = rules().scores(s)[0]
    assert sheet.tiebreak == (1, 0, 0, 9, 4, 7) and sheet.total == 0
    assert "Muslim cities: 1" in sheet.detail
