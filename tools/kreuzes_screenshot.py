"""The README's screenshot of Im Zeichen des Kreuzes: the table mid-combat, cubes falling in the tower.

    SDL_VIDEODRIVER=dummy python3 -m tools.kreuzes_screenshot [--size 1600x900] [--out docs/screenshots/kreuzes.png]

A four-seat game is played by random knights (seeded, so the picture is the same every time)
until the human at seat 0, some rounds in, stands in a combat; he commits his troops as the
table's panel proposes, the live tower drops them, and the window is saved while the cubes fall
(`--at`: how far into the drop, 0..1). `--stage commit` saves the moment before the drop instead
(the funnel with the defenders waiting, the troops on the knight's card), `--stage result` the
counted tray and its words as they are held after the drop. The app is the real one
(the same scene, the same drawing as F12 takes), only driven frame by frame.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):  # never the player's own saves or settings
    os.environ.setdefault(_var, tempfile.mkdtemp(prefix="kreuzes-shot-"))

import pygame  # noqa: E402

from games import registry  # noqa: E402
from games.core.chance import chance_rng, resolve  # noqa: E402
from games.core.contract import CHANCE, Seat  # noqa: E402
from games.core.match import Match  # noqa: E402
from games.core.players import RandomPlayer  # noqa: E402
from games.core.rng import Rng  # noqa: E402
from games.kreuzes.rules import actions as a  # noqa: E402
from games.ui.app import App  # noqa: E402
from games.ui.game_scene import GameScene  # noqa: E402
from games.ui.settings import Settings  # noqa: E402

DT = 1 / 60
NAMES = ("Anna", "Benedict", "Clara", "Dietrich")
MIN_ROUND = 4  # some rounds in: cities taken, cubes caught inside the tower
HANDFUL = 6  # the knight's troops committed: enough cubes to fill the picture


def combat_match(seed: int) -> Match | None:
    """A match of four seats stopped where seat 0 must commit troops to a combat, after MIN_ROUND."""
    rules = registry.rules("kreuzes")
    colours = [c.name for c in rules.info.colours]
    seats = [Seat(NAMES[i], colours[i], "human" if i == 0 else "ai-normal") for i in range(4)]
    match = Match(rules, rules.info.default_options(4), seats, seed, player_seed=seed)
    rng, player, luck = Rng.from_seed(seed), RandomPlayer(), chance_rng(seed)
    while not match.is_over():
        seat = match.current_player()
        state = match.state
        if seat == 0 and state.combat is not None and state.round >= MIN_ROUND \
                and any(isinstance(x, a.Commit) for x in rules.legal_actions(state)):
            return match
        if seat == CHANCE:
            match.apply(resolve(rules, state, luck).action)
        else:
            match.apply(player.choose(rules, rules.view(state, seat), seat, rng))
    return None


def shoot(size: tuple[int, int], out: Path, seed: int, stage: str, at: float) -> Path:
    match = next(m for m in (combat_match(seed + k) for k in range(40)) if m is not None)
    app = App(settings=Settings(window_size=size, handoff_screen=False, confirm_turn="off", log_open=True,
                                computer_delay=0.0))
    scene = GameScene(app, match, autoplay=False)
    app.switch(scene)
    for _ in range(3):
        app.step(DT)
    view = scene.table
    # a good handful at the funnel, as a player drags them there (the panel's stepper holds the number)
    stepper = next(st for st in view.panel().steppers if st.key == a.Commit.kind)
    view._values[stepper.key] = min(stepper.span[-1], max(stepper.span[0], HANDFUL))
    view.show(match.rules.view(match.state, 0), 0, match.rules.legal_actions(match.state), 0)
    for _ in range(2):
        app.step(DT)
    if stage in ("drop", "result"):
        commit = next(b.action for b in view.panel().buttons if isinstance(b.action, a.Commit))
        scene.try_action(commit)
        for _ in range(3000):  # the live drop is computed on a worker thread
            app.step(DT)
            show = view.tower.show
            if stage == "drop" and show.phase == "playing" and show.clip is not None \
                    and show.frame_index >= at * (len(show.clip.frames) - 1):
                break
            if stage == "result" and show.clip is not None and not show.busy and view.tower.busy:
                break
            if scene.watching is False and match.last_actor() == CHANCE and not view.is_animating():
                break
            pygame.time.wait(2)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1600x900", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/kreuzes.png"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--stage", choices=("drop", "commit", "result"), default="drop")
    parser.add_argument("--at", type=float, default=0.35, help="how far into the drop, 0..1")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    print(shoot((w, h), args.out, args.seed, args.stage, args.at))
    return 0


if __name__ == "__main__":
    sys.exit(main())
