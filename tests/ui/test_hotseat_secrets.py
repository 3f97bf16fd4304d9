"""Hot-seat secrets through the real app: a three-human Jerusalem round and a Medina round with a
computer between two humans, played with mouse events as a hand makes them (press, motion and
release in separate frames; drags for pieces). At every change of human the frames drawn between
the end of one human's turn and the next human's deliberate click on the cover are checked: none
came from a seat's private view. Also: a press that began before the cover appeared never opens
it, the cover offers no undo, and "Confirm my turn" lets a slip be taken back first."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pytest

from games import registry
from games.core.contract import Action, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.jerusalem.rules.actions import Bid, ChooseOffice, Done, EndTurn, Pass, PickCard, Place, TakeRevenue
from games.medina.rules.state import Place as MedinaPlace
from games.ui.game_scene import GameScene
from tests.ui.driver import DT, button_for, make_app

Pos = tuple[int, int]


# --- a hand on the mouse: one event per frame ---


_moves_at: dict[int, int] = {}  # frame number -> how many moves the match had when it was drawn


def _step(app) -> int:
    """One frame; the number of the frame it drew."""
    drawn = app.frames
    app.step(DT)
    if isinstance(app.scene, GameScene):
        _moves_at[drawn] = len(app.scene.match.actions)
    return drawn


def _event(app, kind: int, pos: Pos, **extra: object) -> int:
    pygame.event.post(pygame.event.Event(kind, pos=(int(pos[0]), int(pos[1])), **extra))
    return _step(app)


def _move(app, pos: Pos) -> int:
    return _event(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))


def _click(app, pos: Pos) -> None:
    _move(app, pos)
    _event(app, pygame.MOUSEBUTTONDOWN, pos, button=1)
    _event(app, pygame.MOUSEBUTTONUP, pos, button=1)


def _drag(app, start: Pos, end: Pos) -> None:
    _move(app, start)
    _event(app, pygame.MOUSEBUTTONDOWN, start, button=1)
    for k in (1, 2, 3):
        point = (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3)
        _event(app, pygame.MOUSEMOTION, point, rel=(1, 1), buttons=(1, 0, 0))
    _event(app, pygame.MOUSEBUTTONUP, end, button=1)


def _key(app, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    _step(app)


def _seen(scene: GameScene, first: int, last: int) -> list[int | None]:
    """Whose view the frames numbered first..last-1 were drawn from."""
    return [seat for n, seat in scene.drawn if first <= n < last]


# --- the games ---


def _start(app, game: str, kinds: list[str], seed: int) -> GameScene:
    rules = registry.rules(game)
    colours = [c.name for c in rules.info.colours]
    names = ["Anna", "Ben", "Clara", "David"]
    seats = [Seat(names[i], colours[i], kind) for i, kind in enumerate(kinds)]
    app.start_match(Match(rules, rules.info.default_options(len(seats)), seats, seed, player_seed=seed))
    _step(app)
    scene = app.scene
    assert isinstance(scene, GameScene)
    return scene


def _zone(scene: GameScene, kind: str, test: Callable[[object], bool]) -> Pos:
    return next(z.rect.center for z in scene.table.zones if z.kind == kind and test(z.key))


def _jerusalem_move(scene: GameScene, placed: set[int]) -> tuple[Action, Callable[[object], None]]:
    """A short but whole round: Offices are chosen, opened at the lowest bid and passed on; each
    seat keeps its first draft card, drags one Squire onto the city and ends its turn; revenues
    are taken in full."""
    state, legal = scene.match.state, scene.rules.legal_actions(scene.match.state)
    seat = scene.match.current_player()
    cfg = scene.rules.config

    def button(key: str) -> Callable[[object], None]:
        return lambda app: _click(app, _zone(scene, "button", lambda k: k == key))

    def first(kind: type) -> Action | None:
        return next((a for a in legal if isinstance(a, kind)), None)

    if state.step == "auction":
        if choose := first(ChooseOffice):
            return choose, lambda app: _click(app, _zone(scene, "office", lambda k: k == choose.office))
        if Pass() in legal:
            return Pass(), button("pass")
        return min((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount), button("bid")
    if state.step == "draft":
        pick = first(PickCard)
        return pick, lambda app: _click(app, _zone(scene, "draft", lambda k: k[1] == pick.card))
    if state.step == "deploy" and seat not in placed and (place := first(Place)):
        placed.add(seat)
        pile = _zone(scene, "pile", lambda k: k == "squire")
        return place, lambda app: _drag(app, pile, scene.table.area_point(cfg.area_index(place.area)))
    if state.step == "deploy" and EndTurn() in legal:
        return EndTurn(), button("end_turn")
    if state.step == "revenue":
        full = max((a for a in legal if isinstance(a, TakeRevenue)), key=lambda a: (a.squires, a.bezants, a.prestige))
        return full, button("take")
    action = Done() if Done() in legal else legal[0]
    key = next(b.key for b in scene.table.panel.buttons if b.action == action)
    return action, button(key)


def _medina_move(scene: GameScene, rng: Rng) -> tuple[Action, Callable[[object], None]]:
    """Any legal piece, dragged from the open screen onto its space."""
    action = rng.choice(scene.rules.legal_actions(scene.match.state))
    assert isinstance(action, MedinaPlace)
    start = scene.table.slot_rect(action.piece).center
    return action, lambda app: _drag(app, start, scene.table.cell_center(action.cell))


def _kreuzes_move(scene: GameScene) -> tuple[Action, Callable[[object], None]]:
    """Ready before the game; a step by dragging the coat of arms onto a calm neighbouring space, then the
    panel's buttons to end the movement, leave the city and draw."""
    from games.kreuzes.rules import actions as k

    view, state = scene.table, scene.match.state
    legal = scene.rules.legal_actions(state)
    seat = scene.match.current_player()
    calm = [x for x in legal if isinstance(x, k.Step) and view.route_to(x.space) == ((x.space, x.card),)
            and x.space not in state.pirates + state.armies and x.space not in dict(state.loose)
            and not state.move.moved]
    if calm:
        step = calm[0]
        start = view.piece_rect("arms", seat).center
        geo = view.geometry
        end = geo.labels[step.space]
        return step, lambda app: _drag(app, start, end)
    for action in (k.SetupDone(), k.EndMoves(), k.SkipCity(), k.EndDiscards()):
        if action in legal:
            button = next(b for b in view.panel().buttons if b.action == action)
            return action, lambda app, key=button.key: _click(app, view.zones[f"button:{key}"].center)
    raise AssertionError(f"no simple move among {legal[:5]}")


# --- the check at each change of human ---


@dataclass
class Handovers:
    """What each change of human showed: (from, to, frames on the previous seat's own last move,
    frames of the cover or public table before the next seat's click)."""

    seen: list[tuple[int, int, int, int]] = field(default_factory=list)


def _open_cover(app, scene: GameScene, handed: int, before: int | None, log: Handovers) -> None:
    """Let the cover stand a few frames, then the next human clicks its card (press, then release);
    no frame from `handed` up to that release came from a seat's private view."""
    for _ in range(6):
        _step(app)
    nxt = scene.screens.handoff_to
    seen = set(_seen(scene, handed, app.frames))
    assert nxt is not None, f"the cover was opened without a click on it; frames drawn from {seen}"
    assert nxt == scene.match.current_player()
    card = scene.cover_card()
    _move(app, card.center)
    _event(app, pygame.MOUSEBUTTONDOWN, card.center, button=1)
    assert scene.screens.handoff_to == nxt  # a press alone does not open it
    opened = _event(app, pygame.MOUSEBUTTONUP, card.center, button=1)
    covered = _seen(scene, handed, opened)
    assert covered and all(seat is None for seat in covered), (before, nxt, covered)
    assert scene.drawn_from == nxt  # now the next seat's own screen
    log.seen.append((before if before is not None else -1, nxt, 0, len(covered)))


def _play(app, scene: GameScene, move: Callable[[], tuple[Action, Callable[[object], None]]],
          done: Callable[[], bool]) -> Handovers:
    log = Handovers()
    humans = [i for i, s in enumerate(scene.match.seats) if s.is_human]
    if scene.screens.handoff_to is not None:  # the first human is covered for, too
        _open_cover(app, scene, 0, None, log)
    last_human = scene.screens.viewer
    while not done():
        seat = scene.match.current_player()
        assert seat == last_human and scene.drawn_from == seat
        action, gesture = move()
        count = len(scene.match.actions)
        frame_before = app.frames
        gesture(app)
        assert len(scene.match.actions) == count + 1 and scene.match.actions[-1] == action
        applied = next(n for n in range(frame_before, app.frames) if _moves_at[n] > count)
        nxt = scene.match.current_player()
        if nxt == seat:
            continue
        handed, own = applied, 0
        if getattr(scene.screens, "confirming", None) == seat:  # Confirm my turn: her own move, with Confirm and Undo
            for _ in range(4):
                _step(app)
            confirm = scene._bar.confirm
            _move(app, confirm.rect.center)
            _event(app, pygame.MOUSEBUTTONDOWN, confirm.rect.center, button=1)
            _event(app, pygame.MOUSEBUTTONUP, confirm.rect.center, button=1)
            while scene.screens.confirming is not None:
                handed = _step(app)
            own = len(_seen(scene, applied, handed))
            assert set(_seen(scene, applied, handed)) == {seat}  # her own view only, never the next seat's
        while not done() and not scene.match.seats[scene.match.current_player()].is_human:
            _step(app)  # computers play; only public information shows
        if done():
            break
        nxt = scene.match.current_player()
        if nxt == seat:
            assert scene.drawn_from == seat
            continue
        _open_cover(app, scene, handed, seat, log)
        log.seen[-1] = (seat, nxt, own, log.seen[-1][3])
        last_human = nxt
    assert {n for _, n, _, _ in log.seen} == set(humans)  # every human was handed the table
    return log


CONFIRM_MODES = ["hotseat", "off"]


@pytest.mark.parametrize("confirm", CONFIRM_MODES)
def test_three_humans_play_a_jerusalem_round_and_nobody_sees_another_screen(confirm: str) -> None:
    app = make_app(confirm_turn=confirm)
    scene = _start(app, "jerusalem", ["human", "human", "human"], seed=3)
    placed: set[int] = set()
    steps: set[str] = set()

    def move() -> tuple[Action, Callable[[object], None]]:
        steps.add(scene.match.state.step)
        if scene.match.state.step != "deploy":
            placed.clear()
        return _jerusalem_move(scene, placed)

    log = _play(app, scene, move, lambda: scene.match.state.round > 1)
    assert steps >= {"auction", "draft", "deploy", "revenue"}
    assert len(log.seen) >= 10
    assert all(own > 0 for _, _, own, _ in log.seen[1:]) == (confirm == "hotseat")


@pytest.mark.parametrize("confirm", CONFIRM_MODES)
def test_two_humans_play_kreuzes_turns_and_nobody_sees_the_others_hand(confirm: str) -> None:
    app = make_app(confirm_turn=confirm)
    scene = _start(app, "kreuzes", ["human", "human"], seed=9)
    log = _play(app, scene, lambda: _kreuzes_move(scene), lambda: len(scene.match.actions) >= 12)
    pairs = [(a, b) for a, b, _, _ in log.seen]
    assert (0, 1) in pairs and (1, 0) in pairs


@pytest.mark.parametrize("confirm", CONFIRM_MODES)
def test_a_medina_round_with_a_computer_between_two_humans_keeps_both_screens(confirm: str) -> None:
    app = make_app(confirm_turn=confirm)
    scene = _start(app, "medina", ["human", "random", "human"], seed=5)
    rng = Rng.from_seed(5)
    log = _play(app, scene, lambda: _medina_move(scene, rng), lambda: len(scene.match.actions) >= 12)
    pairs = [(a, b) for a, b, _, _ in log.seen]
    assert (0, 2) in pairs and (2, 0) in pairs  # across the computer, and straight back


@pytest.mark.parametrize("confirm", CONFIRM_MODES)
def test_three_humans_play_anno_domini_and_nobody_sees_another_hand(confirm: str) -> None:
    """Setup choices and turns by hand; a Favor's receiver decides its benefit on its own screen."""
    from tests.anno_domini.table_hand import make

    app = make_app(confirm_turn=confirm)
    scene = _start(app, "anno_domini", ["human", "human", "human"], seed=6)
    rng = Rng.from_seed(6)

    def move() -> tuple[Action, Callable[[object], None]]:
        legal = scene.rules.legal_actions(scene.match.state)
        keen = [x for x in legal if x.kind not in ("skip", "done")]
        action = rng.choice(keen) if keen and rng.below(4) else rng.choice(legal)
        return action, lambda app: make(app, scene, action, _click, _drag)

    log = _play(app, scene, move, lambda: scene.match.state.turn > 4)
    pairs = {(a, b) for a, b, _, _ in log.seen}
    assert {(0, 1), (1, 2)} <= pairs or {(1, 2), (2, 0)} <= pairs or {(2, 0), (0, 1)} <= pairs


def _to_the_cover(confirm: str = "off") -> tuple[object, GameScene]:
    """A two-human Jerusalem table where Anna has opened and is about to be outbid or passed."""
    app = make_app(confirm_turn=confirm)
    scene = _start(app, "jerusalem", ["human", "human"], seed=4)
    _open_cover(app, scene, 0, None, Handovers())
    return app, scene


def test_a_press_that_began_before_the_cover_never_opens_it() -> None:
    app, scene = _to_the_cover()
    choose = next(a for a in scene.rules.legal_actions(scene.match.state) if isinstance(a, ChooseOffice))
    _click(app, _zone(scene, "office", lambda k: k == choose.office))
    bid = _zone(scene, "button", lambda k: k == "bid")
    _move(app, bid)
    _event(app, pygame.MOUSEBUTTONDOWN, bid, button=1)  # the table's button acts on this press
    assert scene.screens.handoff_to == 1
    card = scene.cover_card()
    _event(app, pygame.MOUSEMOTION, card.center, rel=(1, 1), buttons=(1, 0, 0))
    _event(app, pygame.MOUSEBUTTONUP, card.center, button=1)  # ... and this release lands on the card
    assert scene.screens.handoff_to == 1 and scene.drawn_from is None
    _step(app)
    outside = (card.left - 20, card.centery)  # a press beside the card, released on it: not deliberate
    _move(app, outside)
    _event(app, pygame.MOUSEBUTTONDOWN, outside, button=1)
    _event(app, pygame.MOUSEBUTTONUP, card.center, button=1)
    assert scene.screens.handoff_to == 1 and scene.drawn_from is None
    _click(app, card.center)
    assert scene.screens.handoff_to is None and scene.drawn_from == 1


def _anna_plays_a_medina_turn(app) -> tuple[GameScene, Rng]:
    """Three humans at Medina: Anna opens her screen and drags her pieces until her turn ends."""
    scene = _start(app, "medina", ["human", "human", "human"], seed=7)
    _open_cover(app, scene, 0, None, Handovers())
    rng = Rng.from_seed(7)
    while scene.match.current_player() == 0:
        _, gesture = _medina_move(scene, rng)
        gesture(app)
    return scene, rng


def test_the_cover_offers_no_undo() -> None:
    """Medina drops pieces on release, so the cover came; but its Undo gave Anna's piece back and
    showed her whole stock to Ben."""
    app = make_app(confirm_turn="off")
    scene, rng = _anna_plays_a_medina_turn(app)
    assert scene.screens.handoff_to == 1
    moves = list(scene.match.actions)
    mark = app.frames
    undo = button_for(scene, "undo")
    _click(app, undo.rect.center)
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    _step(app)
    assert not undo.is_enabled
    assert scene.match.actions == moves and scene.screens.handoff_to == 1
    assert any("covered" in words for words in app.toasts.texts())
    assert set(_seen(scene, mark, app.frames)) == {None}


def test_confirm_my_turn_lets_a_slip_be_taken_back_and_a_double_click_stays_covered() -> None:
    app = make_app()  # several humans: Confirm my turn is on by default
    scene, rng = _anna_plays_a_medina_turn(app)
    assert scene.screens.confirming == 0 and scene.drawn_from == 0  # her own last move, still hers
    slip = len(scene.match.actions)
    for _ in range(3):  # the computers and the next seat wait for her
        _step(app)
    _click(app, scene._bar.undo.rect.center)
    _step(app)
    assert len(scene.match.actions) == slip - 1 and scene.match.current_player() == 0
    assert scene.screens.confirming is None and scene._bar is None and scene.drawn_from == 0

    _, gesture = _medina_move(scene, rng)
    gesture(app)
    assert scene.screens.confirming == 0
    confirm = scene._bar.confirm.rect.center
    for _ in range(2):  # a double click on Confirm: the second lands on the cover, beside its card
        _click(app, confirm)
        _step(app)
    assert scene.screens.handoff_to == 1 and scene.drawn_from is None
    _key(app, pygame.K_RETURN)
    assert scene.drawn_from == 1


def test_no_tooltip_from_before_the_cover_shows_once_it_opens() -> None:
    """The play-test saw a tip about a spot the pointer had long left after the cover opened: the
    pointer's last place on the table before the cover (moves over the cover are not the table's)."""
    app = make_app(confirm_turn="off")
    scene, _ = _anna_plays_a_medina_turn(app)  # her last drag ended on a board space, which has a tip
    assert scene.screens.handoff_to == 1
    card = scene.cover_card()
    _click(app, card.center)
    assert scene.screens.handoff_to is None
    for _ in range(60):  # a second with the pointer still on the card's old place
        _step(app)
    assert scene.hover.words is None
    space = scene.regions["table"].center
    _move(app, space)
    for _ in range(60):
        _step(app)
    assert scene.hover.pos == space  # moving the pointer asks again, as usual
