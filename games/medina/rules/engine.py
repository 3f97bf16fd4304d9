"""Medina's rules behind the generic contract (games/core/contract.py).

A turn is two placements, each one `Place` action; the engine ends a turn early, and
skips seats, when nothing more fits. The first piece of a turn answers to the whole turn:
it may not leave the seat without a second piece while another first piece would not, nor
let the last player's turn pass without a dome while any order of its two pieces places one
(`dome_duty`, `_first_pieces`, and the look ahead in
games/medina/rules/play.py). Legal targets come from games/medina/rules/targets.py,
the effects of a placement from games/medina/rules/play.py, the reasons for a refusal from
games/medina/rules/explain.py and the points from games/medina/rules/scoring.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.core.contract import Action, GameInfo, IllegalAction, Options, Rules, ScoreSheet, Seat
from games.core.english import plural
from games.medina.rules.board import Board
from games.medina.rules.config import MedinaConfig
from games.medina.rules.explain import why_illegal, why_no_dome
from games.medina.rules.narrate import narrate
from games.medina.rules.play import FirstPiece, can_place, place
from games.medina.rules.scoring import score_sheets
from games.medina.rules.state import (
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
from games.medina.rules.targets import Targets, targets


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
            tally=(supply,) * n,
            pieces_left=(supply.total + counts.domes,) * n, retired=(), turn=0, placed=0, dome_placed=False,
            opening=True, out=(False,) * n, last=False, note="", board=Board.empty(layout),
        )

    # --- whose turn, and what may be done ---

    def current_player(self, state: MedinaState) -> int | None:
        return state.turn

    def targets(self, state: MedinaState) -> Targets:
        return targets(self.config.layout, state)

    def must_dome(self, state: MedinaState, seat: int) -> bool:
        """The last seat with pieces must include a dome in every turn while it can: its
        second piece must be one if the first was not (callers check that a dome fits).
        The first piece has its own test (`dome_duty`)."""
        return state.last and state.placed == 1 and not state.dome_placed and state.domes[seat] > 0

    def legal_actions(self, state: MedinaState) -> list[Action]:
        seat = state.turn
        if seat is None:
            return []
        supply = state.supplies[seat]
        if supply is None:  # another seat's view: the acting seat's screen, and its choices, are closed
            return []
        t = self.targets(state)
        acts = self._actions
        if state.opening:
            return [acts[INHABITANT][i] for i in t.inhabitant]
        legal: list[Action] = []
        for piece, cells in self._groups(state, seat, supply, t):
            row = acts[piece]
            legal += [row[i] for i in cells]
        return legal

    def _groups(self, state: MedinaState, seat: int, supply: Supply, t: Targets) -> list[tuple[str, Sequence[int]]]:
        """Each piece `seat` may place now with its spaces, in a fixed order: palace pieces by
        colour, domes, stables, inhabitants, walls."""
        domes = self.dome_cells(state, seat, t)
        if domes and self.must_dome(state, seat):
            return [(DOME, domes)]
        held = zip(state.colours, supply.palace, t.palace, strict=True)
        groups: list[tuple[str, Sequence[int]]] = [(palace_piece(c), cells) for c, n, cells in held if n and cells]
        if domes:
            groups.append((DOME, domes))
        for n, piece, cells in ((supply.stables, STABLE, t.stable), (supply.inhabitants, INHABITANT, t.inhabitant),
                                (supply.walls, WALL, t.wall)):
            if n and cells:
                groups.append((piece, cells))
        if state.placed == 0:
            return self._first_pieces(state, seat, t, groups)
        return groups

    def _first_pieces(self, state: MedinaState, seat: int, t: Targets,
                      groups: list[tuple[str, Sequence[int]]]) -> list[tuple[str, Sequence[int]]]:
        """The first piece of a turn, under the two rules that look at the whole turn.

        The last player's dome duty: while some order of its two pieces places a dome, the
        first piece is a dome or leaves a palace to crown with the second (one already waiting,
        or one the first piece starts). The two-piece rule: a seat plays fewer than two only
        when it cannot play two, so while some first piece leaves room for a second, only
        such first pieces are legal."""
        ahead = FirstPiece(self.config, state, seat, t)
        duty = self.dome_duty(state, seat, t)
        if duty:
            groups = [(piece, cells if piece == DOME or ahead.always_dome(piece)
                       else [i for i in cells if ahead.dome_after(piece, i)]) for piece, cells in groups]
            groups = [(piece, cells) for piece, cells in groups if cells]
        if ahead.total < 2 or ahead.easy:
            return groups
        kept = []
        for piece, cells in groups:
            if (duty and piece != DOME) or ahead.always_second(piece):
                kept.append((piece, cells))  # under the duty, the palace left to crown is the second piece
                continue
            fine = [i for i in cells if ahead.second_after(piece, i)]
            if fine:
                kept.append((piece, fine))
        return kept or groups

    def dome_duty(self, state: MedinaState, seat: int, t: Targets) -> bool:
        """Whether the last player's dome duty binds the first piece of this turn: the seat has
        domes and some order of its two pieces places one (the rulebook: the lone builder left with
        pieces crowns a palace every turn while any dome remains in their supply).
        A dome that fits now is one order; a palace piece that starts (or grows) a palace of a
        colour the seat has not claimed, crowned by the second piece, is the other."""
        supply = state.supplies[seat]
        if not (state.last and state.placed == 0 and state.domes[seat]) or supply is None:
            return False
        if self.dome_cells(state, seat, t):
            return True
        ahead = FirstPiece(self.config, state, seat, t)
        return any(ahead.dome_after(palace_piece(colour), i)
                   for colour, n, cells in zip(state.colours, supply.palace, t.palace, strict=True) if n
                   for i in cells)

    def dome_cells(self, state: MedinaState, seat: int, t: Targets) -> list[int]:
        """Pieces of incomplete palaces whose colour `seat` has not claimed yet."""
        if not state.domes[seat]:
            return []
        claimed = t.claimed[seat]
        return [i for colour, cells in zip(state.colours, t.dome, strict=True) if colour not in claimed for i in cells]

    def why_no_dome(self, state: MedinaState, seat: int) -> str:
        """Why `seat` can crown no palace now, or "" when a dome fits (see explain.py)."""
        return why_no_dome(self, state, seat)

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
        if not self.placeable(state, seat, piece, i, t):
            return False
        if state.placed == 1:
            return piece == DOME or not (self.must_dome(state, seat) and self.dome_cells(state, seat, t))
        ahead = FirstPiece(self.config, state, seat, t)
        if piece != DOME and self.dome_duty(state, seat, t):
            return ahead.always_dome(piece) or ahead.dome_after(piece, i)
        if ahead.total < 2 or ahead.always_second(piece) or ahead.second_after(piece, i):
            return True
        # This piece would end the turn after one: legal only if no first piece leaves a second.
        supply = state.supplies[seat]
        assert supply is not None
        return any(p == piece and i in cells for p, cells in self._groups(state, seat, supply, t))

    def placeable(self, state: MedinaState, seat: int, piece: str, i: int, t: Targets) -> bool:
        """`seat` holds `piece` and the table has room for it on space i (the rules of the
        turn aside: the two-piece rule and the last player's dome duty)."""
        supply = state.supplies[seat]
        if supply is None:
            return False
        if piece == DOME:
            return i in self.dome_cells(state, seat, t)
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

    def progress(self, state: MedinaState) -> str:
        """'The opening' or '23 pieces left to place' (public counts) for the load list and Continue."""
        if state.opening:
            return "The opening"
        return f"{plural(sum(state.pieces_left), 'piece')} left to place"

    def describe(self, state: MedinaState, action: Action) -> str:
        return narrate(self, state, action)
