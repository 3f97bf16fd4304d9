"""Save files as the player sees them: every match kept in its own file (what Continue brings
back), the saves the player made, readable names, and the list on the load screen.

A kept match is written after every move to the matches folder under the match's own id, so
starting another game never touches it; a finished match stays there, marked finished. The
single autosave.json of earlier versions is still listed and opened; opening it moves the
match into the matches folder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from games import registry
from games.core import paths, save_file
from games.core.contract import Seat
from games.core.match import Match, SaveError, remove_stale_temps, write_json_atomic
from games.core.players import PLAYER_KINDS

KEPT, SAVED, OLD_AUTOSAVE = "kept", "saved", "autosave"


def seats_in_a_name(seats: list[Seat]) -> str:
    """'Ann, Bob, 2 computers': the people by name, the computer seats counted (their names are
    the app's, and nobody looks for a file by them)."""
    people = [s.name for s in seats if s.player == "human"]
    computers = len(seats) - len(people)
    if computers:
        people.append("1 computer" if computers == 1 else f"{computers} computers")
    return ", ".join(people)


def save_file_name(match: Match, when: datetime) -> str:
    """'Medina 2025-03-01 18-42 Anna, Ben, 2 computers.caravan': sorts by date within a game and
    says whose it was. No colons or slashes, so the name is valid on every desktop system."""
    raw = f"{match.rules.info.title} {when:%Y-%m-%d %H-%M} {seats_in_a_name(match.seats)}"
    safe = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "_", raw).strip(" .")[:120]
    return f"{safe}{save_file.SAVE_SUFFIX}"


def save_match(match: Match, folder: Path | None = None, when: datetime | None = None) -> Path:
    folder = folder or paths.saves_dir()
    when = when or datetime.now()
    path = folder / save_file_name(match, when)
    n = 2
    while path.exists():  # two saves in one minute keep both
        path = folder / f"{path.stem.rsplit(' #', 1)[0]} #{n}{save_file.SAVE_SUFFIX}"
        n += 1
    match.save(path)
    return path


def kept_path(match: Match) -> Path:
    return kept_path_of(match.match_id)


def kept_path_of(match_id: str) -> Path:
    """Where the match with this id is kept (a campaign names its stage's match by its id)."""
    return paths.matches_dir() / f"{match_id}.json"


def autosave(match: Match) -> Path:
    """Keep the match in its own file (after every move, and once more when it ends)."""
    path = kept_path(match)
    write_json_atomic(path, match.to_json())
    return path


def retire_old_autosave(match: Match) -> None:
    """The match from an earlier version's single autosave is now kept in its own file."""
    if kept_path(match).is_file():
        paths.autosave_path().unlink(missing_ok=True)


# --- what the lists say ---


def seat_words(seat: dict[str, Any]) -> str:
    """'Anna' for a human, 'Ben (computer, normal)' for a computer seat."""
    name, player = str(seat.get("name", "?")), str(seat.get("player", "human"))
    if player == "human":
        return name
    label = PLAYER_KINDS[player][0] if player in PLAYER_KINDS else player
    level = label.split("\u2014")[-1].strip() if "\u2014" in label else label
    return f"{name} (computer, {level})"


def when_words(moment: float, now: datetime | None = None) -> str:
    """'Today, 18:42', 'Yesterday, 09:05', else 'Sat 1 Mar 2025, 18:42'."""
    at, now = datetime.fromtimestamp(moment), now or datetime.now()
    days = (now.date() - at.date()).days
    if days in (0, 1):
        return f"{'Today' if days == 0 else 'Yesterday'}, {at:%H:%M}"
    return f"{at:%a} {at.day} {at:%b %Y}, {at:%H:%M}"


def moves_words(moves: int) -> str:
    return f"{moves} move" if moves == 1 else f"{moves} moves"


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    modified: float
    kind: str  # KEPT, SAVED or OLD_AUTOSAVE
    game: str = ""  # the game's title
    progress: str = ""  # "Round 3, 57 moves"
    seats: str = ""  # "Anna, Ben (computer, normal)"
    finished: bool = False
    problem: str | None = None  # why it cannot be opened, when known
    game_id: str = ""

    @property
    def when(self) -> str:
        return when_words(self.modified)

    @property
    def continue_words(self) -> str:
        """What Continue brings back, in a sentence."""
        return f"{self.game}, {self.progress}: {self.seats}. Last played: {self.when}."


# Summaries by (path, modified ns, size): a file is read once until it changes. Problems
# found by opening a file are kept here too, so the list then says why.
_known: dict[tuple[Path, int, int], SaveSummary] = {}


def _key(path: Path) -> tuple[Path, int, int]:
    st = path.stat()
    return path, st.st_mtime_ns, st.st_size


def note_problem(path: Path, problem: str) -> None:
    """A file that could not be opened: list it with the reason from now on (never delete it)."""
    try:
        key = _key(path)
    except OSError:
        return
    _known[key] = _read(path, problem)


def problem_line(path: Path, reason: str) -> str:
    """What the player reads when a file cannot be opened: the file, then the reason."""
    return f"Cannot open {path.name}: {reason}"


def _replayed(path: Path) -> tuple[str, bool]:
    """Progress and finished for a file without a summary (saves of earlier versions)."""
    match = Match.load(path, registry.rules)
    _replayed_ok.add(_key(path))  # the load screen need not replay it again
    return _progress(match.summary()), match.is_over()


def _progress(summary: dict[str, Any]) -> str:
    moves = moves_words(int(summary.get("moves", 0)))
    phrase = str(summary.get("progress") or "")
    return f"{phrase}, {moves}" if phrase else moves


def _kind(path: Path) -> str:
    if path == paths.autosave_path():
        return OLD_AUTOSAVE
    return KEPT if path.parent == paths.matches_dir() else SAVED


def _read(path: Path, problem: str | None = None) -> SaveSummary:
    modified = path.stat().st_mtime
    kind = _kind(path)
    game = ""
    try:
        data = save_file.load(path)  # checked to the last field before the list reads any
        game_id = data["game"]
        game = registry.info(game_id).title if game_id in registry.game_ids() else game_id
        seats = ", ".join(seat_words(s) for s in data["seats"])
        if problem is not None:
            return SaveSummary(path, modified, kind, game, seats=seats, problem=problem, game_id=game_id)
        summary = data.get("summary")
        if isinstance(summary, dict):
            progress, finished = _progress(summary), bool(summary.get("finished"))
        else:
            progress, finished = _replayed(path)
        return SaveSummary(path, modified, kind, game, progress, seats, finished, game_id=game_id)
    except SaveError as exc:
        return SaveSummary(path, modified, kind, game, problem=problem or str(exc))
    except Exception as exc:  # the list only describes; it never hides a file
        return SaveSummary(path, modified, kind, game,
                           problem=problem or save_file.short(f"unreadable ({type(exc).__name__}: {exc})"))


def summary_of(path: Path) -> SaveSummary | None:
    try:
        key = _key(path)
    except OSError:
        return None
    found = _known.get(key)
    if found is None:
        found = _known[key] = _read(path)
    return found


# Files replayed from their first move to their last since they last changed (by the same key).
_replayed_ok: set[tuple[Path, int, int]] = set()


def verified(entry: SaveSummary) -> SaveSummary:
    """The entry once its file has been replayed: as it was, or with the reason it cannot be
    opened. The load screen checks its entries one by one, so a match that a newer version can
    no longer replay is listed with its reason before anyone tries to open it."""
    try:
        key = _key(entry.path)
    except OSError:
        return entry
    if entry.problem is not None or key in _replayed_ok:
        return entry
    try:
        match = Match.load(entry.path, registry.rules)
    except SaveError as exc:
        note_problem(entry.path, str(exc))
        return summary_of(entry.path) or entry
    except Exception as exc:  # a game whose config is broken: its files wait, untouched
        note_problem(entry.path, save_file.short(f"its game cannot be loaded ({type(exc).__name__}: {exc})"))
        return summary_of(entry.path) or entry
    _replayed_ok.add(key)
    if match.is_over() != entry.finished:  # the summary written with it was wrong: the replay is right
        _known[key] = SaveSummary(entry.path, entry.modified, entry.kind, entry.game, _progress(match.summary()),
                                  entry.seats, match.is_over(), game_id=entry.game_id)
    return _known.get(key, entry)


def is_verified(entry: SaveSummary) -> bool:
    try:
        return entry.problem is not None or _key(entry.path) in _replayed_ok
    except OSError:
        return True


def _summaries(files: list[Path]) -> list[SaveSummary]:
    found = [s for s in (summary_of(p) for p in files) if s is not None]
    return sorted(found, key=lambda s: s.modified, reverse=True)


def _save_files(folder: Path, suffixes: tuple[str, ...] = save_file.SAVE_SUFFIXES) -> list[Path]:
    if not folder.is_dir():
        return []
    return [p for p in folder.iterdir() if p.suffix.lower() in suffixes and not p.name.startswith(".") and p.is_file()]


def list_saves(folder: Path | None = None) -> list[SaveSummary]:
    """Every save in the saves folder (.caravan, and .json from earlier versions), newest first."""
    return _summaries(_save_files(folder or paths.saves_dir()))


def kept_matches() -> list[SaveSummary]:
    """Every kept match, finished ones included, and an earlier version's autosave; newest first."""
    files = _save_files(paths.matches_dir(), (save_file.OLD_SAVE_SUFFIX,))
    if paths.autosave_path().is_file():
        files.append(paths.autosave_path())
    return _summaries(files)


def everything() -> list[SaveSummary]:
    """What the load screen lists: kept matches and saves, newest first."""
    return sorted(kept_matches() + list_saves(), key=lambda s: s.modified, reverse=True)


def latest_in_progress() -> SaveSummary | None:
    """The match Continue resumes: the last one played that is not over and can be opened."""
    return next((s for s in kept_matches() if not s.finished and s.problem is None), None)


def remove_interrupted_writes() -> None:
    """Temp files that autosaves killed mid-write left in the matches and saves folders."""
    for folder in (paths.matches_dir(), paths.saves_dir()):
        if folder.is_dir():
            remove_stale_temps(folder)


def delete(path: Path) -> None:
    """Deliberately, after the player confirmed it."""
    path.unlink(missing_ok=True)
