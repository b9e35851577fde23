"""The live page for players started from the desk (View > Live page for players): the real
web server on a free port, read over HTTP while hands are recorded at the desk; its address
and QR code on the projector; announcements from the organiser; and nothing left running
when it stops, the tournament closes or the app quits."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import urllib.error
import urllib.request

import numpy as np
import pytest
import zxingcpp
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tests.ui.drive import choose, click, open_dialog, save, type_number

TIMEOUT = 10_000  # ms: generous, the machine is shared; a change shows within about a second


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        return int(s.getsockname()[1])


def get(port: int, path: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def api(port: int, part: str) -> dict:
    status, body = get(port, f"/api/{part}")
    assert status == 200, (status, body[:200])
    return json.loads(body)


def live_threads() -> list[str]:
    """The web server's threads (its own, its starter, its request workers)."""
    return [t.name for t in threading.enumerate()
            if t.name.startswith("live-page") or "AnyIO" in t.name]


def threads_end(qtbot) -> bool:
    """The server's threads end once it is stopped. Not at the same instant: the starter
    ends just after it reported a refused port, AnyIO's request workers just after the
    event loop closed (neither is joined by whoever stops the server)."""
    qtbot.waitUntil(lambda: live_threads() == [], timeout=5000)
    return True


def decoded(image: QImage) -> list[str]:
    """The QR codes found in an image (what a phone's camera reads)."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    width, height = grey.width(), grey.height()
    data = np.frombuffer(grey.constBits(), dtype=np.uint8)  # type: ignore[call-overload]
    pixels = data.reshape(height, grey.bytesPerLine())[:, :width].copy()
    return [found.text for found in zxingcpp.read_barcodes(pixels)]


def next_version(stream: http.client.HTTPResponse) -> str:
    """The next data version the page's event stream announces."""
    while True:
        line = stream.readline().decode()
        assert line, "the event stream ended"
        if line.startswith("data: "):
            return line[6:].strip()


def start_live(qtbot, window, port: int, live_scores: bool = False):
    dialog = window.screens.open_live_page()
    qtbot.waitExposed(dialog)
    assert dialog.start_button.text() == "Start" and dialog.status.text() == "Not running."
    type_number(qtbot, dialog.port, port)
    if dialog.live_scores.isChecked() != live_scores:
        click(qtbot, dialog.live_scores)
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: window.screens.live.running and not window.screens.live.starting,
                    timeout=TIMEOUT)
    qtbot.waitUntil(lambda: dialog.start_button.text() == "Stop", timeout=TIMEOUT)
    return dialog


def open_table(qtbot, window, round: int, table: int):
    area = window.area
    area.open_table(round, table)
    qtbot.waitUntil(lambda: area.table.view is not None, timeout=TIMEOUT)
    view = area.table.view
    qtbot.waitUntil(lambda: len(view.controller.players()) == 4, timeout=TIMEOUT)
    return view


def record_ron(qtbot, view, han: int = 3, fu: int = 40) -> tuple[str, str]:
    """East (the dealer) wins 3 han 40 fu (7,700) from South's discard, entered in the hand
    dialog."""
    players = tuple(view.controller.players())
    dialog = open_dialog(qtbot, view, Qt.Key.Key_R)
    choose(qtbot, dialog.discarder, players[1])
    choose(qtbot, dialog.editors[0].winner, players[0])
    type_number(qtbot, dialog.editors[0].han, han)
    type_number(qtbot, dialog.editors[0].fu, fu)
    save(qtbot, dialog)
    return players[0], players[1]


def test_the_live_page_started_at_the_desk_follows_the_hands_recorded_there(
        qtbot, demo_window, capfd):
    window = demo_window
    assert window.menus.live_action.isEnabled() and window.screens.live is None
    port = free_port()
    dialog = start_live(qtbot, window, port)
    assert dialog.status.text().startswith("Running")
    urls = window.screens.live.urls
    assert urls and all(u.startswith("http://") and u.endswith(f":{port}/") for u in urls)
    assert dialog.addresses.text().split("\n") == urls
    assert decoded(dialog.qr.pixmap().toImage()) == [urls[0]]  # the code is the address

    # The pages answer from the desk's own open tournament (round 3 seated, nothing played).
    status, html = get(port, "/")
    assert status == 200 and b"Oskar Berg" in html
    standings = api(port, "standings")["standings"]
    assert len(standings["rows"]) == 16
    before = api(port, "tables")["tables"]
    assert before["round"] == 3 and before["tables"][0]["hands"] == 0
    assert not before["scores"]  # not before approval: the organiser did not allow it

    # A hand recorded at the desk shows on the page within a second or so: the open page
    # hears of it on its event stream, then reads the table's new state.
    events = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    events.request("GET", "/events")
    stream = events.getresponse()
    first = next_version(stream)
    view = open_table(qtbot, window, 3, 1)
    winner, _payer = record_ron(qtbot, view)
    assert next_version(stream) != first
    qtbot.waitUntil(lambda: api(port, "tables")["tables"]["tables"][0]["hands"] == 1,
                    timeout=TIMEOUT)
    table = api(port, "tables")["tables"]
    assert table["tables"][0]["status"] == "Playing East 1, 1 honba"  # the dealer won
    assert "score" not in table["tables"][0]["seats"][0]

    # Live scores allowed while it serves: the table's scores show, the game counts.
    click(qtbot, dialog.live_scores)
    assert window.settings.value("live/live_scores") in (True, "true")
    qtbot.waitUntil(lambda: api(port, "tables")["tables"]["scores"], timeout=TIMEOUT)
    seats = api(port, "tables")["tables"]["tables"][0]["seats"]
    assert seats[0] == {"name": winner, "score": "37,700"}  # 30,000 + 7,700
    rows = api(port, "standings")["standings"]["rows"]
    assert any(r["name"] == winner and r["provisional"] for r in rows)

    # Stop, with a page still listening: the server's threads end, the port is free again,
    # the page is gone.
    click(qtbot, dialog.start_button)
    assert stream.read() is not None  # the stream was ended by the server
    events.close()
    assert not window.screens.live.running and dialog.start_button.text() == "Start"
    assert threads_end(qtbot)
    with socket.socket() as s:  # (connections just closed linger: as a server would bind)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("0.0.0.0", port))
        s.listen()
    with pytest.raises(OSError):
        get(port, "/")
    assert "Traceback" not in capfd.readouterr().err


def test_a_port_another_program_has_is_said_next_to_the_port(qtbot, demo_window):
    window = demo_window
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        dialog = window.screens.open_live_page()
        type_number(qtbot, dialog.port, port)
        click(qtbot, dialog.start_button)
        qtbot.waitUntil(lambda: dialog.port_message.isVisible(), timeout=TIMEOUT)
    assert f"Port {port} cannot be used" in dialog.port_message.text()
    assert not window.screens.live.running and dialog.start_button.text() == "Start"
    assert dialog.port.isEnabled() and threads_end(qtbot)
    # Another port then works.
    other = free_port()
    type_number(qtbot, dialog.port, other)
    click(qtbot, dialog.start_button)
    qtbot.waitUntil(lambda: window.screens.live.running, timeout=TIMEOUT)
    assert not dialog.port_message.isVisible()
    assert window.settings.value("live/port") in (other, str(other))


def test_closing_the_tournament_or_the_app_stops_the_page(qtbot, demo_window, capfd):
    window = demo_window
    port = free_port()
    start_live(qtbot, window, port)
    projector = window.screens.show_projector()
    assert projector.live_corner.url.text() == window.screens.live.urls[0]
    window.opening.close_tournament()
    assert window.screens.live is None and window.screens.live_dialog is None
    assert threads_end(qtbot)
    with pytest.raises(OSError):
        get(port, "/")

    # Opened again and served again, then the app quits with the page running.
    window.opening.open_demo()
    qtbot.waitUntil(lambda: window.session is not None, timeout=TIMEOUT)
    start_live(qtbot, window, port)
    assert get(port, "/")[0] == 200
    window.close()
    assert threads_end(qtbot)
    with pytest.raises(OSError):
        get(port, "/")
    assert "Traceback" not in capfd.readouterr().err


def test_the_projector_shows_the_address_and_its_qr_code_while_it_serves(qtbot, demo_window):
    window = demo_window
    projector = window.screens.show_projector()
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=TIMEOUT)
    corner = projector.live_corner
    assert corner.isHidden()  # nothing to show: no announcement, not served
    dialog = start_live(qtbot, window, free_port())
    url = window.screens.live.urls[0]
    qtbot.waitUntil(lambda: corner.isVisible(), timeout=TIMEOUT)
    assert corner.url.text() == url
    # What the hall sees: the code on the projector's screen reads as the address (once
    # the projector has laid out and painted it: a busy machine takes a moment).
    qtbot.waitUntil(lambda: decoded(projector.grab().toImage()) == [url], timeout=TIMEOUT)
    click(qtbot, dialog.start_button)  # stopped: the address goes away
    qtbot.waitUntil(lambda: corner.isHidden(), timeout=TIMEOUT)
    assert decoded(projector.grab().toImage()) == []


def test_announcements_are_refused_by_the_core_or_shown_on_the_projector_newest_first(
        qtbot, demo_window):
    window = demo_window
    projector = window.screens.show_projector()
    dialog = window.screens.open_announcements()
    qtbot.waitExposed(dialog)
    assert dialog.shown() == [] and dialog.empty.isVisible()
    assert not dialog.announce_button.isEnabled()  # nothing written yet

    # A control character (pasted from elsewhere) is refused by the core, next to the field.
    QApplication.clipboard().setText("Round 3\x07 starts")
    dialog.text.setFocus()
    qtbot.keyClick(dialog.text, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.text.toPlainText() == "Round 3\x07 starts"
    click(qtbot, dialog.announce_button)
    qtbot.waitUntil(lambda: dialog.message.isVisible(), timeout=TIMEOUT)
    assert dialog.message.text() == ("The announcement contains a control character "
                                     "(U+0007); it is plain text")
    assert dialog.text.toPlainText() == "Round 3\x07 starts"  # kept, to be corrected
    assert window.session.call(lambda t: t.announcements.all()) == ()

    # Too long: the core's limit, counted as it is typed.
    dialog.text.clear()
    qtbot.keyClicks(dialog.text, "x" * 501)
    assert dialog.length.text() == "501 / 500"
    click(qtbot, dialog.announce_button)
    qtbot.waitUntil(lambda: dialog.message.isVisible(), timeout=TIMEOUT)
    assert dialog.message.text() == ("The announcement is 501 characters long; at most 500 "
                                     "are allowed")

    # Two announcements: newest first in the list and on the projector, as plain text.
    dialog.text.clear()
    qtbot.keyClicks(dialog.text, "Lunch until 13:30")
    click(qtbot, dialog.announce_button)
    qtbot.waitUntil(lambda: dialog.text.toPlainText() == "", timeout=TIMEOUT)
    qtbot.keyClicks(dialog.text, "<b>Round 3</b> starts at 14:30")
    click(qtbot, dialog.announce_button)
    qtbot.waitUntil(lambda: len(dialog.shown()) == 2, timeout=TIMEOUT)
    assert [line.split("  ", 1)[1] for line in dialog.shown()] == [
        "<b>Round 3</b> starts at 14:30", "Lunch until 13:30"]
    corner = projector.live_corner
    qtbot.waitUntil(lambda: len(corner.shown_texts()) == 2, timeout=TIMEOUT)
    assert corner.isVisible() and not dialog.message.isVisible()
    assert [t.split("  ", 1)[1] for t in corner.shown_texts()] == [
        "<b>Round 3</b> starts at 14:30", "Lunch until 13:30"]
    assert corner.lines[0].textFormat() == Qt.TextFormat.PlainText
    made = window.session.call(lambda t: t.announcements.all())
    assert [a.text for a in made] == ["<b>Round 3</b> starts at 14:30", "Lunch until 13:30"]


def test_announcements_reach_the_live_page(qtbot, demo_window):
    window = demo_window
    port = free_port()
    start_live(qtbot, window, port)
    dialog = window.screens.open_announcements()
    qtbot.keyClicks(dialog.text, "Round 3 starts at 14:30")
    click(qtbot, dialog.announce_button)
    qtbot.waitUntil(lambda: api(port, "standings")["announcements"] != [], timeout=TIMEOUT)
    assert api(port, "standings")["announcements"][0]["text"] == "Round 3 starts at 14:30"


def test_closing_the_tournament_while_the_page_starts_leaves_nothing_running(
        qtbot, demo_window):
    window = demo_window
    port = free_port()
    dialog = window.screens.open_live_page()
    type_number(qtbot, dialog.port, port)
    click(qtbot, dialog.start_button)
    assert window.screens.live.starting and dialog.start_button.text() == "Stop"
    window.opening.close_tournament()  # waits for the start, then stops it
    assert window.screens.live is None and threads_end(qtbot)
    with pytest.raises(OSError):
        get(port, "/")
    qtbot.wait(200)  # the start's late answer finds nobody waiting: nothing happens
    assert threads_end(qtbot)


def test_counting_games_in_play_while_the_projector_loads_is_not_lost(qtbot, demo_window):
    # The projector shows the players' screen; a tick of "Count games in play" made while
    # its last reading is on the way is read again once that one arrives.
    from tests.ui.drive import hand
    from ui.operations.table_games import record_hand

    window = demo_window
    op = record_hand(window.session, 3, 1, hand(outcome="ron", wins=[
        {"winner": 1, "loser": 0, "han": 3, "fu": 40}]))
    qtbot.waitUntil(lambda: op.ok, timeout=TIMEOUT)
    projector = window.screens.show_projector()
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=TIMEOUT)
    assert not any(r.provisional for r in projector.data.rows)
    projector.refresh()  # a reading on its way (no event is handled in between)...
    window.screens.projector_controls.in_play.setChecked(True)  # ...when the organiser ticks
    qtbot.waitUntil(lambda: any(r.provisional for r in projector.data.rows), timeout=TIMEOUT)
