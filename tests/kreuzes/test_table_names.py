"""The cities' names on the Kreuzes map at the three window sizes players use: each name stands by
its own city's token, nearer it than any other city's token or any other space's piece (a name
between two tokens reads as the wrong city's, "Genoa" by Venice's token), or, where the map is
crowded, a little way off with a line leading to it from its own token."""

from __future__ import annotations

import math

import pygame
import pytest

from games import registry
from games.core.contract import CHANCE, Seat
from games.core.rng import Rng
from games.kreuzes.ai import odds, sample_drop
from games.kreuzes.table import table_model
from games.kreuzes.table.draw_map import placed_names
from games.kreuzes.table.view import TableView
from games.ui.art import fonts
from games.ui.game_scene import game_layout
from games.ui.scene import Frame
from tests.kreuzes.test_table_play import at_table
from tests.ui.driver import frames

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]
CLEAR_PX = 4  # how much nearer its own token a name must be than anything else, at the least


def _distance(rect: pygame.Rect, p: tuple[float, float]) -> float:
    return math.hypot(max(rect.left - p[0], 0, p[0] - rect.right), max(rect.top - p[1], 0, p[1] - rect.bottom))


def _table(size: tuple[int, int], log_open: bool):
    app, _scene, _match, view = at_table(registry.rules("kreuzes"), "ai-normal", 11, size, log_open)
    view._frame = None
    with fonts.recording() as records:
        frames(app, 2)
    return view, [r for r in records if r.panel_name == "map"]


@pytest.mark.parametrize("log_open", [True, False], ids=["log", "no-log"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_city_name_stands_nearest_its_own_token(size, log_open) -> None:
    view, drawn = _table(size, log_open)
    _names_are_their_own_cities(view, view._state, drawn, size, 0.6 if size[0] < 1280 and log_open else 0.85)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_names_stay_their_own_cities_as_the_pieces_move(size) -> None:
    """Positions of a random four-player game, the log open (the smallest map)."""
    pygame.init()
    rules = registry.rules("kreuzes")
    seats = [Seat(n, c, "human") for n, c in (("A", "yellow"), ("B", "red"), ("C", "blue"), ("D", "black"))]
    rect = game_layout(Frame(size), True)["table"]
    surface = pygame.Surface(size)
    for s in _positions(rules, seats):
        view = TableView(rules, seats, {})
        view.layout(rect)
        view.show(rules.view(s, 0), 0, [], 0)
        with fonts.recording() as records:
            view.draw(surface)
        _names_are_their_own_cities(view, s, [r for r in records if r.panel_name == "map"], size, 0.4)


def _positions(rules, seats, n: int = 4, every: int = 60) -> list:
    """`n` positions `every` moves apart of a game played at random (the drops sampled)."""
    s = rules.setup(rules.info.default_options(len(seats)), seats, 5).copy()
    s.tower = s.tower.abstract()
    rng, table, out, moves = Rng.from_seed(5), odds(), [], 0
    while (who := rules.current_player(s)) is not None and len(out) < n:
        x = sample_drop(s, rules.chance_request(s), rng, table) if who == CHANCE else rng.choice(rules.legal_actions(s))
        s, moves = rules.apply(s, x), moves + 1
        if moves % every == 0:
            out.append(s)
    return out


def _names_are_their_own_cities(view, s, drawn, size, most: float) -> None:
    geo, board = view.geometry, view.board
    bounds = geo.rect.inflate(-4, -4)
    where = table_model.occupants(s, board, {t[0] for t in s.tokens}, {t[0] for t in s.taken})
    placed = table_model.place_pieces(where, geo.labels, geo.piece_size,
                                      (bounds.left, bounds.top, bounds.right, bounds.bottom))
    token = {sid: at for sid, (kind, _i), at, _size in placed if kind in ("token", "citadel")}
    city_of = {board.spaces[sid].name: sid for sid in token}
    named = [(city_of[r.words], r.rect) for r in drawn if r.words in city_of]
    led = {n.sid: n.leader for n in placed_names() if n.leader is not None}
    assert board.jerusalem in {sid for sid, _ in named}
    assert len(named) >= len(token) * most  # most cities named
    for sid, rect in named:
        name = board.spaces[sid].name
        others = [(other, at, size_) for other, _piece, at, size_ in placed if other != sid]
        if sid in led:  # a name off in open room: its line leads from its own token, near nothing else
            start, end = led[sid]
            assert math.dist(start, token[sid]) <= geo.piece_size(sid) and _distance(rect, end) <= 1, name
            for other, at, size_ in others:
                square = pygame.Rect(0, 0, size_, size_)
                square.center = (round(at[0]), round(at[1]))
                assert not square.inflate(-2, -2).clipline(start, end), f"{name}'s line crosses {other}'s piece"
                assert _distance(rect, at) >= size_ / 2 + CLEAR_PX, f"{name} stands by {other}'s piece at {size}"
            continue
        own = _distance(rect, token[sid])
        touching = min(_distance(rect, at) for other, _piece, at, _size in placed if other == sid)
        assert touching <= geo.piece_size(sid), f"{name} stands away from its city's pieces at {size}"
        for other, at, _size in others:
            assert _distance(rect, at) >= own + CLEAR_PX, f"{name} stands as near {other}'s piece at {size}"
