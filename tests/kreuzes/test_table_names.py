"""The cities' names on the Kreuzes map at the three window sizes players use: each name stands by
its own city's token, nearer it than any other city's token or any other space's piece (a name
between two tokens reads as the wrong city's, "Genoa" by Venice's token)."""

from __future__ import annotations

import math

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.kreuzes.table import table_model
from games.ui.art import fonts
from games.ui.game_scene import GameScene
from tests.ui.driver import frames, make_app

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]
CLEAR_PX = 4  # how much nearer its own token a name must be than anything else, at the least


def _distance(rect: pygame.Rect, p: tuple[float, float]) -> float:
    return math.hypot(max(rect.left - p[0], 0, p[0] - rect.right), max(rect.top - p[1], 0, p[1] - rect.bottom))


def _table(size: tuple[int, int], log_open: bool):
    rules = registry.rules("kreuzes")
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "ai-normal")]
    match = Match(rules, rules.info.default_options(2), seats, 11, player_seed=11)
    app = make_app(window_size=size, handoff_screen=False, confirm_turn=False, log_open=log_open)
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    view = scene.table
    view._frame = None
    with fonts.recording() as records:
        frames(app, 2)
    return view, [r for r in records if r.panel_name == "map"]


@pytest.mark.parametrize("log_open", [True, False], ids=["log", "no-log"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_city_name_stands_nearest_its_own_token(size, log_open) -> None:
    view, drawn = _table(size, log_open)
    geo, s, board = view.geometry, view._state, view.board
    bounds = geo.rect.inflate(-4, -4)
    where = table_model.occupants(s, board, {t[0] for t in s.tokens}, {t[0] for t in s.taken})
    placed = table_model.place_pieces(where, geo.labels, geo.piece_size,
                                      (bounds.left, bounds.top, bounds.right, bounds.bottom))
    token = {sid: at for sid, (kind, _i), at, _size in placed if kind in ("token", "citadel")}
    city_of = {board.spaces[sid].name: sid for sid in token}
    named = [(city_of[r.words], r.rect) for r in drawn if r.words in city_of]
    assert board.jerusalem in {sid for sid, _ in named}
    assert len(named) >= len(token) * (0.6 if size[0] < 1280 and log_open else 0.85)  # most cities named
    for sid, rect in named:
        own = _distance(rect, token[sid])
        assert own <= geo.piece_size(sid), f"{board.spaces[sid].name} stands away from its token at {size}"
        for other, _piece, at, _size in placed:
            if other != sid:
                assert _distance(rect, at) >= own + CLEAR_PX, \
                    f"{board.spaces[sid].name} stands as near {board.spaces[other].name}'s piece at {size}"
