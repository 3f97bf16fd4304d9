"""Setup, the two-piece turn, seats that cannot play, the last-player rule and the end."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from games.core.contract import IllegalAction, Seat
from games.medina import INFO, make_rules
from games.medina.rules.position import equip, position, sketch, skipped
from games.medina.rules.state import Place, Supply, cell_name, parse_cell

RULES = make_rules()


def _seats(n: int) -> list[Seat]:
    return [Seat(name, INFO.colours[k].name) for k, name in enumerate(("Anna", "Bert", "Cem", "Dana")[:n])]


def _start(n: int = 4):
    return RULES.setup(INFO.default_options(n), _seats(n), 0)


# A quiet table: the market's first inhabitant and nothing else.
QUIET = sketch(RULES, {"I6": "i"})


def _empty_handed(state, *seats: int):
    for s in seats:
        state = equip(RULES, state, s, domes=0)
    return state


@pytest.mark.parametrize("players,palace,stables,inhabitants,walls", [(3, 6, 4, 8, 10), (4, 5, 3, 6, 8)])
def test_setup_hands_out_the_rulebook_pieces(players, palace, stables, inhabitants, walls) -> None:
    """'with 3 players: 6 palace pieces in each color (24 in all), 4 stables, 8 inhabitants,
    and 10 walls' / 'with 4 players: 5 palace pieces in each color (20 in all), 3 stables,
    6 inhabitants, and 8 walls', plus 4 domes in front of each screen."""
    state = _start(players)
    for seat in range(players):
        assert state.supplies[seat] == Supply((palace,) * 4, stables, inhabitants, walls)
        assert state.domes[seat] == 4
        assert state.pieces_left[seat] == 4 * palace + stables + inhabitants + walls + 4
    assert state.palaces == () and state.strings == () and state.walls == ()
    assert all(t.holder is None for t in state.towers) and state.palace_tiles == (None,) * 4


@pytest.mark.parametrize("players", [2, 5])
def test_setup_refuses_other_player_counts(players) -> None:
    with pytest.raises(ValueError, match="3, 4 players"):
        RULES.setup({"players": players}, _seats(4)[:players] if players < 5 else _seats(4) + _seats(1), 0)


def test_the_game_opens_with_the_first_inhabitant_inside_the_border() -> None:
    """'The youngest player places 1 inhabitant on any space within the city that is at
    least one space away from the planned city wall (not on city wall or border spaces).'"""
    state = _start()
    legal = RULES.legal_actions(state)
    assert state.turn == 0 and state.opening
    assert {a.piece for a in legal} == {"inhabitant"}
    assert {a.cell for a in legal} == {(c, r) for c in range(2, 16) for r in range(2, 11)}
    with pytest.raises(IllegalAction, match="at least one space inside"):
        RULES.apply(state, Place("inhabitant", (1, 5)))
    with pytest.raises(IllegalAction, match="opens with the market's first inhabitant"):
        RULES.apply(state, Place("palace:grey", (5, 5)))
    after = RULES.apply(state, Place("inhabitant", (8, 6)))
    assert after.strings == (((8, 6),),)
    assert after.supplies[0] == state.supplies[0], "the first inhabitant comes from the box"
    assert (after.turn, after.placed, after.opening) == (0, 0, False), "the starting seat then takes its turn"


def test_a_turn_is_two_pieces_then_the_next_seat_clockwise() -> None:
    state = RULES.apply(_start(), Place("inhabitant", (8, 6)))
    state = RULES.apply(state, Place("wall", (1, 0)))
    assert (state.turn, state.placed) == (0, 1)
    state = RULES.apply(state, Place("palace:grey", (4, 4)))
    assert (state.turn, state.placed) == (1, 0)
    state = RULES.apply(RULES.apply(state, Place("wall", (16, 0))), Place("wall", (0, 1)))
    assert state.turn == 2


def test_a_seat_that_cannot_place_a_second_piece_ends_its_turn_after_one() -> None:
    """'A player may not choose to play fewer than two unless he is unable to legally play
    two pieces.' Anna holds a wall and domes, but no palace is waiting for a dome."""
    state = equip(RULES, position(RULES, QUIET), 0, walls=1)
    action = Place("wall", (1, 0))
    after = RULES.apply(state, action)
    assert after.turn == 1 and after.placed == 0
    assert "Anna cannot place a second piece." in after.note
    assert "Anna cannot place a second piece." in RULES.describe(state, action)


def test_a_seat_with_one_piece_left_plays_just_that_one() -> None:
    """'If a player has but one wooden piece left, he plays just the one piece.'"""
    state = equip(RULES, position(RULES, QUIET), 0, walls=1, domes=0)
    after = RULES.apply(state, Place("wall", (1, 0)))
    assert after.turn == 1 and after.pieces_left[0] == 0 and after.out[0]
    assert "Anna has placed every piece" in after.note


def test_a_seat_that_cannot_place_anything_is_skipped_until_it_can() -> None:
    """Bert holds only domes, and no palace is waiting for one: his turns pass by. The table
    learns that when his turn comes round, not from behind his screen before."""
    state = equip(RULES, position(RULES, QUIET), 1)
    assert not state.out[1] and not RULES.can_place(state, 1)
    state = RULES.apply(state, Place("wall", (1, 0)))
    assert not state.out[1] and state.note == "", "mid-turn, nothing is known about Bert"
    state = RULES.apply(state, Place("wall", (16, 0)))
    assert state.turn == 2 and state.out[1]
    assert state.note == "Bert cannot place any piece for now."
    # Cem starts a palace: now Bert's domes have somewhere to go, which shows on his turn.
    state = RULES.apply(state, Place("palace:grey", (4, 4)))
    assert state.out[1]
    for wall in ((2, 0), (3, 0), (4, 0), (5, 0), (6, 0)):  # Cem's second piece, Dana's turn, Anna's turn
        state = RULES.apply(state, Place("wall", wall))
    assert state.turn == 1 and not state.out[1]
    assert {a.piece for a in RULES.legal_actions(state)} == {"dome"}


def test_the_game_ends_when_nobody_can_place_a_piece() -> None:
    """'The game ends when all players have run out of wooden pieces that can be played.'"""
    state = _empty_handed(position(RULES, QUIET), 1, 2, 3)
    state = equip(RULES, state, 0, walls=1, domes=0)
    after = RULES.apply(state, Place("wall", (1, 0)))
    assert after.turn is None and RULES.current_player(after) is None and RULES.is_over(after)
    assert RULES.legal_actions(after) == []
    assert "the game is over" in after.note
    with pytest.raises(IllegalAction, match="The game is over"):
        RULES.apply(after, Place("wall", (16, 0)))


def test_the_last_player_with_pieces_must_place_a_dome_each_turn() -> None:
    """'When there is just one player left with pieces, he must play at least one dome on
    each turn (as long as he has domes).'"""
    state = _empty_handed(position(RULES, QUIET), 1, 2, 3)
    state = equip(RULES, state, 0, palace={"grey": 5}, walls=4, domes=4)
    state = RULES.apply(state, Place("palace:grey", (3, 3)))
    assert (state.turn, state.placed) == (0, 1)
    assert {a.piece for a in RULES.legal_actions(state)} == {"dome"}
    with pytest.raises(IllegalAction, match="last player with pieces and must place a dome"):
        RULES.apply(state, Place("palace:grey", (4, 3)))
    state = RULES.apply(state, Place("dome", (3, 3)))
    assert (state.turn, state.placed) == (0, 0), "everyone else is out, so Anna plays on"


def test_the_last_player_may_place_the_dome_first() -> None:
    state = _empty_handed(position(RULES, sketch(RULES, {"D3": "g", "I6": "i"})), 1, 2, 3)
    state = RULES.apply(state, Place("dome", (3, 2)))
    assert {a.piece for a in RULES.legal_actions(state)} > {"wall", "stable"}


def test_dome_duty_binds_when_a_first_piece_opens_a_palace_to_crown() -> None:
    """'When there is just one player left with pieces, he must play at least one dome on
    each turn (as long as he has domes).' No palace stands, so no dome fits as Anna's turn
    begins; but a grey piece, then a dome on it, places one: the duty holds, so her first
    piece must start a grey palace that can grow, and her second crowns it."""
    state = _empty_handed(position(RULES, QUIET), 1, 2, 3)
    state = equip(RULES, state, 0, palace={"grey": 3}, walls=4, domes=4)
    assert state.last and not RULES.dome_cells(state, 0, RULES.targets(state))
    firsts = RULES.legal_actions(state)
    assert firsts and {a.piece for a in firsts} == {"palace:grey"}
    with pytest.raises(IllegalAction, match="no palace awaits a dome yet, so the first piece must start a palace"):
        RULES.apply(state, Place("wall", (1, 0)))
    state = RULES.apply(state, Place("palace:grey", parse_cell("E5")))
    assert _spaces(state) == {("dome", "E5")}
    state = RULES.apply(state, Place("dome", parse_cell("E5")))
    assert (state.turn, state.placed, state.domes[0]) == (0, 0, 3)


def test_dome_duty_lapses_when_no_order_of_two_pieces_places_a_dome() -> None:
    """Anna, the last player, holds domes but only walls and stables: nothing she may place
    makes a palace to crown, so her turn goes on without a dome."""
    state = _empty_handed(position(RULES, QUIET), 1, 2, 3)
    state = equip(RULES, state, 0, walls=4, domes=4)
    assert not RULES.dome_duty(state, 0, RULES.targets(state))
    state = RULES.apply(state, Place("wall", (1, 0)))
    assert "wall" in {a.piece for a in RULES.legal_actions(state)}


# --- the two-piece rule and the dome duty look at the whole turn ---

# A grey palace on B2 with a stable on C2: B3 is the last space where it may grow.
CORNER = sketch(RULES, {"B2": "g", "C2": "s", "O10": "i"})
TWO_PIECES = "Placed there, this piece would leave you no legal second piece; you must place two this turn."


def _spaces(state) -> set[tuple[str, str]]:
    return {(a.piece, cell_name(a.cell)) for a in RULES.legal_actions(state)}


def test_two_piece_rule_a_first_piece_may_not_leave_no_second() -> None:
    """'A player may not choose to play fewer than two unless he is unable to legally play
    two pieces.' Anna holds a stable and her domes. A stable on B3 first would complete the
    grey palace unclaimed and leave her nothing to place; the dome, then the stable, is two."""
    state = equip(RULES, position(RULES, CORNER), 0, stables=1)
    assert _spaces(state) == {("dome", "B2")}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, Place("stable", parse_cell("B3")))
    assert err.value.reason == TWO_PIECES
    state = RULES.apply(state, Place("dome", parse_cell("B2")))
    assert (state.turn, state.placed) == (0, 1)
    state = RULES.apply(state, Place("stable", parse_cell("B3")))
    assert state.turn == 1 and state.pieces_left[0] == 3 and state.note == ""


def test_two_piece_rule_a_dome_first_may_not_leave_no_second_either() -> None:
    """Anna holds a grey piece and a dome, and the others have each claimed a grey palace.
    Crowning the grey palace first would retire grey and take her grey piece with it;
    growing the palace first, then crowning it, places both."""
    marks = {"B2": "g", "C2": "s", "O10": "i", "H4": "G", "L4": "G", "H9": "G"}
    state = position(RULES, sketch(RULES, marks), owners={"H4": 1, "L4": 2, "H9": 3})
    state = equip(RULES, state, 0, palace={"grey": 1}, domes=1)
    assert _spaces(state) == {("palace:grey", "B3")}
    with pytest.raises(IllegalAction, match="no legal second piece"):
        RULES.apply(state, Place("dome", parse_cell("B2")))
    state = RULES.apply(state, Place("palace:grey", parse_cell("B3")))
    assert _spaces(state) == {("dome", "B2"), ("dome", "B3")}


def test_two_piece_rule_allows_one_piece_when_no_order_gives_two() -> None:
    """Anna holds two stables and nothing else, and B3 is the only stable space: she
    cannot play two, so she plays the one."""
    state = equip(RULES, position(RULES, CORNER), 0, stables=2, domes=0)
    assert _spaces(state) == {("stable", "B3")}
    after = RULES.apply(state, Place("stable", parse_cell("B3")))
    assert after.turn == 1 and "Anna cannot place a second piece." in after.note


def test_dome_duty_the_last_player_may_not_dodge_it_with_the_first_piece() -> None:
    """The last player places a dome in every turn while one fits. A stable on B3 would
    complete the grey palace unclaimed, so it may not come first, though a wall could follow
    it; a wall first leaves the palace for the dome, and the dome may come first."""
    state = _empty_handed(position(RULES, CORNER), 1, 2, 3)
    state = equip(RULES, state, 0, stables=1, walls=3)
    assert state.last
    legal = _spaces(state)
    assert {("dome", "B2"), ("wall", "B1")} <= legal and ("stable", "B3") not in legal
    with pytest.raises(IllegalAction, match="last player with pieces and must place a dome this turn: placed there"):
        RULES.apply(state, Place("stable", parse_cell("B3")))
    after = RULES.apply(state, Place("wall", parse_cell("B1")))
    assert _spaces(after) == {("dome", "B2")}
    after = RULES.apply(state, Place("dome", parse_cell("B2")))
    assert ("stable", "B3") in _spaces(after)


def test_last_player_is_settled_when_the_turn_begins() -> None:
    """Bert was skipped on his last turn and Cem and Dana have no pieces: Anna is the last
    player for her whole turn, even once her first piece starts a palace Bert's domes could
    crown. What lies behind his screen shows only when his turn comes."""
    state = position(RULES, sketch(RULES, {"B2": "K", "F6": "k", "O10": "i"}), owners={"B2": 1})
    state = skipped(RULES, _empty_handed(equip(RULES, state, 1, domes=3), 2, 3), 1)
    assert state.last and state.out == (False, True, True, True)
    state = RULES.apply(state, Place("palace:grey", parse_cell("L10")))
    assert state.last and state.out == (False, True, True, True)
    assert _spaces(state) == {("dome", "F6"), ("dome", "L10")}
    state = RULES.apply(state, Place("dome", parse_cell("F6")))
    # Bert may crown the new grey palace: his turn comes, he plays, and he is back in.
    assert state.turn == 1 and state.out == (False, False, True, True) and not state.last
    assert _spaces(state) == {("dome", "L10")}


def _public(state) -> str:
    """Everything Anna may see, as text: the table, the public counts, her own screen."""
    return json.dumps(RULES.state_to_json(RULES.view(state, 0)), sort_keys=True)


def test_last_player_and_out_do_not_read_another_seats_screen() -> None:
    """Two tables alike in everything Anna may see. Behind Bert's screen lies a stable in
    one (no palace to attach it to yet) and a wall in the other; Cem and Dana have no
    pieces. Anna's choices, and all that is public after each of her pieces, are the same:
    nothing tells her whether Bert could play until his turn comes. (At a real table the
    count of what left Bert's screen would tell; both tables get the same count here, so the
    test asks whether the rules themselves ever read a closed screen.)"""
    base = _empty_handed(position(RULES, QUIET), 2, 3)
    tables = [equip(RULES, base, 1, stables=1, domes=0), equip(RULES, base, 1, walls=1, domes=0)]
    tables = [replace(t, tally=tables[0].tally) for t in tables]
    assert _public(tables[0]) == _public(tables[1])
    assert not tables[0].last and not tables[0].out[1]
    for action in (Place("palace:grey", parse_cell("E5")), Place("wall", parse_cell("B1"))):
        legal = RULES.legal_actions(tables[0])
        assert legal == RULES.legal_actions(tables[1]) == RULES.legal_actions(RULES.view(tables[1], 0))
        assert action in legal
        tables = [RULES.apply(t, action) for t in tables]
        assert _public(tables[0]) == _public(tables[1])
    assert tables[0].turn == tables[1].turn == 1, "the stable now fits beside the grey palace, the wall anyway"


def test_cell_names_for_the_board_notation() -> None:
    assert parse_cell("F7") == (5, 6)
    assert parse_cell("a1") == (0, 0)
    with pytest.raises(ValueError):
        parse_cell("7F")


def test_why_no_dome_says_what_keeps_every_palace_from_a_dome() -> None:
    """The table says why the domes cannot be used, instead of leaving the player to try them."""
    assert RULES.why_no_dome(position(RULES, QUIET), 0) == (
        "No palace is being built: a dome crowns only an unfinished palace.")
    marks = {"B2": "g", "E5": "o", "H4": "G", "L4": "O", "O10": "i"}
    state = position(RULES, sketch(RULES, marks), owners={"H4": 0, "L4": 0})
    assert RULES.why_no_dome(state, 0) == (
        "Anna has claimed a palace of every colour being built (grey and orange): a player crowns one palace of "
        "each colour.")
    assert RULES.why_no_dome(state, 1) == ""
    assert RULES.why_no_dome(equip(RULES, state, 1, domes=0), 1) == "Bert has no dome left."
