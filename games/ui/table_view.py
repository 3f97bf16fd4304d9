"""What a game's table view offers the shell (games/<id>/table/view.py implements it).

The shell (games/ui/game_scene.py) owns the match, the toolbar, the log panel, toasts,
the hot-seat handoff, computer players and the results screen. A table view only draws
the table from a *view* of the state and turns mouse input into candidate actions; the
shell applies them and, when the rules refuse, shows the IllegalAction's reason.

Chance is no seat: while the rules wait for an outcome from outside them (a drop through
the tower) `show` gets acting=None, and the shell has the game's resolver decide it. A view may
also implement `play_chance(playback) -> None` (see `ChanceView`, an optional part of the
protocol); a view without it just shows the new state. A view whose animations sound by
themselves takes the app's sound player through `use_sounds` (`SoundView`, optional too).

Each game's view module also has `draw_box_art(surface, rect)`: its box art for the menu,
drawn by the project, and the game's rules reference lives in assets/rules/<id>.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from games.core.contract import Action, Rules, Seat


@dataclass(frozen=True)
class Refusal:
    """What `handle_event` may answer instead of an action when the gesture asks for what the
    view already knows cannot be (a card past the discard limit): the shell shows `reason` near
    the pointer with the refusal's thud, as it does the rules' reason for a refused action."""

    reason: str


class TableView(Protocol):
    def __init__(self, rules: Rules, seats: list[Seat], options: dict[str, Any]) -> None: ...

    def layout(self, rect: pygame.Rect) -> None:
        """The part of the window the table may use (the window minus toolbar and log).
        Called on start and whenever the window is resized."""

    def show(self, view: Any, seat: int | None, legal: list[Action], acting: int | None) -> None:
        """A new state to draw. `view` is rules.view(state, seat): `seat` is the human
        whose screen is open (None when no human sits at the screen, e.g. between two
        computer moves with only public information shown). `legal` are the actions that
        seat may take now (empty when it is not that seat's turn); `acting` is the seat
        to act (None when no seat does: the game is over, or chance decides). Changes
        between consecutive calls are animated by the view."""

    def handle_event(self, event: pygame.event.Event) -> Action | Refusal | None:
        """Mouse and key events. Returns a candidate action when the player completes a
        gesture (a drop, a click on a target); the shell applies it. A `Refusal` says why a
        gesture does nothing."""

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds (scaled by the animation speed setting)."""

    def is_animating(self) -> bool: ...

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table into the rect given to layout()."""

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """Text for a hover tooltip at pos (e.g. a palace's value with its breakdown)."""

    def cancel_gesture(self) -> bool:
        """Esc: drop whatever the player is holding or half-way through choosing. True if
        there was something (then Esc goes no further), False to let Esc open the menu."""



class ChanceView(Protocol):
    """The optional part of a TableView for games with chance from outside the rules."""

    def play_chance(self, playback: Any) -> None:
        """Animate an outcome of chance as it was just produced live: `playback` is what the
        game's resolver gave beside the outcome (the drop's frames), never None. Called right
        after `show` was given the state the outcome led to. While `is_animating()` is True
        afterwards, no seat acts and no handoff cover comes: everyone watches. Never called for
        a loaded, continued or reviewed match: those show the recorded result as it stands."""


class SoundView(Protocol):
    """The optional part of a TableView whose animations make their own sounds (cubes knocking
    in a tower as they fall): the shell hands it the app's sound player once, after making it.
    The player plays at the volume the Settings give (0 is silence), read at every sound."""

    def use_sounds(self, sounds: Any) -> None: ...


class ControlView(Protocol):
    """The optional part of a TableView that says what a click at `pos` would press: a button by
    its words, another part by its own name (None: nothing). The shell compares it before and after
    a click's move to tell a double-click's second press on the same control (Sell, Sell) from one
    on the control the move put in its place ("Leave the Temple", then "Decline"): only the second
    is dropped (GameScene._double_click). Without it, the view's tooltip stands in."""

    def control_at(self, pos: tuple[int, int]) -> object: ...


class HintView(Protocol):
    """The optional part of a TableView that points at a move for the hint (games/ui/hint_panel.py):
    the rects on screen of what `action` names (the piece it moves, the space, card or Area it goes
    to, the button that makes it). Empty when the view cannot point at it: the hint then shows the
    move's words in an outlined note instead."""

    def hint_targets(self, action: Action) -> list[pygame.Rect]: ...


class HintControls(Protocol):
    """The optional part of a TableView whose controls hold part of a move (the amount of a bid,
    the troops to commit): told each time the hint marks a move (the hint shown, another of its
    lines picked), it sets those controls to that move's, so the player sees exactly what Normal
    would play and the button the hint marks makes it. The hint still never plays. Told None when
    the hint is folded away unplayed: the controls go back to what the player had set, unless the
    player has changed them since."""

    def hint_shown(self, action: Action | None) -> None: ...


class HintedSteppers:
    """What a view's steppers held before the hint set them (`HintControls`), so that a hint
    folded away unplayed puts them back, unless the player has changed them since."""

    def __init__(self) -> None:
        self._kept: tuple[dict[str, int], dict[str, int]] | None = None  # (the player's, the hint's)

    def show(self, values: dict[str, int], hinted: dict[str, int]) -> dict[str, int]:
        """`values` with the hint's amounts in; the player's own are kept from the first hint shown."""
        before = self._kept[0] if self._kept is not None else dict(values)
        shown = {**values, **hinted}
        self._kept = (before, dict(shown))
        return shown

    def fold(self, values: dict[str, int]) -> dict[str, int] | None:
        """The player's own values back, or None where the hint set nothing or she changed them since."""
        kept, self._kept = self._kept, None
        return kept[0] if kept is not None and values == kept[1] else None

    def forget(self) -> None:
        """A new decision: what the hint set is gone with the old one."""
        self._kept = None
