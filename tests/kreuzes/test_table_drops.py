"""Pieces dropped on the map where a hand lets go: back on their own spot is a cancel, a lit space
answers even under another piece or a name, and a drop that cannot be made says why."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from games.kreuzes.rules import actions as a
from tests.kreuzes.test_table_play import (
    banner_played_first,
    deal,
    hand_drag,
    live_tower,  # noqa: F401  (the fixture registers the tower)
    space_point,
    start,
)

Pos = tuple[int, int]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_dropping_the_coat_of_arms_back_on_its_own_spot_moves_nobody(size) -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "mountains", "water"])
        w.knights = (replace(w.knights[0], space="genoa"),) + w.knights[1:]

    app, scene, match, view = start(arrange, size=size)
    assert match.state.knights[0].space == "genoa"
    before = len(match.actions)
    arms = view.piece_rect("arms", 0)
    for dx, dy in ((0, 0), (-arms.width // 3, 0), (arms.width // 3, 0), (0, arms.height // 3)):
        home = (arms.centerx + dx, arms.centery + dy)
        hand_drag(app, home, home, via=((home[0] + 40, home[1] + 30),))  # out and back
        assert len(match.actions) == before and match.state.knights[0].space == "genoa"
        assert view.held is None


def covered_point(view, space: str, home: pygame.Rect) -> Pos | None:
    """A point of the space's painted shape where something of another space is drawn over it
    (a piece, a name): where the old hit-test named the other space."""
    geo = view.geometry
    xs = [x for x, _ in geo.polygons[space]]
    ys = [y for _, y in geo.polygons[space]]
    for y in range(min(ys), max(ys), 2):
        for x in range(min(xs), max(xs), 2):
            if (geo.shape_at((x, y)) == space and geo.space_at((x, y)) not in (space, None)
                    and not home.inflate(12, 12).collidepoint(x, y)):
                return x, y
    return None


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
def test_an_army_dropped_on_a_lit_space_under_another_piece_or_name_goes_there(size) -> None:
    app, scene, match, view = banner_played_first(size)
    moves = [x for x in match.rules.legal_actions(match.state) if isinstance(x, a.MoveArmy)]
    found = next(((x, p) for x in moves
                  for p in [covered_point(view, x.space, view.piece_rect("army", x.index))] if p is not None), None)
    assert found is not None, "no lit space lies under another space's piece or name"
    move, point = found
    hand_drag(app, view.piece_rect("army", move.index).center, point)
    assert match.actions[-1] == move and match.state.armies[move.index] == move.space


def test_an_army_dropped_where_it_cannot_go_says_why() -> None:
    app, scene, match, view = banner_played_first()
    move = next(x for x in match.rules.legal_actions(match.state) if isinstance(x, a.MoveArmy))
    legal = match.rules.legal_actions(match.state)
    lit = {x.space for x in legal if isinstance(x, a.MoveArmy) and x.index == move.index}
    far = next(s for s in match.rules.board.spaces if s not in lit and s != match.state.armies[move.index]
               and not match.rules.board.spaces[s].is_sea)
    before = len(match.actions)
    hand_drag(app, view.piece_rect("army", move.index).center, space_point(view, far))
    assert len(match.actions) == before and match.state.armies[move.index] != far
    assert any("cannot go" in words for words in app.toasts.texts())
