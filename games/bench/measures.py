"""The figures measured inside the bench process: rules speed and table drawing."""

from __future__ import annotations

import time
from typing import Any

from games import registry
from games.core.ai.hooks import hooks_for
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.core.selfplay import play_match


def late_game_match(game_id: str, fraction: float = 0.85, seed: int = 2024, humans: bool = False) -> Match:
    """A busy table: a max-player match after `fraction` of a seeded random game.

    The whole game is played first to learn its length, then its log is replayed into a
    Match up to that point (same seed, so the replay is exact). `humans` seats people
    where the random players sat: a table where nothing moves until someone clicks."""
    rules = registry.rules(game_id)
    players = rules.info.max_players
    result = play_match(rules, ["random"], seed, players)
    seats = [Seat(s.name, s.colour, "human") for s in result.seats] if humans else result.seats
    match = Match(rules, rules.info.default_options(players), seats, seed)
    for action in result.actions[: round(len(result.actions) * fraction)]:
        match.apply(action)
    return match


def drop_match(game_id: str, fraction: float = 0.5, seed: int = 2024) -> Match:
    """A table waiting for chance to drop cubes: a max-player random game replayed, with people in
    every seat, up to the first drop asked for after `fraction` of it (or the first of all)."""
    rules = registry.rules(game_id)
    players = rules.info.max_players
    result = play_match(rules, ["random"], seed, players)
    seats = [Seat(s.name, s.colour, "human") for s in result.seats]
    match = Match(rules, rules.info.default_options(players), seats, seed)
    drops = []
    for n, action in enumerate(result.actions):
        if match.current_player() == CHANCE:
            request = rules.chance_request(match.state)
            if request is not None and request.kind == "drop":
                drops.append(n)
        match.apply(action)
    if not drops:
        raise LookupError(f"a random game of {game_id} dropped nothing")
    stop = next((n for n in drops if n >= fraction * len(result.actions)), drops[0])
    match = Match(rules, rules.info.default_options(players), seats, seed)
    for action in result.actions[:stop]:
        match.apply(action)
    return match


def playouts_per_s(game_id: str, seconds: float = 3.0, at_least: int = 3) -> float:
    """Whole random max-player games per second, setup included.

    Decisions are taken as an AI's rollout takes them on the determinised state it sampled. A
    game with chance from outside its rules starts from a state its hooks sampled from seat 0's
    view (a tower held as counts) and draws every outcome from its fast model
    (`sample_outcome`), never from the live physics. The cost of `view` belongs to the
    decisions at the table, not here.
    Timed in this process's CPU time: a playout runs on one core, and on a machine shared
    with other work the wall clock would time the neighbours too."""
    rules = registry.rules(game_id)
    players = rules.info.max_players
    seats = [Seat(f"P{i + 1}", rules.info.colours[i].name, "random") for i in range(players)]
    options = rules.info.default_options(players)
    player = RandomPlayer()
    done = 0
    started = time.process_time()
    hooks = hooks_for(rules)
    # A game whose hooks model chance plays from a sampled state, as a rollout does; the others
    # from the full state, which a rollout's sampled one is just like.
    models_chance = callable(getattr(hooks, "sample_outcome", None))
    while True:
        rng = Rng.from_seed(done)
        state = rules.setup(options, seats, done)
        if models_chance:
            state = hooks.sample_hidden(rules.view(state, 0), 0, rng)
        while (seat := rules.current_player(state)) is not None:
            if seat == CHANCE:  # the fast model, as in a search's rollout
                state = rules.apply(state, hooks.sample_outcome(state, rules.chance_request(state), rng))
            else:
                state = rules.apply(state, player.choose(rules, state, seat, rng))
        done += 1
        elapsed = time.process_time() - started
        if elapsed >= seconds and done >= at_least:
            return done / elapsed


def table_frame_ms(game_id: str, match: Match, *, frames: int = 120, **kwargs: Any) -> float:
    """The shell's own frame bench (imported here: only the figures that draw pull in pygame)."""
    from games.ui.benchmarks import table_frame_ms as bench

    return float(bench(game_id, match, frames=frames, **kwargs))


def drop_frame_ms(game_id: str, frames: int = 120) -> tuple[float, dict[str, Any]]:
    """Median milliseconds (CPU) per frame of a table while a drop falls through its tower, the
    pointer moving over the map, with the wall clock's median (see games/ui/benchmarks.py)."""
    from games.ui.benchmarks import table_drop_frame_times as bench

    times = bench(game_id, drop_match(game_id), frames=frames)
    return times.cpu_ms, {"wall_ms": round(times.wall_ms, 2), "frames": times.frames}


def tower_frame_ms(frames: int = 120) -> float:
    """Median milliseconds per frame of the Tower scene playing a drop of 8 cubes, physics
    included (the drop's computation is spread over the frames that play it back)."""
    from games.kreuzes.tower.bench import tower_frame_ms as bench

    return float(bench(frames=2 * frames))


def rules_open_ms(runs: int = 5) -> float:
    """The shell's rules-screen bench (see games/ui/benchmarks.py)."""
    from games.ui.benchmarks import rules_open_ms as bench

    return float(bench(runs=runs))


def frame_ms(game_id: str, frames: int = 120) -> tuple[float, dict[str, Any]]:
    """Median milliseconds (CPU) to draw one frame of a still late-game table, with the wall
    clock's median."""
    from games.ui.benchmarks import table_frame_times as bench

    times = bench(game_id, late_game_match(game_id), frames=frames)
    return times.cpu_ms, {"wall_ms": round(times.wall_ms, 2)}
