"""games/ui/ is the shell every game shares: its code names no game, no knight and no action kind.

What the shell must know of a game comes from the registry (extra scenes, sounds by action kind,
the table view). The check reads the code (identifiers and string literals) with `ast`, so
comments and docstrings may still cite a game as an example of a measurement or a case.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "games" / "ui"

# Game names, Kreuzes' and Jerusalem's people and pieces, and action kinds of today's games.
# Generic table words stay allowed: "cube", "piece", "tile", "card", "seat", "token" are what a
# shell for wooden-piece games must say, and "place"/"pass" name the kernel's own gestures.
FORBIDDEN = re.compile(
    r"jerusalem|medina|kreuz|anno.?domini|knight|squire|baron|bezant|saracen|templar|tower|palace|dome"
    r"|choose_office|pick_card|play_card|buy_card|buy_prestige|take_revenue|take_resource|peddle|steal|end_turn",
    re.IGNORECASE,
)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def words_in_code(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(), str(path))
    skip = _docstrings(tree)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            out.append((node.lineno, node.value))
        elif isinstance(node, ast.Name):
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute):
            out.append((node.lineno, node.attr))
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            out.append((node.lineno, node.name))
        elif isinstance(node, ast.arg):
            out.append((node.lineno, node.arg))
        elif isinstance(node, ast.alias):
            out.append((getattr(node, "lineno", 0), node.name))
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.append((node.lineno, node.module))
    return out


def test_the_shell_code_names_no_game_knight_or_action_kind() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {word!r}"
             for path in sorted(UI.rglob("*.py")) for line, word in words_in_code(path) if FORBIDDEN.search(word)]
    assert not found, "game words in games/ui:\n" + "\n".join(found)


def test_no_tower_files_in_the_shell() -> None:
    assert not list(UI.rglob("tower*"))


def test_the_check_sees_code_but_not_comments(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Jerusalem as an example."""\n# Medina too\nKINDS = {"peddle"}\n')
    assert [w for _, w in words_in_code(sample) if FORBIDDEN.search(w)] == ["peddle"]
