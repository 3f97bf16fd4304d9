"""Menu -> New game -> seating -> a game starts, all by posted mouse events."""

from __future__ import annotations

import pygame

from games.ui.game_scene import GameScene
from games.ui.menu_scene import MenuScene, menu_entries, tower_available
from games.ui.new_game_scene import NewGameScene, card_rect
from games.ui.seating import default_computer
from tests.ui.driver import button_for, click, click_widget, frames, make_app


def _choose_tokens(app) -> None:
    scene = app.scene
    index = [e.id for e in scene.entries].index("tokens")
    click(app, card_rect(app.frame, index).center)
    assert app.scene.entry.id == "tokens"


def _pick(app, menu, label: str) -> None:
    """Open a drop-down and click one of its options, as a player would."""
    click_widget(app, menu)
    items = menu.current_state.options_selection_list.item_list
    item = next(i for i in items if i["text"] == label)
    click_widget(app, item["button_element"])
    frames(app, 4)  # press -> list selection -> drop-down changed -> the scene hears it


def test_menu_new_game_seating_start() -> None:
    app = make_app()
    frames(app)
    assert isinstance(app.scene, MenuScene)
    tower = ["tower"] if tower_available() else []
    assert [k for k, _, _ in menu_entries()] == ["new", "load", "rules", *tower, "settings", "quit"]  # no autosave
    click_widget(app, button_for(app.scene, "new"))
    assert isinstance(app.scene, NewGameScene)
    _choose_tokens(app)

    # Three players; the third seat's colour taken from the first swaps the two.
    three = next(w for w, (what, n) in app.scene.widgets.items() if what == "players" and n == 3)
    click_widget(app, three)
    assert app.scene.seating.players == 3
    colours = {what_which[1]: w for w, what_which in app.scene.widgets.items() if what_which[0] == "colour"}
    first = app.scene.seating.seats[0].colour
    _pick(app, colours[2], first.capitalize())
    seats = app.scene.seating.seats
    assert seats[2].colour == first
    assert len({s.colour for s in seats}) == 3

    # Seat 2 becomes a human too; seat 1 is renamed by typing.
    players = {which: w for w, (what, which) in app.scene.widgets.items() if what == "player"}
    _pick(app, players[1], "Human")
    names = {which: w for w, (what, which) in app.scene.widgets.items() if what == "name"}
    names[0].set_text("")
    names[0].focus()
    for ch in "Zoe":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 3)
    assert app.scene.seating.seats[0].name == "Zoe"

    click_widget(app, app.scene.start_button)
    frames(app)
    scene = app.scene
    assert isinstance(scene, GameScene)
    assert scene.match.game_id == "tokens"
    assert [s.name for s in scene.match.seats] == ["Zoe", "Ben", "Clara"]
    assert [s.player for s in scene.match.seats] == ["human", "human", default_computer()]
    assert scene.match.options["players"] == 3
    assert pygame.display.get_caption()[0].startswith("Caravanserai")


def test_clicking_a_game_box_opens_its_seating() -> None:
    app = make_app()
    frames(app)
    entries = app.scene.entries
    index = [e.id for e in entries].index("tokens")
    click(app, app.scene.boxes()[index].center)
    assert isinstance(app.scene, NewGameScene)
    assert app.scene.entry.id == "tokens"
    click_widget(app, app.scene.back_button)
    assert isinstance(app.scene, MenuScene)


def test_menu_keyboard_and_quit() -> None:
    app = make_app()
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0))
    frames(app)
    assert isinstance(app.scene, NewGameScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frames(app)
    assert isinstance(app.scene, MenuScene)
    click_widget(app, button_for(app.scene, "quit"))
    assert app.running is False
