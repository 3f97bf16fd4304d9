"""Pieces that slide: a coat of arms, a pirate ship or an army moved since the last position
glides from where it stood to where it stands now (a quarter second, eased), as a hand moves a
piece on a real table; the table is then one move behind at most."""

from __future__ import annotations

from dataclasses import dataclass

from games.kreuzes.rules.state import KreuzesState

SLIDE_S = 0.25


@dataclass
class Slide:
    kind: str  # "arms" | "pirate" | "army"
    index: int
    start: str  # space ids
    end: str
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= SLIDE_S

    def at(self, a: tuple[int, int], b: tuple[int, int]) -> tuple[float, float]:
        u = min(1.0, self.t / SLIDE_S)
        u = u * u * (3 - 2 * u)
        return a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u


def slides(before: KreuzesState | None, after: KreuzesState) -> list[Slide]:
    """The pieces that moved from `before` to `after` (none for a first position or another game)."""
    if before is None or before.players != after.players:
        return []
    out = [Slide("arms", i, a.space, b.space) for i, (a, b) in enumerate(zip(before.knights, after.knights,
                                                                              strict=True)) if a.space != b.space]
    for kind, old, new in (("pirate", before.pirates, after.pirates), ("army", before.armies, after.armies)):
        out += [Slide(kind, i, a, b) for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b]
    return out
