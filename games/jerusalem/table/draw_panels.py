"""The public things around the city: the other seats' plaques along the top, the Office
cards on the left, the calendar with its Events, the Action deck and the castle towers on
the right, and the Prestige track under the board. Each function draws once per state and
returns the zones the pointer can point at."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.jerusalem.rules.config import Config
from games.jerusalem.rules.state import JerusalemState
from games.jerusalem.table.draw_cards import card_back, card_pad, event_card, office_card
from games.jerusalem.table.draw_palette import CHANGED, HIGHLIGHT, INK, PARCHMENT, TEXT, TEXT_MUTED
from games.jerusalem.table.draw_pieces import cylinder_sprite, floor_sprite, income_icon, pawn_sprite
from games.jerusalem.table.table_layout import Zone, line_step
from games.jerusalem.table.table_model import event_of_round
from games.ui.art import fonts
from games.ui.art.colour import RGB, shade
from games.ui.art.fonts import font, text, wrap
from games.ui.art.marks import TableSeats
from games.ui.art.soft import blit_soft, plate


def change_mark(surf: pygame.Surface, rect: pygame.Rect, unit: int) -> None:
    """Something here changed since the seat at the screen last acted: a sky-blue corner folded
    over the top-left of it (colour and shape; its tooltip says what)."""
    k = max(10, int(unit * 0.7))
    x, y = rect.topleft
    corner = [(x, y), (x + k, y), (x, y + k)]
    pygame.draw.polygon(surf, CHANGED, corner)
    pygame.draw.polygon(surf, INK, corner, 2)


def seat_status(cfg: Config, s: JerusalemState, seat: int) -> tuple[str, RGB]:
    """A seat's part in the current step, in a few words (the auction's open bids above all)."""
    if s.step == "auction" and s.auction_office is not None:
        if s.offices[seat] is not None:
            return "", TEXT_MUTED
        if s.passed[seat]:
            return "passed", TEXT_MUTED
        if s.bids[seat] is not None:
            top = seat == s.high_bidder
            return (f"bids {s.bids[seat]}" + (" · high" if top else "")), HIGHLIGHT if top else TEXT
        return "", TEXT
    if s.actor == seat and s.step != "over":
        return "to play", HIGHLIGHT
    return "", TEXT


def draw_holdings_row(surf: pygame.Surface, pos: tuple[int, int], cfg: Config, s: JerusalemState,
                      seating: TableSeats, seat: int, size: int, width: int) -> None:
    """Prestige, floors and the Baron's whereabouts, in one line of icons and numbers."""
    x, y = pos
    icon = size + 2
    surf.blit(income_icon("prestige", icon), (x, y))
    x = text(surf, str(s.prestige[seat]), size, TEXT, (x + icon + 2, y), bold=True).right + size // 2
    tower = floor_sprite(seating.colours[seat], icon, max(6, icon * 2 // 3), True)
    surf.blit(tower, (x, y + icon // 3))
    x = text(surf, f"{s.floors[seat]}", size, TEXT, (x + icon + 2, y), bold=True).right + size // 2
    baron = s.barons[seat]
    if baron is None:
        pawn = pawn_sprite(seating.colours[seat], seating.marks[seat], icon + 4)
        surf.blit(pawn, (x, y - 4))
        x += pawn.get_width() + 2
        wordings = ["Baron at home", "at home"]
    else:
        wordings = ["Baron in " + cfg.areas[baron].name.split(",")[0], "Baron out", "out"]
    room = pos[0] + width - x
    words = next((w for w in wordings if font(size).size(w)[0] <= room), wordings[-1])  # the longest that fits
    text(surf, words, size, TEXT_MUTED, (x, y), max_width=max(10, room))


def draw_plaque(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats,
                seat: int, acting: int | None, unit: int, lit: bool = False) -> None:
    """One seat's public holdings: name and mark, Office, Prestige, floors, Baron, open bid."""
    rgb = seating.colours[seat]
    if seat == acting:
        blit_soft(surf, rect.inflate(10, 10), unit // 2 + 5, (*HIGHLIGHT, 170), 4)
    plate(surf, rect, shade(rgb, 0.34), unit // 2)
    if seat == acting:
        pygame.draw.rect(surf, HIGHLIGHT, rect, 3, border_radius=unit // 2)
    if lit:
        pygame.draw.rect(surf, (120, 220, 140), rect.inflate(4, 4), 3, border_radius=unit // 2 + 2)
    draw_plate_head(surf, rect, cfg, s, seating, seat, unit, framed_badge=True, holdings_at=1.55)


def draw_plate_head(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats,
                    seat: int, unit: int, framed_badge: bool, holdings_at: float) -> int:
    """What a seat's plaque along the top and its name plate over the screen share: mark, name, Office
    badge, what it is doing, and its public holdings (`holdings_at` units down). Returns the small type size."""
    small = max(14, int(unit * 0.75))
    big = max(15, int(unit * 0.85))
    r = max(8, int(unit * 0.55))
    seating.chip(surf, seat, (rect.left + r + unit // 2, rect.top + r + unit // 4), r)
    office = s.offices[seat]
    right = rect.right - unit // 2
    if office is not None:
        badge = text(surf, f"{office} {cfg.offices[office].name}", small, PARCHMENT if framed_badge else TEXT,
                     (right, rect.top + unit // 5), bold=True, anchor="topright")
        if framed_badge:
            pygame.draw.rect(surf, shade(PARCHMENT, 0.7), badge.inflate(8, 2), 1, border_radius=4)
        right = badge.left - unit // 2
    name_x = rect.left + 2 * r + unit
    name = text(surf, seating.names[seat], big, TEXT, (name_x, rect.top + unit // 6), bold=True,
                max_width=right - name_x)
    status, colour = seat_status(cfg, s, seat)
    if status and font(small, True).size(status)[0] <= right - name.right - unit // 3:
        # Said only whole; the lit edge of the plaque says "to play" too.
        status_y = name.top + ((big - small) // 2 + 1 if framed_badge else 2)
        text(surf, status, small, colour, (name.right + unit // 3, status_y), bold=True)
    draw_holdings_row(surf, (rect.left + unit // 2, rect.top + int(unit * holdings_at)), cfg, s, seating, seat, small,
                      rect.width - unit)
    return small


def draw_top(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats,
             seats: list[int], acting: int | None, unit: int, lit: set[int]) -> list[Zone]:
    zones: list[Zone] = []
    if not seats:
        return zones
    pad = unit // 2
    width = min((rect.width - pad * (len(seats) + 1)) // len(seats), unit * 22)
    x = rect.centerx - (width * len(seats) + pad * (len(seats) - 1)) // 2
    for seat in seats:
        plaque = pygame.Rect(x, rect.top + pad // 2, width, rect.height - pad)
        with fonts.panel(plaque, "plaque"):
            draw_plaque(surf, plaque, cfg, s, seating, seat, acting, unit, seat in lit)
        zones.append(Zone(plaque, "plaque", seat))
        x += width + pad
    return zones


# --- the Offices, left of the city ---


def draw_offices(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats,
                 lit: set[int], unit: int) -> list[Zone]:
    zones: list[Zone] = []
    numbers = sorted(cfg.offices)
    in_play = set(cfg.offices_in_play[s.players])
    size = max(14, int(unit * 0.72))
    title_h = int(unit * 1.2)
    text(surf, "Offices", max(15, int(unit * 0.85)), TEXT, (rect.left + 2, rect.top), bold=True)
    gap = max(4, unit // 3)
    card_h = min(int(unit * 5), (rect.height - title_h - gap * (len(numbers) - 1)) // len(numbers))
    y = rect.top + title_h
    holders = {o: seat for seat, o in enumerate(s.offices) if o is not None}
    for number in numbers:
        card = pygame.Rect(rect.left, y, rect.width, card_h)
        holder = holders.get(number)
        wordings: tuple[str, ...] = ()
        if holder is None and s.step == "auction" and s.auction_office == number:
            high = s.bids[s.high_bidder] if s.high_bidder is not None else None
            bid = f" · {high}" if high is not None else ""
            wordings = (f"under the hammer{bid}", f"auctioned{bid}", f"up{bid}")
        office_card(surf, card, cfg.offices[number], cfg, seating.colours[holder] if holder is not None else None,
                    number in in_play, number in lit, size, wordings)
        if holder is not None:
            r = max(8, int(unit * 0.5))
            seating.chip(surf, holder, (card.right - r - 4, card.top + r + 4), r)
        elif wordings:
            pygame.draw.rect(surf, HIGHLIGHT, card.inflate(4, 4), 3, border_radius=8)
        zones.append(Zone(card, "office", number))
        y += card_h + gap
    return zones


# --- the calendar, the Events, the deck and the castle towers, right of the city ---


def draw_right(surf: pygame.Surface, rect: pygame.Rect, cfg: Config, s: JerusalemState, seating: TableSeats,
               unit: int, floors: tuple[int, ...], lit_deck: bool) -> list[Zone]:
    """The calendar as a column of rounds, each with its Event card (face down until its
    round), the Action deck, and the castle towers."""
    zones: list[Zone] = []
    size = max(14, int(unit * 0.72))
    rounds = cfg.rules["rounds"]
    event_rounds = cfg.rules["event_rounds"]
    text(surf, "Calendar", max(15, int(unit * 0.85)), TEXT, (rect.left + 2, rect.top), bold=True)
    step = line_step(size, True)
    base_h = max(int(unit * 1.75), step + 10)
    y = rect.top + int(unit * 1.2)
    for rnd in range(1, rounds + 1):
        event = None
        if rnd in event_rounds:
            event = event_of_round(cfg, s, event_rounds.index(rnd))
            card_w = int((base_h - 7) * 0.74)
            words = event.name if event is not None else "Event, face down"
        else:
            card_w = -6
            words = "King's Gifts" if rnd == rounds else "No Event"
        # The round's space, the Event's card, then its name on as many lines as it needs.
        room = rect.width - (base_h - 6) - card_w - 20
        lines = wrap(words, size, max(10, room), bold=event is not None)
        row = pygame.Rect(rect.left, y, rect.width, max(base_h, len(lines) * step + 10) - 3)
        current = rnd == s.round and s.step != "over"
        pygame.draw.rect(surf, (86, 60, 40) if not current else (120, 88, 44), row, border_radius=5)
        if current:
            pygame.draw.rect(surf, HIGHLIGHT, row, 2, border_radius=5)
        side = base_h - 9
        space = pygame.Rect(row.left + 3, row.centery - side // 2, side, side)
        pygame.draw.rect(surf, HIGHLIGHT if current else PARCHMENT, space, border_radius=4)
        pygame.draw.rect(surf, INK, space, 2, border_radius=4)
        text(surf, str(rnd), size, INK, space.center, bold=True, anchor="center")
        if current:
            marker = cylinder_sprite((30, 28, 30), "circle", max(10, int(unit * 0.7)))
            surf.blit(marker, marker.get_rect(center=space.topright))
        x = space.right + 6
        if rnd in event_rounds:
            card_h = side + 2
            img = event_card(event, card_w, card_h, 14)
            pad = card_pad(card_w)
            surf.blit(img, (x - pad, row.centery - card_h // 2 - pad))
            x += card_w + 6
            zones.append(Zone(row, "event", event_rounds.index(rnd)))
        else:
            zones.append(Zone(row, "round", rnd))
        with fonts.panel(row, "Calendar"):
            for k, line in enumerate(lines):
                middle = row.centery + round((k - (len(lines) - 1) / 2) * step)
                colour = TEXT if event is not None else TEXT_MUTED
                text(surf, line, size, colour, (x, middle), bold=event is not None, anchor="midleft",
                     max_width=row.right - x - 3)
        y = row.bottom + 3
    y += unit // 3
    # The Action deck and the played cards.
    back_h = int(unit * 2)
    back_w = int(back_h * 0.74)
    back = card_back(back_w, back_h)
    pad = card_pad(back_w)
    deck = pygame.Rect(rect.left + 4, y, back_w, back_h)
    surf.blit(back, (deck.left - pad, deck.top - pad))
    if lit_deck:
        pygame.draw.rect(surf, (120, 220, 140), deck.inflate(6, 6), 3, border_radius=6)
    words = [f"Action deck: {len(s.deck)}", f"played: {len(s.discard)}"]
    for k, line in enumerate(words):
        text(surf, line, size, TEXT_MUTED, (deck.right + unit // 2, deck.top + k * (size + 4)),
             max_width=rect.right - deck.right - unit // 2)
    zones.append(Zone(deck, "deck"))
    y = deck.bottom + unit // 2
    zones += draw_towers(surf, pygame.Rect(rect.left, y, rect.width, rect.bottom - y), s, seating, unit, floors)
    return zones


def tower_floor_size(area: pygame.Rect, players: int, unit: int, tallest: int) -> tuple[int, int]:
    slot = area.width // max(1, players)
    fw = max(12, min(slot - 10, int(unit * 2.6)))
    base = int(unit * 1.2) + 4
    fh = max(5, min(int(unit * 0.95), (area.height - base - unit // 2) // max(6, tallest + 1)))
    return fw, fh


def draw_towers(surf: pygame.Surface, rect: pygame.Rect, s: JerusalemState, seating: TableSeats, unit: int,
                floors: tuple[int, ...]) -> list[Zone]:
    """Each seat's castle tower, floor upon floor, with its chip and height underneath."""
    zones: list[Zone] = []
    if rect.height < unit * 3:
        return zones
    size = max(14, int(unit * 0.72))
    text(surf, "Castle towers", max(15, int(unit * 0.85)), TEXT, (rect.left + 2, rect.top), bold=True)
    area = pygame.Rect(rect.left, rect.top + int(unit * 1.2), rect.width, rect.height - int(unit * 1.2))
    fw, fh = tower_floor_size(area, s.players, unit, max(floors))
    slot = area.width // max(1, s.players)
    ground = area.bottom - int(unit * 1.2) - 4
    for seat in range(s.players):
        cx = area.left + slot * seat + slot // 2
        pygame.draw.ellipse(surf, (40, 28, 18), pygame.Rect(cx - fw // 2 - 4, ground - 3, fw + 8, 8))
        for k in range(floors[seat]):
            img = floor_sprite(seating.colours[seat], fw, fh, k == floors[seat] - 1)
            surf.blit(img, (cx - fw // 2, ground - (k + 1) * fh))
        r = max(7, int(unit * 0.45))
        seating.chip(surf, seat, (cx - r - 2, ground + r + 4), r)
        text(surf, str(floors[seat]), size, TEXT, (cx + 2, ground + r + 4), bold=True, anchor="midleft")
        # The zone hugs the tower (its top floor down to its height): a change mark sits on the tower.
        top = ground - max(1, floors[seat]) * fh - 6
        zones.append(Zone(pygame.Rect(cx - slot // 2, top, slot, area.bottom - top), "tower", seat))
    return zones


def tower_top(rect: pygame.Rect, players: int, seat: int, height: int, unit: int, tallest: int) -> pygame.Rect:
    """Where floor number `height` (1 = the ground floor) of a seat's tower is drawn."""
    area = pygame.Rect(rect.left, rect.top + int(unit * 1.2), rect.width, rect.height - int(unit * 1.2))
    fw, fh = tower_floor_size(area, players, unit, tallest)
    slot = area.width // max(1, players)
    ground = area.bottom - int(unit * 1.2) - 4
    cx = area.left + slot * seat + slot // 2
    return pygame.Rect(cx - fw // 2, ground - height * fh, fw, fh)


# --- the Prestige track, under the city ---


@dataclass(frozen=True)
class Track:
    rect: pygame.Rect
    cells: int

    @property
    def cell(self) -> int:
        return self.rect.width // self.cells

    def spot(self, value: float) -> tuple[float, float]:
        """The centre of a (possibly fractional, while sliding) value's space."""
        v = value % self.cells if value >= 0 else 0
        return self.rect.left + (v + 0.5) * self.cell, self.rect.centery


def make_track(rect: pygame.Rect, unit: int) -> Track:
    cells = max(10, min(30, rect.width // max(1, int(unit * 1.15))))
    return Track(rect, cells)


def draw_track(surf: pygame.Surface, track: Track, unit: int) -> list[Zone]:
    rect = pygame.Rect(track.rect.left, track.rect.top, track.cell * track.cells, track.rect.height)
    pygame.draw.rect(surf, PARCHMENT, rect.inflate(6, 6), border_radius=6)
    pygame.draw.rect(surf, INK, rect.inflate(6, 6), 2, border_radius=6)
    size = max(14, int(unit * 0.72))
    for v in range(track.cells):
        cell = pygame.Rect(rect.left + v * track.cell, rect.top, track.cell, rect.height)
        if v % 5 == 0:
            pygame.draw.rect(surf, shade(PARCHMENT, 0.9), cell)
        pygame.draw.line(surf, shade(INK, 1.6), cell.topright, (cell.right, cell.bottom - 1))
        text(surf, str(v), size, INK, (cell.centerx, cell.bottom + 1), bold=v % 5 == 0, anchor="midbottom")
    return [Zone(rect, "track")]


def draw_markers(surf: pygame.Surface, track: Track, values: list[float], seating: TableSeats, unit: int) -> None:
    """The Prestige cylinders (every frame: they slide). Cylinders sharing a space stack up
    and to the right; a value past the end of the track shows its lap."""
    size = max(12, min(track.cell - 2, int(unit * 0.9)))
    seen: dict[int, int] = {}
    for seat, value in enumerate(values):
        key = round(value)
        k = seen.get(key, 0)
        seen[key] = k + 1
        x, y = track.spot(value)
        img = cylinder_sprite(seating.colours[seat], seating.marks[seat], size)
        rect = img.get_rect(center=(int(x + k * size * 0.22), int(y - track.rect.height * 0.18 - k * size * 0.28)))
        surf.blit(img, rect)
        if value >= track.cells:
            text(surf, f"+{int(value // track.cells) * track.cells}", 14, (250, 240, 220), rect.midtop, bold=True,
                 anchor="midbottom")
