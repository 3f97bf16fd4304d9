"""Medina's table: the parchment city, the wooden pieces, the screens; played with the mouse.

The view draws only from `rules.view(state, seat)` and turns gestures into `Place` actions
for the shell: drag a piece from the open screen onto a space, or click the piece and then
the space. The still parts (table, board, pieces, panels) are composed into one surface per
state; a frame blits it and adds only what moves (pieces flying in, the held piece, glows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from games.core.contract import Action, Rules, Seat
from games.medina.rules.state import INHABITANT, MedinaState, Place
from games.medina.table.draw_board import build_background
from games.medina.table.draw_box import draw_box_art
from games.medina.table.draw_city import SeatLook, build_city_layer, sprite_for
from games.medina.table.draw_palette import HIGHLIGHT, LEGAL
from games.medina.table.draw_panels import (
    BOX_INHABITANT,
    Hits,
    Seating,
    Slot,
    draw_bottom,
    draw_legend,
    draw_top,
    draw_unheld,
    every_tile,
    smallest_tile,
    unheld_height,
)
from games.medina.table.table_layout import COLS, ROWS, TableLayout
from games.medina.table.table_model import placements, tile_points
from games.medina.table.table_tips import TipContext, tooltip_text
from games.medina.table.table_why import why_nowhere
from games.ui.art import fonts
from games.ui.art.marks import seat_marks
from games.ui.art.soft import glow
from games.ui.art.surfaces import for_display
from games.ui.gestures import PointerGesture

__all__ = ["TableView", "draw_box_art"]

Cell = tuple[int, int]
FLIGHT_SECONDS = 0.25  # a placed piece settles onto its space in about a quarter second


@dataclass
class _Flight:
    cell: Cell
    piece: str
    owner: int | None
    t: float = 0.0


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rules = rules
        self.seats = list(seats)
        self.options = dict(options)
        by_name = {c.name: c.rgb for c in rules.info.colours}
        palette = [c.rgb for c in rules.info.colours]
        colours = [by_name.get(s.colour, palette[i % len(palette)]) for i, s in enumerate(self.seats)]
        marks = seat_marks(len(self.seats))
        colour_names = tuple(getattr(getattr(rules, "config", None), "colours", ("grey", "black", "brown", "orange")))
        self._seating = Seating([s.name for s in self.seats], colours, marks, tile_points(rules, colour_names))
        self._look = SeatLook(tuple(colours), tuple(marks))
        self._layout: TableLayout | None = None
        self._state: MedinaState | None = None
        self._seat: int | None = None
        self._acting: int | None = None
        self._legal: list[Action] = []
        self._targets: dict[str, set[Cell]] = {}
        self._placed: set[tuple[Cell, str]] = set()
        # What changed since your last turn: who placed each piece this table saw placed, and for each
        # seat the pieces on the board when its last turn ended (each human at a shared screen has its own).
        self._placer: dict[tuple[Cell, str], int] = {}
        self._seen: dict[int, set[tuple[Cell, str]]] = {}
        self._why: str | None = None  # why the piece in hand fits nowhere, said beside it
        self._flights: list[_Flight] = []
        self._held: str | None = None
        self._held_note: pygame.Rect | None = None  # the words under the piece in hand, as last drawn
        self._pointer = PointerGesture()
        self._background: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None
        self._overlays: dict[str, pygame.Surface] = {}
        self._hits = Hits()

    # --- the TableView protocol ---

    def layout(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if self._layout is not None and self._layout.area == rect:
            return
        self._layout = TableLayout.fit(rect, max(0, len(self.seats) - 1))
        self._background = None
        self._frame = None
        self._overlays.clear()

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        before = self._state
        self._state = view
        self._seat = seat
        self._acting = acting
        self._legal = list(legal)
        self._targets = {}
        for action in self._legal:
            if isinstance(action, Place):
                self._targets.setdefault(action.piece, set()).add(action.cell)
        if self._held is not None and self._held not in self._targets:
            self._drop_back()
        self._overlays.clear()
        self._seating.sheets = list(self.rules.scores(view))
        self._follow_placements(before, view)
        self._frame = None

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        return self._pointer.route(event, press=self._press_at, target_at=self._cell_at, drop_on=self._place,
                                   put_back=self._drop_back)

    def cancel_gesture(self) -> bool:
        """Esc: put a held piece back; False when nothing was held (Esc then opens the menu)."""
        held = self._held is not None
        self._drop_back()
        return held

    def update(self, dt: float) -> None:
        if not self._flights:
            return
        for flight in self._flights:
            flight.t += max(0.0, dt)
        landed = [f for f in self._flights if f.t >= FLIGHT_SECONDS]
        if landed:
            self._flights = [f for f in self._flights if f.t < FLIGHT_SECONDS]
            self._frame = None

    def is_animating(self) -> bool:
        return bool(self._flights)

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            self.layout(surface.get_rect())
        lay = self._layout
        assert lay is not None
        if self._frame is None:
            self._frame = self._compose(lay)
        surface.blit(self._frame, lay.area.topleft)
        if self._state is None:
            return
        self._draw_flights(surface, lay)
        self._draw_hover(surface, lay)
        self._draw_held(surface, lay)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        if self._state is None or self._layout is None:
            return None
        ctx = TipContext(self.rules, self._state, self._seating, self._held, self._targets, self._seat)
        for slot in self._hits.slots:
            if slot.rect.collidepoint(pos):
                return tooltip_text(ctx, slot=slot)
        for spot in self._hits.spots:
            if spot.rect.collidepoint(pos):
                return tooltip_text(ctx, spot=spot.what)
        cell = self._cell_at(pos)
        if cell is not None:
            return tooltip_text(ctx, cell=cell)
        return None

    # --- what the tests and the shell may ask ---

    @property
    def held(self) -> str | None:
        """The piece in hand (the rules' name), or None."""
        return self._held

    @property
    def why_held_fits_nowhere(self) -> str | None:
        """The reason said beside a piece in hand that no space takes (None when some space does)."""
        return self._why

    def changed_since_last_turn(self) -> set[Cell]:
        """The spaces marked for the seat at the screen: placed by others since its last turn ended."""
        return set(self._marks())

    def lit_cells(self) -> set[Cell]:
        """The spaces lit for the piece in hand: exactly its targets in `legal`."""
        return set(self._targets.get(self._held, set())) if self._held else set()

    def slot_rect(self, piece: str) -> pygame.Rect | None:
        """Where the pile of `piece` lies on the open screen (None when it is not shown)."""
        rects = self.slot_rects(piece)
        return rects[0] if rects else None

    def slot_rects(self, piece: str) -> list[pygame.Rect]:
        """Every place `piece` can be picked up from (each dome in front of the screen is one)."""
        return [pygame.Rect(slot.rect) for slot in self._slots_of(piece)]

    def _slots_of(self, piece: str) -> list[Slot]:
        return [slot for slot in self._hits.slots
                if slot.piece == piece or (slot.piece == BOX_INHABITANT and piece == INHABITANT)]

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where a hinted move lies on the table (games/ui/hint_panel.py marks it): the pile its
        piece comes from and the space it goes to."""
        if not isinstance(action, Place) or self._layout is None:
            return []
        self._ensure_frame()
        # The pile with its count: the ring goes round the "×8" beneath, not over it.
        pile = [pygame.Rect(slot.whole or slot.rect) for slot in self._slots_of(action.piece)][:1]
        return pile + [pygame.Rect(self._layout.board.cell_rect(action.cell))]

    def cell_center(self, cell: Cell) -> tuple[int, int]:
        assert self._layout is not None
        return self._layout.board.cell_rect(cell).center

    # --- gestures ---

    def _press_at(self, pos: tuple[int, int]) -> Action | None:
        self._ensure_frame()
        slot = self._slot_at(pos)
        if slot is not None and self._seat is not None and self._seat == self._acting:
            # As at a real table, any piece of yours can be taken in hand on your turn; one that fits
            # nowhere says why beside it, and dropping it anyway lets the rules explain that space.
            piece = INHABITANT if slot.piece == BOX_INHABITANT else slot.piece
            self._held = piece
            self._why = None if piece in self._targets else self._why_nowhere(piece)
            self._pointer.pick_up(pos)
            self._overlays.pop("legal", None)
            return None
        if self._held is not None:
            cell = self._cell_at(pos)
            if cell is not None:
                return self._place(cell)
            self._drop_back()
        return None

    def _place(self, cell: Cell) -> Action:
        piece = self._held
        assert piece is not None
        self._drop_back()
        return Place(piece, cell)

    def _why_nowhere(self, piece: str) -> str:
        assert self._state is not None and self._seat is not None
        return why_nowhere(self.rules, self._state, self._seat, piece)

    def _drop_back(self) -> None:
        self._held = None
        self._why = None
        self._pointer.release()
        self._overlays.pop("legal", None)

    def _slot_at(self, pos: tuple[int, int]) -> Slot | None:
        for slot in self._hits.slots:
            if slot.rect.inflate(6, 6).collidepoint(pos):
                return slot
        return None

    def _cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if self._layout is None:
            return None
        return self._layout.board.cell_at(pos)

    def _ensure_frame(self) -> None:
        """Hit spots come from composing the frame; compose it if no draw happened yet."""
        if self._frame is None and self._layout is not None:
            self._frame = self._compose(self._layout)

    # --- following the game ---

    def _follow_placements(self, before: MedinaState | None, view: MedinaState) -> None:
        now = placements(view)
        if before is None:
            self._placed = now
            self._seen = {seat: set(now) for seat in range(view.players)}
            return
        added = now - self._placed
        removed = self._placed - now
        self._placed = now
        if removed:  # an undo or a reload: forget pieces that are gone
            self._flights = [f for f in self._flights if (f.cell, f.piece) in now]
            for piece in removed:
                self._placer.pop(piece, None)
        actor = before.turn
        if actor is not None:
            for piece in added:
                self._placer[piece] = actor
            if view.turn != actor:  # its turn ended: what it saw then is what later marks are measured from
                self._seen[actor] = set(now)
        # A jump of many pieces (a loaded save) appears at once; a move flies in.
        if added and len(added) <= 4:
            owners = {p.dome: p.owner for p in view.palaces if p.dome is not None}
            for cell, piece in sorted(added):
                self._flights.append(_Flight(cell, piece, owners.get(cell) if piece == "dome" else None))

    def _marks(self) -> dict[Cell, int]:
        """For the seat at the screen, the pieces others placed since its last turn ended, with who placed each."""
        seat = self._bottom_seat()
        if seat is None or seat not in self._seen:
            return {}
        seen = self._seen[seat]
        return {cell: who for (cell, piece), who in self._placer.items()
                if who != seat and (cell, piece) not in seen and (cell, piece) in self._placed}

    # --- drawing ---

    def _bottom_seat(self) -> int | None:
        if self._seat is not None:
            return self._seat
        if self._acting is not None:
            return self._acting
        return 0 if self.seats else None

    def _compose(self, lay: TableLayout) -> pygame.Surface:
        if self._background is None:
            cols = {c: chr(ord("A") + c) for c in range(COLS)}
            rows = {r: str(r + 1) for r in range(ROWS)}
            label = max(14, int(lay.unit * 0.72))
            with fonts.origin(*lay.area.topleft):
                self._background = for_display(build_background(lay.area.size, lay.area.topleft, lay.board,
                                                                 lay.margin, cols, rows, label))
        frame = self._background.copy()
        self._hits = Hits()
        state = self._state
        if state is None:
            return frame
        offset = (-lay.area.left, -lay.area.top)
        hidden = {(f.cell, f.piece) for f in self._flights}
        with fonts.origin(lay.board.left, lay.board.top):
            with fonts.panel(pygame.Rect((0, 0), lay.board.rect.size), "board"):
                city = build_city_layer(lay.board, state, self._look, hidden, self._marks())
        frame.blit(city, lay.board.rect.move(offset))
        with fonts.origin(*lay.area.topleft):
            parts = self._panels(frame, lay, state)
        for part in parts:
            self._hits.slots += [s.moved(lay.area.topleft) for s in part.slots]
            self._hits.spots += [type(s)(s.rect.move(lay.area.topleft), s.what) for s in part.spots]
        return frame

    def _panels(self, frame: pygame.Surface, lay: TableLayout, state: MedinaState) -> list[Hits]:
        """The holdings round the board, drawn into the frame (whose top-left is the area's)."""
        def local(r: pygame.Rect) -> pygame.Rect:
            return r.move(-lay.area.left, -lay.area.top)

        bottom = self._bottom_seat()
        others = [s for s in range(state.players) if s != bottom]
        if bottom is not None:
            others = others[bottom:] + others[:bottom]  # clockwise from the seat at the table's edge
        active = set(self._targets) if self._seat is not None and self._seat == self._acting else set()
        seats = draw_top(frame, local(lay.seats), state, self._seating, others, self._acting, lay.unit, lay.plaque_h,
                         lay.stacked)
        pad = lay.unit // 2
        room = local(lay.left)
        if not lay.stacked and not lay.right.width:  # one column: keep room for the loose tiles under the legend
            # ... as many as the game starts with, so the legend and the tiles keep their places all game
            every = every_tile(state)
            room.height -= unheld_height(state, room.width, lay.unit, smallest_tile(lay.unit), every)[1] + pad
        legend = draw_legend(frame, room, state, self._seating, self._acting, lay.unit,
                             "Drag a piece onto a lit space" if active else "")
        column = local(lay.right if lay.right.width else lay.left)
        below = seats.bottom if lay.stacked else legend.bottom if not lay.right.width else column.top - pad
        column = pygame.Rect(column.left, below + pad, column.width, column.bottom - below - pad)
        parts = [seats, legend, draw_unheld(frame, column, state, self._seating, lay.unit)]
        if bottom is not None:
            parts.append(draw_bottom(frame, local(lay.bottom), state, self._seating, bottom, self._acting, active,
                                     lay.unit))
        return parts

    def _legal_overlay(self, lay: TableLayout) -> pygame.Surface | None:
        if not self._held:
            return None
        if "legal" not in self._overlays:
            s = lay.board.cell
            over = pygame.Surface(lay.board.rect.size, pygame.SRCALPHA)
            # Dim the whole city a little so the lit spaces are the first thing the eye finds.
            over.fill((24, 14, 6, 70))
            for cell in self._targets.get(self._held, ()):
                rect = lay.board.local_rect(cell)
                over.fill((0, 0, 0, 0), rect)
                rect = rect.inflate(-max(2, s // 12), -max(2, s // 12))
                pygame.draw.rect(over, (*LEGAL, 110), rect, border_radius=max(2, s // 6))
                pygame.draw.rect(over, (*LEGAL, 255), rect, max(2, s // 12), border_radius=max(2, s // 6))
            self._overlays["legal"] = over
        return self._overlays["legal"]

    def _draw_flights(self, surface: pygame.Surface, lay: TableLayout) -> None:
        geom = lay.board
        for flight in self._flights:
            e = _ease_out(min(1.0, flight.t / FLIGHT_SECONDS))
            sprite = sprite_for(geom, flight.cell, flight.piece, flight.owner, self._look)
            scale = 1.0 + 0.45 * (1 - e)
            size = max(1, int(geom.cell * scale))
            img = pygame.transform.smoothscale(sprite, (size, size))
            img.set_alpha(int(255 * min(1.0, 0.25 + e)))
            centre = geom.cell_rect(flight.cell).center
            surface.blit(img, img.get_rect(center=(centre[0], centre[1] - int(geom.cell * 0.7 * (1 - e)))))

    def _draw_hover(self, surface: pygame.Surface, lay: TableLayout) -> None:
        geom = lay.board
        if self._held is None:
            slot = self._slot_at(self._pointer.mouse)
            if slot is not None and slot.active:
                glow(surface, slot.rect.inflate(10, 10), HIGHLIGHT)
            return
        overlay = self._legal_overlay(lay)
        if overlay is not None:
            surface.blit(overlay, geom.rect.topleft)
        cell = self._cell_at(self._pointer.mouse)
        if cell is not None:
            rect = geom.cell_rect(cell)
            ok = cell in self._targets.get(self._held, set())
            if ok:
                glow(surface, rect.inflate(6, 6), LEGAL)
            else:
                pygame.draw.rect(surface, (200, 70, 60), rect.inflate(-4, -4), 2, border_radius=max(2, geom.cell // 6))

    def _draw_held(self, surface: pygame.Surface, lay: TableLayout) -> None:
        self._held_note = None
        if self._held is None or self._state is None:
            return
        geom = lay.board
        mouse = self._pointer.mouse
        seat = self._acting if self._acting is not None else 0
        cell = self._cell_at(mouse) or (1, 1)
        sprite = sprite_for(geom, cell, self._held, seat, self._look)
        size = int(geom.cell * 1.15)
        img = pygame.transform.smoothscale(sprite, (size, size))
        if mouse[0] < 0:
            return
        surface.blit(img, img.get_rect(center=(mouse[0], mouse[1] - geom.cell // 8)))
        below = (mouse[0], mouse[1] + size // 2 + 4)
        if self._why is not None:
            self._held_note = _bubble(surface, lay, self._why, below)
        elif not self._pointer.pressing:
            self._held_note = _bubble(surface, lay, "click a lit space · right-click to put back", below)

    def tooltip_target(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """What a tooltip at `pos` keeps clear of: the space under the pointer and, with a piece in
        hand, the words beneath it (at 1024x768 a space's tooltip hid the end of them)."""
        if self._layout is None:
            return None
        cell = self._cell_at(pos)
        rects = [pygame.Rect(self._layout.board.cell_rect(cell))] if cell is not None else []
        if self._held is not None and self._held_note is not None:
            rects.append(pygame.Rect(self._held_note))
        return rects[0].unionall(rects[1:]) if rects else None


def _bubble(surface: pygame.Surface, lay: TableLayout, words: str, midtop: tuple[int, int]) -> pygame.Rect:
    """A few words on a dark label under the piece in hand, kept inside the table."""
    px = max(14, int(lay.unit * 0.72))
    lines = fonts.wrap(words, px, min(lay.area.width - 24, lay.unit * 22))
    line_h = fonts.font(px).get_height()
    width = max(fonts.font(px).size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, width + 12, line_h * len(lines) + 6)
    box.midtop = midtop
    box = box.clamp(lay.area)
    pygame.draw.rect(surface, (40, 28, 20), box, border_radius=6)
    with fonts.panel(box, "hint"):
        for k, line in enumerate(lines):
            fonts.text(surface, line, px, (250, 240, 220), (box.left + 6, box.top + 3 + k * line_h))
    return box
