"""Jerusalem's box art, drawn by code: a walled city on its hill under a gold sky, a tall
castle tower in front with a crusader banner, and the title in carved letters."""

from __future__ import annotations

import math
import random

import pygame

from games.jerusalem.table.draw_arms import ARGENT, GULES
from games.ui.art.colour import RGB, mix
from games.ui.art.fonts import font


def _gradient(surf: pygame.Surface, rect: pygame.Rect, top: RGB, bottom: RGB) -> None:
    for y in range(rect.top, rect.bottom):
        t = (y - rect.top) / max(1, rect.height - 1)
        pygame.draw.line(surf, mix(top, bottom, t), (rect.left, y), (rect.right - 1, y))


def _crenels(surf: pygame.Surface, colour: RGB, left: float, right: float, top: float, size: float) -> None:
    x = left
    while x < right:
        pygame.draw.rect(surf, colour, pygame.Rect(int(x), int(top - size), max(1, int(size)), int(size) + 1))
        x += size * 2


def _city(surf: pygame.Surface, w: int, h: int, horizon: int) -> None:
    """Roofs, domes and towers behind a long crenellated wall."""
    far, near, wall = (156, 104, 92), (128, 78, 70), (176, 128, 88)
    rnd = random.Random(1099)
    x = 0.0
    while x < w:
        bw = w * rnd.uniform(0.05, 0.1)
        bh = h * rnd.uniform(0.06, 0.14)
        pygame.draw.rect(surf, far, pygame.Rect(int(x), int(horizon - bh), int(bw) + 1, int(bh) + 1))
        if rnd.random() < 0.35:
            pygame.draw.circle(surf, far, (x + bw / 2, horizon - bh), bw * 0.4)
        x += bw
    # The Dome of the Rock catches the light in the middle of the skyline.
    dome_x, dome_y, r = w * 0.58, horizon - h * 0.13, w * 0.07
    pygame.draw.rect(surf, near, pygame.Rect(int(dome_x - r * 1.3), int(dome_y), int(r * 2.6), int(h * 0.13)))
    pygame.draw.circle(surf, (232, 184, 76), (dome_x, dome_y), r)
    pygame.draw.circle(surf, (250, 214, 120), (dome_x - r * 0.3, dome_y - r * 0.35), r * 0.35)
    top = horizon + h * 0.02
    pygame.draw.rect(surf, wall, pygame.Rect(0, int(top), w, int(h * 0.12)))
    _crenels(surf, wall, 0, w, top, max(2, w * 0.02))
    pygame.draw.line(surf, mix(wall, (60, 30, 20), 0.4), (0, int(top + h * 0.05)), (w, int(top + h * 0.05)),
                     max(1, w // 200))
    gate = pygame.Rect(0, 0, int(w * 0.08), int(h * 0.08))
    gate.midbottom = (int(w * 0.3), int(top + h * 0.12))
    pygame.draw.rect(surf, (60, 34, 26), gate, border_top_left_radius=gate.width // 2,
                     border_top_right_radius=gate.width // 2)


def _castle_tower(surf: pygame.Surface, w: int, h: int) -> None:
    """The tower the players build floor by floor, rising in front of the city."""
    stone, shadow = (214, 184, 140), (150, 118, 84)
    tw = int(w * 0.2)
    cx = int(w * 0.8)
    floors = 6
    fh = int(h * 0.075)
    ground = int(h * 0.92)
    for k in range(floors):
        rect = pygame.Rect(cx - tw // 2 + k, ground - (k + 1) * fh, tw - 2 * k, fh)
        pygame.draw.rect(surf, stone, rect)
        pygame.draw.rect(surf, shadow, pygame.Rect(rect.right - rect.width // 4, rect.top, rect.width // 4, fh))
        pygame.draw.line(surf, shadow, rect.topleft, rect.topright, max(1, w // 240))
        win = pygame.Rect(0, 0, max(2, tw // 8), max(3, fh // 2))
        win.center = (rect.centerx - tw // 10, rect.centery)
        pygame.draw.rect(surf, (60, 40, 30), win, border_top_left_radius=win.width // 2,
                         border_top_right_radius=win.width // 2)
    top = ground - floors * fh
    _crenels(surf, stone, cx - tw // 2 + floors, cx + tw // 2 - floors, top, max(2, tw / 8))
    pole_top = top - h * 0.16
    pygame.draw.line(surf, (90, 60, 40), (cx, top - tw / 8), (cx, pole_top), max(2, w // 160))
    flag = [(cx, pole_top), (cx + w * 0.12, pole_top + h * 0.02), (cx + w * 0.1, pole_top + h * 0.045),
            (cx + w * 0.12, pole_top + h * 0.07), (cx, pole_top + h * 0.07)]
    pygame.draw.polygon(surf, ARGENT, flag)
    arm = h * 0.025
    fx, fy = cx + w * 0.05, pole_top + h * 0.035
    pygame.draw.line(surf, GULES, (fx - arm, fy), (fx + arm, fy), max(2, w // 90))
    pygame.draw.line(surf, GULES, (fx, fy - arm), (fx, fy + arm), max(2, w // 90))


def _title(surf: pygame.Surface, w: int, h: int) -> None:
    size = max(10, int(min(w * 0.17, h * 0.13)))
    f = font(size, True)
    words = "Jerusalem"
    while f.size(words)[0] > w * 0.92 and size > 10:
        size -= 2
        f = font(size, True)
    shadow = f.render(words, True, (60, 30, 20))
    face = f.render(words, True, (250, 230, 176))
    rect = face.get_rect(center=(w // 2, int(h * 0.14)))
    off = max(1, size // 16)
    surf.blit(shadow, rect.move(off, off))
    surf.blit(face, rect)


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The box lid, drawn into `rect` at any size."""
    rect = pygame.Rect(rect)
    w, h = max(1, rect.width), max(1, rect.height)
    art = pygame.Surface((w, h))
    horizon = int(h * 0.62)
    _gradient(art, pygame.Rect(0, 0, w, horizon), (70, 40, 86), (246, 176, 92))
    sun = (w * 0.32, horizon - h * 0.08)
    for k in range(6, 0, -1):
        pygame.draw.circle(art, mix((246, 176, 92), (255, 230, 150), 1 - k / 7), sun, w * 0.06 * (1 + k * 0.3))
    pygame.draw.circle(art, (255, 238, 180), sun, w * 0.07)
    _gradient(art, pygame.Rect(0, horizon, w, h - horizon), (150, 110, 70), (92, 60, 38))
    _city(art, w, h, horizon)
    # The hill the city stands on, with a winding road.
    pts = [(0, h), (0, int(h * 0.78))] + [(x, int(h * 0.76 + math.sin(x / w * 5) * h * 0.02))
                                          for x in range(0, w + 1, max(1, w // 24))] + [(w, h)]
    pygame.draw.polygon(art, (118, 80, 50), pts)
    _castle_tower(art, w, h)
    _title(art, w, h)
    pygame.draw.rect(art, (60, 34, 22), art.get_rect(), max(2, w // 80))
    surface.blit(art, rect.topleft)
