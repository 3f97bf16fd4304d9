"""main.py's command line, once main.py has seen that this Python can run the app:

  main.py [FILE]               open the app (on the save FILE, as a double click on one does)
  main.py --load FILE          the same, said out loud
  main.py --selfplay GAME --players N --games K --seed S [--seats random,...]
  main.py --bench [NAME ...]   measure figures, one JSON line each
  main.py --bench ai --players N   the strength report with N seats (1: each kind alone)
  main.py --install-launcher   add Caravanserai to the desktop's menu; --remove-launcher takes it away

Only the standard library is imported before the chosen path is known: the app's
startup time counts, and the headless tools never need pygame.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

LOG_NAME = "caravanserai.log"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    import argparse

    parser = argparse.ArgumentParser(prog=program_name(),
                                     description="Caravanserai: a table for historical board games.")
    # A plain FILE is what a desktop hands an app when a document of its type is double-clicked.
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a save to open (.caravan, or .json of earlier versions)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--load", metavar="FILE", help="open the app on a saved match (the same as a plain FILE)")
    mode.add_argument("--selfplay", metavar="GAME", help="play whole matches between computer players, no window")
    mode.add_argument("--bench", metavar="NAME", nargs="*", help="measure the figures starting so (all if none)")
    # Self-play's defaults are filled in below, so that "given without --selfplay" shows.
    parser.add_argument("--players", type=int, help="self-play: number of seats (default: the game's most); "
                        "bench ai: seats of each game's matches (default 4, or as near as the game allows)")
    parser.add_argument("--games", type=int, help="self-play: matches to play (default 1)")
    parser.add_argument("--seed", type=int, help="self-play: seed of the first match (default 1)")
    parser.add_argument("--seats", help="self-play: player kinds, one per seat or one for all (default random)")
    parser.add_argument("--quick", action="store_true", help="bench: about half the work, for smoke runs")
    mode.add_argument("--install-launcher", action="store_true",
                      help="add Caravanserai, its icon and its save files' type to the desktop's application menu")
    mode.add_argument("--remove-launcher", action="store_true", help="take away what --install-launcher added")
    args = parser.parse_args(argv)
    if args.file is not None:
        if args.load is not None:
            parser.error("give the save once: FILE or --load FILE")
        if args.selfplay is not None or args.bench is not None or args.install_launcher or args.remove_launcher:
            parser.error("FILE: only to open the app on a save")
        args.load = args.file
    given = [f"--{k}" for k in ("games", "seed", "seats") if getattr(args, k) is not None]
    if given and args.selfplay is None:
        parser.error(f"{', '.join(given)}: only with --selfplay")
    if args.players is not None and args.selfplay is None and args.bench is None:
        parser.error("--players: only with --selfplay or --bench")
    if args.quick and args.bench is None:
        parser.error("--quick: only with --bench")
    args.games = 1 if args.games is None else args.games
    args.seed = 1 if args.seed is None else args.seed
    args.seats = args.seats or "random"
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.selfplay is not None:
        return selfplay(args.selfplay, args.players, args.games, args.seed, args.seats)
    if args.bench is not None:
        from games.bench import runner

        return runner.run(args.bench, quick=args.quick, players=args.players)
    if args.install_launcher or args.remove_launcher:
        return launcher(install=args.install_launcher)
    if args.load is not None:
        load_path = os.path.abspath(args.load)
        problem = check_save(load_path)
        if problem:
            print(problem, file=sys.stderr)
            return 2
        return run_app(load_path)
    return run_app(None)


def check_save(path: str) -> str | None:
    """Why the save cannot be opened, or None. Reading only: nothing is written."""
    from games import registry
    from games.core.data import DataError
    from games.core.match import Match, SaveError
    from games.core.save_file import short

    try:
        Match.load(path, registry.rules)
    except SaveError as exc:
        return f"Cannot open {path}: {exc}"
    except DataError as exc:
        return short(f"Cannot open {path}: the game's data is broken: {exc}", 400)
    except Exception as exc:  # whatever else a file can do to the replay: a line, not a traceback
        return short(f"Cannot open {path}: {type(exc).__name__}: {exc}", 400)
    return None


def selfplay(game_id: str, players: int | None, games: int, seed: int, seats: str) -> int:
    import json

    from games import registry
    from games.core.selfplay import play_series, resolve_seats, summarise

    if game_id not in registry.rules_ids():
        known = ", ".join(registry.rules_ids()) or "none yet"
        print(f"Unknown game {game_id!r}; known games: {known}.", file=sys.stderr)
        return 2
    from games.core.data import DataError

    try:
        rules = registry.rules(game_id)
    except DataError as exc:
        print(f"{game_id} cannot be loaded: {exc}", file=sys.stderr)
        return 1
    if games < 1:
        print("--games must be at least 1.", file=sys.stderr)
        return 2
    try:
        kinds = resolve_seats(rules.info, [k.strip() for k in seats.split(",")], players or rules.info.max_players)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    results = []
    for line, result in play_series(rules, kinds, len(kinds), games, seed):
        print(json.dumps(line), flush=True)
        result.final_state = None  # the summary needs no states; a long series keeps none
        results.append(result)
    print(json.dumps(summarise(results)), flush=True)
    return 0


def program_name() -> str:
    """How the player started us, for usage lines: the bundle's executable, or main.py."""
    return os.path.basename(sys.executable) if getattr(sys, "frozen", False) else "main.py"


def launcher(install: bool) -> int:
    """--install-launcher / --remove-launcher: what was done, or why not, in a few lines."""
    from games.core import desktop

    try:
        done = desktop.install() if install else desktop.remove()
    except desktop.LauncherError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(done)
    return 0


def first_frame_hook() -> Any:
    """The bench's probe hook when the bench started us (see games/bench/probes.py)."""
    probe = os.environ.get("CARAVANSERAI_PROBE")
    if not probe:
        return None
    from games.bench.hooks import child_hook

    return child_hook(probe)


def run_app(load_path: str | None) -> int:
    """The app, with a last-resort handler: a crash is logged and shown, never silent."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # nobody reads a banner on a double-click
    hook = first_frame_hook()
    try:
        from games.ui.app import run

        return int(run(load_path=load_path, first_frame_hook=hook) or 0)
    except KeyboardInterrupt:
        return 130
    except Exception:
        report_crash(show_window=hook is None)  # a bench probe has nobody to click OK
        return 1


def report_crash(show_window: bool = True) -> None:
    """Append the traceback to the log, then tell the player where it is. The autosave is
    left alone: the app wrote it after the last action, so the match can be resumed."""
    import traceback
    from datetime import datetime

    details = traceback.format_exc()
    log_file = None
    try:
        from games.core import paths

        log_dir = paths.user_log_dir()
        log_dir.mkdir(parents=True, exist_ok=True)
        log_file = log_dir / LOG_NAME
        with log_file.open("a", encoding="utf-8") as fh:
            fh.write(f"=== {datetime.now().isoformat(timespec='seconds')} Caravanserai stopped ===\n{details}\n")
    except Exception:  # a log that cannot be written must not hide the error itself
        log_file = None
    if log_file is not None:
        message = (
            "Caravanserai stopped because of an unexpected error.\n\n"
            f"The details were written to:\n{log_file}\n\n"
            "Your autosave was not touched."
        )
    else:
        message = f"Caravanserai stopped because of an unexpected error:\n\n{details}"
    if not (show_window and _message_box("Caravanserai", message)) and sys.stderr is not None:
        print(message, file=sys.stderr)


def _message_box(title: str, message: str) -> bool:
    try:
        import pygame

        try:
            pygame.display.quit()  # a stuck fullscreen window would hide the box
        except Exception:
            pass
        pygame.display.message_box(title, message, message_type="error")
        return True
    except Exception:
        return False
