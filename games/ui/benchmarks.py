"""Frame-time and screen-opening figures for the benchmark tool (main.py --bench and tests/bench).

A frame is timed in the drawing thread's CPU time: on a machine shared with other work the wall
clock times the neighbours too (the frame draws in this one thread, so the two agree on a quiet
machine). The wall clock's median is kept beside it, for the record."""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
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


@dataclass(frozen=True)
class FrameTimes:
    cpu_ms: float  # median CPU time of the drawing thread per frame
    wall_ms: float  # median wall-clock time per frame
    frames: int


def _time_frames(frame: Callable[[int], bool], frames: int) -> FrameTimes:
    """Run `frame(n)` up to `frames` times (until it answers False), timing each call."""
    cpu, wall = [], []
    for n in range(frames):
        start, used = time.perf_counter(), time.thread_time()
        if not frame(n):
            break
        cpu.append((time.thread_time() - used) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
    if not cpu:
        raise RuntimeError("no frame was drawn")
    return FrameTimes(statistics.median(cpu), statistics.median(wall), len(cpu))


def _open_table(game_id: str, match: Match, size: tuple[int, int]) -> Any:
    """The in-game scene on `match`, handed over (the table itself is timed, not the cover)."""
    from games.ui.game_scene import GameScene

    if match.game_id != game_id:
        raise ValueError(f"the match is a game of {match.game_id!r}, not {game_id!r}")
    app = _bench_app(size)
    app.show_menu()
    gc.collect()  # the previous measurement's table (a reference cycle) goes before the next is made
    scene = GameScene(app, match, autoplay=False)
    app.switch(scene)
    scene.confirm_handoff()
    for _ in range(5):  # warm caches (wood texture, glyphs) before timing
        app.update(FRAME_DT)
        app.draw()
    return app, scene


def table_frame_times(game_id: str, match: Match, size: tuple[int, int] = (1600, 900),
                      frames: int = 120) -> FrameTimes:
    """Update and draw the whole in-game scene (table view, toolbar, log panel, widgets) at
    `size`, without vsync or clock waits. Computer seats stay still, so every frame draws the
    same position."""
    app, _scene = _open_table(game_id, match, size)

    def frame(_n: int) -> bool:
        app.update(FRAME_DT)
        app.draw()
        return True

    return _time_frames(frame, frames)


def table_frame_ms(game_id: str, match: Match, size: tuple[int, int] = (1600, 900), frames: int = 120) -> float:
    """Median milliseconds (CPU) to update and draw a still table: see table_frame_times."""
    return table_frame_times(game_id, match, size, frames).cpu_ms


def table_drop_frame_times(game_id: str, match: Match, size: tuple[int, int] = (1600, 900),
                           frames: int = 120) -> FrameTimes:
    """Update and draw the in-game scene while chance's outcome plays on the table (a Kreuzes
    drop falling through the tower panel), the pointer sweeping over the table all the while, so
    each frame also finds the space under it and draws its hover. `match` must be waiting for
    chance (and is played on); the resolver's work, on its worker thread before the playback
    starts, is not timed."""
    app, scene = _open_table(game_id, match, size)
    deadline = time.perf_counter() + 60.0
    while not scene.watching:  # the outcome is computed on a worker thread, then its playback starts
        if time.perf_counter() > deadline:
            raise RuntimeError("chance's outcome never came")
        app.update(FRAME_DT)
        app.draw()
        time.sleep(0.002)
    table = scene.regions["table"]

    def frame(n: int) -> bool:
        if not scene.table.is_animating():
            return False
        # a sweep over the table's middle (a Kreuzes table's map), a new position every frame
        x = table.x + table.width * (0.05 + 0.6 * n / max(1, frames - 1))
        y = table.y + table.height * (0.3 + 0.3 * abs((n * 7) % 40 / 20 - 1))
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(1, 0), buttons=(0, 0, 0)))
        app.update(FRAME_DT)
        app.draw()
        return True

    times = _time_frames(frame, frames)
    if times.frames < frames // 2:
        raise RuntimeError(f"the outcome played for only {times.frames} frames")
    return times


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
