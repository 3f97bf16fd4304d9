"""Where everything lies on the Kreuzes table: the knights' plaques along the top, the map with
the tower beside it, and along the bottom the seat's knight card, its hand and the decision panel."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Layout:
    area: pygame.Rect
    px: int  # body text size
    gap: int
    top: pygame.Rect
    map: pygame.Rect
    tower: pygame.Rect
    card: pygame.Rect
    hand: pygame.Rect
    panel: pygame.Rect

    @classmethod
    def fit(cls, area: pygame.Rect, aspect: float = 1.9) -> Layout:
        """`aspect`: the map's width over its height; the tower takes what the map leaves."""
        w, h = area.size
        px = max(12, round(14 * h / 660)) if h < 640 else max(14, round(14 * min(h / 660, w / 1100)))
        gap = max(4, round(h / 110))
        line = round(px * 1.35)
        top_h = 2 * line + 2 * gap
        bottom_h = max(round(h * 0.27), 7 * line)
        mid_h = h - top_h - bottom_h - 2 * gap
        tower_w = max(round(w * 0.2), min(round(mid_h * 0.5), round(w * 0.24)), w - 3 * gap - round(mid_h * aspect))
        tower_w = min(tower_w, round(w * 0.34))
        # a narrow table (the log open): the map is as tall as its width allows, the hand takes the rest
        spare = mid_h - round((w - tower_w - 3 * gap) / aspect)
        if spare > 0:
            grow = min(spare, round(h * 0.4) - bottom_h)
            bottom_h += max(0, grow)
            mid_h -= max(0, grow)
        top = pygame.Rect(area.x + gap, area.y + gap, w - 2 * gap, top_h - gap)
        y = top.bottom + gap
        map_rect = pygame.Rect(area.x + gap, y, w - tower_w - 3 * gap, mid_h)
        tower = pygame.Rect(map_rect.right + gap, y, tower_w, mid_h)
        by = map_rect.bottom + gap
        bh = area.bottom - by - gap
        card_w = round(w * 0.27)
        panel_w = round(w * 0.27)
        card = pygame.Rect(area.x + gap, by, card_w, bh)
        panel = pygame.Rect(area.right - gap - panel_w, by, panel_w, bh)
        hand = pygame.Rect(card.right + gap, by, panel.x - card.right - 2 * gap, bh)
        return cls(pygame.Rect(area), px, gap, top, map_rect, tower, card, hand, panel)


def hand_grid(area: pygame.Rect, n: int, gap: int = 6, lift: int = 10) -> list[pygame.Rect]:
    """Places for `n` cards in `area`, side by side and never overlapping (each card's words must
    stay readable): one row, or two when that makes the cards larger (a full hand on a small
    window). `lift`: room above each row for a chosen card raised out of it."""
    best: list[pygame.Rect] = []
    best_w = 0
    for rows in (1, 2):
        per_row = -(-n // rows)
        row_h = (area.height - 6 - rows * lift - (rows - 1) * gap) // rows
        width = min(round(row_h * 0.68), (area.width - gap * (per_row - 1)) // per_row)
        if width <= best_w:
            continue
        height = min(row_h, round(width / 0.62))
        top = area.y + lift + (area.height - 6 - rows * (height + lift) - (rows - 1) * gap) // 2
        places = []
        for k in range(n):
            row, col = divmod(k, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = area.x + max(0, (area.width - (in_row * (width + gap) - gap)) // 2)
            places.append(pygame.Rect(x0 + col * (width + gap), top + row * (height + lift + gap), width, height))
        best, best_w = places, width
    return best
