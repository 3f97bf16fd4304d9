"""Each seat's score detail on the results screen as a card, the cards in columns, sized to what
they hold: the largest type at which every card fits the room, in the number of columns that
needs the least height (two columns of four seats, rather than four cramped ones)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.ui import look
from games.ui.art import fonts

SIZES = (17, 16, 15, 14, 13, 12)  # detail type sizes tried, in design pixels, largest first


@dataclass(frozen=True)
class Card:
    seat: int
    rect: pygame.Rect
    lines: tuple[str, ...]  # the detail wrapped to the card's width


@dataclass(frozen=True)
class CardLayout:
    px: int  # the detail lines' type size (the name is one step bolder)
    cards: tuple[Card, ...]

    @property
    def fits(self) -> bool:
        return bool(self.cards)


def _card_height(lines: int, px: int, pad: int) -> int:
    line_h = fonts.font(px).get_linesize()
    return 2 * pad + fonts.font(px + 1, True).get_linesize() + lines * line_h


def _arrange(details: list[tuple[int, tuple[str, ...]]], area: pygame.Rect, px: int, columns: int,
             gap: int, pad: int) -> tuple[int, list[Card]]:
    """Cards in `columns` columns, filled row by row; the height they need."""
    width = (area.width - gap * (columns - 1)) // columns
    cards: list[Card] = []
    y, row_h = area.y, 0
    for i, (seat, detail) in enumerate(details):
        if i and i % columns == 0:
            y, row_h = y + row_h + gap, 0
        lines = tuple(part for line in detail for part in fonts.wrap(line, px, width - 2 * pad - px))
        h = _card_height(len(lines), px, pad)
        x = area.x + (i % columns) * (width + gap)
        cards.append(Card(seat, pygame.Rect(x, y, width, h), lines))
        row_h = max(row_h, h)
    return y + row_h - area.y, cards


def lay_out(details: list[tuple[int, tuple[str, ...]]], area: pygame.Rect, scale: float) -> CardLayout:
    """The largest type size at which the cards fit `area`; at the smallest size, the tightest
    arrangement (then the bottom cards are cut rather than run over the buttons)."""
    details = [(seat, detail) for seat, detail in details if detail]
    if not details:
        return CardLayout(0, ())
    gap, pad = max(4, round(12 * scale)), max(4, round(10 * scale))
    best: tuple[int, int, list[Card]] | None = None
    for size in SIZES:
        px = round(size * scale)
        tried = [_arrange(details, area, px, c, gap, pad) for c in range(1, min(4, len(details)) + 1)]
        fitting = [t for t in tried if t[0] <= area.height and all(c.rect.width >= 12 * px for c in t[1])]
        if fitting:
            height, cards = min(fitting, key=lambda t: t[0])
            return CardLayout(px, tuple(cards))
        height, cards = min(tried, key=lambda t: t[0])
        best = (px, height, cards)
    assert best is not None
    return CardLayout(best[0], tuple(best[2]))


def draw(surface: pygame.Surface, layout: CardLayout, names: list[str], colours: list[tuple[int, int, int]],
         scale: float) -> None:
    pad = max(4, round(10 * scale))
    px = layout.px
    for card in layout.cards:
        look.sheet(surface, card.rect, radius=max(3, round(8 * scale)), colour=look.PARCHMENT_DARK)
        x, y = card.rect.x + pad, card.rect.y + pad
        head_h = fonts.font(px + 1, True).get_linesize()
        look.colour_chip(surface, (x + px // 2, y + head_h // 2), max(4, px // 2), colours[card.seat])
        fonts.text(surface, names[card.seat], px + 1, look.INK, (x + px + pad // 2, y),
                   bold=True, max_width=card.rect.width - 2 * pad - px)
        y += head_h
        line_h = fonts.font(px).get_linesize()
        for line in card.lines:
            fonts.text(surface, line, px, look.INK, (x + px, y))
            y += line_h

