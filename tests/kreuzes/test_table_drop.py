"""A combat's drop watched at the table as a player sees it: in slow motion at the Normal speed
(the Settings speed scales it, Skip ends it), clattering as the cubes knock, and the counted tray
with its words held on the table long enough to read before the game goes on.

Time here is the app's frame time (each frame 1/60 s, as the tests' driver steps it), never the
clock: the drop is computed on a worker thread, then every frame is counted."""

from __future__ import annotations

import pygame
import pytest

from games.core.contract import CHANCE
from games.kreuzes.rules import actions as a
from games.ui.art import fonts
from games.ui.sounds import level
from tests.kreuzes.test_table_play import hand_click, hand_drag, live_tower, march_into_combat  # noqa: F401
from tests.ui.driver import DT, frames, run_until


def _fight(speed: float = 1.0, cubes: int = 0):
    """Godfrey meets an army in Burgundy and drops the minimum and `cubes` more (dragged onto the
    funnel); returns when the cubes start to fall."""
    app, scene, match, view, _combat = march_into_combat()
    app.settings.animation_speed = speed
    for _ in range(cubes):
        hand_drag(app, view.zones["troops"].center, view.tower.drop_zone().center)
    drop = next(b for b in view.panel().buttons if isinstance(b.action, a.Commit))
    hand_click(app, view.zones[f"button:{drop.key}"].center)
    run_until(app, lambda: match.last_actor() == CHANCE, timeout=30)
    assert view.tower.show.phase == "playing"
    return app, scene, match, view


def test_while_the_cubes_fall_the_table_shows_the_position_they_fall_on() -> None:
    """The outcome is seen first in the tray: the knight's card keeps the troops left after his
    commitment, and his beaten or won position comes only once the cubes rest."""
    app, scene, match, view = _fight(cubes=4)
    commit = next(x for x in reversed(match.actions) if isinstance(x, a.Commit))
    states = list(match.states())
    on_card = states[match.actions.index(commit) + 1].knights[0].troops  # after the commitment, before the drop
    with fonts.recording() as records:
        view._frame = None
        frames(app, 2)
    assert view.tower.show.busy
    after = match.state.knights[0].troops
    assert commit.troops == 4 and after != on_card  # the drop changed what is on his card
    drawn = {r.words for r in records if r.panel_name == "knight card"}
    assert f"{on_card} troop{'' if on_card == 1 else 's'}" in drawn
    assert f"{after} troop{'' if after == 1 else 's'}" not in drawn
    _frames_while(app, lambda: view.tower.show.busy)
    with fonts.recording() as records:
        view._frame = None
        frames(app, 2)
    assert f"{after} troop{'' if after == 1 else 's'}" in {r.words for r in records if r.panel_name == "knight card"}


def _frames_while(app, busy) -> int:
    n = 0
    while busy():
        app.step(DT)
        n += 1
        assert n < 60 * 120, "the drop never ended"
    return n


def test_the_drop_plays_in_slow_motion_and_its_result_stays_to_be_read() -> None:
    app, scene, match, view = _fight()
    physics_frames = len(view.tower.show.clip.frames)  # recorded at 60 Hz: real time at one a frame
    assert scene.log.lines == match.log[:-1]  # the log tells the outcome once it has been watched
    falling = _frames_while(app, lambda: view.tower.show.busy)
    assert falling >= 2 * physics_frames  # slow motion: at least twice as long as the physics took
    assert "Out of the tower" in " ".join(view.tower.result)
    assert view.tower.busy and scene.watching  # the words are read before anyone acts
    frames(app, 1)
    assert view.panel().title == "After the drop" and view.panel().lines == view.tower.result  # in full
    held = _frames_while(app, lambda: view.tower.busy)
    assert held >= 2.5 * 60  # the counted tray and its words stay at least 2.5 s before the game goes on
    frames(app, 2)
    assert "The cubes fall" in scene.log.lines[-1] or any("The cubes fall" in line for line in scene.log.lines)


def test_the_settings_speed_shortens_the_drop_and_skip_ends_it_at_once() -> None:
    app, scene, match, view = _fight(speed=4.0)
    physics_frames = len(view.tower.show.clip.frames)
    falling = _frames_while(app, lambda: view.tower.show.busy)
    assert falling < physics_frames  # Very fast: quicker than real time
    assert view.tower.busy  # the result is held, for a quarter of the Normal time
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    frames(app, 2)
    assert not view.tower.busy and not scene.watching


@pytest.mark.parametrize("volume", [0.7, 0.0], ids=["sound", "silence"])
def test_the_cubes_clatter_as_they_fall_at_the_players_volume(volume: float) -> None:
    app, scene, match, view = _fight()
    app.settings.volume = volume
    heard: list[tuple[str, float]] = []  # each sound asked of the app's player, at the gain it would play
    app.sounds.play = lambda name, loudness=1.0: heard.append((name, level(app.sounds.volume()) * loudness))
    _frames_while(app, lambda: view.tower.show.busy)
    knocks = [gain for name, gain in heard if name.startswith("cube")]
    assert len(knocks) >= 3  # the cubes knock on the baffles and on each other
    assert all(gain > 0 for gain in knocks) if volume else all(gain == 0 for gain in knocks)
