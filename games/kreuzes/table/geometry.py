"""The map's polygons placed in the table's map rect.

The Levant, where the game is decided, is drawn in far smaller spaces than Europe on a true
projection: Jerusalem would be a thumbnail. So the board is stretched, not cut: a separable,
piecewise-linear warp gives the band of the eastern Mediterranean (and its latitudes) about
twice the scale of the rest. A warp maps every vertex, so the spaces still share their borders
exactly (neighbours draw the same mapped vertices) and the whole Mediterranean stays in view,
recognisable, with no inset to look between.

Which space lies under the pointer is read from what the table draws there. First the marks
drawn over the map for a space (a city's name, which often has to sit on the sea beside a small
coastal space, and the pieces standing on it); then an id picture painted as the map layer is:
the seas first, as the ground, and every land space over them in the board's order, so a sea
polygon that runs a little onto a coast answers as the land it looks like there. The hover
outline is cut from the same picture, so it is the border of exactly what answers to a space.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]

# (from, to, scale) bands in board units: the Levant and its latitudes drawn larger
X_BANDS = ((625.0, 745.0, 1.7), (745.0, 905.0, 2.6))
Y_BANDS = ((320.0, 470.0, 2.2),)
SPOT_PX = 5  # around a space's own spot (its label), the pointer finds that space even under a city's name


@dataclass(frozen=True)
class Axis:
    """One axis of the warp: board units to warped units, piecewise linear."""

    knots: tuple[float, ...]  # board units
    values: tuple[float, ...]  # warped units at each knot

    @classmethod
    def of(cls, length: float, bands: Sequence[tuple[float, float, float]]) -> Axis:
        knots, values, at, out = [0.0], [0.0], 0.0, 0.0
        for start, end, scale in bands:
            out += start - at
            knots.append(start)
            values.append(out)
            out += (end - start) * scale
            knots.append(end)
            values.append(out)
            at = end
        out += length - at
        knots.append(length)
        values.append(out)
        return cls(tuple(knots), tuple(values))

    @property
    def length(self) -> float:
        return self.values[-1]

    def __call__(self, v: float) -> float:
        i = min(max(bisect_right(self.knots, v) - 1, 0), len(self.knots) - 2)
        a, b = self.knots[i], self.knots[i + 1]
        u = (v - a) / (b - a) if b > a else 0.0
        return self.values[i] + u * (self.values[i + 1] - self.values[i])

    def scale_at(self, v: float) -> float:
        i = min(max(bisect_right(self.knots, v) - 1, 0), len(self.knots) - 2)
        a, b = self.knots[i], self.knots[i + 1]
        return (self.values[i + 1] - self.values[i]) / (b - a) if b > a else 1.0


@dataclass
class MapGeometry:
    board: object  # games.kreuzes.rules.board.Board
    rect: pygame.Rect  # where the map is drawn (window pixels), the warped board fitted inside
    x: Axis = field(init=False)
    y: Axis = field(init=False)
    k: float = field(init=False)  # pixels per warped unit
    polygons: dict[str, list[tuple[int, int]]] = field(init=False)
    labels: dict[str, tuple[int, int]] = field(init=False)
    _ids: pygame.Surface = field(init=False)
    _order: list[str] = field(init=False)
    _number: dict[str, int] = field(init=False)  # a space's colour in the id picture
    _marks: list[tuple[pygame.Rect, str]] = field(init=False, default_factory=list)
    _names: set[int] = field(init=False, default_factory=set)  # which of the marks are cities' names
    _outlines: dict[tuple[str, tuple[int, int, int]], tuple[pygame.Surface, tuple[int, int]]] = field(
        init=False, default_factory=dict)

    def __post_init__(self) -> None:
        b = self.board
        self.x = Axis.of(b.width, X_BANDS)  # type: ignore[attr-defined]
        self.y = Axis.of(b.height, Y_BANDS)  # type: ignore[attr-defined]
        self.k = min(self.rect.width / self.x.length, self.rect.height / self.y.length)
        w, h = round(self.x.length * self.k), round(self.y.length * self.k)
        self.rect = pygame.Rect(self.rect.x + (self.rect.width - w) // 2, self.rect.y + (self.rect.height - h) // 2,
                                w, h)
        spaces = b.spaces  # type: ignore[attr-defined]
        self.polygons = {sid: [self.point(p) for p in s.polygon] for sid, s in spaces.items()}
        self.labels = {sid: self.point(s.label) for sid, s in spaces.items()}
        self._order = list(spaces)
        self._number = {sid: n for n, sid in enumerate(self._order, start=1)}
        self._ids = pygame.Surface(self.rect.size)
        self._ids.fill((0, 0, 0))
        # painted as the map layer is (draw_map.paint_map): the sea is the ground, the land over it
        painted = [sid for sid in self._order if spaces[sid].is_sea] + [sid for sid in self._order
                                                                         if not spaces[sid].is_sea]
        for sid in painted:
            pts = [(px - self.rect.x, py - self.rect.y) for px, py in self.polygons[sid]]
            pygame.draw.polygon(self._ids, self._id_colour(sid), pts)

    @staticmethod
    def aspect_of(board: object) -> float:
        """The warped board's width over its height."""
        return Axis.of(board.width, X_BANDS).length / Axis.of(board.height, Y_BANDS).length  # type: ignore[attr-defined]

    def point(self, p: Point) -> tuple[int, int]:
        return round(self.rect.x + self.x(p[0]) * self.k), round(self.rect.y + self.y(p[1]) * self.k)

    def scale_at(self, sid: str) -> float:
        """Pixels per board unit around a space's label (the Levant's spaces are drawn larger)."""
        lx, ly = self.board.spaces[sid].label  # type: ignore[attr-defined]
        return self.k * min(self.x.scale_at(lx), self.y.scale_at(ly))

    def _id_colour(self, sid: str) -> tuple[int, int, int]:
        n = self._number[sid]
        return n & 255, n >> 8, 0

    def space_at(self, pos: tuple[int, int]) -> str | None:
        """The space drawn under the pointer: a name or piece drawn for it there, else its shape."""
        if not self.rect.collidepoint(pos):
            return None
        for k in range(len(self._marks) - 1, -1, -1):  # the last drawn lies on top
            rect, sid = self._marks[k]
            if rect.collidepoint(pos):
                # a name over another space's own spot leaves it that space's: where its pieces
                # stand, and where a hand aims to reach it
                return (self._spot_at(pos, sid) or sid) if k in self._names else sid
        return self.shape_at(pos)

    def _spot_at(self, pos: tuple[int, int], sid: str) -> str | None:
        """Another space than `sid` whose own spot (its label) is within SPOT_PX of `pos`."""
        return next((other for other, (x, y) in self.labels.items()
                     if other != sid and abs(x - pos[0]) <= SPOT_PX and abs(y - pos[1]) <= SPOT_PX), None)

    def shape_at(self, pos: tuple[int, int]) -> str | None:
        """The space whose painted shape covers `pos` (marks drawn over the map aside)."""
        if not self.rect.collidepoint(pos):
            return None
        r, g, _b, *_ = self._ids.get_at((pos[0] - self.rect.x, pos[1] - self.rect.y))
        n = r + (g << 8)
        return self._order[n - 1] if 0 < n <= len(self._order) else None

    def clear_marks(self) -> None:
        """The pieces and names are about to be drawn again."""
        self._marks = []
        self._names = set()

    def mark(self, rect: pygame.Rect, sid: str, name: bool = False) -> None:
        """Something of `sid` (its name, a piece on it) is drawn over the map in `rect`: pointing
        there means that space, whatever lies beneath (but another space's own spot under a name)."""
        if name:
            self._names.add(len(self._marks))
        self._marks.append((pygame.Rect(rect), sid))

    def marks(self) -> list[tuple[pygame.Rect, str]]:
        """Everything drawn over the map so far, each with its space."""
        return list(self._marks)

    def marks_of(self, sid: str) -> list[pygame.Rect]:
        """What is drawn of `sid` over the map so far."""
        return [rect for rect, space in self._marks if space == sid]

    def draw_outline(self, surface: pygame.Surface, sid: str, rgb: tuple[int, int, int]) -> None:
        """The border of the space's painted shape, two pixels wide inside it (cut once per space
        and colour, then blitted: hovering costs one blit a frame)."""
        key = (sid, rgb)
        found = self._outlines.get(key)
        if found is None:
            found = self._outlines[key] = self._cut_outline(sid, rgb)
        image, at = found
        surface.blit(image, at)

    def _cut_outline(self, sid: str, rgb: tuple[int, int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
        # only the polygon's box of the id picture is read: a few hundred microseconds, not tens of ms
        xs = [x - self.rect.x for x, _ in self.polygons[sid]]
        ys = [y - self.rect.y for _, y in self.polygons[sid]]
        box = pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)
        box = box.clip(self._ids.get_rect())
        shape = pygame.mask.from_threshold(self._ids.subsurface(box), (*self._id_colour(sid), 255), (1, 1, 1, 255))
        inner = shape.copy()
        for d in (1, 2):
            for offset in ((d, 0), (-d, 0), (0, d), (0, -d)):
                inner = inner.overlap_mask(shape, offset)
        edge = shape.copy()
        edge.erase(inner, (0, 0))
        image = pygame.Surface(box.size, pygame.SRCALPHA)
        edge.to_surface(image, setcolor=(*rgb, 255), unsetcolor=None)
        return image, (self.rect.x + box.x, self.rect.y + box.y)

    def piece_size(self, sid: str) -> int:
        """A piece's size on this space: most of a small space, never too small to take."""
        return max(18, min(34, round(self.scale_at(sid) * 26)))
