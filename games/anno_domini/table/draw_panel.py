"""The decision panel drawn: the title, the words wrapped, and the buttons one under another
(two lines where a label needs them), paged when they are more than the panel holds."""

from __future__ import annotations

import pygame

from games.anno_domini.table import glyphs as gl
from games.anno_domini.table.controls import Button, Panel
from games.anno_domini.table.draw_board import Paint
from games.anno_domini.table.ink import label, line_height, size_for
from games.ui import look
from games.ui.art import fonts
from games.ui.art.fonts import wrap

PAGE_KEYS = ("page:back", "page:next")


def draw_panel(surf: pygame.Surface, rect: pygame.Rect, panel: Panel, page: int, p: Paint) -> int:
    """Draws the panel; returns the page actually shown (pages shrink when a panel does)."""
    look.sheet(surf, rect, radius=10)
    inner = rect.inflate(-16, -14)
    line = line_height(p.px)
    btn_h = round(line * 1.5)
    with fonts.panel(rect, "decision"):
        y = inner.y
        for ln in wrap(panel.title, p.px, inner.width, bold=True):
            fonts.text(surf, ln, p.px, gl.INK, (inner.x, y), bold=True)
            y += line
        y += 4
        words = [ln for para in panel.lines for ln in wrap(para, p.px, inner.width)]
        room_lines = max(2, (inner.height - (y - inner.y)) // line - 2 * min(len(panel.buttons), 3))
        for ln in words[:room_lines]:
            fonts.text(surf, ln, p.px, gl.INK_SOFT, (inner.x, y))
            y += line
        y += 6
        per_page = max(1, (inner.bottom - y) // (btn_h + 4))
        buttons = panel.buttons
        if len(buttons) > per_page:
            per_page = max(1, per_page - 1)
            pages = (len(buttons) + per_page - 1) // per_page
            page = min(max(0, page), pages - 1)
            shown = buttons[page * per_page:(page + 1) * per_page]
            nav = pygame.Rect(inner.x, inner.bottom - btn_h, inner.width, btn_h)
            half = (nav.width - 6) // 2
            for k, (key, words_) in enumerate(zip(PAGE_KEYS, ("Back", f"More ({page + 1} of {pages})"), strict=True)):
                r = pygame.Rect(nav.x + k * (half + 6), nav.y, half, btn_h)
                on = (page > 0) if k == 0 else (page < pages - 1)
                _button(surf, r, Button(key, words_), p, on)
                p.zone(key, r)
        else:
            page, shown = 0, buttons
        # The buttons stand on the panel's foot, not under the words: when the words shrink (the
        # Market's help after a first sale) they stay where the pointer is (a second click on
        # "Sell 1 Stone" sold the Bread that had moved under it).
        foot = inner.bottom - (btn_h + 4 if len(buttons) > len(shown) else 0) + 4
        y = max(y, foot - len(shown) * (btn_h + 4))
        for b in shown:
            r = pygame.Rect(inner.x, y, inner.width, btn_h)
            _button(surf, r, b, p, True)
            p.zone(f"button:{b.key}", r)
            y += btn_h + 4
    return page


def _button(surf: pygame.Surface, r: pygame.Rect, b: Button, p: Paint, on: bool) -> None:
    pygame.draw.rect(surf, (30, 20, 12), r.move(1, 2), border_radius=6)
    fill = (255, 238, 170) if b.on else (250, 236, 200) if on else (214, 204, 180)
    pygame.draw.rect(surf, fill, r, border_radius=6)
    pygame.draw.rect(surf, gl.LEGAL if on else gl.INK_SOFT, r, 3 if b.on else 2, border_radius=6)
    size = size_for(b.label, p.px, p.least, r.width - 12, bold=True)
    if size is not None:
        fonts.text(surf, b.label, size, gl.INK if on else gl.INK_SOFT, r.center, bold=True, anchor="center")
        return
    lines = wrap(b.label, p.least, r.width - 12)
    if len(lines) <= 2 and line_height(p.least) * 2 <= r.height + 2:
        h = line_height(p.least)
        for k, ln in enumerate(lines):
            fonts.text(surf, ln, p.least, gl.INK, (r.centerx, r.centery + (k - len(lines) / 2 + 0.5) * h),
                       anchor="center")
    else:
        label(surf, b.label.split(":")[0], r.center, p.least, p.least, r.width - 12, gl.INK, anchor="center")
