"""The real app in a real X window: `main.py` under Xvfb, clicked with xdotool from the main
menu into a new game, then photographed (X's own screenshot and the app's F12).

The toy game is registered on top of the product's games (main.py runs unchanged, through
runpy), so the test reaches a table whatever state the real games are in; the new-game
screen starts the first playable game in menu order.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from games.core.paths import ROOT

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("Xvfb", "xdotool")), reason="needs Xvfb and xdotool (apt)")

MAIN = Path(os.environ.get("CARAVANSERAI_MAIN", ROOT / "main.py"))
LAUNCH = (
    "import runpy, sys\n"
    "from games import registry\n"
    "registry.register('tokens', 'tests.core.toy_game', 'tests.ui.toy_view')\n"
    "sys.argv = [sys.argv[1]]\n"
    "runpy.run_path(sys.argv[0], run_name='__main__')\n"
)


def _wait(what: str, probe: Callable[[], object], timeout: float = 60.0) -> object:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = probe()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=10)
    return out.stdout.strip() if out.returncode == 0 else ""


def _find_window(env: dict[str, str]) -> str:
    # Some xdotool builds miss SDL's UTF-8 WM_NAME in --name searches; the class we set always works.
    for how in (("--name", "^Caravanserai"), ("--classname", "^Caravanserai$")):
        found = _xdo(env, "search", "--onlyvisible", *how)
        if found:
            return found.splitlines()[0]
    return ""


def _window_png(env: dict[str, str], wid: str, path: Path) -> Path | None:
    """X's picture of the window (imagemagick's `import`), if imagemagick is there."""
    if not shutil.which("import"):
        return None
    subprocess.run(["import", "-window", wid, str(path)], env=env, check=True, timeout=20)
    return path


@pytest.fixture
def xserver(tmp_path):
    if not MAIN.is_file():
        pytest.skip(f"{MAIN} is not there yet")
    from games.bench.probes import virtual_display

    # Xvfb picks a free display itself and says which once it takes connections (-displayfd):
    # no race with another server for a number, no window opened on a server still starting.
    with virtual_display(screen="1600x1000x24") as display:
        assert display is not None
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", SDL_VIDEO_X11_WMCLASS="Caravanserai",
                   PYTHONPATH=str(ROOT))
        for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            env[var] = str(tmp_path / var.lower())
        yield env


def test_main_window_menu_to_new_game(xserver, tmp_path) -> None:
    import pygame

    from games.ui.menu_scene import menu_button_rects
    from games.ui.new_game_scene import start_button_rect
    from games.ui.scene import Frame

    env = xserver
    app = subprocess.Popen([sys.executable, "-c", LAUNCH, str(MAIN)], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        def window() -> str:
            if app.poll() is not None:  # it closed before showing a window: say what it printed
                raise AssertionError(f"main.py exited with {app.returncode}: {app.stdout.read() if app.stdout else ''}")
            return _find_window(env)

        wid = str(_wait("the window", window, 90))
        geometry = _xdo(env, "getwindowgeometry", wid)
        size = next(line.split()[-1] for line in geometry.splitlines() if "Geometry" in line)
        w, h = (int(v) for v in size.split("x"))
        frame = Frame((w, h))
        time.sleep(1.0)  # the first frames are drawn
        assert _xdo(env, "getwindowname", wid) == "Caravanserai"

        def click(pos: tuple[int, int]) -> None:
            subprocess.run(["xdotool", "mousemove", "--window", wid, str(pos[0]), str(pos[1])], env=env, check=True)
            time.sleep(0.2)
            subprocess.run(["xdotool", "click", "1"], env=env, check=True)

        menu_png = _window_png(env, wid, tmp_path / "menu.png")
        click(menu_button_rects(frame)["new"].center)
        _wait("the new-game screen", lambda: "New game" in _xdo(env, "getwindowname", wid))
        time.sleep(0.5)
        click(start_button_rect(frame).center)
        title = _wait("a game at the table", lambda: (lambda t: t if "New game" not in t and "\u2014" in t else "")(
            _xdo(env, "getwindowname", wid)))
        time.sleep(1.0)

        # The app's own screenshot (F12) lands in the user data folder.
        _xdo(env, "windowfocus", "--sync", wid)
        _xdo(env, "key", "--clearmodifiers", "F12")
        shots = Path(env["XDG_DATA_HOME"]) / "Caravanserai" / "screenshots"
        shot = Path(str(_wait("the F12 screenshot", lambda: next(iter(sorted(shots.glob("*.png"))), None), 30)))
        time.sleep(0.3)  # written by pygame.image.save; let it finish
        pictures = [shot]
        game_png = _window_png(env, wid, tmp_path / "game.png")
        if game_png:
            pictures.append(game_png)
        for picture in pictures:
            image = pygame.image.load(str(picture))
            assert image.get_size() == (w, h), picture
            colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, w, 37) for y in range(0, h, 29)}
            assert len(colours) > 50, f"{picture} looks blank"
            # The toolbar's dark wood strip runs along the top of the table scene.
            strip = tuple(image.get_at((w // 2, max(2, frame.px(3)))))[:3]
            assert strip == (74, 45, 26), (picture, strip)
        if menu_png and game_png:
            before, after = pygame.image.load(str(menu_png)), pygame.image.load(str(game_png))
            grid = [(x, y) for x in range(0, w, 40) for y in range(0, h, 40)]
            changed = sum(before.get_at(p) != after.get_at(p) for p in grid)
            assert changed > 100, "the table scene should differ from the menu"
        assert title.startswith("Caravanserai \u2014 ")
        assert app.poll() is None, app.stdout.read() if app.stdout else ""
    except AssertionError as failure:
        # What the app printed (a traceback, SDL's complaint) is the first thing to read.
        app.terminate()
        try:
            printed = app.communicate(timeout=10)[0]
        except subprocess.TimeoutExpired:
            app.kill()
            printed = app.communicate()[0]
        windows = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True,
                                 timeout=10).stdout if shutil.which("xwininfo") else ""
        raise AssertionError(f"{failure}\n--- main.py printed:\n{printed}\n--- X windows:\n{windows}") from None
    finally:
        if app.poll() is None:
            app.terminate()
            try:
                app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                app.kill()
