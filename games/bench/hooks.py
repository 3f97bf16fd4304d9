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


def child_hook(kind: str) -> Callable[..., None]:
    """The app's first_frame_hook for a probe of `kind` ("startup" or "rss")."""

    def hook(*_args: Any, **_kwargs: Any) -> None:
        try:
            if kind == "startup":
                _emit(kind, value=time.time() - float(os.environ[T0_ENV]))
            elif kind == "rss":
                _draw_every_table()
                _emit(kind, value=peak_rss_mb())
            else:
                _emit(kind, error=f"unknown probe {kind!r}")
        except Exception as exc:  # reported to the bench, not to the app's crash window
            _emit(kind, error=f"{type(exc).__name__}: {exc}")

    return hook
