"""The benchmark yields every figure main.py expects, in the agreed shape (sized down here)."""

import dataclasses

from physics import Tower, bench


def test_figures_shape(monkeypatch):
    real = Tower.from_config()
    small = dataclasses.replace(
        real.config, calibration=dataclasses.replace(real.config.calibration, runs=1, drops=12, warmup=4)
    )
    monkeypatch.setattr(bench.Tower, "from_config", classmethod(lambda cls: Tower(small)))
    monkeypatch.setattr(bench, "stuffed", lambda tower: bench.TowerContents.empty(1))
    monkeypatch.setattr(bench, "TIMED_DROPS", 3)
    monkeypatch.setattr(bench, "FULL_DROPS", 1)
    figs = list(bench.figures())
    assert [f["bench"] for f in figs] == [
        "tower.p_new_out", "tower.p_kept_out", "tower.inside_mean", "tower.inside_max",
        "tower.clogged", "tower.drop_ms", "tower.drop_full_ms",
    ]
    for f in figs:
        assert set(f) == {"bench", "value", "unit", "goal"}
        assert isinstance(f["value"], (int, float)) and isinstance(f["unit"], str)
        assert f["goal"] is None or isinstance(f["goal"], str)
    assert {f["bench"]: f["goal"] for f in figs}["tower.drop_ms"] == "<= 10"
