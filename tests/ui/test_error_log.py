"""A log of what went wrong: the desk logs to a rotating file in the log
folder; a bug shows one sentence naming that folder (on the laptop's screen and the monitor's,
in English and French) and writes its traceback there; Help > "Show the log folder" opens it."""

from __future__ import annotations

import logging
import sys
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices

from tests.ui.screen_checks import assert_fits
from tournament.paths import log_dir


@pytest.fixture
def installed(desk_env):
    """The desk's log and hooks, as the app installs them; taken away afterwards."""
    from ui import error_log

    hooks = sys.excepthook, threading.excepthook
    before = list(logging.getLogger().handlers)
    path = error_log.install()
    yield path
    sys.excepthook, threading.excepthook = hooks
    for handler in logging.getLogger().handlers:
        if handler not in before:
            logging.getLogger().removeHandler(handler)
            handler.close()
    for box in error_log._shown:
        box.close()
    error_log._shown.clear()


@pytest.fixture
def desk(qtbot, desk_env, questions, screen, language):
    from ui.app import make_settings
    from ui.main_window import MainWindow

    window = MainWindow(make_settings())
    qtbot.addWidget(window)
    window.setScreen(screen)
    window.move(screen.availableGeometry().topLeft())
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    yield window
    window._confirm_close = lambda: True
    window.close()


def divide_the_pot(players: int) -> int:
    return 4000 // players


def test_a_bug_is_one_sentence_on_screen_and_a_traceback_in_the_log(qtbot, installed, desk,
                                                                     screen, language):
    from ui import error_log

    assert installed == log_dir() / "desk.log" and installed.parent == desk_env_logs()
    try:
        divide_the_pot(0)
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())
    qtbot.waitUntil(lambda: bool(error_log._shown) and error_log._shown[0].isVisible())
    box = error_log._shown[0]
    text = box.text()
    assert "Traceback" not in text and "divide_the_pot" not in text
    assert str(log_dir()) in text and "integer division or modulo by zero" in text
    assert text.count("\n") == 0  # one sentence
    if language == "fr":
        assert text.startswith("Un problème"), text
    assert_fits(qtbot, box, screen)
    logged = installed.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged
    assert "divide_the_pot" in logged and "ZeroDivisionError" in logged


def desk_env_logs():
    import os
    from pathlib import Path

    return Path(os.environ["RIICHI_TOURNAMENT_DATA"]) / "logs"


def test_a_bug_on_another_thread_is_shown_once_and_logged(qtbot, installed, desk):
    from ui import error_log

    def work() -> None:
        divide_the_pot(0)

    for _ in range(3):  # a burst of the same bug: one box
        thread = threading.Thread(target=work, name="worker")
        thread.start()
        thread.join()
    qtbot.waitUntil(lambda: bool(error_log._shown) and error_log._shown[0].isVisible())
    qtbot.wait(50)
    assert len([w for w in desk.findChildren(type(error_log._shown[0]))
                if w.isVisible()]) == 1
    assert installed.read_text(encoding="utf-8").count("a bug on thread worker") == 3


def test_help_shows_the_log_folder(qtbot, installed, desk, monkeypatch):
    opened = []
    # No file manager offscreen: the URL the desk asks for is what is checked.
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    desk.menus.log_folder_action.trigger()
    assert [url.toLocalFile() for url in opened] == [str(log_dir())]
    assert log_dir().is_dir()
    # Said too, the path to copy; here no file manager opened it (it failed silently).
    from ui import error_log

    box = error_log._folder_box[0]
    qtbot.waitUntil(box.isVisible, timeout=2000)
    from ui.text import tr

    said = tr("No file manager could open it: open the folder yourself (the path above can be "
              "selected and copied).")
    assert str(log_dir()) in box.text() and said in box.text()
    assert box.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    box.close()
    assert desk.menus.log_folder_action in desk.menuBar().actions()[-1].menu().actions()


def test_the_log_rotates(installed):
    from ui import error_log

    handler = next(h for h in logging.getLogger().handlers
                   if getattr(h, "riichi_desk", False))
    assert (handler.maxBytes, handler.backupCount) == (error_log.LOG_BYTES, error_log.BACKUPS)
    line = "x" * 1000
    for _ in range(2 * error_log.LOG_BYTES // 1000):
        error_log.log.info(line)
    assert (installed.parent / "desk.log.1").exists()
    assert installed.stat().st_size <= error_log.LOG_BYTES


def test_the_log_follows_the_log_folder_of_each_start(installed, tmp_path, monkeypatch):
    """A second start in the same process with another data folder (a test after another,
    or the app started again by a script) logs to its own folder, not to the first one's."""
    from ui import error_log

    first = installed
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "other"))
    second = error_log.install()
    assert second != first and second.parent == tmp_path / "other" / "logs"
    logging.getLogger("tournament.test").warning("written to the second log")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "written to the second log" in second.read_text(encoding="utf-8")
    assert "written to the second log" not in first.read_text(encoding="utf-8")
    assert sum(getattr(h, "riichi_desk", False) for h in logging.getLogger().handlers) == 1
