"""The two parchment sheets beside the tower: the cube supply with the player's handful on the
left, the counts (out in the tray, inside the tower) and what just happened on the right.

Positions are logical (1280x720, see games/ui/scene.py). Everything that does not change while
cubes fall is painted once into the scene's background; numbers and messages come from a small
cache of rendered text, so a frame never lays out a glyph twice.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import pygame

from games.kreuzes.tower.colours import COLOURS, EMPTYING, TROOPS, CubeColour
from games.kreuzes.tower.playback import angle_wobble
from games.kreuzes.tower.sprites import draw_cube
from games.ui import look
from games.ui.art import fonts
from games.ui.scene import Frame

LEFT = (20, 16, 330, 688)
RIGHT = (930, 16, 330, 688)
ROW_Y, ROW_H = 92, 50  # supply rows
PANEL_CUBE = 20  # cube size in the panels, logical px: big enough to show its mark
ICON_CUBE = 16
HAND_BOX = (36, 486, 298, 90)
HAND_COLUMNS, HAND_ROWS, HAND_PITCH = 12, 3, 23.5
OUT_Y, IN_Y, COUNT_H = 88, 256, 22
STATUS_BOX = (946, 426, 298, 144)

class TextCache:
    """Rendered lines by (words, size, colour, bold); cleared when it grows past a screenful."""

    def __init__(self) -> None:
        self._items: dict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = {}

    def get(self, words: str, px: int, colour: pygame.Color | tuple[int, int, int],
            bold: bool = False) -> pygame.Surface:
        key = (words, px, tuple(colour), bold)
        image = self._items.get(key)
        if image is None:
            if len(self._items) > 400:
                self._items.clear()
            image = self._items[key] = fonts.font(px, bold).render(words, True, colour)
        return image

    def blit(self, surface: pygame.Surface, words: str, px: int, colour: pygame.Color | tuple[int, int, int],
             pos: tuple[int, int], *, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
        image = self.get(words, px, colour, bold)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect


# --- where things are ---


def row_rect(f: Frame, i: int) -> pygame.Rect:
    return f.rect(LEFT[0] + 8, ROW_Y + i * ROW_H, LEFT[2] - 16, ROW_H)


def pile_rect(f: Frame, i: int) -> pygame.Rect:
    """A colour's little heap in the supply: click it or drag from it."""
    return f.rect(38, ROW_Y + i * ROW_H + 4, 56, ROW_H - 8)


def stepper_rects(f: Frame, i: int) -> tuple[pygame.Rect, pygame.Rect]:
    y = ROW_Y + i * ROW_H + 3  # beside the colour's name: the knight's name below runs the full width
    return f.rect(242, y, 30, 26), f.rect(310, y, 30, 26)


def hand_rect(f: Frame) -> pygame.Rect:
    return f.rect(*HAND_BOX)


def hand_positions(f: Frame, count: int, centre: tuple[int, int] | None = None) -> list[tuple[float, float]]:
    """Where the cubes of a handful of `count` lie: rows of twelve in the hand box, or a tight
    heap around `centre` while carried."""
    if centre is not None:
        cols = min(count, 6)
        pitch = f.px(PANEL_CUBE * 1.08)
        rows = math.ceil(count / max(1, cols))
        return [(centre[0] + (k % cols - (cols - 1) / 2) * pitch, centre[1] + (k // cols - (rows - 1) / 2) * pitch)
                for k in range(count)]
    box = hand_rect(f)
    # the largest handful (60) would need five rows of twelve: four longer rows, closer, fit the box
    cols = HAND_COLUMNS if count <= HAND_COLUMNS * HAND_ROWS else math.ceil(count / (HAND_ROWS + 1))
    rows = max(1, math.ceil(count / cols))
    cube = f.px(PANEL_CUBE)
    pitch = min(HAND_PITCH * f.s, (box.width - cube) / max(1, cols - 1), (box.height - cube) / max(1, rows - 1))
    top = box.centery - (rows - 1) * pitch / 2
    out = []
    for k in range(count):
        row, col = divmod(k, cols)
        in_row = min(cols, count - row * cols)
        out.append((box.centerx + (col - (in_row - 1) / 2) * pitch, top + row * pitch))
    return out


# --- the background ---


def paint_sheets(surface: pygame.Surface, f: Frame) -> None:
    """Both sheets with every word that never changes."""
    look.sheet(surface, f.rect(*LEFT), radius=f.px(14))
    look.sheet(surface, f.rect(*RIGHT), radius=f.px(14))
    fp = f.font_px
    fonts.text(surface, "Cube supply", fp(22), look.INK, f.point(40, 26), bold=True)
    fonts.text(surface, "Click a heap to take a cube, or use \u2212 and +", fp(14), look.INK_SOFT, f.point(40, 60))
    for i, c in enumerate(COLOURS):
        y = ROW_Y + i * ROW_H
        if i:
            pygame.draw.line(surface, look.PARCHMENT_DARK, f.point(40, y), f.point(334, y), f.px(1))
        fonts.text(surface, c.name, fp(17), look.INK, f.point(104, y + 3), bold=True)
        fonts.text(surface, c.who, fp(14), look.INK_SOFT, f.point(104, y + 26))
        _paint_pile(surface, f, i, c)
    pygame.draw.line(surface, look.INK_SOFT, f.point(40, ROW_Y + len(COLOURS) * ROW_H + 2),
                     f.point(334, ROW_Y + len(COLOURS) * ROW_H + 2), f.px(1))
    fonts.text(surface, "Your handful", fp(17), look.INK, f.point(40, 456), bold=True)
    box = hand_rect(f)
    pygame.draw.rect(surface, look.PARCHMENT_DARK, box, border_radius=f.px(10))
    pygame.draw.rect(surface, look.INK_SOFT, box, width=f.px(1), border_radius=f.px(10))
    fonts.text(surface, "Or drag your handful onto the tower", fp(14), look.INK_SOFT, f.point(40, 648))
    fonts.text(surface, "Enter drops \u00b7 Space skips \u00b7 Esc: menu", fp(14), look.INK_SOFT, f.point(40, 670))

    fonts.text(surface, "Combat tower", fp(24), look.INK, f.point(950, 22), bold=True)
    fonts.text(surface, "Im Zeichen des Kreuzes", fp(15), look.INK_SOFT, f.point(950, 58))
    for heading, top in (("Out in the tray", OUT_Y), ("Inside the tower", IN_Y)):
        fonts.text(surface, heading, fp(17), look.INK, f.point(950, top), bold=True)
        for i, c in enumerate(TROOPS):
            y = top + 28 + i * COUNT_H
            draw_cube(surface, c.key, f.px(ICON_CUBE), f.point(962, y + 10), 0.0)
            fonts.text(surface, c.who if c.is_knight else "Defenders", fp(15), look.INK, f.point(980, y + 1))
    status = f.rect(*STATUS_BOX)
    pygame.draw.rect(surface, look.PARCHMENT_DARK, status, border_radius=f.px(8))


def _paint_pile(surface: pygame.Surface, f: Frame, i: int, c: CubeColour) -> None:
    """Three cubes of the colour, two lying and one on top: the supply to take from."""
    cx, cy = pile_rect(f, i).center
    px = f.px(PANEL_CUBE)
    for k, (dx, dy) in enumerate(((-0.55, 0.35), (0.55, 0.35), (0.0, -0.5))):
        draw_cube(surface, c.key, px, (cx + dx * px, cy + dy * px), angle_wobble(k + 3 * i) * 0.6)


# --- the parts that change ---


def draw_handful(surface: pygame.Surface, f: Frame, colours: Sequence[str], text: TextCache,
                 centre: tuple[int, int] | None = None) -> None:
    px = f.px(PANEL_CUBE)
    for k, (key, pos) in enumerate(zip(colours, hand_positions(f, len(colours), centre), strict=True)):
        draw_cube(surface, key, px, pos, angle_wobble(k))
    if centre is None and not colours:
        text.blit(surface, "empty: take cubes from the supply", f.font_px(15), look.INK_SOFT,
                  hand_rect(f).center, anchor="center")


def draw_numbers(surface: pygame.Surface, f: Frame, text: TextCache, handful: dict[str, int], out: Counter[str],
                 inside: Counter[str], busy: bool) -> None:
    fp = f.font_px
    for i, c in enumerate(COLOURS):
        n = handful.get(c.key, 0)
        text.blit(surface, str(n), fp(18), look.INK if n else look.INK_SOFT, f.point(291, ROW_Y + i * ROW_H + 16),
                  bold=True, anchor="center")
    total = sum(n for k, n in handful.items() if k != EMPTYING)
    words = f"{total} cube{'s' if total != 1 else ''}" + (" + purple" if handful.get(EMPTYING) else "")
    text.blit(surface, words, fp(15), look.INK_SOFT, f.point(334, 458), anchor="topright")
    for counts, top in ((out, OUT_Y), (inside, IN_Y)):
        shown = sum(counts.values())
        colour = look.INK_SOFT if busy else look.INK
        text.blit(surface, f"{shown} in all", fp(15), colour, f.point(1240, top + 2), bold=True, anchor="topright")
        for i, c in enumerate(TROOPS):
            n = counts.get(c.key, 0)
            text.blit(surface, str(n) if n else "\u2013", fp(16), look.INK if n else look.INK_SOFT,
                      f.point(1240, top + 28 + i * COUNT_H), bold=bool(n), anchor="topright")


def draw_status(surface: pygame.Surface, f: Frame, text: TextCache, lines: Sequence[tuple[str, bool]],
                footer: str) -> None:
    """The message box: wrapped lines (warnings in red) and a footer line."""
    box = f.rect(*STATUS_BOX)
    px = f.font_px(15)
    y = box.y + f.px(8)
    line_h = fonts.font(px).get_linesize()
    for words, warning in lines:
        if y + line_h > box.bottom - f.px(22):
            break
        text.blit(surface, words, px, look.WARNING if warning else look.INK, (box.x + f.px(10), y), bold=warning)
        y += line_h
    text.blit(surface, footer, f.font_px(14), look.INK_SOFT, (box.x + f.px(10), box.bottom - f.px(6)),
              anchor="bottomleft")


def wrap_status(f: Frame, paragraphs: Sequence[tuple[str, bool]]) -> list[tuple[str, bool]]:
    width = f.rect(*STATUS_BOX).width - f.px(20)
    px = f.font_px(15)
    return [(line, warning) for words, warning in paragraphs for line in fonts.wrap(words, px, width, bold=warning)]


def draw_full_plaque(surface: pygame.Surface, f: Frame, text: TextCache, point_at: tuple[int, int]) -> None:
    """A red-edged note on the table, pointing at the blocked funnel."""
    rect = pygame.Rect(0, 0, f.px(190), f.px(64))
    rect.midright = (point_at[0] - f.px(14), point_at[1])
    look.sheet(surface, rect, radius=f.px(8))
    pygame.draw.rect(surface, look.WARNING, rect, width=f.px(2), border_radius=f.px(8))
    text.blit(surface, "Tower full", f.font_px(18), look.WARNING, (rect.centerx, rect.y + f.px(8)), bold=True,
              anchor="midtop")
    text.blit(surface, "cubes block the funnel", f.font_px(14), look.INK, (rect.centerx, rect.y + f.px(36)),
              anchor="midtop")
    pygame.draw.polygon(surface, look.WARNING, [(rect.right, rect.centery - f.px(7)),
                                                (rect.right + f.px(10), rect.centery),
                                                (rect.right, rect.centery + f.px(7))])
