"""The Kreuzes table played through the whole app as a hand plays it (motion, press, motion,
release, frames between): a move by dragging the coat of arms, a combat watched through the
tower to its result, an Event card played, a far space reached step by step, the Skip key."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from games import registry
from games.core.chance import register_resolver
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.kreuzes.chance import make_resolver
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.engine import KreuzesRules
from games.kreuzes.rules.state import KreuzesState
from games.ui.game_scene import GameScene
from tests.ui.driver import frames, make_app, run_until

Pos = tuple[int, int]


@pytest.fixture(autouse=True)
def live_tower():
    """The arranged rules live in this test module, so the kernel is told the game's resolver."""
    register_resolver("kreuzes", make_resolver)
    yield
    register_resolver("kreuzes", None)


class ArrangedRules(KreuzesRules):
    """The real rules, with the game begun past its setup and the position arranged by `arrange`."""

    def __init__(self, arrange, base: KreuzesRules) -> None:
        super().__init__(base.config, base.board)
        self.arrange = arrange

    def setup(self, options, seats, seed) -> KreuzesState:
        w = super().setup(options, seats, seed)
        w.phase, w.round, w.actor = "play", 1, w.turn
        self.arrange(self, w)
        return w


def deal(rules: KreuzesRules, w: KreuzesState, seat: int, cards: list[str]) -> None:
    """Give `seat` exactly these cards, taken from the decks (his old hand goes back), so every card
    stays accounted for."""
    move, event = list(w.move_deck), list(w.event_deck)
    for card in w.hands[seat]:
        (move if rules.config.cards[card].is_movement else event).append(card)
    for card in cards:
        (move if rules.config.cards[card].is_movement else event).remove(card)
    w.move_deck, w.event_deck = tuple(move), tuple(event)
    w.hands = w.hands[:seat] + (tuple(cards),) + w.hands[seat + 1:]


def start(arrange, seed: int = 11, size: tuple[int, int] = (1280, 720), log_open: bool = True):
    """Anna (human) against an Easy computer, the game past its setup as `arrange` leaves it."""
    return at_table(ArrangedRules(arrange, registry.rules("kreuzes")), "ai-easy", seed, size, log_open)


def at_table(rules: KreuzesRules, opponent: str, seed: int, size: tuple[int, int], log_open: bool):
    """A two-seat match of `rules` at the table, Anna (human, yellow) against Benedict (red, of
    kind `opponent`), with no cover and no turn to confirm."""
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", opponent)]
    match = Match(rules, rules.info.default_options(2), seats, seed, player_seed=seed)
    app = make_app(window_size=size, handoff_screen=False, confirm_turn=False, log_open=log_open)
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    return app, scene, match, scene.table


def hand_drag(app, start_pos: Pos, end_pos: Pos, via: tuple[Pos, ...] = ()) -> None:
    """Press, move in steps past the drag threshold (through `via`, when given), release: frames
    between each."""
    post = pygame.event.post
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=start_pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    frames(app, 1)
    steps = [*via, end_pos] if via else [(start_pos[0] + (end_pos[0] - start_pos[0]) * k // 3,
                                          start_pos[1] + (end_pos[1] - start_pos[1]) * k // 3) for k in (1, 2, 3)]
    for pos in steps:
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        frames(app, 1)
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_pos, button=1))
    frames(app, 3)


def hand_click(app, pos: Pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 3)


def army_in_burgundy(rules, w) -> None:
    """Godfrey in Lorraine with a Plains and a Mountains card, a Muslim army next door in Burgundy."""
    deal(rules, w, 0, ["plains", "mountains"])
    w.armies = ("burgundy",) + w.armies[1:]


def march_into_combat(arrange=army_in_burgundy):
    """Godfrey dragged into Burgundy, where the army makes him fight: the app, and the combat."""
    app, scene, match, view = start(arrange)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    combat = match.state.combat
    assert combat is not None and combat.seat == 0 and match.current_player() == 0
    return app, scene, match, view, combat


def fight_in_burgundy(app, match, view, cubes: int = 3) -> None:
    """Godfrey dragged into Burgundy, `cubes` more than the minimum dragged onto the funnel and
    dropped: returns when chance has dropped them (the drop begins to play)."""
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    for _ in range(cubes):
        hand_drag(app, view.zones["troops"].center, view.tower.drop_zone().center)
    drop = next(b for b in view.panel().buttons if isinstance(b.action, a.Commit))
    hand_click(app, view.zones[f"button:{drop.key}"].center)
    run_until(app, lambda: match.last_actor() == CHANCE, timeout=30)


def space_point(view, space: str) -> Pos:
    """A point of the space's polygon that the space itself answers to (its label, usually)."""
    geo = view.geometry
    x, y = geo.labels[space]
    for dx, dy in ((0, 0), (6, 6), (-6, 6), (6, -6), (-6, -6), (0, 10), (10, 0)):
        if geo.space_at((x + dx, y + dy)) == space:
            return x + dx, y + dy
    raise AssertionError(f"no point of {space} found")


def test_dragging_the_coat_of_arms_moves_the_knight_paying_the_card_that_fits() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["mountains", "plains", "tithe"])

    app, scene, match, view = start(arrange)
    arms = view.piece_rect("arms", 0)
    assert arms is not None and match.state.knights[0].space == "lorraine"
    assert view.route_to("burgundy") == (("burgundy", "plains"),)
    hand_drag(app, arms.center, space_point(view, "burgundy"))
    assert match.actions[-1] == a.Step("burgundy", "plains")
    assert match.state.knights[0].space == "burgundy"
    assert "plains" not in match.state.hands[0] and "mountains" in match.state.hands[0]


def test_clicking_a_card_chooses_which_card_pays_the_step() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "joker"])

    app, scene, match, view = start(arrange)
    joker = next(i for i, c in enumerate(match.state.hands[0]) if c == "joker")
    hand_click(app, view.zones[f"card:{joker}"].center)
    assert view.route_to("swabia") == (("swabia", "joker"),)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "swabia"))
    assert match.actions[-1] == a.Step("swabia", "joker")
    assert match.state.hands[0] == ("plains",)


def test_a_far_space_is_reached_step_by_step_each_step_its_own_card() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "plains"])

    app, scene, match, view = start(arrange)
    far = next(s for s, route in ((s, view.route_to(s)) for s in match.rules.board.spaces) if route and len(route) == 2
               and not any(k.space in (s, route[0][0]) for k in match.state.knights[1:]))
    route = view.route_to(far)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, far))
    run_until(app, lambda: match.state.knights[0].space == far, timeout=10)
    assert match.actions[-2:] == [a.Step(s, c) for s, c in route]
    assert match.state.hands[0] == ()


def test_clicking_an_event_card_plays_it() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "tithe"])

    app, scene, match, view = start(arrange)
    before = match.state.knights[0].treasure
    tithe = match.state.hands[0].index("tithe")
    hand_click(app, view.zones[f"card:{tithe}"].center)
    assert match.actions[-1] == a.Play("tithe")
    assert match.state.knights[0].treasure == before + 3


@pytest.mark.parametrize("skip", [False, True], ids=["watched", "skipped"])
def test_a_combat_falls_through_the_tower_on_the_table_and_is_told_in_words(skip: bool) -> None:
    app, scene, match, view, combat = march_into_combat()
    panel = view.panel()
    assert any(st.key == "commit" for st in panel.steppers)  # the troops to drop, from the minimum up
    troops = match.state.knights[0].troops
    for _ in range(2):  # two cubes more than the minimum, dragged one at a time onto the funnel
        hand_drag(app, view.zones["troops"].center, view.tower.drop_zone().center)
    drop = next(b for b in view.panel().buttons if isinstance(b.action, a.Commit))
    hand_click(app, view.zones[f"button:{drop.key}"].center)
    committed = next(x for x in reversed(match.actions) if isinstance(x, a.Commit))  # chance may follow at once
    assert committed == a.Commit(combat.minimum + 2)
    run_until(app, lambda: match.last_actor() == CHANCE, timeout=30)
    assert view.is_animating() and scene.watching  # everyone watches the drop
    assert view.tower.show.clip is not None and len(view.tower.fresh) == committed.troops + combat.defenders
    if skip:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        frames(app, 2)
        assert not view.tower.busy  # the cubes at rest, and the game goes on (a beaten knight's placing may slide)
    else:
        run_until(app, lambda: not view.tower.busy, timeout=60)
    words = " ".join(view.tower.result)
    assert "Out of the tower" in words and ("wins" in words or "loses" in words)
    assert match.state.combat is None
    out_counts = dict(next(x for x in reversed(match.actions) if isinstance(x, a.Drop)).out)
    assert sum(view.tower.show.out_counts().values()) == sum(out_counts.values())
    assert troops >= match.state.knights[0].troops or out_counts.get("green", 0) == 0
    assert replace(committed) == committed


def test_emptying_the_tower_is_a_shake_watched_on_the_table() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        w.drop = (("green", 12),)  # the variant's cubes dropped in before the game

    app, scene, match, view = start(arrange)
    run_until(app, lambda: match.last_actor() == CHANCE and not view.is_animating(), timeout=60)
    inside = match.state.tower.total()
    if not inside:
        pytest.skip("every cube of this drop came out")
    empty = next(b for b in view.panel().buttons if b.action == a.Empty())
    hand_click(app, view.zones[f"button:{empty.key}"].center)
    run_until(app, lambda: isinstance(match.actions[-1], a.Emptied), timeout=60)
    assert match.actions[-2] == a.Empty()
    assert view.is_animating() and view.tower.show.clip.kind == "empty"
    run_until(app, lambda: not view.is_animating(), timeout=60)
    assert match.state.tower.total() == 0 and "shaken empty" in " ".join(view.tower.result)
    assert sum(view.tower.show.out_counts().values()) == inside


def test_two_humans_fight_for_jerusalem_each_choosing_in_secret_behind_the_cover() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        godfrey = replace(w.knights[0], space="jerusalem", troops=12, cities=("tunis", "alexandria"))
        w.knights = (godfrey,) + w.knights[1:]
        w.tokens = tuple(t for t in w.tokens if t[0] not in godfrey.cities)
        w.taken = (("tunis", 0, 3), ("alexandria", 0, 4))

    base = registry.rules("kreuzes")
    rules = ArrangedRules(arrange, base)
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    match = Match(rules, rules.info.default_options(2), seats, 5, player_seed=5)
    app = make_app(window_size=(1280, 720))
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    view = scene.table

    def press(label: str) -> None:
        button = next(b for b in view.panel().buttons if b.label.startswith(label))
        hand_click(app, view.zones[f"button:{button.key}"].center)

    def open_cover() -> None:
        if scene.screens.confirming is not None:  # Confirm my turn, with the mouse on the seat bar's button
            hand_click(app, scene._bar.confirm.rect.center)
        assert scene.screens.handoff_to is not None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        frames(app, 3)

    if scene.screens.handoff_to is not None:
        open_cover()
    press("Attack Jerusalem")
    assert match.state.siege is not None and match.state.siege.step == "attack"
    hand_click(app, view.zones["less:siege_attack"].center)  # one fewer than all his troops
    press("Attack with 11")
    assert match.actions[-1] == a.SiegeAttack(11)
    assert match.current_player() == 1  # the seat to his right defends
    open_cover()
    assert view.panel().title == "Defend Jerusalem" and "11" not in " ".join(view.panel().lines)
    assert rules.view(match.state, 1).siege.attack == -1  # what his screen is drawn from hides the number
    press("Defend with")
    # The tower's drop is worked out off the frame loop; on a fast machine it may already follow the defence.
    attack = match.actions.index(a.SiegeAttack(11))
    assert [type(x) for x in match.actions[attack + 1 : attack + 2]] == [a.SiegeDefend]
    run_until(app, lambda: match.last_actor() == CHANCE, timeout=30)
    assert view.is_animating()
    run_until(app, lambda: not view.is_animating(), timeout=60)
    assert "Out of the tower" in " ".join(view.tower.result)


def test_a_banner_card_owes_an_army_move_made_by_dragging_the_army() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains_banner"])

    app, scene, match, view = start(arrange)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    assert match.state.move.banners == 1
    assert "army move" in " ".join(view.panel().lines)
    moves = [x for x in match.rules.legal_actions(match.state) if isinstance(x, a.MoveArmy)]
    target = next(x for x in moves if x.index == 0)
    hand_drag(app, view.piece_rect("army", 0).center, space_point(view, target.space))
    assert match.actions[-1] == target and match.state.armies[0] == target.space


def test_the_seat_to_his_right_places_a_beaten_knight_by_clicking_a_lit_space() -> None:
    from games.kreuzes.rules.state import Task

    def arrange(rules, w):
        w.tasks = (Task("place", 1, knight=0, space="lorraine"),)

    base = registry.rules("kreuzes")
    rules = ArrangedRules(arrange, base)
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    match = Match(rules, rules.info.default_options(2), seats, 5, player_seed=5)
    app = make_app(window_size=(1280, 720), handoff_screen=False, confirm_turn="off")
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    view = scene.table
    assert match.current_player() == 1 and view.panel().title == "Place a knight"
    places = [x for x in match.rules.legal_actions(match.state) if isinstance(x, a.Place)]
    hand_click(app, space_point(view, places[-1].space))
    assert match.actions[-1] == places[-1] and match.state.knights[0].space == places[-1].space


def test_a_cube_taken_by_a_click_goes_to_the_funnel_with_a_second_click() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        w.armies = ("burgundy",) + w.armies[1:]

    app, scene, match, view = start(arrange)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    hand_click(app, view.zones["more:commit"].center)
    n = view.panel().steppers[0].value(view._values)
    hand_click(app, view.zones["troops"].center)
    assert view.held == ("troops", -1)
    hand_click(app, view.tower.drop_zone().center)
    assert view.held is None and view.panel().steppers[0].value(view._values) == n + 1
    drop = next(b for b in view.panel().buttons if isinstance(b.action, a.Commit))
    hand_click(app, view.zones[f"button:{drop.key}"].center)
    assert a.Commit(n + 1) in match.actions[-2:]  # the drop it asks for may follow at once
    assert "Inside the tower" in view.tooltip(view.zones["tower"].center)


def banner_played_first(size: tuple[int, int] = (1280, 720)):
    """Godfrey with a Plains (banner), played first from the panel: an army move is owed."""
    def arrange(rules, w):
        deal(rules, w, 0, ["plains_banner"])

    app, scene, match, view = start(arrange, size=size)
    first = next(b for b in view.panel().buttons if b.action == a.Play("plains_banner"))
    hand_click(app, view.zones[f"button:{first.key}"].center)
    return app, scene, match, view


def test_a_banner_card_played_first_moves_the_army_before_the_knight_steps() -> None:
    app, scene, match, view = banner_played_first()
    assert match.actions[-1] == a.Play("plains_banner") and match.state.move.banners == 1
    target = next(x for x in match.rules.legal_actions(match.state) if isinstance(x, a.MoveArmy) and x.index == 0)
    hand_drag(app, view.piece_rect("army", 0).center, space_point(view, target.space))
    assert match.actions[-1] == target
    assert view.route_to("burgundy") == (("burgundy", ""),)  # the card's step waits, banked
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    assert match.actions[-1] == a.Step("burgundy", "") and match.state.knights[0].space == "burgundy"
