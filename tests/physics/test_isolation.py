"""physics/ stands alone: no pygame and no game package come in with it."""

import subprocess
import sys

from games.core.paths import ROOT


def test_physics_imports_neither_pygame_nor_a_game():
    script = (
        "import sys\n"
        "import physics, physics.bench, physics.calibrate\n"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith('games.')\n"
        "       and m.split('.')[1] not in ('core',)]\n"
        "print(','.join(sorted(bad)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
