"""The tower file loads, and a broken one fails naming the file, the key and the problem."""

import copy

import pytest
import yaml

from games.core.data import DataError, load_yaml
from games.core.paths import CONFIG_DIR
from physics.config import SCHEMA, TOWER_YAML, load_tower_config, parse


def _raw() -> dict:
    return yaml.safe_load((CONFIG_DIR / TOWER_YAML).read_text(encoding="utf-8"))


def _write(tmp_path, data) -> str:
    path = tmp_path / "tower.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


def test_shipped_tower_loads_with_mm_geometry():
    cfg = load_tower_config()
    roles = {s.role for s in cfg.segments}
    assert {"wall", "funnel", "baffle", "lip", "ramp", "tray"} <= roles
    assert sum(1 for s in cfg.segments if s.role == "lip") == 2  # two catching levels
    assert cfg.sim.step_hz >= 240 and cfg.sim.steps_per_frame * cfg.sim.frame_hz == cfg.sim.step_hz
    assert all(s.thickness >= 6 for s in cfg.segments)
    assert all(s.thickness >= 10 for s in cfg.segments if s.role == "wall")


def test_thin_baffle_is_refused_with_its_key_path(tmp_path):
    data = _raw()
    data["segments"][4]["thickness"] = 3
    with pytest.raises(DataError) as err:
        load_tower_config(_write(tmp_path, data))
    assert err.value.key_path == "segments[4].thickness"
    assert "tower.yaml" in str(err.value)


def test_coarse_step_is_refused(tmp_path):
    data = _raw()
    data["sim"]["step_hz"] = 120
    with pytest.raises(DataError, match="sim.step_hz"):
        load_tower_config(_write(tmp_path, data))


def test_unknown_key_is_refused(tmp_path):
    data = _raw()
    data["cube"]["colour"] = "red"
    with pytest.raises(DataError, match="cube"):
        load_tower_config(_write(tmp_path, data))


def test_checks_beyond_the_schema():
    data = load_yaml(TOWER_YAML, SCHEMA)
    bad = copy.deepcopy(data)
    bad["segments"][0]["material"] = "marble"
    with pytest.raises(DataError, match="unknown material"):
        parse(bad)
    bad = copy.deepcopy(data)
    bad["sim"]["frame_hz"] = 70
    with pytest.raises(DataError, match="frame_hz"):
        parse(bad)
    bad = copy.deepcopy(data)
    bad["cube"]["corner_radius"] = 5
    with pytest.raises(DataError, match="corner_radius"):
        parse(bad)


def test_a_largest_handful_that_cannot_start_inside_is_refused(tmp_path):
    data = _raw()
    data["spawn"]["rows"] = 3  # sixty cubes in three rows: twenty abreast, wider than the tower
    with pytest.raises(DataError, match="spawn.rows"):
        load_tower_config(_write(tmp_path, data))
    data = _raw()
    data["spawn"]["y"] = 550  # its top rows would start above the bounds
    with pytest.raises(DataError, match="spawn.y"):
        load_tower_config(_write(tmp_path, data))


def test_the_odds_table_is_checked(tmp_path):
    data = _raw()
    data["odds"]["sizes"] = [3, 8, 8, 30, 45, 60]
    with pytest.raises(DataError, match="odds.sizes"):
        load_tower_config(_write(tmp_path, data))
    data = _raw()
    data["odds"]["kept_out"][2] = [0.5, 0.5]
    with pytest.raises(DataError, match=r"odds.kept_out\[2\]"):
        load_tower_config(_write(tmp_path, data))
    data = _raw()
    data["odds"]["new_out"][0] = 1.5
    with pytest.raises(DataError, match="odds.new_out"):
        load_tower_config(_write(tmp_path, data))
