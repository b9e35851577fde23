"""The desk's statistics exports (Export > "Statistics as CSV/JSON"), on the demo tournament:
the files are byte for byte those of the command line (tests/data/statistics_files, written
before the statistics formats joined the export registry), for every round and for round 1;
the dialogs keep their words, in English and in French."""

from __future__ import annotations

import pytest

from tests.export.test_statistics_files import golden
from tests.ui.drive import click

# The menu's statistics entries, in order: the dialog's title, its explanation, the file
# filter its "Choose…" offers, the menu entry; English, then French.
WORDS = {
    "en": [
        ("Export the statistics as CSV",
         "One row per player: games, hands, wins, deal-ins, riichi, win values, dealer keeps, "
         "noten, chombo, yakuman, placements. Rates are fractions (0.25).",
         "CSV files (*.csv)", "Statistics as CS&V\u2026"),
        ("Export the statistics as JSON",
         "Players and tournament, with the yaku counts, the points per round and the biggest "
         "hands, for other programs to read.",
         "JSON files (*.json)", "Statistics as JS&ON\u2026")],
    "fr": [
        ("Exporter les statistiques en CSV",
         "Une ligne par joueur\u00a0: parties, mains, victoires, ron concédés, riichi, valeur "
         "des mains, donnes gardées, noten, chombo, yakuman, places. Les taux sont des "
         "fractions (0.25).",
         "Fichiers CSV (*.csv)", "Statistiques en CS&V\u2026"),
        ("Exporter les statistiques en JSON",
         "Joueurs et tournoi, avec les yaku, les points par tour et les plus grosses "
         "mains, à lire par d\u2019autres programmes.",
         "Fichiers JSON (*.json)", "Statistiques en JS&ON\u2026")],
}
ROUNDS = {"en": ["every round", "rounds 1 to 1", "rounds 1 to 2", "rounds 1 to 3"],
          "fr": ["tous les tours", "tours 1 à 1", "tours 1 à 2", "tours 1 à 3"]}
BUTTONS = {"en": ("Round", "File", "Export", "Cancel"),
           "fr": ("Tour", "Fichier", "Exporter", "Annuler")}


def open_dialog(qtbot, window, action):
    action.trigger()
    dialog = window.documents.statistics_export_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.round_box.count() == 4, timeout=10000)  # rounds 1-3 seated
    return dialog


def test_the_desk_writes_the_files_of_the_command_line(qtbot, demo_window, tmp_path):
    actions = list(demo_window.menus.statistics_export_actions.values())
    assert len(actions) == 2
    for action in actions:
        for rounds, number in (("all", None), ("r1", 1)):
            dialog = open_dialog(qtbot, demo_window, action)
            dialog.round_box.setCurrentIndex(dialog.round_box.findData(number))
            out = tmp_path / f"{rounds}{dialog.fmt.suffix}"
            dialog.path.set_path(out)
            qtbot.waitUntil(dialog.ok_button.isEnabled, timeout=5000)
            with qtbot.waitSignal(dialog.written, timeout=20000):
                click(qtbot, dialog.ok_button)
            assert out.read_bytes() == golden(f"demo__{rounds}{dialog.fmt.suffix}")
    # Beside the tournament by default: "<file>-statistics.csv", "<file>-statistics.json".
    named = []
    for action in actions:
        dialog = open_dialog(qtbot, demo_window, action)
        named.append(dialog.path.path().name)
        dialog.close()
    assert named == ["demo-statistics.csv", "demo-statistics.json"]
    # In French, named in French (the PDFs were already).
    demo_window.set_language("fr")
    try:
        named = []
        for action in demo_window.menus.statistics_export_actions.values():
            dialog = open_dialog(qtbot, demo_window, action)
            named.append(dialog.path.path().name)
            dialog.close()
        assert named == ["demo-statistiques.csv", "demo-statistiques.json"]
    finally:
        demo_window.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_dialogs_keep_their_words(qtbot, demo_window, language):
    from PySide6.QtWidgets import QLabel

    demo_window.set_language(language)
    # (the language change reaches every widget by posted events: let them arrive first, or
    # the button box of a dialog opened in between words its standard button again, "OK")
    qtbot.wait(100)
    try:
        actions = list(demo_window.menus.statistics_export_actions.values())
        for action, (title, explain, file_filter, menu) in zip(actions, WORDS[language],
                                                              strict=True):
            assert action.text() == menu
            dialog = open_dialog(qtbot, demo_window, action)
            labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
            assert dialog.windowTitle() == title
            assert labels == [title, explain, *BUTTONS[language][:2]]
            assert [dialog.round_box.itemText(i) for i in range(4)] == ROUNDS[language]
            assert (dialog.ok_button.text(), dialog.buttons.buttons()[-1].text()) == \
                BUTTONS[language][2:]
            assert (dialog.path._title, dialog.path._filter) == (title, file_filter)
            dialog.close()
    finally:
        demo_window.set_language("en")


def test_a_format_that_is_not_of_the_statistics_is_refused(demo_window, tmp_path):
    """"csv" and "json" named the statistics files before they joined the registry, where they
    name the standings and the tournament: an old caller fails loudly, it never writes the
    standings in place of the statistics."""
    from ui.dialogs.statistics_export_dialog import StatisticsExportDialog
    from ui.operations.awards import export_statistics

    for fmt in ("csv", "json"):
        with pytest.raises(ValueError, match="not a statistics format"):
            StatisticsExportDialog(demo_window.session, fmt)
        with pytest.raises(ValueError, match="not a statistics format"):
            export_statistics(demo_window.session, fmt, tmp_path / f"x.{fmt}")
    assert not list(tmp_path.glob("x.*"))
