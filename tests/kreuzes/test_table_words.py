"""Words around the Kreuzes table: the new-game note on the computer levels for a game without
points, and the log naming each knight the same way."""

from __future__ import annotations

import re
from dataclasses import replace

from games import registry
from games.core.chance import chance_rng, resolve
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.players import RandomPlayer
from games.core.rng import Rng
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.state import Task
from games.ui.art import fonts
from tests.ui.driver import frames, make_app


def _note_words(game_id: str, size: tuple[int, int] = (1280, 720)) -> str:
    app = make_app(window_size=size)
    with fonts.recording() as records:
        app.show_new_game(game_id)
        frames(app, 3)
    assert any(s.player != "human" for s in app.scene.seating.seats)  # the note shows with a computer seat
    return " ".join(r.words for r in records)


def test_the_levels_note_speaks_of_points_only_for_a_game_with_points() -> None:
    assert not registry.info("kreuzes").scored
    kreuzes = _note_words("kreuzes")
    assert "yardsticks" in kreuzes and "points" not in kreuzes
    assert "best points now" in _note_words("jerusalem")


def test_the_levels_note_is_shown_whole_at_every_size() -> None:
    for size in ((1024, 768), (1920, 1080), (1280, 720)):
        assert "are simple yardsticks." in _note_words("kreuzes", size), size


def test_the_log_names_each_knight_and_his_player_only_once_in_brackets() -> None:
    """A knight is named by his own name throughout (the table's plaques pair him with his seat); the
    seat's name stands once, in brackets, on his first line of the game; a beaten knight placed by
    another seat is named the same way."""
    rules = registry.rules("kreuzes")
    names = ["Anna", "Benedict", "Clara"]
    seats = [Seat(n, c.name, "random") for n, c in zip(names, rules.info.colours, strict=False)]
    match = Match(rules, rules.info.default_options(3), seats, 4, player_seed=4)
    rng, player, luck = Rng.from_seed(4), RandomPlayer(), chance_rng(4)
    setup_done = 0
    while setup_done < 3 or len(match.actions) < 120:
        seat = match.current_player()
        if seat == CHANCE:
            match.apply(resolve(rules, match.state, luck).action)
            continue
        action = player.choose(rules, rules.view(match.state, seat), seat, rng)
        if isinstance(action, a.SetupDiscard) and match.state.discarded == 0:
            action = next(x for x in rules.legal_actions(match.state) if isinstance(x, a.SetupDiscard))
        setup_done += isinstance(action, a.SetupDone)
        match.apply(action)
    state = match.state
    beaten = state.knights[state.turn]
    w = replace(state, tasks=(Task("place", (state.turn + 2) % 3, knight=state.turn, space=beaten.space),))
    place = next(x for x in rules.legal_actions(w) if isinstance(x, a.Place))
    placed = rules.apply(w, place)
    log = "\n".join(match.log + list(placed.notes))
    knights = [rules.config.knights[k.id].name for k in state.knights]
    for seat_name, knight in zip(names, knights, strict=True):
        assert log.count(seat_name) == 1, seat_name
        assert f"{knight} ({seat_name})" in log
    assert re.search(r"discards \d and draws \d", log)
    assert not any(re.match(rf"\s*{n}\b", line) for n in names for line in log.splitlines())
    assert f"{knights[state.turn]} is placed on" in log


def test_the_knights_card_at_1024x768_says_the_popes_reward_and_the_morale_note_whole() -> None:
    from tests.kreuzes.test_table_play import deal, start

    def arrange(rules, w):
        deal(rules, w, 0, ["plains", "mountains", "water", "tithe", "sermon"])
        w.knights = (replace(w.knights[0], morale=9, cities=("genoa",)),) + w.knights[1:]

    app, scene, match, view = start(arrange, size=(1024, 768))
    with fonts.recording() as records:
        view._frame = None
        frames(app, 2)
    words = " ".join(r.words for r in records)
    assert "Jerusalem" in words.split("Morale 9", 1)[1].split("Cities", 1)[0]
    assert re.search(r"Pope's rewards: \d", words), words


def test_the_knights_card_draws_a_cube_for_every_troop_it_counts_at_1024x768(monkeypatch) -> None:
    """The row of cubes was cut short where the card is narrow: "19 troops" over 7 cubes."""
    from games.kreuzes.table import draw_knights
    from tests.kreuzes.test_table_play import deal, start

    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        w.knights = (replace(w.knights[0], troops=19),) + w.knights[1:]

    app, scene, match, view = start(arrange, size=(1024, 768))
    drawn: list[tuple[tuple[float, float], float, str]] = []
    real = draw_knights.draw_cube

    def counted(surf, centre, size, colour_key):
        drawn.append((centre, size, colour_key))
        real(surf, centre, size, colour_key)

    monkeypatch.setattr(draw_knights, "draw_cube", counted)
    view._frame = None
    frames(app, 2)
    colour, card = match.state.knights[0].colour, view.zones["troops"]
    row = [(c, size) for c, size, key in drawn if key == colour and card.top <= c[1] <= card.bottom]
    assert len(row) == 19
    assert all(card.left <= x - size / 2 and x + size / 2 <= card.right + 1 for (x, _y), size in row)


def test_the_plagues_continent_is_chosen_with_the_cards_words_in_sight() -> None:
    """The card has left the hand when its choice comes: the panel says what the Plague does."""
    from tests.kreuzes.test_table_play import start

    def arrange(rules, w):
        w.tasks = (Task("plague", 0, piece="plague"),)

    app, scene, match, view = start(arrange, size=(1024, 768))
    panel = view.panel()
    assert panel.title == "Plague" and "loses 3 troops" in " ".join(panel.lines)
    assert {b.label for b in panel.buttons} >= {"Europe", "Asia", "Africa"}
