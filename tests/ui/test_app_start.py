"""The app as a program: its identity (icon, desktop id, version) and the self-closing run
that .ci/build-app uses on the standalone build ($RIICHI_TOURNAMENT_QUIT_AFTER_MS)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize

from tournament import __version__
from ui.app import APP_ID, QUIT_AFTER_ENV, start

ROOT = Path(__file__).resolve().parents[2]


def test_the_app_says_who_it_is(qtbot, desk_env, questions, qapp):
    window = start(["riichi-tournament"])
    qtbot.addWidget(window)
    try:
        # At one device pixel a point (a screen at 150 % among the test screens made Qt
        # draw it at 96 pixels).
        image = qapp.windowIcon().pixmap(QSize(64, 64), 1.0).toImage()
        assert image.width() == 64
        assert image.pixelColor(45, 32).alpha() == 255  # the front tile, drawn
        assert qapp.desktopFileName() == APP_ID
        assert qapp.applicationVersion() == __version__
    finally:
        window.close()


def run_app(tmp_path, *args):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               RIICHI_TOURNAMENT_STARTUP_MARKER="1", RIICHI_TOURNAMENT_DATA=str(tmp_path / "d"),
               RIICHI_TOURNAMENT_SETTINGS=str(tmp_path / "s.ini"), **{QUIT_AFTER_ENV: "300"})
    env.pop("RIICHI_TOURNAMENT_LANG", None)
    return subprocess.run([sys.executable, "-m", "ui", *map(str, args)], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=120)


def test_a_self_closing_run_opens_the_demo_and_ends_cleanly(tmp_path):
    result = run_app(tmp_path, "--demo")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["riichi-tournament: window shown",
                                          "riichi-tournament: tournament shown"]
    assert "Traceback" not in result.stderr


def test_a_self_closing_run_that_cannot_open_its_file_ends_with_1(tmp_path):
    bogus = tmp_path / "bogus.rtdb"
    bogus.write_text("hello")
    result = run_app(tmp_path, bogus)
    assert result.returncode == 1
    assert f"{bogus} is not a tournament file" in result.stderr
    assert "tournament shown" not in result.stdout
    assert bogus.read_text() == "hello"
