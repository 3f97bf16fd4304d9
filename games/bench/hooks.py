"""The probe's side inside the app's process (see games/bench/probes.py).

main.py imports this only when CARAVANSERAI_PROBE is set, and it is part of what the
startup figure measures, so it imports nothing beyond the standard library up front.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

PROBE_ENV = "CARAVANSERAI_PROBE"
T0_ENV = "CARAVANSERAI_PROBE_T0"
IDLE_SECONDS_ENV = "CARAVANSERAI_PROBE_IDLE_S"
IDLE_GAME = "jerusalem"
SETTLE_LIMIT_S = 30.0  # the table must have come to rest by then (it stays awake a while after any event)


def _emit(kind: str, **fields: Any) -> None:
    print(json.dumps({"probe": kind, **fields}), flush=True)
    # No teardown: the figure is taken, and nothing of the app's may run after it.
    os._exit(0 if "value" in fields else 1)


def peak_rss_mb() -> float:
    """This process's peak resident memory (VmHWM), in MiB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB elsewhere


def _draw_every_table() -> None:
    from games import registry
    from games.bench.measures import late_game_match, table_frame_ms

    for game_id in registry.GAME_IDS:
        table_frame_ms(game_id, late_game_match(game_id), frames=10)


def _settle(app: Any) -> None:
    """Wait until the app has slept through half a second: the table's first moments (the
    window's first events, the frames after them) are not what idle means."""
    still_since = None
    deadline = time.perf_counter() + SETTLE_LIMIT_S
    while time.perf_counter() < deadline:
        now = time.perf_counter()
        if app.busy():
            still_since = None
        elif still_since is None:
            still_since = now
        elif now - still_since >= 0.5:
            return
        time.sleep(0.05)
    raise RuntimeError(f"the table did not come to rest within {SETTLE_LIMIT_S:.0f} s")


def _open_still_table() -> Any:
    """A late table with people in every seat, handed over: nothing moves until a click."""
    from games.bench.measures import late_game_match
    from games.ui import app as app_module
    from games.ui.game_scene import GameScene

    app = app_module.current
    if app is None:
        raise RuntimeError("no app is running")
    scene = GameScene(app, late_game_match(IDLE_GAME, humans=True))
    app.switch(scene)
    scene.confirm_handoff()
    return app


def _time_idle(kind: str, app: Any, seconds: float) -> None:
    """In a thread of its own while the app's loop runs on: once the table rests, the
    process's CPU time over `seconds` of wall time, as a percentage of one core."""
    try:
        _settle(app)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        _emit(kind, value=100 * (time.process_time() - cpu) / (time.perf_counter() - wall))
    except Exception as exc:
        _emit(kind, error=f"{type(exc).__name__}: {exc}")


def child_hook(kind: str) -> Callable[..., None]:
    """The app's first_frame_hook for a probe of `kind` ("startup", "rss" or "idle")."""

    def hook(*_args: Any, **_kwargs: Any) -> None:
        try:
            if kind == "startup":
                _emit(kind, value=time.time() - float(os.environ[T0_ENV]))
            elif kind == "rss":
                _draw_every_table()
                _emit(kind, value=peak_rss_mb())
            elif kind == "idle":
                import threading

                app = _open_still_table()
                seconds = float(os.environ.get(IDLE_SECONDS_ENV, "10"))
                threading.Thread(target=_time_idle, args=(kind, app, seconds), daemon=True).start()
            else:
                _emit(kind, error=f"unknown probe {kind!r}")
        except Exception as exc:  # reported to the bench, not to the app's crash window
            _emit(kind, error=f"{type(exc).__name__}: {exc}")

    return hook
