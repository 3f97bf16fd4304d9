"""The one loader for YAML under config/: parse, validate against a JSON Schema, and fail
with the file, the key path and the problem. jsonschema does the checking.

A data file is input like any other: only a regular file of a sane size is read, it must be
UTF-8, and its values may not nest deeply nor (through YAML's aliases) multiply into more
values than any of our files holds. libyaml parses where it is installed (a tenth of the
pure-Python parser's time: the menu checks every game's data at startup)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema
import yaml

from games.core.files import FileRefused, read_bytes
from games.core.paths import CONFIG_DIR

MAX_DATA_BYTES = 2 * 1024 * 1024  # the largest file (Kreuzes' map) is under 100 kB
MAX_DATA_VALUES = 200_000  # values after aliases are followed; the map has about 20,000
MAX_DATA_DEPTH = 32
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
    data = _parse(path, _read(path))
    problem = _shape_problem(data)
    if problem:
        raise DataError(path, "", problem)
    if schema is not None:
        validator = jsonschema.Draft202012Validator(schema)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
        if errors:
            err = errors[0]
            raise DataError(path, _key_path(err.absolute_path), _short(err.message))
    return data


def _read(path: Path) -> str:
    try:
        raw = read_bytes(path, MAX_DATA_BYTES)
    except FileRefused as refused:
        if refused.what == "large":
            raise DataError(path, "", f"too large ({refused.size} bytes; a data file is at most {MAX_DATA_BYTES})") \
                from None
        if refused.what == "unreadable":
            raise DataError(path, "", f"cannot read the file ({refused.reason})") from None
        raise DataError(path, "", "not a regular file") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise DataError(path, f"line {line}", f"not UTF-8 text (byte {exc.start} is 0x{raw[exc.start]:02x})") from None


def _parse(path: Path, text: str) -> Any:
    try:
        return yaml.load(text, Loader=_LOADER)  # noqa: S506 - a safe loader, the C one where installed
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        if "nesting depth" in problem:  # libyaml's own limit (PyYAML 6.0.4 on): the same refusal as ours
            raise DataError(path, where, "values nested too deeply") from None
        raise DataError(path, where, f"not valid YAML: {_short(problem)}") from exc
    except RecursionError:
        raise DataError(path, "", "values nested too deeply") from None
    except (ValueError, TypeError, OverflowError) as exc:  # a 5,000-digit number, a list as a key
        raise DataError(path, "", f"a value YAML cannot read ({_short(str(exc), 120)})") from None


def _shape_problem(data: Any) -> str | None:
    over = shape_over(data, MAX_DATA_DEPTH, MAX_DATA_VALUES)
    if over == "values":
        return f"more than {MAX_DATA_VALUES} values (aliases repeating themselves?)"
    return "values nested too deeply" if over == "depth" else None


def shape_over(data: Any, max_depth: int, max_values: int, max_list: int | None = None) -> str | None:
    """Which limit a parsed file's values pass first: "depth" (nested more than `max_depth`
    containers down), "values" (more than `max_values` in all, once aliases are followed) or
    "list" (a list or mapping longer than `max_list`); None within them. Without recursion, and
    giving up as soon as a limit is passed: a 'billion laughs' file is not walked to its end,
    and a schema never walks a list of a million numbers (that took over a minute)."""
    stack, count = [(data, 0)], 0
    while stack:
        value, depth = stack.pop()
        count += 1
        if count > max_values:
            return "values"
        if isinstance(value, (dict, list)):
            if depth >= max_depth:
                return "depth"
            if max_list is not None and len(value) > max_list:
                return "list"
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return None


def _short(text: str, limit: int = 300) -> str:
    """One line, never the whole of a huge value a message would repeat."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[:limit - 1] + "\u2026"
