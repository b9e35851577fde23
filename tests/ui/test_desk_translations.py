"""French: the .ts files are complete where they must be, the built .qm files load without
lrelease (and Qt's own words with them), and the desk switches language with the menu (main
window, start page, wizard, navigation, standings headers, table view)."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWizard

from tournament.rules import describe_field, field_names
from ui import i18n, resources


@pytest.fixture
def english():
    yield
    i18n.install("en")


def messages(name):
    tree = ET.parse(resources.path(f"translations/{name}"))
    for context in tree.iter("context"):
        for message in context.iter("message"):
            yield (context.findtext("name") or "", message.findtext("source"),
                   message.find("translation"))


def test_translations_keep_every_placeholder():
    for _, source, translation in messages("riichi_tournament_fr.ts"):
        if translation.text:
            assert sorted(re.findall(r"%\w", source)) == sorted(
                re.findall(r"%\w", translation.text)), source


def test_every_ruleset_explanation_is_in_french():
    found = {source: translation for context, source, translation in
             messages("riichi_tournament_rules_fr.ts") if context == "ruleset"}
    for name in field_names():
        text = describe_field(name)
        assert text in found, f"ruleset field '{name}': its explanation changed; translate it"
        assert found[text].text and found[text].get("type") != "unfinished"


@pytest.fixture
def no_lrelease(monkeypatch):
    """Any attempt to find or run a program (lrelease) fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError(f"the app ran or looked for a program: {args!r}")

    monkeypatch.setenv("PATH", "")
    for name in ("run", "Popen", "call", "check_call", "check_output"):
        monkeypatch.setattr(subprocess, name, refuse)
    monkeypatch.setattr(shutil, "which", refuse)


def test_french_loads_the_built_files_and_never_runs_lrelease(desk_env, qapp, english,
                                                              no_lrelease):
    assert i18n.install("fr")
    from ui.rule_words import help_text, label
    from ui.text import tr

    assert tr("Standings") == "Classement"
    assert label("uma") == "Uma (1er au 4e)"
    assert help_text("bust_ends_game") == "Un score sous zéro termine aussitôt la partie."
    i18n.install("en")
    assert tr("Standings") == "Standings"


def cancel_text() -> str:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    try:
        return box.button(QDialogButtonBox.StandardButton.Cancel).text()
    finally:
        box.deleteLater()


def test_qt_own_buttons_follow_the_language(desk_env, qapp, english):
    assert cancel_text() == "Cancel"
    assert i18n.install("fr")
    assert cancel_text() == "Annuler"
    i18n.install("en")
    assert cancel_text() == "Cancel"


def test_unbuilt_translations_leave_english_and_say_how_to_build(
        desk_env, qapp, english, no_lrelease, tmp_path, monkeypatch, caplog):
    sources = tmp_path / "resources" / "translations"
    sources.mkdir(parents=True)
    for ts in resources.path("translations/riichi_tournament_fr.ts").parent.glob("*.ts"):
        shutil.copy(ts, sources)
    monkeypatch.setenv(resources.ENV, str(tmp_path / "resources"))
    from ui.text import tr

    assert not i18n.install("fr")
    assert tr("Standings") == "Standings"
    assert cancel_text() == "Annuler"  # Qt's own file is there
    missing = [r.getMessage() for r in caplog.records if r.name == "ui.i18n"]
    assert len(missing) == 2 and all("make_translations.py" in m for m in missing)
    assert not list(sources.glob("*.qm"))


def test_the_language_comes_from_env_then_settings(desk_env, monkeypatch, qapp):
    from ui.app import make_settings

    settings = make_settings()
    settings.setValue("language", "fr")
    assert i18n.chosen_language(settings) == "fr"
    monkeypatch.setenv(i18n.ENV_LANG, "en")
    assert i18n.chosen_language(settings) == "en"


def test_the_desk_switches_to_french(qtbot, demo_window, english):
    window = demo_window
    window.menus.language_actions["fr"].trigger()
    area = window.area
    assert [area.nav.item(i).text() for i in range(area.nav.count())] == [
        "Joueurs", "Tours et tables", "Table", "Classement", "Pénalités", "Statistiques", "Prix"]
    assert [a.text() for a in window.menuBar().actions()] == [
        "&Fichier", "&Imprimer", "E&xporter", "&Affichage", "Ai&de"]
    assert window.menus.page_actions["rounds"].text() == "Tours et tables"
    assert window.start_page.new_button.accessibleName() == "Nouveau tournoi…"
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    headers = [standings.model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert headers == ["Place", "Nom", "Parties", "Total"]
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(3, 1)
    view = area.table.view
    assert view.outcome_buttons[next(iter(view.outcome_buttons))].text() == "Ron  (R)"
    assert view.undo_button.text() == "Défaire" and view.round_label.text() == "Est 1"
    wizard = window.opening.new_tournament()
    qtbot.addWidget(wizard)
    assert wizard.button(QWizard.WizardButton.FinishButton).text() == "Créer le tournoi"
    assert wizard.rules.form.labels["honba_value"].text() == "Valeur du honba"
    wizard.reject()
    window.menus.language_actions["en"].trigger()
    assert window.area.nav.item(3).text() == "Standings"
