"""The cube tower scene, driven through the real app with real pygame events (dummy video)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pygame
import pytest

from games.kreuzes.tower.bench import tower_frame_ms
from games.kreuzes.tower.colours import COLOURS, TROOPS, mark_ink
from games.kreuzes.tower.scene import TowerScene
from games.kreuzes.tower.session import DROP, EMPTY, HANDFUL_MAX, TowerSession, use_session
from games.ui.menu_scene import MenuScene
from physics import Tower, TowerContents
from physics.playback import empty_clip
from tests.ui.driver import button_for, click, click_widget, frames, key, make_app, run_until

TOWER = Tower.from_config()


def open_tower(seed: int = 5, tower: Tower = TOWER, **settings: object):
    """The app on the tower scene, reached from the menu's T key, with a seeded tower."""
    app = make_app(**settings)
    use_session(app, TowerSession.fresh(tower, seed=seed))
    frames(app)
    key(app, pygame.K_t)
    assert isinstance(app.scene, TowerScene)
    return app, app.scene


def set_handful(scene: TowerScene, **counts: int) -> None:
    scene.handful.clear()
    scene.handful.update(counts)


def play_out(app, scene: TowerScene) -> int:
    """Step frames until the drop (or emptying) has played to the end; how many of them played
    the clip. Frames spent waiting for the physics thread are not counted: under load they
    depend on the machine, not on the speed or the Skip being tested."""
    steps = 0

    def done() -> bool:
        nonlocal steps
        if scene.show.phase == "playing":
            steps += 1
        return not scene.show.busy and scene.pending is None

    run_until(app, done)
    return steps


def test_menu_key_opens_the_tower_and_escape_returns() -> None:
    app, scene = open_tower()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_a_drop_plays_the_simulations_own_frames_and_ends_where_it_decided() -> None:
    app, scene = open_tower(seed=11)
    set_handful(scene)
    for _ in range(4):
        click_widget(app, button_for(scene, "more:red"))
    click_widget(app, button_for(scene, "more:green"))
    assert scene.handful == {"red": 4, "green": 1}
    before = scene.session.contents
    click_widget(app, button_for(scene, "drop"))
    assert scene.show.phase == "flying"

    checked = 0

    def watch() -> bool:
        nonlocal checked
        show = scene.show
        if show.phase == "playing":
            frames_ = show.clip.frames
            pos = show.t * show.hz
            n = min(int(pos), len(frames_) - 1)
            a, b = frames_[n], frames_[min(n + 1, len(frames_) - 1)]
            drawn = show.cubes()
            assert len(drawn) == len(a.cubes)
            for (colour, x, y, _, _), p, q in zip(drawn, a.cubes, b.cubes, strict=True):
                assert colour == p.colour
                assert min(p.x, q.x) - 1e-6 <= x <= max(p.x, q.x) + 1e-6
                assert min(p.y, q.y) - 1e-6 <= y <= max(p.y, q.y) + 1e-6
            checked += 1
        return not show.busy and scene.pending is None

    run_until(app, watch)
    clip = scene.show.clip
    # one screen frame per recorded 60 Hz frame at normal speed
    assert checked >= len(clip.frames) - 2
    # the same simulation decides: the same drop computed afresh gives the same outcome
    again = TOWER.drop(before, clip.dropped)
    assert again.out_ids == clip.outcome.out_ids
    assert again.inside == clip.outcome.inside
    assert Counter(clip.dropped) == Counter({"red": 4, "green": 1})
    # the tray and the tower show that outcome, and the counts agree with it
    assert {c.id for c in scene.show.tray} == set(clip.outcome.out_ids)
    assert scene.show.inside == clip.outcome.inside.cubes
    assert dict(scene.show.out_counts()) == clip.outcome.out
    assert dict(scene.show.inside_counts()) == clip.outcome.inside.count()
    assert scene.session.contents == clip.outcome.inside
    for c in scene.show.tray:  # the tray cubes lie in the tray
        assert TOWER.tray.x0 - 5 <= c.x <= TOWER.tray.x1 + 5 and c.y < TOWER.tray.y1
    frames(app)  # the result is drawn and announced
    assert "dropped" in scene.status[0][0]


def test_cubes_kept_inside_stay_for_the_next_drop_and_across_visits() -> None:
    app, scene = open_tower(seed=3)
    kept = None
    for _ in range(4):  # a few drops until something is caught on a baffle
        set_handful(scene, yellow=5, green=3)
        key(app, pygame.K_RETURN, settle=1)
        play_out(app, scene)
        kept = scene.session.contents
        if len(kept):
            break
    assert kept is not None and len(kept) > 0
    set_handful(scene, blue=3)
    key(app, pygame.K_RETURN, settle=1)
    play_out(app, scene)
    clip = scene.show.clip
    assert clip.before == kept  # the next drop started from the cubes left inside
    assert set(clip.outcome.out_ids) | {c.id for c in clip.outcome.inside.cubes} == \
        {c.id for c in kept.cubes} | set(clip.new_ids)
    after = scene.session.contents
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_t)
    back = app.scene
    assert isinstance(back, TowerScene) and back is not scene
    assert back.show.inside == after.cubes
    assert {c.id for c in back.show.tray} == set(clip.outcome.out_ids) - {i for i in clip.tipped}


def _result(scene: TowerScene) -> tuple:
    return scene.show.inside, scene.show.tray, dict(scene.show.out_counts())


def test_skipping_jumps_to_the_result_watching_ends_on() -> None:
    app, watched = open_tower(seed=21)
    set_handful(watched, skyblue=6, green=4)
    key(app, pygame.K_RETURN, settle=1)
    steps_watched = play_out(app, watched)

    app2, skipped = open_tower(seed=21)
    set_handful(skipped, skyblue=6, green=4)
    key(app2, pygame.K_RETURN, settle=1)
    key(app2, pygame.K_SPACE, settle=1)
    steps_skipped = play_out(app2, skipped)
    assert _result(skipped) == _result(watched)
    assert steps_skipped < steps_watched / 4


def test_animation_speed_plays_the_same_frames_faster() -> None:
    app, normal = open_tower(seed=8)
    set_handful(normal, black=5, green=3)
    key(app, pygame.K_RETURN, settle=1)
    steps_normal = play_out(app, normal)

    app2, fast = open_tower(seed=8, animation_speed=2.0)
    set_handful(fast, black=5, green=3)
    key(app2, pygame.K_RETURN, settle=1)
    steps_fast = play_out(app2, fast)
    assert _result(fast) == _result(normal)
    assert steps_fast < steps_normal * 0.65


def test_emptying_shakes_the_tower_until_everything_is_in_the_tray() -> None:
    app, scene = open_tower(seed=4)
    for colour in ("red", "blue", "black"):
        set_handful(scene, **{colour: 6, "green": 4})
        key(app, pygame.K_RETURN, settle=1)
        play_out(app, scene)
    inside = scene.session.contents
    assert len(inside) > 0
    click_widget(app, button_for(scene, "empty"))
    shaken = False

    def watch() -> bool:
        nonlocal shaken
        dx, dy = scene.show.tower_offset()
        shaken |= abs(dx) > 0.5 or abs(dy) > 0.5
        return not scene.show.busy and scene.pending is None

    run_until(app, watch)
    assert shaken  # the tower was drawn displaced while shaken
    clip = scene.show.clip
    assert clip.kind == EMPTY
    assert len(scene.session.contents) == 0 and scene.show.inside == ()
    assert dict(scene.show.out_counts()) == inside.count()
    assert {c.id for c in scene.show.tray} == {c.id for c in inside.cubes}
    for c in scene.show.tray:  # landed in the tray, not hanging in the air over it
        assert c.x < TOWER.config.hull.left and c.y < TOWER.tray.y0 + 3 * TOWER.cube_size
    frames(app)
    assert scene.status[0][0].startswith("Shaken empty")


def test_the_purple_cube_empties_instead_of_going_in() -> None:
    app, scene = open_tower(seed=6)
    set_handful(scene, yellow=8)
    key(app, pygame.K_RETURN, settle=1)
    play_out(app, scene)
    if not len(scene.session.contents):
        set_handful(scene, yellow=8)
        key(app, pygame.K_RETURN, settle=1)
        play_out(app, scene)
    assert len(scene.session.contents)
    set_handful(scene, yellow=2)
    click_widget(app, button_for(scene, "more:purple"))
    click_widget(app, button_for(scene, "more:purple"))  # one is all a handful holds
    assert scene.handful["purple"] == 1
    click_widget(app, button_for(scene, "drop"))
    play_out(app, scene)
    assert scene.show.clip.kind == EMPTY
    assert len(scene.session.contents) == 0
    assert scene.handful == {"yellow": 2, "purple": 0}  # the troops stay in the hand


def test_dragging_the_handful_onto_the_funnel_drops_it() -> None:
    app, scene = open_tower(seed=9)
    set_handful(scene, red=3)
    src = scene.frame.rect(36, 486, 298, 90).center  # the hand box
    dst = scene.art.funnel_zone.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0)))
    frames(app, 1)
    assert scene.carry is not None and scene.carry.source == "hand"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1))
    frames(app, 1)
    assert scene.show.busy
    play_out(app, scene)
    assert scene.show.clip.kind == DROP and Counter(scene.show.clip.dropped) == Counter({"red": 3})


def test_a_heap_gives_one_cube_on_a_click_and_drops_it_with_the_handful_when_dragged() -> None:
    app, scene = open_tower(seed=12)
    set_handful(scene)
    heap = scene.frame.rect(38, 92 + 2 * 50 + 4, 56, 42).center  # the blue heap, third row
    click(app, heap)
    assert scene.handful.get("blue") == 1
    dst = scene.art.funnel_zone.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=heap, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1))
    frames(app, 1)
    play_out(app, scene)
    assert Counter(scene.show.clip.dropped) == Counter({"blue": 2})


def test_reset_empties_tower_and_tray_at_once() -> None:
    app, scene = open_tower(seed=2)
    set_handful(scene, yellow=10, green=6)
    key(app, pygame.K_RETURN, settle=1)
    play_out(app, scene)
    assert scene.show.tray
    click_widget(app, button_for(scene, "reset"))
    assert not scene.show.busy
    assert scene.show.inside == () and scene.show.tray == ()
    assert len(scene.session.contents) == 0 and scene.session.tray == ()


def test_a_drop_asked_for_while_one_plays_follows_it() -> None:
    app, scene = open_tower(seed=14)
    set_handful(scene, yellow=5, green=3)
    key(app, pygame.K_RETURN, settle=1)
    run_until(app, lambda: scene.show.phase == "playing")
    first = scene.show.clip
    key(app, pygame.K_RETURN, settle=1)
    play_out(app, scene)
    second = scene.show.clip
    assert second is not first and second.before == first.outcome.inside
    assert second.new_ids[0] == first.new_ids[-1] + 1


def test_a_full_tower_says_so() -> None:
    # a tower that counts as full as soon as one cube rests above its ramp's top end
    low = Tower(dataclasses.replace(TOWER.config, entry_y=100.0))
    app, scene = open_tower(seed=1, tower=low)
    for _ in range(6):
        set_handful(scene, red=10, green=10)
        key(app, pygame.K_RETURN, settle=1)
        play_out(app, scene)
        if scene.show.clip.outcome.full:
            break
    assert scene.show.clip.outcome.full
    frames(app)
    assert any(warning and "full" in words for words, warning in scene.status)
    assert scene._full()


def test_the_handful_is_capped() -> None:
    app, scene = open_tower()
    set_handful(scene, green=HANDFUL_MAX)
    frames(app)
    plus = button_for(scene, "more:yellow")
    assert not plus.is_enabled
    scene.change("yellow", 1)
    assert scene.handful.get("yellow", 0) == 0


def test_resizing_mid_drop_keeps_playing() -> None:
    app, scene = open_tower(seed=30)
    set_handful(scene, red=4, green=4)
    key(app, pygame.K_RETURN, settle=1)
    run_until(app, lambda: scene.show.phase == "playing")
    app.resize((1600, 900))
    frames(app)
    assert scene.show.busy and scene.art.k == pytest.approx(1600 / 1280 * 1.36)
    play_out(app, scene)
    assert not scene.show.busy


def test_every_colour_is_named_marked_and_distinct() -> None:
    assert len({c.rgb for c in COLOURS}) == len(COLOURS)
    assert len({c.mark for c in COLOURS}) == len(COLOURS)
    assert [c.who for c in TROOPS if c.is_knight] == [
        "Gottfried von Bouillon", "Bohemund von Tarent", "Raimund IV. von Toulouse",
        "Robert II. von der Normandie", "Sigurd I. von Norwegen"]
    assert mark_ink((44, 42, 46)) != mark_ink((240, 228, 66))


def test_an_emptying_that_leaves_a_cube_stuck_tips_it_into_the_tray() -> None:
    contents = TowerContents.empty(3)
    for k in range(3):
        contents = TOWER.drop(contents, ["yellow"] * 6 + ["green"] * 4, seed=k).inside
    assert len(contents)
    # a shake too short to free anything: every cube is counted out, none has left
    still = Tower(dataclasses.replace(TOWER.config, shake=dataclasses.replace(TOWER.config.shake, seconds=0.02)))
    clip = empty_clip(still, contents)
    assert set(clip.tipped) == {c.id for c in contents.cubes}
    assert {c.id for c in clip.tray} == {c.id for c in contents.cubes}
    spots = [(c.x, c.y) for c in clip.tray]
    assert len(set(spots)) == len(spots)
    assert all(TOWER.tray.x0 <= x <= TOWER.tray.x1 for x, _ in spots)
    assert clip.out_at(len(clip.frames) - 1) == Counter(contents.count())


def test_frame_time_figure() -> None:
    ms = tower_frame_ms(size=(1280, 720), frames=30)
    assert ms > 0
