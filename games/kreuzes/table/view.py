"""Im Zeichen des Kreuzes' table: the Mediterranean drawn from the board's polygons, the knights'
cards, the seat's hand and decisions, and the cube tower where every combat falls; played with
the mouse.

The view draws only from `rules.view(state, seat)` and turns gestures into candidate actions:
drag your coat of arms onto a lit space (a far one is reached step by step, each step paying
the card shown; click a Movement card first to choose the one that pays), drag a pirate ship
or an army when a ship or banner symbol is owed, click an Event card to play it, click cards to
discard them (the others keep their places until the phase ends), drag your troops one cube at
a time from your card onto the tower's funnel (each adds one to the number in the panel, a cube
dragged back off takes one away; the panel's Drop lets them fall), click lit spaces for the
decisions that name one, and the panel's buttons for the rest. A drop plays in slow motion with
its sounds and its result is held to be read; Space or Skip ends it at once."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from games.core.contract import Action, Rules, Seat
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.reach import Route, routes
from games.kreuzes.rules.state import HIDDEN_EVENT, HIDDEN_MOVEMENT, KreuzesState
from games.kreuzes.rules.supply import muslim_taken
from games.kreuzes.table import controls, table_model
from games.kreuzes.table.draw_box import draw_box_art
from games.kreuzes.table.draw_cards import draw_back, draw_card, lifted_size
from games.kreuzes.table.draw_knights import Plate, draw_plaques
from games.kreuzes.table.draw_knights import draw_card as draw_knight_card
from games.kreuzes.table.draw_map import draw_names, paint_map
from games.kreuzes.table.draw_panel import draw_panel
from games.kreuzes.table.draw_pieces import (
    draw_arms,
    draw_army,
    draw_citadel,
    draw_cube,
    draw_loose,
    draw_ship,
    draw_token,
)
from games.kreuzes.table.geometry import MapGeometry
from games.kreuzes.table.layout import Layout, hand_grid
from games.kreuzes.table.palette import HIGHLIGHT, INK, LEGAL, PAPER, TERRAIN_WORDS, knight_rgb
from games.kreuzes.table.slides import Slide, slides
from games.kreuzes.table.table_hint import hint_rects, hint_values
from games.kreuzes.table.tower_panel import TowerPanel, Waiting, make_clip
from games.ui import look
from games.ui.art import fonts
from games.ui.art.soft import glow
from games.ui.art.surfaces import for_display
from games.ui.gestures import PointerGesture
from games.ui.table_view import HintedSteppers, Refusal

__all__ = ["SOUNDS", "TableView", "draw_box_art"]

# Decisions of words and paper click; moves and drops sound as wood set down.
SOUNDS: dict[str, str] = dict.fromkeys((
    "setup_discard", "setup_done", "play", "end_moves", "enlist", "pray", "skip_city", "discard", "end_discards",
    "siege_attack", "siege_defend", "go_on", "halt", "victim", "home", "continent", "from_deck", "abdicate",
), "click")

Held = tuple[str, int]  # ("arms", seat) | ("pirate", i) | ("army", i) | ("troops", -1) | ("staged", -1)
NUMBER_KINDS = (a.Commit, a.SiegeAttack, a.SiegeDefend)
TOWER_NOTES = ("Out of the tower", "The tower is shaken")  # how the rules' notes of a drop begin


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rules = rules
        self.board = rules.board  # type: ignore[attr-defined]
        self.cfg = rules.config  # type: ignore[attr-defined]
        self.kit = rules.kit  # type: ignore[attr-defined]
        self.seats = list(seats)
        self._lay: Layout | None = None
        self._geo: MapGeometry | None = None
        self._map: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None
        self._state: KreuzesState | None = None
        self._seat: int | None = None
        self._acting: int | None = None
        self._legal: list[Action] = []
        self._values: dict[str, int] = {}
        self._hinted = HintedSteppers()  # the steppers as the player had them before a hint set them
        self._decision: tuple = ()
        self._zones: dict[str, pygame.Rect] = {}
        self._pieces: list[tuple[table_model.Piece, pygame.Rect]] = []
        # Each number drawn on a piece this frame (the garrison, loose troops), with its piece.
        self.numbers: list[tuple[pygame.Rect, pygame.Rect]] = []
        self._held: Held | None = None
        self._chosen: str | None = None  # the Movement card the player picked to pay the next step
        self._routes: dict[str, Route] = {}
        self._path: list[tuple[str, str]] = []  # the rest of a route dragged to a far space
        self._pointer = PointerGesture()
        self._panel: controls.Panel | None = None
        self._pressed: tuple[pygame.Rect, object] | None = None  # a panel's button just pressed, and that panel
        self._kept_clear: tuple[pygame.Rect, object] | None = None  # that spot, and the next panel
        self._falling: Counter[str] = Counter()  # the cubes the rules asked chance to drop
        self._emptying = False
        self.tower = TowerPanel()
        self._slides: list[Slide] = []
        self._dropped: Held | None = None  # the piece this seat just let go: it lands where it was put
        # the hand as laid out when the phase began: a discarded card leaves its place empty
        self._slots: list[str | None] = []
        self._cut: dict[int, pygame.Rect] = {}  # hand index -> where a card lies whose face shows not all its words
        self._lifted: pygame.Rect | None = None  # the bigger copy of the card under the pointer, when drawn
        self._unseen: KreuzesState | None = None  # the position a drop falls on, shown until the cubes rest
        self._drop_seat: int | None = None  # the knight whose combat the tower is playing
        self._slot_key: tuple = ()

    # --- the TableView protocol ---

    def layout(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if self._lay is not None and self._lay.area == rect:
            return
        self._lay = Layout.fit(rect, MapGeometry.aspect_of(self.board))
        self._geo = MapGeometry(self.board, self._lay.map)
        self._map = None
        self._frame = None
        self.tower.layout(self._lay.tower, self._lay.px)

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        before = self._state
        # chance's outcome just came: while its cubes fall, the table still shows the position they
        # fall on (the map, the cards), so the outcome is seen in the tray first (see play_chance)
        outcome = before is not None and (before.drop or before.emptying) and not (view.drop or view.emptying)
        self._unseen = before if outcome else None
        if outcome and before is not None:  # whose drop it was stays lit on the cards while it plays
            fought = before.siege if before.siege is not None else before.combat
            self._drop_seat = fought.seat if fought is not None else None
        begins = (view.combat is not None and (before is None or before.combat is None)) or \
            (view.siege is not None and (before is None or before.siege is None))
        if begins and not outcome:
            self.tower.clear_tray()  # the last drop's tray is put away before the next combat's
        # a piece dragged there by this seat lands at once; moves made elsewhere slide
        dropped, self._dropped = self._dropped, None
        self._slides = [] if outcome else [x for x in slides(before, view) if (x.kind, x.index) != dropped]
        self._state = view
        self._seat, self._acting, self._legal = seat, acting, list(legal)
        if view.drop:
            self._falling = Counter(dict(view.drop))
        self._emptying = view.emptying or (self._emptying and before is not None and before.emptying)
        decision = (view.round, view.turn, view.phase, view.combat, view.siege, view.tasks[:1], seat)
        if decision != self._decision:
            self._decision = decision
            self._values = {}
            self._hinted.forget()
        if self._chosen is not None and (seat is None or self._chosen not in view.hands[seat]):
            self._chosen = None
        self._routes = self._find_routes()
        self._keep_slots(view, seat)
        self._panel = self._build_panel()
        if self._path and not self._path_ok():
            self._path = []
        if self._held is not None and not self._targets():
            self._drop_back()
        # the words under the tower tell what the tower did: a drop's or an emptying's outcome
        chance = before is not None and (before.drop or before.emptying) and not (view.drop or view.emptying)
        chance = chance or any(n.startswith(TOWER_NOTES) for n in view.notes)  # a loaded match, a review
        self.tower.set_state(view.tower.by_colour(), list(view.notes) if chance else [])
        self._frame = None

    def play_chance(self, playback: Any) -> None:
        s = self._state
        clip = make_clip(playback, None if self._emptying else self._falling, self._emptying)
        self._falling = Counter()
        self._emptying = False
        self.tower.play(clip, list(s.notes) if s is not None else [])

    def use_sounds(self, sounds: Any) -> None:
        """The app's sound player (the shell's SoundView): the tower's cubes knock as they fall."""
        self.tower.sounds = sounds

    def handle_event(self, event: pygame.event.Event) -> Action | Refusal | None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_s) and self.is_animating():
                self.tower.skip()  # Skip: everything that moves comes to rest at once
                self._slides = []
                self._frame = None
            return None
        return self._pointer.route(event, press=self._press_at, target_at=self._target_at, drop_on=self._drop_on,
                                   put_back=self._drop_back)

    def cancel_gesture(self) -> bool:
        had = self._held is not None or self._chosen is not None or bool(self._path)
        self._drop_back()
        self._chosen = None
        self._path = []
        self._frame = None
        return had

    def update(self, dt: float) -> None:
        if self._slides:
            for slide in self._slides:
                slide.t += max(0.0, dt)
            if all(slide.done for slide in self._slides):
                self._slides = []
                self._frame = None  # the pieces at rest join the still picture
        if self.tower.busy:
            falling = self.tower.falling
            self.tower.update(dt)
            if not self.tower.busy or falling != self.tower.falling:
                self._frame = None  # the cubes at rest join the still picture; the panel tells the result
        if self._unseen is not None and not self.tower.falling:  # the outcome shows: its pieces slide
            self._slides, self._unseen = slides(self._unseen, self._state), None
            self._frame = None

    def is_animating(self) -> bool:
        return self.tower.busy or bool(self._slides)

    def standing_action(self) -> Action | None:
        """The next step of a route the player dragged his coat of arms along (each step its own
        action, so a combat on the way stops the rest)."""
        if not self._path or not self._mine():
            return None
        space, card = self._path[0]
        step = a.Step(space, card)
        if step not in self._legal:
            self._path = []
            return None
        self._path = self._path[1:]
        return step

    def draw(self, surface: pygame.Surface) -> None:
        if self._lay is None:
            self.layout(surface.get_rect())
        lay = self._lay
        assert lay is not None
        if self._frame is None:
            self._frame = for_display(self._compose(surface))
        surface.blit(self._frame, lay.area.topleft, lay.area)
        mouse = self._pointer.mouse
        glowing = self._held is not None and self._held[0] == "troops" and self.tower.drop_zone().collidepoint(mouse)
        if self.tower.busy or glowing:  # at rest, the tower is part of the still frame
            self.tower.draw(surface, glowing)
        self._draw_slides(surface)
        self._draw_hover(surface, mouse)
        self._draw_lifted(surface, mouse)
        self._draw_held(surface, mouse)

    def tooltip_target(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """What a tooltip at `pos` names, so the shell sets the tip beside it, never over it: the
        card lifted there, the smallest zone (a card, a button, the troops), a piece, or the
        space's pieces around the pointer."""
        if self._lifted is not None and self._lifted.collidepoint(pos):
            return self._lifted
        zones = [r for r in self._zones.values() if r.collidepoint(pos)]
        if zones:
            return min(zones, key=lambda r: r.width * r.height)
        piece = next((r for _p, r in self._pieces if r.collidepoint(pos)), None)
        if piece is not None:
            return piece
        if self._geo is not None and self._geo.space_at(pos) is not None:
            size = self._geo.piece_size(self._geo.space_at(pos))
            return pygame.Rect(pos[0] - size, pos[1] - size, 2 * size, 2 * size)
        return None

    def _zone_at(self, pos: tuple[int, int]) -> str | None:
        """The first zone at `pos`, in the order they were laid out."""
        return next((k for k, r in self._zones.items() if r.collidepoint(pos)), None)

    def control_at(self, pos: tuple[int, int]) -> object:
        """What a click at `pos` would press (ControlView): a panel's button by its words, else the
        zone's key, else the space."""
        key = self._zone_at(pos)
        if key is None:
            return None if self._geo is None else self._geo.space_at(pos)
        panel = self._panel
        button = next((b for b in panel.buttons if f"button:{b.key}" == key), None) if panel else None
        return (key, button.label) if button is not None else key

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        s = self._state
        if s is None or self._geo is None or self._held is not None:
            return None  # while a piece is carried, the bubble beside it says where it can go
        key = self._zone_at(pos)
        if key is not None:
            return self._zone_tip(key)
        sid = self._geo.space_at(pos)
        if sid is None:
            return None
        words = table_model.space_words(s, self.board, sid, self._knight_name, self._city_words)
        route = self._routes.get(sid)
        if route and self._can_step():
            words += "\nYour cards take you there: " + ", ".join(self._card_name(c) for _s, c in route) + "."
        return words

    # --- what the tests may ask ---

    @property
    def zones(self) -> dict[str, pygame.Rect]:
        return self._zones

    @property
    def held(self) -> Held | None:
        return self._held

    @property
    def geometry(self) -> MapGeometry | None:
        return self._geo

    def piece_rect(self, kind: str, index: int) -> pygame.Rect | None:
        return next((r for (k, i), r in self._pieces if k == kind and i == index), None)

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where a hinted move lies on the table (games/ui/hint_panel.py marks it)."""
        s, seat = self._state, self._seat
        if s is None or seat is None:
            return []
        return hint_rects(action, self._zones, self._panel, tuple(s.hands[seat]), seat, self.piece_rect,
                          self._space_rect)

    def hint_shown(self, action: Action | None) -> None:
        """The hint marks `action`: troops or treasure set with a stepper show the hinted number
        (the player sees, and may click, exactly that move). None: the hint folded away, the
        steppers back as the player left them."""
        if action is None:
            back = self._hinted.fold(self._values)
            if back is not None:
                self._values = back
                self._panel = self._build_panel()
                self._frame = None
            return
        values = hint_values(action, self._panel) if self._mine() else {}
        if values:
            self._values = self._hinted.show(self._values, values)
            self._panel = self._build_panel()
            self._frame = None

    def _space_rect(self, sid: str) -> pygame.Rect | None:
        """A space as the hint marks it: what is drawn of it (its name, pieces), or the ground round its label."""
        geo = self._geo
        if geo is None or sid not in geo.labels:
            return None
        drawn = geo.marks_of(sid)
        if drawn:
            return drawn[0].unionall(drawn[1:])
        size = 2 * geo.piece_size(sid)
        return pygame.Rect(0, 0, size, size).move(geo.labels[sid][0] - size // 2, geo.labels[sid][1] - size // 2)

    def route_to(self, space: str) -> Route | None:
        return self._routes.get(space)

    def panel(self) -> controls.Panel | None:
        return self._panel

    # --- state helpers ---

    def _mine(self) -> bool:
        return self._seat is not None and self._seat == self._acting and bool(self._legal)

    def _can_step(self) -> bool:
        return self._mine() and any(isinstance(x, a.Step) for x in self._legal)

    def _find_routes(self) -> dict[str, Route]:
        s = self._state
        if s is None or not self._can_step() or self._seat is None:
            return {}
        found = routes(self.kit, s, self._seat, first=self._chosen)
        legal = {(x.space, x.card) for x in self._legal if isinstance(x, a.Step)}
        return {sid: r for sid, r in found.items() if r[0] in legal}

    def _path_ok(self) -> bool:
        return bool(self._path) and a.Step(*self._path[0]) in self._legal

    def _knight_name(self, seat: int) -> str:
        s = self._state
        if s is None or not 0 <= seat < len(s.knights):
            return "nobody"
        return self.cfg.knights[s.knights[seat].id].name

    def _short_name(self, seat: int) -> str:
        return self._knight_name(seat).split(" ")[0]

    def _card_name(self, card: str) -> str:
        if not card:
            return "a free step"
        spec = self.cfg.cards.get(card)
        if spec is None:
            return card
        if spec.is_movement:
            word = TERRAIN_WORDS.get(spec.terrain, spec.name)
            return word + {"ship": " (ship)", "banner": " (banner)"}.get(spec.symbol, "")
        return spec.name

    def _space_name(self, sid: str) -> str:
        return self.board.spaces[sid].name if sid in self.board.spaces else sid

    def _city_words(self, sid: str) -> str:
        s = self._state
        assert s is not None
        city = self.board.spaces[sid].city
        faith = "Christian" if city.faith == "christian" else "Muslim"
        for cid, seat, treasure in s.taken:
            if cid == sid:
                return f"{faith} city of {city.name}, taken by {self._knight_name(seat)} ({treasure} treasure)."
        token = next((t for t in s.tokens if t[0] == sid), None)
        if token is None:
            return f"{faith} city of {city.name}."
        return f"{faith} city of {city.name}: its token lies face down; {token[2]} troops defend it."

    # --- targets ---

    def _targets(self) -> dict[str, Action | None]:
        """Spaces (or "tower") the thing in hand can go to, each with its action (None: a route of
        several steps, begun by its first)."""
        held = self._held
        if held is None:
            return {}
        kind, index = held
        if kind == "arms":
            return {sid: a.Step(*route[0]) for sid, route in self._routes.items()}
        if kind == "pirate":
            return {x.space: x for x in self._legal if isinstance(x, a.MovePirate) and x.index == index}
        if kind == "army":
            return {x.space: x for x in self._legal if isinstance(x, a.MoveArmy) and x.index == index}
        return {}

    def _number(self) -> tuple[type, controls.Stepper] | None:
        """The number the seat decides now (troops to commit, attackers, defenders) and its stepper."""
        panel = self._panel
        if panel is None or not self._mine():
            return None
        for kind in NUMBER_KINDS:
            stepper = next((st for st in panel.steppers if st.key == kind.kind), None)
            if stepper is not None:
                return kind, stepper
        return None

    def _number_action(self) -> Action | None:
        found = self._number()
        return found[0](found[1].value(self._values)) if found is not None else None

    def _stage(self, delta: int) -> Refusal | None:
        """A cube dragged onto the funnel (+1) or back off it (-1): the number in the panel follows."""
        found = self._number()
        if found is None:
            return None
        _kind, stepper = found
        n = stepper.value(self._values) + delta
        if n > stepper.span[-1]:
            return Refusal(f"No more troops can go in: {controls.plural(stepper.span[-1], 'troop')} at most "
                           "(your troops, and the tower's handful with the defenders).")
        if n < stepper.span[0]:
            return Refusal(f"This combat needs at least {controls.plural(stepper.span[0], 'troop')} of yours.")
        self._values[stepper.key] = n
        self._panel = self._build_panel()
        self._frame = None
        return None

    def _waiting(self) -> Waiting | None:
        """What waits at the tower's funnel: the defenders of the combat, and the seat's own cubes
        as he commits them (Jerusalem's choices are secret: there only his own)."""
        s = self._state
        if s is None or self.tower.falling:
            return None
        found = self._number()
        seat = self._seat
        if found is None or seat is None:
            if s.combat is not None and not s.drop:
                return Waiting(s.knights[s.combat.seat].colour, None, s.combat.minimum, s.combat.defenders)
            return None
        kind, stepper = found
        n = stepper.value(self._values)
        if kind is a.Commit and s.combat is not None:
            return Waiting(s.knights[seat].colour, n, stepper.span[0], s.combat.defenders)
        colour = "green" if kind is a.SiegeDefend else s.knights[seat].colour
        return Waiting(colour, n, stepper.span[0], None)

    def _click_targets(self) -> dict[str, Action]:
        """Spaces a click decides on: placing a beaten knight, the Offensive, a piece sent home."""
        out: dict[str, Action] = {}
        for x in self._legal:
            if isinstance(x, (a.Place, a.Offensive, a.Home)):
                out[x.space] = x
        return out

    # --- gestures ---

    def _press_at(self, pos: tuple[int, int]) -> Action | None:
        if self.tower.busy and self.tower.skip_rect.collidepoint(pos):
            self.tower.skip()
            self._frame = None
            return None
        held = self._held[0] if self._held is not None else None
        if held in ("troops", "staged"):  # picked up by a click, let go by a click
            on_funnel = self.tower.drop_zone().collidepoint(pos)
            if held == "troops" and on_funnel:
                return self._drop_on("tower")
            if held == "staged" and not on_funnel:
                return self._drop_on("off")
            self._drop_back()
            return None
        if self.tower.mine_rect.collidepoint(pos) and self._number() is not None:
            self._pick_up(("staged", -1), pos)  # one of his cubes at the funnel, to take back
            return None
        key = self._zone_at(pos)
        if key is not None:
            return self._press_zone(key, pos)
        if self._geo is None:
            return None
        for (kind, index), rect in reversed(self._pieces):
            if rect.collidepoint(pos) and self._can_pick(kind, index):
                self._pick_up((kind, index), pos)
                return None
        sid = self._space_under(pos)
        if sid is None:
            return None
        if self._held is not None:
            return self._drop_on(sid)
        click = self._click_targets().get(sid)
        return click

    def _can_pick(self, kind: str, index: int) -> bool:
        if not self._mine():
            return False
        if kind == "arms":
            return index == self._seat and bool(self._routes)
        if kind == "pirate":
            return any(isinstance(x, a.MovePirate) and x.index == index for x in self._legal)
        if kind == "army":
            return any(isinstance(x, a.MoveArmy) and x.index == index for x in self._legal)
        return False

    def _pick_up(self, held: Held, pos: tuple[int, int]) -> None:
        self._held = held
        self._pointer.pick_up(pos)
        self._frame = None

    def _press_zone(self, key: str, pos: tuple[int, int]) -> Action | None:
        what, _, rest = key.partition(":")
        if what == "button" and self._panel is not None:
            button = next((b for b in self._panel.buttons if b.key == rest), None)
            if button is not None and key in self._zones:
                self._pressed = (self._zones[key].copy(), _which(self._panel))
            return button.action if button is not None else None
        if what in ("less", "more") and self._panel is not None:
            stepper = next((st for st in self._panel.steppers if st.key == rest), None)
            if stepper is not None:
                self._values[rest] = stepper.value(self._values) + (1 if what == "more" else -1)
                self._values[rest] = stepper.value(self._values)
                self._panel = self._build_panel()
                self._frame = None
            return None
        if what == "card":
            return self._press_card(int(rest))
        if what == "troops" and self._number() is not None:
            self._pick_up(("troops", -1), pos)  # one cube from his card
        return None

    def _press_card(self, index: int) -> Action | None:
        s = self._state
        if s is None or self._seat is None or not self._mine():
            return None
        hand = s.hands[self._seat]
        if index >= len(hand):
            return None
        card = hand[index]
        for kind in (a.Discard, a.SetupDiscard):
            if kind(card) in self._legal:
                return kind(card)
        refusal = self._discard_refusal(s)
        if refusal is not None:
            return refusal
        spec = self.cfg.cards.get(card)
        if spec is not None and spec.is_movement:
            if self._can_step():  # a Movement card is chosen to pay; played for its symbol by a button
                self._chosen = None if self._chosen == card else card
                self._routes = self._find_routes()
                self._frame = None
            return None
        plays = [x for x in self._legal if isinstance(x, a.Play) and x.card == card]
        return plays[0] if len(plays) == 1 else None

    def _discard_refusal(self, s: KreuzesState) -> Refusal | None:
        """A card clicked while discarding when no more may go: the limit, in words."""
        if s.phase == "setup" and a.SetupDone() in self._legal:
            most = self.kit.number("setup", "redraw")
            return Refusal(f"Before the game you may discard at most {controls.plural(most, 'card')}, and you "
                           f"have discarded {s.discarded}. Say you are ready to draw as many.")
        if s.phase == "discard" and a.EndDiscards() in self._legal:
            most = self.kit.number("draws", "discards")
            return Refusal(f"In Phase 3 you may discard at most {controls.plural(most, 'card')}, and you have "
                           f"discarded {s.discarded}. Draw your new cards to go on.")
        return None

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        if self._held is not None and self._held[0] == "troops":
            return "tower" if self.tower.drop_zone().collidepoint(pos) else None
        if self._held is not None and self._held[0] == "staged":
            return None if self.tower.drop_zone().collidepoint(pos) else "off"
        if self._geo is None:
            return None
        return self._space_under(pos)

    def _space_under(self, pos: tuple[int, int]) -> str | None:
        """The space the pointer means, for the hover and the drop alike. While a piece is carried,
        the spot it was lifted from still means its own space (dropping it there puts it back), and
        a lit space answers even where another piece or a name is drawn over it."""
        geo = self._geo
        if geo is None:
            return None
        sid = geo.space_at(pos)
        held = self._held
        if held is None or held[0] not in ("arms", "pirate", "army"):
            return sid
        home = self.piece_rect(*held)
        if home is not None and home.collidepoint(pos):
            return self._held_space()
        if sid not in self._targets() and geo.shape_at(pos) in self._targets():
            return geo.shape_at(pos)
        return sid

    def _held_space(self) -> str | None:
        s, held = self._state, self._held
        if s is None or held is None:
            return None
        kind, index = held
        return {"arms": lambda: s.knights[index].space, "pirate": lambda: s.pirates[index],
                "army": lambda: s.armies[index]}[kind]()

    def _drop_refusal(self, sid: str) -> Refusal | None:
        """Why the carried piece cannot go to `sid` (nothing to say when it is put back where it was)."""
        held = self._held
        if held is None or sid == self._held_space():
            return None
        name = self._space_name(sid)
        if held[0] == "arms":
            return Refusal(f"Your cards cannot take you to {name}: drop your coat of arms on a lit space.")
        what = "army" if held[0] == "army" else "pirate ship"
        return Refusal(f"The {what} cannot go to {name}: drop it on a lit space.")

    def _drop_on(self, target: str) -> Action | Refusal | None:
        held = self._held
        if held is not None and held[0] in ("troops", "staged"):
            self._drop_back()
            return self._stage(1 if held[0] == "troops" else -1)
        if target not in self._targets():
            refusal = self._drop_refusal(target)
            self._drop_back()
            return refusal
        action = self._targets().get(target)
        self._dropped = held if action is not None else None
        self._drop_back()
        if held is not None and held[0] == "arms" and target in self._routes:
            self._path = list(self._routes[target][1:])
        return action

    def _drop_back(self) -> None:
        if self._held is not None:
            self._frame = None
        self._held = None
        self._pointer.release()

    # --- drawing ---

    def _compose(self, surface: pygame.Surface) -> pygame.Surface:
        if self._unseen is None or not self.tower.falling:
            return self._compose_state(surface)
        shown, self._state = self._state, self._unseen  # the position the cubes fall on
        try:
            return self._compose_state(surface)
        finally:
            self._state = shown

    def _compose_state(self, surface: pygame.Surface) -> pygame.Surface:
        lay, geo, s = self._lay, self._geo, self._state
        assert lay is not None and geo is not None
        frame = pygame.Surface(surface.get_size())
        look.draw_table(frame, lay.area)
        self._zones = {}
        self._pieces = []
        if self._map is None:
            self._map = for_display(paint_map(geo, lay.px))
        frame.blit(self._map, geo.rect.topleft)
        self.tower.paint_base(frame)
        self.tower.waiting = self._waiting()
        if not self.tower.busy:
            self.tower.draw(frame, False)
        if s is None:
            return frame
        self._zone("tower", lay.tower)
        self._draw_lit(frame)
        self._draw_pieces(frame, s)
        self._draw_top(frame, s)
        self._draw_bottom(frame, s)
        return frame

    def _zone(self, key: str, rect: pygame.Rect) -> None:
        self._zones[key] = pygame.Rect(rect)

    def _draw_lit(self, frame: pygame.Surface) -> None:
        geo = self._geo
        assert geo is not None
        lit = set(self._click_targets())
        if self._held is not None:
            lit |= {t for t in self._targets() if t != "tower"}
        overlay = pygame.Surface(frame.get_size(), pygame.SRCALPHA)
        for sid in lit:
            pygame.draw.polygon(overlay, (*LEGAL, 90), geo.polygons[sid])
            pygame.draw.polygon(overlay, (*LEGAL, 230), geo.polygons[sid], 3)
        frame.blit(overlay, (0, 0))

    def _draw_pieces(self, frame: pygame.Surface, s: KreuzesState) -> None:
        geo, lay = self._geo, self._lay
        assert geo is not None and lay is not None
        tokens = {t[0] for t in s.tokens}
        taken = {t[0]: (t[1], t[2]) for t in s.taken}
        where = table_model.occupants(s, self.board, tokens, set(taken))
        small = lay.px
        geo.clear_marks()
        avoid: list[pygame.Rect] = []
        badges: list[pygame.Rect] = []
        self.numbers = []
        # The numbers are laid over every piece at the end: in a crowd a piece drawn later may
        # reach one, and a number half hidden reads wrong.
        on_top: list[tuple[pygame.Surface, tuple[int, int]]] = []
        bounds = geo.rect.inflate(-4, -4)
        placed = table_model.place_pieces(where, geo.labels, geo.piece_size,
                                          (bounds.left, bounds.top, bounds.right, bounds.bottom))
        for sid, _piece, (x, y), size in placed:
            home = geo.labels[sid]
            if abs(x - home[0]) + abs(y - home[1]) > size * 1.2:  # pushed off by its neighbours: a line leads home
                pygame.draw.line(frame, INK, home, (round(x), round(y)), 1)
                pygame.draw.circle(frame, INK, home, 2)
        # Every piece's square, so that a number set on one keeps clear of the others.
        squares = [pygame.Rect(0, 0, size, size) for _sid, _piece, _at, size in placed]
        for square, (_sid, _piece, (fx, fy), _size) in zip(squares, placed, strict=True):
            square.center = (round(fx), round(fy))
        with fonts.panel(geo.rect.inflate(40, 40), "map"):
            for n, (sid, (kind, index), (fx, fy), size) in enumerate(placed):
                x, y = round(fx), round(fy)
                others = squares[:n] + squares[n + 1:]
                held = self._held == (kind, index) or any((sl.kind, sl.index) == (kind, index)
                                                           for sl in self._slides)
                rect = pygame.Rect(0, 0, size, size)
                rect.center = (x, y)
                numbered = len(badges)
                if kind == "citadel":
                    draw_citadel(frame, (x, y), size, s.garrison, small, badges, others)
                elif kind == "token":
                    faith = self.board.spaces[sid].city.faith
                    got = taken.get(sid)
                    face = (knight_rgb(s.knights[got[0]].colour), str(got[1])) if got else None
                    draw_token(frame, (x, y), size, faith, face, small)
                elif kind == "pirate" and not held:
                    draw_ship(frame, (x, y), size)
                elif kind == "army" and not held:
                    draw_army(frame, (x, y), size)
                elif kind == "loose":
                    draw_loose(frame, (x, y), size, index, small, badges, others)
                elif kind == "arms" and not held:
                    draw_arms(frame, (x, y), size, s.knights[index].colour)
                    if index == self._acting:
                        pygame.draw.circle(frame, LEGAL, (x, y), size * 0.75, 2)
                if len(badges) > numbered:
                    self.numbers.append((badges[-1], rect))
                    shown = badges[-1].clip(frame.get_rect())
                    on_top.append((frame.subsurface(shown).copy(), shown.topleft))
                avoid.append(rect.inflate(size // 2, size // 2) if kind in ("loose", "citadel") else rect)
                if not held:
                    geo.mark(rect, sid)  # pointing at a piece means its space, whatever lies beneath
                if kind in ("pirate", "army", "arms"):
                    self._pieces.append(((kind, index), rect))
                    if self._can_pick(kind, index) and self._held is None:
                        glow(frame, rect.inflate(6, 6), LEGAL)

        for image, at in on_top:
            frame.blit(image, at)
        draw_names(frame, geo, lay.px, avoid + badges)

    def _draw_top(self, frame: pygame.Surface, s: KreuzesState) -> None:
        lay = self._lay
        assert lay is not None
        draw_plaques(frame, lay.top, [self._plate(seat) for seat in range(s.players)], lay.px, self._zone)

    def _plate(self, seat: int) -> Plate:
        s = self._state
        assert s is not None
        k = s.knights[seat]
        names = tuple(self.cfg.cities[c].name for c in k.cities)
        return Plate(seat, self.seats[seat].name if seat < len(self.seats) else "", self._short_name(seat),
                     self._knight_name(seat), k, len(s.hands[seat]), muslim_taken(self.kit, k), names,
                     seat == self._lit_seat())

    def _lit_seat(self) -> int | str | None:
        """The seat lit on the cards: while a drop plays and is read, the knight who fought it."""
        if self.tower.busy and self._drop_seat is not None:
            return self._drop_seat
        return self._acting

    def _build_panel(self) -> controls.Panel | None:
        s = self._state
        if s is None:
            return None
        if self._mine() and self._seat is not None:
            cards = self.cfg.cards

            def symbol(c: str) -> str | None:
                return cards[c].symbol if c in cards and cards[c].is_movement else None

            return controls.decision_panel(s, self._seat, self._legal, self._values, self._knight_name,
                                           self._space_name, self._card_name, lambda x: self.rules.describe(s, x),
                                           self._chosen, symbol,
                                           self.kit.number("setup", "redraw"),
                                           card_text=lambda c: self.cfg.cards[c].text if c in self.cfg.cards else "")
        if self.tower.busy and not self.tower.falling and self.tower.result:
            title = "The tower shaken empty" if self.tower.emptied else "After the drop"
            return controls.Panel(title, list(self.tower.result))  # held to be read in full
        acting = None if self.tower.busy else self._acting  # while the drop plays, nobody decides yet
        return controls.waiting_panel(s, acting, self._knight_name, s.end)

    def _draw_bottom(self, frame: pygame.Surface, s: KreuzesState) -> None:
        lay = self._lay
        assert lay is not None
        lit = self._lit_seat()  # with no screen of its own, the table shows the knight acting or fighting
        seat = self._seat if self._seat is not None else (lit if isinstance(lit, int) else None)
        if seat is not None:
            k = s.knights[seat]
            attacks = controls.plural(k.attacks, "attack")
            pope = f"Pope's rewards: {k.rewards} treasure from {attacks}" if k.attacks else \
                f"Pope's rewards: {5 if s.attacks == 0 else 3 if s.attacks == 1 else 1 if s.attacks == 2 else 0} " \
                "for the next attack"
            found = self._number() if seat == self._seat else None
            staged = found[1].value(self._values) if found is not None and found[0] is not a.SiegeDefend else 0
            draw_knight_card(frame, lay.card, self._plate(seat), lay.px, pope, self._zone, found is not None, staged)
        self._draw_hand(frame, s)
        self._panel = self._build_panel()
        if self._panel is not None:
            draw_panel(frame, lay.panel, self._panel, self._values, lay.px, self._zone, self._keep_clear(self._panel))

    def _keep_clear(self, panel: controls.Panel) -> pygame.Rect | None:
        """Where the panel that follows a button's press keeps no button: the spot pressed (the next
        decision's buttons would otherwise lie under the pointer, 'Nothing' where 'End movement'
        was, and a second click would make it). Only that next panel keeps it clear; the one after
        is laid out as usual."""
        which = _which(panel)
        if self._pressed is not None and which != self._pressed[1]:
            self._kept_clear, self._pressed = (self._pressed[0], which), None
        if self._kept_clear is not None and which != self._kept_clear[1]:
            self._kept_clear = None
        return self._kept_clear[0] if self._kept_clear is not None else None

    def _keep_slots(self, view: KreuzesState, seat: int | None) -> None:
        """The hand's places: while a seat discards (Phase 3, the setup's redraw) a card that goes
        leaves its place empty, so the others stay under the pointer; a new phase lays it out afresh."""
        hand = list(view.hands[seat]) if seat is not None else []
        key = (view.round, view.turn, view.phase, view.actor, seat)
        if key != self._slot_key or view.phase not in ("discard", "setup"):
            self._slot_key = key
            self._slots = list(hand)
            return
        left = Counter(hand)
        slots: list[str | None] = []
        for card in self._slots:
            if card is not None and left[card] > 0:
                left[card] -= 1
                slots.append(card)
            else:
                slots.append(None)
        slots += list(left.elements())  # a card come into the hand meanwhile goes at the end
        self._slots = slots

    def _hand_places(self, hand: tuple[str, ...]) -> list[int | None]:
        """For each place of the hand, the index in `hand` of the card lying there (None: empty)."""
        slots = self._slots if Counter(c for c in self._slots if c is not None) == Counter(hand) else list(hand)
        taken: set[int] = set()
        out: list[int | None] = []
        for card in slots:
            index = next((i for i, c in enumerate(hand) if c == card and i not in taken), None)
            if index is not None:
                taken.add(index)
            out.append(index)
        return out

    def _draw_hand(self, frame: pygame.Surface, s: KreuzesState) -> None:
        lay = self._lay
        assert lay is not None
        r = lay.hand
        seat = self._seat
        hand = s.hands[seat] if seat is not None else ()
        if not hand:
            with fonts.panel(r, "hand"):
                words = "No cards in hand." if seat is not None else "The hands are hidden."
                fonts.text(frame, words, lay.px, PAPER, (r.x + 8, r.y + 8))
            return
        places = self._hand_places(hand)
        lit_cards = self._lit_cards(s)
        self._cut = {}
        for i, spot in zip(places, hand_grid(r, len(places)), strict=True):
            if i is None:
                continue
            card = hand[i]
            rect = spot.move(0, -8) if card == self._chosen else spot
            if card in (HIDDEN_MOVEMENT, HIDDEN_EVENT):
                draw_back(frame, rect, "movement" if card == HIDDEN_MOVEMENT else "event")
            else:
                with fonts.panel(r.inflate(0, 20), "hand"):
                    if not draw_card(frame, rect, self.cfg.cards[card], lay.px):
                        self._cut[i] = rect  # lifted to be read while the pointer rests on it
            if card in lit_cards:
                pygame.draw.rect(frame, LEGAL if card != self._chosen else HIGHLIGHT, rect.inflate(4, 4), 3,
                                 border_radius=8)
            self._zone(f"card:{i}", rect)

    def _lit_cards(self, s: KreuzesState) -> set[str]:
        lit = {x.card for x in self._legal if isinstance(x, (a.Discard, a.SetupDiscard))}
        lit |= {x.card for x in self._legal if isinstance(x, a.Play) and not self.cfg.cards[x.card].is_movement}
        if self._can_step():
            lit |= {x.card for x in self._legal if isinstance(x, a.Step) and x.card}
        return lit if self._mine() else set()

    def _draw_hover(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        geo, lay = self._geo, self._lay
        if geo is None or lay is None or self._state is None:
            return
        sid = self._space_under(mouse)
        if sid is None:
            return
        geo.draw_outline(surface, sid, HIGHLIGHT)
        if self._held is not None and self._held[0] == "arms" and sid in self._routes:
            route = self._routes[sid]
            points = [geo.labels[self._state.knights[self._held[1]].space]] + [geo.labels[x] for x, _c in route]
            pygame.draw.lines(surface, INK, False, points, 3)
            words = ", ".join(self._card_name(c) for _x, c in route)
            with fonts.panel(surface.get_rect(), "route"):
                look.bubble(surface, f"{len(route)} step{'s' if len(route) > 1 else ''}: {words}", mouse,
                            px=lay.px, width=lay.px * 20)

    def _draw_lifted(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A card whose face is too small for its words, lifted bigger out of the hand while the
        pointer rests on it, every word at the table's text size."""
        self._lifted = None
        s, lay = self._state, self._lay
        if s is None or lay is None or self._held is not None or self._seat is None:
            return
        index = next((i for i, rect in self._cut.items() if rect.collidepoint(mouse)), None)
        if index is None or index >= len(s.hands[self._seat]):
            return
        spec = self.cfg.cards[s.hands[self._seat][index]]
        small = self._cut[index]
        w, h = lifted_size(spec, max(small.width, lay.px * 12), lay.px)
        lifted = pygame.Rect(0, 0, w, h)
        lifted.midbottom = small.midbottom
        lifted = lifted.clamp(lay.area)
        draw_card(surface, lifted, spec, lay.px)
        self._lifted = lifted

    def _draw_slides(self, surface: pygame.Surface) -> None:
        geo, s = self._geo, self._state
        if geo is None or s is None:
            return
        for slide in self._slides:
            where = slide.at(geo.labels[slide.start], geo.labels[slide.end])
            size = geo.piece_size(slide.end)
            if slide.kind == "arms":
                draw_arms(surface, where, size, s.knights[slide.index].colour, lifted=True)
            else:
                (draw_ship if slide.kind == "pirate" else draw_army)(surface, where, size, lifted=True)

    def _draw_held(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        held, s, geo = self._held, self._state, self._geo
        if held is None or s is None or geo is None or not self._pointer.dragging:
            return
        kind, index = held
        size = 30
        if kind == "arms":
            draw_arms(surface, mouse, size, s.knights[index].colour, lifted=True)
        elif kind == "pirate":
            draw_ship(surface, mouse, size, lifted=True)
        elif kind == "army":
            draw_army(surface, mouse, size, lifted=True)
        elif kind in ("troops", "staged") and self._seat is not None:
            found = self._number()
            colour = "green" if found is not None and found[0] is a.SiegeDefend else s.knights[self._seat].colour
            draw_cube(surface, mouse, 16, colour)  # one cube at a time

    def _zone_tip(self, key: str) -> str | None:
        s = self._state
        assert s is not None
        what, _, rest = key.partition(":")
        if what == "card" and self._seat is not None:
            hand = s.hands[self._seat]
            i = int(rest)
            if i < len(hand) and i in self._cut and not self.cfg.cards[hand[i]].is_movement:
                return None  # the card lifted under the pointer says it all, a tip beside it would repeat it
            if i < len(hand):
                card = hand[i]
                if card == HIDDEN_MOVEMENT:
                    return "A Movement card (face down)."
                if card == HIDDEN_EVENT:
                    return "An Event card (face down)."
                spec = self.cfg.cards[card]
                if spec.is_movement:
                    sym = {"ship": " Its ship moves a pirate ship one sea space.",
                           "banner": " Its banner moves a Muslim army one land space."}.get(spec.symbol, "")
                    onto = {"plains": "a Plains space", "mountains": "a Mountains space", "sea": "a sea space",
                            "joker": "any space"}.get(spec.terrain, "a space")
                    return f"{self._card_name(card)}: one step onto {onto}.{sym}"
                marks = (" Once per game." if spec.once else "") + (" Played at once." if spec.immediate else "")
                return f"{spec.name}: {spec.text}{marks}"
        if what == "plate":
            seat = int(rest)
            k = s.knights[seat]
            cities = ", ".join(self.cfg.cities[c].name for c in k.cities) or "none"
            return (f"{self._knight_name(seat)} ({self.seats[seat].name}): {k.troops} troops, {k.treasure} treasure, "
                    f"morale {k.morale}, {k.purple} purple cubes, {len(s.hands[seat])} cards. Cities: {cities}. "
                    f"Attacks on Jerusalem: {k.attacks}; the Pope's rewards: {k.rewards}.")
        if what == "tower":
            inside = s.tower.by_colour()
            cubes = ", ".join(f"{n} {c.replace('skyblue', 'sky blue')}" for c, n in inside.items()) or "no cubes"
            return (f"Inside the tower: {cubes}. Cubes caught inside fall out with later drops; a purple cube "
                    "shakes them all out into the box.")
        if what == "troops":
            return ("Your troops: drag a cube onto the tower's funnel to add it to the drop, or drag one "
                    "back off the funnel to take it away; the panel's Drop lets them fall.")
        return None


def _which(panel: controls.Panel) -> tuple[str, tuple[str, ...]]:
    """A decision panel told apart from the next: its title and its buttons (a stepper's count,
    which changes a button's words, leaves it the same panel)."""
    return panel.title, tuple(b.key for b in panel.buttons)
