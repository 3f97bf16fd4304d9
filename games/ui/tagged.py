"""One question at a time, answered on another thread, tagged with the state it was asked for:
the scene asks once per state and takes the answer when it is time, and an answer for a state
that has since changed (an undo, leaving the table) is dropped. Computer seats' decisions and
chance's outcomes both come this way."""

from __future__ import annotations

import threading
from typing import Generic, Protocol, TypeVar


class Answer(Protocol):
    @property
    def tag(self) -> int: ...


A = TypeVar("A", bound=Answer)


class TaggedAnswers(Generic[A]):
    def __init__(self) -> None:
        self._asked: int | None = None
        self._answer: A | None = None
        self._lock = threading.Lock()  # answers arrive from another thread

    def asked(self, tag: int) -> bool:
        return self._asked == tag

    def _expect(self, tag: int) -> None:
        """A question tagged `tag` is on its way: any older answer is dropped."""
        with self._lock:
            self._asked, self._answer = tag, None

    def _give(self, answer: A) -> None:
        """An answer arrived; kept only if its question is still the one asked."""
        with self._lock:
            if self._asked == answer.tag:
                self._answer = answer

    def take(self, tag: int) -> A | None:
        with self._lock:
            if self._answer is not None and self._answer.tag == tag:
                answer, self._answer = self._answer, None
                return answer
            return None

    def forget(self) -> None:
        with self._lock:
            self._asked, self._answer = None, None
