"""The hot-seat handoff: an opaque cover over the table so that nobody sees another
player's screen while the mouse changes hands; and the "Turn over" bar that lets a player
confirm (or take back) the move that ended their turn before the cover comes.

Only the cover's card confirms it, and only with a press and a release that both land on it
after it appeared (or Enter or Space): the release of the click that ended a turn, or a
second click in rhythm on the bar's Confirm above, never opens the next seat's screen."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core.contract import GameInfo, Seat
from games.ui import look
from games.ui.art import fonts
from games.ui.seat_bar import seat_rgb

BAR_SIZE = (470, 60)  # the Turn over bar at the design scale (at most: it fits the toolbar)
BAR_BUTTON = (96, 40)


PROMPT_LINES = 3  # the decision's words on the cover wrap to at most so many lines


def handoff_card(rect: pygame.Rect, s: float, prompt: str = "", fs: float = 1.0) -> pygame.Rect:
    """The card in the middle of the cover: the one place a click confirms it (taller when it
    names the decision that waits)."""
    lines = len(_prompt_lines(prompt, s, fs))
    card = pygame.Rect(0, 0, round(560 * s), round(270 * s) + (round(26 * fs) * lines + round(12 * s) if lines else 0))
    card.center = rect.center
    return card


def _prompt_lines(prompt: str, s: float, fs: float) -> list[str]:
    if not prompt:
        return []
    lines = fonts.wrap(prompt[:1].upper() + prompt[1:], round(19 * fs), round(510 * s))
    return lines[:PROMPT_LINES]


def draw_handoff(surface: pygame.Surface, rect: pygame.Rect, info: GameInfo, seat: Seat, s: float,
                 fs: float, prompt: str = "") -> pygame.Rect:
    """Draw the cover over `rect`, naming the decision that waits (`prompt`, the game's words:
    whose it is and what, never a secret); returns the card's rect."""
    surface.fill(look.WOOD_DARK, rect)
    look.draw_table(surface, rect)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((25, 14, 6, 150))
    surface.blit(shade, rect)
    card = handoff_card(rect, s, prompt, fs)
    look.sheet(surface, card, radius=round(14 * s))
    look.colour_chip(surface, (card.centerx, card.y + round(52 * s)), round(24 * s), seat_rgb(info, seat.colour))
    fonts.text(surface, f"Pass to {seat.name}", round(34 * fs), look.INK, (card.centerx, card.y + round(118 * s)),
               bold=True, anchor="center")
    y = card.y + round(152 * s)
    for line in _prompt_lines(prompt, s, fs):  # what waits for them, so they know why the screen comes
        fonts.text(surface, line, round(19 * fs), look.INK, (card.centerx, y + round(13 * fs)), bold=True,
                   anchor="center")
        y += round(26 * fs)
    below = y - (card.y + round(152 * s)) + (round(12 * s) if prompt else 0)
    fonts.text(surface, f"{seat.name}, click this card when ready (or press Enter).", round(19 * fs), look.INK,
               (card.centerx, card.y + below + round(168 * s)), anchor="center")
    fonts.text(surface, "The table stays covered so nobody sees another player's screen.", round(14 * fs),
               look.INK_SOFT, (card.centerx, card.y + below + round(208 * s)), anchor="center")
    fonts.text(surface, "Nothing can be taken back from here.", round(14 * fs), look.INK_SOFT,
               (card.centerx, card.y + below + round(234 * s)), anchor="center")
    return card


class TurnBar:
    """"Your turn is over — Confirm / Undo" (or "Anna decides now — your turn goes on after" when
    the move handed a decision to another seat mid-turn): a small sheet over the toolbar's seats (`where`), so it
    hides nothing of the table, with two pygame_gui buttons (they act on a release after a press on
    them, so the click that ended the turn cannot press Confirm)."""

    def __init__(self, manager: pygame_gui.UIManager, where: pygame.Rect, s: float) -> None:
        # what the bar says: the turn is over, or (a decision passed to another seat mid-turn)
        # who decides now and that the turn goes on after
        self.words: tuple[str, str] = ("Your turn is over", "")
        pad = round(6 * s)
        self.where = pygame.Rect(where)
        w = min(round(BAR_SIZE[0] * s), where.width - 2 * pad)
        self.rect = pygame.Rect(where.x + pad, where.y + pad, w, where.height - 2 * pad)
        bw, bh, gap = round(BAR_BUTTON[0] * s), round(BAR_BUTTON[1] * s), round(10 * s)
        y = self.rect.centery - bh // 2
        undo = pygame.Rect(self.rect.right - gap - bw, y, bw, bh)
        confirm = pygame.Rect(undo.x - gap - bw, y, bw, bh)
        self.text_right = confirm.x - gap
        self.confirm = pygame_gui.elements.UIButton(
            confirm, "Confirm", manager, tool_tip_text="Your move stands: hand the table on",
            object_id=ObjectID("#confirm_turn", "@toolbar_button"))
        self.undo = pygame_gui.elements.UIButton(
            undo, "Undo", manager, tool_tip_text="Take back your last move (Ctrl+Z)",
            object_id=ObjectID("#undo_turn", "@toolbar_button"))

    def which(self, element: object) -> str | None:
        if element is self.confirm:
            return "confirm"
        if element is self.undo:
            return "undo"
        return None

    def draw(self, surface: pygame.Surface, s: float, fs: float) -> None:
        surface.fill(look.WOOD_DARK, self.where)  # the seats it lies over are hidden whole, never half a name
        look.sheet(surface, self.rect, radius=round(10 * s))
        left = pygame.Rect(self.rect.x, self.rect.y, self.text_right - self.rect.x, self.rect.height)
        title, note = self.words
        width = left.width - round(8 * s)
        if not note:
            fonts.text(surface, title, round(18 * fs), look.INK, left.center, bold=True, anchor="center",
                       max_width=width)
            return
        gap = round(10 * fs)
        fonts.text(surface, title, round(17 * fs), look.INK, (left.centerx, left.centery - gap), bold=True,
                   anchor="center", max_width=width)
        fonts.text(surface, note, round(14 * fs), look.INK_SOFT, (left.centerx, left.centery + gap), anchor="center",
                   max_width=width)

    def kill(self) -> None:
        self.confirm.kill()
        self.undo.kill()
