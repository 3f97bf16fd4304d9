"""Where things are: the code's own folders (never the working directory) and the user's."""

from __future__ import annotations

from pathlib import Path

import platformdirs

ROOT = Path(__file__).resolve().parents[2]
CONFIG_DIR = ROOT / "config"
ASSETS_DIR = ROOT / "assets"

APP_NAME = "Caravanserai"


def user_config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def user_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def autosave_path() -> Path:
    """The single autosave of earlier versions: still listed and opened, no longer written."""
    return user_data_dir() / "autosave.json"


def matches_dir() -> Path:
    """Every match started here is kept in a file of its own, from the first move to the end."""
    return user_data_dir() / "matches"
