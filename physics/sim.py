"""One run of the tower: build a fresh pymunk space from plain data, step it to rest, record.

The space is built in a fixed order (tower segments as listed, then cubes in the order given)
and thrown away afterwards, so the same inputs give the same run on the same build.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pymunk
import pymunk.batch

from physics.config import TowerConfig

# Position, angle, velocity and angular velocity for every body, read in one call: reading
# them body by body through cffi costs more than stepping the space does.
_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)

# A cube that has come out lies in the tray beside the others, spread over its depth, which a
# cross-section cannot hold: stacked in one plane, a big drop's cubes heaped up the exit ramp
# and shut the exit (60-cube drops clogged the tower within 30 drops). So a cube, once out,
# touches only the wood and the felt, never another cube, inside or out.
_INSIDE = pymunk.ShapeFilter(categories=0b01)
_OUT = pymunk.ShapeFilter(categories=0b10, mask=pymunk.ShapeFilter.ALL_MASKS() ^ 0b11)


@dataclass(frozen=True)
class SimCube:
    """A cube to put in the space: where it starts and whether it starts at rest (asleep)."""

    colour: str
    x: float
    y: float
    angle: float
    vx: float = 0.0
    vy: float = 0.0
    resting: bool = False


@dataclass
class RunResult:
    """What one run produced; cube indices refer to the input sequence."""

    out: list[int] = field(default_factory=list)  # in the order they left
    escaped: list[int] = field(default_factory=list)  # left other than through the exit
    final: dict[int, tuple[float, float, float]] = field(default_factory=dict)  # inside at the end
    offsets: list[tuple[float, float]] = field(default_factory=list)  # tower displacement per frame
    poses: list[list[float]] = field(default_factory=list)  # per frame: flat [index, x, y, angle, ...]
    sim_seconds: float = 0.0
    settled: bool = False


def _space(cfg: TowerConfig, *, shaking: bool) -> tuple[pymunk.Space, pymunk.Body]:
    sim = cfg.sim
    space = pymunk.Space()
    space.gravity = (0.0, -sim.gravity)
    space.iterations = sim.iterations
    space.collision_slop = sim.collision_slop
    space.damping = sim.damping
    # pymunk derives an idle speed from gravity * step when left at 0; set both explicitly.
    space.idle_speed_threshold = sim.idle_speed
    space.sleep_time_threshold = math.inf if shaking else sim.sleep_time
    tower = pymunk.Body(body_type=pymunk.Body.KINEMATIC) if shaking else space.static_body
    if shaking:
        space.add(tower)
    for seg in cfg.segments:
        # the tray sits on the table; only the tower itself is shaken
        body = space.static_body if seg.role == "tray" else tower
        shape = pymunk.Segment(body, seg.a, seg.b, seg.thickness / 2)
        shape.friction = seg.material.friction
        shape.elasticity = seg.material.elasticity
        space.add(shape)
    return space, tower


def _add_cube(space: pymunk.Space, cfg: TowerConfig, cube: SimCube) -> tuple[pymunk.Body, pymunk.Shape]:
    spec = cfg.cube
    body = pymunk.Body(spec.mass, pymunk.moment_for_box(spec.mass, (spec.size, spec.size)))
    body.position = (cube.x, cube.y)
    body.angle = cube.angle
    body.velocity = (cube.vx, cube.vy)
    core = spec.size - 2 * spec.corner_radius  # the rounding radius adds back to the full size
    shape = pymunk.Poly.create_box(body, (core, core), spec.corner_radius)
    shape.friction = spec.friction
    shape.elasticity = spec.elasticity
    shape.filter = _INSIDE
    space.add(body, shape)
    return body, shape


def run(
    cfg: TowerConfig, cubes: Sequence[SimCube], *, shaking: bool = False, phase: float = 0.0, record: bool = True
) -> RunResult:
    """Step until everything rests (or, shaking, until the tower is empty), within the hard cap.

    `phase` (seconds) shifts where in its swing the shaking starts, so no two emptyings look alike.
    """
    sim, hull, bounds = cfg.sim, cfg.hull, cfg.bounds
    space, tower = _space(cfg, shaking=shaking)
    bodies: list[pymunk.Body] = []
    shapes: list[pymunk.Shape] = []
    for cube in cubes:
        body, shape = _add_cube(space, cfg, cube)
        bodies.append(body)
        shapes.append(shape)
    if not shaking:
        for cube, body in zip(cubes, bodies, strict=True):
            if cube.resting:
                body.sleep()
    index = {body.id: i for i, body in enumerate(bodies)}
    in_space = [True] * len(cubes)
    is_out = [False] * len(cubes)
    result = RunResult()

    dt = 1.0 / sim.step_hz
    spf = sim.steps_per_frame
    frame_dt = spf * dt
    max_frames = math.ceil(sim.max_seconds * sim.frame_hz)
    rest_frames = math.ceil(sim.rest_time * sim.frame_hz)
    rest_sq = sim.rest_speed**2
    r_spin = cfg.cube.size / 2  # a corner's speed from spinning counts like sliding
    (fxa, fya), (fxb, fyb) = hull.floor
    floor_slope = (fyb - fya) / (fxb - fxa)
    shake_w = (2 * math.pi * cfg.shake.hz[0], 2 * math.pi * cfg.shake.hz[1])
    shake_a = cfg.shake.amplitude
    shake_frames = math.ceil(cfg.shake.seconds * sim.frame_hz)
    buf = pymunk.batch.Buffer()

    slow_frames = 0
    frame = 0
    clock = 0.0  # simulated seconds
    ox = oy = 0.0
    while True:
        buf.clear()
        pymunk.batch.get_space_bodies(space, _FIELDS, buf)
        ids = memoryview(buf.int_buf()).cast("P").tolist()
        vals = memoryview(buf.float_buf()).cast("d").tolist()
        if shaking:
            ox, oy = tower.position
        poses: list[float] = []
        fastest = 0.0
        leaving: list[int] = []
        for k, bid in enumerate(ids):
            i = index.get(bid)
            if i is None:  # the tower's own body
                continue
            x, y, a, vx, vy, w = vals[6 * k : 6 * k + 6]
            if record:
                poses.extend((i, x, y, a))
            speed = vx * vx + vy * vy + (w * r_spin) ** 2
            if speed > fastest:
                fastest = speed
            if not bounds.contains(x, y):
                leaving.append(i)
            if is_out[i]:
                continue
            tx, ty = x - ox, y - oy  # in the tower's own frame, which moves while shaking
            if tx < hull.left:
                is_out[i] = True
                result.out.append(i)
                shapes[i].filter = _OUT
                if ty >= hull.exit_top:
                    result.escaped.append(i)
            elif tx > hull.right or ty < fya + floor_slope * (tx - fxa):
                is_out[i] = True
                result.out.append(i)
                shapes[i].filter = _OUT
                result.escaped.append(i)
        for i in leaving:  # gone for good: stop simulating it
            if not is_out[i]:
                is_out[i] = True
                result.out.append(i)
                result.escaped.append(i)
            space.remove(bodies[i], shapes[i])
            in_space[i] = False
        if record:
            result.poses.append(poses)
            result.offsets.append((ox, oy))

        if shaking:
            if all(is_out) or frame >= shake_frames:
                result.settled = all(is_out)
                break
        elif fastest < rest_sq:
            slow_frames += 1
            if slow_frames >= rest_frames or all(bodies[i].is_sleeping for i in range(len(bodies)) if in_space[i]):
                result.settled = True
                break
        else:
            slow_frames = 0
        if frame >= max_frames:
            break
        # Fast cubes take shorter steps: pymunk finds a contact only once shapes overlap, so a
        # cube that moves further in one step than half its size can sink past a board's middle
        # and be pushed out on the wrong side.
        sub = max(1, math.ceil(math.sqrt(fastest) * dt / sim.max_travel))
        h = dt / sub
        for _ in range(spf * sub):
            if shaking:
                t = clock + phase
                tower.velocity = (
                    shake_a[0] * shake_w[0] * math.cos(shake_w[0] * t),
                    shake_a[1] * shake_w[1] * math.cos(shake_w[1] * t),
                )
            space.step(h)
            clock += h
        frame += 1

    result.sim_seconds = frame * frame_dt
    for i, body in enumerate(bodies):
        if not is_out[i]:
            x, y = body.position
            result.final[i] = (x, y, body.angle)
    return result
