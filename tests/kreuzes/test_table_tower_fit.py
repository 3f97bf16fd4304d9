"""The tower in its panel on a small window and a large one: during a drop it fills the panel's
height (the tower, its falling cubes and the tray big enough to follow), and the words telling
the result are read whole, never cut off at the panel's foot."""

from __future__ import annotations

import re

import pytest

from games.ui.art import fonts
from tests.kreuzes.test_table_play import army_in_burgundy, fight_in_burgundy, live_tower, start  # noqa: F401
from tests.ui.driver import DT, frames, run_until

SIZES = [(1024, 768), (1920, 1080)]


def _dropped(size: tuple[int, int], log_open: bool):
    app, scene, match, view = start(army_in_burgundy, size=size, log_open=log_open)
    fight_in_burgundy(app, match, view)
    return app, match, view


@pytest.mark.parametrize("log_open", [True, False], ids=["log", "no-log"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_during_a_drop_the_tower_fills_its_panel_and_the_result_is_told_whole(size, log_open) -> None:
    app, match, view = _dropped(size, log_open)
    panel, art = view.tower.rect, view.tower.art
    assert view.tower.falling
    assert art.layer_rect.height >= 0.68 * panel.height  # the tower, its cubes and tray as tall as the panel allows
    assert panel.contains(art.layer_rect)
    while view.tower.falling:
        app.step(DT)
    assert view.tower.busy  # the counted tray and its words are held to be read
    with fonts.recording() as records:
        frames(app, 2)
    drawn = [r for r in records if r.panel_name == "tower"]
    told = " ".join(" ".join(r.words for r in drawn).split())
    for note in view.tower.result:
        assert " ".join(note.split()) in told, f"{note!r} is not told whole at {size}"
    assert all(panel.contains(r.rect) for r in drawn)


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
