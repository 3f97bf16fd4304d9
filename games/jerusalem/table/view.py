"""Jerusalem's table: the walled city, the Offices, the calendar, the Prestige track and the
castle towers, with the acting seat's screen along the bottom; played with the mouse.

The view draws only from `rules.view(state, seat)` and turns gestures into candidate
actions for the shell: drag a Squire or the Baron from the screen onto an Area (or click it,
then the Area), drag one's Squire between Areas when a card or the Tower lets it move, click
an Office, a card, a pile on the board, a name plate or a button. The still parts are
composed into one surface per state; a frame blits it and adds only what moves (the Prestige
cylinders, the animations, the held piece, hover glows)."""

from __future__ import annotations

from typing import Any

import pygame

from games.core.contract import Action, Rules, Seat
from games.jerusalem.rules.actions import (
    BuyCard,
    ChooseOffice,
    MoveSquire,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    SaveSquire,
    Steal,
)
from games.jerusalem.rules.state import HIDDEN, JerusalemState
from games.jerusalem.table import table_anim, table_model
from games.jerusalem.table.draw_box import draw_box_art
from games.jerusalem.table.draw_cards import blit_action_card
from games.jerusalem.table.draw_city import build_city
from games.jerusalem.table.draw_palette import HIGHLIGHT, LEGAL, TEXT, WARN
from games.jerusalem.table.draw_panels import (
    change_mark,
    draw_markers,
    draw_offices,
    draw_right,
    draw_top,
    draw_track,
    make_track,
    tower_top,
)
from games.jerusalem.table.draw_pieces import cube_sprite, floor_sprite, pawn_sprite
from games.jerusalem.table.draw_screen import card_size, draw_backs, draw_fan, draw_panel, draw_screen, split_bottom
from games.jerusalem.table.draw_squires import content_rect, cube_size, draw_pieces, group_zones
from games.jerusalem.table.table_controls import Panel, decision_panel, full_revenue, waiting_panel
from games.jerusalem.table.table_hint import hint_rects, hint_values
from games.jerusalem.table.table_layout import CityGeometry, TableLayout, Zone
from games.jerusalem.table.table_plan import load_plan
from games.jerusalem.table.table_tips import TipContext, tooltip_text
from games.ui import look
from games.ui.art import fonts
from games.ui.art.fonts import font, text
from games.ui.art.marks import TableSeats, seat_marks
from games.ui.art.soft import blit_soft, glow
from games.ui.art.surfaces import for_display
from games.ui.gestures import PointerGesture
from games.ui.table_view import HintedSteppers

__all__ = ["SOUNDS", "TableView", "draw_box_art"]

Held = tuple[str, int]  # ("squire" | "supply" | "baron", -1) or ("move", source Area)

# Light decisions (talk, paper, coins) click in the shell's sounds; every other action sets a
# wooden piece down (games/ui/sounds.py).
SOUNDS: dict[str, str] = dict.fromkeys((
    "bid", "pass", "end_turn", "done", "choose_office", "pick_card", "play_card", "buy_card", "buy_prestige",
    "take_revenue", "take_resource", "peddle", "steal",
), "click")


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rules = rules
        self.cfg = rules.config  # type: ignore[attr-defined]
        self.plan = load_plan(self.cfg)
        self.seats = list(seats)
        by_name = {c.name: c.rgb for c in rules.info.colours}
        palette = [c.rgb for c in rules.info.colours]
        colours = [by_name.get(s.colour, palette[i % len(palette)]) for i, s in enumerate(self.seats)]
        self.seating = TableSeats([s.name for s in self.seats], colours, seat_marks(len(self.seats)))
        self._layout: TableLayout | None = None
        self._state: JerusalemState | None = None
        self._seat: int | None = None
        self._acting: int | None = None
        self._legal: list[Action] = []
        self._values: dict[str, int] = {}
        self._hinted = HintedSteppers()  # the steppers as the player had them before a hint set them
        self._decision: tuple = ()
        self._panel: Panel | None = None
        self._tweens: list[table_anim.Tween] = []
        self._milestones: set = set()
        self._held: Held | None = None
        self._pointer = PointerGesture()
        self._background: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None
        self._overlay: pygame.Surface | None = None
        self._zones: list[Zone] = []
        self._hand_page = 0  # a hand too big for one page of tiles: the page shown
        self._armed: str | None = None  # a forfeiting button clicked once: the next click on it confirms
        # Seat -> round: that seat takes its revenues in full until the round's revenues end. One
        # view serves every seat of a hot-seat game, so each seat's order is kept apart.
        self._standing: dict[int, int] = {}
        # Per seat, the public table as it left it when it last acted (hot-seat: each its own),
        # and what changed since for the seat at the screen.
        self._seen: dict[int, table_model.Seen] = {}
        self._changes: table_model.Changes | None = None

    # --- the TableView protocol ---

    def layout(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if self._layout is not None and self._layout.area == rect:
            return
        display = pygame.display.get_surface() if pygame.display.get_init() else None
        self._layout = TableLayout.fit(rect, self.plan, display.get_size() if display is not None else None)
        self._background = None
        self._frame = None
        self._overlay = None

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        before = self._state
        if (before is not None and self._seat is not None and self._seat == self._acting
                and table_model.moment(before) != table_model.moment(view)):
            self._seen[self._seat] = table_model.seen(view)  # it acted: what it knows now
        base = self._seen.get(seat) if seat is not None else None
        self._changes = table_model.changes_since(base, view) if base is not None else None
        moved = view != before or seat != self._seat or list(legal) != self._legal
        self._state = view
        self._seat = seat
        self._acting = acting
        self._legal = list(legal)
        decision = (view.round, view.step, view.actor, view.auction_office, view.high_bidder, view.cursor, seat)
        if decision != self._decision:
            self._decision = decision
            self._values = {}
            self._hinted.forget()
        if moved:
            self._armed = None  # any move asks a forfeit afresh (a Squire removed in the War, a tax paid)
        if view.step != "revenue":  # the revenues come once a round, all in a row: over now
            self._standing = {}
        if self._held is not None and not self.lit_areas() and self._held[0] != "move":
            self._drop_back()
        if before is not None and (before.round, before.step) != (view.round, view.step) or not legal:
            self._drop_back()
        # A new move while the last still plays: the last lands at once (the table is never more
        # than one move behind the game, however fast the computers play).
        fresh = table_anim.diff(before, view)
        self._tweens = fresh or [t for t in self._tweens if not t.done]
        self._milestones = table_anim.milestones(self._tweens)
        self._frame = None
        self._overlay = None

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        return self._pointer.route(event, press=self._press_at, target_at=self._area_at, drop_on=self._drop_on,
                                   put_back=self._drop_back)

    def cancel_gesture(self) -> bool:
        """Esc: put back what is in hand (a Squire, the Baron, a Squire being moved); False when
        nothing was held, so that Esc goes on to open the menu."""
        held = self._held is not None
        self._drop_back()
        return held

    def update(self, dt: float) -> None:
        if not self._tweens:
            return
        for tween in self._tweens:
            tween.t += max(0.0, dt)
        self._tweens = [t for t in self._tweens if not t.done]
        marks = table_anim.milestones(self._tweens)
        if marks != self._milestones:
            self._milestones = marks
            self._frame = None

    def is_animating(self) -> bool:
        return bool(self._tweens)

    def draw(self, surface: pygame.Surface) -> None:
        if self._layout is None:
            self.layout(surface.get_rect())
        lay = self._layout
        assert lay is not None
        self._ensure_frame()
        assert self._frame is not None
        surface.blit(self._frame, lay.area.topleft)
        if self._state is None:
            return
        track = make_track(lay.track, lay.unit)
        draw_markers(surface, track, table_anim.shown_prestige(self._state.prestige, self._tweens), self.seating,
                     lay.unit)
        self._draw_tweens(surface, lay)
        self._draw_hover(surface, lay)
        self._draw_held(surface, lay)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        if self._state is None or self._layout is None:
            return None
        self._ensure_frame()
        ctx = TipContext(self.cfg, self._state, self.seating, self._seat, self._changes)
        for zone in self._zones:
            if zone.kind in ("group", "area") or not zone.rect.collidepoint(pos):
                continue
            words = tooltip_text(ctx, zone)
            if words:
                return words
        area = self._area_at(pos)
        if area is not None:
            return tooltip_text(ctx, Zone(pygame.Rect(pos, (1, 1)), "area", area))
        district = self._district_at(pos)
        if district is not None:
            return tooltip_text(ctx, Zone(pygame.Rect(pos, (1, 1)), "district", district))
        return None

    def standing_action(self) -> Action | None:
        """The revenue taken in full, asked for once for the rest of the round, when the seat
        that asked is at the screen and this is its revenue prompt; None otherwise (and the
        wish forgotten once its round's revenues are over)."""
        s = self._state
        if s is None or self._seat is None or self._standing.get(self._seat) != s.round or s.step != "revenue":
            return None
        if not self._mine():
            return None
        return full_revenue(self.rules.catalog, s, self._legal)  # type: ignore[attr-defined]

    # --- what the tests and the shell may ask ---

    @property
    def held(self) -> Held | None:
        return self._held

    @property
    def zones(self) -> list[Zone]:
        self._ensure_frame()
        return list(self._zones)

    @property
    def panel(self) -> Panel | None:
        self._ensure_frame()
        return self._panel

    @property
    def values(self) -> dict[str, int]:
        return dict(self._values)

    def lit_areas(self) -> set[int]:
        """The Areas lit for what is in hand: exactly its targets in `legal`."""
        if self._held is None:
            return set()
        ids = self.cfg.area_ids
        kind, source = self._held
        if kind in ("squire", "supply"):
            return {ids[a.area] for a in self._legal if isinstance(a, Place)}
        if kind == "baron":
            return {ids[a.area] for a in self._legal if isinstance(a, PlaceBaron)}
        src = self.cfg.areas[source].id
        return {ids[a.target] for a in self._legal if isinstance(a, MoveSquire) and a.source == src}

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where a hinted move lies on the table (games/ui/hint_panel.py marks it)."""
        self._ensure_frame()
        if self._layout is None:
            return []
        city = self._layout.city
        return hint_rects(action, self._zones, self._panel,
                          lambda area_id: content_rect(city, self.cfg.area_ids[area_id]))

    def hint_shown(self, action: Action | None) -> None:
        """The hint marks `action`: a bid, Prestige bought or a revenue taken in part shows on the
        panel's steppers at the hinted amounts (the player sees, and may click, exactly that move).
        None: the hint folded away, the steppers back as the player left them."""
        if action is None:
            back = self._hinted.fold(self._values)
            if back is not None:
                self._values = back
                self._frame = None
            return
        if not self._mine():
            return
        self._ensure_frame()
        values = hint_values(action, self._panel)
        if values:
            self._values = self._hinted.show(self._values, values)
            self._frame = None

    def area_point(self, area: int) -> tuple[int, int]:
        """A point inside an Area that lies on no pile: where a drop or click lands on it."""
        assert self._layout is not None
        rect = content_rect(self._layout.city, area)
        return rect.midbottom[0], rect.bottom - 2

    # --- gestures ---

    def _mine(self) -> bool:
        return self._seat is not None and self._seat == self._acting and bool(self._legal)

    def _press_at(self, pos: tuple[int, int]) -> Action | None:
        self._ensure_frame()
        if self._held is not None:
            area = self._area_at(pos)
            if area is not None:
                return self._drop_on(area)
            self._drop_back()
        zone = self._zone_at(pos)
        if zone is not None and zone.kind == "hand_page":  # reading one's hand is no move: any time
            self._hand_page = (self._hand_page + 1) % int(zone.key)  # type: ignore[call-overload]
            self._frame = None
            return None
        if not self._mine():
            return None
        if zone is not None:
            answer = self._press_zone(zone, pos)
            if answer is not False:
                return answer  # type: ignore[return-value]
        area = self._area_at(pos)
        if area is not None:
            return self._press_area(area, None, pos)
        return None

    def _press_zone(self, zone: Zone, pos: tuple[int, int]) -> Action | None | bool:
        """The answer to a press on a zone, or False when the zone is not for pressing now."""
        s = self._state
        assert s is not None
        if zone.kind == "step":
            key, delta = zone.key  # type: ignore[misc]
            stepper = next((st for st in (self._panel.steppers if self._panel else []) if st.key == key), None)
            if stepper is not None:
                value = stepper.value(self._values)
                self._values[key] = min(max(value + delta, stepper.low), stepper.high)
                self._frame = None
            return None
        if zone.kind == "button":
            button = next((b for b in (self._panel.buttons if self._panel else []) if b.key == zone.key), None)
            if button is None:
                return None
            if button.sets is not None:
                self._values[button.sets[0]] = button.sets[1]
                self._frame = None
                return None
            if button.forfeit and button.lit and self._armed != button.key:
                self._armed = button.key  # asks once: "Sure? …" until clicked again or the decision changes
                self._frame = None
                return None
            if button.standing and self._seat is not None:
                self._standing[self._seat] = s.round
            return button.action
        if zone.kind == "draft":
            return PickCard(zone.key[1])  # type: ignore[index]
        if zone.kind == "hand":
            return PlayCard(zone.key[1]) if s.step == "deploy" else None  # type: ignore[index]
        if zone.kind == "office":
            return ChooseOffice(zone.key) if s.step == "auction" and s.auction_office is None else None  # type: ignore
        if zone.kind == "plaque" and s.step == "intrigue" and zone.key != self._seat:
            return Steal(zone.key)  # type: ignore[arg-type]
        if zone.kind == "deck" and s.step == "academics":
            return BuyCard()
        if zone.kind == "pile" and s.step == "deploy":
            pile = str(zone.key)
            if pile == "baron" and s.barons[self._seat or 0] is not None:
                return None
            self._pick_up((pile, -1), pos)
            return None
        if zone.kind == "group":
            area, seat = zone.key  # type: ignore[misc]
            return self._press_area(area, seat, pos)
        return False

    def _press_area(self, area: int, seat: int | None, pos: tuple[int, int]) -> Action | None:
        """A press on the board: pick a Squire, save a lifted one, or take one of one's own
        Squires in hand to move it."""
        s = self._state
        assert s is not None and self._seat is not None
        area_id = self.cfg.areas[area].id
        picks = [a for a in self._legal if isinstance(a, PickSquire)]
        if picks:
            if seat is not None:
                return PickSquire(seat, area_id)
            here = [a for a in picks if a.area == area_id]
            return here[0] if here else None
        if any(isinstance(a, SaveSquire) for a in self._legal):
            return SaveSquire(area_id)
        moves = any(isinstance(a, MoveSquire) for a in self._legal)
        if moves and s.board[area][self._seat]:
            self._pick_up(("move", area), pos)
        return None

    def _pick_up(self, held: Held, pos: tuple[int, int]) -> None:
        self._held = held
        self._pointer.pick_up(pos)
        self._overlay = None

    def _drop_on(self, area: int) -> Action | None:
        held = self._held
        assert held is not None
        self._drop_back()
        area_id = self.cfg.areas[area].id
        kind, source = held
        if kind in ("squire", "supply"):
            return Place(area_id)
        if kind == "baron":
            return PlaceBaron(area_id)
        if source == area:
            return None
        return MoveSquire(self.cfg.areas[source].id, area_id)

    def _drop_back(self) -> None:
        self._held = None
        self._pointer.release()
        self._overlay = None

    def _zone_at(self, pos: tuple[int, int]) -> Zone | None:
        # Later zones lie on top (the draft over the city, the fan's later cards over earlier).
        order = ("step", "button", "draft", "hand", "hand_page", "pile", "office", "plaque", "deck", "group")
        hits = [z for z in self._zones if z.kind in order and z.rect.collidepoint(pos)]
        if not hits:
            return None
        return min(hits, key=lambda z: order.index(z.kind))

    def _area_at(self, pos: tuple[int, int]) -> int | None:
        if self._layout is None or self._draft_open():
            return None
        return self._layout.city.area_at(pos)

    def _district_at(self, pos: tuple[int, int]) -> str | None:
        if self._layout is None:
            return None
        for district in self.cfg.district_ids:
            if self._layout.city.district_rect(district).collidepoint(pos):
                return district
        return None

    def _draft_open(self) -> bool:
        s = self._state
        return s is not None and s.step == "draft" and bool(s.draft)

    # --- drawing ---

    def _ensure_frame(self) -> None:
        if self._frame is None and self._layout is not None:
            self._frame = self._compose(self._layout)

    def _bottom_seat(self) -> int:
        if self._seat is not None:
            return self._seat
        if self._acting is not None:
            return self._acting
        return 0

    def _build_background(self, lay: TableLayout) -> pygame.Surface:
        display = pygame.display.get_surface() if pygame.display.get_init() else None
        size = display.get_size() if display is not None else lay.area.bottomright
        wood = pygame.Surface((max(size[0], lay.area.right), max(size[1], lay.area.bottom)))
        look.draw_table(wood)
        surf = pygame.Surface(lay.area.size)
        surf.blit(wood, (0, 0), lay.area)
        playable = self._state.playable if self._state is not None else (True,) * len(self.cfg.areas)
        with fonts.origin(*lay.city.rect.topleft):  # the city's labels, where the board will be shown
            city = build_city(lay.city, self.cfg, playable, lay.unit)
        board = lay.city.rect.move(-lay.area.left, -lay.area.top)
        blit_soft(surf, board, 8, (0, 0, 0, 130), 8, offset=(5, 8))
        surf.blit(city, board)
        track = make_track(lay.track.move(-lay.area.left, -lay.area.top), lay.unit)
        with fonts.origin(*lay.area.topleft):
            draw_track(surf, track, lay.unit)
        return for_display(surf)

    def _compose(self, lay: TableLayout) -> pygame.Surface:
        if self._background is None:
            self._background = self._build_background(lay)
        frame = self._background.copy()
        self._zones = []
        if self._state is None:
            return frame
        with fonts.origin(*lay.area.topleft):  # the frame is drawn in the table's own coordinates
            self._compose_on(frame, lay, self._state)
        return frame

    def _compose_on(self, frame: pygame.Surface, lay: TableLayout, s: JerusalemState) -> None:
        ox, oy = lay.area.topleft
        offset = (-ox, -oy)
        zones: list[Zone] = []
        board = table_anim.shown_board(s.board, self._tweens)
        floors = table_anim.shown_floors(s.floors, self._tweens)
        lifted_seat = s.actor if s.step in ("succession", "tax") else None
        cursor = s.cursor if s.step == "revenue" else None
        mine = self._mine()
        city = lay.city.moved(*offset)
        zones += draw_pieces(frame, city, board, s.barons, self.seating, s.lifted, lifted_seat, cursor)
        groups = group_zones(city, s.board, s.lifted, lifted_seat, s.barons)
        zones += groups
        if mine:
            self._light_board(frame, city, groups)
        bottom = self._bottom_seat()
        others = [seat for seat in range(s.players) if seat != bottom]
        others = [seat for seat in others if seat > bottom] + [seat for seat in others if seat < bottom]
        lit_plaques = {a.victim for a in self._legal if isinstance(a, Steal)} if mine else set()
        zones += draw_top(frame, lay.top.move(offset), self.cfg, s, self.seating, others, self._acting, lay.unit,
                          lit_plaques)
        lit_offices = {a.office for a in self._legal if isinstance(a, ChooseOffice)} if mine else set()
        with fonts.panel(lay.left.move(offset), "Offices"):
            zones += draw_offices(frame, lay.left.move(offset), self.cfg, s, self.seating, lit_offices, lay.unit)
        lit_deck = mine and any(isinstance(a, BuyCard) for a in self._legal)
        with fonts.panel(lay.right.move(offset), "calendar and towers"):
            zones += draw_right(frame, lay.right.move(offset), self.cfg, s, self.seating, lay.unit, floors, lit_deck)
        parts = split_bottom(lay.bottom.move(offset), lay.unit)
        active = self._active_piles() if mine else set()
        pending = s.turn.pending if s.step == "deploy" else None
        influence = pending.left if pending is not None and pending.mode == "influence" and mine else 0
        with fonts.panel(parts.screen, "screen"):
            zones += draw_screen(frame, parts.screen, self.cfg, s, self.seating, bottom, self._acting, lay.unit,
                                 active, influence)
        hand = s.hands[bottom] if 0 <= bottom < len(s.hands) else None
        playable = {a.card for a in self._legal if isinstance(a, PlayCard)} if mine else set()
        with fonts.panel(parts.fan.inflate(0, lay.unit // 2), "hand"):
            zones += draw_fan(frame, parts.fan, hand, self.cfg, self.plan, lay.unit,
                              "Your Action cards" if hand is not None else "", playable, "hand", lay.small,
                              self._hand_page)
        self._panel = self._make_panel(s)
        with fonts.panel(parts.panel, "decision"):
            zones += draw_panel(frame, parts.panel, self._panel, self._values, lay.unit, mine, self._armed)
        self._mark_changes(frame, city, zones, lay.unit)
        zones += self._draw_draft(frame, lay, offset, s, mine)
        self._zones = [Zone(z.rect.move(ox, oy), z.kind, z.key) for z in zones]

    def _mark_changes(self, frame: pygame.Surface, city: CityGeometry, zones: list[Zone], unit: int) -> None:
        """A corner on each Area, Office, seat and tower that changed since the seat at the
        screen last acted."""
        ch = self._changes
        if not ch:
            return
        for area in ch.areas:
            change_mark(frame, city.area_rect(area), unit)
        seats = set(ch.prestige) | set(ch.floors)
        for zone in zones:
            if (zone.kind == "office" and zone.key in ch.offices) or (zone.kind == "plaque" and zone.key in seats) \
                    or (zone.kind == "tower" and zone.key in ch.floors):
                change_mark(frame, zone.rect, unit)

    def _light_board(self, frame: pygame.Surface, city: CityGeometry, groups: list[Zone]) -> None:
        """Ring what can be clicked or taken on the board now: Squires to pick (peddling,
        Turncoat, War), one's own Squires that may move, Areas where a lifted Squire can be saved."""
        ids = self.cfg.area_ids
        picks = {(ids[a.area], a.seat) for a in self._legal if isinstance(a, PickSquire)}
        sources = {ids[a.source] for a in self._legal if isinstance(a, MoveSquire)}
        for zone in groups:
            area, seat = zone.key  # type: ignore[misc]
            if (area, seat) in picks or (seat == self._seat and area in sources):
                pygame.draw.rect(frame, LEGAL, zone.rect.inflate(6, 4), 2, border_radius=6)
        for action in self._legal:
            if isinstance(action, SaveSquire):
                pygame.draw.rect(frame, LEGAL, city.area_rect(ids[action.area]).inflate(4, 4), 3, border_radius=6)

    def _make_panel(self, s: JerusalemState) -> Panel:
        if not self._mine():
            return waiting_panel(self.rules.catalog, s, self._acting, self.seating.names)  # type: ignore[attr-defined]
        return decision_panel(self.rules.catalog, s, self._seat or 0, self._legal, self._values,  # type: ignore
                              self.seating.names, lambda a: self.rules.describe(s, a))

    def _active_piles(self) -> set[str]:
        s = self._state
        assert s is not None
        active = set()
        if any(isinstance(a, Place) for a in self._legal):
            pending = s.turn.pending
            active.add("supply" if pending is not None and pending.mode == "influence" else "squire")
        if any(isinstance(a, PlaceBaron) for a in self._legal):
            active.add("baron")
        return active

    def _draw_draft(self, frame: pygame.Surface, lay: TableLayout, offset: tuple[int, int], s: JerusalemState,
                    mine: bool) -> list[Zone]:
        """The draft lies over the city: face up in a fan for the seat choosing, face down otherwise."""
        if not self._draft_open():
            return []
        city = lay.city.rect.move(offset)
        veil = pygame.Surface(city.size, pygame.SRCALPHA)
        veil.fill((20, 12, 6, 150))
        frame.blit(veil, city)
        unit = lay.unit
        box = pygame.Rect(0, 0, int(city.width * 0.8), min(int(city.height * 0.62), int(unit * 8.5)))
        box.center = city.center
        faces = HIDDEN not in s.draft
        who = self.seating.names[s.actor] if s.actor is not None else ""
        title = "Keep one card; the rest go on" if faces and mine else f"{who} is choosing an Action card"
        text(frame, title, max(16, unit), HIGHLIGHT, (box.centerx, box.top - unit // 2), bold=True, anchor="midbottom")
        if not faces:
            draw_backs(frame, box, len(s.draft), unit)
            return []
        lit = set(s.draft) if mine else set()
        return draw_fan(frame, box, s.draft, self.cfg, self.plan, unit, "", lit, "draft", lay.small)

    def _draw_tweens(self, surface: pygame.Surface, lay: TableLayout) -> None:
        s = self._state
        assert s is not None
        geom = lay.city
        cube = cube_size(geom)
        for tween in self._tweens:
            if not tween.started:
                continue
            e = 1 - (1 - tween.progress) ** 3
            rgb, mark = self.seating.colours[tween.seat], self.seating.marks[tween.seat]
            if tween.kind == "cube":
                pile = next((z.rect for z in self._zones if z.kind == "group" and z.key == (tween.area, tween.seat)),
                            None)
                spot = pile.center if pile is not None else content_rect(geom, tween.area).center
                arriving = tween.new > tween.old
                img = cube_sprite(rgb, mark, int(cube * (1.6 - 0.6 * e) if arriving else cube)).copy()
                img.set_alpha(int(255 * (e if arriving else 1 - e)))
                y = spot[1] - int(cube * 2 * (1 - e)) if arriving else spot[1] - int(cube * 2 * e)
                surface.blit(img, img.get_rect(center=(spot[0], y)))
                words = f"+{tween.new - tween.old}" if arriving else f"−{tween.old - tween.new}"
                text(surface, words, 15, LEGAL if arriving else WARN, (spot[0] + cube, y - cube), bold=True)
            elif tween.kind == "floor":
                right = lay.right
                top = tower_top(pygame.Rect(right.left, right.top, right.width, right.height), s.players, tween.seat,
                                tween.new, lay.unit, max(s.floors))
                img = floor_sprite(rgb, top.width, top.height, True)
                surface.blit(img, top.move(0, -int(lay.unit * 2 * (1 - e))))
            elif tween.kind == "payout":
                rect = geom.area_rect(tween.area)
                blit_soft(surface, rect.inflate(8, 8), 8, (*rgb, int(200 * (1 - e))), 4, ring=4)
                img = font(max(15, int(lay.unit * 0.85)), True).render(tween.label, True, TEXT)
                box = img.get_rect(midbottom=(rect.centerx, rect.top - int(lay.unit * e))).inflate(10, 4)
                pygame.draw.rect(surface, rgb, box, border_radius=box.height // 2)
                surface.blit(img, img.get_rect(center=box.center))
            elif tween.kind == "prestige":
                track = make_track(lay.track, lay.unit)
                x, y = track.spot(tween.new)
                words = f"{tween.new - tween.old:+d}"
                text(surface, words, 15, TEXT, (int(x), int(y - lay.unit * (1.2 + e))), bold=True, anchor="midbottom")

    def _draw_hover(self, surface: pygame.Surface, lay: TableLayout) -> None:
        if self._held is not None:
            if self._overlay is None:
                self._overlay = self._legal_overlay(lay)
            surface.blit(self._overlay, lay.city.rect.topleft)
            area = self._area_at(self._pointer.mouse)
            if area is not None:
                rect = lay.city.area_rect(area)
                if area in self.lit_areas():
                    glow(surface, rect.inflate(6, 6), LEGAL)
                else:
                    pygame.draw.rect(surface, WARN, rect.inflate(-2, -2), 2, border_radius=6)
            return
        if not self._mine():
            return
        zone = self._zone_at(self._pointer.mouse)
        if zone is not None and zone.kind in ("button", "step", "draft", "hand", "hand_page", "pile", "office",
                                              "plaque", "deck", "group"):
            glow(surface, zone.rect.inflate(6, 6), HIGHLIGHT)
            if zone.kind == "hand":
                self._lift_card(surface, lay, zone)

    def _lift_card(self, surface: pygame.Surface, lay: TableLayout, zone: Zone) -> None:
        """The card under the pointer rises out of the hand, whole and at a whole card's size
        (a tile or a covered card shows only part of its words)."""
        w, h = card_size(split_bottom(lay.bottom, lay.unit).fan.inflate(0, -lay.unit), lay.unit)
        last = [z for z in self._zones if z.kind == "hand"][-1].rect  # the fan's last card is never covered
        if last.height >= h * 2 // 3:
            rect = pygame.Rect(zone.rect.left, zone.rect.top - lay.unit, last.width, last.height)
        else:  # a tile: the card stands above it, inside the table
            rect = pygame.Rect(zone.rect.left, zone.rect.top - h - 4, w, h).clamp(lay.area)
        card = str(zone.key[1])  # type: ignore[index]
        blit_action_card(surface, card, rect, self.cfg, self.plan, lay.small)

    def _legal_overlay(self, lay: TableLayout) -> pygame.Surface:
        geom = lay.city
        over = pygame.Surface(geom.rect.size, pygame.SRCALPHA)
        over.fill((24, 14, 6, 90))
        for area in self.lit_areas():
            rect = geom.area_rect(area).move(-geom.rect.left, -geom.rect.top)
            circle = geom.tower_circle(area)
            if circle is not None:
                (cx, cy), r = circle
                pygame.draw.circle(over, (0, 0, 0, 0), (cx - geom.rect.left, cy - geom.rect.top), r)
                pygame.draw.circle(over, (*LEGAL, 255), (cx - geom.rect.left, cy - geom.rect.top), r, 3)
            else:
                over.fill((0, 0, 0, 0), rect)
                pygame.draw.rect(over, (*LEGAL, 70), rect, border_radius=6)
                pygame.draw.rect(over, (*LEGAL, 255), rect, 3, border_radius=6)
        return over

    def _draw_held(self, surface: pygame.Surface, lay: TableLayout) -> None:
        mouse = self._pointer.mouse
        if self._held is None or mouse[0] < 0:
            return
        seat = self._seat if self._seat is not None else 0
        rgb, mark = self.seating.colours[seat], self.seating.marks[seat]
        if self._held[0] == "baron":
            img = pawn_sprite(rgb, mark, int(cube_size(lay.city) * 2.4))
        else:
            img = cube_sprite(rgb, mark, int(cube_size(lay.city) * 1.3))
        surface.blit(img, img.get_rect(center=(mouse[0], mouse[1] - 4)))
        if not self._pointer.pressing:
            hint = font(14).render("click a lit Area · right-click to put back", True, TEXT)
            box = hint.get_rect(midtop=(mouse[0], mouse[1] + img.get_height() // 2 + 4)).inflate(10, 4)
            pygame.draw.rect(surface, (40, 28, 20), box, border_radius=6)
            surface.blit(hint, hint.get_rect(center=box.center))
