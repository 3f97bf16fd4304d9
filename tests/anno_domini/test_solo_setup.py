"""The solitaire game against Barabbas: its setup, the turn order (Barabbas first, then the player,
alternating), his turn as the outcome of chance, what a view hides, and the defaults chosen where
the rulebook is silent (a tie is his, his end score, the Temple bumping his Follower)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from games.anno_domini.ai import AnnoDominiHooks
from games.anno_domini.rules.actions import BarabbasTurn, TempleSend
from games.anno_domini.rules.cards import starting_cards
from games.anno_domini.rules.locations import act_temple, legal_temple
from games.anno_domini.rules.state import BARABBAS, FRIENDLY, HIDDEN, AnnoState, Task, with_item
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, ChanceRequest, IllegalAction, Seat
from games.core.rng import Rng
from tests.anno_domini.helpers import cfg, new_game, rules


def solo(seed: int = 1, colour: str = "blue", **options: object) -> AnnoState:
    return rules().setup({"players": 1, **options}, [Seat("Anna", colour)], seed)


def barabbas_turn(s: AnnoState) -> AnnoState:
    outcome = resolve(rules(), s, chance_rng(1))
    assert outcome.playback == s.bar.deck[0]  # the table shows the card drawn
    return rules().apply(s, outcome.action)


def test_setup_follows_the_solitaire_rules() -> None:
    s = solo()
    pl = s.p[0]
    assert s.players == 1 and s.bar is not None
    # 2 of the player's and 2 of Barabbas's Followers in each Location, the 1-2 player side
    assert s.fields == ((2, 2), (2, 2), (2, 2))
    assert (pl.stone, pl.bread, pl.fish, pl.offerings, pl.denarii) == (1, 1, 1, 1, 6)
    assert pl.markers == () and s.friendly == ((0, 0),)  # no Favor markers
    assert set(s.mahane + s.face_up) == set(cfg().friendly_mahane)
    assert all(v in (0, 1) for stack in s.stacks for v in stack)
    assert s.sets == tuple(tuple(cfg().board["apostles"]["sets"][c]) for c in ("purple", "orange", "white"))
    # the mixed 20-card deck: both 2-player decks
    assert Counter(pl.hand + pl.deck) == Counter(cfg().starting_two * 2) and len(pl.hand + pl.deck) == 20
    assert starting_cards(cfg(), 1) == cfg().starting_two * 2
    # 6 of the 8 solitaire tiles on the Judgment spaces
    tiles = [t for t in s.judgments if t]
    assert len(tiles) == 6 and set(tiles) <= set(cfg().solo.tiles)
    assert [i for i, t in enumerate(s.judgments) if t] == cfg().board["sanhedrin"]["judgment_spaces"]
    assert sorted(s.bar.deck) == sorted(cfg().solo.deck) and len(s.bar.deck) == 25
    assert sum(1 for o in s.supper if o in FRIENDLY) == 12


def test_the_colours_barabbas_and_the_friendly_followers() -> None:
    s = solo(barabbas_colour="green")
    assert s.bar.colour == "green" and s.friendly_names == ("red", "yellow")
    assert solo(barabbas_colour="auto").bar.colour == "red"
    # his own colour asked for: Barabbas takes the first free one
    assert solo(colour="red", barabbas_colour="red").bar.colour == "blue"
    assert "green" in s.notes[0] and "red" in s.notes[0]


def test_barabbas_plays_first_then_the_player_alternating() -> None:
    s = new_game(1)  # the corner chosen
    assert rules().current_player(s) == CHANCE and rules().legal_actions(s) == []
    assert rules().chance_request(s) == ChanceRequest("barabbas_card", (25,))
    assert s.turn == 0
    s = barabbas_turn(s)
    assert rules().current_player(s) == 0 and s.turn == 1 and len(s.bar.discard) == 1
    while rules().current_player(s) == 0:
        s = rules().apply(s, rules().legal_actions(s)[-1])
    assert rules().current_player(s) == CHANCE and s.turn == 1
    s = barabbas_turn(s)
    assert rules().current_player(s) == 0 and s.turn == 2 and len(s.bar.discard) == 2


def test_his_card_is_self_contained_checked_and_never_changes_its_input() -> None:
    s = new_game(1)
    top = s.bar.deck[0]
    before = rules().state_to_json(s)
    after = rules().apply(s, BarabbasTurn(s.bar.deck[5]))  # any card of his deck: the log names it
    assert rules().state_to_json(s) == before
    assert after.bar.discard == (s.bar.deck[5],) and top in after.bar.deck
    with pytest.raises(IllegalAction):
        rules().apply(s, BarabbasTurn("b99"))
    with pytest.raises(IllegalAction):
        rules().apply(after, BarabbasTurn(after.bar.deck[0]))  # the player's turn now
    with pytest.raises(IllegalAction):
        rules().apply(after_player_turn(after), BarabbasTurn(s.bar.deck[5]))  # shown already


def after_player_turn(s: AnnoState) -> AnnoState:
    while rules().current_player(s) == 0:
        s = rules().apply(s, rules().legal_actions(s)[-1])
    return s


def test_a_view_hides_his_deck_and_the_face_down_tiles_and_still_takes_an_outcome() -> None:
    s = new_game(1)
    view = rules().view(s, 0)
    assert set(view.bar.deck) == {HIDDEN} and all(t in ("", HIDDEN) for t in view.judgments)
    assert rules().current_player(view) == CHANCE
    hooks = AnnoDominiHooks(rules())
    outcome = hooks.sample_outcome(view, rules().chance_request(view), Rng(3))
    assert isinstance(outcome, BarabbasTurn) and outcome.card in cfg().solo.cards
    moved = rules().apply(view, outcome)  # a '?' leaves the hidden deck, never a KeyError
    assert len(moved.bar.deck) == 24 and set(moved.bar.deck) == {HIDDEN}
    with pytest.raises(IllegalAction):  # a card he has shown is not drawn again before the shuffle
        rules().apply(after_player_turn(moved), outcome)
    world = hooks.sample_hidden(view, 0, Rng(4))
    assert sorted(world.bar.deck) == sorted(cfg().solo.deck)
    assert sum(1 for t in world.judgments if t) == 6 and HIDDEN not in world.judgments


def test_his_empty_deck_is_shuffled_again_at_once() -> None:
    s = new_game(1)
    last = replace(s.bar, deck=("b07",), discard=tuple(c for c in cfg().solo.deck if c != "b07"))
    after = rules().apply(replace_bar(s, last), BarabbasTurn("b07"))
    assert sorted(after.bar.deck) == sorted(cfg().solo.deck) and after.bar.discard == ()


def replace_bar(s: AnnoState, bar: object) -> AnnoState:
    w = s.copy()
    w.bar = bar
    return w


def finished(s: AnnoState, player_vp: int, bar_vp: int) -> AnnoState:
    w = s.copy()
    w.over, w.tasks = True, ()
    w.end = ((0, 0, 0, 0),)
    w.p = (replace(w.p[0], parts=(player_vp, 0, 0, 0, 0, 0), illumination=False, offerings=0),)
    w.bar = replace(w.bar, parts=(bar_vp, 0, 0, 0, 0), end=0)
    return w


def test_the_player_must_beat_him_and_a_tie_is_his() -> None:
    s = new_game(1)
    assert rules().winners(finished(s, 151, 150)) == [0]
    assert rules().winners(finished(s, 150, 150)) == ["barabbas"]
    assert rules().winners(finished(s, 120, 140)) == ["barabbas"]
    assert rules().side_values(finished(s, 120, 140)) == [140.0]


def test_his_end_score_is_his_parables_by_the_normal_table_and_nothing_for_followers() -> None:
    from games.anno_domini.rules import sanhedrin

    s = new_game(1)
    w = s.copy()
    w.bar = replace(w.bar, parables=(1, 2, 3))
    w.supper = with_item(w.supper, cfg().space("T4a").index, BARABBAS)  # behind Jesus: worth 7 to a player
    sanhedrin.finish(cfg(), w, "test")
    assert w.bar.end == 6 and w.bar.vp == sum(w.bar.parts) + 6


def test_the_temple_bumping_his_follower_pays_the_supply() -> None:
    s = new_game(1)
    w = s.copy()
    w.fields = with_item(w.fields, 0, (2, 3))  # the Desert full: 2 of the player's, 3 of his
    w.p = (replace(w.p[0], denarii=6),)
    task = Task("temple", 0)
    acts = legal_temple(cfg(), w, task)
    assert TempleSend("desert", BARABBAS) in acts
    act_temple(cfg(), w, task, TempleSend("desert", BARABBAS))
    assert w.fields[0] == (3, 2) and w.p[0].denarii == 6 - 1 - 1 and w.bar.camp == s.bar.camp + 1
    assert "Barabbas" in rules().describe(at_temple(s), TempleSend("desert", BARABBAS))


def at_temple(s: AnnoState) -> AnnoState:
    w = s.copy()
    w.tasks = (Task("temple", 0),)
    return w
