"""The Hint at the table (issue 15): a human to act asks, by the toolbar's button or key H; the
computer players' worker works out what Normal would play from that seat's view; the move and two
alternatives show in a panel, the chosen one marked on the table; the log notes it; a hint for a
position since left is dropped; nobody gets one on a computer's turn or under a handoff cover.
Clicks go as a hand makes them: motion, press and release in separate frames."""

from __future__ import annotations

import threading

import pygame
import pytest

from games import registry
from games.core.ai import players as levels
from games.core.ai.hint import Suggestion, suggest
from games.core.ai.players import NormalPlayer
from games.core.ai.search import SearchSettings
from games.core.contract import Seat
from games.core.match import Match
from games.core.save_file import SaveError
from games.ui import computer_turns
from games.ui.art import fonts
from games.ui.computer_turns import decision_rng
from games.ui.game_scene import GameScene
from games.ui.hint_panel import MARK, HintPanel, view_targets
from games.ui.review_scene import ReviewScene
from tests.ui.driver import button_for, frames, make_app, run_until
from tests.ui.hand import hand_click, load_screen_on, press_key
from tests.ui.test_layout_sizes import _late_match, _problems

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
# Normal's search on a small budget: the same code path, seconds of test time instead of minutes.
SMALL = SearchSettings(iterations=48, rollout_plies=2, root_candidates=8, full_width=12)


@pytest.fixture(autouse=True)
def _small_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(levels.LEVELS, "normal", SMALL)


def _start(game_id: str, kinds: list[str], size: tuple[int, int] = (1280, 720), moves: int = 0,
           **settings: object) -> tuple[object, GameScene]:
    """A match of `game_id` with these seats, `moves` played by Normal first, at the table."""
    rules = registry.rules(game_id)
    colours = [c.name for c in rules.info.colours]
    names = ["Anna", "Benedict", "Clara", "Dietrich"]
    seats = [Seat(names[i], colours[i], kind) for i, kind in enumerate(kinds)]
    match = Match(rules, rules.info.default_options(len(seats)), seats, 7, player_seed=7)
    for n in range(moves):
        seat = match.current_player()
        match.apply(NormalPlayer().choose(rules, rules.view(match.state, seat), seat, decision_rng(7, n)))
    app = make_app(window_size=size, **settings)
    app.start_match(match)
    frames(app, 3)
    scene = app.scene
    assert isinstance(scene, GameScene)
    return app, scene


def _open_cover(app, scene: GameScene) -> None:
    card = scene.cover_card()
    assert card is not None
    hand_click(app, card.center)
    assert scene.screens.handoff_to is None


def _hint_button(scene: GameScene):
    return button_for(scene, "hint")


def _wait_for_hint(app, scene: GameScene) -> None:
    run_until(app, lambda: scene.hint_panel is not None, timeout=60)
    frames(app, 2)


def _marked(app, rect: pygame.Rect) -> bool:
    """Whether the hint's outline colour is drawn just outside `rect` (above or left of it)."""
    screen = app.screen
    w, h = screen.get_size()
    above = [(rect.centerx, y) for y in range(rect.top - 30, rect.top + 2)]
    left = [(x, rect.centery) for x in range(rect.left - 30, rect.left + 2)]
    return any(0 <= x < w and 0 <= y < h and tuple(screen.get_at((x, y)))[:3] == tuple(MARK)[:3]
               for x, y in above + left)


@pytest.mark.parametrize("size", SIZES)
def test_two_humans_a_hint_by_the_button_shows_normals_move_and_two_others_marked_on_the_table(size) -> None:
    app, scene = _start("medina", ["human", "human", "ai-normal"], size)
    _open_cover(app, scene)
    match, rules = scene.match, scene.rules
    button = _hint_button(scene)
    assert button.visible
    hand_click(app, button.rect.center)
    assert scene._hint_asked == scene.version or scene.hint_panel is not None
    _wait_for_hint(app, scene)
    panel = scene.hint_panel
    assert panel is not None and _hint_button(scene).text == "Hint"
    # What Normal plays for Anna with the very generator her computer seat would have had.
    view = rules.view(match.state, 0)
    normal = NormalPlayer().choose(rules, view, 0, decision_rng(match.player_seed, len(match.actions)))
    assert panel.suggestions[0].action == normal
    assert len(panel.suggestions) == 3 and len({s.action for s in panel.suggestions}) == 3
    assert all(s.action in rules.legal_actions(match.state) for s in panel.suggestions)
    first, *others = [s.reason for s in panel.suggestions]
    assert "your best rival" in first and all("1." in r for r in others)
    # Over the game log: nothing of the table is covered (other seats' panels, the player's controls).
    assert scene.regions["log"].contains(panel.rect) and not panel.rect.colliderect(scene.regions["table"])
    targets = view_targets(scene.table, panel.action)
    assert targets, "Medina's table points at the piece and the space"
    assert any(_marked(app, t) for t in targets)
    # A click on the third line draws that move instead; the hint never plays anything itself.
    hand_click(app, panel.rows[2].center)
    assert panel.chosen == 2 and scene.hint_panel is panel
    assert len(match.actions) == 0
    third = view_targets(scene.table, panel.action)
    assert third and third != targets
    assert any(_marked(app, t) for t in third)


def test_the_log_notes_the_hint_and_a_save_keeps_it_while_an_older_save_still_loads() -> None:
    app, scene = _start("jerusalem", ["human", "ai-normal"], moves=1)  # a move on the log
    match = scene.match
    run_until(app, lambda: match.current_player() == 0, timeout=60)
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    moves = len(match.actions)
    assert scene.log.notes == {moves - 1: ["Anna asked for a hint."]}  # with the move it came after
    press_key(app, pygame.K_h)  # asked again: the hint folds away
    assert scene.hint_panel is None
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert match.hints == [(moves, 0)], "noted once per position"
    data = match.to_json()
    assert data["hints"] == [[moves, 0]]
    assert Match.from_json(data, registry.rules).hints == [(moves, 0)]
    data["hints"] = [[moves, "Anna"]]
    with pytest.raises(SaveError, match="hints"):  # a damaged entry is told, never a traceback
        Match.from_json(data, registry.rules)
    del data["hints"]
    assert Match.from_json(data, registry.rules).hints == []
    match.hints.clear()
    assert "hints" not in match.to_json(), "a match without hints saves as before"


def test_key_h_asks_and_esc_folds_the_hint_away_before_it_opens_the_menu() -> None:
    app, scene = _start("anno_domini", ["human", "human"], (1024, 768))
    _open_cover(app, scene)
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert scene.hint_panel is not None
    # Before the first move the log has no entry to put it under: it shows above them, unnumbered.
    note = f"{scene.match.seats[scene.match.current_player()].name} asked for a hint."
    assert scene.log.preface == [note] and scene.log.rows[0] == ("", note)
    hand_click(app, scene.log.rect.move(0, scene.log._pad()).topleft)
    assert scene.log.take_picked() is None and app.scene is scene, "a note is no move to review"
    press_key(app, pygame.K_ESCAPE)
    assert scene.hint_panel is None and app.scene is scene
    press_key(app, pygame.K_ESCAPE)
    assert app.scene is not scene  # only now the menu


def test_the_hint_is_worked_out_off_the_windows_thread_and_the_window_keeps_drawing(monkeypatch) -> None:
    asked_on: list[threading.Thread] = []
    release = threading.Event()

    def slow(rules, view, seat, rng, shown=3):
        asked_on.append(threading.current_thread())
        release.wait(10)
        return suggest(rules, view, seat, rng, shown)

    monkeypatch.setattr(computer_turns, "suggest", slow)
    app, scene = _start("kreuzes", ["human", "human"])
    _open_cover(app, scene)
    hand_click(app, _hint_button(scene).rect.center)
    run_until(app, lambda: bool(asked_on))
    assert asked_on[0] is not threading.main_thread()
    drawn = app.frames
    frames(app, 10)
    assert app.frames == drawn + 10 and scene.hint_panel is None
    button = _hint_button(scene)
    assert button.text == "Thinking\u2026" and not button.is_enabled
    release.set()
    _wait_for_hint(app, scene)
    assert view_targets(scene.table, scene.hint_panel.action) or scene.hint_panel.words(0)


@pytest.mark.parametrize("how", ["moved", "undo"])
def test_a_hint_that_comes_after_the_position_changed_is_dropped(how: str, monkeypatch) -> None:
    release = threading.Event()
    done = threading.Event()

    def slow(rules, view, seat, rng, shown=3):
        release.wait(10)
        try:
            return suggest(rules, view, seat, rng, shown)
        finally:
            done.set()

    monkeypatch.setattr(computer_turns, "suggest", slow)
    app, scene = _start("medina", ["human", "ai-normal", "ai-normal"], confirm_turn=False)
    match = scene.match
    if how == "undo":  # Anna moves once (a Medina turn is two pieces), then asks before her second
        scene.try_action(scene.rules.legal_actions(match.state)[0])
        frames(app)
        assert match.current_player() == 0
    press_key(app, pygame.K_h)
    asked_at = scene.version
    if how == "moved":
        scene.try_action(scene.rules.legal_actions(match.state)[0])
    else:
        scene.undo(None)
    assert scene.version != asked_at
    release.set()
    assert done.wait(30)
    frames(app, 5)
    assert scene.hint_panel is None and scene._hint_asked is None


def test_no_hint_on_a_computers_turn_nor_under_the_cover_and_it_goes_at_the_handoff() -> None:
    app, scene = _start("jerusalem", ["ai-normal", "human", "human"], computer_delay=0.5)
    assert scene.computer_to_act() == 0
    assert not _hint_button(scene).visible
    press_key(app, pygame.K_h)
    assert scene._hint_asked is None and scene.hint_panel is None
    run_until(app, lambda: scene.screens.handoff_to is not None, timeout=60)
    assert not _hint_button(scene).visible  # the cover is up: nobody's hint, nobody's panel
    press_key(app, pygame.K_h)
    assert scene._hint_asked is None
    _open_cover(app, scene)
    assert _hint_button(scene).visible
    hand_click(app, _hint_button(scene).rect.center)
    _wait_for_hint(app, scene)
    # The human plays the hinted move by hand (the table's own gesture, here the panel's action):
    # the hint goes with the position, before any cover comes.
    scene.try_action(scene.hint_panel.action)
    assert scene.hint_panel is None
    frames(app, 2)
    assert _hint_button(scene).visible == (scene.hint_seat() is not None)


def test_the_hint_comes_from_the_worker_process() -> None:
    app, scene = _start("jerusalem", ["human", "human"], computer_process=True)
    try:
        _open_cover(app, scene)
        press_key(app, pygame.K_h)
        _wait_for_hint(app, scene)
        assert scene.computers._worker is not None and scene.computers._worker.process.is_alive()
        panel = scene.hint_panel
        assert panel is not None and panel.suggestions[0].action in scene.rules.legal_actions(scene.match.state)
    finally:
        scene.computers.close()


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_hint_reads_at_the_smallest_and_largest_window_late_in_a_game(game_id: str) -> None:
    """The hint's panel and marks late in each game: no line leaves its panel, is cut short or is too
    small to read (the layout test's checks, on what the hint draws)."""
    match = _late_match(game_id, min(3, registry.info(game_id).max_players), seed=5)
    problems: list[str] = []
    for size in [(1024, 640), (1920, 1080)]:
        app = make_app(window_size=size)
        app.switch(GameScene(app, match, autoplay=False))
        frames(app, 3)
        scene = app.scene
        press_key(app, pygame.K_h)
        _wait_for_hint(app, scene)
        with fonts.recording() as records:
            frames(app, 2)
        hint_text = [r for r in records if r.panel_name.startswith("hint")]
        assert hint_text, "the panel's words are drawn"
        problems += [f"{size[0]}x{size[1]}: {p}" for p in _problems(hint_text, size)]
    assert not problems, "\n".join(problems)


def test_the_panel_takes_its_own_clicks_and_leaves_a_drag_from_the_table_to_the_table() -> None:
    make_app()  # fonts need pygame up
    panel = HintPanel([Suggestion(n, f"Anna moves {n}", "a reason", 3 - n, 0.5, 0.0) for n in range(3)], "Anna")
    panel.layout(pygame.Rect(0, 60, 1000, 600), 1.0, 1.0)

    def event(kind: int, pos: tuple[int, int]) -> str | None:
        return panel.handle_event(pygame.event.Event(kind, pos=pos, button=1))

    line = panel.rows[1].center
    assert panel.words(1) == "Moves 1"
    assert event(pygame.MOUSEBUTTONUP, line) is None, "a drag from the table ends on the table"
    assert event(pygame.MOUSEBUTTONDOWN, line) == "mine" and event(pygame.MOUSEBUTTONUP, line) == "pick"
    assert panel.chosen == 1
    assert event(pygame.MOUSEBUTTONDOWN, panel.rows[2].center) == "mine"
    assert event(pygame.MOUSEBUTTONUP, line) == "mine" and panel.chosen == 1, "press and release on one line"
    assert event(pygame.MOUSEBUTTONDOWN, (5, 5)) is None
    assert event(pygame.MOUSEBUTTONDOWN, panel.close_rect.center) == "mine"
    assert event(pygame.MOUSEBUTTONUP, panel.close_rect.center) == "close"


def test_a_table_that_cannot_point_at_the_move_shows_its_words_in_an_outlined_note(monkeypatch) -> None:
    """The toy game's view has no hint_targets: the hint still shows the move, in words over the table."""
    def named(rules, view, seat, rng, shown=3):
        return [Suggestion(a, rules.describe(view, a), "a reason", 1, 0.5, 0.0) for a in rules.legal_actions(view)[:2]]

    monkeypatch.setattr(computer_turns, "suggest", named)
    app, scene = _start("tokens", ["human", "human"])
    _open_cover(app, scene)
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert view_targets(scene.table, scene.hint_panel.action) == []
    with fonts.recording() as records:
        frames(app, 1)
    note = [r for r in records if r.panel_name == "hint move"]
    assert note and " ".join(r.words for r in note) == scene.hint_panel.words(0)
    assert not any(r.rect.colliderect(scene.hint_panel.rect) for r in note), "beside the panel, not under it"


@pytest.mark.parametrize("size", SIZES)
def test_the_review_of_a_saved_match_shows_each_hint_where_the_log_noted_it(size) -> None:
    """Two humans ask for hints, one before the first move and one after it; the match is kept,
    then reviewed from the load screen: the review's log says who asked, under the move after which
    they asked (the first above the entries), in full and at a readable size, in view at that step."""
    app, scene = _start("tokens", ["human", "human"], size, handoff_screen=False)
    match = scene.match
    press_key(app, pygame.K_h)  # Anna, before the first move
    _wait_for_hint(app, scene)
    hand_click(app, scene.table._hand_spot(0, 0))
    assert len(match.actions) == 1 and match.current_player() == 1
    hand_click(app, _hint_button(scene).rect.center)  # Benedict, after it
    _wait_for_hint(app, scene)
    while not match.is_over():
        scene.try_action(scene.rules.legal_actions(match.state)[0])
    assert match.hints == [(0, 0), (1, 1)]
    app.show_menu()
    load = load_screen_on(app, match)
    hand_click(app, load.review_button.rect.center)
    review = app.scene
    assert isinstance(review, ReviewScene) and review.match is not match  # read back from the file
    log = review.log
    assert log.preface == ["Anna asked for a hint."]
    assert log.notes == {0: ["Benedict asked for a hint."]} and log.lines == match.log_lines()
    hand_click(app, button_for(review, "first").rect.center)
    assert review.step == 0
    min_px = 14 if size[0] >= 1280 and size[1] >= 720 else 12
    column = log.rect.width - 2 * log._pad() - log._bar_w()
    for step, note in ((0, "Anna asked for a hint."), (1, "Benedict asked for a hint.")):
        if step:
            hand_click(app, button_for(review, "forward").rect.center)
        assert review.step == step
        rows = _note_rows(log, note)
        assert rows, f"{note!r} is in the review's log, whole"
        assert all(log.offset <= r < log.offset + log.visible_rows() for r in rows), "in view at its step"
        if step:
            assert log.row_entry[rows[0]] == log.marked == 0, "with the move it was asked after, highlighted"
        for r in rows:  # each row of it fits the log's text column, at a readable size
            assert log._render(*log.rows[r], log.row_indent[r], log.row_note[r]).get_width() <= column
            assert log.px >= min_px
            # the table's note, apart from the game's words: not set in under the move, in its own style
            assert log.row_indent[r] == 0 and log.row_note[r]


def _note_rows(log, note: str) -> list[int]:
    """The rows of the log panel that together say `note` (wrapped to fit, one entry, one indent)."""
    for start, (_, words) in enumerate(log.rows):
        if not note.startswith(words):
            continue
        rows, said = [start], words
        while said != note and rows[-1] + 1 < len(log.rows):
            nxt = rows[-1] + 1
            if log.row_entry[nxt] != log.row_entry[start] or log.row_indent[nxt] != log.row_indent[start]:
                break
            rows.append(nxt)
            said += " " + log.rows[nxt][1]
        if said == note:
            return rows
    return []


def _by_hand(app, scene: GameScene, action) -> None:
    """Make `action` as a hand does: a click on what the table points at for it (the Office, the button)."""
    rects = scene.table.hint_targets(action)
    assert rects, f"the table shows where {action} is made"
    before = len(scene.match.actions)
    hand_click(app, rects[0].center)
    assert len(scene.match.actions) == before + 1 and scene.match.actions[-1] == action


def test_a_hint_abandoned_by_a_move_keeps_the_worker_and_the_computer_moves_from_it() -> None:
    """Two humans ask for hints and play on before they come; the computer seat after them decides in
    the same worker process (an abandoned hint is stopped inside it, no new process to wait for), and
    no stale hint ever shows."""
    app, scene = _start("jerusalem", ["human", "human", "ai-normal"], computer_process=True, confirm_turn=False)
    match, rules = scene.match, scene.rules
    try:
        assert match.current_player() == 0
        _open_cover(app, scene)
        press_key(app, pygame.K_h)
        worker = scene.computers._worker
        assert worker is not None and scene._hint_asked == scene.version and scene.hint_panel is None
        pid = worker.process.pid
        office = rules.legal_actions(match.state)[0]
        _by_hand(app, scene, office)  # before the hint came: it is abandoned
        assert scene._hint_asked is None
        bid = next(a for a in rules.legal_actions(match.state) if type(a).__name__ == "Bid")
        press_key(app, pygame.K_h)
        assert scene.hint_panel is None and scene._hint_asked == scene.version
        _by_hand(app, scene, bid)
        _open_cover(app, scene)
        assert match.current_player() == 1
        hand_click(app, _hint_button(scene).rect.center)
        assert scene.hint_panel is None and scene._hint_asked == scene.version
        _by_hand(app, scene, next(a for a in rules.legal_actions(match.state) if type(a).__name__ == "Pass"))
        assert match.current_player() == 2 and scene.computer_to_act() == 2
        shown: list[object] = []
        run_until(app, lambda: shown.append(scene.hint_panel) or match.current_player() != 2, timeout=120)
        assert match.actors()[-1] == 2, "the computer moved"
        assert scene.computers._worker is worker and worker.process.pid == pid and worker.process.is_alive()
        assert set(shown) == {None}, "no stale hint showed"
    finally:
        scene.computers.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_bid_hint_sets_the_bid_stepper_to_the_hinted_amount_and_the_marked_button_bids_it(size,
                                                                                          monkeypatch) -> None:
    """Jerusalem's auction, two humans and a computer: the hint's bids show on the panel's stepper (the
    first when it comes, another when its line is picked), and a click on the marked button bids it."""
    app, scene = _start("jerusalem", ["human", "human", "ai-normal"], size, confirm_turn=False)
    match, rules = scene.match, scene.rules
    _open_cover(app, scene)
    _by_hand(app, scene, rules.legal_actions(match.state)[0])  # Anna puts an Office up; she opens the bidding
    bids = sorted((a for a in rules.legal_actions(match.state) if type(a).__name__ == "Bid"), key=lambda b: b.amount)
    assert len(bids) >= 4
    start = bids[0].amount
    hinted = [bids[-1], bids[-2], bids[1]]  # none of them the amount the stepper starts at

    def bidding(rules, view, seat, rng, shown=3):
        return [Suggestion(b, rules.describe(view, b), "a reason", 10 - k, 0.5, 0.0) for k, b in enumerate(hinted)]

    monkeypatch.setattr(computer_turns, "suggest", bidding)
    table = scene.table

    def bid_button():
        return next(b for b in table.panel.buttons if b.key == "bid")

    assert bid_button().action.amount == start
    with fonts.recording() as records:
        hand_click(app, _hint_button(scene).rect.center)
        _wait_for_hint(app, scene)
    assert table.values["bid"] == hinted[0].amount and bid_button().action == hinted[0]
    button = table.hint_targets(hinted[0])[0]
    said = [r.words for r in records if r.words.startswith("Bid ")]
    assert said and said[-1] == f"Bid {hinted[0].amount}", "the button says the hinted bid"
    assert _marked(app, button), "and the hint marks it"
    hand_click(app, scene.hint_panel.rows[2].center)  # the third line: its bid on the stepper now
    assert scene.hint_panel.chosen == 2 and table.values["bid"] == hinted[2].amount
    assert bid_button().action == hinted[2] and len(match.actions) == 1, "the hint never bids by itself"
    hand_click(app, table.hint_targets(hinted[2])[0].center)
    assert match.actions[-1] == hinted[2] and match.actors()[-1] == 0


def test_kreuzes_troops_and_treasure_hinted_set_their_stepper_and_jerusalem_a_revenue_taken_in_part() -> None:
    """The other moves made with a stepper: the setting that makes the panel's button propose the hinted
    move, and nothing where a button proposes it already or no stepper holds it."""
    from games.jerusalem.rules import actions as ja
    from games.jerusalem.table import table_controls as jc
    from games.jerusalem.table.table_hint import hint_values as jerusalem_values
    from games.kreuzes.rules import actions as ka
    from games.kreuzes.table import controls as kc
    from games.kreuzes.table.table_hint import hint_values as kreuzes_values

    panel = kc.Panel("Enlist", [], [kc.Stepper("enlist", "Treasure", range(0, 7), 6)],
                     [kc.Button("enlist", "Enlist 12 for 6", ka.Enlist(6))])
    assert kreuzes_values(ka.Enlist(4), panel) == {"enlist": 4}
    assert kreuzes_values(ka.Enlist(6), panel) == {}, "its button proposes it already"
    assert kreuzes_values(ka.Commit(3), panel) == {}, "no stepper for troops here"
    fight = kc.Panel("Combat", [], [kc.Stepper("commit", "Troops", range(1, 9), 1)], [])
    assert kreuzes_values(ka.Commit(5), fight) == {"commit": 5}
    take = jc.Panel("Revenue", [], buttons=[jc.Button("take", "Take it all", ja.TakeRevenue(2, 1, 1), True)])
    assert jerusalem_values(ja.TakeRevenue(2, 1, 1), take) == {}
    assert jerusalem_values(ja.TakeRevenue(1, 0, 1), take) == {"rev_less": 1, "rev_squires": 1, "rev_bezants": 0,
                                                               "rev_prestige": 1}
    assert jerusalem_values(ja.BuyPrestige(2), None) == {"prestige_buy": 2}


def test_a_hint_abandoned_by_leaving_the_table_is_asked_afresh_on_return(monkeypatch) -> None:
    """Anna asks, then opens the rules before the hint comes (leaving the table abandons it): back
    at the table the Hint button is hers again, not stuck at "Thinking...", and a new ask brings it."""
    release = threading.Event()

    def slow(rules, view, seat, rng, shown=3):
        release.wait(10)
        return suggest(rules, view, seat, rng, shown)

    monkeypatch.setattr(computer_turns, "suggest", slow)
    app, scene = _start("medina", ["human", "human", "ai-normal"])
    _open_cover(app, scene)
    press_key(app, pygame.K_h)
    assert _hint_button(scene).text == "Thinking\u2026"
    hand_click(app, button_for(scene, "rules").rect.center)
    assert app.scene is not scene
    release.set()
    hand_click(app, app.scene.back_button.rect.center)
    assert app.scene is scene
    frames(app, 5)
    button = _hint_button(scene)
    assert scene.hint_panel is None and button.text == "Hint" and button.is_enabled
    hand_click(app, button.rect.center)
    _wait_for_hint(app, scene)
    assert scene.hint_panel is not None


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_with_the_log_folded_away_the_panel_sits_in_a_corner_of_the_table_clear_of_the_marks(size) -> None:
    app, scene = _start("medina", ["human", "human", "ai-normal"], size)
    _open_cover(app, scene)
    hand_click(app, button_for(scene, "log").rect.center)  # the log folded away
    assert not scene.regions["log"].width
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    panel = scene.hint_panel
    assert panel is not None and scene.regions["table"].contains(panel.rect)
    targets = [r for s in panel.suggestions for r in view_targets(scene.table, s.action)]
    assert targets and not any(panel.rect.colliderect(t) for t in targets), "it hides nothing the hint points at"
    hand_click(app, button_for(scene, "log").rect.center)  # the log back: the panel moves over it
    assert scene.regions["log"].contains(scene.hint_panel.rect)


def test_a_hint_folded_away_puts_the_bid_back_as_the_player_had_it_unless_she_changed_it(monkeypatch) -> None:
    """The hint sets the bid stepper to the move it marks; folded away unplayed (Esc, or its close mark),
    the stepper shows the player's own amount again, and an amount she set herself since is left alone."""
    app, scene = _start("jerusalem", ["human", "human", "ai-normal"], (1280, 720), confirm_turn=False)
    match, rules = scene.match, scene.rules
    _open_cover(app, scene)
    _by_hand(app, scene, rules.legal_actions(match.state)[0])
    bids = sorted((a for a in rules.legal_actions(match.state) if type(a).__name__ == "Bid"), key=lambda b: b.amount)
    hinted = [bids[-1], bids[-2], bids[2]]

    def bidding(rules, view, seat, rng, shown=3):
        return [Suggestion(b, rules.describe(view, b), "a reason", 10 - k, 0.5, 0.0) for k, b in enumerate(hinted)]

    monkeypatch.setattr(computer_turns, "suggest", bidding)
    table = scene.table
    start = dict(table.values)
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    hand_click(app, scene.hint_panel.rows[2].center)
    assert table.values["bid"] == hinted[2].amount
    press_key(app, pygame.K_ESCAPE)
    assert scene.hint_panel is None and table.values == start, "Esc: the player's own amount again"
    assert app.scene is scene, "and the menu did not open"
    # Asked again, then the player steps the amount down herself: closing keeps her amount.
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert table.values["bid"] == hinted[0].amount
    less = next(z for z in table.zones if z.kind == "step" and z.key == ("bid", -1))
    hand_click(app, less.rect.center)
    assert table.values["bid"] == hinted[0].amount - 1
    hand_click(app, scene.hint_panel.close_rect.center)
    assert scene.hint_panel is None and table.values["bid"] == hinted[0].amount - 1
    assert len(match.actions) == 1, "nothing was bid"



def test_a_kreuzes_hint_before_the_game_reads_whole_in_the_logs_column(monkeypatch) -> None:
    """'Godfrey of Bouillon (Anna) discards Quick March before the g...' was cut short at 1920x1080:
    a move's words may take three lines in the log's column. The longest discards are hinted."""
    app, scene = _start("kreuzes", ["human", "ai-normal", "ai-normal"], (1920, 1080))
    if scene.screens.handoff_to is not None:
        _open_cover(app, scene)
    assert scene.hint_seat() == 0
    rules, view = scene.rules, scene.rules.view(scene.match.state, 0)
    longest = sorted(rules.legal_actions(view), key=lambda a: -len(rules.describe_own(view, a)))[:3]

    def discards(rules, view, seat, rng, shown=3):
        said = [rules.describe_own(view, a) for a in longest]
        said[0] = "Godfrey of Bouillon (Anna) discards Quick March before the game."  # as it came in a real game
        pairs = zip(longest, said, strict=True)
        return [Suggestion(a, w, "a reason", 3 - k, 0.5, 0.0) for k, (a, w) in enumerate(pairs)]

    monkeypatch.setattr(computer_turns, "suggest", discards)
    press_key(app, pygame.K_h)
    _wait_for_hint(app, scene)
    assert scene.regions["log"].contains(scene.hint_panel.rect)
    with fonts.recording() as records:
        frames(app, 2)
    hint_text = [r for r in records if r.panel_name.startswith("hint")]
    assert any("Quick March" in r.words for r in hint_text) and any("the game." in r.words for r in hint_text)
    assert not any(r.words.endswith("\u2026") for r in hint_text), "nothing shortened"
    assert not _problems(hint_text, (1920, 1080))


def test_the_moves_number_sits_on_the_rings_corner_toward_the_tables_middle() -> None:
    """A target by the table's edge (Jerusalem's Offices column, Medina's corner towers) has its
    labels on the outward side: the badge goes on the corner facing the middle, off them."""
    from games.ui.hint_panel import draw_marks

    pygame.init()
    surface = pygame.Surface((800, 600))
    table = pygame.Rect(0, 0, 800, 600)
    for target, inward in ((pygame.Rect(20, 20, 100, 60), "bottomright"),
                           (pygame.Rect(680, 500, 100, 60), "topleft"),
                           (pygame.Rect(20, 500, 100, 60), "topright")):
        surface.fill((0, 0, 0))
        draw_marks(surface, table, [target], "a move", 1, 0.0, 1.0, 1.0)
        ring = target.inflate(12, 12)  # the outline grows by 6 px each side at the pulse's start
        corners = {name: getattr(ring, name) for name in ("topleft", "topright", "bottomleft", "bottomright")}

        def filled(point: tuple[int, int]) -> bool:  # a disc of the mark's colour round the point
            x, y = point  # (the outline alone, passing the corner, colours far fewer of these pixels)
            return sum(tuple(surface.get_at((x + dx, y + dy)))[:3] == tuple(MARK)[:3]
                       for dx in range(-10, 11) for dy in range(-10, 11)) > 200

        assert filled(corners[inward]), (target, inward)
        assert not any(filled(p) for name, p in corners.items() if name != inward), target


def test_the_hint_buttons_tooltip_stays_away_while_the_hint_is_shown_and_comes_back_after() -> None:
    """The pointer rests on the button after the click: its tooltip hung over the panel's title."""
    app, scene = _start("anno_domini", ["human", "human"], (1024, 768))
    _open_cover(app, scene)
    button = _hint_button(scene)
    hand_click(app, button.rect.center)
    pygame.mouse.set_pos(button.rect.center)  # pygame_gui asks the pointer's place of the system
    try:
        _wait_for_hint(app, scene)
        frames(app, 90)  # longer than the tooltip's delay, the pointer still
        assert scene.hint_panel is not None and button.tool_tip is None
        press_key(app, pygame.K_ESCAPE)
        frames(app, 90)
        assert scene.hint_panel is None and button.tool_tip is not None, "the button explains itself again"
    finally:
        pygame.mouse.set_pos((0, 0))  # no later test finds the system's pointer resting on a button
