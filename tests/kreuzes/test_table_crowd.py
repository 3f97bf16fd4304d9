"""The Levant crowded on a small window: four knights, both armies, both pirate ships, loose green
troops and the cities' tokens between Antioch, Tripoli, Galilee, Cyprus and Jerusalem. Every
piece stays apart from every other (each can be seen and taken), pointing at a piece names its
own space, and a press on a knight's coat of arms takes that coat of arms and nothing else."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.kreuzes.table.palette import PAPER
from games.kreuzes.table.table_model import spread
from games.ui.game_scene import GameScene
from tests.kreuzes.test_table_play import ArrangedRules, live_tower  # noqa: F401
from tests.ui.driver import frames, make_app

SPACES = ("jerusalem", "tripoli", "antioch", "galilee")


def crowd(rules, w) -> None:
    w.knights = tuple(replace(k, space=SPACES[i]) for i, k in enumerate(w.knights))
    w.armies = ("damascus", "tripoli")
    w.pirates = ("levantine_sea", "cilician_sea")
    w.loose = (("antioch", 2), ("famagusta", 2), ("galilee", 1), ("jerusalem", 4), ("tripoli", 3))


def _table(size: tuple[int, int], log_open: bool):
    base = registry.rules("kreuzes")
    rules = ArrangedRules(crowd, base)
    seats = [Seat("Anna", "yellow", "human"), Seat("Ben", "red", "ai-easy"), Seat("Cleo", "blue", "ai-easy"),
             Seat("Dan", "black", "ai-easy")]
    match = Match(rules, rules.info.default_options(4), seats, 11, player_seed=11)
    app = make_app(window_size=size, handoff_screen=False, confirm_turn=False, log_open=log_open)
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    return app, match, scene.table


@pytest.mark.parametrize(("size", "log_open"), [((1024, 640), True), ((1024, 640), False), ((1024, 768), True)],
                         ids=["1024x640-log", "1024x640", "1024x768-log"])
def test_pieces_crowded_in_the_levant_stay_apart_and_each_answers_for_its_own_space(size, log_open) -> None:
    app, match, view = _table(size, log_open)
    geo = view.geometry
    marks = geo._marks  # every piece and name drawn over the map, with its space
    overlapping = [(a, b) for k, (ra, a) in enumerate(marks) for rb, b in marks[k + 1:] if ra.colliderect(rb)]
    assert overlapping == []
    s = match.state
    for seat, k in enumerate(s.knights):
        assert geo.space_at(view.piece_rect("arms", seat).center) == k.space
    for i, sid in enumerate(s.armies):
        assert geo.space_at(view.piece_rect("army", i).center) == sid
    for i, sid in enumerate(s.pirates):
        assert geo.space_at(view.piece_rect("pirate", i).center) == sid
    # Anna's coat of arms, at Jerusalem among the others, is what her press takes, and only it
    arms = view.piece_rect("arms", 0).center
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=arms, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=arms, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=(arms[0] + 12, arms[1] + 12), rel=(12, 12),
                                     buttons=(1, 0, 0))):
        pygame.event.post(event)
        frames(app, 1)
    assert view.held == ("arms", 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=arms, button=1))  # back on its own spot
    frames(app, 2)
    assert view.held is None and match.actions == []
    # The garrison's number and each stack's number are clear of each other and lie over every
    # piece (a coat of arms beside the Citadel once hid the garrison): each pill's paper shows.
    frames(app, 1)
    assert len(view.numbers) == 6  # the Citadel and five stacks
    screen = pygame.display.get_surface()
    for number, _own in view.numbers:
        assert [n for n, _o in view.numbers if n != number and number.colliderect(n)] == []
        for x in (number.left + 3, number.right - 4):
            for y in (number.centery - 2, number.centery + 2):
                assert tuple(screen.get_at((x, y)))[:3] == PAPER

def test_spreading_moves_overlapping_boxes_apart_and_leaves_free_ones_alone() -> None:
    boxes = [(100.0, 100.0, 20.0, 20.0), (105.0, 102.0, 20.0, 20.0), (300.0, 300.0, 20.0, 20.0)]
    out = spread(boxes, (0, 0, 400, 400))
    assert out[2] == (300.0, 300.0)
    (ax, ay), (bx, by) = out[0], out[1]
    assert abs(ax - bx) >= 20 or abs(ay - by) >= 20
    assert abs(ax - 100) + abs(ay - 100) < 20  # moved no further than needed
