"""When the screen passes to another human for a decision that is his (defending Jerusalem,
placing a beaten knight, choosing whom the moved Saracens attack), the cover names whose decision
it is and what it is; and the player whose move handed it over is told that his turn goes on,
not that it is over."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.state import Task
from games.ui.art import fonts
from games.ui.game_scene import GameScene
from tests.kreuzes.test_table_play import ArrangedRules, deal, hand_click, live_tower  # noqa: F401
from tests.ui.driver import frames, make_app


def _siege(rules, w) -> None:
    deal(rules, w, 0, ["plains"])
    godfrey = replace(w.knights[0], space="jerusalem", troops=12, cities=("tunis", "alexandria"))
    w.knights = (godfrey,) + w.knights[1:]
    w.tokens = tuple(t for t in w.tokens if t[0] not in godfrey.cities)
    w.taken = (("tunis", 0, 3), ("alexandria", 0, 4))


def _two_humans(arrange, size=(1280, 720)):
    base = registry.rules("kreuzes")
    rules = ArrangedRules(arrange, base)
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    match = Match(rules, rules.info.default_options(2), seats, 5, player_seed=5)
    app = make_app(window_size=size)
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    if scene.screens.handoff_to is not None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        frames(app, 3)
    return app, scene, match


def _drawn(app) -> str:
    with fonts.recording() as records:
        frames(app, 2)
    return " ".join(" ".join(r.words for r in records).split())


def test_defending_jerusalem_the_attacker_is_told_his_turn_goes_on_and_the_cover_names_the_decision() -> None:
    app, scene, match = _two_humans(_siege)
    view = scene.table

    def press(label: str) -> None:
        button = next(b for b in view.panel().buttons if b.label.startswith(label))
        hand_click(app, view.zones[f"button:{button.key}"].center)

    press("Attack Jerusalem")
    press("Attack with")
    assert match.current_player() == 1 and scene.screens.confirming == 0
    words = _drawn(app)
    assert "Benedict decides now" in words and "Your turn goes on after." in words
    assert "Your turn is over" not in words
    hand_click(app, scene._bar.confirm.rect.center)
    assert scene.screens.handoff_to == 1
    words = _drawn(app)
    assert "Pass to Benedict" in words
    assert "Bohemond of Taranto (Benedict): choose in secret how many green troops defend Jerusalem" in words
    assert "11" not in words and "12" not in words  # the attacker's number stays his


def test_the_cover_names_a_beaten_knight_to_place_and_the_saracens_victim_to_choose() -> None:
    rules = registry.rules("kreuzes")
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    w = rules.setup(rules.info.default_options(2), seats, 5)
    w.phase, w.round, w.actor = "play", 1, w.turn
    w.tasks = (Task("place", 1, knight=0, space="lorraine"),)
    assert rules.prompt(w) == ("Bohemond of Taranto (Benedict): place Godfrey of Bouillon, beaten at "
                               "Lorraine, on a space next to it")
    w.tasks = (Task("victim", 1, space="lorraine", piece="army:0"),)
    assert rules.prompt(w) == ("Bohemond of Taranto (Benedict): choose which knight on Lorraine the moved "
                               "Saracens attack")
    w.tasks = ()
    assert rules.prompt(w) == "Godfrey of Bouillon (Anna): play Event cards and move"
    assert rules.turn_of(w) == 0


def test_a_turn_that_ends_says_so() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        w.phase = "discard"
        cards = rules.config.cards
        for deck in ("move_deck", "event_deck"):  # no card drawn now is played at once
            calm = [c for c in getattr(w, deck) if not cards[c].immediate]
            loud = [c for c in getattr(w, deck) if cards[c].immediate]
            setattr(w, deck, tuple(calm[:len(calm) // 2] + loud + calm[len(calm) // 2:]))

    app, scene, match = _two_humans(arrange)
    view = scene.table
    button = next(b for b in view.panel().buttons if b.action == a.EndDiscards())
    hand_click(app, view.zones[f"button:{button.key}"].center)
    assert match.current_player() == 1 and scene.screens.confirming == 0
    words = _drawn(app)
    assert "Your turn is over" in words and "decides now" not in words
