"""Jerusalem against the rules contract: the generic conformance test, invariants of random
play, what views hide, undo boundaries, log lines and config errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from games import registry
from games.core.contract import IllegalAction, Seat
from games.core.data import DataError, load_yaml
from games.core.match import Match, UndoRefused
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.core.serial import to_jsonable
from games.jerusalem.rules import auction, deploy, flow, revenues
from games.jerusalem.rules.actions import (
    Bid,
    BuyCard,
    ChooseOffice,
    Done,
    Hire,
    MoveSquire,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
)
from games.jerusalem.rules.config import BOARD_SCHEMA
from games.jerusalem.rules.state import HIDDEN
from tests.conformance.test_conformance import test_random_play_keeps_the_contract as conformance
from tests.jerusalem.helpers import new_game, rules, table


@pytest.fixture(scope="module")
def registered():
    """Jerusalem is not in GAME_IDS until its table exists; register it for this module only."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(registry, "_extra", dict(registry._extra))
        registry.register("jerusalem", "games.jerusalem")
        yield
    registry.rules.cache_clear()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_conformance(registered, players: int, seed: int) -> None:
    conformance("jerusalem", players, seed)


def _random_game(players: int, seed: int):
    """Every state of one random game, seen through the acting seat's view as a player would."""
    r = rules()
    state = r.setup({}, [Seat(f"P{i + 1}", "c", "random") for i in range(players)], seed)
    rng, player = Rng.from_seed(seed), RandomPlayer()
    states = [state]
    while (seat := r.current_player(state)) is not None:
        state = r.apply(state, player.choose(r, r.view(state, seat), seat, rng))
        states.append(state)
    return states


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players: int) -> None:
    cat = rules().catalog
    for seed in range(1, 9):
        states = _random_game(players, seed)
        assert len(states) < 2000
        for s in states:
            assert min(min(row) for row in s.board) >= 0
            assert min(s.squires) >= 0 and min(s.bezants) >= 0 and min(s.prestige) >= 0
            cards = len(s.deck) + len(s.draft) + len(s.discard) + len(s.set_aside) + sum(map(len, s.hands))
            assert cards == 27
            barons = [a for a in s.barons if a is not None]
            assert len(barons) == len(set(barons)) and all(s.playable[a] for a in barons)
            closed = [row for row, ok in zip(s.board, s.playable, strict=True) if not ok]
            assert all(not any(row) for row in closed)
            if s.step in ("deploy", "revenue", "tax", "war"):
                assert sorted(s.offices) == sorted(cat.cfg.offices_in_play[players])
        for before, after in zip(states, states[1:], strict=False):
            assert all(a >= b for a, b in zip(after.floors, before.floors, strict=True))
            if after.round != before.round or after.step == "over":
                # Construction was mandatory: nobody kept enough Prestige for the next floor even
                # with the first builder's premium (without it, the Office order may explain it).
                assert all(after.prestige[s] < after.floors[s] + 3 for s in range(players))
        last = states[-1]
        assert last.step == "over" and last.round == 5 and last.gifts_given
        assert rules().winners(last)


def test_views_hide_the_screens_the_deck_the_draft_and_coming_events() -> None:
    r = rules()
    s = new_game()
    v = r.view(s, 2)
    assert v.bezants == (None, None, 12, None) and v.squires[2] == 0 and v.hands[1] is None
    assert set(v.deck) == {HIDDEN} and set(v.draft) == {HIDDEN}
    assert v.events == (HIDDEN,) * 3 and v.rng.state == 0
    assert r.hidden_holdings(v, 2) == {"squires": 0, "bezants": 12, "hand": []}
    assert r.hidden_holdings(v, 0) is None

    # In round 2 the first Event is face up, the others not.
    later = next(st for st in _random_game(4, 5) if st.round == 2)
    shown = r.view(later, None).events
    assert shown[0] == later.events[0] and shown[1:] == (HIDDEN, HIDDEN)

    # In the draft, only the picker and the seat that passed it these cards see them.
    drafting = next(st for st in _random_game(4, 5) if st.step == "draft" and len(st.drafted) >= 2)
    for seat in range(4):
        sees = seat in (drafting.actor, drafting.drafted[-1])
        assert (r.view(drafting, seat).draft == drafting.draft) == sees
        if not sees:
            assert set(r.view(drafting, seat).draft) == {HIDDEN}


def test_the_first_drafter_does_not_learn_the_second_drafters_pick() -> None:
    r = rules()
    s = table(new_game(), offices={0: 1, 1: 2, 2: 3, 3: 4}, draft=("move", "squire", "turncoat", "bezants"))
    auction.begin_draft(r.catalog, s)
    s = r.apply(s, PickCard("turncoat"))  # blue keeps one and passes three to red
    assert sorted(r.view(s, 0).draft) == ["bezants", "move", "squire"], "blue knows what it passed"
    s = r.apply(s, PickCard("move"))  # red keeps one of them
    assert s.actor == 2
    assert r.view(s, 0).draft == (HIDDEN, HIDDEN), "blue would learn that red kept the Move card"
    assert sorted(r.view(s, 1).draft) == sorted(r.view(s, 2).draft) == ["bezants", "squire"]
    assert r.view(s, 3).draft == (HIDDEN, HIDDEN) and r.view(s, None).draft == (HIDDEN, HIDDEN)


def test_undo_stops_at_revealed_cards_but_not_inside_a_turn() -> None:
    r = rules()
    seats = [Seat(n, n, "human") for n in ("a", "b", "c", "d")]
    match = Match(r, {}, seats, 3)
    match.apply(ChooseOffice(1))
    assert match.undo_refusal(0) is None
    for _ in range(200):
        if match.state.step == "draft":
            break
        match.apply(r.legal_actions(match.state)[-1])  # pass whenever possible
    assert match.state.step == "draft"
    with pytest.raises(UndoRefused, match="draft"):
        match.undo()


def test_log_lines_name_the_seat_and_keep_drafted_cards_secret() -> None:
    r = rules()
    for s in _random_game(3, 4)[:400]:
        if s.actor is None:
            continue
        for action in r.legal_actions(s)[:3]:
            line = r.describe(s, action)
            assert line.startswith(s.names[s.actor]) and line.endswith(".")
            if s.step == "draft":
                assert not any(r.config.cards[c].name in line for c in s.draft)


def test_market_revenues_are_the_rulebooks_and_others_are_marked_reconstructed() -> None:
    data = load_yaml("jerusalem/board.yaml", BOARD_SCHEMA)
    market = {a["id"]: a["revenue"] for a in data["areas"] if a["district"] == "market"}
    assert market["market_large"] == {"squires": 2, "bezants": 4, "prestige": 0}
    assert market["market_left"] == market["market_right"] == {"squires": 1, "bezants": 2, "prestige": 0}
    for a in data["areas"]:
        if a["district"] not in ("market", "tower"):
            assert a["source"].startswith("reconstructed"), a["id"]
    cards = rules().config.cards
    assert sum(c.count for c in cards.values()) == 27 and len(rules().config.events) == 4


def test_a_broken_board_file_names_the_file_and_key(tmp_path: Path) -> None:
    data = load_yaml("jerusalem/board.yaml", BOARD_SCHEMA)
    del data["areas"][3]["revenue"]["squires"]
    broken = tmp_path / "board.yaml"
    broken.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_yaml(broken, BOARD_SCHEMA)
    assert err.value.key_path == "areas[3].revenue" and "squires" in err.value.problem


def test_floor_costs_grow_with_height() -> None:
    cat = rules().catalog
    s = new_game()
    costs = []
    for floors in range(5):
        w = s.copy()
        w.floors = (floors, 9, 0, 0)
        costs.append(revenues.floor_cost(cat, w, 0))
    assert costs == [2, 3, 4, 5, 6]


def test_the_fast_state_json_is_the_kernels_json() -> None:
    r = rules()
    for players in (2, 4):
        for s in _random_game(players, 6)[::9]:
            assert json.dumps(r.state_to_json(s), sort_keys=True) == json.dumps(to_jsonable(s), sort_keys=True)


def test_actions_come_back_from_the_log_and_bad_entries_are_refused() -> None:
    r = rules()
    for action in (ChooseOffice(2), PickSquire(3, "market_left"), Done()):
        assert r.action_from_dict(json.loads(json.dumps(r.action_to_dict(action)))) == action
    for bad in ({"kind": "teleport"}, {"kind": "bid"}, {"kind": "bid", "amount": 1, "extra": 2},
                {"kind": "bid", "amount": [1]}, ["bid", 1]):
        with pytest.raises(ValueError):
            r.action_from_dict(bad)  # type: ignore[arg-type]


def test_drawing_a_card_and_a_new_round_cannot_be_undone() -> None:
    r = rules()
    states = _random_game(4, 11)
    pairs = list(zip(states, states[1:], strict=False))
    new_round = next((b, a) for b, a in pairs if a.round != b.round)
    assert "new round" in r.is_irreversible(new_round[0], Done(), new_round[1])
    placing = next((b, a) for b, a in pairs if b.step == "deploy" and a.step == "deploy" and a.actor == b.actor)
    assert r.is_irreversible(placing[0], Done(), placing[1]) is None
    s = table(new_game(), offices={0: 1, 1: 2, 2: 3, 3: 4}, step="deploy",
              squires_on={"patriarchy_left": {2: 1}}, squires=(0, 0, 2, 0))
    flow.continue_after(r.catalog, s)
    assert r.is_irreversible(s, BuyCard(), r.apply(s, BuyCard())) == "An Action card was drawn."


def test_refusals_say_why() -> None:
    r = rules()
    s = table(new_game(), offices={0: 1, 1: 2, 2: 3, 3: 4}, step="deploy", bezants=(2, 12, 12, 12))
    deploy.begin(r.catalog, s)
    with pytest.raises(IllegalAction, match="costs 3 Bezants"):
        r.apply(s, Hire())
    with pytest.raises(IllegalAction, match="needs 2 of your Squires"):
        r.apply(s, PlaceBaron("market_large"))
    with pytest.raises(IllegalAction, match="no Squire in"):
        r.apply(s, MoveSquire("market_large", "tower"))
    with pytest.raises(IllegalAction, match="no Area called"):
        r.apply(s, Place("jaffa"))
    with pytest.raises(IllegalAction, match="must deploy"):
        r.apply(s, Bid(1))


def test_progress_names_the_round_and_the_phase_for_the_load_list() -> None:
    from games.core.contract import Seat
    from games.core.players import RandomPlayer
    from games.core.rng import Rng
    from games.jerusalem.rules.engine import PHASE_WORDS

    rules = registry.rules("jerusalem")
    state = rules.setup(rules.info.default_options(3), [Seat(str(i), rules.info.colours[i].name) for i in range(3)], 2)
    assert rules.progress(state) == "Round 1 of 5, Auction"
    rng, seen = Rng.from_seed(2), set()
    while not rules.is_over(state):
        assert state.step in PHASE_WORDS, f"step {state.step!r} has no phase name"
        seen.add(rules.progress(state))
        state = rules.apply(state, RandomPlayer().choose(rules, state, state.actor, rng))
    assert "Round 3 of 5, Deployment" in seen
    assert rules.progress(state) == "After round 5 of 5"


@pytest.mark.parametrize("field", ["squires", "bezants", "hands"])
def test_a_view_that_shows_any_part_of_another_screen_fails_the_generic_honesty_check(field: str) -> None:
    """The conformance test (tests/conformance) asks that `hidden_holdings` of every other seat
    be None in a view. Behind a screen lie Squires, Bezants and Action cards alike, so a view
    leaking any one of them must make that check fail, not only one leaking Squires."""
    r = rules()
    s = table(new_game(), hands=(("move",), ("genoese",), ("squire",), ("turncoat",)), squires=(3, 1, 4, 1))
    v = r.view(s, 2)
    assert r.hidden_holdings(v, 0) is None
    leaky = v.copy()
    setattr(leaky, field, tuple(getattr(s, field)[k] if k == 0 else x for k, x in enumerate(getattr(v, field))))
    assert r.hidden_holdings(leaky, 0) is not None
