"""The Kreuzes map on the table: the small spaces of the Levant stay large enough to take with the
mouse at every window size, and hovering a space names it, its terrain, its continent and what
stands there."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.kreuzes.table.geometry import MapGeometry
from games.kreuzes.table.layout import Layout
from games.kreuzes.table.view import TableView
from games.ui.game_scene import game_layout
from games.ui.scene import Frame

SIZES = [(1024, 640), (1280, 720), (1600, 900), (1920, 1080)]
LEVANT = ("jerusalem", "ascalon", "galilee", "crete")


@pytest.mark.parametrize("log_open", [False, True], ids=["log-folded", "log-open"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_levants_spaces_stay_big_enough_to_take(size: tuple[int, int], log_open: bool) -> None:
    board = registry.rules("kreuzes").board
    lay = Layout.fit(game_layout(Frame(size), log_open)["table"], MapGeometry.aspect_of(board))
    geo = MapGeometry(board, lay.map)
    for sid in LEVANT:
        xs = [x for x, _ in geo.polygons[sid]]
        ys = [y for _, y in geo.polygons[sid]]
        assert max(xs) - min(xs) >= 30 and max(ys) - min(ys) >= 14, sid
        assert geo.space_at(geo.labels[sid]) == sid  # its pieces' spot answers to it
    assert geo.scale_at("jerusalem") > 2 * geo.scale_at("normandy")  # the east drawn larger, Europe whole


def test_hovering_a_space_names_it_its_terrain_continent_and_pieces() -> None:
    pygame.init()
    rules = registry.rules("kreuzes")
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    state = rules.setup(rules.info.default_options(2), seats, 3)
    view = TableView(rules, seats, {})
    view.layout(pygame.Rect(0, 60, 1280, 660))
    view.show(rules.view(state, 0), 0, rules.legal_actions(state), 0)
    geo = view.geometry
    words = view.tooltip(geo.labels["jerusalem"])
    assert words.startswith("Jerusalem: Mountains, Asia.") and "15 green troops" in words
    words = view.tooltip(geo.labels["crete"])
    assert "Crete" in words and "an island" in words and "Christian city" in words
    army = rules.board.army_starts[1]
    assert "A Muslim army" in view.tooltip(geo.labels[army])
    lorraine = view.tooltip(geo.labels["lorraine"])
    assert "Europe" in lorraine and "Godfrey of Bouillon's coat of arms" in lorraine
