"""Figures that need the real app in a process of its own: startup time and peak memory.

The bench launches `main.py` with CARAVANSERAI_PROBE set; main.py then hands the app a
first-frame hook from games/bench/hooks.py, which measures, prints one JSON line and ends
the process at once. This module is the bench's side: launch, read the line, summarise.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, MutableMapping
from contextlib import contextmanager
from pathlib import Path

from games.bench.hooks import IDLE_SECONDS_ENV, PROBE_ENV, T0_ENV

MAIN = Path(__file__).resolve().parents[2] / "main.py"
TIMEOUT_S = 120


def app_command() -> list[str]:
    """The app as a double click starts it: this copy's main.py, or the standalone build's own
    executable when the bench runs inside that build (tools/build_bundle.py)."""
    return [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, str(MAIN)]


class ProbeFailed(Exception):
    """The app ran but gave no figure (it crashed, hung, or never drew a frame)."""


def make_headless(env: MutableMapping[str, str]) -> None:
    """A dummy video and sound driver unless there is a display (a real desktop measures
    the real thing), and no pygame banner on stdout, where the figures go."""
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")


def run_probe(kind: str, extra_env: dict[str, str] | None = None) -> float:
    """Start the app once with the probe; its figure, or ProbeFailed saying why not."""
    env = dict(os.environ)
    env.update(extra_env or {})
    make_headless(env)
    env[PROBE_ENV] = kind
    env[T0_ENV] = repr(time.time())  # just before the launch: interpreter start-up counts
    try:
        # Started outside the repo, as a double-click would: the app must find its files itself.
        done = subprocess.run(
            app_command(), env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True,
            timeout=TIMEOUT_S, stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        raise ProbeFailed(f"the app did not draw its first frame within {TIMEOUT_S} s") from None
    for line in reversed(done.stdout.splitlines()):
        if line.startswith("{") and '"probe"' in line:
            report = json.loads(line)
            if "value" in report:
                return float(report["value"])
            raise ProbeFailed(report.get("error", "no value"))
    tail = done.stderr.strip().splitlines()[-3:]
    raise ProbeFailed(f"the app exited ({done.returncode}) without calling its first-frame hook: {' | '.join(tail)}")


@contextmanager
def virtual_display(screen: str = "1920x1080x24") -> Iterator[str | None]:
    """An Xvfb server of `screen` (width x height x depth) on a display number it picks itself,
    for as long as the block runs; None where Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        if not number:
            raise ProbeFailed(f"Xvfb did not start (exit {server.poll()})")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def idle_cpu_pct(seconds: float = 10.0) -> tuple[float, dict[str, str]]:
    """Percent of one core the app's process uses over `seconds` of wall time at a late
    Jerusalem table where nothing moves; and which video driver it ran on (an Xvfb server
    where one is installed, else the dummy driver, or the desktop the bench runs in)."""
    with virtual_display() as display, tempfile.TemporaryDirectory(prefix="caravanserai-idle-") as home:
        if display is not None:
            env = {"DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
            driver = "xvfb"
        else:
            env, driver = {}, "display" if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") else "dummy"
        env[IDLE_SECONDS_ENV] = repr(seconds)
        # Settings and saves of its own: the default window, and the player's "last game" untouched.
        env["XDG_CONFIG_HOME"], env["XDG_DATA_HOME"] = f"{home}/config", f"{home}/data"
        return run_probe("idle", env), {"driver": driver}


def startup_s(runs: int = 5) -> float:
    """Median seconds from launching `main.py` to the first menu frame."""
    return statistics.median(run_probe("startup") for _ in range(runs))


def rss_mb() -> float:
    """Peak MiB of an app that opened its menu and drew a late-game table of each game."""
    return run_probe("rss")
