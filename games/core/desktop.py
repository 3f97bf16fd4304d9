"""Caravanserai's place on the player's desktop: an entry in the application menu with the app's
icon, and the save files' own type, so that a double click on a save opens it in the app.

  Linux (freedesktop): a .desktop entry in ~/.local/share/applications, the icon in the hicolor
      theme (for the app and for its saves), and the type application/x-caravanserai-save (files
      ending in .caravan) in ~/.local/share/mime; then update-mime-database and
      update-desktop-database, where installed, so the desktop sees them at once.
  Windows: a Start-menu shortcut, and .caravan opening in the app (the current user's registry).
  macOS: a small Caravanserai.app in ~/Applications that starts the app (a double-clicked save
      reaches only an app built for it: the standalone build).

Everything is the current user's: nothing needs an administrator, and `remove()` takes away
exactly what `install()` wrote. The app is started as it is now: the standalone build's
executable, or this Python with this copy's main.py.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape

from games.core import paths
from games.core.save_file import MIME_TYPE, SAVE_SUFFIX

APP_ID = "caravanserai"  # the entry's and the icons' file names
APP_NAME = paths.APP_NAME
WM_CLASS = APP_NAME  # what games/ui/app.py names the window's class
SUMMARY = "A table for historical board games"
MIME_ICON = MIME_TYPE.replace("/", "-")  # the icon name the freedesktop spec derives from the type
TOOL_TIMEOUT_S = 60


class LauncherError(Exception):
    """The launcher could not be added or removed; the message says why, for the player."""


def launch_command() -> list[str]:
    """How the desktop starts this copy of the app (without the file argument)."""
    # Absolute but not resolved: a virtual environment's python is a link to the system's, and
    # only the link itself starts Python with the environment's packages.
    python = Path(os.path.abspath(sys.executable))
    if getattr(sys, "frozen", False):
        return [str(python)]
    if sys.platform == "win32":  # no console window behind the game
        windowless = python.with_name("pythonw.exe")
        python = windowless if windowless.is_file() else python
    return [str(python), str(paths.ROOT / "main.py")]


def install() -> str:
    """Add the launcher for this system; what was done, in words (LauncherError if it cannot)."""
    return _for_system(_install_linux, _install_windows, _install_mac)()


def remove() -> str:
    return _for_system(_remove_linux, _remove_windows, _remove_mac)()


def is_installed() -> bool:
    if sys.platform == "win32":
        return _start_menu_shortcut().is_file()
    if sys.platform == "darwin":
        return _mac_app().is_dir()
    return desktop_entry_path().is_file()


def _for_system(linux: Callable[[], str], windows: Callable[[], str], mac: Callable[[], str]) -> Callable[[], str]:
    if sys.platform == "win32":
        return windows
    if sys.platform == "darwin":
        return mac
    return linux


# --- freedesktop (Linux and the BSDs) ---


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share (the freedesktop base directory spec)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def desktop_entry_path() -> Path:
    return data_home() / "applications" / f"{APP_ID}.desktop"


def mime_package_path() -> Path:
    return data_home() / "mime" / "packages" / f"{APP_ID}.xml"


def icon_paths() -> list[tuple[Path, Path]]:
    """(where an icon goes, the PNG it is): the app's and its saves', at every size."""
    out = []
    for size in paths.ICON_SIZES:
        folder = data_home() / "icons" / "hicolor" / f"{size}x{size}"
        out.append((folder / "apps" / f"{APP_ID}.png", paths.icon_path(size)))
        out.append((folder / "mimetypes" / f"{MIME_ICON}.png", paths.icon_path(size)))
    return out


_EXEC_RESERVED = re.compile(r"[\s\"'\\><~|&;$*?#()`]")


def exec_word(word: str) -> str:
    """One argument of an Exec line: quoted where the spec reserves a character in it, with `"`,
    `` ` ``, `$` and `\\` escaped inside the quotes, and `%` doubled (a field code otherwise)."""
    word = word.replace("%", "%%")
    if _EXEC_RESERVED.search(word) or not word:
        word = '"' + re.sub(r'(["`$\\])', r"\\\1", word) + '"'
    return word


def _desktop_string(value: str) -> str:
    """A value of a desktop entry's string key: backslashes and line breaks escaped."""
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def desktop_entry(command: list[str]) -> str:
    """The application menu's entry: %f is the save a double click hands over (none from the menu)."""
    exec_line = " ".join([*(exec_word(w) for w in command), "%f"])
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        f"Name={APP_NAME}",
        "GenericName=Board game table",
        f"Comment={SUMMARY}",
        f"Exec={_desktop_string(exec_line)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board game;tabletop;hot seat;",
        f"MimeType={MIME_TYPE};",
        f"StartupWMClass={WM_CLASS}",
        "",
    ])


def mime_package() -> str:
    """The save type for shared-mime-info: named by its own extension only, never by .json."""
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">',
        f'  <mime-type type="{MIME_TYPE}">',
        f"    <comment>{escape(APP_NAME)} saved game</comment>",
        '    <sub-class-of type="application/json"/>',
        f'    <glob pattern="*{SAVE_SUFFIX}"/>',
        "  </mime-type>",
        "</mime-info>",
        "",
    ])


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _refresh_caches() -> list[str]:
    """Tell the desktop (the MIME, application and icon caches, each where its tool is installed);
    the tools that failed, with their words."""
    problems = []
    home = data_home()
    runs = [
        ("update-mime-database", [str(home / "mime")], home / "mime"),
        ("update-desktop-database", ["-q", str(home / "applications")], home / "applications"),
        ("gtk-update-icon-cache", ["-q", "-t", "-f", str(home / "icons" / "hicolor")], home / "icons" / "hicolor"),
    ]
    for tool, args, folder in runs:
        exe = shutil.which(tool)
        if exe is None or not folder.is_dir():
            continue
        if tool == "gtk-update-icon-cache" and not (folder / "icon-theme.cache").is_file():
            continue  # no cache there yet: the icons are read as they are (a new cache would hide later ones)
        try:
            done = subprocess.run([exe, *args], capture_output=True, text=True, timeout=TOOL_TIMEOUT_S,
                                  stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired) as exc:
            problems.append(f"{tool}: {exc}")
            continue
        if done.returncode != 0:
            problems.append(f"{tool}: {(done.stderr or done.stdout).strip()[:200]}")
    return problems


def _install_linux() -> str:
    try:
        for target, source in icon_paths():
            _write(target, source.read_bytes())
        _write(mime_package_path(), mime_package().encode("utf-8"))
        _write(desktop_entry_path(), desktop_entry(launch_command()).encode("utf-8"))
    except OSError as exc:
        raise LauncherError(f"Could not add Caravanserai to the applications menu: {exc}") from None
    problems = _refresh_caches()
    words = [
        f"Caravanserai is in the applications menu ({desktop_entry_path()}), with its icon;",
        f"saves ({SAVE_SUFFIX}) open in it with a double click.",
    ]
    if problems:
        words.append("The desktop may see it only after the next login: " + "; ".join(problems))
    return "\n".join(words)


def _remove_linux() -> str:
    files = [desktop_entry_path(), mime_package_path(), *(target for target, _ in icon_paths())]
    try:
        removed = [path for path in files if path.is_file()]
        for path in removed:
            path.unlink()
    except OSError as exc:
        raise LauncherError(f"Could not remove Caravanserai from the applications menu: {exc}") from None
    if not removed:
        return "Caravanserai was not in the applications menu: nothing to remove."
    problems = _refresh_caches()
    words = ["Caravanserai is no longer in the applications menu, and its saves no longer open in it."]
    if problems:
        words.append("The desktop may still show it until the next login: " + "; ".join(problems))
    return "\n".join(words)


# --- Windows ---


def _start_menu_shortcut() -> Path:
    base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
    return Path(base) / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{APP_NAME}.lnk"


def _ps_quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def shortcut_script(command: list[str], shortcut: Path) -> str:
    """PowerShell that writes the Start-menu shortcut (Windows' own COM object, no extra package)."""
    arguments = " ".join(f'"{w}"' for w in command[1:])
    return "; ".join([
        "$s = (New-Object -ComObject WScript.Shell).CreateShortcut(" + _ps_quote(str(shortcut)) + ")",
        "$s.TargetPath = " + _ps_quote(command[0]),
        "$s.Arguments = " + _ps_quote(arguments),
        "$s.WorkingDirectory = " + _ps_quote(str(Path(command[-1]).parent)),
        "$s.IconLocation = " + _ps_quote(str(paths.ASSETS_DIR / "icon.ico")),
        "$s.Description = " + _ps_quote(SUMMARY),
        "$s.Save()",
    ])


def file_type_entries(command: list[str]) -> dict[str, str]:
    """Registry keys (under HKEY_CURRENT_USER) and default values that make .caravan open in the app."""
    prog_id = f"{APP_NAME}.Save"
    opener = " ".join(f'"{w}"' for w in command) + ' "%1"'
    return {
        rf"Software\Classes\{SAVE_SUFFIX}": prog_id,
        rf"Software\Classes\{prog_id}": f"{APP_NAME} saved game",
        rf"Software\Classes\{prog_id}\DefaultIcon": str(paths.ASSETS_DIR / "icon.ico"),
        rf"Software\Classes\{prog_id}\shell\open\command": opener,
    }


def keys_to_remove(entries: dict[str, str]) -> list[str]:
    """The keys install made, the ones between them too (shell, shell\\open), the deepest first: the
    registry deletes only a key without subkeys."""
    classes = "Software\\Classes"
    keys = set()
    for key in entries:
        while key != classes:
            keys.add(key)
            key = key.rsplit("\\", 1)[0]
    return sorted(keys, key=lambda k: (-k.count("\\"), k))


def _install_windows() -> str:
    command = launch_command()
    shortcut = _start_menu_shortcut()
    try:
        shortcut.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(["powershell", "-NoProfile", "-NonInteractive", "-Command",
                               shortcut_script(command, shortcut)], capture_output=True, text=True,
                              timeout=TOOL_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise LauncherError(f"Could not make the Start-menu shortcut: {exc}") from None
    if done.returncode != 0 or not shortcut.is_file():
        raise LauncherError(f"Could not make the Start-menu shortcut: {(done.stderr or done.stdout).strip()[:300]}")
    import winreg  # type: ignore[import-not-found,unused-ignore]

    try:
        for key, value in file_type_entries(command).items():
            with winreg.CreateKey(winreg.HKEY_CURRENT_USER, key) as handle:
                winreg.SetValue(handle, "", winreg.REG_SZ, value)
    except OSError as exc:
        return f"Caravanserai is in the Start menu ({shortcut}); its saves could not be tied to it: {exc}"
    return f"Caravanserai is in the Start menu ({shortcut}); saves ({SAVE_SUFFIX}) open in it with a double click."


def _remove_windows() -> str:
    shortcut = _start_menu_shortcut()
    had = shortcut.is_file()
    shortcut.unlink(missing_ok=True)
    import winreg  # type: ignore[import-not-found,unused-ignore]

    for key in keys_to_remove(file_type_entries(launch_command())):
        try:
            winreg.DeleteKey(winreg.HKEY_CURRENT_USER, key)
            had = True
        except OSError:
            pass
    return "Caravanserai is no longer in the Start menu." if had else "Caravanserai was not in the Start menu."


# --- macOS ---


def _mac_app() -> Path:
    return Path.home() / "Applications" / f"{APP_NAME}.app"


def mac_info_plist(has_icon: bool) -> str:
    icon = "  <key>CFBundleIconFile</key><string>icon.icns</string>\n" if has_icon else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
        '<plist version="1.0">\n<dict>\n'
        f"  <key>CFBundleName</key><string>{APP_NAME}</string>\n"
        f"  <key>CFBundleDisplayName</key><string>{APP_NAME}</string>\n"
        f"  <key>CFBundleIdentifier</key><string>org.caravanserai.{APP_ID}</string>\n"
        f"  <key>CFBundleExecutable</key><string>{APP_ID}</string>\n"
        "  <key>CFBundlePackageType</key><string>APPL</string>\n"
        f"{icon}"
        "</dict>\n</plist>\n"
    )


def _install_mac() -> str:
    app = _mac_app()
    contents = app / "Contents"
    script = "#!/bin/sh\nexec " + " ".join("'" + w.replace("'", "'\\''") + "'" for w in launch_command()) + ' "$@"\n'
    try:
        (contents / "MacOS").mkdir(parents=True, exist_ok=True)
        (contents / "Resources").mkdir(parents=True, exist_ok=True)
        runner = contents / "MacOS" / APP_ID
        runner.write_text(script, encoding="utf-8")
        runner.chmod(0o755)
        icns = contents / "Resources" / "icon.icns"
        sips = shutil.which("sips")  # every Mac has it: it turns the PNG into the .icns Finder shows
        if sips:
            subprocess.run([sips, "-s", "format", "icns", str(paths.icon_path(256)), "--out", str(icns)],
                           capture_output=True, timeout=TOOL_TIMEOUT_S, stdin=subprocess.DEVNULL)
        (contents / "Info.plist").write_text(mac_info_plist(icns.is_file()), encoding="utf-8")
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise LauncherError(f"Could not make {app}: {exc}") from None
    return (f"Caravanserai is in your Applications folder ({app}). On macOS a save opens from the app's "
            "Load screen (a double click on one reaches only the standalone build).")


def _remove_mac() -> str:
    app = _mac_app()
    if not app.is_dir():
        return "Caravanserai was not in your Applications folder."
    shutil.rmtree(app, ignore_errors=True)
    return "Caravanserai is no longer in your Applications folder."
