"""Table > "Read an online game log...": the preview of each hand (our payments beside the
online room's) on the real table view, saved through the real service."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from tournament.rules import preset

S = [25000] * 4
NAMES = ["Aiko", "Bruno", "Chiara", "Dario"]


@pytest.fixture
def rules():
    return preset("tenhou")


def write_log(path, result, names=NAMES):
    hand = [[0, 0, 0], S, [11], []] + [[], [], []] * 4 + [result]
    path.write_text(json.dumps({"title": ["", ""], "name": names,
                                "rule": {"disp": "般南喰赤", "aka": 1}, "log": [hand]},
                               ensure_ascii=False), encoding="utf-8")
    return str(path)


# The dealer's yakuman ron busts seat 3 (Tenhou: the game ends at once).
KOKUSHI = ["和了", [48000, 0, 0, -48000], [0, 3, 0, "役満48000点", "国士無双(役満)"]]


def test_a_log_that_agrees_is_previewed_and_saved(qtbot, view, controller, tmp_path):
    dialog = view.open_online_log(write_log(tmp_path / "g.json", KOKUSHI))
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 2).text() == dialog.table.item(0, 3).text() == (
        "+48,000  0  0  -48,000")
    assert not dialog.accept_box.isVisible() and dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.state().ended, timeout=5000)
    assert controller.state().scores == (73000, 25000, 25000, -23000)
    assert not view.online_button.isEnabled()


def test_a_double_click_saves_the_game_once_and_closes_once(qtbot, view, controller, tmp_path):
    from ui.dialogs.operation_dialog import OperationDialog

    dialog = view.open_online_log(write_log(tmp_path / "g.json", KOKUSHI))
    qtbot.waitExposed(dialog)
    assert isinstance(dialog, OperationDialog)
    closed: list[int] = []
    dialog.finished.connect(closed.append)
    qtbot.mouseDClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    dialog.accept()
    qtbot.waitUntil(lambda: controller.state().ended, timeout=5000)
    qtbot.wait(50)
    assert closed == [1]
    assert len(controller.results()) == 1 and len(controller.log()) == 1


def test_a_log_that_differs_needs_the_box_ticked(qtbot, view, controller, tmp_path):
    bad = ["和了", [50000, 0, 0, -50000], [0, 3, 0, "役満48000点", "国士無双(役満)"]]
    dialog = view.open_online_log(write_log(tmp_path / "g.json", bad))
    qtbot.waitExposed(dialog)
    assert dialog.accept_box.isVisible() and not dialog.ok_button.isEnabled()
    assert dialog.table.item(0, 0).font().bold()
    assert "50,000" in dialog.differences.text()
    dialog.accept_box.setChecked(True)
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.state().ended, timeout=5000)
    assert "+50,000" in controller.results()[0].record.note


def test_a_log_of_other_players_is_refused_in_the_dialog(qtbot, view, controller, tmp_path):
    dialog = view.open_online_log(write_log(tmp_path / "g.json", KOKUSHI,
                                            ["Aiko", "Bruno", "Chiara", "Zed"]))
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(dialog.general.text()), timeout=5000)
    assert "Zed" in dialog.general.text()
    assert "Dario" in dialog.general.text()
    assert not controller.results()


def test_a_log_without_its_final_result_is_saved_as_an_unfinished_table(qtbot, view,
                                                                         controller, tmp_path):
    # A real Tenhou game cut after its seventh hand (S1), its owari gone, the players renamed.
    from tests.online_log_edits import cut_mjlog, mjlog_text, with_names

    path = tmp_path / "cut.xml"
    path.write_text(with_names(cut_mjlog(mjlog_text("2015070614gm-00a9-0000-a76c73b1.mjlog"),
                                         7), NAMES), encoding="utf-8")
    dialog = view.open_online_log(str(path))
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 7 and not dialog.accept_box.isVisible()
    assert dialog.unfinished.isVisible()
    assert dialog.unfinished.text() == (
        "The log has no final result: the game was cut short after hand 6 (S1), or the file "
        "is an excerpt. It is saved as an unfinished table.")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(controller.results()) == 7, timeout=5000)
    assert not controller.state().ended
    assert controller.state().scores == (30200, 20400, 33200, 16200)


def test_a_log_whose_game_ends_says_nothing_of_an_unfinished_table(qtbot, view, tmp_path):
    dialog = view.open_online_log(write_log(tmp_path / "g.json", KOKUSHI))
    qtbot.waitExposed(dialog)
    assert not dialog.unfinished.isVisible() and dialog.unfinished.text() == ""


def test_a_broken_file_is_one_line_and_no_dialog(view, tmp_path):
    path = tmp_path / "bad.mjlog"
    path.write_bytes(b"<mjloggm><INIT")
    assert view.open_online_log(str(path)) is None
    assert "not valid XML" in view.status_label.text()


def test_a_round_of_logs_is_previewed_and_seated_as_the_room_did(qtbot, session, tmp_path):
    # Rounds > "Read a round of online logs...": the dialog on the real service.
    from tournament.online_logs import read_log_file
    from ui.dialogs.online_log_dialog import OnlineRoundDialog
    from ui.operations import rounds as rounds_ops

    path = write_log(tmp_path / "g.json", KOKUSHI, ["Dario", "Aiko", "Bruno", "Chiara"])
    logs = [(path, read_log_file(path))]
    comparisons = session.call(lambda t: [(p, t.online.compare(log)) for p, log in logs])
    dialog = OnlineRoundDialog(1, comparisons, lambda accept: rounds_ops.record_online_round(
        session, 1, logs, accept))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table.item(0, 2).text() == "Dario, Aiko, Bruno, Chiara"
    assert dialog.table.item(0, 3).text() == "as the room paid"
    assert not dialog.unfinished.isVisible()
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    seated = session.call(lambda t: [t.players.get(p).name for p in t.rounds.seating(1)[0].players])
    assert seated == ["Dario", "Aiko", "Bruno", "Chiara"]
    assert session.call(lambda t: t.tables.view(1, 1).final.scores) == (
        73000, 25000, 25000, -23000)


def test_a_round_dialog_names_a_log_without_its_final_result(qtbot, session, tmp_path):
    from tests.online_log_edits import cut_mjlog, mjlog_text, with_names
    from tournament.online_logs import read_log_file
    from ui.dialogs.online_log_dialog import OnlineRoundDialog

    path = tmp_path / "cut.xml"
    path.write_text(with_names(cut_mjlog(mjlog_text("2015070614gm-00a9-0000-a76c73b1.mjlog"),
                                         7), NAMES), encoding="utf-8")
    comparisons = session.call(lambda t: [(str(path), t.online.compare(
        read_log_file(str(path))))])
    dialog = OnlineRoundDialog(1, comparisons)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, 3).text() == "as the room paid; unfinished"
    assert dialog.unfinished.text() == (
        f"{path}: The log has no final result: the game was cut short after hand 6 (S1), or "
        "the file is an excerpt. It is saved as an unfinished table.")


def test_the_player_editor_sets_the_online_name(qtbot, session):
    from ui.dialogs.player_dialog import PlayerDialog
    from ui.operations import players as player_ops

    aiko = session.call(lambda t: t.players.get("Aiko"))
    dialog = PlayerDialog(aiko, lambda values: player_ops.update_player(session, aiko.id,
                                                                       **values))
    qtbot.addWidget(dialog)
    dialog.online_name.setText("aiko_t")
    assert dialog.values() == {"online_name": "aiko_t"}
    with qtbot.waitSignal(dialog.accepted, timeout=5000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert session.call(lambda t: t.players.get("Aiko").online_name) == "aiko_t"
    # Another player may not take the same online name (case and width folded).
    bruno = session.call(lambda t: t.players.get("Bruno"))
    other = PlayerDialog(bruno, lambda values: player_ops.update_player(session, bruno.id,
                                                                       **values))
    qtbot.addWidget(other)
    other.online_name.setText("ＡＩＫＯ_Ｔ")
    qtbot.mouseClick(other.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Aiko" in other.messages["online_name"].text(), timeout=5000)
    assert session.call(lambda t: t.players.get("Bruno").online_name) == ""
