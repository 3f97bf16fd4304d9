"""Medina's rules behind the generic contract (games/core/contract.py).

A turn is two placements, each one `Place` action; the engine ends a turn early, and
skips seats, when nothing more fits. Legal targets come from games/medina/targets.py,
the effects of a placement from games/medina/play.py, the reasons for a refusal from
games/medina/explain.py and the points from games/medina/scoring.py.
"""

from __future__ import annotations

from typing import Any

from games.core.contract import Action, GameInfo, IllegalAction, Options, Rules, ScoreSheet, Seat
from games.medina.board import Board
from games.medina.config import MedinaConfig
from games.medina.explain import why_illegal
from games.medina.narrate import narrate
from games.medina.play import can_place, place
from games.medina.scoring import score_sheets
from games.medina.state import (
    DOME,
    INHABITANT,
    STABLE,
    WALL,
    MedinaState,
    Place,
    Supply,
    Tower,
    evolve,
    palace_piece,
    piece_colour,
)
from games.medina.targets import Targets, targets


class MedinaRules(Rules[MedinaState]):
    action_types = (Place,)

    def __init__(self, config: MedinaConfig, info: GameInfo) -> None:
        self.config = config
        self.info = info
        layout = config.layout
        self.pieces = tuple(palace_piece(c) for c in config.colours) + (DOME, STABLE, INHABITANT, WALL)
        # Every possible action exists once, so listing legal actions only looks them up.
        self._actions: dict[str, tuple[Place, ...]] = {
            piece: tuple(Place(piece, layout.cell(i)) for i in range(layout.size)) for piece in self.pieces
        }

    # --- setting up ---

    def setup(self, options: Options, seats: list[Seat], seed: int) -> MedinaState:
        n = len(seats)
        if n not in self.config.pieces:
            raise ValueError(f"Medina is for {', '.join(map(str, sorted(self.config.pieces)))} players, not {n}")
        counts = self.config.pieces[n]
        colours = self.config.colours
        supply = Supply((counts.palace_per_colour,) * len(colours), counts.stables, counts.inhabitants, counts.walls)
        layout = self.config.layout
        points = self.config.tower_points
        towers = tuple(Tower(cell, p) for cell, p in zip(layout.tower_cells, points, strict=True))
        return MedinaState(
            names=tuple(s.name for s in seats), colours=colours, palaces=(), strings=(), walls=(), towers=towers,
            palace_tiles=(None,) * len(colours), domes=(counts.domes,) * n, supplies=(supply,) * n,
            pieces_left=(supply.total + counts.domes,) * n, retired=(), turn=0, placed=0, dome_placed=False,
            opening=True, out=(False,) * n, note="", board=Board.empty(layout),
        )

    # --- whose turn, and what may be done ---

    def current_player(self, state: MedinaState) -> int | None:
        return state.turn

    def targets(self, state: MedinaState) -> Targets:
        return targets(self.config.layout, state)

    def must_dome(self, state: MedinaState, seat: int) -> bool:
        """The last seat with pieces must include a dome in every turn while it can: its
        second piece must be one if the first was not."""
        return (
            state.placed == 1 and not state.dome_placed and state.domes[seat] > 0
            and all(state.out[s] for s in range(state.players) if s != seat)
        )

    def legal_actions(self, state: MedinaState) -> list[Action]:
        seat = state.turn
        if seat is None:
            return []
        t = self.targets(state)
        acts = self._actions
        if state.opening:
            return [acts[INHABITANT][i] for i in t.inhabitant]
        domes: list[Action] = [acts[DOME][i] for i in self.dome_cells(state, seat, t)]
        if domes and self.must_dome(state, seat):
            return domes
        supply = state.supplies[seat]
        if supply is None:  # another seat's view: its screen is closed
            return []
        legal: list[Action] = []
        for colour, n, cells in zip(state.colours, supply.palace, t.palace, strict=True):
            if n:
                row = acts[palace_piece(colour)]
                legal += [row[i] for i in cells]
        legal += domes
        for n, piece, cells in ((supply.stables, STABLE, t.stable), (supply.inhabitants, INHABITANT, t.inhabitant),
                                (supply.walls, WALL, t.wall)):
            if n:
                row = acts[piece]
                legal += [row[i] for i in cells]
        return legal

    def dome_cells(self, state: MedinaState, seat: int, t: Targets) -> list[int]:
        """Pieces of incomplete palaces whose colour `seat` has not claimed yet."""
        if not state.domes[seat]:
            return []
        claimed = t.claimed[seat]
        return [i for colour, cells in zip(state.colours, t.dome, strict=True) if colour not in claimed for i in cells]

    def can_place(self, state: MedinaState, seat: int) -> bool:
        return can_place(state, seat, self.targets(state))

    # --- playing ---

    def apply(self, state: MedinaState, action: Action) -> MedinaState:
        seat = state.turn
        if seat is None:
            raise IllegalAction("The game is over.")
        layout = self.config.layout
        if not (isinstance(action, Place) and action.piece in self._actions and layout.on_board(action.cell)):
            raise IllegalAction(why_illegal(self, state, seat, action))
        t = self.targets(state)
        i = layout.index(action.cell)
        if not self._fits(state, seat, action.piece, i, t):
            raise IllegalAction(why_illegal(self, state, seat, action))
        return place(self.config, state, seat, action.piece, i, t)

    def _fits(self, state: MedinaState, seat: int, piece: str, i: int, t: Targets) -> bool:
        """The quick legality test; why_illegal gives the reason when it fails."""
        if state.opening:
            return piece == INHABITANT and i in t.inhabitant
        if piece == DOME:
            return i in self.dome_cells(state, seat, t)
        if self.must_dome(state, seat) and self.dome_cells(state, seat, t):
            return False
        supply = state.supplies[seat]
        if supply is None:
            return False
        colour = piece_colour(piece)
        if colour is not None:
            k = state.colours.index(colour)
            return supply.palace[k] > 0 and i in t.palace[k]
        if piece == STABLE:
            return supply.stables > 0 and i in t.stable
        if piece == INHABITANT:
            return supply.inhabitants > 0 and i in t.inhabitant
        return supply.walls > 0 and i in t.wall_tower

    # --- what each seat sees ---

    def view(self, state: MedinaState, seat: int | None) -> MedinaState:
        supplies = tuple(s if k == seat else None for k, s in enumerate(state.supplies))
        return evolve(state, supplies=supplies)

    def hidden_holdings(self, state: MedinaState, seat: int) -> Any:
        supply = state.supplies[seat]
        if supply is None:
            return None
        return {
            "palace": dict(zip(state.colours, supply.palace, strict=True)),
            "stables": supply.stables,
            "inhabitants": supply.inhabitants,
            "walls": supply.walls,
        }

    # --- the end ---

    def scores(self, state: MedinaState) -> list[ScoreSheet]:
        return score_sheets(state, self.config)

    # --- the log ---

    def describe(self, state: MedinaState, action: Action) -> str:
        return narrate(self, state, action)
