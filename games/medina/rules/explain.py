"""Why a placement is refused, in words a player can act on.

Only asked once the quick test in rules.py has failed, so it may take its time: it walks
the rules in the order a player would check them and names the first one broken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.contract import Action
from games.core.english import with_article
from games.medina.rules.board import EMPTY, GAP, INHABITANT, MANY, NO_PALACE, PIECE, STABLE, TOWER, WALL
from games.medina.rules.state import DOME, MedinaState, Place, palace_piece, piece_colour
from games.medina.rules.state import INHABITANT as INHABITANT_PIECE
from games.medina.rules.state import STABLE as STABLE_PIECE
from games.medina.rules.state import WALL as WALL_PIECE

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules


def piece_label(piece: str) -> str:
    colour = piece_colour(piece)
    if colour is not None:
        return f"{colour} palace piece"
    return "city wall" if piece == WALL_PIECE else piece


def why_illegal(rules: MedinaRules, state: MedinaState, seat: int, action: Action) -> str:
    layout = rules.config.layout
    if not isinstance(action, Place):
        return "Medina has only one kind of move: placing a piece on a space."
    if action.piece not in rules.pieces:
        return f"There is no Medina piece called {action.piece!r}."
    if not layout.on_board(action.cell):
        return "That space is not on the board."
    i = layout.index(action.cell)
    grid = state.board.grid
    if state.opening:
        if action.piece != INHABITANT_PIECE:
            return "The game opens with the market's first inhabitant."
        return "The first inhabitant must stand at least one space inside the city, off the border spaces."
    name = state.names[seat]
    held = _missing(rules, state, seat, action.piece)
    if held:
        return held
    t = rules.targets(state)
    duty = f"{name} is the last player with pieces and must place a dome this turn"
    if action.piece != DOME and rules.must_dome(state, seat) and rules.dome_cells(state, seat, t):
        return f"{duty}."
    if rules.placeable(state, seat, action.piece, i, t):
        # The table has room for the piece: what refuses it is a rule about the whole turn.
        if action.piece != DOME and state.placed == 0 and rules.dome_duty(state, seat, t):
            if rules.dome_cells(state, seat, t):
                return f"{duty}: placed there, this piece would leave no palace to crown with the second."
            return (f"{duty}: no palace awaits a dome yet, so the first piece must start a palace, "
                    f"of a colour {name} has not claimed, for the second to crown.")
        return "Placed there, this piece would leave you no legal second piece; you must place two this turn."
    if action.piece == WALL_PIECE:
        return _wall(rules, state, i)
    if grid[i] == TOWER:
        return "A tower stands there."
    if grid[i] in (GAP, WALL):
        return "Only city walls may stand on the wall spaces."
    if action.piece == DOME:
        return _dome(rules, state, seat, i)
    if grid[i] != EMPTY:
        return "That space is taken."
    colour = piece_colour(action.piece)
    if colour is not None:
        return _palace(rules, state, colour, i)
    if action.piece == STABLE_PIECE:
        return _stable(rules, state, i)
    return _inhabitant(rules, state, i)


def why_no_dome(rules: MedinaRules, state: MedinaState, seat: int) -> str:
    """Why `seat` can crown no palace now, or "" when a dome fits somewhere (for the table to
    say beside the domes, so a player need not drop one on every palace to find out)."""
    if not state.domes[seat]:
        return f"{state.names[seat]} has no dome left."
    if rules.dome_cells(state, seat, rules.targets(state)):
        return ""
    building = [p.colour for p in state.palaces if not p.complete]
    if not building:
        return "No palace is being built: a dome crowns only an unfinished palace."
    colours = " and ".join([", ".join(building[:-1]), building[-1]] if len(building) > 1 else building)
    return (f"{state.names[seat]} has claimed a palace of every colour being built ({colours}): "
            "a player crowns one palace of each colour.")


def _missing(rules: MedinaRules, state: MedinaState, seat: int, piece: str) -> str:
    """Why `seat` cannot take `piece` from behind its screen, or ""."""
    name = state.names[seat]
    colour = piece_colour(piece)
    if colour in state.retired:
        palace = with_article(f"{colour} palace")
        return f"Every player has claimed {palace}: {colour} palace pieces have left the game."
    supply = state.supplies[seat]
    if supply is None:
        return f"{name}'s screen is closed to this view."
    if piece == DOME:
        return "" if state.domes[seat] else f"{name} has no dome left."
    if colour is not None:
        left = supply.palace[state.colours.index(colour)]
    else:
        left = {STABLE_PIECE: supply.stables, INHABITANT_PIECE: supply.inhabitants}.get(piece, supply.walls)
    return "" if left else f"{name} has no {piece_label(piece)}s left."


def _wall(rules: MedinaRules, state: MedinaState, i: int) -> str:
    layout = rules.config.layout
    grid = state.board.grid
    if grid[i] == TOWER:
        return "A tower stands there."
    if grid[i] == WALL:
        return "That wall space is built already."
    if grid[i] != GAP:
        return "City walls go only on the wall spaces around the city."
    if all(grid[n] not in (TOWER, WALL) for n in layout.orth[i]):
        return "A city wall must continue from a tower or another wall."
    return "Walls must leave a gate on every side: the walls from two towers may never meet."


def _dome(rules: MedinaRules, state: MedinaState, seat: int, i: int) -> str:
    board = state.board
    if board.grid[i] != PIECE:
        return "A dome goes on a palace piece."
    palace = state.palaces[board.owner[i] - 1]
    if palace.owner is not None:
        return f"That {palace.colour} palace already has a dome."
    if palace.complete:
        return f"That {palace.colour} palace is complete: no room was left to build on, so no dome may claim it."
    if palace.colour in state.claimed_colours(seat):
        return f"{state.names[seat]} has already claimed {with_article(f'{palace.colour} palace')}."
    return "That dome cannot go there."


def _touching(rules: MedinaRules, state: MedinaState, i: int, pid: int) -> str:
    """'the black palace' for a palace other than `pid` with a piece or stable next to space i."""
    owner = state.board.owner
    for n in rules.config.layout.ring8[i]:
        if owner[n] and owner[n] != pid + 1:
            return f"the {state.palaces[owner[n] - 1].colour} palace"
    return "another palace"


def _palace(rules: MedinaRules, state: MedinaState, colour: str, i: int) -> str:
    layout = rules.config.layout
    near = state.board.near[i]
    pid = state.incomplete_palace(colour)
    if pid is None:
        return f"A new {colour} palace may not touch another palace or its stables, not even diagonally."
    beside = {layout.cell(n) for n in layout.orth[i]}
    if not beside & set(state.palaces[pid].pieces):
        return (f"{with_article(f'{colour} palace', capital=True)} is being built: "
                f"{with_article(piece_label(palace_piece(colour)))} must go "
                f"orthogonally next to it until it is complete.")
    if near == MANY or near not in (NO_PALACE, pid + 1):
        return f"Palaces need a street between them: this space touches {_touching(rules, state, i, pid)}."
    return f"The {colour} palace cannot grow there."


def _stable(rules: MedinaRules, state: MedinaState, i: int) -> str:
    layout = rules.config.layout
    grid, near = state.board.grid, state.board.near
    beside = [grid[n] for n in layout.orth[i]]
    if PIECE not in beside:
        if STABLE in beside:
            return "A stable may not stand next to stables only: it must touch a palace piece."
        return "A stable must stand orthogonally next to a palace piece."
    if near[i] == MANY:
        return "Stables must keep a street between palaces: this space touches two palaces."
    return "That stable cannot go there."


def _inhabitant(rules: MedinaRules, state: MedinaState, i: int) -> str:
    layout = rules.config.layout
    grid = state.board.grid
    beside = [n for n in layout.orth[i] if grid[n] == INHABITANT]
    if len(beside) >= 2:
        return "An inhabitant may not touch two or more inhabitants."
    if beside:
        return "An inhabitant must extend a string of inhabitants at one of its ends."
    return "A new market may begin only when no string of inhabitants can grow at either end."
