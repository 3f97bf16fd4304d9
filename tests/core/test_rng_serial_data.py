"""The kernel's small parts: the seeded RNG, actions as plain dicts, the validated loader."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.core.contract import Action
from games.core.data import DataError, load_yaml
from games.core.rng import Rng
from games.core.serial import action_from_dict, action_to_dict


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_rng_is_reproducible_and_in_range(seed: int, n: int) -> None:
    a, b = Rng.from_seed(seed), Rng.from_seed(seed)
    draws = [a.below(n) for _ in range(20)]
    assert draws == [b.below(n) for _ in range(20)]
    assert all(0 <= d < n for d in draws)


def test_rng_copies_are_independent_and_shuffles_are_permutations() -> None:
    rng = Rng.from_seed(42)
    twin = rng.copy()
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
    again = list(range(30))
    twin.shuffle(again)
    assert again == items


def test_rng_is_roughly_uniform() -> None:
    rng = Rng.from_seed(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


@dataclass(frozen=True)
class Move(Action):
    kind = "move"
    piece: str
    cell: tuple[int, int]
    count: int


def test_actions_travel_as_plain_dicts_and_come_back_equal() -> None:
    move = Move("wall", (3, 4), 2)
    data = action_to_dict(move)
    assert data == {"kind": "move", "piece": "wall", "cell": [3, 4], "count": 2}
    assert action_from_dict((Move,), data) == move


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "jump", "piece": "wall", "cell": [1, 2], "count": 1},
        {"kind": "move", "piece": "wall", "cell": [1, 2]},
        {"kind": "move", "piece": "wall", "cell": 5, "count": 1},
        {"kind": "move", "piece": ["wall"], "cell": [1, 2], "count": 1},
        {"kind": "move", "piece": "wall", "cell": {"x": 1}, "count": 1},
        ["move"],
    ],
)
def test_malformed_actions_are_refused(data) -> None:
    with pytest.raises(ValueError):
        action_from_dict((Move,), data)


SCHEMA = {
    "type": "object",
    "required": ["areas"],
    "properties": {"areas": {"type": "array", "items": {
        "type": "object", "required": ["name", "revenue"],
        "properties": {"name": {"type": "string"}, "revenue": {"type": "integer", "minimum": 0}}}}},
}


def test_the_loader_names_file_key_path_and_problem(tmp_path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text("areas:\n  - name: Market\n    revenue: 2\n  - name: Palace\n    revenue: -1\n")
    with pytest.raises(DataError) as err:
        load_yaml(path, SCHEMA)
    assert err.value.file == str(path)
    assert err.value.key_path == "areas[1].revenue"
    assert "minimum" in err.value.problem or "less than" in err.value.problem
    assert str(path) in str(err.value) and "areas[1].revenue" in str(err.value)


def test_the_loader_reports_broken_yaml_with_its_line(tmp_path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("areas:\n  - name: [Market\n")
    with pytest.raises(DataError) as err:
        load_yaml(path, SCHEMA)
    assert err.value.key_path.startswith("line ") and "not valid YAML" in err.value.problem


def test_the_loader_reports_a_missing_file(tmp_path) -> None:
    with pytest.raises(DataError, match="cannot read"):
        load_yaml(tmp_path / "nowhere.yaml", SCHEMA)


def test_a_valid_file_loads_as_plain_data(tmp_path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_text("areas:\n  - {name: Market, revenue: 2}\n")
    assert load_yaml(path, SCHEMA) == {"areas": [{"name": "Market", "revenue": 2}]}


def test_a_data_error_crosses_a_process_boundary_whole() -> None:
    # The benchmarks play matches in worker processes: a broken file must come back as the
    # same message naming file and key, not as an unpickling failure of the pool.
    import pickle

    error = DataError("kreuzes/cards.yaml", "cards", "the deck has 140 cards, not 139")
    back = pickle.loads(pickle.dumps(error))
    assert isinstance(back, DataError) and str(back) == str(error) and back.problem == error.problem
