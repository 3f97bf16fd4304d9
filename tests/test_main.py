"""main.py: its command line (as a subprocess, from a foreign working directory) and,
in-process, its loading check and crash handler."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from games import cli, registry
from games.core import paths
from games.core.match import SAVE_VERSION, Match
from games.core.selfplay import play_match
from tests.scripts import load_script

MAIN = paths.ROOT / "main.py"


boot = load_script(MAIN, "caravanserai_main")  # main.py itself: the first-run checks, then games/cli.py
main = cli  # the command line and the crash handler, which main.py hands over to


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """main.py in a child process, started from `cwd`, with user folders kept in `cwd`."""
    env = dict(os.environ)
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(cwd / var.lower())
    return subprocess.run(
        [sys.executable, str(MAIN), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120,
        stdin=subprocess.DEVNULL,
    )


def tokens_save(tmp_path: Path) -> Path:
    rules = registry.rules("tokens")
    result = play_match(rules, ["random"], seed=9, players=2)
    match = Match(rules, rules.info.default_options(2), result.seats, 9)
    match.apply(result.actions[0])
    path = tmp_path / "tokens.json"
    match.save(path)
    return path


def test_main_is_an_executable_script() -> None:
    assert MAIN.read_text().startswith("#!/usr/bin/env python3\n")
    assert os.access(MAIN, os.X_OK)


# --- --load: a save that cannot be opened stops before the app, and stays as it was ---


def _broken_saves(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    good = json.loads(tokens_save(tmp_path).read_text())
    text = json.dumps(good, indent=1)
    cases = {
        "truncated": (text[: len(text) // 2], "damaged or cut short"),
        "not json": ("Caravanserai, a caravan inn\n", "damaged or cut short"),
        "newer version": (json.dumps({**good, "version": SAVE_VERSION + 1}), "newer Caravanserai"),
        "unknown game": (json.dumps({**good, "game": "backgammon"}), "does not know: 'backgammon'"),
    }
    out = {}
    for name, (content, message) in cases.items():
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_text(content)
        out[name] = (path, message)
    return out


@pytest.mark.parametrize("case", ["truncated", "not json", "newer version", "unknown game"])
def test_load_refuses_a_broken_save(tmp_path: Path, case: str) -> None:
    path, message = _broken_saves(tmp_path)[case]
    before = path.read_bytes()
    files = sorted(os.listdir(tmp_path))
    done = run_cli("--load", str(path), cwd=tmp_path)
    assert done.returncode == 2
    assert message in done.stderr and str(path) in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == files  # not even a temp file beside it


def _hostile(tmp_path: Path, case: str) -> str:
    """Issue 16's files that once gave a traceback or a hang: each a path to hand to --load."""
    from tests.core.test_hostile_saves import good_save

    path = tmp_path / f"{case}.json"
    text = json.dumps(good_save())
    if case == "pipe":
        os.mkfifo(path)
    elif case == "huge":
        with path.open("wb") as fh:
            fh.truncate(72_000_000)
    else:
        path.write_text({
            "deep": "[" * 100_000 + "]" * 100_000,
            "game a list": json.dumps({**good_save(), "game": ["medina"]}),
            "seed infinity": text.replace('"seed": 5', '"seed": Infinity'),
            "4301 digits": text.replace('"seed": 5', '"seed": ' + "9" * 4301),
        }[case])
    return str(path)


@pytest.mark.parametrize("case", ["deep", "game a list", "seed infinity", "4301 digits", "pipe", "huge",
                                  "/dev/zero", "/dev/urandom"])
def test_load_refuses_a_hostile_file_with_one_line_and_exit_2(tmp_path: Path, case: str) -> None:
    if case == "pipe" and not hasattr(os, "mkfifo") or case.startswith("/dev") and not os.path.exists(case):
        pytest.skip("no such file here")
    path = case if case.startswith("/dev") else _hostile(tmp_path, case)
    files = sorted(os.listdir(tmp_path))
    done = run_cli("--load", path, cwd=tmp_path)  # a hang ends in run_cli's timeout, and fails
    assert done.returncode == 2
    assert done.stderr.startswith(f"Cannot open {path}: ") and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert sorted(os.listdir(tmp_path)) == files  # no autosave, no user folder, nothing


def test_load_of_a_missing_file_is_refused(tmp_path: Path) -> None:
    done = run_cli("--load", "nowhere.json", cwd=tmp_path)
    assert done.returncode == 2 and "cannot be read" in done.stderr


def fake_app(monkeypatch: pytest.MonkeyPatch, run) -> None:
    """games.ui.app with the given run(), whether or not the real one exists yet."""
    module = types.ModuleType("games.ui.app")
    module.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "games.ui.app", module)


def test_load_hands_a_good_save_to_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tokens_save(tmp_path)
    calls = []
    fake_app(monkeypatch, lambda load_path=None, *, first_frame_hook=None: calls.append(load_path) or 0)
    monkeypatch.chdir(tmp_path)
    assert main.main(["--load", path.name]) == 0
    assert calls == [str(path)]  # absolute: the app need not know where we were started


def test_a_save_opens_by_plain_argument(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a desktop runs when a save is double-clicked: main.py FILE."""
    path = tokens_save(tmp_path)
    saved = path.with_suffix(".caravan")
    path.rename(saved)
    calls = []
    fake_app(monkeypatch, lambda load_path=None, *, first_frame_hook=None: calls.append(load_path) or 0)
    monkeypatch.chdir(tmp_path)
    assert boot.main([saved.name]) == 0
    assert calls == [str(saved)]


@pytest.mark.parametrize("case", ["truncated", "not json"])
def test_a_bad_file_by_plain_argument_gives_one_line_and_exit_2(tmp_path: Path, case: str) -> None:
    path, message = _broken_saves(tmp_path)[case]
    bad = path.rename(path.with_suffix(".caravan"))
    done = run_cli(str(bad), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(f"Cannot open {bad}: ") and done.stderr.count("\n") == 1
    assert message in done.stderr and "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.parametrize("args", [["a.caravan", "--load", "b.caravan"], ["a.caravan", "--selfplay", "tokens"],
                                  ["a.caravan", "--install-launcher"]])
def test_a_plain_file_goes_with_nothing_else(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.parse_args(args)
    assert stopped.value.code == 2 and "FILE" in capsys.readouterr().err


def test_no_flags_opens_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    fake_app(monkeypatch, lambda load_path=None, *, first_frame_hook=None: calls.append((load_path, first_frame_hook)))
    monkeypatch.delenv("CARAVANSERAI_PROBE", raising=False)
    assert main.main([]) == 0
    assert calls == [(None, None)]


# --- the crash handler ---


def crashing_app(load_path=None, *, first_frame_hook=None):
    raise RuntimeError("the camel ate the board")


def test_a_crash_is_logged_shown_and_exits_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake_app(monkeypatch, crashing_app)
    shown = []
    monkeypatch.setattr(main, "_message_box", lambda title, message: shown.append(message) or True)
    autosave = paths.autosave_path()
    autosave.parent.mkdir(parents=True)
    autosave.write_text('{"kept": true}')

    assert main.main([]) == 1
    assert main.main([]) == 1

    log = tmp_path / "log" / "caravanserai.log"
    text = log.read_text()
    assert text.count("Traceback (most recent call last)") == 2  # appended, not overwritten
    assert "RuntimeError: the camel ate the board" in text
    assert "crashing_app" in text
    assert len(shown) == 2 and str(log) in shown[0]
    assert autosave.read_text() == '{"kept": true}'


def test_a_crash_without_a_message_window_goes_to_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_app(monkeypatch, crashing_app)
    monkeypatch.setattr(main, "_message_box", lambda title, message: False)
    assert main.main([]) == 1
    assert str(tmp_path / "log" / "caravanserai.log") in capsys.readouterr().err


def test_a_crash_with_an_unwritable_log_still_tells_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake_app(monkeypatch, crashing_app)
    (tmp_path / "log").write_text("a file where the log folder should be")
    monkeypatch.setattr(main, "_message_box", lambda title, message: False)
    assert main.main([]) == 1
    assert "RuntimeError: the camel ate the board" in capsys.readouterr().err


def test_the_message_window_is_pygames_error_box(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    calls = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **k: calls.append((a, k)))
    assert main._message_box("Caravanserai", "see the log") is True
    assert calls == [(("Caravanserai", "see the log"), {"message_type": "error"})]

    def no_message_system(*args, **kwargs):
        raise pygame.error("No message system available")  # what SDL's dummy driver says

    monkeypatch.setattr(pygame.display, "message_box", no_message_system)
    assert main._message_box("Caravanserai", "see the log") is False


# --- --selfplay ---


def test_selfplay_in_process_on_the_toy_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--selfplay", "tokens", "--players", "3", "--games", "4", "--seed", "10"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [ln["match"] for ln in lines[:4]] == [1, 2, 3, 4]
    assert lines[-1]["summary"] is True and lines[-1]["games"] == 4 and len(lines[-1]["wins"]) == 3


@pytest.mark.parametrize(
    "args,message",
    [
        (["--players", "9"], "2 to 4 players, not 9"),
        (["--players", "2", "--seats", "random,wizard"], "Unknown seat kind 'wizard'"),
        (["--players", "3", "--seats", "random,random"], "2 seat kinds given for 3 players"),
        (["--games", "0"], "--games must be at least 1"),
    ],
)
def test_selfplay_refuses_bad_arguments(args, message, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--selfplay", "tokens", *args]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


def test_selfplay_of_an_unknown_game_from_anywhere(tmp_path: Path) -> None:
    done = run_cli("--selfplay", "backgammon", cwd=tmp_path)
    assert done.returncode == 2
    assert "Unknown game 'backgammon'" in done.stderr and "Traceback" not in done.stderr


def test_selfplay_flags_need_selfplay(tmp_path: Path) -> None:
    done = run_cli("--players", "3", cwd=tmp_path)
    assert done.returncode == 2 and "only with --selfplay" in done.stderr


needs_medina = pytest.mark.skipif("medina" not in registry.GAME_IDS, reason="Medina is not registered yet")


@needs_medina
def test_selfplay_cli_on_medina(tmp_path: Path) -> None:
    done = run_cli("--selfplay", "medina", "--players", "3", "--games", "2", "--seed", "7", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(x) for x in done.stdout.splitlines()]
    assert len(lines) == 3
    for number, line in enumerate(lines[:2], start=1):
        assert set(line) == {"game", "match", "seed", "winners", "scores", "actions", "seconds"}
        assert line["game"] == "medina" and line["match"] == number and line["seed"] == 6 + number
        assert len(line["scores"]) == 3 and line["winners"]
        for sheet in line["scores"]:
            assert sheet["total"] == sum(sheet["parts"].values())
    assert lines[2]["summary"] is True and lines[2]["games"] == 2


@needs_medina
def test_selfplay_cli_refuses_a_wrong_player_count_on_medina(tmp_path: Path) -> None:
    done = run_cli("--selfplay", "medina", "--players", "9", cwd=tmp_path)
    assert done.returncode == 2 and "not 9" in done.stderr


# --- headless tools stay headless ---


def test_headless_tools_never_import_pygame(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    calls = [["--load", str(broken)], ["--selfplay", "nothing"]]
    if registry.GAME_IDS:  # a real game's self-play and rules bench, once one is registered
        game = registry.GAME_IDS[0]
        calls += [["--selfplay", game, "--players", str(registry.info(game).min_players)],
                  ["--bench", f"playouts_per_s.{game}", "--quick"]]
    script = (
        "import sys, importlib.util, contextlib, io\n"
        f"spec = importlib.util.spec_from_file_location('m', {str(MAIN)!r})\n"
        "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    codes = [m.main(args) for args in {calls!r}]\n"
        "print(codes, 'pygame' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == f"{[2, 2] + [0] * (len(calls) - 2)} False", done.stderr


def test_a_probe_hook_reaches_the_app_and_reports(tmp_path: Path) -> None:
    """The bench's startup probe, end to end through main.py, with a stand-in app that
    calls its first-frame hook the way the real one does on its first menu frame."""
    script = (
        "import sys, types, importlib.util\n"
        "app = types.ModuleType('games.ui.app')\n"
        "def run(load_path=None, *, first_frame_hook=None):\n"
        "    first_frame_hook()\n"
        "    return 5\n"
        "app.run = run\n"
        "sys.modules['games.ui.app'] = app\n"
        f"spec = importlib.util.spec_from_file_location('m', {str(MAIN)!r})\n"
        "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
        "sys.exit(m.main([]))\n"
    )
    env = {**os.environ, "CARAVANSERAI_PROBE": "startup", "CARAVANSERAI_PROBE_T0": "0"}
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr  # the hook ended the process, not run()'s 5
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["probe"] == "startup" and report["value"] > 0


@pytest.mark.skipif(importlib.util.find_spec("games.ui.app") is None, reason="the app is not there yet")
def test_the_startup_figure_from_the_real_app(tmp_path: Path) -> None:
    done = run_cli("--bench", "startup_s", "--quick", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (line,) = [json.loads(x) for x in done.stdout.splitlines()]
    assert set(line) == {"bench", "value", "unit", "goal"}
    assert line["bench"] == "startup_s" and line["unit"] == "s" and line["goal"] == "<= 1.0" and line["value"] > 0
