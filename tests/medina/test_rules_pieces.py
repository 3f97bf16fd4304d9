"""Where each piece may go: palace pieces, domes, stables, inhabitants and city walls."""

from __future__ import annotations

import pytest

from games.core.contract import IllegalAction
from games.medina import make_rules
from games.medina.rules.position import equip, position, sketch
from games.medina.rules.state import Place, parse_cell

RULES = make_rules()


def _at(marks: dict[str, str], **kw):
    """A table with these marks (and the market's first inhabitant far away on O10)."""
    return position(RULES, sketch(RULES, {"O10": "i", **marks}), **kw)


def _cells(state, piece: str) -> set[str]:
    from games.medina.rules.state import cell_name

    return {cell_name(a.cell) for a in RULES.legal_actions(state) if a.piece == piece}


def _refused(state, piece: str, name: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason):
        RULES.apply(state, Place(piece, parse_cell(name)))


# --- palace pieces ---


def test_a_new_palace_may_not_touch_another_palace_even_diagonally() -> None:
    state = _at({"F6": "g"})
    _refused(state, "palace:black", "G7", "A new black palace may not touch another palace")
    _refused(state, "palace:black", "G6", "A new black palace may not touch another palace")
    assert {"H8", "H6", "B2"} <= _cells(state, "palace:black")


def test_a_new_palace_may_not_touch_another_palaces_stable() -> None:
    state = _at({"F6": "g", "G6": "s"})
    _refused(state, "palace:black", "H5", "or its stables")
    assert "I6" in _cells(state, "palace:black")


def test_palace_pieces_go_on_border_and_interior_spaces_never_on_the_wall_ring() -> None:
    state = _at({})
    assert {"B2", "Q12", "B12"} <= _cells(state, "palace:brown")
    _refused(state, "palace:brown", "A6", "Only city walls may stand on the wall spaces")
    _refused(state, "palace:brown", "A1", "A tower stands there")


def test_an_incomplete_palace_grows_orthogonally_and_is_the_only_one_of_its_colour() -> None:
    """'he must place it in a space orthogonally adjacent to one of the palace pieces of
    that color' / 'Only one incomplete palace of each color may exist in the city.'"""
    state = _at({"F6": "g"})
    assert _cells(state, "palace:grey") == {"E6", "G6", "F5", "F7"}
    _refused(state, "palace:grey", "K10", "grey palace is being built")
    _refused(state, "palace:grey", "G7", "grey palace is being built")
    after = RULES.apply(state, Place("palace:grey", parse_cell("G6")))
    assert len(after.palaces) == 1 and len(after.palaces[0].pieces) == 2


def test_a_growing_palace_keeps_a_street_to_other_palaces() -> None:
    state = _at({"F6": "g", "H6": "k"})
    _refused(state, "palace:grey", "G6", "street between them: this space touches the black palace")
    assert "G6" not in _cells(state, "palace:grey") | _cells(state, "palace:black")


def test_a_palace_with_no_room_to_grow_is_complete_and_unclaimed() -> None:
    """'If there is no legal space orthogonally adjacent to an incomplete palace where a
    player may place another palace piece, the palace is complete (but not claimed).'"""
    state = _at({"B2": "g", "C2": "s"})
    action = Place("stable", parse_cell("B3"))
    after = RULES.apply(state, action)
    grey = after.palaces[0]
    assert grey.complete and grey.owner is None
    assert "can grow no further" in RULES.describe(state, action)
    assert not any(a.piece == "dome" for a in RULES.legal_actions(after))
    after = RULES.apply(after, Place("wall", (1, 0)))  # Anna's turn passes to Bert
    _refused(after, "dome", "B2", "complete")
    assert "K8" in _cells(after, "palace:grey"), "a new grey palace may begin"


def test_a_claimed_palace_takes_no_more_pieces() -> None:
    state = RULES.apply(_at({"F6": "g"}), Place("dome", parse_cell("F6")))
    assert state.palaces[0].complete and state.palaces[0].owner == 0
    _refused(state, "palace:grey", "G6", "A new grey palace may not touch")
    assert "K10" in _cells(state, "palace:grey")


def test_a_colour_retires_once_every_player_has_claimed_it() -> None:
    """'When all players have claimed a palace of one of the colors, players may not begin
    or add to palaces of that color. The players place all palace pieces of that color back
    into the box.'"""
    state = _at({"B2": "G", "F2": "G", "J2": "G", "F8": "g"}, owners={"B2": 1, "F2": 2, "J2": 3})
    before = state.pieces_left
    action = Place("dome", parse_cell("F8"))
    after = RULES.apply(state, action)
    assert after.retired == ("grey",)
    assert all(s.palace[0] == 0 for s in after.supplies)
    assert after.pieces_left == (before[0] - 6, before[1] - 5, before[2] - 5, before[3] - 5)
    assert "grey pieces leave the game" in RULES.describe(state, action)
    assert "palace:grey" not in {a.piece for a in RULES.legal_actions(after)}
    _refused(after, "palace:grey", "M8", "grey palace pieces have left the game")


# --- domes ---


def test_a_dome_claims_and_completes_the_palace_from_the_public_supply() -> None:
    state = _at({"F6": "g", "G6": "g"})
    assert _cells(state, "dome") == {"F6", "G6"}
    after = RULES.apply(state, Place("dome", parse_cell("G6")))
    grey = after.palaces[0]
    assert (grey.owner, grey.dome, grey.complete) == (0, parse_cell("G6"), True)
    assert after.domes == (3, 4, 4, 4) and after.supplies[0] == state.supplies[0]
    assert RULES.view(after, 1).domes == (3, 4, 4, 4), "domes stand in front of the screen"


def test_one_claim_per_colour_per_player_but_pieces_still_allowed() -> None:
    """'if a player has claimed a gray palace, he may not claim another gray palace. He may,
    however, still place gray palace pieces following the normal rules.'"""
    state = _at({"B2": "G", "F6": "g"})
    _refused(state, "dome", "F6", "Anna has already claimed a grey palace")
    assert "F5" in _cells(state, "palace:grey")
    assert _cells(equip(RULES, state, 0, walls=1), "dome") == set()


def test_a_dome_goes_only_on_an_incomplete_palace() -> None:
    state = _at({"B2": "G", "F6": "g"}, owners={"B2": 1})
    _refused(state, "dome", "B2", "already has a dome")
    _refused(state, "dome", "K10", "A dome goes on a palace piece")


# --- stables ---


def test_a_stable_attaches_to_the_palace_it_touches_and_adds_to_its_size() -> None:
    state = _at({"F6": "G", "G6": "g"}, owners={"F6": 1})
    assert {"E6", "F5", "F7", "G5", "G7", "H6"} == _cells(state, "stable")
    after = RULES.apply(state, Place("stable", parse_cell("E6")))
    assert after.palaces[0].stables == (parse_cell("E6"),) and after.palaces[0].size == 3


def test_a_stable_must_touch_a_palace_piece() -> None:
    state = _at({"F6": "g", "G6": "s"})
    _refused(state, "stable", "H6", "next to stables only")
    _refused(state, "stable", "K3", "must stand orthogonally next to a palace piece")
    _refused(state, "stable", "A6", "Only city walls")


def test_stables_keep_the_street_between_palaces() -> None:
    state = _at({"F6": "g", "H7": "k"})
    _refused(state, "stable", "G6", "touches two palaces")
    assert "E6" in _cells(state, "stable")


# --- inhabitants ---


def test_an_inhabitant_extends_a_string_only_at_its_ends() -> None:
    state = position(RULES, sketch(RULES, {"E7": "i", "F7": "i", "G7": "i"}))
    assert _cells(state, "inhabitant") == {"D7", "E6", "E8", "H7", "G6", "G8"}
    _refused(state, "inhabitant", "F8", "extend a string of inhabitants at one of its ends")
    _refused(state, "inhabitant", "M10", "A new market may begin only when no string")


def test_a_new_string_begins_only_when_no_end_can_grow() -> None:
    """'If a player cannot add an inhabitant to either end of the line, he may begin a new
    line by placing an inhabitant on any empty border or interior (not wall) space.'"""
    state = position(RULES, sketch(RULES, {"B2": "i", "C2": "g", "C3": "g", "B3": "s"}))
    legal = _cells(state, "inhabitant")
    assert "M10" in legal and "B4" in legal and "D2" in legal
    assert not legal & {"B2", "C2", "A5"}
    after = RULES.apply(state, Place("inhabitant", parse_cell("M10")))
    assert len(after.strings) == 2


# --- city walls ---


def test_walls_start_at_a_tower_and_grow_wall_by_wall() -> None:
    state = _at({})
    assert _cells(state, "wall") == {"B1", "Q1", "R2", "R12", "Q13", "B13", "A12", "A2"}
    _refused(state, "wall", "F1", "must continue from a tower or another wall")
    _refused(state, "wall", "F6", "only on the wall spaces")
    after = RULES.apply(state, Place("wall", parse_cell("B1")))
    assert "C1" in _cells(after, "wall")


def test_walls_leave_a_gate_on_every_side() -> None:
    """'Players must leave at least one wall space empty on each side of the city for a
    city gate. Thus, the city walls built from neighboring towers may never meet.'"""
    east = {f"R{row}": "#" for row in range(2, 11)}  # R11 and R12 still open
    state = _at(east)
    assert {"R11", "R12"} <= _cells(state, "wall")
    state = RULES.apply(state, Place("wall", parse_cell("R12")))
    _refused(state, "wall", "R11", "Walls must leave a gate on every side")


def test_each_wall_belongs_to_the_tower_its_run_grows_from() -> None:
    state = _at({"R2": "#", "R3": "#"})
    state = RULES.apply(state, Place("wall", parse_cell("R4")))
    state = RULES.apply(state, Place("wall", parse_cell("R12")))
    towers = {w.cell: state.towers[w.tower].cell for w in state.walls}
    assert towers[parse_cell("R4")] == (17, 0)
    assert towers[parse_cell("R12")] == (17, 12)
