"""The computer players' quick judgement of Anno Domini's moves: the order a search tries them
in, and the move a rollout plays past a leaf, both without looking ahead.

A sensible player puts a card where it carries on (or completes) a set, Visits when a set is
complete, takes what a follower action, a reward or an Offering gives, and leaves the Market
and the Temple when done rather than trading to and fro. In the 2-player game it places or
moves a Friendly Follower where its group scores most. A rollout plays so with a little
chance mixed in, so that it stays fast and still meets what the others might do.
"""

from __future__ import annotations

from games.anno_domini.ai_judge import sensible
from games.anno_domini.rules.actions import DONE, SKIP, TAKE_OFFERING, MoveFriendly, PlaceFriendly, PlayCard
from games.anno_domini.rules.apostles import marker_symbol, missing_symbols
from games.anno_domini.rules.config import FRIENDLY_COLOURS, Config
from games.anno_domini.rules.friendly import gain_if_placed
from games.anno_domini.rules.state import EMPTY, FRIENDLY, AnnoState, with_item
from games.core.contract import Action
from games.core.rng import Rng

LEAVE_MARKET = 0.6  # in a rollout, how often the Market is left at once
LEAVE_TEMPLE = 0.35
SKIP_PURCHASE = 0.5


def set_fit(cfg: Config, s: AnnoState, seat: int, action: PlayCard) -> int:
    """2: the card completes a set in its space; 1: it carries a set on (or begins one in an
    empty space); 0: the space makes no set with it."""
    pl = s.p[seat]
    played = tuple(cfg.cards[c].location for c in pl.rows[action.row]) + (cfg.cards[action.card].location,)
    if len(played) > 3:
        return 0
    symbols = tuple(marker_symbol(cfg, m) for m in pl.received)
    fit = 0
    for seq in s.sets:
        if missing_symbols(seq, played, symbols) is not None:
            return 2
        if seq[:len(played)] == played:
            fit = 1
    return fit


def friendly_gain(cfg: Config, s: AnnoState, action: Action) -> int:
    """The VP a Place or Move a Friendly Follower scores at once (0 for any other action)."""
    if isinstance(action, PlaceFriendly):
        occupant = FRIENDLY[FRIENDLY_COLOURS.index(action.colour)]
        return gain_if_placed(cfg, s.supper, cfg.space_index[action.space], occupant)
    if isinstance(action, MoveFriendly):
        source = cfg.space_index[action.source]
        supper = with_item(s.supper, source, EMPTY)
        return gain_if_placed(cfg, supper, cfg.space_index[action.target], s.supper[source])
    return 0


def _friendly_order(cfg: Config, s: AnnoState, actions: list[Action]) -> list[Action]:
    """Scoring placements and moves first, the best first; then a placement that scores nothing
    (it still draws a 33 A.D. card) before declining, but declining before a move for nothing."""
    gains = {a: friendly_gain(cfg, s, a) for a in actions}
    scoring = sorted((a for a in actions if gains[a] > 0), key=lambda a: -gains[a])
    rest = [a for a in actions if gains[a] == 0 and a != SKIP]
    skip = [SKIP] if SKIP in actions else []
    if any(isinstance(a, MoveFriendly) for a in rest):
        return scoring + skip + rest
    return scoring + rest + skip


def order(cfg: Config, s: AnnoState, actions: list[Action]) -> list[Action]:
    """Most promising first, without what no sensible player does (ai_judge.py); the search's
    one-step judgement does the rest."""
    if not s.tasks:
        return actions
    actions = sensible(cfg, s, actions)
    task = s.tasks[-1]
    kind = task.kind
    if kind == "play":
        def key(a: Action) -> int:
            return -set_fit(cfg, s, task.seat, a) if isinstance(a, PlayCard) else 0
        return sorted(actions, key=key)
    if kind in ("market", "temple"):
        return [a for a in actions if a == DONE] + [a for a in actions if a != DONE]
    if kind == "fa" and task.arg in ("place_friendly", "move_friendly"):
        return _friendly_order(cfg, s, actions)
    if kind in ("fa", "visit", "swap", "offering"):
        return [a for a in actions if a != SKIP] + [a for a in actions if a == SKIP]
    return actions


def rollout(cfg: Config, s: AnnoState, actions: list[Action], rng: Rng) -> Action:
    if not s.tasks or len(actions) == 1:
        return actions[0]
    task = s.tasks[-1]
    kind = task.kind
    if kind == "play":
        plays = [a for a in actions if isinstance(a, PlayCard)]
        if plays:
            best, fits = 0, []
            for a in plays:
                fit = set_fit(cfg, s, task.seat, a)
                if fit > best:
                    best, fits = fit, [a]
                elif fit == best:
                    fits.append(a)
            return rng.choice(fits)
        return rng.choice(actions)
    if kind == "offering":
        return TAKE_OFFERING if TAKE_OFFERING in actions else SKIP
    if kind == "market":
        return DONE if rng.random() < LEAVE_MARKET else rng.choice(sensible(cfg, s, actions))
    if kind == "temple":
        return DONE if rng.random() < LEAVE_TEMPLE else rng.choice(actions)
    if kind == "buy":
        return SKIP if rng.random() < SKIP_PURCHASE else rng.choice(actions)
    if kind == "fa" and task.arg in ("place_friendly", "move_friendly"):
        return _friendly_order(cfg, s, actions)[0]
    if kind in ("fa", "visit", "swap"):
        taken = [a for a in actions if a != SKIP]
        return rng.choice(taken) if taken else SKIP
    return rng.choice(actions)
