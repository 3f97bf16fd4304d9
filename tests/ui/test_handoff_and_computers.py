"""The hot-seat handoff, and computer seats playing to the results while the window lives."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pygame

from games import registry
from games.core import players
from games.core.contract import Seat
from games.core.match import Match
from games.ui import saves
from games.ui.computer_turns import move_wait
from games.ui.game_scene import GameScene
from games.ui.menu_scene import MenuScene, menu_entries
from games.ui.results_scene import ResultsScene
from tests.core.toy_game import Play
from tests.ui.driver import button_for, click, click_widget, frames, make_app, run_until


def _start(app, kinds: list[str], seed: int = 11) -> GameScene:
    rules = registry.rules("tokens")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(n, colours[i], k) for i, (n, k) in enumerate(zip(["Anna", "Ben", "Clara", "David"], kinds,
                                                                     strict=False))]
    app.start_match(Match(rules, rules.info.default_options(len(seats)), seats, seed, player_seed=seed))
    frames(app)
    return app.scene


def _centre_colour(app, scene: GameScene) -> tuple[int, int, int]:
    return tuple(app.screen.get_at(scene.table._hand_spot(0, 0)))[:3]


def test_handoff_covers_the_table_between_two_humans() -> None:
    app = make_app()
    scene = _start(app, ["human", "human"])
    # Nobody's screen is open yet: the table is covered for Anna, and the view shows no hand.
    assert scene.screens.handoff_to == 0
    assert scene.table.seat is None and scene.table.legal == []
    assert scene.table.view.hands == (None, None)
    covered = _centre_colour(app, scene)

    click(app, scene.regions["table"].center)  # "Anna, click when ready"
    assert scene.screens.handoff_to is None and scene.table.seat == 0
    frames(app)
    assert _centre_colour(app, scene) != covered  # her token is drawn now

    click(app, scene.table._hand_spot(0, 0))  # Anna plays
    assert len(scene.match.actions) == 1
    # "Confirm my turn" (on with two humans): her move stays on her screen until she confirms it.
    assert scene.screens.confirming == 0 and scene.table.seat == 0 and scene.screens.handoff_to is None
    click_widget(app, scene._bar.confirm)
    assert scene.screens.handoff_to == 1
    assert scene.table.view.hands == (None, None)  # neither hand shows under the cover
    frames(app)
    assert _centre_colour(app, scene) == covered

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    frames(app)
    assert scene.table.seat == 1 and scene.table.view.hands[0] is None and scene.table.view.hands[1]


def test_a_computers_last_move_stays_in_sight_before_the_next_humans_cover() -> None:
    """Between two humans, the computer's move is shown, to everyone and for the pace's delay,
    before the next human's cover hides the table (it used to come the moment the move landed)."""
    app = make_app(computer_delay=0.8)
    scene = _start(app, ["human", "random", "human"])
    click(app, scene.regions["table"].center)  # Anna's cover
    click(app, scene.table._hand_spot(0, 0))
    click_widget(app, scene._bar.confirm)
    count = len(scene.match.actions)
    end = time.monotonic() + 30
    while len(scene.match.actions) == count:  # Ben thinks (a worker) and waits the pace's delay
        assert time.monotonic() < end, "the computer did not move"
        app.step(1 / 60)
        time.sleep(0.001)
    moved_at = scene.clock
    assert scene.match.current_player() == 2
    held = []
    while scene.screens.handoff_to is None:
        assert scene.clock - moved_at < 3.0, "no cover came for Clara"
        held.append(scene.table.seat)
        app.step(1 / 60)
    assert scene.screens.handoff_to == 2
    assert scene.clock - moved_at >= 0.8 - 1e-9  # as long as any computer move is shown
    assert held and all(seat is None for seat in held)  # public information only meanwhile
    assert scene.table.view.hands == (None, None, None)


def _spy_on_the_table(scene: GameScene, named: Callable[[], str]) -> list[int]:
    """The kinds of the events that reach the table, and what it names under the pointer (`named`)."""
    seen: list[int] = []
    handle = scene.table.handle_event
    scene.table.handle_event = lambda event: (seen.append(event.type), handle(event))[1]  # type: ignore[method-assign]
    scene.table.tooltip = lambda pos: named()  # type: ignore[method-assign]
    return seen


def test_a_double_click_on_a_move_never_clicks_what_the_move_put_under_the_pointer() -> None:
    """A player who double-clicks out of habit must not also click whatever the move put under the
    pointer (Kreuzes' "Draw cards" gave way to a deck's button there); a later click is the table's."""
    app = make_app(computer_delay=30.0)  # Ben waits: whatever reaches the table is Anna's
    scene = _start(app, ["human", "random"])
    seen = _spy_on_the_table(scene, lambda: f"the button of move {len(scene.match.actions) + 1}")
    spot = scene.table._hand_spot(0, 0)
    click(app, spot, settle=1)
    assert len(scene.match.actions) == 1
    seen.clear()
    click(app, spot, settle=1)  # the second click of a double-click, 1/60 s later
    assert pygame.MOUSEBUTTONDOWN not in seen and pygame.MOUSEBUTTONUP not in seen
    frames(app, 15)
    click(app, spot, settle=1)  # a third, 0.3 s after the second (0.5 s after the first): the same burst
    assert pygame.MOUSEBUTTONDOWN not in seen and pygame.MOUSEBUTTONUP not in seen
    frames(app, 30)  # half a second on, a click is the table's again
    click(app, spot)
    assert pygame.MOUSEBUTTONDOWN in seen and pygame.MOUSEBUTTONUP in seen


def test_quick_clicks_on_the_same_thing_all_reach_the_table() -> None:
    """Sell, sell, sell: where the move leaves the same thing under the pointer, every click counts."""
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    seen = _spy_on_the_table(scene, lambda: "Sell a Fish")
    spot = scene.table._hand_spot(0, 0)
    click(app, spot, settle=1)
    assert len(scene.match.actions) == 1
    seen.clear()
    click(app, spot, settle=1)
    assert seen.count(pygame.MOUSEBUTTONDOWN) == 1 and seen.count(pygame.MOUSEBUTTONUP) == 1


def test_no_handoff_for_one_human_against_computers() -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["random", "human", "random"])
    seen = []
    while not scene.match.is_over():
        seen.append(scene.screens.handoff_to)
        if scene.match.current_player() == 1:
            click(app, scene.table._hand_spot(1, 0))
        else:
            app.step(1 / 60)
            time.sleep(0.001)
        assert scene.table.seat == 1  # the human's own screen stays open throughout
    assert set(seen) == {None}


def test_handoff_setting_off_switches_screens_directly() -> None:
    app = make_app(handoff_screen=False)
    scene = _start(app, ["human", "human"])
    assert scene.screens.handoff_to is None and scene.table.seat == 0
    click(app, scene.table._hand_spot(0, 0))
    assert scene.screens.handoff_to is None and scene.table.seat == 1


class GatedPlayer:
    """A computer player that thinks until the test lets it answer."""

    thinking = threading.Event()
    gate = threading.Event()

    def choose(self, rules, view, seat, rng):
        GatedPlayer.thinking.set()
        GatedPlayer.gate.wait(timeout=20)
        return players.RandomPlayer().choose(rules, view, seat, rng)


def test_computer_match_runs_to_results_while_events_are_handled(monkeypatch) -> None:
    monkeypatch.setitem(players.PLAYER_KINDS, "gated", ("Computer (gated)", GatedPlayer))
    GatedPlayer.thinking.clear()
    GatedPlayer.gate.clear()
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["gated", "random", "random"])
    try:
        run_until(app, GatedPlayer.thinking.is_set)
        # Seat 1 is deep in thought: the window still draws, and the toolbar still answers.
        before = app.frames
        click_widget(app, button_for(scene, "log"))
        frames(app, 20)
        assert app.frames == before + 22
        assert app.settings.log_open is False
        assert scene.match.actions == [] and scene.computer_to_act() == 0
    finally:
        GatedPlayer.gate.set()
    end = time.monotonic() + 30
    while scene.results_button is None:
        assert time.monotonic() < end, "the match did not finish"
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 0), buttons=(0, 0, 0)))
        click(app, (400, 400), settle=1)  # clicks on the table during computer turns change nothing
        time.sleep(0.002)
    assert app.scene is scene  # the final position stays until the players go on
    click_widget(app, scene.results_button)
    assert isinstance(app.scene, ResultsScene)
    assert len(scene.match.log) == 6 and all("plays token" in line for line in scene.match.log)

    results = app.scene
    winners = scene.match.rules.winners(scene.match.state)
    names = [scene.match.seats[w].name for w in winners]
    assert all(n in results.headline for n in names)
    assert ("share" in results.headline) == (len(winners) > 1)
    kept = saves.summary_of(saves.kept_path(scene.match))
    assert kept is not None and kept.finished  # kept, marked finished
    assert saves.latest_in_progress() is None  # and not offered by Continue
    frames(app)

    click_widget(app, results.rematch_button)
    assert isinstance(app.scene, GameScene)
    again = app.scene.match
    assert again.seats == scene.match.seats and again.options == scene.match.options
    assert again.seed != scene.match.seed

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frames(app)
    assert isinstance(app.scene, MenuScene)
    assert "continue" in [k for k, _, _ in menu_entries()]  # the rematch is under way


def test_computer_moves_are_reproducible_from_the_seeds() -> None:
    logs = []
    for _ in range(2):
        app = make_app(computer_delay=0.0)
        scene = _start(app, ["random", "random", "random", "random"], seed=99)
        run_until(app, lambda s=scene: s.match.is_over())
        logs.append(list(scene.match.log))
    assert logs[0] == logs[1]


# --- pacing of computer turns (the scene's clock is the fake one: dt is passed to app.step) ---


def test_move_wait_gives_a_seats_first_move_the_full_delay_and_the_rest_a_short_one() -> None:
    assert move_wait(0.8, first=True) == (0.8, 1.0)  # and waits for animations, at most a second
    delay, animation_wait = move_wait(0.8, first=False)
    assert 0.0 < delay <= 0.15 and animation_wait == 0.0  # never waits for an animation
    assert 0.8 + 24 * delay <= 4.5  # a 25-move turn's pacing leaves room for the moves to be drawn
    assert move_wait(0.0, first=False) == (0.0, 0.0)


def test_a_computer_turn_of_several_moves_is_paced_first_slow_then_quick() -> None:
    app = make_app(computer_delay=0.8)
    rules = registry.rules("medina")  # a turn is two pieces by the same seat
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(n, colours[i], "random") for i, n in enumerate(["Anna", "Ben", "Clara"])]
    app.start_match(Match(rules, rules.info.default_options(3), seats, 3, player_seed=3))
    scene = app.scene
    moves: list[tuple[float, int | None]] = []
    end = time.monotonic() + 60
    while len(moves) < 9:
        assert time.monotonic() < end, "the computers did not move"
        count = len(scene.match.actions)
        app.step(1 / 60)
        time.sleep(0.001)
        if len(scene.match.actions) != count:
            moves.append((scene.clock, scene.match.last_actor()))
    gaps = [(b[0] - a[0], a[1] == b[1]) for a, b in zip(moves, moves[1:], strict=False)]
    assert any(same for _, same in gaps) and any(not same for _, same in gaps)
    for gap, same in gaps:
        if same:
            assert 0.12 <= gap < 0.3, gaps  # the seat's next piece follows quickly
        else:
            assert gap >= 0.8, gaps  # a new seat's first move waits the whole delay


def test_a_standing_order_of_the_view_is_taken_when_its_seat_is_to_act_and_at_the_screen() -> None:
    app = make_app(computer_delay=30.0, handoff_screen=False)
    scene = _start(app, ["human", "random"])
    asked = []

    def standing() -> Play | None:
        asked.append(scene.match.current_player())
        hand = scene.table.view.hands[0]
        return Play(hand[0]) if hand and scene.match.current_player() == 0 else None

    scene.table.standing_action = standing
    frames(app, 30)
    assert len(scene.match.actions) == 1 and scene.match.last_actor() == 0  # played for her, like her click
    frames(app, 30)
    assert len(scene.match.actions) == 1 and set(asked) == {0}  # not asked while the computer is to act


def test_no_standing_order_is_taken_under_the_cover() -> None:
    app = make_app()
    scene = _start(app, ["human", "human"])
    calls = []
    scene.table.standing_action = lambda: calls.append(1)
    frames(app, 30)
    assert scene.screens.handoff_to == 0 and calls == []


def test_one_human_confirms_turns_only_when_asked_to() -> None:
    app = make_app(computer_delay=0.0)
    scene = _start(app, ["human", "random"])
    click(app, scene.table._hand_spot(0, 0))
    assert scene.screens.confirming is None  # by default only a covered table asks
    run_until(app, lambda: scene.match.current_player() == 0)

    app = make_app(computer_delay=0.0, confirm_turn="always")
    scene = _start(app, ["human", "random"])
    click(app, scene.table._hand_spot(0, 0))
    assert scene.screens.confirming == 0 and scene.table.seat == 0
    frames(app, 30)
    assert len(scene.match.actions) == 1  # the computer waits for her Confirm
    click_widget(app, scene._bar.confirm)
    run_until(app, lambda: len(scene.match.actions) == 2)
    assert scene.screens.handoff_to is None and scene.table.seat == 0  # no cover with one human


def test_a_refusals_reason_stands_alone_until_the_pointer_moves() -> None:
    """A refused click's reason is shown near the pointer; the hover tip that was there goes, and
    comes back only once the pointer moves (two notes at one spot hid each other's words)."""
    app = make_app(computer_delay=30.0)
    scene = _start(app, ["human", "random"])
    scene.table.tooltip = lambda pos: "A tip about this spot"  # type: ignore[method-assign]
    spot = scene.table._hand_spot(0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 60)  # the pointer rests: its tip shows
    assert scene.hover.words == "A tip about this spot"
    scene.refuse("Not now.", spot)
    frames(app, 60)
    assert scene.hover.words is None and "Not now." in app.toasts.texts()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(spot[0] + 3, spot[1]), rel=(3, 0), buttons=(0, 0, 0)))
    frames(app, 60)
    assert scene.hover.words == "A tip about this spot"
