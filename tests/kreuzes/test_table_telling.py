"""A drop told in words as the table tells it: the tray's cubes of this drop apart from older
ones it knocked out, what stays inside, each drop told once in the log; an emptying titled as
one and its tray put away when the next combat begins; the cards light the knight whose drop
plays, not the next seat."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from games.core.contract import CHANCE
from games.kreuzes.rules import actions as a
from games.kreuzes.rules.battle import tray_words
from tests.kreuzes.test_table_play import (  # noqa: F401
    deal,
    fight_in_burgundy,
    hand_click,
    hand_drag,
    live_tower,
    space_point,
    start,
)
from tests.ui.driver import frames, run_until


def tower_full_then_army_in_burgundy(rules, w) -> None:
    deal(rules, w, 0, ["plains", "mountains"])
    w.armies = ("burgundy",) + w.armies[1:]
    w.drop = (("green", 12),)  # the variant's cubes dropped in before the game: some stay inside


def test_the_result_tells_this_drops_cubes_from_older_ones_and_what_stays_inside() -> None:
    app, scene, match, view = start(tower_full_then_army_in_burgundy)
    run_until(app, lambda: match.last_actor() == CHANCE and not view.is_animating(), timeout=60)
    assert match.state.tower.total() > 0
    fight_in_burgundy(app, match, view)
    clip = view.tower.show.clip
    words = " ".join(view.tower.result)
    fresh = set(clip.new_ids)
    older = [i for i in clip.outcome.out_ids if i not in fresh]
    assert older, "this arrangement knocks older cubes out"
    colour = {c.id: c.colour for c in clip.before.cubes}
    assert f"{tray_words(sorted(Counter(colour[i] for i in older).items()))} from an earlier drop" in words
    inside = Counter(c.colour for c in clip.outcome.inside.cubes)
    assert f"{tray_words(sorted(inside.items()))} stay inside the tower" in words or \
        (not inside and "Nothing stays inside the tower" in words)
    assert "wins" in words or "loses" in words
    out = next(x for x in reversed(match.actions) if isinstance(x, a.Drop)).out
    told = [line for line in match.log if tray_words(out) in line]
    assert len(told) == 1, told  # the log tells each drop once
    run_until(app, lambda: not view.is_animating(), timeout=60)
    assert "from an earlier drop" in " ".join(view.tower.result)  # still told so once the hold is over


def test_an_emptying_is_titled_so_and_its_tray_is_put_away_when_the_next_combat_begins() -> None:
    app, scene, match, view = start(tower_full_then_army_in_burgundy)
    run_until(app, lambda: match.last_actor() == CHANCE and not view.is_animating(), timeout=60)
    empty = next(b for b in view.panel().buttons if b.action == a.Empty())
    hand_click(app, view.zones[f"button:{empty.key}"].center)
    run_until(app, lambda: isinstance(match.actions[-1], a.Emptied), timeout=60)
    run_until(app, lambda: not view.tower.falling, timeout=60)
    assert view.tower.emptied and view.tower.busy  # the shaken tray held to be read
    view._seat = None  # what a watching seat's panel says while the shake is read
    assert view._build_panel().title == "The tower shaken empty"
    view._seat = 0
    run_until(app, lambda: not view.is_animating(), timeout=60)
    assert view.tower.show.tray and "shaken empty" in " ".join(view.tower.result)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    assert match.state.combat is not None
    assert not view.tower.show.tray and view.tower.result == []  # the shake's cubes left the tray


def test_while_a_drop_plays_the_cards_light_the_knight_who_fought_it() -> None:
    app, scene, match, view = start(tower_full_then_army_in_burgundy)
    run_until(app, lambda: match.last_actor() == CHANCE and not view.is_animating(), timeout=60)
    hand_drag(app, view.piece_rect("arms", 0).center, space_point(view, "burgundy"))
    hand_click(app, view.zones[f"button:{next(b for b in view.panel().buttons if isinstance(b.action, a.Commit)).key}"]
               .center)
    run_until(app, lambda: match.last_actor() == CHANCE, timeout=30)
    view._acting = 1  # the next seat already holds the turn when the outcome comes
    frames(app, 1)
    assert view.tower.busy and view._plate(0).acting and not view._plate(1).acting


def test_a_banked_free_step_is_explained_and_a_stopped_movement_explains_its_offers() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains_banner", "plains"])

    app, scene, match, view = start(arrange)
    first = next(b for b in view.panel().buttons if b.action == a.Play("plains_banner"))
    hand_click(app, view.zones[f"button:{first.key}"].center)
    lines = " ".join(view.panel().lines)
    assert "1 free step (plains)" in lines and "spends no card" in lines
    match.state.move = replace(match.state.move, stopped=True)  # as a lost combat leaves it
    scene._refresh()
    frames(app, 1)
    lines = " ".join(view.panel().lines)
    assert "free step" not in lines
    if any(isinstance(b.action, a.Play) for b in view.panel().buttons):
        assert "its step is lost" in lines


def test_a_banner_card_is_offered_for_its_army_first_while_moving_and_plainly_once_movement_ended() -> None:
    """Before or while the knight moves, the panel offers the card to move an army first (its step
    waits); once his movement has ended, to move an army after it, never "first"."""
    def arrange(rules, w):
        deal(rules, w, 0, ["plains_banner", "plains"])

    app, scene, match, view = start(arrange)
    offer = next(b for b in view.panel().buttons if b.action == a.Play("plains_banner"))
    assert offer.label == "Plains (banner): move an army first"
    match.state.move = replace(match.state.move, stopped=True)  # as a lost combat leaves it
    scene._refresh()
    frames(app, 1)
    offer = next(b for b in view.panel().buttons if b.action == a.Play("plains_banner"))
    assert "first" not in offer.label and offer.label == "Plains (banner): move an army"
    hand_click(app, view.zones[f"button:{offer.key}"].center)
    assert match.actions[-1] == a.Play("plains_banner") and match.state.move.banners == 1


def test_a_banner_cards_offer_reads_whole_or_in_fewer_words_on_a_narrow_panel() -> None:
    """At 1024x768 with the log open "Plains (banner): move an army first" does not fit its button:
    it says "Plains: army first", never a cut "Plains (banner): move an"."""
    from games.ui.art import fonts

    def arrange(rules, w):
        deal(rules, w, 0, ["plains_banner", "plains"])

    app, scene, match, view = start(arrange, size=(1024, 768))
    offer = next(b for b in view.panel().buttons if b.action == a.Play("plains_banner"))
    view._frame = None
    with fonts.recording() as records:
        frames(app, 1)
    rect = view.zones[f"button:{offer.key}"]
    said = [r.words for r in records if rect.contains(r.rect)]
    assert said in ([offer.label], ["Plains: army first"]), said
