import os

# Every test that touches pygame runs without a screen and without sound hardware.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from games import registry  # noqa: E402

registry.register("tokens", "tests.core.toy_game")
registry.register("siege", "tests.core.siege_game")


def _siege_kernel_parts() -> None:
    """The Siege test game's resolver and search hooks (a product game ships them as modules)."""
    from games.core.ai.hooks import register_hooks
    from games.core.chance import register_resolver
    from tests.core import siege_game

    register_resolver("siege", siege_game.make_resolver)
    register_hooks("siege", siege_game.SiegeHooks)


_siege_kernel_parts()


@pytest.fixture(autouse=True)
def _user_dirs(tmp_path, monkeypatch):
    """Keep settings, saves and logs of every test out of the real user folders."""
    from games.core import paths

    monkeypatch.setattr(paths, "user_config_dir", lambda: tmp_path / "config")
    monkeypatch.setattr(paths, "user_data_dir", lambda: tmp_path / "data")
    monkeypatch.setattr(paths, "user_log_dir", lambda: tmp_path / "log")
