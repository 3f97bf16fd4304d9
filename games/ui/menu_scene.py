"""The main menu: the title, the game boxes with their art, and the way into everything."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games import registry
from games.ui import campaigns, catalog, look, saves
from games.ui.art import fonts
from games.ui.catalog import GameEntry
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App

MENU_X, MENU_Y, MENU_W, MENU_H, MENU_STEP = 100, 222, 270, 52, 62
MENU_BOTTOM = 708  # the menu's sheet ends above the window's bottom edge however many entries it has


def menu_step(count: int) -> float:
    """The buttons' pitch: MENU_STEP, closer where more entries (Campaigns, a game's scenes) come."""
    return min(MENU_STEP, (MENU_BOTTOM - (MENU_Y - 26) - 42) / max(1, count))
BOXES = (440, 200, 780, 480)  # the region the game boxes share, logical


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def subtitle(playable: int) -> str:
    """Under the title: as many games as can be played now (a broken one does not count)."""
    count = NUMBER_WORDS[playable] if playable < len(NUMBER_WORDS) else str(playable)
    return f"a table for {count} historical board game{'' if playable == 1 else 's'}"


def menu_entries() -> list[tuple[str, str, str]]:
    """(key, label, keyboard hint) in menu order; Continue only when a match is in progress,
    naming its game (its tooltip says the rest: progress, seats, when)."""
    items = [("new", "New game", "N")]
    latest = campaigns.continue_target()
    if latest is not None:
        # The short name where the title would not fit a menu button ("Continue Kreuzes").
        game_id = latest.game_id if isinstance(latest, saves.SaveSummary) else latest.campaign.game
        name = registry.info(game_id).short_name if game_id in registry.game_ids() else game_id
        words = f"Continue {name}"
        # a name too long even so (Anno Domini) leaves the button plain; its tooltip names the game
        items.append(("continue", words if fonts.font(22, True).size(words)[0] <= MENU_W - 40 else "Continue", "C"))
    items += [("load", "Load", "L")]
    if campaigns.everything():
        items.append(("campaigns", "Campaigns", "A"))
    items += [("rules", "Rules", "R")]
    # Scenes a game offers beside its matches come from the registry: the menu names no game.
    items += [(scene.key, scene.label, scene.hint) for scene in registry.extra_scenes()]
    items += [("settings", "Settings", "S"), ("quit", "Quit", "Q")]
    return items


def menu_button_rects(frame: Frame) -> dict[str, pygame.Rect]:
    entries = menu_entries()
    step = menu_step(len(entries))
    return {key: frame.rect(MENU_X, MENU_Y + i * step, MENU_W, MENU_H) for i, (key, _, _) in enumerate(entries)}


def box_rects(frame: Frame, count: int, roomy: bool = False) -> list[pygame.Rect]:
    """The game boxes in a row, centred beside the menu; `roomy` leaves space under the art
    for a broken game's problem."""
    x0, y0, w, h = BOXES
    gap = 24
    card_w = min(240, (w - gap * (count - 1)) / max(1, count))
    card_h = min(h, card_w + (170 if roomy else 96))
    left = x0 + (w - (card_w * count + gap * (count - 1))) / 2
    top = y0 + (h - card_h) / 2 - 20
    return [frame.rect(left + i * (card_w + gap), top, card_w, card_h) for i in range(count)]


class MenuScene(Scene):
    def __init__(self, app: App, notice: str | None = None, notice_title: str = "Could not open the save") -> None:
        super().__init__(app)
        self.notice = notice  # e.g. why a save could not be opened
        self.notice_title = notice_title
        self.entries = catalog.entries()
        self.frame: Frame | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.notice_window: pygame_gui.windows.UIMessageWindow | None = None
        self.hover_box: int | None = None
        self._art: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        rects = menu_button_rects(frame)
        self.buttons = {}
        latest = campaigns.continue_target()
        for key, label, hint in menu_entries():
            tip = f"Shortcut: {hint}"
            if key == "continue" and latest is not None:
                tip = f"{html.escape(latest.continue_words)}<br>{tip}"
            button = pygame_gui.elements.UIButton(rects[key], label, manager, tool_tip_text=tip,
                                                  object_id=ObjectID(f"#{key}", "@menu_button"))
            self.buttons[button] = key
        if self.notice:
            self.notice_window = pygame_gui.windows.UIMessageWindow(
                frame.rect(390, 230, 500, 260), html.escape(self.notice), manager,
                window_title=self.notice_title)

    def activate(self, key: str) -> None:
        app = self.app
        actions = {"new": app.show_new_game, "continue": app.continue_match, "load": app.show_load,
                   "campaigns": app.show_campaigns, "rules": app.show_rules, "settings": app.show_settings,
                   "quit": app.quit}
        extra = {scene.key: scene for scene in registry.extra_scenes()}
        if key in extra:
            app.show_extra_scene(extra[key])
        else:
            actions[key]()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.activate(self.buttons[event.ui_element])
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.notice_window:
            self.notice, self.notice_window = None, None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {getattr(pygame, f"K_{hint.lower()}"): key for key, _, hint in menu_entries()}
            if event.key in keys:
                self.activate(keys[event.key])
            elif event.key == pygame.K_ESCAPE and self.notice_window is not None:
                self.notice_window.kill()
                self.notice, self.notice_window = None, None
        elif event.type == pygame.MOUSEMOTION and self.frame is not None:
            self.hover_box = self._box_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.frame is not None:
            index = self._box_at(event.pos)
            if index is not None and self.entries[index].playable:
                self.app.show_new_game(self.entries[index].id)

    def boxes(self) -> list[pygame.Rect]:
        assert self.frame is not None
        return box_rects(self.frame, len(self.entries), roomy=any(not e.playable for e in self.entries))

    def _box_at(self, pos: tuple[int, int]) -> int | None:
        assert self.frame is not None
        for i, rect in enumerate(self.boxes()):
            if rect.collidepoint(pos):
                return i
        return None

    # --- drawing ---

    def _box_art(self, entry: GameEntry, size: tuple[int, int]) -> pygame.Surface:
        key = (entry.id, size)
        if key not in self._art:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            entry.draw_box_art(surf, surf.get_rect())
            self._art[key] = pygame.transform.grayscale(surf) if not entry.playable else surf
        return self._art[key]

    def draw_over(self, surface: pygame.Surface) -> None:
        # A broken game's whole problem, when its box is too small to say it all.
        if self.frame is not None and self.hover_box is not None and self.hover_box < len(self.entries):
            entry = self.entries[self.hover_box]
            if not entry.playable:
                at = self.boxes()[self.hover_box].midbottom
                look.bubble(surface, f"{entry.title} cannot be played:\n{entry.problem}", at,
                            px=self.frame.font_px(15), width=self.frame.px(420))

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "Caravanserai", f.font_px(76), f.point(640, 92))
        fonts.text(surface, subtitle(sum(e.playable for e in self.entries)), f.font_px(20), look.PARCHMENT_DARK,
                   f.point(640, 152), anchor="center")
        n = len(self.buttons)
        look.sheet(surface, f.rect(MENU_X - 30, MENU_Y - 26, MENU_W + 60, n * menu_step(n) + 42), radius=f.px(14))
        if not self.entries:
            fonts.text(surface, "No games are installed yet.", f.font_px(22), look.PARCHMENT,
                       f.point(830, 400), anchor="center")
        boxes = self.boxes()
        if boxes:
            fonts.text(surface, "Choose a game", f.font_px(18), look.PARCHMENT_DARK,
                       (boxes[0].x + (boxes[-1].right - boxes[0].x) // 2, boxes[0].y - f.px(34)), anchor="midtop")
        for i, (entry, rect) in enumerate(zip(self.entries, boxes, strict=True)):
            self._draw_box(surface, f, entry, rect, hovered=i == self.hover_box)

    def _draw_box(self, surface: pygame.Surface, f: Frame, entry: GameEntry, rect: pygame.Rect,
                  hovered: bool) -> None:
        lift = f.px(4) if hovered and entry.playable else 0
        card = rect.move(0, -lift)
        look.sheet(surface, card, radius=f.px(12), colour=look.PARCHMENT if entry.playable else look.PARCHMENT_DARK)
        if hovered and entry.playable:
            pygame.draw.rect(surface, look.GOLD, card, width=f.px(3), border_radius=f.px(12))
        pad = f.px(12)
        art_rect = pygame.Rect(card.x + pad, card.y + pad, card.width - 2 * pad, card.width - 2 * pad)
        surface.blit(self._box_art(entry, art_rect.size), art_rect)
        pygame.draw.rect(surface, look.INK_SOFT, art_rect, width=max(1, f.px(1)))
        y = art_rect.bottom + f.px(10)
        title = entry.title
        if entry.info is not None and fonts.font(f.font_px(20), True).size(title)[0] > card.width - pad:
            title = entry.info.short_name  # "Kreuzes", "Anno Domini" where four boxes share the row
        fonts.text(surface, title, f.font_px(20), look.INK, (card.centerx, y), bold=True, anchor="midtop")
        y += f.px(30)
        if entry.playable:
            fonts.text(surface, entry.players_text, f.font_px(16), look.INK_SOFT, (card.centerx, y), anchor="midtop")
            return
        fonts.text(surface, "Unavailable", f.font_px(15), look.WARNING, (card.centerx, y), bold=True, anchor="midtop")
        px = f.font_px(14)
        lines = fonts.wrap(entry.problem or "", px, card.width - 2 * pad)
        line_h = fonts.font(px).get_linesize()
        room = max(1, (card.bottom - pad - y - f.px(22)) // line_h)
        for k, line in enumerate(lines[:room]):
            fonts.text(surface, line, px, look.WARNING, (card.x + pad, y + f.px(22) + k * line_h))
