"""The score table's layout on the results screen, worked out apart from the drawing so that it can be
checked: the place, seat and total columns only as wide as what they hold, the parts sharing the rest of
the width, each part's header wrapped at spaces over at most three lines in the largest type at which
every header word fits its column whole (a word broken in two, "Judgme / nts", reads worse than smaller
type; and smaller type than 11 px at 1024x768 does not read at all)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from games.core.contract import ScoreSheet
from games.ui.art import fonts
from games.ui.scene import Frame

HEAD_SIZES = (15, 14)  # header type tried, in design pixels, largest first (14 is 11 px at 1024x768)
HEAD_LINES = 3
NAME_SIZES = (17, 16, 15, 14)  # a seat's name: smaller type before an ellipsis
VALUE_SIZE, TOTAL_SIZE, PLACE_SIZE, SMALL_SIZE = 17, 20, 18, 14
COMPUTER = "(computer)"  # under a computer seat's name, in small type
MISSING = "\u2013"  # a part this seat did not score


@dataclass(frozen=True)
class Column:
    name: str  # "Place", "Seat", a part's name or "Total"
    x: int  # left edge, window pixels
    width: int
    lines: tuple[str, ...]  # the header (the name wrapped), line by line

    @property
    def centre(self) -> int:
        return self.x + self.width // 2


@dataclass(frozen=True)
class TableLayout:
    top: int
    head_px: int  # the headers' type
    line_h: int  # between header lines
    head_h: int
    row_h: int
    rows: int
    name_x: int  # where a seat's name starts: after the winner's star and the seat's colour
    name_px: int  # the seats' names
    small_px: int  # "(computer)" under a name
    place: Column
    seat: Column
    parts: tuple[Column, ...]
    total: Column

    @property
    def left(self) -> int:
        return self.place.x

    @property
    def right(self) -> int:
        return self.total.x + self.total.width

    @property
    def bottom(self) -> int:
        return self.top + self.head_h + self.rows * self.row_h

    def row_top(self, row: int) -> int:
        return self.top + self.head_h + row * self.row_h


def part_names(sheets: list[ScoreSheet]) -> list[str]:
    """Every part any seat scored, in the order they first appear (the rules' display order)."""
    names: list[str] = []
    for sheet in sheets:
        for name, _ in sheet.parts:
            if name not in names:
                names.append(name)
    return names


def _width(words: str, px: int, bold: bool = False) -> int:
    return fonts.font(px, bold).size(words)[0]


def _narrowest(name: str, px: int) -> int:
    """The least width at which `name` wraps at spaces into at most HEAD_LINES lines: the width of
    some run of its words, no less than its longest word."""
    words = name.split()
    longest = max(_width(w, px, True) for w in words)
    runs = sorted({_width(" ".join(words[i:j]), px, True) for i in range(len(words))
                   for j in range(i + 1, len(words) + 1)})
    return next(w for w in runs if w >= longest and len(fonts.wrap(name, px, w, bold=True)) <= HEAD_LINES)


def _share(room: int, least: list[int]) -> list[int]:
    """`room` shared among columns that need at least `least` each: the narrow ones brought up to one
    common width, so that the columns are even wherever their headers allow."""
    level = room // max(1, len(least))
    while True:
        wide = [w for w in least if w > level]
        if len(wide) == len(least):
            return list(least)  # no room to share (the table runs over rather than break a word)
        new = (room - sum(wide)) // (len(least) - len(wide))
        if new == level:
            return [max(w, level) for w in least]
        level = new


def _seat_column(f: Frame, names: dict[int, tuple[str, bool]], room: int) -> tuple[int, int]:
    """The width the seats' names need (no more than `room`) and their type: the largest at which
    every name fits, down to the smallest (beyond that a name is cut short)."""
    shown = [name for name, _ in names.values()]
    name_px = next((f.font_px(s) for s in NAME_SIZES if all(_width(n, f.font_px(s), True) <= room for n in shown)),
                   f.font_px(NAME_SIZES[-1]))
    needs = [_width(n, name_px, True) for n in shown] + [_width("Seat", f.font_px(HEAD_SIZES[0]), True)]
    if any(computer for _, computer in names.values()):
        needs.append(_width(COMPUTER, f.font_px(SMALL_SIZE)))
    return min(room, max(needs)), name_px


def lay_out(f: Frame, area: pygame.Rect, sheets: list[ScoreSheet], names: dict[int, tuple[str, bool]],
            sides: Sequence[tuple[str, int]] = ()) -> TableLayout:
    """The table across `area` (its top and width) for these sheets; `names` gives each seat's name
    and whether a computer plays it; `sides` the sides no seat plays, each a row of its name and its
    total (Barabbas beside the solitaire player)."""
    pad = f.px(8)  # inside each column, shared either side
    parts = part_names(sheets)
    names = {**names, **{-1 - k: (name, False) for k, (name, _) in enumerate(sides)}}
    values = [str(v) for s in sheets for _, v in s.parts] + [MISSING]
    value_w = max(_width(v, f.font_px(VALUE_SIZE)) for v in values) + pad

    def least(px: int) -> list[int]:
        return [max(value_w, _narrowest(p, px) + pad) for p in parts]

    place_w = max(f.px(44), _width("Place", f.font_px(HEAD_SIZES[0]), True) + pad)
    totals = [str(s.total) for s in sheets] + [str(total) for _, total in sides] + ["Total"]
    total_w = max(_width(t, f.font_px(TOTAL_SIZE), True) for t in totals) + 2 * pad
    # The names take what they need, up to what the parts leave them in the smallest header type.
    name_indent = f.px(40)  # the winner's star and the seat's colour before its name
    left_over = area.width - place_w - total_w - sum(least(f.font_px(HEAD_SIZES[-1])))
    name_w, name_px = _seat_column(f, names, max(f.px(60), min(area.width * 2 // 7, left_over) - name_indent - pad))
    seat_w = name_indent + name_w + pad
    room = area.width - place_w - seat_w - total_w
    head_px = next((f.font_px(s) for s in HEAD_SIZES if sum(least(f.font_px(s))) <= room), f.font_px(HEAD_SIZES[-1]))
    columns, x = [], area.x + place_w + seat_w
    for name, w in zip(parts, _share(room, least(head_px)), strict=True):
        columns.append(Column(name, x, w, tuple(fonts.wrap(name, head_px, w - pad, bold=True))))
        x += w
    line_h = round(head_px * 1.25)
    head_h = max(f.px(46), max((len(c.lines) for c in columns), default=1) * line_h + f.px(10))
    place = Column("Place", area.x, place_w, ("Place",))
    seat = Column("Seat", area.x + place_w, seat_w, ("Seat",))
    total = Column("Total", area.right - total_w, total_w, ("Total",))
    return TableLayout(top=area.y, head_px=head_px, line_h=line_h, head_h=head_h,
                       row_h=f.px(38 if len(sheets) + len(sides) <= 5 else 32), rows=len(sheets) + len(sides),
                       name_x=seat.x + name_indent,
                       name_px=name_px, small_px=f.font_px(SMALL_SIZE), place=place, seat=seat, parts=tuple(columns),
                       total=total)
