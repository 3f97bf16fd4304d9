"""No cube ever passes through a wall or baffle: thousands of drops, watched frame by frame."""

import math

from games.core.rng import Rng
from physics import Tower, TowerContents
from physics.config import Segment


def _inside_walls(tower: Tower, x: float, y: float) -> bool:
    hull = tower.config.hull
    return hull.left < x < hull.right and y > hull.floor_y(x)


def _dist(seg: Segment, x: float, y: float) -> float:
    (ax, ay), (bx, by) = seg.a, seg.b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def test_thousands_of_small_drops_never_escape(tower: Tower):
    """Small handfuls, one after another: the tower keeps its usual few cubes inside throughout."""
    rng = Rng.from_seed(99)
    contents = TowerContents.empty(99)
    drops = 0
    for _ in range(2000):
        cubes = ["red", "green"][: 1 + rng.below(2)]
        outcome = tower.drop(contents, cubes, record=False)
        assert outcome.escaped == (), f"drop {drops}: cubes {outcome.escaped} left through a wall"
        assert all(_inside_walls(tower, c.x, c.y) for c in outcome.inside.cubes)
        contents = outcome.inside
        drops += 1
    assert drops == 2000


def test_no_cube_centre_ever_inside_a_wall(tower: Tower, typical: list[TowerContents]):
    """Frame by frame: a cube centre within a segment's thickness is a cube half through it."""
    segments = tower.segments
    for k, contents in enumerate(typical[:25]):
        outcome = tower.drop(contents, ["blue"] * 5 + ["green"] * 3, seed=k)
        for frame in outcome.frames:
            for p in frame.cubes:
                for seg in segments:
                    assert _dist(seg, p.x, p.y) > seg.thickness / 2, (k, frame.t, p, seg.name)


def test_shaking_a_stuffed_tower_pushes_no_cube_through_a_wall(tower: Tower, nearly_full: TowerContents):
    """The hardest pressing there is: two hundred cubes shaken against the walls."""
    outcome = tower.empty(nearly_full, seed=5)
    assert outcome.escaped == ()
    for frame in outcome.frames[::2]:
        for seg in tower.segments:
            dx, dy = (0.0, 0.0) if seg.role == "tray" else (frame.tower_dx, frame.tower_dy)
            for p in frame.cubes:
                assert _dist(seg, p.x - dx, p.y - dy) > seg.thickness / 2, (frame.t, p, seg.name)


def test_the_fastest_cubes_never_sink_into_a_board(tower: Tower):
    """The top rows of the largest handful fall furthest (2.5 m/s onto the lower ledge, 10 mm a
    240 Hz step); split steps keep even them out of the boards, frame by frame."""
    segments = [s for s in tower.segments if s.role != "tray"]
    contents = TowerContents.empty(8)
    for k in range(3):
        outcome = tower.drop(contents, ["black"] * 30 + ["green"] * 30, seed=k)
        for frame in outcome.frames:
            for p in frame.cubes:
                if p.x < tower.config.hull.left:
                    continue  # out in the tray
                for seg in segments:
                    assert _dist(seg, p.x, p.y) > seg.thickness / 2, (k, frame.t, p, seg.name)
        contents = outcome.inside
