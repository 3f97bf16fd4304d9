"""Alone against Barabbas at the table, with events as a hand makes them (press, motion, release):
the player's turns by drag and click at 1024x768 and 1920x1080, Barabbas's turns running by
themselves between them with his card shown large and in the log, his plaque and tooltips, and a
game taken late played by hand to its end and the results that say whether he was beaten."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.anno_domini.rules import actions as a
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.ui.game_scene import GameScene
from games.ui.results_scene import ResultsScene
from tests.anno_domini.table_hand import make, open_results, step
from tests.ui.driver import make_app
from tests.ui.hand import hand_click


def _start(size: tuple[int, int], match: Match | None = None, seed: int = 5) -> tuple[object, GameScene]:
    app = make_app(window_size=size, confirm_turn="off")
    rules = registry.rules("anno_domini")
    options = {**rules.info.default_options(1), "barabbas_colour": "green"}
    app.start_match(match or Match(rules, options, [Seat("Anna", "blue", "human")], seed, player_seed=seed))
    step(app)
    scene = app.scene
    assert isinstance(scene, GameScene)
    return app, scene


def _choose(legal: list, rng: Rng) -> object:
    if a.DONE in legal and rng.below(3):
        return a.DONE
    keen = [x for x in legal if x not in (a.SKIP, a.DONE)]
    return rng.choice(keen) if keen and rng.below(5) else rng.choice(legal)


def play(app: object, scene: GameScene, rng: Rng, done: object) -> dict[str, int]:
    """The player's decisions by hand; Barabbas's turns are left to the table. Counts what was
    made, the frames his card stood large over the board, and his turns."""
    made: dict[str, int] = {"card_shown": 0, "his_turns": 0}
    for _ in range(5000):
        if done():
            break
        if scene.match.current_player() == CHANCE or scene.watching:
            step(app)
            made["card_shown"] += scene.table._drawn is not None
            continue
        made["his_turns"] = sum(1 for actor in scene.match.actors() if actor == CHANCE)
        state = scene.match.state
        kind = state.tasks[-1].kind
        make(app, scene, _choose(scene.rules.legal_actions(state), rng))
        made[kind] = made.get(kind, 0) + 1
    return made


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_the_player_plays_by_hand_and_barabbas_plays_by_himself(size: tuple[int, int]) -> None:
    app, scene = _start(size)
    match = scene.match
    made = play(app, scene, Rng.from_seed(size[0]), lambda: match.state.turn > 4 or match.is_over())
    assert {"corner", "play"} <= set(made)
    assert made["his_turns"] >= 4 and made["card_shown"] > 0  # his card stood on the table a while
    assert all(isinstance(x, a.BarabbasTurn) for x, who in zip(match.actions, match.actors(), strict=True)
               if who == CHANCE)
    assert any("Barabbas draws card" in str(entry) for entry in match.log)  # his card in words in the log
    view = scene.table
    assert "plate:barabbas" in view.zones
    assert "Barabbas" in view.tooltip(view.zones["plate:barabbas"].center)
    assert match.state.bar.colour == "green"


def test_a_late_game_by_hand_to_the_end_and_the_verdict_against_barabbas() -> None:
    rules = registry.rules("anno_domini")
    match = Match(rules, rules.info.default_options(1), [Seat("Anna", "blue", "human")], 8, player_seed=8)
    rng = Rng.from_seed(3)
    from games.core.chance import chance_rng, resolve

    luck = chance_rng(8)
    while match.state.marker < 14 or match.current_player() != 0 or match.state.tasks[-1].kind != "play":
        if match.current_player() == CHANCE:
            match.apply(resolve(rules, match.state, luck).action)
        else:
            match.apply(_choose(rules.legal_actions(match.state), rng))
    app, scene = _start((1024, 768), match)
    play(app, scene, rng, match.is_over)
    assert match.is_over()
    results = open_results(app, scene)
    assert isinstance(results, ResultsScene)
    sheet = results.sheets[0]
    won = rules.winners(match.state) == [0]
    assert results.headline == ("Anna wins!" if won else "Barabbas wins!")
    assert sheet.detail[0].startswith("Barabbas beaten" if won else "Barabbas wins")
    pygame.event.clear()


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)], ids=["1024x768", "1920x1080"])
def test_the_new_game_screen_offers_one_player_with_barabbass_colour(size: tuple[int, int]) -> None:
    from games.ui.new_game_scene import NewGameScene

    app = make_app(window_size=size, confirm_turn="off")
    app.switch(NewGameScene(app, "anno_domini"))
    step(app, 2)
    scene = app.scene

    def widget(kind: str, test: object) -> object:
        return next((w for w, (what, which) in scene.widgets.items() if what == kind and test(which)), None)

    assert widget("option", lambda spec: spec.key == "barabbas_colour") is None  # four players: not his
    hand_click(app, widget("players", lambda n: n == 1).rect.center)
    step(app, 2)
    scene = app.scene
    assert scene.seating.players == 1
    assert widget("option", lambda spec: spec.key == "barabbas_colour") is not None
    assert widget("option", lambda spec: spec.key == "apostle_sets") is None  # the printed symbols, always
    assert widget("option", lambda spec: spec.key == "town") is not None  # a campaign town's difficulties
    scene.seating.set_option("barabbas_colour", "yellow")
    hand_click(app, scene.start_button.rect.center)
    step(app, 2)
    game = app.scene
    assert isinstance(game, GameScene) and len(game.match.seats) == 1
    assert game.match.state.bar.colour == "yellow"
    pygame.event.clear()


def test_his_followers_slide_where_his_card_sends_them() -> None:
    from games.anno_domini.rules.state import BARABBAS
    from games.anno_domini.table.slides import Slide, slides
    from tests.anno_domini.helpers import cfg, new_game

    s = new_game(1)
    rules = registry.rules("anno_domini")
    after = rules.apply(s, a.BarabbasTurn("b08"))  # seats one of his from the Desert (ties: Desert first)
    target = next(sp.id for sp in cfg().spaces if after.supper[sp.index] == BARABBAS)
    assert Slide(BARABBAS, "loc:desert", f"cell:{target}") in slides(s, after, [sp.id for sp in cfg().spaces])
    placed = rules.apply(s, a.BarabbasTurn("b25"))  # two more from his supply
    assert [x.start for x in slides(s, placed, [sp.id for sp in cfg().spaces])] == [f"camp:{BARABBAS}"] * 2


def test_every_line_of_each_of_his_cards_reads_whole_on_the_card_drawn_at_1024x768() -> None:
    """His card large over the board: a line too long for it wraps under its number (at 1024x768
    "Seat one: 1st row down, from the right" was left out, and read as a step he skipped)."""
    from games.anno_domini.rules.solo_words import line_words
    from games.ui.art import fonts

    app, scene = _start((1024, 768))
    view, state = scene.table, scene.match.state
    cards = view.cfg.solo.cards
    for card in cards:
        view.play_chance(card)
        with fonts.recording() as records:
            step(app)
        drawn = " ".join(r.words for r in records)
        for ln in cards[card].lines:
            assert line_words(state, ln) in drawn, f"{card}: {line_words(state, ln)!r} is not on his card"
