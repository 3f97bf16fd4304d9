"""Heraldry drawn simply: each District's coat of arms on a heater shield, and the pictures of
the four Event cards. The same shields mark the Overwhelming Influence cards, as on the
printed cards."""

from __future__ import annotations

import math
from functools import cache

import pygame

from games.jerusalem.table.draw_palette import GOLD, GOLD_DARK, INK
from games.ui.art.colour import RGB, shade

ARGENT = (240, 236, 224)
GULES = (178, 40, 42)
AZURE = (40, 78, 150)
PURPURE = (104, 52, 120)
VERT = (40, 120, 76)
SABLE = (40, 34, 30)

# Field and charge colours of each District's arms.
FIELDS: dict[str, RGB] = {"templar_cross": ARGENT, "crown": AZURE, "patriarchal_cross": PURPURE,
                          "bezants": VERT, "chevron": GULES, "tower": SABLE}


def _shield_points(w: int, h: int) -> list[tuple[float, float]]:
    """A heater shield: straight top and sides curving to a point."""
    pts = [(0.0, 0.0), (float(w), 0.0)]
    steps = 10
    for i in range(steps + 1):
        t = i / steps
        pts.append((w - (w / 2) * (1 - math.cos(t * math.pi / 2)), h * 0.45 + h * 0.55 * math.sin(t * math.pi / 2)))
    for i in range(steps, -1, -1):
        t = i / steps
        pts.append(((w / 2) * (1 - math.cos(t * math.pi / 2)), h * 0.45 + h * 0.55 * math.sin(t * math.pi / 2)))
    return pts


def _cross(surf: pygame.Surface, cx: float, cy: float, arm: float, width: float, colour: RGB,
           bars: int = 1) -> None:
    w = max(2, int(width))
    pygame.draw.line(surf, colour, (cx, cy - arm), (cx, cy + arm * 1.1), w)
    for k in range(bars):
        y = cy - arm * 0.35 * (k * 1.5) if bars > 1 else cy - arm * 0.15
        half = arm * (0.75 if bars == 1 else 0.45 + 0.3 * k)
        pygame.draw.line(surf, colour, (cx - half, y), (cx + half, y), w)


def _crown(surf: pygame.Surface, cx: float, cy: float, s: float, colour: RGB) -> None:
    base = pygame.Rect(0, 0, int(s * 0.9), int(s * 0.2))
    base.midtop = (int(cx), int(cy + s * 0.12))
    points = [(base.left, base.top), (base.left, cy - s * 0.32), (cx - s * 0.22, cy - s * 0.05), (cx, cy - s * 0.42),
              (cx + s * 0.22, cy - s * 0.05), (base.right, cy - s * 0.32), (base.right, base.top)]
    pygame.draw.polygon(surf, colour, points)
    pygame.draw.rect(surf, colour, base)
    for x in (base.left, cx, base.right):
        pygame.draw.circle(surf, colour, (x, cy - s * (0.42 if x == cx else 0.32)), max(2, s * 0.07))
    pygame.draw.rect(surf, shade(colour, 0.6), base, max(1, int(s // 14)))


def _tower(surf: pygame.Surface, cx: float, cy: float, s: float, colour: RGB) -> None:
    body = pygame.Rect(0, 0, int(s * 0.5), int(s * 0.62))
    body.midbottom = (int(cx), int(cy + s * 0.38))
    pygame.draw.rect(surf, colour, body)
    merlon = max(2, body.width // 5)
    for k in range(3):
        pygame.draw.rect(surf, colour, pygame.Rect(body.left + k * 2 * merlon, body.top - merlon, merlon, merlon))
    door = pygame.Rect(0, 0, max(2, body.width // 3), max(3, body.height // 3))
    door.midbottom = body.midbottom
    pygame.draw.rect(surf, SABLE, door, border_top_left_radius=door.width // 2, border_top_right_radius=door.width // 2)


def draw_charge(surf: pygame.Surface, kind: str, cx: float, cy: float, s: float) -> None:
    """The charge of a District's arms, centred on (cx, cy), about `s` pixels tall."""
    if kind == "templar_cross":
        _cross(surf, cx, cy, s * 0.38, s * 0.16, GULES)
    elif kind == "patriarchal_cross":
        _cross(surf, cx, cy, s * 0.4, s * 0.1, GOLD, bars=2)
    elif kind == "crown":
        _crown(surf, cx, cy, s * 0.8, GOLD)
    elif kind == "bezants":
        r = s * 0.13
        for dx, dy in ((-0.2, -0.18), (0.2, -0.18), (0.0, 0.14)):
            pygame.draw.circle(surf, GOLD_DARK, (cx + dx * s, cy + dy * s), r)
            pygame.draw.circle(surf, GOLD, (cx + dx * s, cy + dy * s), r - max(1, s // 24))
    elif kind == "chevron":
        w = max(3, int(s * 0.16))
        pygame.draw.lines(surf, ARGENT, False, [(cx - s * 0.38, cy + s * 0.22), (cx, cy - s * 0.2),
                                                (cx + s * 0.38, cy + s * 0.22)], w)
    elif kind == "tower":
        _tower(surf, cx, cy, s * 0.9, ARGENT)


@cache
def arms_sprite(kind: str, size: int) -> pygame.Surface:
    """A District's arms on a shield `size` pixels tall."""
    h = max(12, size)
    w = int(h * 0.82)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pts = _shield_points(w - 1, h - 1)
    pygame.draw.polygon(surf, FIELDS[kind], pts)
    draw_charge(surf, kind, w / 2, h * 0.42, h * 0.78)
    pygame.draw.polygon(surf, INK, pts, max(1, h // 16))
    return surf


@cache
def event_picture(event: str, size: int) -> pygame.Surface:
    """The picture on an Event card: a crown (Succession), a mitre (Election), a coin struck
    through (Special Tax), crossed swords (War)."""
    s = max(16, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    line = max(2, s // 14)
    if event == "succession":
        _crown(surf, c, c + s * 0.06, s * 0.9, GOLD)
    elif event == "election":
        mitre = [(c - s * 0.28, c + s * 0.38), (c - s * 0.3, c - s * 0.02), (c, c - s * 0.42),
                 (c + s * 0.3, c - s * 0.02), (c + s * 0.28, c + s * 0.38)]
        pygame.draw.polygon(surf, ARGENT, mitre)
        pygame.draw.polygon(surf, INK, mitre, line // 2 + 1)
        _cross(surf, c, c + s * 0.02, s * 0.18, line, GOLD)
    elif event == "tax":
        pygame.draw.circle(surf, GOLD_DARK, (c, c), s * 0.36)
        pygame.draw.circle(surf, GOLD, (c, c), s * 0.36 - line)
        pygame.draw.line(surf, GULES, (c - s * 0.38, c + s * 0.38), (c + s * 0.38, c - s * 0.38), line + 2)
    else:
        for sign in (-1, 1):
            tip = (c + sign * s * 0.36, c - s * 0.38)
            hilt = (c - sign * s * 0.26, c + s * 0.28)
            pygame.draw.line(surf, (200, 204, 214), hilt, tip, line + 1)
            guard = (c - sign * s * 0.18, c + s * 0.18)
            pygame.draw.line(surf, GOLD_DARK, (guard[0] - s * 0.1, guard[1] - sign * s * 0.1 * -1),
                             (guard[0] + s * 0.1, guard[1] + sign * s * 0.1 * -1), line)
            pygame.draw.circle(surf, GOLD_DARK, (c - sign * s * 0.32, c + s * 0.34), line)
    return surf


@cache
def banner_picture(size: int) -> pygame.Surface:
    """The crusader banner on the back of the Event cards."""
    s = max(16, size)
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    pole = max(2, s // 16)
    pygame.draw.line(surf, (120, 84, 48), (s * 0.22, s * 0.1), (s * 0.22, s * 0.92), pole)
    flag = [(s * 0.24, s * 0.14), (s * 0.84, s * 0.14), (s * 0.72, s * 0.36), (s * 0.84, s * 0.58),
            (s * 0.24, s * 0.58)]
    pygame.draw.polygon(surf, ARGENT, flag)
    _cross(surf, s * 0.5, s * 0.36, s * 0.17, max(2, s // 12), GULES)
    pygame.draw.polygon(surf, INK, flag, 1)
    return surf
