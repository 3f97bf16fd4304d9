"""Frame-time and screen-opening figures for the benchmark tool (main.py --bench and tests/bench)."""

from __future__ import annotations

import gc
import statistics
import time
from typing import Any

import pygame

from games.core.match import Match
from games.ui.settings import Settings

FRAME_DT = 1 / 60


_app: Any = None


def _bench_app(size: tuple[int, int]) -> Any:
    """One app for every measurement in a process: a UIManager and its fonts cost tens of MB,
    and the memory probe measures all games' tables one after another."""
    from games.ui.app import App

    global _app
    if _app is None or not pygame.display.get_init() or pygame.display.get_surface() is not _app.screen:
        _app = App(settings=Settings(window_size=size, log_open=True), size=size)
    elif _app.screen.get_size() != size:
        _app.resize(size)
    return _app


def table_frame_ms(game_id: str, match: Match, size: tuple[int, int] = (1600, 900), frames: int = 120) -> float:
    """Median milliseconds to update and draw the whole in-game scene (table view, toolbar,
    log panel, widgets) at `size`, without vsync or clock waits. Computer seats stay still,
    so every frame draws the same position."""
    from games.ui.game_scene import GameScene

    if match.game_id != game_id:
        raise ValueError(f"the match is a game of {match.game_id!r}, not {game_id!r}")
    app = _bench_app(size)
    app.show_menu()
    gc.collect()  # the previous measurement's table (a reference cycle) goes before the next is made
    app.switch(GameScene(app, match, autoplay=False))
    scene = app.scene
    if isinstance(scene, GameScene):
        scene.confirm_handoff()  # time the table itself, not the handoff cover
    for _ in range(5):  # warm caches (wood texture, glyphs) before timing
        app.update(FRAME_DT)
        app.draw()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        app.update(FRAME_DT)
        app.draw()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


RULES_SIZE = (1920, 1080)  # the largest size offered: the most text to lay out


def rules_open_ms(runs: int = 5, size: tuple[int, int] = RULES_SIZE) -> float:
    """Median milliseconds from asking for the rules screen to its first frame drawn, for the
    game whose rules take longest (the menu's Rules, each game chosen in turn). Timed in this
    process's CPU time: on a machine shared with other work the wall clock would time the
    neighbours too (the screen draws in this one thread, so the two agree on a quiet machine)."""
    from games import registry

    app = _bench_app(size)
    app.show_menu()
    app.step(FRAME_DT)
    app.step(FRAME_DT)  # the sound device starts after the first frame: not the rules' time
    worst = 0.0
    for game_id in registry.game_ids():
        times = []
        for _ in range(runs):
            app.show_menu()
            app.step(FRAME_DT)
            gc.collect()
            start = time.process_time()
            app.show_rules(game_id)
            app.step(FRAME_DT)
            times.append((time.process_time() - start) * 1000)
        worst = max(worst, statistics.median(times))
    return worst
