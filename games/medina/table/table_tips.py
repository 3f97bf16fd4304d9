"""The words of the table's hover tooltips: what a palace is worth and why, what a tile
scores and who holds it, what a space is called. Pure reads of the view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core.english import plural as _plural
from games.core.english import with_article
from games.medina.rules.scoring import palace_value
from games.medina.rules.state import DOME, INHABITANT, STABLE, WALL, MedinaState, cell_name
from games.medina.table.draw_panels import BOX_INHABITANT, Seating, Slot, seat_line
from games.medina.table.table_layout import is_corner, is_wall_space
from games.medina.table.table_model import board_pieces, breakdown, palace_at, tower_label
from games.medina.table.table_why import piece_words, why_nowhere

Cell = tuple[int, int]

# How each palace colour's blocks look, so a player who cannot tell the colours apart can.
LOOKS = {"grey": "plain blocks", "black": "blocks with a light rim", "brown": "hatched blocks",
         "orange": "blocks with a dark dot"}


@dataclass(frozen=True)
class TipContext:
    rules: Any
    state: MedinaState
    seating: Seating
    held: str | None
    targets: dict[str, set[Cell]]
    seat: int | None = None  # the seat whose screen is open


def tooltip_text(ctx: TipContext, *, slot: Slot | None = None, spot: str | None = None,
                 cell: Cell | None = None) -> str | None:
    if slot is not None:
        return _slot_tip(ctx, slot)
    if spot is not None:
        return _spot_tip(ctx, spot)
    if cell is not None:
        return _cell_tip(ctx, cell)
    return None


def _slot_tip(ctx: TipContext, slot: Slot) -> str:
    if slot.piece == BOX_INHABITANT:
        return ("The market's first inhabitant, from the box.\n"
                "Drag it onto any lit city space, or click it and then a space.")
    if slot.piece == DOME:
        head = f"{_plural(slot.count, 'dome').capitalize()} in front of your screen. A dome crowns an unfinished " \
               "palace for you."
    else:
        head = f"{_plural(slot.count, piece_words(slot.piece)).capitalize()} behind your screen."
    if not slot.active:
        if ctx.seat is not None and ctx.state.turn == ctx.seat:
            return head + "\n" + why_nowhere(ctx.rules, ctx.state, ctx.seat, slot.piece)
        return head + "\nPieces are placed on your own turn."
    return head + "\nDrag one onto a lit space, or click it and then a space."


def _spot_tip(ctx: TipContext, spot: str) -> str | None:
    state, seating = ctx.state, ctx.seating
    kind, key = spot.split(":", 1)
    if kind == "seat":
        return seat_line(state, seating, int(key))
    if kind == "legend":
        closed = ("\nClosed: every builder has crowned a palace of this colour, so its pieces are out of the game."
                  if key in state.retired else "")
        return (f"{key.capitalize()} palace pieces: {LOOKS.get(key, 'blocks')}.\n"
                f"The {key} palace tile is worth {_plural(seating.points.get(key, 0), 'point')}.{closed}")
    if kind == "palace":
        k = state.colours.index(key)
        holder = state.palace_tiles[k]
        pts = _plural(seating.points.get(key, 0), "point")
        if holder is None:
            return (f"{key.capitalize()} palace tile: {pts}.\nBeside the board until someone crowns "
                    f"{with_article(key)} palace.")
        return (f"{key.capitalize()} palace tile: {pts}.\nHeld by {seating.names[holder]}, until someone owns a "
                f"larger {key} palace (pieces plus stables).")
    if kind == "tower":
        return _tower_tip(ctx, int(key))
    return None


def _tower_tip(ctx: TipContext, index: int) -> str:
    state, seating = ctx.state, ctx.seating
    tower = state.towers[index]
    pts = _plural(tower.points, "point")
    where = tower_label(ctx.rules, state, index)
    if tower.holder is None:
        return (f"Tower tile of the {where}: {pts}.\n"
                "Beside the board until a crowned palace touches a wall grown from this tower.")
    return f"Tower tile of the {where}: {pts}.\nHeld by {seating.names[tower.holder]}."


def palace_tip(ctx: TipContext, pid: int) -> str:
    state, seating = ctx.state, ctx.seating
    palace = state.palaces[pid]
    value = palace_value(state, palace)
    if palace.owner is not None:
        who = f"Crowned by {seating.names[palace.owner]}: complete."
    elif palace.complete:
        who = "Complete, but nobody crowned it: it scores for no one."
    else:
        who = f"Still being built: anyone may add {palace.colour} pieces, or crown it with a dome."
    return (f"{palace.colour.capitalize()} palace: worth {_plural(value.total, 'point')}\n"
            f"{breakdown(value)}\n{who}\nSize for the palace tile: {palace.size}")


def _cell_tip(ctx: TipContext, cell: Cell) -> str | None:
    state = ctx.state
    name = cell_name(cell)
    if is_corner(cell):
        for k, tower in enumerate(state.towers):
            if tower.cell == cell:
                return f"{name}: " + _tower_tip(ctx, k)
        return f"{name}: a corner tower"
    piece = board_pieces(state).get(cell)
    pid = palace_at(state, cell)
    if pid is not None:
        prefix = f"{name}: a stable of this palace.\n" if piece == STABLE else f"{name}\n"
        return prefix + palace_tip(ctx, pid)
    if piece == WALL:
        wall = next(w for w in state.walls if w.cell == cell)
        return f"{name}: a city wall, grown from the {tower_label(ctx.rules, state, wall.tower)}."
    if piece == INHABITANT:
        string = next((s for s in state.strings if cell in s), (cell,))
        return (f"{name}: an inhabitant of a market of {len(string)}.\n"
                "Each palace beside it gains a point for it.")
    if piece == STABLE:
        return f"{name}: a stable"
    kind = "wall space (empty)" if is_wall_space(cell) else "city space"
    words = f"{name}: {kind}"
    if ctx.held is not None:
        ok = cell in ctx.targets.get(ctx.held, set())
        words += f"\n{with_article(piece_words(ctx.held)).capitalize()} {'may' if ok else 'may not'} go here."
    return words
