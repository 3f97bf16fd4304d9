"""The hot-seat handoff: an opaque cover over the table so that nobody sees another
player's screen while the mouse changes hands."""

from __future__ import annotations

import pygame

from games.core.contract import GameInfo, Seat
from games.ui import look
from games.ui.art import fonts
from games.ui.seat_bar import seat_rgb


def draw_handoff(surface: pygame.Surface, rect: pygame.Rect, info: GameInfo, seat: Seat, s: float,
                 fs: float) -> pygame.Rect:
    """Draw the cover over `rect`; returns the card's rect."""
    surface.fill(look.WOOD_DARK, rect)
    look.draw_table(surface, rect)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((25, 14, 6, 150))
    surface.blit(shade, rect)
    card = pygame.Rect(0, 0, round(560 * s), round(250 * s))
    card.center = rect.center
    look.sheet(surface, card, radius=round(14 * s))
    look.colour_chip(surface, (card.centerx, card.y + round(52 * s)), round(24 * s), seat_rgb(info, seat.colour))
    fonts.text(surface, f"Pass to {seat.name}", round(34 * fs), look.INK, (card.centerx, card.y + round(118 * s)),
               bold=True, anchor="center")
    fonts.text(surface, f"{seat.name}, click when ready.", round(19 * fs), look.INK,
               (card.centerx, card.y + round(168 * s)), anchor="center")
    fonts.text(surface, "The table stays covered so nobody sees another player's screen.", round(14 * fs),
               look.INK_SOFT, (card.centerx, card.y + round(208 * s)), anchor="center")
    return card
