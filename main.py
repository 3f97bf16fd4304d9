#!/usr/bin/env python3
# ruff: noqa: UP030, UP032  (no f-strings: this file must be read by old Pythons, see below)
"""Caravanserai. `python3 main.py` opens the app; `main.py FILE` opens it on a save; flags give
the headless tools (`main.py --help`, and games/cli.py, which holds the command line).

This file is the first thing a double click runs, on whatever Python the desktop has. So it is
written to be read by any Python, 2.7 and 3.0 on (no f-strings, no annotations): an old Python,
or one without the packages the app needs, gets a plain message naming the one command that
installs what is missing, in a small window where the desktop has one, never a silent exit or a
traceback. Only the standard library is touched before the app itself is started.
"""

import os
import sys

# The repo root, whatever the working directory: a double-click starts us anywhere.
ROOT = os.path.dirname(os.path.realpath(__file__))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

TITLE = "Caravanserai"
NEEDS_PYTHON = (3, 11)
# The modules requirements.txt brings, each with the name pip knows it by (a test keeps the two
# in step).
REQUIRED_MODULES = (
    ("pygame", "pygame-ce"),
    ("pygame_gui", "pygame_gui"),
    ("pymunk", "pymunk"),
    ("yaml", "PyYAML"),
    ("platformdirs", "platformdirs"),
    ("jsonschema", "jsonschema"),
)


def _quoted(word):
    # type: (str) -> str
    return '"{0}"'.format(word) if " " in word else word


def _python_command():
    # type: () -> str
    """The Python that ran us, as a terminal command (python.exe rather than the windowless pythonw.exe)."""
    exe = sys.executable or "python3"
    folder, name = os.path.split(exe)
    if name.lower().startswith("pythonw"):
        exe = os.path.join(folder, "python" + name[len("pythonw"):])
    return _quoted(exe)


def install_command(python=None):
    # type: (str | None) -> str
    requirements = _quoted(os.path.join(ROOT, "requirements.txt"))
    return "{0} -m pip install -r {1}".format(python or _python_command(), requirements)


def missing_packages():
    # type: () -> list
    """pip's names of the required packages this Python cannot find (none are imported)."""
    try:
        from importlib.util import find_spec
    except ImportError:  # a Python too old to ask: the version check has said so already
        return [package for _module, package in REQUIRED_MODULES]
    missing = []
    for module, package in REQUIRED_MODULES:
        try:
            found = find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(package)
    return missing


def first_run_problem():
    # type: () -> tuple | None
    """(what is wrong, the command that mends it), or None when the app can start."""
    if getattr(sys, "frozen", False):
        return None  # the standalone build carries its own Python and packages
    if tuple(sys.version_info[:2]) < NEEDS_PYTHON:
        wanted = ("py -{0}.{1}" if sys.platform.startswith("win") else "python{0}.{1}").format(*NEEDS_PYTHON)
        this = "{0}.{1}.{2}".format(*sys.version_info[:3])
        command = install_command(wanted)
        return (
            "Caravanserai needs Python {0}.{1} or newer, and this is Python {2} ({3}).\n\n"
            "Install a newer Python (from python.org, or your system's packages), then install what "
            "Caravanserai needs with this one command:\n\n    {4}\n\n"
            "and start it with: {5} {6}\n\n"
            "Or use the standalone build, which needs no Python at all (see the README)."
            .format(NEEDS_PYTHON[0], NEEDS_PYTHON[1], this, sys.executable, command, wanted,
                    _quoted(os.path.join(ROOT, "main.py"))),
            command,
        )
    missing = missing_packages()
    if missing:
        command = install_command()
        return (
            "Caravanserai needs Python packages that are not installed here: {0}.\n\n"
            "Install them with this one command:\n\n    {1}\n\n"
            "then start Caravanserai again.".format(", ".join(missing), command),
            command,
        )
    return None


def _can_show_a_window():
    # type: () -> bool
    if sys.platform.startswith("win") or sys.platform == "darwin":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def show_dialog(message, command):
    # type: (str, str) -> bool
    """The message in a small tkinter window, its text selectable and the command one click from
    the clipboard; False where no window can be shown (no display, no tkinter)."""
    if not _can_show_a_window():
        return False
    try:
        try:
            import tkinter as tk
        except ImportError:
            import Tkinter as tk  # Python 2
        root = tk.Tk()
    except Exception:
        return False
    try:
        root.title(TITLE)
        lines = message.count("\n") + sum(len(line) // 70 for line in message.split("\n")) + 2
        text = tk.Text(root, width=72, height=min(lines, 24), wrap="word", padx=12, pady=12, relief="flat",
                       font="TkDefaultFont",
                       background=root.cget("background"))
        text.insert("1.0", message)
        text.configure(state="disabled")  # read-only, still selectable and copyable
        text.pack(fill="both", expand=True)
        buttons = tk.Frame(root)
        buttons.pack(fill="x", padx=12, pady=(0, 12))

        def copy():
            root.clipboard_clear()
            root.clipboard_append(command)
            copy_button.configure(text="Copied")

        copy_button = tk.Button(buttons, text="Copy the command", command=copy)
        copy_button.pack(side="left")
        close = tk.Button(buttons, text="Close", command=root.destroy, default="active")
        close.pack(side="right")
        root.bind("<Return>", lambda _event: root.destroy())
        root.bind("<Escape>", lambda _event: root.destroy())
        close.focus_set()
        root.lift()
        root.mainloop()
        return True
    except Exception:
        try:
            root.destroy()
        except Exception:
            pass
        return False


def tell(message, command):
    # type: (str, str) -> None
    """Always on stderr (a terminal shows it; a desktop logs it), and in a window where one can open."""
    if sys.stderr is not None:
        sys.stderr.write(message + "\n")
        sys.stderr.flush()
    show_dialog(message, command)


def main(argv=None):
    # type: (list | None) -> int
    problem = first_run_problem()
    if problem is not None:
        tell(*problem)
        return 1
    from games.cli import main as run

    return run(argv)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # The computer players think in a spawned process: in the standalone build that process
        # is this executable again, which must become the worker instead of a second app.
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
