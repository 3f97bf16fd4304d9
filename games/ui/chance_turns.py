"""Chance's outcome at the table, decided off the drawing thread.

When the rules need an outcome from outside them (a drop through the tower), the scene asks
the game's resolver here. A live drop takes tens of milliseconds of physics, so it runs on a
worker thread while the window keeps drawing; the answer is tagged with the state it was asked
for, and one for a state that has since changed (an undo, leaving the table) is dropped.

A thread, not the computer players' process: the resolver is the game's own live code (the
tower with its loaded shapes), registered in this process, and it sees the whole state (the
poses inside the tower), which never crosses to a computer player's worker.
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass
from typing import Any

from games.core.chance import Resolution, chance_rng, resolve
from games.core.contract import Rules
from games.core.rng import Rng
from games.ui.tagged import TaggedAnswers


def outcome_rng(seed: int, move_number: int) -> Rng:
    """The resolver's generator for the outcome at `move_number`: from the match seed, apart from
    the seats' generators (which come from the player seed) and from the game's own, so the same
    position asks chance alike after an undo or a load."""
    return Rng.from_seed(chance_rng(seed).next_u64() ^ (move_number * 0xD1B54A32D192ED03))


@dataclass(frozen=True)
class Outcome:
    tag: int
    resolution: Resolution | None
    error: str | None = None  # why the resolver gave nothing (shown to the players once)


class ChanceTurns(TaggedAnswers[Outcome]):
    def ask(self, rules: Rules, state: Any, rng: Rng, tag: int) -> None:
        self._expect(tag)

        def work() -> None:
            try:
                outcome = Outcome(tag, resolve(rules, state, rng))
            except Exception as exc:  # reported by the scene; the table must not close
                traceback.print_exc()
                outcome = Outcome(tag, None, f"{type(exc).__name__}: {exc}")
            self._give(outcome)

        # Daemon: a drop still falling must not keep a closed window's process alive.
        threading.Thread(target=work, name="chance", daemon=True).start()
