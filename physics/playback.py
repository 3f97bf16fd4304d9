"""A drop made ready to be played back: the physics' frames, trimmed and settled, with when each
cube left the tower and where the cubes that came out rest in the tray.

`drop_clip` and `empty_clip` are the one call a game's chance resolver (or the tower sandbox)
makes: they run the physics from the given contents and return a `Clip` whose `outcome` is the
drop's result (what the rules record) and whose frames only the table uses. Pure: no pygame, no
threads, no game's words; the colours are whatever strings the caller drops.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from physics.contents import CubeState, TowerContents
from physics.sim import SimCube, run
from physics.tower import DropOutcome, Frame, Pose, Tower

DROP, EMPTY = "drop", "empty"
STILL_MM = 0.25  # a cube this close to where it ends counts as at rest for trimming
STILL_RAD = 0.02
CALM_FRAMES = 8  # still frames kept before the last, so the fall does not stop dead
SETTLE_EASE_FRAMES = 6  # frames the shaken tower takes to swing back to rest


@dataclass(frozen=True)
class Clip:
    """One drop or emptying, ready to be played back, with everything the table shows after it."""

    kind: str  # DROP or EMPTY
    dropped: tuple[str, ...]  # colours let go, in the order given to the physics
    new_ids: tuple[int, ...]  # the ids the physics gave them, same order
    before: TowerContents
    outcome: DropOutcome
    frames: list[Frame]
    exits: dict[int, int]  # cube id -> the frame in which it left the tower
    tray: tuple[CubeState, ...]  # the cubes that came out, where they came to rest
    tipped: tuple[int, ...]  # emptying: ids the shaking left inside, tipped out into the tray by hand
    same_ids: tuple[bool, ...]  # frame n and n + 1 hold the same cubes, so they can be blended
    compute_ms: float  # physics and clip together, on whatever thread made it

    @cached_property
    def colour_of(self) -> dict[int, str]:
        return {p.id: p.colour for p in self.frames[0].cubes} if self.frames else {}

    def inside_at(self, n: int) -> Counter[str]:
        """Cubes inside the tower by colour after frame n."""
        if not self.frames:
            return Counter(c.colour for c in self.outcome.inside.cubes)
        return Counter(p.colour for p in self.frames[0].cubes if self.exits.get(p.id, n + 1) > n)

    def out_at(self, n: int) -> Counter[str]:
        """Cubes out in the tray by colour after frame n."""
        colours = self.colour_of
        return Counter(colours[i] for i, at in self.exits.items() if at <= n and i in colours)


def drop_clip(tower: Tower, before: TowerContents, colours: Sequence[str], seed: int | None = None) -> Clip:
    """Drop `colours` together into the tower holding `before`; the result and its playback.

    The jitter comes from `seed` when given, else from `before` (see Tower.drop). Raises
    HandfulTooLarge for more cubes than a drop accepts.
    """
    start = time.perf_counter()
    dropped = tuple(colours)
    outcome = tower.drop(before, dropped, seed)
    new_ids = tuple(range(before.next_id, before.next_id + len(dropped)))
    return clip_of(tower, DROP, dropped, new_ids, before, outcome, start)


def empty_clip(tower: Tower, before: TowerContents, seed: int | None = None) -> Clip:
    """Shake everything in `before` out into the tray; the result and its playback."""
    start = time.perf_counter()
    return clip_of(tower, EMPTY, (), (), before, tower.empty(before, seed), start)


def clip_of(tower: Tower, kind: str, dropped: tuple[str, ...], new_ids: tuple[int, ...], before: TowerContents,
            outcome: DropOutcome, start: float) -> Clip:
    """The clip of an outcome already computed (`start`: its perf_counter time before the physics)."""
    frames = outcome.frames
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
    # A cube the shaking flings hard enough can bounce over the tray's end while it lands and
    # leave the table; it was counted out all the same, so it comes back to rest in the tray
    # (the last frame shows it there) rather than go missing from the tray and its counts.
    colours = {p.id: p.colour for p in frames[0].cubes} if frames else {}
    lost = [i for i in outcome.out_ids if i not in tipped and i not in last and i in colours]
    for i in lost:
        x, y = free_tray_spot(tower, tray)
        tray.append(CubeState(i, colours[i], x, y, 0.0))
    if lost:
        end = frames[-1]
        back = tuple(Pose(c.id, c.colour, c.x, c.y, c.angle) for c in tray[-len(lost):])
        frames = frames[:-1] + [Frame(end.t, end.tower_dx, end.tower_dy,
                                      tuple(sorted(end.cubes + back, key=lambda p: p.id)))]
    for i in tipped:
        x, y = free_tray_spot(tower, tray)
        tray.append(CubeState(i, last[i].colour, x, y, 0.0))
    same = tuple(len(a.cubes) == len(b.cubes) and all(p.id == q.id for p, q in zip(a.cubes, b.cubes, strict=True))
                 for a, b in zip(frames, frames[1:], strict=False))
    return Clip(kind, dropped, new_ids, before, outcome, frames, exits, tuple(tray), tuple(tipped), same,
                (time.perf_counter() - start) * 1000)


def settle(tower: Tower, frames: list[Frame], held: set[int]) -> list[Frame]:
    """Frames of the shaken-out cubes landing in the tray, to follow `frames`.

    An emptying ends the moment the last cube leaves the tower, with cubes still in the air over
    the tray. The outcome is decided by then; this only lets them land, in the same physics,
    from where and how fast the last two frames show them going, while the tower swings back to
    rest. The cubes in `held` (still inside, to be tipped out by hand) keep their pose.
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
    """Drop the still frames before the last one but a few: the physics waits a second of
    stillness to be sure everything rests, and a player should not have to. The last frame,
    where everything ends, is always kept."""
    if len(frames) < 2:
        return frames
    final = frames[-1]
    at_rest = {p.id: p for p in final.cubes}

    def still(frame: Frame) -> bool:
        if len(frame.cubes) != len(final.cubes) or frame.tower_dx != final.tower_dx or frame.tower_dy != final.tower_dy:
            return False
        for p in frame.cubes:
            q = at_rest.get(p.id)
            if q is None or abs(p.x - q.x) > STILL_MM or abs(p.y - q.y) > STILL_MM:
                return False
            if abs(p.angle - q.angle) > STILL_RAD:
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
