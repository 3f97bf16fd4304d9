"""The rules reference, screenshots, resizing, the tower hook and the benchmark helper."""

from __future__ import annotations

import pygame
import pygame_gui

from games import registry
from games.core import paths
from games.core.contract import Seat
from games.core.match import Match
from games.ui import look
from games.ui.art import fonts
from games.ui.benchmarks import table_frame_ms
from games.ui.game_scene import GameScene
from games.ui.markdown_html import Table, markdown_blocks
from games.ui.menu_scene import menu_entries
from games.ui.rules_scene import RulesScene, rules_blocks
from tests.ui.driver import frames, key, make_app


def _match(kinds=("human", "random"), seed=4) -> Match:
    rules = registry.rules("tokens")
    seats = [Seat(f"P{i}", rules.info.colours[i].name, k) for i, k in enumerate(kinds)]
    return Match(rules, rules.info.default_options(len(seats)), seats, seed)


def test_markdown_subset_becomes_textbox_html() -> None:
    out = "".join(markdown_blocks("# Title\n\nA **bold** <move> and *soft* one\ncontinues.\n\n- first\n- second\n"))
    assert "<font pixel_size=28><b>Title</b></font><br>" in out
    assert "A <b>bold</b> &lt;move&gt; and <i>soft</i> one continues.<br>" in out
    assert "\u2022 first<br>" in out and "\u2022 second<br>" in out


def test_a_pipe_table_becomes_a_table_block_between_the_text() -> None:
    source = ("## Offices\n\nBefore.\n\n| Office | Squires |\n| --- | ---: |\n| 1 **Constable** | 7 |\n"
              "| 4 Admiral | 4 |\n\nAfter.\n")
    blocks = markdown_blocks(source)
    tables = [b for b in blocks if isinstance(b, Table)]
    assert tables == [Table(("Office", "Squires"), (("1 Constable", "7"), ("4 Admiral", "4")))]
    text = [b for b in blocks if isinstance(b, str)]
    assert not any("|" in b for b in text)  # no raw pipes left on the page
    assert "Before." in blocks[0] and blocks[1] == tables[0] and "After." in blocks[2]


def test_rules_file_is_used_and_a_missing_one_falls_back_to_the_blurb(tmp_path) -> None:
    (tmp_path / "tokens.md").write_text("# Tokens\n\nPlay the **highest** token.\n")
    assert "<b>highest</b>" in "".join(rules_blocks("tokens", 1.0, tmp_path))
    fallback = "".join(rules_blocks("tokens", 1.0, tmp_path / "nowhere"))
    assert "<b>Tokens</b>" in fallback and "2\u20134 players" in fallback


def test_f1_opens_the_rules_and_returns_to_the_same_game() -> None:
    app = make_app(computer_delay=30.0)
    app.start_match(_match())
    frames(app)
    game = app.scene
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene) and app.scene.back is game
    assert app.scene.page is not None and app.scene.blocks
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    assert game.table.rect == game.regions["table"]


def test_rules_from_the_menu_lists_every_game() -> None:
    app = make_app()
    app.show_rules()
    frames(app)
    scene = app.scene
    assert set(scene.game_buttons.values()) == set(registry.game_ids())


def test_f12_saves_a_screenshot_into_the_user_data_folder() -> None:
    app = make_app()
    frames(app)
    key(app, pygame.K_F12)
    shots = list((paths.user_data_dir() / "screenshots").glob("*.png"))
    assert len(shots) == 1
    image = pygame.image.load(str(shots[0]))
    assert image.get_size() == (1280, 720)


def test_resizing_lays_the_table_out_again() -> None:
    app = make_app(computer_delay=30.0)
    app.start_match(_match())
    frames(app)
    scene = app.scene
    app.resize((1920, 1080))
    frames(app)
    assert scene.table.rect.width == 1920 - round(310 * 1.5) and scene.table.rect.bottom == 1080
    assert scene.regions["log"].right == 1920
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    frames(app)
    assert app.scene is scene


def test_text_is_never_below_14px_at_1280x720() -> None:
    from games.ui.theme import scaled_theme

    frame_fs = look.font_scale((1280, 720))
    assert frame_fs == 1.0
    sizes = [int(b["font"]["size"]) for b in scaled_theme(frame_fs).values() if "font" in b]
    assert min(sizes) >= 14


def test_the_menu_offers_the_tower_because_the_registry_does(monkeypatch) -> None:
    """Kreuzes offers its cube tower through the registry; the menu has no Tower of its own, and
    Kreuzes, playable with its table, is a box to start a New game with."""
    from games import registry
    from games.ui import catalog

    offered = [(s.key, s.label, s.hint) for s in registry.extra_scenes()]
    assert ("tower", "Tower", "T") in offered
    assert [e for e in menu_entries() if e in offered] == offered
    assert "kreuzes" in [e.id for e in catalog.entries()]
    monkeypatch.setattr(registry, "GAME_IDS", [g for g in registry.GAME_IDS if g != "kreuzes"])
    monkeypatch.setattr(registry, "SCENE_ONLY_IDS", [])
    assert "tower" not in [k for k, _, _ in menu_entries()]


def test_table_frame_benchmark_gives_a_median() -> None:
    match = _match(("human", "human"))
    match.apply(match.rules.legal_actions(match.state)[0])
    ms = table_frame_ms("tokens", match, size=(1600, 900), frames=10)
    assert 0 < ms < 1000
    assert isinstance(pygame.display.get_surface(), pygame.Surface)


def test_hover_shows_the_table_tooltip() -> None:
    app = make_app(computer_delay=30.0)
    app.start_match(_match())
    frames(app)
    scene: GameScene = app.scene
    spot = scene.table._hand_spot(0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)
    assert scene.hover.words and scene.hover.words.startswith("Token ")


def test_the_tower_entry_opens_the_tower_scene() -> None:
    from tests.ui.driver import button_for, click_widget

    app = make_app()
    frames(app)
    click_widget(app, button_for(app.scene, "tower"))
    assert type(app.scene).__module__ == "games.kreuzes.tower.scene"
    key(app, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "MenuScene"


def test_results_say_when_the_rulebooks_tie_break_decided() -> None:
    from types import SimpleNamespace

    from games.core.contract import ScoreSheet
    from games.ui.results_scene import tiebreak_line

    match = SimpleNamespace(rules=SimpleNamespace(tiebreak_text="more Prestige"))
    floors = "Tower floors"
    sheets = [ScoreSheet(0, ((floors, 9),), tiebreak=(12,)), ScoreSheet(1, ((floors, 9),), tiebreak=(8,)),
              ScoreSheet(2, ((floors, 7),), tiebreak=(30,))]
    assert tiebreak_line(match, sheets, [0]) == "Tied at 9: decided by more Prestige."
    assert tiebreak_line(match, sheets[:1] + sheets[2:], [0]) == "", "a clear win needs no explanation"
    assert tiebreak_line(match, sheets, [0, 1]) == "", "a shared win was not decided by a tie-break"


def test_a_toast_read_on_one_screen_does_not_cover_the_next() -> None:
    app = make_app(computer_delay=30.0)
    app.start_match(_match())
    frames(app)
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)  # "Saved as ..." low in the middle, where Back buttons lie
    assert any(t.startswith("Saved as") for t in app.toasts.texts())
    key(app, pygame.K_ESCAPE)
    assert not any(t.startswith("Saved as") for t in app.toasts.texts())
    app.toast("Autosave failed: disk full")  # said for the coming screen, before it is drawn
    app.show_menu()
    assert app.toasts.texts() == ["Autosave failed: disk full"]


def test_rules_lay_out_the_first_screen_at_once_and_the_rest_frame_by_frame() -> None:
    app = make_app()
    app.show_rules("jerusalem")
    scene = app.scene
    assert isinstance(scene, RulesScene) and scene.page is not None
    first = len(scene.blocks)
    assert scene.blocks[-1].rect.bottom >= scene.page.rect.bottom  # the first screen is full
    assert scene.animating(), "the rest of the page is still to come"
    frames(app, 60)
    assert not scene.animating() and len(scene.blocks) > first
    images = [b for b in scene.blocks if isinstance(b, pygame_gui.elements.UIImage)]
    assert len(images) == 2  # the Offices and the Action cards, drawn as tables
    assert all(b.rect.right <= scene.page.rect.right for b in images)
    texts = [b for b in scene.blocks if isinstance(b, pygame_gui.elements.UITextBox)]
    assert not any("| ---" in b.html_text or "| 1 Constable" in b.html_text for b in texts)


def test_a_rules_table_fits_its_page_at_every_size() -> None:
    from games.ui.rules_table import column_widths, table_surface

    offices = next(b for b in rules_blocks("jerusalem", 1.0) if isinstance(b, Table))
    for size in ((1024, 640), (1024, 768), (1280, 720), (1920, 1080)):
        app = make_app(window_size=size)
        app.show_rules("jerusalem")
        frames(app, 60)
        scene = app.scene
        image = next(b for b in scene.blocks if isinstance(b, pygame_gui.elements.UIImage))
        assert scene.page.rect.left <= image.rect.left and image.rect.right <= scene.page.rect.right - app.frame.px(20)
        px = app.frame.font_px(16)
        pad = max(4, px // 2)
        widths = column_widths(offices, image.rect.width, px, pad)
        assert sum(widths) == image.rect.width
        columns = zip(offices.header, *offices.rows, strict=True)
        longest = [max(fonts.font(px, bold=i == 0).size(word)[0] for i, cell in enumerate(col) for word in cell.split())
                   for col in columns]
        assert all(w - 2 * pad >= word for w, word in zip(widths, longest, strict=True)), "a word would be cut"
        assert table_surface(offices, image.rect.width, px).get_height() < scene.page.rect.height  # seen whole


def test_the_rules_page_scrolls_with_the_wheel(monkeypatch) -> None:
    app = make_app()
    app.show_rules("jerusalem")
    frames(app, 60)
    scene = app.scene
    inside = scene.page.rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: inside)  # the dummy driver has no pointer of its own
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    top = scene.page.get_container().rect.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False, which=0))
    frames(app, 30)
    assert scene.page.get_container().rect.top < top


def test_the_rules_page_reads_on_with_the_keys() -> None:
    app = make_app()
    app.show_rules("jerusalem")
    frames(app, 60)
    scene = app.scene
    top = scene.page.get_container().rect.top
    key(app, pygame.K_PAGEDOWN, settle=20)
    paged = scene.page.get_container().rect.top
    assert paged < top
    key(app, pygame.K_END, settle=20)
    assert scene.page.get_container().rect.bottom <= scene.page.rect.bottom + app.frame.px(12)  # the end in sight
    key(app, pygame.K_HOME, settle=20)
    assert scene.page.get_container().rect.top == top
