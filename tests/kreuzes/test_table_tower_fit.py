"""The tower in its panel on a small window and a large one: during a drop it fills the panel's
height (the tower, its falling cubes and the tray big enough to follow), the words telling the
result never hide it, and what stays under the tower are whole sentences."""

from __future__ import annotations

import re

import pytest

from games.ui.art import fonts
from tests.kreuzes.test_table_play import army_in_burgundy, fight_in_burgundy, live_tower, start  # noqa: F401
from tests.ui.driver import frames, run_until

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]


def _dropped(size: tuple[int, int], log_open: bool):
    app, scene, match, view = start(army_in_burgundy, size=size, log_open=log_open)
    fight_in_burgundy(app, match, view)
    return app, match, view


def _tower_words(app) -> list[fonts.TextRecord]:
    with fonts.recording() as records:
        frames(app, 2)
    return [r for r in records if r.panel_name == "tower"]


@pytest.mark.parametrize("log_open", [True, False], ids=["log", "no-log"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_during_a_drop_the_tower_fills_its_panel_and_no_words_hide_it(size, log_open) -> None:
    """The players watch every cube land: while the cubes fall and while the counted tray is held,
    no word is drawn over the tower or its tray; the whole result is told in the decision panel
    just under the tower."""
    app, match, view = _dropped(size, log_open)
    panel, art = view.tower.rect, view.tower.art
    assert view.tower.falling
    assert art.layer_rect.height >= 0.68 * panel.height  # the tower, its cubes and tray as tall as the panel allows
    assert panel.contains(art.layer_rect)
    while view.tower.falling:
        for r in _tower_words(app):
            assert not r.rect.colliderect(art.layer_rect), f"{r.words!r} hides the falling cubes at {size}"
    assert view.tower.busy  # the counted tray and its words are held to be read
    drawn = _tower_words(app)
    assert any(r.words.startswith("Out of the tower") for r in drawn)  # the tray's count, by the tower
    for r in drawn:
        assert not r.rect.colliderect(art.layer_rect), f"{r.words!r} hides the resting cubes at {size}"
        assert panel.contains(r.rect)
    below = view._lay.panel
    assert below.top >= panel.bottom and below.left < panel.right and below.right > panel.left  # under the tower
    assert view.panel().title == "After the drop" and view.panel().lines == view.tower.result  # told whole there


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_once_read_the_words_left_under_the_tower_are_whole_sentences(size) -> None:
    app, match, view = _dropped(size, True)
    run_until(app, lambda: not view.tower.busy, timeout=60)
    view._frame = None
    with fonts.recording() as records:
        frames(app, 2)
    told = " ".join(" ".join(r.words for r in records if r.panel_name == "tower").split())
    shown = [note for note in view.tower.result if " ".join(note.split()) in told]
    assert shown  # at least the tray's count stays in sight
    rest = told
    for note in shown:
        rest = rest.replace(" ".join(note.split()), "")
    assert re.sub(r"The tower|Empty inside|\d+|\s", "", rest) == ""  # no sentence cut short
