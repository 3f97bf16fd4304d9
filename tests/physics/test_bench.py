"""The benchmark yields every figure main.py expects, in the agreed shape (sized down here), and a
word selecting one family measures only that family."""

import dataclasses

import pytest

from physics import Tower, bench


@pytest.fixture
def small(monkeypatch):
    real = Tower.from_config()
    cfg = real.config
    small = dataclasses.replace(
        cfg,
        calibration=dataclasses.replace(cfg.calibration, runs=1, drops=12, warmup=4),
        soak=dataclasses.replace(cfg.soak, drops=3, runs=2),
    )
    monkeypatch.setattr(bench.Tower, "from_config", classmethod(lambda cls: Tower(small)))
    monkeypatch.setattr(bench, "stuffed", lambda tower: bench.TowerContents.empty(1))
    monkeypatch.setattr(bench, "TIMED_DROPS", 3)
    monkeypatch.setattr(bench, "FULL_DROPS", 1)


def _check_shape(figs: list[dict]) -> None:
    for f in figs:
        assert set(f) == {"bench", "value", "unit", "goal"}
        assert isinstance(f["value"], (int, float)) and isinstance(f["unit"], str)
        assert f["goal"] is None or isinstance(f["goal"], str)


def test_figures_shape(small):
    figs = list(bench.figures())
    assert [f["bench"] for f in figs] == [
        "tower.p_new_out", "tower.p_kept_out", "tower.inside_mean", "tower.inside_max",
        "tower.clogged", "tower.drop_ms", "tower.drop_full_ms",
        "tower.soak.escaped", "tower.soak.blocked", "tower.soak.capped", "tower.soak.inside_max",
        "tower.soak.drop_ms",
    ]
    _check_shape(figs)
    goals = {f["bench"]: f["goal"] for f in figs}
    assert goals["tower.drop_ms"] == "<= 10"
    assert goals["tower.soak.escaped"] == goals["tower.soak.blocked"] == goals["tower.soak.capped"] == "== 0"


def test_the_soak_alone(small, monkeypatch):
    monkeypatch.setattr(bench, "calibrate", lambda tower: pytest.fail("tower.soak ran the calibration"))
    figs = list(bench.figures(["tower.soak"]))
    assert [f["bench"] for f in figs][:3] == ["tower.soak.escaped", "tower.soak.blocked", "tower.soak.capped"]
    _check_shape(figs)
    assert list(bench.figures(["playouts"])) == []
