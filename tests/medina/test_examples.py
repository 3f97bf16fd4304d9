"""The worked examples of the Medina rulebook (seeds/002_d838e0195f327600.txt), each laid
out on the board as the text describes it and checked against what the text says.

Pictures: one character per space (see games/medina/rules/position.py); capitals carry a dome.
Columns A..R from the left, rows 1..13 from the top.
"""

from __future__ import annotations

import pytest

from games.core.contract import IllegalAction
from games.medina import make_rules
from games.medina.rules.position import position
from games.medina.rules.scoring import palace_value
from games.medina.rules.state import Place, parse_cell

RULES = make_rules()
EMPTY_ROW = "_................_"
EDGE_ROW = "T________________T"


def _board(*middle: str, top: str = EDGE_ROW) -> list[str]:
    rows = [top, *middle]
    return rows + [EMPTY_ROW] * (12 - len(rows)) + [EDGE_ROW]


def _palace(state, colour):
    (palace,) = [p for p in state.palaces if p.colour == colour]
    return palace


# The placement example: an incomplete palace of 3 pieces and 1 stable.
#            ABCDEFGHIJKLMNOPQR
PLACEMENT = _board(
    EMPTY_ROW,  # 2
    EMPTY_ROW,  # 3
    EMPTY_ROW,  # 4
    EMPTY_ROW,  # 5  B = F5 above the first piece
    "_....ooo........._",  # 6  A = E6 left, D = I6 right
    "_......s........._",  # 7  C = G7 below the middle piece, beside the stable
    EMPTY_ROW,  # 8  E = H8, below the stable only
)


def test_placement_example_a_to_d_take_pieces_or_stables_e_neither() -> None:
    """'Players may place palace pieces or stables on spaces A, B, C, and D. On space E,
    players may place neither a palace piece nor a stable.'"""
    state = position(RULES, PLACEMENT)
    orange = _palace(state, "orange")
    assert (len(orange.pieces), len(orange.stables), orange.complete) == (3, 1, False)
    legal = set(RULES.legal_actions(state))
    for name in ("E6", "F5", "G7", "I6"):
        cell = parse_cell(name)
        assert Place("palace:orange", cell) in legal, name
        assert Place("stable", cell) in legal, name
    e = parse_cell("H8")
    for piece in ("palace:grey", "palace:black", "palace:brown", "palace:orange", "stable"):
        assert Place(piece, e) not in legal
        with pytest.raises(IllegalAction):
            RULES.apply(state, Place(piece, e))
    with pytest.raises(IllegalAction, match="next to stables only"):
        RULES.apply(state, Place("stable", e))
    with pytest.raises(IllegalAction, match="orange palace is being built"):
        RULES.apply(state, Place("palace:orange", e))
    with pytest.raises(IllegalAction, match="may not touch another palace or its stables"):
        RULES.apply(state, Place("palace:grey", e))


# The string-of-inhabitants example: a string of 4 between an orange and a black palace.
#            ABCDEFGHIJKLMNOPQR
STRING = _board(
    EMPTY_ROW,  # 2
    EMPTY_ROW,  # 3
    EMPTY_ROW,  # 4
    EMPTY_ROW,  # 5
    "_...ooo.........._",  # 6
    "_...iii.........._",  # 7  A = D7 at the left end
    "_.....ik........._",  # 8  B = E8 below the left end, C = F8 (touches two)
    EMPTY_ROW,  # 9  D = G9 below the other end
)


def test_string_of_inhabitants_example() -> None:
    """'A player may add an inhabitant to space A, B, or D, but not to space C, as it is
    adjacent to 2 inhabitants. ... the orange palace adds 3 to its value, and the black
    palace adds 1 to its value for the inhabitants.'"""
    state = position(RULES, STRING)
    assert [len(s) for s in state.strings] == [4]
    legal = set(RULES.legal_actions(state))
    for name in ("D7", "E8", "G9"):
        assert Place("inhabitant", parse_cell(name)) in legal, name
    assert Place("inhabitant", parse_cell("F8")) not in legal
    with pytest.raises(IllegalAction, match="two or more inhabitants"):
        RULES.apply(state, Place("inhabitant", parse_cell("F8")))
    assert palace_value(state, _palace(state, "orange")).inhabitants == 3
    assert palace_value(state, _palace(state, "black")).inhabitants == 1


def test_string_of_inhabitants_example_grows_at_the_end_it_touches() -> None:
    state = position(RULES, STRING)
    after = RULES.apply(state, Place("inhabitant", parse_cell("G9")))
    assert after.strings[0][0] == parse_cell("G9") or after.strings[0][-1] == parse_cell("G9")
    assert len(after.strings) == 1 and len(after.strings[0]) == 5


# The scoring example: three palaces of one player along the north-west and north-east walls.
# The text gives only counts; the market is one string, from D3 along row 5 to N2, touching
# the grey palace three times, the black four times (D3 and E3 touch both) and the orange
# three times (N2 beside its stable, N3 and N4 beside its pieces).
#            ABCDEFGHIJKLMNOPQR
SCORING = _board(
    "#.gggGs......iss._",  # 2
    "#..iii.......ioO._",  # 3
    "#kkkKi.......ioo._",  # 4
    "_...kiiiiiiiii..._",  # 5
    top="T######_______###T",
)


def test_scoring_example_market_is_one_string_a_game_can_build() -> None:
    """One string that never touches itself, so it can grow one end at a time from its
    first inhabitant, which stands inside the border (I5)."""
    state = position(RULES, SCORING)
    (string,) = state.strings
    assert {string[0], string[-1]} == {parse_cell("D3"), parse_cell("N2")}
    for k, (c, r) in enumerate(string):
        touching = [j for j, other in enumerate(string) if abs(other[0] - c) + abs(other[1] - r) == 1]
        assert set(touching) <= {k - 1, k + 1}, f"the string touches itself at {c, r}"
    assert parse_cell("I5") in string and RULES.config.layout.index(parse_cell("I5")) in RULES.config.layout.interior


def test_scoring_example() -> None:
    """'The orange palace is worth 11 points (4 palace pieces + 2 stables + 2 city walls +
    3 inhabitants). The black palace is worth 10 points (5 palace pieces + 1 city wall + 4
    inhabitants). The gray palace is worth 13 points (4 palace pieces + 1 stable + 5 city
    walls + 3 inhabitants).'"""
    state = position(RULES, SCORING)
    values = {p.colour: palace_value(state, p) for p in state.palaces}
    assert (values["orange"].pieces, values["orange"].stables, values["orange"].walls,
            values["orange"].inhabitants, values["orange"].total) == (4, 2, 2, 3, 11)
    assert (values["black"].pieces, values["black"].stables, values["black"].walls,
            values["black"].inhabitants, values["black"].total) == (5, 0, 1, 4, 10)
    assert (values["grey"].pieces, values["grey"].stables, values["grey"].walls,
            values["grey"].inhabitants, values["grey"].total) == (4, 1, 5, 3, 13)


def test_scoring_example_shared_inhabitants_count_for_both_palaces() -> None:
    """'Two inhabitants adjacent to both the gray palace and the black palace count 1 point
    each for both palaces.'"""
    state = position(RULES, SCORING)
    grey, black = _palace(state, "grey"), _palace(state, "black")

    def touching(palace):
        around = {(c + dc, r + dr) for c, r in palace.pieces + palace.stables
                  for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        return {cell for cell in state.inhabitants() if cell in around}

    assert touching(grey) & touching(black) == {parse_cell("D3"), parse_cell("E3")}


def test_scoring_example_sheet_adds_tiles() -> None:
    """The example's owner also holds the grey, black and orange palace tiles (1 + 2 + 4)
    and the tower tiles of the two towers its walls lead to (north-west 1, north-east 3)."""
    state = position(RULES, SCORING)
    sheet = RULES.scores(state)[0]
    assert dict(sheet.parts) == {"Palace pieces": 13, "Stables": 3, "City walls": 8, "Inhabitants": 10,
                                 "Palace tiles": 7, "Tower tiles": 4}
    assert sheet.total == 11 + 10 + 13 + 7 + 4
    assert "Orange palace: 11 (4 pieces, 2 stables, 2 walls, 3 inhabitants)" in sheet.detail
    assert [s.total for s in RULES.scores(state)[1:]] == [0, 0, 0]


def test_scoring_example_another_owner_scores_the_palace() -> None:
    state = position(RULES, SCORING, owners={"P3": 2})
    sheets = RULES.scores(state)
    assert dict(sheets[2].parts)["Palace pieces"] == 4
    assert sheets[2].total == 11 + 4 + 3  # the orange palace, its tile and the north-east tower
