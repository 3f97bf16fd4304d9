"""The Match: the log, undo and its policy, saves written atomically, bad saves refused."""

from __future__ import annotations

import json
import os

import pytest

from games import registry
from games.core.contract import IllegalAction, Seat
from games.core.match import SAVE_VERSION, Match, SaveError, UndoRefused, write_json_atomic
from games.core.rng import Rng
from tests.core.toy_game import Play

RULES = registry.rules("tokens")


def _match(kinds: tuple[str, ...] = ("human", "human"), seed: int = 3) -> Match:
    seats = [Seat(f"P{i}", RULES.info.colours[i].name, k) for i, k in enumerate(kinds)]
    return Match(RULES, RULES.info.default_options(len(seats)), seats, seed)


def _first_legal(match: Match) -> Play:
    return RULES.legal_actions(match.state)[0]


def test_apply_logs_the_move_in_words_and_illegal_moves_change_nothing() -> None:
    match = _match()
    action = _first_legal(match)
    match.apply(action)
    assert match.actions == [action]
    assert match.log == [f"Seat 1 plays token {action.token}."]
    before = match.state
    with pytest.raises(IllegalAction):
        match.apply(Play(99))
    assert match.state is before and len(match.actions) == 1 and len(match.log) == 1


def test_undo_takes_back_exactly_the_last_move() -> None:
    match = _match()
    start = match.state
    match.apply(_first_legal(match))
    middle = match.state
    match.apply(_first_legal(match))
    match.undo()
    assert match.state == middle and len(match.actions) == 1 and len(match.log) == 1
    match.undo()
    assert match.state == start
    with pytest.raises(UndoRefused, match="Nothing to undo"):
        match.undo()


def test_undo_never_takes_back_a_computer_players_move() -> None:
    match = _match(("human", "random"))
    match.apply(_first_legal(match))  # the human
    match.apply(_first_legal(match))  # the computer
    reason = match.undo_refusal()
    assert reason and "computer" in reason
    with pytest.raises(UndoRefused):
        match.undo()


def test_undo_refuses_another_seats_move_when_a_seat_asks() -> None:
    match = _match()
    match.apply(_first_legal(match))  # seat 0
    assert match.undo_refusal(seat=1) == "The last move was P0's, not yours."
    assert match.undo_refusal(seat=0) is None


def test_undo_respects_the_rules_irreversible_actions(monkeypatch) -> None:
    match = _match()
    match.apply(_first_legal(match))
    monkeypatch.setattr(type(RULES), "is_irreversible", lambda self, b, a, after: "A card was revealed.")
    assert match.undo_refusal() == "A card was revealed."


def test_save_and_load_replay_to_the_same_state(tmp_path) -> None:
    match = _match(seed=11)
    for _ in range(3):
        match.apply(_first_legal(match))
    path = tmp_path / "game.json"
    match.save(path)
    data = json.loads(path.read_text())
    assert data["format"] == "caravanserai-save" and data["version"] == SAVE_VERSION
    assert data["game"] == "tokens" and data["seed"] == 11 and len(data["actions"]) == 3
    loaded = Match.load(path, registry.rules)
    assert loaded.state == match.state and loaded.log == match.log and loaded.seats == match.seats


def test_saving_leaves_no_temp_file_and_replaces_the_old_save_whole(tmp_path) -> None:
    path = tmp_path / "autosave.json"
    write_json_atomic(path, {"a": 1})
    write_json_atomic(path, {"b": 2})
    assert json.loads(path.read_text()) == {"b": 2}
    assert os.listdir(tmp_path) == ["autosave.json"]


def test_a_failed_write_keeps_the_old_save(tmp_path) -> None:
    path = tmp_path / "autosave.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"not json": object()})
    assert json.loads(path.read_text()) == {"a": 1}
    assert os.listdir(tmp_path) == ["autosave.json"]


@pytest.mark.parametrize(
    "text, words",
    [
        ('{"format": "caravanserai-save", "version": 1, "ga', "not valid JSON"),
        ("[1, 2, 3]", "not a Caravanserai save"),
        ('{"format": "caravanserai-save", "version": 99, "game": "tokens"}', "newer Caravanserai"),
        ('{"format": "caravanserai-save", "version": 1, "game": "chess"}', "does not know"),
        ('{"format": "caravanserai-save", "version": 1, "game": "tokens", "options": {"players": 2},'
         ' "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}], "seed": 1,'
         ' "actions": [{"kind": "play", "token": 42}]}', "move 1 cannot be replayed"),
        ('{"format": "caravanserai-save", "version": 1, "game": "tokens", "options": {"players": 2},'
         ' "seats": [{"name": "A"}], "seed": 1, "actions": []}', "damaged"),
    ],
)
def test_bad_saves_are_refused_with_a_readable_reason(tmp_path, text: str, words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SaveError, match=words):
        Match.load(path, registry.rules)
    assert path.read_text() == text, "a refused save is never rewritten"


def test_a_binary_file_is_not_a_save(tmp_path) -> None:
    path = tmp_path / "picture.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SaveError):
        Match.load(path, registry.rules)


def test_a_finished_match_cannot_be_undone() -> None:
    """Undo at the final board reopened a finished match while its results still named the winner."""
    rules = registry.rules("tokens")
    seats = [Seat("Anna", rules.info.colours[0].name), Seat("Ben", rules.info.colours[1].name)]
    match = Match(rules, rules.info.default_options(2), seats, 3)
    rng = Rng.from_seed(3)
    while not match.is_over():
        match.apply(rng.choice(rules.legal_actions(match.state)))
    assert match.undo_refusal() == "The game is over: its last move stands."
    with pytest.raises(UndoRefused):
        match.undo(match.last_actor())
    assert match.is_over()


def _rules_with_data(version: int, refuse_token: int | None = None):
    """The Tokens rules as a later version might ship them: another data version and, maybe,
    one token its data no longer has (old logs that play it no longer replay)."""
    from dataclasses import replace

    from tests.core.toy_game import TokensRules

    class Later(TokensRules):
        info = replace(RULES.info, data_version=version)

        def apply(self, state, action):
            if isinstance(action, Play) and action.token == refuse_token:
                raise IllegalAction(f"There is no token {refuse_token} in this version.")
            return super().apply(state, action)

    return Later()


def test_a_save_carries_its_data_version_and_a_newer_one_still_replays_it() -> None:
    match = _match()
    match.apply(_first_legal(match))
    data = json.loads(json.dumps(match.to_json()))
    assert data["data_version"] == RULES.info.data_version == 1
    later = _rules_with_data(2)
    loaded = Match.from_json(data, lambda game: later)  # replay is always tried first
    assert loaded.actions == match.actions


def test_a_save_the_new_data_cannot_replay_is_refused_naming_the_game_and_the_move() -> None:
    match = _match(seed=5)
    for _ in range(3):
        match.apply(_first_legal(match))
    data = json.loads(json.dumps(match.to_json()))
    gone = match.actions[1].token
    later = _rules_with_data(2, refuse_token=gone)
    with pytest.raises(SaveError) as err:
        Match.from_json(data, lambda game: later)
    words = str(err.value)
    assert "Tokens" in words and "move 2 cannot be replayed" in words
    assert f"no token {gone}" in words and "data version 1" in words and "has 2" in words


def test_a_save_whose_setup_breaks_is_refused_not_a_traceback() -> None:
    from tests.core.toy_game import TokensRules

    class Broken(TokensRules):
        def setup(self, options, seats, seed):
            raise LookupError("the board file lost a square")  # not one of the usual three

    data = json.loads(json.dumps(_match().to_json()))
    with pytest.raises(SaveError, match="Tokens save cannot be opened.*lost a square"):
        Match.from_json(data, lambda game: Broken())
