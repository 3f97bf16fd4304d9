"""What a drop sounds like: the knocks of the cubes in the frames a Show played since it was
last heard, and the tower's rumble while it is shaken. The tower sandbox and the table's tower
both listen through this, to the app's one sound player (games/ui/sounds.py), which plays at the
player's volume from Settings (0: silence)."""

from __future__ import annotations

from typing import Protocol

from games.kreuzes.tower.playback import CLICKS_PER_FRAME, Show, impacts, shaking
from physics.playback import Clip

QUIETEST_KNOCK = 0.2  # the faintest cube knock, as a share of the loudest: a graze is still heard


class Player(Protocol):
    """The part of games.ui.sounds.Sounds a drop uses."""

    def cube(self, loudness: float) -> None: ...

    def loop(self, name: str, fade_ms: int = 120) -> None: ...

    def stop_loop(self, fade_ms: int = 250) -> None: ...


class Ears:
    def __init__(self) -> None:
        self._heard: tuple[Clip | None, int] = (None, 0)  # the clip and the last frame whose knocks were played

    def listen(self, show: Show, sounds: Player) -> None:
        """Once a screen frame: the strongest few knocks of the frames played since the last
        (however many a fast animation speed passed), the rumble while the tower moves."""
        clip = show.clip
        if show.phase != "playing" or clip is None:
            sounds.stop_loop()
            return
        seen_clip, seen = self._heard
        if seen_clip is not clip:
            seen = 0
        n = show.frame_index
        self._heard = (clip, n)
        knocks = sorted((k for m in range(seen + 1, n + 1) for k in impacts(clip.frames, m, show.hz)), reverse=True)
        for k in knocks[:CLICKS_PER_FRAME]:
            sounds.cube(QUIETEST_KNOCK + (1 - QUIETEST_KNOCK) * k)
        if any(shaking(clip.frames, m) for m in range(max(1, seen), n + 1)):
            sounds.loop("rumble")
        else:
            sounds.stop_loop()
