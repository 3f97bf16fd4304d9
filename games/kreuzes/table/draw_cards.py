"""Cards: a Movement card (its terrain's colour, a terrain icon, the word, a ship or banner
symbol in the corner), an Event card (its name and words, a cross when it is once per game) and
the backs of the two decks.

A card in a full hand on a small window is small: its words go down to the smallest readable
size, names are never broken inside a word, and `draw_card` says whether everything was shown,
so the table can lift a bigger copy of the card under the pointer (`lifted_size`) to be read."""

from __future__ import annotations

import math

import pygame

from games.kreuzes.rules.config import CardSpec
from games.kreuzes.table.draw_pieces import draw_army, draw_ship
from games.kreuzes.table.palette import CARD_TERRAIN, INK, PAPER, PAPER_DARK, TERRAIN_WORDS, WARN
from games.ui.art import fonts
from games.ui.art.colour import shade
from games.ui.art.fonts import font, wrap


def card_rect_size(height: int) -> tuple[int, int]:
    return round(height * 0.7), height


LEAST_PX = 12  # the smallest words a card's face uses (the table's smallest body text)


def draw_card(surf: pygame.Surface, rect: pygame.Rect, spec: CardSpec, px: int) -> bool:
    """The card's face in `rect`; True when every word of it is shown there."""
    radius = max(4, rect.width // 10)
    pygame.draw.rect(surf, (30, 20, 12), rect.move(2, 3), border_radius=radius)
    if spec.is_movement:
        whole = _movement(surf, rect, spec, px, radius)
    else:
        whole = _event(surf, rect, spec, px, radius)
    pygame.draw.rect(surf, INK, rect, 2, border_radius=radius)
    return whole


def name_px(name: str, width: int, px: int, lines: int = 2) -> int | None:
    """The largest size from `px` down to LEAST_PX at which the name fits `width` in `lines`
    lines without breaking a word; None when none does."""
    for size in range(px, LEAST_PX - 1, -1):
        if all(font(size, True).size(word)[0] <= width for word in name.split()) and \
                len(wrap(name, size, width, bold=True)) <= lines:
            return size
    return None


def lifted_size(spec: CardSpec, width: int, px: int) -> tuple[int, int]:
    """A card `width` wide that shows all its words at `px`: its height."""
    if spec.is_movement:
        return width, round(width / 0.68)
    name = len(wrap(spec.name, px, width - 8, bold=True)) * font(px, True).get_linesize() + 4
    body = len(wrap(spec.text, px, width - 8)) * font(px).get_linesize()
    marks = font(px, True).get_linesize() if spec.once or spec.immediate else 0
    return width, max(round(width / 0.68), name + body + marks + 12)


def _movement(surf: pygame.Surface, rect: pygame.Rect, spec: CardSpec, px: int, radius: int) -> bool:
    rgb = CARD_TERRAIN.get(spec.terrain, (150, 150, 150))
    pygame.draw.rect(surf, rgb, rect, border_radius=radius)
    inner = rect.inflate(-rect.width // 6, -rect.width // 6)
    pygame.draw.rect(surf, shade(rgb, 1.25), inner, border_radius=radius // 2)
    icon = pygame.Rect(0, 0, inner.width * 0.8, inner.height * 0.45)
    icon.center = (inner.centerx, inner.y + inner.height * 0.38)
    _terrain_icon(surf, icon, spec.terrain)
    word = TERRAIN_WORDS.get(spec.terrain, spec.name)
    size = next((p for p in range(px, LEAST_PX - 1, -1) if font(p, True).size(word)[0] <= rect.width - 6), None)
    if size is not None:  # a narrow card shows its terrain by colour and icon
        with fonts.panel(rect, "card"):
            fonts.text(surf, word, size, INK, (rect.centerx, inner.bottom - 2), bold=True, anchor="midbottom")
    if spec.symbol != "none":
        size = rect.width * 0.36
        spot = (rect.right - size * 0.62, rect.y + size * 0.62)
        pygame.draw.circle(surf, PAPER, spot, size * 0.58)
        pygame.draw.circle(surf, INK, spot, size * 0.58, 1)
        (draw_ship if spec.symbol == "ship" else draw_army)(surf, (spot[0], spot[1] + size * 0.05), size * 0.85)
    return size is not None


def _terrain_icon(surf: pygame.Surface, r: pygame.Rect, terrain: str) -> None:
    ink = INK
    if terrain == "mountains":
        for k, h in ((0, 0.9), (1, 1.0), (2, 0.7)):
            x0 = r.x + k * r.width / 3.6
            w = r.width / 2
            pts = [(x0, r.bottom), (x0 + w / 2, r.bottom - r.height * h), (x0 + w, r.bottom)]
            pygame.draw.polygon(surf, (170, 128, 86), pts)
            pygame.draw.lines(surf, ink, False, pts, 2)
    elif terrain == "plains":
        for k in range(5):  # ears of wheat on a field
            x = r.x + r.width * (0.12 + 0.19 * k)
            pygame.draw.line(surf, ink, (x, r.bottom), (x, r.y + r.height * 0.3), 2)
            for j in range(3):
                y = r.y + r.height * (0.3 + 0.15 * j)
                pygame.draw.line(surf, ink, (x, y + 6), (x - 5, y), 1)
                pygame.draw.line(surf, ink, (x, y + 6), (x + 5, y), 1)
        pygame.draw.line(surf, ink, (r.x, r.bottom), (r.right, r.bottom), 2)
    elif terrain == "sea":
        for row in range(3):
            y = r.y + r.height * (0.25 + 0.3 * row)
            pts = [(r.x + r.width * u / 16, y + math.sin(u / 16 * math.tau * 2) * r.height * 0.08)
                   for u in range(17)]
            pygame.draw.lines(surf, ink, False, pts, 2)
    else:  # a Joker: a star, any terrain
        cx, cy, rad = r.centerx, r.centery, min(r.width, r.height) * 0.5
        pts = [(cx + (rad if k % 2 == 0 else rad * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
                cy + (rad if k % 2 == 0 else rad * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
        pygame.draw.polygon(surf, (236, 200, 90), pts)
        pygame.draw.polygon(surf, ink, pts, 2)


def _event(surf: pygame.Surface, rect: pygame.Rect, spec: CardSpec, px: int, radius: int) -> bool:
    pygame.draw.rect(surf, PAPER, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, rect.width, round(px * 1.5))
    pygame.draw.rect(surf, (120, 40, 36), band, border_top_left_radius=radius, border_top_right_radius=radius)
    fitted = name_px(spec.name, rect.width - 8, px)
    small = fitted or LEAST_PX
    with fonts.panel(rect, "card"):
        name_lines = wrap(spec.name, small, rect.width - 8, bold=True)[:2]
        band.height = max(band.height, len(name_lines) * font(small, True).get_linesize() + 4)
        pygame.draw.rect(surf, (120, 40, 36), band, border_top_left_radius=radius, border_top_right_radius=radius)
        y = band.y + 2
        for line in name_lines:
            fonts.text(surf, line, small, PAPER, (rect.centerx, y), bold=True, anchor="midtop")
            y += font(small, True).get_linesize()
        y = band.bottom + 2
        line_h = font(small).get_linesize()
        lines = wrap(spec.text, small, rect.width - 8)
        room = max(0, (rect.bottom - 4 - (line_h if spec.once or spec.immediate else 0) - y) // line_h)
        for line in lines[:room]:  # the rest shows on the card lifted under the pointer
            fonts.text(surf, line, small, INK, (rect.x + 4, y))
            y += line_h
        marks = ("Once" if spec.once else "") + (" Now!" if spec.immediate else "")
        marked = not marks.strip() or font(small, True).size(marks.strip())[0] <= rect.width - 6
        if marks.strip() and marked:
            fonts.text(surf, marks.strip(), small, WARN, (rect.centerx, rect.bottom - 3), bold=True,
                       anchor="midbottom")
    return fitted is not None and len(lines) <= room and marked


def draw_back(surf: pygame.Surface, rect: pygame.Rect, deck: str) -> None:
    radius = max(4, rect.width // 10)
    rgb = (70, 96, 120) if deck == "movement" else (120, 40, 36)
    pygame.draw.rect(surf, (30, 20, 12), rect.move(2, 3), border_radius=radius)
    pygame.draw.rect(surf, rgb, rect, border_radius=radius)
    pygame.draw.rect(surf, PAPER_DARK, rect.inflate(-6, -6), 1, border_radius=radius)
    cx, cy, s = rect.centerx, rect.centery, rect.width * 0.22
    w = max(2, round(s / 3))
    pygame.draw.line(surf, PAPER_DARK, (cx - s, cy), (cx + s, cy), w)
    pygame.draw.line(surf, PAPER_DARK, (cx, cy - s * 1.3), (cx, cy + s * 1.3), w)
    pygame.draw.rect(surf, INK, rect, 1, border_radius=radius)
