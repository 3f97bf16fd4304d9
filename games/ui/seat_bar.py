"""The seats along the toolbar: colour and mark (the same mark the table gives that seat), name,
who is to act, and a computer's "thinking"."""

from __future__ import annotations

import pygame

from games.core.contract import GameInfo, Seat
from games.core.players import PLAYER_KINDS
from games.ui import look
from games.ui.art import fonts
from games.ui.art.marks import seat_mark


def seat_rgb(info: GameInfo, colour: str) -> tuple[int, int, int]:
    for c in info.colours:
        if c.name == colour:
            return c.rgb
    return (128, 128, 128)


def computer_note(kind: str) -> str:
    """What a computer seat plays as, in a few words: "computer · hard"."""
    label = PLAYER_KINDS[kind][0] if kind in PLAYER_KINDS else "computer"
    return "computer · " + label.rpartition("—")[2].strip() if "—" in label else label.lower()


def draw_seat_bar(surface: pygame.Surface, rect: pygame.Rect, info: GameInfo, seats: list[Seat],
                  acting: int | None, thinking: bool, clock: float, s: float, fs: float) -> list[pygame.Rect]:
    """Draw the seats left to right; returns each seat's entry."""
    name_px, note_px = round(16 * fs), max(12, round(14 * fs))  # 12 px at the least: read across a table
    radius = max(6, round(11 * s))
    gap, inner = round(8 * s), 2 * radius + round(24 * s)
    notes = []
    for i, seat in enumerate(seats):
        if seat.is_human:
            notes.append("to play" if i == acting else "")
        else:
            dots = "." * (1 + int(clock * 3) % 3)
            notes.append(f"thinking{dots}" if i == acting and thinking else computer_note(seat.player))
    # Every seat always shows: when long names would not fit, each is cut to an equal share.
    room = (rect.width - round(12 * s) - gap * len(seats)) // max(1, len(seats)) - inner
    x = rect.x + round(12 * s)
    drawn = []
    for i, seat in enumerate(seats):
        is_acting, note = i == acting, notes[i]
        name = seat.name
        name_w = fonts.font(name_px, True).size(name)[0]
        # Sized for the longest note, so the entry does not twitch as the dots count.
        longest = note if seat.is_human else max(computer_note(seat.player), "thinking...",
                                                  key=lambda t: fonts.font(note_px).size(t)[0])
        note_w = fonts.font(note_px).size(longest)[0] if note else 0
        natural = sum(2 * radius + round(24 * s) + max(fonts.font(name_px, True).size(t.name)[0], 80)
                      for t in seats) + gap * len(seats)
        if natural > rect.width:
            name = fonts.fit_text(name, name_px, max(room, 20), True)
            name_w = min(name_w, max(room, 20))
            note_w = min(note_w, max(room, 20))
        w = inner + max(name_w, note_w)
        entry = pygame.Rect(x, rect.y + round(6 * s), w, rect.height - round(12 * s))
        drawn.append(entry)
        if is_acting:
            pygame.draw.rect(surface, look.PARCHMENT, entry, border_radius=round(8 * s))
            pygame.draw.rect(surface, look.GOLD, entry, width=max(2, round(3 * s)), border_radius=round(8 * s))
        ink = look.INK if is_acting else look.PARCHMENT
        soft = look.INK_SOFT if is_acting else look.PARCHMENT_DARK
        cx = entry.x + round(8 * s) + radius
        look.colour_chip(surface, (cx, entry.centery), radius, seat_rgb(info, seat.colour), seat_mark(i))
        tx = cx + radius + round(8 * s)
        if note:
            fonts.text(surface, name, name_px, ink, (tx, entry.centery + round(1 * s)), bold=True,
                       anchor="bottomleft")
            fonts.text(surface, note, note_px, soft, (tx, entry.centery), anchor="topleft")
        else:
            fonts.text(surface, name, name_px, ink, (tx, entry.centery), bold=True, anchor="midleft")
        x = entry.right + gap
    return drawn
