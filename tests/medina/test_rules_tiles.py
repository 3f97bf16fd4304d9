"""Palace tiles, tower tiles and the final count."""

from __future__ import annotations

from dataclasses import replace

from games.medina import make_rules
from games.medina.position import position, sketch
from games.medina.state import Place, parse_cell

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
