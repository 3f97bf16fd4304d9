"""What stands where on the map, in words and in slots, from the view (no pygame): each space's
pieces in a row around its label, and the hover text naming the space, its terrain and continent
and everything on it."""

from __future__ import annotations

from collections.abc import Callable

from games.kreuzes.rules.state import KreuzesState

Piece = tuple[str, int]  # ("token", -1) | ("citadel", -1) | ("arms", seat) | ("pirate", i) | ("army", i) | ("loose", n)


def occupants(s: KreuzesState, board: object, tokens: set[str], taken: set[str]) -> dict[str, list[Piece]]:
    out: dict[str, list[Piece]] = {}
    jerusalem = board.jerusalem  # type: ignore[attr-defined]
    out.setdefault(jerusalem, []).append(("citadel", -1))
    for sid in tokens | taken:
        out.setdefault(sid, []).append(("token", -1))
    for i, sid in enumerate(s.pirates):
        out.setdefault(sid, []).append(("pirate", i))
    for i, sid in enumerate(s.armies):
        out.setdefault(sid, []).append(("army", i))
    for sid, n in s.loose:
        out.setdefault(sid, []).append(("loose", n))
    for seat, k in enumerate(s.knights):
        out.setdefault(k.space, []).append(("arms", seat))
    return out


def slots(centre: tuple[int, int], size: int, pieces: list[Piece]) -> list[tuple[Piece, tuple[int, int]]]:
    """Pieces in a row centred on the label; the city token or the Citadel first, on the label itself
    when alone, and at most two rows."""
    n = len(pieces)
    per_row = 3 if n > 3 else n
    step = round(size * 1.02)
    out = []
    for k, piece in enumerate(pieces):
        row, col = divmod(k, per_row)
        in_row = min(per_row, n - row * per_row)
        x = centre[0] + round((col - (in_row - 1) / 2) * step)
        y = centre[1] - round(size * 0.15) + row * step - (step // 2 if n > per_row else 0)
        out.append((piece, (x, y)))
    return out


def space_words(s: KreuzesState, board: object, sid: str, knight_name: Callable[[int], str],
                city_words: Callable[[str], str]) -> str:
    space = board.spaces[sid]  # type: ignore[attr-defined]
    terrain = {"plains": "Plains", "mountains": "Mountains", "sea": "Sea"}[space.terrain]
    where = space.continent.title() if space.continent else ("an island" if space.island else "no continent")
    lines = [f"{space.name}: {terrain}, {where}."]
    if sid == board.jerusalem:  # type: ignore[attr-defined]
        lines.append(f"Jerusalem's Citadel: {s.garrison} green troops defend it.")
    if space.city is not None:
        lines.append(city_words(sid))
    for seat, k in enumerate(s.knights):
        if k.space == sid:
            lines.append(f"{knight_name(seat)}'s coat of arms.")
    ships = sum(1 for p in s.pirates if p == sid)
    armies = sum(1 for p in s.armies if p == sid)
    if ships:
        lines.append("A pirate ship (3 green troops)." if ships == 1 else f"{ships} pirate ships.")
    if armies:
        lines.append("A Muslim army (3 green troops)." if armies == 1 else f"{armies} Muslim armies.")
    loose = dict(s.loose).get(sid, 0)
    if loose:
        lines.append(f"{loose} green troop{'s' if loose != 1 else ''} left from a combat.")
    for strait in board.straits:  # type: ignore[attr-defined]
        if sid in (strait.a, strait.b):
            other = strait.b if sid == strait.a else strait.a
            lines.append(f"{strait.name}: crossed to {board.spaces[other].name} without a Water card.")  # type: ignore[attr-defined]
    return "\n".join(lines)
