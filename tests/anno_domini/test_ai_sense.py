"""Positions with moves a sensible Anno Domini player never makes, which the Normal and Hard
searches never choose (the hooks' order leaves them out; games/anno_domini/ai_judge.py says
why for each). The printed sets: purple Lake-Market-Mountain, orange Temple-Desert-Market,
white Mountain-Temple-Lake; the Starting cards s05 Mountain, s09 Temple, s07 Lake."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.anno_domini.rules.actions import SKIP, USE, Buy, DiscardCard, PlaceFollower, PlayCard, TempleSend, Visit
from games.anno_domini.rules.state import AnnoState, Task
from games.core.ai.hooks import hooks_for
from games.core.ai.players import EasyPlayer, HardPlayer, NormalPlayer, SearchPlayer
from games.core.contract import Action, Seat
from tests.anno_domini.helpers import at, new_game, player, rules, table
from tests.core import sense

LEVELS = [NormalPlayer, HardPlayer]
WHITE_SET = (("s05", "s09", "s07"), (), ())  # Mountain, Temple, Lake in the first card space


def _actor(s: AnnoState) -> int:
    return s.tasks[-1].seat


def chosen(level: type[SearchPlayer], s: AnnoState, seed: int = 1) -> Action:
    return sense.chosen(level, rules(), s, _actor(s), seed)


# Each position: the state, what the never-move is, and why (in the builder's comment).
def complete_set_at_visit() -> AnnoState:
    # A complete white set: the Visit seats an Apostle (a swap at the Last Supper) and scores
    # 4 Apostle points now; skipping it gains nothing.
    return at(player(new_game(), 0, rows=WHITE_SET, hand=("s01", "s02", "s03", "s04", "s06")), 0, "visit")


def complete_set_at_play() -> AnnoState:
    # The same set waiting for next turn's Visit: a card played on top of it buries it.
    return at(player(new_game(), 0, rows=WHITE_SET, hand=("s01", "s02", "s03", "s04", "s06")), 0, "play")


def discarding_the_needed_card() -> AnnoState:
    # Mountain then Temple begun for white: the Lake card is what completes it; six cards in
    # hand, and a Market card could go instead.
    hand = ("m02", "s01", "s02", "s03", "s07", "s10")
    return at(player(new_game(), 0, rows=(("s05", "s09"), (), ()), hand=hand), 0, "discard")


def buying_into_a_full_warehouse() -> AnnoState:
    # 15 spaces (3 blocked), 10 Followers in the Camp, 4 goods and an Offering: full. A good
    # bought now is thrown away at the end of the turn, its Denarii lost.
    s = player(new_game(), 0, denarii=12, stone=2, bread=1, fish=1, offerings=1, camp=10)
    return at(s, 0, "market")


def meeting_into_a_judgment_for_others() -> AnnoState:
    # The Offerings Judgment next on the track: blue has none, red 6 (3 VP at half); a card's
    # optional Meeting of the Sanhedrin would hand red more than blue.
    s = player(player(new_game(), 0, offerings=0), 1, offerings=6)
    s = table(s, marker=1, judgments=("", "", "offerings") + ("",) * 15)
    return at(s, 0, "fa", arg="sanhedrin", items=("card",))


def last_follower_while_behind() -> AnnoState:
    # Blue's last Follower (in the Desert, the Camp empty) would end the game at once, with
    # red 40 VP ahead: declining keeps the game, and blue's chances, going.
    s = table(new_game(), fields={0: (1, 0, 0)})
    s = player(s, 0, camp=0, stone=2, bread=2, fish=2)
    s = player(s, 1, parts=(40, 0, 0, 0, 0, 0))
    w = at(s, 0, "buy")
    w.tasks = w.tasks + (Task("fa", 0, "go_supper", 0, ("card",)),)
    return w


def _is(action: Action) -> Callable[[Action], bool]:
    return lambda a: a == action


POSITIONS: dict[str, tuple[Callable[[], AnnoState], Callable[[Action], bool]]] = {
    "skip_a_complete_visit": (complete_set_at_visit, _is(SKIP)),
    "bury_a_complete_set": (complete_set_at_play, lambda a: isinstance(a, PlayCard) and a.row == 0),
    "discard_the_card_a_set_needs": (discarding_the_needed_card, lambda a: a == DiscardCard("s07")),
    "buy_into_a_full_warehouse": (buying_into_a_full_warehouse, lambda a: isinstance(a, Buy)),
    "meeting_into_a_judgment_for_others": (meeting_into_a_judgment_for_others, _is(USE)),
    "seat_the_last_follower_while_behind": (last_follower_while_behind, lambda a: isinstance(a, PlaceFollower)),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_never_move_is_legal_and_left_out_of_the_order(name: str) -> None:
    make, never = POSITIONS[name]
    sense.assert_left_out(rules(), make(), never)


@pytest.mark.parametrize("level", LEVELS, ids=lambda c: c.level)
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_normal_and_hard_never_choose_it(name: str, level: type[SearchPlayer]) -> None:
    make, never = POSITIONS[name]
    assert not never(chosen(level, make()))


def test_easy_chooses_them_only_rarely() -> None:
    # Easy slips the way a casual player does, but seldom into a move nobody would make.
    played, tried = sense.slips(EasyPlayer, rules(), POSITIONS.values(), _actor, range(3))
    assert played <= tried // 10


def test_normal_visits_with_a_complete_set() -> None:
    assert isinstance(chosen(NormalPlayer, complete_set_at_visit()), Visit)


def test_a_card_that_carries_a_set_on_is_tried_first() -> None:
    # Mountain begun for white: the Temple card goes on it before anything else is tried.
    s = at(player(new_game(), 0, rows=(("s05",), (), ()), hand=("s01", "s02", "s03", "s09", "s10")), 0, "play")
    first = hooks_for(rules()).order_actions(s, rules().legal_actions(s))[0]
    assert isinstance(first, PlayCard) and first.row == 0 and first.card in ("s09", "s10")


def test_the_evaluation_counts_a_complete_set_above_a_broken_one() -> None:
    hooks = hooks_for(rules())
    base = new_game()
    done = player(base, 0, rows=WHITE_SET)
    broken = player(base, 0, rows=(("s05", "s07", "s09"), (), ()))
    assert hooks.evaluate(done)[0] > hooks.evaluate(broken)[0] + 3


def bethany_at_the_temple() -> AnnoState:
    # The campaign's Bethany: all 15 Followers in the Camp (the Warehouse full, no good can be
    # kept), none in the Locations, 6 Denarii. Only a Follower sent out can ever reach the Last
    # Supper: leaving the Temple with the money in hand wastes the turn's Temple card.
    s = rules().setup({"players": 1, "town": "bethany"}, [Seat("Anna", "blue")], 1)
    return at(s, 0, "temple")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_normal_sends_followers_out_of_a_full_camp(seed: int) -> None:
    s = bethany_at_the_temple()
    assert s.p[0].camp == 15 and all(row[0] == 0 for row in s.fields) and s.p[0].denarii == 6
    assert isinstance(chosen(NormalPlayer, s, seed), TempleSend)


def test_the_evaluation_counts_a_follower_sent_out_above_its_temple_fare() -> None:
    hooks = hooks_for(rules())
    s = bethany_at_the_temple()
    sent = rules().apply(s, TempleSend("lake"))  # the dearest Location: 3 Denarii
    assert sent.p[0].camp == 14 and sent.fields[2][0] == 1
    assert hooks.evaluate(sent)[0] > hooks.evaluate(s)[0] + 0.5
