"""The board as a printed map: parchment-toned land (plains light, mountains darker with hill
marks), a pale sea with wave strokes, thin ink between spaces, a heavy ink coast, the straits'
double arrows and the cities' names. Painted once per size into a layer; pieces go on top."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.kreuzes.table.geometry import MapGeometry
from games.kreuzes.table.palette import COAST, INK, LAND_EDGE, MOUNTAINS, PLAINS, SEA, SEA_EDGE, STRAIT
from games.ui.art import fonts
from games.ui.art.colour import shade
from games.ui.art.fonts import font


def paint_map(geo: MapGeometry, px: int) -> pygame.Surface:
    """The map layer, the size of geo.rect (text noted where the layer will be shown)."""
    rect = geo.rect
    layer = pygame.Surface(rect.size)
    layer.fill(SEA)
    off = (-rect.x, -rect.y)
    spaces = geo.board.spaces  # type: ignore[attr-defined]

    def local(points: list[tuple[int, int]]) -> list[tuple[int, int]]:
        return [(x + off[0], y + off[1]) for x, y in points]

    for sid, s in spaces.items():
        if s.is_land:
            pygame.draw.polygon(layer, MOUNTAINS if s.terrain == "mountains" else PLAINS, local(geo.polygons[sid]))
    _texture(layer, geo)
    counts: dict[tuple[tuple[int, int], tuple[int, int]], int] = {}
    for sid, s in spaces.items():
        pts = local(geo.polygons[sid])
        pygame.draw.lines(layer, LAND_EDGE if s.is_land else SEA_EDGE, True, pts, 1)
        if s.is_land:
            for a, b in zip(pts, pts[1:] + pts[:1], strict=True):
                key = (min(a, b), max(a, b))
                counts[key] = counts.get(key, 0) + 1
    w, h = rect.size
    width = max(2, round(px / 8))
    for (a, b), n in counts.items():
        on_edge = (a[0] <= 1 and b[0] <= 1) or (a[1] <= 1 and b[1] <= 1) or (a[0] >= w - 2 and b[0] >= w - 2) \
            or (a[1] >= h - 2 and b[1] >= h - 2)
        if n == 1 and not on_edge:
            pygame.draw.line(layer, COAST, a, b, width)
    for strait in geo.board.straits:  # type: ignore[attr-defined]
        a, b = geo.labels[strait.a], geo.labels[strait.b]
        _double_arrow(layer, (a[0] + off[0], a[1] + off[1]), (b[0] + off[0], b[1] + off[1]), px)
    pygame.draw.rect(layer, INK, layer.get_rect(), 2)
    return layer


def _texture(layer: pygame.Surface, geo: MapGeometry) -> None:
    """Hill marks on mountains and wave strokes on the sea, on a fixed grid so it never shimmers."""
    step = max(12, round(geo.k * 11))
    spaces = geo.board.spaces  # type: ignore[attr-defined]
    rect = geo.rect
    for gy in range(step // 2, rect.height, step):
        for gx in range(step // 2 + (gy // step % 2) * step // 2, rect.width, step):
            sid = geo.shape_at((rect.x + gx, rect.y + gy))
            if sid is None:
                continue
            s = spaces[sid]
            r = max(3, step // 4)
            if s.terrain == "mountains":
                pts = [(gx - r, gy + r // 2), (gx, gy - r // 2), (gx + r, gy + r // 2)]
                pygame.draw.lines(layer, shade(MOUNTAINS, 0.72), False, pts, 1)
            elif s.is_sea and (gx // step + gy // step) % 3 == 0:
                pygame.draw.arc(layer, shade(SEA, 0.86), (gx - r, gy - r // 2, r, r), 0.3, math.pi - 0.3, 1)
                pygame.draw.arc(layer, shade(SEA, 0.86), (gx, gy - r // 2, r, r), 0.3, math.pi - 0.3, 1)


def _double_arrow(layer: pygame.Surface, a: tuple[int, int], b: tuple[int, int], px: int) -> None:
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    inset = px * 0.7
    a2 = (a[0] + inset * math.cos(ang), a[1] + inset * math.sin(ang))
    b2 = (b[0] - inset * math.cos(ang), b[1] - inset * math.sin(ang))
    width = max(2, px // 7)
    pygame.draw.line(layer, shade(STRAIT, 0.5), a2, b2, width + 2)
    pygame.draw.line(layer, STRAIT, a2, b2, width)
    head = px * 0.45
    for tip, d in ((a2, ang + math.pi), (b2, ang)):
        pts = [tip, (tip[0] - head * math.cos(d - 0.5), tip[1] - head * math.sin(d - 0.5)),
               (tip[0] - head * math.cos(d + 0.5), tip[1] - head * math.sin(d + 0.5))]
        pygame.draw.polygon(layer, STRAIT, pts)
        pygame.draw.polygon(layer, shade(STRAIT, 0.5), pts, 1)


@dataclass(frozen=True)
class Name:
    """A city's name as placed on the map: its type size and rect, and the leader line drawn to it
    from its token (None: the name touches the token)."""

    sid: str
    px: int
    rect: pygame.Rect
    leader: tuple[tuple[int, int], tuple[int, int]] | None = None


def draw_names(surf: pygame.Surface, geo: MapGeometry, px: int, avoid: list[pygame.Rect]) -> None:
    """The cities' names, each clearly its own city's: beside its token and nearer it than any
    other piece on the map (a name between two tokens, or by a neighbour's knight, reads as the
    wrong city's): under the token, else above, right or left of its pieces, or at a corner, in a
    smaller type where the body size finds no such place; where the map is too crowded for that,
    in open room a little further, a thin line leading to it from its token. A name that finds
    neither is left out (hovering the space names it). A name drawn is marked on the map as its
    space's: it often lies on the sea beside a small coastal space, and pointing at it means the
    city."""
    global _placed
    key = (tuple((tuple(r), sid) for r, sid in geo.marks()), tuple(tuple(r) for r in avoid), px, tuple(geo.rect))
    if _placed is None or _placed[0] != key:  # the map is composed again far more often than its pieces move
        _placed = (key, place_names(geo, px, avoid))
    spaces = geo.board.spaces  # type: ignore[attr-defined]
    with fonts.panel(geo.rect, "map"):
        for name in _placed[1]:
            if name.leader is not None:  # haloed like the names, so it stands out of the map's borders
                pygame.draw.line(surf, NAME_HALO, *name.leader, 3)
                pygame.draw.line(surf, INK, *name.leader, 1)
            geo.mark(name.rect, name.sid, name=True)
            _draw_name(surf, spaces[name.sid].name, name.px, name.rect)


_placed: tuple[object, list[Name]] | None = None  # the last placing, and what it was placed for


def placed_names() -> list[Name]:
    """The names the map shows now (as last drawn)."""
    return list(_placed[1]) if _placed is not None else []


def place_names(geo: MapGeometry, px: int, avoid: list[pygame.Rect]) -> list[Name]:
    """Where each city's name goes: Jerusalem's first (beside its Citadel, else led to), then
    always the city with the fewest places left beside its token, so a name with room to spare
    never takes a crowded neighbour's only place; then the names left over, each in open room with
    a leader line."""
    spaces = geo.board.spaces  # type: ignore[attr-defined]
    jerusalem = geo.board.jerusalem  # type: ignore[attr-defined]
    room = _Room(geo, px, avoid)
    out: list[Name] = []
    first = (room.beside(jerusalem) or [None])[0] or room.led(jerusalem)  # the city the game is about
    if first is not None:
        out.append(room.take(first))
    # where each name could go, the pieces alone considered: a name placed only takes places away
    found = {sid: [n for n in room.beside(sid) if room.clear(n.rect)] for sid, s in spaces.items()
             if s.city is not None and sid != jerusalem}
    while any(found.values()):
        sid = min((c for c in found if found[c]), key=lambda c: len(found[c]))
        name = room.take(found.pop(sid)[0])
        out.append(name)
        kept = name.rect.inflate(room.gap, 0)  # two names side by side read as one ("AthensPalermo")
        found = {c: [n for n in names if not n.rect.colliderect(kept)] for c, names in found.items()}
    for sid in found:
        led = room.led(sid)
        if led is not None:
            out.append(room.take(led))
    return out


class _Room:
    """What a name must keep clear of on the map: the pieces, the names placed so far."""

    def __init__(self, geo: MapGeometry, px: int, avoid: list[pygame.Rect]) -> None:
        self.geo, self.px, self.avoid = geo, px, avoid
        self.gap = 2 * (px // 2)  # the room kept between two names on a line, both sides together
        self.bounds = geo.rect.inflate(-4, -4)
        self.names: list[pygame.Rect] = []
        self.leaders: list[tuple[tuple[int, int], tuple[int, int]]] = []
        self.pieces = geo.marks()
        self.spaces = geo.board.spaces  # type: ignore[attr-defined]
        self.spots = list(geo.labels.items())
        self.own: dict[str, list[pygame.Rect]] = {}
        for rect, sid in self.pieces:
            self.own.setdefault(sid, []).append(rect)

    def take(self, name: Name) -> Name:
        self.names.append(name.rect)
        if name.leader is not None:
            self.leaders.append(name.leader)
        return name

    def clear(self, rect: pygame.Rect) -> bool:
        """Clear of the names placed so far and their leader lines."""
        return (rect.inflate(self.gap, 0).collidelist(self.names) < 0
                and not any(rect.clipline(*line) for line in self.leaders))

    def _free(self, rect: pygame.Rect, sid: str) -> bool:
        """On the map and clear of every piece (its own too) and count."""
        own = self.own.get(sid, [])
        # the room kept around its own pieces (a count's badge stays apart in `avoid`) is no obstacle
        others = [r for r in self.avoid if not any(r.contains(p) for p in own)]
        return self.bounds.contains(rect) and rect.collidelist(others) < 0 and rect.collidelist(own) < 0

    def _covers_a_spot(self, rect: pygame.Rect, sid: str) -> bool:
        """Over another space's own spot, where its pieces stand and where a hand aims to reach it
        (the pointer there still finds that space, but the name hides where to aim)."""
        return any(rect.collidepoint(p) for other, p in self.spots if other != sid)

    def _rivals(self, sid: str) -> list[tuple[int, int]]:
        """Every other space's piece, and the place of a city with none."""
        return [r.center for r, other in self.pieces if other != sid] + \
            [self.geo.labels[c] for c, s in self.spaces.items()
             if c != sid and s.city is not None and c not in self.own]

    def beside(self, sid: str) -> list[Name]:
        """Its name's places touching its token and nearer it than anything else, best first (the
        names placed so far aside)."""
        home = city_point(self.geo, sid)
        # only what lies near can be as near a name as its token (the placing takes a third of the time)
        reach = font(self.px, bold=True).size(self.spaces[sid].name)[0] + 3 * self.geo.piece_size(sid) + self.px
        rivals = [p for p in self._rivals(sid) if abs(p[0] - home[0]) < reach and abs(p[1] - home[1]) < reach]
        found = []
        for size in _name_sizes(self.px):
            for r in _name_places(self.geo, sid, font(size, bold=True).size(self.spaces[sid].name),
                                  self.own.get(sid, [])):
                if self._free(r, sid) and unambiguous(r, home, rivals, size):
                    found.append(Name(sid, size, r))
        # a place over another space's spot only where there is no other (that spot still answers
        # to its own space: MapGeometry.space_at)
        return sorted(found, key=lambda n: self._covers_a_spot(n.rect, sid))

    def led(self, sid: str) -> Name | None:
        """Its name a little way off in open room, the nearest such place, with a line from its
        token that crosses no piece, count or name; the name keeps a line's clearance from every
        other piece, so it is never read as theirs."""
        home = city_point(self.geo, sid)
        half = self.geo.piece_size(sid) / 2
        others = [r for r, other in self.pieces if other != sid]
        # the line crosses no piece, count or name (its own token's room, where it starts, aside)
        crossed = others + self.names + [r for r in self.avoid if not r.collidepoint(home)]
        for size in _name_sizes(self.px):
            text = font(size, bold=True).size(self.spaces[sid].name)
            # only Jerusalem's name, which must be there, may go further off than three pieces
            far = (4.0, 5.0) if sid == self.geo.board.jerusalem else ()  # type: ignore[attr-defined]
            for r in _leader_places(home, half, text, self.geo.piece_size(sid), far):
                near_other = r.inflate(2 * size, 2 * size).collidelist(others) >= 0
                if near_other or not self._free(r, sid) or not self.clear(r) or self._covers_a_spot(r, sid):
                    continue
                end = _nearest_point(r, home)
                d = math.dist(home, end)
                rim = (round(home[0] + (end[0] - home[0]) * (half + 1) / d),
                       round(home[1] + (end[1] - home[1]) * (half + 1) / d))
                if any(o.inflate(-2, -2).clipline(rim, end) for o in crossed):
                    continue
                return Name(sid, size, r, (rim, end))
        return None


def _leader_places(home: tuple[int, int], half: float, size: tuple[int, int], piece: int,
                   further: tuple[float, ...] = ()) -> list[pygame.Rect]:
    """Places a little way off a token in eight directions, nearest first; each faces the token
    with its nearest side or corner (straight above, below or beside it also with an end or a
    corner, so a name fits between other pieces)."""
    anchors = [(1, 0, "midleft"), (-1, 0, "midright"), (0, 1, "midtop"), (0, -1, "midbottom"),
               (1, 1, "topleft"), (-1, 1, "topright"), (1, -1, "bottomleft"), (-1, -1, "bottomright"),
               (0, 1, "topleft"), (0, 1, "topright"), (0, -1, "bottomleft"), (0, -1, "bottomright"),
               (1, 0, "topleft"), (1, 0, "bottomleft"), (-1, 0, "topright"), (-1, 0, "bottomright")]
    places = []
    for far in (0.9, 1.5, 2.2, 3.0, *further):
        d = half + far * piece
        for dx, dy, anchor in anchors:
            k = d / math.hypot(dx, dy)
            rect = pygame.Rect((0, 0), size)
            setattr(rect, anchor, (round(home[0] + dx * k), round(home[1] + dy * k)))
            places.append(rect)
    return places


def _nearest_point(rect: pygame.Rect, p: tuple[int, int]) -> tuple[int, int]:
    return min(max(p[0], rect.left), rect.right - 1), min(max(p[1], rect.top), rect.bottom - 1)


def city_point(geo: MapGeometry, sid: str) -> tuple[int, int]:
    """Where a city's token (Jerusalem's Citadel) is drawn: its space's first piece, else its label."""
    own = geo.marks_of(sid)
    return own[0].center if own else geo.labels[sid]


def unambiguous(rect: pygame.Rect, own: tuple[int, int], rivals: list[tuple[int, int]], px: int) -> bool:
    """A name at `rect` reads as the city at `own`: every other space's piece (or a city's place) is
    further from it by a good half line (equally near, the eye cannot tell whose name it is)."""
    near = _distance(rect, own)
    return all(_distance(rect, p) >= near + px * NAME_MARGIN for p in rivals)


NAME_HALO = (250, 240, 214)  # the paler rim that lifts a name (and its leader line) off the map
NAME_MARGIN = 0.6  # of a line: how much nearer its own token than anything else a city's name must be


def _distance(rect: pygame.Rect, p: tuple[int, int]) -> float:
    dx = max(rect.left - p[0], 0, p[0] - rect.right)
    dy = max(rect.top - p[1], 0, p[1] - rect.bottom)
    return math.hypot(dx, dy)


def _name_sizes(px: int) -> tuple[int, ...]:
    """The body size, then a smaller type for a crowded corner of the map, never below the least
    the table reads at (Layout.fit: 12 px on a small window, 14 from 1280x720 on, which a body
    size of 14 or more says)."""
    small = max(14 if px >= 14 else 12, round(px * 0.8))
    return (px, small) if small < px else (px,)


def _draw_name(surf: pygame.Surface, name: str, px: int, where: pygame.Rect) -> None:
    halo = font(px, bold=True).render(name, True, NAME_HALO)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surf.blit(halo, where.move(dx, dy))
    fonts.text(surf, name, px, INK, where.topleft, bold=True)


def _name_places(geo: MapGeometry, sid: str, size: tuple[int, int], own: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where a space's name may go, best first: under its label, then above, right and left of its
    pieces, then beside them half a line up or down, then at their corners, then under or above
    them flush with a side (never further: a name must touch its own)."""
    x, y = geo.labels[sid]
    half = geo.piece_size(sid) // 2
    pieces = own[0].unionall(own[1:]) if own else pygame.Rect(x - half, y - half, 2 * half, 2 * half)
    h = size[1]
    anchors = [("midtop", (x, y + half + 2)), ("midbottom", (pieces.centerx, pieces.top - 2))]
    for dy in (0, -h // 2, h // 2):
        anchors += [("midleft", (pieces.right + 4, pieces.centery + dy)),
                    ("midright", (pieces.left - 4, pieces.centery + dy))]
    anchors += [("topleft", (pieces.right - 2, pieces.bottom - 2)), ("topright", (pieces.left + 2, pieces.bottom - 2)),
                ("bottomleft", (pieces.right - 2, pieces.top + 2)), ("bottomright", (pieces.left + 2, pieces.top + 2))]
    # under or above, flush with a side of its pieces rather than centred on them
    anchors += [("topleft", (pieces.left, pieces.bottom + 2)), ("topright", (pieces.right, pieces.bottom + 2)),
                ("bottomleft", (pieces.left, pieces.top - 2)), ("bottomright", (pieces.right, pieces.top - 2))]
    places = []
    for anchor, at in anchors:
        rect = pygame.Rect((0, 0), size)
        setattr(rect, anchor, at)
        places.append(rect)
    return places
