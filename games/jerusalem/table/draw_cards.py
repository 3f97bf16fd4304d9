"""Cards drawn like their printed selves: Action cards (face with title, picture and a short
effect; back with men, coins and towers), Event cards (picture and name; crusader banner on
the back) and the four Office cards."""

from __future__ import annotations

from functools import cache

import pygame

from games.jerusalem.rules.config import CardKind, Config, EventCard, Office
from games.jerusalem.table.draw_arms import arms_sprite, banner_picture, event_picture
from games.jerusalem.table.draw_palette import INK, INK_SOFT, PARCHMENT
from games.jerusalem.table.draw_pieces import cube_sprite, income_icon
from games.jerusalem.table.table_layout import line_step
from games.jerusalem.table.table_model import card_short, card_title, office_power, plural
from games.jerusalem.table.table_plan import TablePlan
from games.ui.art import fonts
from games.ui.art.colour import RGB, mix, shade
from games.ui.art.fonts import font, text, wrap
from games.ui.art.soft import soft_rect

CARD_BACK = (92, 58, 40)
CARD_TRIM = (196, 160, 96)
BANDS: dict[str, RGB] = {"gain": (60, 110, 70), "choose": (70, 96, 140), "moves": (150, 100, 40),
                         "turncoat": (120, 60, 110), "mercenary": (140, 60, 50), "influence": (40, 70, 110)}


def kind_band(kind: CardKind) -> RGB:
    if kind.gain is not None:
        return BANDS["gain"]
    if kind.choose:
        return BANDS["choose"]
    if kind.moves:
        return BANDS["moves"]
    if kind.turncoat:
        return BANDS["turncoat"]
    if kind.mercenary_price is not None:
        return BANDS["mercenary"]
    return BANDS["influence"]


def _shadowed_card(w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
    blur = max(2, w // 18)
    pad = 2 * blur + 2
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    surf.blit(soft_rect(w, h, max(3, w // 12), (0, 0, 0, 120), blur), (2, 4))
    return surf, pygame.Rect(pad, pad, w, h)


def card_pad(w: int) -> int:
    """The margin round a card sprite (its shadow): blit the sprite at the card's top-left minus this."""
    return 2 * max(2, w // 18) + 2


def _picture(surf: pygame.Surface, kind: CardKind, box: pygame.Rect, arms: str | None, size: int) -> None:
    f = font(size, True)
    if kind.gain is not None:
        parts = [(k, n) for k, n in (("squire", kind.gain.squires), ("bezant", kind.gain.bezants),
                                     ("prestige", kind.gain.prestige)) if n]
        icon = max(10, min(box.height, (box.width - len(parts) * (f.size("+2")[0] + 6)) // len(parts)))
        total = len(parts) * (icon + f.size("+2")[0] + 4)
        x = box.centerx - total // 2
        for k, n in parts:
            img = f.render(f"+{n}", True, INK)
            surf.blit(img, img.get_rect(midleft=(x, box.centery)))
            x += img.get_width() + 2
            surf.blit(income_icon(k, icon), (x, box.centery - icon // 2))
            x += icon + 4
        return
    icon = max(12, min(box.height, box.width // 3))
    if kind.choose:
        small = max(10, icon * 2 // 3)
        img = f.render(f"{kind.choose}×", True, INK)
        x = box.centerx - (img.get_width() + 3 * small) // 2
        surf.blit(img, img.get_rect(midleft=(x, box.centery)))
        x += img.get_width() + 2
        for k in ("squire", "bezant", "prestige"):
            surf.blit(income_icon(k, small), (x, box.centery - small // 2))
            x += small
    elif kind.moves or kind.turncoat:
        cube = max(10, icon * 3 // 4)
        left = cube_sprite((206, 170, 120), "circle", cube)
        right = cube_sprite((120, 120, 130) if kind.turncoat else (206, 170, 120), "square", cube)
        surf.blit(left, left.get_rect(center=(box.left + box.width // 5, box.centery)))
        surf.blit(right, right.get_rect(center=(box.right - box.width // 5, box.centery)))
        y = box.centery
        x0, x1 = box.left + box.width // 5 + cube, box.right - box.width // 5 - cube
        pygame.draw.line(surf, INK, (x0, y - (3 if kind.turncoat else 0)), (x1, y - (3 if kind.turncoat else 0)), 2)
        pygame.draw.polygon(surf, INK, [(x1 + 4, y - (3 if kind.turncoat else 0)), (x1 - 3, y - 7), (x1 - 3, y + 1)])
        if kind.turncoat:
            pygame.draw.line(surf, INK, (x0, y + 4), (x1, y + 4), 2)
            pygame.draw.polygon(surf, INK, [(x0 - 4, y + 4), (x0 + 3, y), (x0 + 3, y + 8)])
    elif kind.mercenary_price is not None:
        img = f.render(f"= {kind.mercenary_price}", True, INK)
        x = box.centerx - (icon * 2 + img.get_width()) // 2
        surf.blit(income_icon("squire", icon), (x, box.centery - icon // 2))
        surf.blit(img, img.get_rect(midleft=(x + icon + 2, box.centery)))
        surf.blit(income_icon("bezant", icon), (x + icon + img.get_width() + 4, box.centery - icon // 2))
    elif arms is not None:
        shield = arms_sprite(arms, max(14, box.height))
        img = f.render(f"+{kind.influence_squires}", True, INK)
        x = box.centerx - (shield.get_width() + img.get_width() + icon) // 2
        surf.blit(shield, shield.get_rect(midleft=(x, box.centery)))
        x += shield.get_width() + 3
        surf.blit(img, img.get_rect(midleft=(x, box.centery)))
        surf.blit(income_icon("squire", icon), (x + img.get_width() + 1, box.centery - icon // 2))


Line = tuple[str, pygame.Rect, int]  # words, where on the sprite, size


def fit_lines(words: list[str], width: int, most: int, sizes: range) -> tuple[int, list[str]]:
    """The largest size in `sizes` at which `words` (a list of titles) wrap into at most `most`
    lines, no word broken; the smallest size otherwise."""
    lines: list[str] = []
    for size in sizes:
        f = font(size, True)
        if any(f.size(word)[0] > width for title in words for word in title.split()):
            continue
        lines = [line for title in words for line in wrap(title, size, width, bold=True)]
        if len(lines) <= most:
            return size, lines
    size = sizes[-1]
    return size, [line for title in words for line in wrap(title, size, width, bold=True)][:most]


def blit_action_card(surf: pygame.Surface, card: str, rect: pygame.Rect, cfg: Config, plan: TablePlan,
                     least: int = 12) -> None:
    """An Action card's face with its shadow, its top-left at `rect`'s; its words are told to
    the layout checks where they land."""
    kind = cfg.cards[card]
    arms = plan.districts[kind.influence_district].arms if kind.influence_district else None
    img, lines = _action_card(kind, arms, rect.width, rect.height, least)
    pad = card_pad(rect.width)
    surf.blit(img, (rect.left - pad, rect.top - pad))
    with fonts.panel(rect, "card"):
        for words, where, px in lines:
            fonts.note_text(surf, words, where.move(rect.left - pad, rect.top - pad), px)


@cache
def _action_card(kind: CardKind, arms: str | None, w: int, h: int, least: int) -> tuple[pygame.Surface,
                                                                                          tuple[Line, ...]]:
    surf, rect = _shadowed_card(w, h)
    told: list[Line] = []
    radius = max(3, w // 12)
    pygame.draw.rect(surf, PARCHMENT, rect, border_radius=radius)
    band_colour = kind_band(kind)
    top = max(least, min(h // 7, w // 6, 17))
    size, lines = fit_lines(card_title(kind), rect.width - 8, 2, range(top, least - 1, -1))
    step = line_step(size, True)
    band = pygame.Rect(rect.left, rect.top, rect.width, 8 + len(lines) * step)
    pygame.draw.rect(surf, band_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    y = band.top + 2
    for line in lines:
        img = font(size, True).render(line, True, (250, 244, 230))
        told.append((line, surf.blit(img, img.get_rect(midtop=(rect.centerx, y))), size))
        y += step
    foot_size, foot_lines = fit_lines([card_short(kind)], rect.width - 8, 2, range(top, least - 1, -1))
    foot_step = line_step(foot_size, True)
    foot_h = len(foot_lines) * foot_step + 6
    picture = pygame.Rect(rect.left + 4, band.bottom + 2, rect.width - 8, rect.bottom - foot_h - band.bottom - 4)
    _picture(surf, kind, picture, arms, size)
    y = rect.bottom - foot_h
    for line in foot_lines:
        img = font(foot_size, True).render(line, True, INK_SOFT)
        told.append((line, surf.blit(img, img.get_rect(midtop=(rect.centerx, y))), foot_size))
        y += foot_step
    pygame.draw.rect(surf, shade(band_colour, 0.6), rect, 2, border_radius=radius)
    return surf, tuple(told)


@cache
def card_back(w: int, h: int) -> pygame.Surface:
    """The back of an Action card: a man, a coin and a tower on dark wood."""
    surf, rect = _shadowed_card(w, h)
    radius = max(3, w // 12)
    pygame.draw.rect(surf, CARD_BACK, rect, border_radius=radius)
    pygame.draw.rect(surf, CARD_TRIM, rect.inflate(-6, -6), 2, border_radius=max(2, radius - 2))
    icon = max(10, min(w // 3, h // 4))
    for k, kind in enumerate(("squire", "bezant", "prestige")):
        cy = rect.top + rect.height * (k + 1) // 4
        surf.blit(income_icon(kind, icon), (rect.centerx - icon // 2, cy - icon // 2))
    return surf


@cache
def event_card(event: EventCard | None, w: int, h: int, size: int) -> pygame.Surface:
    """An Event card, face up (picture and name) or face down (None: the crusader banner)."""
    surf, rect = _shadowed_card(w, h)
    radius = max(3, w // 12)
    if event is None:
        pygame.draw.rect(surf, (120, 34, 34), rect, border_radius=radius)
        pygame.draw.rect(surf, CARD_TRIM, rect.inflate(-6, -6), 2, border_radius=max(2, radius - 2))
        pic = banner_picture(min(rect.width, rect.height) - 8)
        surf.blit(pic, pic.get_rect(center=rect.center))
        return surf
    pygame.draw.rect(surf, PARCHMENT, rect, border_radius=radius)
    pygame.draw.rect(surf, (120, 34, 34), rect, 3, border_radius=radius)
    # A thumbnail too small for the name shows the picture alone; the name is printed beside it.
    lines = wrap(event.name, size, rect.width - 6, bold=True)[:2] if rect.height >= 5 * size else []
    text_h = len(lines) * (size + 1)
    pic = event_picture(event.id, max(14, min(rect.width - 10, rect.height - text_h - 8)))
    surf.blit(pic, pic.get_rect(midtop=(rect.centerx, rect.top + 4)))
    y = rect.bottom - text_h - 3
    for line in lines:
        img = font(size, True).render(line, True, INK)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += size + 1
    return surf


def office_card(surf: pygame.Surface, rect: pygame.Rect, office: Office, cfg: Config, holder: RGB | None,
                in_play: bool, lit: bool, size: int, hammer: tuple[str, ...] = ()) -> None:
    """An Office card lying beside the board: number, name, Squires, power in short. Under the
    hammer, a red tag (the longest of the `hammer` wordings that fits) takes the Squires' line:
    the auction's panel says them."""
    radius = max(4, size // 3)
    blit_body = mix(PARCHMENT, (200, 170, 110), 0.25) if in_play else (120, 110, 96)
    surf.blit(soft_rect(rect.width, rect.height, radius, (0, 0, 0, 120), 4), (rect.left - 8 + 3, rect.top - 8 + 4))
    pygame.draw.rect(surf, blit_body, rect, border_radius=radius)
    edge = holder if holder is not None else (INK if in_play else (80, 70, 60))
    pygame.draw.rect(surf, edge, rect, 3 if holder is not None else 2, border_radius=radius)
    big = max(size + 6, int(size * 1.5))
    with fonts.panel(rect, "Office"):
        disc_h = font(big, True).get_height()
        disc = pygame.Rect(rect.left + 4, rect.top + 4, disc_h, disc_h)
        pygame.draw.circle(surf, shade(blit_body, 0.85), disc.center, disc.width // 2)
        text(surf, str(office.number), big, INK if in_play else (70, 62, 54), disc.center, bold=True, anchor="center")
        x = disc.right + 4
        step = line_step(size)
        name = text(surf, office.name, size, INK, (x, rect.top + 2), bold=True, max_width=rect.right - x - 4)
        if hammer:
            room = rect.right - x - 4
            words = next((w for w in hammer if font(size, True).size(w)[0] + 10 <= room), hammer[-1])
            tag = pygame.Rect(x, name.top + step + 1, min(room, font(size, True).size(words)[0] + 10), step + 2)
            pygame.draw.rect(surf, (120, 34, 34), tag, border_radius=tag.height // 2)
            text(surf, words, size, (250, 236, 210), tag.center, bold=True, anchor="center", max_width=tag.width - 4)
        elif in_play:
            icon = income_icon("squire", size)
            surf.blit(icon, (x, name.top + step + (step - size) // 2 + 2))
            text(surf, plural(office.squires, "Squire"), size, INK_SOFT, (x + size + 3, name.top + step),
                 max_width=rect.right - x - size - 7)
        else:
            text(surf, "not used", size, (70, 62, 54), (x, name.top + step), bold=True)
        y = max(disc.bottom, name.top + 2 * step + 2)
        lines = wrap(office_power(office, cfg), size, rect.width - 12)
        room = max(1, (rect.bottom - 2 - y - font(size).get_height()) // step + 1)
        for k, line in enumerate(lines[:room]):
            last = k == room - 1 and len(lines) > room
            # A power that does not fit ends in an ellipsis (the layout checks see it cut).
            text(surf, " ".join(lines[k:]) if last else line, size, INK, (rect.left + 6, y), max_width=rect.width - 12)
            y += step
    if lit:
        pygame.draw.rect(surf, (120, 220, 140), rect.inflate(4, 4), 3, border_radius=radius + 2)
