"""Jerusalem's pieces at every window size the app offers: in a crowded city no two Squire piles
or Barons stand on one another or on an Area's printed revenue, and none leaves its Area. (Text
is checked for every table by tests/ui/test_layout_sizes.py; pieces are not text.)"""

from __future__ import annotations

import math

import pygame
import pytest

from games.jerusalem.rules.state import JerusalemState
from games.jerusalem.table.draw_city import revenue_strip
from games.jerusalem.table.table_layout import CityGeometry
from games.jerusalem.table.view import TableView
from games.ui.game_scene import GameScene
from tests.jerusalem.helpers import area, new_game, rules, table
from tests.ui.driver import frames, make_app

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 1024), (1600, 900), (1920, 1080)]


def _crowded(state: JerusalemState, with_barons: bool) -> JerusalemState:
    """Every Area full: all four seats' Squires (counts of one and two digits), or three seats'
    and a Baron where the Barons stand."""
    cfg = rules().config
    barons = {0: "templars_right", 1: "palace_left", 2: "market_large", 3: "tower"} if with_barons else {}
    blocked = {area(a): seat for seat, a in barons.items()}
    squires: dict[str, dict[int, int]] = {}
    for i, a in enumerate(cfg.areas):
        counts = {0: 1, 1: 12, 2: 3, 3: 7}
        if i in blocked:
            counts.pop((blocked[i] + 1) % 4)  # three seats' piles and the Baron: four things
        squires[a.id] = counts
    return table(state, squires_on=squires, barons=barons)


def _table_view(size: tuple[int, int], log_open: bool) -> TableView:
    from games.core.contract import Seat
    from games.core.match import Match

    seats = [Seat(n, c, "human") for n, c in zip(("Anna", "Ben", "Clara", "Dietrich"),
                                                   ("blue", "red", "yellow", "green"), strict=True)]
    app = make_app(window_size=size, log_open=log_open)
    r = rules()
    match = Match(r, r.info.default_options(4), seats, 3, player_seed=3)
    app.switch(GameScene(app, match, autoplay=False))
    frames(app, 2)
    return app.scene.table  # type: ignore[attr-defined,no-any-return]


def _inside(geom: CityGeometry, where: int, rect: pygame.Rect) -> bool:
    circle = geom.tower_circle(where)
    if circle is None:
        return geom.area_rect(where).contains(rect)
    (cx, cy), r = circle
    inner = r * 0.8  # the keep's inner ring: the stones around it are its wall
    return all(math.dist(corner, (cx, cy)) <= inner for corner in
               (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright))


@pytest.mark.parametrize("log_open", [False, True], ids=["log-folded", "log-open"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_piles_and_barons_never_overlap_at_any_size(size: tuple[int, int], log_open: bool) -> None:
    view = _table_view(size, log_open)
    geom = view._layout.city  # type: ignore[union-attr]
    for with_barons in (False, True):
        state = _crowded(new_game(), with_barons)
        view.show(rules().view(state, 0), 0, [], None)
        view.update(60.0)  # the Squires have landed
        pieces = [(z.key[0], z.rect) for z in view.zones if z.kind in ("group", "baron_on")]  # type: ignore[index]
        assert len(pieces) == 16 * 4, "every Area shows four things"
        problems = []
        for k, (where, rect) in enumerate(pieces):
            name = rules().config.areas[where].id
            if not _inside(geom, where, rect):
                problems.append(f"{name}: {tuple(rect)} leaves its Area")
            if rect.colliderect(revenue_strip(geom, where)):
                problems.append(f"{name}: {tuple(rect)} lies on the revenue")
            for other_where, other in pieces[k + 1:]:
                if rect.colliderect(other):
                    problems.append(f"{name}: {tuple(rect)} overlaps {tuple(other)} in Area {other_where}")
        assert not problems, f"{size} barons={with_barons}:\n" + "\n".join(problems)
