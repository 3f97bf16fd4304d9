"""The house font and hand-drawn text: pygame_gui's bundled Noto Sans (its licence travels
with pygame_gui), so text drawn by hand matches the theme's widgets."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from importlib import resources

import pygame

Colour = pygame.Color | tuple[int, int, int]

ELLIPSIS = "\u2026"


@cache
def font(px: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans at `px` pixels (8 at the least), made once per size; pygame's own font
    stands in should pygame_gui's files be missing."""
    px = max(8, px)
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    try:
        with resources.as_file(resources.files("pygame_gui.data").joinpath(name)) as real:
            return pygame.font.Font(str(real), px)
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        return pygame.font.Font(None, int(px * 1.3))


@dataclass(frozen=True)
class TextRecord:
    """One line of text as it was drawn, for the layout checks (tests/ui/test_layout_sizes.py)."""

    words: str
    rect: pygame.Rect
    px: int
    panel: pygame.Rect  # where it had to stay: the innermost `panel()` open, else the surface's clip
    panel_name: str
    cut: bool  # shortened with an ellipsis because it did not fit


_records: list[TextRecord] | None = None
_panels: list[tuple[pygame.Rect, str]] = []
_origins: list[tuple[int, int]] = [(0, 0)]


@contextmanager
def recording() -> Iterator[list[TextRecord]]:
    """Collect every line drawn through this module while the block runs (tests only: off, it costs nothing)."""
    global _records
    outer, _records = _records, []
    try:
        yield _records
    finally:
        _records = outer


@contextmanager
def panel(rect: pygame.Rect, name: str) -> Iterator[None]:
    """Text drawn inside this block belongs to the panel `rect`: the layout checks fail if it leaves it."""
    _panels.append((pygame.Rect(rect).move(_origins[-1]), name))
    try:
        yield
    finally:
        _panels.pop()


@contextmanager
def origin(x: int, y: int) -> Iterator[None]:
    """Text drawn inside this block goes onto a layer that will be blitted with its top-left at (x, y) of
    the window (a cached board): the layout checks see it where it will be shown. Panels given inside the
    block are in the layer's coordinates too."""
    ox, oy = _origins[-1]
    _origins.append((ox + x, oy + y))
    try:
        yield
    finally:
        _origins.pop()


def note_text(surface: pygame.Surface, words: str, rect: pygame.Rect, px: int, cut: bool = False) -> None:
    """Tell the layout checks about a line drawn by other means (a cached image, a glyph per letter)."""
    if _records is None:
        return
    if _panels:
        where, name = _panels[-1]
    else:
        where, name = surface.get_clip().move(_origins[-1]), "surface"
    _records.append(TextRecord(words, pygame.Rect(rect).move(_origins[-1]), px, where, name, cut))


def fit_text(words: str, px: int, width: int | None, bold: bool = False) -> str:
    """Cut a line with an ellipsis so it fits `width` pixels (None: no limit)."""
    f = font(px, bold)
    if width is None or f.size(words)[0] <= width:
        return words
    while len(words) > 1 and f.size(words + ELLIPSIS)[0] > width:
        words = words[:-1]
    return words + ELLIPSIS


def text(surface: pygame.Surface, words: str, px: int, colour: Colour, pos: tuple[int, int], *,
         bold: bool = False, anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """Draw one line with its `anchor` point at `pos` (cut to `max_width` if given); returns its rect."""
    whole = words
    if max_width is not None:
        words = fit_text(words, px, max_width, bold)
    image = font(px, bold).render(words, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    note_text(surface, words, rect, px, cut=words != whole)
    return rect


CUT_AFTER = ("/", "\\", "-", "_", ".")  # where a word too long for its line is cut, if it can be


def wrap(words: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap; a newline starts a new paragraph. A word longer than the line (a file
    path) is cut where it must be, so nothing runs off a note. Linear in the text's length: no
    glyph is narrower than a pixel, so a line never holds more than `width` characters, and no
    measure ever takes more than two lines' worth (a 4,000-character word once took 16 s)."""
    f = font(px, bold)
    most = max(1, width) + 1  # characters that could share a line, and one more
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if len(trial) <= most and f.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            start = 0
            while len(word) - start > most or (len(word) - start > 1 and f.size(word[start:])[0] > width):
                piece = word[start:start + most]
                lo, hi = 1, len(piece)  # the longest prefix that fits (at least one character)
                while lo < hi:
                    mid = (lo + hi + 1) // 2
                    if f.size(piece[:mid])[0] <= width:
                        lo = mid
                    else:
                        hi = mid - 1
                # Rather after a folder's slash (or a dash, a dot) than inside a name, where one
                # lies far enough along: "saves/" then the file, not "save" then "s/...".
                cut = max(piece.rfind(mark, 0, lo) for mark in CUT_AFTER) + 1
                lo = cut if cut > lo // 3 and start + lo < len(word) else lo
                lines.append(piece[:lo])
                start += lo
            line = word[start:]
        lines.append(line)
    return lines
