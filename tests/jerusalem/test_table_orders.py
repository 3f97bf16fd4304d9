"""Jerusalem's table through the real app with three humans at one screen: "Take all, rest of
round" lasts across the other seats' turns, the cover and the "Confirm my turn" bar, for every
seat that gave it, and ends with the round's revenues. Mouse events as a hand makes them."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.core.rng import Rng
from games.ui.game_scene import GameScene
from tests.ui.driver import make_app
from tests.ui.test_hotseat_secrets import _click, _event, _move, _step, _zone

NAMES = ["Anna", "Ben", "Clara"]


def _revenue_round(seed: int) -> tuple[list, int, int] | None:
    """The actions of a random three-seat game up to a round's first revenue prompt, where two
    seats each have two prompts or more and the second seat's first comes between the first's."""
    rules = registry.rules("jerusalem")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(NAMES[i], colours[i], "human") for i in range(3)]
    match = Match(rules, rules.info.default_options(3), seats, seed)
    rng = Rng.from_seed(seed)
    start, actors = None, []
    while not match.is_over():
        state = match.state
        if state.step == "revenue" and state.actor is not None:
            if start is None:
                start = len(match.actions)
            actors.append(state.actor)
        elif start is not None:
            if len(actors) >= 4:
                first = actors[0]
                other = next((a for a in actors if a != first), None)
                if (other is not None and actors.count(first) >= 2 and actors.count(other) >= 2
                        and actors.index(other) < len(actors) - 1 - actors[::-1].index(first)):
                    return list(match.actions[:start]), first, other
            start, actors = None, []
        match.apply(rng.choice(rules.legal_actions(state)))
    return None


def _match(seed: int) -> tuple[Match, int, int]:
    for s in range(seed, seed + 60):
        found = _revenue_round(s)
        if found is not None:
            actions, first, other = found
            rules = registry.rules("jerusalem")
            colours = [c.name for c in rules.info.colours]
            seats = [Seat(NAMES[i], colours[i], "human") for i in range(3)]
            match = Match(rules, rules.info.default_options(3), seats, s, player_seed=s)
            for action in actions:
                match.apply(action)
            return match, first, other
    raise AssertionError("no round with two seats' revenue prompts interleaved")


def _settle(app, scene: GameScene) -> None:
    """Lets the table settle; confirms a finished turn and opens a cover, as the players would."""
    for _ in range(400):
        for _ in range(3):
            _step(app)
        if scene.screens.confirming is not None and scene._bar is not None:
            centre = scene._bar.confirm.rect.center
            _move(app, centre)
            _event(app, pygame.MOUSEBUTTONDOWN, centre, button=1)
            _event(app, pygame.MOUSEBUTTONUP, centre, button=1)
            continue
        if scene.screens.handoff_to is not None:
            _click(app, scene.cover_card().center)  # the standing order may act at once behind it
            continue
        if not scene.table.is_animating():
            return
    raise AssertionError("the table never settled")


@pytest.mark.parametrize("confirm", ["hotseat", "off"])
def test_take_all_for_the_round_lasts_across_other_seats_turns_and_the_cover(confirm: str) -> None:
    match, first, other = _match(11)
    round_ = match.state.round
    app = make_app(confirm_turn=confirm)
    app.start_match(match)
    _step(app)
    scene = app.scene
    assert isinstance(scene, GameScene)
    ordered: set[int] = set()
    asked: list[int] = []  # every revenue prompt a seat was left to answer by hand
    while True:
        _settle(app, scene)
        state = scene.match.state
        if state.round != round_ or state.step != "revenue":
            break
        seat = scene.match.current_player()
        assert scene.screens.viewer == seat
        asked.append(seat)
        if seat in (first, other) and seat not in ordered:
            ordered.add(seat)
            _click(app, _zone(scene, "button", lambda k: k == "take_round"))
        else:
            _click(app, _zone(scene, "button", lambda k: k == "take"))
    assert ordered == {first, other}
    assert asked.count(first) == 1 and asked.count(other) == 1, f"asked again after 'rest of round': {asked}"
    assert not scene.table._standing, "the order ends with the round's revenues"


def test_take_all_for_the_round_against_computers() -> None:
    """One human (seat 0) among computers, who take their revenues between hers."""
    match, first, other = _match(11)
    while 0 not in (first, other):
        match, first, other = _match(match.seed + 1)
    kinds = ["human" if i == 0 else "random" for i in range(3)]
    match.seats = [Seat(s.name, s.colour, kind) for s, kind in zip(match.seats, kinds, strict=True)]
    round_ = match.state.round
    app = make_app()
    app.start_match(match)
    scene = app.scene
    assert isinstance(scene, GameScene)
    asked = 0
    while True:
        _settle(app, scene)
        for _ in range(200):
            if scene.match.current_player() == 0 or scene.match.state.step != "revenue":
                break
            _step(app)  # the computers take theirs
        _settle(app, scene)
        if scene.match.state.round != round_ or scene.match.state.step != "revenue":
            break
        assert scene.match.current_player() == 0
        asked += 1
        _click(app, _zone(scene, "button", lambda k: k == "take_round"))
    assert asked == 1
