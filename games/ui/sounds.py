"""The table's sounds: wood knocks, the refusal's thud, the turn chime, cubes in the tower.

Every sound is synthesized here at run time (no audio files, no numpy): a few damped sines and
a little filtered noise, written as 16-bit PCM with the `array` module and handed to
`pygame.mixer.Sound(buffer=...)`. The PCM is cached per mixer format for the whole process.

Sound is optional. The mixer starts after the first menu frame (the startup figure and the
first impression must not wait for an audio device), the sounds are synthesized a few per
frame after that, and if the mixer cannot start (no device, no SDL_mixer) every call here is
a quiet no-op. The level is the player's volume setting, read at every play.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable
from functools import lru_cache
from itertools import accumulate, repeat
from operator import mul
from typing import Any

import pygame

from games import registry

RATE = 22050  # plenty for knocks and chimes, and half the synthesis work of 44.1 kHz
BUFFER = 512  # samples: ~23 ms latency at 22.05 kHz, so a knock lands with the piece
CHANNELS = 16  # a shower of cube clicks must not crowd out the chime
LOOP_CHANNEL = 0  # reserved for the tower's rumble, so clicks never steal it

CUBE_SOUNDS = ("cube0", "cube1", "cube2")  # a few pitches, so a shower of clicks is not a machine gun

Samples = list[float]


# --- synthesis: mono float samples in -1..1 ---


def _silence(seconds: float, rate: int) -> Samples:
    return [0.0] * max(1, int(seconds * rate))


def _add_mode(out: Samples, rate: int, freq: float, amp: float, tau: float, start: float = 0.0,
              attack: float = 0.0008, glide_to: float | None = None) -> None:
    """Add a damped sine (one resonance of the wood or the bell): `amp` at its peak, decaying by
    e every `tau` seconds; a short attack ramp so it starts without a digital click. `glide_to`
    slides the pitch there over the decay (a thud's drop)."""
    first = int(start * rate)
    decay = math.exp(-1.0 / (tau * rate))
    n = min(len(out) - first, int(tau * rate * math.log(max(amp, 1e-4) / 1e-4)) + 1)  # until inaudible
    if n <= 0:
        return
    step = 2 * math.pi * freq / rate
    if glide_to is None:
        # amp * (decay * e^(i step))^k: its imaginary part is the damped sine, and the products run in C
        turn = complex(decay * math.cos(step), decay * math.sin(step))
        wave = [z.imag for z in accumulate(repeat(turn, n - 1), mul, initial=complex(amp, 0.0))]
    else:
        step_end = 2 * math.pi * glide_to / rate
        glide = math.exp(-1.0 / (tau * 2 * rate))  # the pitch moves about as fast as the sound fades
        wave, env, phase = [], amp, 0.0
        for _ in range(n):
            wave.append(env * math.sin(phase))
            phase += step
            step = step_end + (step - step_end) * glide
            env *= decay
    ramp = max(1, int(attack * rate))
    for k in range(min(ramp, n)):
        wave[k] *= k / ramp
    out[first:first + n] = [x + y for x, y in zip(out[first:first + n], wave, strict=True)]


def _add_noise(out: Samples, rate: int, amp: float, tau: float, low_hz: float, high_hz: float, seed: int,
               start: float = 0.0, attack: float = 0.0004) -> None:
    """Add a burst of band-limited noise (the contact itself: felt, wood fibre, a scrape)."""
    first = int(start * rate)
    n = min(len(out) - first, int(tau * rate * math.log(max(amp, 1e-4) / 1e-4)) + 1)
    if n <= 0:
        return
    rnd = random.Random(seed).random
    decay = math.exp(-1.0 / (tau * rate))
    lp = 1 - math.exp(-2 * math.pi * high_hz / rate)  # one-pole low-pass coefficient
    hp = 1 - math.exp(-2 * math.pi * low_hz / rate)  # the slow part taken away: a high-pass
    wave, smooth, slow = [], 0.0, 0.0
    for white in [2 * rnd() - 1 for _ in range(n)]:
        smooth += lp * (white - smooth)
        slow += hp * (smooth - slow)
        wave.append(smooth - slow)
    wave = [w * e for w, e in zip(wave, accumulate(repeat(decay, n - 1), mul, initial=amp), strict=True)]
    ramp = max(1, int(attack * rate))
    for k in range(min(ramp, n)):
        wave[k] *= k / ramp
    out[first:first + n] = [x + y for x, y in zip(out[first:first + n], wave, strict=True)]


def _normalise(out: Samples, peak: float) -> Samples:
    top = max(max(out, default=0.0), -min(out, default=0.0))
    if top <= 0:
        return out
    scale = peak / top
    out = [s * scale for s in out]
    n = len(out)
    tail = max(1, n // 20)
    for i in range(n - tail, n):  # the last twentieth fades to zero: a sound never ends in a click
        out[i] *= (n - i) / tail
    return out


def _tock(rate: int) -> Samples:
    """A wooden piece set down on the board: a knock of the piece and a duller one of the table."""
    out = _silence(0.14, rate)
    _add_noise(out, rate, 0.5, 0.0012, 300, 3200, seed=1)
    _add_mode(out, rate, 540, 0.55, 0.028)
    _add_mode(out, rate, 1330, 0.22, 0.011)
    _add_mode(out, rate, 205, 0.30, 0.045)
    return _normalise(out, 0.55)


def _click(rate: int) -> Samples:
    """A light decision (a bid, a pass): a fingertip tap, higher and shorter than a piece."""
    out = _silence(0.06, rate)
    _add_noise(out, rate, 0.35, 0.0008, 900, 6000, seed=2)
    _add_mode(out, rate, 1850, 0.45, 0.006)
    _add_mode(out, rate, 3050, 0.18, 0.003)
    return _normalise(out, 0.32)


def _undo(rate: int) -> Samples:
    """Taking a move back: a piece lifted and slid off the board, a soft rising-and-falling hush."""
    out = _silence(0.16, rate)
    _add_noise(out, rate, 0.6, 0.045, 500, 2600, seed=3, attack=0.03)
    _add_mode(out, rate, 760, 0.12, 0.008, start=0.004)
    return _normalise(out, 0.24)


def _thud(rate: int) -> Samples:
    """The rules say no: a low, muted knock on the underside of the table."""
    out = _silence(0.24, rate)
    _add_mode(out, rate, 135, 0.8, 0.055, glide_to=72, attack=0.003)
    _add_mode(out, rate, 290, 0.18, 0.02, attack=0.002)
    _add_noise(out, rate, 0.35, 0.018, 40, 420, seed=4, attack=0.002)
    return _normalise(out, 0.6)


def _chime(rate: int) -> Samples:
    """Your turn: two soft bell notes rising a fourth, G5 then C6, with a faint bell partial."""
    out = _silence(1.0, rate)
    for start, freq in ((0.0, 783.99), (0.14, 1046.5)):
        _add_mode(out, rate, freq, 0.6, 0.42, start=start, attack=0.004)
        _add_mode(out, rate, freq * 2.0, 0.1, 0.2, start=start, attack=0.004)
        _add_mode(out, rate, freq * 2.76, 0.04, 0.09, start=start, attack=0.003)
    return _normalise(out, 0.3)


def _cube(rate: int, variant: int) -> Samples:
    """A small wooden cube hitting a baffle or another cube: a bright, very short knock."""
    out = _silence(0.05, rate)
    base = (1650.0, 1930.0, 2240.0)[variant % 3]
    _add_noise(out, rate, 0.45, 0.0009, 1200, 7000, seed=10 + variant)
    _add_mode(out, rate, base, 0.5, 0.009)
    _add_mode(out, rate, base * 2.31, 0.2, 0.004)
    return _normalise(out, 0.5)


def _rumble(rate: int) -> Samples:
    """The tower shaken over the tray: a low wooden rumble, pulsing with the hand's shake, and a
    sprinkle of faint rattles. It loops seamlessly: one second holds whole pulses, and its
    last tenth is cross-faded into its start."""
    seconds, fade = 1.0, 0.1
    n, m = int(seconds * rate), int(fade * rate)
    raw = _silence(seconds + fade, rate)
    _add_noise(raw, rate, 1.0, 1e9, 30, 220, seed=5)  # tau huge: steady noise, no decay
    pulse_hz = 9.0  # whole cycles per second, so the pulse is continuous across the loop
    for i in range(len(raw)):
        raw[i] *= 0.55 + 0.45 * math.sin(2 * math.pi * pulse_hz * i / rate)
    rng = random.Random(6)
    for _ in range(22):
        at = rng.uniform(0.0, seconds + fade - 0.03)
        _add_mode(raw, rate, rng.uniform(1400, 2400), rng.uniform(0.03, 0.08), 0.006, start=at)
    out = raw[:n]
    for i in range(m):  # the overlap: the tail fades out over the head, which fades in
        u = i / m
        out[i] = raw[i] * u + raw[n + i] * (1 - u)
    top = max(abs(s) for s in out) or 1.0
    return [s * 0.35 / top for s in out]


def _button(rate: int) -> Samples:
    """A widget pressed: barely there, a dry tick."""
    out = _silence(0.03, rate)
    _add_noise(out, rate, 0.3, 0.0005, 1500, 8000, seed=7)
    _add_mode(out, rate, 2600, 0.35, 0.0025)
    return _normalise(out, 0.12)


SYNTHS: dict[str, Callable[[int], Samples]] = {
    "tock": _tock,
    "click": _click,
    "undo": _undo,
    "thud": _thud,
    "chime": _chime,
    "cube0": lambda rate: _cube(rate, 0),
    "cube1": lambda rate: _cube(rate, 1),
    "cube2": lambda rate: _cube(rate, 2),
    "rumble": _rumble,
    "button": _button,
}


def synthesize(name: str, rate: int = RATE) -> Samples:
    """One sound as mono float samples in -1..1."""
    return SYNTHS[name](rate)


def encode(samples: Samples, size: int, channels: int) -> bytes:
    """Float samples as raw PCM in the mixer's format (`size` as pygame.mixer.get_init() gives it:
    -16 signed 16-bit, 16 unsigned, -8/8, 32 float), each sample repeated for every channel."""
    if size == 32:
        pcm = array("f", samples)
    else:
        bits = abs(size)
        full = (1 << (bits - 1)) - 1
        offset = 0 if size < 0 else full + 1
        code = {(-16): "h", 16: "H", (-8): "b", 8: "B"}.get(size)
        if code is None:
            raise ValueError(f"unsupported mixer sample size {size}")
        pcm = array(code, [offset + int(full * (1.0 if s > 1.0 else -1.0 if s < -1.0 else s)) for s in samples])
    if channels > 1:
        wide = array(pcm.typecode, bytes(pcm.itemsize * len(pcm) * channels))
        for c in range(channels):
            wide[c::channels] = pcm
        pcm = wide
    return pcm.tobytes()


@lru_cache(maxsize=64)
def pcm(name: str, rate: int, size: int, channels: int) -> bytes:
    """The sound's PCM for one mixer format, built once per process."""
    return encode(synthesize(name, rate), size, channels)


def action_sound(action: Any) -> str:
    """Which sound an applied action makes: what its game's table names for the action's kind
    (the name the game log and saves use; a light click for a decision that moves no piece),
    else a wooden tock, a piece set down."""
    game_id = registry.game_of(action)
    return (registry.action_sounds(game_id) if game_id else {}).get(getattr(action, "kind", ""), "tock")


def level(volume: float) -> float:
    """The amplitude for the volume setting. Squared: the ear hears loudness roughly by the log
    of the amplitude, so a linear slider would crowd every quiet setting into its first third."""
    v = min(1.0, max(0.0, volume))
    return v * v


class Sounds:
    """The app's sound player. `volume` gives the setting (0..1) each time a sound plays."""

    def __init__(self, volume: Callable[[], float]) -> None:
        self.volume = volume
        self.started = False
        self.available = False
        self.format: tuple[int, int, int] | None = None  # rate, size, channels of the mixer in use
        self._sounds: dict[str, Any] = {}
        self._loop: str | None = None
        self._later: list[tuple[float, str, float]] = []  # seconds left, name, loudness
        self._cube = 0

    # --- the mixer ---

    def start(self) -> bool:
        """Start the mixer if it is not running; False (and silence from then on) when it cannot."""
        if self.started:
            return self.available
        self.started = True
        try:
            mixer = pygame.mixer
            if not mixer.get_init():
                # allowedchanges=0: SDL converts for the device, and the synthesis stays one format
                mixer.init(frequency=RATE, size=-16, channels=1, buffer=BUFFER, allowedchanges=0)
            got = mixer.get_init()
            if not got:
                return False
            mixer.set_num_channels(max(CHANNELS, mixer.get_num_channels()))
            mixer.set_reserved(LOOP_CHANNEL + 1)
            self.format = (int(got[0]), int(got[1]), int(got[2]))
            encode([0.0], self.format[1], self.format[2])  # an odd format is found out here, not mid-game
        except Exception:  # no audio device, no SDL_mixer, an unusual format: the table stays silent
            self.format = None
            return False
        self.available = True
        return True

    def warm(self, budget: int = 1) -> None:
        """Synthesize up to `budget` sounds not made yet, so the first of each costs no frame later."""
        if len(self._sounds) == len(SYNTHS) or not self.start():
            return
        for name in SYNTHS:
            if budget <= 0:
                return
            if name not in self._sounds:
                self._get(name)
                budget -= 1

    def _get(self, name: str) -> Any:
        sound = self._sounds.get(name)
        if sound is None and self.format is not None:
            rate, size, channels = self.format
            try:
                sound = pygame.mixer.Sound(buffer=pcm(name, rate, size, channels))
            except Exception:  # the mixer went away (pygame.quit) or refused: no sound, no crash
                return None
            self._sounds[name] = sound
        return sound

    # --- playing ---

    def play(self, name: str, loudness: float = 1.0) -> None:
        """Play a sound once at `loudness` (0..1) times the player's level. At level 0 nothing plays."""
        gain = level(self.volume()) * min(1.0, max(0.0, loudness))
        if gain <= 0 or not self.start():
            return
        sound = self._get(name)
        if sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None:  # None: every channel busy; a click less is not missed
                channel.set_volume(gain)  # per play: the same Sound may ring at several loudnesses
        except Exception:
            return

    def play_later(self, name: str, seconds: float, loudness: float = 1.0) -> None:
        """Play after `seconds` of app time (the chime after the piece's knock has rung)."""
        self._later.append((seconds, name, loudness))

    def waiting(self) -> bool:
        """A delayed sound is still to play (the app keeps its clock running until then)."""
        return bool(self._later)

    def cancel_later(self, name: str | None = None) -> None:
        self._later = [item for item in self._later if name is not None and item[1] != name]

    def cube(self, loudness: float) -> None:
        """One cube's knock, the pitches taken in turn."""
        self._cube = (self._cube + 1) % len(CUBE_SOUNDS)
        self.play(CUBE_SOUNDS[self._cube], loudness)

    def loop(self, name: str, fade_ms: int = 120) -> None:
        """Keep `name` playing until `stop_loop` (one loop at a time, on its own channel)."""
        if self._loop == name:
            return
        self._loop = name
        if not self.start():
            return
        sound = self._get(name)
        if sound is None:
            return
        try:
            channel = pygame.mixer.Channel(LOOP_CHANNEL)
            channel.play(sound, loops=-1, fade_ms=fade_ms)
            channel.set_volume(level(self.volume()))
        except Exception:
            return

    def stop_loop(self, fade_ms: int = 250) -> None:
        if self._loop is None:
            return
        self._loop = None
        if not self.available:
            return
        try:
            channel = pygame.mixer.Channel(LOOP_CHANNEL)
            if fade_ms > 0:
                channel.fadeout(fade_ms)
            else:
                channel.stop()
        except Exception:
            return

    @property
    def looping(self) -> str | None:
        return self._loop

    def apply_volume(self) -> None:
        """The setting changed: a loop that is playing follows at once (single sounds are short
        and take the new level when they next play)."""
        if self._loop is None or not self.available:
            return
        try:
            pygame.mixer.Channel(LOOP_CHANNEL).set_volume(level(self.volume()))
        except Exception:
            return

    # --- the frame ---

    def update(self, dt: float) -> None:
        """Once a frame: the delayed sounds that are due, and one more sound synthesized ahead."""
        if self._later:
            due = [(t - dt, n, loud) for t, n, loud in self._later]
            self._later = [item for item in due if item[0] > 0]
            for t, n, loud in due:
                if t <= 0:
                    self.play(n, loud)
        self.warm()
