"""Languages: English as written in the code, French from resources/translations/.

The .ts files are the source (Qt Linguist, refreshed from the code with `python -m ui.i18n`);
the .qm files Qt loads are built from them with the package (resources/make_translations.py:
the wheel, an editable install, the standalone app, the test suite on a checkout) and shipped
beside them. The app never compiles anything: a missing .qm is a warning naming the command
that builds it, and those words stay in English. Two files per language: the app's words
(riichi_tournament_<lang>, extracted from ui/) and the ruleset's explanations
(riichi_tournament_rules_<lang>, context "ruleset", written from `describe_field`); and Qt's
own words (the OK/Cancel of dialog buttons, the file and print dialogs) from the qtbase_<lang>
file that comes with Qt.

The language: $RIICHI_TOURNAMENT_LANG, else the `language` setting, else the system's. It also
sets how the desk writes numbers and dates (`ui.text.set_language`: 30,000 / 30 000).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ui import resources, text

LANGUAGES = {"en": "English", "fr": "Français"}
ENV_LANG = "RIICHI_TOURNAMENT_LANG"
FILES = ("riichi_tournament_{lang}", "riichi_tournament_rules_{lang}")
QT_FILES = ("qtbase_{lang}",)

log = logging.getLogger(__name__)
_installed: list[QTranslator] = []


def chosen_language(settings: QSettings | None = None) -> str:
    for value in (os.environ.get(ENV_LANG),
                  settings.value("language") if settings is not None else None,
                  QLocale.system().name()[:2]):
        if value and str(value)[:2].lower() in LANGUAGES:
            return str(value)[:2].lower()
    return "en"


def qt_translations() -> Path:
    """Where Qt keeps its own translations (inside the PySide6 package, or beside the
    standalone app)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def files(language: str) -> list[Path]:
    """Where the .qm files of `language` are: Qt's first, as a translator installed later is
    asked first and the app's words should win over Qt's."""
    return ([qt_translations() / f"{name.format(lang=language)}.qm" for name in QT_FILES]
            + [resources.root() / "translations" / f"{name.format(lang=language)}.qm"
               for name in FILES])


def install(language: str) -> bool:
    """Load the translations of `language` into the running application (English: remove
    them). True when every file of the language was loaded; a missing one is logged and
    the rest is loaded."""
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    text.set_language(language)  # numbers and dates as the language writes them
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == "en":
        return True
    ok = True
    for qm in files(language):
        translator = QTranslator(app)
        if not translator.load(str(qm)):
            hint = ("" if qm.parent == qt_translations() else
                    ": the translations are built with the package (pip install ., or "
                    "python resources/make_translations.py in a checkout)")
            log.warning("translation %s is missing or unreadable%s", qm, hint)
            ok = False
            continue
        app.installTranslator(translator)
        _installed.append(translator)
    return ok


def main() -> int:
    """Refresh the French .ts from the code: python -m ui.i18n (runs pyside6-lupdate)."""
    root = Path(__file__).resolve().parent
    sources = sorted(str(p) for p in root.rglob("*.py"))
    target = resources.root() / "translations" / f"{FILES[0].format(lang='fr')}.ts"
    tool = shutil.which("pyside6-lupdate")
    if tool is None:
        print("pyside6-lupdate not found", file=sys.stderr)
        return 1
    # No source locations: line numbers would change the file at every edit of ui/.
    return subprocess.run([tool, *sources, "-ts", str(target), "-no-obsolete",
                           "-locations", "none"], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
