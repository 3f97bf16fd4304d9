"""Where everything sits on Jerusalem's table, from the rect the shell gives: the other seats
along the top, the Offices on the left, the city in the middle with the Prestige track under
it, the calendar and the castle towers on the right, and the open screen along the bottom."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.jerusalem.table_plan import TablePlan


@dataclass(frozen=True)
class CityGeometry:
    """The printed city in window pixels, from the plan's fractions."""

    rect: pygame.Rect
    plan: TablePlan

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
        return (round(self.rect.left + x * self.rect.width), round(self.rect.top + y * self.rect.height)), \
            round(r * self.rect.height)

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
    unit: int  # a text line height: every font derives from it (never below 14 px)

    @classmethod
    def fit(cls, area: pygame.Rect, plan: TablePlan) -> TableLayout:
        area = pygame.Rect(area)
        w, h = max(1, area.width), max(1, area.height)
        unit = max(18, min(h // 34, w // 52))
        pad = max(6, unit // 2)
        top_h = int(unit * 3.3)
        bottom_h = max(int(unit * 7.4), int(h * 0.22))
        top = pygame.Rect(area.left, area.top, area.width, top_h)
        bottom = pygame.Rect(area.left, area.bottom - bottom_h, area.width, bottom_h)
        mid = pygame.Rect(area.left + pad, top.bottom + pad // 2, area.width - 2 * pad,
                          max(1, bottom.top - top.bottom - pad))
        left_w = max(int(unit * 8.4), int(w * 0.15))
        right_w = max(int(unit * 9.2), int(w * 0.16))
        track_h = int(unit * 1.5)
        space = pygame.Rect(mid.left + left_w + pad, mid.top, mid.width - left_w - right_w - 2 * pad,
                            mid.height - track_h - pad // 2)
        city_w = min(space.width, int(space.height * plan.aspect))
        city_h = min(space.height, int(city_w / plan.aspect))
        city = pygame.Rect(0, 0, city_w, city_h)
        city.midtop = (space.centerx, space.top)
        track = pygame.Rect(space.left, city.bottom + pad // 2, space.width, track_h)
        left = pygame.Rect(mid.left, mid.top, left_w, mid.height)
        right = pygame.Rect(mid.right - right_w, mid.top, right_w, mid.height)
        return cls(area, top, bottom, left, right, track, CityGeometry(city, plan), unit)

    def px(self, factor: float) -> int:
        """A font size in units, never below 14 px (the house minimum)."""
        return max(14, int(self.unit * factor))


@dataclass(frozen=True)
class Zone:
    """Something the pointer can point at: `kind` says what ("area", "group", "pile", "card",
    "office", "button", "plaque", ...), `key` which one."""

    rect: pygame.Rect
    kind: str
    key: object = None
