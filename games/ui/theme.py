"""The pygame_gui theme (assets/ui/theme.json) at the window's font scale.

pygame_gui fixes font sizes when a theme loads, so a window that grows needs a theme with
bigger fonts. One UIManager is kept per font scale (in tenths) and reused: rebuilding a
scene's widgets is cheap, loading fonts is not.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pygame_gui

from games.core.paths import ASSETS_DIR

THEME_PATH = ASSETS_DIR / "ui" / "theme.json"

# Sizes in the theme that grow with the fonts (so list rows still fit their text).
_SCALED_MISC = ("shape_corner_radius", "list_item_height", "sliding_button_width")

# Sizes the rules reference and the log write into HTML (<font pixel_size=...>).
HTML_SIZES = (15, 16, 17, 19, 22, 28)


@cache
def _base_theme() -> dict[str, Any]:
    return json.loads(THEME_PATH.read_text(encoding="utf-8"))


def scaled_theme(scale: float) -> dict[str, Any]:
    theme = copy.deepcopy(_base_theme())
    for block in theme.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(round(int(font["size"]) * scale))
        misc = block.get("misc", {})
        for key in _SCALED_MISC:
            if key in misc:
                misc[key] = str(round(int(misc[key]) * scale))
        if "padding" in misc:
            misc["padding"] = ",".join(str(round(int(v) * scale)) for v in misc["padding"].split(","))
    return theme


def html_px(size: int, scale: float) -> int:
    return round(size * scale)


class Managers:
    """UIManagers by font scale; `get` hands back an empty one sized to the window."""

    def __init__(self) -> None:
        self._by_scale: dict[float, pygame_gui.UIManager] = {}

    def get(self, size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
        manager = self._by_scale.get(scale)
        if manager is None:
            manager = pygame_gui.UIManager(size, scaled_theme(scale), enable_live_theme_updates=False)
            fonts = manager.ui_theme.get_font_dictionary()
            wanted = [(html_px(s, scale), style) for s in HTML_SIZES for style in ("regular", "bold")]
            wanted += [(html_px(s, scale), "italic") for s in (15, 17)]
            manager.preload_fonts([{"name": "noto_sans", "point_size": px, "style": style} for px, style in wanted
                                   if not fonts.check_font_preloaded(f"noto_sans_{style}_aa_{px}")])
            self._by_scale[scale] = manager
        else:
            manager.set_window_resolution(size)
        manager.clear_and_reset()
        return manager
