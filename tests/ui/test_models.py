"""The pure parts: whose screen is open, the seating choices, save names and listing."""

from __future__ import annotations

import json
import os
from datetime import datetime

import pytest

from games import registry
from games.core.contract import Seat
from games.core.match import Match
from games.ui.saves import list_saves, save_file_name, save_match
from games.ui.seat_screens import SeatScreens
from games.ui.seating import Seating, player_kinds

H, C = "human", "random"


def _seats(*kinds: str) -> list[Seat]:
    return [Seat(f"S{i}", f"c{i}", k) for i, k in enumerate(kinds)]


def test_single_human_always_sees_their_own_screen() -> None:
    s = SeatScreens(_seats(C, H, C), hidden_holdings=True)
    for acting in (0, 1, 2, 1, None):
        s.follow(acting)
        assert s.handoff_to is None and s.viewer == 1


def test_two_humans_hidden_holdings_hand_off() -> None:
    s = SeatScreens(_seats(H, C, H), hidden_holdings=True)
    s.follow(0)
    assert s.handoff_to == 0 and s.viewer is None  # nobody has looked yet
    s.confirm_handoff()
    assert s.viewer == 0
    s.follow(1)  # the computer acts: only public information shows (Anna may have passed the mouse on)
    assert s.viewer is None and s.handoff_to is None
    s.follow(2)
    assert s.handoff_to == 2 and s.viewer is None
    s.follow(0)  # e.g. Anna undid her move: her screen is still the open one
    assert s.handoff_to is None and s.viewer == 0


def test_open_information_or_setting_off_needs_no_handoff() -> None:
    for hidden, setting in ((False, True), (True, False)):
        s = SeatScreens(_seats(H, H), hidden_holdings=hidden, handoff_screen=setting)
        s.follow(0)
        assert s.viewer == 0
        s.follow(1)
        assert s.viewer == 1 and s.handoff_to is None


def test_computers_only_show_public_information() -> None:
    s = SeatScreens(_seats(C, C), hidden_holdings=True)
    s.follow(0)
    assert s.viewer is None and s.handoff_to is None


def test_seating_keeps_colours_unique_and_counts_in_range() -> None:
    info = registry.info("tokens")
    seating = Seating(info)
    assert seating.players == info.max_players, "a new table is laid for the full game"
    assert seating.seats[0].player == H and all(s.player != H for s in seating.seats[1:])
    seating.set_players(9)
    assert seating.players == info.max_players
    assert len({s.colour for s in seating.seats}) == info.max_players
    before = [s.colour for s in seating.seats]
    seating.set_colour(3, before[0])
    assert seating.seats[3].colour == before[0] and seating.seats[0].colour == before[3]
    with pytest.raises(ValueError):
        seating.set_colour(0, "purple")
    seating.set_players(1)
    assert seating.players == info.min_players
    seating.set_name(0, "   ")
    options, seats = seating.build()
    assert options["players"] == 2 and seats[0].name == "Player 1"
    assert [k for k, _ in player_kinds()][0] == H


def test_save_names_are_readable_and_safe(tmp_path) -> None:
    rules = registry.rules("tokens")
    m = Match(rules, rules.info.default_options(2), [Seat("Anna/Bea", "red"), Seat("Ben:2", "blue")], 1)
    name = save_file_name(m, datetime(2025, 3, 1, 18, 42))
    assert name == "Tokens 2025-03-01 18-42 Anna_Bea, Ben_2.caravan"
    # The people by name, the computers counted.
    seats = [Seat("Ann", "red"), Seat("Computer 1", "blue", "random"), Seat("Computer 2", "green", "greedy")]
    assert save_file_name(Match(rules, rules.info.default_options(3), seats, 1), datetime(2026, 12, 2, 9, 5)) == \
        "Tokens 2026-12-02 09-05 Ann, 2 computers.caravan"
    seats = [Seat("Ann", "red"), Seat("Bob", "blue"), Seat("Computer", "green", "random")]
    assert save_file_name(Match(rules, rules.info.default_options(3), seats, 1), datetime(2026, 12, 2, 9, 5)) == \
        "Tokens 2026-12-02 09-05 Ann, Bob, 1 computer.caravan"
    first = save_match(m, tmp_path, datetime(2025, 3, 1, 18, 42))
    second = save_match(m, tmp_path, datetime(2025, 3, 1, 18, 42))
    assert first != second and first.exists() and second.exists()
    os.utime(first, (1, 1))  # the older one
    listed = list_saves(tmp_path)
    assert [s.path for s in listed] == [second, first]
    assert (listed[0].game, listed[0].seats, listed[0].progress) == ("Tokens", "Anna/Bea, Ben:2", "0 moves")


def test_seat_bar_shows_every_seat_even_with_long_names() -> None:
    import pygame

    from games.ui.seat_bar import draw_seat_bar

    pygame.font.init()
    info = registry.info("tokens")
    seats = [Seat("Bartholomew the Younger" + str(i), c.name, "human" if i else "random")
             for i, c in enumerate(info.colours)]
    surface = pygame.Surface((800, 60))
    bar = pygame.Rect(0, 0, 800, 60)
    entries = draw_seat_bar(surface, bar, info, seats, acting=0, thinking=True, clock=0.5, s=1.0, fs=1.0)
    assert len(entries) == 4 and all(bar.contains(e) for e in entries)
    short = [Seat(n, c.name) for n, c in zip(("Anna", "Ben"), info.colours, strict=False)]
    entries = draw_seat_bar(surface, bar, info, short, acting=1, thinking=False, clock=0.0, s=1.0, fs=1.0)
    assert entries[1].x > entries[0].right


def test_dates_in_the_load_list_read_plainly() -> None:
    from games.ui.saves import when_words

    now = datetime(2025, 3, 3, 12, 0)
    assert when_words(datetime(2025, 3, 3, 9, 5).timestamp(), now) == "Today, 09:05"
    assert when_words(datetime(2025, 3, 2, 18, 42).timestamp(), now) == "Yesterday, 18:42"
    assert when_words(datetime(2025, 3, 1, 18, 42).timestamp(), now) == "Sat 1 Mar 2025, 18:42"


def test_saves_of_either_type_are_listed_and_load(tmp_path) -> None:
    """New saves are .caravan; an earlier version's .json saves are still listed and opened."""
    rules = registry.rules("tokens")
    m = Match(rules, rules.info.default_options(2), [Seat("Ann", "red"), Seat("Bob", "blue")], 4)
    m.apply(rules.legal_actions(m.state)[0])
    new = save_match(m, tmp_path, datetime(2026, 12, 2, 18, 42))
    old = tmp_path / "Tokens 2025-03-01 18-42 Ann, Bob.json"
    m.save(old)
    (tmp_path / "notes.txt").write_text("not a save")
    assert new.suffix == ".caravan" and json.loads(new.read_text())["format"] == "caravanserai-save"
    listed = list_saves(tmp_path)
    assert sorted(s.path.name for s in listed) == sorted([new.name, old.name])
    assert all(s.problem is None and s.progress == "1 move" for s in listed)
    for path in (new, old):
        assert Match.load(path, registry.rules).actions == m.actions
