"""Anno Domini's table as players read it at the window sizes offered: the Points track keeps
its scale while scores grow."""

from __future__ import annotations

from games.anno_domini.table.draw_board import track_top


def test_the_points_track_keeps_one_scale_through_the_game() -> None:
    # Every score a game reaches before its end of game points: one scale, 0 to 100.
    assert {track_top([n, n // 2]) for n in range(0, 101)} == {100}
    # Past 100 (late, once the end of game points are counted) it grows by a whole 100, once.
    assert track_top([101, 40]) == track_top([146, 126]) == 200
    assert track_top([-3]) == 100  # Judas's penalty never shrinks it
