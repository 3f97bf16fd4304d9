"""Issue 16's promise as a property: valid saves and data files, mutated (cut short, values of
another type, huge and deep values, raw Infinity and 5,000-digit numbers, other encodings, stray
bytes), are either still valid or refused with one line that names what is wrong (a save:
SaveError; a data file: DataError naming the file). Never another exception, and nothing written.

CARAVANSERAI_FUZZ_EXAMPLES sets the number of cases (a bigger run by hand: 2000); with -s the
test prints how many it tried and how many ended as promised."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import registry
from games.core import data, paths
from games.core.data import DataError
from games.core.match import Match, SaveError
from tests.core.test_hostile_saves import good_save

# A save is checked in milliseconds, a game's data in a tenth of a second: both within ~30 s.
BY_HAND = os.environ.get("CARAVANSERAI_FUZZ_EXAMPLES")


def _fuzz(examples: int) -> settings:
    count = int(BY_HAND) if BY_HAND else examples
    return settings(max_examples=count, deadline=None, derandomize=BY_HAND is None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])


MARK = "\u0000hostile\u0000"

GOOD = good_save()


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):  # the first moves stand for the rest
            out += _paths(v, (*prefix, i))
    return out


PATHS = _paths(GOOD)[1:]


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    root = json.loads(json.dumps(root))
    node = root
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return root


_WORDS = st.sampled_from(["", "human", "random", "ai-hard", "yellow", "sky blue", "medina", "jerusalem", "place",
                          "palace", "caravanserai-save", "\u202e", "A" * 25])
_SCALARS = (st.none() | st.booleans() | st.integers(-3, 40) | st.integers() | _WORDS | st.text(max_size=30)
            | st.floats(allow_nan=False, allow_infinity=False))
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=12)
_RAW = st.sampled_from(["Infinity", "-Infinity", "NaN", "1e999", "-1e999", "1e308", "9" * 5000, "-" + "9" * 45,
                        "1" + "0" * 300 + ".5", "[" * 3000 + "]" * 3000, '"' + "N" * 200_000 + '"',
                        "[" + ",".join(["0"] * 30_000) + "]", "{" + '"a":{' * 60 + "}" * 61])

SAVE_MUTATIONS = st.one_of(
    st.tuples(st.just("truncate"), st.integers(0, len(json.dumps(GOOD)))),
    st.tuples(st.just("swap"), st.sampled_from(PATHS), _VALUES),
    st.tuples(st.just("raw"), st.sampled_from(PATHS), _RAW),
    st.tuples(st.just("drop"), st.sampled_from([p for p in PATHS if len(p) >= 1])),
    st.tuples(st.just("encode"), st.sampled_from(["utf-16", "utf-32", "latin-1", "utf-8-sig"])),
    st.tuples(st.just("bytes"), st.integers(0, len(json.dumps(GOOD))), st.binary(min_size=1, max_size=6)),
)


def mutated_save(mutation: tuple[Any, ...]) -> bytes:
    kind = mutation[0]
    text = json.dumps(GOOD, ensure_ascii=False)
    if kind == "truncate":
        return text[:mutation[1]].encode()
    if kind == "swap":
        return json.dumps(_set(GOOD, mutation[1], mutation[2])).encode("utf-8", "surrogatepass")
    if kind == "raw":
        return json.dumps(_set(GOOD, mutation[1], MARK)).replace(json.dumps(MARK), mutation[2]).encode()
    if kind == "drop":
        parent = json.loads(json.dumps(GOOD))
        node = parent
        for part in mutation[1][:-1]:
            node = node[part]
        del node[mutation[1][-1]]
        return json.dumps(parent).encode()
    if kind == "encode":
        return text.replace("Anna", "Änna").encode(mutation[1], "replace")
    raw = text.encode()
    return raw[:mutation[1]] + mutation[2] + raw[mutation[1]:]


TALLY: dict[str, list[int]] = {}


def _count(name: str, kept: bool) -> None:
    tried, promised = TALLY.setdefault(name, [0, 0])
    TALLY[name] = [tried + 1, promised + int(kept)]


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    for name, (tried, promised) in TALLY.items():
        print(f"\n{name}: {tried} cases tried, {promised} as promised")


@given(mutation=SAVE_MUTATIONS)
@_fuzz(200)
def test_a_mutated_save_opens_or_is_refused_in_one_line(mutation: tuple[Any, ...], tmp_path: Path) -> None:
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    path = folder / "save.json"
    path.write_bytes(mutated_save(mutation))
    kept = False
    try:
        try:
            match = Match.load(path, registry.rules)
        except SaveError as exc:
            message = str(exc)
            kept = bool(message) and "\n" not in message and len(message) < 400
        else:
            kept = len(match.actions) <= len(GOOD["actions"])  # a still-valid save, replayed
        kept = kept and os.listdir(folder) == ["save.json"]  # nothing written beside it
    finally:
        _count("saves", kept)
    assert kept


# --- data files ---

DATA_FILES = {"medina/medina.yaml": "medina", "jerusalem/rules.yaml": "jerusalem",
              "jerusalem/table.yaml": "jerusalem", "jerusalem/cards.yaml": "jerusalem",
              "kreuzes/tower.yaml": "kreuzes", "kreuzes/rules.yaml": "kreuzes"}
_YAML_VALUES = st.sampled_from(["0", "-1", "[]", "{}", "null", "'text'", "1e400", ".nan", "-.inf", "9" * 5000,
                                "[" * 500 + "]" * 500, "*nowhere", "true", "2.5", "!!binary aGk=", '"\\ud800"',
                                "!!python/name:os.system", "x" * 100_000, "[1, 2, 3, 4, 5, 6, 7, 8, 9]"])
DATA_MUTATIONS = st.one_of(
    st.tuples(st.just("truncate"), st.floats(0, 1)),
    st.tuples(st.just("value"), st.floats(0, 1), _YAML_VALUES),
    st.tuples(st.just("number"), st.floats(0, 1), st.integers(-3, 12)),
    st.tuples(st.just("bytes"), st.floats(0, 1), st.binary(min_size=1, max_size=4)),
    st.tuples(st.just("encode"), st.sampled_from(["utf-16", "latin-1"])),
)


def mutated_data(text: str, mutation: tuple[Any, ...]) -> bytes:
    kind = mutation[0]
    if kind == "truncate":
        return text[:int(len(text) * mutation[1])].encode()
    if kind == "encode":
        return (text + "\n# Überprüft\n").encode(mutation[1], "replace")
    if kind == "bytes":
        raw = text.encode()
        at = int(len(raw) * mutation[1])
        return raw[:at] + mutation[2] + raw[at:]
    # A value of a 'key: value' line (a scalar after a colon), picked by position.
    lines = text.split("\n")
    candidates = [i for i, line in enumerate(lines) if ": " in line and not line.lstrip().startswith("#")]
    i = candidates[min(len(candidates) - 1, int(len(candidates) * mutation[1]))]
    key, _, rest = lines[i].partition(": ")
    comment = rest.find("  #")
    new = mutation[2] if kind == "value" else str(mutation[2])
    if rest.startswith("{") or rest.startswith("["):  # a flow mapping or list: change one number in it
        digits = next((j for j, c in enumerate(rest) if c.isdigit()), None)
        if digits is None:
            lines[i] = f"{key}: {new}"
        else:
            end = digits
            while end < len(rest) and rest[end].isdigit():
                end += 1
            lines[i] = f"{key}: {rest[:digits]}{new if kind == 'number' else 'x'}{rest[end:]}"
    else:
        lines[i] = f"{key}: {new}{rest[comment:] if comment >= 0 else ''}"
    return "\n".join(lines).encode("utf-8", "surrogatepass")


@pytest.fixture(scope="module")
def config_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("fuzz") / "config"
    shutil.copytree(paths.CONFIG_DIR, copy)
    return copy


@given(name=st.sampled_from(sorted(DATA_FILES)), mutation=DATA_MUTATIONS)
@_fuzz(80)
def test_a_mutated_data_file_loads_or_names_the_file(name: str, mutation: tuple[Any, ...], config_copy: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(data, "CONFIG_DIR", config_copy)
    target = config_copy / name
    original = (paths.CONFIG_DIR / name).read_text(encoding="utf-8")
    target.write_bytes(mutated_data(original, mutation))
    package = registry.package(DATA_FILES[name])
    kept = False
    try:
        try:
            if name.startswith("medina/"):
                from games.medina.rules.config import load_config

                load_config(target)
            else:
                rules = package.make_rules()
                getattr(package, "check_data", lambda _: None)(rules)
        except DataError as exc:
            message = str(exc)
            kept = name in message.replace("\\", "/") and "\n" not in message and len(message) < 700
        else:
            kept = True  # still valid data (a comment or an equal value changed)
    finally:
        target.write_text(original, encoding="utf-8")
        _count("data files", kept)
    assert kept, str(mutation)[:300]
