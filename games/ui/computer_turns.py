"""Computer seats decide in a worker thread, so the window keeps drawing and answering
while they think. The scene asks once per state and takes the answer when it is time to
show the move; answers for a state that has since changed (undo, leaving the game) are
dropped by their tag."""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass

from games.core.contract import Action, Rules
from games.core.players import make_player
from games.core.rng import Rng


@dataclass(frozen=True)
class Decision:
    tag: int
    action: Action | None
    error: str | None = None


def decision_rng(seed: int, move_number: int) -> Rng:
    """The players' randomness for one decision, from the match seed and the move number:
    a match replays identically, also after undo or a save and load."""
    return Rng.from_seed(seed * 1_000_003 + move_number * 7_919 + 17)


class ComputerTurns:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._asked: int | None = None
        self._answer: Decision | None = None

    def asked(self, tag: int) -> bool:
        return self._asked == tag

    def ask(self, rules: Rules, state: object, seat: int, kind: str, seed: int, move_number: int, tag: int) -> None:
        with self._lock:
            self._asked, self._answer = tag, None

        def think() -> None:
            try:
                view = rules.view(state, seat)
                action = make_player(kind).choose(rules, view, seat, decision_rng(seed, move_number))
                decision = Decision(tag, action)
            except Exception as exc:  # reported by the scene, which then plays for the seat
                traceback.print_exc()
                decision = Decision(tag, None, f"{type(exc).__name__}: {exc}")
            with self._lock:
                if self._asked == tag:
                    self._answer = decision

        # Daemon: a player still thinking must not keep a closed window's process alive.
        threading.Thread(target=think, name=f"computer-seat-{seat}", daemon=True).start()

    def take(self, tag: int) -> Decision | None:
        with self._lock:
            if self._answer is not None and self._answer.tag == tag:
                answer, self._answer = self._answer, None
                return answer
            return None

    def forget(self) -> None:
        with self._lock:
            self._asked, self._answer = None, None
