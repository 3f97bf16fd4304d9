"""Every Event card's effect, and when it may be played (config/kreuzes/cards.yaml)."""

from __future__ import annotations

from games.kreuzes.rules.actions import (
    Commit,
    Continent,
    EndDiscards,
    EndMoves,
    FromDeck,
    MovePirate,
    Offensive,
    Play,
    Plunder,
    SkipCity,
    Step,
)
from games.kreuzes.rules.config import load_config
from games.kreuzes.rules.decks import EVENT
from tests.kreuzes.fixture import edit, play, rules, started

CARDS = load_config().cards


def _draws_next(s, card: str):
    """The event deck with `card` on top, and Godfrey at the end of his turn about to draw."""
    s = s.copy()
    s.event_deck = (card,) + tuple(c for c in s.event_deck if c != card)
    s.move_deck = tuple(c for c in s.move_deck if not CARDS[c].immediate)
    s = play(s, EndMoves())
    return play(s, EndDiscards()) if s.phase == "discard" else s


def test_the_deck_has_140_cards_and_every_named_event() -> None:
    assert sum(c.count for c in CARDS.values()) == 140
    names = {c.name for c in CARDS.values()}
    for name in ("Holy Lance", "Alejo I", "Plague", "Keborgia", "Arslan I", "El Cid", "Betrayal", "Lisbon",
                 "Quick March", "Saracen Offensive"):
        assert name in names
    assert CARDS["holy_lance"].once and CARDS["alejo_i"].once and CARDS["plague"].immediate
    assert {c.symbol for c in CARDS.values() if c.is_movement} == {"none", "ship", "banner"}


def test_holy_lance_wins_a_combat_without_a_drop_even_on_another_knights_turn() -> None:
    s = started()
    s = edit(s, 1, hand=("holy_lance",), space="levant", troops=4)  # Bohemond at sea
    s = edit(s, 0, hand=("water_ship",), space="apulia")
    s.pirates = ("aegean", "atlantic")
    s = play(s, Step("ionian", "water_ship"), MovePirate(0, "levant"))
    assert s.combat is not None and s.combat.seat == 1 and rules().current_player(s) == 1
    s = play(s, Play("holy_lance"))
    assert s.combat is None and s.pirates[0] == "aegean" and s.knights[1].troops == 4
    assert rules().current_player(s) == 0


def test_holy_lance_in_a_combat_sends_the_army_home_with_no_troop_lost() -> None:
    s = edit(started(), 0, hand=("plains", "holy_lance"), space="antioch", troops=4)
    s = play(s, Step("anatolia", "plains"))
    assert Play("holy_lance") in rules().legal_actions(s)
    s = play(s, Play("holy_lance"))
    assert s.combat is None and not s.drop and s.knights[0].troops == 4 and "holy_lance" in s.removed


def test_holy_lance_is_never_offered_at_jerusalem_or_outside_a_combat() -> None:
    s = edit(started(), 0, hand=("holy_lance",))
    assert Play("holy_lance") not in rules().legal_actions(s)


def test_alejo_gives_three_troops_and_forbids_constantinople_for_good() -> None:
    s = edit(started(), 0, hand=("alejo_i",), space="constantinople", troops=4)
    s = play(s, Play("alejo_i"), EndMoves())
    assert s.knights[0].troops == 7 and s.knights[0].kept == ("alejo_i",)
    assert Plunder() not in rules().legal_actions(s)
    s2 = edit(started(), 0, hand=("alejo_i",))
    s2.tokens = tuple(t for t in s2.tokens if t[0] != "constantinople")
    assert Play("alejo_i") not in rules().legal_actions(s2)


def test_plague_strikes_the_chosen_continent_but_never_islands_or_the_sea() -> None:
    s = started()
    s = edit(s, 1, space="crete", troops=5)
    s = edit(s, 2, space="aegean", troops=5)
    s = edit(s, 3, space="rome", troops=5)
    s = edit(s, 0, troops=5)
    s = _draws_next(s, "plague")
    assert s.tasks and s.tasks[0].kind == "plague"
    s = play(s, Continent("europe"))
    assert [k.troops for k in s.knights] == [2, 5, 5, 2]


def test_keborgia_and_arslan_reach_only_knights_in_asia_or_africa() -> None:
    s = started()
    s = edit(s, 1, space="famagusta")  # an island
    s = edit(s, 2, space="levant")  # the sea
    s = edit(s, 3, space="antioch", troops=6)  # Asia
    s = edit(s, 0, hand=("keborgia", "arslan_i"))
    legal = rules().legal_actions(s)
    assert Play("keborgia", 3) in legal and Play("arslan_i", 3) in legal
    assert not any(isinstance(a, Play) and a.target in (1, 2) for a in legal)
    s = play(s, Play("keborgia", 3))
    assert s.combat.seat == 3 and s.combat.defenders == 5 and rules().current_player(s) == 3
    s = play(s, Commit(6))
    assert s.drop == (("black", 6), ("green", 5))


def test_el_cid_only_on_the_five_spanish_spaces() -> None:
    s = edit(started(), 0, hand=("el_cid",), troops=3)
    assert Play("el_cid") not in rules().legal_actions(s)
    s = edit(s, 0, space="castile")
    s = play(s, Play("el_cid"))
    assert s.knights[0].troops == 7


def test_saracen_offensive_puts_three_green_troops_in_asia_never_jerusalem() -> None:
    s = _draws_next(started(), "saracen_offensive")
    spaces = {a.space for a in rules().legal_actions(s)}
    assert spaces and "jerusalem" not in spaces and all(rules().board.spaces[x].continent == "asia" for x in spaces)
    s = play(s, Offensive("damascus"))
    assert dict(s.loose)["damascus"] == 3


def test_jerusalem_reinforced_adds_three_to_the_garrison_once_a_copy() -> None:
    s = _draws_next(started(), "jerusalem_reinforced")
    assert s.garrison == 18
    assert "jerusalem_reinforced" in s.removed and "jerusalem_reinforced" not in s.event_discard


def test_a_must_play_card_that_cannot_be_played_ends_the_game_for_the_saracens() -> None:
    s = started()
    s.loose = (("damascus", 34),)  # 15 in Jerusalem, 34 on the map: one left in the box
    s = _draws_next(s, "saracen_offensive")
    assert rules().current_player(s) is None and rules().winners(s) == ["saracens"]


def test_desertion_pilgrims_tithe_sermon() -> None:
    s = edit(started(), 0, hand=("pilgrims", "tithe", "sermon"), troops=3, treasure=1, morale=7)
    s = play(s, Play("pilgrims"), Play("tithe"), Play("sermon"))
    k = s.knights[0]
    assert (k.troops, k.treasure, k.morale) == (5, 4, 9)
    s = _draws_next(s, "desertion")
    assert s.knights[0].troops == 3


def test_sermon_is_not_offered_at_full_morale_and_never_lifts_past_ten() -> None:
    s = edit(started(), 0, hand=("sermon",), morale=10)
    assert Play("sermon") not in rules().legal_actions(s)
    s = edit(s, 0, morale=9)
    assert play(s, Play("sermon")).knights[0].morale == 10


def test_fair_wind_and_forced_march_are_free_steps_of_their_kind() -> None:
    s = edit(started(), 0, hand=("fair_wind", "forced_march"), space="calabria")
    s = play(s, Play("fair_wind"))
    assert {a.space for a in rules().legal_actions(s) if isinstance(a, Step)} == {"ionian"}
    s = play(s, Play("forced_march"))
    assert {a.space for a in rules().legal_actions(s) if isinstance(a, Step)} == {"ionian", "apulia", "palermo"}


def test_the_replacement_of_a_play_immediately_card_comes_from_the_deck_the_player_chooses() -> None:
    s = _draws_next(started(), "jerusalem_reinforced")
    assert s.tasks and s.tasks[0].kind == "replace"
    before = len(s.hands[0])
    s = play(s, FromDeck(EVENT))
    assert len(s.hands[0]) == before + 1


def test_plunder_and_skip_are_offered_only_in_a_city() -> None:
    s = edit(started(), 0, space="rome", troops=5)
    s = play(s, EndMoves())
    assert Plunder() in rules().legal_actions(s) and SkipCity() in rules().legal_actions(s)
