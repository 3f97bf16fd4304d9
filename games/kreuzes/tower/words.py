"""What the tower scene says: the summary after a drop or an emptying, and its hover notes."""

from __future__ import annotations

from games.core.english import plural
from games.kreuzes.tower.colours import EMPTYING, CubeColour
from games.kreuzes.tower.session import EMPTY, Clip

Paragraph = tuple[str, bool]  # words, and whether they warn

WELCOME: list[Paragraph] = [("Pick a handful and drop it into the tower. Cubes caught on the two baffles stay "
                             "inside and may come out with a later drop.", False)]
PURPLE_IN_HAND: list[Paragraph] = [("The purple cube is in your hand: dropping it empties the tower. "
                                    "Your other cubes stay in your hand.", False)]
SHAKING: list[Paragraph] = [("Shaking the tower over the tray\u2026", False)]
RESET: list[Paragraph] = [("The tower and the tray are empty.", False)]
HAND_TIP = "Your handful: drag it onto the top of the tower, or press Drop."
TOWER_TIP = "Cubes caught on the two baffles stay inside for the next drop; a later drop may knock them out."

MARK_WORDS = {"ring": "a ring", "cross": "a cross", "four dots": "four dots", "dot": "a dot", "frame": "a square",
              "bar": "a bar", "bullseye": "a ring round a dot"}


def falling(n: int) -> list[Paragraph]:
    return [(f"{plural(n, 'cube')} fall{'s' if n == 1 else ''} through the tower\u2026", False)]


def summary(clip: Clip) -> list[Paragraph]:
    """What came of it, as a player would say it at the table."""
    out = clip.outcome.out_ids
    if clip.kind == EMPTY:
        lines = [(f"Shaken empty: {plural(len(out), 'cube')} fell into the tray.", False)]
        if clip.tipped:
            lines.append((f"{len(clip.tipped)} stuck fast and were tipped out by hand.", False))
        return lines
    new = set(clip.new_ids)
    new_out = sum(1 for i in out if i in new)
    old_out = len(out) - new_out
    lines = [(f"{len(new)} dropped: {new_out} out, {len(new) - new_out} stayed inside.", False)]
    if old_out:
        lines.append((f"{plural(old_out, 'older cube')} came out too.", False))
    if clip.outcome.full:
        lines.append(("Tower full: empty it before the next drop.", True))
    return lines


def heap_tip(c: CubeColour) -> str:
    if c.key == EMPTYING:
        return ("The purple cube empties the tower: drop it (or press Empty) and the tower is shaken over the "
                "tray until every cube has fallen out.")
    return (f"{c.name} cubes: the troops of {c.who}, marked with {MARK_WORDS[c.mark]}. Click to take one, or "
            f"drag one onto the tower to drop it with your handful.")


def cube_tip(c: CubeColour, in_tray: bool) -> str:
    return f"{c.name} cube ({c.who}), {'in the tray' if in_tray else 'inside the tower'}"
