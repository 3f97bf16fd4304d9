"""The strength report (`--bench ai`) for a game played alone and for a side that no seat plays,
on the Siege test game (1 to 5 seats, the Raiders can win), with tiny search budgets."""

from __future__ import annotations

import io
import sys
import types

import pytest

from games import cli as main  # main.py's command line
from games import registry
from games.bench import runner
from games.core.ai import bench
from games.core.ai import players as levels
from games.core.ai.search import SearchSettings
from games.core.selfplay import play_match
from tests.core.siege_game import RAIDERS

RULES = registry.rules("siege")
MATCHES = 4


@pytest.fixture(autouse=True)
def _tiny_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    for level, n in (("easy", 6), ("normal", 12), ("hard", 18)):
        monkeypatch.setitem(levels.LEVELS, level, SearchSettings(iterations=n, rollout_plies=2))


def _alone_rate(kind: str) -> float:
    """A kind's win rate alone over the report's seeds, measured here without the report."""
    results = [play_match(RULES, [kind], bench.SEED + k, 1) for k in range(MATCHES)]
    return sum(r.winners == [0] for r in results) / MATCHES


def test_alone_a_kind_is_measured_against_the_other_kind_alone_and_chance_is_random_moves() -> None:
    figures = {f["bench"]: f for f in bench.figures(["ai.siege"], matches=MATCHES, workers=1, players=1)
               if f["unit"] == "wins"}
    assert list(figures) == ["ai.siege.normal_vs_random", "ai.siege.normal_vs_greedy",
                             "ai.siege.hard_vs_normal", "ai.siege.easy_vs_random"]
    random_alone = _alone_rate("random")
    assert random_alone < 1.0  # so a baseline of 1/1 would be wrong here
    for fig in figures.values():
        assert fig["players"] == 1 and fig["matches"] == MATCHES
        assert fig["chance"] == round(random_alone, 3) and "random moves alone" in fig["chance_is"]
        assert fig["goal"] == f"> {fig['others_alone']:.3f}"
    normal = figures["ai.siege.normal_vs_random"]
    assert normal["value"] == round(_alone_rate("ai-normal"), 3)
    assert normal["others_alone"] == normal["chance"]
    assert figures["ai.siege.normal_vs_greedy"]["value"] == normal["value"]  # one series of Normal alone
    assert figures["ai.siege.hard_vs_normal"]["others_alone"] == normal["value"]


def test_with_seats_the_report_keeps_four_and_chance_is_one_in_four() -> None:
    figures = list(bench.figures(["ai.siege.easy_vs_random"], matches=2, workers=1))
    assert figures[0]["players"] == 4 and figures[0]["chance"] == 0.25 and "others_alone" not in figures[0]


@pytest.mark.parametrize("players", [1, 3, 5])
def test_a_win_of_the_raiders_is_a_loss_for_the_measured_seat(players: int) -> None:
    seed = next(s for s in range(1, 400) if play_match(RULES, ["random"], s, players).winners == [RAIDERS])
    outcome = bench.play_one("siege", "random", "random", seed, players)  # the same match, one seat timed
    assert outcome.share == 0.0


def test_the_seat_count_reaches_the_report_from_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[dict] = []

    def figures(words=None, quick=False, **seats):
        asked.append(seats)
        yield {"bench": "ai.siege.normal_vs_random", "value": 0.5, "unit": "wins", "goal": None}

    module = types.ModuleType("games.core.ai.bench")
    module.figures = figures  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "games.core.ai.bench", module)
    assert main.main(["--bench", "ai.siege", "--players", "1"]) == 0
    assert asked == [{"players": 1}]
    assert runner.run(["ai.siege"], out=io.StringIO(), err=io.StringIO()) == 0
    assert asked[-1] == {}  # unset: the report's own default
    with pytest.raises(SystemExit):
        main.parse_args(["--players", "1"])  # neither self-play nor the bench
