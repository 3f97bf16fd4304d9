"""The player's settings, kept as JSON in the user config folder.

A missing, unreadable or hand-broken file never stops the app: every field that is
absent or of the wrong kind falls back to its default, the rest is kept.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from games.core import paths
from games.core.files import FileRefused, read_bytes
from games.core.match import write_json_atomic

# Window sizes offered on the settings screen (16:9 first: the layouts are drawn for it).
WINDOW_PRESETS: tuple[tuple[int, int], ...] = ((1024, 768), (1280, 720), (1600, 900), (1920, 1080))  # smallest first

ANIMATION_SPEEDS: tuple[tuple[float, str], ...] = ((0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (4.0, "Very fast"))

# "Confirm my turn": when a human's turn ends, their last move stays on screen with Confirm and
# Undo until they confirm. "hotseat" asks only where the table is covered between humans (two or
# more humans and hidden holdings), where a slip could not be taken back once the cover is up.
CONFIRM_TURN_CHOICES: tuple[tuple[str, str], ...] = (
    ("hotseat", "With two or more humans"), ("always", "Always"), ("off", "Never"))


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0  # multiplies dt handed to the table view's animations
    computer_delay: float = 0.8  # seconds between a move and the next computer move
    volume: float = 0.7  # 0..1 for the table's sounds (games/ui/sounds.py); 0 is silence
    handoff_screen: bool = True  # cover the table between two humans in hidden-holding games
    confirm_turn: str = "hotseat"  # one of CONFIRM_TURN_CHOICES' ids
    log_open: bool = True
    # The game last set up or played (New game and Rules open on it), and each game's
    # new-game screen as it was last left (seats, levels, names, options; see seating.py).
    last_game: str = ""
    setups: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        out = cls()
        if not isinstance(data, dict):
            return out
        for f in fields(cls):
            if f.name in data:
                value = _coerce(f.name, data[f.name], getattr(out, f.name))
                if value is not None:
                    setattr(out, f.name, value)
        return out

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def _coerce(name: str, value: Any, default: Any) -> Any:
    """The value as the field's type, within its sensible range, or None if unusable."""
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if isinstance(default, str):
        return value if isinstance(value, str) else None
    if isinstance(default, dict):  # its contents are checked where they are used
        return value if isinstance(value, dict) else None
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        low, high = {"animation_speed": (0.25, 8.0), "computer_delay": (0.0, 5.0), "volume": (0.0, 1.0)}[name]
        return min(max(float(value), low), high)
    if isinstance(default, str):
        return value if value in {key for key, _ in {"confirm_turn": CONFIRM_TURN_CHOICES}[name]} else None
    if name == "window_size":
        ok = isinstance(value, list) and len(value) == 2
        ok = ok and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 10000 for v in value)
        return (value[0], value[1]) if ok else None
    return None


SETTINGS_MAX_BYTES = 64 * 1024  # the file holds a dozen values


def settings_path() -> Path:
    return paths.user_config_dir() / "settings.json"


def load_settings() -> Settings:
    try:
        # Only a regular file of a sane size (a pipe would hang the start); anything else, or
        # JSON nested too deeply to read, and the defaults are used.
        data = json.loads(read_bytes(settings_path(), SETTINGS_MAX_BYTES).decode("utf-8"))
    except (FileRefused, ValueError, RecursionError):
        return Settings()
    return Settings.from_json(data)


def save_settings(settings: Settings) -> None:
    write_json_atomic(settings_path(), settings.to_json())

