"""Where things are: the code's own folders (never the working directory) and the user's."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs


def code_root() -> Path:
    """Where config/ and assets/ are: the repository, or inside the standalone build, the folder
    PyInstaller unpacked the app's files into (sys._MEIPASS: `_internal` beside the executable)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent)).resolve()
    return Path(__file__).resolve().parents[2]


ROOT = code_root()
CONFIG_DIR = ROOT / "config"
ASSETS_DIR = ROOT / "assets"

APP_NAME = "Caravanserai"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def icon_path(size: int) -> Path:
    """The app's icon as a PNG of `size` pixels (one of ICON_SIZES)."""
    return ASSETS_DIR / f"icon-{size}.png"


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
