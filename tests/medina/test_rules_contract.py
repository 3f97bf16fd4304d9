"""Hidden screens, refusals that leave the table alone, the log, and the config file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from games.core.contract import IllegalAction, Seat
from games.core.data import DataError
from games.medina import INFO, make_rules
from games.medina.rules.config import CONFIG_FILE, load_config
from games.medina.rules.position import equip, position, sketch
from games.medina.rules.state import Place, cell_name, parse_cell

RULES = make_rules()


def _table():
    return position(RULES, sketch(RULES, {"F6": "g", "G6": "g", "I8": "i", "B1": "#"}))


def _snapshot(state) -> str:
    return json.dumps(RULES.state_to_json(state), sort_keys=True)


def test_view_hides_the_other_screens_but_not_the_table() -> None:
    state = _table()
    for seat in range(4):
        view = RULES.view(state, seat)
        assert view.supplies[seat] == state.supplies[seat]
        assert all(view.supplies[s] is None for s in range(4) if s != seat)
        assert RULES.hidden_holdings(view, seat) == RULES.hidden_holdings(state, seat)
        assert all(RULES.hidden_holdings(view, s) is None for s in range(4) if s != seat)
        assert (view.palaces, view.domes, view.pieces_left, view.out) == (
            state.palaces, state.domes, state.pieces_left, state.out)
    assert RULES.hidden_holdings(state, 0) == {
        "palace": {"grey": 5, "black": 5, "brown": 5, "orange": 5}, "stables": 3, "inhabitants": 6, "walls": 8}


def test_the_acting_seat_sees_the_same_legal_actions_as_the_full_state() -> None:
    state = _table()
    assert RULES.legal_actions(RULES.view(state, 0)) == RULES.legal_actions(state)
    assert RULES.legal_actions(RULES.view(state, 1)) == [], "another seat's view has no moves for Anna"
    lone = equip(RULES, equip(RULES, equip(RULES, state, 1, domes=0), 2, domes=0), 3, domes=0)
    lone = RULES.apply(lone, Place("palace:grey", parse_cell("H6")))
    assert RULES.legal_actions(RULES.view(lone, 0)) == RULES.legal_actions(lone)


def test_another_seats_view_offers_no_actions_even_when_a_dome_is_due() -> None:
    """Anna is the last player and her second piece must be a dome: the domes stand in front
    of her screen for all to see, but the choice is hers, so no other view offers it."""
    state = _table()
    lone = equip(RULES, equip(RULES, equip(RULES, state, 1, domes=0), 2, domes=0), 3, domes=0)
    lone = RULES.apply(lone, Place("palace:grey", parse_cell("H6")))
    assert RULES.must_dome(lone, 0) and {a.piece for a in RULES.legal_actions(lone)} == {"dome"}
    for other in (1, 2, 3, None):
        assert RULES.legal_actions(RULES.view(lone, other)) == []
        assert RULES.legal_actions(RULES.view(state, other)) == []


def test_a_refused_placement_leaves_the_state_as_it_was() -> None:
    state = _table()
    before = _snapshot(state)
    for action in (Place("palace:grey", (10, 10)), Place("wall", (5, 0)), Place("dome", (9, 9)),
                   Place("castle", (5, 5)), Place("stable", (40, 2)), Place("inhabitant", (5, 5))):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, action)
        assert err.value.reason
    assert _snapshot(state) == before
    RULES.apply(state, Place("palace:grey", parse_cell("H6")))
    assert _snapshot(state) == before


def test_refusals_name_the_broken_rule() -> None:
    state = _table()
    reasons = {}
    for piece, cell in (("castle", (5, 5)), ("stable", (40, 2)), ("inhabitant", (5, 5))):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, Place(piece, cell))
        reasons[piece] = err.value.reason
    assert reasons == {
        "castle": "There is no Medina piece called 'castle'.",
        "stable": "That space is not on the board.",
        "inhabitant": "That space is taken.",
    }
    empty = equip(RULES, state, 0, walls=1)
    with pytest.raises(IllegalAction, match="Anna has no stables left"):
        RULES.apply(empty, Place("stable", parse_cell("F5")))


def test_the_log_names_the_seat_and_the_space() -> None:
    state = _table()
    assert RULES.describe(state, Place("palace:grey", parse_cell("H6"))) == "Anna places a grey palace piece on H6."
    assert RULES.describe(state, Place("wall", parse_cell("C1"))) == "Anna places a city wall on C1."
    assert RULES.describe(state, Place("inhabitant", parse_cell("I9"))) == "Anna places an inhabitant on I9."
    assert RULES.describe(state, Place("dome", parse_cell("F6"))).startswith(
        "Anna places a dome on F6 and claims the grey palace.")
    assert "cannot place" in RULES.describe(state, Place("wall", parse_cell("H1")))
    seats = [Seat(n, c.name) for n, c in zip(("Anna", "Bert", "Cem"), INFO.colours, strict=False)]
    start = RULES.setup(INFO.default_options(3), seats, 0)
    opening = RULES.describe(start, Place("inhabitant", (8, 6)))
    assert opening == "Anna opens the market with its first inhabitant on I7."


def test_cell_names_cover_the_board_both_ways() -> None:
    layout = RULES.config.layout
    names = {cell_name(layout.cell(i)) for i in range(layout.size)}
    assert len(names) == 18 * 13
    assert cell_name((0, 0)) == "A1" and cell_name((17, 12)) == "R13"
    assert all(parse_cell(cell_name(layout.cell(i))) == layout.cell(i) for i in range(layout.size))


# --- config/medina/medina.yaml ---


def test_config_matches_the_rulebook_and_the_seating_colours() -> None:
    config = load_config()
    assert (config.layout.width, config.layout.height) == (18, 13)
    assert len(config.layout.city) == 16 * 11
    assert config.colours == ("grey", "black", "brown", "orange")
    assert config.palace_tile_points == (1, 2, 3, 4)
    assert sorted(config.tower_points) == [1, 2, 3, 4]
    assert config.player_colours == INFO.colours


def test_every_value_the_text_does_not_print_says_where_it_comes_from() -> None:
    data = yaml.safe_load(CONFIG_FILE.read_text(encoding="utf-8"))
    for key in ("board", "towers", "palace_colours", "player_colours"):
        assert data[key]["source"].split(":")[0] in ("researched", "reconstructed"), key


def _broken(tmp_path: Path, edit) -> Path:
    data = yaml.safe_load(CONFIG_FILE.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "medina.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def test_a_broken_config_names_the_file_and_the_key(tmp_path: Path) -> None:
    path = _broken(tmp_path, lambda d: d["towers"].pop("source"))
    with pytest.raises(DataError, match="towers") as err:
        load_config(path)
    assert str(path) in str(err.value)
    path = _broken(tmp_path, lambda d: d["pieces"][0].update(stables=-1))
    with pytest.raises(DataError, match=r"pieces\[0\]\.stables"):
        load_config(path)
    path = _broken(tmp_path, lambda d: d["towers"]["list"][0].update(cell=[3, 0]))
    with pytest.raises(DataError, match="four corners"):
        load_config(path)


def test_progress_counts_the_pieces_left_to_place_for_the_load_list() -> None:
    from games import registry
    from games.core.contract import Seat
    from games.core.players import RandomPlayer
    from games.core.rng import Rng

    rules = registry.rules("medina")
    state = rules.setup(rules.info.default_options(3), [Seat(str(i), rules.info.colours[i].name) for i in range(3)], 2)
    assert rules.progress(state) == "The opening"
    rng = Rng.from_seed(2)
    while state.opening:
        state = rules.apply(state, RandomPlayer().choose(rules, state, state.turn, rng))
    assert rules.progress(state) == f"{sum(state.pieces_left)} pieces left to place"
