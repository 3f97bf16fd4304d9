"""Every word Jerusalem's table prints, in every state of whole games, at the narrowest tables the
app gives it (a 1024×640 window and a 1280×720 one, the log open): no prompt, card, Office or
label is cut short, and none leaves its panel. (The layout test checks one late position of
every game at every size; this one walks through all the steps of a game.)"""

from __future__ import annotations

import pygame
import pytest

from games.core.contract import Seat
from games.core.match import Match
from games.core.rng import Rng
from games.jerusalem.table.view import TableView
from games.ui.art import fonts
from tests.jerusalem.helpers import rules

NARROW = {(1024, 640): pygame.Rect(0, 48, 776, 592), (1280, 720): pygame.Rect(0, 60, 970, 660)}


def _states(players: int, seed: int) -> list:
    r = rules()
    seats = [Seat(n, c.name) for n, c in zip(("Anna", "Ben", "Clara", "Dietrich"), r.info.colours, strict=False)]
    match = Match(r, r.info.default_options(players), seats[:players], seed)
    rng = Rng.from_seed(seed)
    while not match.is_over():
        match.apply(rng.choice(r.legal_actions(match.state)))
    return list(match.states())


@pytest.mark.parametrize("window", list(NARROW), ids=[f"{w}x{h}" for w, h in NARROW])
@pytest.mark.parametrize("players,seed", [(4, 3), (2, 4)])
def test_no_word_is_cut_in_any_state(window: tuple[int, int], players: int, seed: int) -> None:
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(window)
    r = rules()
    view = TableView(r, [Seat(n, c.name) for n, c in zip(("Anna", "Ben", "Clara", "Dietrich"), r.info.colours,
                                                          strict=False)][:players], {})
    view.layout(NARROW[window])
    problems: set[str] = set()
    for state in _states(players, seed):
        seat = r.current_player(state)
        seen = r.view(state, seat if seat is not None else 0)
        legal = r.legal_actions(seen) if seat is not None else []
        with fonts.recording() as records:
            view.show(seen, seat, legal, seat)
            view.update(60.0)
            view.draw(screen)
        for rec in records:
            if rec.cut:
                problems.add(f"{state.step}: {rec.words!r} is cut in {rec.panel_name}")
            elif not rec.panel.inflate(2, 2).contains(rec.rect):
                problems.add(f"{state.step}: {rec.words!r} at {tuple(rec.rect)} leaves {rec.panel_name}")
    assert not problems, "\n".join(sorted(problems)[:40])


@pytest.mark.parametrize("w,h", [(90, 100), (120, 160)])
def test_every_card_prints_its_whole_title_and_effect(w: int, h: int) -> None:
    """'Genoese Mercenaries' is never cut to 'Genoese Mercenarie', nor its effect to 'mercenarie s'."""
    from games.jerusalem.table.draw_cards import _action_card
    from games.jerusalem.table.table_model import card_short, card_title
    from games.jerusalem.table.table_plan import load_plan

    pygame.font.init()
    cfg = rules().config
    plan = load_plan(cfg)
    for kind in cfg.cards.values():
        arms = plan.districts[kind.influence_district].arms if kind.influence_district else None
        _, lines = _action_card(kind, arms, w, h, 12)
        printed = " ".join(words for words, _, _ in lines)
        assert printed == " ".join([*card_title(kind), card_short(kind)]), kind.name
        assert all(where.width <= w for _, where, _ in lines)
