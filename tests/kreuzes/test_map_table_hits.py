"""The Kreuzes map answers to the pointer where it is drawn: at every window size, a pointer on a
space as the table paints it (inside its shape, on its city's name, on its pieces) names that
space, a space's own spot (where its pieces stand) names it even under another city's name, and
the hover outline is the outline of that painted shape.

The painted shapes are worked out here from the board's polygons as the map layer lays them
down: the sea is the ground, the land spaces are filled over it in the board's order, so a sea
polygon that runs a little onto a coast is land there, as it looks."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.contract import Seat
from games.kreuzes.table import table_model
from games.kreuzes.table.geometry import SPOT_PX
from games.kreuzes.table.palette import HIGHLIGHT
from games.kreuzes.table.view import TableView
from games.ui.art import fonts
from games.ui.game_scene import game_layout
from games.ui.scene import Frame

SIZES = [(1024, 768), (1600, 900), (1920, 1080)]
IDS = [f"{w}x{h}" for w, h in SIZES]
NAMED = ("alboran_sea", "north_aegean", "south_aegean", "sea_of_crete", "granada", "athens", "morea",
         "smyrna", "levantine_sea", "jerusalem", "moroccan_sea", "crete")
Mark = tuple[pygame.Rect, str]


def _table(size: tuple[int, int]) -> tuple[TableView, pygame.Surface, list[Mark], list[Mark]]:
    """A two-seat table at its start, drawn once at `size`; the names drawn on the map, and the
    squares of the pieces standing on it."""
    pygame.init()
    rules = registry.rules("kreuzes")
    seats = [Seat("Anna", "yellow", "human"), Seat("Benedict", "red", "human")]
    state = rules.setup(rules.info.default_options(2), seats, 3)
    view = TableView(rules, seats, {})
    view.layout(game_layout(Frame(size), False)["table"])
    view.show(rules.view(state, 0), 0, rules.legal_actions(state), 0)
    surface = pygame.Surface(size)
    with fonts.recording() as lines:
        view.draw(surface)
    board = rules.board
    names = {s.name: sid for sid, s in board.spaces.items()}
    labels = [(ln.rect, names[ln.words]) for ln in lines if ln.panel_name == "map" and ln.words in names]
    geo = view.geometry
    s = view._state
    tokens, taken = {t[0] for t in s.tokens}, {t[0] for t in s.taken}
    pieces: list[Mark] = []
    bounds = geo.rect.inflate(-4, -4)
    where = table_model.occupants(s, board, tokens, taken)
    for sid, _piece, (x, y), side in table_model.place_pieces(where, geo.labels, geo.piece_size, (
            bounds.left, bounds.top, bounds.right, bounds.bottom)):
        centre = (round(x), round(y))
        pieces.append((pygame.Rect(centre[0] - side // 2, centre[1] - side // 2, side, side), sid))
    return view, surface, labels, pieces


def _polygon_mask(size: tuple[int, int], points: list[tuple[int, int]]) -> pygame.mask.Mask:
    surf = pygame.Surface(size)
    surf.fill((0, 0, 0))
    pygame.draw.polygon(surf, (255, 255, 255), points)
    return pygame.mask.from_threshold(surf, (255, 255, 255, 255), (1, 1, 1, 255))


def _painted(view: TableView) -> dict[str, pygame.mask.Mask]:
    """Each space's shape as the map layer paints it, in the map's own coordinates."""
    geo = view.geometry
    board = view.board
    size = geo.rect.size
    own = {sid: _polygon_mask(size, [(x - geo.rect.x, y - geo.rect.y) for x, y in geo.polygons[sid]])
           for sid in board.spaces}
    above = pygame.mask.Mask(size)  # what is painted after the space in hand
    shapes = {}
    seas = [sid for sid, s in board.spaces.items() if s.is_sea]
    lands = [sid for sid, s in board.spaces.items() if s.is_land]
    for sid in reversed(seas + lands):
        shape = own[sid].copy()
        shape.erase(above, (0, 0))
        shapes[sid] = shape
        above.draw(own[sid], (0, 0))
    return shapes


def _eroded(mask: pygame.mask.Mask, r: int) -> pygame.mask.Mask:
    out = mask.copy()
    for d in range(1, r + 1):
        for offset in ((d, 0), (-d, 0), (0, d), (0, -d)):
            out = out.overlap_mask(mask, offset)
    return out


def _under(pos: tuple[int, int], marks: list[Mark]) -> str | None:
    """The space whose name or piece is drawn at pos (the last drawn on top)."""
    return next((sid for rect, sid in reversed(marks) if rect.collidepoint(pos)), None)


def _answer(pos: tuple[int, int], pieces: list[Mark], labels: list[Mark],
            spots: dict[str, tuple[int, int]]) -> str | None:
    """The space the table shows at pos: a piece's, else a name's, but under a name another
    space's own spot (where its pieces stand, where a hand aims to reach it) stays that space's."""
    found = _under(pos, pieces + labels)  # the names are drawn after the pieces (and never over one)
    if found is None or _under(pos, pieces) is not None:
        return found
    return next((other for other, (x, y) in spots.items()
                 if other != found and abs(x - pos[0]) <= SPOT_PX and abs(y - pos[1]) <= SPOT_PX), found)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_pointer_where_a_space_is_drawn_names_that_space(size: tuple[int, int]) -> None:
    view, _surface, labels, pieces = _table(size)
    marks = pieces + labels  # the names are drawn after the pieces (and never over one)
    geo = view.geometry
    wrong: dict[str, set[str | None]] = {}

    def drawn(pos: tuple[int, int]) -> str | None:
        return _answer(pos, pieces, labels, geo.labels)

    def expect(sid: str, pos: tuple[int, int]) -> None:
        got = geo.space_at(pos)
        if got != sid:
            wrong.setdefault(sid, set()).add(got)

    for sid in view.board.spaces:
        expect(drawn(geo.labels[sid]) or sid, geo.labels[sid])
        assert drawn(geo.labels[sid]) in (None, sid) or _under(geo.labels[sid], pieces) is not None, sid
    for rect, sid in labels:  # the cities' names, often over the sea beside a small space
        for pos in (rect.center, (rect.left + 2, rect.centery), (rect.right - 3, rect.centery)):
            if drawn(pos) == sid:
                expect(sid, pos)
    for rect, sid in pieces:  # the middle of each piece standing on a space
        if _under(rect.center, marks) == sid:
            expect(sid, rect.center)
    ox, oy = geo.rect.topleft
    for sid, shape in _painted(view).items():  # every other point inside its painted shape
        inner = _eroded(shape, 2)
        for box in inner.get_bounding_rects():
            for y in range(box.top, box.bottom, 2):
                for x in range(box.left, box.right, 2):
                    if inner.get_at((x, y)) and _under((x + ox, y + oy), marks) is None:
                        expect(sid, (x + ox, y + oy))
    assert not wrong, f"pointed at, these spaces answered as others: {wrong}"


def _free_point(shape: pygame.mask.Mask, marks: list[Mark], origin: tuple[int, int], sid: str) -> tuple[int, int]:
    """A window point well inside the painted shape where nothing of another space is drawn."""
    ox, oy = origin
    for r in (3, 1):
        inner = _eroded(shape, r)
        for box in inner.get_bounding_rects():
            for y in range(box.top, box.bottom):
                for x in range(box.left, box.right):
                    if inner.get_at((x, y)) and _under((x + ox, y + oy), marks) in (None, sid):
                        return x + ox, y + oy
    raise AssertionError(f"{sid} has no point of its own to hover")


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_hover_outline_is_the_painted_shape_of_the_space(size: tuple[int, int]) -> None:
    view, surface, labels, pieces = _table(size)
    marks = pieces + labels
    geo = view.geometry
    ox, oy = geo.rect.topleft
    area = geo.rect
    base = pygame.mask.from_threshold(surface.subsurface(area), HIGHLIGHT, (1, 1, 1, 255))
    shapes = _painted(view)
    spaces = list(view.board.spaces) if size == (1600, 900) else list(NAMED)
    bad: dict[str, tuple[int, int]] = {}
    for sid in spaces:
        shape = shapes[sid]
        pos = _free_point(shape, marks, (ox, oy), sid)
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        view.draw(surface)
        lit = pygame.mask.from_threshold(surface.subsurface(area), HIGHLIGHT, (1, 1, 1, 255))
        lit.erase(base, (0, 0))
        edge = shape.copy()
        edge.erase(_eroded(shape, 1), (0, 0))  # the shape's own border pixels
        grown = shape.copy()
        for offset in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            grown.draw(shape, offset)
        outside = lit.copy()
        outside.erase(grown, (0, 0))  # outline drawn off the shape
        missing = edge.copy()
        missing.erase(lit, (0, 0))  # border left unlit
        if outside.count() or missing.count() > edge.count() // 50:
            bad[sid] = (outside.count(), missing.count())
    assert not bad, f"hover outline off the painted shape (pixels off it, border pixels unlit): {bad}"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_jerusalem_is_named_on_the_map_beside_its_citadel(size: tuple[int, int]) -> None:
    """The Citadel's garrison count takes the place under it: the name goes beside it instead."""
    view, _surface, labels, pieces = _table(size)
    named = [rect for rect, sid in labels if sid == "jerusalem"]
    assert len(named) == 1
    citadel = next(rect for rect, sid in pieces if sid == "jerusalem")
    assert named[0].inflate(2 * citadel.width, 2 * citadel.height).colliderect(citadel)
    for rect, sid in pieces:
        assert not named[0].colliderect(rect), sid
