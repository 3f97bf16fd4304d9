"""Loading a script that is not a package module (main.py, tools/*.py) as a module, for its functions."""

from __future__ import annotations

import importlib.util
import types
from pathlib import Path


def load_script(path: Path, name: str | None = None) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name or f"script_{path.stem}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
