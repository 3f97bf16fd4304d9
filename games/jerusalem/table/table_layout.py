"""Where everything sits on Jerusalem's table, from the rect the shell gives: the other seats
along the top, the Offices on the left, the city in the middle with the Prestige track under
it, the calendar and the castle towers on the right, and the open screen along the bottom."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.jerusalem.table.table_plan import TablePlan
from games.ui.art.fonts import font

KEEP_OF_WIDTH = 0.085  # the Tower of David's radius at most, as a fraction of the board's width
NARROW = 1000  # a table narrower than this (a small window, the log open) gets slimmer side columns


@dataclass(frozen=True)
class CityGeometry:
    """The printed city in window pixels, from the plan's fractions."""

    rect: pygame.Rect
    plan: TablePlan
    small: int = 14  # the smallest text allowed (see TableLayout.small)

    def moved(self, dx: int, dy: int) -> CityGeometry:
        return CityGeometry(self.rect.move(dx, dy), self.plan, self.small)

    def _box(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        x, y, w, h = box
        r = self.rect
        return pygame.Rect(round(r.left + x * r.width), round(r.top + y * r.height),
                           round(w * r.width), round(h * r.height))

    def district_rect(self, district: str) -> pygame.Rect:
        return self._box(self.plan.districts[district].rect)

    def tower_circle(self, area: int) -> tuple[tuple[int, int], int] | None:
        circle = self.plan.areas[area].circle
        if circle is None:
            return None
        x, y, r = circle
        # The board stretches with the room it has; the keep stays round and inside its District.
        radius = min(r * self.rect.height, KEEP_OF_WIDTH * self.rect.width)
        return (round(self.rect.left + x * self.rect.width), round(self.rect.top + y * self.rect.height)), \
            round(radius)

    def area_rect(self, area: int) -> pygame.Rect:
        """The Area's drop zone (a round Area's bounding square)."""
        box = self.plan.areas[area].rect
        if box is not None:
            return self._box(box)
        circle = self.tower_circle(area)
        assert circle is not None
        (cx, cy), r = circle
        return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)

    def area_at(self, pos: tuple[int, int]) -> int | None:
        for area in range(len(self.plan.areas)):
            circle = self.tower_circle(area)
            if circle is not None:
                (cx, cy), r = circle
                if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= r * r:
                    return area
            elif self.area_rect(area).collidepoint(pos):
                return area
        return None

    @property
    def wall(self) -> int:
        return max(3, round(self.plan.wall * self.rect.height))


@dataclass(frozen=True)
class TableLayout:
    area: pygame.Rect
    top: pygame.Rect  # the other seats' plaques
    bottom: pygame.Rect  # the open (or closed) screen of the seat at the table's edge
    left: pygame.Rect  # the Office cards
    right: pygame.Rect  # the calendar, the Events, the deck and the castle towers
    track: pygame.Rect  # the Prestige track under the city
    city: CityGeometry
    unit: int  # a text line height: every font derives from it
    small: int = 14  # the smallest text allowed at this window size (12 px below 1280×720)

    @classmethod
    def fit(cls, area: pygame.Rect, plan: TablePlan, window: tuple[int, int] | None = None) -> TableLayout:
        """Lay the table out in `area`; `window` (the whole window's size) sets the smallest
        text allowed: 12 px below 1280×720, else 14."""
        area = pygame.Rect(area)
        w, h = max(1, area.width), max(1, area.height)
        win_w, win_h = window if window is not None else area.bottomright
        small = 12 if win_w < 1280 or win_h < 720 else 14
        unit = max(18, min(h // 34, w // 52))
        pad = max(6, unit // 2)
        top_h = int(unit * 3.3)
        bottom_h = max(int(unit * 8.4), int(h * 0.2))
        top = pygame.Rect(area.left, area.top, area.width, top_h)
        bottom = pygame.Rect(area.left, area.bottom - bottom_h, area.width, bottom_h)
        mid = pygame.Rect(area.left + pad, top.bottom + pad // 2, area.width - 2 * pad,
                          max(1, bottom.top - top.bottom - pad))
        narrow = w < NARROW
        left_w = int(unit * 7.4) if narrow else max(int(unit * 8.4), int(w * 0.15))
        right_w = int(unit * 8) if narrow else max(int(unit * 9.2), int(w * 0.16))
        track_h = int(unit * 1.5)
        # The Prestige track runs under the Offices and the city together: its thirty spaces
        # need the width.
        track = pygame.Rect(mid.left, mid.bottom - track_h, mid.width - right_w - pad, track_h)
        space = pygame.Rect(mid.left + left_w + pad, mid.top, mid.width - left_w - right_w - 2 * pad,
                            track.top - pad - mid.top)
        # The board takes the room it has, stretched within these proportions.
        city_w = min(space.width, int(space.height * plan.aspect[1]))
        city_h = min(space.height, int(city_w / plan.aspect[0]))
        city = pygame.Rect(0, 0, city_w, city_h)
        city.midtop = (space.centerx, space.top)
        left = pygame.Rect(mid.left, mid.top, left_w, track.top - pad // 2 - mid.top)
        right = pygame.Rect(mid.right - right_w, mid.top, right_w, mid.height)
        return cls(area, top, bottom, left, right, track, CityGeometry(city, plan, small), unit, small)


def line_step(px: int, bold: bool = False) -> int:
    """How far apart two lines of `px` text must be so that their boxes overlap by at most a
    few pixels of empty leading."""
    return max(px + 2, font(px, bold).get_height() - 4)


@dataclass(frozen=True)
class Zone:
    """Something the pointer can point at: `kind` says what ("area", "group", "pile", "card",
    "office", "button", "plaque", ...), `key` which one."""

    rect: pygame.Rect
    kind: str
    key: object = None
