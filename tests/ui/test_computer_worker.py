"""Computer seats think in a worker process: the window answers meanwhile, a stale question
is abandoned inside the worker (no new process, never delaying the table), and a worker that
dies is reported rather than waited for."""

from __future__ import annotations

import copy
import os
import signal
import time

import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.ui import computer_turns
from games.ui.computer_turns import HINT, ComputerTurns, decision_rng
from games.ui.game_scene import GameScene
from tests.ui.driver import button_for, click_widget, frames, make_app, run_until
from tests.ui.endless_game import EndlessRules
from tests.ui.hand import hand_click


def _medina(kinds: list[str]) -> tuple[object, Match]:
    rules = registry.rules("medina")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(f"Seat {i + 1}", colours[i], kind) for i, kind in enumerate(kinds)]
    return rules, Match(rules, rules.info.default_options(len(seats)), seats, 5)


def _wait(turns: ComputerTurns, tag: int, timeout: float = 60.0):
    end = time.monotonic() + timeout
    while (answer := turns.take(tag)) is None:
        assert time.monotonic() < end, "no answer from the worker"
        time.sleep(0.01)
    return answer


def test_a_normal_computer_thinks_in_another_process_while_the_window_answers() -> None:
    app = make_app(computer_process=True)
    rules, match = _medina(["ai-normal", "human", "human"])
    app.start_match(match)
    scene = app.scene
    assert isinstance(scene, GameScene)
    frames(app)
    worker = scene.computers._worker
    assert worker is not None and worker.process.pid != os.getpid() and worker.process.is_alive()
    # A Normal decision takes about a second: the toolbar answers while it is under way.
    assert scene.match.actions == []
    click_widget(app, button_for(scene, "log"))
    assert app.settings.log_open is False and scene.match.actions == []
    run_until(app, lambda: len(scene.match.actions) == 1, timeout=60)
    assert scene.match.current_player() != 0 or len(scene.match.actions) == 1
    app.show_rules(back=scene)  # leaving the table keeps the worker: back at it, no new process to wait for
    assert worker.process.is_alive()
    hand_click(app, app.scene.back_button.rect.center)
    assert app.scene is scene and scene.computers._worker is worker
    app.show_menu()  # the next match has it too
    app.start_match(_medina(["ai-easy", "human", "human"])[1])
    assert app.scene is not scene and app.scene.computers._worker is worker
    run_until(app, lambda: len(app.scene.match.actions) == 1, timeout=60)
    app.quit()  # the app's end stops it
    worker.process.join(timeout=5)
    assert not worker.process.is_alive()


def test_leaving_the_table_abandons_the_search_under_way_inside_the_same_worker(tmp_path) -> None:
    """Off to the rules while a computer thinks: the worker stops that search (it would keep a
    core busy while the player reads) and is ready at once for the next question."""
    rules, match = _medina(["ai-easy", "ai-easy", "ai-easy"])
    endless = EndlessRules(tmp_path / "inside")
    state = endless.setup({}, [Seat("A", "red"), Seat("B", "blue")], 1)
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(endless, state, 0, "ai-normal", 7, 0, tag=1)  # thinks until stopped
        worker = turns._worker
        _deciding(turns, endless.inside)
        turns.pause()
        assert turns.take(1) is None  # its answer will not reach the table
        # The worker stops the endless search at once, with no new question to make it.
        assert worker.conn.poll(10), "the search under way went on"
        serial, stopped = worker.conn.recv()
        worker.unanswered -= 1
        assert serial == 1 and stopped.error == computer_turns.ABANDONED
        turns.ask(rules, match.state, 0, "random", match.player_seed, 0, tag=2)
        answer = _wait(turns, 2, timeout=10)
        assert answer.action in rules.legal_actions(match.state)
        assert turns._worker is worker and worker.process.is_alive(), "no new process"
    finally:
        turns.close()


def _deciding(turns: ComputerTurns, inside, timeout: float = 60.0) -> None:
    """Wait until the worker is inside the endless game's search (its rules mark the file)."""
    end = time.monotonic() + timeout
    while not inside.exists():
        assert turns.take(-1) is None and time.monotonic() < end, "the worker never started deciding"
        time.sleep(0.01)


def test_a_stale_question_is_abandoned_inside_the_same_worker_and_its_answer_dropped(tmp_path) -> None:
    """A hint the player did not wait for (or a decision undone) is stopped inside the worker: the
    same process answers the next question, and nothing of the stale one reaches the table."""
    rules, match = _medina(["ai-easy", "ai-easy", "ai-easy"])
    endless = EndlessRules(tmp_path / "inside")
    state = endless.setup({}, [Seat("A", "red"), Seat("B", "blue")], 1)
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(endless, state, 0, HINT, 7, 0, tag=1)  # thinks until stopped
        worker = turns._worker
        _deciding(turns, endless.inside)
        turns.ask(rules, match.state, 0, "random", match.player_seed, 0, tag=2)  # the table moved on
        answer = _wait(turns, 2)
        assert answer.tag == 2 and answer.error is None and answer.action in rules.legal_actions(match.state)
        assert turns._worker is worker and worker.process.is_alive(), "no new process"
        assert worker.unanswered == 0, "the stale question was answered (abandoned) before the new one"
        assert turns.take(1) is None
        # Abandoned while still waiting in the worker's inbox, too: never started, same process.
        turns.ask(endless, state, 0, HINT, 7, 0, tag=3)
        turns.ask(rules, match.state, 0, "random", match.player_seed, 0, tag=4)
        assert _wait(turns, 4).action in rules.legal_actions(match.state)
        assert turns._worker is worker and turns.take(3) is None
    finally:
        turns.close()


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or os.name == "nt", reason="a terminal's Ctrl+C is a POSIX signal")
def test_ctrl_c_from_the_terminal_does_not_stop_a_question_the_table_waits_for() -> None:
    """The worker's SIGINT handler stops only an abandoned search: a Ctrl+C reaching the worker
    (the terminal sends it to the whole group) leaves the search the table waits for alone."""
    rules, match = _medina(["ai-easy", "ai-easy", "ai-easy"])
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(rules, match.state, 0, "random", match.player_seed, 0, tag=1)
        _wait(turns, 1)  # the worker is up, its handler set
        turns.ask(rules, match.state, 0, "ai-easy", match.player_seed, 0, tag=2)
        os.kill(turns._worker.process.pid, signal.SIGINT)
        answer = _wait(turns, 2)
        assert answer.error is None and answer.action in rules.legal_actions(match.state)
        assert turns._worker.process.is_alive()
    finally:
        turns.close()


def test_a_worker_that_dies_is_reported_as_a_failed_decision() -> None:
    rules, match = _medina(["ai-hard", "ai-hard", "ai-hard"])
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(rules, match.state, 0, "ai-hard", match.player_seed, 0, tag=7)
        turns._worker.process.kill()
        answer = _wait(turns, 7)
        assert answer.action is None and "stopped" in (answer.error or "")
        # The next question gets a new worker.
        turns.ask(rules, match.state, 0, "random", match.player_seed, 0, tag=8)
        assert _wait(turns, 8).action in rules.legal_actions(match.state)
    finally:
        turns.close()


def test_a_question_that_cannot_reach_the_worker_is_reported() -> None:
    rules, match = _medina(["ai-easy", "ai-easy", "ai-easy"])
    broken = copy.copy(rules)
    broken.unsendable = lambda: None  # type: ignore[attr-defined]  # a lambda does not pickle
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(broken, match.state, 0, "ai-easy", match.player_seed, 0, tag=3)
        answer = _wait(turns, 3)
        assert answer.action is None and "pickle" in (answer.error or "")
    finally:
        turns.close()


def test_a_worker_silent_too_long_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer_turns, "SILENCE_LIMIT", 0.2)
    rules, match = _medina(["ai-hard", "ai-hard", "ai-hard"])
    turns = ComputerTurns(use_process=True)
    try:
        turns.ask(rules, match.state, 0, "ai-hard", match.player_seed, 0, tag=5)
        answer = _wait(turns, 5)
        assert answer.action is None and "no answer" in (answer.error or "")
        assert turns._worker is None  # stopped; the next question starts a new one
    finally:
        turns.close()


def test_the_players_randomness_owes_nothing_to_the_seed_that_dealt_the_table() -> None:
    rules = registry.rules("medina")
    seats = [Seat(f"S{i}", c.name, "ai-normal") for i, c in enumerate(rules.info.colours[:3])]
    one, two = (Match(rules, rules.info.default_options(3), seats, 42) for _ in range(2))
    assert one.player_seed != two.player_seed  # a fresh secret for each match
    assert decision_rng(one.player_seed, 0).state != decision_rng(two.player_seed, 0).state
    # ... kept with the save, so a loaded match's computers decide as before.
    again = Match.from_json(one.to_json(), lambda game: rules)
    assert again.player_seed == one.player_seed
