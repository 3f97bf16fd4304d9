"""Where everything sits on Medina's table, from the rect the shell gives: the board grid,
the others' holdings along the top, the open screen along the bottom, and two side panels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

Cell = tuple[int, int]

COLS = 18  # the city's 16 columns plus the wall ring on both sides
ROWS = 13  # the city's 11 rows plus the wall ring


@dataclass(frozen=True)
class BoardGeometry:
    """The board's grid in window pixels: cell (col, row) with (0, 0) the top-left tower."""

    left: int
    top: int
    cell: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.left, self.top, COLS * self.cell, ROWS * self.cell)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        c, r = cell
        return pygame.Rect(self.left + c * self.cell, self.top + r * self.cell, self.cell, self.cell)

    def local_rect(self, cell: Cell) -> pygame.Rect:
        """The cell's rect inside a surface the size of the board."""
        c, r = cell
        return pygame.Rect(c * self.cell, r * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        x, y = pos
        if not self.rect.collidepoint(x, y):
            return None
        return ((x - self.left) // self.cell, (y - self.top) // self.cell)


def is_corner(cell: Cell) -> bool:
    c, r = cell
    return c in (0, COLS - 1) and r in (0, ROWS - 1)


def is_wall_space(cell: Cell) -> bool:
    c, r = cell
    return (c in (0, COLS - 1) or r in (0, ROWS - 1)) and not is_corner(cell)


def wall_side(cell: Cell) -> str:
    """Which side of the ring a wall space lies on; a wall sprite is turned to face the city."""
    c, r = cell
    if r == 0:
        return "top"
    if r == ROWS - 1:
        return "bottom"
    return "left" if c == 0 else "right"


SIDE_UNITS = 12  # the column of plaques is at least this many text lines wide
LEGEND_UNITS = 10  # the column of the turn and the legend, or of the loose tiles
PLAQUE_UNITS = 4.7  # a seat's plaque: name and points, domes and pieces, tiles


@dataclass(frozen=True)
class TableLayout:
    """Two arrangements, whichever gives the board the bigger spaces for the room it has:

    wide: the other seats' plaques stand in the right column above the tiles beside the board, the
    turn and the palace legend in the left column, and the board takes the whole height between the
    toolbar and the open screen; narrow (a tall or log-narrowed table): the plaques line the top, the
    turn and the legend stand on the left and the loose tiles on the right, or below the legend when
    one column leaves the board more room.
    """

    area: pygame.Rect
    seats: pygame.Rect  # the other seats' plaques: a row along the top, or stacked in the right column
    stacked: bool  # plaques one under another (wide) rather than side by side (narrow)
    bottom: pygame.Rect  # the open (or closed) screen of the seat at the table's edge
    left: pygame.Rect  # the turn and the palace legend (narrow: the loose tiles below them too)
    right: pygame.Rect  # wide: the column of plaques and loose tiles; narrow: empty
    board: BoardGeometry
    unit: int  # a text line height: every font is derived from it (never below 14 px)
    margin: int  # the board's printed frame, wide enough for the row and column labels
    plaque_h: int  # one plaque's height

    @property
    def top(self) -> pygame.Rect:
        """The strip along the top (empty in the wide arrangement)."""
        return pygame.Rect(self.seats) if not self.stacked else pygame.Rect(self.area.left, self.area.top,
                                                                                  self.area.width, 0)

    @classmethod
    def fit(cls, area: pygame.Rect, others: int = 3) -> TableLayout:
        area = pygame.Rect(area)
        unit = max(16, min(area.height // 34, area.width // 40))
        candidates = [cls._wide(area, unit, others), cls._narrow(area, unit, others, 2),
                      cls._narrow(area, unit, others, 1)]
        return max(candidates, key=lambda lay: lay.board.cell)  # the first of equals: wide before narrow

    @staticmethod
    def _frame(area: pygame.Rect, unit: int) -> tuple[int, int, pygame.Rect]:
        pad = max(6, unit // 2)
        bottom_h = max(5 * unit + 16, int(area.height * 0.17))
        return pad, unit + 3, pygame.Rect(area.left, area.bottom - bottom_h, area.width, bottom_h)

    @classmethod
    def _wide(cls, area: pygame.Rect, unit: int, others: int) -> TableLayout:
        pad, margin, bottom = cls._frame(area, unit)
        mid = pygame.Rect(area.left, area.top + pad, area.width, max(1, bottom.top - area.top - 2 * pad))
        cell = _cell(mid.width - (SIDE_UNITS + LEGEND_UNITS) * unit - 4 * pad, mid.height, margin)
        spare = mid.width - cell * COLS - 2 * margin - 4 * pad - (SIDE_UNITS + LEGEND_UNITS) * unit
        board = BoardGeometry(area.left + 2 * pad + LEGEND_UNITS * unit + margin + spare // 2,
                              mid.top + (mid.height - cell * ROWS) // 2, cell)
        left = pygame.Rect(area.left + pad, mid.top, board.left - margin - pad - area.left - pad, mid.height)
        right_x = board.rect.right + margin + pad
        right = pygame.Rect(right_x, mid.top, area.right - pad - right_x, mid.height)
        plaque_h = int(PLAQUE_UNITS * unit)
        seats = pygame.Rect(right.left, right.top, right.width, others * (plaque_h + pad))
        return cls(area, seats, True, bottom, left, right, board, unit, margin, plaque_h)

    @classmethod
    def _narrow(cls, area: pygame.Rect, unit: int, others: int, columns: int) -> TableLayout:
        pad, margin, bottom = cls._frame(area, unit)
        plaque_h = int(PLAQUE_UNITS * unit)
        seats = pygame.Rect(area.left, area.top, area.width, plaque_h + pad)
        mid = pygame.Rect(area.left, seats.bottom + pad, area.width, max(1, bottom.top - seats.bottom - 2 * pad))
        side = LEGEND_UNITS * unit
        cell = _cell(mid.width - columns * side - (columns + 2) * pad, mid.height, margin)
        spare = mid.width - cell * COLS - 2 * margin - columns * side - (columns + 2) * pad
        top = mid.top + (mid.height - cell * ROWS) // 2
        board = BoardGeometry(area.left + 2 * pad + side + margin + spare // 2, top, cell)
        left = pygame.Rect(area.left + pad, mid.top, board.left - margin - pad - area.left - pad, mid.height)
        right_x = board.rect.right + margin + pad
        right = pygame.Rect(right_x, mid.top, max(0, area.right - pad - right_x) if columns == 2 else 0, mid.height)
        return cls(area, seats, False, bottom, left, right, board, unit, margin, plaque_h)


def _cell(width: int, height: int, margin: int) -> int:
    """The largest space that fits a board with its printed frame into width x height."""
    return max(8, min((width - 2 * margin) // COLS, (height - 2 * margin) // ROWS))

