"""French: the .ts files are complete where they must be, compile with lrelease, and the
desk switches language with the menu (main window, start page, wizard, navigation,
standings headers, table view)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

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


def test_french_compiles_into_the_cache_and_loads(desk_env, qapp, english):
    assert i18n.install("fr")
    compiled = sorted(p.name for p in i18n.cache_dir().iterdir())
    assert compiled == ["riichi_tournament_fr.qm", "riichi_tournament_rules_fr.qm"]
    from ui.rule_words import help_text, label
    from ui.text import tr

    assert tr("Standings") == "Classement"
    assert label("uma") == "Uma (1er au 4e)"
    assert help_text("bust_ends_game") == "Un score sous zéro termine aussitôt la partie."
    i18n.install("en")
    assert tr("Standings") == "Standings"


def test_the_language_comes_from_env_then_settings(desk_env, monkeypatch, qapp):
    from ui.app import make_settings

    settings = make_settings()
    settings.setValue("language", "fr")
    assert i18n.chosen_language(settings) == "fr"
    monkeypatch.setenv(i18n.ENV_LANG, "en")
    assert i18n.chosen_language(settings) == "en"


def test_the_desk_switches_to_french(qtbot, demo_window, english):
    window = demo_window
    window.language_actions["fr"].trigger()
    area = window.area
    assert [area.nav.item(i).text() for i in range(area.nav.count())] == [
        "Joueurs", "Tours et tables", "Table", "Classement", "Pénalités"]
    assert [a.text() for a in window.menuBar().actions()] == ["&Fichier", "&Affichage", "Ai&de"]
    assert window.start_page.new_button.accessibleName() == "Nouveau tournoi…"
    standings = area.standings
    qtbot.waitUntil(lambda: standings.data is not None)
    headers = [standings.model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert headers == ["Place", "Nom", "Parties", "Total"]
    with qtbot.waitSignal(area.table.table_shown, timeout=5000):
        area.open_table(3, 1)
    view = area.table.view
    assert view.outcome_buttons[next(iter(view.outcome_buttons))].text() == "Ron  (R)"
    assert view.undo_button.text() == "Annuler" and view.round_label.text() == "Est 1"
    wizard = window.new_tournament()
    qtbot.addWidget(wizard)
    assert wizard.button(QWizard.WizardButton.FinishButton).text() == "Créer le tournoi"
    assert wizard.rules.form.labels["honba_value"].text() == "Valeur du honba"
    wizard.reject()
    window.language_actions["en"].trigger()
    assert window.area.nav.item(3).text() == "Standings"
