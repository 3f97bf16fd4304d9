"""The hostile saves of issue 16, rebuilt: each one is refused with one line that says what is
wrong, and nothing else happens (no traceback, no hang, nothing written)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from games import registry
from games.core import save_file
from games.core.contract import Seat
from games.core.match import Match, SaveError, remove_stale_temps, write_json_atomic


def good_save() -> dict[str, Any]:
    """A real Medina match two moves in: every field a save has."""
    rules = registry.rules("medina")
    seats = [Seat("Anna", "sky blue"), Seat("Ben", "yellow", "random"), Seat("Cem", "bluish green", "ai-easy")]
    match = Match(rules, rules.info.default_options(3), seats, 5, player_seed=11)
    for _ in range(2):
        match.apply(rules.legal_actions(match.state)[0])
    return json.loads(json.dumps(match.to_json()))


def _with(**fields: Any) -> str:
    return json.dumps({**good_save(), **fields})


def _seat(**fields: Any) -> str:
    data = good_save()
    data["seats"][0] = {**data["seats"][0], **fields}
    return json.dumps(data)


def _nested(levels: int) -> str:
    text = json.dumps(good_save())
    return text.replace('"options": {', '"options": {"x": ' + "[" * levels + "]" * levels + ", ", 1)


# Each hostile file as text, and words its refusal must hold.
HOSTILE: dict[str, tuple[Any, str]] = {
    "nested 1,000 levels": (lambda: "[" * 1000 + "]" * 1000, "nested too deeply"),
    "nested 100,000 levels in a field": (lambda: _nested(100_000), "nested too deeply"),
    "nested 50 levels in a field": (lambda: _nested(50), "nested too deeply"),
    "game a list": (lambda: _with(game=["medina"]), "game should be text, not a list"),
    "game an object": (lambda: _with(game={"id": "medina"}), "game should be text"),
    "seed Infinity": (lambda: _with(seed=1).replace('"seed": 1', '"seed": Infinity'), "Infinity"),
    "seed -Infinity": (lambda: _with(seed=1).replace('"seed": 1', '"seed": -Infinity'), "Infinity"),
    "player_seed NaN": (lambda: _with(player_seed=1).replace('"player_seed": 1', '"player_seed": NaN'), "NaN"),
    "seed 1e999": (lambda: _with(seed=1).replace('"seed": 1', '"seed": 1e999'), "too large"),
    "integer of 4,301 digits": (lambda: _with(seed=1).replace('"seed": 1', '"seed": ' + "7" * 4301), "digits"),
    "seed 1e308": (lambda: _with(seed=1e308), "seed is out of range"),
    "seed of 4,000 digits as a float": (lambda: _with(seed=1).replace('"seed": 1', '"seed": 1' + "0" * 300 + ".0"),
                                        "seed is out of range"),
    "version 0": (lambda: _with(version=0), "version is out of range"),
    "version -1": (lambda: _with(version=-1), "version is out of range"),
    "version true": (lambda: _with(version=True), "version should be a whole number"),
    "unknown player kind": (lambda: _seat(player="skynet"), "seats[0].player is none of"),
    "colour null": (lambda: _seat(colour=None), "seats[0].colour should be text, not null"),
    "colour not the game's": (lambda: _seat(colour="chartreuse"), "not one of the game's colours"),
    "a long seat name": (lambda: _seat(name="N" * 5000), "seats[0].name is longer than 24"),
    "a control character in a name": (lambda: _seat(name="A\u0007"), "seats[0].name holds characters"),
    "a lone surrogate in a name": (lambda: _seat(name="\ud800"), "seats[0].name holds characters"),
    "padding in a field of its own": (lambda: _with(padding="x" * 100_000), "unknown field 'padding'"),
    "a move with a field of a million items": (
        lambda: _with(actions=[{"kind": "place", "piece": "palace", "cell": [0] * 1_000_000}]),
        "a list of more than 20,000 entries"),
    "no seats": (lambda: _with(seats=[]), "seats has fewer than 1"),
    "nine seats": (lambda: _with(seats=[{"name": f"S{i}", "colour": "yellow"} for i in range(9)]), "seats has more"),
    "too many seats for the game": (
        lambda: _with(seats=[{"name": f"S{i}", "colour": "yellow"} for i in range(5)]), "5 seats"),
    "options a list": (lambda: _with(options=[1, 2]), "options should be a set of named values"),
    "actions not a list": (lambda: _with(actions="all of them"), "actions should be a list"),
    "a move with a field of the wrong type": (
        lambda: _with(actions=[{"kind": "place", "piece": ["palace"], "cell": [0, 0]}]), "move 1 cannot be replayed"),
    "summary lies about its type": (lambda: _with(summary={"moves": "many"}), "summary.moves should be"),
    "match id a path": (lambda: _with(match_id="../../etc/passwd"), "match_id holds characters"),
    "not UTF-8": (lambda: b'{"format": "caravanserai-save", "seats": ["\xff\xfe"]}', "not UTF-8"),
    "empty": (lambda: "", "cut short"),
    "a bare number": (lambda: "12", "not a Caravanserai save"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_each_hostile_save_is_refused_with_one_line(case: str, tmp_path: Path) -> None:
    make, words = HOSTILE[case]
    content = make()
    path = tmp_path / "hostile.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    before = sorted(tmp_path.rglob("*"))
    with pytest.raises(SaveError) as err:
        Match.load(path, registry.rules)
    message = str(err.value)
    assert words in message
    assert "\n" not in message and len(message) < 400
    assert sorted(tmp_path.rglob("*")) == before  # nothing written beside it


def test_the_good_save_behind_the_hostile_ones_opens() -> None:
    assert len(Match.from_json(good_save(), registry.rules).actions) == 2


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as fh:  # a 72 MB file that takes no room: its size alone refuses it
        fh.truncate(72_000_000)
    with pytest.raises(SaveError, match="too large for a save"):
        save_file.read_text(path)


def test_a_file_that_grows_past_the_limit_while_read_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "grown.json"
    path.write_bytes(b" " * (save_file.MAX_SAVE_BYTES + 10))
    with pytest.raises(SaveError, match="too large for a save"):
        save_file.read_text(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="a device or a pipe"):
        Match.load(fifo, registry.rules)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_without_reading(device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(SaveError, match="a device or a pipe"):
        Match.load(device, registry.rules)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="a folder"):
        Match.load(tmp_path, registry.rules)


def test_temp_files_of_killed_autosaves_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "abc.json"
    stale = [tmp_path / f".abc.json.{n:02d}.tmp" for n in range(42)]
    for tmp in stale:
        tmp.write_text('{"half": ')
        os.utime(tmp, (0, 0))
    fresh = tmp_path / ".abc.json.fresh.tmp"  # a write still going on elsewhere
    fresh.write_text("{")
    other = tmp_path / ".other.json.old.tmp"  # another match's: its own next write removes it
    other.write_text("{")
    os.utime(other, (0, 0))
    write_json_atomic(target, {"ok": True})
    assert json.loads(target.read_text()) == {"ok": True}
    assert not any(t.exists() for t in stale) and fresh.exists() and other.exists()
    assert remove_stale_temps(tmp_path) == 1 and not other.exists() and fresh.exists()
