"""A match: rules + options + seats + seed + the actions applied.

Undo, save, load and replay all come from that log. Saves are versioned JSON written
atomically (a temp file, then os.replace), so a crash mid-write never eats the old save.
"""

from __future__ import annotations

import json
import os
import secrets
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from games.core import save_file
from games.core.contract import CHANCE, Action, IllegalAction, Options, Rules, Seat
from games.core.save_file import SAVE_FORMAT, SAVE_VERSION, SaveError, short

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "Match", "SaveError", "UndoRefused", "new_match_id", "write_json_atomic"]


class UndoRefused(Exception):
    """Undo is not allowed here; the message says why."""


class Match:
    def __init__(self, rules: Rules, options: Options, seats: list[Seat], seed: int,
                 player_seed: int | None = None, match_id: str | None = None) -> None:
        self.rules = rules
        # Names the match's own kept file, so each match in progress is kept apart from the
        # others and a save of it, once loaded, goes on in the same file.
        self.match_id = match_id or new_match_id()
        self.options = dict(options)
        self.seats = list(seats)
        self.seed = seed
        # The computer players' own randomness: a secret apart from `seed`, which lays out
        # the deck and everything else hidden, so nothing given to a player can lead back
        # to it. Saved with the match, so a computer decides alike after undo or a load.
        self.player_seed = player_seed if player_seed is not None else secrets.randbits(63)
        self.actions: list[Action] = []
        # Each action in words, parallel to `actions`; what followed by itself on further lines.
        self.log: list[str] = []
        # (move number, seat) each time a human seat asked for a hint: after that many moves.
        self.hints: list[tuple[int, int]] = []
        self._states = [rules.setup(self.options, self.seats, seed)]
        self._actors: list[int | str | None] = []

    # --- playing ---

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def game_id(self) -> str:
        return self.rules.info.id

    def current_player(self) -> int | str | None:
        return self.rules.current_player(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def apply(self, action: Action) -> Any:
        """Apply one action (IllegalAction propagates, and nothing changes)."""
        before = self.state
        actor = self.rules.current_player(before)
        line = self.rules.describe(before, action)
        after = self.rules.apply(before, action)
        self._states.append(after)
        self.actions.append(action)
        self._actors.append(actor)
        self.log.append("\n".join([line, *self.rules.aftermath(before, action, after)]))
        return after

    def states(self) -> Iterator[Any]:
        """Every state from the setup to now: replay, step by step."""
        return iter(self._states)

    # --- undo ---

    def undo_refusal(self, seat: int | None = None) -> str | None:
        """Why the last action may not be taken back (by `seat`, if given), or None."""
        if not self.actions:
            return "Nothing to undo yet."
        if self.is_over():  # the results have been told: the last move stands
            return "The game is over: its last move stands."
        actor = self._actors[-1]
        if actor == CHANCE:
            return "What chance decided can't be taken back."
        if isinstance(actor, int) and not self.seats[actor].is_human:
            return f"{self.seats[actor].name} (a computer player) has moved since; that can't be taken back."
        if seat is not None and actor != seat:
            name = self.seats[actor].name if isinstance(actor, int) else "the game"
            return f"The last move was {name}'s, not yours."
        return self.rules.is_irreversible(self._states[-2], self.actions[-1], self._states[-1])

    def undo(self, seat: int | None = None) -> Action:
        reason = self.undo_refusal(seat)
        if reason:
            raise UndoRefused(reason)
        self._states.pop()
        self._actors.pop()
        self.log.pop()
        action = self.actions.pop()
        # A hint asked in a position that is taken back goes with it, as the move's own line does.
        self.hints = [h for h in self.hints if h[0] <= len(self.actions)]
        return action

    def note_hint(self, seat: int) -> bool:
        """`seat` asked for a hint now; False if it already had one for this position."""
        entry = (len(self.actions), seat)
        if entry in self.hints:
            return False
        self.hints.append(entry)
        return True

    def log_lines(self) -> list[str]:
        """The log, one entry per action (the hints asked are apart: `hint_notes`)."""
        return list(self.log)

    def hint_notes(self) -> dict[int, list[str]]:
        """The hints asked, by the index of the log entry after which each was asked (-1: before
        the first move): the log shows them with that entry, as the table's notes rather than the
        game's, and a click on one still reviews its move."""
        notes: dict[int, list[str]] = {}
        for moves, seat in self.hints:
            if moves <= len(self.log):
                notes.setdefault(moves - 1, []).append(f"{self.seats[seat].name} asked for a hint.")
        return notes

    def last_actor(self) -> int | str | None:
        return self._actors[-1] if self._actors else None

    def actors(self) -> list[int | str | None]:
        """The seat that made each action (CHANCE for an outcome of chance, None for the game's
        own), parallel to `actions`."""
        return list(self._actors)

    # --- save and load ---

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "data_version": self.rules.info.data_version,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "options": self.options,
            "seats": [asdict(s) for s in self.seats],
            "seed": self.seed,
            "player_seed": self.player_seed,
            "actions": [self.rules.action_to_dict(a) for a in self.actions],
            "match_id": self.match_id,
            # What the load list says without replaying the match; readers of version 1
            # that predate it ignore it, and the actions stay the only truth.
            "summary": self.summary(),
        }
        if self.hints:  # where hints were asked, as [move number, seat]; without any, a save older apps read
            data["hints"] = [list(h) for h in self.hints]
        return data

    def summary(self) -> dict[str, Any]:
        return {"moves": len(self.actions), "progress": self.rules.progress(self.state), "finished": self.is_over()}

    def save(self, path: Path | str) -> None:
        write_json_atomic(Path(path), self.to_json())

    @classmethod
    def from_json(cls, data: Any, rules_for: Any) -> Match:
        """Rebuild a match by replaying its log. `rules_for(game_id)` gives the Rules
        (raising KeyError for an unknown game). Raises SaveError with a player's message
        (a clause: the caller names the file). Every field is checked against the save's
        schema before anything else reads it."""
        game = save_file.check_head(data)
        if game is None:
            save_file.check(data)  # says what is wrong with the game's id
        try:
            rules = rules_for(game)
        except KeyError:
            raise SaveError(f"it is for a game this version does not know: {game!r}.") from None
        data = save_file.check(data)
        title = rules.info.title
        seats = [Seat(**s) for s in data["seats"]]
        problem = _seating_problem(rules, seats)
        if problem:
            raise SaveError(f"this {title} save is damaged: {problem}.")
        try:
            # A seed the schema let through as 3.0 is the whole number 3; the player seed and the
            # match id are absent from the first saves: new ones then.
            player_seed = data.get("player_seed")
            match = cls(rules, data["options"], seats, int(data["seed"]),
                        None if player_seed is None else int(player_seed), data.get("match_id"))
        except Exception as exc:  # options the game cannot set up: never a traceback
            raise SaveError(f"this {title} save cannot be opened ({short(_reason(exc), 120)}).") from exc
        # The replay is always tried, whatever data version the save names: only a move that
        # no longer replays refuses it, and the message says which move and which data.
        for i, entry in enumerate(data["actions"], start=1):
            try:
                match.apply(rules.action_from_dict(entry))
            except Exception as exc:  # an illegal or unknown move (other data, or a hand-edited save)
                raise SaveError(f"its move {i} cannot be replayed in {title} "
                                f"({short(_reason(exc), 120)}){_data_words(data, rules)}.") from exc
        match.hints = [(moves, seat) for moves, seat in data.get("hints", ())
                       if moves <= len(match.actions) and seat < len(seats)]
        return match

    @classmethod
    def load(cls, path: Path | str, rules_for: Any) -> Match:
        """The match in a save file; SaveError (one line, without the file's name) if it cannot be."""
        return cls.from_json(save_file.parse(save_file.read_text(path)), rules_for)


def _seating_problem(rules: Rules, seats: list[Seat]) -> str | None:
    info = rules.info
    if not info.min_players <= len(seats) <= info.max_players:
        return f"{len(seats)} seats, and {info.title} is for {info.min_players} to {info.max_players}"
    known = {c.name for c in info.colours}
    for i, seat in enumerate(seats):
        if seat.colour not in known:
            return f"seats[{i}].colour is not one of the game's colours"
    return None


def _reason(exc: Exception) -> str:
    return exc.reason if isinstance(exc, IllegalAction) else str(exc) or type(exc).__name__


def _data_words(data: dict[str, Any], rules: Rules) -> str:
    """Which game data the save was made with, when it is not this version's."""
    saved, now = data.get("data_version", 1), rules.info.data_version
    if saved == now:
        return ""
    return f"; it was made with {rules.info.title} data version {saved}, and this version has {now}"


def new_match_id() -> str:
    return uuid.uuid4().hex[:16]


# A temp file older than this was left by a write that never finished (the app was killed
# mid-write): no write of ours takes a minute.
STALE_TEMP_S = 60.0


def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temp file in the same folder, flush it to disk, replace, then flush the
    folder itself (so the rename survives a power cut). Temp files that killed writes of the
    same file left behind are removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)
    remove_stale_temps(path.parent, f".{path.name}.")


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows opens no folders: its rename is durable by itself
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temps(folder: Path, prefix: str = ".", older_than: float = STALE_TEMP_S) -> int:
    """Remove the temp files of interrupted writes in `folder` (those named `prefix`...`.tmp`,
    untouched for `older_than` seconds); how many went."""
    removed = 0
    now = datetime.now().timestamp()
    try:
        candidates = [p for p in folder.iterdir() if p.name.startswith(prefix) and p.name.endswith(".tmp")]
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file() and now - tmp.stat().st_mtime > older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            pass  # gone already, or not ours to remove
    return removed
