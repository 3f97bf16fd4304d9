import pytest

from physics import Tower, TowerContents
from physics.calibrate import long_run, stuffed


@pytest.fixture(scope="session")
def tower() -> Tower:
    return Tower.from_config()


@pytest.fixture(scope="session")
def typical(tower: Tower) -> list[TowerContents]:
    """Tower states met after a warm-up of ordinary combats: what a game usually drops into."""
    return long_run(tower, seed=7, drops=40, warmup=10).typical


@pytest.fixture(scope="session")
def nearly_full(tower: Tower) -> TowerContents:
    return stuffed(tower, seed=3)
