"""Render the table view and its dialogs offscreen to PNG files, to look at them.

    python tests/ui/screenshots.py [OUTDIR]        (default: screenshots/, git-ignored)

Not a test: it asserts nothing. Look at the pictures after a change to the layout.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tests.ui.doubles import PLAYERS, table_controller, table_session  # noqa: E402
from tournament.games.hand_log import Totals  # noqa: E402
from tournament.games.record_json import parse_hand  # noqa: E402
from tournament.model import Outcome  # noqa: E402
from tournament.rules import Ruleset, preset  # noqa: E402
from ui.dialogs.hand_dialog import HandDialog  # noqa: E402
from ui.dialogs.reason_dialog import VoidHandDialog  # noqa: E402
from ui.dialogs.totals_dialog import TotalsDialog  # noqa: E402
from ui.style import apply_app_style  # noqa: E402
from ui.table_controller import TableController  # noqa: E402
from ui.views.table_view import TableView  # noqa: E402


def settle(widget: QWidget) -> None:
    widget.show()
    QTest.qWait(80)  # let deferred layouts run before grabbing


def save(widget: QWidget, out: Path, name: str) -> None:
    settle(widget)
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


DEMO_HANDS = (
    {"outcome": "ron", "riichi": [0], "wins": [{"winner": 0, "loser": 2, "han": 3, "fu": 30}]},
    {"outcome": "exhaustive_draw", "riichi": [1], "tenpai": [1]},
    {"outcome": "tsumo", "riichi": [], "wins": [{"winner": 3, "han": 2, "fu": 40}]},
    {"outcome": "ron", "riichi": [2], "wins": [{"winner": 2, "loser": 0, "han": 4, "fu": 40}]},
)


def record(controller: TableController, data: dict) -> None:
    hand, issues = parse_hand(data)
    assert hand is not None and not issues, issues
    assert controller.record(hand).ok


def demo_table(rules: Ruleset | None = None) -> TableController:
    """A table of the test double (the real service, each change done at once) with a few
    hands played."""
    controller = table_controller(table_session(Path(tempfile.mkdtemp()),
                                                rules or preset("ema_rcr")))
    for data in DEMO_HANDS:
        record(controller, data)
    return controller


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    apply_app_style(app)  # type: ignore[arg-type]

    controller = demo_table()
    hand, _ = parse_hand({"outcome": "exhaustive_draw", "riichi": [1], "tenpai": [1, 2]})
    assert hand is not None
    controller.amend(1, hand, "Chiara was tenpai too")
    record(controller, {"outcome": "chombo", "offender": 3})
    controller.void(4, "entered on the wrong table")
    record(controller, {"outcome": "ron", "riichi": [0, 3],
                        "wins": [{"winner": 1, "loser": 2, "han": 2, "fu": 30},
                                 {"winner": 3, "loser": 2, "han": 1, "fu": 40}]})
    controller.mark_time_up()
    view = TableView(controller)
    view.resize(1280, 820)
    save(view, out, "table_view")
    view.resize(1024, 700)
    save(view, out, "table_view_small")

    state = controller.state()
    dialog = HandDialog(PLAYERS, controller.rules(), state, index=len(controller.hands()),
                        outcome=Outcome.RON, time_up=True)
    dialog.riichi.set_seats([1])
    dialog.discarder.set_seat(0)
    dialog.editors[0].winner.set_seat(2)
    dialog.editors[0].han.setValue(3)
    dialog.editors[0].fu.setValue(40)
    save(dialog, out, "hand_dialog_ron")

    dialog.editors[0].han.setValue(1)
    dialog.editors[0].fu.setValue(20)
    save(dialog, out, "hand_dialog_error")

    wrc = preset("wrc")
    bump = HandDialog(PLAYERS, wrc, demo_table(wrc).state(), index=len(DEMO_HANDS))
    bump.discarder.set_seat(0)
    bump.editors[0].winner.set_seat(3)
    bump.editors[0].han.setValue(2)
    bump.add_winner_button.click()
    bump.editors[1].winner.set_seat(2)
    bump.editors[1].yakuman.setValue(1)
    bump.editors[1].pao.set_seat(1)
    save(bump, out, "hand_dialog_double_ron")

    by_yaku = HandDialog(PLAYERS, controller.rules(), state, index=len(controller.hands()),
                         outcome=Outcome.TSUMO)
    by_yaku.riichi.set_seats([1])
    editor = by_yaku.editors[0]
    editor.winner.set_seat(1)
    editor.method.setCurrentIndex(editor.method.findData("yaku"))
    picker = editor.source_stack.currentWidget()
    picker.set_checked(["riichi", "menzen_tsumo", "pinfu"])
    picker.dora.setValue(2)
    save(by_yaku, out, "hand_dialog_by_yaku")

    by_tiles = HandDialog(PLAYERS, controller.rules(), state, index=len(controller.hands()),
                          outcome=Outcome.RON)
    by_tiles.riichi.set_seats([2])
    by_tiles.discarder.set_seat(3)
    editor = by_tiles.editors[0]
    editor.winner.set_seat(2)
    editor.method.setCurrentIndex(editor.method.findData("tiles"))
    tiles = editor.source_stack.currentWidget()
    tiles.hand.setText("234456m678p345s88s")
    tiles.win.setText("5s")
    tiles.dora.setText("4s")
    tiles.situation["riichi"].setChecked(True)
    save(by_tiles, out, "hand_dialog_by_tiles")

    draw = HandDialog(PLAYERS, controller.rules(), state, index=len(controller.hands()),
                      outcome=Outcome.EXHAUSTIVE_DRAW)
    draw.riichi.set_seats([0, 3])
    draw.tenpai.set_seats([3])
    save(draw, out, "hand_dialog_draw_error")

    chombo = HandDialog(PLAYERS, controller.rules(), state, index=len(controller.hands()),
                        outcome=Outcome.CHOMBO)
    save(chombo, out, "hand_dialog_chombo")

    totals = TotalsDialog(PLAYERS, controller.rules(),
                          Totals((41000, 30000, 30000, 17000), (0, 0, 1, 0), 1, 0))
    save(totals, out, "totals_dialog")

    void = VoidHandDialog(PLAYERS, 2, "E2 2 honba: Tsumo: Dario 2 han 40 fu")
    save(void, out, "void_dialog")

    ended = demo_table(preset("tenhou"))
    last, _ = parse_hand({"outcome": "exhaustive_draw", "tenpai": [0], "last_hand": True})
    assert last is not None
    ended.record(last)
    ended_view = TableView(ended)
    ended_view.resize(1280, 820)
    save(ended_view, out, "table_view_ended")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots"))
