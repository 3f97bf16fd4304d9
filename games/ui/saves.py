"""Save files as the player sees them: readable names, the list on the load screen,
and the autosave that Continue brings back."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from games import registry
from games.core import paths
from games.core.match import Match, write_json_atomic


def save_file_name(match: Match, when: datetime) -> str:
    """'Medina 2025-03-01 18-42 Anna, Ben.json': sorts by date within a game and says whose it was.
    No colons or slashes, so the name is valid on every desktop system."""
    names = ", ".join(s.name for s in match.seats)
    raw = f"{match.rules.info.title} {when:%Y-%m-%d %H-%M} {names}"
    safe = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "_", raw).strip(" .")[:120]
    return f"{safe}.json"


def save_match(match: Match, folder: Path | None = None, when: datetime | None = None) -> Path:
    folder = folder or paths.saves_dir()
    when = when or datetime.now()
    path = folder / save_file_name(match, when)
    n = 2
    while path.exists():  # two saves in one minute keep both
        path = folder / f"{path.stem.rsplit(' #', 1)[0]} #{n}.json"
        n += 1
    match.save(path)
    return path


def autosave(match: Match) -> None:
    write_json_atomic(paths.autosave_path(), match.to_json())


def clear_autosave() -> None:
    paths.autosave_path().unlink(missing_ok=True)


def has_autosave() -> bool:
    return paths.autosave_path().is_file()


@dataclass(frozen=True)
class SaveSummary:
    path: Path
    modified: float
    label: str  # one line for the list: game, players, moves, date


def _summary(path: Path) -> SaveSummary:
    modified = path.stat().st_mtime
    when = datetime.fromtimestamp(modified).strftime("%Y-%m-%d %H:%M")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        game = data["game"]
        title = registry.info(game).title if game in registry.game_ids() else str(game)
        names = ", ".join(str(s["name"]) for s in data["seats"])
        label = f"{title}: {names} \u2014 {len(data['actions'])} moves \u2014 {when}"
    except Exception:  # the list only describes; opening the file gives the real reason
        label = f"{path.stem} \u2014 {when} (unreadable)"
    return SaveSummary(path, modified, label)


def list_saves(folder: Path | None = None) -> list[SaveSummary]:
    """Every .json in the saves folder, newest first."""
    folder = folder or paths.saves_dir()
    if not folder.is_dir():
        return []
    found = [_summary(p) for p in folder.glob("*.json") if p.is_file()]
    return sorted(found, key=lambda s: s.modified, reverse=True)
