"""What the table shows, read from a Medina view without pygame: which piece stands where,
what each palace is worth and why, which tiles lie where. Pure reads; nothing is changed."""

from __future__ import annotations

from typing import Any

from games.core.english import plural
from games.medina.rules.scoring import PalaceValue
from games.medina.rules.state import DOME, INHABITANT, STABLE, WALL, MedinaState, cell_name, palace_piece

Cell = tuple[int, int]

# Palace tile points when the rules object does not say (the first edition's grey 1 .. orange 4).
DEFAULT_TILE_POINTS = (1, 2, 3, 4)


def breakdown(value: PalaceValue) -> str:
    """A palace's points part by part, in the order the scoring counts them."""
    parts = [(value.pieces, "palace piece"), (value.stables, "stable"), (value.walls, "wall"),
             (value.inhabitants, "inhabitant")]
    return ", ".join(plural(n, word) for n, word in parts)


def palace_at(state: MedinaState, cell: Cell) -> int | None:
    """The id of the palace whose piece or attached stable stands on `cell`."""
    for pid, palace in enumerate(state.palaces):
        if cell in palace.pieces or cell in palace.stables:
            return pid
    return None


def board_pieces(state: MedinaState) -> dict[Cell, str]:
    """Every wooden piece lying on a space, by the name the rules use (domes excluded:
    a dome sits on top of a palace piece, see `domes`)."""
    out: dict[Cell, str] = {}
    for palace in state.palaces:
        for cell in palace.pieces:
            out[cell] = palace_piece(palace.colour)
        for cell in palace.stables:
            out[cell] = STABLE
    for cell in state.inhabitants():
        out[cell] = INHABITANT
    for wall in state.walls:
        out[wall.cell] = WALL
    return out


def domes(state: MedinaState) -> dict[Cell, int]:
    """Where each dome stands, with its owner."""
    return {p.dome: p.owner for p in state.palaces if p.dome is not None and p.owner is not None}


def placements(state: MedinaState) -> set[tuple[Cell, str]]:
    """Every placed piece as (cell, piece): the difference of two of these is what was placed."""
    out = set(board_pieces(state).items())
    out |= {(cell, DOME) for cell in domes(state)}
    return out


def tile_points(rules: Any, colours: tuple[str, ...]) -> dict[str, int]:
    """Palace tile points per colour, from the rules' loaded config when it has them."""
    config = getattr(rules, "config", None)
    points = getattr(config, "palace_tile_points", None) or DEFAULT_TILE_POINTS
    return dict(zip(colours, points, strict=False))


def tower_label(rules: Any, state: MedinaState, index: int) -> str:
    """A tower by its corner, for tooltips ("north-west tower, A1")."""
    tower = state.towers[index]
    names = getattr(getattr(rules, "config", None), "tower_names", ())
    name = names[index] if index < len(names) else "corner"
    return f"{name} tower ({cell_name(tower.cell)})"


def pieces_this_turn(state: MedinaState, seat: int) -> tuple[int, int]:
    """(pieces placed so far, pieces this turn asks for) for the seat to act: normally 2,
    fewer when its stock runs short."""
    left = state.pieces_left[seat] if 0 <= seat < len(state.pieces_left) else 0
    return state.placed, max(state.placed + min(left, 2 - state.placed), state.placed)
