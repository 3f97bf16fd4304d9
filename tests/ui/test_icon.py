"""The app's icon: the caravanserai gate, drawn by tools/make_icon.py, committed as PNGs of every
size and one .ico; on the window from its first frame, whose title names the game at the table."""

from __future__ import annotations

import struct
from pathlib import Path

import pygame
import pytest

from games import registry
from games.core import paths
from games.core.contract import Seat
from games.core.match import Match
from tests.scripts import load_script

ICO = paths.ASSETS_DIR / "icon.ico"


def _load(size: int) -> pygame.Surface:
    return pygame.image.load(str(paths.icon_path(size)))


def _tool():
    return load_script(paths.ROOT / "tools" / "make_icon.py")


def _luminance(colour: pygame.Color) -> float:
    return 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b


@pytest.mark.parametrize("size", paths.ICON_SIZES)
def test_every_size_is_committed_square_with_round_corners(size: int) -> None:
    icon = _load(size)
    assert icon.get_size() == (size, size)
    assert icon.get_at((0, 0)).a < 40 and icon.get_at((size // 2, size // 2)).a == 255


def test_the_gate_reads_at_16_px() -> None:
    """At 16 px the picture is a light front on dark wood with a dark gate in its middle: the
    gate's pixels are far darker than the wall's beside them, and the wall than the wood above."""
    icon = _load(16)
    gate = max(_luminance(icon.get_at((x, y))) for x in (7, 8) for y in (10, 11, 12))
    wall = min(_luminance(icon.get_at((x, 10))) for x in (3, 4, 11, 12))
    wood = _luminance(icon.get_at((8, 1)))
    assert wall - gate > 120 and wall - wood > 80


@pytest.mark.parametrize("size", paths.ICON_SIZES)
def test_the_committed_pictures_are_the_scripts(size: int) -> None:
    """tools/make_icon.py is the icon's source: what it draws is what is committed (within a
    rounding step of the smoothing, which may differ between machines)."""
    drawn, committed = _tool().draw(size), _load(size)
    worst = max(abs(a - b) for x in range(size) for y in range(size)
                for a, b in zip(drawn.get_at((x, y)), committed.get_at((x, y)), strict=True))
    assert worst <= 8


def test_the_ico_holds_every_size() -> None:
    data = ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = sorted((struct.unpack_from("<B", data, 6 + 16 * i)[0] or 256) for i in range(count))
    assert sizes == sorted(paths.ICON_SIZES)


def test_the_window_has_the_icon_and_names_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from games.ui import app as app_module
    from tests.ui.driver import frames, make_app

    icons: list[tuple[int, int]] = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: icons.append(surface.get_size()))
    pygame.display.quit()  # a fresh window, as at a start
    app = make_app()
    frames(app)
    assert icons == [(app_module.WINDOW_ICON_PX, app_module.WINDOW_ICON_PX)]
    assert pygame.display.get_caption()[0] == "Caravanserai"
    rules = registry.rules("tokens")
    match = Match(rules, rules.info.default_options(2), [Seat("Ann", "red"), Seat("Bob", "blue")], 3)
    app.start_match(match)
    frames(app)
    assert pygame.display.get_caption()[0] == "Caravanserai \u2014 Tokens"
    app.show_review(match, back=app.scene)
    frames(app)
    assert pygame.display.get_caption()[0] == "Caravanserai \u2014 Tokens \u2014 Review"
    app.show_settings()
    frames(app)
    assert pygame.display.get_caption()[0] == "Caravanserai \u2014 Settings"


def test_a_missing_icon_never_stops_the_start(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from games.ui import app as app_module

    monkeypatch.setattr(paths, "icon_path", lambda size: tmp_path / "nowhere.png")
    app_module.set_window_icon()  # no exception: the system's icon stays
