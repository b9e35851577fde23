"""The desk runs on PySide6-Essentials alone: no module of the project imports a Qt module of
PySide6-Addons but the gong's Qt Multimedia (the optional `sound` extra), and the gong sounds
without it (the fallback: the system's sound player, else the system beep) with no error."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

from ui.round_clock import FallbackSound, QtSoundSink, Sound

ROOT = Path(__file__).resolve().parents[2]
# What the PySide6-Essentials wheel holds (the Qt modules the desk may import).
ESSENTIALS = {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtPrintSupport",
              "QtNetwork", "QtConcurrent", "QtDBus", "QtOpenGL", "QtOpenGLWidgets", "QtSql",
              "QtTest", "QtXml", "QtUiTools", "QtHelp", "QtDesigner"}
OPTIONAL = {("ui/round_clock.py", "QtMultimedia")}  # imported in a try, with a fallback


def qt_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "PySide6" and len(parts) > 1 and parts[1].startswith("Qt"):
                found.add(parts[1])
    return found


def test_only_essentials_modules_are_imported():
    outside = []
    for folder in ("ui", "tournament"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            outside += [(where, m) for m in qt_imports(path) - ESSENTIALS
                        if (where, m) not in OPTIONAL]
    assert outside == []
    # The check sees an import (so it is not vacuous).
    assert qt_imports(ROOT / "ui/round_clock.py") >= {"QtCore", "QtMultimedia"}


HIDDEN = """
import logging, sys
for name in ("PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets", "PySide6.QtCharts",
             "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtPdf",
             "PySide6.QtQuick", "PySide6.QtQml"):
    sys.modules[name] = None  # as if PySide6-Addons were not installed
logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
from PySide6.QtWidgets import QApplication
app = QApplication([])
import pkgutil, importlib, ui
for module in pkgutil.walk_packages(ui.__path__, "ui."):
    if not module.name.startswith(("ui.__main__", "ui.app")):
        importlib.import_module(module.name)
from ui.round_clock import FallbackSound, Sound, default_sound_sink
sink = default_sound_sink()
for sound in (Sound.WARNING, Sound.GONG):
    sink.play(sound)
assert isinstance(sink._effect, FallbackSound), sink._effect
print("played", [s.value for s in sink.played], "through", sink._effect.way)
"""


def test_the_gong_without_qt_multimedia():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", HIDDEN], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "played ['warning', 'gong'] through" in done.stdout
    assert "Qt Multimedia is not installed; the gong sounds through" in done.stderr
    assert "Traceback" not in done.stderr
    assert "WARNING" not in done.stderr and "ERROR" not in done.stderr


def test_with_qt_multimedia_the_gong_is_a_sound_effect(qapp, caplog):
    """With the `sound` extra the gong goes through Qt Multimedia, never the fallback: it
    plays on an audio output, or (this machine, CI: none) says once that there is none."""
    sink = QtSoundSink()
    with caplog.at_level("INFO", logger="ui.round_clock"):
        sink.play(Sound.GONG)
    assert not isinstance(sink._effect, FallbackSound)
    silent = [r.getMessage() for r in caplog.records if "no sound" in r.getMessage()]
    if sink.played:
        assert type(sink._effect).__name__ == "QSoundEffect" and not silent
    else:
        assert silent == ["round clock: no sound (no audio output on this computer); the "
                          "clock goes on without it"]


def test_the_fallback_plays_without_a_player(qapp, monkeypatch):
    """With no sound player on the system, the fallback beeps (and never raises)."""
    monkeypatch.setattr("shutil.which", lambda name: None)
    beeps = []
    monkeypatch.setattr("ui.round_clock.QApplication.beep", lambda: beeps.append(1))
    sound = FallbackSound()
    if sys.platform != "win32":
        assert sound.way == "the system beep"
        sound.play()
        assert beeps == [1]
