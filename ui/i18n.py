"""Languages: English as written in the code, French from resources/translations/*.ts.

The .ts files are the source (Qt Linguist, made with pyside6-lupdate); the .qm files Qt loads
are compiled from them with pyside6-lrelease into a cache folder at start, when missing or
older than their .ts, and never committed. Two files per language: the app's words
(riichi_tournament_<lang>.ts, extracted from ui/) and the ruleset's explanations
(riichi_tournament_rules_<lang>.ts, context "ruleset", written from `describe_field`).

The language: $RIICHI_TOURNAMENT_LANG, else the `language` setting, else the system's.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import platformdirs
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

from tournament.paths import APP_NAME
from ui import resources

LANGUAGES = {"en": "English", "fr": "Français"}
ENV_LANG = "RIICHI_TOURNAMENT_LANG"
ENV_CACHE = "RIICHI_TOURNAMENT_CACHE"
FILES = ("riichi_tournament_{lang}.ts", "riichi_tournament_rules_{lang}.ts")

log = logging.getLogger(__name__)
_installed: list[QTranslator] = []


def chosen_language(settings: QSettings | None = None) -> str:
    for value in (os.environ.get(ENV_LANG),
                  settings.value("language") if settings is not None else None,
                  QLocale.system().name()[:2]):
        if value and str(value)[:2].lower() in LANGUAGES:
            return str(value)[:2].lower()
    return "en"


def cache_dir() -> Path:
    override = os.environ.get(ENV_CACHE)
    folder = Path(override) if override else Path(platformdirs.user_cache_dir(APP_NAME))
    return folder / "translations"


def lrelease() -> str | None:
    """pyside6-lrelease on PATH, or Qt's lrelease shipped inside the PySide6 package."""
    found = shutil.which("pyside6-lrelease")
    if found:
        return found
    import PySide6

    for name in ("lrelease", "lrelease.exe"):
        candidate = Path(PySide6.__file__).parent / name
        if candidate.is_file():
            return str(candidate)
    return None


def compiled(ts: Path) -> Path | None:
    """The .qm of a .ts file, compiled into the cache when missing or out of date."""
    qm = cache_dir() / ts.with_suffix(".qm").name
    if qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    tool = lrelease()
    if tool is None:
        log.warning("pyside6-lrelease not found: the app stays in English")
        return None
    qm.parent.mkdir(parents=True, exist_ok=True)
    result = subprocess.run([tool, str(ts), "-qm", str(qm)], capture_output=True, text=True,
                            check=False)
    if result.returncode != 0 or not qm.is_file():
        log.warning("lrelease failed on %s: %s", ts, result.stderr.strip())
        return None
    return qm


def install(language: str) -> bool:
    """Load the translations of `language` into the running application (English: remove
    them). True when every file of the language was loaded."""
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == "en":
        return True
    ok = True
    for pattern in FILES:
        try:
            ts = resources.path(f"translations/{pattern.format(lang=language)}")
        except resources.MissingResource as exc:
            log.warning("%s", exc)
            ok = False
            continue
        qm = compiled(ts)
        translator = QTranslator(app)
        if qm is None or not translator.load(str(qm)):
            ok = False
            continue
        app.installTranslator(translator)
        _installed.append(translator)
    return ok


def main() -> int:
    """Refresh the French .ts from the code: python -m ui.i18n (runs pyside6-lupdate)."""
    root = Path(__file__).resolve().parent
    sources = sorted(str(p) for p in root.rglob("*.py"))
    target = resources.root() / "translations" / FILES[0].format(lang="fr")
    tool = shutil.which("pyside6-lupdate")
    if tool is None:
        print("pyside6-lupdate not found", file=sys.stderr)
        return 1
    # No source locations: line numbers would change the file at every edit of ui/.
    return subprocess.run([tool, *sources, "-ts", str(target), "-no-obsolete",
                           "-locations", "none"], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
