"""What the tower scene shows from moment to moment, in millimetres and without pygame.

Phases: `idle` (the cubes at rest: inside the tower and in the tray), `flying` (the handful on
its way from the hand to the top of the tower, while the worker computes the drop), `waiting`
(an emptying being computed), `playing` (the recorded frames at 60 Hz of simulated time, blended
between frames when played slower than the screen draws) and `tipping` (after an emptying, the
cubes the shaking could not free are tipped out into the tray by hand).

Time handed to `update` is already scaled by the animation speed, so every speed plays the same
frames and ends in the same place; `skip` ends in that place at once.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from physics import Frame
from physics.contents import CubeState
from physics.playback import Clip

FLIGHT_S = 0.45  # from the hand in the supply panel up over the tower
SHORT_FLIGHT_S = 0.18  # from a handful let go over the funnel
TIP_S = 0.6
LOB_MM = 70.0  # how far above the higher end the flight arcs

# A cube's speed falling by this much (mm/s) from one frame to the next is a knock: less is rolling or
# sliding, and free fall only ever gains speed (9810 mm/s^2 is ~160 mm/s a frame at 60 Hz).
IMPACT_MM_S = 150.0
LOUD_MM_S = 1200.0  # a drop this big (a cube meeting a baffle at full fall) is the loudest knock
CLICKS_PER_FRAME = 3  # a shower of cubes is a few knocks at a time, not dozens on top of each other
SHAKE_MM = 0.05  # the tower moving more than this between two frames is being shaken

Drawn = tuple[str, float, float, float, float]  # colour, x mm, y mm, angle, scale (1 = cube size)
Point = tuple[float, float]


def _ease(u: float) -> float:
    u = min(1.0, max(0.0, u))
    return u * u * (3 - 2 * u)


def _bezier(a: Point, c: Point, b: Point, u: float) -> Point:
    v = 1 - u
    return v * v * a[0] + 2 * v * u * c[0] + u * u * b[0], v * v * a[1] + 2 * v * u * c[1] + u * u * b[1]


class Show:
    def __init__(self, hz: int, inside: Sequence[CubeState], tray: Sequence[CubeState]) -> None:
        self.hz = hz
        self.phase = "idle"
        self.inside: tuple[CubeState, ...] = tuple(inside)
        self.tray: tuple[CubeState, ...] = tuple(tray)
        self.clip: Clip | None = None
        self.t = 0.0
        self.skip_pending = False
        # the flight: colour, start (x, y, angle), target (x, y, angle) per cube
        self._flyers: list[tuple[str, tuple[float, float, float], tuple[float, float, float]]] = []
        self._flight_s = FLIGHT_S
        self._start_scale = 1.0

    # --- starting ---

    @property
    def busy(self) -> bool:
        return self.phase != "idle"

    def fly(self, colours: Sequence[str], starts: Sequence[tuple[float, float, float]], targets: Sequence[Point],
            start_scale: float, short: bool = False) -> None:
        """The handful leaves the hand; `targets` are where the cubes are expected to be let go
        until the drop's first frame says exactly where."""
        self.phase = "flying"
        self.clip = None
        self.t = 0.0
        self.skip_pending = False
        self.tray = ()  # the last drop's cubes are taken out of the tray before the next one
        self._flight_s = SHORT_FLIGHT_S if short else FLIGHT_S
        self._start_scale = start_scale
        self._flyers = [(c, s, (tx, ty, 0.0)) for c, s, (tx, ty) in zip(colours, starts, targets, strict=True)]

    def wait(self) -> None:
        """An emptying was asked for; the tray is cleared while it is computed."""
        self.phase = "waiting"
        self.clip = None
        self.t = 0.0
        self.skip_pending = False
        self.tray = ()

    def arrive(self, clip: Clip) -> None:
        """The worker's result: aim the flight at the first frame, or start playing."""
        self.clip = clip
        if self.skip_pending:
            self.finish()
            return
        if self.phase == "flying" and clip.frames:
            first = {p.id: p for p in clip.frames[0].cubes}
            self._flyers = [(c, s, (first[i].x, first[i].y, first[i].angle) if i in first else t)
                            for (c, s, t), i in zip(self._flyers, clip.new_ids, strict=False)]
            if self.t >= self._flight_s:
                self._play()
        else:
            self._play()

    def _play(self) -> None:
        self.phase = "playing"
        self.t = 0.0

    # --- time ---

    def update(self, dt: float) -> None:
        if self.phase == "idle" or self.phase == "waiting":
            return
        self.t += dt
        if self.phase == "flying":
            if self.t >= self._flight_s and self.clip is not None:
                self._play()
        elif self.phase == "playing":
            assert self.clip is not None
            if self.t * self.hz >= len(self.clip.frames) - 1:
                if self.clip.tipped:
                    self.phase = "tipping"
                    self.t = 0.0
                else:
                    self.finish()
        elif self.phase == "tipping" and self.t >= TIP_S:
            self.finish()

    def skip(self) -> None:
        if self.phase == "idle":
            return
        if self.clip is None:
            self.skip_pending = True
        else:
            self.finish()

    def finish(self) -> None:
        """Jump to where the clip ends: the result a full playback ends on."""
        assert self.clip is not None
        self.inside = self.clip.outcome.inside.cubes
        self.tray = self.clip.tray
        self.phase = "idle"
        self.skip_pending = False
        self._flyers = []

    def show_state(self, inside: Sequence[CubeState], tray: Sequence[CubeState]) -> None:
        """Show committed contents as they are (Reset, or a drop computed while away)."""
        self.phase = "idle"
        self.clip = None
        self.inside, self.tray = tuple(inside), tuple(tray)
        self._flyers = []

    # --- what to draw ---

    @property
    def frame_index(self) -> int:
        if self.clip is None or not self.clip.frames:
            return 0
        if self.phase == "playing":
            return min(len(self.clip.frames) - 1, int(self.t * self.hz))
        return len(self.clip.frames) - 1

    def tower_offset(self) -> Point:
        if self.phase != "playing" or self.clip is None:
            return 0.0, 0.0
        frames = self.clip.frames
        pos = min(self.t * self.hz, len(frames) - 1)
        n = int(pos)
        a, b = frames[n], frames[min(n + 1, len(frames) - 1)]
        u = pos - n
        return a.tower_dx + (b.tower_dx - a.tower_dx) * u, a.tower_dy + (b.tower_dy - a.tower_dy) * u

    def cubes(self) -> list[Drawn]:
        if self.phase in ("idle", "waiting"):
            return [(c.colour, c.x, c.y, c.angle, 1.0) for c in self.inside + self.tray]
        if self.phase == "flying":
            return self._inside_drawn() + self._flight()
        if self.phase == "playing":
            return self._playing()
        return self._tipping()

    def _inside_drawn(self) -> list[Drawn]:
        return [(c.colour, c.x, c.y, c.angle, 1.0) for c in self.inside]

    def _flight(self) -> list[Drawn]:
        u = _ease(self.t / self._flight_s)
        scale = self._start_scale + (1.0 - self._start_scale) * u
        out: list[Drawn] = []
        for colour, (sx, sy, sa), (tx, ty, ta) in self._flyers:
            ctrl = ((sx + tx) / 2, max(sy, ty) + LOB_MM)
            x, y = _bezier((sx, sy), ctrl, (tx, ty), u)
            out.append((colour, x, y, sa + (ta - sa) * u, scale))
        return out

    def _playing(self) -> list[Drawn]:
        assert self.clip is not None
        frames = self.clip.frames
        pos = min(self.t * self.hz, len(frames) - 1)
        n = int(pos)
        u = pos - n
        a = frames[n]
        if u <= 1e-6 or n + 1 >= len(frames) or not self.clip.same_ids[n]:
            return [(p.colour, p.x, p.y, p.angle, 1.0) for p in a.cubes]
        b = frames[n + 1]
        return [(p.colour, p.x + (q.x - p.x) * u, p.y + (q.y - p.y) * u, p.angle + (q.angle - p.angle) * u, 1.0)
                for p, q in zip(a.cubes, b.cubes, strict=True)]

    def _tipping(self) -> list[Drawn]:
        """Stubborn cubes slide out through the exit into their places in the tray."""
        assert self.clip is not None
        last = {p.id: p for p in self.clip.frames[-1].cubes}
        tipped = set(self.clip.tipped)
        spots = {c.id: c for c in self.clip.tray}
        out: list[Drawn] = [(c.colour, c.x, c.y, c.angle, 1.0) for c in self.clip.tray if c.id not in tipped]
        u = _ease(self.t / TIP_S)
        for i in self.clip.tipped:
            p, spot = last[i], spots[i]
            ctrl = (p.x, spot.y + 10.0)  # down the tower first, then out along the tray
            x, y = _bezier((p.x, p.y), ctrl, (spot.x, spot.y), u)
            out.append((p.colour, x, y, p.angle * (1 - u), 1.0))
        return out

    # --- counts ---

    def out_counts(self) -> Counter[str]:
        if self.phase == "idle":
            return Counter(c.colour for c in self.tray)
        if self.phase in ("flying", "waiting") or self.clip is None:
            return Counter()  # the tray was cleared for this drop
        return self.clip.out_at(self.frame_index)

    def inside_counts(self) -> Counter[str]:
        if self.phase in ("idle", "flying", "waiting") or self.clip is None:
            return Counter(c.colour for c in self.inside)
        return self.clip.inside_at(self.frame_index)


def angle_wobble(k: int) -> float:
    """A small fixed tilt per cube of a pile, so a heap does not look stacked by a machine."""
    return math.radians(((k * 37) % 17) - 8)


def impacts(frames: Sequence[Frame], n: int, hz: int) -> list[float]:
    """How hard cubes knock at frame `n`, loudest first: 0..1 per knock, at most CLICKS_PER_FRAME.

    A knock is a cube's speed falling sharply between the frame before and this one. While the
    tower is shaken the cubes inside move with it and those in the tray do not, so the drop must
    show both as the table sees it and as the tower sees it: a cube carried by the tower, or lying
    still under it, is never a knock.
    """
    if n < 2 or n >= len(frames):
        return []
    a, b, c = frames[n - 2], frames[n - 1], frames[n]
    before = {p.id: p for p in a.cubes}
    now = {p.id: p for p in b.cubes}
    t1 = ((b.tower_dx - a.tower_dx) * hz, (b.tower_dy - a.tower_dy) * hz)
    t2 = ((c.tower_dx - b.tower_dx) * hz, (c.tower_dy - b.tower_dy) * hz)
    out = []
    for p in c.cubes:
        q, r = now.get(p.id), before.get(p.id)
        if q is None or r is None:  # just let go, or gone from the table
            continue
        v1 = ((q.x - r.x) * hz, (q.y - r.y) * hz)
        v2 = ((p.x - q.x) * hz, (p.y - q.y) * hz)
        drop = math.hypot(*v1) - math.hypot(*v2)
        if drop <= IMPACT_MM_S:
            continue
        drop = min(drop, math.hypot(v1[0] - t1[0], v1[1] - t1[1]) - math.hypot(v2[0] - t2[0], v2[1] - t2[1]))
        if drop > IMPACT_MM_S:
            out.append(min(1.0, drop / LOUD_MM_S))
    return sorted(out, reverse=True)[:CLICKS_PER_FRAME]


def shaking(frames: Sequence[Frame], n: int) -> bool:
    """The tower moves between frame `n - 1` and frame `n` (an emptying's shake, or its swing back)."""
    if n < 1 or n >= len(frames):
        return False
    a, b = frames[n - 1], frames[n]
    return abs(b.tower_dx - a.tower_dx) + abs(b.tower_dy - a.tower_dy) > SHAKE_MM
