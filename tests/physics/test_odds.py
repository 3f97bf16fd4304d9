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


def rising(values, slack: float = 0.0) -> bool:
    return all(b >= a - slack for a, b in zip(values, values[1:], strict=False))


def test_stored_table_is_monotone_where_physics_says(tower: Tower):
    """From the typical combat (8 cubes) up, a bigger handful leaves a smaller share of itself on
    the ledges (they hold only so many) and strikes the cubes resting there harder and more
    often. In typical combats a cube that has sat longer has moved down its queue towards the
    rim, where the next handful knocks it off. (Below 8 the measurement shows no such order: a
    handful of 3 comes out more often than one of 8, so the rule is checked from 8 up.)"""
    odds = tower.config.odds
    typical = odds.sizes.index(8)
    assert rising(odds.new_out[typical:])
    assert rising(odds.kept_out[0][typical:])
    for j in (typical, typical + 1):  # 8 and 15 cubes; the oldest row rests on fewer cubes
        assert rising([row[j] for row in odds.kept_out], slack=0.05), odds.sizes[j]
    assert all(row[j] > odds.kept_out[0][j] for row in odds.kept_out[1:] for j in range(typical, len(odds.sizes)))


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
