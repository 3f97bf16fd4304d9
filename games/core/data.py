"""The one loader for YAML under config/: parse, validate against a JSON Schema, and fail
with the file, the key path and the problem. jsonschema does the checking."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import yaml

from games.core.paths import CONFIG_DIR


class DataError(Exception):
    """A config file that cannot be used: `str()` names the file, key path and problem."""

    def __init__(self, file: Path | str, key_path: str, problem: str) -> None:
        self.file = str(file)
        self.key_path = key_path
        self.problem = problem
        super().__init__(f"{self.file}: at {key_path or '(top)'}: {problem}")

    def __reduce__(self) -> tuple[type[DataError], tuple[str, str, str]]:
        # Raised in a worker process (the benchmarks' matches), it must cross back whole.
        return DataError, (self.file, self.key_path, self.problem)


def _key_path(parts: Any) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def load_yaml(path: Path | str, schema: dict[str, Any] | None = None) -> Any:
    """Load one YAML file (relative paths are under config/) and validate it."""
    path = Path(path)
    if not path.is_absolute():
        path = CONFIG_DIR / path
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(path, "", f"cannot read the file ({exc.strerror or exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise DataError(path, where, f"not valid YAML: {problem}") from exc
    if schema is not None:
        validator = jsonschema.Draft202012Validator(schema)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
        if errors:
            err = errors[0]
            raise DataError(path, _key_path(err.absolute_path), err.message)
    return data

