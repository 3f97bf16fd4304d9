"""The end of a match and its review: the final position stays until the players go on, the
results lead back to the board and to the log, ties are ranked, the seats' details are laid
out readably, and any match can be stepped through move by move, showing only what may be seen."""

from __future__ import annotations

import pygame
import pytest

from games import registry
from games.core.contract import ScoreSheet, Seat
from games.core.match import Match
from games.core.selfplay import play_match
from games.ui.art import fonts
from games.ui.game_scene import RESULTS_PAUSE
from games.ui.load_scene import LoadScene
from games.ui.results_scene import ResultsScene, ranks
from games.ui.review_scene import ReviewScene
from tests.ui.driver import DT, button_for, frames, make_app, run_until
from tests.ui.hand import hand_click, load_screen_on, press_key


def _match(kinds: list[str], seed: int = 5) -> Match:
    rules = registry.rules("tokens")
    seats = [Seat(f"P{i + 1}", rules.info.colours[i].name, kind) for i, kind in enumerate(kinds)]
    return Match(rules, rules.info.default_options(len(seats)), seats, seed)


def _played_out(kinds: list[str], seed: int = 5) -> Match:
    match = _match(kinds, seed)
    while not match.is_over():
        match.apply(match.rules.legal_actions(match.state)[0])
    return match


def _spy_views(table) -> list[int | None]:
    """Record the seat whose view each `show` was given."""
    seen: list[int | None] = []
    original = table.show

    def show(view, seat, legal, acting):
        seen.append(seat)
        assert legal == []  # a review never offers a move
        original(view, seat, legal, acting)

    table.show = show
    return seen


def test_the_final_position_stays_and_the_results_lead_back_to_board_and_log() -> None:
    app = make_app(computer_delay=0.0)
    app.start_match(_match(["random", "random"]))
    scene = app.scene
    run_until(app, scene.match.is_over)
    frames(app, round(3 * RESULTS_PAUSE / DT))
    assert app.scene is scene  # the final board stays while the players look
    button = scene.results_button
    assert button is not None and button.alive() and button.text == "See the results"
    app.resize((1024, 768))  # widgets are made anew at the new size; the way on stays
    frames(app)
    assert scene.results_button.alive() and scene.regions["table"].contains(scene.results_button.rect)
    button = scene.results_button

    hand_click(app, button.rect.center)
    results = app.scene
    assert isinstance(results, ResultsScene)
    hand_click(app, button_for(results, "board").rect.center)
    assert app.scene is scene  # the very table, its log as it was
    hand_click(app, scene.results_button.rect.center)
    assert isinstance(app.scene, ResultsScene)

    hand_click(app, button_for(app.scene, "review").rect.center)
    review = app.scene
    assert isinstance(review, ReviewScene)
    assert review.step == len(scene.match.actions) and review.log.lines == scene.match.log
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ResultsScene)


def test_ties_are_ranked_by_the_tiebreaks_and_marked() -> None:
    medina_like = [ScoreSheet(0, (("Palaces", 26),)), ScoreSheet(1, (("Palaces", 26),)),
                   ScoreSheet(2, (("Palaces", 29),)), ScoreSheet(3, (("Palaces", 32),))]
    assert ranks(medina_like) == {3: "1", 2: "2", 0: "3=", 1: "3="}
    jerusalem_like = [ScoreSheet(0, (("Tower floors", 7),), tiebreak=(6, -2)),
                      ScoreSheet(1, (("Tower floors", 7),), tiebreak=(6, -4)),
                      ScoreSheet(2, (("Tower floors", 7),), tiebreak=(0, -1))]
    assert ranks(jerusalem_like) == {0: "1", 1: "2", 2: "3"}
    all_level = [ScoreSheet(i, (("Tokens", 5),)) for i in range(3)]
    assert set(ranks(all_level).values()) == {"1="}


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_each_seats_detail_is_a_readable_card(size: tuple[int, int]) -> None:
    rules = registry.rules("medina")
    played = play_match(rules, ["greedy"], 3, 4)  # a tie for third place, six lines a seat
    match = Match(rules, rules.info.default_options(4), played.seats, 3)
    for action in played.actions:
        match.apply(action)
    app = make_app(window_size=size)
    app.show_results(match)
    frames(app)
    results = app.scene
    cards = results.cards.cards
    assert len(cards) == 4 and all(c.lines for c in cards)
    assert results.cards.px >= app.frame.font_px(13)
    lowest_button = min(b.rect.top for b in results.buttons)
    for i, card in enumerate(cards):
        assert card.rect.bottom <= lowest_button  # nothing runs under the buttons
        assert not any(card.rect.colliderect(other.rect) for other in cards[i + 1:])
        room = card.rect.width - results.cards.px  # every line fits its card as wrapped
        assert all(fonts.font(results.cards.px).size(line)[0] <= room for line in card.lines)
        # Every word of the seat's detail is on its card, nothing cut.
        detail = next(sheet.detail for sheet in results.sheets if sheet.seat == card.seat)
        assert " ".join(card.lines).split() == " ".join(detail).split()
    assert sorted(results.ranks.values()) == ["1", "2", "3=", "3="]


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_many_score_parts_keep_their_header_words_whole_and_legible(size: tuple[int, int]) -> None:
    """Anno Domini scores ten parts: each header is its part's name wrapped at spaces only, over at
    most three lines that fit its column, in type no smaller than 11 px at 1024x768."""
    rules = registry.rules("anno_domini")
    played = play_match(rules, ["random"], 3, 3)
    seats = [Seat(name, seat.colour, kind) for name, seat, kind
             in zip(["Anna", "Bartholomew", "Clara"], played.seats, ["human", "human", "random"], strict=True)]
    match = Match(rules, rules.info.default_options(3), seats, 3)
    for action in played.actions:
        match.apply(action)
    results, records = _results_drawn(match, size)
    parts = [name for name, _ in results.sheets[0].parts]
    assert len(parts) == 10
    words = {word for name in parts for word in name.split()}
    pieces = [r.words for r in records if any(r.words in name for name in parts)]  # what is drawn of them
    assert pieces and all(set(piece.split()) <= words for piece in pieces)  # never "Judgme" / "nts"
    table = results.table
    assert [" ".join(column.lines) for column in table.parts] == parts
    bold = fonts.font(table.head_px, True)
    for column in table.parts:
        assert 1 <= len(column.lines) <= 3
        assert all(bold.size(line)[0] <= column.width for line in column.lines)
    assert table.head_px >= results.app.frame.font_px(14)  # 11 px at 1024x768
    edges = [table.place.x, table.seat.x, *(c.x for c in table.parts), table.total.x, table.right]
    assert edges == sorted(edges) and table.right <= results.app.frame.rect(140, 0, 1000, 0).right


def test_review_steps_with_buttons_and_keys_and_plays_to_the_end() -> None:
    app = make_app()
    match = _played_out(["human", "random", "random"])
    app.show_review(match)
    frames(app)
    review = app.scene
    seen = _spy_views(review.table)
    last = len(match.actions)
    assert review.step == last
    hand_click(app, button_for(review, "first").rect.center)
    assert review.step == 0
    press_key(app, pygame.K_RIGHT)
    hand_click(app, button_for(review, "forward").rect.center)
    assert review.step == 2
    press_key(app, pygame.K_LEFT)
    assert review.step == 1
    press_key(app, pygame.K_END)
    assert review.step == last
    hand_click(app, button_for(review, "back").rect.center)
    press_key(app, pygame.K_HOME)
    assert review.step == 0
    hand_click(app, button_for(review, "play").rect.center)
    assert review.playing
    run_until(app, lambda: not review.playing)
    assert review.step == last
    # Once the match is over, everything: each step from the screen of the seat to act then.
    acting = [match.rules.current_player(s) for s in match.states()]
    assert seen[-1] == match.actors()[-1] and seen[1] == acting[1]
    assert review.viewer() is not None


def test_a_click_on_a_log_line_shows_the_table_then_and_only_public_views_between_humans() -> None:
    app = make_app(computer_delay=30.0, handoff_screen=False, log_open=True)
    app.start_match(_match(["human", "human", "random"]))
    scene = app.scene
    for _ in range(2):  # each human plays a token
        hand_click(app, scene.table._hand_spot(scene.match.current_player(), 0))
    assert len(scene.match.actions) == 2
    row = scene.log.row_entry.index(0)
    y = scene.log.rect.y + scene.log._pad() + row * scene.log._row_h() + scene.log._row_h() // 2
    hand_click(app, (scene.log.rect.centerx, y))
    review = app.scene
    assert isinstance(review, ReviewScene) and review.step == 1
    assert review.shown_seat is None and review.seat_menu is None  # public only, no seat to pick
    seen = _spy_views(review.table)
    press_key(app, pygame.K_HOME)
    press_key(app, pygame.K_END)
    assert review.step == 2 and seen and set(seen) == {None}
    hand_click(app, button_for(review, "return").rect.center)
    assert app.scene is scene and len(scene.match.actions) == 2  # back to the match, as it was


def test_review_of_one_humans_match_in_progress_shows_that_seats_screen() -> None:
    app = make_app(computer_delay=30.0)
    app.start_match(_match(["random", "human"]))
    review = ReviewScene(app, app.scene.match, app.scene)
    assert review.viewer() == 1


def test_review_from_the_load_screen() -> None:
    app = make_app()
    match = _played_out(["random", "random"])
    load = load_screen_on(app, match)
    hand_click(app, load.review_button.rect.center)
    review = app.scene
    assert isinstance(review, ReviewScene) and review.step == len(match.actions)
    # The seat picker opens one seat's screen for every step.
    seen = _spy_views(review.table)
    hand_click(app, review.seat_menu.rect.center)
    options = review.seat_menu.current_state.options_selection_list.item_list
    hand_click(app, options[2]["button_element"].rect.center)  # "P2's screen"
    assert review.chosen == 1 and seen[-1] == 1
    hand_click(app, button_for(review, "first").rect.center)
    assert review.step == 0 and seen[-1] == 1
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, LoadScene) and app.scene is load


def _solitaire_played_out(seed: int) -> Match:
    """Anno Domini alone against Barabbas, played at random to its end."""
    from games.core.chance import chance_rng, resolve
    from games.core.contract import CHANCE
    from games.core.players import RandomPlayer
    from games.core.rng import Rng

    rules = registry.rules("anno_domini")
    match = Match(rules, rules.info.default_options(1), [Seat("Anna", "blue", "human")], seed)
    rng, player, luck = Rng.from_seed(seed), RandomPlayer(), chance_rng(seed)
    while not match.is_over():
        if match.current_player() == CHANCE:
            match.apply(resolve(rules, match.state, luck).action)
        else:
            match.apply(player.choose(rules, rules.view(match.state, 0), 0, rng))
    return match


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_solitaire_results_show_barabbas_total_beside_the_players(size: tuple[int, int]) -> None:
    match = _solitaire_played_out(seed=4)
    his = match.state.bar.vp
    results, records = _results_drawn(match, size)
    assert results.table.rows == 2  # the player's row and his
    total = results.table.total
    totals = {r.words for r in records if r.rect.centerx == total.centre and r.words != "Total"}
    assert totals == {str(results.sheets[0].total), str(his)}
    name = next(r for r in records if r.words == "Barabbas")
    his_row = next(r for r in records if r.words == str(his) and r.rect.centerx == total.centre)
    assert abs(name.rect.centery - his_row.rect.centery) <= 1  # his name and his total on one row
    assert name.rect.bottom <= results.table.bottom and not any(r.cut for r in records)
    assert results.winners == (["barabbas"] if his >= results.sheets[0].total else [0])


def _results_drawn(match: Match, size: tuple[int, int]) -> tuple[ResultsScene, list[fonts.TextRecord]]:
    """The results of `match` shown at `size`, and the words their frame drew."""
    app = make_app(window_size=size)
    app.show_results(match)
    frames(app)
    with fonts.recording() as records:
        frames(app, 1)
    assert isinstance(app.scene, ResultsScene)
    return app.scene, records
