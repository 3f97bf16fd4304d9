"""The broken data files of issue 16, rebuilt: each is refused with the file and the key, and a
game whose data is broken shows as unavailable when the menu is built (never later, at its table)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from games import registry
from games.core import data, paths
from games.core.data import DataError, load_yaml
from games.medina.rules.config import load_config as load_medina

pytest.importorskip("pygame")
from games.ui import catalog  # noqa: E402


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of config/ that the loaders read instead, so a test may break any file of it."""
    copy = tmp_path / "config"
    shutil.copytree(paths.CONFIG_DIR, copy)
    monkeypatch.setattr(data, "CONFIG_DIR", copy)
    registry.rules.cache_clear()
    catalog.forget()
    yield copy
    monkeypatch.undo()
    registry.rules.cache_clear()  # the next test gets the real data again
    catalog.forget()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is no longer in {path.name}: rebuild this case"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_broken_table_plan_makes_jerusalem_unavailable_on_the_menu(config: Path) -> None:
    _edit(config / "jerusalem" / "table.yaml", "aspect:", "aspect_typo:")
    entry = catalog.load_entry("jerusalem")
    assert not entry.playable
    assert "jerusalem/table.yaml" in entry.problem and "city" in entry.problem
    assert catalog.load_entry("medina").playable  # the others still play


def test_a_broken_tower_makes_kreuzes_unavailable_on_the_menu(config: Path) -> None:
    _edit(config / "kreuzes" / "tower.yaml", "segments:", "segments_typo:")
    entry = catalog.load_entry("kreuzes")
    assert not entry.playable and "kreuzes/tower.yaml" in entry.problem


def test_invalid_utf8_names_the_file_and_the_line(config: Path) -> None:
    path = config / "jerusalem" / "cards.yaml"
    raw = path.read_bytes()
    path.write_bytes(raw[:200] + b"\xff\xfe" + raw[200:])
    with pytest.raises(DataError) as err:
        load_yaml("jerusalem/cards.yaml")
    assert err.value.file.endswith("jerusalem/cards.yaml") and "not UTF-8" in err.value.problem
    line = raw[:200].count(b"\n") + 1
    assert err.value.key_path == f"line {line}"
    entry = catalog.load_entry("jerusalem")
    assert not entry.playable and "jerusalem/cards.yaml" in entry.problem


def test_medina_piece_counts_of_zero_are_refused(config: Path) -> None:
    path = config / "medina" / "medina.yaml"
    _edit(path, "{players: 3, palace_per_colour: 6, domes: 4,", "{players: 3, palace_per_colour: 0, domes: 0,")
    with pytest.raises(DataError) as err:
        load_medina(path)
    assert err.value.key_path == "pieces[0].domes" or err.value.key_path == "pieces[0].palace_per_colour"


def test_medina_needs_a_row_for_each_player_count(config: Path) -> None:
    path = config / "medina" / "medina.yaml"
    _edit(path, "{players: 4,", "{players: 3,")
    with pytest.raises(DataError, match="one row for 3 players") as err:
        load_medina(path)
    assert err.value.key_path == "pieces"


@pytest.mark.parametrize("rounds, key, words", [
    ("[2, 3, 6]", "event_rounds[2]", "round 6 is not among the game's 5 rounds"),
    ("[0, 3, 4]", "event_rounds[0]", "minimum"),
    ("[2, 2, 4]", "event_rounds", "named twice"),
])
def test_jerusalem_event_rounds_outside_the_five_rounds_are_refused(config: Path, rounds: str, key: str,
                                                                     words: str) -> None:
    _edit(config / "jerusalem" / "rules.yaml", "event_rounds: [2, 3, 4]", f"event_rounds: {rounds}")
    entry = catalog.load_entry("jerusalem")
    assert not entry.playable and f"jerusalem/rules.yaml, at {key}" in entry.problem and words in entry.problem


def test_jerusalem_needs_offices_for_every_player_count(config: Path) -> None:
    _edit(config / "jerusalem" / "rules.yaml", "  - {players: 3, offices: [2, 3, 4]}\n", "")
    with pytest.raises(DataError, match="no row for 3 players"):
        registry.rules("jerusalem")


@pytest.mark.parametrize("text, words", [
    ("a: " + "[" * 5000 + "]" * 5000, "nested too deeply"),
    ("a: " + "[" * 40 + "]" * 40, "nested too deeply"),
    ("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
     "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
     "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n", "more than"),
    ("a: [1, 2\n", "not valid YAML"),
    ("a: !!python/object/apply:os.system ['echo hacked']\n", "not valid YAML"),
])
def test_hostile_yaml_is_refused_with_its_file(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_text(text)
    with pytest.raises(DataError, match=words) as err:
        load_yaml(path)
    assert err.value.file == str(path) and "\n" not in str(err.value)


def test_a_huge_or_odd_data_file_is_refused_unread(tmp_path: Path) -> None:
    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as fh:
        fh.truncate(data.MAX_DATA_BYTES + 1)
    with pytest.raises(DataError, match="too large"):
        load_yaml(huge)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.yaml")
        with pytest.raises(DataError, match="not a regular file"):
            load_yaml(tmp_path / "pipe.yaml")


def test_a_schema_message_never_repeats_a_huge_value(tmp_path: Path) -> None:
    path = tmp_path / "long.yaml"
    path.write_text("name: " + "x" * 100_000 + "\n")
    with pytest.raises(DataError) as err:
        load_yaml(path, {"type": "object", "properties": {"name": {"type": "string", "maxLength": 10}}})
    assert err.value.key_path == "name" and len(str(err.value)) < 600
