"""The house look drawn by hand where pygame_gui has no widget: the wooden table, parchment
sheets with soft shadows, title lettering and speech-bubble notes (toasts, tooltips)."""

from __future__ import annotations

import math
import random
from functools import cache

import pygame

from games.ui.art.fonts import font, wrap
from games.ui.art.marks import seat_chip
from games.ui.art.soft import blit_soft

# Warm table colours; player colours come from each game's GameInfo (Okabe-Ito).
WOOD_DARK = pygame.Color(74, 45, 26)
WOOD = pygame.Color(118, 76, 44)
WOOD_LIGHT = pygame.Color(150, 101, 60)
PARCHMENT = pygame.Color(243, 230, 196)
PARCHMENT_DARK = pygame.Color(224, 203, 156)
INK = pygame.Color(52, 36, 22)
INK_SOFT = pygame.Color(105, 80, 55)
GOLD = pygame.Color(201, 154, 59)
WARNING = pygame.Color(150, 38, 24)
SHADOW = (20, 10, 0, 110)  # what sheets and notes cast on the table

BASE_SIZE = (1280, 720)  # the logical screen every layout is drawn for


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x720 design the window is (fits both ways)."""
    return min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])


def font_scale(size: tuple[int, int]) -> float:
    """Fonts follow the window in tenths, but never shrink below 85 % so that text stays
    readable in a small window; at 1280x720 and up it is 1.0 or more."""
    return round(max(0.85, min(ui_scale(size), 3.0)), 1)


def title(surface: pygame.Surface, words: str, px: int, centre: tuple[int, int]) -> pygame.Rect:
    """Carved-looking lettering: parchment letters over a dark offset shadow."""
    f = font(px, bold=True)
    shadow = f.render(words, True, WOOD_DARK)
    face = f.render(words, True, PARCHMENT)
    rect = face.get_rect(center=centre)
    off = max(2, px // 24)
    surface.blit(shadow, rect.move(off, off))
    surface.blit(face, rect)
    return rect


@cache
def _wood_texture(size: tuple[int, int]) -> pygame.Surface:
    """Planks with grain, drawn at a modest size then smoothed up: the scale-up softens the
    grain the way a varnished table looks, and keeps the first frame quick."""
    w, h = size
    sw, sh = max(64, w // 2), max(36, h // 2)
    rng = random.Random(1453)  # fixed seed: the same table every time
    surf = pygame.Surface((sw, sh))
    surf.fill(WOOD)
    plank_h = max(24, sh // 7)
    y = -rng.randrange(plank_h // 2)
    while y < sh:
        ph = plank_h + rng.randrange(-plank_h // 5, plank_h // 5 + 1)
        tint = rng.randrange(-14, 15)
        base = pygame.Color(*(max(0, min(255, c + tint)) for c in WOOD[:3]))
        pygame.draw.rect(surf, base, (0, y, sw, ph))
        for _ in range(max(6, ph // 2)):
            gy = y + rng.random() * ph
            amp, freq, phase = rng.random() * 2.5, 0.004 + rng.random() * 0.01, rng.random() * 6.3
            shade = rng.randrange(-26, 20)
            col = pygame.Color(*(max(0, min(255, c + tint + shade)) for c in WOOD[:3]))
            pts = [(x, gy + amp * math.sin(phase + x * freq)) for x in range(0, sw + 24, 24)]
            pygame.draw.aalines(surf, col, False, pts)
        pygame.draw.line(surf, WOOD_DARK, (0, y + ph - 1), (sw, y + ph - 1))
        y += ph
    big = pygame.transform.smoothscale(surf, (w, h))
    big.blit(_vignette((w, h)), (0, 0))
    return big


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    """Darker edges, as lamplight falls on the middle of a table."""
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for x in range(32):
        for y in range(18):
            d = math.hypot((x - 15.5) / 16, (y - 8.5) / 9)
            small.set_at((x, y), (20, 10, 4, int(min(1.0, max(0.0, d - 0.45)) * 170)))
    return pygame.transform.smoothscale(small, size)


def draw_table(surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
    """The wooden table filling the window (or `rect`, cut from the same wood)."""
    full = _wood_texture(surface.get_size())
    if rect is None:
        surface.blit(full, (0, 0))
    else:
        surface.blit(full, rect, rect)


@cache
def shade(size: tuple[int, int], alpha: int = 120) -> pygame.Surface:
    """A darker patch of table (under the log), made once per size."""
    patch = pygame.Surface(size, pygame.SRCALPHA)
    patch.fill((30, 16, 6, alpha))
    return patch


def sheet(surface: pygame.Surface, rect: pygame.Rect, *, radius: int = 10, colour: pygame.Color = PARCHMENT,
          shadow: bool = True) -> None:
    """A parchment sheet lying on the table: soft shadow, paper, an inked edge."""
    if shadow:
        spread = max(6, rect.height // 30)
        blit_soft(surface, rect, radius, SHADOW, spread // 2, offset=(3, 5), scale=4, pad=spread)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, PARCHMENT_DARK, rect.inflate(-8, -8), width=1, border_radius=max(0, radius - 4))
    pygame.draw.rect(surface, INK_SOFT, rect, width=2, border_radius=radius)


def bubble(surface: pygame.Surface, words: str, near: tuple[int, int], *, px: int = 16, width: int = 320,
           colour: pygame.Color = PARCHMENT, ink: pygame.Color = INK, alpha: int = 255,
           avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A note next to `near`, kept inside the window (toasts and hover tooltips), and clear of
    `avoid` (the piece or button it is about, or another note there) when that is given."""
    lines = wrap(words, px, width)
    f = font(px)
    line_h = f.get_linesize()
    pad = px // 2 + 2
    w = max(f.size(line)[0] for line in lines) + 2 * pad
    h = line_h * len(lines) + 2 * pad
    rect = pygame.Rect(near[0] + 16, near[1] + 18, w, h)
    bounds = surface.get_rect().inflate(-8, -8)
    if rect.right > bounds.right:
        rect.right = near[0] - 12
    if rect.bottom > bounds.bottom:
        rect.bottom = near[1] - 12
    rect.clamp_ip(bounds)
    if avoid is not None and rect.colliderect(avoid):
        rect = clear_of(rect, avoid, bounds)
    note = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(note, colour, note.get_rect(), border_radius=8)
    pygame.draw.rect(note, ink, note.get_rect(), width=2, border_radius=8)
    for i, line in enumerate(lines):
        note.blit(f.render(line, True, ink), (pad, pad + i * line_h))
    note.set_alpha(alpha)
    blit_soft(surface, rect, 8, SHADOW, 3, offset=(3, 5), scale=4)
    surface.blit(note, rect)
    return rect


def clear_of(rect: pygame.Rect, avoid: pygame.Rect, bounds: pygame.Rect, gap: int = 6) -> pygame.Rect:
    """`rect` moved the least way off `avoid`, inside `bounds`: below it, above it, beside it."""
    moves = [rect.move(0, avoid.bottom + gap - rect.y), rect.move(0, avoid.y - gap - rect.bottom),
             rect.move(avoid.right + gap - rect.x, 0), rect.move(avoid.x - gap - rect.right, 0)]
    for moved in sorted(moves, key=lambda r: abs(r.x - rect.x) + abs(r.y - rect.y)):
        moved = moved.clamp(bounds)
        if not moved.colliderect(avoid):
            return moved
    return rect


def colour_chip(surface: pygame.Surface, centre: tuple[int, int], radius: int, rgb: tuple[int, int, int],
                mark: str | None = None) -> None:
    """A player's colour as a wooden disc with a dark rim, carrying the seat's mark when given
    (colour is never the only cue: the seat's name always goes next to it)."""
    seat_chip(surface, centre, radius, rgb, mark, shadow=WOOD_DARK, rim=INK)
