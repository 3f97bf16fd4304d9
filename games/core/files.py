"""Reading a file the player or the app's folders hand us, as untrusted input: only a regular
file of at most a given size is read, and a pipe or a device is refused without waiting on it
(reading one could block for ever, /dev/zero would fill the memory). Saves, data files and the
settings read through here, each wording the refusal its own way."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileRefused(Exception):
    """Why a file was not read: `what` is "folder", "device" (a pipe or a device), "large"
    (more than the limit: `size` bytes) or "unreadable" (`reason` from the system)."""

    def __init__(self, what: str, size: int = 0, reason: str = "") -> None:
        super().__init__(what)
        self.what, self.size, self.reason = what, size, reason


def read_bytes(path: Path | str, limit: int) -> bytes:
    """The file's bytes, if it is a regular file of at most `limit` bytes; FileRefused otherwise."""
    try:
        _check(os.stat(path), limit)
        # O_NONBLOCK: swapped for a pipe since the look above, the file must not block the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise FileRefused("unreadable", reason=str(exc.strerror or exc)) from None
    try:
        with os.fdopen(fd, "rb") as fh:
            _check(os.fstat(fh.fileno()), limit)
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise FileRefused("unreadable", reason=str(exc.strerror or exc)) from None
    if len(raw) > limit:
        raise FileRefused("large", size=len(raw))
    return raw


def _check(info: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("folder" if stat.S_ISDIR(info.st_mode) else "device")
    if info.st_size > limit:
        raise FileRefused("large", size=info.st_size)
