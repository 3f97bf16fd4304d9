"""The cube tower and its tray drawn from the very numbers the physics simulates.

A square castle tower cut open down its front, as a cut-away drawing shows it: the sawn edges
of the side walls and the solid foot in light sandstone, the back wall inside in shadowed
stone, and the funnel, the two catching baffles and the exit ramp as wooden boards exactly where
(and as thick as) config/kreuzes/tower.yaml puts them. Beside it, a felt-lined tray.

The art is painted once per window size into layers; a frame only blits them (the tower layer
moves while the tower is shaken) and puts the cubes on top.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

import pygame

from games.ui.art.colour import RGB, mix, shade
from games.ui.art.surfaces import for_display
from games.ui.scene import Frame
from physics import Segment, Tower

K_MM = 1.36  # logical pixels per millimetre: the whole tower fits the 720 px height
ORIGIN = (652, 663)  # logical position of the tower's origin (inner foot of the left wall)

FACING = 12.0  # mm of stone facing drawn outside each wall: the walls read as a tower's, not planks
MERLON_H = 18.0  # crenellations on top, mm
TABLE_Y = -30.0  # the table top, mm (the underside of the tray floor)

SANDSTONE: RGB = (214, 184, 134)
SANDSTONE_JOINT: RGB = (164, 134, 92)
INSIDE: RGB = (104, 86, 66)
INSIDE_JOINT: RGB = (82, 66, 50)
BOARD: RGB = (178, 126, 74)
BOARD_EDGE: RGB = (86, 54, 30)
FELT: RGB = (116, 40, 44)
TRAY_WOOD: RGB = (150, 101, 60)
INK: RGB = (58, 40, 24)
GLOW: RGB = (255, 214, 120)

Point = tuple[float, float]


class TowerArt:
    """Millimetres to window pixels for one window size, and the painted layers."""

    def __init__(self, tower: Tower, frame: Frame) -> None:
        self.tower = tower
        self.k = frame.s * K_MM
        self.ox, self.oy = frame.point(*ORIGIN)
        self.cube_px = max(4, round(tower.cube_size * self.k))
        walls = [s for s in tower.segments if s.role == "wall"]
        left = min(walls, key=lambda s: s.a[0])
        right = max(walls, key=lambda s: s.a[0])
        self.inner_left = left.a[0] + left.thickness / 2
        self.inner_right = right.a[0] - right.thickness / 2
        self.outer_left = self.inner_left - left.thickness - FACING
        self.outer_right = self.inner_right + right.thickness + FACING
        self.top = max(left.a[1], left.b[1])
        self.exit_top = min(left.a[1], left.b[1])
        self.ramp = next(s for s in tower.segments if s.role == "ramp")
        # the funnel's throat: a handful let go anywhere above it falls in
        self.funnel_y = min(min(s.a[1], s.b[1]) for s in tower.segments if s.role == "funnel")
        # the layer spans the tower with room for its shadow; it is blitted at the shake offset
        x0, y1 = self.point(self.outer_left - 12, self.top + MERLON_H + 8)
        x1, y0 = self.point(self.outer_right + 24, TABLE_Y - 14)
        self.layer_rect = pygame.Rect(math.floor(x0), math.floor(y1), math.ceil(x1 - x0), math.ceil(y0 - y1))
        self._shift = (0, 0)  # where the surface being painted sits in the window
        self.layer = self._paint_tower()

    # --- coordinates ---

    def point(self, x: float, y: float) -> Point:
        """A point in mm (y up) as window pixels (y down)."""
        return self.ox + x * self.k, self.oy - y * self.k

    def to_mm(self, pos: tuple[float, float]) -> Point:
        return (pos[0] - self.ox) / self.k, (self.oy - pos[1]) / self.k

    def mm_rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        (ax, ay), (bx, by) = self.point(x0, y1), self.point(x1, y0)
        return pygame.Rect(round(ax), round(ay), round(bx - ax), round(by - ay))

    @property
    def funnel_zone(self) -> pygame.Rect:
        """Where a dragged handful is let go into the tower: over its open top and funnel."""
        return self.mm_rect(self.outer_left, self.funnel_y, self.outer_right, self.top + 90)

    @property
    def tower_zone(self) -> pygame.Rect:
        return self.mm_rect(self.outer_left, TABLE_Y, self.outer_right, self.top + MERLON_H)

    # --- drawing a frame ---

    def draw_tower(self, surface: pygame.Surface, dx: float = 0.0, dy: float = 0.0) -> None:
        """The tower layer, displaced by (dx, dy) mm while it is shaken."""
        surface.blit(self.layer, (self.layer_rect.x + round(dx * self.k), self.layer_rect.y - round(dy * self.k)))

    def draw_glow(self, surface: pygame.Surface, strength: float) -> None:
        """A warm light over the open top: here the handful can be let go."""
        zone = self.mm_rect(self.inner_left, self.funnel_y, self.inner_right, self.top + 40)
        glow = pygame.Surface(zone.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GLOW, round(70 * strength)), glow.get_rect(), border_radius=round(self.k * 8))
        pygame.draw.rect(glow, (*GLOW, round(220 * strength)), glow.get_rect(), width=max(2, round(self.k * 1.5)),
                         border_radius=round(self.k * 8))
        surface.blit(glow, zone)

    # --- the tray, painted onto the background once ---

    def paint_tray(self, surface: pygame.Surface) -> None:
        tray_segments = [s for s in self.tower.segments if s.role == "tray"]
        floor = min(tray_segments, key=lambda s: min(s.a[1], s.b[1]))
        end = next(s for s in tray_segments if s is not floor)
        x0 = min(floor.a[0], floor.b[0]) - floor.thickness / 2
        x1 = max(floor.a[0], floor.b[0]) + floor.thickness / 2
        floor_top = floor.a[1] + floor.thickness / 2
        rim = max(end.a[1], end.b[1]) + end.thickness / 2
        back_top = rim + 6  # the tray's far side, seen over the cubes
        self._soft_shadow(surface, [(x0, TABLE_Y), (x1, TABLE_Y), (x1, back_top), (x0, back_top)], (7, -5))
        # the far side lined with felt, then the near edge of the floor board and the end board
        self._poly(surface, mix(FELT, (0, 0, 0), 0.18), [(x0, floor_top), (x1, floor_top), (x1, back_top),
                                                           (x0, back_top)])
        self._poly(surface, shade(TRAY_WOOD, 1.12), [(x0, back_top - 3), (x1, back_top - 3), (x1, back_top),
                                                      (x0, back_top)])
        felt_band = [(x0, floor_top), (x1, floor_top), (x1, floor_top + 4), (x0, floor_top + 4)]
        self._poly(surface, FELT, felt_band)
        self._board(surface, floor, TRAY_WOOD)
        self._board(surface, end, TRAY_WOOD)
        self._poly(surface, INK, [(x0, floor_top), (x1, floor_top), (x1, back_top), (x0, back_top)], width=1)

    # --- the tower layer ---

    def _paint_tower(self) -> pygame.Surface:
        canvas = pygame.Surface(self.layer_rect.size, pygame.SRCALPHA)
        self._shift = self.layer_rect.topleft
        outline = self._silhouette()
        self._soft_shadow(canvas, outline, (9, -6))
        self._poly(canvas, INSIDE, outline)
        self._inside(canvas)
        self._front(canvas)
        for seg in self.tower.segments:
            if seg.role in ("funnel", "baffle", "lip", "ramp"):
                self._board_shadow(canvas, seg)
        for seg in self.tower.segments:
            if seg.role in ("funnel", "baffle", "lip", "ramp"):
                self._board(canvas, seg, BOARD)
        self._lintel(canvas)
        self._poly(canvas, INK, outline, width=max(1, round(self.k * 0.9)))
        self._shift = (0, 0)
        return for_display(canvas, alpha=True)

    def _silhouette(self) -> list[Point]:
        """The tower's outline with its crenellations, mm."""
        left, right, top = self.outer_left, self.outer_right, self.top
        merlons = 5
        w = 20.0
        gap = (right - left - merlons * w) / (merlons - 1)
        pts: list[Point] = [(left, TABLE_Y)]
        for m in range(merlons):
            a = left + m * (w + gap)
            pts += [(a, top + MERLON_H), (a + w, top + MERLON_H)]
            if m < merlons - 1:
                pts += [(a + w, top), (a + w + gap, top)]
        pts += [(right, TABLE_Y)]
        return pts

    def _interior(self) -> list[Point]:
        """The hollow inside, open at the top and through the exit under the left wall, mm."""
        (ax, ay), (bx, by) = self.ramp.a, self.ramp.b
        half = self.ramp.thickness / 2
        low_x, high_x = (bx, ax) if bx < ax else (ax, bx)
        low_y, high_y = (by, ay) if bx < ax else (ay, by)
        slope = (high_y - low_y) / (high_x - low_x)
        foot = low_y + slope * (self.outer_left - low_x) - half
        return [(self.outer_left, self.exit_top), (self.inner_left, self.exit_top), (self.inner_left, self.top),
                (self.inner_right, self.top), (self.inner_right, high_y + slope * (self.inner_right - high_x)),
                (self.outer_left, foot)]

    def _inside(self, canvas: pygame.Surface) -> None:
        """The back wall seen through the cut: stone courses darkening towards the foot, and
        the shade the side walls cast along their inner faces."""
        inner = self._interior()
        top_y = self.top
        stones = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        rng = random.Random(1099)  # the year of the siege: the same stones every time
        course = 15.0
        y = TABLE_Y
        row = 0
        while y < top_y:
            x = self.outer_left - (row % 2) * 14.0
            while x < self.outer_right:
                w = 26.0 + rng.uniform(-4, 4)
                depth = (y - TABLE_Y) / (top_y - TABLE_Y)
                tone = shade(INSIDE, 0.78 + 0.3 * depth + rng.uniform(-0.04, 0.04))
                self._poly(stones, tone, [(x, y), (x + w, y), (x + w, y + course), (x, y + course)])
                self._poly(stones, INSIDE_JOINT, [(x, y), (x + w, y), (x + w, y + course), (x, y + course)],
                           width=1)
                x += w
            y += course
            row += 1
        shade_w = 9.0
        for x_edge, sign in ((self.inner_left, 1), (self.inner_right, -1)):
            for k in range(6):
                band = x_edge + sign * shade_w * k / 6
                self._poly(stones, (20, 10, 0, 34 - 5 * k), [(band, TABLE_Y), (band + sign * shade_w / 6, TABLE_Y),
                                                             (band + sign * shade_w / 6, self.top),
                                                             (band, self.top)])
        mask = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        self._poly(mask, (255, 255, 255, 255), inner)
        stones.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(stones, (0, 0))

    def _front(self, canvas: pygame.Surface) -> None:
        """The sawn side walls, the solid foot under the ramp and the crenellations, in light
        sandstone blocks; the middle merlons stand on the back wall, so they are in its shade."""
        inner = self._interior()
        half = self.ramp.thickness / 2
        foot_left = inner[-1]
        merlons = self._merlons()
        pieces = [
            [(self.outer_left, self.exit_top), (self.inner_left, self.exit_top), (self.inner_left, self.top),
             (self.outer_left, self.top)],
            [(self.inner_right, TABLE_Y), (self.outer_right, TABLE_Y), (self.outer_right, self.top),
             (self.inner_right, self.top)],
            [(self.outer_left, TABLE_Y), (self.inner_right, TABLE_Y), inner[-2], (foot_left[0], foot_left[1] - half)],
            *merlons,
        ]
        blocks = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        rng = random.Random(1096)
        course = 15.0
        y, row = TABLE_Y, 0
        while y < self.top + MERLON_H:
            x = self.outer_left - (row % 2) * 11.0
            while x < self.outer_right:
                w = 22.0 + rng.uniform(-3, 3)
                rect = [(x, y), (x + w, y), (x + w, y + course), (x, y + course)]
                self._poly(blocks, shade(SANDSTONE, 1.0 + rng.uniform(-0.06, 0.05)), rect)
                self._poly(blocks, SANDSTONE_JOINT, rect, width=1)
                x += w
            y += course
            row += 1
        mask = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for piece in pieces:
            self._poly(mask, (255, 255, 255, 255), piece)
        blocks.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(blocks, (0, 0))
        back = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for merlon in merlons[1:-1]:
            self._poly(back, (40, 26, 12, 80), merlon)
        canvas.blit(back, (0, 0))
        line = max(1, round(self.k * 0.7))
        for a, b in ((inner[1], inner[2]), (inner[3], inner[4]), (inner[0], inner[1])):
            pygame.draw.line(canvas, INK, self._px(*a), self._px(*b), line)
        for merlon in merlons[1:-1]:
            self._poly(canvas, INK, merlon, width=line)

    def _merlons(self) -> list[list[Point]]:
        pts = self._silhouette()
        out = []
        for i in range(1, len(pts) - 1, 4):
            (a, ya), (b, _) = pts[i], pts[i + 1]
            out.append([(a, self.top), (a, ya), (b, ya), (b, self.top)])
        return out

    def _lintel(self, canvas: pygame.Surface) -> None:
        """A beam over the exit, where the left wall stops."""
        y = self.exit_top
        beam = [(self.outer_left - 2, y - 4), (self.inner_left + 2, y - 4), (self.inner_left + 2, y + 4),
                (self.outer_left - 2, y + 4)]
        self._poly(canvas, shade(BOARD, 0.85), beam)
        self._poly(canvas, BOARD_EDGE, beam, width=max(1, round(self.k * 0.6)))

    # --- primitives in mm ---

    def _px(self, x: float, y: float) -> Point:
        return self.ox + x * self.k - self._shift[0], self.oy - y * self.k - self._shift[1]

    def _poly(self, surface: pygame.Surface, colour: tuple[int, ...], points: Iterable[Point], width: int = 0) -> None:
        pygame.draw.polygon(surface, colour, [self._px(x, y) for x, y in points], width)

    def _capsule(self, seg: Segment, grow: float = 0.0) -> list[Point]:
        """A segment's outline as the physics sees it: a thick line with round ends, mm."""
        (ax, ay), (bx, by) = seg.a, seg.b
        r = seg.thickness / 2 + grow
        ang = math.atan2(by - ay, bx - ax)
        pts: list[Point] = []
        for (cx, cy), start in (((bx, by), ang - math.pi / 2), ((ax, ay), ang + math.pi / 2)):
            for k in range(9):
                a = start + math.pi * k / 8
                pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts

    def _board(self, surface: pygame.Surface, seg: Segment, wood: RGB) -> None:
        outline = self._capsule(seg)
        self._poly(surface, wood, outline)
        # the upper face catches the light: a lighter strip along the top edge
        (ax, ay), (bx, by) = seg.a, seg.b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        if ny < 0:
            nx, ny = -nx, -ny
        t = seg.thickness / 2
        strip = [(ax + nx * t * 0.2, ay + ny * t * 0.2), (bx + nx * t * 0.2, by + ny * t * 0.2),
                 (bx + nx * t * 0.85, by + ny * t * 0.85), (ax + nx * t * 0.85, ay + ny * t * 0.85)]
        if length > seg.thickness:
            self._poly(surface, shade(wood, 1.22), strip)
        self._poly(surface, BOARD_EDGE, outline, width=max(1, round(self.k * 0.6)))

    def _board_shadow(self, canvas: pygame.Surface, seg: Segment) -> None:
        pts = [(x + 2.5, y - 3.5) for x, y in self._capsule(seg, 0.5)]
        self._soft_shadow(canvas, pts, (0, 0), alpha=70, blur_mm=2.0)

    def _soft_shadow(self, surface: pygame.Surface, points: list[Point], offset: Point, alpha: int = 90,
                     blur_mm: float = 4.0) -> None:
        """A blurred dark copy of the outline, offset away from the light (upper left)."""
        blur = max(1, round(blur_mm * self.k))
        pts = [self._px(x + offset[0], y + offset[1]) for x, y in points]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 1,
                          math.ceil(max(ys) - min(ys)) + 1).inflate(6 * blur, 6 * blur)
        shadow = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(shadow, (20, 10, 0, alpha), [(x - box.x, y - box.y) for x, y in pts])
        surface.blit(pygame.transform.gaussian_blur(shadow, blur), box)
