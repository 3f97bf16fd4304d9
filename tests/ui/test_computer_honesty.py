"""Honesty at the table: a computer seat is handed its own view of the match and nothing more.
Every decision a computer seat is asked for in a real window (games/ui/computer_turns.py) is
spied on, in each game whose holdings are hidden: the view holds the seat's own hidden holdings
and none of any other seat's (a window that handed over the whole state would fail here; self-play
has its own such test)."""

from __future__ import annotations

import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.core.players import PLAYER_KINDS, RandomPlayer
from tests.ui.driver import make_app, run_until

GAMES = ["jerusalem", "medina", "kreuzes", "anno_domini"]
DECISIONS = 30


@pytest.mark.parametrize("game_id", GAMES)
def test_a_computer_seat_is_handed_its_own_view_and_nothing_more(game_id: str, monkeypatch) -> None:
    seen: list[tuple[object, int]] = []

    class Spy(RandomPlayer):
        def choose(self, rules, view, seat, rng):
            seen.append((view, seat))
            return super().choose(rules, view, seat, rng)

    monkeypatch.setitem(PLAYER_KINDS, "spy", ("Spy", Spy))
    rules = registry.rules(game_id)
    info = rules.info
    assert info.hidden_holdings
    n = min(4, info.max_players)
    seats = [Seat(f"P{i + 1}", info.colours[i].name, "spy") for i in range(n)]
    app = make_app()
    match = Match(rules, info.default_options(n), seats, 11, player_seed=11)
    app.start_match(match)
    run_until(app, lambda: len(seen) >= DECISIONS or match.is_over(), timeout=120)
    asked = {seat for _, seat in seen}
    assert len(asked) >= 2, "more than one computer seat must have been asked"
    for view, seat in seen:
        assert rules.hidden_holdings(view, seat) is not None, "a seat sees its own holdings"
        for other in range(n):
            if other != seat:
                assert rules.hidden_holdings(view, other) is None, f"seat {seat} was shown seat {other}'s holdings"
