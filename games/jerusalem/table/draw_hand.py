"""A hand too big for whole cards side by side: labelled tiles instead, flowed in rows like
words, each with the card's title (and its effect in a few words where there is room), copies
of one card as one tile ("2× +2 Bezants"). Overlapping whole cards cut their words; a tile is
read whole, and the card rises whole under the pointer."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.jerusalem.rules.config import Config
from games.jerusalem.table.draw_cards import kind_band
from games.jerusalem.table.draw_palette import LEGAL
from games.jerusalem.table.table_layout import Zone, line_step
from games.jerusalem.table.table_model import card_short, card_title
from games.ui.art.colour import shade
from games.ui.art.fonts import font, text

GAP = 3  # between two tiles
PAD = 4  # from a tile's edge to its words


@dataclass(frozen=True)
class Tile:
    index: int  # the first copy's place in the hand (a zone's key, as for a whole card)
    card: str
    lines: tuple[str, ...]
    rect: pygame.Rect
    px: int  # its text size


def hand_groups(cards: tuple[str, ...]) -> list[tuple[int, str, int]]:
    """(first index, card, copies) in the hand's order."""
    groups: dict[str, list[int]] = {}
    for k, card in enumerate(cards):
        groups.setdefault(card, []).append(k)
    return [(places[0], card, len(places)) for card, places in groups.items()]


def _words(cfg: Config, card: str, copies: int, two: bool) -> tuple[str, ...]:
    kind = cfg.cards[card]
    district = kind.influence_district
    # A tile has no shield to tell the Districts apart: it names the District.
    title = f"Influence: {cfg.district(district).name}" if district else " ".join(card_title(kind))
    title = f"{copies}× {title}" if copies > 1 else title
    return (title, card_short(kind)) if two else (title,)


def _flow(cfg: Config, body: pygame.Rect, groups: list[tuple[int, str, int]], size: int, two: bool
          ) -> list[list[Tile]] | None:
    """Tiles in rows inside `body` at text size `size`, a new page where one is full; None when
    a tile is wider than the body."""
    f = font(size, True)
    tile_h = line_step(size, True) * (2 if two else 1) + PAD
    pages: list[list[Tile]] = [[]]
    x, y = body.left, body.top
    for index, card, copies in groups:
        lines = _words(cfg, card, copies, two)
        w = max(f.size(line)[0] for line in lines) + 2 * PAD
        if w > body.width or tile_h > body.height:
            return None
        if x > body.left and x + w > body.right:
            x, y = body.left, y + tile_h + GAP
        if y + tile_h > body.bottom:
            pages.append([])
            x, y = body.left, body.top
        pages[-1].append(Tile(index, card, lines, pygame.Rect(x, y, w, tile_h), size))
        x += w + GAP
    return pages


def tile_hand(cfg: Config, body: pygame.Rect, cards: tuple[str, ...], least: int, top: int
              ) -> list[list[Tile]] | None:
    """The largest tiles that fit on one page: the effect under each title if possible, else
    titles alone; else titles at the smallest size over as many pages as they need. None when
    a title alone does not fit the body's width."""
    groups = hand_groups(cards)
    for two in (True, False):
        for size in range(top, least - 1, -1):
            pages = _flow(cfg, body, groups, size, two)
            if pages is not None and len(pages) == 1:
                return pages
    return _flow(cfg, body, groups, least, False)


def pager_rect(fan: pygame.Rect, words: str, size: int) -> pygame.Rect:
    """The page turner at the right of the hand's heading."""
    w, h = font(size, True).size(words)
    return pygame.Rect(fan.right - w - 2 * PAD, fan.top - 2, w + 2 * PAD, h)


def pager_words(page: int, pages: int) -> str:
    return f"{page + 1}/{pages} ›"


def draw_tiles(surf: pygame.Surface, tiles: list[Tile], cfg: Config, lit: set[str],
               zone_kind: str) -> list[Zone]:
    zones: list[Zone] = []
    for tile in tiles:
        band = kind_band(cfg.cards[tile.card])
        rect = tile.rect
        pygame.draw.rect(surf, shade(band, 0.6), rect.move(0, 2), border_radius=6)
        pygame.draw.rect(surf, band, rect, border_radius=6)
        pygame.draw.rect(surf, shade(band, 0.55), rect, 2, border_radius=6)
        px = tile.px
        step = line_step(px, True)
        y = rect.top + PAD // 2
        for k, line in enumerate(tile.lines):
            colour = (250, 244, 230) if k == 0 else (222, 214, 196)
            text(surf, line, px, colour, (rect.centerx, y), bold=True, anchor="midtop", max_width=rect.width - 4)
            y += step
        if tile.card in lit:
            pygame.draw.rect(surf, LEGAL, rect.inflate(4, 4), 3, border_radius=8)
        zones.append(Zone(rect, zone_kind, (tile.index, tile.card)))
    return zones

