"""Tokens whose legal moves never come: a computer player asked about it thinks until it is
stopped, so a test can abandon a question the worker is surely still deciding. It marks a file
once the worker is inside (the worker is another process: a file is what both see)."""

from __future__ import annotations

import time
from pathlib import Path

from tests.core.toy_game import TokensRules


class EndlessRules(TokensRules):
    def __init__(self, inside: Path) -> None:
        super().__init__()
        self.inside = inside

    def legal_actions(self, state):  # type: ignore[no-untyped-def]
        self.inside.touch()
        while True:  # short sleeps: the worker's interrupt is handled between them
            time.sleep(0.005)
