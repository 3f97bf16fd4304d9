"""Anno Domini at the table through the whole app, with events as a hand makes them: two humans
and a computer play the setup and several turns at 1024x768 and at 1920x1080 (every kind of
decision the turns bring is made by a drag or a click on what the table lights, or the panel),
the handoff cover hides each human's hand from the other, and the table's parts answer."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.anno_domini.rules import actions as a
from games.core.contract import Action, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.ui.game_scene import GameScene
from games.ui.results_scene import ResultsScene
from tests.anno_domini.table_hand import click, make, open_results, step
from tests.ui.driver import make_app
from tests.ui.test_hotseat_secrets import _start as start_match

TURNS = 7  # turns begun before the scripted part stops (the setup and two rounds of three seats)


def _start(size: tuple[int, int], kinds: list[str], seed: int) -> tuple[object, GameScene]:
    app = make_app(window_size=size, confirm_turn="off")
    return app, start_match(app, "anno_domini", kinds, seed)


def _choose(legal: list[Action], rng: Rng) -> Action:
    """A sensible-enough hand: mostly takes what is offered, leaves the Market soon."""
    if a.DONE in legal and rng.below(3):
        return a.DONE
    keen = [x for x in legal if x not in (a.SKIP, a.DONE)]
    if keen and rng.below(5):
        return rng.choice(keen)
    return rng.choice(legal)


def _open_cover(app: object, scene: GameScene) -> None:
    step(app, 3)
    card = scene.cover_card()
    assert card is not None
    click(app, card.center)
    assert scene.screens.handoff_to is None


def play(app: object, scene: GameScene, rng: Rng, done: object) -> dict[str, int]:
    """Play by hand until `done()`; counts of the decision kinds made, and of covers opened."""
    made: dict[str, int] = {}
    while not done():
        if scene.screens.handoff_to is not None:
            # the cover stands between two humans: nothing private of either is drawn under it
            assert scene.drawn_from is None
            _open_cover(app, scene)
            made["cover"] = made.get("cover", 0) + 1
            continue
        seat = scene.match.current_player()
        if not scene.match.seats[seat].is_human:
            step(app)
            continue
        state = scene.match.state
        kind = state.tasks[-1].kind
        action = _choose(scene.rules.legal_actions(state), rng)
        make(app, scene, action)
        made[kind] = made.get(kind, 0) + 1
    return made


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_two_humans_and_a_computer_play_the_setup_and_turns_by_hand(size: tuple[int, int]) -> None:
    app, scene = _start(size, ["human", "human", "random"], seed=11)
    match = scene.match
    made = play(app, scene, Rng.from_seed(size[0]), lambda: match.state.turn > TURNS or match.is_over())
    assert {"corner", "fourth", "play", "buy", "fa", "cover"} <= set(made)


def test_the_last_turns_by_hand_to_the_end_and_the_results() -> None:
    """A game taken late (random play to turn 70; a whole game by hand costs the suite minutes),
    then played by hand at 1024x768 to its end, and on to the results with their points."""
    app, _ = _start((1024, 768), ["human", "human", "random"], seed=11)
    rules = registry.rules("anno_domini")
    seats = [Seat(n, c.name, k) for n, c, k in zip(["Anna", "Ben", "Clara"], rules.info.colours,
                                                     ["human", "human", "random"], strict=False)]
    match = Match(rules, rules.info.default_options(3), seats, 11, player_seed=11)
    rng = Rng.from_seed(2)
    while match.state.turn < 70 or match.current_player() != 0 or match.state.tasks[-1].kind != "play":
        match.apply(_choose(rules.legal_actions(match.state), rng))
    app.start_match(match)
    step(app)
    scene = app.scene
    made = play(app, scene, rng, match.is_over)
    assert match.is_over() and "play" in made
    results = open_results(app, scene)
    assert isinstance(results, ResultsScene)
    assert {sheet.seat for sheet in results.sheets} == {0, 1, 2}
    assert all(sum(v for _, v in sheet.parts) == sheet.total for sheet in results.sheets)
    assert max(sheet.total for sheet in results.sheets) > 0


def test_a_card_dropped_off_the_card_spaces_goes_back_to_the_hand() -> None:
    from tests.anno_domini.table_hand import drag

    app, scene = _start((1280, 720), ["human", "random", "random"], seed=4)
    rng = Rng.from_seed(1)
    play(app, scene, rng, lambda: scene.match.state.tasks[-1].kind == "play" and scene.match.current_player() == 0)
    before = len(scene.match.actions)
    view = scene.table
    start = view.card_rect(0).center
    drag(app, start, view.zones["vp"].center)
    assert len(scene.match.actions) == before and view.held is None
    card = view.shown_cards()[0]
    drag(app, start, view.zones["row:1"].center)
    assert scene.match.actions[-1] == a.PlayCard(card, 1)


def test_every_part_of_the_board_names_itself_on_hover() -> None:
    app, scene = _start((1280, 720), ["human", "random", "random"], seed=4)
    view = scene.table
    step(app, 2)
    for prefix in ("cell:", "seat:", "loc:", "mahane:", "parable:", "favor:", "sanhedrin:", "set:", "row:", "plate:",
                   "marker:", "hand:"):
        keys = [k for k in view.zones if k.startswith(prefix)]
        assert keys, prefix
        for key in keys:
            assert view.tooltip(view.zones[key].center), key
    pygame.event.clear()


def test_a_click_on_a_space_the_player_cannot_take_shows_the_rules_reason() -> None:
    app, scene = _start((1280, 720), ["human", "random", "random"], seed=4)
    play(app, scene, Rng.from_seed(3), lambda: scene.match.state.tasks[-1].kind == "corner"
         and scene.match.current_player() == 0 and scene.table.targets())
    taken = next(sp.id for sp in scene.rules.config.spaces if sp.kind == "line")
    before = len(scene.match.actions)
    click(app, scene.table.zones[f"cell:{taken}"].center)
    assert len(scene.match.actions) == before
    assert any("corner space" in toast for toast in app.toasts.texts())


def test_the_warehouse_count_shows_red_only_once_the_game_is_under_way() -> None:
    """At four seats everyone starts one over the Warehouse's 15 spaces and setup makes the room:
    no alarm then; over full during a turn, the count is red (resources go back at its end)."""
    from games.anno_domini.rules.locations import warehouse_room
    from games.anno_domini.table.draw_player import warehouse_alarm
    from tests.anno_domini.helpers import player

    rules = registry.rules("anno_domini")
    seats = [Seat(f"P{i}", rules.info.colours[i].name, "human") for i in range(4)]
    s = Match(rules, rules.info.default_options(4), seats, 3).state
    assert s.turn == 0 and warehouse_room(rules.config, s.p[0]) < 0
    assert not warehouse_alarm(rules.config, s, 0)
    under_way = s.copy()
    under_way.turn = 3
    assert warehouse_alarm(rules.config, under_way, 0)
    assert not warehouse_alarm(rules.config, player(under_way, 0, camp=0), 0)


@pytest.mark.parametrize("players", [1, 3])
def test_the_last_suppers_spaces_show_the_rewards_of_the_side_of_the_board_in_use(players: int, monkeypatch) -> None:
    """The 1-2 player side prints its own rewards (a Friendly Follower where the other side has a
    Favor): the icons and the tooltips follow the side in use, as the rules do."""
    from games.anno_domini.table import draw_board, glyphs
    from games.anno_domini.table.layout import BoardGeometry
    from games.anno_domini.table.words import space_tip

    rules = registry.rules("anno_domini")
    cfg = rules.config
    names = ["Anna", "Ben", "Clara"][:players]
    seats = [Seat(name, rules.info.colours[i].name, "human") for i, name in enumerate(names)]
    state = rules.setup(rules.info.default_options(players), seats, 5)
    drawn: list[str] = []
    real = glyphs.icon

    def icon(surf, kind, rect, amount=0):
        drawn.append(kind)
        real(surf, kind, rect, amount)

    monkeypatch.setattr(glyphs, "icon", icon)
    pygame.init()
    geometry = BoardGeometry.fit(pygame.Rect(0, 0, 1200, 800), 14, cfg, players)
    paint = draw_board.Paint([(200, 0, 0)] * 4, ["a"] * 4, 14, 10, set(), "", lambda k, r: None)
    draw_board._supper(pygame.Surface((1200, 800)), cfg, geometry, state, paint)
    side = [r.kind for sp in cfg.spaces
            if (r := cfg.reward(sp, players)) is not None and state.supper[sp.index] == draw_board.EMPTY]
    assert drawn == side
    # A space whose two sides differ is told by the side in use.
    differs = next(sp for sp in cfg.spaces if cfg.reward(sp, 1) != sp.reward and sp.reward is not None)
    from games.anno_domini.rules.words import step_words

    printed = cfg.reward(differs, players)
    said = space_tip(cfg, state, differs, "")
    assert (printed is None and "Printed" not in said) or step_words(printed.kind, printed.amount) in said


def test_the_panels_buttons_stay_put_when_its_words_shrink() -> None:
    """After a first sale at the Market its help shrinks from four lines to two: the buttons must
    not move up under a pointer about to click again (a second "Sell 1 Stone" sold the Bread)."""
    from games.anno_domini.table import draw_board
    from games.anno_domini.table.controls import Button, Panel
    from games.anno_domini.table.draw_panel import draw_panel

    pygame.init()
    buttons = [Button("sell:stone", "Sell 1 Stone"), Button("sell:bread", "Sell 1 Bread"), Button("done", "Done")]
    where: dict[str, dict[str, pygame.Rect]] = {}
    for name, lines in (("long", ["The Market buys your goods for denarii, one good at a time."] * 4),
                        ("short", ["Sell another good, or be done."])):
        zones: dict[str, pygame.Rect] = {}
        paint = draw_board.Paint([(200, 0, 0)] * 4, ["a"] * 4, 14, 10, set(), "",
                                 lambda key, rect, zones=zones: zones.__setitem__(key, pygame.Rect(rect)))
        draw_panel(pygame.Surface((400, 500)), pygame.Rect(0, 0, 320, 400), Panel("Market", lines, buttons), 0, paint)
        where[name] = zones
    assert where["long"] == where["short"]
