"""Why a piece in hand fits nowhere, in the rules' own words (games/medina/rules/explain.py), for the
table to say right where the player holds it. Pure reads of a view; nothing is changed."""

from __future__ import annotations

from typing import Any

from games.core.english import with_article
from games.medina.rules.explain import why_illegal
from games.medina.rules.state import DOME, INHABITANT, STABLE, WALL, MedinaState, Place, piece_colour


def piece_words(piece: str) -> str:
    """The piece as a player names it: "orange palace piece", "city wall", "dome"."""
    colour = piece_colour(piece)
    if colour is not None:
        return f"{colour} palace piece"
    return {WALL: "city wall", DOME: "dome", STABLE: "stable", INHABITANT: "inhabitant"}.get(piece, piece)


def why_nowhere(rules: Any, state: MedinaState, seat: int, piece: str) -> str:
    """Why `seat` can place `piece` on no space now: for a dome the rules' account of why no palace
    can take it; otherwise (or when a dome fits but the turn's rules refuse it) the first space's reason."""
    if piece == DOME and (reason := rules.why_no_dome(state, seat)):
        return reason  # the rules' own account: no dome left, none being built, every colour claimed
    t = rules.targets(state)
    layout = rules.config.layout
    room = next((i for i in range(layout.size) if rules.placeable(state, seat, piece, i, t)), None)
    if room is not None:  # the table has room: a rule about the whole turn refuses it
        return why_illegal(rules, state, seat, Place(piece, layout.cell(room)))
    return f"No space can take {with_article(piece_words(piece))} now."
