"""Colours of Medina's table, in one place so every drawing agrees. Seat marks, fonts and the
colour arithmetic are the house's (games.ui.art)."""

from __future__ import annotations

from games.ui.art.colour import RGB

# The table and the printed board.
TABLE = (78, 52, 34)
TABLE_LIGHT = (104, 71, 46)
PARCHMENT = (228, 206, 160)
PAVING = (214, 186, 134)
LANE = (240, 225, 188)
INK = (72, 50, 32)
INK_SOFT = (128, 98, 66)
FOUNDATION = (172, 150, 116)
FOUNDATION_DARK = (128, 106, 78)
SANDSTONE = (230, 188, 122)
SANDSTONE_DARK = (124, 86, 46)

# Wooden pieces that belong to nobody.
STABLE_WOOD = (196, 150, 92)
STABLE_ROOF = (150, 70, 46)
INHABITANT_WOOD = (236, 222, 190)
MARKET_CLOTH = (176, 58, 62)
MARKET_CLOTH_LIGHT = (214, 124, 86)

# Palace colours. Each also carries a mark (see draw_pieces), so they read without colour.
PALACE_COLOURS: dict[str, RGB] = {
    "grey": (160, 160, 156),
    "black": (48, 46, 52),
    "brown": (126, 76, 42),
    "orange": (236, 136, 34),
}
PALACE_ORDER = ("grey", "black", "brown", "orange")
PALACE_MARK_NAMES = {"grey": "plain", "black": "light rim", "brown": "hatched", "orange": "dot"}

HIGHLIGHT = (255, 236, 150)
LEGAL = (120, 220, 140)
LAST_MOVE = (255, 250, 235)
TEXT = (250, 240, 220)
TEXT_MUTED = (214, 196, 164)

