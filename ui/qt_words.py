"""Qt's own words that Qt's catalogues miss, so that Qt's dialogs speak the desk's language.

Qt's file, print and page setup dialogs take their words from the qtbase_<lang> catalogue
that comes with Qt (`ui.i18n` loads it with the desk's). A few labels gained a shortcut letter
in Qt 6 ("&Look in:", "Files of &type:") while the catalogues kept the old text ("Look in:"),
and the file types of the file dialog's list ("Folder", "Drive") moved to a context they have
no words in: Qt then shows them in English whatever the language. They are listed here under
Qt's own context, so lupdate puts them in the desk's catalogue, which is asked before Qt's.
`tests/ui/test_qt_dialogs_french.py` opens the dialogs in French and fails on any of them
left in English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _marked() -> None:  # pragma: no cover - never called: the marks are for lupdate
    translate = QCoreApplication.translate
    translate("QFileDialog", "&Look in:")
    translate("QFileDialog", "Files of &type:")
    translate("QAbstractFileIconProvider", "Drive")
    translate("QAbstractFileIconProvider", "File")
    translate("QAbstractFileIconProvider", "Folder", "All other platforms")
    translate("QAbstractFileIconProvider", "File Folder", "Match Windows Explorer")
    translate("QAbstractFileIconProvider", "Shortcut", "All other platforms")
    translate("QAbstractFileIconProvider", "Alias", "macOS Finder")
    translate("QAbstractFileIconProvider", "Unknown")
    translate("QPrintSettingsOutput", "Page &Set:")
    translate("QPageSetupWidget", "Pages &per sheet:")
