"""The knights' cards: a plaque per knight along the top (what every player can see: troops,
treasure, morale, purple cubes, cities taken, cards in hand) and the full card of the seat at
the screen along the bottom, with its morale scale and the thresholds the rulebook prints."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from games.kreuzes.rules.state import Knight
from games.kreuzes.table.draw_pieces import cube_row, draw_arms, draw_cube
from games.kreuzes.table.palette import CHRISTIAN, GOLD, INK, INK_SOFT, LEGAL, MUSLIM, PAPER, PAPER_DARK, WARN
from games.ui import look
from games.ui.art import fonts
from games.ui.art.fonts import font

# The morale scale's bands, from the rulebook's player card: (lowest, highest, colour, words).
# The words say what the morale allows, no more: "Morale 7: may attack Jerusalem" read as leave
# to attack with one Muslim city taken, far from the gate (the rules' may_attack has the rest).
BANDS = ((0, 1, (196, 120, 104), "draws 1 card"), (2, 3, (222, 170, 120), "draws 2 cards"),
         (4, 5, (232, 214, 150), "too low to attack Jerusalem"),
         (6, 10, (200, 216, 160), "enough to attack Jerusalem"))


@dataclass(frozen=True)
class Plate:
    """What the table says about one knight."""

    seat: int
    player: str  # the seat's name
    knight: str  # the knight's short name
    full_name: str
    k: Knight
    hand: int
    muslim: int  # Muslim cities taken
    city_names: tuple[str, ...]
    acting: bool


def fits(words: str, px: int, width: int, bold: bool = False) -> bool:
    return font(px, bold).size(words)[0] <= width


def first_fitting(options: Sequence[str], px: int, width: int, bold: bool = False) -> str:
    return next((o for o in options if fits(o, px, width, bold)), "")


def draw_plaques(surf: pygame.Surface, rect: pygame.Rect, plates: Sequence[Plate], px: int,
                 zones: Callable[[str, pygame.Rect], None]) -> None:
    n = max(1, len(plates))
    gap = max(4, px // 3)
    w = (rect.width - gap * (n - 1)) // n
    for i, p in enumerate(plates):
        r = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height)
        zones(f"plate:{p.seat}", r)
        look.sheet(surf, r, radius=8, colour=PAPER if not p.acting else pygame.Color(255, 240, 200))
        if p.acting:
            pygame.draw.rect(surf, LEGAL, r, 3, border_radius=8)
        inner = r.inflate(-12, -6)
        size = min(inner.height * 0.5, px * 1.5)
        draw_arms(surf, (inner.x + size / 2, inner.y + size * 0.55), size, p.k.colour)
        with fonts.panel(r, "plaque"):
            x = round(inner.x + size + 6)
            room = inner.right - x
            name = first_fitting((f"{p.player}, {p.knight}", p.knight, p.player), px, room, True)
            if name:
                fonts.text(surf, name, px, INK, (x, inner.y), bold=True)
            y = inner.y + round(px * 1.4)
            _stat_row(surf, inner.x, y, inner.right, px, p)


def _stat_row(surf: pygame.Surface, x: int, y: int, right: int, px: int, p: Plate) -> None:
    """Icons and numbers: troops, treasure, morale, cities, purple cubes, cards; as many as fit."""
    icon = round(px * 0.85)
    items: list[tuple[str, str]] = [(p.k.colour, str(p.k.troops)), ("coin", str(p.k.treasure)),
                                    ("morale", str(p.k.morale)), ("city", str(len(p.k.cities))),
                                    ("purple", str(p.k.purple)), ("cards", str(p.hand))]
    for kind, value in items:
        width = icon + 3 + font(px, True).size(value)[0]
        if x + width > right:
            break
        _icon(surf, kind, (x + icon // 2, y + px * 0.65), icon)
        fonts.text(surf, value, px, INK, (x + icon + 3, y), bold=True)
        x += width + max(6, px // 2)


def _icon(surf: pygame.Surface, kind: str, c: tuple[float, float], size: int) -> None:
    cx, cy = c
    if kind == "coin":
        pygame.draw.circle(surf, GOLD, (cx, cy), size / 2)
        pygame.draw.circle(surf, INK, (cx, cy), size / 2, 1)
    elif kind == "morale":  # a pennant
        pygame.draw.line(surf, INK, (cx - size / 3, cy + size / 2), (cx - size / 3, cy - size / 2), 2)
        pygame.draw.polygon(surf, CHRISTIAN, [(cx - size / 3, cy - size / 2), (cx + size / 2, cy - size / 4),
                                              (cx - size / 3, cy)])
    elif kind == "city":
        pygame.draw.circle(surf, MUSLIM, (cx, cy), size / 2)
        pygame.draw.circle(surf, PAPER, (cx, cy), size / 2, 2)
    elif kind == "cards":
        r = pygame.Rect(0, 0, size * 0.7, size)
        r.center = (round(cx), round(cy))
        pygame.draw.rect(surf, (70, 96, 120), r, border_radius=2)
        pygame.draw.rect(surf, INK, r, 1, border_radius=2)
    else:
        draw_cube(surf, c, size, kind)


def morale_band(morale: int) -> str:
    return next(words for lo, hi, _rgb, words in BANDS if lo <= morale <= hi)


def draw_card(surf: pygame.Surface, rect: pygame.Rect, p: Plate, px: int, pope: str,
              zones: Callable[[str, pygame.Rect], None], lit_troops: bool, staged: int = 0) -> None:
    """The seat's own knight card, in full. `staged`: his cubes waiting at the tower's funnel,
    shown as the empty places they left on his card."""
    look.sheet(surf, rect, radius=10)
    inner = rect.inflate(-16, -10)
    line = round(px * 1.4)
    size = min(line * 1.6, inner.height * 0.3)
    draw_arms(surf, (inner.x + size / 2, inner.y + size * 0.55), size, p.k.colour)
    with fonts.panel(rect, "knight card"):
        x = round(inner.x + size + 8)
        name = first_fitting((p.full_name, p.knight), px, inner.right - x, True)
        fonts.text(surf, name, px, INK, (x, inner.y), bold=True)
        fonts.text(surf, first_fitting((f"played by {p.player}", p.player), px, inner.right - x), px, INK_SOFT,
                   (x, inner.y + line))
        y = round(inner.y + max(size, 2 * line) + 4)
        # troops: a pile of cubes to drag onto the tower
        troops = pygame.Rect(inner.x, y, inner.width, line + 4)
        zones("troops", troops)
        if lit_troops:
            pygame.draw.rect(surf, LEGAL, troops.inflate(4, 2), 3, border_radius=6)
        label = f"{p.k.troops} troop{'' if p.k.troops == 1 else 's'}"
        fonts.text(surf, label, px, INK, (troops.x, troops.y + 2), bold=True)
        cx = troops.x + font(px, True).size(label)[0] + 10
        room = troops.right - cx
        # Every troop keeps its cube (a row cut short said 7 where the words said 10, and lost
        # the outlines of the cubes gone to the funnel).
        cube, step = cube_row(p.k.troops, room, round(px * 0.9))
        shown = p.k.troops if room >= cube else 0
        for i in range(shown):
            centre = (cx + i * step + cube / 2, troops.centery)
            if i < p.k.troops - staged:
                draw_cube(surf, centre, cube, p.k.colour)
            else:  # gone to the funnel: its place stays outlined
                spot = pygame.Rect(0, 0, cube, cube)
                spot.center = (round(centre[0]), round(centre[1]))
                pygame.draw.rect(surf, INK_SOFT, spot, 1, border_radius=2)
        y = troops.bottom + 2
        words = first_fitting((f"{p.k.treasure} treasure, {p.k.purple} purple", f"{p.k.treasure} treasure"),
                              px, inner.width - (p.k.purple * (cube + 3)) - 8)
        fonts.text(surf, words, px, INK, (inner.x, y))
        px_x = inner.x + font(px).size(words)[0] + 8
        for i in range(p.k.purple):
            draw_cube(surf, (px_x + i * (cube + 3) + cube / 2, y + line / 2), cube, "purple")
        y += line
        scale = pygame.Rect(inner.x, y, inner.width, round(line * 0.9))
        _morale_scale(surf, scale, p.k.morale, px)
        y = scale.bottom + 2
        band = f"Morale {p.k.morale}: {morale_band(p.k.morale)}"
        rest = [band, f"Cities: {', '.join(p.city_names)}" if p.city_names else "No cities taken", pope]
        # each note wrapped whole while the card has room for the rest at a line each, else cut
        for n, words in enumerate(rest):
            if y + line > inner.bottom + 4:
                break
            lines = fonts.wrap(words, px, inner.width)
            room = (inner.bottom + 4 - y) // line - (len(rest) - n - 1)
            if len(lines) > max(1, room):
                lines = [first_fitting((words, words.split(':')[0]), px, inner.width)]
            for ln in lines:
                fonts.text(surf, ln, px, INK, (inner.x, y))
                y += line


def _morale_scale(surf: pygame.Surface, r: pygame.Rect, morale: int, px: int) -> None:
    cell = r.width / 11
    for m in range(11):
        box = pygame.Rect(round(r.x + m * cell), r.y, round(cell) - 1, r.height)
        rgb = next(c for lo, hi, c, _w in BANDS if lo <= m <= hi)
        pygame.draw.rect(surf, rgb, box)
        pygame.draw.rect(surf, PAPER_DARK, box, 1)
        if m == morale:
            pygame.draw.rect(surf, INK, box.inflate(2, 2), 3)
        if fits(str(m), px, box.width) and r.height >= px:
            fonts.text(surf, str(m), px, INK if m != morale else WARN, box.center, anchor="center",
                       bold=m == morale)
    for lo, _hi, _c, _w in BANDS[1:]:  # the thresholds: heavy lines between the bands
        x = round(r.x + lo * cell) - 1
        pygame.draw.line(surf, INK, (x, r.y - 2), (x, r.bottom + 2), 2)
