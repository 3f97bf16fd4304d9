"""The decision panel drawn: title, wrapped lines, steppers (minus, the count, plus) and buttons in
two columns, at the panel's foot (or right under the words: Panel.raised); every clickable part is
handed back as a zone."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.kreuzes.table.controls import Panel
from games.kreuzes.table.palette import INK, INK_SOFT, LEGAL
from games.ui import look
from games.ui.art import fonts
from games.ui.art.fonts import font, wrap

Zone = Callable[[str, pygame.Rect], None]


def draw_panel(surf: pygame.Surface, rect: pygame.Rect, panel: Panel, values: dict[str, int], px: int,
               zone: Zone, keep_clear: pygame.Rect | None = None) -> None:
    """`keep_clear`: where the player just pressed a button of the panel before; no button of
    this one lies there (a row more is kept for the buttons, the cells there left empty), so a
    second click on that spot, quick or slow, makes no choice the player has not seen."""
    look.sheet(surf, rect, radius=10)
    inner = rect.inflate(-16, -12)
    line = round(px * 1.35)
    btn_h = round(px * 1.9)
    half = (inner.width - 6) // 2
    cols = 2 if all(fits_line(b.label, px, half - 8, True) for b in panel.buttons) else 1
    cells = len(panel.buttons) + (cols if keep_clear is not None and panel.buttons else 0)
    rows = (cells + cols - 1) // cols
    need = rows * (btn_h + 4) + len(panel.steppers) * (btn_h + 4)
    with fonts.panel(rect, "decision"):
        y = inner.y
        if fits_line(panel.title, px, inner.width, True):
            fonts.text(surf, panel.title, px, INK, (inner.x, y), bold=True)
            y += line
        foot = btn_h + 4 if panel.raised else 0  # a raised panel's foot row stays empty
        room = max(0, (inner.bottom - need - foot - y) // line)
        lines = [ln for words in panel.lines for ln in wrap(words, px, inner.width)]
        for ln in lines[:room]:
            fonts.text(surf, ln, px, INK_SOFT, (inner.x, y))
            y += line
        y = y + line // 2 if panel.raised else max(y + 2, inner.bottom - need)
        for st in panel.steppers:
            value = st.value(values)
            minus = pygame.Rect(inner.x, y, btn_h, btn_h)
            plus = pygame.Rect(inner.x + btn_h * 3 + 8, y, btn_h, btn_h)
            for r, sign, key in ((minus, "\u2212", f"less:{st.key}"), (plus, "+", f"more:{st.key}")):
                on = (value > st.span[0]) if sign != "+" else (value < st.span[-1])
                _button(surf, r, sign, px, on)
                zone(key, r)
            _count(surf, pygame.Rect(minus.right, y, plus.x - minus.right, btn_h), value, px)
            # what is counted always said (a bare number between - and + says nothing), its range if it fits
            label = next((w for w in (f"{st.label} ({st.span[0]}-{st.span[-1]})", st.label)
                          if fits_line(w, px, inner.right - plus.right - 8)), None)
            if label is not None:
                fonts.text(surf, label, px, INK, (plus.right + 8, y + (btn_h - line) // 2 + 2))
            y += btn_h + 4
        w = (inner.width - (cols - 1) * 6) // cols
        grid = [pygame.Rect(inner.x + (i % cols) * (w + 6), y + (i // cols) * (btn_h + 4), w, btn_h)
                for i in range(cells)]
        free = [r for r in grid if keep_clear is None or not r.colliderect(keep_clear)]
        for b, r in zip(panel.buttons, free, strict=False):
            if r.bottom > rect.bottom - 2:
                break
            label = next((t for t in (b.label, b.short) if t and fits_line(t, px, w - 8, True)), None) \
                or _shorter(b.short or b.label, px, w - 8)
            _button(surf, r, label, px, True)
            zone(f"button:{b.key}", r)


def _count(surf: pygame.Surface, r: pygame.Rect, value: int, px: int) -> None:
    """A stepper's number: bold and a size up, on the sheet itself between its minus and plus, with
    no field drawn around it (a framed box reads as a place to type in, and it is not one)."""
    fonts.text(surf, str(value), round(px * 1.25), INK, r.center, bold=True, anchor="center")


def fits_line(words: str, px: int, width: int, bold: bool = False) -> bool:
    return font(px, bold).size(words)[0] <= width


def _shorter(words: str, px: int, width: int) -> str:
    parts = words.split(" ")
    while len(parts) > 1 and not fits_line(" ".join(parts), px, width, True):
        parts.pop()
    return " ".join(parts) if fits_line(" ".join(parts), px, width, True) else ""


def _button(surf: pygame.Surface, r: pygame.Rect, label: str, px: int, on: bool) -> None:
    pygame.draw.rect(surf, (30, 20, 12), r.move(1, 2), border_radius=6)
    pygame.draw.rect(surf, (250, 236, 200) if on else (214, 204, 180), r, border_radius=6)
    pygame.draw.rect(surf, LEGAL if on else INK_SOFT, r, 2, border_radius=6)
    if label:
        fonts.text(surf, label, px, INK if on else INK_SOFT, r.center, bold=True, anchor="center")
