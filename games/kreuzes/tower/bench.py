"""Frame time of the tower scene for the benchmark tool (`tower.frame_ms`).

Drops of eight cubes (five of one knight, three defenders, the rulebook's example) go into a
typical tower, one after another, and every frame from the press of Drop to the cubes at rest
is timed: the scene's update and draw plus the widgets', as the app's loop runs them, without
vsync or clock waits. Each drop's physics (run in line here; the app runs it on a worker thread)
is timed too and spread evenly over the frames that play it back, so the figure is physics and
drawing per 60 Hz frame.
"""

from __future__ import annotations

import statistics
import time

from games.kreuzes.rules.cubes import KNIGHT_COLOURS
from games.ui.settings import Settings

FRAME_DT = 1 / 60
WARMUP_DROPS = 6  # drops before timing: a tower with cubes resting on its baffles
SEED = 1099
KNIGHTS = KNIGHT_COLOURS


def tower_frame_ms(size: tuple[int, int] = (1600, 900), frames: int = 240) -> float:
    """Median milliseconds per frame (physics amortised, plus update and draw) over `frames`
    frames of animated drops at `size`."""
    from games.kreuzes.tower.scene import TowerScene
    from games.kreuzes.tower.session import DROP, TowerSession, use_session
    from games.ui.app import App

    app = App(settings=Settings(window_size=size, animation_speed=1.0), size=size)
    session = TowerSession.fresh(seed=SEED)
    for k in range(WARMUP_DROPS):
        session.run(DROP, [KNIGHTS[k % len(KNIGHTS)]] * 5 + ["green"] * 3)
    use_session(app, session)
    scene = TowerScene(app, threaded=False)
    app.switch(scene)
    for _ in range(5):  # warm the caches (wood, glyphs, cube pictures) before timing
        app.update(FRAME_DT)
        app.draw()

    per_frame: list[float] = []
    drop_no = 0
    while len(per_frame) < frames:
        session.handful.clear()
        session.handful.update({KNIGHTS[drop_no % len(KNIGHTS)]: 5, "green": 3})
        drop_no += 1
        start = time.perf_counter()
        scene.drop()  # computes the drop in line (threaded=False)
        drop_ms = (time.perf_counter() - start) * 1000
        times = []
        while scene.show.busy:
            start = time.perf_counter()
            app.update(FRAME_DT)
            app.draw()
            times.append((time.perf_counter() - start) * 1000)
        share = drop_ms / max(1, len(times))
        per_frame += [t + share for t in times]
    return statistics.median(per_frame[:frames])


if __name__ == "__main__":
    print(f"tower.frame_ms {tower_frame_ms():.2f}")
