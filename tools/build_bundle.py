"""Build the standalone Caravanserai for people without Python: a one-folder bundle made by
PyInstaller, with config/ and assets/ inside, started by double-clicking its executable.

    python3 -m pip install -r requirements-dev.txt   # PyInstaller and Pillow
    python3 tools/build_bundle.py                    # -> dist/Caravanserai/Caravanserai(.exe)
    python3 tools/build_bundle.py --check            # then start it headless: startup figure, a self-play

The bundle is built for the system it is built on (Linux, Windows or macOS; PyInstaller does not
cross-build). The player's settings, matches and saves stay in the usual user folders
(games/core/paths.py), never inside the bundle, so a new build replaces the folder and loses
nothing. `--check` runs the bundle the way CI does: `--bench startup_s` and a short `--selfplay`
with no display, and fails when either does.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "Caravanserai"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
CHECK_TIMEOUT_S = 300

# Not part of the app: the first-run dialog's tkinter (the bundle carries its own packages, so
# it never shows), and the developer's tools that happen to be installed beside it.
# Nor what jsonschema would reach for only to fetch a schema from the web (requests and its TLS).
EXCLUDED = ("tkinter", "_tkinter", "tests", "pytest", "_pytest", "hypothesis", "IPython", "PIL", "PyInstaller",
            "numpy", "matplotlib", "pandas", "scipy", "requests", "urllib3", "certifi", "charset_normalizer",
            "cryptography", "idna")
# pygame_gui's fonts for Chinese, Japanese and Korean, 38 MB of the bundle: they serve only its
# translations into those languages, which the app never switches to (it draws with Noto Sans).
UNUSED_DATA = ("pygame_gui/data/NotoSansJP-*", "pygame_gui/data/NotoSansKR-*", "pygame_gui/data/NotoSansSC-*")


def executable() -> Path:
    return DIST / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def pyinstaller_args() -> list[str]:
    sep = os.pathsep  # PyInstaller's SOURCE{sep}DEST
    args = [
        str(ROOT / "main.py"),
        "--name", NAME,
        "--onedir",
        "--windowed",  # no console window behind the game (Windows, macOS)
        "--noconfirm",
        "--clean",
        "--log-level", os.environ.get("CARAVANSERAI_BUILD_LOG", "ERROR"),  # INFO or DEBUG to see why
        "--distpath", str(DIST),
        "--workpath", str(WORK),
        "--specpath", str(WORK),
        "--paths", str(ROOT),
        "--add-data", f"{ROOT / 'config'}{sep}config",
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        # The games are found by name at run time (games/registry.py), which no import scan sees.
        "--collect-submodules", "games",
        "--collect-submodules", "physics",
        "--collect-data", "pygame_gui",  # its fonts and default theme
    ]
    if sys.platform == "win32":  # the executable's own icon (Linux has none: the launcher gives it one)
        args += ["--icon", str(ROOT / "assets" / "icon.ico")]
    if sys.platform == "darwin":
        args += ["--icon", str(ROOT / "assets" / "icon-256.png"),  # Pillow makes the .icns
                 "--argv-emulation"]  # a save double-clicked in Finder arrives as FILE
    for module in EXCLUDED:
        args += ["--exclude-module", module]
    return args


def build() -> Path:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        raise SystemExit("PyInstaller is not installed: python3 -m pip install -r requirements-dev.txt") from None
    shutil.rmtree(DIST / NAME, ignore_errors=True)
    # PyInstaller looks for the packages to collect in its own process, then imports them in one of
    # its own: both must find this repository's.
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # its analysis imports pygame: no banner in the log
    pyinstaller.run(pyinstaller_args())
    exe = executable()
    if not exe.is_file():
        raise SystemExit(f"PyInstaller finished but {exe} is not there")
    inside = exe.parent / "_internal"
    for pattern in UNUSED_DATA:
        for path in inside.glob(pattern):
            path.unlink()
    return exe


def folder_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def check(exe: Path) -> dict[str, float]:
    """Start the bundle headless: its startup figure and a short self-play must come out."""
    home = ROOT / "build" / "check-home"
    shutil.rmtree(home, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), PYTHONPATH="")

    def run(*args: str) -> str:
        done = subprocess.run([str(exe), *args], env=env, cwd=home.parent, capture_output=True, text=True,
                              timeout=CHECK_TIMEOUT_S, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise SystemExit(f"The bundle failed on {' '.join(args)} (exit {done.returncode}):\n"
                             f"{done.stdout[-2000:]}{done.stderr[-2000:]}")
        return done.stdout

    home.mkdir(parents=True)
    started = time.perf_counter()
    lines = [json.loads(line) for line in run("--bench", "startup_s", "--quick").splitlines() if line.startswith("{")]
    figure = next(line["value"] for line in lines if line.get("bench") == "startup_s")
    summary = json.loads(run("--selfplay", "medina", "--players", "3", "--games", "1", "--seed", "1").splitlines()[-1])
    if summary.get("games") != 1:
        raise SystemExit(f"The bundle's self-play said: {summary}")
    return {"startup_s": figure, "check_s": round(time.perf_counter() - started, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone Caravanserai (PyInstaller, one folder).")
    parser.add_argument("--check", action="store_true", help="then start the bundle headless, as CI does")
    parser.add_argument("--no-build", action="store_true", help="only check the bundle already built")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    exe = executable() if args.no_build else build()
    report = {"bundle": str(exe.relative_to(ROOT)), "size_mb": round(folder_mb(exe.parent), 1),
              "build_s": round(time.perf_counter() - started, 1)}
    if args.check:
        report.update(check(exe))
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
