"""Every module in a game's rules folder imports with pygame made unimportable.

The rules engines must stay pure (the computer players, self-play and the bench run them with no
window), so a rules module that reaches pygame, even through a table module, fails here. Each game
runs in its own interpreter, where `sys.modules['pygame'] = None` makes any `import pygame` raise.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES_DIRS = sorted(p for p in (ROOT / "games").glob("*/rules") if p.is_dir())

PROBE = """
import importlib, sys
sys.modules['pygame'] = None
sys.modules['pygame_gui'] = None
failed = []
for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except ImportError as exc:
        failed.append(f"{name}: {exc}")
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def test_every_game_has_a_rules_folder() -> None:
    from games import registry

    games = set(registry.GAME_IDS)
    assert games <= {p.parent.name for p in RULES_DIRS}


@pytest.mark.parametrize("rules_dir", RULES_DIRS, ids=lambda p: p.parent.name)
def test_rules_modules_import_without_pygame(rules_dir: Path) -> None:
    modules = [f"games.{rules_dir.parent.name}.rules"] + [
        f"games.{rules_dir.parent.name}.rules.{p.stem}" for p in sorted(rules_dir.glob("*.py")) if p.stem != "__init__"
    ]
    done = subprocess.run([sys.executable, "-c", PROBE, *modules], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, f"rules modules that need pygame:\n{done.stdout}{done.stderr}"
    # The game's package itself (INFO, make_rules) and its AI hooks are pure too.
    game = rules_dir.parent
    pure = [f"games.{game.name}"] + ([f"games.{game.name}.ai"] if (game / "ai.py").exists() else [])
    done = subprocess.run([sys.executable, "-c", PROBE, *pure], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("game_id", ["jerusalem", "medina"])
def test_a_games_ai_hooks_are_found_beside_its_rules_folder(game_id: str) -> None:
    from games import registry
    from games.core.ai.hooks import DefaultHooks, hooks_for

    hooks = hooks_for(registry.rules(game_id))
    assert not isinstance(hooks, DefaultHooks) and type(hooks).__module__ == f"games.{game_id}.ai"
