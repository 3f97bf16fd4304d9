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


@dataclass(frozen=True)
class TableLayout:
    area: pygame.Rect
    top: pygame.Rect  # the other seats' plaques
    bottom: pygame.Rect  # the open (or closed) screen of the seat at the table's edge
    left: pygame.Rect  # the palace colour legend and the turn summary
    right: pygame.Rect  # tiles nobody holds yet
    board: BoardGeometry
    unit: int  # a text line height: every font is derived from it (never below 14 px)
    margin: int  # the board's printed frame, wide enough for the row and column labels

    @classmethod
    def fit(cls, area: pygame.Rect) -> TableLayout:
        area = pygame.Rect(area)
        h = max(1, area.height)
        unit = max(16, h // 34)  # grows with the window, so HiDPI and fullscreen keep their proportions
        top_h = max(int(unit * 3.1), int(h * 0.095))
        bottom_h = max(5 * unit + 16, int(h * 0.17))
        pad = max(6, unit // 2)
        top = pygame.Rect(area.left, area.top, area.width, top_h)
        bottom = pygame.Rect(area.left, area.bottom - bottom_h, area.width, bottom_h)
        mid = pygame.Rect(area.left, top.bottom + pad, area.width, max(1, bottom.top - top.bottom - 2 * pad))
        side_w = max(9 * unit, int(area.width * 0.16))
        margin = unit + 3
        cell = max(8, min((mid.width - 2 * side_w - 2 * pad - 2 * margin) // COLS, (mid.height - 2 * margin) // ROWS))
        bw, bh = cell * COLS, cell * ROWS
        board = BoardGeometry(mid.centerx - bw // 2, mid.top + (mid.height - bh) // 2, cell)
        left = pygame.Rect(area.left + pad, mid.top, max(1, board.left - margin - area.left - 2 * pad), mid.height)
        right_x = board.left + bw + margin + pad
        right = pygame.Rect(right_x, mid.top, max(1, area.right - pad - right_x), mid.height)
        return cls(area, top, bottom, left, right, board, unit, margin)
