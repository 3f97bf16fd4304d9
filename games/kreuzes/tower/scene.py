"""The cube tower on its own, from the main menu: pick a handful, drop it, watch it fall.

The fall on screen is the physics' own record of the drop (physics/tower.py), played back at
60 Hz of simulated time and scaled by the animation speed from Settings; skipping jumps to the
record's last frame, so the tray and the tower always end as the simulation decided. What is
inside the tower stays there for the next drop, as long as the app runs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.core.english import with_article
from games.kreuzes.tower import panels as tower_panels
from games.kreuzes.tower import sprites as tower_sprites
from games.kreuzes.tower import words as tower_messages
from games.kreuzes.tower.colours import COLOURS, EMPTYING, TROOPS, colour
from games.kreuzes.tower.draw import TowerArt
from games.kreuzes.tower.listen import Ears
from games.kreuzes.tower.panels import PANEL_CUBE, TextCache
from games.kreuzes.tower.playback import Show, angle_wobble
from games.kreuzes.tower.session import DROP, EMPTY, HANDFUL_MAX, Clip, session_for
from games.kreuzes.tower.words import Paragraph
from games.ui import look
from games.ui.notes import HoverTip
from games.ui.scene import Frame, Scene
from games.ui.settings import ANIMATION_SPEEDS
from physics import Tower

if TYPE_CHECKING:
    from games.ui.app import App

CLICK_SLOP = 5  # pixels a press may wander and still count as a click, not a drag


@dataclass
class Carry:
    """Cubes held by the mouse: one from a supply heap, or the whole handful."""

    colours: list[str]
    source: str  # "supply" or "hand"
    start: tuple[int, int]
    pos: tuple[int, int]

    @property
    def moved(self) -> bool:
        return abs(self.pos[0] - self.start[0]) + abs(self.pos[1] - self.start[1]) > CLICK_SLOP


@lru_cache(maxsize=4)
def _art(tower: Tower, size: tuple[int, int]) -> TowerArt:
    """Painting the tower takes tens of milliseconds; a window size is painted once."""
    return TowerArt(tower, Frame(size))


class TowerScene(Scene):
    caption = "Cube tower"

    def __init__(self, app: App, *, threaded: bool = True) -> None:
        super().__init__(app)
        self.session = session_for(app)
        self.tower = self.session.tower
        self.threaded = threaded  # the benchmark computes in line, to time drop and drawing apart
        version, contents, tray, last = self.session.snapshot()
        self.seen_version = version
        self.show = Show(self.tower.config.sim.frame_hz, contents.cubes, tray)
        self.pending: Future[Clip | None] | None = None
        self.queued: Callable[[], None] | None = None  # asked for while the last drop was computed
        self.announced: Clip | None = last
        self.status: list[Paragraph] = tower_messages.summary(last) if last else tower_messages.WELCOME
        self.carry: Carry | None = None
        self.hover = HoverTip(self._tip_at)
        self.text = TextCache()
        self.frame: Frame | None = None
        self.art: TowerArt | None = None
        self.background: pygame.Surface | None = None
        self.bare: pygame.Surface | None = None  # the background without the tower, for shaking
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self._wrapped: list[Paragraph] = []
        self._button_state: tuple[bool, ...] = ()
        self.ears = Ears()  # the knocks and the rumble of the frames played

    # --- layout ---

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.art = _art(self.tower, frame.size)
        self._paint_background(frame)
        tower_sprites.warm([c.key for c in TROOPS], self.art.cube_px)
        self.buttons = {}
        self._button_state = ()

        def button(rect: pygame.Rect, label: str, key: str, tip: str, style: str = "@toolbar_button") -> None:
            widget = pygame_gui.elements.UIButton(rect, label, manager, tool_tip_text=tip,
                                                  object_id=ObjectID(f"#tower_{key}", style))
            self.buttons[widget] = key

        for i, c in enumerate(COLOURS):
            minus, plus = tower_panels.stepper_rects(frame, i)
            what = "the purple cube" if c.key == EMPTYING else f"{with_article(c.name.lower())} cube ({c.who})"
            button(minus, "\u2212", f"less:{c.key}", f"Put back {what}")
            button(plus, "+", f"more:{c.key}", f"Take {what}")
        button(frame.rect(36, 590, 190, 50), "Drop", "drop", "Drop your handful into the tower (Enter)",
               "@start_button")
        button(frame.rect(236, 590, 98, 50), "Clear", "clear", "Put the whole handful back")
        button(frame.rect(946, 580, 146, 46), "Empty (shake)", "empty",
               "Shake the tower over the tray until every cube has fallen out (E)")
        button(frame.rect(1098, 580, 146, 46), "Skip", "skip", "Jump to where the cubes come to rest (Space)")
        button(frame.rect(946, 634, 146, 46), "Reset", "reset", "Empty the tower and the tray at once")
        button(frame.rect(1098, 634, 146, 46), "Menu", "menu", "Back to the main menu (Esc)")
        self._wrapped = tower_panels.wrap_status(frame, self.status)
        self._sync_buttons()

    def _paint_background(self, f: Frame) -> None:
        assert self.art is not None
        bare = pygame.Surface(f.size)
        look.draw_table(bare)
        self.art.paint_tray(bare)
        tower_panels.paint_sheets(bare, f)
        self.bare = bare.convert() if pygame.display.get_surface() is not None else bare
        self.background = self.bare.copy()
        self.art.draw_tower(self.background)

    # --- the handful ---

    @property
    def handful(self) -> dict[str, int]:
        return self.session.handful

    def handful_colours(self) -> list[str]:
        """The chosen cubes in supply order, the purple one left out (it is never dropped in)."""
        return [c.key for c in TROOPS for _ in range(self.handful.get(c.key, 0))]

    def change(self, key: str, delta: int) -> None:
        n = self.handful.get(key, 0) + delta
        if key == EMPTYING:
            n = min(1, n)  # one purple cube is enough to empty the tower
        elif delta > 0 and len(self.handful_colours()) >= HANDFUL_MAX:
            self.app.toast(f"A handful holds at most {HANDFUL_MAX} cubes.")
            return
        self.handful[key] = max(0, n)
        if key == EMPTYING and self.handful[key]:
            self._set_status(tower_messages.PURPLE_IN_HAND)
        self._sync_buttons()

    # --- actions ---

    def drop(self, starts_px: Sequence[tuple[float, float]] | None = None) -> None:
        """Let the handful go: from the hand box (a lob over the tower) or from where the mouse
        let go of it over the funnel (a short fall)."""
        if self.handful.get(EMPTYING):
            self.handful[EMPTYING] = 0
            self.empty()
            return
        colours = self.handful_colours()
        if not colours:
            self.app.toast("Take some cubes from the supply first.")
            return
        if self._busy_then(lambda: self.drop(starts_px)):
            return
        assert self.frame is not None and self.art is not None
        short = starts_px is not None
        if starts_px is None:
            starts_px = tower_panels.hand_positions(self.frame, len(colours))
        starts = [(*self.art.to_mm(p), angle_wobble(k)) for k, p in enumerate(starts_px)]
        targets = self.tower.handful_grid(len(colours))
        self.show.fly(colours, starts, targets, self.frame.px(PANEL_CUBE) / self.art.cube_px, short=short)
        self._set_status(tower_messages.falling(len(colours)))
        self._start(DROP, colours)

    def empty(self) -> None:
        if self._busy_then(self.empty):
            return
        if not self.show.inside:
            self.app.toast("The tower is empty already.")
            return
        self.show.wait()
        self._set_status(tower_messages.SHAKING)
        self._start(EMPTY, ())

    def skip(self) -> None:
        self.show.skip()

    def reset(self) -> None:
        self.session.reset()
        self.pending, self.queued = None, None
        self.show.show_state((), ())
        self.seen_version = self.session.version
        self.announced = None
        self._set_status(tower_messages.RESET)

    def _busy_then(self, again: Callable[[], None]) -> bool:
        """A new drop while one still plays: the running one ends at once; if its result is not
        in yet, `again` runs as soon as it is. True when the caller must wait."""
        if not self.show.busy:
            return False
        if self.show.clip is None:
            self.show.skip()
            self.queued = again
            return True
        self.show.finish()
        return False

    def _start(self, kind: str, colours: Sequence[str]) -> None:
        if self.threaded:
            self.pending = self.session.submit(kind, colours)
        else:
            self._arrive(self.session.run(kind, colours))

    def _arrive(self, clip: Clip | None) -> None:
        if clip is None:  # a Reset overtook it
            self._refresh()
            return
        self.seen_version = self.session.version
        self.show.arrive(clip)

    def _refresh(self) -> None:
        version, contents, tray, last = self.session.snapshot()
        self.seen_version = version
        self.show.show_state(contents.cubes, tray)
        self.announced = last
        if last is not None:
            self._set_status(tower_messages.summary(last))

    # --- the frame ---

    def update(self, dt: float) -> None:
        if self.pending is not None and self.pending.done():
            future, self.pending = self.pending, None
            try:
                clip = future.result()
            except Exception as exc:  # a broken simulation must not take the app down
                self.app.toast(f"The tower simulation failed: {exc}")
                clip = None
            self._arrive(clip)
        elif self.pending is None and not self.show.busy and self.session.version != self.seen_version:
            self._refresh()  # a drop from an earlier visit finished meanwhile
        self.show.update(dt * self.app.settings.animation_speed)
        self._listen()
        if not self.show.busy:
            if self.show.clip is not None and self.show.clip is not self.announced:
                self.announced = self.show.clip
                self._set_status(tower_messages.summary(self.show.clip))
            if self.queued is not None:
                again, self.queued = self.queued, None
                again()
        self.hover.update(dt)
        self._sync_buttons()

    def animating(self) -> bool:
        return (self.pending is not None or self.show.busy or self.queued is not None or self.hover.waiting
                or self.session.version != self.seen_version)

    def _listen(self) -> None:
        self.ears.listen(self.show, self.app.sounds)

    def leave(self) -> None:
        self.app.sounds.stop_loop()

    def _sync_buttons(self) -> None:
        hand = self.handful_colours()
        state = (self.show.busy, bool(hand) or bool(self.handful.get(EMPTYING)), len(hand) >= HANDFUL_MAX,
                 bool(self.show.inside), *(self.handful.get(c.key, 0) for c in COLOURS))
        if state == self._button_state:
            return
        self._button_state = state
        busy, any_cubes, at_max, has_inside = state[:4]
        for widget, key in self.buttons.items():
            what, _, which = key.partition(":")
            if what == "less":
                on = self.handful.get(which, 0) > 0
            elif what == "more":
                on = not self.handful.get(which) if which == EMPTYING else not at_max
            else:
                on = {"drop": any_cubes, "clear": any_cubes, "skip": busy, "empty": busy or has_inside}.get(key, True)
            if on:
                widget.enable()
            else:
                widget.disable()

    def draw(self, surface: pygame.Surface) -> None:
        f, art = self.frame, self.art
        if f is None or art is None or self.background is None or self.bare is None:
            return
        dx, dy = self.show.tower_offset()
        surface.blit(self.background, (0, 0))
        if dx or dy:
            surface.blit(self.bare, art.layer_rect.inflate(f.px(40), f.px(40)),
                         art.layer_rect.inflate(f.px(40), f.px(40)))
            art.draw_tower(surface, dx, dy)
        if self.carry is not None and self.carry.moved and art.funnel_zone.collidepoint(self.carry.pos):
            art.draw_glow(surface, 1.0)
        px = art.cube_px
        for key, x, y, angle, scale in self.show.cubes():
            if scale == 1.0:
                tower_sprites.draw_cube(surface, key, px, art.point(x, y), angle)
            else:  # in flight from the hand: the tower-sized picture, scaled (a new size per frame is costly)
                tower_sprites.draw_scaled(surface, key, px, scale, art.point(x, y), angle)
        # the hand is empty while its cubes are carried or in the air; the same handful is ready again after
        if not (self.carry and self.carry.source == "hand") and self.show.phase != "flying":
            hand = self.handful_colours() + [EMPTYING] * self.handful.get(EMPTYING, 0)
            tower_panels.draw_handful(surface, f, hand, self.text)
        tower_panels.draw_numbers(surface, f, self.text, self.handful, self.show.out_counts(),
                                  self.show.inside_counts(), self.show.busy)
        speed = min(ANIMATION_SPEEDS, key=lambda s: abs(s[0] - self.app.settings.animation_speed))[1]
        tower_panels.draw_status(surface, f, self.text, self._wrapped, f"Animation speed: {speed} (Settings)")

    def draw_over(self, surface: pygame.Surface) -> None:
        f, art = self.frame, self.art
        if f is None or art is None:
            return
        if self._full() and not self.show.busy:
            x, y = art.point(art.outer_left, self.tower.config.entry_y + 20)
            tower_panels.draw_full_plaque(surface, f, self.text, (round(x), round(y)))
        if self.carry is not None and self.carry.moved:
            tower_panels.draw_handful(surface, f, self.carry.colours, self.text, centre=self.carry.pos)
        elif self.carry is None:
            self.hover.draw(surface, f.font_px(15))

    def _full(self) -> bool:
        clip = self.show.clip
        if clip is not None and self.show.phase == "idle":
            return clip.outcome.full
        return any(c.y > self.tower.config.entry_y for c in self.show.inside)

    # --- messages ---

    def _set_status(self, paragraphs: list[Paragraph]) -> None:
        self.status = paragraphs
        if self.frame is not None:
            self._wrapped = tower_panels.wrap_status(self.frame, paragraphs)

    # --- input ---

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return
        key = self.buttons[event.ui_element]
        what, _, which = key.partition(":")
        if what in ("less", "more"):
            self.change(which, -1 if what == "less" else 1)
            return
        actions: dict[str, Callable[[], None]] = {
            "drop": self.drop, "clear": self.clear, "empty": self.empty, "skip": self.skip, "reset": self.reset,
            "menu": self.app.show_menu}
        actions[key]()

    def clear(self) -> None:
        for key in list(self.handful):
            self.handful[key] = 0
        self._sync_buttons()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys: dict[int, Callable[[], None]] = {
                pygame.K_SPACE: self.skip, pygame.K_RETURN: self.drop, pygame.K_KP_ENTER: self.drop,
                pygame.K_e: self.empty, pygame.K_ESCAPE: self.app.show_menu}
            if event.key in keys:
                keys[event.key]()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if self.carry is not None:
                self.carry.pos = event.pos
            self.hover.moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.carry is not None:
            self._release(event.pos)

    def _press(self, pos: tuple[int, int]) -> None:
        f = self.frame
        if f is None:
            return
        for i, c in enumerate(COLOURS):
            if tower_panels.pile_rect(f, i).collidepoint(pos):
                self.carry = Carry([c.key], "supply", pos, pos)
                return
        hand = self.handful_colours()
        if tower_panels.hand_rect(f).collidepoint(pos) and (hand or self.handful.get(EMPTYING)):
            self.carry = Carry(hand + [EMPTYING] * self.handful.get(EMPTYING, 0), "hand", pos, pos)

    def _release(self, pos: tuple[int, int]) -> None:
        carry, self.carry = self.carry, None
        f, art = self.frame, self.art
        if carry is None or f is None or art is None:
            return
        carry.pos = pos
        if not carry.moved:
            if carry.source == "supply":
                self.change(carry.colours[0], 1)  # a click on a heap takes one cube
            return
        if art.funnel_zone.collidepoint(pos):
            if carry.source == "supply":
                self.change(carry.colours[0], 1)
            if carry.colours == [EMPTYING] or self.handful.get(EMPTYING):
                self.drop()
            else:
                spots = tower_panels.hand_positions(f, len(self.handful_colours()), centre=pos)
                self.drop(spots)
        elif carry.source == "supply" and tower_panels.hand_rect(f).inflate(f.px(20), f.px(20)).collidepoint(pos):
            self.change(carry.colours[0], 1)

    # --- hover notes ---

    def _tip_at(self, pos: tuple[int, int]) -> str | None:
        f, art = self.frame, self.art
        if f is None or art is None:
            return None
        for i, c in enumerate(COLOURS):
            if tower_panels.pile_rect(f, i).collidepoint(pos):
                return tower_messages.heap_tip(c)
        if tower_panels.hand_rect(f).collidepoint(pos) and self.handful_colours():
            return tower_messages.HAND_TIP
        x, y = art.to_mm(pos)
        size = self.tower.cube_size
        for key, cx, cy, _, _ in reversed(self.show.cubes()):
            if abs(cx - x) < size * 0.7 and abs(cy - y) < size * 0.7:
                return tower_messages.cube_tip(colour(key), in_tray=cx < art.outer_left)
        if art.tower_zone.collidepoint(pos):
            return tower_messages.TOWER_TIP
        return None

