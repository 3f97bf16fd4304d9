"""The app: one window, one scene at a time, and the ways between scenes.

The loop is `App.step()`: one frame (events, update, draw, flip). `run()` calls it at
60 frames a second while anything moves and otherwise sleeps until an event comes (idle
means idle: a still table costs no processor); tests post real pygame events and call it
frame by frame.
"""

from __future__ import annotations

import os
import signal
import time
import warnings
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's class names the app (not "python3"), so that a desktop matches the window to the
# launcher's entry (StartupWMClass) and shows its icon in the dock and the task switcher.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Caravanserai")
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "Caravanserai")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

from games import registry  # noqa: E402
from games.core import paths  # noqa: E402
from games.core.match import Match, SaveError, new_match_id  # noqa: E402
from games.core.save_file import short  # noqa: E402
from games.ui import campaigns, catalog, saves  # noqa: E402
from games.ui.art import fonts
from games.ui.campaign_scene import CampaignScene  # noqa: E402
from games.ui.computer_turns import WorkerHome  # noqa: E402
from games.ui.game_scene import GameScene  # noqa: E402
from games.ui.load_scene import LoadScene  # noqa: E402
from games.ui.menu_scene import MenuScene  # noqa: E402
from games.ui.new_game_scene import NewGameScene  # noqa: E402
from games.ui.notes import Toasts  # noqa: E402
from games.ui.results_scene import ResultsScene  # noqa: E402
from games.ui.review_scene import ReviewScene  # noqa: E402
from games.ui.rules_scene import RulesScene  # noqa: E402
from games.ui.scene import Frame, Scene  # noqa: E402
from games.ui.settings import Settings, load_settings, save_settings  # noqa: E402
from games.ui.settings_scene import SettingsScene  # noqa: E402
from games.ui.sounds import Sounds  # noqa: E402
from games.ui.theme import Managers  # noqa: E402

WINDOW_TITLE = "Caravanserai"
WINDOW_ICON_PX = 32  # the plain gate: title bars show it at 12-24 px (a dock takes the launcher's hicolor sizes)
MAX_DT = 0.1  # a stalled frame (window dragged, machine busy) does not jump animations ahead
FPS = 60
MIN_SIZE = (1024, 640)  # the smallest window every screen is laid out for
# After any event the widgets' own timers run at full rate for a while: a tooltip's delay,
# hover fades, smooth scrolling, a list that opens.
AWAKE_AFTER_EVENT_S = 1.5
IDLE_WAKE_S = 1.0  # a still app looks at its timers this often (no frame is drawn unless one is due)
BLINK_S = 0.4  # a text field with the cursor in it redraws this often, so the cursor blinks
IDLE_POLL_S = 0.025  # how often a sleeping app looks for events


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])


# Room a desktop keeps for the window's title bar and a panel: a window as tall as the screen
# would open with its bottom row (the player's own board) under the taskbar.
DESKTOP_MARGIN = 48


def within_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """`size`, made no larger than the screen the window opens on: the stored size (1280x720 by
    default) opened on a 1024x768 screen with its left edge off the screen. A driver without a
    screen (the tests' dummy) keeps the size asked for."""
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return size
    try:
        desktops = pygame.display.get_desktop_sizes()
    except (AttributeError, pygame.error):  # an older pygame, or a driver that cannot tell
        return size
    if not desktops or min(desktops[0]) <= 0:
        return size
    width, height = desktops[0]
    return min(size[0], width), min(size[1], height - DESKTOP_MARGIN)


def window_title(scene: Scene) -> str:
    """'Caravanserai \u2014 Medina' at the table, 'Caravanserai \u2014 Medina \u2014 Results' after it: wherever a
    match is on screen, the title bar and the task switcher name its game."""
    match = getattr(scene, "match", None)
    game = match.rules.info.title if isinstance(match, Match) else ""
    return " \u2014 ".join([WINDOW_TITLE, *(part for part in dict.fromkeys((game, scene.caption)) if part)])


def set_window_icon() -> None:
    """The caravanserai gate (assets/icon-*.png, drawn by tools/make_icon.py) on the window."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.icon_path(WINDOW_ICON_PX))))
    except (OSError, pygame.error):  # a missing icon leaves the system's: never worth a failed start
        pass


current: App | None = None  # the app run() runs (a bench probe's first-frame hook works on it)


class App:
    def __init__(self, *, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 first_frame_hook: Callable[[], None] | None = None, computer_process: bool = True) -> None:
        pygame.display.init()
        if not pygame.font.get_init():
            fonts.font.cache_clear()  # fonts from before a pygame.quit() are dead
            pygame.font.init()
        self.settings = settings if settings is not None else load_settings()
        if size is not None:
            self.settings.window_size = size
        self.screen = self._open_window()
        # The mixer starts after the first frame (see update): the menu must not wait for a sound device.
        self.sounds = Sounds(lambda: self.settings.volume)
        self.managers = Managers()
        self.frame = Frame(self.screen.get_size())
        self.manager: pygame_gui.UIManager = self.managers.get(self.frame.size, self.frame.fs)
        self.toasts = Toasts()
        self.first_frame_hook = first_frame_hook
        # Computer seats think in a worker process; tests that swap in their own player
        # kinds keep them in a thread of this process, where those kinds exist.
        self.computer_process = computer_process
        self.computer_home = WorkerHome()  # the computer players' worker process, for the app's life
        self.frames = 0
        self.running = True
        self._last_tick: float | None = None
        self._last_event = time.perf_counter()  # the start counts as one: the first frames settle
        self._resized: tuple[int, int] | None = None  # the size a resize event asked for
        saves.remove_interrupted_writes()  # before the menu lists anything
        self.scene: Scene = MenuScene(self)
        self.rebuild()

    # --- the window ---

    def _open_window(self) -> pygame.Surface:
        if pygame.display.get_surface() is None:  # the window shows its name and icon from its first moment
            pygame.display.set_caption(WINDOW_TITLE)
            set_window_icon()
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(at_least_minimum(within_desktop(self.settings.window_size)), pygame.RESIZABLE)
        try:  # the window manager then stops a drag at the smallest size every screen fits
            with warnings.catch_warnings():  # pygame-ce warns that this Window is the display module's: it is meant
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):  # an older pygame, or a driver without windows
            pass
        return screen

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.store_settings()
        self.screen = self._open_window()
        self.rebuild()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.settings.window_size = size
        self.store_settings()
        if not self.settings.fullscreen:
            self.screen = self._open_window()
            self.rebuild()

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized by the player (or a test): keep the size for the next start
        (never below the minimum) and lay the scene out again."""
        if not self.settings.fullscreen:
            size = at_least_minimum(size)
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != size:  # SDL resized the surface itself otherwise
                self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            if self.settings.window_size != size:
                self.settings.window_size = size
                self.store_settings()
        self.rebuild()

    def rebuild(self) -> None:
        """Fresh widgets for the current scene at the current window size."""
        self.screen = pygame.display.get_surface()
        self.frame = Frame(self.screen.get_size())
        self.manager = self.managers.get(self.frame.size, self.frame.fs)
        self.scene.build(self.manager, self.frame)
        pygame.display.set_caption(window_title(self.scene))

    def store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.toast(f"Could not store the settings: {exc.strerror or exc}")

    # --- the loop ---

    def step(self, dt: float | None = None) -> bool:
        """One frame. `dt` defaults to the real time since the last frame. Returns False
        once the app should close."""
        now = time.perf_counter()
        if dt is None:
            dt = 0.0 if self._last_tick is None else min(MAX_DT, now - self._last_tick)
        self._last_tick = now
        events = pygame.event.get()
        if events:
            self._last_event = now
        for event in events:
            self.dispatch(event)
            if not self.running:
                return False
        if self._resized is not None:
            size, self._resized = self._resized, None
            self.resize(size)
        self.update(dt)
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1 and self.first_frame_hook is not None:
            self.first_frame_hook()
        return self.running

    def run(self) -> None:
        """Until the player quits: 60 frames a second while anything moves, and between events
        while nothing does (the screen keeps its last frame)."""
        clock = pygame.time.Clock()
        while self.step():
            while not self.busy():
                if self.idle(BLINK_S if self.typing() else IDLE_WAKE_S) or self.typing():
                    break
                self.tick()
            clock.tick(FPS)

    def busy(self) -> bool:
        """Whether frames must come at full rate: something moves, waits on a timer or follows
        an event. Otherwise the loop sleeps until the next event."""
        return (self.frames < 2 or self._resized is not None or self.scene.animating() or bool(self.toasts.items)
                or self.sounds.waiting() or time.perf_counter() - self._last_event < AWAKE_AFTER_EVENT_S)

    def typing(self) -> bool:
        """A text field has the cursor (it blinks, so the field redraws now and then)."""
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in self.manager.get_focus_set() or ())

    def idle(self, seconds: float) -> bool:
        """Sleep until an event or `seconds` pass; True when an event came (it stays queued for
        the next step). A still app sleeps here instead of drawing the same frame again.
        pygame.event.wait would look every millisecond (2 % of a core on its own); a look
        every IDLE_POLL_S costs a fifth of that and delays a click imperceptibly."""
        end = time.perf_counter() + seconds
        while not pygame.event.peek():
            left = end - time.perf_counter()
            if left <= 0:
                return False
            time.sleep(min(IDLE_POLL_S, left))
        return True

    def tick(self) -> None:
        """Time passes without a frame: timers run (a computer's move, a delayed sound), nothing
        is drawn. Anything that then moves makes the app busy, and the next step draws it."""
        now = time.perf_counter()
        dt = 0.0 if self._last_tick is None else min(MAX_DT, now - self._last_tick)
        self._last_tick = now
        self.update(dt)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resized = (event.w, event.h)  # once per frame however many resize events a drag sends
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            self.screenshot()
            return
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.sounds.play("button")  # the only sound of the menus, and barely there
        if hasattr(event, "ui_element"):
            self.scene.handle_ui_event(event)
        elif not consumed:
            self.scene.handle_event(event)

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        self.manager.update(dt)
        self.toasts.update(dt)
        if self.frames >= 1:  # after the first frame is on screen: start the mixer, make sounds ahead
            self.sounds.update(dt)

    def draw(self) -> None:
        self.scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        self.scene.draw_over(self.screen)
        self.toasts.draw(self.screen, self.frame.font_px(16))

    def toast(self, words: str, near: tuple[int, int] | None = None, seconds: float = 3.5,
              avoid: pygame.Rect | None = None) -> None:
        """A note that fades; `avoid`: what it must leave in sight (a button and its tooltip)."""
        self.toasts.add(words, near, seconds, avoid)

    def screenshot(self) -> Path | None:
        """F12: the window as a PNG in the user data folder (for the README, bug reports, tests)."""
        folder = paths.user_data_dir() / "screenshots"
        now = datetime.now()
        path = folder / f"caravanserai-{now:%Y%m%d-%H%M%S}-{now.microsecond // 1000:03d}.png"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
        except (OSError, pygame.error) as exc:
            self.toast(f"Could not save a screenshot: {exc}")
            return None
        self.toast(f"Screenshot saved: {path}")
        return path

    def quit(self) -> None:
        self.scene.leave()
        self.computer_home.stop()
        self.running = False

    # --- the ways between scenes ---

    def switch(self, scene: Scene) -> None:
        self.scene.leave()
        self.scene = scene
        self.toasts.new_screen()
        if isinstance(scene, GameScene) and self.settings.last_game != scene.match.game_id:
            self.settings.last_game = scene.match.game_id  # New game and Rules open on the game at the table
            self.store_settings()
        self.rebuild()

    def show_menu(self, notice: str | None = None, notice_title: str = "Could not open the save") -> None:
        self.switch(MenuScene(self, notice, notice_title))

    def show_new_game(self, game_id: str | None = None) -> None:
        self.switch(NewGameScene(self, game_id))

    def show_load(self) -> None:
        self.switch(LoadScene(self))

    def show_rules(self, game_id: str | None = None, back: Scene | None = None) -> None:
        self.switch(RulesScene(self, game_id or self.settings.last_game or None, back))

    def show_settings(self) -> None:
        self.switch(SettingsScene(self))

    def show_extra_scene(self, scene: registry.ExtraScene) -> None:
        """A scene a game offers on the menu (registry.extra_scenes); where its game's data is
        broken, the menu says so instead."""
        owner = next((g for g in registry.game_ids() if scene in getattr(registry.package(g), "EXTRA_SCENES", ())),
                     None)
        entry = catalog.entry(owner) if owner is not None else None
        if entry is not None and not entry.playable:
            self.show_menu(short(f"{scene.label} cannot be opened: {entry.problem}", 400),
                           f"Could not open {scene.label}")
            return
        try:
            opened = registry.open_extra_scene(scene, self)
        except Exception as exc:  # a DataError above all (the tower's file), or its import
            self.show_menu(short(f"{scene.label} cannot be opened: {catalog.describe_problem(exc)}", 400),
                           f"Could not open {scene.label}")
            return
        self.switch(opened)

    def show_results(self, match: Match, board: Scene | None = None) -> None:
        """The scores; `board` is the table the match ended at, to go back to. A campaign's
        match first records its result in the campaign."""
        campaign = campaigns.for_match(match)
        if campaign is not None:
            try:
                campaign = campaigns.settle(campaign, match)
            except OSError as exc:  # recorded the next time the campaign is looked at
                self.toast(f"Could not keep the campaign: {exc.strerror or exc}")
        self.switch(ResultsScene(self, match, board, campaign))

    def show_campaigns(self, selected: str | None = None) -> None:
        """The player's campaigns, `selected` (a campaign id) chosen."""
        self.switch(CampaignScene(self, selected))

    def show_board(self, match: Match, board: Scene | None = None) -> None:
        """The final position of a finished match (its table, with the way back to the results)."""
        self.switch(board if board is not None else GameScene(self, match))

    def show_review(self, match: Match, back: Scene | None = None, step: int | None = None) -> None:
        """Step through the match; `back` is where Back goes (the match in progress, the results, Load)."""
        self.switch(ReviewScene(self, match, back, step))

    def start_match(self, match: Match) -> None:
        scene = GameScene(self, match)
        try:
            saves.autosave(match)  # kept in its own file even before the first move
        except OSError as exc:
            self.toast(f"Autosave failed: {exc.strerror or exc}")
        self.switch(scene)

    def open_save(self, path: Path) -> str | None:
        """Open a save into the table; the player's reason if it cannot be opened."""
        match, problem = self.load_match(path)
        if match is None:
            return problem
        if match.is_over():
            self.show_results(match)
        else:
            self.start_match(match)
            if Path(path) == paths.autosave_path():
                saves.retire_old_autosave(match)
        return None

    def load_match(self, path: Path) -> tuple[Match | None, str | None]:
        """The match in a file, or why it cannot be opened in one line naming the file (the
        load list then gives the reason too)."""
        try:
            match = Match.load(path, registry.rules)
        except SaveError as exc:
            reason = str(exc)
        except Exception as exc:  # e.g. the game's config is broken: say so, keep the app
            reason = short(catalog.describe_problem(exc), 360)
        else:
            entry = catalog.entry(match.game_id)
            if entry.playable:  # else the rules load but the table view does not
                if Path(path) != saves.kept_path(match) and saves.kept_path(match).exists():
                    # A save of a match that is also kept goes on as a match of its own, so
                    # playing it never overwrites where the kept match had got to.
                    match.match_id = new_match_id()
                return match, None
            reason = short(f"its game cannot be played: {entry.problem}", 360)
        saves.note_problem(Path(path), reason)
        return None, saves.problem_line(Path(path), reason)

    def continue_match(self) -> None:
        """The match played last that is not over, or the campaign played last."""
        latest = campaigns.continue_target()
        if isinstance(latest, campaigns.Entry) and latest.campaign is not None:
            self.show_campaigns(latest.campaign.campaign_id)
            return
        problem = self.open_save(latest.path) if latest is not None else "There is no match in progress to continue."
        if problem:
            self.show_menu(problem)


def run(load_path: Path | None = None, *, first_frame_hook: Callable[[], None] | None = None) -> int:
    """Open the window on the main menu (or straight into the save at `load_path`) and
    run until the player quits. Returns the process exit code."""
    global current
    app = current = App(first_frame_hook=first_frame_hook)
    before = _stop_on_sigterm()  # after SDL's start, which puts its own handler there
    try:
        if load_path is not None:
            problem = app.open_save(Path(load_path))
            if problem:
                app.show_menu(problem)
        app.run()
    finally:
        app.computer_home.stop()  # the worker would end with the app anyway (a daemon): sooner is tidier
        if before is not None:
            signal.signal(signal.SIGTERM, before)
        pygame.quit()
    return 0


def _stop_on_sigterm() -> signal.Handlers | Callable[..., object] | int | None:
    """Let SIGTERM end the app at once, even in the middle of a long frame: SDL's own handler
    only queues a quit event, which an app stuck in a frame never reads. Nothing is lost: the
    match was kept after its last move. The handler there before, or None where none can be set."""
    def stop(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    try:
        return signal.signal(signal.SIGTERM, stop)
    except (ValueError, OSError, AttributeError):  # not the main thread, or no SIGTERM here
        return None
