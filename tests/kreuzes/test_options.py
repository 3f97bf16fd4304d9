"""Every reading of the rulebook's contradictions about cards, and the variants, as options."""

from __future__ import annotations

from games.core.contract import CHANCE
from games.kreuzes.rules.actions import (
    Commit,
    Discard,
    EndDiscards,
    EndMoves,
    Home,
    Play,
    Plunder,
    Step,
)
from games.kreuzes.rules.config import load_config
from games.kreuzes.rules.info import INFO
from tests.kreuzes.fixture import drop, edit, play, rules, seats, started

CARDS = load_config().cards


def _movement(hand) -> int:
    return sum(1 for c in hand if CARDS[c].is_movement)


def _turn_end(s, *discards: str):
    """Godfrey ends his movement, discards, and draws; the decks hold no play-immediately card."""
    s = s.copy()
    s.move_deck = tuple(c for c in s.move_deck if not CARDS[c].immediate)
    s.event_deck = tuple(c for c in s.event_deck if not CARDS[c].immediate)
    s = play(s, EndMoves(), *(Discard(c) for c in discards))
    return play(s, EndDiscards()) if s.phase == "discard" else s


def test_every_contradiction_is_an_option_with_the_reference_cards_default() -> None:
    defaults = {o.key: o.default for o in INFO.options}
    assert defaults == {"decks": "two", "hand_limit": "4+2", "discards": "2", "draws": "allowance",
                        "replacement": "choose", "green_out": "leave", "victory_choice": False, "purple": 2,
                        "cities": "random", "pre_drop": 0}


def test_two_decks_deal_three_movement_and_two_event_one_deck_deals_five_from_it() -> None:
    r = rules()
    s = r.setup(r.info.default_options(3), seats(3), 4)
    assert all(_movement(h) == 3 and len(h) == 5 for h in s.hands)
    s = r.setup({**r.info.default_options(3), "decks": "one"}, seats(3), 4)
    assert all(len(h) == 5 for h in s.hands) and s.event_deck == ()


def test_draws_by_morale_two_and_one_then_one_and_one_then_one_and_none() -> None:
    for morale, (movement, event) in ((10, (2, 1)), (4, (2, 1)), (3, (1, 1)), (2, (1, 1)), (1, (1, 0)), (0, (1, 0))):
        hand = _turn_end(edit(started(), 0, morale=morale)).hands[0]
        assert (_movement(hand), len(hand) - _movement(hand)) == (movement, event), morale


def test_the_hand_limit_four_movement_and_two_event_or_five_cards() -> None:
    full = ("plains", "plains", "mountains", "water", "sermon")
    hand = _turn_end(edit(started(), 0, hand=full)).hands[0]
    assert _movement(hand) == 4 and len(hand) == 6
    hand = _turn_end(edit(started(hand_limit="5"), 0, hand=full)).hands[0]
    assert len(hand) == 5


def test_discards_up_to_two_or_any_number() -> None:
    hand = ("plains", "mountains", "water", "sermon")
    s = play(edit(started(), 0, hand=hand), EndMoves(), Discard("plains"), Discard("water"))
    assert not any(isinstance(a, Discard) for a in rules().legal_actions(s))
    s = play(edit(started(discards="any"), 0, hand=hand), EndMoves(), Discard("plains"), Discard("water"),
             Discard("sermon"))
    assert Discard("mountains") in rules().legal_actions(s)


def test_refill_to_the_limit_with_phase_fours_caps_by_morale() -> None:
    hand = _turn_end(edit(started(draws="refill"), 0, hand=("plains",))).hands[0]
    assert len(hand) == 1 + 5  # at most 5 drawn at morale 4 or more
    hand = _turn_end(edit(started(draws="refill"), 0, hand=("plains",), morale=3)).hands[0]
    assert len(hand) == 1 + 2
    hand = _turn_end(edit(started(draws="refill"), 0, hand=("plains",), morale=1)).hands[0]
    assert len(hand) == 1 + 1


def test_replace_the_discards_draws_as_many_as_were_discarded_or_played_from_their_decks() -> None:
    s = edit(started(draws="replace"), 0, hand=("plains", "mountains", "sermon", "tithe"))
    hand = _turn_end(s, "plains", "mountains").hands[0]
    assert len(hand) == 4 and _movement(hand) == 2
    assert len(_turn_end(s).hands[0]) == 5  # nothing discarded: one card all the same
    hand = _turn_end(play(s, Play("tithe")), "plains").hands[0]
    assert len(hand) == 4 and _movement(hand) == 2  # the played card is replaced too


def test_the_replacement_of_a_play_immediately_card_from_the_same_deck() -> None:
    s = started(replacement="same").copy()
    s.event_deck = ("jerusalem_reinforced", "sermon") + s.event_deck
    s = play(s, EndMoves())
    assert s.garrison == 18 and s.turn == 1  # no choice owed: the replacement came by itself
    assert len(s.hands[0]) == 3 and "sermon" in s.hands[0]


def test_the_choice_of_victory_lets_the_winner_send_the_army_to_either_start() -> None:
    s = edit(started(victory_choice=True), 0, hand=("plains",), space="antioch", troops=6)
    s = drop(play(s, Step("anatolia", "plains"), Commit(3)), {"yellow": 3}, {("green", 1): 3})
    assert {a.space for a in rules().legal_actions(s)} == {"anatolia", "cairo"}
    s = play(s, Home("cairo"))
    assert s.armies == ("cairo", "cairo")


def test_a_single_emptying_gives_one_purple_cube() -> None:
    assert all(k.purple == 1 for k in started(purple=1).knights)
    assert all(k.purple == 2 for k in started().knights)


def test_the_historical_list_gives_each_city_its_own_defenders_and_treasure() -> None:
    s = started(cities="historical")
    assert ("alexandria", 5, 7) not in s.tokens and ("alexandria", 7, 5) in s.tokens
    s = play(edit(s, 0, space="antioch", troops=5), EndMoves(), Plunder())
    assert s.combat.defenders == 4
    s = started()
    cities = load_config().cities
    assert {t[2] for t in s.tokens if cities[t[0]].faith == "muslim"} == {3}


def test_troops_dropped_into_the_tower_before_the_game() -> None:
    r = rules()
    s = r.setup({**r.info.default_options(3), "pre_drop": 5}, seats(3), 2)
    for _ in range(3):
        s = play(s, r.legal_actions(s)[-1])
    assert r.current_player(s) == CHANCE and s.drop == (("green", 5),)
