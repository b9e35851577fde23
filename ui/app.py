"""main(): the desktop application's entry point (`riichi-tournament`).

    riichi-tournament              the last tournament, or the start page
    riichi-tournament FILE         that tournament
    riichi-tournament --demo       a ready-made demo tournament in a temporary file
    riichi-tournament SUBCOMMAND   a tool of its own (see SUBCOMMANDS), no window

Settings (recent files, language, the name at the desk) are Qt settings of the user, or the
ini file named by $RIICHI_TOURNAMENT_SETTINGS (tests use one per test). Importing this module
does nothing: everything happens in main().
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
ORGANISATION = "riichi-tournament"
APPLICATION = "riichi-tournament"

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

    from PySide6.QtWidgets import QApplication

    from ui import i18n
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("riichi-tournament")
    apply_app_style(app)  # type: ignore[arg-type]
    settings = make_settings()
    i18n.install(i18n.chosen_language(settings))
    window = MainWindow(settings)
    window.show()
    if options.demo:
        window.open_demo()
    elif options.file is not None:
        window.open_file(options.file)
    else:
        window.open_last()
    return window


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv if argv is None else argv)
    code = subcommand(args)
    if code is not None:
        return code
    window = start(args)
    from PySide6.QtWidgets import QApplication

    code = QApplication.instance().exec()  # type: ignore[union-attr]
    del window
    return code


if __name__ == "__main__":
    sys.exit(main())
