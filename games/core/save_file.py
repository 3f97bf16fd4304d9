"""Reading a save file as untrusted input: only a regular file of a sane size is read, its JSON
is parsed with limits (no Infinity or NaN, no integer of more than a few dozen digits, no deep
nesting), and every field is checked against a JSON Schema before anything else looks at it.
What is wrong comes back as a SaveError whose message is one short line for the player."""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from games.core.data import shape_over
from games.core.files import FileRefused, read_bytes

SAVE_FORMAT = "caravanserai-save"
SAVE_VERSION = 1

# A save the player makes is a document of its own type, so that the desktop opens it with the
# app on a double click; it is JSON inside, but it never claims every .json file. Saves of
# earlier versions (and the matches the app keeps for itself) end in .json and still open.
SAVE_SUFFIX = ".caravan"
OLD_SAVE_SUFFIX = ".json"
SAVE_SUFFIXES = (SAVE_SUFFIX, OLD_SAVE_SUFFIX)
MIME_TYPE = "application/x-caravanserai-save"

# The longest match played (a 5-seat Kreuzes with its drops) saves in well under 100 kB: a file
# this large is not a save, and it is refused before a byte is read.
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 20_000  # a long match has about 900 (Anno Domini with four seats)
MAX_INT_DIGITS = 40  # seeds and the tower's generator states fit in 20
MAX_DEPTH = 12  # a save's deepest value (a drop's cubes) sits 6 levels down
MAX_VALUES = 1_000_000  # every value in the file: the longest match holds about 20,000
SEED_RANGE = (-(1 << 63), (1 << 64) - 1)
NAME_MAX = 24  # as the seating screen allows
WORD_MAX = 64  # colours, option values, action fields that name things
PROBLEM_MAX = 200  # a message never repeats more of the file than this


class SaveError(Exception):
    """A save that cannot be opened; the message is one line for the player."""


def read_text(path: Path | str) -> str:
    """The file's text, if it is a regular file no larger than MAX_SAVE_BYTES in UTF-8.
    A pipe or a device is refused without opening it (reading one could wait forever)."""
    try:
        raw = read_bytes(path, MAX_SAVE_BYTES)
    except FileRefused as refused:
        raise SaveError(_refusal(refused)) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("it is not a Caravanserai save file (not UTF-8 text).") from None


def _refusal(refused: FileRefused) -> str:
    if refused.what == "large":
        return (f"it is too large for a save ({refused.size / 1e6:.1f} MB; a save is at most "
                f"{MAX_SAVE_BYTES / 1e6:.0f} MB).")
    if refused.what == "unreadable":
        return f"it cannot be read: {refused.reason}."
    return f"it is {'a folder' if refused.what == 'folder' else 'a device or a pipe'}, not a save file."


class _Refused(ValueError):
    """A JSON value the parser will not take (raised from inside json.loads)."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Refused(f"a number of {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"a number too large ({text[:20]})")
    return value


def _parse_constant(name: str) -> Any:
    raise _Refused(f"{name}, which JSON does not allow")


def parse(text: str) -> Any:
    """JSON with limits; SaveError for anything outside them."""
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except _Refused as exc:
        raise SaveError(f"it is damaged: it holds {exc}.") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"it is damaged or cut short (unreadable, not valid JSON: {exc.msg}).") from None
    except RecursionError:
        raise SaveError("it is damaged: its values are nested too deeply.") from None
    problem = _shape_problem(data)
    if problem:
        raise SaveError(f"it is damaged: {problem}.")
    return data


def _shape_problem(data: Any) -> str:
    """What is wrong with the values' shape, before the schema looks at them."""
    over = shape_over(data, MAX_DEPTH, MAX_VALUES, MAX_ACTIONS)
    if over == "values":
        return f"it holds more than {MAX_VALUES:,} values"
    if over == "list":
        return f"it holds a list of more than {MAX_ACTIONS:,} entries"
    return "its values are nested too deeply" if over == "depth" else ""


# --- the schema ---

_TEXT = "^[^\\x00-\\x1f\\x7f\\ud800-\\udfff]*$"  # printable, and encodable (no lone surrogates)
# A plain value: one schema with a list of types (each keyword applies to its own type), not an
# anyOf of several: checking a long save's moves costs a third of the time.
_SCALAR_TYPES = ["string", "number", "boolean", "null"]
_SCALAR = {"type": _SCALAR_TYPES, "maxLength": WORD_MAX,
           "minimum": -(10 ** MAX_INT_DIGITS), "maximum": 10 ** MAX_INT_DIGITS}
# An action's field: a scalar, or tuples of them two deep (a drop's cubes).
_FIELD = {**_SCALAR, "type": [*_SCALAR_TYPES, "array"], "maxItems": 256,
          "items": {**_SCALAR, "type": [*_SCALAR_TYPES, "array"], "maxItems": 16, "items": _SCALAR}}
_SEED = {"type": "integer", "minimum": SEED_RANGE[0], "maximum": SEED_RANGE[1]}


@cache
def _schema(player_kinds: tuple[str, ...]) -> jsonschema.Draft202012Validator:
    seat = {
        "type": "object", "additionalProperties": False, "required": ["name", "colour"],
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": NAME_MAX, "pattern": _TEXT},
            "colour": {"type": "string", "minLength": 1, "maxLength": WORD_MAX, "pattern": _TEXT},
            "player": {"enum": list(player_kinds)},
        },
    }
    schema = {
        "type": "object", "additionalProperties": False,
        "required": ["format", "version", "game", "options", "seats", "seed", "actions"],
        "properties": {
            "format": {"const": SAVE_FORMAT},
            "version": {"type": "integer", "minimum": 1, "maximum": SAVE_VERSION},
            "game": {"type": "string", "pattern": "^[a-z][a-z0-9_]{0,31}$"},
            "data_version": {"type": "integer", "minimum": 1, "maximum": 10_000},
            "saved_at": {"type": "string", "maxLength": WORD_MAX, "pattern": _TEXT},
            "options": {"type": "object", "maxProperties": 32, "propertyNames": {"maxLength": WORD_MAX},
                        "additionalProperties": _SCALAR},
            "seats": {"type": "array", "minItems": 1, "maxItems": 8, "items": seat},
            "seed": _SEED,
            "player_seed": {"anyOf": [_SEED, {"type": "null"}]},
            "actions": {"type": "array", "maxItems": MAX_ACTIONS, "items": {
                "type": "object", "required": ["kind"], "maxProperties": 16,
                "propertyNames": {"maxLength": WORD_MAX},
                "properties": {"kind": {"type": "string", "maxLength": WORD_MAX}},
                "additionalProperties": _FIELD}},
            "match_id": {"type": "string", "pattern": "^[0-9A-Za-z]{1,32}$"},
            "hints": {"type": "array", "maxItems": MAX_ACTIONS, "items": {
                "type": "array", "minItems": 2, "maxItems": 2,
                "items": {"type": "integer", "minimum": 0, "maximum": MAX_ACTIONS}}},
            "summary": {"type": "object", "additionalProperties": False, "properties": {
                "moves": {"type": "integer", "minimum": 0, "maximum": MAX_ACTIONS},
                "progress": {"type": "string", "maxLength": 200, "pattern": _TEXT},
                "finished": {"type": "boolean"}}},
        },
    }
    return jsonschema.Draft202012Validator(schema)


def check_head(data: Any) -> str | None:
    """The format, then the version (a newer one is told as such); the game's id when it is
    one a save could name (whether this version knows it is the caller's to say)."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this is not a Caravanserai save file.")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise SaveError(f"it was written by a newer Caravanserai (save version {version}; this one reads up "
                        f"to {SAVE_VERSION}). Update the app to open it.")
    game = data.get("game")
    return game if isinstance(game, str) and len(game) <= WORD_MAX and game.isprintable() else None


def check(data: Any) -> dict[str, Any]:
    """The save's fields, once every one has been checked (SaveError for the first that is wrong)."""
    check_head(data)
    from games.core.players import PLAYER_KINDS  # the kinds a test adds count too

    validator = _schema(("human", *PLAYER_KINDS))
    error = min(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), list(map(str, e.absolute_path))),
                default=None)
    if error is not None:
        raise SaveError(f"it is damaged: {describe(error)}.")
    return data


_TYPE_WORDS = {"integer": "a whole number", "string": "text", "object": "a set of named values",
               "array": "a list", "boolean": "true or false", "null": "null", "number": "a number"}


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if value is None:
        return "null"
    return {str: "text", dict: "a set of named values", list: "a list"}.get(type(value), type(value).__name__)


def where(parts: Any) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return short(out) or "the top"


def short(text: str, limit: int = PROBLEM_MAX) -> str:
    """One line of at most `limit` characters: a file's words never flood a message."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[:limit - 1] + "\u2026"


def describe(error: jsonschema.ValidationError) -> str:
    """A schema error in words, without repeating the value (which may be 50 MB of it)."""
    at, kind, limit, value = where(error.absolute_path), error.validator, error.validator_value, error.instance
    if kind == "type":
        wanted = " or ".join(_TYPE_WORDS.get(t, t) for t in ([limit] if isinstance(limit, str) else limit))
        return f"{at} should be {wanted}, not {_type_of(value)}"
    if kind == "maxLength":
        return f"{at} is longer than {limit} characters"
    if kind == "minLength":
        return f"{at} is empty"
    if kind in ("minimum", "maximum"):
        return f"{at} is out of range ({'at least' if kind == 'minimum' else 'at most'} {limit})"
    if kind in ("maxItems", "maxProperties"):
        return f"{at} has more than {limit} entries"
    if kind == "minItems":
        return f"{at} has fewer than {limit} entries"
    if kind == "enum":
        return f"{at} is none of {short(', '.join(map(str, limit)), 120)}"
    if kind == "const":
        return f"{at} should be {limit!r}"
    if kind == "required":
        missing = next((k for k in limit if isinstance(value, dict) and k not in value), "?")
        return f"{at} lacks {missing!r}"
    if kind == "additionalProperties":
        known = error.schema.get("properties", {})
        extra = sorted(k for k in value if k not in known) if isinstance(value, dict) else []
        return f"{at} has an unknown field {short(repr(extra[0]), 40) if extra else ''}".rstrip()
    if kind == "pattern":
        return f"{at} holds characters a save never has"
    if kind == "anyOf":
        return f"{at} is not a value a save holds here ({_type_of(value)})"
    return f"{at} is wrong ({kind})"


def load(path: Path | str) -> dict[str, Any]:
    """Read, parse and check one save file (no game's rules are needed, nothing is replayed)."""
    return check(parse(read_text(path)))
