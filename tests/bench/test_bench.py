"""The bench runner: its line format, the name filter, and the figure providers.
No timings are asserted; the figures themselves are for people to read."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import types

import pytest

from games import registry
from games.bench import measures, probes, runner
from games.bench.hooks import peak_rss_mb
from games.core import paths

KEYS = {"bench", "value", "unit", "goal"}


def bench(words, quick=True) -> tuple[int, list[dict], str]:
    out, err = io.StringIO(), io.StringIO()
    status = runner.run(words, quick=quick, out=out, err=err)
    return status, [json.loads(x) for x in out.getvalue().splitlines()], err.getvalue()


@pytest.fixture
def fake_physics(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A physics.bench that records being asked for its figures."""
    asked: list[str] = []

    def figures(words=None, quick=False):
        asked.append("figures")
        yield {"bench": "tower.drop_ms", "value": 3.5, "unit": "ms", "goal": "<= 20"}
        yield {"bench": "tower.realtime_x", "value": 40.0, "unit": "x", "goal": None}

    module = types.ModuleType("physics.bench")
    module.figures = figures  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "physics.bench", module)
    return asked


@pytest.fixture
def instant_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(measures, "playouts_per_s", lambda game_id, seconds: 123.456)


def test_every_registered_game_has_its_figures() -> None:
    names = {f.name: f for f in runner.own_figures()}
    assert {"startup_s", "rss_mb"} <= set(names)
    for game_id in registry.game_ids():
        assert names[f"frame_ms.{game_id}"].goal == "<= 8"
        assert f"playouts_per_s.{game_id}" in names
    for game_id in runner.DROP_GAMES:
        if game_id in registry.game_ids():  # measured during a drop too, to the same goal
            assert names[f"frame_ms.{game_id}_drop"].goal == "<= 8"
    assert names["startup_s"].goal == "<= 1.0" and names["rss_mb"].goal == "<= 250"
    assert names["idle_cpu_pct"].goal == "<= 3" and names["rules_open_ms"].goal == "<= 300"
    assert runner.PLAYOUT_GOALS == {"medina": ">= 50", "jerusalem": ">= 20", "kreuzes": ">= 20", "anno_domini": ">= 20"}


def test_a_real_playout_figure_in_the_exact_format() -> None:
    status, lines, err = bench(["playouts_per_s.tokens"])
    assert status == 0, err
    assert len(lines) == 1 and set(lines[0]) == KEYS
    assert lines[0]["bench"] == "playouts_per_s.tokens" and lines[0]["unit"] == "playouts/s"
    assert lines[0]["goal"] is None and lines[0]["value"] > 0


def test_the_filter_runs_only_what_it_names(fake_physics, instant_playouts, monkeypatch) -> None:
    def must_not_run(*args, **kwargs):
        raise AssertionError("a figure outside the filter was measured")

    for name in ("startup_s", "rss_mb", "frame_ms"):
        monkeypatch.setattr(runner.probes if name != "frame_ms" else measures, name, must_not_run)
    status, lines, err = bench(["playouts"])
    assert status == 0, err
    assert {ln["bench"] for ln in lines} == {f"playouts_per_s.{g}" for g in registry.game_ids()}
    assert all(ln["value"] == 123.5 for ln in lines)  # rounded to a tenth
    assert fake_physics == [], "the tower must not run for --bench playouts"


def test_tower_figures_come_from_physics(fake_physics) -> None:
    status, lines, err = bench(["tower.drop"])
    assert status == 0, err
    assert lines == [{"bench": "tower.drop_ms", "value": 3.5, "unit": "ms", "goal": "<= 20"}]
    assert fake_physics == ["figures"]


def test_a_broken_provider_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "physics.bench", None)  # import fails as if absent
    status, lines, err = bench(["tower.drop"])
    assert status == 1 and lines == []
    assert "tower figures: failed" in err


def test_a_provider_runs_only_when_asked(fake_physics, instant_playouts, monkeypatch) -> None:
    asked: list[list[str]] = []

    def figures(words=None, quick=False):
        asked.append(list(words or []))
        yield {"bench": "ai.tokens.normal_vs_random", "value": 0.95, "unit": "win rate", "goal": ">= 0.90",
               "ci90": [0.85, 0.98]}

    module = types.ModuleType("games.core.ai.bench")
    module.figures = figures  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "games.core.ai.bench", module)
    bench(["playouts"])
    assert asked == []
    status, lines, err = bench([])  # a run of every figure leaves out the hours-long strength report
    assert asked == [] and "--bench ai" in err
    status, lines, err = bench(["ai.tokens"])
    assert status == 0, err
    assert asked == [["ai.tokens"]] and lines[0]["goal"] == ">= 0.90"
    assert lines[0]["ci90"] == [0.85, 0.98]  # a provider's details are kept


def test_a_word_naming_nothing_is_an_error(fake_physics) -> None:
    status, lines, err = bench(["camel_speed"])
    assert status == 2 and lines == []
    assert "camel_speed" in err
    assert fake_physics == [], "a word no tower figure can start with does not run the tower"
    status, lines, err = bench(["tower.camel_speed"])
    assert status == 2 and lines == [] and "tower.camel_speed" in err


def test_one_failing_figure_does_not_hide_the_others(instant_playouts, monkeypatch) -> None:
    def broken(game_id, frames):
        raise ZeroDivisionError("no frames")

    monkeypatch.setattr(measures, "frame_ms", broken)
    status, lines, err = bench(["frame_ms.tokens", "playouts_per_s.tokens"])
    assert status == 1 and [ln["bench"] for ln in lines] == ["playouts_per_s.tokens"]
    assert "frame_ms.tokens: failed: ZeroDivisionError" in err


def test_a_late_game_match_is_most_of_a_game() -> None:
    match = measures.late_game_match("tokens")
    players = registry.info("tokens").max_players
    assert len(match.seats) == players
    assert len(match.actions) == round(2 * players * 0.85) and not match.is_over()


def test_peak_memory_is_read() -> None:
    assert 1 < peak_rss_mb() < 100_000


needs_medina = pytest.mark.skipif("medina" not in registry.GAME_IDS, reason="Medina is not registered yet")


@needs_medina
def test_bench_cli_prints_exact_lines(tmp_path) -> None:
    done = subprocess.run(
        [sys.executable, str(paths.ROOT / "main.py"), "--bench", "playouts_per_s.medina", "--quick"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, env=dict(os.environ),
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(x) for x in done.stdout.splitlines()]
    assert len(lines) == 1 and set(lines[0]) == KEYS
    assert lines[0]["bench"] == "playouts_per_s.medina" and lines[0]["goal"] == ">= 50"


def test_idle_cpu_is_measured_in_the_real_app_and_says_on_which_driver(monkeypatch) -> None:
    real = probes.idle_cpu_pct
    monkeypatch.setattr(runner.probes, "idle_cpu_pct", lambda seconds: real(1.0))  # a second of it is enough here
    status, lines, err = bench(["idle_cpu_pct"])
    assert status == 0, err
    assert len(lines) == 1 and lines[0]["bench"] == "idle_cpu_pct" and lines[0]["unit"] == "% of a core"
    assert lines[0]["driver"] in ("xvfb", "display", "dummy")
    assert 0 <= lines[0]["value"] < 200  # a share of one core (two threads could pass 100)


def test_rules_open_is_timed_to_the_first_frame() -> None:
    assert measures.rules_open_ms(runs=1) > 0


needs_kreuzes = pytest.mark.skipif("kreuzes" not in registry.GAME_IDS, reason="Kreuzes is not registered")


@needs_kreuzes
def test_a_drop_frame_is_timed_while_the_cubes_fall_on_the_table() -> None:
    from games.core.contract import CHANCE
    from games.ui.benchmarks import table_drop_frame_times

    match = measures.drop_match("kreuzes")
    assert match.current_player() == CHANCE
    assert match.rules.chance_request(match.state).kind == "drop"
    times = table_drop_frame_times("kreuzes", match, frames=20)
    assert times.frames == 20  # every timed frame had the drop still playing
    assert times.cpu_ms > 0 and times.wall_ms > 0


def test_a_frame_figure_prints_its_wall_clock_beside_it(monkeypatch) -> None:
    monkeypatch.setattr(measures, "frame_ms", lambda game_id, frames: (3.456, {"wall_ms": 4.5}))
    status, lines, err = bench(["frame_ms.tokens"])
    assert status == 0, err
    assert lines == [{"bench": "frame_ms.tokens", "value": 3.46, "unit": "ms", "goal": "<= 8", "wall_ms": 4.5}]
