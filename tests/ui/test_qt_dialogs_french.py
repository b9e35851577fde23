"""Qt's own dialogs speak the desk's language: a French desk's file dialog said "Look in:",
"Files of type:" and "Folder" (Qt's French catalogue misses them: ui/qt_words.py), its paper
sizes "Letter", and the standings it exported were suggested as "…-standings.csv"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QTreeView

from tournament.export.formats import ExportFormat

QT_LABELS = {"lookInLabel": "&Voir dans\u00a0:", "fileNameLabel": "&Nom de fichier\u00a0:",
             "fileTypeLabel": "Fichiers de &type\u00a0:"}


def test_a_french_desk_shows_qts_file_dialog_in_french(qtbot, window, tmp_path):
    window.menus.language_actions["fr"].trigger()
    (tmp_path / "un dossier").mkdir()
    dialog = QFileDialog(window, "Ouvrir", str(tmp_path), "Tournois (*.rtdb)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)
              if label.objectName() in QT_LABELS}
    assert labels == QT_LABELS
    buttons = {b.text() for b in dialog.findChildren(QPushButton) if b.isVisible()}
    assert buttons == {"&Ouvrir", "Annuler"}, buttons
    tree = dialog.findChild(QTreeView, "treeView")
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) == 1, timeout=5000)
    folder = model.index(0, 2, tree.rootIndex())
    assert folder.data() == "Dossier"
    headers = [model.headerData(c, tree.header().orientation()) for c in range(4)]
    assert "Type" not in headers[:2] and headers[0] == "Nom", headers
    # Every word of Qt's own that the desk's catalogue supplies is French.
    for context, source in (("QFileDialog", "&Look in:"), ("QFileDialog", "Files of &type:"),
                            ("QAbstractFileIconProvider", "Drive"),
                            ("QPrintSettingsOutput", "Page &Set:"),
                            ("QPageSetupWidget", "Pages &per sheet:")):
        assert QCoreApplication.translate(context, source) != source, source
    dialog.close()


def test_the_paper_and_the_exported_files_are_named_in_french(qtbot, demo_window):
    window = demo_window
    window.menus.language_actions["fr"].trigger()
    preview = window.documents.print_document()
    qtbot.waitSignal(preview.loaded, timeout=20000).wait()
    sizes = [preview.size_box.itemText(i) for i in range(preview.size_box.count())]
    assert sizes == ["A4", "Lettre US"]
    preview.reject()
    names = {}
    for fmt in (ExportFormat.CSV, ExportFormat.XLSX, ExportFormat.JSON):
        dialog = window.documents.export(fmt)
        names[fmt] = dialog.path.path().name
        dialog.reject()
    assert names == {ExportFormat.CSV: "demo-classement.csv",
                     ExportFormat.XLSX: "demo-classement.xlsx",
                     ExportFormat.JSON: "demo-tournoi.json"}
