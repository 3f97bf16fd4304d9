"""The largest handful the rules allow goes in again and again without clogging the tower.

The full soak (100 drops in a row, several times) is `python main.py --bench tower.soak`; here a
few large drops in a row, enough to clog yesterday's tower (its tray filled up within a dozen).
"""

import pytest

from physics import HandfulTooLarge, Tower, TowerContents
from physics.calibrate import soak


def test_the_largest_handful_fits_the_largest_combat(tower: Tower):
    # a knight's 30 troops against Jerusalem's garrison grown past 15: 30 and 30
    assert tower.most_cubes >= 60
    outcome = tower.drop(TowerContents.empty(2), ["red"] * 30 + ["green"] * 30, record=False)
    assert outcome.settled and outcome.escaped == ()


def test_a_bigger_handful_is_refused_with_a_clear_error(tower: Tower):
    most = tower.most_cubes
    with pytest.raises(HandfulTooLarge, match=f"at most {most} cubes, not {most + 1}"):
        tower.drop(TowerContents.empty(2), ["red"] * (most + 1))


def test_large_drops_in_a_row_neither_clog_nor_lose_cubes(tower: Tower):
    stats = soak(tower, seed=1, drops=15)
    assert (stats.escaped, stats.blocked, stats.capped) == (0, 0, 0)
    # the catching levels keep a few of each handful, not a growing heap
    assert stats.inside_max <= 40
