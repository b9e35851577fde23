"""main(): the desktop application's entry point (`riichi-tournament`).

    riichi-tournament              the last tournament, or the start page
    riichi-tournament FILE         that tournament
    riichi-tournament --demo       a ready-made demo tournament in a temporary file
    riichi-tournament SUBCOMMAND   a tool of its own (see SUBCOMMANDS), no window

Settings (recent files, language, the name at the desk) are Qt settings of the user, or the
ini file named by $RIICHI_TOURNAMENT_SETTINGS (tests use one per test). Importing this module
does nothing: everything happens in main().

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
    from ui.style import apply_app_style

    existing = QApplication.instance()
    # instance() is typed as a QCoreApplication; in this process it is always a QApplication.
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("riichi-tournament")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # Wayland and X11 match the window to the .desktop file
    app.setWindowIcon(QIcon(str(resources.path(ICON))))
    apply_app_style(app)
    settings = make_settings()
    i18n.install(i18n.chosen_language(settings))
    window = MainWindow(settings)
    window.show()
    quit_after = os.environ.get(QUIT_AFTER_ENV)
    if quit_after:
        _close_after(window, int(quit_after), options.demo or options.file is not None)
    if options.demo:
        window.open_demo()
    elif options.file is not None:
        window.open_file(options.file)
    else:
        window.open_last()
    return window


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
