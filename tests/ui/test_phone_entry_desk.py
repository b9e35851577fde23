"""Phone entry seen from the desk: the live page started with "Allow table entry", the round's
codes issued from its dialog, a hand sent by a table's phone over HTTP shows at once in Rounds
& tables (the Phone column) and in the table's hand log ("entered at table 1 (phone)"), the
organiser switches a table's entry off (its phone is then refused, 423), and the table codes
sheet opens in the print preview with the live page's address in its QR codes."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

from tests.ui.test_live_page import TIMEOUT, free_port, open_table, start_live
from ui.models.round_tables_model import PHONE_MARK, RoundTablesTableModel


def post(port: int, path: str, code: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(), method="POST",
        headers={"X-Table-Code": code, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def phone_column(rounds) -> dict[int, str]:
    model = rounds.model
    if model.columnCount() <= RoundTablesTableModel.PHONE:
        return {}
    return {model.row(r).table: model.index(r, RoundTablesTableModel.PHONE).data()
            for r in range(model.rowCount())}


def test_a_hand_from_a_tables_phone_shows_at_the_desk_at_once(qtbot, demo_window):
    window = demo_window
    window.show_page("rounds")
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None, timeout=TIMEOUT)
    assert phone_column(rounds) == {}  # no codes yet: no Phone column

    # Entry is set before the page starts; the dialog then shows the round's phones.
    dialog = window.screens.open_live_page()
    qtbot.waitExposed(dialog)
    assert not dialog.entry.isChecked() and dialog.phone_box.isHidden()
    dialog.entry.click()
    port = free_port()
    start_live(qtbot, window, port)
    assert window.screens.live.entry and not dialog.entry.isEnabled()
    qtbot.waitUntil(lambda: dialog.phone_box.isVisible()
                    and "0 of 4 tables have a code" in dialog.phone_status.text(),
                    timeout=TIMEOUT)
    assert dialog.phone_status.text() == ("Round 3: 0 of 4 tables have a code; phone entry "
                                          "is on.")
    dialog.codes_button.click()
    qtbot.waitUntil(lambda: "4 of 4 tables" in dialog.phone_status.text(), timeout=TIMEOUT)
    assert not dialog.codes_button.isEnabled()
    codes = window.session.call(lambda t: t.phones.codes(3))
    assert sorted(codes) == [1, 2, 3, 4]
    qtbot.waitUntil(lambda: phone_column(rounds) == {1: "on", 2: "on", 3: "on", 4: "on"},
                    timeout=TIMEOUT)

    # Table 1's phone enters a hand: East (the dealer) wins 3 han 40 fu from South.
    status, table = post(port, "/api/table/3/1/hands", codes[1], {
        "hand": {"outcome": "ron", "riichi": [],
                 "wins": [{"winner": 0, "loser": 1, "han": 3, "fu": 40}]},
        "entry_id": "phone-test-1", "seen": 0})
    assert status == 201, table
    assert table["hands"][0]["deltas"] == [7700, -7700, 0, 0]
    # The desk shows it without anyone refreshing: the Phone column, then the table's log.
    qtbot.waitUntil(lambda: phone_column(rounds).get(1) == f"{PHONE_MARK} 1 hand",
                    timeout=TIMEOUT)
    assert phone_column(rounds)[2] == "on"
    qtbot.waitUntil(lambda: rounds.overview.tables[0].hands == 1, timeout=TIMEOUT)
    view = open_table(qtbot, window, 3, 1)
    qtbot.waitUntil(lambda: view.log_model.rowCount() == 1, timeout=TIMEOUT)
    row = view.log_model.row(0)
    assert row.deltas == (7700, -7700, 0, 0)
    assert "entered at table 1 (phone)" in row.remark
    assert "recorded by table 1 (phone)" in row.tooltip

    # The organiser switches table 2's phone off: the column says so, its phone is refused.
    window.show_page("rounds")
    rounds.switch_phone_entry(False, 2)
    qtbot.waitUntil(lambda: phone_column(rounds).get(2) == "off", timeout=TIMEOUT)
    status, answer = post(port, "/api/table/3/2/hands", codes[2], {
        "hand": {"outcome": "chombo", "offender": 1}, "entry_id": "phone-test-2"})
    assert status == 423, answer
    assert window.session.call(lambda t: t.tables.summary(3, 2).hands) == 0
    rounds.switch_phone_entry(True, 2)
    qtbot.waitUntil(lambda: phone_column(rounds).get(2) == "on", timeout=TIMEOUT)

    # Table 4's code was seen by someone it should not have been: a new one, from the desk
    # while the page serves; the old one is refused at once, the new one and the other
    # tables' codes work.
    renewed = rounds.new_table_code(4, confirm=False)
    qtbot.waitUntil(lambda: renewed.finished, timeout=TIMEOUT)
    assert renewed.ok, renewed.issues
    new = window.session.call(lambda t: t.phones.codes(3))
    assert new[4] != codes[4] and {k: v for k, v in new.items() if k != 4} == \
        {k: v for k, v in codes.items() if k != 4}
    assert new[4] in rounds.message.text() and rounds.message.isVisible()
    chombo = {"hand": {"outcome": "chombo", "offender": 1}, "entry_id": "phone-test-4"}
    assert post(port, "/api/table/3/4/hands", codes[4], chombo)[0] == 403
    assert post(port, "/api/table/3/4/hands", new[4], chombo)[0] == 201
    codes = new

    # The whole round off from the dialog, and on again.
    dialog.switch_button.click()
    qtbot.waitUntil(lambda: dialog.phone_status.text().endswith("phone entry is off."),
                    timeout=TIMEOUT)
    status, _ = post(port, "/api/table/3/3/hands", codes[3], {
        "hand": {"outcome": "chombo", "offender": 1}, "entry_id": "phone-test-3"})
    assert status == 423
    dialog.switch_button.click()
    qtbot.waitUntil(lambda: dialog.phone_status.text().endswith("phone entry is on."),
                    timeout=TIMEOUT)

    # The table codes sheet, from the dialog: each code, and the page's address in its QR
    # codes (the desk's live page address).
    dialog.print_codes_button.click()
    preview = window.documents.preview
    assert preview is not None
    qtbot.waitUntil(lambda: preview.document is not None, timeout=TIMEOUT)
    body = preview.document.body
    assert preview.kind.value == "table-codes" and preview.round == 3
    address = window.screens.live.urls[0].rstrip("/")
    for table, code in codes.items():
        assert code in body and f"{address}/table/3/{table}" in body
    preview.reject()
