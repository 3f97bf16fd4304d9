"""Positions with placements a sensible Medina player never makes, which the Normal and Hard
searches never choose (the hooks' order leaves them out; games/medina/ai_judge.py says why),
and which Easy plays only rarely."""

from __future__ import annotations

import pytest

from games.core.ai.hooks import hooks_for
from games.core.ai.players import EasyPlayer, HardPlayer, NormalPlayer, SearchPlayer
from games.core.contract import Action
from games.medina import make_rules
from games.medina.ai_judge import Sense
from games.medina.rules.position import equip, position, sketch
from games.medina.rules.state import MedinaState, Place, parse_cell
from tests.core import sense

RULES = make_rules()
LEVELS = [NormalPlayer, HardPlayer]
ANNA, BERT, CEM = 0, 1, 2

# Bert's black palace (domed, two pieces) under the top wall, which runs from the top left
# tower to C1; Anna's and Cem's brown palaces of two pieces each, Anna holding the brown
# tile as the first to claim one; the market's first inhabitant two spaces below Bert's palace.
TABLE = {"B1": "#", "C1": "#", "D2": "K", "E2": "k", "H6": "B", "H7": "b", "J6": "B", "J7": "b", "E4": "i"}
OWNERS = {"D2": BERT, "H6": ANNA, "J6": CEM}


def table() -> MedinaState:
    s = position(RULES, sketch(RULES, TABLE), owners=OWNERS, turn=ANNA)
    for seat in range(4):
        s = equip(RULES, s, seat, palace={"grey": 2, "orange": 2}, stables=2, walls=2, inhabitants=2, domes=3)
    return s


def place(piece: str, cell: str) -> Place:
    return Place(piece, parse_cell(cell))


def chosen(level: type[SearchPlayer], s: MedinaState, seed: int = 1) -> Action:
    assert s.turn is not None
    return sense.chosen(level, RULES, s, s.turn, seed)


# Each placement is Anna's, never to make, and why.
NEVER = {
    # The wall at D1 touches Bert's palace: he becomes the top left tower's watcher and takes
    # its tile, and Anna gains nothing.
    "wall_that_hands_a_tower_tile": place("wall", "D1"),
    # A stable beside Cem's brown palace makes it the largest brown one: Cem takes the brown
    # tile from Anna.
    "stable_that_hands_away_ones_own_palace_tile": place("stable", "K6"),
    # A stable beside Bert's palace and the wall at C1 hands him the tower tile as well.
    "stable_that_hands_a_tower_tile": place("stable", "C2"),
    # A stable beside Bert's palace elsewhere only adds a point to his palace.
    "stable_that_grows_another_seats_palace": place("stable", "F2"),
    # The market grows up to Bert's palace: a point for him, while it could grow to either
    # side or down, beside nobody's palace.
    "inhabitant_that_feeds_another_seats_palace": place("inhabitant", "E3"),
}


@pytest.mark.parametrize("name", sorted(NEVER))
def test_the_never_move_is_legal_judged_senseless_and_left_out_of_the_order(name: str) -> None:
    s = table()
    assert Sense(RULES).never(s, NEVER[name])
    sense.assert_left_out(RULES, s, NEVER[name])


def test_the_same_pieces_for_oneself_stay_open() -> None:
    """A stable on Anna's own brown palace and the walls elsewhere are sensible."""
    s = table()
    kept = hooks_for(RULES).order_actions(s, RULES.legal_actions(s))
    assert place("stable", "G6") in kept and place("wall", "A2") in kept and place("inhabitant", "D4") in kept


@pytest.mark.parametrize("level", LEVELS, ids=lambda c: c.level)
def test_normal_and_hard_never_choose_them(level: type[SearchPlayer]) -> None:
    for seed in (1, 2):
        assert chosen(level, table(), seed) not in NEVER.values()


def test_easy_chooses_them_only_rarely() -> None:
    played, tried = sense.slips(EasyPlayer, RULES, [(table, never) for never in NEVER.values()],
                                lambda s: s.turn, range(3))
    assert played <= tried // 10


# --- what the evaluation values ---

# Orange's open palace of five pieces under the top wall (worth 8 with its two walls and an
# inhabitant), and Bert's claimed orange palace further down, which holds the orange tile.
OPEN = {"B1": "#", "C1": "#", "B2": "o", "C2": "o", "D2": "o", "E2": "o", "F2": "o", "D3": "i"}


def open_palace_and_berts(berts: int) -> MedinaState:
    cells = ["K8", "L8", "M8", "N8", "O8", "P8"][:berts]
    marks = {**OPEN, **{c: "O" if k == 0 else "o" for k, c in enumerate(cells)}}
    s = position(RULES, sketch(RULES, marks), owners={"K8": BERT}, turn=ANNA)
    for seat in range(4):
        s = equip(RULES, s, seat, palace={"grey": 2, "black": 2}, stables=1, walls=1, domes=4)
    return s


def test_an_open_palace_larger_than_the_tile_holders_promises_the_tile_it_would_take() -> None:
    """Crowning the open orange palace of five takes the orange tile (4 points) from Bert's
    palace of two, not from his palace of six: Anna, about to place, stands higher by most
    of the tile where it is there to take."""
    hooks = hooks_for(RULES)
    small, large = open_palace_and_berts(2), open_palace_and_berts(6)
    assert small.palace_tiles == large.palace_tiles and small.palace_tiles[3] == BERT
    assert hooks.evaluate(small)[ANNA] - hooks.evaluate(large)[ANNA] > 2.0
