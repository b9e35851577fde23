"""The import, export, statistics export, connect and hand dialogs submit through
`OperationDialog`: what the dialog finds itself is shown and nothing is sent, a problem that
comes back with the answer lands next to the field it names and nothing closes, a success
closes the dialog once, and OK pressed again while the answer is awaited sends nothing more.

The operations here are the dialogs' own `submit` arguments, finished by the test when it
chooses (an answer that comes later, as from the database worker), or the real export on the
test double's service."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.ui.doubles import PLAYERS
from tests.ui.drive import choose, click
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from ui.dialogs.operation_dialog import OperationDialog
from ui.operations import Op


class Counter:
    """How often a signal was emitted, and with what."""

    def __init__(self, signal):
        self.calls: list[tuple] = []
        signal.connect(lambda *args: self.calls.append(args))


def double_click(qtbot, button) -> None:
    """OK pressed twice in a row, as a double click does."""
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


# --- import players --------------------------------------------------------------------------

def test_import_closes_once_and_only_when_the_file_can_be_imported(qtbot, tmp_path):
    from ui.dialogs.import_players_dialog import ImportPlayersDialog

    path = tmp_path / "players.csv"
    path.write_text("first_name,last_name,name\nAiko,Sato,\n,,José María García Pérez\n",
                    encoding="utf-8")
    dialog = ImportPlayersDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, OperationDialog)
    accepted, finished = Counter(dialog.accepted), Counter(dialog.finished)
    # A name still to split: OK (even called directly) leaves the dialog open.
    dialog.accept()
    assert dialog.isVisible() and not accepted.calls and not dialog.busy
    dialog.choose_split(3, "José María", "García Pérez")
    assert dialog.ok_button.text() == "Import 2 players"
    double_click(qtbot, dialog.ok_button)
    dialog.accept()
    assert not dialog.isVisible()
    assert len(accepted.calls) == 1 and finished.calls == [(1,)]
    assert [p.last_name for p in dialog.preview().players] == ["Sato", "García Pérez"]


# --- export and statistics export -----------------------------------------------------------

def wait_answer(qtbot, dialog) -> None:
    qtbot.waitUntil(lambda: not dialog.busy or not dialog.isVisible(), timeout=20000)
    qtbot.waitUntil(lambda: dialog.progress.isHidden(), timeout=5000)


@pytest.mark.parametrize("which", ["standings", "statistics"])
def test_an_export_refused_says_why_below_the_form_then_writes_once(qtbot, session, tmp_path,
                                                                   which):
    from ui.dialogs.export_dialog import ExportDialog
    from ui.dialogs.statistics_export_dialog import StatisticsExportDialog
    from ui.operations.documents import ExportFormat

    dialog = (ExportDialog(session, ExportFormat.CSV) if which == "standings"
              else StatisticsExportDialog(session, ExportFormat.STATS_CSV))
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, OperationDialog)
    written, accepted = Counter(dialog.written), Counter(dialog.accepted)
    # A folder removed after the path was chosen: OK is offered, the export is refused.
    gone = tmp_path / "gone"
    gone.mkdir()
    dialog.path.set_path(gone / "out.csv")
    gone.rmdir()
    click(qtbot, dialog.ok_button)
    wait_answer(qtbot, dialog)
    assert dialog.isVisible() and not written.calls and not accepted.calls
    assert "gone" in dialog.message.text() and dialog.message.is_error()
    assert dialog.message is dialog.general and not dialog.busy
    assert not dialog.ok_button.isEnabled()  # the path's own check now sees the folder gone

    out = tmp_path / "out.csv"
    dialog.path.set_path(out)
    assert dialog.ok_button.isEnabled()
    with qtbot.waitSignal(dialog.written, timeout=20000):
        double_click(qtbot, dialog.ok_button)
        dialog.accept()
    assert written.calls == [(out,)] and len(accepted.calls) == 1
    assert not dialog.isVisible() and out.stat().st_size > 0


# --- connect to a server --------------------------------------------------------------------

def test_connect_checks_submits_once_shows_refusals_in_place_and_remembers(qtbot, tmp_path):
    from ui.dialogs.connect_dialog import ConnectDialog

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    sent: list[tuple] = []

    def submit(request):
        op = Op("connect")
        sent.append((request, op))
        return op

    dialog = ConnectDialog(settings, submit, address="postgresql://venue/cup", station=" ")
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, OperationDialog)
    accepted = Counter(dialog.accepted)
    # What the dialog finds itself: next to the station's name, nothing sent.
    click(qtbot, dialog.ok_button)
    assert "Give this station a name" in dialog.station_message.text() and not sent
    dialog.station.setText("Desk 2")
    dialog.organiser.setChecked(True)
    dialog.password.setText("not it")
    double_click(qtbot, dialog.ok_button)
    dialog.accept()
    assert len(sent) == 1 and not dialog.ok_button.isEnabled()
    assert dialog.general.text() == "Connecting to postgresql://venue:5432/cup\u2026"
    request, op = sent[0]
    assert request.station == "Desk 2" and request.password == "not it"

    # The answer comes later: each problem next to its field, the rest below the form.
    op.finish(None, (Issue(IssueCode.BAD_PASSWORD, None, "password", "wrong password"),
                     Issue(IssueCode.BUSY, None, "", "the server is busy")))
    assert dialog.isVisible() and not accepted.calls and dialog.request is None
    assert dialog.password_message.text() == "Wrong organiser password"
    assert dialog.general.text() == "The server is busy"
    assert dialog.station.text() == "Desk 2" and dialog.ok_button.isEnabled()
    assert settings.value("server/station") is None  # nothing remembered from a refusal

    dialog.password.setText("the password")
    click(qtbot, dialog.ok_button)
    assert len(sent) == 2
    sent[1][1].finish("opened")
    assert not dialog.isVisible() and len(accepted.calls) == 1
    assert dialog.request is sent[1][0]
    assert settings.value("server/station") == "Desk 2"
    sent[1][1].finish("again")  # an op finishes once: nothing more happens
    assert len(accepted.calls) == 1


def test_connect_without_a_way_to_connect_does_nothing(qtbot, tmp_path):
    from ui.dialogs.connect_dialog import ConnectDialog

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = ConnectDialog(settings, None, address="postgresql://venue/cup", station="Desk 2")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.accept()
    assert dialog.isVisible() and not dialog.busy and dialog.general.text() == ""


# --- the hand dialog ------------------------------------------------------------------------

def test_a_hand_answered_later_is_sent_once_refused_in_place_then_closed_once(
        qtbot, controller, rules):
    from ui.dialogs.hand_dialog import HandDialog

    sent: list[Op] = []

    def submit(record, reason):
        op = Op("record")
        sent.append(op)
        return op

    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0, submit=submit)
    qtbot.addWidget(dialog)
    dialog.show()
    assert isinstance(dialog, OperationDialog)
    accepted = Counter(dialog.accepted)
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, dialog.editors[0].winner, "Chiara")
    double_click(qtbot, dialog.ok_button)
    qtbot.keyClick(dialog, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(sent) == 1 and dialog.busy and not dialog.ok_button.isEnabled()

    sent[0].finish(None, (Issue(IssueCode.BUSY, 0, "wins[0].han", "not now"),))
    assert dialog.isVisible() and not accepted.calls and not dialog.busy
    assert dialog.message_for("wins[0].han") == "Not now"
    assert not dialog.ok_button.isEnabled()  # until the referee changes something
    dialog.note.setText("again")
    assert dialog.message_for("wins[0].han") == "" and dialog.ok_button.isEnabled()

    click(qtbot, dialog.ok_button)
    assert len(sent) == 2
    sent[1].finish("recorded")
    assert not dialog.isVisible() and len(accepted.calls) == 1


def test_a_hand_dialog_closed_while_its_hand_is_on_its_way_gives_up(qtbot, controller, rules):
    from ui.dialogs.hand_dialog import HandDialog

    sent: list[Op] = []
    dialog = HandDialog(PLAYERS, rules, controller.state(), index=0,
                        submit=lambda record, reason: sent.append(Op("record")) or sent[-1])
    qtbot.addWidget(dialog)
    dialog.show()
    accepted = Counter(dialog.accepted)
    choose(qtbot, dialog.discarder, "Aiko")
    choose(qtbot, dialog.editors[0].winner, "Chiara")
    click(qtbot, dialog.ok_button)
    dialog.reject()
    assert sent[0].cancelled and not accepted.calls
