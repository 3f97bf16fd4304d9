"""A Favor hands the receiver's choice (here: which Follower to Call) to another human in the
middle of the giver's turn. The bar over the giver's screen says who decides now and that his
turn goes on; the cover passes the screen to the receiver; and once the receiver has chosen, his
bar names the giver, whose turn goes on, and never says that the receiver's turn is over (it was
never his turn)."""

from __future__ import annotations

import pygame

from games.anno_domini.rules import actions as a
from games.anno_domini.rules.engine import AnnoDominiRules
from games.anno_domini.rules.state import AnnoState
from games.core.contract import Options, Seat
from games.core.match import Match
from games.ui.art import fonts
from games.ui.game_scene import GameScene
from tests.anno_domini.helpers import at, rules
from tests.anno_domini.table_hand import make
from tests.ui.driver import frames, make_app
from tests.ui.hand import hand_click


class FavorRules(AnnoDominiRules):
    """The real rules, the game begun past its setup choices at a Do a Favor of the starting
    player's."""

    def setup(self, options: Options, seats: list[Seat], seed: int) -> AnnoState:
        w = super().setup(options, seats, seed)
        while w.tasks[-1].kind in ("corner", "fourth"):
            w = self.apply(w, self.legal_actions(w)[0])
        return at(w, w.current, "fa", arg="favor", items=("card",))


def _drawn(app: object) -> str:
    with fonts.recording() as records:
        frames(app, 2)
    return " ".join(" ".join(r.words for r in records).split())


def _enter(app: object) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    frames(app, 3)


def test_a_favor_names_who_decides_on_both_bars_and_never_ends_the_receivers_turn() -> None:
    game = FavorRules(rules().config)
    names = ("Anna", "Ben", "Clara")
    seats = [Seat(n, c, "human") for n, c in zip(names, ("blue", "red", "yellow"), strict=True)]
    match = Match(game, game.info.default_options(3), seats, 5, player_seed=5)
    app = make_app(window_size=(1280, 720))
    scene = GameScene(app, match)
    app.switch(scene)
    frames(app, 3)
    if scene.screens.handoff_to is not None:
        _enter(app)
    giver = match.current_player()
    receiver = (giver + 1) % 3
    make(app, scene, a.GiveFavor("call", receiver))
    assert match.current_player() == receiver and scene.screens.confirming == giver
    words = _drawn(app)
    assert f"{names[receiver]} decides now" in words and "Your turn goes on after." in words
    assert "Your turn is over" not in words

    hand_click(app, scene._bar.confirm.rect.center)
    assert scene.screens.handoff_to == receiver
    words = _drawn(app)
    assert f"Pass to {names[receiver]}" in words
    assert f"{names[receiver]}: Call a Follower (a Favor from {names[giver]}), or decline it" in words
    _enter(app)
    call = next(x for x in game.legal_actions(match.state) if isinstance(x, a.CallFollower))
    make(app, scene, call)
    assert match.current_player() == giver and scene.screens.confirming == receiver
    words = _drawn(app)
    assert f"{names[giver]} decides now" in words and f"{names[giver]}'s turn goes on." in words
    assert "Your turn is over" not in words
