"""New game: pick the game, its options and the seats, then Start."""

from __future__ import annotations

import html
import secrets
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core.campaign import Campaign
from games.core.match import Match
from games.ui import campaigns, catalog, look
from games.ui.art import fonts
from games.ui.catalog import GameEntry
from games.ui.scene import Frame, Scene
from games.ui.seat_bar import seat_rgb
from games.ui.seating import HUMAN, Seating, player_kinds

if TYPE_CHECKING:
    from games.core.contract import CampaignInfo, GameInfo
    from games.ui.app import App

CARD_H, CARD_GAP = 118, 12
LIST_ITEM_H = 40  # an open drop-down's row (theme.json, selection_list), logical
SHEET = (430, 100, 810, 590)
# Between Back and Start, while any seat is a computer: what the player kinds mean.
LEVELS_NOTE = ("Easy slips now and then, Normal answers within a second, Hard thinks up to three. "
               "Greedy ({greedy}) and random are simple yardsticks.")


def levels_note(info: GameInfo) -> str:
    """The note on the computer levels; greedy is told by what it looks at, points only where the
    game has them (GameInfo.scored)."""
    return LEVELS_NOTE.format(greedy="best points now" if info.scored else "the best-looking move now")


def card_rect(frame: Frame, index: int) -> pygame.Rect:
    return frame.rect(40, 100 + index * (CARD_H + CARD_GAP), 360, CARD_H)


def start_button_rect(frame: Frame) -> pygame.Rect:
    return frame.rect(1030, 622, 190, 52)


def shown_options(info: Any, players: int) -> tuple[Any, ...]:
    """The options that apply with this many players: a game may name, in its GameInfo.extra's
    "option_players", the player counts an option is for (a solitaire opponent's colour is for
    one player); the others apply to all. A hidden option keeps its value and its default."""
    only = info.extra.get("option_players", {}) if isinstance(info.extra, dict) else {}
    return tuple(spec for spec in info.options if players in only.get(spec.key, (players,)))


def opening_class(frame: Frame, rect: pygame.Rect, options: int) -> str | None:
    """A seat's drop-down opens upwards when its whole list would not fit between it and the
    buttons below: an open list must never lie over Start (a click there would pick a player
    instead) nor open scrolled, with its first choices out of sight."""
    height = options * frame.font_px(LIST_ITEM_H) + frame.px(8)
    room_below = start_button_rect(frame).top - rect.bottom
    return "@opens_up" if height > room_below and rect.top - height >= 0 else None


# A game with more options than this shows its seats and its options on two pages of the sheet,
# switched by two buttons beside the player count: all of them at once would not fit.
OPTIONS_ON_SEAT_PAGE = 2


def _option_label(value: Any, choices: tuple[tuple[Any, str], ...]) -> str:
    return next((label for v, label in choices if v == value), str(value))


class NewGameScene(Scene):
    caption = "New game"

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        self.entries = catalog.entries()
        playable = [e for e in self.entries if e.playable]
        wanted = game_id or app.settings.last_game  # else the game last set up or played
        chosen = next((e for e in playable if e.id == wanted), playable[0] if playable else None)
        self.entry: GameEntry | None = chosen
        self.seating: Seating | None = self._seating_for(chosen)
        self.frame: Frame | None = None
        self.widgets: dict[Any, tuple[str, Any]] = {}  # widget -> (what it sets, which)
        self.start_button: pygame_gui.elements.UIButton | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.campaign_button: pygame_gui.elements.UIButton | None = None
        self.seat_rows: list[int] = []  # y of each seat row, logical
        self.hover_card: int | None = None
        self.page = "seats"  # or "options", for a game with many options
        self._art: dict[tuple[str, int], pygame.Surface] = {}

    def _seating_for(self, entry: GameEntry | None) -> Seating | None:
        """The game's seats and options as the player last left them here."""
        if entry is None or entry.info is None:
            return None
        return Seating.restore(entry.info, self.app.settings.setups.get(entry.id))

    def _remember(self) -> None:
        """Keep this game's setup for next time (stored with the settings)."""
        if self.entry is None or self.seating is None:
            return
        settings = self.app.settings
        setup = self.seating.to_json()
        if settings.setups.get(self.entry.id) != setup or settings.last_game != self.entry.id:
            settings.setups = {**settings.setups, self.entry.id: setup}
            settings.last_game = self.entry.id
            self.app.store_settings()

    def leave(self) -> None:
        self._remember()

    # --- widgets ---

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.widgets = {}
        self.seat_rows = []
        self.back_button = pygame_gui.elements.UIButton(frame.rect(460, 622, 180, 52), "Back", manager,
                                                        object_id=ObjectID("#back", "@menu_button"))
        self.start_button = pygame_gui.elements.UIButton(start_button_rect(frame), "Start", manager,
                                                         tool_tip_text="Start the game (Enter)",
                                                         object_id=ObjectID("#start", "@start_button"))
        if self.seating is None or self.entry is None or self.entry.info is None:
            self.start_button.disable()
            return
        info, seating = self.entry.info, self.seating
        self.campaign_button = None
        campaign = self.campaign()
        if campaign is not None:
            self.campaign_button = pygame_gui.elements.UIButton(
                frame.rect(660, 622, 350, 52), "Start the campaign", manager,
                tool_tip_text=html.escape(f"{campaign.title}: {campaign.blurb} To pass a stage, {campaign.goal}. "
                                          "It is kept under Campaigns on the main menu."),
                object_id=ObjectID("#campaign", "@menu_button"))
        for k, n in enumerate(range(info.min_players, info.max_players + 1)):
            b = pygame_gui.elements.UIButton(frame.rect(590 + k * 58, 206, 50, 42), str(n), manager,
                                             object_id=ObjectID(f"#players_{n}", "@choice_button"))
            if n == seating.players:
                b.select()
            self.widgets[b] = ("players", n)
        specs = shown_options(info, seating.players)
        paged = len(specs) > OPTIONS_ON_SEAT_PAGE
        if paged:
            for x, w, page, label in ((930, 130, "seats", "Seats"), (1070, 150, "options", "Options")):
                b = pygame_gui.elements.UIButton(frame.rect(x, 206, w, 42), label, manager,
                                                 object_id=ObjectID(f"#page_{page}", "@choice_button"))
                if page == self.page:
                    b.select()
                self.widgets[b] = ("page", page)
            if self.page == "options":
                self._build_options(manager, frame, specs, 266)
                return
        else:
            self.page = "seats"
        y = 266
        if not paged and specs:
            y = self._build_options(manager, frame, specs, y) + 10
        self._build_seats(manager, frame, y)

    def _build_options(self, manager: pygame_gui.UIManager, frame: Frame, specs: tuple[Any, ...], y: int) -> int:
        """One option a row (a variant's choices are sentences and must be read whole), as many as
        fit above the buttons; returns the bottom of the last row."""
        assert self.seating is not None
        pitch = min(56, (604 - y) // max(1, len(specs)))
        h = min(40, pitch - 4)
        # Many options make low rows: there the drop-downs' text loses its tails ("qarrison")
        # inside a thick frame, so they take a thin one and a size smaller type.
        tight = frame.px(h) < fonts.font(frame.font_px(16)).get_linesize() + 8
        for k, spec in enumerate(specs):
            row = y + k * pitch
            pygame_gui.elements.UILabel(frame.rect(460, row, 318, h), spec.label, manager,
                                        object_id=ObjectID(None, "@field_label"))
            choices = [(label, str(i)) for i, (_, label) in enumerate(spec.choices)]
            current = _option_label(self.seating.options.get(spec.key), spec.choices)
            start = next((c for c in choices if c[0] == current), choices[0])
            rect = frame.rect(782, row, 438, h)
            opens = opening_class(frame, rect, len(choices))
            if tight:
                opens = "@tight_opens_up" if opens == "@opens_up" else "@tight"
            menu = pygame_gui.elements.UIDropDownMenu(
                choices, start, rect, manager, object_id=ObjectID(f"#option_{spec.key}", opens))
            if spec.help:
                menu.set_tooltip(spec.help)
            self.widgets[menu] = ("option", spec)
        return y + len(specs) * pitch

    def _build_seats(self, manager: pygame_gui.UIManager, frame: Frame, top: int) -> None:
        assert self.entry is not None and self.entry.info is not None and self.seating is not None
        info, seating = self.entry.info, self.seating
        pygame_gui.elements.UILabel(frame.rect(500, top, 240, 28), "Name", manager,
                                    object_id=ObjectID(None, "@small_label"))
        pygame_gui.elements.UILabel(frame.rect(758, top, 190, 28), "Colour", manager,
                                    object_id=ObjectID(None, "@small_label"))
        pygame_gui.elements.UILabel(frame.rect(966, top, 254, 28), "Player", manager,
                                    object_id=ObjectID(None, "@small_label"))
        row_h = min(54, (600 - top - 30) / max(1, seating.players))
        colours = [(c.shown, c.name) for c in info.colours]
        kinds = [(label, kind) for kind, label in player_kinds()]
        self.seat_rows = []
        for i, seat in enumerate(seating.seats):
            ry = top + 30 + i * row_h
            self.seat_rows.append(round(ry))
            h = min(42, row_h - 8)
            name = pygame_gui.elements.UITextEntryLine(frame.rect(500, ry, 240, h), manager,
                                                       object_id=ObjectID(f"#seat_name_{i}", None))
            name.set_text(seat.name)
            name.set_text_length_limit(24)
            self.widgets[name] = ("name", i)
            colour = next(c for c in colours if c[1] == seat.colour)
            rect = frame.rect(758, ry, 190, h)
            menu = pygame_gui.elements.UIDropDownMenu(colours, colour, rect, manager,
                                                      object_id=ObjectID(f"#seat_colour_{i}",
                                                                         opening_class(frame, rect, len(colours))))
            self.widgets[menu] = ("colour", i)
            kind = next((k for k in kinds if k[1] == seat.player), kinds[0])
            rect = frame.rect(966, ry, 254, h)
            menu = pygame_gui.elements.UIDropDownMenu(kinds, kind, rect, manager,
                                                      object_id=ObjectID(f"#seat_player_{i}",
                                                                         opening_class(frame, rect, len(kinds))))
            self.widgets[menu] = ("player", i)

    # --- events ---

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.back_button:
                self.app.show_menu()
            elif element is self.start_button:
                self.start()
            elif element is self.campaign_button and element is not None:
                self.start_campaign()
            elif element in self.widgets and self.seating is not None:
                what, which = self.widgets[element]
                if what == "page":
                    self.page = which
                else:
                    self.seating.set_players(which)
                self.app.rebuild()
        elif element in self.widgets and self.seating is not None:
            what, which = self.widgets[element]
            if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and what == "name":
                self.seating.set_name(which, event.text)
            elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
                if what == "colour":
                    self.seating.set_colour(which, event.selected_option_id)
                    self.app.rebuild()  # a swap changes another seat's row too
                elif what == "player":
                    self.seating.set_player(which, event.selected_option_id)
                elif what == "option":
                    self.seating.set_option(which.key, which.choices[int(event.selected_option_id)][0])

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_menu()
        elif event.type == pygame.MOUSEMOTION and self.frame is not None:
            self.hover_card = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.frame is not None:
            index = self._card_at(event.pos)
            if index is not None:
                self.choose_game(self.entries[index].id)

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        assert self.frame is not None
        for i in range(len(self.entries)):
            if card_rect(self.frame, i).collidepoint(pos):
                return i
        return None

    def choose_game(self, game_id: str) -> None:
        entry = next((e for e in self.entries if e.id == game_id), None)
        if entry is None or not entry.playable or entry.info is None or entry is self.entry:
            if entry is not None and not entry.playable:
                self.app.toast(f"{entry.title} cannot be played: its data is broken (see the card).")
            return
        self._remember()
        self.entry, self.seating = entry, self._seating_for(entry)
        self.page = "seats"
        self.app.rebuild()

    def campaign(self) -> CampaignInfo | None:
        """The game's campaign for this many seats, offered while every seat is a person's (a
        campaign is played over many evenings by someone, not by the computer)."""
        if self.entry is None or self.entry.info is None or self.seating is None:
            return None
        if any(seat.player != HUMAN for seat in self.seating.seats):
            return None
        return next((c for c in self.entry.info.campaigns if c.players == self.seating.players), None)

    def start_campaign(self) -> None:
        """A new campaign with these seats and options (its stages set the rest); its road next."""
        campaign = self.campaign()
        if campaign is None or self.entry is None or self.entry.info is None or self.seating is None:
            return
        options, seats = self.seating.build()
        staged = {key for stage in campaign.stages for key, _ in stage.options}
        own = {k: v for k, v in options.items() if k not in staged and k != "players"}
        try:
            started = campaigns.store(Campaign.start(self.entry.info, campaign, seats, own))
        except OSError as exc:
            self.app.toast(f"Could not keep the campaign: {exc.strerror or exc}")
            return
        self.app.show_campaigns(started.campaign_id)

    def start(self) -> None:
        if self.entry is None or self.entry.rules is None or self.seating is None:
            return
        options, seats = self.seating.build()
        self.app.start_match(Match(self.entry.rules, options, seats, secrets.randbelow(2**31)))

    # --- drawing ---

    def _box_art(self, entry: GameEntry, size: int) -> pygame.Surface:
        key = (entry.id, size)
        if key not in self._art:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            entry.draw_box_art(surf, surf.get_rect())
            self._art[key] = surf
        return self._art[key]

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f is None:
            return
        look.draw_table(surface)
        look.title(surface, "New game", f.font_px(40), f.point(220, 52))
        for i, entry in enumerate(self.entries):
            self._draw_card(surface, f, i, entry)
        sheet = f.rect(*SHEET)
        look.sheet(surface, sheet, radius=f.px(14))
        if self.entry is None or self.entry.info is None or self.seating is None:
            fonts.text(surface, "No game can be played: every game's data failed to load.", f.font_px(18),
                       look.WARNING, f.point(460, 130))
            return
        info = self.entry.info
        fonts.text(surface, info.title, f.font_px(28), look.INK, f.point(460, 118), bold=True)
        for k, line in enumerate(fonts.wrap(info.blurb, f.font_px(15), f.px(740))[:2]):
            fonts.text(surface, line, f.font_px(15), look.INK_SOFT, f.point(460, 160 + k * 21))
        fonts.text(surface, "Players", f.font_px(16), look.INK, f.point(460, 227), bold=True, anchor="midleft")
        for i, seat in enumerate(self.seating.seats):
            if i < len(self.seat_rows):
                look.colour_chip(surface, f.point(478, self.seat_rows[i] + 20), f.px(12), seat_rgb(info, seat.colour))
        if any(seat.player != HUMAN for seat in self.seating.seats):
            self._draw_levels_note(surface, f, levels_note(info))

    @staticmethod
    def _draw_levels_note(surface: pygame.Surface, f: Frame, note: str) -> None:
        """The note whole, in three lines between Back and Start: a size smaller where the font
        scales up faster than the window (1920x1080), every line drawn whatever it takes."""
        for size in (13, 12, 11):
            px = f.font_px(size)
            lines = fonts.wrap(note, px, f.px(350))
            if len(lines) <= 3:
                break
        step = max(f.px(17), round(px * 1.2))
        for k, line in enumerate(lines):
            fonts.text(surface, line, px, look.INK_SOFT, (f.point(660, 626)[0], f.point(660, 626)[1] + k * step))

    def _draw_card(self, surface: pygame.Surface, f: Frame, i: int, entry: GameEntry) -> None:
        rect = card_rect(f, i)
        chosen = entry is self.entry
        look.sheet(surface, rect, radius=f.px(10), colour=look.PARCHMENT if entry.playable else look.PARCHMENT_DARK)
        if chosen:
            pygame.draw.rect(surface, look.GOLD, rect.inflate(f.px(6), f.px(6)), width=f.px(4),
                             border_radius=f.px(12))
        elif self.hover_card == i and entry.playable:
            pygame.draw.rect(surface, look.GOLD, rect, width=f.px(2), border_radius=f.px(10))
        art = self._box_art(entry, f.px(96))
        if not entry.playable:
            art = pygame.transform.grayscale(art)
        surface.blit(art, f.point(52, 100 + i * (CARD_H + CARD_GAP) + 11))
        x, y = 160, 100 + i * (CARD_H + CARD_GAP)
        fonts.text(surface, entry.title, f.font_px(19), look.INK, f.point(x, y + 12), bold=True)
        if entry.playable:
            fonts.text(surface, entry.players_text, f.font_px(15), look.INK_SOFT, f.point(x, y + 42))
        else:
            fonts.text(surface, "Unavailable", f.font_px(14), look.WARNING, f.point(x, y + 40), bold=True)
            for k, line in enumerate(fonts.wrap(entry.problem or "", f.font_px(14), f.px(228))[:3]):
                fonts.text(surface, line, f.font_px(14), look.WARNING, f.point(x, y + 60 + k * 19))
