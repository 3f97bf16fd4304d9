"""Random legal games for 2, 3 and 4 seats to the end, with the invariants checked at every step:
Followers and cards conserved, nothing negative, the Warehouse limit kept at the end of each
turn, and VP never lost during play (only Judas takes points away, at the end). With 2 seats
also: the Friendly Followers conserved (at the Last Supper or in a supply), no Favor done, the
Location spaces of the 1-2 player side, and the Parables of 0 and 1 VP only."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from games.anno_domini.rules.cards import mahane_cards, starting_cards
from games.anno_domini.rules.locations import field_spaces, warehouse_room
from games.anno_domini.rules.state import FRIENDLY, AnnoState
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Seat
from games.core.rng import Rng
from tests.anno_domini.helpers import cfg, rules


def _cards(s: AnnoState) -> Counter:
    held: Counter = Counter(s.mahane + s.face_up + s.ad33)
    for pl in s.p:
        held.update(pl.hand + pl.deck + pl.discard + tuple(c for row in pl.rows for c in row))
    for task in s.tasks:  # cards taken up by a Redistribute, or a set whose Visit is under way
        if task.kind in ("redistribute", "visit_end"):
            held.update(task.items)
    return held


def play_to_end(s: AnnoState, seed: int, check: Callable[[AnnoState, AnnoState], None]) -> AnnoState:
    """Random legal play to the end (Barabbas's cards from the resolver where he plays), every
    action described and `check`ed against the state before it."""
    r = rules()
    rng, luck = Rng.from_seed(seed), chance_rng(seed)
    for _ in range(3000):
        if r.is_over(s):
            return s
        action = resolve(r, s, luck).action if r.current_player(s) == CHANCE else rng.choice(r.legal_actions(s))
        assert r.describe(s, action)
        after = r.apply(s, action)
        check(s, after)
        s = after
    raise AssertionError("the game must end")


def _check(before: AnnoState, after: AnnoState, expected_cards: Counter) -> None:
    n = after.players
    for seat, pl in enumerate(after.p):
        assert pl.camp + after.followers_in_fields(seat) + after.followers_at_supper(seat) == 15
        assert min(pl.camp, pl.stone, pl.bread, pl.fish, pl.offerings, pl.denarii) >= 0
        assert all(b <= a for b, a in zip(before.p[seat].parts, pl.parts, strict=True)), "VP lost during play"
        assert all(row[seat] <= 3 for row in after.fields)
    assert all(sum(row) <= field_spaces(cfg(), n) for row in after.fields)
    assert _cards(after) == expected_cards
    if n == 2:
        on_board = sum(1 for o in after.supper if o in FRIENDLY)
        assert on_board + sum(sum(held) for held in after.friendly) == 12
        assert min(min(held) for held in after.friendly) >= 0
        assert all(pl.favors_done == 0 and not pl.received and not pl.markers for pl in after.p)
        assert all(v in (0, 1) for stack in after.stacks for v in stack)
    if before.current != after.current and before.turn > 0 and not after.over:
        ended = before.current
        pl = after.p[ended]
        assert warehouse_room(cfg(), pl) >= 0 or pl.goods() == 0, "the Warehouse limit at the end of a turn"
        assert len(pl.hand) <= 5


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (2, 3), (2, 4), (3, 1), (3, 2), (3, 3), (4, 1), (4, 2),
                                          (4, 3)])
def test_random_game_to_the_end_keeps_the_invariants(players: int, seed: int) -> None:
    r = rules()
    options = {"players": players, "apostle_sets": "random" if seed == 2 else "printed"}
    s = r.setup(options, [Seat(f"P{k}", "blue", "random") for k in range(players)], seed)
    cards = _cards(s)
    assert cards == (Counter(mahane_cards(cfg(), players) + cfg().ad33)
                     + Counter({c: players for c in starting_cards(cfg(), players)}))
    s = play_to_end(s, seed, lambda before, after: _check(before, after, cards))
    sheets = r.scores(s)
    assert all(dict(sheet.parts)["Last Supper"] >= -5 * 15 for sheet in sheets)
    assert r.winners(s)
    for sheet in sheets:  # the results' summary adds up to the total (the 2 starting VP were left out)
        said = [int(line.rsplit(": ", 1)[1]) for line in sheet.detail[:4]]
        assert [line.split(":")[0] for line in sheet.detail[:4]] == [
            "Starting points", "Instant points", "Apostle points", "End of game points"]
        assert sum(said) == sheet.total
        # and the board shows the same total once the game is over (it left the end points out)
        assert s.vp_of(sheet.seat) == sheet.total
