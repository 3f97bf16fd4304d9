"""The tower on the table while the app runs: what is inside, what lies in the tray, the
handful the player has picked, and the drops computed off the drawing thread.

A drop takes the physics 10-40 ms (more into a crowded tower), longer than a 60 Hz frame, so it
runs on one worker thread while the scene keeps drawing. The worker also commits the result
here, in order, so a drop asked for while another is still being computed starts from the
contents that one leaves, and leaving the scene mid-animation loses nothing. The drop and its
playback clip come from physics/playback.py; this module only runs them and keeps the result.
"""

from __future__ import annotations

import secrets
import threading
import weakref
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from physics import Tower, TowerContents
from physics.config import load_tower_config
from physics.contents import CubeState
from physics.playback import DROP, EMPTY, Clip, drop_clip, empty_clip

__all__ = ["DROP", "EMPTY", "FIRST_HANDFUL", "HANDFUL_MAX", "Clip", "TowerSession", "session_for", "use_session"]

HANDFUL_MAX = load_tower_config().most_cubes  # the physics' own limit: the largest combat the rules allow
FIRST_HANDFUL = {"yellow": 5, "green": 3}  # the rulebook's example: five attackers, three defenders


@dataclass
class TowerSession:
    """Everything the tower scene keeps between visits (one per app)."""

    tower: Tower
    contents: TowerContents
    tray: tuple[CubeState, ...] = ()
    last: Clip | None = None
    handful: dict[str, int] = field(default_factory=lambda: dict(FIRST_HANDFUL))
    version: int = 0  # bumped by every committed change, so a scene can tell it is behind
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _generation: int = field(default=0, repr=False)  # bumped by Reset: late results are dropped

    @classmethod
    def fresh(cls, tower: Tower | None = None, seed: int | None = None) -> TowerSession:
        seed = secrets.randbelow(2**31) if seed is None else seed
        return cls(tower or Tower.from_config(), TowerContents.empty(seed))

    # --- asking for drops ---

    def submit(self, kind: str, cubes: Sequence[str] = ()) -> Future[Clip | None]:
        """Compute a drop (or an emptying) on the worker thread; the future's Clip is None when a
        Reset came first."""
        return _worker().submit(self._compute, kind, tuple(cubes), self._generation)

    def run(self, kind: str, cubes: Sequence[str] = ()) -> Clip:
        """The same, here and now (the benchmark and headless tools)."""
        clip = self._compute(kind, tuple(cubes), self._generation)
        assert clip is not None
        return clip

    def reset(self) -> None:
        """Empty the tower and the tray at once, without shaking."""
        with self._lock:
            self._generation += 1
            c = self.contents
            self.contents = TowerContents((), c.rng_state, c.next_id)  # the jitter keeps moving on
            self.tray = ()
            self.last = None
            self.version += 1

    def snapshot(self) -> tuple[int, TowerContents, tuple[CubeState, ...], Clip | None]:
        with self._lock:
            return self.version, self.contents, self.tray, self.last

    # --- the work ---

    def _compute(self, kind: str, cubes: tuple[str, ...], generation: int) -> Clip | None:
        with self._lock:
            if generation != self._generation:
                return None
            before = self.contents
        clip = drop_clip(self.tower, before, cubes) if kind == DROP else empty_clip(self.tower, before)
        with self._lock:
            if generation != self._generation:
                return None
            self.contents = clip.outcome.inside
            self.tray = clip.tray
            self.last = clip
            self.version += 1
        return clip


@cache
def _worker() -> ThreadPoolExecutor:
    """One thread for every tower: jobs run in the order asked, so drops chain correctly."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="tower")


_sessions: weakref.WeakKeyDictionary[Any, TowerSession] = weakref.WeakKeyDictionary()


def session_for(app: Any) -> TowerSession:
    """The app's tower, kept as long as the app lives (the shell has no slot for it)."""
    session = _sessions.get(app)
    if session is None:
        session = _sessions[app] = TowerSession.fresh()
    return session


def use_session(app: Any, session: TowerSession) -> None:
    """Give the app a particular tower (a seeded one for tests, a match's for a game)."""
    _sessions[app] = session
