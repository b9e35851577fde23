"""The round clock at the desk, on the real window with a fake time source:
start, extra minutes for one table, pause, a restart of the app (the window closed and the
file opened again), time up: the gong is played (a sound sink that records stands for the
speakers) and "last hand" is shown on the table and the projector."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.ui.drive import choose, click, type_number
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui import round_clock
from ui.round_clock import QtSoundSink, Sound

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)
PLAYERS = ["Aiko", "Bruno", "Chiara", "Dario", "Emma", "Farid", "Greta", "Hugo"]


class FakeTime:
    def __init__(self, start: datetime = T0):
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


class RecordingSink:
    """Stands for the speakers: what the desk played."""

    def __init__(self) -> None:
        self.played: list[Sound] = []

    def play(self, sound: Sound) -> None:
        self.played.append(sound)


@pytest.fixture
def fake(monkeypatch):
    time, sink = FakeTime(), RecordingSink()
    monkeypatch.setattr(round_clock, "time_source", time)
    monkeypatch.setattr(round_clock, "default_sound_sink", lambda parent=None: sink)
    return time, sink


@pytest.fixture
def two_tables(tmp_path):
    path = tmp_path / "clock.rtdb"
    t = Tournament.create(path, name="Clock Cup", rounds=2, round_minutes=60,
                          players=[PlayerDraft(n) for n in PLAYERS])
    t.rounds.set_seating(1, [PLAYERS[:4], PLAYERS[4:]])
    t.close()
    return path


def opened(qtbot, window, path):
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(path)
    panel = window.area.rounds.clock_panel
    qtbot.waitUntil(lambda: panel.clock() is not None, timeout=5000)
    return panel


def test_clock_start_extra_minutes_pause_restart_time_up(qtbot, window, fake, two_tables):
    time, sink = fake
    panel = opened(qtbot, window, two_tables)
    assert panel.title.text() == "Clock, round 1"
    assert panel.status_label.text() == "Not started" and panel.time_label.text() == "1:00:00"
    assert panel.minutes.value() == 60

    click(qtbot, panel.start_button)
    qtbot.waitUntil(lambda: panel.clock().running, timeout=5000)
    assert panel.time_label.text() == "1:00:00" and panel.start_button.text() == "Pause"

    # A late start at table 2: ten minutes for that table only.
    type_number(qtbot, panel.add_minutes, 10)
    choose(qtbot, panel.add_to, "table 2")
    click(qtbot, panel.add_button)
    qtbot.waitUntil(lambda: panel.clock().table(2).added_minutes == 10, timeout=5000)
    assert panel.clock().table(1).added_minutes == 0

    time.advance(minutes=20)
    qtbot.waitUntil(lambda: panel.time_label.text() == "40:00", timeout=5000)
    assert "Table 2: +10 min, 50:00" in panel.tables_label.text()
    click(qtbot, panel.start_button)
    qtbot.waitUntil(lambda: panel.clock().paused, timeout=5000)
    assert panel.start_button.text() == "Resume"

    # The app is closed; half an hour goes by while the clock is paused.
    window.close()
    time.advance(minutes=30)
    from ui.app import make_settings
    from ui.main_window import MainWindow

    again = MainWindow(make_settings())
    qtbot.addWidget(again)
    again.show()
    try:
        panel = opened(qtbot, again, two_tables)
        qtbot.waitUntil(lambda: panel.time_label.text() == "40:00", timeout=5000)
        assert panel.status_label.text() == "Paused"
        assert panel.clock().table(2).remaining == 50 * 60
        area = again.area
        with qtbot.waitSignal(area.table.table_shown, timeout=5000):
            area.open_table(1, 2)
        qtbot.waitUntil(lambda: area.table.time_label.text() == "50:00 left (paused)",
                        timeout=5000)
        area.show_page("rounds")
        assert sink.played == []  # nothing announced for what happened before the restart

        click(qtbot, panel.start_button)
        qtbot.waitUntil(lambda: panel.clock().running, timeout=5000)
        time.advance(minutes=30)  # 10 minutes left: the warning (15 minutes)
        qtbot.waitUntil(lambda: sink.played == [Sound.WARNING], timeout=5000)
        assert panel.time_label.text() == "10:00"
        time.advance(minutes=10)  # the room's time is up: the gong
        qtbot.waitUntil(lambda: sink.played == [Sound.WARNING, Sound.GONG], timeout=5000)
        assert panel.time_label.text() == "Time is up"
        assert "Last hand at table 1" in panel.tables_label.text()

        # Table 1 plays its last hand; table 2 has its ten minutes more.
        with qtbot.waitSignal(area.table.table_shown, timeout=5000):
            area.open_table(1, 1)
        page = area.table
        qtbot.waitUntil(lambda: page.time_label.text() == "Last hand", timeout=5000)
        assert page.view.banner.text() == "Time is up: the hand being played is the last one."
        assert page.controller.time_up()
        with qtbot.waitSignal(area.table.table_shown, timeout=5000):
            area.open_table(1, 2)
        qtbot.waitUntil(lambda: page.time_label.text() == "10:00 left", timeout=5000)
        assert not page.controller.time_up()

        projector = again.screens.show_projector()
        assert projector is not None
        qtbot.waitUntil(lambda: projector.clock.text() == "Time is up", timeout=5000)
        assert "Round 1" in projector.clock_note.text()
        assert "Last hand at table 1" in projector.clock_note.text()
        assert "Table 2: 10:00 left" in projector.clock_note.text()
        # The projector's own countdown buttons give way to the round clock.
        assert not again.screens.projector_controls.start_button.isVisible()

        time.advance(minutes=10)  # table 2's own time runs out
        qtbot.waitUntil(lambda: sink.played[-1:] == [Sound.TABLE_GONG], timeout=5000)
        qtbot.waitUntil(lambda: page.time_label.text() == "Last hand", timeout=5000)
        assert sink.played == [Sound.WARNING, Sound.GONG, Sound.TABLE_GONG]
    finally:
        again._confirm_close = lambda: True
        again.close()

    # The file holds the clock as the desk set it, stamped with the fake time.
    t = Tournament.open(two_tables)
    try:
        kinds = [(e.kind.value, e.at) for e in t.clock.events(1)]
        assert kinds[0] == ("set", T0) and kinds[1] == ("start", T0)
        assert kinds[3] == ("pause", T0 + timedelta(minutes=20))
        assert kinds[4] == ("resume", T0 + timedelta(minutes=50))
        clock = t.clock.state(1, T0 + timedelta(minutes=100))
        assert clock.time_up and clock.last_hand == (1, 2)
    finally:
        t.close()


def test_the_real_sound_sink_never_stops_the_desk(qapp, caplog):
    """Without speakers (this machine, CI) the sink says so once and plays nothing; with
    speakers it plays. Either way, playing never raises."""
    sink = QtSoundSink()
    with caplog.at_level("WARNING", logger="ui.round_clock"):
        for sound in (Sound.WARNING, Sound.GONG, Sound.GONG):
            sink.play(sound)
    silent = [r for r in caplog.records if "no sound" in r.getMessage()]
    assert len(silent) <= 1
    assert (len(silent) == 1) != (sink.played == [Sound.WARNING, Sound.GONG, Sound.GONG])


def answer_next_box(button_name: str, seen: list[list[str]]) -> None:
    """Answer the next modal question with its button `button_name` ("confirmKeep" or
    "confirmAction"), noting its buttons' words."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append([b.text() for b in box.buttons()])
        box.findChild(QPushButton, button_name).click()

    QTimer.singleShot(0, answer)


def test_the_clock_reset_asks_naming_itself_and_can_be_declined(qtbot, window, fake,
                                                                two_tables, monkeypatch):
    """The ↻ button reset a running clock at once (its click's `checked` was taken for
    "do not ask"); "Lancer l'horloge" gave its focus to the length, 90 selected, which stayed
    editable while the clock ran."""
    from tests.ui.conftest import REAL_CONFIRM
    from ui import confirm

    monkeypatch.setattr(confirm, "_answer", REAL_CONFIRM)  # the real box, answered below
    time, _sink = fake
    window.menus.language_actions["fr"].trigger()
    panel = opened(qtbot, window, two_tables)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    panel.start_button.setFocus()
    qtbot.keyClick(panel.start_button, " ")
    qtbot.waitUntil(lambda: panel.clock().running, timeout=5000)
    assert panel.start_button.hasFocus()  # not the length, its "60" selected
    assert panel.minutes.isReadOnly() and panel.warning.isReadOnly()
    time.advance(minutes=5)
    qtbot.waitUntil(lambda: panel.clock().remaining == 55 * 60, timeout=5000)

    seen: list[list[str]] = []
    answer_next_box("confirmKeep", seen)
    click(qtbot, panel.reset_button)
    # Its buttons say what they do (in French, "Annuler" is Cancel alone now).
    assert len(seen) == 1 and sorted(seen[0]) == ["Annuler", "Remettre l\u2019horloge à zéro"]
    assert panel.clock().started and panel.clock().remaining == 55 * 60  # declined: kept

    answer_next_box("confirmAction", seen)
    click(qtbot, panel.reset_button)
    qtbot.waitUntil(lambda: not panel.clock().started, timeout=5000)
    assert len(seen) == 2
    assert not panel.minutes.isReadOnly()  # before the start again: the length is set here


def test_an_approved_rounds_clock_is_not_started(qtbot, demo_window):
    rounds = demo_window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None, timeout=10000)
    rounds.rounds.setCurrentRow(0)  # round 1: approved in the demo
    qtbot.waitUntil(lambda: rounds.summary() is not None and rounds.summary().number == 1
                    and rounds.clock_panel.round == 1, timeout=10000)
    assert rounds.summary().approved
    panel = rounds.clock_panel
    assert not panel.clock().started
    assert not panel.start_button.isEnabled()
    assert panel.minutes.isReadOnly()
