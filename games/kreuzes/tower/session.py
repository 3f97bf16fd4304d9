"""The tower on the table while the app runs: what is inside, what lies in the tray, the
handful the player has picked, and the drops computed off the drawing thread.

A drop takes the physics 10-40 ms (more into a crowded tower), longer than a 60 Hz frame, so it
runs on one worker thread while the scene keeps drawing. The worker also commits the result
here, in order, so a drop asked for while another is still being computed starts from the
contents that one leaves, and leaving the scene mid-animation loses nothing.
"""

from __future__ import annotations

import secrets
import threading
import time
import weakref
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from physics import DropOutcome, Frame, Pose, Tower, TowerContents
from physics.config import load_tower_config
from physics.contents import CubeState
from physics.sim import SimCube, run

DROP, EMPTY = "drop", "empty"
STILL_MM = 0.25  # a cube this close to where it ends counts as at rest for trimming
CALM_FRAMES = 8  # still frames kept before the last, so the fall does not stop dead
SETTLE_EASE_FRAMES = 6
HANDFUL_MAX = load_tower_config().most_cubes  # the physics' own limit: the largest combat the rules allow
FIRST_HANDFUL = {"yellow": 5, "green": 3}  # the rulebook's example: five attackers, three defenders


@dataclass(frozen=True)
class Clip:
    """One drop or emptying, ready to be played back, with everything the scene shows after it."""

    kind: str
    dropped: tuple[str, ...]  # colours let go, in the order given to the physics
    new_ids: tuple[int, ...]  # the ids the physics gave them, same order
    before: TowerContents
    outcome: DropOutcome
    frames: list[Frame]
    exits: dict[int, int]  # cube id -> the frame in which it left the tower
    tray: tuple[CubeState, ...]  # the cubes that came out, where they came to rest
    tipped: tuple[int, ...]  # emptying: ids the shaking left inside, tipped out into the tray by hand
    same_ids: tuple[bool, ...]  # frame n and n + 1 hold the same cubes, so they can be blended
    compute_ms: float

    @cached_property
    def colour_of(self) -> dict[int, str]:
        return {p.id: p.colour for p in self.frames[0].cubes} if self.frames else {}

    def inside_at(self, n: int) -> Counter[str]:
        """Cubes inside the tower by colour after frame n."""
        if not self.frames:
            return Counter(c.colour for c in self.outcome.inside.cubes)
        return Counter(p.colour for p in self.frames[0].cubes if self.exits.get(p.id, n + 1) > n)

    def out_at(self, n: int) -> Counter[str]:
        colours = self.colour_of
        return Counter(colours[i] for i, at in self.exits.items() if at <= n and i in colours)


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
        start = time.perf_counter()
        if kind == DROP:
            outcome = self.tower.drop(before, cubes)
            new_ids = tuple(range(before.next_id, before.next_id + len(cubes)))
        else:
            outcome = self.tower.empty(before)
            cubes, new_ids = (), ()
        clip = make_clip(self.tower, kind, cubes, new_ids, before, outcome, start)
        with self._lock:
            if generation != self._generation:
                return None
            self.contents = outcome.inside
            self.tray = clip.tray
            self.last = clip
            self.version += 1
        return clip


def make_clip(tower: Tower, kind: str, cubes: tuple[str, ...], new_ids: tuple[int, ...], before: TowerContents,
              outcome: DropOutcome, start: float) -> Clip:
    frames = outcome.frames  # built here, on the worker, not in a frame of the drawing loop
    hull_left = tower.config.hull.left
    out = set(outcome.out_ids)
    exits: dict[int, int] = {}
    for n, frame in enumerate(frames):
        present = set()
        for p in frame.cubes:
            present.add(p.id)
            if p.id in out and p.id not in exits and p.x - frame.tower_dx < hull_left:
                exits[p.id] = n
        for i in out - present - exits.keys():  # left the table altogether
            exits[i] = n
    tipped = [i for i in outcome.out_ids if i not in exits]  # counted out, but the shaking never freed them
    if kind == EMPTY and frames:
        frames = frames + settle(tower, frames, set(tipped))
    frames = trim(frames)
    for i in tipped:
        exits[i] = len(frames) - 1
    exits = {i: min(n, len(frames) - 1) for i, n in exits.items()}
    last = {p.id: p for p in frames[-1].cubes} if frames else {}
    tray = [CubeState(p.id, p.colour, p.x, p.y, p.angle) for i in outcome.out_ids
            if i not in tipped and (p := last.get(i)) is not None]
    for i in tipped:
        x, y = free_tray_spot(tower, tray)
        tray.append(CubeState(i, last[i].colour, x, y, 0.0))
    same = tuple(len(a.cubes) == len(b.cubes) and all(p.id == q.id for p, q in zip(a.cubes, b.cubes, strict=True))
                 for a, b in zip(frames, frames[1:], strict=False))
    return Clip(kind, cubes, new_ids, before, outcome, frames, exits, tuple(tray), tuple(tipped), same,
                (time.perf_counter() - start) * 1000)


def settle(tower: Tower, frames: list[Frame], held: set[int]) -> list[Frame]:
    """Frames of the shaken-out cubes landing in the tray.

    An emptying ends the moment the last cube leaves the tower, with cubes still in the air over
    the tray. The outcome is decided by then; this only lets them land, in the same physics,
    from where and how fast the last two frames show them going, while the tower comes to rest.
    """
    cfg = tower.config
    hz = cfg.sim.frame_hz
    last = frames[-1]
    prev = {p.id: p for p in (frames[-2] if len(frames) > 1 else last).cubes}
    loose = [p for p in last.cubes if p.id not in held]
    kept = [p for p in last.cubes if p.id in held]
    sim_cubes = [SimCube(p.colour, p.x, p.y, p.angle, vx=(p.x - prev.get(p.id, p).x) * hz,
                         vy=(p.y - prev.get(p.id, p).y) * hz) for p in loose]
    raw = run(cfg, sim_cubes, record=True)
    out = []
    for n, flat in enumerate(raw.poses[1:], start=1):
        poses = [Pose(loose[int(flat[k])].id, loose[int(flat[k])].colour, flat[k + 1], flat[k + 2], flat[k + 3])
                 for k in range(0, len(flat), 4)]
        fade = max(0.0, 1 - n / SETTLE_EASE_FRAMES)  # the tower swings back to rest, not in one jump
        out.append(Frame(last.t + n / hz, last.tower_dx * fade, last.tower_dy * fade,
                         tuple(sorted(poses + kept, key=lambda p: p.id))))
    return out


def trim(frames: list[Frame]) -> list[Frame]:
    """Drop the still frames before the last one: the physics waits a second of stillness to be
    sure everything rests, and a player should not have to."""
    if len(frames) < 2:
        return frames
    final = frames[-1]
    at_rest = {p.id: p for p in final.cubes}

    def still(frame: Frame) -> bool:
        if len(frame.cubes) != len(final.cubes) or frame.tower_dx != final.tower_dx or frame.tower_dy != final.tower_dy:
            return False
        for p in frame.cubes:
            q = at_rest.get(p.id)
            if q is None or abs(p.x - q.x) > STILL_MM or abs(p.y - q.y) > STILL_MM or abs(p.angle - q.angle) > 0.02:
                return False
        return True

    k = len(frames) - 1
    while k > 0 and still(frames[k - 1]):
        k -= 1
    keep = min(len(frames) - 1, k + CALM_FRAMES)
    return frames[:keep] + [final]


def free_tray_spot(tower: Tower, tray: Sequence[CubeState]) -> tuple[float, float]:
    """The first place on the tray floor (then on top of the cubes there) that no cube takes."""
    box, size = tower.tray, tower.cube_size
    step = size * 1.15
    for row in range(4):
        y = box.y0 + size / 2 + row * size
        x = box.x0 + size / 2 + 2
        while x <= box.x1 - size / 2:
            if all(abs(c.x - x) > size * 0.95 or abs(c.y - y) > size * 0.95 for c in tray):
                return x, y
            x += step
    return box.x0 + size, box.y0 + size / 2 + 4 * size


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
