"""Draw config/kreuzes/map.yaml to a PNG to look at it: sea blue, plains green, mountains brown,
islands outlined, cities as dots with names (red Christian, green Muslim), straits as arrows,
the start spaces marked. A developer's tool: the table draws the map itself.
    python3 -m tools.kreuzes_map.preview [out.png] [--routes]
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from games.kreuzes.rules.board import Board, load_board  # noqa: E402

SIZE = (1600, 1100)
SEA = (86, 140, 196)
PLAINS = (150, 190, 110)
MOUNTAINS = (160, 120, 80)
ISLAND_EDGE = (250, 240, 200)
CHRISTIAN = (200, 30, 30)
MUSLIM = (20, 110, 40)


def _shortest(board: Board, a: str, b: str, land_only: bool) -> list[str]:
    path = [a]
    while path[-1] != b:
        here = path[-1]
        want = board.distance(here, b, land_only=land_only) - 1
        path.append(min(n for n in board.neighbours[here]
                        if (not land_only or board.spaces[n].is_land)
                        and board.distance(n, b, land_only=land_only) == want))
    return path


def draw(board: Board, out: Path, routes: bool, zoom: tuple[float, float, float, float] | None = None) -> None:
    """Draw the whole board, or the box zoom = (x0, y0, x1, y1) in board units."""
    pygame.init()
    surf = pygame.Surface(SIZE)
    surf.fill((40, 40, 40))
    x0, y0, x1, y1 = zoom or (0.0, 0.0, board.width, board.height)
    scale = min((SIZE[0] - 20) / (x1 - x0), (SIZE[1] - 60) / (y1 - y0))

    def at(p: tuple[float, float]) -> tuple[int, int]:
        return round(10 + (p[0] - x0) * scale), round(50 + (p[1] - y0) * scale)

    small = pygame.font.SysFont("dejavusans", 11)
    bold = pygame.font.SysFont("dejavusans", 12, bold=True)
    for s in board.spaces.values():
        colour = SEA if s.is_sea else MOUNTAINS if s.terrain == "mountains" else PLAINS
        pts = [at(p) for p in s.polygon]
        pygame.draw.polygon(surf, colour, pts)
    for s in board.spaces.values():
        pts = [at(p) for p in s.polygon]
        edge = ISLAND_EDGE if s.island else (60, 60, 60) if s.is_land else (60, 100, 150)
        pygame.draw.polygon(surf, edge, pts, 2 if s.island else 1)
    for st in board.straits:
        a, b = at(board.spaces[st.a].label), at(board.spaces[st.b].label)
        pygame.draw.line(surf, (255, 255, 0), a, b, 3)
        for tip, tail in ((a, b), (b, a)):
            ang = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
            for d in (2.6, -2.6):
                pygame.draw.line(surf, (255, 255, 0), tip,
                                 (tip[0] + 10 * math.cos(ang + d), tip[1] + 10 * math.sin(ang + d)), 3)
    if routes:
        for path, colour in ((_shortest(board, "normandy", board.jerusalem, True), (255, 255, 255)),
                             (_shortest(board, "normandy", board.jerusalem, False), (255, 0, 255))):
            pygame.draw.lines(surf, colour, False, [at(board.spaces[k].label) for k in path], 2)
    starts = {*board.knight_starts.values()}
    for s in board.spaces.values():
        x, y = at(s.label)
        if s.city:
            pygame.draw.circle(surf, CHRISTIAN if s.city.faith == "christian" else MUSLIM, (x, y), 6)
            pygame.draw.circle(surf, (255, 255, 255), (x, y), 6, 1)
        if s.id in starts:
            pygame.draw.rect(surf, (0, 0, 0), (x - 5, y - 5, 10, 10), 2)
        if s.id in board.pirate_starts or s.id in board.army_starts:
            pygame.draw.polygon(surf, (0, 0, 0), [(x, y - 7), (x - 6, y + 4), (x + 6, y + 4)], 2)
        if s.id in board.el_cid:
            pygame.draw.circle(surf, (255, 0, 0), (x, y), 10, 1)
        font = bold if s.city else small
        text = font.render(s.name, True, (0, 0, 0) if s.is_land else (230, 240, 255))
        surf.blit(text, (x - text.get_width() // 2, y + 7))
    title = bold.render(
        f"{len(board.spaces)} spaces; land route Normandy-Jerusalem "
        f"{board.distance('normandy', board.jerusalem, land_only=True)}, any route "
        f"{board.distance('normandy', board.jerusalem)}", True, (255, 255, 255))
    surf.blit(title, (10, 15))
    pygame.image.save(surf, str(out))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    box = next((a.split("=")[1] for a in sys.argv if a.startswith("--zoom=")), None)
    zoom = tuple(float(v) for v in box.split(",")) if box else None
    draw(load_board(), Path(args[0] if args else "/tmp/kreuzes_map.png"), "--routes" in sys.argv,
         zoom)  # type: ignore[arg-type]
