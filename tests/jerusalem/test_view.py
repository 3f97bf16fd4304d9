"""Jerusalem's table view under SDL's dummy driver: it draws every state of random games, real
mouse events posted through pygame's queue become the actions a player means, the hidden
holdings of other seats never reach the screen, and a bot that only clicks and drags what
the table shows plays whole games to the end."""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from games import registry
from games.core.contract import Action, Seat
from games.core.match import Match
from games.core.rng import Rng
from games.jerusalem import make_rules
from games.jerusalem.rules.actions import (
    Bid,
    BuyPrestige,
    ChooseOffice,
    Done,
    MoveSquire,
    Pass,
    PickCard,
    PickSquire,
    Place,
    PlaceBaron,
    PlayCard,
    SaveSquire,
    TakeRevenue,
)
from games.jerusalem.rules.engine import JerusalemRules
from games.jerusalem.rules.state import JerusalemState, with_item
from games.jerusalem.table.view import TableView, draw_box_art
from tests.ui.pointer import click, down, drag, send

SIZE = (1280, 720)
TABLE = pygame.Rect(0, 60, 970, 660)  # the table's part of a 1280x720 window with the log open


@pytest.fixture(scope="module")
def screen() -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(SIZE)
    yield surface
    pygame.display.quit()


@cache
def _rules() -> JerusalemRules:
    return make_rules()


def _seats(n: int) -> list[Seat]:
    colours = _rules().info.colours
    return [Seat(name, colours[i].name) for i, name in enumerate(["Anna", "Baldwin", "Cecile", "Dmitri"][:n])]


@cache
def _game(players: int, seed: int) -> tuple[JerusalemState, ...]:
    """Every state of one random game, from the setup to the end."""
    rules = _rules()
    match = Match(rules, rules.info.default_options(players), _seats(players), seed)
    rng = Rng.from_seed(seed)
    while not match.is_over():
        match.apply(rng.choice(rules.legal_actions(match.state)))
    return tuple(match.states())


def _table(players: int = 4, rect: pygame.Rect = TABLE) -> TableView:
    view = TableView(_rules(), _seats(players), {})
    view.layout(rect)
    return view


def _show_turn(view: TableView, state: JerusalemState) -> list[Action]:
    """Open the acting seat's screen, as the shell does for a human's turn."""
    rules = _rules()
    seat = rules.current_player(state)
    seen = rules.view(state, seat)
    legal = rules.legal_actions(seen)
    view.show(seen, seat, legal, seat)
    return legal


def _first(players: int, seed: int, test) -> JerusalemState:
    return next(s for s in _game(players, seed) if s.actor is not None and test(s))


def _zone(view: TableView, kind: str, key=None):
    for zone in view.zones:
        if zone.kind == kind and (key is None or zone.key == key):
            return zone.rect.center
    return None


# --- the bot: it clicks and drags only what the table shows ---


def _gesture(view: TableView, state: JerusalemState, action: Action) -> list[tuple]:
    """How a player produces `action` at this table: a list of steps, each ("click", kind, key)
    on a zone found on screen at that moment, ("drag", start, end) or ("click_area", area)."""
    cfg = _rules().config
    seat = state.actor
    if isinstance(action, (Place, PlaceBaron)):
        pending = state.turn.pending
        pile = "baron" if isinstance(action, PlaceBaron) else (
            "supply" if pending is not None and pending.mode == "influence" else "squire")
        return [("drag", ("pile", pile), ("area", cfg.area_index(action.area)))]
    if isinstance(action, MoveSquire):
        source = cfg.area_index(action.source)
        return [("drag", ("group", (source, seat)), ("area", cfg.area_index(action.target)))]
    if isinstance(action, PickSquire):
        return [("click", "group", (cfg.area_index(action.area), action.seat))]
    if isinstance(action, SaveSquire):
        return [("click", "area", cfg.area_index(action.area))]
    if isinstance(action, ChooseOffice):
        return [("click", "office", action.office)]
    if isinstance(action, (PickCard, PlayCard)):
        kind = "draft" if isinstance(action, PickCard) else "hand"
        key = next(z.key for z in view.zones if z.kind == kind and z.key[1] == action.card)
        return [("click", kind, key)]
    panel = view.panel
    assert panel is not None
    steps: list[tuple] = []
    targets: dict[str, int] = {}
    if isinstance(action, Bid):
        targets = {"bid": action.amount}
    elif isinstance(action, BuyPrestige):
        targets = {"prestige_buy": action.amount}
    elif isinstance(action, TakeRevenue):
        rev = cfg.areas[state.cursor].revenue
        if (action.squires, action.bezants, action.prestige) == (rev.squires, rev.bezants, rev.prestige):
            return [("click", "button", "take")]
        if not any(st.key.startswith("rev_") for st in panel.steppers):
            steps.append(("click", "button", "take_less"))
            _perform(view, steps)  # the steppers show once "Take less…" is clicked
            panel, steps = view.panel, []
            assert panel is not None
        targets = {"rev_squires": action.squires, "rev_bezants": action.bezants, "rev_prestige": action.prestige}
    for stepper in panel.steppers:
        if stepper.key in targets:
            now, goal = stepper.value(view.values), targets[stepper.key]
            delta = 1 if goal > now else -1
            steps += [("click", "step", (stepper.key, delta))] * abs(goal - now)
    if targets:
        key = {"bid": "bid", "prestige_buy": "buy_prestige"}.get(next(iter(targets)), "take")
        return steps + [("click", "button", key)]
    button = next((b for b in panel.buttons if b.action == action), None)
    assert button is not None, f"no gesture offers {action}"
    return [("click", "button", button.key)] * (2 if button.forfeit else 1)  # a forfeit asks once


def _point(view: TableView, target) -> tuple[int, int]:
    kind, key = target
    if kind == "area":
        return view.area_point(key)
    pos = _zone(view, kind, key)
    assert pos is not None, f"nothing to point at for {target}"
    return pos


def _perform(view: TableView, steps: list[tuple]) -> Action | None:
    answer = None
    for step in steps:
        if step[0] == "drag":
            answer = drag(view, _point(view, step[1]), _point(view, step[2]))
        elif step[1] == "area":
            answer = click(view, view.area_point(step[2]))
        else:
            answer = click(view, _point(view, (step[1], step[2])))
    return answer


def _play_by_mouse(players: int, seed: int, screen: pygame.Surface, draw_every: int = 7) -> Match:
    rules = _rules()
    match = Match(rules, rules.info.default_options(players), _seats(players), seed)
    view = _table(players)
    rng = Rng.from_seed(seed)
    steps = 0
    while not match.is_over():
        legal = _show_turn(view, match.state)
        if steps % draw_every == 0:
            view.draw(screen)
        for other in legal:  # every legal decision has a gesture on something the table shows
            for step in _gesture(view, match.state, other):
                for target in ([step[1], step[2]] if step[0] == "drag" else [step[1:]]):
                    _point(view, target)
        action = rng.choice(legal)
        answer = _perform(view, _gesture(view, match.state, action))
        assert answer == action, f"{answer} != {action} at step {match.state.step}"
        match.apply(answer)
        view.update(3.0)  # a player looks at what changed; input never waits for it
        steps += 1
    return match


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (4, 5), (4, 8)])
def test_a_whole_game_is_played_with_the_mouse_alone(screen, players, seed):
    """Every decision of a random game is reached by clicks and drags on what the table shows."""
    match = _play_by_mouse(players, seed, screen)
    assert match.is_over() and len(match.actions) > 150


# --- drawing ---


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_draws_every_state_of_a_random_game(screen, players, seed):
    rules = _rules()
    view = _table(players)
    states = _game(players, seed)
    for k, state in enumerate(states):
        if rules.is_over(state) or k % 5 == 4:
            view.show(rules.view(state, None), None, [], state.actor)  # nobody at the screen
        else:
            _show_turn(view, state)
        view.update(0.1)
        view.draw(screen)
        assert view.tooltip(view.area_point(k % len(state.board))) is not None
    view.update(3.0)
    assert not view.is_animating()
    assert rules.is_over(states[-1])


def test_text_and_pieces_fit_a_full_window_too(screen):
    view = _table(4, pygame.Rect(0, 75, 1600 - 388, 825))
    _show_turn(view, _game(4, 3)[len(_game(4, 3)) * 4 // 5])
    view.draw(pygame.Surface((1600, 900)))


# --- gestures ---


def test_a_dragged_squire_lands_on_the_area_it_is_dropped_on(screen):
    view = _table()
    state = _first(4, 3, lambda s: s.step == "deploy" and s.turn.pending is None and s.squires[s.actor])
    legal = _show_turn(view, state)
    view.draw(screen)
    place = next(a for a in legal if isinstance(a, Place))
    area = _rules().config.area_index(place.area)
    assert drag(view, _zone(view, "pile", "squire"), view.area_point(area)) == place
    assert view.held is None


def test_click_the_pile_then_an_area(screen):
    view = _table()
    state = _first(4, 3, lambda s: s.step == "deploy" and s.turn.pending is None and s.squires[s.actor])
    legal = _show_turn(view, state)
    view.draw(screen)
    assert click(view, _zone(view, "pile", "squire")) is None
    assert view.held == ("squire", -1)
    place = [a for a in legal if isinstance(a, Place)][-1]
    assert click(view, view.area_point(_rules().config.area_index(place.area))) == place


def test_the_lit_areas_of_a_held_squire_are_its_legal_areas(screen):
    cfg = _rules().config
    view = _table()
    for players, seed in ((4, 3), (2, 3)):
        view = _table(players)
        state = _first(players, seed, lambda s: s.step == "deploy" and s.turn.pending is None and s.squires[s.actor]
                       and any(b is not None for seat, b in enumerate(s.barons) if seat != s.actor))
        legal = _show_turn(view, state)
        view.draw(screen)
        click(view, _zone(view, "pile", "squire"))
        lit = view.lit_areas()
        assert lit == {cfg.area_index(a.area) for a in legal if isinstance(a, Place)}
        assert len(lit) < len(cfg.areas)  # a Baron or the two-player game closes some
        view.draw(screen)
        send(view, down((5, 5), button=3))
        assert view.held is None


def test_escape_puts_the_held_squire_back(screen):
    view = _table()
    state = _first(4, 3, lambda s: s.step == "deploy" and s.turn.pending is None and s.squires[s.actor])
    _show_turn(view, state)
    view.draw(screen)
    click(view, _zone(view, "pile", "squire"))
    assert view.held == ("squire", -1) and view.lit_areas()
    assert view.cancel_gesture() is True  # the shell calls this on Esc before opening the menu
    assert view.held is None and not view.lit_areas()
    assert view.cancel_gesture() is False  # nothing in hand: Esc goes on to the menu


def test_an_illegal_drop_still_proposes_the_move_for_the_shell_to_explain(screen):
    cfg = _rules().config
    view = _table(2)
    state = _first(2, 3, lambda s: s.step == "deploy" and s.turn.pending is None and s.squires[s.actor])
    legal = _show_turn(view, state)
    view.draw(screen)
    closed = next(a for a in range(len(cfg.areas)) if not state.playable[a])
    answer = drag(view, _zone(view, "pile", "squire"), view.area_point(closed))
    assert answer == Place(cfg.areas[closed].id) and answer not in legal


def test_the_baron_is_dragged_onto_an_area(screen):
    view = _table()
    for players, seed in ((4, 3), (4, 5), (3, 4)):
        state = next((s for s in _game(players, seed) if s.actor is not None and s.step == "deploy"
                      and any(isinstance(a, PlaceBaron) for a in _rules().legal_actions(s))), None)
        if state is None:
            continue
        view = _table(players)
        legal = _show_turn(view, state)
        view.draw(screen)
        baron = next(a for a in legal if isinstance(a, PlaceBaron))
        area = _rules().config.area_index(baron.area)
        assert drag(view, _zone(view, "pile", "baron"), view.area_point(area)) == baron
        return
    pytest.fail("no Baron was ever placeable in the sample games")


def test_bidding_with_the_stepper_and_passing(screen):
    view = _table()
    state = _first(4, 3, lambda s: s.step == "auction" and s.high_bidder is not None and s.bezants[s.actor] > 5)
    legal = _show_turn(view, state)
    view.draw(screen)
    low = min(a.amount for a in legal if isinstance(a, Bid))
    assert click(view, _zone(view, "button", "bid")) == Bid(low)
    for _ in range(3):
        assert click(view, _zone(view, "step", ("bid", 1))) is None
    click(view, _zone(view, "step", ("bid", -1)))
    assert click(view, _zone(view, "button", "bid")) == Bid(low + 2)
    assert click(view, _zone(view, "button", "pass")) == Pass()


def test_choosing_an_office_and_a_draft_card(screen):
    view = _table()
    state = _game(4, 3)[0]
    legal = _show_turn(view, state)
    view.draw(screen)
    assert {a for a in legal} == {ChooseOffice(n) for n in (1, 2, 3, 4)}
    assert click(view, _zone(view, "office", 3)) == ChooseOffice(3)
    draft = _first(4, 3, lambda s: s.step == "draft")
    legal = _show_turn(view, draft)
    view.draw(screen)
    cards = [z.key for z in view.zones if z.kind == "draft"]
    assert sorted(card for _, card in cards) == sorted(draft.draft)
    assert click(view, _zone(view, "draft", cards[-1])) == PickCard(cards[-1][1])


def test_other_seats_see_the_draft_face_down(screen):
    view = _table()
    rules = _rules()
    draft = _first(4, 3, lambda s: s.step == "draft")
    other = next(seat for seat in range(4) if seat != draft.actor and seat not in draft.drafted)
    view.show(rules.view(draft, other), other, [], draft.actor)
    view.draw(screen)
    assert not [z for z in view.zones if z.kind == "draft"]


# --- hidden holdings ---


def _pixels(view: TableView, screen: pygame.Surface, state: JerusalemState, seat: int | None) -> bytes:
    rules = _rules()
    seen = rules.view(state, seat)
    view.show(seen, seat, rules.legal_actions(seen) if seat == state.actor else [], state.actor)
    view.update(5.0)
    view.show(seen, seat, rules.legal_actions(seen) if seat == state.actor else [], state.actor)
    screen.fill((0, 0, 0))
    view.draw(screen)
    return pygame.image.tobytes(screen, "RGB")


def test_the_hidden_holdings_of_other_seats_are_never_drawn(screen):
    """Changing what another seat keeps behind its screen changes nothing on this seat's table."""
    state = _first(4, 5, lambda s: s.step == "deploy" and s.round >= 2)
    other = (state.actor + 1) % 4
    secret = state.copy()
    secret.squires = with_item(state.squires, other, state.squires[other] + 9)
    secret.bezants = with_item(state.bezants, other, state.bezants[other] + 17)
    secret.hands = with_item(state.hands, other, ("turncoat", "genoese", "move"))
    for seat in (state.actor, None):
        view = _table()
        assert _pixels(view, screen, state, seat) == _pixels(_table(), screen, secret, seat)
        tips = [view.tooltip(z.rect.center) for z in view.zones]
        assert all("Genoese" not in (t or "") for t in tips)


def test_the_open_screen_shows_its_own_holdings(screen):
    state = _first(4, 5, lambda s: s.step == "deploy" and s.round >= 2 and s.hands[s.actor])
    view = _table()
    _show_turn(view, state)
    view.draw(screen)
    words = view.tooltip(_zone(view, "pile", "squire"))
    assert f"{state.squires[state.actor]} Squire" in words
    assert len([z for z in view.zones if z.kind == "hand"]) == len(state.hands[state.actor])


# --- tooltips and animation ---


def test_area_and_district_tooltips_tell_control_and_totals(screen):
    cfg = _rules().config
    view = _table()
    state = next(s for s in reversed(_game(4, 3)) if s.round == 5 and sum(map(sum, s.board)) > 10)
    view.show(_rules().view(state, None), None, [], state.actor)
    view.draw(screen)
    area = max(range(len(cfg.areas)), key=lambda a: sum(state.board[a]))
    words = view.tooltip(view.area_point(area))
    assert "Controlled by" in words and "Revenue" in words or "Tower" in words
    header = view._layout.city.district_rect("market").move(4, 4).topleft
    assert "Privilege" in view.tooltip(header)
    office = view.tooltip(_zone(view, "office", 1))
    assert "Constable" in office and "Baron" in office


def test_changes_are_animated_without_blocking_input(screen):
    states = _game(4, 3)
    k = next(i for i in range(1, len(states)) if states[i - 1].step == "deploy" and states[i].step == "deploy"
             and states[i].board != states[i - 1].board and states[i].actor is not None
             and states[i].squires[states[i].actor])
    view = _table()
    _show_turn(view, states[k - 1])
    _show_turn(view, states[k])
    assert view.is_animating()
    view.draw(screen)
    assert click(view, _zone(view, "pile", "squire")) is None and view.held is not None
    view.update(0.3)
    assert not view.is_animating()


def test_a_squire_lands_quickly_and_a_fast_queue_catches_up(screen):
    states = _game(4, 3)
    steps = [i for i in range(1, len(states)) if states[i - 1].step == "deploy" and states[i].step == "deploy"
             and states[i].board != states[i - 1].board]
    k = next(i for i in steps if i + 1 in steps and i + 2 in steps)
    view = _table()
    _show_turn(view, states[k - 1])
    _show_turn(view, states[k])
    view.update(0.05)
    assert view.is_animating()
    _show_turn(view, states[k + 1])  # the next move arrives while the first still plays
    _show_turn(view, states[k + 2])
    view.draw(screen)
    view.update(0.25)  # one Squire's move: about a fifth of a second, with nothing queued behind it
    assert not view.is_animating()


def test_the_table_marks_what_changed_since_the_seat_at_the_screen_last_acted(screen):
    from games.jerusalem.table.draw_palette import CHANGED
    from games.jerusalem.table.table_model import changes_since, seen

    states = [st for st in _game(4, 3) if st.actor is not None]
    i = next(k for k in range(len(states) - 1) if states[k].actor == 0 and states[k].step == "deploy"
             and states[k + 1].actor != 0)
    j = next(k for k in range(i + 2, len(states)) if states[k].actor == 0
             and states[k].board != states[i + 1].board)
    view = _table()
    for st in states[:j + 1]:
        _show_turn(view, st)  # every seat human, each at the screen in its turn (hot-seat)
    view.update(60.0)
    view.draw(screen)
    expected = changes_since(seen(states[i + 1]), states[j])
    assert view._changes == expected and expected.areas
    for area in expected.areas:
        corner = view._layout.city.area_rect(area).topleft
        assert tuple(screen.get_at((corner[0] + 3, corner[1] + 3)))[:3] == CHANGED
    tip = view.tooltip(view.area_point(next(iter(expected.areas))))
    assert tip is not None and "Since your last turn" in tip
    quiet = next(a for a in range(len(states[j].board)) if a not in expected.areas)
    assert tuple(screen.get_at(view._layout.city.area_rect(quiet).move(3, 3).topleft))[:3] != CHANGED
    view.show(_rules().view(states[j + 1], 0), 0, [], states[j + 1].actor)  # seat 0 acted: still at the screen
    assert not view._changes, "once it acts, what changed before is cleared"
    view.update(60.0)
    view.draw(screen)
    for area in expected.areas:
        corner = view._layout.city.area_rect(area).topleft
        assert tuple(screen.get_at((corner[0] + 3, corner[1] + 3)))[:3] != CHANGED


def _button_rect(view: TableView, key: str) -> pygame.Rect | None:
    return next((z.rect for z in view.zones if z.kind == "button" and z.key == key), None)


def _one_seat_twice(test) -> tuple[JerusalemState, JerusalemState]:
    """Two states in a row of a random game where one seat decides, the second a War or a
    Special Tax, and `test(first, second)` holds."""
    for seed in range(1, 60):
        states = _game(4, seed)
        for a, b in zip(states, states[1:], strict=False):
            if b.step in ("war", "tax") and b.actor is not None and a.actor == b.actor and test(a, b):
                return a, b
    raise AssertionError("no such pair of states")


def test_a_forfeit_never_stands_where_the_last_main_button_was_and_asks_once(screen):
    before, forfeit = _one_seat_twice(lambda a, b: a.step == "revenue")
    view = _table()
    _show_turn(view, before)
    take = _button_rect(view, "take")
    assert take is not None
    legal = _show_turn(view, forfeit)
    done = _button_rect(view, "done")
    assert done is not None and not done.colliderect(take)
    assert click(view, take.center) is None, "a click in rhythm where 'Take it all' was does nothing"
    assert click(view, done.center) is None, "the first click only asks"
    assert view.panel is not None and _button_rect(view, "done") is not None
    view.draw(screen)
    answer = click(view, _button_rect(view, "done").center)
    assert answer is not None and answer in legal and answer.kind == "done"


def _revenue_prompts(players: int = 4) -> list[JerusalemState]:
    for seed in range(1, 40):
        states = _game(players, seed)
        prompts = [st for st in states if st.step == "revenue" and st.actor is not None]
        seats = [st.actor for st in prompts]
        if any(seats.count(seat) >= 3 for seat in set(seats)):
            return prompts
    raise AssertionError("no game with three revenue prompts for one seat")


def test_take_all_for_the_rest_of_the_round(screen):
    prompts = _revenue_prompts()
    first = next(st for st in prompts if sum(1 for o in prompts if o.round == st.round and o.actor == st.actor) >= 2)
    seat, round_ = first.actor, first.round
    view = _table()
    legal = _show_turn(view, first)
    assert view.standing_action() is None, "nothing is taken before it is asked for"
    answer = click(view, _button_rect(view, "take_round").center)
    rev = _rules().config.areas[first.cursor].revenue
    assert answer in legal and (answer.squires, answer.bezants, answer.prestige) == (rev.squires, rev.bezants,
                                                                                   rev.prestige)
    later = [st for st in prompts if st.round == round_ and st.cursor != first.cursor]
    mine = next(st for st in later if st.actor == seat)
    legal = _show_turn(view, mine)
    whole = view.standing_action()
    rev = _rules().config.areas[mine.cursor].revenue
    assert whole in legal and (whole.squires, whole.bezants, whole.prestige) == (rev.squires, rev.bezants,
                                                                               rev.prestige)
    other = next((st for st in later if st.actor != seat), None)
    if other is not None:
        _show_turn(view, other)  # another seat at the screen (hot-seat): not for it
        assert view.standing_action() is None
    next_round = next((st for st in prompts if st.round > round_ and st.actor == seat), None)
    if next_round is not None:
        _show_turn(view, next_round)
        assert view.standing_action() is None, "the wish ends with its round"


def test_box_art_scales(screen):
    for w, h in ((240, 320), (120, 160), (480, 640)):
        surface = pygame.Surface((w, h))
        draw_box_art(surface, surface.get_rect())
        assert surface.get_at((w // 2, h // 2)) != surface.get_at((0, 0))


def test_the_view_module_is_the_registrys():
    if "jerusalem" in registry.game_ids():
        assert registry.view_module("jerusalem").TableView is TableView


def test_a_forfeit_asked_once_is_asked_again_after_any_other_move(screen):
    """"Sure? Remove no more" stayed armed after the player removed a Squire, so one more click
    ended the War without a fresh question."""
    before, after = _one_seat_twice(lambda a, b: a.step == b.step and Done() in _rules().legal_actions(a))
    view = _table()
    _show_turn(view, before)
    view.draw(screen)
    assert click(view, _button_rect(view, "done").center) is None, "the first click only asks"
    view.draw(screen)
    assert any(b.key == "done" and view._armed == "done" for b in view.panel.buttons)
    _show_turn(view, after)  # a Squire was removed (or a tax paid): the same step, a new position
    view.draw(screen)
    assert click(view, _button_rect(view, "done").center) is None, "a changed position asks again"
