"""A walk through every screen and dialog of the desk, for the checks that hold everywhere
(words not cut: test_desk_fits.py; every control named for assistive technology:
test_accessibility.py).

`tour(qtbot, window, folder)` opens a copy of the demo tournament whose players include long
names (an apostrophe, a particle, a double-barrelled name), and yields (name, widget) at each
stop, the widget on screen and its data read: the start page, each page of the navigation (a
table in play and a played one, the standings and their chart, the statistics' tabs), and the
dialogs: connecting to a server, the player's (new and edit), the import preview, the hand
dialog of each outcome (a double ron among them), the correction, void, unlock, paper totals,
penalty, print preview, each export, the statistics export, the settings, the announcements,
the live page, the final stage, the wizard's three pages (typed players with their EMA
numbers), the guide, the projector's pages and the log folder's box. Whatever the consumer does
at a stop, the tour closes the dialog after it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from tournament.export.formats import DESK_FORMATS, STATISTICS_FORMATS, ExportFormat
from tournament.model import HandRecord, Outcome

# Demo players renamed as the organiser's file had them (longer than the demo's own).
LONG_NAMES = {"Aiko Tanaka": "Thomas Müller-Westernhagen",
              "Hugo Lefèvre": "Siobhán O'Brien-Kavanagh",
              "Nora Haas": "Anne-Sophie de La Rochefoucauld"}
TYPED_PLAYERS = ("Siobhán O'Brien-Kavanagh, Dublin Riichi Club, IE, 04010055\n"
                 "Thomas Müller-Westernhagen, Riichi Berlin, DE, 04290032\n"
                 "Anne-Sophie de La Rochefoucauld, Mahjong Paris, FR\n")


def tournament_with_long_names(folder: Path, demo_file: Path) -> Path:
    """A copy of the demo tournament with three players renamed (LONG_NAMES)."""
    from tournament.service import Tournament

    path = folder / "tour.rtdb"
    shutil.copy(demo_file, path)
    t = Tournament.open(path)
    try:
        for player in t.players.all():
            if player.name in LONG_NAMES:
                t.players.update(player.id, name=LONG_NAMES[player.name])
    finally:
        t.close()
    return path


def hand_record(**data: Any) -> HandRecord:
    from tournament.games.record_json import parse_hand

    data.setdefault("riichi", [])
    record, issues = parse_hand(data)
    assert record is not None and not issues, issues
    return record


def _settle(qtbot: Any, ms: int = 60) -> None:
    qtbot.wait(ms)  # deferred layouts, the last reads of a page


def _shown(qtbot: Any, dialog: QWidget) -> None:
    qtbot.waitExposed(dialog)
    _settle(qtbot)


def tour(qtbot: Any, window: Any, path: Path, folder: Path,
         monkeypatch: Any) -> Iterator[tuple[str, QWidget]]:
    from ui import error_log, files

    yield "start page", window
    dialog = window.opening.connect_to_server()
    assert dialog is not None
    _shown(qtbot, dialog)
    yield "connect dialog", dialog
    dialog.reject()
    _settle(qtbot, 20)
    with qtbot.waitSignal(window.opened, timeout=20000):
        window.opening.open_file(path)
    area = window.area

    # --- the pages --------------------------------------------------------------------
    window.show_page("players")
    qtbot.waitUntil(lambda: area.players.data is not None, timeout=10000)
    _settle(qtbot)
    yield "players", window
    area.players.select(area.players.data.players[0].name)
    dialog = area.players.edit_selected()
    _shown(qtbot, dialog)
    yield "player dialog", dialog
    dialog.reject()
    dialog = area.players.open_player_dialog(None)
    _shown(qtbot, dialog)
    yield "new player dialog", dialog
    dialog.reject()
    players_csv = folder / "players.csv"
    players_csv.write_text("first_name,last_name,ema_number,club,country\n"
                           "Siobhán,O'Brien-Kavanagh,04010055,Dublin Riichi Club,IE\n"
                           "Thomas,Müller-Westernhagen,04290032,Riichi Berlin,DE\n"
                           "Aiko,Tanaka,,Tokyo Riichi,JP\n", encoding="utf-8")
    monkeypatch.setattr(files, "choose_players_file", lambda parent: players_csv)
    dialog = area.players.import_file()
    _shown(qtbot, dialog)
    _settle(qtbot, 150)
    yield "import players dialog", dialog
    dialog.reject()

    window.show_page("rounds")
    qtbot.waitUntil(lambda: area.rounds.overview is not None, timeout=10000)
    _settle(qtbot)
    yield "rounds", window

    # A played table (round 1 is approved) and its dialogs.
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(1, 1)
    _settle(qtbot, 120)
    yield "table 1-1", window
    view = area.table.view
    view.select_hand(0)
    dialog = view.edit_selected()
    _shown(qtbot, dialog)
    yield "correction", dialog
    dialog.reject()
    _settle(qtbot, 20)
    dialog = view.void_selected()
    _shown(qtbot, dialog)
    yield "void dialog", dialog
    dialog.reject()
    _settle(qtbot, 20)
    dialog = area.table.unlock()
    _shown(qtbot, dialog)
    yield "unlock dialog", dialog
    dialog.reject()
    _settle(qtbot, 20)

    # A table in play: the hand dialog of each outcome, a double ron, the paper totals.
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(3, 1)
    _settle(qtbot, 120)
    yield "table 3-1", window
    view = area.table.view
    for outcome in Outcome:
        dialog = view.open_hand_dialog(outcome)
        if dialog is None:
            continue
        _shown(qtbot, dialog)
        _settle(qtbot)
        yield f"hand dialog {outcome.value}", dialog
        if outcome is Outcome.RON:
            dialog.add_winner_button.click()
            _settle(qtbot)
            yield "hand dialog double ron", dialog
        dialog.reject()
        _settle(qtbot, 20)
    dialog = view.open_totals_dialog()
    if dialog is not None:
        _shown(qtbot, dialog)
        yield "totals dialog", dialog
        dialog.reject()
    # A chombo by the longest name, undone: the status line says what was undone.
    players = view.controller.players()
    longest = max(range(4), key=lambda seat: len(players[seat]))
    op = view.controller.record(hand_record(outcome="chombo", offender=longest))
    qtbot.waitUntil(lambda: op.finished, timeout=10000)
    view.undo()
    qtbot.waitUntil(lambda: not view.controller.hands(), timeout=10000)
    _settle(qtbot)
    yield "table 3-1 undone", window

    window.show_page("standings")
    qtbot.waitUntil(lambda: area.standings.data is not None, timeout=10000)
    _settle(qtbot)
    yield "standings", window
    area.standings.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: area.standings.progress_data is not None, timeout=10000)
    _settle(qtbot)
    yield "standings chart", window
    area.standings.tabs.setCurrentIndex(0)

    window.show_page("penalties")
    qtbot.waitUntil(lambda: area.penalties.model.rowCount() >= 1, timeout=10000)
    _settle(qtbot)
    yield "penalties", window
    dialog = area.penalties.open_penalty_dialog()
    _shown(qtbot, dialog)
    yield "penalty dialog", dialog
    dialog.reject()

    window.show_page("statistics")
    statistics = area.statistics
    qtbot.waitUntil(lambda: statistics.model.rowCount() > 0, timeout=20000)
    for tab in range(statistics.tabs.count()):
        statistics.tabs.setCurrentIndex(tab)
        _settle(qtbot, 100)
        yield f"statistics tab {tab}", window
    statistics.tabs.setCurrentIndex(0)

    window.show_page("awards")
    qtbot.waitUntil(lambda: area.awards.data is not None, timeout=20000)
    _settle(qtbot, 100)
    yield "awards", window

    # --- the window's dialogs ---------------------------------------------------------
    preview = window.documents.print_document()
    qtbot.waitUntil(lambda: preview.document is not None, timeout=20000)
    yield "print preview", preview
    preview.reject()
    for fmt in (*DESK_FORMATS, *STATISTICS_FORMATS):
        dialog = (window.documents.export(fmt) if fmt in DESK_FORMATS
                  else window.documents.export_statistics(fmt))
        _shown(qtbot, dialog)
        if fmt is ExportFormat.EMA:
            qtbot.waitUntil(lambda: dialog.readiness is not None, timeout=10000)  # noqa: B023
        _settle(qtbot, 100)
        yield f"export {fmt.value}", dialog
        dialog.reject()
        _settle(qtbot, 20)
    dialog = window.documents.open_settings()
    _shown(qtbot, dialog)
    yield "settings", dialog
    dialog.reject()
    dialog = window.screens.open_announcements()
    _shown(qtbot, dialog)
    yield "announcements", dialog
    dialog.reject()
    dialog = window.screens.open_live_page()
    _shown(qtbot, dialog)
    yield "live page", dialog
    dialog.reject()
    window.show_page("rounds")
    final = area.open_final_dialog()
    if final is not None:
        _shown(qtbot, final)
        _settle(qtbot, 300)
        yield "final dialog", final
        final.reject()
    guide = window.show_guide()
    _shown(qtbot, guide)
    yield "guide", guide
    guide.close()
    error_log.show_log_folder(window)
    box = error_log._folder_box[0]
    _shown(qtbot, box)
    yield "log folder", box
    box.close()

    projector = window.screens.show_projector()
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=10000)
    for page in range(projector.pages()):
        projector.show_page(page)
        _settle(qtbot, 30)
        yield f"projector page {page}", projector
    window.show_page("rounds")
    _settle(qtbot)
    yield "projector controls", window
    projector.close()

    wizard = window.opening.new_tournament()
    _shown(qtbot, wizard)
    yield "wizard details", wizard
    wizard.details.name.setText("Coupe de Lyon")
    wizard.next()
    _settle(qtbot)
    yield "wizard rules", wizard
    wizard.next()
    wizard.players.text.setPlainText(TYPED_PLAYERS)
    _settle(qtbot, 100)
    yield "wizard players", wizard
    wizard.reject()
