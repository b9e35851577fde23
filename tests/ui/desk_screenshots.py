"""Render every screen of the desk to PNG files, to look at them.

    python tests/ui/desk_screenshots.py [OUTDIR]          (default: screenshots/, git-ignored)
    xvfb-run -a python tests/ui/desk_screenshots.py       (a real X server instead of offscreen)

Not a test: it asserts nothing. It opens the demo tournament in a fresh data folder and saves
the start page, the wizard's three pages, players and the import preview, rounds with the
seating report, a table in play, standings and the chart, penalties and the penalty dialog,
and the projector; the main screens again at 1024 x 700 and in French. tests/ui/screenshots.py
does the same for the table view's dialogs.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tournament.record import parse_hand  # noqa: E402

PLAYERS_CSV = """name,ema_number,club,country
Anna Berg,04290032,Riichi Berlin,DE
Bruno Costa,,Lisboa Mahjong,PT
Chloé Dubois,,Mahjong Paris,FR
David Evans,12345,London Riichi,GB
Elena Fabbri,,Milano Mahjong,IT
Anna berg,,Riichi Berlin,DE
"""


def wait(ms: int) -> None:
    # An event loop, not QTest.qWait: the database worker thread needs the GIL meanwhile.
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition, timeout: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the screen did not load")
        wait(30)


def save(widget: QWidget, out: Path, name: str) -> None:
    widget.show()
    wait(150)  # deferred layouts and the worker's answers
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def record(view, data: dict) -> None:  # type: ignore[no-untyped-def]
    hand, issues = parse_hand(data)
    assert hand is not None and not issues, issues
    op = view.controller.record(hand)
    wait_for(lambda: op.finished)
    assert op.ok, (data, op.issues)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="desk-shots-"))
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(work / "data")
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(work / "settings.ini")
    os.environ.pop("RIICHI_TOURNAMENT_LANG", None)

    from tournament.demo import build_demo_tournament
    from ui import i18n
    from ui.app import make_settings
    from ui.dialogs import files
    from ui.dialogs.import_players_dialog import ImportPlayersDialog
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    app = QApplication.instance() or QApplication([])
    apply_app_style(app)  # type: ignore[arg-type]
    i18n.install("en")
    window = MainWindow(make_settings())
    window.resize(1360, 860)
    save(window, out, "desk_start_page")

    csv = work / "players.csv"
    csv.write_text(PLAYERS_CSV, encoding="utf-8")
    files.choose_players_file = lambda parent: csv  # type: ignore[assignment]
    wizard = window.new_tournament()
    assert wizard is not None
    wizard.resize(1100, 780)
    wizard.details.name.setText("Lyon Riichi Open 2026")
    wizard.details.venue.setText("Salle des Fêtes, Lyon")
    save(wizard, out, "desk_wizard_1_details")
    wizard.next()
    form = wizard.rules.form
    form.set_value("uma", (20000, 10000, -10000, -25000))
    form.set_value("chombo", "end_of_game")
    form.set_value("chombo_penalty", 20000)
    save(wizard, out, "desk_wizard_2_rules")
    form.scroll.verticalScrollBar().setValue(form.scroll.verticalScrollBar().maximum())
    save(wizard, out, "desk_wizard_2_rules_end")
    form.set_value("uma", (15000, 5000, -5000, -15000))
    wizard.next()
    wizard.players.text.setPlainText("Aiko Tanaka, Tokyo Riichi, JP\nBruno Marchal, Mahjong "
                                     "Paris, FR, 04290032\nChiara Rossi, Milano Mahjong, IT\n"
                                     "Aiko tanaka\nDieter Krause, Riichi Berlin, DE, 12")
    save(wizard, out, "desk_wizard_3_players")
    wizard.reject()
    preview = ImportPlayersDialog(csv, parent=window)
    save(preview, out, "desk_import_preview")
    preview.reject()

    demo = work / "demo.rtdb"
    build_demo_tournament(demo).close()
    window.open_file(demo)
    wait_for(lambda: window.area is not None)
    area = window.area
    wait_for(lambda: area.players.data is not None and area.rounds.overview is not None)
    window.show_page("players")
    save(window, out, "desk_players")
    window.show_page("rounds")
    save(window, out, "desk_rounds")

    area.open_table(3, 1)
    wait_for(lambda: area.table.view is not None)
    view = area.table.view
    record(view, {"outcome": "ron", "riichi": [1],
                  "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 40}]})
    record(view, {"outcome": "exhaustive_draw", "riichi": [2], "tenpai": [2, 3]})
    record(view, {"outcome": "ron", "riichi": [],
                  "wins": [{"winner": 0, "loser": 3, "han": 2, "fu": 30},
                           {"winner": 2, "loser": 3, "han": 1, "fu": 40}]})
    record(view, {"outcome": "chombo", "offender": 3})
    save(window, out, "desk_table_in_play")

    window.show_page("standings")
    wait_for(lambda: area.standings.data is not None)
    save(window, out, "desk_standings")
    area.standings.tabs.setCurrentIndex(1)
    wait_for(lambda: area.standings.progress_data is not None)
    save(window, out, "desk_standings_chart")
    area.standings.tabs.setCurrentIndex(0)

    window.show_page("penalties")
    wait_for(lambda: area.penalties.model.rowCount() >= 2)
    save(window, out, "desk_penalties")
    dialog = area.penalties.open_penalty_dialog()
    assert dialog is not None
    dialog.player.setCurrentText("Jonas Weber")
    dialog.reason.setText("slow play after two warnings")
    save(dialog, out, "desk_penalty_dialog")
    dialog.reject()

    projector = window.show_projector()
    assert projector is not None
    projector.resize(1280, 720)
    wait_for(lambda: projector.data is not None)
    projector.countdown.start()
    wait(1200)
    projector._tick()
    projector.show_page(0)
    save(projector, out, "desk_projector")
    projector.close()

    # The smallest window the desk allows.
    window.resize(1024, 700)
    for page in ("rounds", "table", "standings"):
        window.show_page(page)
        save(window, out, f"desk_{page}_1024")

    # French.
    window.resize(1360, 860)
    window.set_language("fr")
    area = window.area
    for page in ("rounds", "table", "standings"):
        window.show_page(page)
        if page == "table":
            area.open_table(3, 1)
        wait(200)
        save(window, out, f"desk_{page}_fr")
    window.close_tournament()
    save(window, out, "desk_start_page_fr")
    window.set_language("en")
    window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots"))
