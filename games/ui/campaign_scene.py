"""The campaigns a player has going, side by side, and the road of the chosen one: its stages
(towns) in order, which are behind, where the player stands and what each adds; the ways on
(play the stage, or go on with its match), a new campaign, delete.

Each campaign is settled when the scene opens (games/ui/campaigns.py): a stage whose match ended
while the app was away is recorded before the road is drawn."""

from __future__ import annotations

import html
import math
import secrets
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games import registry
from games.core.campaign import Campaign
from games.ui import campaigns, look
from games.ui.art import fonts
from games.ui.scene import Frame, Scene

if TYPE_CHECKING:
    from games.ui.app import App

# Logical layout (1280x720): the list on the left, the road on the right, the buttons below.
LIST_X, LIST_Y, LIST_W, ROW_H, ROWS = 80, 150, 300, 62, 7
ROAD_X0, ROAD_X1, ROAD_Y = 470, 1150, 290
BUTTON_Y, BUTTON_H = 622, 52

def entry_words(entry: campaigns.Entry) -> tuple[str, str]:
    """The two lines a campaign's row shows."""
    c = entry.campaign
    if c is None:
        return "Cannot be opened", entry.problem or ""
    spec = campaigns.spec_of(c)
    name = c.seats[0].name
    where = "finished" if c.finished else spec.stages[c.stage].name
    return f"{name} \u00b7 {where}", f"{spec.title} \u00b7 {entry.when}"


class CampaignScene(Scene):
    caption = "Campaigns"

    def __init__(self, app: App, selected: str | None = None) -> None:
        super().__init__(app)
        self.entries: list[campaigns.Entry] = []
        self.selected = selected  # a campaign id
        self.frame: Frame | None = None
        self.pressed: int | None = None  # the row a press began on
        self.play_button: pygame_gui.elements.UIButton | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.problem: str | None = None
        self.read()

    # --- the list ---

    def read(self) -> None:
        entries = campaigns.everything()
        for i, e in enumerate(entries):  # a stage whose match ended while the app was away is recorded now
            if e.campaign is not None:
                settled = campaigns.settle(e.campaign)
                if settled is not e.campaign:
                    entries[i] = campaigns.Entry(e.path, e.modified, settled)
        self.entries = entries[: ROWS * 4]
        ids = [e.campaign.campaign_id for e in self.entries if e.campaign is not None]
        if self.selected not in ids:
            self.selected = ids[0] if ids else None

    @property
    def chosen(self) -> campaigns.Entry | None:
        return next((e for e in self.entries if e.campaign is not None and e.campaign.campaign_id == self.selected),
                    None)

    def row_rect(self, i: int) -> pygame.Rect:
        assert self.frame is not None
        return self.frame.rect(LIST_X, LIST_Y + i * ROW_H, LIST_W, ROW_H - 6)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i in range(min(ROWS, len(self.entries))) if self.row_rect(i).collidepoint(pos)), None)

    # --- widgets ---

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.buttons = {}

        def button(key: str, label: str, x: int, w: int, tip: str,
                   cls: str = "@menu_button") -> pygame_gui.elements.UIButton:
            b = pygame_gui.elements.UIButton(frame.rect(x, BUTTON_Y, w, BUTTON_H), label, manager, tool_tip_text=tip,
                                             object_id=ObjectID(f"#{key}", cls))
            self.buttons[b] = key
            return b

        button("menu", "Menu", 80, 140, "Back to the main menu (Esc)")
        delete = button("delete", "Delete\u2026", 236, 150, "Delete the chosen campaign (asks first); its matches stay")
        button("new", "New campaign", 402, 200, "Start another campaign from the new-game screen")
        entry = self.chosen
        label, tip = "Play", "Play the stage you stand at"
        if entry is not None and entry.campaign is not None and not entry.campaign.finished:
            c = entry.campaign
            stage = campaigns.spec_of(c).stages[c.stage]
            going = campaigns.current_match(c)
            label = "Go on with the match" if going is not None and not going.is_over() else f"Play {stage.name}"
            tip = "Back to the stage's match where you left it" if label.startswith("Go on") else \
                f"Start the match for {stage.name}"
        self.play_button = button("play", label, 930, 270, tip, "@start_button")
        if entry is None or entry.campaign is None or entry.campaign.finished:
            self.play_button.disable()
        if entry is None:
            delete.disable()
        if self.problem:
            pygame_gui.elements.UITextBox(html.escape(self.problem), frame.rect(470, 540, 730, 70), manager,
                                          object_id=ObjectID("#problem", "@notice_box"))
        if self.confirm is not None:
            self._ask_delete()

    def _ask_delete(self) -> None:
        assert self.frame is not None
        entry = self.chosen
        what = html.escape(" \u2014 ".join(entry_words(entry))) if entry is not None else ""
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            self.frame.rect(340, 220, 600, 280), f"Delete this campaign for good?<br><br>{what}<br><br>"
            "Its matches stay in the load list.", self.app.manager, window_title="Delete",
            action_short_name="Delete", object_id=ObjectID("#confirm_delete", None))

    # --- events ---

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element in self.buttons:
            self.act(self.buttons[element])
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.confirm:
            self.confirm = None
            entry = self.chosen
            if entry is not None:
                try:
                    campaigns.delete(entry)
                except OSError as exc:
                    self.problem = f"Could not delete {entry.path.name}: {exc.strerror or exc}"
                self.selected = None
            self.read()
            self.app.rebuild()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.confirm:
            self.confirm = None

    def act(self, key: str) -> None:
        if key == "menu":
            self.app.show_menu()
        elif key == "new":
            entry = self.chosen
            self.app.show_new_game(entry.campaign.game if entry is not None and entry.campaign is not None else None)
        elif key == "delete" and self.chosen is not None and self.confirm is None:
            self._ask_delete()
        elif key == "play":
            self.play()

    def play(self) -> None:
        entry = self.chosen
        if entry is None or entry.campaign is None or entry.campaign.finished:
            return
        going = campaigns.current_match(entry.campaign)
        if going is not None and not going.is_over():
            self.app.start_match(going)
            return
        try:
            _campaign, match = campaigns.start_match(entry.campaign, secrets.randbelow(2**31))
        except OSError as exc:
            self.problem = f"Could not keep the campaign: {exc.strerror or exc}"
            self.app.rebuild()
            return
        self.app.start_match(match)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.confirm is not None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None and row == self.pressed and self.entries[row].campaign is not None:
                campaign = self.entries[row].campaign
                assert campaign is not None
                if campaign.campaign_id != self.selected:
                    self.selected, self.problem = campaign.campaign_id, None
                    self.app.rebuild()
            elif row is not None and row == self.pressed:
                self.problem = self.entries[row].problem
                self.app.rebuild()
            self.pressed = None

    # --- drawing ---

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "Campaigns", f.font_px(44), f.point(640, 62))
        look.sheet(surface, f.rect(60, 112, 1160, 580), radius=f.px(16))
        if not self.entries:
            fonts.text(surface, "No campaign yet: start one from New game.", f.font_px(18), look.INK,
                       f.point(640, 330), anchor="center")
            return
        for i, entry in enumerate(self.entries[:ROWS]):
            rect = self.row_rect(i)
            chosen = entry.campaign is not None and entry.campaign.campaign_id == self.selected
            pygame.draw.rect(surface, look.PARCHMENT_DARK if chosen else look.PARCHMENT, rect, border_radius=f.px(8))
            pygame.draw.rect(surface, look.GOLD if chosen else look.PARCHMENT_DARK, rect, max(1, f.px(2)),
                             border_radius=f.px(8))
            top, bottom = entry_words(entry)
            ink = look.INK if entry.campaign is not None else look.WARNING
            fonts.text(surface, top, f.font_px(17), ink, (rect.x + f.px(12), rect.y + f.px(8)), bold=True,
                       max_width=rect.width - f.px(24))
            fonts.text(surface, bottom, f.font_px(14), look.INK_SOFT, (rect.x + f.px(12), rect.y + f.px(32)),
                       max_width=rect.width - f.px(24))
        entry = self.chosen
        if entry is not None and entry.campaign is not None:
            self._draw_road(surface, f, entry.campaign)

    def _draw_road(self, surface: pygame.Surface, f: Frame, c: Campaign) -> None:
        spec = campaigns.spec_of(c)
        info = registry.info(c.game)
        fonts.text(surface, spec.title, f.font_px(28), look.INK, f.point(810, 132), bold=True, anchor="midtop",
                   max_width=f.px(730))
        player = c.seats[0]
        fonts.text(surface, f"{info.title} \u00b7 {player.name} \u00b7 to pass a stage: {spec.goal}", f.font_px(15),
                   look.INK_SOFT, f.point(810, 172), anchor="midtop", max_width=f.px(730))
        n = len(spec.stages)
        spots = [(ROAD_X0 + (ROAD_X1 - ROAD_X0) * k / max(1, n - 1), ROAD_Y + 34 * math.sin(k * 1.3)) for k in range(n)]
        points = [f.point(x, y) for x, y in spots]
        if len(points) > 1:
            pygame.draw.lines(surface, look.WOOD_LIGHT, False, points, f.px(12))
            pygame.draw.lines(surface, look.PARCHMENT_DARK, False, points, f.px(6))
        for k, (stage, (x, y)) in enumerate(zip(spec.stages, spots, strict=True)):
            centre, r = f.point(x, y), f.px(22)
            passed = k < c.stage or c.finished
            here = k == c.stage and not c.finished
            fill = look.GOLD if passed else look.PARCHMENT if here else look.PARCHMENT_DARK
            pygame.draw.circle(surface, fill, centre, r)
            pygame.draw.circle(surface, look.INK if here else look.INK_SOFT, centre, r, f.px(5 if here else 2))
            fonts.text(surface, str(k + 1), f.font_px(18), look.INK, centre, bold=True, anchor="center")
            fonts.text(surface, stage.name, f.font_px(16), look.INK, f.point(x, y + 30), bold=here, anchor="midtop",
                       max_width=f.px(112))
            for j, line in enumerate(fonts.wrap(stage.adds, f.font_px(12), f.px(108))[:5]):
                fonts.text(surface, line, f.font_px(12), look.INK_SOFT, f.point(x, y + 52 + 15 * j), anchor="midtop")
        y = 452
        for line in fonts.wrap(campaigns.stage_words(c, spec), f.font_px(19), f.px(700), bold=True)[:2]:
            fonts.text(surface, line, f.font_px(19), look.INK, f.point(490, y), bold=True)
            y += 26
        y += 6
        for t in reversed(c.history[-3:]):
            name = spec.stages[t.stage].name
            tried = " (second try)" if t.attempt == 2 else ""
            line = f"{name}{tried}: {t.result} \u2014 {campaigns.OUTCOME_WORDS[t.outcome]}"
            fonts.text(surface, line, f.font_px(15), look.INK_SOFT, f.point(490, y), max_width=f.px(700))
            y += 22
