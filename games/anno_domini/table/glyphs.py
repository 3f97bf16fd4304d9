"""Small pictures drawn by code: the five Location symbols, Stone, Bread and Fish, Denarii, the
Apostles, Followers (a seat's colour with its mark) and the icons of the follower actions printed
in Last Supper spaces. Shapes carry the meaning, colours only help, so nothing is told by colour
alone; the hover text names everything."""

from __future__ import annotations

import math

import pygame

from games.ui.art.colour import RGB, glyph_colour, shade
from games.ui.art.marks import draw_mark

INK: RGB = (52, 36, 22)
INK_SOFT: RGB = (105, 80, 55)
PAPER: RGB = (243, 230, 196)
PAPER_DARK: RGB = (224, 203, 156)
LEGAL: RGB = (255, 214, 96)
HIGHLIGHT: RGB = (255, 244, 200)
GOLD: RGB = (214, 166, 48)
VP_GREEN: RGB = (40, 130, 70)

LOCATION_RGB: dict[str, RGB] = {
    "market": (222, 176, 70), "desert": (236, 206, 140), "mountain": (170, 124, 84),
    "lake": (96, 170, 220), "temple": (214, 214, 224),
}
APOSTLE_RGB: dict[str, RGB] = {
    "purple": (136, 84, 170), "orange": (230, 140, 20), "white": (248, 248, 242), "judas": (160, 164, 176),
    "jesus": (250, 226, 140),
}
RESOURCE_RGB: dict[str, RGB] = {"stone": (150, 150, 150), "bread": (204, 150, 84), "fish": (70, 130, 190)}


def location(surf: pygame.Surface, loc: str, rect: pygame.Rect) -> None:
    """A Location's symbol on a rounded plate of its colour."""
    pygame.draw.rect(surf, LOCATION_RGB[loc], rect, border_radius=max(2, rect.width // 5))
    pygame.draw.rect(surf, INK, rect, 1, border_radius=max(2, rect.width // 5))
    r = rect.inflate(-rect.width // 4, -rect.height // 4)
    w = max(1, rect.width // 12)
    if loc == "market":  # a coin with a square hole
        pygame.draw.circle(surf, INK, r.center, r.width // 2, w)
        hole = pygame.Rect(0, 0, r.width // 4, r.width // 4)
        hole.center = r.center
        pygame.draw.rect(surf, INK, hole, w)
    elif loc == "desert":  # dunes under a sun
        pygame.draw.circle(surf, INK, (r.x + r.width * 3 // 4, r.y + r.height // 4), max(2, r.width // 6), w)
        pygame.draw.arc(surf, INK, pygame.Rect(r.x - r.width // 4, r.centery, r.width, r.height), 0.3, math.pi - 0.3, w)
        pygame.draw.arc(surf, INK, pygame.Rect(r.centerx - r.width // 8, r.centery + r.height // 6, r.width,
                                               r.height), 0.3, math.pi - 0.3, w)
    elif loc == "mountain":  # two peaks
        pts = [(r.x, r.bottom), (r.x + r.width * 0.35, r.y + r.height * 0.2), (r.centerx, r.y + r.height * 0.55),
               (r.x + r.width * 0.7, r.y), (r.right, r.bottom)]
        pygame.draw.lines(surf, INK, False, pts, w + 1)
    elif loc == "lake":  # waves
        for k in range(3):
            y = r.y + r.height * (0.25 + 0.27 * k)
            pts = [(r.x + r.width * t / 8, y + math.sin(t / 8 * 2 * math.pi) * r.height * 0.08) for t in range(9)]
            pygame.draw.lines(surf, INK, False, pts, w)
    else:  # the Temple: a roof on columns
        roof = [(r.x, r.y + r.height * 0.3), (r.centerx, r.y), (r.right, r.y + r.height * 0.3)]
        pygame.draw.polygon(surf, INK, roof, w)
        for k in range(3):
            x = r.x + r.width * (0.15 + 0.35 * k)
            pygame.draw.line(surf, INK, (x, r.y + r.height * 0.35), (x, r.bottom - 2), w + 1)
        pygame.draw.line(surf, INK, (r.x, r.bottom), (r.right, r.bottom), w)


def resource(surf: pygame.Surface, kind: str, center: tuple[int, int], size: int) -> None:
    """Stone: a grey block; Bread: a round loaf; Fish: a fish."""
    cx, cy = center
    rgb = RESOURCE_RGB[kind]
    h = max(3, size // 2)
    if kind == "stone":
        r = pygame.Rect(cx - h, cy - h * 3 // 4, 2 * h, h * 3 // 2)
        pygame.draw.rect(surf, rgb, r, border_radius=2)
        pygame.draw.rect(surf, INK, r, 1, border_radius=2)
    elif kind == "bread":
        r = pygame.Rect(cx - h, cy - h * 2 // 3, 2 * h, h * 4 // 3)
        pygame.draw.ellipse(surf, rgb, r)
        pygame.draw.ellipse(surf, INK, r, 1)
        pygame.draw.line(surf, INK, (cx - h // 3, cy - h // 3), (cx + h // 3, cy + h // 3), 1)
    else:
        body = pygame.Rect(cx - h, cy - h // 2, h * 3 // 2, h)
        pygame.draw.ellipse(surf, rgb, body)
        tail = [(body.right - 2, cy), (cx + h, cy - h // 2), (cx + h, cy + h // 2)]
        pygame.draw.polygon(surf, rgb, tail)
        pygame.draw.ellipse(surf, INK, body, 1)
        pygame.draw.polygon(surf, INK, tail, 1)


def coin(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surf, GOLD, center, r)
    pygame.draw.circle(surf, shade(GOLD, 0.55), center, r, max(1, r // 4))


def follower(surf: pygame.Surface, center: tuple[int, int], r: int, rgb: RGB, mark: str | None) -> None:
    """A Follower: a wooden pawn of the seat's colour carrying the seat's mark (neutral ones have none)."""
    cx, cy = center
    pygame.draw.circle(surf, (30, 20, 12), (cx + 1, cy + 2), r)
    pygame.draw.circle(surf, rgb, center, r)
    pygame.draw.circle(surf, shade(rgb, 0.45), center, r, max(1, r // 6))
    if mark is not None:
        draw_mark(surf, mark, center, r * 0.45, glyph_colour(rgb))


def apostle(surf: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """An Apostle (or Jesus): a robed figure of his colour; Judas carries a purse."""
    rgb = APOSTLE_RGB[kind]
    cx = rect.centerx
    head_r = max(2, rect.height // 6)
    head = (cx, rect.y + head_r + 1)
    robe = [(cx, head[1] + head_r), (rect.x + rect.width // 5, rect.bottom - 1), (rect.right - rect.width // 5,
                                                                                   rect.bottom - 1)]
    pygame.draw.polygon(surf, rgb, robe)
    pygame.draw.polygon(surf, INK, robe, 1)
    pygame.draw.circle(surf, rgb, head, head_r)
    pygame.draw.circle(surf, INK, head, head_r, 1)
    if kind == "jesus":
        pygame.draw.circle(surf, GOLD, head, head_r + 2, 1)
    if kind == "judas":
        coin(surf, (cx + rect.width // 6, rect.bottom - rect.height // 4), max(2, rect.height // 7))


def icon(surf: pygame.Surface, kind: str, rect: pygame.Rect, amount: int = 0) -> None:
    """A follower action's icon (as printed in a Last Supper space)."""
    cx, cy = rect.center
    s = min(rect.width, rect.height)
    h = max(3, s // 2)
    if kind in RESOURCE_RGB:
        resource(surf, kind, rect.center, s)
    elif kind == "goods":  # one of each
        for k, each in enumerate(("stone", "bread", "fish")):
            resource(surf, each, (rect.x + rect.width * (1 + 2 * k) // 6, cy), max(4, rect.width // 3))
    elif kind == "denarii":
        coin(surf, (cx - h // 3, cy), h // 2 + 1)
        coin(surf, (cx + h // 3, cy), h // 2 + 1)
    elif kind in ("market", "temple"):
        location(surf, kind, rect)
    elif kind == "sanhedrin":  # a judge's gavel: compulsory, so drawn dark
        pygame.draw.rect(surf, (120, 30, 30), pygame.Rect(cx - h, cy - h // 2, h * 2 // 2 + 2, h // 2 + 2),
                         border_radius=1)
        pygame.draw.line(surf, (120, 30, 30), (cx, cy), (cx + h // 2, cy + h), max(2, s // 8))
    elif kind == "parable":  # an open scroll
        r = pygame.Rect(cx - h, cy - h * 2 // 3, 2 * h, h * 4 // 3)
        pygame.draw.rect(surf, PAPER, r)
        pygame.draw.rect(surf, INK, r, 1)
        for k in range(1, 3):
            pygame.draw.line(surf, INK_SOFT, (r.x + 2, r.y + k * r.height // 3), (r.right - 3, r.y + k * r.height // 3))
    elif kind in ("mahane", "ad33"):  # a small card
        r = pygame.Rect(cx - h * 2 // 3, cy - h, h * 4 // 3, 2 * h)
        pygame.draw.rect(surf, (176, 110, 60) if kind == "mahane" else (150, 40, 40), r, border_radius=2)
        pygame.draw.rect(surf, INK, r, 1, border_radius=2)
    elif kind == "redistribute":  # a turning arrow
        pygame.draw.arc(surf, INK, pygame.Rect(cx - h, cy - h, 2 * h, 2 * h), 0.4, 5.4, max(1, s // 10))
        pygame.draw.polygon(surf, INK, [(cx + h, cy - 2), (cx + h - 4, cy - h // 2), (cx + h + 3, cy - h // 2)])
    elif kind == "change_places":  # arrows both ways
        pygame.draw.line(surf, INK, (cx - h, cy), (cx + h, cy), max(1, s // 10))
        pygame.draw.polygon(surf, INK, [(cx - h - 1, cy), (cx - h + 4, cy - 4), (cx - h + 4, cy + 4)])
        pygame.draw.polygon(surf, INK, [(cx + h + 1, cy), (cx + h - 4, cy - 4), (cx + h - 4, cy + 4)])
    elif kind == "call":  # a hollow pawn: a Follower called from the Camp
        pygame.draw.circle(surf, INK, (cx, cy - h // 2), max(2, h // 3), 1)
        pygame.draw.polygon(surf, INK, [(cx, cy - h // 4), (cx - h // 2, cy + h), (cx + h // 2, cy + h)], 1)
    elif kind in ("place_friendly", "move_friendly"):  # a pale pawn with a ring; a plus, or an arrow
        pygame.draw.circle(surf, (226, 226, 214), (cx - h // 3, cy), max(3, h * 2 // 3))
        pygame.draw.circle(surf, INK, (cx - h // 3, cy), max(3, h * 2 // 3), 1)
        pygame.draw.circle(surf, INK, (cx - h // 3, cy), max(1, h // 3), 1)
        x, w = cx + h * 2 // 3, max(1, s // 10)
        if kind == "place_friendly":
            pygame.draw.line(surf, INK, (x - h // 3, cy), (x + h // 3, cy), w)
            pygame.draw.line(surf, INK, (x, cy - h // 3), (x, cy + h // 3), w)
        else:
            pygame.draw.line(surf, INK, (x - h // 3, cy), (x + h // 3, cy), w)
            pygame.draw.polygon(surf, INK, [(x + h // 3 + 2, cy), (x + h // 3 - 3, cy - 4), (x + h // 3 - 3, cy + 4)])
    elif kind == "favor":  # a Favor marker: a hand-sized disc with a heart-ish point
        pygame.draw.polygon(surf, (196, 70, 90), [(cx, cy + h), (cx - h, cy - h // 4), (cx - h // 2, cy - h),
                                                  (cx, cy - h // 2), (cx + h // 2, cy - h), (cx + h, cy - h // 4)])
    elif kind in ("go_supper", "invited"):  # a seat at the Table
        pygame.draw.rect(surf, (120, 80, 40), pygame.Rect(cx - h, cy - h // 3, 2 * h, h // 2))
        pygame.draw.line(surf, INK, (cx - h + 2, cy), (cx - h + 2, cy + h), 2)
        pygame.draw.line(surf, INK, (cx + h - 2, cy), (cx + h - 2, cy + h), 2)
