"""A match at the table: the game's TableView, the toolbar, the log, toasts, computer seats,
chance's outcomes, the hot-seat handoff, undo, save and autosave. The table view only draws and
proposes actions; this scene decides whether and when they are applied.

Chance is never a seat. When the rules ask for an outcome from outside them (current player
CHANCE), the scene has the game's resolver decide it on a worker thread, applies and logs it,
and hands its playback (a drop's frames) to the view's optional `play_chance`; the next seat
acts, and a handoff cover comes, only once the view has played it. A loaded or replayed match
shows the recorded outcomes and never asks the resolver again."""

from __future__ import annotations

import math
import traceback
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from games import registry
from games.core.contract import CHANCE, Action, IllegalAction
from games.core.match import Match
from games.core.players import RandomPlayer
from games.ui import look, saves
from games.ui.art import fonts
from games.ui.chance_turns import ChanceTurns, outcome_rng
from games.ui.computer_turns import HINT, ComputerTurns, Decision, decision_rng, move_wait
from games.ui.handoff import TurnBar, draw_handoff, handoff_card
from games.ui.hint_panel import HintPanel, draw_marks, view_targets
from games.ui.log_panel import LogPanel
from games.ui.notes import HoverTip
from games.ui.scene import Frame, Scene
from games.ui.seat_bar import draw_seat_bar
from games.ui.seat_screens import SeatScreens
from games.ui.sounds import action_sound
from games.ui.table_view import Refusal, TableView

if TYPE_CHECKING:
    from games.ui.app import App

RESULTS_PAUSE = 1.2  # seconds to look at the final move before the way to the results is offered
DRAWN_KEPT = 4000  # frames whose viewer the scene remembers (the tests read them)
# A move's knock rings when the view has set the piece down: when its animation ends, or after this
# much animation time (every view lands a piece in about a quarter second; a long cascade that follows,
# such as a round's revenues, must not hold the knock back).
KNOCK_LANDS_S = 0.25
CHIME_AFTER_S = 0.3  # the your-turn chime follows the knock, not on top of it
HINT_PULSE_S = 3.0  # a hint's mark pulses this long after it is shown or picked, then stands still
# A press this soon after a click that played a move, this near it, on something the move put
# there (ControlView.control_at tells otherwise than before), is that click's double (a player who
# double-clicks out of habit): it is dropped, with its release, rather than taken by the new
# thing (Kreuzes' "Draw cards" gave way to a deck's button). Quick clicks on the same thing (Sell,
# Sell, Sell) all count.
DOUBLE_CLICK_S = 0.4
DOUBLE_CLICK_PX = 8
TIP_BAND = 120  # logical pixels under a toolbar button its tooltip may take (three wrapped lines)

HINT_TIP = "What a Normal computer would play here, and up to two other moves it weighed (H)"
TOOLBAR_BUTTONS: tuple[tuple[str, str, str], ...] = (
    ("hint", "Hint", HINT_TIP),
    ("undo", "Undo", "Take back your last move (Ctrl+Z)"),
    ("save", "Save", "Save this game into your saves folder (Ctrl+S)"),
    ("rules", "Rules", "The rules of this game (F1)"),
    ("log", "Log", "Show or fold away the game log"),
    ("menu", "Menu", "Back to the main menu; the game is kept for Continue (Esc)"),
)


WIDE_BUTTONS = {"hint": 112}  # logical widths of the toolbar buttons wider than the rest ("Thinking…")


def game_layout(frame: Frame, log_open: bool) -> dict[str, pygame.Rect]:
    """Window regions in pixels: toolbar on top, log on the right, the table in the rest."""
    w, h = frame.size
    bar_h = frame.px(60)
    log_w = frame.px(310) if log_open else 0
    out = {
        "toolbar": pygame.Rect(0, 0, w, bar_h),
        "table": pygame.Rect(0, bar_h, w - log_w, h - bar_h),
        "log": pygame.Rect(w - log_w, bar_h, log_w, h - bar_h),
    }
    bh, gap = frame.px(40), frame.px(8)
    widths = [frame.px(WIDE_BUTTONS.get(key, 86)) for key, _, _ in TOOLBAR_BUTTONS]
    x = w - sum(widths) - gap * len(widths)
    for (key, _, _), bw in zip(TOOLBAR_BUTTONS, widths, strict=True):
        out[f"button:{key}"] = pygame.Rect(x, (bar_h - bh) // 2, bw, bh)
        x += bw + gap
    out["seats"] = pygame.Rect(0, 0, out[f"button:{TOOLBAR_BUTTONS[0][0]}"].x - gap, bar_h)
    return out


class GameScene(Scene):
    def __init__(self, app: App, match: Match, *, autoplay: bool = True) -> None:
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.info = match.rules.info
        self.caption = self.info.title
        self.autoplay = autoplay  # False for the benchmark: computer seats stay still
        self.table: TableView = registry.view_module(match.game_id).TableView(match.rules, match.seats,
                                                                                match.options)
        use_sounds = getattr(self.table, "use_sounds", None)  # a view whose animations sound (SoundView)
        if use_sounds is not None:
            use_sounds(app.sounds)
        self.screens = SeatScreens(match.seats, self.info.hidden_holdings, app.settings.handoff_screen,
                                   app.settings.confirm_turn)
        self.computers = ComputerTurns(use_process=app.computer_process, home=app.computer_home)
        self.chances = ChanceTurns()
        # A live outcome of chance is being played by the view: everyone watches it (public
        # information only where the table covers), and no seat acts until it has played.
        self.watching = False
        self._chance_failed: int | None = None  # the version at which the resolver failed (not asked again)
        self._before_chance: int | None = None  # the seat that acted last before the outcome
        self.log = LogPanel()
        self.hover = HoverTip(self._tooltip, self._tooltip_target)
        self.version = 0  # bumped on every change, tags computer decisions
        self.clock = 0.0
        self.last_change = 0.0
        self.over_since: float | None = None
        self.results_button: pygame_gui.elements.UIButton | None = None  # once the match is over
        self.pointer = (0, 0)
        self.regions: dict[str, pygame.Rect] = {}
        self.frame: Frame | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self._autosave_failed = False
        self._knock: str | None = None  # the last move's sound, waiting for its piece to land
        self._knock_wait = 0.0
        self._chime_due = False
        self.last_saved: Path | None = None
        # Whose view each frame of the table was drawn from, by app frame number (None: the cover
        # or public information only), so that what a hot-seat table showed can be checked.
        self.shown_seat: int | None = None  # the seat given to the table view's last show()
        self.drawn_from: int | None = None
        self.drawn: deque[tuple[int, int | None]] = deque(maxlen=DRAWN_KEPT)
        self._cover_press = False  # the left button went down on the cover's card after it appeared
        # (when, where, what the table named there) a click played a move
        self._played_click: tuple[float, tuple[int, int], object] | None = None
        self._dropped_press = False  # a double's press was dropped: its release goes too
        self._bar: TurnBar | None = None
        self._manager: pygame_gui.UIManager | None = None
        self._ready: tuple[int, Decision] | None = None  # (version, a computer's decision) waiting its time
        self._ahead: Action | None = None  # the move whose result the computer is already thinking about
        self._standing_tried = -1  # the version at which the view's standing order was last tried
        self._toolbar_note: pygame.Rect | None = None  # while a toolbar button acts: it and its tooltip
        self.hint_panel: HintPanel | None = None  # a hint on show, for the position at `version`
        self._hint_asked: int | None = None  # the version a hint is being worked out for
        self._hint_since = 0.0  # when the hint's mark was last shown or moved (it pulses a while)
        # A computer's last move before a human's cover stays in sight as long as any of its moves
        # would (the pace setting) before the cover comes: the seat whose cover it is waits here.
        self._cover_held: int | None = None
        # The protocol lays a view out before it is shown; build() lays it out again for real.
        self.table.layout(game_layout(app.frame, app.settings.log_open)["table"])
        self._refresh()

    # --- layout ---

    def build(self, manager: pygame_gui.UIManager, frame: Frame) -> None:
        self.frame = frame
        self.regions = game_layout(frame, self.app.settings.log_open)
        self.buttons = {}
        for key, label, tip in TOOLBAR_BUTTONS:
            button = pygame_gui.elements.UIButton(
                self.regions[f"button:{key}"], label, manager, tool_tip_text=tip,
                object_id=pygame_gui.core.ObjectID(f"#{key}", "@toolbar_button"))
            self.buttons[button] = key
        self._manager = manager
        self._bar = None  # the manager was cleared: the bar is made again if still wanted
        self._sync_controls()
        if self.app.settings.log_open:
            box = self.regions["log"].inflate(-frame.px(16), -frame.px(16))
            box.height -= frame.px(34)
            box.y += frame.px(34)
            self.log.layout(box, frame.font_px(15))
        self.table.layout(self.regions["table"].copy())
        self._lay_hint()  # after the table: the panel keeps clear of what the hint points at

    def leave(self) -> None:
        self.computers.pause()  # the worker stays with the app, for the return or the next match
        self._hint_asked = None  # its answer was dropped: back at the table, it may be asked again
        self.hover.moved(None)
        self._knock, self._chime_due = None, False
        self.app.sounds.stop_loop()  # a view's own sound (a tower's rumble) ends with the table

    # --- input ---

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        choice = self._bar.which(event.ui_element) if self._bar is not None else None
        if event.type == pygame_gui.UI_BUTTON_PRESSED and choice is not None:
            if choice == "confirm":
                self.confirm_turn()
            else:
                self.undo(event.ui_element.rect.midbottom)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.results_button:
            self.app.show_results(self.match, self)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            key = self.buttons[event.ui_element]
            near = event.ui_element.rect.midbottom
            self._toolbar_note = self._tip_band(event.ui_element.rect)
            try:
                {"undo": lambda: self.undo(near), "save": lambda: self.save(near), "rules": self.open_rules,
                 "log": self.toggle_log, "menu": self.app.show_menu, "hint": self.ask_hint}[key]()
            finally:
                self._toolbar_note = None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            return
        if hasattr(event, "pos"):
            self.pointer = event.pos
        table = self.regions.get("table")
        if table is None:
            return
        if self.screens.handoff_to is not None:
            self._cover_event(event)
            return
        if self.hint_panel is not None and self._hint_event(event):
            return
        if self.regions["log"].width and self.log.handle_event(event, self.pointer):
            picked = self.log.take_picked()
            if picked is not None:  # a click on a log line: the table as it was after that move
                self.app.show_review(self.match, self, step=picked + 1)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover.moved(event.pos if table.collidepoint(event.pos) else None)
        elif event.type == pygame.MOUSEBUTTONDOWN and not table.collidepoint(event.pos):
            return  # a press outside the table (on the log's margin) is not the table's
        if self._double_click(event):
            return
        try:
            action = self.table.handle_event(event)
        except Exception:  # a fault in one game's view must not close the table
            traceback.print_exc()
            return
        if isinstance(action, Refusal):
            self.refuse(action.reason, self.pointer)
        elif action is not None:
            # a view plays a click's move on its press or on its release (a drag's drop)
            click = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1
            clicked = self._named_at(event.pos) if click else None
            if self.try_action(action) and click:
                self._played_click = (self.clock, event.pos, clicked)

    def _named_at(self, pos: tuple[int, int]) -> object:
        """What a click at `pos` would press (ControlView.control_at, else the table's tooltip):
        tells a control from the one a move put in its place."""
        control_at = getattr(self.table, "control_at", None)
        try:
            return control_at(pos) if control_at is not None else self.table.tooltip(pos)
        except Exception:  # a courtesy: a fault in it must not close the table
            traceback.print_exc()
            return None

    def _double_click(self, event: pygame.event.Event) -> bool:
        """Whether `event` is (the press or release of) a double of the click that just played a
        move, which the table must not see (DOUBLE_CLICK_S). A dropped press keeps the guard up
        from its own time: a third quick click is the same burst's (a triple-click sold a Fish,
        then the Stone whose button had slid under the pointer)."""
        if event.type == pygame.MOUSEBUTTONUP and self._dropped_press:
            self._dropped_press = False
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self._played_click is None:
            return False
        when, (x, y), clicked = self._played_click
        self._played_click = None
        near = abs(event.pos[0] - x) <= DOUBLE_CLICK_PX and abs(event.pos[1] - y) <= DOUBLE_CLICK_PX
        self._dropped_press = near and self.clock - when < DOUBLE_CLICK_S and self._named_at(event.pos) != clicked
        if self._dropped_press:
            self._played_click = (self.clock, (x, y), clicked)
        return self._dropped_press

    def cover_card(self) -> pygame.Rect | None:
        """Where the cover's card lies while the table is covered (a click there opens it)."""
        if self.screens.handoff_to is None or self.frame is None:
            return None
        return handoff_card(self._cover_rect(), self.frame.s, self._prompt(), self.frame.fs)

    def _prompt(self) -> str:
        """The game's words for the decision the cover's player is called to."""
        try:
            return self.rules.prompt(self.match.state)
        except Exception:  # a fault in one game's words must not keep the cover from opening
            traceback.print_exc()
            return ""

    def _cover_event(self, event: pygame.event.Event) -> None:
        """The cover opens on a press and a release that both land on its card after it appeared,
        or on Enter or Space: never on the release of the click that brought it."""
        card = self.cover_card()
        if card is None:
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.confirm_handoff()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._cover_press = card.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._cover_press = self._cover_press, False
            if pressed and card.collidepoint(event.pos):
                self.confirm_handoff()

    def _cover_rect(self) -> pygame.Rect:
        table = self.regions["table"]
        return table.union(self.regions["log"]) if self.regions["log"].width else table

    def _shortcut(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))  # Cmd on a Mac
        if ctrl and event.key == pygame.K_z:
            self.undo(self.pointer)
        elif ctrl and event.key == pygame.K_s:
            self.save(None)
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_ESCAPE:
            # Esc first puts back whatever the player holds, then folds a hint away; only then
            # does it open the menu.
            cancel = getattr(self.table, "cancel_gesture", None)
            if not (cancel and cancel()) and not self.close_hint():
                self.app.show_menu()
        elif event.key == pygame.K_h and not ctrl and not event.mod & pygame.KMOD_ALT:
            self.ask_hint()
        else:
            return False
        return True

    # --- what the player does ---

    def try_action(self, action: Action) -> bool:
        """A human's candidate action from the table view: applied if it is their turn and
        the rules accept it; otherwise the reason shows near the pointer."""
        acting = self.match.current_player()
        if acting is None:
            self.refuse("The game is over.", self.pointer)
            return False
        if acting == CHANCE or self.watching:
            self.refuse("Wait until the outcome of chance has played out.", self.pointer)
            return False
        if self.screens.confirming is not None:
            self.refuse(f"{self._bar_words()[0]}: confirm your move, or undo it.", self.pointer)
            return False
        if self.screens.viewer != acting:
            seat = self.match.seats[acting]
            why = "the computer is thinking" if not seat.is_human else "wait for your turn"
            self.refuse(f"It is {seat.name}'s turn: {why}.", self.pointer)
            return False
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.reason, self.pointer)
            return False
        self.screens.turn_ended(acting, self.match.current_player())
        self._changed()
        self._moved(action, acting)
        return True

    def _tip_band(self, button: pygame.Rect) -> pygame.Rect:
        """A toolbar button and the band under it where its tooltip hangs (pygame_gui puts it
        below the button, at the pointer, shifted left at the window's edge): a note about the
        button goes clear of both."""
        assert self.frame is not None
        return pygame.Rect(0, button.y, self.frame.size[0], button.height + self.frame.px(TIP_BAND))

    def refuse(self, reason: str, near: tuple[int, int] | None) -> None:
        """An attempt the table does not accept: the reason near the pointer, and a muted thud."""
        self.app.toast(reason, near, avoid=self._toolbar_note)
        self.hover.hush()
        self.app.sounds.play("thud")

    def undo(self, near: tuple[int, int] | None) -> None:
        seat = self.screens.open_seat
        # Right after chance the match's own reason is the one that holds, covered table or not.
        sealed = self.match.undo_refusal(seat) if self.match.last_actor() == CHANCE else None
        reason = sealed or self._undo_closed() or self.match.undo_refusal(seat)
        if reason:
            self.refuse(reason, near)
            return
        self.match.undo(seat)
        self._knock, self._chime_due = None, False  # the taken-back move must not knock or chime late
        self.app.sounds.cancel_later("chime")
        self.app.sounds.play("undo")
        self._changed()

    def _undo_closed(self) -> str | None:
        """Why nobody may take a move back now at a covered table, or None. The cover offers no
        undo (it would give the previous player's move, and screen, to the next player), and once
        a turn was handed on only public information shows, so nobody's move is theirs to undo."""
        if self.screens.handoff_to is not None:
            name = self.match.seats[self.screens.handoff_to].name
            return f"The table is covered for {name}: nothing can be taken back now."
        if self.screens.covers and self.screens.viewer is None:
            return "That turn was handed on: it can't be taken back now."
        return None

    def save(self, near: tuple[int, int] | None) -> None:
        try:
            path = saves.save_match(self.match)
        except OSError as exc:
            self.app.toast(f"Could not save: {exc.strerror or exc}", near, avoid=self._toolbar_note)
            return
        self.last_saved = path
        self.app.toast(f"Saved as \u201c{path.name}\u201d in {path.parent}", near, seconds=5.0,
                       avoid=self._toolbar_note)

    def open_rules(self) -> None:
        self.app.show_rules(self.match.game_id, back=self)

    def confirm_handoff(self) -> None:
        """The covered seat's human is at the screen: open it. A tooltip waits for the pointer to move:
        one begun over the old layout would name what is no longer under it."""
        self.screens.confirm_handoff()
        self._played_click = None  # another human's click is nobody's double
        self._refresh()
        self.hover.moved(None)

    def confirm_turn(self) -> None:
        """The player whose turn ended lets it stand: the table goes on (the cover, if it covers)."""
        if self.screens.confirming is None:
            return
        self._played_click = None  # a click after the Confirm is the next decision's
        acting = self.match.current_player()
        self.screens.confirm_turn(acting)
        self.last_change = self.clock  # the next seat's first move waits its full delay from here
        self._refresh()
        if isinstance(acting, int) and self.match.seats[acting].is_human:
            self.app.sounds.play_later("chime", CHIME_AFTER_S)

    def toggle_log(self) -> None:
        self.app.settings.log_open = not self.app.settings.log_open
        self.app.store_settings()
        self.app.rebuild()

    # --- the match moving on ---

    def _moved(self, action: Action, seat: int | str) -> None:
        """An applied move's sounds: its knock once the piece has landed, then a chime if the turn
        passed to a human from another seat (a seat taking several actions in a row hears no chime;
        after chance's outcome the chime waits until it has played, see _chance_played)."""
        self._ring_knock()  # the previous move's knock, if a quick move overtook it, rings now
        after = self.match.current_player()
        self._chime_due = self._human_takes_over(seat, after) and not self.watching
        self._chime_due &= self.screens.confirming is None  # the call waits until the turn is handed on
        self._knock, self._knock_wait = action_sound(action), KNOCK_LANDS_S
        if not self.table.is_animating():
            self._ring_knock()

    def _human_takes_over(self, before: int | str | None, after: int | str | None) -> bool:
        return isinstance(after, int) and after != before and self.match.seats[after].is_human

    def _ring_knock(self) -> None:
        if self._knock is None:
            return
        name, self._knock = self._knock, None
        self.app.sounds.play(name)
        if self._chime_due:
            self._chime_due = False
            self.app.sounds.play_later("chime", CHIME_AFTER_S)

    def _changed(self, by_computer: bool = False) -> None:
        self.hint_panel, self._hint_asked = None, None  # a hint is for the position it was asked in
        if self._ahead is not None:  # a human's change (an undo) came before the computer's move
            self._ahead = None
            self.computers.forget()
        self.version += 1
        self.last_change = self.clock
        self._refresh(by_computer)
        self.hover.moved(self.hover.pos)  # what is under the pointer may have changed
        self._autosave()

    def _autosave(self) -> None:
        try:
            saves.autosave(self.match)  # a finished match stays kept, marked finished (Continue skips it)
        except OSError as exc:
            if not self._autosave_failed:
                self.app.toast(f"Autosave failed: {exc.strerror or exc}")
            self._autosave_failed = True

    def _refresh(self, by_computer: bool = False) -> None:
        """Show the match as it stands now; `by_computer`: a computer's move brought it (the next
        human's cover then waits a moment, `_hold_cover`)."""
        acting = self.match.current_player()
        # While chance's outcome plays, the screens stay as they are for chance (a cover for the
        # next human comes only once everyone has watched it).
        self.screens.follow(CHANCE if self.watching and acting is not None else acting)
        self._hold_cover(by_computer)
        viewer = self.screens.viewer
        state = self.match.state
        mine = viewer is not None and viewer == acting and self.screens.confirming is None and not self.watching
        legal = self.rules.legal_actions(state) if mine else []
        self.table.show(self.rules.view(state, viewer), viewer, legal, acting if isinstance(acting, int) else None)
        self.shown_seat = viewer
        self._cover_press = False  # a press from before this change never opens a cover
        self._sync_controls()
        self._sync_log()
        if acting is None and self.over_since is None:
            self.over_since = self.clock

    def _sync_log(self) -> None:
        # chance's outcome enters the log once it has played: the words must not tell it first
        lines = self.match.log_lines()
        self.log.sync(lines[:-1] if self.watching else lines, self.match.hint_notes())

    def _hold_cover(self, by_computer: bool) -> None:
        """After a computer's move the next human's cover waits a moment (see `_cover_held`), the
        table meanwhile showing public information only, as it did while the computer acted."""
        screens = self.screens
        held = self._cover_held
        self._cover_held = None
        if screens.handoff_to is None or screens.open_seat is not None:
            return
        if by_computer or held == screens.handoff_to:
            if self._cover_wait() > 0:
                self._cover_held, screens.handoff_to = screens.handoff_to, None

    def _cover_wait(self) -> float:
        """Seconds the held cover still waits: the pace a computer's move is shown at, and any
        animation of it within the wait a turn's first move gets; none at a pace of 0 (no wait wanted)."""
        delay, animation_wait = move_wait(self.app.settings.computer_delay, True)
        if delay <= 0:
            return 0.0
        waited = self.clock - self.last_change
        if self.table.is_animating() and waited < animation_wait:
            return animation_wait - waited
        return max(0.0, delay - waited)

    def _sync_controls(self) -> None:
        """The Turn over bar while a player's ended turn waits for Confirm; the toolbar's Undo
        greyed while the table is covered."""
        wanted = self.screens.confirming is not None and self._manager is not None and self.frame is not None
        if wanted and self._bar is None:
            assert self._manager is not None and self.frame is not None
            self._bar = TurnBar(self._manager, self.regions["seats"], self.frame.s)
        elif not wanted and self._bar is not None:
            self._bar.kill()
            self._bar = None
        if self._bar is not None:
            self._bar.words = self._bar_words()
        for button, key in self.buttons.items():
            if key == "undo":
                if self.screens.handoff_to is None:
                    button.enable()
                else:
                    button.disable()
        self._sync_hint_button()

    def _sync_hint_button(self) -> None:
        """The Hint button shows only while a human at the open screen is to act; it reads
        "Thinking..." (and waits) while the hint is worked out."""
        button = next((b for b, k in self.buttons.items() if k == "hint"), None)
        if button is None:
            return
        wanted = self.hint_seat() is not None
        if wanted != button.visible:
            if wanted:
                button.show()
            else:
                button.hide()
        thinking = self._hint_asked is not None
        label = "Thinking\u2026" if thinking else "Hint"
        if button.text != label:
            button.set_text(label)
        # No tooltip while the hint is coming or shown: the pointer still rests on the button,
        # and its tooltip would hang over the panel's title.
        tip = None if thinking or self.hint_panel is not None else HINT_TIP
        if button.tool_tip_text != tip:
            button.set_tooltip(tip)
            if tip is None and button.tool_tip is not None:
                button.tool_tip.kill()
                button.tool_tip = None
        if thinking == button.is_enabled:
            if thinking:
                button.disable()
            else:
                button.enable()

    def _bar_words(self) -> tuple[str, str]:
        """The Turn over bar's words: a move that handed a decision to another seat in the middle
        of its player's turn (the game's `turn_of` still names him) has not ended that turn."""
        mover, acting = self.screens.confirming, self.match.current_player()
        turn = self.rules.turn_of(self.match.state)
        if isinstance(acting, int) and acting != mover and turn == mover:
            return f"{self.match.seats[acting].name} decides now", "Your turn goes on after."
        # A decision answered in another seat's turn (a Favor's receiver choosing his benefit)
        # ended no turn of the mover's: the bar names who decides now. The bar stands right
        # after the mover's move, so the state before the last one is the one he decided in.
        before = deque(self.match.states(), maxlen=2)[0]
        owner = self.rules.turn_of(before)
        if isinstance(acting, int) and isinstance(owner, int) and owner != mover:
            name = self.match.seats[acting].name
            note = f"{self.match.seats[owner].name}'s turn goes on." if turn == owner else "Your decision is made."
            return f"{name} decides now", note
        return "Your turn is over", ""

    def update(self, dt: float) -> None:
        self.clock += dt
        self.table.update(dt * self.app.settings.animation_speed)
        if self._knock is not None:
            self._knock_wait -= dt * self.app.settings.animation_speed
            if self._knock_wait <= 0 or not self.table.is_animating():
                self._ring_knock()
        self.hover.update(dt)
        if self.watching and not self.table.is_animating():
            self._chance_played()
        self._chance_step()
        self._hint_step()
        self._standing_step()
        if self._cover_held is not None and self._cover_wait() <= 0:
            self._refresh()  # the held cover comes now
        if self.autoplay:
            self._computer_step()
        if (self.over_since is not None and self.clock - self.over_since >= RESULTS_PAUSE
                and not self.table.is_animating()):
            self._offer_results()

    def _offer_results(self) -> None:
        """The final position stays; a button over the table leads on when the players are ready.
        (Made again after a rebuild, which clears the widgets or, at another size, changes the manager.)"""
        button = self.results_button
        if button is not None and button.alive() and button.ui_manager is self.app.manager:
            return
        assert self.frame is not None
        table = self.regions["table"]
        size = (self.frame.px(300), self.frame.px(56))
        rect = pygame.Rect((table.centerx - size[0] // 2, table.bottom - size[1] - self.frame.px(18)), size)
        self.results_button = pygame_gui.elements.UIButton(
            rect, "See the results", self.app.manager, tool_tip_text="The scores, then the review of every move",
            object_id=pygame_gui.core.ObjectID("#results", "@start_button"))

    def animating(self) -> bool:
        # Frames are needed while a piece moves, a knock waits for it to land, a tooltip is
        # due, a computer seat is to move (unless it waits for a human's Confirm), and for two
        # seconds after any move (a finished match's pause before its results).
        computer_moves = self.autoplay and self.computer_to_act() is not None and self.screens.confirming is None
        chance = self.watching or (self.match.current_player() == CHANCE and self._chance_failed != self.version)
        hint = self._hint_asked is not None or (self.hint_panel is not None
                                                 and self.clock - self._hint_since < HINT_PULSE_S)
        return (self.table.is_animating() or self._knock is not None or self.hover.waiting or computer_moves
                or chance or hint or self._cover_held is not None or self.clock - self.last_change < 2.0)

    def computer_to_act(self) -> int | None:
        acting = self.match.current_player()
        return acting if isinstance(acting, int) and not self.match.seats[acting].is_human else None

    # --- hints ---

    def hint_seat(self) -> int | None:
        """The human seat a hint would be for: the seat to act, when it is a human's whose screen is
        open (no cover, no Turn over bar, no outcome of chance playing)."""
        acting = self.match.current_player()
        screens = self.screens
        if not isinstance(acting, int) or not self.match.seats[acting].is_human or self.watching:
            return None
        if screens.handoff_to is not None or screens.confirming is not None or screens.viewer != acting:
            return None
        return acting

    def ask_hint(self) -> None:
        """The Hint button or key H: Normal's move for the seat to act, worked out on the computer
        players' worker from that seat's view; noted in the log once per position. Asked again
        while shown, the hint folds away."""
        if self.hint_panel is not None:
            self.close_hint()
            return
        seat = self.hint_seat()
        if seat is None or self._hint_asked == self.version:
            return
        self.computers.ask(self.rules, self.match.state, seat, HINT, self.match.player_seed,
                           len(self.match.actions), self.version)
        self._hint_asked = self.version
        if self.match.note_hint(seat):
            self._sync_log()
            self._autosave()
        self._sync_hint_button()

    def close_hint(self) -> bool:
        """Fold the hint away (Esc, its close mark); False if none was shown."""
        if self.hint_panel is None:
            return False
        self.hint_panel = None
        self._hint_controls(folded=True)  # the steppers it set go back as the player left them
        self._sync_hint_button()
        return True

    def _hint_step(self) -> None:
        if self._hint_asked is None:
            return
        answer = self.computers.take(self._hint_asked) if self._hint_asked == self.version else None
        if self._hint_asked != self.version:  # the position moved on: that hint is dropped
            self._hint_asked = None
        if answer is None:
            self._sync_hint_button()
            return
        self._hint_asked = None
        seat = self.hint_seat()
        if not answer.suggestions or seat is None:
            if answer.error:
                self.app.toast(f"No hint this time ({answer.error}).")
            self._sync_hint_button()
            return
        self.hint_panel = HintPanel(answer.suggestions, self.match.seats[seat].name)
        self._hint_controls()
        self._lay_hint()
        self._hint_since = self.clock
        self._sync_hint_button()

    def _lay_hint(self) -> None:
        """The hint's panel laid out clear of whatever its moves point at on the table."""
        panel = self.hint_panel
        if panel is None or self.frame is None:
            return
        log = self.regions["log"]
        if log.width:  # over the game log, where it hides nothing the player plays with
            panel.layout(log, self.frame.s, self.frame.fs)
            return
        pointed = [r for s in panel.suggestions for r in view_targets(self.table, s.action)]
        panel.layout(self.regions["table"], self.frame.s, self.frame.fs, pointed)

    def _hint_event(self, event: pygame.event.Event) -> bool:
        """The hint panel's share of the mouse: a line picked, the close mark; True if it was the panel's."""
        assert self.hint_panel is not None
        got = self.hint_panel.handle_event(event)
        if got == "close":
            self.close_hint()
        elif got == "pick":
            self._hint_since = self.clock
            self._hint_controls()
        return got is not None

    def _hint_controls(self, folded: bool = False) -> None:
        """The table's controls set to the move the hint marks, where they hold part of it (a bid's
        amount: `HintControls`, optional); `folded`: put back as the player had them."""
        shown = getattr(self.table, "hint_shown", None)
        action = None if folded or self.hint_panel is None else self.hint_panel.action
        if shown is None or (action is None and not folded):
            return
        try:
            shown(action)
        except Exception:  # a fault in one game's view must not close the table
            traceback.print_exc()

    def _draw_hint_marks(self, surface: pygame.Surface, frame: Frame) -> None:
        panel = self.hint_panel
        assert panel is not None
        table = self.regions["table"]
        pulse = self.clock - self._hint_since
        clock = pulse if pulse < HINT_PULSE_S else math.pi / 10  # then still, at the outline's widest
        surface.set_clip(table)
        try:
            draw_marks(surface, table, view_targets(self.table, panel.action), panel.words(panel.chosen),
                       panel.chosen + 1, clock, frame.s, frame.fs, avoid=panel.rect)
        finally:
            surface.set_clip(None)

    def _draw_hint_panel(self, surface: pygame.Surface, frame: Frame) -> None:
        """The panel, drawn last: over the log, or over the table with the log folded away."""
        panel = self.hint_panel
        assert panel is not None
        log = self.regions["log"]
        surface.set_clip(log if log.width else self.regions["table"])
        try:
            panel.draw(surface, frame.s, frame.fs)
        finally:
            surface.set_clip(None)

    # --- chance ---

    def _chance_step(self) -> None:
        """Chance's outcome, once the match asks for one: asked of the game's resolver on a
        worker thread (a live drop must not hold a frame back), applied when it comes."""
        if (self.match.current_player() != CHANCE or self.screens.confirming is not None
                or self._chance_failed == self.version):
            return
        if not self.chances.asked(self.version):
            rng = outcome_rng(self.match.seed, len(self.match.actions))
            self.chances.ask(self.rules, self.match.state, rng, self.version)
        answer = self.chances.take(self.version)
        if answer is None:
            return
        if answer.resolution is None:
            self._chance_failed = self.version
            self.app.toast(f"Chance could not decide ({answer.error}).")
            return
        action = answer.resolution.action
        last_seat = next((a for a in reversed(self.match.actors()) if isinstance(a, int)), None)
        try:
            self.match.apply(action)
        except IllegalAction as exc:  # a resolver bug: say so rather than close the table
            self._chance_failed = self.version
            self.app.toast(f"Chance's outcome was refused: {exc.reason}")
            return
        self._before_chance = last_seat
        self.watching = True
        self._changed()
        self._moved(action, CHANCE)
        self._play_chance(answer.resolution.playback)

    def _play_chance(self, playback: object) -> None:
        """The view animates what the resolver produced, when it can (an optional method)."""
        play = getattr(self.table, "play_chance", None)
        if play is None or playback is None:
            return
        try:
            play(playback)
        except Exception:  # a fault in one game's view must not close the table
            traceback.print_exc()

    def _chance_played(self) -> None:
        """Everyone has watched chance's outcome: the table goes on to the next seat (its cover,
        if it covers), whose pace and chime start from here."""
        self.watching = False
        self.last_change = self.clock
        self._refresh()
        if self._human_takes_over(self._before_chance, self.match.current_player()):
            self.app.sounds.play_later("chime", CHIME_AFTER_S)

    def _standing_step(self) -> None:
        """A standing order the player at the screen gave their table view (Jerusalem: take every
        revenue in full for the rest of the round), applied like their click when it applies. Each
        such move waits for the previous one to be drawn (its animation, not a timer: an idle
        table must not hold an order back)."""
        ask = getattr(self.table, "standing_action", None)
        if ask is None or self._standing_tried == self.version or self.table.is_animating() or self.watching:
            return
        acting = self.match.current_player()
        screens = self.screens
        if acting is None or screens.viewer != acting or screens.confirming is not None:
            return
        try:
            action = ask()
        except Exception:  # a fault in one game's view must not close the table
            traceback.print_exc()
            action = None
        if action is not None:
            self._standing_tried = self.version  # refused: not again until something changes
            self.try_action(action)

    def _computer_step(self) -> None:
        acting = self.computer_to_act()
        if acting is None or self.screens.confirming is not None or self.watching:
            return  # a human's ended turn waits for its Confirm: the computers wait with it
        seat = self.match.seats[acting]
        if self._ready is None or self._ready[0] != self.version:
            if not self.computers.asked(self.version):
                self.computers.ask(self.rules, self.match.state, acting, seat.player, self.match.player_seed,
                                   len(self.match.actions), self.version)
            answer = self.computers.take(self.version)
            if answer is None:
                return
            self._ready = (self.version, answer)
            self._think_ahead(acting, answer.action)
        first = self.match.last_actor() != acting
        delay, animation_wait = move_wait(self.app.settings.computer_delay, first)
        waited = self.clock - self.last_change
        if waited < delay or (self.table.is_animating() and waited < animation_wait):
            return
        decision = self._ready[1]
        self._ready = None
        action = decision.action
        try:
            if action is None:
                raise IllegalAction(decision.error or "no move")
            self.match.apply(action)
            played = action
        except IllegalAction as exc:
            # A player bug must not stall the table: say so, and play any legal move for the seat.
            name = self.match.seats[acting].name
            self.app.toast(f"{name}'s computer player failed ({exc}); it played a random legal move.")
            view = self.rules.view(self.match.state, acting)
            rng = decision_rng(self.match.player_seed, len(self.match.actions))
            played = RandomPlayer().choose(self.rules, view, acting, rng)
            self.match.apply(played)
        if self._ahead is not None and played != self._ahead:
            self.computers.forget()  # it thought ahead about another move than the one played
        self._ahead = None
        self._changed(by_computer=True)
        self._moved(played, acting)

    def _think_ahead(self, acting: int, action: Action | None) -> None:
        """While the seat's move waits to be shown, its worker already decides the seat's next
        move in the same turn (the position after this move is known): a turn of many small
        moves then costs the thinking or the pace, whichever is longer, not both."""
        if action is None:
            return
        try:
            after = self.rules.apply(self.match.state, action)
        except IllegalAction:
            return
        if self.rules.current_player(after) != acting:
            return
        seat = self.match.seats[acting]
        self.computers.ask(self.rules, after, acting, seat.player, self.match.player_seed, len(self.match.actions) + 1,
                           self.version + 1)
        self._ahead = action

    # --- drawing ---

    def _tooltip_target(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """What the tooltip at `pos` is about, when the view says (an optional `tooltip_target`)."""
        target = getattr(self.table, "tooltip_target", None)
        if target is None:
            return None
        try:
            return target(pos)
        except Exception:
            traceback.print_exc()
            return None

    def _tooltip(self, pos: tuple[int, int]) -> str | None:
        if self.screens.handoff_to is not None:
            return None
        try:
            return self.table.tooltip(pos)
        except Exception:
            traceback.print_exc()
            return None

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame
        if frame is None:
            return
        look.draw_table(surface)
        bar = self.regions["toolbar"]
        pygame.draw.rect(surface, look.WOOD_DARK, bar)
        pygame.draw.line(surface, look.GOLD, bar.bottomleft, bar.bottomright, max(1, frame.px(2)))
        acting = self.match.current_player()
        thinking = self.autoplay and self.computer_to_act() is not None and self.screens.confirming is None
        seat = acting if isinstance(acting, int) and not self.watching else None  # chance is no seat's turn
        draw_seat_bar(surface, self.regions["seats"], self.info, self.match.seats, seat, thinking, self.clock,
                      frame.s, frame.fs)
        table = self.regions["table"]
        if self.screens.handoff_to is not None:
            draw_handoff(surface, self._cover_rect(), self.info, self.match.seats[self.screens.handoff_to], frame.s,
                         frame.fs, self._prompt())
            self._record(None)
            return
        surface.set_clip(table)
        try:
            self.table.draw(surface)
        finally:
            surface.set_clip(None)
        self._record(self.shown_seat)
        if self.hint_panel is not None:
            self._draw_hint_marks(surface, frame)
        if self._bar is not None:
            self._bar.draw(surface, frame.s, frame.fs)
        if self.regions["log"].width:
            log = self.regions["log"]
            surface.blit(look.shade(log.size), log)
            heading = (log.x + frame.px(12), log.y + frame.px(12))
            fonts.text(surface, "Game log", frame.font_px(17), look.PARCHMENT, heading, bold=True)
            self.log.draw(surface)
        if self.hint_panel is not None:
            self._draw_hint_panel(surface, frame)

    def _record(self, seat: int | None) -> None:
        self.drawn_from = seat
        self.drawn.append((self.app.frames, seat))

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.frame is not None and self.screens.handoff_to is None:
            self.hover.draw(surface, self.frame.font_px(15))
