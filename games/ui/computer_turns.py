"""Computer seats decide in a worker process, so the window keeps drawing and answering
while they think, and a search of several seconds runs on the other core instead of
taking turns with the window for Python's lock.

The scene asks once per state and takes the answer when it is time to show the move;
answers for a state that has since changed (undo, leaving the game) are dropped by their
tag. Only the seat's view crosses to the worker: a computer player never holds what its
seat may not see. A question asked while an older one is still being thought over abandons
the older one inside the worker: the worker's reader thread interrupts the search (as Ctrl+C
would, through the worker's own SIGINT handler), answers it as abandoned, and goes on to the
new question; leaving the table abandons it the same way. The process stays (the app keeps
it, WorkerHome), so a stale search (a hint the player did not wait for, a decision undone, a
table left for the rules) neither delays the table nor costs a new process's start.

Within one seat's turn the scene asks about the position after the move it is about to show
(tagged with the next state's tag), so the worker thinks while the table shows the move.

A human seat's hint (games/core/ai/hint.py) is asked of the same worker in the same way: its
seat's view, Normal's search, the generator that seat's computer would have had, tagged with
the state, so a hint for a position since left is dropped like a stale decision.

Where no process can be started, the same work runs in a thread.
"""

from __future__ import annotations

import _thread
import multiprocessing
import queue
import signal
import threading
import time
import traceback
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from typing import Any

from games.core.ai.hint import Suggestion, suggest
from games.core.contract import Action, Rules
from games.core.players import make_player
from games.core.rng import Rng
from games.ui.tagged import TaggedAnswers

# Pacing at the table. A seat's first move of a turn waits the player's "computer move delay"
# (and for the table's animations, but never longer than FIRST_ANIMATION_WAIT); its following
# moves in the same turn wait only FOLLOW_SHARE of it and not for animations. At the default
# delay the pacing of a 25-move Jerusalem deploy turn adds up to 0.8 + 24 * 0.12 = 3.7 s, each
# move still drawn on its own; a player that thinks longer per move than that sets the pace
# itself (the scene asks for a seat's next move while its current one waits to be shown).
FOLLOW_SHARE = 0.15
FIRST_ANIMATION_WAIT = 1.0


def move_wait(delay: float, first: bool) -> tuple[float, float]:
    """(seconds after the last change before a computer's move shows, the longest of those
    seconds it waits for animations to end) for the seat's first move of a turn or a later one."""
    if first:
        return delay, max(delay, FIRST_ANIMATION_WAIT)
    return delay * FOLLOW_SHARE, 0.0


# A worker silent this long has gone wrong (the levels stop themselves within 12 s even on a
# slow machine): it is stopped and the seat plays a random legal move, with a notice.
SILENCE_LIMIT = 60.0


@dataclass(frozen=True)
class Decision:
    tag: int
    action: Action | None
    error: str | None = None
    suggestions: tuple[Suggestion, ...] = ()  # for a hint: Normal's move and its two best alternatives


def decision_rng(player_seed: int, move_number: int) -> Rng:
    """The players' randomness for one decision, from the match's player seed (a secret
    apart from the seed that dealt the hidden cards) and the move number: a computer
    decides alike after undo or a save and load."""
    return Rng.from_seed(player_seed * 1_000_003 + move_number * 7_919 + 17)


@dataclass(frozen=True)
class Question:
    tag: int
    view: Any  # what the seat sees, never the whole state
    seat: int
    kind: str  # the player kind (games.core.players.PLAYER_KINDS), or HINT
    rng: Rng
    serial: int = 0  # counts the questions sent to one worker: a newer one abandons all older


HINT = "hint"  # a question's kind when a human seat asks what Normal would play


@dataclass(frozen=True)
class Abandon:
    """Sent when the table is left: every question up to `serial` is abandoned, and no new
    one comes with it."""

    serial: int


def decide(rules: Rules, q: Question) -> Decision:
    try:
        if q.kind == HINT:
            suggestions = tuple(suggest(rules, q.view, q.seat, q.rng))
            return Decision(q.tag, suggestions[0].action, suggestions=suggestions)
        action = make_player(q.kind).choose(rules, q.view, q.seat, q.rng)
        return Decision(q.tag, action)
    except Exception as exc:  # reported by the scene, which then plays for the seat
        traceback.print_exc()
        return Decision(q.tag, None, f"{type(exc).__name__}: {exc}")


ABANDONED = "abandoned for a newer question"


class Abandoned(BaseException):
    """Raised in the worker's search when a newer question came: a BaseException, so no
    `except Exception` in a game's code holds it up."""


class _Serving:
    """What the worker's two threads share: the question the search is on, and the serials
    below which every question is abandoned (the newest the reader has seen)."""

    def __init__(self) -> None:
        # Reentrant: the handler runs on the main thread, perhaps while that thread holds it.
        self.lock = threading.RLock()
        self.handled = False  # the SIGINT handler is ours: without it an interrupt would end the worker
        self.running: int | None = None  # the serial of the question being decided, while it may be interrupted
        self.newest = 0
        self.inbox: queue.SimpleQueue[object] = queue.SimpleQueue()

    def stale(self, serial: int) -> bool:
        return serial < self.newest

    def interrupt(self, _signum: int = 0, _frame: object = None) -> None:
        """The SIGINT handler, on the worker's main thread: stops the search if, and only if, the
        question it is on has been abandoned (a Ctrl+C from the terminal alone does nothing: the
        app handles that and then stops the worker)."""
        with self.lock:
            if self.running is None or not self.stale(self.running):
                return
            self.running = None  # raised once: the answer's own handling must not be interrupted
        raise Abandoned

    def read(self, conn: Connection) -> None:
        """The reader thread: every message into the inbox; a question that arrives while an older
        one is decided abandons that one."""
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                self.inbox.put(None)
                return
            if isinstance(message, (Question, Abandon)):
                with self.lock:
                    self.newest = max(self.newest, message.serial)
                    busy = self.running is not None and self.stale(self.running)
                if busy and self.handled:
                    _thread.interrupt_main(signal.SIGINT)
            self.inbox.put(message)


def _serve(conn: Connection) -> None:
    """The worker: answers questions until the table closes its end of the pipe, each as
    (serial, Decision), an abandoned one too. The rules come once, before the first question
    of a match (they hold the game's whole config). When the app is gone (closed, killed, or
    interrupted from its terminal) the worker ends quietly: the app's own end says what
    happened, a worker's traceback would only repeat it."""
    serving = _Serving()
    try:
        signal.signal(signal.SIGINT, serving.interrupt)  # Ctrl+C is the app's; an abandoned search is ours
        serving.handled = True
    except (ValueError, OSError):  # then an abandoned search runs to its end, its answer dropped
        pass
    threading.Thread(target=serving.read, args=(conn,), name="computer-reader", daemon=True).start()
    rules: Rules | None = None
    while True:
        message = serving.inbox.get()
        if message is None:
            return
        if isinstance(message, Abandon):
            continue  # the reader has stopped the search it abandons, if one was under way
        if not isinstance(message, Question):
            rules = message
            continue
        assert rules is not None, "rules are sent before the first question"
        try:
            with serving.lock:
                serving.running = message.serial
            answer = None if serving.stale(message.serial) else decide(rules, message)
            with serving.lock:
                serving.running = None
        except Abandoned:
            answer = None
        if answer is None:
            answer = Decision(message.tag, None, ABANDONED)
        try:
            conn.send((message.serial, answer))
        except OSError:  # BrokenPipeError above all: nobody is left to answer
            return


class _Worker:
    """One worker process, its end of the pipe, and a thread that writes to it: a write
    blocks while the pipe is full (Medina's rules alone are larger than the pipe holds),
    and the window must not wait for the worker to start reading."""

    def __init__(self) -> None:
        # Spawn, not fork: a fork would copy the window's SDL and X11 state into the child.
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), name="caravanserai-computer", daemon=True)
        self.process.start()
        child.close()
        self.rules: Rules | None = None
        self.failure: str | None = None  # why the writer stopped, if it did
        self.asked_at = 0.0  # when the newest question was sent
        self.serial = 0  # the newest question's
        self.unanswered = 0  # questions sent whose answer (an abandoned one's too) has not come back
        self._outbox: queue.SimpleQueue[object] = queue.SimpleQueue()
        threading.Thread(target=self._write, name="computer-pipe", daemon=True).start()

    def _write(self) -> None:
        # Only this thread closes the pipe: closed from the window's thread mid-send, its file
        # number could be handed to the next worker's new pipe while this send still writes to
        # it, and the next worker would read the rest of an old message as garbage.
        try:
            while (message := self._outbox.get()) is not None:
                try:
                    self.conn.send(message)
                except Exception as exc:  # died, stopped, or a view that would not pickle
                    self.failure = f"{type(exc).__name__}: {exc}"
                    return
        finally:
            self.conn.close()

    def send(self, rules: Rules, question: Question) -> None:
        """Ask `question` (any older one still being decided is abandoned)."""
        if self.rules is not rules:
            self._outbox.put(rules)
            self.rules = rules
        self.serial += 1
        self.unanswered += 1
        self._outbox.put(replace(question, serial=self.serial))
        self.asked_at = time.monotonic()

    def abandon(self) -> None:
        """Abandon the question under way, if any; the process stays for the next one."""
        self.serial += 1
        self._outbox.put(Abandon(self.serial))

    def poll(self) -> Decision | None:
        """The newest question's answer if it has come (older ones' are read and dropped);
        raises EOFError if the worker has died."""
        if self.failure is not None:  # the writer stopped (and closed the pipe): say why
            raise EOFError(self.failure)
        try:
            while self.unanswered and self.conn.poll():
                serial, answer = self.conn.recv()
                self.unanswered -= 1
                if serial == self.serial:
                    return answer  # type: ignore[no-any-return]
        except OSError as exc:  # the writer failed and closed the pipe just now
            raise EOFError(self.failure or str(exc)) from None
        if not self.process.is_alive():
            raise EOFError(f"exit code {self.process.exitcode}")
        if time.monotonic() - self.asked_at > SILENCE_LIMIT:
            raise EOFError(f"no answer in {SILENCE_LIMIT:.0f} seconds")
        return None

    def stop(self) -> None:
        self._outbox.put(None)  # the writer closes the pipe once it is done with it
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(timeout=1.0)


class WorkerHome:
    """Where the worker process lives: the app keeps one for its whole life, so leaving the
    table for the rules, the review or the menu, or starting the next match, costs no new
    process (about a second on this machine before the next computer move)."""

    def __init__(self) -> None:
        self.worker: _Worker | None = None

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.stop()
        self.worker = None


class ComputerTurns(TaggedAnswers[Decision]):
    def __init__(self, use_process: bool = True, home: WorkerHome | None = None) -> None:
        super().__init__()
        self._use_process = use_process
        self._home = home or WorkerHome()
        self._pending = False  # the newest question sent to the worker is not answered yet

    @property
    def _worker(self) -> _Worker | None:
        return self._home.worker

    @_worker.setter
    def _worker(self, worker: _Worker | None) -> None:
        self._home.worker = worker

    def ask(self, rules: Rules, state: object, seat: int, kind: str, player_seed: int, move_number: int,
            tag: int) -> None:
        """`seat`'s decision in `state` by a player of `kind` (HINT: a hint for a human seat), on
        the worker. Only `rules.view(state, seat)` leaves this method."""
        question = Question(tag, rules.view(state, seat), seat, kind, decision_rng(player_seed, move_number))
        self._expect(tag)
        if self._use_process:
            try:
                self._ask_worker(rules, question)
                return
            except (OSError, EOFError, RuntimeError):  # no processes here: think in a thread
                traceback.print_exc()
                self._drop_worker()
                self._use_process = False
        self._ask_thread(rules, question)

    def _ask_worker(self, rules: Rules, question: Question) -> None:
        # Still busy with a question nobody waits for: the worker abandons it, the process stays.
        if self._worker is None:
            self._worker = _Worker()
        self._worker.send(rules, question)
        self._pending = True

    def _ask_thread(self, rules: Rules, question: Question) -> None:
        def think() -> None:
            self._give(decide(rules, question))

        # Daemon: a player still thinking must not keep a closed window's process alive.
        threading.Thread(target=think, name=f"computer-seat-{question.seat}", daemon=True).start()

    def take(self, tag: int) -> Decision | None:
        if self._worker is not None and self._pending:
            try:
                answer = self._worker.poll()
            except (EOFError, OSError) as exc:  # killed, or out of memory: say so, do not wait
                self._drop_worker()
                asked = self._asked if self._asked is not None else tag
                answer = Decision(asked, None, f"the computer player's process stopped ({exc})")
            if answer is not None:
                self._pending = False
                self._give(answer)
        return super().take(tag)

    def pause(self) -> None:
        """Leaving the table: answers still to come are dropped and the question under way is
        abandoned inside the worker, which stays in its home for the table's return."""
        self.forget()
        if self._worker is not None and self._pending:
            self._worker.abandon()
        self._pending = False

    def close(self) -> None:
        """Stop the worker; a later question starts a new one."""
        self.forget()
        self._drop_worker()

    def _drop_worker(self) -> None:
        if self._worker is not None:
            self._worker.stop()
        self._worker = None
        self._pending = False
