"""Medina's box art, drawn by code: a walled desert city at dusk under its four coloured domes."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from games.medina.table.draw_palette import PALACE_COLOURS
from games.ui.art.colour import RGB, shade
from games.ui.art.fonts import font


def _lerp(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _vertical_gradient(surf: pygame.Surface, rect: pygame.Rect, stops: list[tuple[float, RGB]]) -> None:
    for y in range(rect.top, rect.bottom):
        t = (y - rect.top) / max(1, rect.height - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                colour = _lerp(c0, c1, (t - t0) / max(1e-6, t1 - t0))
                break
        else:
            colour = stops[-1][1]
        pygame.draw.line(surf, colour, (rect.left, y), (rect.right - 1, y))


def _sky(surf: pygame.Surface, w: int, h: int, horizon: int) -> None:
    _vertical_gradient(surf, pygame.Rect(0, 0, w, horizon), [
        (0.0, (22, 20, 58)), (0.38, (74, 42, 96)), (0.7, (196, 90, 86)), (0.9, (244, 150, 72)),
        (1.0, (252, 204, 120)),
    ])
    rnd = random.Random(2001)
    for _ in range(int(w * h / 900)):
        x, y = rnd.uniform(0, w), rnd.uniform(0, horizon * 0.42)
        glow = rnd.randint(150, 255)
        pygame.draw.circle(surf, (glow, glow, min(255, glow + 10)), (x, y), max(0.6, w / 420 * rnd.uniform(0.6, 1.5)))
    # A thin crescent moon: a pale disc with a sky-coloured disc bitten out of it.
    mx, my, mr = w * 0.84, h * 0.36, w * 0.04
    bite = surf.get_at((int(mx + mr * 0.42), int(my - mr * 0.2)))
    pygame.draw.circle(surf, (246, 236, 200), (mx, my), mr)
    pygame.draw.circle(surf, bite, (mx + mr * 0.42, my - mr * 0.2), mr * 0.92)


def _sun(surf: pygame.Surface, w: int, horizon: int) -> None:
    # Low but still above the roofs, so its disc frames the domes.
    cx, cy, r = w * 0.5, horizon - w * 0.3, w * 0.2
    glow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for k in range(8, 0, -1):
        pygame.draw.circle(glow, (255, 190, 110, 16), (cx, cy), r * (1 + k * 0.22))
    surf.blit(glow, (0, 0))
    pygame.draw.circle(surf, (255, 200, 120), (cx, cy), r)
    pygame.draw.circle(surf, (255, 226, 158), (cx, cy), r * 0.86)


def _far_city(surf: pygame.Surface, w: int, horizon: int) -> None:
    """A hazy second row of roofs and minarets, to give the skyline depth."""
    haze = (150, 80, 92)
    rnd = random.Random(7)
    x = 0.0
    while x < w:
        bw = w * rnd.uniform(0.06, 0.12)
        bh = w * rnd.uniform(0.05, 0.12)
        pygame.draw.rect(surf, haze, pygame.Rect(x, horizon - bh, bw + 1, bh + 1))
        if rnd.random() < 0.3:
            mw = w * 0.018
            mh = bh + w * rnd.uniform(0.08, 0.14)
            mx = x + bw * 0.5
            pygame.draw.rect(surf, haze, pygame.Rect(mx - mw / 2, horizon - mh, mw, mh))
            pygame.draw.circle(surf, haze, (mx, horizon - mh), mw * 0.9)
        x += bw
    pygame.draw.rect(surf, haze, pygame.Rect(0, horizon - 1, w, w * 0.03))


def _palace(surf: pygame.Surface, x: float, base: float, bw: float, bh: float, dome: RGB, w: int) -> None:
    """A block of a palace with a coloured dome, lit by the setting sun from the left."""
    wall = (118, 66, 64)
    lit = (186, 106, 84)
    body = pygame.Rect(int(x), int(base - bh), int(bw), int(bh) + 2)
    pygame.draw.rect(surf, wall, body)
    pygame.draw.rect(surf, lit, pygame.Rect(body.left, body.top, max(2, body.width // 5), body.height))
    # Drum under the dome, then the dome with a sun-lit left flank and a finial.
    dr = bw * 0.36
    drum = pygame.Rect(int(x + bw / 2 - dr * 0.86), int(base - bh - dr * 0.3), int(dr * 1.72), int(dr * 0.34) + 1)
    pygame.draw.rect(surf, shade(wall, 1.1), drum)
    cx, cy = x + bw / 2, drum.top + 1
    dome_rect = pygame.Rect(int(cx - dr), int(cy - dr), int(2 * dr), int(2 * dr))
    clip = surf.get_clip()
    surf.set_clip(pygame.Rect(0, 0, surf.get_width(), int(cy) + 1))
    pygame.draw.ellipse(surf, shade(dome, 0.7), dome_rect)
    pygame.draw.ellipse(surf, dome, dome_rect.inflate(-int(dr * 0.25), -int(dr * 0.1)).move(-int(dr * 0.12), 0))
    pygame.draw.ellipse(surf, shade(dome, 1.35), pygame.Rect(int(cx - dr * 0.7), int(cy - dr * 0.75), int(dr * 0.45),
                                                             int(dr * 0.7)))
    surf.set_clip(clip)
    pygame.draw.line(surf, (70, 40, 30), (cx, cy - dr), (cx, cy - dr * 1.35), max(1, int(w / 200)))
    pygame.draw.circle(surf, (240, 200, 110), (cx, cy - dr * 1.38), max(1.5, w / 160))
    # Warm lit windows: arched slots.
    ww = max(2, int(bw / 9))
    for i in range(3):
        wx = int(x + bw * (0.22 + 0.28 * i))
        wy = int(base - bh * 0.62)
        pygame.draw.rect(surf, (255, 196, 96), pygame.Rect(wx, wy, ww, int(bh * 0.22)), border_top_left_radius=ww,
                         border_top_right_radius=ww)


def _rampart(surf: pygame.Surface, w: int, top: float, bottom: float) -> None:
    """The city wall across the front with crenellations and two round towers."""
    stone = (96, 52, 58)
    lit = (150, 82, 72)
    pygame.draw.rect(surf, stone, pygame.Rect(0, int(top), w, int(bottom - top) + 1))
    pygame.draw.line(surf, lit, (0, int(top)), (w, int(top)), max(1, int(w / 150)))
    mw = w / 26
    for i in range(0, 27, 2):
        pygame.draw.rect(surf, stone, pygame.Rect(int(i * mw), int(top - mw * 0.8), int(mw) + 1, int(mw * 0.8) + 1))
        pygame.draw.line(surf, lit, (int(i * mw), int(top - mw * 0.8)), (int((i + 1) * mw), int(top - mw * 0.8)), 1)
    # A gate: the rules keep one gap in every side of the wall.
    gx, gw = w * 0.56, w * 0.09
    gate = pygame.Rect(int(gx), int(top + (bottom - top) * 0.25), int(gw), int(bottom - top))
    pygame.draw.rect(surf, (44, 24, 36), gate, border_top_left_radius=int(gw / 2), border_top_right_radius=int(gw / 2))
    for tx in (w * 0.1, w * 0.9):
        tw = w * 0.13
        body = pygame.Rect(int(tx - tw / 2), int(top - w * 0.12), int(tw), int(bottom - top + w * 0.12))
        pygame.draw.rect(surf, stone, body)
        pygame.draw.rect(surf, lit, pygame.Rect(body.left, body.top, max(2, body.width // 4), body.height))
        for k in range(3):
            m = pygame.Rect(int(body.left + k * tw * 0.4), int(body.top - tw * 0.2), int(tw * 0.22), int(tw * 0.2) + 1)
            pygame.draw.rect(surf, stone, m)
        pygame.draw.rect(surf, (255, 190, 90), pygame.Rect(int(tx - tw * 0.08), int(body.top + tw * 0.35),
                                                           max(2, int(tw * 0.16)), int(tw * 0.3)),
                         border_top_left_radius=max(1, int(tw * 0.08)), border_top_right_radius=max(1, int(tw * 0.08)))


def _dunes(surf: pygame.Surface, w: int, h: int, top: float) -> None:
    for layer, (colour, amp, phase) in enumerate([((132, 72, 54), 0.035, 0.4), ((96, 50, 44), 0.05, 1.7)]):
        base = top + layer * h * 0.05
        pts = [(0, h)]
        for i in range(41):
            x = w * i / 40
            pts.append((x, base + math.sin(i / 40 * math.tau * 1.3 + phase) * h * amp))
        pts.append((w, h))
        pygame.draw.polygon(surf, colour, pts)
    # A small caravan walking the crest: the reason this app is called what it is.
    y = top + h * 0.075
    for k in range(3):
        _camel(surf, w * (0.16 + 0.09 * k), y + k * h * 0.004, w * 0.05)


def _camel(surf: pygame.Surface, x: float, y: float, s: float) -> None:
    dark = (44, 22, 30)
    pygame.draw.ellipse(surf, dark, pygame.Rect(int(x - s * 0.5), int(y - s * 0.75), int(s), int(s * 0.45)))
    pygame.draw.circle(surf, dark, (x - s * 0.05, y - s * 0.72), s * 0.2)
    for lx in (-0.35, -0.15, 0.15, 0.35):
        pygame.draw.line(surf, dark, (x + lx * s, y - s * 0.4), (x + lx * s, y), max(1, int(s / 10)))
    pygame.draw.line(surf, dark, (x + s * 0.4, y - s * 0.55), (x + s * 0.62, y - s * 0.9), max(1, int(s / 7)))
    pygame.draw.ellipse(surf, dark, pygame.Rect(int(x + s * 0.52), int(y - s * 1.0), int(s * 0.3), int(s * 0.16)))


def _title(surf: pygame.Surface, w: int, h: int) -> None:
    size = max(12, int(min(w * 0.2, h * 0.15)))
    f = font(size, bold=True)
    letters = "MEDINA"
    glyphs = [f.render(ch, True, (255, 255, 255)) for ch in letters]
    gap = size * 0.08
    total = sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1)
    text = pygame.Surface((int(total) + 2, glyphs[0].get_height()), pygame.SRCALPHA)
    x = 0.0
    for g in glyphs:
        text.blit(g, (int(x), 0))
        x += g.get_width() + gap
    # Gold leaf: a vertical gradient multiplied into the white letters.
    grad = pygame.Surface(text.get_size(), pygame.SRCALPHA)
    _vertical_gradient(grad, grad.get_rect(), [(0.0, (255, 240, 170)), (0.55, (238, 178, 64)), (1.0, (170, 96, 30))])
    gold = text.copy()
    gold.blit(grad, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    shadow = text.copy()
    shadow.fill((30, 14, 24, 255), special_flags=pygame.BLEND_RGBA_MULT)
    pos = (int((w - text.get_width()) / 2), int(h * 0.07))
    o = max(1, size // 22)
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o), (o * 2, o * 2)):
        surf.blit(shadow, (pos[0] + dx, pos[1] + dy))
    surf.blit(gold, pos)
    # The tagline only where it can be read (the house minimum for text is 14 px).
    if size * 0.2 >= 14:
        sub = font(int(size * 0.2)).render("a city of four palaces", True, (240, 214, 170))
        surf.blit(sub, ((w - sub.get_width()) // 2, pos[1] + text.get_height() - int(size * 0.08)))


@lru_cache(maxsize=8)
def _box_surface(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h))
    horizon = int(h * 0.7)
    surf.fill((96, 50, 44))
    _sky(surf, w, h, horizon)
    _sun(surf, w, horizon)
    _far_city(surf, w, horizon)
    # The four palaces, in the palace colours, stepping in height like a real skyline.
    specs = [("grey", 0.06, 0.2, 0.11), ("black", 0.27, 0.17, 0.16), ("orange", 0.45, 0.24, 0.2),
             ("brown", 0.71, 0.19, 0.13)]
    base = horizon + h * 0.06
    for colour, x, bw, bh in specs:
        _palace(surf, w * x, base, w * bw, h * bh, PALACE_COLOURS[colour], w)
    _rampart(surf, w, horizon + h * 0.04, horizon + h * 0.12)
    _dunes(surf, w, h, horizon + h * 0.115)
    _title(surf, w, h)
    frame = surf.get_rect().inflate(-max(4, w // 30), -max(4, w // 30))
    pygame.draw.rect(surf, (226, 176, 84), frame, max(1, w // 120))
    pygame.draw.rect(surf, (120, 70, 40), frame.inflate(-max(4, w // 40), -max(4, w // 40)), 1)
    return surf


def draw_box_art(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Medina's box art filling `rect` (drawn once per size, then blitted)."""
    rect = pygame.Rect(rect)
    if rect.width < 8 or rect.height < 8:
        return
    surface.blit(_box_surface(rect.width, rect.height), rect.topleft)
