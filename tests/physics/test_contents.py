"""Tower contents are plain data that survive JSON exactly."""

import json

import pytest

from physics import CubeState, TowerContents


def test_json_round_trip_is_exact():
    contents = TowerContents(
        (CubeState(3, "green", 61.123456789012345, 152.00000000000003, -0.1), CubeState(9, "red", 1e-9, 2.5, 7.0)),
        rng_state=2**64 - 5,
        next_id=10,
    )
    again = TowerContents.from_json(json.loads(json.dumps(contents.to_json())))
    assert again == contents
    assert again.count() == {"green": 1, "red": 1}


def test_empty_contents_carry_the_seed():
    assert TowerContents.empty(5).rng_state != TowerContents.empty(6).rng_state
    assert len(TowerContents.empty(5)) == 0


@pytest.mark.parametrize(
    "data",
    [
        {"version": 2, "rng_state": 0, "next_id": 0, "cubes": []},
        {"version": 1, "rng_state": 0, "next_id": 5,
         "cubes": [{"id": 1, "colour": "a", "x": 0, "y": 0, "angle": 0}] * 2},
        {"version": 1, "rng_state": 0, "next_id": 1, "cubes": [{"id": 1, "colour": "a", "x": 0, "y": 0, "angle": 0}]},
    ],
)
def test_bad_contents_are_refused(data):
    with pytest.raises(ValueError):
        TowerContents.from_json(data)
