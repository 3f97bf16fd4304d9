"""Log lines: a placement in words, with what it set off (claims, tiles, retired colours,
turns that ended early), told from the state before it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.core.contract import Action, IllegalAction
from games.medina.rules.explain import piece_label, with_article
from games.medina.rules.state import DOME, MedinaState, Place, cell_name

if TYPE_CHECKING:
    from games.medina.rules.engine import MedinaRules


def narrate(rules: MedinaRules, state: MedinaState, action: Action) -> str:
    seat = state.turn
    who = state.names[seat] if seat is not None else "Nobody"
    if not isinstance(action, Place):
        return f"{who}: {action!r}"
    try:
        after = rules.apply(state, action)
    except IllegalAction as err:
        return f"{who} cannot place {with_article(piece_label(action.piece))} on {cell_name(action.cell)}: {err.reason}"
    where = cell_name(action.cell)
    if state.opening:
        line = f"{who} opens the market with its first inhabitant on {where}."
    elif action.piece == DOME:
        colour = state.palaces[state.board.owner[rules.config.layout.index(action.cell)] - 1].colour
        line = f"{who} places a dome on {where} and claims the {colour} palace."
    else:
        line = f"{who} places {with_article(piece_label(action.piece))} on {where}."
    return " ".join([line, *_consequences(rules, state, after)])


def _consequences(rules: MedinaRules, before: MedinaState, after: MedinaState) -> list[str]:
    said = []
    for pid, palace in enumerate(after.palaces):
        was_complete = pid < len(before.palaces) and before.palaces[pid].complete
        if palace.complete and palace.owner is None and not was_complete:
            said.append(f"The {palace.colour} palace can grow no further and is complete, unclaimed.")
    for colour, was, now in zip(after.colours, before.palace_tiles, after.palace_tiles, strict=True):
        if now != was and now is not None:
            said.append(f"{after.names[now]} takes the {colour} palace tile.")
    for k, (was, now) in enumerate(zip(before.towers, after.towers, strict=True)):
        if now.holder != was.holder and now.holder is not None:
            said.append(f"{after.names[now.holder]} takes the {rules.config.tower_names[k]} tower tile.")
    for colour in after.retired[len(before.retired):]:
        said.append(f"Every player has {with_article(f'{colour} palace')}: the {colour} pieces leave the game.")
    if after.note:
        said.append(after.note)
    return said
