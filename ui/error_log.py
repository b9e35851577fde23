"""The desk's log of what went wrong: a rotating file in the user's log folder, and what the
organiser sees when the desk itself fails (a bug): one sentence, the traceback in the log.

`install()` (called once by `ui.app.start`) sends the desk's log records to `desk.log` in
`tournament.paths.log_dir()` (the platform's log folder, or "logs" in
$RIICHI_TOURNAMENT_DATA), at most LOG_BYTES a file and BACKUPS older files, and replaces
`sys.excepthook` and `threading.excepthook`: an exception nobody caught is written there with
its traceback and shown as one sentence that names the folder. Help > "Show the log folder"
says where it is (the path can be copied) and opens it in the file manager when there is one
(`show_log_folder`).
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tournament.paths import log_dir
from ui.text import tr

LOG_NAME = "desk.log"
LOG_BYTES = 1024 * 1024
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

log = logging.getLogger("riichi_tournament.desk")


def log_file() -> Path:
    return log_dir() / LOG_NAME


def install() -> Path:
    """Log to the rotating file and catch what nobody caught (once per process, per log
    file: a handler left writing to another folder is replaced); returns the log file."""
    path = log_file()
    root = logging.getLogger()
    ours = [h for h in root.handlers if getattr(h, "riichi_desk", False)]
    for handler in ours:
        if Path(getattr(handler, "baseFilename", "")) != path.absolute():
            root.removeHandler(handler)
            handler.close()
    if not any(getattr(h, "riichi_desk", False) for h in root.handlers):
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES,
                                                       backupCount=BACKUPS, encoding="utf-8")
        handler.riichi_desk = True  # type: ignore[attr-defined]
        handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(handler)
        if root.level > logging.INFO or root.level == logging.NOTSET:
            root.setLevel(logging.INFO)
        log.info("the desk starts; this log is %s", path)
    global _reporter
    if _reporter is None and QApplication.instance() is not None:
        _reporter = _Reporter()  # made on the GUI thread: its slot runs there
    sys.excepthook = excepthook
    threading.excepthook = _thread_excepthook
    return path


class _Reporter(QObject):
    """Brings a failure on another thread to the GUI thread (it lives there), where it is
    shown."""

    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.failed.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def _show(self, detail: str) -> None:
        show_failure(detail)


_reporter: _Reporter | None = None
_shown: list[QMessageBox] = []  # the box on screen (at most one: a burst shows once)


def excepthook(kind: type[BaseException], value: BaseException,
               traceback: TracebackType | None) -> None:
    """A bug: its traceback to the log, one sentence to the organiser."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    log.error("a bug: %s", value, exc_info=(kind, value, traceback))
    _report(_sentence(kind, value))


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None:
        return
    log.error("a bug on thread %s: %s", args.thread.name if args.thread else "?",
              args.exc_value,
              exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
    _report(_sentence(args.exc_type, args.exc_value))


def _sentence(kind: type[BaseException], value: BaseException) -> str:
    # The organiser gets what failed in a few words, never the traceback.
    detail = str(value).splitlines()[0][:160] if str(value) else kind.__name__
    return detail


def _report(detail: str) -> None:
    if QApplication.instance() is None:
        return
    if threading.current_thread() is threading.main_thread():
        show_failure(detail)
    elif _reporter is not None:
        _reporter.failed.emit(detail)


def failure_text(detail: str) -> str:
    """The one sentence shown for a bug (`detail`: what failed, in a few words)."""
    return (tr("Something went wrong in the desk (%1); your tournament is saved as it was "
               "before. The details are in the log folder: %2")
            .replace("%1", detail).replace("%2", str(log_dir())))


def show_failure(detail: str) -> QMessageBox | None:
    """Show a bug's sentence in a box over the active window (one box at a time)."""
    if _shown and _shown[0].isVisible():
        return None
    _shown.clear()
    parent: QWidget | None = QApplication.activeWindow()
    box = QMessageBox(QMessageBox.Icon.Critical, tr("Something went wrong"),
                      failure_text(detail), QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    folder = box.addButton(tr("Show the log folder"), QMessageBox.ButtonRole.ActionRole)
    folder.clicked.connect(lambda: show_log_folder(parent))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _shown.append(box)
    box.open()
    return box


_folder_box: list[QMessageBox] = []  # the box saying where the folder is (tests read it)


def show_log_folder(parent: QWidget | None = None) -> Path:
    """Say where the log folder is (made first if it is not there yet) and open it in the
    file manager; without one (a bare system), the box says so and the path stays to copy."""
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    opened = bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))))
    text = tr("The desk's log is in this folder:") + "\n" + str(folder)
    if not opened:
        text += "\n\n" + tr("No file manager could open it: open the folder yourself (the "
                             "path above can be selected and copied).")
    for old in _folder_box:
        old.close()
    _folder_box.clear()
    box = QMessageBox(QMessageBox.Icon.Information, tr("The log folder"), text,
                      QMessageBox.StandardButton.Ok, parent or QApplication.activeWindow())
    box.setObjectName("logFolderBox")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _folder_box.append(box)
    box.finished.connect(lambda _code: _folder_box.remove(box) if box in _folder_box else None)
    box.open()
    return folder
