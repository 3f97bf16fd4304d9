"""The results when a side that no seat plays can win (the Raiders of the Siege test game): the
headline names the side and no seat is placed under its win; a lone seat's own win is told as
such; seats level under a seat's win still share their place."""

from __future__ import annotations

import pytest

from games import registry
from games.core.chance import chance_rng
from games.core.contract import CHANCE, Seat
from games.core.match import Match
from games.core.selfplay import play_match
from games.ui.art import fonts
from games.ui.results_scene import NO_PLACE, ResultsScene
from tests.core.siege_game import RAIDERS, Build, Forage, resolve
from tests.ui.driver import frames, make_app

SIZES = [(1024, 640), (1920, 1080)]


def played(players: int, seed: int, plan) -> Match:
    """A Siege match played to its end: `plan(seat)` gives each seat's move."""
    rules = registry.rules("siege")
    names = ["Ada", "Ben", "Cleo"]
    seats = [Seat(names[i], rules.info.colours[i].name, "human") for i in range(players)]
    match = Match(rules, rules.info.default_options(players), seats, seed)
    luck = chance_rng(seed)
    while not match.is_over():
        if match.current_player() == CHANCE:
            match.apply(resolve(match.state, rules.chance_request(match.state), luck))
        else:
            match.apply(plan(match.current_player()))
    return match


def raiders_win(players: int) -> Match:
    match = played(players, 1, lambda seat: Forage())  # nobody builds: the Raiders walk in
    assert match.rules.winners(match.state) == [RAIDERS]
    return match


def tie_won_by_seats() -> Match:
    match = played(3, 2, lambda seat: Build() if seat == 0 else Forage())  # seed 2: Ben and Cleo level
    assert match.rules.winners(match.state) == [1, 2]
    return match


def _results(size: tuple[int, int], match: Match, monkeypatch) -> tuple[ResultsScene, list[str]]:
    """The results screen drawn at `size`; what its place column says, row by row."""
    app = make_app(window_size=size)
    app.show_results(match)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    places: list[str] = []
    column = scene.table.place.centre
    original = fonts.text

    def text(surface, words, px, colour, pos, *args, **kwargs):
        if kwargs.get("anchor") == "center" and pos[0] == column and words != "Place":
            places.append(words)
        return original(surface, words, px, colour, pos, *args, **kwargs)

    monkeypatch.setattr(fonts, "text", text)
    frames(app, 1)
    return scene, places


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 3])
def test_a_raiders_win_is_headed_by_them_and_places_no_seat(size, players, monkeypatch) -> None:
    scene, places = _results(size, raiders_win(players), monkeypatch)
    assert scene.headline == "The Raiders win!"
    assert places == [NO_PLACE] * players  # a losing lone seat is not "1", nor any seat first
    assert scene.ranks == dict.fromkeys(range(players), NO_PLACE)
    assert not any(sheet.seat in scene.winners for sheet in scene.sheets)  # no row marked as won


@pytest.mark.parametrize("size", SIZES)
def test_a_lone_seat_that_keeps_the_raiders_out_wins(size, monkeypatch) -> None:
    match = played(1, 1, lambda seat: Build())
    assert match.rules.winners(match.state) == [0]
    scene, places = _results(size, match, monkeypatch)
    assert scene.headline == "Ada wins!" and places == ["1"]


@pytest.mark.parametrize("size", SIZES)
def test_seats_level_under_a_seats_win_still_share_their_place(size, monkeypatch) -> None:
    scene, places = _results(size, tie_won_by_seats(), monkeypatch)
    assert scene.headline == "Ben and Cleo share the win!"
    assert places == ["1=", "1=", "3"]


def test_a_game_without_points_names_the_winner_and_shows_no_table_of_points() -> None:
    """Kreuzes counts no points: under the Saracens' win no Place or Total is drawn, and each
    knight's card names him and his standing."""
    rules = registry.rules("kreuzes")
    assert not rules.info.scored
    played = play_match(rules, ["random"] * 3, 3, 3)
    match = Match(rules, rules.info.default_options(3), played.seats, 3)
    for action in played.actions:
        match.apply(action)
    app = make_app(window_size=(1024, 640))
    with fonts.recording() as records:
        app.switch(ResultsScene(app, match))
        frames(app, 3)
    words = {r.words for r in records}
    assert "Place" not in words and "Total" not in words
    knights = [sheet.detail[0] for sheet in rules.scores(match.state)]
    assert "Godfrey of Bouillon" in knights and all(k in words for k in knights)
