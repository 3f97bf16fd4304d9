"""The printed city of Jerusalem, drawn once per window size: parchment inside a crenellated
wall, the six Districts with their names and arms, each Area a clear drop zone with its
revenue printed as icons and numbers, and the round keep of the Tower of David. Districts
out of play (the two-player game) are shaded, with their set-aside card lying on them."""

from __future__ import annotations

import random

import pygame

from games.jerusalem.rules.config import Config
from games.jerusalem.table.draw_arms import arms_sprite
from games.jerusalem.table.draw_palette import INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, WALL_DARK, WALL_STONE
from games.jerusalem.table.draw_pieces import income_icon
from games.jerusalem.table.table_layout import CityGeometry, line_step
from games.ui.art import fonts
from games.ui.art.colour import mix, shade
from games.ui.art.fonts import font, text, wrap
from games.ui.art.soft import blit_soft

HEADER = 0.16  # a District's name band, as a fraction of its height


def header_rect(geom: CityGeometry, district: str) -> pygame.Rect:
    rect = geom.district_rect(district)
    return pygame.Rect(rect.left, rect.top, rect.width, max(18, int(rect.height * HEADER)))


def district_px(geom: CityGeometry, unit: int, district: str) -> int:
    return max(geom.small, min(int(unit * 0.85), header_rect(geom, district).height - 4))


def revenue_px(geom: CityGeometry) -> int:
    """The size of the revenue printed in the Areas."""
    return max(geom.small, min(18, geom.rect.height // 28))


def revenue_strip(geom: CityGeometry, area: int) -> pygame.Rect:
    """The band at the foot of an Area where its revenue is printed."""
    rect = geom.area_rect(area)
    h = min(font(revenue_px(geom), True).get_height() - 2, rect.height // 3)
    if geom.plan.areas[area].circle is not None:
        return pygame.Rect(rect.left + rect.width // 4, rect.bottom - h - 1, rect.width // 2, h)  # on the stones
    return pygame.Rect(rect.left + 2, rect.bottom - h - 2, rect.width - 4, h)


def _wall(surf: pygame.Surface, rect: pygame.Rect, thick: int) -> None:
    """The city wall: a stone ring with merlons on its outer edge and a tower on each corner."""
    pygame.draw.rect(surf, WALL_DARK, rect)
    pygame.draw.rect(surf, WALL_STONE, rect.inflate(-2, -2))
    inner = rect.inflate(-2 * thick, -2 * thick)
    pygame.draw.rect(surf, PARCHMENT, inner)
    merlon = max(3, thick // 2)
    step = 2 * merlon
    for x in range(rect.left + merlon, rect.right - merlon, step):
        for y in (rect.top, rect.bottom - merlon // 2 - 1):
            pygame.draw.rect(surf, shade(WALL_STONE, 0.8), pygame.Rect(x, y, merlon, merlon // 2 + 1))
    for y in range(rect.top + merlon, rect.bottom - merlon, step):
        for x in (rect.left, rect.right - merlon // 2 - 1):
            pygame.draw.rect(surf, shade(WALL_STONE, 0.8), pygame.Rect(x, y, merlon // 2 + 1, merlon))
    # Courses of stone along the wall walk.
    for k in range(1, 3):
        off = k * thick // 3
        pygame.draw.rect(surf, shade(WALL_STONE, 0.88), rect.inflate(-2 * off, -2 * off), 1)
    pygame.draw.rect(surf, INK, inner, 2)
    pygame.draw.rect(surf, INK, rect, 2)
    for corner in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
        pygame.draw.circle(surf, WALL_DARK, corner, int(thick * 1.3))
        pygame.draw.circle(surf, WALL_STONE, corner, int(thick * 1.3) - 2)
        pygame.draw.circle(surf, INK, corner, int(thick * 1.3), 2)


def _streets(surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], seed: int) -> None:
    """Faint roofs and lanes printed under the Areas, so a District reads as town, not a form."""
    rnd = random.Random(seed)
    cell = max(8, rect.width // 14)
    for y in range(rect.top, rect.bottom - cell // 2, cell):
        x = rect.left + rnd.randint(0, cell // 2)
        while x < rect.right - cell // 2:
            w = rnd.randint(cell // 2, cell + cell // 2)
            block = pygame.Rect(x, y + 2, min(w, rect.right - x - 2), cell - 4)
            if block.width > 3:
                pygame.draw.rect(surf, shade(colour, rnd.uniform(0.9, 0.96)), block)
            x += w + rnd.randint(2, 5)


def _revenue(surf: pygame.Surface, strip: pygame.Rect, amounts: list[tuple[str, int]], size: int) -> None:
    """Income printed as number + icon pairs, centred in the strip on a pale cartouche."""
    f = font(size, True)
    icon = max(10, strip.height - 4)
    parts = [(str(n), kind) for kind, n in amounts if n]
    if not parts:
        return
    width = sum(f.size(words)[0] + icon + 6 for words, _ in parts) - 4
    box = pygame.Rect(0, 0, width + 10, strip.height)
    box.center = strip.center
    pygame.draw.rect(surf, shade(PARCHMENT, 1.06), box, border_radius=box.height // 2)
    pygame.draw.rect(surf, INK_SOFT, box, 1, border_radius=box.height // 2)
    x = box.left + 5
    for words, kind in parts:
        x = text(surf, words, size, INK, (x, box.centery), bold=True, anchor="midleft").right + 1
        surf.blit(income_icon(kind, icon, ink=True), (x, box.centery - icon // 2))
        x += icon + 5


def _district(surf: pygame.Surface, geom: CityGeometry, cfg: Config, district: str, unit: int, open_: bool) -> None:
    plan = geom.plan.districts[district]
    rect = geom.district_rect(district)
    tint = plan.tint
    if district != "tower":
        pygame.draw.rect(surf, tint, rect, border_radius=max(3, unit // 4))
        _streets(surf, rect, tint, sum(map(ord, district)))  # str hash() changes per run
    header = header_rect(geom, district)
    name = cfg.district(district).name
    size = district_px(geom, unit, district)
    shield = arms_sprite(plan.arms, max(14, header.height - 2))
    room = header.width - shield.get_width() - 10
    x = header.left + shield.get_width() + 8
    lines = [name]
    if font(size, True).size(name)[0] > room:  # the Tower of David's narrow band: two lines, the shield beside
        lines = wrap(name, size, room, bold=True)
        if len(lines) > 2 or max(font(size, True).size(line)[0] for line in lines) > room:
            room, x = header.width - 8, header.left + 4  # no room for the shield either
            lines = wrap(name, size, room, bold=True)
            shield = None
    if shield is not None:
        surf.blit(shield, shield.get_rect(midleft=(header.left + 4, header.top + shield.get_height() // 2 + 1)))
    step = line_step(size, True)
    top = header.top + max(1, (header.height - step * len(lines)) // 2 - 2)
    with fonts.panel(rect, "District"):
        for k, line in enumerate(lines):
            text(surf, line, size, INK, (x, top + k * step), bold=True, max_width=room)
    if district != "tower":
        pygame.draw.line(surf, INK_SOFT, (rect.left + 4, header.bottom), (rect.right - 5, header.bottom))
        pygame.draw.rect(surf, INK, rect, 2, border_radius=max(3, unit // 4))


def _area(surf: pygame.Surface, geom: CityGeometry, cfg: Config, area: int, unit: int) -> None:
    a = cfg.areas[area]
    circle = geom.tower_circle(area)
    zone = mix(PARCHMENT, geom.plan.districts[a.district].tint, 0.35)
    if circle is not None:
        (cx, cy), r = circle
        blit_soft(surf, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), r, (0, 0, 0, 110), max(2, r // 8), offset=(3, 4))
        pygame.draw.circle(surf, WALL_DARK, (cx, cy), r)
        pygame.draw.circle(surf, WALL_STONE, (cx, cy), r - 3)
        pygame.draw.circle(surf, shade(zone, 1.04), (cx, cy), int(r * 0.8))
        for k in range(12):
            v = pygame.math.Vector2(0, -r * 0.9).rotate(k * 30)
            pygame.draw.circle(surf, shade(WALL_STONE, 0.8), (cx + v.x, cy + v.y), max(2, r // 10))
        pygame.draw.circle(surf, INK, (cx, cy), int(r * 0.8), 2)
        pygame.draw.circle(surf, INK, (cx, cy), r, 2)
        numbers = cfg.rules["tower_of_david"]
        with fonts.panel(geom.area_rect(area), "Area"):
            _revenue(surf, revenue_strip(geom, area), [("bezant", numbers["bezants"])], revenue_px(geom))
        return
    rect = geom.area_rect(area)
    radius = max(3, unit // 3)
    pygame.draw.rect(surf, zone, rect, border_radius=radius)
    # A double ink line, like a printed field, so each Area reads as a place to put things.
    pygame.draw.rect(surf, INK, rect, 2, border_radius=radius)
    pygame.draw.rect(surf, INK_SOFT, rect.inflate(-6, -6), 1, border_radius=max(1, radius - 2))
    rev = a.revenue
    with fonts.panel(rect, "Area"):
        _revenue(surf, revenue_strip(geom, area), [("squire", rev.squires), ("bezant", rev.bezants),
                                                  ("prestige", rev.prestige)], revenue_px(geom))


def _closed(surf: pygame.Surface, rect: pygame.Rect, unit: int) -> None:
    """A District out of play: a grey wash with hatching, and the Overwhelming Influence card
    of that District lying face down on it, as the two-player rules set it aside."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((60, 52, 44, 130))
    step = max(6, unit // 2)
    for k in range(-rect.height, rect.width, step):
        pygame.draw.line(veil, (40, 34, 28, 90), (k, rect.height), (k + rect.height, 0), 2)
    surf.blit(veil, rect)
    card = pygame.Rect(0, 0, int(unit * 2.6), int(unit * 3.6))
    card.center = (rect.centerx, rect.centery + unit // 2)
    blit_soft(surf, card, unit // 4, (0, 0, 0, 120), 3, offset=(2, 3))
    pygame.draw.rect(surf, (92, 58, 40), card, border_radius=unit // 4)
    pygame.draw.rect(surf, (196, 160, 96), card.inflate(-6, -6), 2, border_radius=unit // 5)
    plate = pygame.Rect(0, 0, rect.width - unit, int(unit * 1.3))
    plate.midtop = (rect.centerx, rect.top + int(rect.height * HEADER) + unit // 3)
    pygame.draw.rect(surf, (40, 30, 22), plate, border_radius=plate.height // 2)
    with fonts.panel(rect, "District"):
        text(surf, "not in play", max(14, int(unit * 0.75)), (240, 228, 200), plate.center, bold=True,
             anchor="center")


def build_city(geom: CityGeometry, cfg: Config, playable: tuple[bool, ...], unit: int) -> pygame.Surface:
    """The board alone (the size of the city rect), with a transparent margin for its shadow."""
    rect = geom.rect
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = geom.moved(-rect.left, -rect.top)
    board = surf.get_rect()
    pygame.draw.rect(surf, PARCHMENT_DARK, board)
    _wall(surf, board, local.wall)
    for district in cfg.district_ids:
        _district(surf, local, cfg, district, unit, True)
    for area in range(len(cfg.areas)):
        _area(surf, local, cfg, area, unit)
    for district in cfg.districts:
        if not all(playable[a] for a in district.areas):
            _closed(surf, local.district_rect(district.id), unit)
    return surf
