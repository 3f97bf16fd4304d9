"""Colours of Jerusalem's table, in one place so every drawing agrees. Seat marks, fonts, text
and the colour arithmetic are the house's (games.ui.art)."""

from __future__ import annotations

# The table and the printed board.
PARCHMENT = (236, 220, 182)
PARCHMENT_DARK = (214, 192, 146)
INK = (62, 42, 26)
INK_SOFT = (120, 90, 60)
WALL_STONE = (196, 170, 128)
WALL_DARK = (128, 100, 66)
PANEL = (58, 40, 28)  # a dark wooden tray for the panels around the board
TEXT = (250, 240, 220)
TEXT_MUTED = (214, 196, 164)
HIGHLIGHT = (255, 224, 130)
LEGAL = (120, 220, 140)
WARN = (214, 82, 64)
CHANGED = (110, 200, 250)  # what moved since the seat at the screen last acted: a sky-blue corner

# The three kinds of income, as printed on the board and the cards.
SQUIRE_WOOD = (206, 170, 120)
GOLD = (226, 178, 60)
GOLD_DARK = (150, 104, 26)
PRESTIGE = (150, 44, 60)  # a wax seal red

