"""The computer players' odds: a small pure function over a table the physics measured."""

import math
import shutil

import pytest

from games.core.data import DataError
from games.core.paths import CONFIG_DIR
from physics import Tower
from physics.calibrate import measure_odds, odds_yaml, write_odds
from physics.config import TOWER_YAML, load_tower_config
from physics.odds import OddsTable

TABLE = OddsTable("test", 1, 1, 0, (4, 8), (0.5, 0.7), ((0.1, 0.3), (0.2, 0.4)))


def test_chance_out_reads_interpolates_and_clamps():
    assert TABLE.chance_out(4) == 0.5 and TABLE.chance_out(8, age=2) == 0.4
    assert TABLE.chance_out(6) == pytest.approx(0.6)  # halfway between the sizes measured
    assert TABLE.chance_out(2) == 0.5 and TABLE.chance_out(60, age=1) == 0.3  # the nearest size
    assert TABLE.chance_out(8, age=9) == 0.4  # the last row stands for every older cube
    assert TABLE.chance_out(0, age=3) == 0.0  # a drop of nothing wakes no resting cube
    with pytest.raises(ValueError):
        TABLE.chance_out(5, age=-1)


def test_stored_table_says_how_it_was_measured(tower: Tower):
    odds = tower.config.odds
    assert odds.source.startswith("measured: `python -m physics.calibrate --odds`")
    assert f"{odds.runs} runs of {odds.drops} drops" in odds.source
    assert odds.sizes[-1] == tower.most_cubes and 3 in odds.sizes and 8 in odds.sizes
    assert odds.oldest >= 4


def test_stored_table_is_monotone_where_physics_says(tower: Tower):
    """A bigger handful leaves a smaller share of itself on the ledges (they hold only so many)
    and strikes the cubes resting there harder and more often; and a cube that has sat longer
    has moved up its queue towards the ledge's rim, where the next handful knocks it off."""
    odds = tower.config.odds
    assert list(odds.new_out) == sorted(odds.new_out)
    assert list(odds.kept_out[0]) == sorted(odds.kept_out[0])
    small = odds.sizes.index(8)
    for j in range(small + 1):  # typical combats: the kept chance grows with the age
        column = [row[j] for row in odds.kept_out]
        assert column == sorted(column), (odds.sizes[j], column)
    for row in odds.kept_out:  # a kept cube is likelier out than not only under big handfuls
        assert row[0] < 0.5 < row[-1] + 0.15


def test_stored_table_matches_a_fresh_small_measurement(tower: Tower):
    odds = tower.config.odds
    sizes = (8, odds.sizes[-1])
    count = measure_odds(tower, sizes, runs=1, drops=36, warmup=8, seed=77)
    checked = 0
    for age in range(odds.oldest + 1):
        for j, size in enumerate(sizes):
            seen = count.seen[age][j]
            if seen < 60:
                continue  # too few cubes of that age to say anything
            stored = odds.chance_out(size, age)
            slack = max(0.12, 4 * math.sqrt(stored * (1 - stored) / seen))
            assert abs(count.chance(age, j) - stored) <= slack, (size, age, seen, count.chance(age, j), stored)
            checked += 1
    assert checked >= 4


def test_a_written_table_loads_back(tmp_path, tower: Tower):
    path = tmp_path / "tower.yaml"
    shutil.copy(CONFIG_DIR / TOWER_YAML, path)
    count = measure_odds(tower, (3, 8), runs=1, drops=4, warmup=1)
    write_odds(odds_yaml(count, 1, 4, 1), path)
    odds = load_tower_config(path).odds
    assert odds.sizes == (3, 8) and (odds.runs, odds.drops, odds.warmup) == (1, 4, 1)
    assert odds.new_out == tuple(round(count.chance(0, j), 3) for j in range(2))
    before = path.read_text(encoding="utf-8")
    with pytest.raises(DataError):
        write_odds("odds: {}\n", path)
    assert path.read_text(encoding="utf-8") == before  # a table that does not load is not kept
