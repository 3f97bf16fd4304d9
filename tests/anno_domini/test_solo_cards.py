"""Every Barabbas card and every solitaire Judgment tile, and each of the lines his cards are made
of: VP for his Followers by Location pairs and for the player's goods, placing 2 Followers where he
has fewest (Desert, Mountain, Lake on a tie, at most 3, bumping the player's unpaid), seating one
from his fullest Location by the card's row and arrow (the search wrapping from the lowest row to
the first; no reward but a Parable or a Meeting of the Sanhedrin), hearing a Parable, moving a
Friendly Follower beside its colour and scoring the group, scoring the largest black or white
group, and moving the Sanhedrin marker onto a face-down tile."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.anno_domini.rules import barabbas, sanhedrin
from games.anno_domini.rules.actions import BarabbasTurn
from games.anno_domini.rules.config import FIELDS
from games.anno_domini.rules.solo_data import Line
from games.anno_domini.rules.state import (
    B_GOODS,
    B_GROUPS,
    B_LOCATIONS,
    BARABBAS,
    EMPTY,
    FRIENDLY,
    AnnoState,
    with_item,
)
from tests.anno_domini.helpers import cfg, new_game, rules, space

BLACK, WHITE = FRIENDLY


def board(fields: tuple[tuple[int, int], ...] = ((1, 2), (1, 1), (2, 3)), goods: tuple[int, int, int] = (2, 1, 0),
          supper: dict[str, int] | None = None, clear: bool = False) -> AnnoState:
    """Barabbas to play; fields as (player, Barabbas) per Location; no Judgment tile on the track."""
    w = new_game(1).copy()
    w.supper = tuple(EMPTY for _ in w.supper) if clear else w.supper
    for sid, occupant in (supper or {}).items():
        w.supper = with_item(w.supper, space(sid), occupant)
    mine = sum(f[0] for f in fields) + sum(1 for o in w.supper if o == 0)
    his = sum(f[1] for f in fields) + sum(1 for o in w.supper if o == BARABBAS)
    w.fields = tuple(fields)
    w.p = (replace(w.p[0], stone=goods[0], bread=goods[1], fish=goods[2], camp=15 - mine),)
    w.bar = replace(w.bar, camp=15 - his)
    w.judgments = ("",) * len(w.judgments)
    w.marker = 3
    return w


def run_line(s: AnnoState, line: Line) -> AnnoState:
    w = s.copy()
    w.notes = ()
    barabbas.LINES[line.kind](cfg(), w, line)
    return w


def his_fields(s: AnnoState) -> tuple[int, ...]:
    return tuple(row[1] for row in s.fields)


@pytest.mark.parametrize("card", sorted(cfg().solo.cards))
def test_every_barabbas_card_does_what_its_lines_say(card: str) -> None:
    s = board()
    lines = cfg().solo.cards[card].lines
    kinds = [line.kind for line in lines]
    after = rules().apply(s, BarabbasTurn(card))
    assert rules().describe(s, BarabbasTurn(card)).startswith(f"Barabbas draws card {card.upper()}")
    assert after.bar.discard == (card,) and card not in after.bar.deck
    gained = [a - b for a, b in zip(after.bar.parts, s.bar.parts, strict=True)]
    scored = sum(his_fields(s)[FIELDS.index(f)] for line in lines if line.kind == "score" for f in line.fields)
    assert gained[B_LOCATIONS] == scored
    assert gained[B_GOODS] == (3 if "resources" in kinds else 0)
    moved_to_supper = barabbas.at_supper(after) - barabbas.at_supper(s)
    assert moved_to_supper == kinds.count("seat")
    placed = after.bar.camp - s.bar.camp
    assert placed == -2 * kinds.count("place_two")
    assert sum(his_fields(after)) == sum(his_fields(s)) + 2 * kinds.count("place_two") - kinds.count("seat")
    if "seat" in kinds:
        line = lines[kinds.index("seat")]
        target = next(i for i in barabbas.search(cfg(), line.row, line.side) if s.supper[i] == EMPTY)
        assert after.supper[target] == BARABBAS
        assert his_fields(after)[2] == 2  # from the Lake, where he had most
        reward = cfg().reward(cfg().spaces[target], 1)
        extra = 1 if reward is not None and reward.kind == "sanhedrin" else 0
        # A Parable line, or the seat's own Listen to a Parable: with one Follower at the Last
        # Supper, Parable I. A seating card without either hears none.
        heard = "parable" in kinds or (reward is not None and reward.kind == "parable")
        assert after.bar.parables == ((1,) if heard else ())
    else:
        extra = 0
        assert after.bar.parables == ()
    assert after.marker == s.marker + kinds.count("sanhedrin") + extra
    if "friendly" in kinds:
        assert after.supper != s.supper and sum(o in FRIENDLY for o in after.supper) == 12
    if "group" in kinds:
        colour = lines[kinds.index("group")].colour
        assert gained[B_GROUPS] >= barabbas.largest_group(cfg(), s, colour) >= 1
    elif "friendly" not in kinds:
        assert gained[B_GROUPS] == 0
    assert after.p[0].vp == s.p[0].vp  # his turn gives the player nothing


def test_vp_for_his_followers_in_a_pair_of_locations() -> None:
    s = board(fields=((1, 2), (1, 1), (2, 3)))
    assert run_line(s, Line("score", fields=("desert", "lake"))).bar.parts[B_LOCATIONS] == 5
    assert run_line(s, Line("score", fields=("mountain", "lake"))).bar.parts[B_LOCATIONS] == 4
    assert run_line(s, Line("score", fields=("desert", "mountain"))).bar.parts[B_LOCATIONS] == 3


def test_vp_for_each_resource_in_the_players_warehouse() -> None:
    assert run_line(board(goods=(2, 3, 1)), Line("resources")).bar.parts[B_GOODS] == 6


def test_place_two_goes_where_he_has_fewest_desert_first_on_a_tie() -> None:
    assert his_fields(run_line(board(fields=((0, 1), (0, 1), (0, 1))), Line("place_two"))) == (2, 2, 1)
    assert his_fields(run_line(board(fields=((0, 2), (0, 1), (0, 1))), Line("place_two"))) == (2, 2, 2)
    assert his_fields(run_line(board(fields=((0, 3), (0, 3), (0, 1))), Line("place_two"))) == (3, 3, 2)


def test_place_two_in_a_full_location_bumps_one_of_the_players_unpaid() -> None:
    s = board(fields=((3, 2), (0, 2), (1, 3)))  # the Desert's 5 spaces are full
    after = run_line(s, Line("place_two"))
    assert after.fields[0] == (2, 3) and after.fields[1] == (0, 3)
    assert after.p[0].camp == s.p[0].camp + 1 and after.p[0].denarii == s.p[0].denarii


def test_seat_takes_from_his_fullest_location_to_the_rows_first_free_space() -> None:
    s = board(fields=((0, 2), (0, 2), (0, 1)), clear=True)
    after = run_line(s, Line("seat", row="Ta", side="left"))
    assert after.supper[space("TL")] == BARABBAS and his_fields(after) == (1, 2, 1)  # Desert first on a tie
    after = run_line(s, Line("seat", row="Ta", side="right"))
    assert after.supper[space("TR")] == BARABBAS


def test_seat_search_goes_down_and_wraps_from_the_lowest_row_to_the_first() -> None:
    s = board(clear=True, supper={"B4d": 0, "B5d": 0})  # the lowest row full
    after = run_line(s, Line("seat", row="Bd", side="left"))
    assert after.supper[space("T4d")] == BARABBAS
    s = board(clear=True, supper={"TL": 0})
    assert run_line(s, Line("seat", row="Ta", side="left")).supper[space("T1a")] == BARABBAS


def test_seat_ignores_rewards_but_a_parable_and_a_meeting_of_the_sanhedrin() -> None:
    taken = {sp.id: 0 for sp in cfg().spaces if sp.id not in ("T1b", "T2b", "H")}
    s = board(clear=True, supper=taken)
    after = run_line(s, Line("seat", row="Tb", side="left"))  # T1b: Call a Follower, ignored
    assert after.supper[space("T1b")] == BARABBAS and after.p[0] == s.p[0] and after.tasks == s.tasks
    after = run_line(after, Line("seat", row="Tb", side="left"))  # T2b: a Meeting of the Sanhedrin
    assert after.marker == s.marker + 1
    s = board(clear=True, supper={sp.id: 0 for sp in cfg().spaces if sp.id != "H"})
    after = run_line(s, Line("seat", row="H", side="left"))  # H: Listen to a Parable
    assert after.bar.parables == (1,)


def test_he_hears_a_parable_only_with_enough_followers_at_the_last_supper() -> None:
    s = board(clear=True)
    assert run_line(s, Line("parable")).bar.parables == ()
    s = board(clear=True, supper={"T1a": BARABBAS, "T2a": BARABBAS})
    after = run_line(run_line(s, Line("parable")), Line("parable"))
    assert after.bar.parables == (1, 2) and after.stacks[0] == s.stacks[0][1:]
    assert run_line(after, Line("parable")).bar.parables == (1, 2)  # III needs 3


def test_a_friendly_follower_moves_beside_its_colour_and_he_scores_the_group() -> None:
    s = board(clear=True, supper={"T2a": BLACK, "T6a": BLACK, "T6b": BLACK})
    after = run_line(s, Line("friendly", row="Ta", side="left"))
    # the first in Ta from the left is T2a; the first free space next to another black one, in
    # the same search (Ta from the left), is T5a beside T6a
    assert after.supper[space("T2a")] == EMPTY and after.supper[space("T5a")] == BLACK
    assert after.bar.parts[B_GROUPS] == 3


def test_he_scores_the_largest_group_of_the_cards_colour() -> None:
    s = board(clear=True, supper={"T2a": WHITE, "T2b": WHITE, "T2c": WHITE, "B5a": WHITE, "T6a": BLACK})
    assert run_line(s, Line("group", colour="white")).bar.parts[B_GROUPS] == 3
    assert run_line(s, Line("group", colour="black")).bar.parts[B_GROUPS] == 1


@pytest.mark.parametrize("tile", sorted(cfg().solo.tiles))
def test_every_solitaire_judgment_tile(tile: str) -> None:
    t = cfg().solo.tiles[tile]
    ids = [cfg().spaces[i].id for i in t.spaces]
    s = board(clear=True, supper={ids[0]: 0, ids[1]: BLACK, ids[2]: BARABBAS, "H": 0, "F": WHITE})
    w = s.copy()
    w.judgments = with_item(w.judgments, 4, tile)
    sanhedrin.advance(cfg(), w, None)
    assert w.supper[space(ids[0])] == EMPTY and w.supper[space(ids[1])] == EMPTY
    assert w.supper[space(ids[2])] == BARABBAS  # his are not affected
    assert w.supper[space("H")] == 0 and w.supper[space("F")] == WHITE
    assert w.p[0].camp == s.p[0].camp + 1
    assert w.table[t.seats[0]] == t.apostle and w.bar.revealed == (tile,)
    assert rules().is_irreversible(s, None, w)  # a tile turned over cannot be undone
    # its first seat taken: the next one it shows
    w = s.copy()
    w.table = with_item(w.table, t.seats[0], "orange")
    w.judgments = with_item(w.judgments, 4, tile)
    sanhedrin.advance(cfg(), w, None)
    assert w.table[t.seats[1]] == t.apostle
    # no Apostle of its colour left: none is seated
    w = s.copy()
    w.apostles = tuple(0 if a == t.apostle else n for a, n in zip(("purple", "orange", "white", "judas"),
                                                                    w.apostles, strict=True))
    w.judgments = with_item(w.judgments, 4, tile)
    sanhedrin.advance(cfg(), w, None)
    assert t.apostle not in w.table


def test_his_last_card_stays_shown_when_it_empties_his_deck_and_the_shuffle_is_told_after_it(monkeypatch) -> None:
    """Drawing his last card makes his deck again at once; his plaque still shows that card (it
    showed "His deck: 25 cards, face down"), and the log tells the shuffle after the card's lines."""
    import pygame

    from games.anno_domini.table import draw_barabbas, draw_board

    w = board()
    last = sorted(cfg().solo.cards)[0]
    w.bar = replace(w.bar, deck=(last,), discard=tuple(c for c in sorted(cfg().solo.cards) if c != last))
    w.notes = ()
    barabbas.take_turn(cfg(), w, last)
    assert w.bar.discard == () and len(w.bar.deck) == len(cfg().solo.cards) and w.bar.shown == last
    assert w.notes[-1] == "Barabbas shuffles his cards into a new deck." and len(w.notes) > 1
    strips: list[str] = []
    monkeypatch.setattr(draw_barabbas, "_card_strip", lambda surf, cfg_, s, card, rect, p: strips.append(card))
    pygame.init()
    paint = draw_board.Paint([(200, 0, 0)] * 2, ["a"] * 2, 14, 10, set(), "", lambda key, rect: None,
                             barabbas=((90, 60, 40), "b"))
    draw_barabbas.draw_plaque(pygame.Surface((900, 200)), cfg(), pygame.Rect(0, 0, 880, 120), w, False, paint)
    assert strips == [last]
