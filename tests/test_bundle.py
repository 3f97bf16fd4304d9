"""The standalone build's seams that can be checked without building it (.ci/run builds it and
starts it after the suite): where the app finds config/ and assets/ once frozen, what the bench
starts inside the bundle, and what the build script asks PyInstaller for."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from games.bench import probes
from games.core import paths
from tests.scripts import load_script


def _build_script():
    return load_script(paths.ROOT / "tools" / "build_bundle.py")


def test_frozen_the_apps_files_are_found_in_the_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert paths.code_root() == paths.ROOT == Path(__file__).resolve().parents[1]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert paths.code_root() == tmp_path / "_internal"
    monkeypatch.delattr(sys, "_MEIPASS")
    monkeypatch.setattr(sys, "executable", str(tmp_path / "Caravanserai"))
    assert paths.code_root() == tmp_path  # the executable's folder, where PyInstaller leaves no _MEIPASS


def test_the_bench_starts_the_bundles_own_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    assert probes.app_command() == [sys.executable, str(paths.ROOT / "main.py")]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert probes.app_command() == [sys.executable]


def test_the_build_takes_the_data_every_game_and_the_fonts() -> None:
    args = _build_script().pyinstaller_args()
    data = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    assert data == [f"{paths.CONFIG_DIR}{os.pathsep}config", f"{paths.ASSETS_DIR}{os.pathsep}assets"]
    collected = {args[i + 1] for i, a in enumerate(args) if a == "--collect-submodules"}
    assert collected == {"games", "physics"}  # the registry imports the games by name
    assert ("--collect-data", "pygame_gui") in zip(args, args[1:], strict=False)
    assert "--onedir" in args and args[0] == str(paths.ROOT / "main.py")
    excluded = {args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"}
    assert not excluded & {"pygame", "pygame_gui", "pymunk", "yaml", "platformdirs", "jsonschema", "games"}
