"""The seat at the table's edge: its name plate and, behind its screen, its Squires, Baron
and Bezants; its hand of Action cards in a fan; and the decision panel with the prompt,
steppers and buttons. Hidden holdings are drawn only when the view shows them (the seat's
own screen); otherwise the screen stands closed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.core.english import plural
from games.jerusalem.rules.config import Config
from games.jerusalem.rules.state import JerusalemState
from games.jerusalem.table.draw_cards import blit_action_card, card_back, card_pad
from games.jerusalem.table.draw_hand import draw_tiles, pager_rect, pager_words, tile_hand
from games.jerusalem.table.draw_palette import HIGHLIGHT, LEGAL, PANEL, TEXT, TEXT_MUTED
from games.jerusalem.table.draw_panels import draw_plate_head
from games.jerusalem.table.draw_pieces import coin_sprite, cube_sprite, income_icon, pawn_sprite
from games.jerusalem.table.table_controls import Button, Panel
from games.jerusalem.table.table_layout import Zone, line_step
from games.jerusalem.table.table_plan import TablePlan
from games.ui.art import fonts
from games.ui.art.colour import mix, shade
from games.ui.art.fonts import font, text, wrap
from games.ui.art.marks import TableSeats
from games.ui.art.soft import plate


@dataclass(frozen=True)
class BottomParts:
    screen: pygame.Rect
    fan: pygame.Rect
    panel: pygame.Rect


def split_bottom(rect: pygame.Rect, unit: int) -> BottomParts:
    pad = unit // 2
    inner = rect.inflate(-2 * pad, -2 * pad)
    # A narrow table gives the decision panel more of the width: its prompt must be read whole.
    screen_w = int(inner.width * 0.3)
    panel_w = int(inner.width * (0.43 if inner.width < 900 else 0.38))
    screen = pygame.Rect(inner.left, inner.top, screen_w, inner.height)
    panel = pygame.Rect(inner.right - panel_w, inner.top, panel_w, inner.height)
    fan = pygame.Rect(screen.right + pad, inner.top, panel.left - screen.right - 2 * pad, inner.height)
    return BottomParts(screen, fan, panel)


def _leaves(surf: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int], leaves: int = 4) -> None:
    """A folding screen in the seat's colour, leaves alternately lit and shaded."""
    w = rect.width / leaves
    for k in range(leaves):
        leaf = pygame.Rect(int(rect.left + k * w), rect.top, int(w) + 1, rect.height)
        tone = mix(rgb, (58, 38, 28), 0.5 if k % 2 == 0 else 0.62)
        pygame.draw.rect(surf, tone, leaf)
        pygame.draw.line(surf, mix(rgb, (255, 255, 255), 0.2), leaf.topleft, leaf.topright, 3)
        arch = leaf.inflate(-int(w * 0.45), -rect.height // 3).move(0, rect.height // 8)
        pygame.draw.rect(surf, mix(tone, (30, 20, 14), 0.25), arch, border_top_left_radius=arch.width // 2,
                         border_top_right_radius=arch.width // 2)
    pygame.draw.rect(surf, mix(rgb, (30, 20, 14), 0.7), rect, 2)


def _tag(surf: pygame.Surface, words: str, midbottom: tuple[int, int], size: int, lit: bool) -> None:
    w, h = font(size, True).size(words)
    tag = pygame.Rect(0, 0, w + 12, h - 2)
    tag.midbottom = midbottom
    pygame.draw.rect(surf, (36, 24, 16), tag, border_radius=tag.height // 2)
    if lit:
        pygame.draw.rect(surf, HIGHLIGHT, tag, 1, border_radius=tag.height // 2)
    text(surf, words, size, TEXT, tag.center, bold=True, anchor="center")


def draw_screen(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats, seat: int,
                acting: int | None, unit: int, active: set[str], influence_left: int) -> list[Zone]:
    """The name plate over the screen; behind it, when open, the piles a player takes from."""
    zones: list[Zone] = [Zone(rect, "plaque", seat)]
    rgb = seating.colours[seat]
    plate(surf, rect, shade(rgb, 0.34), unit // 2)
    if seat == acting:
        pygame.draw.rect(surf, HIGHLIGHT, rect, 3, border_radius=unit // 2)
    small = draw_plate_head(surf, rect, cfg, s, seating, seat, unit, framed_badge=False, holdings_at=1.45)
    screen = pygame.Rect(rect.left + unit // 3, rect.top + int(unit * 2.7), rect.width - 2 * (unit // 3),
                         rect.bottom - rect.top - int(unit * 2.7) - unit // 3)
    _leaves(surf, screen, rgb)
    if s.squires[seat] is None:
        text(surf, f"{seating.names[seat]}'s screen is closed", small, TEXT, screen.center, bold=True, anchor="center",
             max_width=screen.width - 8)
        return zones
    zones += _piles(surf, screen, s, seating, seat, unit, active, influence_left)
    return zones


def _piles(surf: pygame.Surface, screen: pygame.Rect, s: JerusalemState, seating: TableSeats, seat: int, unit: int,
           active: set[str], influence_left: int) -> list[Zone]:
    zones: list[Zone] = []
    rgb, mark = seating.colours[seat], seating.marks[seat]
    size = max(14, int(unit * 0.75))
    piles = ["squire", "baron", "bezant"] + (["supply"] if influence_left else [])
    slot_w = screen.width // len(piles)
    tag_bottom = screen.bottom - 3
    icon = max(14, min(slot_w - 12, screen.height - size - 12, int(unit * 2.2)))
    for k, pile in enumerate(piles):
        cx = screen.left + slot_w * k + slot_w // 2
        area = pygame.Rect(0, 0, icon, icon)
        area.midbottom = (cx, tag_bottom - size - 4)
        lit = pile in active
        if lit:
            pygame.draw.ellipse(surf, mix(LEGAL, (40, 30, 20), 0.5), area.inflate(10, 4).move(0, icon // 3))
        if pile in ("squire", "supply"):
            count = s.squires[seat] or 0 if pile == "squire" else influence_left
            cube = max(10, icon // 2)
            colour = rgb if pile == "squire" else mix(rgb, (220, 220, 220), 0.35)
            shown = min(count, 6) if pile == "squire" else count
            spots = [(0, 0), (-0.55, 0.1), (0.55, 0.1), (-0.25, -0.45), (0.3, -0.45), (0, -0.9)]
            for n in range(max(1, shown)):
                dx, dy = spots[n % len(spots)]
                img = cube_sprite(colour, mark, cube)
                if count == 0:
                    img = img.copy()
                    img.set_alpha(80)
                surf.blit(img, img.get_rect(center=(cx + dx * cube, area.bottom - cube // 2 + dy * cube)))
            label = f"×{count}" if pile == "squire" else f"supply ×{count}"
        elif pile == "baron":
            if s.barons[seat] is None:
                img = pawn_sprite(rgb, mark, icon)
                surf.blit(img, img.get_rect(midbottom=area.midbottom))
                label = "Baron"
            else:
                label = "Baron out"
        else:
            count = s.bezants[seat] or 0
            gold, silver = divmod(count, 5)
            coin = max(10, icon // 2)
            stack = 0
            for n in range(min(gold, 5)):
                img = coin_sprite(coin, True)
                surf.blit(img, img.get_rect(center=(cx - coin // 3, area.bottom - coin // 2 - n * 3)))
                stack += 1
            for n in range(silver):
                img = coin_sprite(coin - 2, False)
                surf.blit(img, img.get_rect(center=(cx + coin // 2, area.bottom - coin // 2 - n * 3)))
            label = plural(count, "Bezant")
        _tag(surf, label, (cx, tag_bottom), size, lit)
        kind = "coins" if pile == "bezant" else "pile"
        zones.append(Zone(pygame.Rect(cx - slot_w // 2 + 2, screen.top, slot_w - 4, screen.height), kind, pile))
    return zones


# --- the hand of Action cards ---


def card_size(fan: pygame.Rect, unit: int) -> tuple[int, int]:
    h = max(60, fan.height - unit // 2)
    w = max(int(unit * 5), int(h * 0.74))
    return w, h


def fan_rects(fan: pygame.Rect, count: int, unit: int) -> list[pygame.Rect]:
    """Each card's place in the fan: overlapping as much as the width needs, lower at the ends."""
    if count == 0:
        return []
    w, h = card_size(fan, unit)
    step = w + unit // 3 if count * (w + unit // 3) <= fan.width else max(unit, (fan.width - w) // max(1, count - 1))
    total = w + step * (count - 1)
    x = fan.centerx - total // 2
    rects = []
    mid = (count - 1) / 2
    drops = [int(abs(k - mid) ** 1.6 * unit * 0.12) for k in range(count)]
    h -= max(drops)
    for k in range(count):
        rects.append(pygame.Rect(x + k * step, fan.top + drops[k], w, h))
    return rects


def visible_slices(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The part of each card not covered by the next one (the last shows whole)."""
    out = []
    for k, rect in enumerate(rects):
        if k + 1 < len(rects) and rects[k + 1].left < rect.right:
            out.append(pygame.Rect(rect.left, rect.top, rects[k + 1].left - rect.left, rect.height))
        else:
            out.append(rect)
    return out


def draw_fan(surf: pygame.Surface, fan: pygame.Rect, cards: tuple[str, ...] | None, cfg: Config, plan: TablePlan,
             unit: int, title: str, lit: set[str], zone_kind: str, least: int = 14, page: int = 0) -> list[Zone]:
    """A hand of cards face up (None: the hand is hidden, nothing is drawn): whole cards side by
    side, else labelled tiles (on pages, `page` shown, when even those need more room), else
    a fan; `least` is the smallest text a card may print."""
    zones: list[Zone] = []
    size = max(14, int(unit * 0.75))
    if cards is None:
        return zones
    if title:
        text(surf, title, size, TEXT_MUTED, (fan.left, fan.top - 2), bold=True, max_width=fan.width)
    body = pygame.Rect(fan.left, fan.top + size + 4, fan.width, fan.height - size - 4)
    if not cards:
        text(surf, "no Action cards", size, TEXT_MUTED, body.center, anchor="center")
        return zones
    w, _ = card_size(body, unit)
    if len(cards) * (w + unit // 3) > body.width:  # whole cards would overlap and cut their words
        pages = tile_hand(cfg, body, cards, least, max(least, min(size, 17)))
        if pages is not None:
            return draw_tiles(surf, pages[page % len(pages)], cfg, lit, zone_kind) + _pager(surf, fan, page,
                                                                                              len(pages), least)
    rects = fan_rects(body, len(cards), unit)
    for k, (card, rect) in enumerate(zip(cards, rects, strict=True)):
        # A card half covered by the next shows its title; only the last is read whole.
        with fonts.panel(rect if k + 1 == len(rects) else rect.clip(visible_slices(rects)[k]), "hand"):
            blit_action_card(surf, card, rect, cfg, plan, least)
        if card in lit:
            pygame.draw.rect(surf, LEGAL, rect.inflate(4, 4), 3, border_radius=8)
    for k, (card, part) in enumerate(zip(cards, visible_slices(rects), strict=True)):
        zones.append(Zone(part, zone_kind, (k, card)))  # the index tells two copies of a card apart
    return zones


def _pager(surf: pygame.Surface, fan: pygame.Rect, page: int, pages: int, size: int) -> list[Zone]:
    """More cards than one page holds: a turner in the heading's corner."""
    if pages < 2:
        return []
    words = pager_words(page % pages, pages)
    rect = pager_rect(fan, words, size)
    pygame.draw.rect(surf, (96, 70, 46), rect, border_radius=rect.height // 3)
    pygame.draw.rect(surf, HIGHLIGHT, rect, 1, border_radius=rect.height // 3)
    text(surf, words, size, TEXT, rect.center, bold=True, anchor="center")
    return [Zone(rect, "hand_page", pages)]


def draw_backs(surf: pygame.Surface, rect: pygame.Rect, count: int, unit: int) -> None:
    """Face-down cards in a row (a draft one may not look at)."""
    for r in fan_rects(rect, count, unit):
        img = card_back(r.width, r.height)
        pad = card_pad(r.width)
        surf.blit(img, (r.left - pad, r.top - pad))


# --- the decision panel ---


def _button(surf: pygame.Surface, rect: pygame.Rect, label: str, lit: bool, icon: str, size: int,
            main: bool = False, warn: bool = False) -> None:
    body = (70, 120, 74) if lit and main else ((96, 70, 46) if lit else (76, 64, 54))
    if warn and lit:
        body = (120, 52, 40)
    pygame.draw.rect(surf, shade(body, 0.6), rect.move(0, 2), border_radius=rect.height // 3)
    pygame.draw.rect(surf, body, rect, border_radius=rect.height // 3)
    pygame.draw.rect(surf, HIGHLIGHT if lit else (130, 116, 100), rect, 2 if lit else 1,
                     border_radius=rect.height // 3)
    colour = TEXT if lit else TEXT_MUTED
    x = rect.left + 8
    if icon:
        img = income_icon(icon, size)
        surf.blit(img, (x, rect.centery - size // 2))
        x += size + 4
    room = rect.right - 6 - x
    width = font(size, True).size(label)[0]
    text(surf, label, size, colour, (x + max(0, (room - width) // 2), rect.centery), bold=True, anchor="midleft",
         max_width=room)


def button_width(label: str, icon: str, size: int) -> int:
    return font(size, True).size(label)[0] + 18 + (size + 4 if icon else 0)


def draw_panel(surf: pygame.Surface, rect: pygame.Rect, panel: Panel, values: dict[str, int], unit: int,
               mine: bool, armed: str | None = None) -> list[Zone]:
    """The prompt, steppers and buttons of the decision at hand."""
    zones: list[Zone] = []
    plate(surf, rect, PANEL, unit // 3, alpha=225)
    if mine:
        pygame.draw.rect(surf, HIGHLIGHT, rect, 2, border_radius=unit // 3)
    size = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.9))
    x, y = rect.left + unit // 2, rect.top + unit // 4
    text(surf, panel.title, big, HIGHLIGHT if mine else TEXT, (x, y), bold=True, max_width=rect.width - unit)
    y += big + 6
    width = rect.width - unit
    button_h = max(size + 12, int(unit * 1.45))
    rects = button_rects(panel.buttons, pygame.Rect(0, 0, width, 0), button_h, size, armed)
    rows = len({r.top for _, r in rects})
    controls_h = (button_h + 6) * (len(panel.steppers) + rows)
    step = line_step(size)
    room = max(1, (rect.bottom - unit // 4 - controls_h - y - font(size).get_height()) // step + 1)
    lines = [line for words in panel.lines for line in wrap(words, size, width)]
    if len(lines) > room and panel.brief:
        lines = wrap(panel.brief, size, width)  # the short wording, when the whole one has no room
    for k, line in enumerate(lines[:room]):
        last = k == room - 1 and len(lines) > room
        # What does not fit ends in an ellipsis (the layout checks see it cut).
        text(surf, " ".join(lines[k:]) if last else line, size, TEXT, (x, y), max_width=width)
        y += step
    y = max(y + 2, rect.bottom - unit // 4 - controls_h)
    for stepper in panel.steppers:
        value = stepper.value(values)
        minus = pygame.Rect(x, y, button_h, button_h)
        _button(surf, minus, "−", value > stepper.low, "", size)
        label = f"{stepper.label}: {value}"
        box = pygame.Rect(minus.right + 4, y, font(size, True).size(f"{stepper.label}: 99")[0] + size + 16, button_h)
        pygame.draw.rect(surf, (236, 220, 182), box, border_radius=6)
        if stepper.icon:
            surf.blit(income_icon(stepper.icon, size), (box.left + 6, box.centery - size // 2))
        text(surf, label, size, (40, 28, 18), (box.left + size + 10, box.centery), bold=True, anchor="midleft")
        plus = pygame.Rect(box.right + 4, y, button_h, button_h)
        _button(surf, plus, "+", value < stepper.high, "", size)
        zones.append(Zone(minus, "step", (stepper.key, -1)))
        zones.append(Zone(plus, "step", (stepper.key, 1)))
        y += button_h + 6
    for k, (button, brect) in enumerate(button_rects(panel.buttons, pygame.Rect(x, y, width, 0), button_h, size,
                                                     armed)):
        _button(surf, brect, _label(button, armed), button.lit, button.icon, size, main=k == 0 and not button.forfeit,
                warn=button.forfeit)
        zones.append(Zone(brect, "button", button.key))
    return zones


def _label(button: Button, armed: str | None) -> str:
    return f"Sure? {button.label}" if button.key == armed else button.label


def button_rects(buttons: list[Button], box: pygame.Rect, button_h: int, size: int, armed: str | None = None
                 ) -> list[tuple[Button, pygame.Rect]]:
    """Where each button goes, rows from `box`'s top-left: buttons that act flow from the left;
    a button that gives something up stands at the right end, never where the main button of
    the prompt before stood (a player clicking in rhythm would forfeit)."""
    out: list[tuple[Button, pygame.Rect]] = []
    bx, y = box.left, box.top
    for button in [b for b in buttons if not b.forfeit]:
        w = min(box.width, button_width(_label(button, armed), button.icon, size))
        if bx + w > box.right and bx > box.left:
            bx, y = box.left, y + button_h + 6
        out.append((button, pygame.Rect(bx, y, w, button_h)))
        bx += w + 6
    right = box.right
    for button in reversed([b for b in buttons if b.forfeit]):
        w = min(box.width * 3 // 5, button_width(_label(button, armed), button.icon, size))
        if right - w < bx:  # no room left of it on this row: a row of its own, still at the right
            right, y, bx = box.right, y + button_h + 6, box.left
        out.append((button, pygame.Rect(right - w, y, w, button_h)))
        right -= w + 6
    return out
