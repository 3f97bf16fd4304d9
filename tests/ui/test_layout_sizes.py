"""Every table laid out at every window size the app offers, in a late position: no text leaves
its panel, no two labels overlap, nothing is cut short, and nothing is too small to read.

Text is seen through games.ui.art.fonts' recorder: every line drawn with fonts.text (or told of
with fonts.note_text) is recorded with the panel it belongs to (fonts.panel); a label drawn once into
a cached layer is placed where the layer is shown (fonts.origin). Set
LAYOUT_PNG_DIR to a folder to keep a screenshot of every table at every size for looking at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from games import registry
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.ui.art import fonts
from games.ui.game_scene import GameScene
from tests.ui.driver import frames, make_app

SIZES = [(1024, 640), (1024, 768), (1280, 720), (1280, 1024), (1600, 900), (1920, 1080)]
LATE = 0.85  # how far into a random game the position is taken
OVERLAP_PX = 4  # two labels may touch at their anti-aliased edges, not more


def _late_match(game_id: str, players: int, seed: int) -> Match:
    """A match 85 % of the way through a random game, at a step where the human (seat 0) acts."""
    rules = registry.rules(game_id)
    colours = [c.name for c in rules.info.colours]
    names = ["Anna", "Benedict", "Clara", "Dietrich", "Eleanor"]
    seats = [Seat(names[i], colours[i], "human" if i == 0 else "ai-normal") for i in range(players)]
    options = rules.info.default_options(players)
    rng, player, luck = Rng.from_seed(seed), RandomPlayer(), chance_rng(seed)
    whole = Match(rules, options, seats, seed, player_seed=seed)
    while not whole.is_over():
        seat = whole.current_player()
        if seat == CHANCE:  # a drop through the tower (Kreuzes): the game's own resolver decides
            whole.apply(resolve(rules, whole.state, luck).action)
            continue
        whole.apply(player.choose(rules, rules.view(whole.state, seat), seat, rng))
    stop = int(len(whole.actions) * LATE)
    acting_zero = [i for i in range(stop, 0, -1) if rules.current_player(list(whole.states())[i]) == 0]
    stop = acting_zero[0] if acting_zero else stop
    late = Match(rules, options, seats, seed, player_seed=seed)
    for action in whole.actions[:stop]:
        late.apply(action)
    return late


def _problems(records: list[fonts.TextRecord], size: tuple[int, int]) -> list[str]:
    found = []
    min_px = 14 if size[0] >= 1280 and size[1] >= 720 else 12
    unique = {(r.words, tuple(r.rect)): r for r in records}  # drawn again every frame: once is enough
    shown = [r for r in unique.values() if r.words.strip() and r.rect.width and r.rect.height]
    for r in shown:
        if not r.panel.inflate(2, 2).contains(r.rect):
            found.append(f"{r.words!r} at {tuple(r.rect)} leaves its panel {r.panel_name} {tuple(r.panel)}")
        if r.cut:
            found.append(f"{r.words!r} at {tuple(r.rect)} is cut short in {r.panel_name}")
        if r.px < min_px:
            found.append(f"{r.words!r} at {tuple(r.rect)} is {r.px} px (at least {min_px})")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            clip = a.rect.clip(b.rect)
            if clip.width * clip.height <= OVERLAP_PX * max(clip.width, clip.height):
                continue
            if a.words == b.words and abs(a.rect.x - b.rect.x) <= 3 and abs(a.rect.y - b.rect.y) <= 3:
                continue  # the same words twice, a shadow and its face
            found.append(f"{a.words!r} at {tuple(a.rect)} overlaps {b.words!r} at {tuple(b.rect)}")
    return found


CASES = [(g, p) for g in registry.GAME_IDS
         for p in sorted({registry.info(g).min_players, registry.info(g).max_players})]


@pytest.mark.parametrize("log_open", [False, True], ids=["log-folded", "log-open"])
@pytest.mark.parametrize("game_id,players", CASES)
def test_every_table_reads_at_every_size(game_id: str, players: int, log_open: bool) -> None:
    match = _late_match(game_id, players, seed=5)
    problems: list[str] = []
    keep = os.environ.get("LAYOUT_PNG_DIR")
    for size in SIZES:
        app = make_app(window_size=size, log_open=log_open)
        # Recorded from the start: a table draws some labels once into cached layers (fonts.origin).
        with fonts.recording() as records:
            app.switch(GameScene(app, match, autoplay=False))
            frames(app, 3)
        problems += [f"{size[0]}x{size[1]}: {p}" for p in _problems(records, size)]
        if keep:
            app.draw()
            name = f"{game_id}-{players}p-{size[0]}x{size[1]}-{'log' if log_open else 'nolog'}.png"
            pygame.image.save(app.screen, str(Path(keep) / name))
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems[:60])
