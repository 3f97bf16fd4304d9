"""Anno Domini's table as players read it at the window sizes offered (1024x768, 1280x720 and
1920x1080, with the log open and folded): no label is left out for want of room, a full hand's
cards read whole, and the Points track keeps its scale while scores grow."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.anno_domini.table import ink
from games.anno_domini.table.draw_board import track_top
from games.anno_domini.table.draw_player import card_needs, hand_rects
from games.anno_domini.table.layout import Layout
from games.anno_domini.table.words import shorter_step
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.ui.art import fonts
from games.ui.game_scene import GameScene, game_layout
from games.ui.scene import Frame
from tests.ui.driver import frames, make_app

SIZES = [(1024, 768), (1280, 720), (1920, 1080)]
LARGEST_HAND = 8  # five, and what one turn can add before the discard (random play reaches seven)


def _least(size: tuple[int, int]) -> int:
    return 14 if size[0] >= 1280 and size[1] >= 720 else 12


def _position(players: int, seed: int, hand: int, turn: int) -> Match:
    """A random game taken at the human seat's first decision from `turn` on with `hand` cards or more."""
    rules = registry.rules("anno_domini")
    colours = [c.name for c in rules.info.colours]
    names = ["Anna", "Benedict", "Clara", "Dietrich"]
    seats = [Seat(names[i], colours[i], "human" if i == 0 else "ai-normal") for i in range(players)]
    match = Match(rules, rules.info.default_options(players), seats, seed, player_seed=seed)
    rng, player, luck = Rng.from_seed(seed), RandomPlayer(), chance_rng(seed)
    while not match.is_over():
        seat = match.current_player()
        if seat == 0 and match.state.turn >= turn and len(match.state.p[0].hand or ()) >= hand:
            return match
        if seat == CHANCE:
            match.apply(resolve(rules, match.state, luck).action)
        else:
            match.apply(player.choose(rules, rules.view(match.state, seat), seat, rng))
    raise AssertionError("the game ended before the position came")


# (players, seed, hand, turn): a six-card hand with three players; alone against Barabbas with his
# last card on his plaque; two players with the Friendly Followers; four players late
POSITIONS = [(3, 5, 6, 30), (1, 9, 0, 8), (2, 7, 0, 20), (4, 3, 0, 40)]


@pytest.mark.parametrize("players,seed,hand,turn", POSITIONS, ids=["3p-six-cards", "solo", "2p", "4p"])
def test_no_label_is_left_out_and_the_hand_stays_on_its_cards(players: int, seed: int, hand: int,
                                                              turn: int) -> None:
    match = _position(players, seed, hand, turn)
    problems = []
    for size in SIZES:
        for log_open in (True, False):
            app = make_app(window_size=size, log_open=log_open)
            with ink.dropped() as left_out, fonts.recording() as records:
                app.switch(GameScene(app, match, autoplay=False))
                frames(app, 2)
            where = f"{size[0]}x{size[1]} log {'open' if log_open else 'folded'}"
            problems += [f"{where}: {d.words!r} left out ({d.needed} px wide in {d.width})" for d in left_out]
            cards = [rect for key, rect in app.scene.table.zones.items() if key.startswith("hand:")]
            hand_area = next(r.panel for r in records if r.panel_name == "hand")
            under_title = [r for r in records if r.panel_name == "hand" and r.rect.y > hand_area.y + 4]
            problems += [f"{where}: {r.words!r} at {tuple(r.rect)} leaves its card" for r in under_title
                         if not any(card.inflate(2, 2).contains(r.rect) for card in cards)]
    assert not problems, "\n".join(problems[:40])


def _hardest_cards(n: int) -> list[str]:
    """The `n` cards hardest to fit: the most follower actions, the widest words, the longest names."""
    cfg = registry.rules("anno_domini").config

    def hard(card_id: str) -> tuple[int, int, int]:
        card = cfg.cards[card_id]
        widest = max((ink.width_of(shorter_step(s.kind, s.amount), 12) for s in card.actions), default=0)
        return len(card.actions), widest, len(card.location)

    return sorted(cfg.cards, key=hard, reverse=True)[:n]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("log_open", [True, False], ids=["log-open", "log-folded"])
def test_a_full_hand_of_the_widest_cards_reads_whole(size: tuple[int, int], log_open: bool) -> None:
    pygame.font.init()
    cfg = registry.rules("anno_domini").config
    lay = Layout.fit(game_layout(Frame(size), log_open)["table"], _least(size))
    for n in range(5, LARGEST_HAND + 1):
        need = card_needs(cfg, _hardest_cards(n), _least(size))
        rects = hand_rects(lay.hand, n, ink.line_height(lay.px), need)
        assert all(lay.hand.contains(r) for r in rects), f"{n} cards leave the hand"
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), f"{n} cards overlap"
        assert all(need.whole(r.width, r.height) == 1.0 for r in rects), f"{n} cards of {rects[0].size}: {need}"


def test_a_long_games_card_spaces_leave_the_plaque_room_for_its_counts() -> None:
    """At 1024x768 beside the log, four players: a plaque with twenty cards in its card spaces (a
    late game) still says its Parables, Favors and the Illumination kept (they were pushed off its end)."""
    from games.anno_domini.table.draw_board import Paint
    from games.anno_domini.table.draw_player import draw_plaques
    from tests.anno_domini.helpers import cfg, new_game, player

    pygame.font.init()
    s = new_game(4)
    cards = list(cfg().cards)[:20]
    s = player(s, 1, rows=(tuple(cards[:9]), tuple(cards[9:14]), tuple(cards[14:])), illumination=True,
               parables=(1, 2, 3), favors_done=5)
    lay = Layout.fit(game_layout(Frame((1024, 768)), True)["table"], 12)
    surf = pygame.Surface(lay.area.size)
    paint = Paint([(200, 40, 40)] * 4, ["a", "b", "c", "d"], lay.px, 12, set(), "", lambda key, rect: None)
    zones: dict[str, pygame.Rect] = {}
    paint.zone = zones.__setitem__
    with ink.dropped() as left_out, fonts.recording() as records:
        draw_plaques(surf, cfg(), lay.top, s, [1, 2, 3], ["Anna", "Benedict", "Clara", "Dietrich"], None, paint)
    counts = next((r for r in records if r.words == "Par 3  Fav 5  Illum."), None)
    assert counts is not None and zones["plate:1"].contains(counts.rect)
    assert not left_out


def test_the_points_track_keeps_one_scale_through_the_game() -> None:
    # Every score a game reaches before its end of game points: one scale, 0 to 100.
    assert {track_top([n, n // 2]) for n in range(0, 101)} == {100}
    # Past 100 (late, once the end of game points are counted) it grows by a whole 100, once.
    assert track_top([101, 40]) == track_top([146, 126]) == 200
    assert track_top([-3]) == 100  # Judas's penalty never shrinks it
