"""main(): the desktop application's entry point (`riichi-tournament`).

    riichi-tournament              the last tournament, or the start page
    riichi-tournament FILE         that tournament
    riichi-tournament --demo       a ready-made demo tournament in a temporary file
    riichi-tournament --server postgresql://user@host/dbname [--role referee] [--station NAME]
                                   the tournament on the venue's server (Connect to a server,
                                   filled in and connecting at once; a password asked for
                                   there when the server or the tournament needs one)
    riichi-tournament SUBCOMMAND   a tool of its own (see SUBCOMMANDS), no window

Settings (recent files, language, light or dark, the name at the desk) are Qt settings of the
user, or the ini file named by $RIICHI_TOURNAMENT_SETTINGS (tests use one per test).
Importing this module does nothing: everything happens in main().

$RIICHI_TOURNAMENT_QUIT_AFTER_MS is for smoke tests of a built app (.ci/build-app), not for
users: the window closes itself that many milliseconds after it has shown the tournament it
was asked to open (or the start page), so a run that ends with exit code 0 started, opened and
closed cleanly; a tournament that cannot be opened ends the app with exit code 1.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SETTINGS_ENV = "RIICHI_TOURNAMENT_SETTINGS"
QUIT_AFTER_ENV = "RIICHI_TOURNAMENT_QUIT_AFTER_MS"
ORGANISATION = "riichi-tournament"
APPLICATION = "riichi-tournament"
# The desktop id (reverse DNS): the Linux .desktop and AppStream files, the icon's name and
# the macOS bundle id of the standalone app are named after it (dist-tools/).
APP_ID = "io.github.riichi_tournament.RiichiTournament"
ICON = "app/riichi-tournament.svg"

# `riichi-tournament NAME args...` runs MODULE.main(args) when that module is installed.
SUBCOMMANDS = {"print": "ui.printing.cli"}


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="riichi-tournament",
                                     description="A referee's desk for riichi tournaments.")
    parser.add_argument("file", nargs="?", type=Path, help="a tournament file to open")
    parser.add_argument("--demo", action="store_true",
                        help="open a demo tournament (16 players, two rounds played) in a "
                             "temporary file")
    parser.add_argument("--server", metavar="URL",
                        help="connect to the tournament on a PostgreSQL server "
                             "(postgresql://user@host/dbname), as several stations do")
    parser.add_argument("--role", choices=("organiser", "referee"),
                        help="with --server: this station's role (default: the last one)")
    parser.add_argument("--station", metavar="NAME",
                        help="with --server: this station's name, e.g. 'Desk 2'")
    # Qt's own options (-platform, -style...) pass through to QApplication.
    options, _qt = parser.parse_known_args(list(argv))
    return options


def make_settings() -> Any:
    from PySide6.QtCore import QSettings

    path = os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def subcommand(argv: Sequence[str]) -> int | None:
    """Run a subcommand when argv names one whose module is installed; else None."""
    if len(argv) > 1 and argv[1] in SUBCOMMANDS:
        module = SUBCOMMANDS[argv[1]]
        if importlib.util.find_spec(module.rsplit(".", 1)[0]) is not None and \
                importlib.util.find_spec(module) is not None:
            return int(importlib.import_module(module).main(list(argv[2:])) or 0)
    return None


def start(argv: Sequence[str]) -> Any:
    """The application and its main window, shown, with the tournament asked for on the
    command line being opened (the event loop is not started: `main` does that)."""
    options = parse_args(argv[1:])

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tournament import __version__
    from ui import i18n, resources
    from ui.main_window import MainWindow
    from ui.style import apply_app_style, chosen_appearance

    existing = QApplication.instance()
    # instance() is typed as a QCoreApplication; in this process it is always a QApplication.
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("riichi-tournament")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # Wayland and X11 match the window to the .desktop file
    app.setWindowIcon(QIcon(str(resources.path(ICON))))
    from ui import collector, error_log

    error_log.install()  # a bug: one sentence on screen, the traceback in the log folder
    collector.install(app)  # garbage collected on this thread only (never the worker's)
    settings = make_settings()
    apply_app_style(app, chosen_appearance(settings))
    i18n.install(i18n.chosen_language(settings))
    window = MainWindow(settings)
    window.show()
    # The window shows before the storage layer and the screens of an open tournament are
    # imported; they are imported once it is on screen, a module at a time with
    # the event loop running in between, so that a file opened from the start page does not
    # wait for them. `preloaded()` says when that is done.
    _preload_when_shown(window)
    quit_after = os.environ.get(QUIT_AFTER_ENV)
    if quit_after:
        _close_after(window, int(quit_after), options.demo or options.file is not None
                     or options.server is not None)
    if options.server is not None:
        window.opening.connect_to_server(options.server, options.role or "",
                                         options.station or "", now=True)
    elif options.demo:
        window.opening.open_demo()
    elif options.file is not None:
        window.opening.open_file(options.file)
    else:
        window.opening.open_last()
    return window


# What the first open of a tournament needs, in the order it is imported after the window is
# shown (see `start`).
PRELOAD = ("tournament.service.facade", "ui.session", "ui.views.players_view",
           "ui.views.rounds_view", "ui.views.table_page", "ui.views.standings_view",
           "ui.views.penalties_view", "ui.dialogs.print_preview")
_preloading: list[str] = []


def preloaded() -> bool:
    """Are the modules of PRELOAD imported (the app started with `start`)?"""
    return not _preloading and all(name in sys.modules for name in PRELOAD)


def _preload_when_shown(window: Any) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Expose and window.windowHandle().isExposed():
                watched.removeEventFilter(self)
                QTimer.singleShot(0, window, lambda: _preload(window, list(PRELOAD)))
            return False

    _preloading[:] = PRELOAD
    window.winId()
    window.windowHandle().installEventFilter(Watch(window))


def _preload(window: Any, names: list[str]) -> None:
    from PySide6.QtCore import QTimer

    _preloading[:] = names
    if names:
        importlib.import_module(names[0])
        QTimer.singleShot(0, window, lambda: _preload(window, names[1:]))


def _close_after(window: Any, ms: int, opening: bool) -> None:
    """$RIICHI_TOURNAMENT_QUIT_AFTER_MS (see the module's docstring)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def arm(*_: object) -> None:
        QTimer.singleShot(ms, window, window.close)

    def failed(message: str) -> None:
        print(message, file=sys.stderr)
        window.close()  # stops the database worker before the app ends
        QApplication.exit(1)

    if opening:
        window.opened.connect(arm)
        window.open_failed.connect(failed)
    else:
        arm()


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    code = subcommand(args)
    if code is not None:
        return code
    window = start(args)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None  # start() made it
    code = app.exec()
    del window
    return code


if __name__ == "__main__":
    sys.exit(main())
