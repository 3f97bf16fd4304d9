"""The playback clip (physics/playback.py): what a resolver hands the table besides the outcome.
Its frames end where the outcome says, trimming never loses the end, and settling lets the
shaken-out cubes land without moving a cube that rests."""

from __future__ import annotations

from collections import Counter

import pytest

from physics import Frame, Pose, Tower, TowerContents
from physics.playback import CALM_FRAMES, DROP, EMPTY, SETTLE_EASE_FRAMES, drop_clip, empty_clip, settle, trim


@pytest.fixture(scope="module")
def kept(tower: Tower) -> TowerContents:
    """A tower with cubes caught inside, as after a few combats."""
    contents = TowerContents.empty(3)
    for k in range(4):
        contents = tower.drop(contents, ["yellow"] * 6 + ["green"] * 4, seed=k, record=False).inside
        if len(contents) >= 3:
            break
    assert len(contents)
    return contents


def _poses(cubes) -> dict[int, tuple[str, float, float, float]]:
    return {c.id: (c.colour, c.x, c.y, c.angle) for c in cubes}


def test_a_drops_clip_ends_on_the_outcome_it_carries(tower: Tower, kept: TowerContents) -> None:
    colours = ["red"] * 5 + ["green"] * 3
    clip = drop_clip(tower, kept, colours, seed=17)
    assert clip.kind == DROP and clip.dropped == tuple(colours) and clip.before == kept
    # the clip runs the same physics as a bare drop: the result does not depend on the playback
    bare = tower.drop(kept, colours, seed=17, record=False)
    assert bare.out_ids == clip.outcome.out_ids and bare.inside == clip.outcome.inside
    # the new cubes carry the ids the next contents count from, colour for colour
    first = {p.id: p.colour for p in clip.frames[0].cubes}
    assert [first[i] for i in clip.new_ids] == colours
    assert clip.new_ids == tuple(range(kept.next_id, clip.outcome.inside.next_id))

    last = clip.frames[-1]
    out = set(clip.outcome.out_ids)
    assert _poses(p for p in last.cubes if p.id not in out) == _poses(clip.outcome.inside.cubes)
    assert _poses(clip.tray) == _poses(p for p in last.cubes if p.id in out)
    end = len(clip.frames) - 1
    assert clip.out_at(end) == Counter(clip.outcome.out)
    assert clip.inside_at(end) == Counter(clip.outcome.inside.count())
    assert set(clip.exits) == out and all(0 < n <= end for n in clip.exits.values())
    assert clip.compute_ms > 0


def test_an_emptying_clip_ends_with_every_cube_in_the_tray(tower: Tower, kept: TowerContents) -> None:
    clip = empty_clip(tower, kept, seed=5)
    assert clip.kind == EMPTY and clip.dropped == () and clip.new_ids == ()
    assert len(clip.outcome.inside) == 0
    assert {c.id for c in clip.tray} == {c.id for c in kept.cubes}
    assert clip.out_at(len(clip.frames) - 1) == Counter(kept.count())
    last = clip.frames[-1]
    assert (last.tower_dx, last.tower_dy) == (0.0, 0.0)  # the tower has swung back to rest
    # the playback ends where the tray shows the cubes (with seed 5 one bounces over the tray's
    # end while landing: it must come back to the tray, not go missing from it)
    assert _poses(c for c in clip.tray if c.id not in clip.tipped) == \
        _poses(p for p in last.cubes if p.id not in clip.tipped)
    for c in clip.tray:  # landed, not hanging in the air over the tray
        assert c.x < tower.config.hull.left and c.y < tower.tray.y0 + 3 * tower.cube_size


def _falling_then_still(moving: int, still: int) -> list[Frame]:
    """One cube falling 5 mm a frame, then lying at y = 50 with a wobble smaller than rest."""
    frames = [Frame(n / 60, 0.0, 0.0, (Pose(0, "red", 10.0, 100.0 - 5 * n, 0.0),)) for n in range(moving)]
    frames += [Frame((moving + n) / 60, 0.0, 0.0, (Pose(0, "red", 10.0, 50.0 + 0.1 * (n % 2), 0.0),))
               for n in range(still)]
    return frames


def test_trimming_drops_the_long_wait_but_keeps_the_fall_and_the_end() -> None:
    frames = _falling_then_still(10, 60)
    trimmed = trim(frames)
    assert trimmed[-1] is frames[-1]
    assert trimmed[:10] == frames[:10]  # every frame that moves is played
    assert len(trimmed) == 10 + CALM_FRAMES + 1  # a short calm, then where it ends
    busy = _falling_then_still(10, 0)
    assert trim(busy) == busy  # nothing still to cut


def test_trimming_a_real_drop_keeps_its_last_frame(tower: Tower, kept: TowerContents) -> None:
    outcome = tower.drop(kept, ["blue"] * 4 + ["green"] * 2, seed=3)
    trimmed = trim(outcome.frames)
    assert trimmed[-1] == outcome.frames[-1]
    assert len(trimmed) < len(outcome.frames)  # the physics' second of stillness is not played


def test_settling_lets_loose_cubes_land_and_never_moves_a_resting_one(tower: Tower, kept: TowerContents) -> None:
    shaken = tower.empty(kept, seed=5).frames
    last = shaken[-1]
    held = {last.cubes[0].id}  # as if the shaking had left this one inside, to be tipped out by hand
    landing = settle(tower, shaken, held)
    assert landing
    resting = last.cubes[0]
    for frame in landing:
        assert [p for p in frame.cubes if p.id in held] == [resting]
    # time runs on from the shaking, and the tower swings back to rest over a few frames
    hz = tower.config.sim.frame_hz
    assert landing[0].t == pytest.approx(last.t + 1 / hz)
    swing = [abs(f.tower_dx) + abs(f.tower_dy) for f in landing]
    assert swing[SETTLE_EASE_FRAMES - 1:] == [0.0] * (len(landing) - SETTLE_EASE_FRAMES + 1)
    assert all(a >= b for a, b in zip(swing, swing[1:], strict=False))
    if abs(last.tower_dx) + abs(last.tower_dy) > 0.01:
        assert swing[0] > 0  # eased, not snapped back in one frame
    # a loose cube goes on from where and how fast it was going, no jump
    before = {p.id: p for p in shaken[-2].cubes}
    for p in landing[0].cubes:
        if p.id in held:
            continue
        q, r = {c.id: c for c in last.cubes}[p.id], before[p.id]
        step = abs(q.x - r.x) + abs(q.y - r.y)
        assert abs(p.x - q.x) + abs(p.y - q.y) <= 2 * step + 2.0
    for p in landing[-1].cubes:
        if p.id not in held:
            assert p.x < tower.config.hull.left and p.y < tower.tray.y0 + 3 * tower.cube_size
