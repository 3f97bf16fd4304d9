"""main.py on a machine that cannot run the app yet: an old Python, or one without the packages
requirements.txt brings. The player gets the reason and the one command that mends it (on stderr,
and in a small window where the desktop has one), never a traceback or a silent exit."""

from __future__ import annotations

import ast
import glob
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from games.core.paths import ROOT
from tests.scripts import load_script

MAIN = ROOT / "main.py"

# A Python that finds none of the app's packages: a finder ahead of the others refuses them.
HIDDEN = """
import runpy, sys
class Hide:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {hidden!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None
sys.meta_path.insert(0, Hide())
sys.argv = [{main!r}]
runpy.run_path({main!r}, run_name="__main__")
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(extra)
    return env


def _run_hidden(hidden: set[str], env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    script = HIDDEN.format(hidden=sorted(hidden), main=str(MAIN))
    return subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)


def test_main_py_is_read_by_old_pythons() -> None:
    """The whole file, since Python reads a file whole before running its first line."""
    source = MAIN.read_text(encoding="utf-8")
    ast.parse(source, feature_version=(3, 4))
    tree = ast.parse(source)
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.JoinedStr)], "an f-string stops Python 3.5"
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and (n.returns or any(
        a.annotation for a in n.args.args))], "an annotation stops Python 2"
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module == "__future__"]


def test_every_requirement_is_checked_before_the_app_starts() -> None:
    """main.py's list of packages and requirements.txt name the same ones."""
    wanted = set()
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            wanted.add(re.split(r"[<>=!~ \[]", line, maxsplit=1)[0].lower().replace("_", "-"))
    boot = _boot()
    assert {package.lower().replace("_", "-") for _module, package in boot.REQUIRED_MODULES} == wanted


def _boot():  # main.py as a module
    return load_script(MAIN, "caravanserai_boot")


@pytest.mark.parametrize("hidden", [{"pygame"}, {"pygame", "pygame_gui", "pymunk", "yaml", "platformdirs",
                                                  "jsonschema"}], ids=["pygame", "all"])
def test_without_its_packages_main_names_the_one_command(tmp_path: Path, hidden: set[str]) -> None:
    done = _run_hidden(hidden, _env(), tmp_path)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert "not installed here: pygame-ce" in done.stderr
    assert ("PyYAML" in done.stderr) == ("yaml" in hidden)
    requirements = str(ROOT / "requirements.txt")
    assert f"-m pip install -r {requirements if ' ' not in requirements else repr(requirements)}" in done.stderr
    assert os.listdir(tmp_path) == []  # nothing written, no user folders made


def _old_pythons() -> list[str]:
    """Interpreters older than 3.11 on this machine (pyenv's, the system's)."""
    found = glob.glob(os.path.expanduser("~/.pyenv/versions/*/bin/python"))
    found += [p for p in glob.glob("/usr/bin/python[23].*") if re.fullmatch(r".*/python[23]\.\d+", p)]
    old = []
    for exe in sorted(set(found)):
        version = re.search(r"(\d+)\.(\d+)", exe.replace(os.path.expanduser("~/.pyenv/versions/"), ""))
        if version and (int(version[1]), int(version[2])) < (3, 11) and os.access(exe, os.X_OK):
            old.append(exe)
    return old


@pytest.mark.skipif(not _old_pythons(), reason="no Python older than 3.11 on this machine")
@pytest.mark.parametrize("python", _old_pythons() or ["none"])
def test_an_old_python_is_told_which_python_to_get(tmp_path: Path, python: str) -> None:
    done = subprocess.run([python, str(MAIN)], cwd=tmp_path, env=_env(), capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stderr
    assert "Caravanserai needs Python 3.11 or newer" in done.stderr
    assert "python3.11 -m pip install -r " in done.stderr and "requirements.txt" in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_the_window_shows_the_message_and_copies_the_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialog's own code, with tkinter replaced by a recorder (a real one is below)."""
    import types

    made: dict[str, object] = {}

    class Widget:
        def __init__(self, *args, **kwargs) -> None:
            self.kwargs = kwargs
            made.setdefault(type(self).__name__, []).append(self)  # type: ignore[union-attr]

        def __getattr__(self, name):
            return lambda *a, **k: made.setdefault(name, []).append(a)  # type: ignore[union-attr]

    class Tk(Widget):
        clipboard: list[str] = []

        def clipboard_append(self, text: str) -> None:
            Tk.clipboard.append(text)

        def cget(self, _name: str) -> str:
            return "grey"

        def mainloop(self) -> None:  # the player presses "Copy the command"
            next(b for b in made["Button"] if b.kwargs["text"] == "Copy the command").kwargs["command"]()

    class Button(Widget):
        pass

    fake = types.ModuleType("tkinter")
    fake.Tk, fake.Text, fake.Frame, fake.Button = Tk, Widget, Widget, Button  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tkinter", fake)
    monkeypatch.setenv("DISPLAY", ":99")
    boot = _boot()
    assert boot.show_dialog("the packages are missing", "python3 -m pip install -r requirements.txt") is True
    assert made["insert"] == [("1.0", "the packages are missing")]
    assert Tk.clipboard == ["python3 -m pip install -r requirements.txt"]
    monkeypatch.delenv("DISPLAY")
    monkeypatch.setattr(boot.sys, "platform", "linux")
    assert boot.show_dialog("no display", "x") is False  # printed only


def _tk_works() -> bool:
    done = subprocess.run([sys.executable, "-S", "-c", "import tkinter"], capture_output=True)
    return done.returncode == 0


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool") and _tk_works()),
                    reason="needs Xvfb, xdotool and tkinter")
def test_a_real_window_tells_the_player(tmp_path: Path) -> None:
    from games.bench.probes import virtual_display

    with virtual_display() as display:
        assert display is not None
        env = _env(DISPLAY=display)
        app = subprocess.Popen([sys.executable, "-c", HIDDEN.format(hidden=["pygame"], main=str(MAIN))],
                               cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            window = ""
            end = time.monotonic() + 30
            while not window and time.monotonic() < end and app.poll() is None:
                time.sleep(0.2)
                found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Caravanserai$"], env=env,
                                       capture_output=True, text=True)
                window = found.stdout.strip().splitlines()[0] if found.stdout.strip() else ""
            assert window, "no window titled Caravanserai"
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "Return"], env=env, timeout=10)
            _out, err = app.communicate(timeout=30)
            assert app.returncode == 1 and "not installed here: pygame-ce" in err and "Traceback" not in err
        finally:
            if app.poll() is None:
                app.kill()
                app.wait()
