"""The tower feels like the real one: about 2/3 of new cubes out, about 1/3 of kept ones."""

from physics import Tower
from physics.calibrate import calibrate


def test_probabilities_sit_in_their_targets(tower: Tower):
    cal = tower.config.calibration
    result = calibrate(tower, runs=2, seed=40)
    assert cal.p_new_out[0] <= result.p_new_out <= cal.p_new_out[1]
    assert cal.p_kept_out[0] <= result.p_kept_out <= cal.p_kept_out[1]
    assert result.clogged == 0 and result.escaped == 0 and result.unsettled == 0
    # the flow balances: the tower neither empties itself nor fills up
    assert 3 <= result.inside_mean <= 20
