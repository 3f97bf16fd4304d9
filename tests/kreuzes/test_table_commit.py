"""Committing troops as a hand does it: cubes dragged one at a time from the knight's card onto
the tower's funnel (each adds one), one dragged back off takes one away, the panel's stepper
moves the same number, and the combat's minimum and its defenders wait at the funnel in sight."""

from __future__ import annotations

from dataclasses import replace

from games.kreuzes.rules import actions as a
from games.ui.art import fonts
from tests.kreuzes.test_table_play import deal, hand_click, hand_drag, live_tower, march_into_combat, start  # noqa: F401
from tests.ui.driver import frames


def _combat():
    app, scene, match, view, combat = march_into_combat()
    assert combat.defenders > 0
    return app, scene, match, view, combat


def _number(view) -> int:
    return next(st for st in view.panel().steppers if st.key == "commit").value(view._values)


def test_each_cube_dragged_onto_the_funnel_adds_one_and_one_dragged_back_takes_one_away() -> None:
    app, scene, match, view, combat = _combat()
    assert _number(view) == combat.minimum  # the minimum waits at the funnel from the start
    funnel = view.tower.drop_zone().center
    for k in (1, 2, 3):
        hand_drag(app, view.zones["troops"].center, funnel)
        assert _number(view) == combat.minimum + k and match.actions[-1] != a.Commit(combat.minimum + k)
    assert view.tower.waiting.mine == combat.minimum + 3
    hand_drag(app, view.tower.mine_rect.center, view.zones["troops"].center)  # one back onto the card
    assert _number(view) == combat.minimum + 2
    hand_click(app, view.zones["more:commit"].center)  # the stepper still works, on the same number
    assert _number(view) == combat.minimum + 3 and view.tower.waiting.mine == combat.minimum + 3
    drop = next(b for b in view.panel().buttons if isinstance(b.action, a.Commit))
    assert drop.label == f"Drop {combat.minimum + 3} troops"
    hand_click(app, view.zones[f"button:{drop.key}"].center)
    assert a.Commit(combat.minimum + 3) in match.actions[-2:]  # the drop it asks for may follow at once


def test_below_the_minimum_a_cube_stays_at_the_funnel_and_the_table_says_why() -> None:
    def arrange(rules, w):
        deal(rules, w, 0, ["plains"])
        w.knights = (replace(w.knights[0], space="tunis"),) + w.knights[1:]
        w.phase = "city"

    app, scene, match, view = start(arrange)
    plunder = next(b for b in view.panel().buttons if b.action == a.Plunder())
    hand_click(app, view.zones[f"button:{plunder.key}"].center)
    combat = match.state.combat
    assert combat is not None and combat.minimum > 0  # plundering a city asks for a least commitment
    least = _number(view)
    assert least == combat.minimum
    hand_drag(app, view.tower.mine_rect.center, view.zones["troops"].center)
    assert _number(view) == least
    assert any("at least" in words for words in app.toasts.texts())


def test_the_defenders_and_the_minimum_wait_at_the_funnel_in_sight() -> None:
    app, scene, match, view, combat = _combat()
    with fonts.recording() as records:
        view._frame = None
        frames(app, 2)
    words = {r.words for r in records if r.panel_name == "tower"}
    assert f"{combat.defenders} defend" in words
    assert any(w.startswith(f"{combat.minimum} yours") for w in words)
    waiting = view.tower.waiting
    assert waiting.defenders == combat.defenders and waiting.minimum == combat.minimum
