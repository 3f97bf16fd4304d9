"""Barabbas at the table (the solitaire game): his plaque along the top (his VP, his Followers
still to come, his deck, his Parables, and the last card he drew face up, line by line) and his
card as it is drawn, large over the board while the turn plays out."""

from __future__ import annotations

import pygame

from games.anno_domini.rules.config import Config
from games.anno_domini.rules.solo_words import line_words, short_words
from games.anno_domini.rules.state import BARABBAS, AnnoState
from games.anno_domini.table import glyphs as gl
from games.anno_domini.table.draw_board import Paint
from games.anno_domini.table.ink import label, label_first, line_height
from games.ui import look
from games.ui.art import fonts
from games.ui.art.colour import mix
from games.ui.art.fonts import wrap

CARD_S = 1.6  # how long his card stays large over the board, at the Settings' pace of 1
CARD_RGB = (70, 40, 34)  # his cards' back and band: dark red, unlike any deck of the player's


def draw_plaque(surf: pygame.Surface, cfg: Config, r: pygame.Rect, s: AnnoState, acting: bool, p: Paint) -> None:
    bar = s.bar
    assert bar is not None
    rgb = p.barabbas[0] if p.barabbas else gl.INK_SOFT
    look.sheet(surf, r, radius=8, colour=mix(gl.PAPER, rgb, 0.14))
    if acting:
        pygame.draw.rect(surf, gl.LEGAL, r, 3, border_radius=8)
    inner = r.inflate(-12, -4)
    line = (r.height - 4) // 3
    left = pygame.Rect(inner.x, inner.y, min(inner.width // 3, 24 * p.px), inner.height)
    with fonts.panel(r, "barabbas"):
        y = left.y + line // 2
        p.chip(surf, BARABBAS, (left.x + line // 2, y), max(4, line // 2 - 2))
        vp = label(surf, f"{bar.vp} VP", (left.right, y), p.px, p.least, left.width // 3, gl.VP_GREEN, bold=True,
                   anchor="midright")
        label(surf, "Barabbas", (left.x + line + 2, y), p.px, p.least, (vp.x if vp else left.right) - left.x - line - 8,
              gl.INK, bold=True, anchor="midleft")
        at_supper = sum(1 for o in s.supper if o == BARABBAS)
        label(surf, f"Supply {bar.camp}  At the Supper {at_supper}", (left.x, y + line), p.px, p.least, left.width,
              gl.INK, anchor="midleft")
        label(surf, f"Deck {len(bar.deck)}  Parables {len(bar.parables)}", (left.x, y + 2 * line), p.px, p.least,
              left.width, gl.INK, anchor="midleft")
        card = pygame.Rect(left.right + 12, inner.y + 1, inner.right - left.right - 12, inner.height - 2)
        shown = bar.discard[-1] if bar.discard else bar.shown  # (a reshuffle empties the discard)
        if shown:
            _card_strip(surf, cfg, s, shown, card, p)
        else:
            label(surf, "His deck: 25 cards, face down. He plays first.", (card.x, card.centery), p.px, p.least,
                  card.width, gl.INK_SOFT, anchor="midleft")
    p.zone("plate:barabbas", r)


def _card_strip(surf: pygame.Surface, cfg: Config, s: AnnoState, card: str, r: pygame.Rect, p: Paint) -> None:
    """His last card face up along the plaque: a title, then its lines in order wrapped over the
    rows left, in the largest type they fit (without the title where they need its row too)."""
    pygame.draw.rect(surf, gl.PAPER, r, border_radius=6)
    pygame.draw.rect(surf, CARD_RGB, r, 2, border_radius=6)
    width = r.width - 16
    words = "  \u203a  ".join(short_words(s, ln) for ln in cfg.solo.cards[card].lines)
    titles = ((f"His last card, {card.upper()}, from top to bottom:", True), (f"His last card, {card.upper()}:", True))
    for size in range(p.px, p.least - 1, -1):
        line = line_height(size)
        rows = max(1, (r.height - 6) // line)
        lines = wrap(words, size, width)
        if len(lines) < rows:
            top = r.y + 3 + line // 2
            label_first(surf, titles, (r.x + 8, top), size, size, width, CARD_RGB, anchor="midleft")
            _strip_lines(surf, lines, size, (r.x + 8, top + line), width)
            return
        lines = wrap(f"{card.upper()}:  {words}", size, width)  # the card's name leads its lines
        if len(lines) <= rows:
            _strip_lines(surf, lines, size, (r.x + 8, r.y + 3 + line // 2), width)
            return
    line = line_height(p.least)
    rows = max(1, (r.height - 6) // line)
    lines = wrap(f"{card.upper()}:  {words}", p.least, width)
    # too long even so: the last row cut short (the log and the hover text say it whole)
    _strip_lines(surf, lines[:rows - 1] + [" ".join(lines[rows - 1:])], p.least, (r.x + 8, r.y + 3 + line // 2), width)


def _strip_lines(surf: pygame.Surface, lines: list[str], px: int, start: tuple[int, int], width: int) -> None:
    line = line_height(px)
    for k, words in enumerate(lines):
        fonts.text(surf, words, px, gl.INK, (start[0], start[1] + k * line), anchor="midleft", max_width=width)


def draw_drawn_card(surf: pygame.Surface, cfg: Config, s: AnnoState, card: str, board: pygame.Rect, p: Paint,
                    shown: float) -> None:
    """His card large over the board as he draws it; `shown` (0 to 1) lifts it in and out. A line
    too long for the card wraps under its number (on a small window a line left out read as a
    step he skipped)."""
    line = line_height(p.px) + 4
    width = min(board.width - 20, 34 * p.px)
    inner = width - 28
    number_w = fonts.font(p.px).size("8.  ")[0]
    rows: list[tuple[str, str]] = []  # (number or "", words) per row
    for k, ln in enumerate(cfg.solo.cards[card].lines):
        for j, words in enumerate(wrap(line_words(s, ln), p.px, inner - number_w)):
            rows.append((f"{k + 1}." if j == 0 else "", words))
    height = line * (len(rows) + 2) + 16
    rect = pygame.Rect(0, 0, width, height)
    rise = min(1.0, shown * 6, (1 - shown) * 6)  # slides in, stays, slides out
    rect.center = (board.centerx, round(board.centery + (1 - rise) * board.height // 3))
    pygame.draw.rect(surf, (20, 12, 8), rect.move(3, 4), border_radius=10)
    pygame.draw.rect(surf, gl.PAPER, rect, border_radius=10)
    band = pygame.Rect(rect.x, rect.y, rect.width, line + 8)
    pygame.draw.rect(surf, CARD_RGB, band, border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surf, CARD_RGB, rect, 3, border_radius=10)
    label(surf, f"Barabbas draws card {card.upper()}", band.center, p.px, p.least, band.width - 12, gl.PAPER,
          bold=True, anchor="center")
    y = band.bottom + 8
    for number, words in rows:
        if number:
            fonts.text(surf, number, p.px, gl.INK, (rect.x + 14, y))
        fonts.text(surf, words, p.px, gl.INK, (rect.x + 14 + number_w, y), max_width=inner - number_w)
        y += line
    label(surf, "Resolved top to bottom: see the log.", (rect.x + 14, y + 2), p.px, p.least, rect.width - 28,
          gl.INK_SOFT)
