"""The desk as one of several stations on a real PostgreSQL server (tests/pg.py): Connect to a
server... and `riichi-tournament --server URL`, what is remembered (never a password), a
referee station without the organiser's buttons, another station's hand shown here without
asking, a dialog left open while another station recorded on its table refused with the
station's name, and a hand typed while the server is stopped kept, sent again, and saved
once when it answers."""

from __future__ import annotations

import time

import pytest
import shiboken6
from PySide6.QtCore import Qt

from tests.service.helpers import names, ron
from tests.ui.drive import choose, click
from tournament.model import Outcome
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

ORGANISER_PASSWORD = "Tiles&Sticks-42"
DB_PASSWORD = "db-secret-99"
SEATING = [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]]


@pytest.fixture
def venue(pg_url):
    """A tournament on the server with an organiser password, round 1 seated; its URL."""
    with Tournament.create(pg_url, name="Venue Cup", rounds=2, password=ORGANISER_PASSWORD,
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, SEATING)
    return pg_url


def other_station(url: str) -> Tournament:
    return Tournament.open(url, station="Desk 9", person="Zoe", role="organiser",
                           password=ORGANISER_PASSWORD)


def hands_on_server(url: str, table: int = 1) -> int:
    with Tournament.open(url, read_only=True) as t:
        return len(t.tables.view(1, table).hands)


def connect(qtbot, window, url: str, role: str = "referee", station: str = "Desk 2"):
    with qtbot.waitSignal(window.opened, timeout=20000):
        dialog = window.opening.connect_to_server(url, role, station)
        if role == "organiser":
            dialog.password.setText(ORGANISER_PASSWORD)
        dialog.accept()
    return window.session


def open_table(qtbot, window, table: int = 1):
    area = window.area
    with qtbot.waitSignal(area.table.table_shown, timeout=10000):
        area.open_table(1, table)
    return area.table.view


def ron_dialog(qtbot, view):
    """A ron typed in (P03 wins off P01), not sent yet."""
    dialog = view.open_hand_dialog(Outcome.RON)
    qtbot.waitExposed(dialog)
    choose(qtbot, dialog.discarder, "P01")
    choose(qtbot, dialog.editors[0].winner, "P03")
    assert dialog.ok_button.isEnabled()
    return dialog


def test_connect_to_a_server_from_the_start_page(qtbot, window, venue, desk_env):
    click(qtbot, window.start_page.connect_button)
    dialog = window.opening.connect_dialog
    qtbot.waitExposed(dialog)
    dialog.address.setText(venue)
    dialog.db_password.setText(DB_PASSWORD)  # the test server trusts local users
    dialog.station.setText("Desk 1")
    dialog.organiser.setChecked(True)
    dialog.password.setText("not the password")
    click(qtbot, dialog.ok_button)
    # Refused next to the field; nothing opened; what was typed is still there.
    qtbot.waitUntil(dialog.password_message.isVisible, timeout=20000)
    assert "password" in dialog.password_message.text().lower()
    assert window.session is None and dialog.isVisible()
    assert dialog.station.text() == "Desk 1"

    dialog.password.setText(ORGANISER_PASSWORD)
    with qtbot.waitSignal(window.opened, timeout=20000):
        click(qtbot, dialog.ok_button)
    session = window.session
    database = venue.rsplit("/", 1)[1]
    assert session.server.endswith(database) and session.role == "organiser"
    assert session.station == "Desk 1"
    assert database in window.windowTitle()
    assert window.server_label.isVisible()
    assert "Desk 1" in window.server_label.text()
    assert window.menus.settings_action.isEnabled()
    assert window.area.rounds.approve_button.isVisibleTo(window.area.rounds)

    # Remembered for the next time, without either password.
    window.settings.sync()
    saved = (desk_env / "settings.ini").read_text()
    assert "Desk 1" in saved and database in saved
    assert ORGANISER_PASSWORD not in saved and DB_PASSWORD not in saved
    window.opening.close_tournament()
    again = window.opening.connect_to_server()
    assert again.address.text().endswith(database) and again.station.text() == "Desk 1"
    assert again.organiser.isChecked() and again.password.text() == ""
    again.reject()


def test_a_wrong_address_is_said_next_to_the_field(qtbot, window, pg_server):
    dialog = window.opening.connect_to_server()
    dialog.address.setText("postgresql://127.0.0.1/")
    dialog.station.setText("Desk 1")
    click(qtbot, dialog.ok_button)
    assert "database" in dialog.address_message.text()
    dialog.address.setText(pg_server.url("no_such_database"))
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: dialog.address_message.isVisible()
                    or dialog.general.isVisible() and "Connecting" not in
                    dialog.general.text(), timeout=20000)
    said = dialog.address_message.text() + dialog.general.text()
    assert "no_such_database" in said and window.session is None
    dialog.reject()


def test_a_referee_station_sees_another_stations_hand_without_asking(qtbot, window, venue):
    session = connect(qtbot, window, venue)
    assert session.role == "referee" and not session.organiser
    # The organiser's actions are not offered at a referee station.
    rounds = window.area.rounds
    assert not rounds.approve_button.isVisibleTo(rounds)
    assert not rounds.seat_button.isVisibleTo(rounds)
    assert not window.menus.settings_action.isEnabled()
    assert not window.menus.announcements_action.isEnabled()
    players = window.area.players
    assert not players.edit_button.isVisibleTo(players)
    assert not players.import_button.isVisibleTo(players)
    awards = window.area.awards
    assert not awards.give_button.isVisibleTo(awards)
    view = open_table(qtbot, window)
    controller = view.controller
    assert controller.hands() == []

    with other_station(venue) as t:
        t.tables.record_hand(1, 1, ron(2, 0, 3, 30))
        started = time.monotonic()
        qtbot.waitUntil(lambda: len(controller.hands()) == 1, timeout=5000)
    print(f"another station's hand shown after {time.monotonic() - started:.3f} s")
    assert controller.hands()[0].wins[0].winner == 2
    assert "another station" in window.saved_label.text()

    # The standings too: table 2's paper totals, entered elsewhere, put P05 first here.
    window.show_page("standings")
    standings = window.area.standings
    with other_station(venue) as t:
        t.tables.record_totals(1, 2, [45000, 25000, 30000, 20000])

    def first_shown() -> str:
        # The ranking as the table shows it (sorted by place): an update replaces the changed
        # rows in place in the model, and the sorting proxy moves them.
        proxy = standings.proxy
        if proxy.rowCount() == 0:
            return ""
        return standings.model.row(proxy.mapToSource(proxy.index(0, 0)).row()).name

    qtbot.waitUntil(lambda: first_shown() == "P05", timeout=5000)


def test_a_dialog_left_open_while_another_station_recorded_is_refused(qtbot, window, venue):
    connect(qtbot, window, venue)
    view = open_table(qtbot, window)
    controller = view.controller
    dialog = ron_dialog(qtbot, view)
    with other_station(venue) as t:
        t.tables.record_hand(1, 1, ron(1, 3, 2, 30))
    # The desk hears of it (the table view shows the other hand) while the dialog is open.
    qtbot.waitUntil(lambda: len(controller.hands()) == 1, timeout=5000)

    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: any(i.code == "table_changed" for i in dialog.issues()),
                    timeout=10000)
    assert dialog.isVisible()
    said = dialog.general.text()
    assert "Desk 9" in said and "Zoe" in said
    assert hands_on_server(venue) == 1  # theirs; ours was not added on top
    dialog.reject()


def test_a_hand_typed_while_the_server_is_stopped_is_kept_and_saved_once(
        qtbot, window, venue, pg_server, monkeypatch):
    import ui.operations

    monkeypatch.setattr(ui.operations, "RETRY_MS", 300)
    connect(qtbot, window, venue)
    view = open_table(qtbot, window)
    dialog = ron_dialog(qtbot, view)
    pg_server.stop_server()
    try:
        click(qtbot, dialog.ok_button)
        qtbot.waitUntil(lambda: any(i.code == "connection_lost" for i in dialog.issues()),
                        timeout=20000)
        # Said at once, in the dialog and the status bar; what was typed is kept.
        assert dialog.isVisible() and "does not answer" in dialog.general.text()
        assert dialog.discarder.currentText().startswith("P01")
        qtbot.waitUntil(lambda: "does not answer" in window.server_label.text(),
                        timeout=20000)
    finally:
        pg_server._start_server()
    # Sent again by itself once the server answers, and saved once.
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog) or not dialog.isVisible(),
                    timeout=30000)
    assert hands_on_server(venue) == 1
    assert len(view.controller.hands()) == 1
    qtbot.waitUntil(lambda: "Desk 2" in window.server_label.text(), timeout=20000)


def test_riichi_tournament_server_connects_at_once(qtbot, desk_env, questions, venue):
    from ui.app import start

    window = start(["riichi-tournament", "--server", venue, "--role", "referee",
                    "--station", "Desk 5"])
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.session is not None, timeout=20000)
        assert window.session.role == "referee" and window.session.station == "Desk 5"
        assert window.opening.connect_dialog is None  # closed once connected
    finally:
        window.close()


def test_the_organiser_without_its_password_is_asked_for_it(qtbot, desk_env, questions,
                                                            venue):
    from ui.app import start

    window = start(["riichi-tournament", "--server", venue, "--role", "organiser"])
    qtbot.addWidget(window)
    try:
        dialog = window.opening.connect_dialog
        qtbot.waitUntil(dialog.password_message.isVisible, timeout=20000)
        assert window.session is None and dialog.isVisible()
        dialog.password.setText(ORGANISER_PASSWORD)
        with qtbot.waitSignal(window.opened, timeout=20000):
            qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        assert window.session.organiser
    finally:
        window._confirm_close = lambda: True
        window.close()


def test_an_approval_at_the_organisers_desk_keeps_json_beside_the_round_backup(
        qtbot, window, venue, desk_env, questions):
    from PySide6.QtWidgets import QMessageBox

    questions[0].append(QMessageBox.StandardButton.Yes)  # "Approve round 1?"
    connect(qtbot, window, venue, role="organiser", station="Desk 1")
    with other_station(venue) as t:  # both tables scored on paper at a referee station
        t.tables.record_totals(1, 1, [45000, 25000, 30000, 20000])
        t.tables.record_totals(1, 2, [20000, 30000, 25000, 45000])
    window.show_page("rounds")
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.approve_button.isEnabled(), timeout=5000)
    click(qtbot, rounds.approve_button)
    folder = desk_env / "data" / f"{venue.rsplit('/', 1)[1]}-backups"
    qtbot.waitUntil(lambda: folder.is_dir() and any(folder.glob("*round-01*.json")),
                    timeout=20000)
    (saved,) = folder.glob("*round-01*.json")
    import json

    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["settings"]["name"] == "Venue Cup"
