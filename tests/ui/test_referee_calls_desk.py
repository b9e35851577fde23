"""The tables' calls for a referee, and the standings hidden from the players, seen from the
desk. A table's phone calls a referee over HTTP through the desk's own live page: the bar
above the screens shows the table and the reason at once, the call sounds once, and "Done"
closes it (the phone's table says no call any more). The organiser hides the standings from
a round in the desk's dialog: the live page and the projector stop before it and say so,
the desk's standings still show everything with a note, and the prize-giving reveals the
final standings."""

from __future__ import annotations

from tests.ui.test_live_page import TIMEOUT, api, free_port, start_live
from tests.ui.test_phone_entry_desk import post
from ui import round_clock


class RecordingSink:
    def __init__(self) -> None:
        self.played: list[object] = []

    def play(self, sound: object) -> None:
        self.played.append(sound)


def test_a_tables_call_shows_at_the_desk_sounds_and_is_closed_in_one_click(
        qtbot, demo_window, monkeypatch):
    sink = RecordingSink()
    monkeypatch.setattr(round_clock, "default_sound_sink", lambda parent=None: sink)
    window = demo_window
    bar = window.area.calls
    assert bar.isHidden() and bar.calls == []
    dialog = window.screens.open_live_page()
    qtbot.waitExposed(dialog)
    dialog.entry.click()
    port = free_port()
    start_live(qtbot, window, port)
    codes, _ = window.session.call(lambda t: t.phones.issue_codes(3))

    status, answer = post(port, "/api/table/3/2/referee", codes[2],
                          {"reason": "dispute", "phone": "phone 1"})
    assert status == 201, answer
    qtbot.waitUntil(lambda: bar.isVisible() and len(bar.calls) == 1, timeout=TIMEOUT)
    from PySide6.QtWidgets import QLabel, QPushButton

    (line,) = [w.text() for w in bar.findChildren(QLabel) if w.text() and w is not bar.problem]
    assert line.startswith("Table 2 (round 3) calls a referee: a dispute (since ")
    assert sink.played == [round_clock.Sound.WARNING]
    # The table calls again while the referee is on the way: the same call, no new sound.
    status, again = post(port, "/api/table/3/2/referee", codes[2], {"reason": "time"})
    assert (status, again["call"]) == (200, answer["call"])
    qtbot.wait(300)
    assert len(bar.calls) == 1 and len(sink.played) == 1

    done = bar.findChild(QPushButton, f"done-{answer['call']}")
    done.click()
    qtbot.waitUntil(lambda: bar.isHidden() and bar.calls == [], timeout=TIMEOUT)
    assert window.session.call(lambda t: t.referee.calls()) == ()
    status, _ = post(port, "/api/table/3/2/referee", codes[2], {"reason": 3})
    assert status == 422
    closed = window.session.call(lambda t: t.referee.calls(open_only=False))
    assert [(c.id, c.open, c.person) for c in closed] == [(answer["call"], False, "phone 1")]


def test_the_standings_hidden_from_a_round_at_the_desk(qtbot, demo_window):
    from ui.dialogs.hide_standings_dialog import HideStandingsDialog
    from ui.views.projector import standings_title

    window = demo_window
    port = free_port()
    start_live(qtbot, window, port)
    assert "hidden_from" not in api(port, "standings")
    dialog = HideStandingsDialog(window.session, window)
    dialog.hide_box.setChecked(True)
    dialog.round_box.setValue(2)
    with qtbot.waitSignal(dialog.accepted, timeout=TIMEOUT):
        dialog.submit()
    assert window.session.settings.hide_from_round == 2
    # The live page stops at round 1 and says so.
    qtbot.waitUntil(lambda: api(port, "standings").get("hidden_from") == 2, timeout=TIMEOUT)
    shown = api(port, "standings")["standings"]
    assert shown["heading"] == "Standings after round 1"
    assert "round 2 on are hidden" in shown["hidden_note"]
    # The projector's standings too; the prize-giving reveals the final ones.
    from tournament.service.read_models import projector_data

    data = window.session.call(projector_data)
    assert data.counted_round == 1 and data.hidden_from == 2
    assert "from round 2 on: at the prize-giving" in standings_title(data)
    # The desk's standings: everything, with the note and a way to change it.
    window.show_page("standings")
    view = window.area.page("standings")
    qtbot.waitUntil(lambda: view.hidden_note.isVisible(), timeout=TIMEOUT)
    assert "up to round 1 only" in view.hidden_note.label.text()
    qtbot.waitUntil(lambda: view.data is not None, timeout=TIMEOUT)
    assert view.data.rounds >= 2  # rounds 2 on, hidden from the players, shown here
    dialog = HideStandingsDialog(window.session, window)
    assert dialog.hide_box.isChecked() and dialog.round_box.value() == 2
    dialog.hide_box.setChecked(False)
    with qtbot.waitSignal(dialog.accepted, timeout=TIMEOUT):
        dialog.submit()
    qtbot.waitUntil(lambda: view.hidden_note.isHidden(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: "hidden_from" not in api(port, "standings"), timeout=TIMEOUT)
