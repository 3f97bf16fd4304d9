"""Issue 16 in the app: hostile saves through Load and Continue, a long word in the log, SIGTERM
in the middle of a frame, and a computer player's worker whose app is gone."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pygame
import pytest

from games.core import paths
from games.ui import app as app_module
from games.ui import saves
from games.ui.art import fonts
from games.ui.load_scene import LoadScene
from games.ui.log_panel import LogPanel
from games.ui.menu_scene import MenuScene
from tests.core.test_hostile_saves import HOSTILE, good_save
from tests.ui.driver import click, click_widget, frames, make_app

SAMPLE = ["game a list", "seed Infinity", "nested 100,000 levels in a field", "unknown player kind", "colour null",
          "version true", "a long seat name", "integer of 4,301 digits"]


def _write(folder, name: str, case: str):
    folder.mkdir(parents=True, exist_ok=True)
    content = HOSTILE[case][0]()
    path = folder / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    return path


def _files(folder) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_hostile_kept_matches_are_listed_with_their_reason_and_nothing_is_written(tmp_path) -> None:
    for n, case in enumerate(SAMPLE):
        _write(paths.matches_dir(), f"{n:016x}.json", case)
    before = _files(paths.user_data_dir())
    app = make_app()
    frames(app)
    assert saves.latest_in_progress() is None  # Continue never offers one
    app.show_load()
    frames(app, len(SAMPLE) + 2)
    load = app.scene
    assert isinstance(load, LoadScene) and len(load.saves) == len(SAMPLE)
    for entry in load.saves:
        assert entry.problem and "\n" not in entry.problem and len(entry.problem) < 400
        assert HOSTILE[SAMPLE[int(entry.path.stem, 16)]][1] in entry.problem
    click(app, load.list.row_rect(0).center)
    click_widget(app, load.open_button)
    assert isinstance(app.scene, LoadScene) and app.scene.problem.startswith(f"Cannot open {load.saves[0].path.name}")
    app.show_menu()
    frames(app)
    assert isinstance(app.scene, MenuScene)
    assert _files(paths.user_data_dir()) == before


def test_continue_never_opens_a_hostile_match_and_the_app_goes_on(tmp_path) -> None:
    good = good_save()
    _write(paths.matches_dir(), "0123456789abcdef.json", "seed Infinity")
    kept = paths.matches_dir() / f"{good['match_id']}.json"
    kept.write_text(json.dumps(good))
    app = make_app()
    frames(app)
    assert saves.latest_in_progress().path == kept  # the good one, not the hostile one


def test_a_hostile_file_from_anywhere_gives_a_message_and_no_autosave(tmp_path) -> None:
    app = make_app()
    frames(app)
    for case in SAMPLE:
        path = _write(tmp_path / "elsewhere", "x.json", case)
        problem = app.open_save(path)
        assert problem.startswith("Cannot open x.json: ") and HOSTILE[case][1] in problem
        assert isinstance(app.scene, MenuScene)
    assert not paths.matches_dir().exists()


def test_wrapping_is_linear_in_the_length_of_a_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 4,000-character word once took 16 s: every prefix was measured. Count what is measured."""
    pygame.font.init()
    measured = [0]
    real = fonts.font

    class Counting:
        def __init__(self, font: pygame.font.Font) -> None:
            self.font = font

        def size(self, text: str) -> tuple[int, int]:
            measured[0] += len(text)
            return self.font.size(text)

    monkeypatch.setattr(fonts, "font", lambda px, bold=False: Counting(real(px, bold)))
    for length in (4_000, 40_000):
        measured[0] = 0
        lines = fonts.wrap("Anna " + "x" * length + " passes.", 15, 280)
        assert "".join(lines).replace(" ", "") == "Anna" + "x" * length + "passes."
        assert all(real(15).size(line)[0] <= 280 for line in lines)
        assert measured[0] <= 20 * length  # 8 million for 4,000 characters before


def test_the_log_panel_takes_a_huge_name(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    panel = LogPanel()
    panel.layout(pygame.Rect(0, 0, 280, 200), 15)
    panel.sync(["N" * 20_000 + " places a palace.", "Ben passes."])
    assert panel.rows[-1] == ("2.", "Ben passes.") and len(panel.rows) > 20


def test_sigterm_ends_the_app_even_in_the_middle_of_a_long_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    finished = []

    def stuck_frame() -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(200):  # a frame that takes long (a wrap as slow as the old one)
            fonts.wrap("x" * 2_000, 15, 280)
        finished.append(True)

    before = signal.getsignal(signal.SIGTERM)
    with pytest.raises(SystemExit) as stopped:
        app_module.run(first_frame_hook=stuck_frame)
    assert stopped.value.code == 128 + signal.SIGTERM and not finished
    assert signal.getsignal(signal.SIGTERM) == before


WORKER_SCRIPT = """
import os, sys, time
sys.path.insert(0, {root!r})
from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.ui.computer_turns import Question, _Worker, decision_rng

if __name__ == "__main__":
    rules = registry.rules("medina")
    match = Match(rules, rules.info.default_options(3), [Seat("A", "sky blue"), Seat("B", "yellow"),
                  Seat("C", "bluish green")], 3)
    worker = _Worker()
    worker.send(rules, Question(1, rules.view(match.state, 0), 0, "ai-hard", decision_rng(1, 0)))
    time.sleep(3.0)  # the worker has the question and is thinking
    os._exit(0)  # the app is killed: no clean-up, the pipe simply goes
"""


def test_a_killed_apps_worker_ends_without_a_traceback(tmp_path) -> None:
    script = tmp_path / "killed.py"
    script.write_text(WORKER_SCRIPT.format(root=str(paths.ROOT)))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    # The orphaned worker holds stderr open until it ends: all it ever printed is here.
    assert done.returncode == 0
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


def test_a_broken_tower_file_shows_on_the_menu_and_the_tower_button_says_why(tmp_path, monkeypatch) -> None:
    import shutil

    from games import registry
    from games.core import data
    from games.ui import catalog

    copy = tmp_path / "config"
    shutil.copytree(paths.CONFIG_DIR, copy)
    tower = copy / "kreuzes" / "tower.yaml"
    tower.write_text(tower.read_text().replace("segments:", "segments_typo:", 1))
    monkeypatch.setattr(data, "CONFIG_DIR", copy)
    registry.rules.cache_clear()
    catalog.forget()
    try:
        app = make_app()
        frames(app)
        kreuzes = next(e for e in app.scene.entries if e.id == "kreuzes")
        assert not kreuzes.playable and "kreuzes/tower.yaml" in kreuzes.problem
        app.scene.activate("tower")
        frames(app)
        assert isinstance(app.scene, MenuScene)
        assert app.scene.notice.startswith("Tower cannot be opened: ") and "tower.yaml" in app.scene.notice
        assert app.scene.notice_title == "Could not open Tower"
        app.scene.activate("new")  # the rest of the app goes on
        frames(app)
        assert not isinstance(app.scene, MenuScene)
    finally:
        monkeypatch.undo()
        registry.rules.cache_clear()
        catalog.forget()


@pytest.mark.parametrize("case", ["deep", "pipe", "huge"])
def test_hostile_settings_give_the_defaults_and_the_app_starts(case: str) -> None:
    from games.ui.settings import Settings, load_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if case == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    elif case == "huge":
        path.write_text('{"volume": 0.5, "pad": "' + "x" * 1_000_000 + '"}')
    else:
        path.write_text("[" * 100_000 + "]" * 100_000)
    assert load_settings() == Settings()
