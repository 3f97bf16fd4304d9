"""The data loader: the shipped files load, and broken ones fail naming file, key path and problem."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from games.anno_domini.rules.config import load_config
from games.core.data import DataError
from games.core.paths import CONFIG_DIR

SOURCE = CONFIG_DIR / "anno_domini"


def test_the_shipped_data_has_the_printed_counts() -> None:
    c = load_config()
    assert len(c.starting) == 10 and len(c.mahane) + len(c.friendly_mahane) == 23 and len(c.friendly_mahane) == 3
    assert len(c.ad33) == 10 and len(c.markers) == 8
    assert len(c.apostle_seats) == 12 and len(c.jesus_seats) == 4
    assert len(c.board["apostles"]["symbol_tiles"]["tiles"]) == 15
    assert len(c.board["sanhedrin"]["judgment_spaces"]) == 6 and len(c.board["sanhedrin"]["tiles"]) == 7
    assert all(len(c.cards[m].actions) <= 2 for m in c.mahane) and all(len(c.cards[a].actions) <= 3 for a in c.ad33)
    assert all(len(c.cards[s].actions) == 1 for s in c.starting)


def _broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    folder = tmp_path / "anno_domini"
    shutil.copytree(SOURCE, folder)
    text = (folder / f"{name}.yaml").read_text()
    assert old in text
    (folder / f"{name}.yaml").write_text(text.replace(old, new, 1))
    return folder


@pytest.mark.parametrize("name,old,new,key,words", [
    ("cards", "actions: [go_supper], points: 1", "actions: [fly], points: 1", "starting.cards[0].actions[0]", "fly"),
    ("board", "T4b: redistribute", "Z9: redistribute", "last_supper.rewards.Z9", "no such space"),
    ("board", "purple: [lake, market, mountain]", "purple: [lake, market]", "apostles.sets.purple", "short"),
    ("player", "spaces: 18", "spaces: -1", "warehouse.spaces", "minimum"),
    ("cards", "{id: s02,", "{id: s01,", "starting.cards[1].id", "used twice"),
    ("solo", "{id: b02,", "{id: b01,", "barabbas.cards[1].id", "used twice"),
    ("solo", "rows: [Td,", "rows: [Tx,", "rows[0]", "no row 'Tx'"),
    ("solo", "{seat: {row: Ta, from: left}}", "{seat: {row: Zz, from: left}}", "barabbas.cards[7].lines[0]", "no row"),
    ("solo", "spaces: [T1a, T1b, T1c]", "spaces: [T1a, Z9, T1c]", "judgments.tiles[0].spaces[1]", "no Last Supper"),
    ("solo", "seats: [T1, T2, T3, B1]", "seats: [T4, T2, T3, B1]", "judgments.tiles[0].seats[0]", "no Apostle's seat"),
    ("solo", "on_board: 6", "on_board: 9", "judgments.on_board", "only 8 in the box"),
    ("solo", "{group: black}, sanhedrin]}", "{group: grey}, sanhedrin]}", "barabbas.cards[15].lines[2]", "grey"),
])
def test_broken_data_names_the_file_the_key_path_and_the_problem(tmp_path: Path, name: str, old: str, new: str,
                                                                 key: str, words: str) -> None:
    folder = _broken(tmp_path, name, old, new)
    with pytest.raises(DataError) as err:
        load_config(folder)
    assert err.value.file.endswith(f"{name}.yaml") and err.value.key_path == key
    assert words in err.value.problem
