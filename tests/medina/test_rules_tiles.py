"""Palace tiles, tower tiles and the final count."""

from __future__ import annotations

from dataclasses import replace

from games.medina import make_rules
from games.medina.rules.position import position, sketch
from games.medina.rules.scoring import palace_value
from games.medina.rules.state import Place, parse_cell

RULES = make_rules()
NW, NE = 0, 1  # tower order in config/medina/medina.yaml


def _at(marks: dict[str, str], **kw):
    return position(RULES, sketch(RULES, {"O10": "i", **marks}), **kw)


def _play(state, piece: str, name: str):
    return RULES.apply(state, Place(piece, parse_cell(name)))


# --- palace tiles ---


def test_the_first_player_to_claim_a_colour_takes_its_palace_tile() -> None:
    """'The first player to complete a palace in a color takes the palace tile of that color.'"""
    state = _at({"F6": "g"})
    action = Place("dome", parse_cell("F6"))
    after = RULES.apply(state, action)
    assert after.palace_tiles == (0, None, None, None)
    assert "Anna takes the grey palace tile." in RULES.describe(state, action)


def test_the_palace_tile_stays_on_a_tie_and_moves_to_a_larger_palace() -> None:
    """'He keeps the palace tile until another player has a larger palace in this color.'
    Size counts palace pieces and attached stables."""
    state = _at({"B2": "G", "C2": "g", "K6": "G"}, owners={"K6": 1})
    assert state.palace_tiles[0] == 0
    state = _play(state, "stable", "K7")  # Bert's palace grows to 2: a tie, Anna keeps the tile
    assert state.palace_tiles[0] == 0
    state = _play(state, "stable", "K5")  # now 3 against 2
    assert state.palace_tiles[0] == 1


def test_claiming_a_larger_palace_takes_the_palace_tile_at_once() -> None:
    state = _at({"B2": "G", "K6": "g", "L6": "g", "M6": "g"}, turn=1)
    assert state.palace_tiles[0] == 0
    after = _play(state, "dome", "L6")
    assert after.palace_tiles[0] == 1


# --- tower tiles ---


def test_claiming_a_palace_beside_a_wall_takes_that_towers_tile() -> None:
    """'When a player claims a palace that is adjacent to a city wall, the player ... takes
    the tower tile that corresponds to the tower that the city wall connects to.'"""
    state = _at({"B1": "#", "C1": "#", "D1": "#", "E1": "#", "D2": "g", "E2": "g"})
    action = Place("dome", parse_cell("D2"))
    after = RULES.apply(state, action)
    assert after.towers[NW].holder == 0 and after.towers[NE].holder is None
    assert "Anna takes the north-west tower tile." in RULES.describe(state, action)


def test_a_later_wall_beside_a_claimed_palace_takes_the_tile_for_its_owner() -> None:
    """'If a player has claimed a palace and later he or another player places a city wall
    adjacent to it, he takes the tower tile ... from next to the board or from another player.'"""
    state = _at({"B1": "#", "C1": "#", "D2": "G"}, owners={"D2": 1})
    assert state.towers[NW].holder is None
    after = _play(state, "wall", "D1")  # Anna builds the wall; Bert's palace gains the tower
    assert after.towers[NW].holder == 1


def test_a_later_stable_linking_a_claimed_palace_to_a_wall_takes_the_tile() -> None:
    """'...places a stable adjacent to the palace and a city wall, he takes the tower tile.'"""
    state = _at({"B1": "#", "C1": "#", "D1": "#", "E1": "#", "D3": "G"}, owners={"D3": 1})
    after = _play(state, "stable", "D2")
    assert after.towers[NW].holder == 1


def test_an_existing_connection_to_a_tower_never_counts_again() -> None:
    """'Once a palace is connected to a tower by a city wall, subsequent piece placements do
    not count as new connections to the tower.'"""
    walls = {f"{col}1": "#" for col in "BCDEF"}
    state = _at({**walls, "C2": "G", "F2": "k"}, owners={"C2": 1})
    assert state.towers[NW].holder == 1
    state = _play(state, "dome", "F2")  # Anna's black palace also touches the north-west walls
    assert state.towers[NW].holder == 0
    state = _play(state, "stable", "B2")  # Bert's palace touches another north-west wall
    assert state.towers[NW].holder == 0
    state = _play(state, "wall", "A2")  # Bert: a wall beside that stable, same tower again
    assert state.towers[NW].holder == 0


def test_a_palace_may_reach_two_towers() -> None:
    """'Although unlikely, a palace may be connected to more than one tower.'"""
    walls = {f"{col}1": "#" for col in "BCDEFGHJKLMNOPQ"}  # I1 is the north gate
    state = _at({**walls, "H2": "g", "I2": "g", "J2": "g"})
    after = _play(state, "dome", "I2")
    assert after.towers[NW].holder == 0 and after.towers[NE].holder == 0
    assert after.palaces[0].towers == (NW, NE)


def test_in_play_a_wall_beside_an_unclaimed_palace_gives_its_tile_to_the_later_claimant() -> None:
    """A wall joins the unclaimed grey palace to the north-west tower; nobody holds the
    tile yet. Bert crowns the palace on his turn and takes the tile."""
    state = _at({"B1": "#", "C1": "#", "D2": "g"})
    state = _play(state, "wall", "D1")
    assert state.palaces[0].towers == (NW,) and state.towers[NW].holder is None
    state = _play(state, "wall", "Q1")  # Anna's second piece: the turn passes to Bert
    state = _play(state, "dome", "D2")
    assert state.palaces[0].owner == 1 and state.towers[NW].holder == 1


def test_in_play_a_stable_joining_a_claimed_palace_to_a_second_tower_takes_that_tile() -> None:
    """'If a player has claimed a palace and later he or another player places a stable
    adjacent to the palace and a city wall, he takes the tower tile ... from next to the
    board or from another player.' Anna's grey palace reaches the north-west tower; her
    stable on J2 joins it to the north-east one, whose tile Bert's black palace had."""
    walls = {f"{col}1": "#" for col in "BCDEFGHJKLMNOPQ"}  # I1 is the north gate
    state = _at({**walls, "H2": "G", "I2": "g", "N2": "K"}, owners={"N2": 1})
    assert (state.towers[NW].holder, state.towers[NE].holder) == (0, 1)
    state = _play(state, "stable", "J2")
    assert state.palaces[0].towers == (NW, NE)
    assert (state.towers[NW].holder, state.towers[NE].holder) == (0, 0)


def test_in_play_a_later_wall_takes_the_tile_from_another_player() -> None:
    """Bert holds the north-west tile through his black palace on C2. His own walls reach
    Anna's claimed grey palace on E2, and the tile passes to her, from his side of the table."""
    state = _at({"B1": "#", "C1": "#", "C2": "K", "E2": "G"}, owners={"C2": 1, "E2": 0}, turn=1)
    assert state.towers[NW].holder == 1
    state = _play(state, "wall", "D1")
    assert state.towers[NW].holder == 1
    state = _play(state, "wall", "E1")
    assert state.towers[NW].holder == 0 and state.palaces[1].towers == (NW,)


def test_in_play_a_connection_to_a_tower_never_counts_again() -> None:
    """'Once a palace is connected to a tower by a city wall, subsequent piece placements do
    not count as new connections.' Anna's wall joins her palace to the north-west tower;
    Bert's dome then takes the tile with a palace of his own. Anna's later wall beside her
    stable, and stable beside a wall, reach the same tower again and leave the tile with him."""
    walls = {f"{col}1": "#" for col in "BCDE"}
    state = _at({**walls, "F2": "G", "C2": "k"})
    state = _play(state, "wall", "F1")
    assert state.towers[NW].holder == 0
    state = _play(state, "stable", "G2")  # G1 is still open: no wall beside this stable yet
    state = _play(state, "dome", "C2")  # Bert
    assert state.towers[NW].holder == 1
    for space in ("Q1", "R2", "R3", "A2", "A3"):
        state = _play(state, "wall", space)  # Bert's second piece, Cem's and Dana's turns
    assert state.turn == 0
    state = _play(state, "wall", "G1")  # beside Anna's stable
    assert state.towers[NW].holder == 1
    state = _play(state, "stable", "E2")  # beside Anna's palace and the wall on E1
    assert state.palaces[0].stables == (parse_cell("G2"), parse_cell("E2"))
    assert state.palaces[0].towers == (NW,) and state.towers[NW].holder == 1


def test_in_play_claiming_a_palace_joined_to_two_towers_takes_both_tiles() -> None:
    """'Although unlikely, a palace may be connected to more than one tower.' Anna's walls
    join the unclaimed grey palace to both northern towers, leaving the gate on I1; Bert
    crowns it and takes both tiles."""
    walls = {f"{col}1": "#" for col in "BCDEFGKLMNOPQ"}
    state = _at({**walls, "H2": "g", "I2": "g", "J2": "g"})
    state = _play(state, "wall", "H1")
    state = _play(state, "wall", "J1")
    assert state.palaces[0].towers == (NW, NE)
    assert (state.towers[NW].holder, state.towers[NE].holder) == (None, None)
    state = _play(state, "dome", "I2")
    assert (state.towers[NW].holder, state.towers[NE].holder) == (1, 1)


# --- what a palace is worth ---


def _value(marks: dict[str, str], colour: str = "grey"):
    state = position(RULES, sketch(RULES, marks))
    (palace,) = [p for p in state.palaces if p.colour == colour]
    return palace_value(state, palace)


def test_an_inhabitant_beside_only_a_stable_counts_for_the_palace() -> None:
    """'each inhabitant that is orthogonally adjacent to a palace piece or stable is worth 1 point'"""
    assert _value({"F6": "G", "G6": "s", "H6": "i"}).inhabitants == 1


def test_an_inhabitant_beside_a_piece_and_a_stable_of_one_palace_counts_once() -> None:
    value = _value({"F6": "G", "G6": "g", "F7": "s", "G7": "i"})
    assert (value.pieces, value.stables, value.inhabitants, value.total) == (2, 1, 1, 4)


def test_an_inhabitant_in_the_corner_of_a_palace_counts_once() -> None:
    assert _value({"F6": "G", "G6": "g", "G7": "g", "F7": "i"}).inhabitants == 1


def test_an_inhabitant_between_two_palaces_counts_for_both() -> None:
    marks = {"F6": "G", "H6": "K", "G6": "i"}
    assert _value(marks, "grey").inhabitants == 1 and _value(marks, "black").inhabitants == 1
    state = position(RULES, sketch(RULES, marks))
    assert dict(RULES.scores(state)[0].parts)["Inhabitants"] == 2


def test_a_wall_beside_a_stable_counts_and_no_wall_counts_twice() -> None:
    """A wall beside a palace's stable adds to it. A wall space touches a single city
    space, so one wall can never touch both a piece and a stable of one palace: each wall
    counts at most once per palace."""
    value = _value({"B1": "#", "C1": "#", "C2": "s", "C3": "G"})
    assert (value.pieces, value.stables, value.walls, value.total) == (1, 1, 1, 3)
    layout = RULES.config.layout
    for side in layout.sides:
        for i in side.spaces:
            assert sum(layout.is_city[n] for n in layout.orth[i]) == 1


# --- the final count ---


def test_tied_players_share_the_victory() -> None:
    """'Players who tie with the most points, rejoice in their shared victory.'"""
    state = _at({"D6": "G", "K6": "G", "D10": "K"}, owners={"K6": 1, "D10": 2})
    state = replace(state, palace_tiles=(None, 2, None, None))
    totals = [s.total for s in RULES.scores(state)]
    assert totals == [1, 1, 3, 0]
    assert RULES.winners(state) == [2]
    state = replace(state, palace_tiles=(None, None, None, None))
    assert RULES.winners(state) == [0, 1, 2]


def test_unclaimed_palaces_score_for_nobody() -> None:
    state = _at({"D6": "g", "E6": "g", "D5": "s"})
    assert [s.total for s in RULES.scores(state)] == [0, 0, 0, 0]
