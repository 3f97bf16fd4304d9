"""Chance at the table, through the real app with the Siege test game (tests/core/siege_game.py)
and its test view (tests/ui/siege_view.py): every Raiders' assault is decided by the game's
resolver once, off the drawing thread, applied, logged and autosaved, and its playback reaches the
view, which everyone watches before the next seat acts or a handoff cover comes. Chance is no seat:
it brings no Confirm bar and no cover of its own, and it is never undone. A loaded match and its
review show the recorded outcomes and never ask the resolver again.

Clicks are made as a hand makes them: motion, press and release in separate frames."""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any

import pygame
import pytest

from games import registry
from games.core.chance import Resolution, chance_rng, register_resolver
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.ui import saves
from games.ui.game_scene import GameScene
from games.ui.review_scene import ReviewScene
from tests.core import siege_game
from tests.core.siege_game import Assault, Build, Forage, SiegeRules
from tests.ui.driver import DT, button_for, make_app

SIZES = [(1024, 640), (1920, 1080)]
UNDO_REASON = "What chance decided can't be taken back."


class HiddenSiegeRules(SiegeRules):
    """Siege whose holdings count as hidden, so that two humans share a covered hot-seat table."""

    info = replace(siege_game.INFO, hidden_holdings=True)


@dataclass
class Luck:
    """What the resolver was asked: one entry per call, and the playback it gave each time."""

    calls: list[Any] = field(default_factory=list)
    playbacks: list[Any] = field(default_factory=list)
    refuse: bool = False  # a resolver that must not be asked: it raises


@pytest.fixture
def luck():
    record = Luck()

    def factory(rules):
        def resolver(state, request, rng):
            record.calls.append(state)
            if record.refuse:
                raise AssertionError("the resolver was asked again for a recorded outcome")
            playback = ("drop frames", len(record.calls))  # a fresh object: it must reach the view itself
            record.playbacks.append(playback)
            return Resolution(siege_game.resolve(state, request, rng), playback)
        return resolver

    register_resolver("siege", factory)
    yield record
    register_resolver("siege", siege_game.make_resolver)


def _seats(kinds: list[str]) -> list[Seat]:
    names = ["Anna", "Ben", "Clara", "David"]
    colours = [c.name for c in siege_game.INFO.colours]
    return [Seat(names[i], colours[i], kind) for i, kind in enumerate(kinds)]


def _match(kinds: list[str], rules: SiegeRules | None = None, seed: int = 3) -> Match:
    rules = rules or registry.rules("siege")
    return Match(rules, rules.info.default_options(len(kinds)), _seats(kinds), seed, player_seed=seed)


# --- a hand at the table, with the checks made at every frame ---


class Table:
    def __init__(self, app, luck: Luck) -> None:
        self.app = app
        self.luck = luck
        self.scene: GameScene = app.scene
        self.view = self.scene.table
        self.at_screen: int | None = self.scene.screens.open_seat  # the human who last opened the table
        self.covers_opened = 0
        self.bars = 0  # frames showing the Turn over bar

    @property
    def match(self) -> Match:
        return self.scene.match

    def step(self) -> None:
        self.app.step(DT)
        time.sleep(0.001)  # the resolver and the computer players work on threads
        scene, view, match = self.scene, self.view, self.match
        if view.is_animating():
            # Everyone watches a drop: the table is drawn, uncovered, from no seat's own screen
            # where the table covers, and no seat acts while it plays.
            assert scene.screens.handoff_to is None and scene.watching
            assert match.last_actor() == CHANCE
        if scene.screens.confirming is not None:
            # Only a seat's own move that passed the turn to another seat asks for Confirm.
            assert match.last_actor() == scene.screens.confirming and isinstance(match.current_player(), int)
            self.bars += 1
        if scene.screens.covers:  # the hot-seat secret: only the human who opened the table sees their screen
            assert scene.drawn_from in (None, self.at_screen), (scene.drawn_from, self.at_screen)

    def frames(self, n: int) -> None:
        for _ in range(n):
            self.step()

    def _event(self, kind: int, pos: tuple[int, int], **extra: object) -> None:
        pygame.event.post(pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), **extra))
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        self._event(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
        self._event(pygame.MOUSEBUTTONDOWN, pos, button=1)
        self.step()
        self._event(pygame.MOUSEBUTTONUP, pos, button=1)
        self.frames(2)

    def key(self, k: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
        self.step()
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
        self.frames(2)

    def human_may_act(self) -> int | None:
        scene, acting = self.scene, self.match.current_player()
        if not isinstance(acting, int) or not self.match.seats[acting].is_human:
            return None
        ready = (scene.screens.handoff_to is None and scene.screens.confirming is None and not scene.watching
                 and scene.screens.viewer == acting)
        return acting if ready else None

    def play(self, choice: dict[int, str], until: int | None = None, timeout: float = 60.0) -> None:
        """Play the humans' moves (`choice`: seat -> "build" or "forage") by hand, confirming turns and
        opening covers as the players would, until the match is over and its last drop played (or
        `until` actions were made)."""
        end = time.monotonic() + timeout
        while not (self.match.is_over() and not self.scene.watching) and len(self.match.actions) != until:
            assert time.monotonic() < end, "the match did not go on"
            screens = self.scene.screens
            seat = self.human_may_act()
            if screens.handoff_to is not None:
                card = self.scene.cover_card()
                self.at_screen = screens.handoff_to  # the human named on the cover takes the mouse
                self.click(card.center)
                assert screens.open_seat == self.at_screen and screens.handoff_to is None
                self.covers_opened += 1
            elif screens.confirming is not None:
                self.click(self.scene._bar.confirm.rect.center)
            elif seat is not None:
                before = len(self.match.actions)
                self.click(self.view.buttons()[choice[seat]].center)
                assert self.match.actors()[before:before + 1] == [seat], self.app.toasts.texts()
            else:
                self.step()


def _start(app, match: Match, luck: Luck) -> Table:
    app.start_match(match)
    table = Table(app, luck)
    table.frames(2)
    return table


def _assaults(match: Match) -> list[int]:
    return [i for i, a in enumerate(match.actions) if isinstance(a, Assault)]


def _check_every_drop_was_decided_once_and_played(table: Table) -> None:
    match, view, luck = table.match, table.view, table.luck
    drops = _assaults(match)
    assert len(drops) == siege_game.ROUNDS
    assert len(luck.calls) == len(drops)  # once per outcome, never again
    assert view.playbacks == luck.playbacks and all(a is b for a, b in zip(view.playbacks, luck.playbacks, strict=True))
    assert view.drop_frames_drawn >= len(drops) * 6  # each drop was drawn as it played
    assert [match.actors()[i] for i in drops] == [CHANCE] * len(drops)
    for i in drops:  # logged in the game's words, as no seat's move
        assert match.log[i].startswith("The Raiders drop 2 cubes;")
        assert not any(seat.name in match.log[i] for seat in match.seats)
    assert table.scene.log.lines == match.log
    kept = Match.load(saves.kept_path(match), registry.rules)  # autosaved after the last drop
    assert kept.actions == match.actions


@pytest.mark.parametrize("size", SIZES)
def test_a_human_against_a_computer_plays_every_assault_at_the_table(luck, size) -> None:
    """The human's own move calls the Raiders each round: with "Confirm my turn" always on, that
    brings no Confirm bar (chance is no seat), and the computer waits for the drop to play."""
    app = make_app(window_size=size, confirm_turn="always")
    table = _start(app, _match(["random", "human"]), luck)
    table.play({1: "build"})
    _check_every_drop_was_decided_once_and_played(table)
    assert table.bars == 0
    # Every computer move after a drop came once the drop had played (checked frame by frame), and
    # the view was never told chance was a seat.
    assert all(acting is None or isinstance(acting, int) for _, acting in table.view.shows)


@pytest.mark.parametrize("size", SIZES)
def test_two_humans_and_a_computer_watch_each_drop_before_the_cover(luck, size) -> None:
    """Anna, a computer, Clara, at a covered table. Clara's move calls the Raiders: no Confirm bar
    and no cover come for it; the drop plays on the open table showing only what everyone may see,
    and only then does the cover for Anna come. Anna's own turn still ends with its Confirm."""
    app = make_app(window_size=size)
    table = _start(app, _match(["human", "random", "human"], HiddenSiegeRules()), luck)
    assert table.scene.screens.covers
    covers_before_drop: list[bool] = []
    original = table.view.play_chance

    def play_chance(playback: object) -> None:  # when the drop starts: nobody is covered, Clara's move stands
        covers_before_drop.append(table.scene.screens.handoff_to is not None or table.scene._bar is not None)
        original(playback)

    table.view.play_chance = play_chance
    table.play({0: "build", 2: "forage"})
    _check_every_drop_was_decided_once_and_played(table)
    assert covers_before_drop == [False] * siege_game.ROUNDS
    # A cover for Clara each round, and one for Anna after each of the first two drops (the first
    # round's opens the table for her at the start).
    assert table.covers_opened == 1 + 2 * siege_game.ROUNDS - 1
    assert table.bars > 0  # Anna's turn passing to the computer still waits for her Confirm


def test_a_click_during_a_drop_waits_and_the_drop_is_never_undone(luck) -> None:
    app = make_app()
    table = _start(app, _match(["human"]), luck)
    build = table.view.buttons()["build"].center
    table.click(build)
    while not table.scene.watching:
        table.step()
    moves = len(table.match.actions)
    table.click(table.view.buttons()["forage"].center)  # the drop is still playing
    assert len(table.match.actions) == moves
    assert "Wait until the outcome of chance has played out." in app.toasts.texts()
    table.key(pygame.K_z, pygame.KMOD_CTRL)
    assert app.toasts.texts()[-1] == UNDO_REASON and len(table.match.actions) == moves
    while table.scene.watching:
        table.step()
    undo = button_for(table.scene, "undo")
    table.click(undo.rect.center)
    assert app.toasts.texts()[-1] == UNDO_REASON
    assert len(table.match.actions) == moves and table.match.last_actor() == CHANCE
    assert len(luck.calls) == 1


def test_a_continued_match_and_its_review_show_the_recorded_drops_without_asking_again(luck) -> None:
    match = _match(["human"], seed=5)
    rules, dice = match.rules, chance_rng(99)
    for _ in range(2):  # two rounds and their drops, played elsewhere and kept
        match.apply(Build())
        match.apply(siege_game.resolve(match.state, rules.chance_request(match.state), dice))
    saves.autosave(match)
    luck.refuse = True
    app = make_app()
    app.continue_match()
    table = Table(app, luck)
    table.frames(30)
    assert isinstance(app.scene, GameScene) and table.match.actions == match.actions
    assert not table.view.is_animating() and table.view.playbacks == [] and luck.calls == []
    assert table.view.view.tower == match.state.tower and table.view.view.raiders == match.state.raiders

    # Stepping through the log: a click on the first drop's line, then back and forth, then Play.
    log = table.scene.log
    row = log.row_entry.index(1)
    table.click((log.rect.x + log.rect.width // 2, log.rect.y + log._pad() + row * log._row_h() + log._row_h() // 2))
    review = app.scene
    assert isinstance(review, ReviewScene) and review.step == 2
    for k in (pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_END, pygame.K_HOME,
              pygame.K_SPACE):
        table.key(k)
    for _ in range(400):
        if not review.playing:
            break
        table.step()
    assert review.step == len(match.actions) and not review.playing
    assert review.table.playbacks == [] and luck.calls == []
    table.key(pygame.K_ESCAPE)
    assert app.scene is table.scene

    # Going on: the last round's drop is a new outcome, decided live once.
    luck.refuse = False
    table.play({0: "forage"})
    assert len(luck.calls) == 1 and table.view.playbacks == luck.playbacks
    assert len(_assaults(table.match)) == siege_game.ROUNDS


def test_a_match_kept_while_its_drop_was_due_asks_for_that_drop_once(luck) -> None:
    match = _match(["human", "human"])
    match.apply(Build())
    match.apply(Forage())
    assert match.current_player() == CHANCE
    saves.autosave(match)
    app = make_app()
    app.continue_match()
    table = Table(app, luck)
    for _ in range(200):
        if table.match.current_player() != CHANCE and not table.scene.watching:
            break
        table.step()
    assert len(luck.calls) == 1 and table.view.playbacks == luck.playbacks
    assert table.match.last_actor() == CHANCE and table.match.current_player() == 0


def test_the_resolver_works_while_the_table_keeps_drawing(luck) -> None:
    """A live drop takes tens of milliseconds: frames go on being drawn while it is decided."""
    import threading

    entered, release = threading.Event(), threading.Event()

    def factory(rules):
        def resolver(state, request, rng):
            entered.set()
            release.wait(timeout=10)
            return Resolution(siege_game.resolve(state, request, rng), "slow drop")
        return resolver

    register_resolver("siege", factory)
    app = make_app()
    table = _start(app, _match(["human"]), luck)
    table.click(table.view.buttons()["build"].center)
    for _ in range(200):
        if entered.is_set():
            break
        table.step()
    drawn = app.frames
    table.frames(5)  # the drop is still being decided
    assert app.frames == drawn + 5 and table.match.current_player() == CHANCE and not release.is_set()
    release.set()
    for _ in range(200):
        if table.view.playbacks:
            break
        table.step()
    assert table.view.playbacks == ["slow drop"] and table.match.last_actor() == CHANCE
