"""In French, no English on the desk: every visible text of the main screens (each page of
the navigation, the start page, the menus, the projector), the hand dialog of each outcome
(with a core refusal in it), the correction, the new-tournament wizard (each page), the
standings and the other dialogs is judged by `tests.ui.visible_text.english`; the test names
each English text and where it is."""

from __future__ import annotations

import shutil
from string import Formatter

import pytest
from PySide6.QtWidgets import QWizard

from tests.ui.drive import check, type_number
from tests.ui.visible_text import english, english_texts, visible_texts
from tournament.export.formats import DESK_FORMATS, STATISTICS_FORMATS, ExportFormat
from tournament.model import Issue, Outcome
from tournament.words.issues import COUNTED, ENGLISH
from ui import files, i18n
from ui.issue_words import issue_text
from ui.text import country_name


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_the_judge_finds_english(qapp, english_after):
    """The judge itself: English texts, templates and numbers are caught, French is not."""
    i18n.install("fr")
    assert english("Standings")  # a catalogue source shown untranslated
    assert english("&Standings")
    assert english("Round 3 is not seated")  # a template filled in
    assert english("Who sits where")  # common words
    assert english("Total : 30,000")  # a number written the English way
    assert english("Moyenne 38.3")
    assert english("Classement après le tour 2") is None
    assert english("Aiko Tanaka : 30\u202f000, Ron, Tsumo, +38,3") is None
    assert english("Table 3 · Points · Score · Total · Place") is None


PLAYERS = ["Aiko Tanaka", "Bruno Marchal", "Chiara Rossi", "Dieter Krause"]
SAMPLE_PARAMS = {"seat": 0, "ruleset": "ema_rcr", "path": "/data/out.pdf",
                 "file": "/data/demo.rtdb", "player": "Aiko Tanaka", "players": "Aiko Tanaka",
                 "name": "Aiko Tanaka", "other": "Bruno Marchal", "field": "club",
                 "value": "XYZ", "column": "club", "char": "U+0007",
                 "first": "Aiko", "last": "Tanaka", "error": "disque plein",
                 "end_code": "bust"}


def test_every_core_problem_the_desk_words_is_french(qapp, english_after):
    """Each code the desk has words for comes out in French, its params filled in (a seat
    as the player's name, points as points, a ruleset by its name), never as the core's
    English message."""
    i18n.install("fr")
    for key, template in ENGLISH.items():
        one, key = key.endswith(".one"), key.removesuffix(".one")  # a singular, said of 1
        code, _, variant = key.partition(":")
        wanted = {name for _, name, _, _ in Formatter().parse(template) if name}
        params = {name: SAMPLE_PARAMS.get(name, 30000) for name in wanted - {"end"}}
        if "end" in wanted:
            params["end_code"] = "bust"
        if variant:
            params["variant"] = variant
        if one:
            params[COUNTED[key]] = 1
        text = issue_text(Issue(code, None, "", "the core's message", params), PLAYERS)
        assert text != "The core's message", key
        assert english(text) is None, (key, text, english(text))
    refused = Issue("outcome_not_in_ruleset", None, "outcome", "nagashi mangan is not played "
                    "under the ema_rcr ruleset", {"variant": "nagashi_mangan",
                                                  "ruleset": "ema_rcr"})
    assert issue_text(refused, PLAYERS) == (
        "Le nagashi mangan ne se joue pas avec les règles EMA RCR")


def test_countries_are_named_in_the_desk_language(qapp, english_after):
    i18n.install("fr")
    assert [country_name(c) for c in ("GER", "JPN", "NED", "SUI")] == [
        "Allemagne", "Japon", "Pays-Bas", "Suisse"]
    i18n.install("en")
    assert [country_name(c) for c in ("GER", "JPN")] == ["Germany", "Japan"]


def _wait(qtbot, condition) -> None:
    qtbot.waitUntil(condition, timeout=10000)
    qtbot.wait(50)  # deferred layouts and the last reads of the page


def test_every_visible_text_is_french(qtbot, window, demo_file, tmp_path, english_after,
                                      questions, monkeypatch):
    found: list[tuple[str, str]] = []

    def look(widget, name):
        found.extend((f"{name}: {where}", text) for where, text in visible_texts(widget))

    window.menus.language_actions["fr"].trigger()
    look(window, "start page")

    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    window.resize(1280, 800)
    area = window.area

    window.show_page("players")
    _wait(qtbot, lambda: area.players.data is not None)
    look(window, "players")
    area.players.select(area.players.data.players[0].name)
    dialog = area.players.edit_selected()
    qtbot.waitExposed(dialog)
    look(dialog, "player dialog")
    dialog.reject()
    qtbot.wait(20)
    dialog = area.players.open_player_dialog(None)
    qtbot.waitExposed(dialog)
    look(dialog, "new player dialog")
    dialog.reject()
    qtbot.wait(20)
    players_csv = tmp_path / "players.csv"
    players_csv.write_text("name,country,club\nAnna Berg,DE,Riichi Berlin\nAiko Tanaka,JP,\n",
                           encoding="utf-8")
    monkeypatch.setattr(files, "choose_players_file", lambda parent: players_csv)
    dialog = area.players.import_file()
    qtbot.waitExposed(dialog)
    qtbot.wait(100)
    look(dialog, "import players dialog")
    dialog.reject()

    window.show_page("rounds")
    _wait(qtbot, lambda: area.rounds.overview is not None)
    look(window, "rounds")

    # A played table (its hand log) and the correction of one of its hands.
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(1, 1)
    qtbot.wait(100)
    look(window, "table 1-1")
    view = area.table.view
    view.select_hand(0)
    dialog = view.edit_selected()
    qtbot.waitExposed(dialog)
    look(dialog, "correction")
    # Round 1 is approved: the service refuses the correction, and the dialog says why.
    dialog.reason.setText("erreur de saisie")
    if dialog.editors:
        dialog.editors[0].han.setValue(dialog.editors[0].han.value() + 1)
    dialog.ok_button.click()
    _wait(qtbot, dialog.general.isVisible)
    assert "verrouillée" in dialog.general.text(), dialog.general.text()
    look(dialog, "correction refused")
    dialog.reject()
    qtbot.wait(20)
    dialog = view.void_selected()
    qtbot.waitExposed(dialog)
    look(dialog, "void dialog")
    dialog.reject()
    qtbot.wait(20)
    dialog = area.table.unlock()
    qtbot.waitExposed(dialog)
    look(dialog, "unlock dialog")
    dialog.reject()
    qtbot.wait(20)
    # A table of the round being played, and the hand dialog of each outcome.
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(3, 1)
    qtbot.wait(100)
    look(window, "table 3-1")
    view = area.table.view
    for outcome in Outcome:
        dialog = view.open_hand_dialog(outcome)
        if dialog is None:
            continue
        qtbot.waitExposed(dialog)
        look(dialog, f"hand dialog {outcome.value}")
        if outcome is Outcome.RON:
            dialog.discarder.set_seat(2)
            winner = dialog.editors[0]
            winner.winner.set_seat(1)
            type_number(qtbot, winner.han, 1)
            type_number(qtbot, winner.fu, 20)  # the core refuses: a ron is never 20 fu
            assert winner.messages["fu"].isVisible()
            look(dialog, "hand dialog refused")
            # By yaku: names in French, and yaku that do not go together refused.
            winner.method.setCurrentIndex(1)
            source = winner._current_source()
            source.set_checked(["riichi", "tanyao", "chiitoitsu", "toitoi"])
            qtbot.wait(50)
            assert any("ne peuvent pas se compter ensemble" in text  # cannot go together
                       for _, text in visible_texts(dialog))
            look(dialog, "hand dialog by yaku")
            # By tiles: tiles that cannot be read, then a hand scored with its yaku.
            winner.method.setCurrentIndex(2)
            source = winner._current_source()
            source.hand.setText("123m456p789s11z2x")
            source.win.setText("1z")
            qtbot.wait(50)
            assert source.problems.isVisible()
            look(dialog, "hand dialog tiles refused")
            source.hand.setText("234456m678p345s88s")
            source.win.setText("5s")
            qtbot.wait(50)
            assert source.summary.text()
            look(dialog, "hand dialog by tiles")
        if outcome is Outcome.EXHAUSTIVE_DRAW:
            players = tuple(view.controller.players())
            check(qtbot, dialog.riichi.boxes, players, players[2])  # riichi, noten
            look(dialog, "hand dialog riichi noten")
        dialog.reject()
        qtbot.wait(20)
    dialog = view.open_totals_dialog()
    if dialog is not None:
        qtbot.waitExposed(dialog)
        look(dialog, "totals dialog")
        dialog.reject()

    window.show_page("standings")
    _wait(qtbot, lambda: area.standings.data is not None)
    look(window, "standings")
    area.standings.tabs.setCurrentIndex(1)
    _wait(qtbot, lambda: area.standings.progress_data is not None)
    look(window, "standings chart")
    area.standings.tabs.setCurrentIndex(0)

    window.show_page("penalties")
    _wait(qtbot, lambda: area.penalties.model.rowCount() >= 1)
    look(window, "penalties")
    dialog = area.penalties.open_penalty_dialog()
    qtbot.waitExposed(dialog)
    look(dialog, "penalty dialog")
    dialog.reject()

    preview = window.documents.print_document()
    _wait(qtbot, lambda: preview.document is not None)
    look(preview, "print preview")
    preview.reject()
    for fmt in DESK_FORMATS:  # the Export menu's standings and tournament
        export = window.documents.export(fmt)
        qtbot.waitExposed(export)
        if fmt is ExportFormat.EMA:
            _wait(qtbot, lambda: export.readiness is not None)  # noqa: B023 - waited here
        look(export, f"export {fmt.value}")
        export.reject()
        qtbot.wait(20)
    for fmt in STATISTICS_FORMATS:  # the statistics part of the Export menu
        export = window.documents.export_statistics(fmt)
        qtbot.waitExposed(export)
        _wait(qtbot, lambda: export.round_box.count() > 1)  # noqa: B023 - waited here
        look(export, f"export {fmt.value}")
        export.reject()
        qtbot.wait(20)
    dialog = window.documents.open_settings()
    qtbot.waitExposed(dialog)
    look(dialog, "settings")
    dialog.reject()

    projector = window.screens.show_projector()
    _wait(qtbot, lambda: projector.projected is not None)
    for page in range(projector.pages()):
        projector.show_page(page)
        qtbot.wait(20)
        look(projector, f"projector page {page}")
    look(window, "projector controls")
    projector.close()

    wizard = window.opening.new_tournament()
    qtbot.addWidget(wizard)
    qtbot.waitExposed(wizard)
    look(wizard, "wizard details")
    wizard.details.name.setText("Coupe")
    wizard.button(QWizard.WizardButton.NextButton).click()
    look(wizard, "wizard rules")
    wizard.button(QWizard.WizardButton.NextButton).click()
    look(wizard, "wizard players")
    wizard.reject()

    assert len(found) > 500  # the walk saw the screens
    shown_in_english = english_texts(found)
    assert not shown_in_english, "\n".join(["English on the French desk:", *shown_in_english])
