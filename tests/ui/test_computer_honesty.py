"""Honesty at the table: a computer seat is handed its own view of the match and nothing more.
Every decision a computer seat is asked for in a real window (games/ui/computer_turns.py) is
spied on, in each game whose holdings are hidden: the view holds the seat's own hidden holdings
and none of any other seat's (a window that handed over the whole state would fail here; self-play
has its own such test). A human seat's hint is spied on the same way."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.ai.hint import Suggestion
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.players import PLAYER_KINDS, RandomPlayer
from games.core.rng import Rng
from games.ui import computer_turns
from tests.ui.driver import frames, make_app, run_until
from tests.ui.hand import press_key

GAMES = ["jerusalem", "medina", "kreuzes", "anno_domini"]
DECISIONS = 30
PLAYED_BEFORE_HINT = 40


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


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_worked_out_from_the_asking_seats_view_and_nothing_more(game_id: str, monkeypatch) -> None:
    """The hint (games/core/ai/hint.py) is a computer player's judgement for a human seat: what
    reaches it is checked as a computer seat's decision is. Handed the whole state, it would see
    the other seat's holdings and fail here."""
    seen: list[tuple[object, int]] = []

    def spy(rules, view, seat, rng, shown=3):
        seen.append((view, seat))
        legal = rules.legal_actions(view)
        return [Suggestion(legal[0], "a move", "a reason", 1, 0.5, 0.0)]

    monkeypatch.setattr(computer_turns, "suggest", spy)
    rules = registry.rules(game_id)
    info = rules.info
    n = max(2, info.min_players)
    seats = [Seat(f"P{i + 1}", info.colours[i].name, "human") for i in range(n)]
    app = make_app()
    match = Match(rules, info.default_options(n), seats, 11, player_seed=11)
    # Some way in, where every seat holds secrets (at the very start some games hide nothing yet).
    rng, luck = Rng.from_seed(5), chance_rng(5)
    while len(match.actions) < PLAYED_BEFORE_HINT or not isinstance(match.current_player(), int):
        actor = match.current_player()
        if actor == CHANCE:
            match.apply(resolve(rules, match.state, luck).action)
        else:
            match.apply(RandomPlayer().choose(rules, rules.view(match.state, actor), actor, rng))
    app.start_match(match)
    scene = app.scene
    frames(app, 2)
    scene.confirm_handoff()  # the first human is at the screen
    press_key(app, pygame.K_h)
    run_until(app, lambda: scene.hint_panel is not None, timeout=30)
    assert len(seen) == 1
    view, seat = seen[0]
    assert seat == match.current_player()
    assert rules.hidden_holdings(view, seat) is not None, "the asking seat sees its own holdings"
    for other in range(n):
        if other != seat:
            assert rules.hidden_holdings(view, other) is None, f"seat {seat}'s hint was shown seat {other}'s holdings"
