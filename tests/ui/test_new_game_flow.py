"""Menu -> New game -> seating -> a game starts, all by posted mouse events."""

from __future__ import annotations

import pygame

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.ui.app import App
from games.ui.game_scene import GameScene
from games.ui.menu_scene import NUMBER_WORDS, MenuScene, menu_entries, subtitle
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
    assert [k for k, _, _ in menu_entries()] == ["new", "load", "rules", "tower", "settings", "quit"]  # no autosave
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


def _seat_menus(app, what: str) -> dict:
    return {which: w for w, (kind, which) in app.scene.widgets.items() if kind == what}


def _opened_list(app, menu, most_frames: int = 30):
    """The drop-down's open list, once a few frames have let it open (it opens on the frame
    after the click; a loaded machine once needed more than four)."""
    for _ in range(most_frames):
        frames(app, 1)
        listing = getattr(menu.current_state, "options_selection_list", None)
        if listing is not None:
            return listing
    return None


def test_a_seat_list_never_covers_start_and_opens_on_its_first_choice() -> None:
    for size in ((1280, 720), (1024, 640), (1920, 1080)):
        app = make_app(window_size=size)
        app.show_new_game("jerusalem")
        frames(app)
        start = app.scene.start_button.rect
        for what in ("player", "colour"):
            for seat, menu in _seat_menus(app, what).items():
                click_widget(app, menu)
                listing = _opened_list(app, menu)
                assert listing is not None, f"{what} list of seat {seat} did not open"
                assert not listing.rect.colliderect(start), f"the {what} list of seat {seat} covers Start at {size}"
                first = listing.item_list[0]
                assert listing.rect.contains(first["button_element"].rect), \
                    f"the {what} list of seat {seat} opened without its first choice in sight at {size}"
                click_widget(app, menu.current_state.selected_option_button)  # close it again
                frames(app, 4)


def test_new_game_remembers_the_last_setup_of_each_game() -> None:
    app = make_app()
    app.show_new_game("tokens")
    frames(app)
    three = next(w for w, (what, n) in app.scene.widgets.items() if what == "players" and n == 3)
    click_widget(app, three)
    _pick(app, _seat_menus(app, "player")[1], "Human")
    _pick(app, _seat_menus(app, "player")[2], "Computer \u2014 hard")
    name = _seat_menus(app, "name")[2]
    name.set_text("")
    name.focus()
    for ch in "Ida":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 3)
    click_widget(app, app.scene.back_button)
    assert isinstance(app.scene, MenuScene)

    click_widget(app, button_for(app.scene, "new"))  # opens on the game last set up, as it was left
    seating = app.scene.seating
    assert app.scene.entry.id == "tokens" and seating.players == 3
    assert [s.player for s in seating.seats] == ["human", "human", "ai-hard"]
    assert seating.seats[2].name == "Ida"

    again = App(computer_process=False)  # the next start of the app, from the stored settings
    again.show_new_game()
    frames(again)
    assert again.scene.entry.id == "tokens" and [s.name for s in again.scene.seating.seats][2] == "Ida"
    again.scene.choose_game("medina")  # another game keeps its own setup
    assert again.scene.seating.players == registry.info("medina").max_players


def test_new_game_and_rules_open_on_the_game_at_the_table() -> None:
    app = make_app(computer_delay=30.0)
    rules = registry.rules("medina")
    seats = [Seat(n, c.name, "human") for n, c in zip(("A", "B", "C"), rules.info.colours, strict=False)]
    app.start_match(Match(rules, rules.info.default_options(3), seats, 1))
    frames(app)
    app.show_menu()
    frames(app)
    click_widget(app, button_for(app.scene, "new"))
    assert app.scene.entry.id == "medina"
    app.show_menu()
    frames(app)
    click_widget(app, button_for(app.scene, "rules"))
    assert app.scene.game_id == "medina"


def test_the_menu_counts_the_games_that_can_be_played() -> None:
    app = make_app()
    frames(app)
    playable = sum(e.playable for e in app.scene.entries)
    assert subtitle(playable) == f"a table for {NUMBER_WORDS[playable]} historical board games"
    assert subtitle(2) == "a table for two historical board games" and "four" not in subtitle(2)
    assert subtitle(1) == "a table for one historical board game"


def test_a_game_with_many_options_shows_seats_and_options_on_two_pages_that_fit() -> None:
    """Kreuzes offers ten options: all of them and five seats at once would run under Start."""
    info = registry.info("kreuzes")
    assert len(info.options) > 2
    for size in ((1280, 720), (1024, 640)):
        app = make_app(window_size=size)
        app.show_new_game("kreuzes")
        frames(app)
        scene = app.scene
        click_widget(app, next(w for w, (what, n) in scene.widgets.items() if (what, n) == ("players", 5)))
        sheet_bottom = scene.start_button.rect.top
        pages = {which: w for w, (what, which) in scene.widgets.items() if what == "page"}
        assert set(pages) == {"seats", "options"}
        seats = [w for w, (what, _) in scene.widgets.items() if what in ("name", "colour", "player")]
        assert len(seats) == 15 and all(w.rect.bottom <= sheet_bottom for w in seats), size
        assert not any(what == "option" for what, _ in scene.widgets.values())
        click_widget(app, pages["options"])
        scene = app.scene
        menus = [w for w, (what, _) in scene.widgets.items() if what == "option"]
        assert len(menus) == len(info.options)
        assert all(w.rect.bottom <= sheet_bottom and w.rect.right <= size[0] for w in menus), size
        assert not any(what in ("name", "colour", "player") for what, _ in scene.widgets.values())
        # A choice made on the options page is what the match starts with.
        spec = info.options[0]
        _pick(app, next(w for w, (what, s) in scene.widgets.items() if what == "option" and s is spec),
              spec.choices[1][1])
        assert app.scene.seating.options[spec.key] == spec.choices[1][0]
