"""The launcher: `main.py --install-launcher` puts Caravanserai in the desktop's application menu
with its icon and its save type, in a temporary home here; `--remove-launcher` takes exactly that
away. The entry is checked by desktop-file-validate (Debian's desktop-file-utils, which .ci/run
installs); Windows' and macOS' parts are checked by what they would write."""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from games.core import desktop, paths
from games.core.save_file import MIME_TYPE

MAIN = paths.ROOT / "main.py"
needs_validator = pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                                     reason="needs desktop-file-validate (apt install desktop-file-utils)")


def _home(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "home" / "share"),
               XDG_CONFIG_HOME=str(tmp_path / "home" / "config"))
    return env


def _cli(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(MAIN), *args], cwd=tmp_path, env=_home(tmp_path), capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)


def _entry_fields(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line)


def _validate(path: Path) -> None:
    done = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def _exec_words(exec_line: str) -> list[str]:
    """The Exec value as the desktop entry spec splits it: the string's escapes first, then the
    quoting (inside double quotes a backslash takes the next character as it is), then %% to %."""
    value = exec_line.replace("\\\\", "\\")
    words = []
    for quoted, plain in re.findall(r'"((?:[^"\\]|\\.)*)"|(\S+)', value):
        word = re.sub(r"\\(.)", r"\1", quoted) if quoted else plain
        words.append(word.replace("%%", "%"))
    return words


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the freedesktop launcher")
def test_install_then_remove_in_a_temporary_home(tmp_path: Path) -> None:
    share = tmp_path / "home" / "share"
    done = _cli(tmp_path, "--install-launcher")
    assert done.returncode == 0, done.stderr
    assert "applications menu" in done.stdout and "Traceback" not in done.stderr

    entry = share / "applications" / "caravanserai.desktop"
    fields = _entry_fields(entry.read_text(encoding="utf-8"))
    assert fields["Name"] == "Caravanserai" and fields["Icon"] == "caravanserai" and fields["Terminal"] == "false"
    assert fields["MimeType"] == f"{MIME_TYPE};" and fields["StartupWMClass"] == "Caravanserai"
    assert _exec_words(fields["Exec"]) == [os.path.abspath(sys.executable), str(MAIN), "%f"]
    if shutil.which("desktop-file-validate"):
        _validate(entry)

    for size in paths.ICON_SIZES:  # the app's icon and its saves', every size, as committed
        for kind, name in (("apps", "caravanserai"), ("mimetypes", "application-x-caravanserai-save")):
            icon = share / "icons" / "hicolor" / f"{size}x{size}" / kind / f"{name}.png"
            assert icon.read_bytes() == paths.icon_path(size).read_bytes()

    package = ET.parse(share / "mime" / "packages" / "caravanserai.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    (mime,) = package.findall("m:mime-type", ns)
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.caravan"]  # never *.json
    if shutil.which("update-mime-database"):  # the desktop's own database now knows the type
        globs = (share / "mime" / "globs2").read_text()
        assert f"{MIME_TYPE}:*.caravan" in globs and f"{MIME_TYPE}:*.json" not in globs
    if shutil.which("update-desktop-database"):
        assert f"{MIME_TYPE}=caravanserai.desktop;" in (share / "applications" / "mimeinfo.cache").read_text()

    again = _cli(tmp_path, "--install-launcher")  # a second time changes nothing and says the same
    assert again.returncode == 0 and again.stdout == done.stdout

    removed = _cli(tmp_path, "--remove-launcher")
    assert removed.returncode == 0 and "no longer" in removed.stdout
    ours = [entry, share / "mime" / "packages" / "caravanserai.xml",
            *share.glob("icons/hicolor/*/*/caravanserai.png"), *share.glob("icons/hicolor/*/*/application-x-*")]
    assert not [p for p in ours if p.exists()]
    assert not list(share.rglob("caravanserai*")) and not list(share.rglob("application-x-caravanserai-save.png"))
    if shutil.which("update-mime-database"):
        assert "caravanserai" not in (share / "mime" / "globs2").read_text()
    assert "nothing to remove" in _cli(tmp_path, "--remove-launcher").stdout
    assert not (tmp_path / "home" / "config").exists()  # no settings, no user folders: only the launcher


@needs_validator
@pytest.mark.parametrize("command", [
    ["/opt/Caravanserai/Caravanserai"],
    ["/home/ann/my games/py$thon \"3\"", "/home/ann/100% back\\slash/main.py"],
])
def test_the_entry_is_valid_for_awkward_paths(tmp_path: Path, command: list[str]) -> None:
    entry = tmp_path / "caravanserai.desktop"
    entry.write_text(desktop.desktop_entry(command), encoding="utf-8")
    _validate(entry)
    assert _exec_words(_entry_fields(entry.read_text())["Exec"]) == [*command, "%f"]


def test_the_launch_command_is_this_copy() -> None:
    """This Python as it was started (a virtual environment's link, not the interpreter behind it)."""
    assert desktop.launch_command() == [os.path.abspath(sys.executable), str(MAIN)]


def test_windows_opens_saves_in_the_app_and_shortcuts_the_start_menu(tmp_path: Path) -> None:
    command = [r"C:\Program Files\Python311\pythonw.exe", r"C:\Users\Ann O'Neil\Caravanserai\main.py"]
    entries = desktop.file_type_entries(command)
    assert entries[r"Software\Classes\.caravan"] == "Caravanserai.Save"
    assert entries[r"Software\Classes\Caravanserai.Save\shell\open\command"] == \
        r'"C:\Program Files\Python311\pythonw.exe" "C:\Users\Ann O'"'"r'Neil\Caravanserai\main.py" "%1"'
    assert not any(".json" in key for key in entries)
    assert desktop.keys_to_remove(entries) == [
        r"Software\Classes\Caravanserai.Save\shell\open\command", r"Software\Classes\Caravanserai.Save\shell\open",
        r"Software\Classes\Caravanserai.Save\DefaultIcon", r"Software\Classes\Caravanserai.Save\shell",
        r"Software\Classes\.caravan", r"Software\Classes\Caravanserai.Save"]
    script = desktop.shortcut_script(command, Path(r"C:\Users\Ann O'Neil\Start Menu\Caravanserai.lnk"))
    assert "CreateShortcut('C:\\Users\\Ann O''Neil\\Start Menu\\Caravanserai.lnk')" in script  # quote doubled
    assert "$s.TargetPath = 'C:\\Program Files\\Python311\\pythonw.exe'" in script and "icon.ico" in script


def test_the_mac_wrapper_is_a_valid_bundle() -> None:
    info = plistlib.loads(desktop.mac_info_plist(has_icon=True).encode())
    assert info["CFBundleExecutable"] == "caravanserai" and info["CFBundleIconFile"] == "icon.icns"
    assert "CFBundleIconFile" not in plistlib.loads(desktop.mac_info_plist(has_icon=False).encode())


def test_the_settings_button_adds_and_removes_the_launcher(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the freedesktop launcher")
    from games.ui.settings_scene import SettingsScene
    from tests.ui.driver import click_widget, frames, make_app

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    app = make_app()
    app.show_settings()
    frames(app)
    scene = app.scene
    assert isinstance(scene, SettingsScene)
    button = scene.w["launcher"]
    assert button.text == "Add to the menu"
    click_widget(app, button)
    assert (tmp_path / "share" / "applications" / "caravanserai.desktop").is_file()
    assert scene.w["launcher"].text == "Remove from the menu"
    assert any("applications menu" in t for t in app.toasts.texts())
    click_widget(app, scene.w["launcher"])
    assert not (tmp_path / "share" / "applications" / "caravanserai.desktop").exists()
    assert scene.w["launcher"].text == "Add to the menu"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the freedesktop launcher")
def test_an_unwritable_home_is_told_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "share").write_text("a file where the data folder should be")
    done = _cli(tmp_path, "--install-launcher")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("Could not add Caravanserai to the applications menu: ")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
