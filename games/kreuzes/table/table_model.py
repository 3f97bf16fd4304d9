"""What stands where on the map, in words and in slots, from the view (no pygame): each space's
pieces in a row around its label, and the hover text naming the space, its terrain and continent
and everything on it."""

from __future__ import annotations

from collections.abc import Callable, Mapping

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
        # Left by a combat the knight lost, or set down by a Saracen Offensive: the words say
        # what they mean to a knight, not where they came from (which the state does not keep).
        troops = "1 green troop stands" if loose == 1 else f"{loose} green troops stand"
        lines.append(f"{troops} here: a knight who enters fights them.")
    for strait in board.straits:  # type: ignore[attr-defined]
        if sid in (strait.a, strait.b):
            other = strait.b if sid == strait.a else strait.a
            lines.append(f"{strait.name}: crossed to {board.spaces[other].name} without a Water card.")  # type: ignore[attr-defined]
    return "\n".join(lines)


Box = tuple[float, float, float, float]  # centre x, centre y, width, height


def spread(boxes: list[Box], bounds: tuple[float, float, float, float], gap: float = 2.0,
           rounds: int = 120) -> list[tuple[float, float]]:
    """New centres for `boxes` so that no two overlap: small neighbouring spaces (the Levant on a
    small window) crowd each other's pieces, and a piece under another could not be told apart
    nor taken. An overlapping pair is pushed apart, each half the way, along the axis where they
    overlap least, so a piece moves no further than it must; `bounds` (left, top, right, bottom)
    holds every centre. Deterministic: the same boxes give the same places."""
    xs = [b[0] for b in boxes]
    ys = [b[1] for b in boxes]
    n = len(boxes)
    reach = max((b[2] for b in boxes), default=0.0) + gap  # no pair further apart in x can overlap
    for _ in range(rounds):
        moved = False
        order = sorted(range(n), key=lambda k: (xs[k], k))
        for a_pos, i in enumerate(order):
            wi, hi = boxes[i][2], boxes[i][3]
            for j in order[a_pos + 1:]:
                if xs[j] - xs[i] >= reach:
                    break
                dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                ox = (wi + boxes[j][2]) / 2 + gap - abs(dx)
                oy = (hi + boxes[j][3]) / 2 + gap - abs(dy)
                if ox <= 0.01 or oy <= 0.01:
                    continue
                moved = True
                if ox <= oy:
                    sign = 1.0 if dx >= 0 else -1.0
                    xs[i] -= sign * ox / 2
                    xs[j] += sign * ox / 2
                else:
                    sign = 1.0 if dy >= 0 else -1.0
                    ys[i] -= sign * oy / 2
                    ys[j] += sign * oy / 2
        for k in range(n):
            half_w, half_h = boxes[k][2] / 2, boxes[k][3] / 2
            xs[k] = min(max(xs[k], bounds[0] + half_w), bounds[2] - half_w)
            ys[k] = min(max(ys[k], bounds[1] + half_h), bounds[3] - half_h)
        if not moved:
            break
    return list(zip(xs, ys, strict=True))


Placed = tuple[str, Piece, tuple[float, float], int]  # its space, the piece, its centre, its size


def place_pieces(where: dict[str, list[Piece]], labels: Mapping[str, tuple[float, float]],
                 size_of: Callable[[str], int], bounds: tuple[float, float, float, float]) -> list[Placed]:
    """Every piece on the map where it is drawn: in its space's slots, then spread so that none
    covers another (a piece with a count beside it, loose troops or the Citadel, keeps the count's
    room too)."""
    slotted = [(sid, piece, xy, size_of(sid)) for sid, pieces in where.items()
               for piece, xy in slots(labels[sid], size_of(sid), pieces)]
    wide = ("loose", "citadel")
    boxes = [(x, y, size * (1.5 if kind in wide else 1.0), size * (1.3 if kind in wide else 1.0))
             for _sid, (kind, _i), (x, y), size in slotted]
    spots = spread(boxes, bounds)
    return [(sid, piece, spot, size) for (sid, piece, _xy, size), spot in zip(slotted, spots, strict=True)]
