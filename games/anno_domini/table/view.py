"""Ierusalem: Anno Domini's table: the main board, the players' boards, the seat's hand and the
decision panel, played with the mouse.

The view draws only from `rules.view(state, seat)`; the task on top of the view's stack says
what is being decided, and the legal actions light what can be taken. Drag a card from your
hand onto one of your three card spaces to play it (or click it, then the space); click lit
spaces of the Last Supper, lit seats at the Table, lit Locations, the Mahane deck or a face-up
card; to move or swap a Follower click it and then where it goes; to Do a Favor click one of
your Favor markers, then whom it is for; to Redistribute drag the cards taken up back onto the
card spaces; to place a Friendly Follower (2 players) click one in your supply, then a lit space;
to move one click it on the board, then where it goes. The panel holds the rest: trades,
declining, the Offering, the Visit, Illumination."""

from __future__ import annotations

from typing import Any

import pygame

from games.anno_domini.rules import actions as a
from games.anno_domini.rules.cards import DECK
from games.anno_domini.rules.config import FRIENDLY_COLOURS
from games.anno_domini.rules.friendly import colour_name
from games.anno_domini.rules.state import BARABBAS, EMPTY, FRIENDLY, AnnoState
from games.anno_domini.table import controls, words
from games.anno_domini.table import glyphs as gl
from games.anno_domini.table.controls import Choice
from games.anno_domini.table.draw_barabbas import CARD_S, draw_drawn_card, draw_plaque
from games.anno_domini.table.draw_board import Paint, draw_board, track_scores, track_top
from games.anno_domini.table.draw_box import draw_box_art
from games.anno_domini.table.draw_panel import PAGE_KEYS, draw_panel
from games.anno_domini.table.draw_player import draw_card, draw_hand, draw_own_board, draw_plaques
from games.anno_domini.table.layout import BoardGeometry, Layout
from games.anno_domini.table.slides import SLIDE_S, Slide, point_at, slides
from games.anno_domini.table.table_hint import hint_rects
from games.core.contract import Action, Rules, Seat
from games.ui import look
from games.ui.art.marks import seat_marks
from games.ui.art.surfaces import for_display
from games.ui.gestures import PointerGesture
from games.ui.seat_bar import seat_rgb

__all__ = ["SOUNDS", "TableView", "draw_box_art"]

# Decisions made with words and paper click; Followers and cards set down sound as wood.
SOUNDS: dict[str, str] = dict.fromkeys((
    "skip", "done", "use", "take_offering", "sell", "buy", "visit", "illuminate", "drop_resource", "discard_card",
), "click")

Held = tuple[str, int]  # ("hand", index) or ("pool", index): a card being carried
Target = Action | str  # a click's action, or a choice within the table ("pick:T1a", "marker:call")


class TableView:
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None:
        self.rules = rules
        self.cfg = rules.config  # type: ignore[attr-defined]
        self.seats = list(seats)
        self.colours = [seat_rgb(rules.info, s.colour) for s in self.seats]
        self.marks = seat_marks(len(self.seats))
        self._lay: Layout | None = None
        self._geo: BoardGeometry | None = None
        self._state: AnnoState | None = None
        self._seat: int | None = None
        self._acting: int | None = None
        self._legal: list[Action] = []
        self._frame: pygame.Surface | None = None
        self._zones: dict[str, pygame.Rect] = {}
        self._choice = Choice()
        self._decision: tuple = ()
        self._held: Held | None = None
        self._pointer = PointerGesture()
        self._panel: controls.Panel | None = None
        self._page = 0
        self._least = 12
        self._cards: list[pygame.Rect] = []
        self._slides: list[Slide] = []
        self._clock = 0.0  # seconds since the slides began
        self._space_ids = [sp.id for sp in self.cfg.spaces]
        self._drawn: str | None = None  # Barabbas's card shown large as he draws it
        self._drawn_clock = 0.0

    # --- the TableView protocol ---

    def layout(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if self._lay is not None and self._lay.area == rect:
            return
        self._lay = Layout.fit(rect, self._least)
        self._geo = None
        self._frame = None

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        # what the seat at the screen did itself lands at once; moves made by others slide
        own = seat is not None and self._acting == seat == self._seat
        self._slides = [] if own else slides(self._state, view, self._space_ids)
        self._clock = 0.0
        self._state = view
        self._seat, self._acting, self._legal = seat, acting, list(legal)
        decision = (view.turn, len(view.tasks), view.tasks[-1] if view.tasks else None, seat)
        if decision != self._decision:
            self._decision = decision
            self._choice = Choice()
            self._page = 0
        if self._held is not None and not self._drops():
            self._put_back()
        if self._geo is None or self._geo.px != (self._lay.px if self._lay else 0):
            self._geo = None
        self._frame = None

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        before = self._pointer.dragging
        action = self._pointer.route(event, press=self._press_at, target_at=self._target_at, drop_on=self._drop_on,
                                     put_back=self._put_back)
        if event.type == pygame.MOUSEMOTION and self._pointer.dragging != before:
            self._frame = None
        return action

    def play_chance(self, playback: Any) -> None:
        """Barabbas's card, drawn: shown large over the board for a moment (the Settings' pace)."""
        if isinstance(playback, str) and playback in self.cfg.solo.cards:
            self._drawn, self._drawn_clock = playback, 0.0
            self._frame = None  # the panel and his plaque say it is his turn

    def update(self, dt: float) -> None:
        if self._drawn is not None:
            self._drawn_clock += max(0.0, dt)
            if self._drawn_clock >= CARD_S:
                self._drawn, self._frame = None, None
        if not self._slides:
            return
        self._clock += max(0.0, dt)
        if self._clock >= SLIDE_S:  # the Followers at rest join the still picture
            self._slides, self._frame = [], None

    def is_animating(self) -> bool:
        return bool(self._slides) or self._drawn is not None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        least = 14 if w >= 1280 and h >= 720 else 12  # the window's size sets the least text size
        area = self._lay.area if self._lay is not None else surface.get_rect()
        if least != self._least or self._lay is None:
            self._least, self._frame, self._geo = least, None, None
            self._lay = Layout.fit(area, least)
        lay = self._lay
        if self._frame is None:
            self._frame = for_display(self._compose(surface))
        surface.blit(self._frame, lay.area.topleft, lay.area)
        self._draw_slides(surface)
        if self._drawn is not None and self._state is not None and self._geo is not None:
            draw_drawn_card(surface, self.cfg, self._state, self._drawn, self._geo.rect, self._paint(lambda k, r: None),
                            self._drawn_clock / CARD_S)
        self._draw_hover(surface)
        self._draw_held(surface)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        s = self._state
        if s is None or self._held is not None:
            return None
        key = next((k for k, r in reversed(list(self._zones.items())) if r.collidepoint(pos)), None)
        return None if key is None else self._tip(s, key)

    def control_at(self, pos: tuple[int, int]) -> object:
        """What a click at `pos` would press (ControlView): a panel's button by its words, else the
        zone's key."""
        key = self._zone_at(pos)
        panel = self._panel
        button = next((b for b in panel.buttons if f"button:{b.key}" == key), None) if panel and key else None
        return (key, button.label) if button is not None else key

    def cancel_gesture(self) -> bool:
        had = self._held is not None or self._choice != Choice()
        self._put_back()
        self._choice = Choice()
        self._frame = None
        return had

    # --- what the tests may ask: the clickable zones by key, the card carried, the panel ---

    @property
    def held(self) -> Held | None:
        return self._held

    @property
    def zones(self) -> dict[str, pygame.Rect]:
        return self._zones

    def panel(self) -> controls.Panel | None:
        return self._panel

    def card_rect(self, index: int) -> pygame.Rect | None:
        """The rect of the index-th card shown in the hand area (the hand, or the cards taken up)."""
        return self._cards[index] if 0 <= index < len(self._cards) else None

    def shown_cards(self) -> list[str]:
        return self._hand_cards()[1]

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where a hinted move lies on the table (games/ui/hint_panel.py marks it)."""
        buttons = [(b.key, b.action) for b in self._panel.buttons] if self._panel is not None else []
        return hint_rects(action, self._zones, buttons, self._hand_cards()[1])

    def targets(self) -> dict[str, Target]:
        """What a click on each lit zone does now: an action, or a choice within the table."""
        return self._targets()

    # --- who decides what ---

    def _mine(self) -> bool:
        return self._seat is not None and self._seat == self._acting and bool(self._legal)

    def _task(self) -> Any:
        s = self._state
        return s.tasks[-1] if s is not None and s.tasks else None

    def _board_seat(self) -> int:
        if self._seat is not None:
            return self._seat
        return self._acting if isinstance(self._acting, int) else 0

    def _hand_cards(self) -> tuple[str, list[str]]:
        """The title and cards of the hand area: the hand, or the cards a Redistribute took up."""
        s, task = self._state, self._task()
        if s is None:
            return "", []
        if task is not None and task.kind == "redistribute" and task.seat == self._seat:
            return "Taken up: drag each card onto a card space", list(task.items)
        seat = self._seat
        if seat is None or s.p[seat].hand is None:
            owner = self._board_seat()
            n = s.hand_sizes[owner] if s.hand_sizes else 0
            return f"{self.seats[owner].name}'s hand: {n} cards, hidden", []
        return f"Your hand ({len(s.p[seat].hand)} cards)", list(s.p[seat].hand)

    def _sources(self) -> list[str]:
        return sorted({x.source for x in self._legal if isinstance(x, a.PlaceFollower)})

    def _source(self) -> str:
        srcs = self._sources()
        return self._choice.source if self._choice.source in srcs else (srcs[0] if srcs else "")

    def _targets(self) -> dict[str, Target]:
        """What a click on each lit zone does now."""
        if not self._mine():
            return {}
        out: dict[str, Target] = {}
        choice, source = self._choice, self._source()
        cards = self._hand_cards()[1]
        kind = self._task().kind
        visits: dict[int, list[a.Visit]] = {}
        # a Friendly Follower to place: its colour is clicked first when one holds both
        colours = {x.colour for x in self._legal if isinstance(x, a.PlaceFriendly)}
        for x in self._legal:
            if isinstance(x, a.ChooseCorner):
                out[f"cell:{x.space}"] = x
            elif isinstance(x, (a.PlaceFourth, a.CallFollower)):
                out[f"loc:{x.location}"] = x
            elif isinstance(x, a.TempleSend) and x.victim < 0:
                out[f"loc:{x.location}"] = x
            elif isinstance(x, a.PlaceFollower) and x.source == source:
                out[f"cell:{x.space}"] = x
            elif isinstance(x, (a.ChangePlaces, a.MoveFriendly)):  # a Follower, or a Friendly one
                if not choice.picked:
                    out[f"cell:{x.source}"] = f"pick:{x.source}"
                elif x.source == choice.picked:
                    out[f"cell:{x.target}"] = x
            elif isinstance(x, a.Swap):
                if not choice.picked:
                    out[f"cell:{x.mine}"] = f"pick:{x.mine}"
                elif x.mine == choice.picked:
                    out[f"cell:{x.other}"] = x
            elif isinstance(x, a.SeatApostle):
                out[f"seat:{x.seat}"] = x
            elif isinstance(x, a.Illuminate) and x.apostle == "orange" and choice.orange:
                out[f"seat:{x.seat}"] = x
            elif isinstance(x, a.TakeMahane):
                out[f"mahane:{x.source}"] = x
            elif isinstance(x, a.ClearSpace):
                out[f"row:{x.row}"] = x
            elif isinstance(x, a.Visit):
                visits.setdefault(x.row, []).append(x)
            elif isinstance(x, a.DiscardCard) and kind == "discard" and x.card in cards:
                out[f"hand:{cards.index(x.card)}"] = x
            elif isinstance(x, a.GiveFavor):
                out[f"marker:{x.marker}"] = f"marker:{x.marker}"
            elif isinstance(x, a.PlaceFriendly):
                if len(colours) > 1:
                    out[f"friendly:{x.colour}"] = f"friendly:{x.colour}"
                if len(colours) == 1 or choice.friendly == x.colour:
                    out[f"cell:{x.space}"] = x
        for row, options in visits.items():
            if len(options) == 1:
                out[f"row:{row}"] = options[0]
        if choice.picked:
            out[f"cell:{choice.picked}"] = "unpick"
        return out

    def _drops(self) -> dict[str, Action]:
        """Where the card in hand can go: a card space, with its action."""
        held = self._held
        cards = self._hand_cards()[1]
        if held is None or held[1] >= len(cards):
            return {}
        card = cards[held[1]]
        kinds = (a.PlayCard,) if held[0] == "hand" else (a.PutBack,)
        return {f"row:{x.row}": x for x in self._legal if isinstance(x, kinds) and x.card == card}

    def _covered(self) -> set[Action]:
        """The legal actions the board's gestures reach, which the panel need not list."""
        out = {x for x in self._targets().values() if not isinstance(x, str)}
        for x in self._legal:
            if isinstance(x, (a.PlayCard, a.PutBack, a.ChangePlaces, a.Swap, a.PlaceFollower, a.GiveFavor,
                              a.PlaceFriendly, a.MoveFriendly)):
                out.add(x)
            elif isinstance(x, a.Illuminate) and x.apostle == "orange":
                out.add(x)
        return out

    def _pickable(self) -> set[int]:
        cards = self._hand_cards()[1]
        if not self._mine():
            return set()
        kinds = (a.PlayCard, a.PutBack)
        return {i for i, c in enumerate(cards) if any(isinstance(x, kinds) and x.card == c for x in self._legal)}

    # --- gestures ---

    def _zone_at(self, pos: tuple[int, int]) -> str | None:
        return next((k for k, r in reversed(list(self._zones.items())) if r.collidepoint(pos)), None)

    def _press_at(self, pos: tuple[int, int]) -> Action | None:
        key = self._zone_at(pos)
        if key is None:
            self._put_back()
            return None
        if self._held is not None and key in self._drops():  # a card clicked up earlier, now its space
            action = self._drops()[key]
            self._put_back()
            return action
        if key.startswith("button:") or key in PAGE_KEYS:
            return self._press_button(key)
        target = self._targets().get(key)
        if target is not None:
            return self._choose(target)
        refused = self._refused(key)
        if refused is not None:  # the rules refuse it, and the shell shows their reason
            return refused
        if key.startswith("hand:") and int(key[5:]) in self._pickable():
            kind = "pool" if self._task().kind == "redistribute" else "hand"
            self._held = (kind, int(key[5:]))
            self._pointer.pick_up(pos)
            self._frame = None
        return None

    def _refused(self, key: str) -> Action | None:
        """An unlit space, seat or Location clicked while the decision is about one: the action
        it would be, so that the rules say why it cannot be taken."""
        task = self._task()
        if not self._mine() or task is None:
            return None
        what, _, rest = key.partition(":")
        if what == "cell" and task.kind == "fa" and task.arg in ("go_supper", "invited") and self._source():
            return a.PlaceFollower(rest, self._source())
        if what == "cell" and task.kind == "fa" and task.arg == "place_friendly":
            colours = sorted({x.colour for x in self._legal if isinstance(x, a.PlaceFriendly)})
            colour = self._choice.friendly or (colours[0] if len(colours) == 1 else "")
            return a.PlaceFriendly(colour, rest) if colour else None
        if what == "cell" and task.kind == "fa" and task.arg == "move_friendly" and self._choice.picked:
            return a.MoveFriendly(self._choice.picked, rest)
        if what == "cell" and task.kind == "corner":
            return a.ChooseCorner(rest)
        if what == "seat" and task.kind == "seat_apostle":
            return a.SeatApostle(rest)
        if what == "loc" and task.kind == "temple" and rest in ("desert", "mountain", "lake"):
            return a.TempleSend(rest)
        if what == "loc" and task.kind == "fa" and task.arg == "call" and rest in ("desert", "mountain", "lake"):
            return a.CallFollower(rest)
        return None

    def _choose(self, target: Target) -> Action | None:
        self._put_back()
        if not isinstance(target, str):
            return target
        if target == "unpick":
            self._choice = Choice()
        elif target.startswith("pick:"):
            self._choice = Choice(picked=target[5:])
        elif target.startswith("marker:"):
            self._choice = Choice(marker=target[7:])
        elif target.startswith("friendly:"):
            self._choice = Choice(friendly=target[9:])
        self._frame = None
        return None

    def _press_button(self, key: str) -> Action | None:
        if key in PAGE_KEYS:
            self._page += 1 if key == PAGE_KEYS[1] else -1
            self._frame = None
            return None
        panel = self._panel
        button = next((b for b in panel.buttons if f"button:{b.key}" == key), None) if panel else None
        if button is None:
            return None
        if button.action is not None:
            return button.action
        if button.command == "orange":
            self._choice = Choice(orange=not self._choice.orange)
        elif button.command.startswith("source:"):
            self._choice = Choice(source=button.command[7:])
        self._frame = None
        return None

    def _target_at(self, pos: tuple[int, int]) -> str | None:
        key = self._zone_at(pos)
        return key if key in self._drops() else None

    def _drop_on(self, target: str) -> Action | None:
        action = self._drops().get(target)
        self._put_back()
        return action

    def _put_back(self) -> None:
        """Whatever was carried goes back where it lay (the next release means nothing)."""
        carried, self._held = self._held, None
        self._pointer.release()
        if carried is not None:
            self._frame = None

    # --- drawing ---

    def _paint(self, zone: Any) -> Paint:
        lit = set(self._targets()) | set(self._drops())
        if self._held is None:
            lit |= {f"hand:{i}" for i in self._pickable()}
        choice = self._choice
        picked = (f"cell:{choice.picked}" if choice.picked else f"marker:{choice.marker}" if choice.marker
                  else f"friendly:{choice.friendly}" if choice.friendly else "")
        return Paint(self.colours, self.marks, self._lay.px if self._lay else 14, self._least, lit, picked, zone,
                     self._friendly_rgb(), self._barabbas_look())

    def _barabbas_look(self) -> tuple[tuple[int, int, int], str] | None:
        """Barabbas's colour (the one the rules gave him) and the mark of a second seat."""
        s = self._state
        if s is None or s.bar is None:
            return None
        return seat_rgb(self.rules.info, s.bar.colour), seat_marks(len(self.seats) + 1)[-1]

    def _friendly_rgb(self) -> tuple[tuple[int, int, int], ...]:
        """The Friendly Followers' colours: the box colours the rules named for black and white."""
        s = self._state
        if s is None or not s.friendly_names:
            return ()
        plain = {"black": (40, 40, 40), "white": (236, 236, 230)}
        return tuple(plain[name] if name in plain else seat_rgb(self.rules.info, name) for name in s.friendly_names)

    def _compose(self, surface: pygame.Surface) -> pygame.Surface:
        lay, s = self._lay, self._state
        assert lay is not None
        frame = pygame.Surface(surface.get_size())
        look.draw_table(frame, lay.area)
        self._zones = {}
        if s is None:
            return frame
        if self._geo is None:
            self._geo = BoardGeometry.fit(lay.board, lay.px, self.cfg, s.players)
        paint = self._paint(self._zone)
        draw_board(frame, self.cfg, self._geo, s, paint)
        board_seat = self._board_seat()
        others = [k for k in range(s.players) if k != board_seat]
        names = [seat.name for seat in self.seats]
        if s.bar is not None:
            draw_plaque(frame, self.cfg, lay.top, s, self._drawn is not None or (s.tasks and s.tasks[-1].kind
                                                                                 == "barabbas"), paint)
        draw_plaques(frame, self.cfg, lay.top, s, others, names, self._acting, paint)
        draw_own_board(frame, self.cfg, lay.mine, s, board_seat, names[board_seat], paint)
        title, cards = self._hand_cards()
        lifted = self._held[1] if self._held is not None and self._pointer.dragging else None
        lit = {i for i in range(len(cards)) if f"hand:{i}" in paint.lit}
        self._cards = draw_hand(frame, self.cfg, lay.hand, cards, title, lit, lifted, paint)
        for i, rect in enumerate(self._cards):
            self._zone(f"hand:{i}", rect)
        if self._mine() and self._seat is not None:
            self._panel = controls.decision_panel(self.cfg, s, self._seat, self._legal, self._covered(),
                                                  self._choice, self._name, self._card_short,
                                                  lambda x: self.rules.describe(s, x))
        else:
            self._panel = self._waiting(s)
        self._page = draw_panel(frame, lay.panel, self._panel, self._page, paint)
        return frame

    def _zone(self, key: str, rect: pygame.Rect) -> None:
        self._zones[key] = pygame.Rect(rect)

    def _waiting(self, s: AnnoState) -> controls.Panel:
        if s.over:
            sheets = self.rules.scores(s)
            best = max(sh.total for sh in sheets)
            lines = [f"{self._name(sh.seat)}: {sh.total} VP" for sh in sheets]
            if s.bar is not None:  # alone against Barabbas: his score and the verdict
                return controls.Panel("The game is over", lines + [f"Barabbas: {s.bar.vp} VP", sheets[0].detail[0]])
            return controls.Panel("The game is over", lines + [f"Best score: {best} VP."])
        task = self._task()
        if self._drawn is not None or (task is not None and task.kind == "barabbas"):
            return controls.Panel("Barabbas's turn", ["His card is done line by line, top to bottom."]
                                  + list(s.notes[-4:]) if self._drawn is not None else [])
        if task is None or self._acting is None:
            return controls.Panel("Waiting", [])
        asked = words.waiting_words(task.kind, task.arg, task.n)
        return controls.Panel(f"{self._name(self._acting)} is deciding", [asked] + list(s.notes[-3:]))

    def _draw_hover(self, surface: pygame.Surface) -> None:
        mouse = self._pointer.mouse
        key = self._zone_at(mouse)
        if key is None:
            return
        lit = key in self._targets() or key in self._drops() or key.startswith(("button:", "page:"))
        if lit or (key.startswith("hand:") and int(key[5:]) in self._pickable()):
            pygame.draw.rect(surface, gl.HIGHLIGHT, self._zones[key].inflate(6, 6), 2, border_radius=6)

    def _draw_slides(self, surface: pygame.Surface) -> None:
        if not self._slides or self._geo is None:
            return
        r = max(4, self._geo.cell * 3 // 8)
        for slide in self._slides:
            a, b = self._place_point(slide.start, slide.seat), self._place_point(slide.end, slide.seat)
            if a is None or b is None:
                continue
            if slide.seat == BARABBAS:
                rgb, mark = self._barabbas_look() or ((92, 88, 84), "")
                gl.follower(surface, point_at(a, b, self._clock), r, rgb, mark or None)
            else:
                gl.follower(surface, point_at(a, b, self._clock), r, self.colours[slide.seat], self.marks[slide.seat])

    def _place_point(self, key: str, seat: int) -> tuple[int, int] | None:
        """Where a Follower stands for a slide: a Location's box, a space, or its owner's Camp
        (the Warehouse on the open board, else the owner's plaque)."""
        if key.startswith("camp:") and seat == BARABBAS:
            rect = self._zones.get("plate:barabbas")
        elif key.startswith("camp:"):
            rect = self._zones.get("warehouse") if seat == self._board_seat() else self._zones.get(f"plate:{seat}")
        else:
            rect = self._zones.get(key)
        return rect.center if rect is not None else None

    def _draw_held(self, surface: pygame.Surface) -> None:
        held, lay = self._held, self._lay
        if held is None or lay is None or not self._pointer.dragging:
            return
        cards = self._hand_cards()[1]
        if held[1] >= min(len(cards), len(self._cards)):
            return
        rect = self._cards[held[1]].copy()  # as large as it lay in the hand
        rect.center = self._pointer.mouse
        paint = Paint(self.colours, self.marks, lay.px, self._least, set(), "", lambda k, r: None)
        draw_card(surface, self.cfg, cards[held[1]], rect, paint)
        pygame.draw.rect(surface, gl.LEGAL, rect.inflate(4, 4), 3, border_radius=8)

    # --- words ---

    def _name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "nobody"

    def _card_short(self, card: str) -> str:
        spec = self.cfg.cards[card]
        return f"{spec.location.capitalize()} ({words.DECK_SHORT[spec.deck]})"

    def _tip(self, s: AnnoState, key: str) -> str | None:
        what, _, rest = key.partition(":")
        cfg = self.cfg
        if what == "cell":
            sp = cfg.space(rest)
            occupant = s.supper[sp.index]
            if occupant in FRIENDLY:
                owner = (f"A {colour_name(s, FRIENDLY.index(occupant))} Friendly Follower sits here: a Follower "
                         "sent here takes it into its player's supply, without the space's reward.")
            elif occupant == BARABBAS:
                owner = "A Follower of Barabbas sits here: it scores nothing at the end."
            else:
                owner = ("Empty." if occupant == EMPTY else "A neutral Follower sits here." if occupant < 0
                         else f"{self._name(occupant)}'s Follower sits here.")
            return words.space_tip(cfg, s, sp, owner)
        if what == "seat":
            return words.seat_tip(cfg, s, rest)
        if what == "loc":
            return words.location_tip(cfg, s, rest, self._name)
        if what == "hand":
            cards = self._hand_cards()[1]
            return words.card_tip(cfg, cards[int(rest)]) if int(rest) < len(cards) else None
        if what == "mahane":
            return "The Mahane deck (face down)." if rest == DECK else words.card_tip(cfg, rest)
        if what == "ad33":
            return f"The 33 A.D. deck: {len(s.ad33)} cards. A Favor done draws one."
        if what == "row":
            return words.row_tip(cfg, s, self._board_seat(), int(rest))
        if what == "marker":
            return words.marker_tip(cfg, rest, shown=False)
        if what == "received":
            return words.marker_tip(cfg, rest.split(":", 1)[1], shown=True)
        if what == "parable":
            return words.parable_tip(cfg, s, int(rest))
        if what == "favor":
            return words.favor_tip(cfg, s, int(rest), self._name)
        if what == "sanhedrin":
            return words.sanhedrin_tip(cfg, s, int(rest))
        if what == "set":
            return words.set_tip(s, rest)
        if what == "friendly" and rest in FRIENDLY_COLOURS:
            name = colour_name(s, FRIENDLY_COLOURS.index(rest))
            return (f"Your {name} Friendly Followers. Place a Friendly Follower puts one on an empty space for "
                    "free and draws a 33 A.D. card; next to its colour, its group scores 1 VP a Follower.")
        if what == "supplies":
            held = "; ".join(f"{self._name(k)} " + " and ".join(f"{n} {colour_name(s, c)}" for c, n in enumerate(got))
                             for k, got in enumerate(s.friendly))
            return f"Friendly Followers in each player's supply: {held}."
        if what == "plate" and rest == "barabbas" and s.bar is not None:
            return words.barabbas_tip(cfg, s)
        if what == "plate":
            return words.plate_tip(cfg, s, int(rest), self._name)
        if what == "vp":
            his = f", Barabbas {s.bar.vp}" if s.bar is not None else ""
            top = track_top(track_scores(s)[0])
            return (f"Victory points (the track runs 0 to {top}, a long mark every 50): "
                    + ", ".join(f"{self._name(k)} {s.vp_of(k)}" for k in range(s.players)) + his + ".")
        if what in ("warehouse", "parables", "illumination"):
            return words.own_tip(cfg, s, self._board_seat(), what)
        return None
