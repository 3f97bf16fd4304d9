"""The table's sounds: synthesized in the mixer's format, at the player's level, played by the right
moments of a game and of the cube tower, and never a reason for the app to fail without a mixer."""

from __future__ import annotations

from array import array

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.kreuzes.tower.playback import impacts, shaking
from games.kreuzes.tower.session import DROP, EMPTY, TowerSession
from games.ui import sounds
from games.ui.game_scene import GameScene
from games.ui.results_scene import ResultsScene
from games.ui.settings_scene import SettingsScene
from games.ui.sounds import SYNTHS, Sounds, action_sound, level, pcm
from physics import Frame, Tower
from tests.ui.driver import click, click_widget, frames, make_app, run_until

TOWER = Tower.from_config()


class Spy:
    """Stands in for Sounds.play: what would have sounded, in order."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def __call__(self, name: str, loudness: float = 1.0) -> None:
        self.names.append(name)


def _start(app, kinds: list[str], seed: int = 5) -> GameScene:
    rules = registry.rules("tokens")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(f"P{i + 1}", colours[i], kind) for i, kind in enumerate(kinds)]
    app.start_match(Match(rules, rules.info.default_options(len(seats)), seats, seed))
    frames(app)
    assert isinstance(app.scene, GameScene)
    return app.scene


def _spy(app, monkeypatch) -> Spy:
    spy = Spy()
    monkeypatch.setattr(app.sounds, "play", spy)
    return spy


# --- synthesis ---


@pytest.mark.parametrize("name", sorted(SYNTHS))
def test_every_sound_synthesizes_as_pcm_in_the_mixer_format(name: str) -> None:
    samples = sounds.synthesize(name, 22050)
    assert len(samples) > 0.02 * 22050
    assert max(abs(s) for s in samples) <= 1.0
    mono = array("h", pcm(name, 22050, -16, 1))
    assert len(mono) == len(samples) and max(abs(v) for v in mono) > 1000  # audible, not clipped silence
    stereo = array("h", pcm(name, 22050, -16, 2))
    assert len(stereo) == 2 * len(mono) and stereo[0::2] == mono and stereo[1::2] == mono
    assert len(pcm(name, 44100, 32, 2)) == 4 * 2 * len(sounds.synthesize(name, 44100))
    assert pcm(name, 22050, -16, 1) is pcm(name, 22050, -16, 1)  # cached, not made again


def test_sounds_end_quietly_and_the_rumble_loops_without_a_step() -> None:
    for name in SYNTHS:
        samples = sounds.synthesize(name)
        assert abs(samples[-1]) < 0.01, name  # a cut at the end would click
    rumble = sounds.synthesize("rumble")
    step = max(abs(a - b) for a, b in zip(rumble, rumble[1:], strict=False))
    assert abs(rumble[-1] - rumble[0]) <= 2 * step  # the seam is no bigger than any step inside


def test_the_mixer_plays_them_at_the_players_level() -> None:
    player = Sounds(lambda: 0.5)
    assert player.start()
    player.warm(len(SYNTHS))
    for name in SYNTHS:
        assert player._get(name).get_length() > 0.02
    player.play("tock")
    busy = [pygame.mixer.Channel(i) for i in range(pygame.mixer.get_num_channels())
            if pygame.mixer.Channel(i).get_busy()]
    assert busy and any(abs(c.get_volume() - level(0.5)) < 0.01 for c in busy)
    for c in busy:
        c.stop()


def test_light_decisions_click_and_pieces_knock() -> None:
    from games.jerusalem.rules.actions import Bid, Pass
    from games.medina.rules.state import Place

    assert action_sound(Place("dome", (3, 4))) == "tock"
    assert action_sound(Bid(2)) == "click" and action_sound(Pass()) == "click"
    assert action_sound(object()) == "tock"  # a kind we do not know sets a piece down


# --- the volume ---


def test_volume_zero_plays_nothing_and_the_settings_slider_applies_at_once(monkeypatch) -> None:
    app = make_app(volume=0.0)
    frames(app)
    played: list[float] = []

    class Channel:
        def set_volume(self, v: float) -> None:
            played.append(v)

    class Sound:
        def play(self) -> Channel:
            return Channel()

    monkeypatch.setattr(app.sounds, "_get", lambda name: Sound())
    app.sounds.play("tock")
    app.sounds.play("chime")
    assert played == []  # at 0 nothing is even started
    assert level(0.0) == 0.0

    app.show_settings()
    frames(app)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    right = scene.w["volume"].right_button.rect.center
    for _ in range(4):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=right, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=right, button=1))
        frames(app, 3)
    assert app.settings.volume > 0
    played.clear()
    app.sounds.play("tock")
    assert played == [pytest.approx(level(app.settings.volume))]


def test_a_loop_follows_the_volume_while_it_plays() -> None:
    app = make_app(volume=1.0)
    frames(app)
    app.sounds.loop("rumble")
    channel = pygame.mixer.Channel(sounds.LOOP_CHANNEL)
    assert channel.get_busy() and channel.get_volume() == pytest.approx(1.0, abs=0.01)
    app.settings.volume = 0.0
    app.sounds.apply_volume()
    assert channel.get_volume() == pytest.approx(0.0, abs=0.01)
    app.sounds.stop_loop(0)
    assert app.sounds.looping is None


# --- in a game ---


def test_a_move_knocks_a_refusal_thuds_and_undo_sounds_its_own(monkeypatch) -> None:
    app = make_app(computer_delay=30.0)  # the computer waits: the human's own sounds are alone
    scene = _start(app, ["human", "random"])
    spy = _spy(app, monkeypatch)
    click(app, scene.table._hand_spot(0, 0))
    assert len(scene.match.actions) == 1
    frames(app, 30)  # the token slides, then lands
    assert spy.names == ["tock"]  # its own move: no chime for the human who just moved

    click(app, scene.table._hand_spot(0, 0))  # the computer's turn now: refused
    assert spy.names[-1] == "thud" and len(scene.match.actions) == 1

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                         scancode=0))
    frames(app)
    assert scene.match.actions == [] and spy.names[-1] == "undo"


def test_an_illegal_attempt_thuds_with_its_toast(monkeypatch) -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["human", "random"])
    click(app, scene.table._hand_spot(0, 0))
    run_until(app, lambda: scene.match.current_player() == 0 and not scene.table.is_animating())
    spy = _spy(app, monkeypatch)
    click(app, scene.table._played_spot(0, 0))  # a token already on the table
    assert app.toasts.items[-1].words == "You do not hold that token."
    assert spy.names == ["thud"]


def test_the_chime_calls_a_human_after_the_computer_moved(monkeypatch) -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["human", "random"])
    spy = _spy(app, monkeypatch)
    click(app, scene.table._hand_spot(0, 0))
    run_until(app, lambda: len(scene.match.actions) == 2)
    run_until(app, lambda: "chime" in spy.names)
    assert spy.names == ["tock", "tock", "chime"]  # the human's knock, the computer's, then the call


def test_a_seat_acting_again_hears_no_chime_but_the_next_human_does(monkeypatch) -> None:
    app = make_app(handoff_screen=False)
    scene = _start(app, ["human", "human"])
    spy = _spy(app, monkeypatch)
    rules = scene.rules
    action = rules.legal_actions(scene.match.state)[0]
    scene.match.apply(action)
    monkeypatch.setattr(scene.match, "current_player", lambda: 0)  # as if seat 0 went on acting
    scene._moved(action, 0)
    frames(app, 40)
    assert "chime" not in spy.names
    monkeypatch.setattr(scene.match, "current_player", lambda: 1)
    scene._moved(action, 0)
    frames(app, 40)
    assert spy.names.count("chime") == 1


# --- without a mixer ---


def test_without_a_mixer_the_app_plays_on_in_silence(monkeypatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    app = make_app(computer_delay=0.0)
    frames(app)
    assert app.sounds.started and not app.sounds.available
    scene = _start(app, ["random", "random"])
    run_until(app, lambda: scene.results_button is not None)
    assert scene.match.is_over()
    click(app, scene.results_button.rect.center)
    assert isinstance(app.scene, ResultsScene)
    app.sounds.play("tock")
    app.sounds.loop("rumble")
    app.sounds.stop_loop()
    app.sounds.apply_volume()


def test_the_mixer_waits_for_the_first_frame() -> None:
    app = make_app()
    assert not app.sounds.started  # constructing the app (the startup figure) touches no sound device
    frames(app, 2)
    assert app.sounds.started


# --- the cube tower ---


def test_a_drop_knocks_and_a_tower_at_rest_is_silent() -> None:
    session = TowerSession.fresh(TOWER, seed=7)
    clip = session.run(DROP, ["red"] * 4 + ["green"] * 3)
    hz = TOWER.config.sim.frame_hz
    knocks = [impacts(clip.frames, n, hz) for n in range(len(clip.frames))]
    assert sum(len(k) for k in knocks) >= 5
    assert all(len(k) <= 3 and all(0 < v <= 1 for v in k) for k in knocks)
    assert not any(shaking(clip.frames, n) for n in range(len(clip.frames)))  # a drop does not shake

    rest = clip.frames[-1]
    still = [Frame(rest.t + i / hz, rest.tower_dx, rest.tower_dy, rest.cubes) for i in range(20)]
    assert all(impacts(still, n, hz) == [] for n in range(len(still)))

    # Shaken, but nothing falls: the cubes ride with the tower, the tray lies still. No knock.
    inside = {p.id for p in rest.cubes if p.x > TOWER.config.hull.left}
    shaken = []
    for i in range(20):
        dx = 5.0 if i % 2 else -5.0
        poses = tuple(p._replace(x=p.x + dx) if p.id in inside else p for p in rest.cubes)
        shaken.append(Frame(rest.t + i / hz, dx, 0.0, poses))
    assert all(impacts(shaken, n, hz) == [] for n in range(len(shaken)))
    assert any(shaking(shaken, n) for n in range(len(shaken)))


def test_the_tower_scene_clatters_while_cubes_fall_and_rumbles_while_shaken(monkeypatch) -> None:
    from tests.kreuzes.test_tower_scene import open_tower, play_out, set_handful

    app, scene = open_tower(seed=4)  # a first drop that keeps cubes inside to shake out
    knocks: list[float] = []
    loops: list[str] = []
    monkeypatch.setattr(app.sounds, "cube", knocks.append)
    monkeypatch.setattr(app.sounds, "loop", lambda name, fade_ms=120: loops.append(name))
    set_handful(scene, red=5, green=3)
    scene.drop()
    play_out(app, scene)
    assert len(knocks) >= 5 and all(0 < k <= 1 for k in knocks)
    assert loops == []

    knocks.clear()
    frames(app, 30)  # the cubes rest: silence
    assert knocks == []

    scene.empty()
    shaken = False

    def watch() -> bool:
        nonlocal shaken
        shaken |= bool(loops) and scene.show.phase == "playing" and scene.show.clip.kind == EMPTY
        return not scene.show.busy and scene.pending is None

    run_until(app, watch)
    assert shaken and set(loops) == {"rumble"}
    assert app.sounds.looping is None  # stopped once the shaking is over


def test_leaving_the_tower_mid_shake_stops_the_rumble() -> None:
    from tests.kreuzes.test_tower_scene import open_tower, set_handful

    app, scene = open_tower(seed=5)  # a first drop that keeps cubes inside to shake out
    set_handful(scene, red=6)
    scene.drop()
    run_until(app, lambda: not scene.show.busy and scene.pending is None)
    scene.empty()
    run_until(app, lambda: app.sounds.looping == "rumble")
    click_widget(app, next(b for b, k in scene.buttons.items() if k == "menu"))
    assert app.sounds.looping is None
