"""A Markdown table of the rules reference drawn as a table: pygame_gui's text box has no
<table>, so the cells are wrapped and ruled here into one image the rules page shows."""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.ui import look
from games.ui.art import fonts
from games.ui.markdown_html import Table


def column_widths(table: Table, width: int, px: int, pad: int) -> list[int]:
    """Each column's width: its longest line when all fit; otherwise the short columns keep
    theirs and the long ones share what is left in proportion to their text (never narrower
    than their longest word). The last column takes any slack, so the table spans `width`."""
    columns = list(zip(table.header, *table.rows, strict=True))
    regular, bold = fonts.font(px), fonts.font(px, bold=True)

    def span(cell: str, head: bool) -> int:
        return (bold if head else regular).size(cell)[0] + 2 * pad

    natural = [max(span(c, i == 0) for i, c in enumerate(col)) for col in columns]
    least = [max(span(w, i == 0) for i, c in enumerate(col) for w in (c.split() or [""])) for col in columns]
    if sum(natural) > width:
        fair = width / len(columns)
        short = [n <= fair for n in natural]
        room = width - sum(n for n, s in zip(natural, short, strict=True) if s)
        long_total = sum(n for n, s in zip(natural, short, strict=True) if not s)
        natural = [n if s else max(lo, int(room * n / long_total))
                   for n, lo, s in zip(natural, least, short, strict=True)]
    natural[-1] += max(0, width - sum(natural))
    return natural


@lru_cache(maxsize=16)
def table_surface(table: Table, width: int, px: int) -> pygame.Surface:
    """The table `width` pixels wide in text of `px` pixels: a shaded header row, rules
    between rows and columns, every cell wrapped to its column."""
    pad = max(4, px // 2)
    widths = column_widths(table, width, px, pad)
    line_h = fonts.font(px).get_linesize()
    rows = [(table.header, True)] + [(row, False) for row in table.rows]
    wrapped = [[fonts.wrap(cell, px, w - 2 * pad, bold=head) for cell, w in zip(row, widths, strict=True)]
               for row, head in rows]
    heights = [max(len(lines) for lines in cells) * line_h + 2 * pad for cells in wrapped]
    surface = pygame.Surface((sum(widths), sum(heights)), pygame.SRCALPHA)
    y = 0
    for k, ((_, head), cells, h) in enumerate(zip(rows, wrapped, heights, strict=True)):
        if head or k % 2 == 0:  # the header shaded, and every other row faintly, so a row reads across
            shade = look.PARCHMENT_DARK if head else (*look.PARCHMENT_DARK[:3], 90)
            surface.fill(shade, (0, y, surface.get_width(), h))
        x = 0
        for lines, w in zip(cells, widths, strict=True):
            for n, words in enumerate(lines):
                fonts.text(surface, words, px, look.INK, (x + pad, y + pad + n * line_h), bold=head)
            x += w
        y += h
        pygame.draw.line(surface, look.INK_SOFT, (0, y - 1), (surface.get_width(), y - 1))
    x = 0
    for w in widths[:-1]:
        x += w
        pygame.draw.line(surface, look.INK_SOFT, (x - 1, 0), (x - 1, surface.get_height()))
    pygame.draw.rect(surface, look.INK_SOFT, surface.get_rect(), width=2)
    return surface
