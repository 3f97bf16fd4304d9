"""Words on the table that always fit: a label is drawn at the body size, smaller down to the
least readable size if it must, and left out rather than cut (the hover text still names it).
A label left out is a layout that gave it too little room, unless the caller has another way to
say it (`optional`: shorter words tried next, or a symbol in its place); the tests record the
others (`dropped`) and ask for none."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from games.ui.art import fonts
from games.ui.art.fonts import font


def fits(words: str, px: int, width: int, bold: bool = False) -> bool:
    return font(px, bold).size(words)[0] <= width


def size_for(words: str, px: int, least: int, width: int, bold: bool = False) -> int | None:
    """The largest size from `px` down to `least` at which `words` fit `width`; None if none."""
    for size in range(px, least - 1, -1):
        if fits(words, size, width, bold):
            return size
    return None


@dataclass(frozen=True)
class Dropped:
    """A label left out: its words, the room it had and the room it needed at the least size."""

    words: str
    width: int
    needed: int


_dropped: list[Dropped] | None = None


@contextmanager
def dropped() -> Iterator[list[Dropped]]:
    """Collect the labels left out while the block runs (tests only: off, it costs nothing)."""
    global _dropped
    outer, _dropped = _dropped, []
    try:
        yield _dropped
    finally:
        _dropped = outer


def label(surf: pygame.Surface, words: str, pos: tuple[int, int], px: int, least: int, width: int,
          colour: tuple[int, int, int], *, bold: bool = False, anchor: str = "topleft",
          optional: bool = False) -> pygame.Rect | None:
    """`words` at the largest size from `px` down to `least` that fits `width`, else nothing.
    `optional`: the caller says it another way when this does not fit (not a layout fault)."""
    if not words:
        return None
    size = size_for(words, px, least, width, bold)
    if size is None:
        if _dropped is not None and not optional:
            _dropped.append(Dropped(words, width, font(least, bold).size(words)[0]))
        return None
    return fonts.text(surf, words, size, colour, pos, bold=bold, anchor=anchor)


def line_height(px: int) -> int:
    return font(px).get_linesize()


def label_first(surf: pygame.Surface, variants: Sequence[tuple[str, bool]], pos: tuple[int, int], px: int,
                least: int, width: int, colour: tuple[int, int, int], *, anchor: str = "topleft",
                optional: bool = False) -> pygame.Rect | None:
    """The first of `variants` (words, bold) that fits `width` at some size from `px` down to
    `least`: the later ones say it shorter or lighter ("Space 1", then "1"). None fits: nothing is
    drawn, and the last is what the tests hear of as left out."""
    for words, bold in variants:
        if words and size_for(words, px, least, width, bold) is not None:
            return label(surf, words, pos, px, least, width, colour, bold=bold, anchor=anchor)
    words, bold = variants[-1]
    return label(surf, words, pos, px, least, width, colour, bold=bold, anchor=anchor, optional=optional)


def width_of(words: str, px: int, bold: bool = False) -> int:
    return font(px, bold).size(words)[0]
