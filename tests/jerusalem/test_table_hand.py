"""The hand of Action cards at the smallest windows with the log open: up to the largest hand a
seat can gather, every card's title and effect can be read whole (on the table or, where the
hand needs more room, on its next page; the whole card rises under the pointer)."""

from __future__ import annotations

import pygame
import pytest

from games.jerusalem.table.table_model import card_short, card_title
from games.ui.art import fonts
from tests.jerusalem.helpers import rules
from tests.jerusalem.test_table_sizes import _table_view
from tests.ui.pointer import click, move, send
from tests.ui.test_layout_sizes import _problems


def _most_cards() -> int:
    """No limit in the rulebook ("There is no limit to the number of cards you can collect"):
    at most a card a round from the draft, from each Academics privilege and from the King's Gifts."""
    cfg = rules().config
    per_round = 1 + sum(p.cards for p in cfg.privileges) + cfg.rules["kings_gifts"]["action_card"]
    return cfg.rules["rounds"] * per_round


def _hand(n: int) -> tuple[str, ...]:
    """`n` cards, every kind once before any twice: the most different (and longest) words."""
    kinds = list(rules().config.cards)
    return tuple(sorted((kinds * (n // len(kinds) + 1))[:n]))


@pytest.mark.parametrize("size", [(1024, 640), (1024, 768)])
@pytest.mark.parametrize("count", [4, 7, None], ids=["4", "7", "most"])
def test_every_card_in_hand_reads_whole_with_the_log_open(size: tuple[int, int], count: int | None) -> None:
    n = count or _most_cards()
    view = _table_view(size, log_open=True)
    r = rules()
    hand = _hand(n)
    state = view._state.copy()
    state.hands = tuple(hand for _ in range(state.players))
    seat = r.current_player(state)
    seen = r.view(state, seat)
    view.show(seen, seat, r.legal_actions(seen), seat)
    screen = pygame.display.get_surface()
    shown: set[str] = set()
    problems: list[str] = []
    for _ in range(len(hand) + 1):  # every page, turned by a click on the pager
        view._frame = None
        with fonts.recording() as records:
            view.draw(screen)
        problems += _problems(records, size)
        shown |= {rec.words for rec in records if not rec.cut}
        pager = next((z for z in view.zones if z.kind == "hand_page"), None)
        if pager is None:
            break
        click(view, pager.rect.center)
    assert not problems, "\n".join(problems[:20])
    cfg = r.config
    for card in set(hand):
        kind = cfg.cards[card]
        title = " ".join(card_title(kind))
        assert any(title in words or all(part in shown for part in card_title(kind)) for words in shown) \
            or kind.influence_district and any(cfg.district(kind.influence_district).name in w for w in shown), \
            f"{card}'s title is never shown whole"
    assert all(zone.rect.colliderect(view._layout.area) for zone in view.zones if zone.kind == "hand")
    # The effect: printed under the title where there is room, else on the card raised by the pointer.
    tile = next(z for z in view.zones if z.kind == "hand")
    send(view, move(tile.rect.center))
    with fonts.recording() as records:
        view.draw(screen)
    words = {rec.words for rec in records if not rec.cut}
    kind = cfg.cards[str(tile.key[1])]
    assert card_short(kind).split()[-1] in " ".join(words)
