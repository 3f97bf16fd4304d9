"""Plain-JSON pictures of actions and states (saves never pickle: nothing they hold runs)."""

from __future__ import annotations

import dataclasses
import enum
from functools import cache
from typing import Any, get_origin, get_type_hints

from games.core.contract import Action


def to_jsonable(value: Any) -> Any:
    """Dataclasses, enums, tuples, lists, sets and dicts as JSON values (sets sorted)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((to_jsonable(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if hasattr(value, "to_json"):
        return value.to_json()
    return value


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": type(action).kind}
    for f in dataclasses.fields(action):
        data[f.name] = to_jsonable(getattr(action, f.name))
    return data


def _from_json(value: Any) -> Any:
    """Tuples come back as tuples (lists in JSON), so actions compare equal after a round trip."""
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@cache
def _field_shapes(cls: type[Action]) -> dict[str, bool]:
    """Each field of an action class, and whether it holds a tuple (evaluated once per class:
    replaying a long log must not evaluate type hints for every action)."""
    hints = get_type_hints(cls)
    return {f.name: hints[f.name] is tuple or get_origin(hints[f.name]) is tuple for f in dataclasses.fields(cls)}


def action_from_dict(types: tuple[type[Action], ...], data: dict[str, Any]) -> Action:
    """Rebuild an action; raise ValueError for an unknown kind or wrong fields."""
    if not isinstance(data, dict) or "kind" not in data:
        raise ValueError(f"not an action: {data!r}")
    by_kind = {t.kind: t for t in types}
    cls = by_kind.get(data["kind"])
    if cls is None:
        raise ValueError(f"unknown action kind {data['kind']!r}")
    shapes = _field_shapes(cls)
    given = {k: v for k, v in data.items() if k != "kind"}
    if set(given) != set(shapes):
        raise ValueError(f"action {data['kind']!r} expects fields {sorted(shapes)}, got {sorted(given)}")
    for name, value in given.items():
        if isinstance(value, dict) or isinstance(value, list) != shapes[name]:
            raise ValueError(f"action {data['kind']!r}: field {name!r} has the wrong shape: {value!r}")
    return cls(**{k: _from_json(v) for k, v in given.items()})
