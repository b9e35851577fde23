"""Render every screen of the desk to PNG files, to look at them.

    python tests/ui/desk_screenshots.py [OUTDIR]          (default: screenshots/, git-ignored)
    xvfb-run -a python tests/ui/desk_screenshots.py       (a real X server instead of offscreen)
    python tests/ui/desk_screenshots.py OUTDIR --tour fr dark
                     every stop of tests/ui/desk_tour.py on the 1,366 x 768 laptop screen, in
                     the language and appearance given (QT_SCALE_FACTOR=1.5 for 150 %)

Not a test: it asserts nothing. It opens the demo tournament in a fresh data folder and saves,
in English and in French, at 1,024 x 768 and at 1,440 x 900: the start page, the wizard's
three pages, players (with the names to check) and the player dialog, rounds with the seating
report, a table in play with the hand, correction and paper-totals dialogs, standings and the
chart, penalties and the penalty dialog, the print preview, the EMA export, the tournament
details, and the projector (standings and find-your-table). tests/ui/screenshots.py does the
same for the table view's dialogs.
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

from tournament.games.record_json import parse_hand  # noqa: E402

PLAYERS_CSV = """first_name,last_name,ema_number,club,country
Anna,Berg,04290032,Riichi Berlin,DE
Bruno,Costa,,Lisboa Mahjong,PT
Chloé,Dubois,,Mahjong Paris,FR
David,Evans,12345,London Riichi,GB
Elena,Fabbri,,Milano Mahjong,IT
"""
SIZES = ((1024, 768), (1440, 900))


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
    wait(200)  # deferred layouts and the worker's answers
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def record(view, data: dict) -> None:  # type: ignore[no-untyped-def]
    hand, issues = parse_hand(data)
    assert hand is not None and not issues, issues
    op = view.controller.record(hand)
    wait_for(lambda: op.finished)
    assert op.ok, (data, op.issues)


def wizard_shots(window, out: Path, tag: str, size: tuple[int, int], csv: Path) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    from ui.dialogs.import_players_dialog import ImportPlayersDialog

    wizard = window.opening.new_tournament()
    assert wizard is not None
    wizard.resize(*size)
    wizard.details.name.setText("Lyon Riichi Open 2026")
    wizard.details.venue.setText("Salle des Fêtes, Lyon")
    wizard.details.use_password.setChecked(True)
    wizard.details.password.setText("secret")
    wizard.details.password_again.setText("secrte")
    save(wizard, out, f"wizard_1_details_{tag}")
    wizard.details.password_again.setText("secret")
    wizard.next()
    form = wizard.rules.form
    form.set_value("honba_value", 250)
    save(wizard, out, f"wizard_2_rules_{tag}")
    form.set_value("honba_value", 300)
    wizard.next()
    preview = ImportPlayersDialog(csv)
    wizard.players.add_players(preview.preview().players)  # type: ignore[union-attr]
    preview.deleteLater()
    wizard.players.text.setPlainText("Aiko Tanaka, Tokyo Riichi, JP\nAnna Berg")
    save(wizard, out, f"wizard_3_players_{tag}")
    wizard.reject()


def desk_shots(window, out: Path, tag: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    from tournament.model import Outcome
    from ui.operations.documents import ExportFormat

    window.resize(*size)
    area = window.area
    wait_for(lambda: area.players.data is not None)
    window.show_page("players")
    save(window, out, f"players_{tag}")
    area.players.select(area.players.data.players[0].name)
    dialog = area.players.edit_selected()
    save(dialog, out, f"player_dialog_{tag}")
    dialog.reject()
    window.show_page("rounds")
    wait_for(lambda: area.rounds.overview is not None)
    save(window, out, f"rounds_{tag}")

    shown: list[object] = []
    area.table.table_shown.connect(lambda *_: shown.append(1))
    area.open_table(3, 1)
    wait_for(lambda: bool(shown))
    view = area.table.view
    save(window, out, f"table_{tag}")
    hand_dialog = view.open_hand_dialog(Outcome.RON)
    hand_dialog.resize(size[0] - 60, size[1] - 80)
    hand_dialog.discarder.set_seat(3)
    hand_dialog.editors[0].winner.set_seat(0)
    hand_dialog.editors[0].han.setValue(3)
    hand_dialog.editors[0].fu.setValue(40)
    save(hand_dialog, out, f"hand_dialog_{tag}")
    hand_dialog.reject()
    wait(100)
    view.select_hand(0)
    correction = view.edit_selected()
    correction.resize(size[0] - 60, size[1] - 80)
    correction.editors[0].han.setValue(4)
    save(correction, out, f"correction_{tag}")
    correction.reject()
    wait(100)

    window.show_page("standings")
    wait_for(lambda: area.standings.data is not None)
    save(window, out, f"standings_{tag}")
    area.standings.tabs.setCurrentIndex(1)
    wait_for(lambda: area.standings.progress_data is not None)
    save(window, out, f"standings_chart_{tag}")
    area.standings.tabs.setCurrentIndex(0)

    window.show_page("penalties")
    wait_for(lambda: area.penalties.model.rowCount() >= 1)
    save(window, out, f"penalties_{tag}")
    penalty = area.penalties.open_penalty_dialog()
    penalty.player.setCurrentText("Jonas Weber")
    penalty.points.setValue(-500)
    penalty.reason.setText("slow play after two warnings")
    save(penalty, out, f"penalty_dialog_{tag}")
    penalty.reject()

    preview = window.documents.print_document()
    wait_for(lambda: preview.document is not None)
    preview.resize(size[0] - 60, size[1] - 80)
    save(preview, out, f"print_preview_{tag}")
    preview.reject()
    export = window.documents.export(ExportFormat.EMA)
    wait_for(lambda: export.readiness is not None)
    save(export, out, f"export_ema_{tag}")
    settings = window.documents.open_settings()
    save(settings, out, f"settings_{tag}")
    settings.reject()
    export.reject()

    projector = window.screens.show_projector()
    projector.resize(*size)
    wait_for(lambda: projector.projected is not None)
    projector.countdown.start()
    wait(1200)
    projector._tick()
    projector.show_page(0)
    save(projector, out, f"projector_standings_{tag}")
    projector.show_page(projector.standings_pages())
    save(projector, out, f"projector_seating_{tag}")
    window.show_page("rounds")
    save(window, out, f"projector_controls_{tag}")
    projector.close()
    wait(100)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="desk-shots-"))
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(work / "data")
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(work / "settings.ini")
    os.environ.pop("RIICHI_TOURNAMENT_LANG", None)

    from tournament.demo import build_demo_tournament
    from ui import i18n
    from ui.app import make_settings
    from ui.main_window import MainWindow
    from ui.style import apply_app_style

    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    apply_app_style(app)  # type: ignore[arg-type]
    i18n.install("en")
    window = MainWindow(make_settings())
    # A name at the desk: the first change would otherwise ask for one.
    window.menus.referee.setText("Desk")
    csv = work / "players.csv"
    csv.write_text(PLAYERS_CSV, encoding="utf-8")
    demo = work / "demo.rtdb"
    build_demo_tournament(demo).close()
    window.opening.open_file(demo)
    wait_for(lambda: window.area is not None)
    # A game in play at round 3 table 1: seat cards, the log, the dealer line.
    window.area.open_table(3, 1)
    wait_for(lambda: window.area.table.view is not None)
    view = window.area.table.view
    record(view, {"outcome": "ron", "riichi": [1],
                  "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 40}]})
    record(view, {"outcome": "exhaustive_draw", "riichi": [2], "tenpai": [2, 3]})
    record(view, {"outcome": "ron", "riichi": [],
                  "wins": [{"winner": 0, "loser": 3, "han": 2, "fu": 30},
                           {"winner": 2, "loser": 3, "han": 1, "fu": 40}]})
    record(view, {"outcome": "chombo", "offender": 3})

    for language in ("en", "fr"):
        window.set_language(language)
        for size in SIZES:
            tag = f"{language}_{size[0]}"
            desk_shots(window, out, tag, size)
            window.resize(*size)
            wizard_shots(window, out, tag, size, csv)
    window.opening.close_tournament()
    for language in ("en", "fr"):
        window.set_language(language)
        window.resize(*SIZES[0])
        save(window, out, f"start_page_{language}")
    window.set_language("en")
    window.close()


class _Bot:
    """What tests/ui/desk_tour.py asks of pytest-qt's qtbot, for a script."""

    def wait(self, ms: int) -> None:
        wait(ms)

    def waitUntil(self, condition, timeout: int = 5000) -> None:  # type: ignore[no-untyped-def]  # noqa: N802
        wait_for(condition, timeout / 1000)

    def waitExposed(self, widget: QWidget, timeout: int = 5000) -> None:  # noqa: N802
        wait_for(lambda: widget.isVisible(), timeout / 1000)
        wait(50)

    def waitSignal(self, signal, timeout: int = 5000):  # type: ignore[no-untyped-def]  # noqa: N802
        from contextlib import contextmanager

        @contextmanager
        def waiting():  # type: ignore[no-untyped-def]
            seen: list[object] = []
            signal.connect(lambda *args: seen.append(args))
            yield
            wait_for(lambda: bool(seen), timeout / 1000)

        return waiting()


class _Patch:
    def setattr(self, target, name: str, value) -> None:  # type: ignore[no-untyped-def]
        setattr(target, name, value)


def tour_shots(out: Path, language: str, appearance: str) -> None:
    """Every stop of the desk tour, saved as <stop>.png in `out`."""
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="desk-tour-"))
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(work / "data")
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(work / "settings.ini")
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        config = Path(__file__).with_name("screens.json")
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"

    from tests.ui.desk_tour import tour, tournament_with_long_names
    from tournament.demo import build_demo_tournament
    from ui import collector, i18n, style
    from ui.app import make_settings
    from ui.dialogs import keys
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    collector.install(app)
    style.apply_app_style(app, style.Appearance(appearance))  # type: ignore[arg-type]
    keys.install(app)  # type: ignore[arg-type]
    i18n.install("en")
    demo = work / "demo.rtdb"
    build_demo_tournament(demo).close()
    path = tournament_with_long_names(work, demo)
    window = MainWindow(make_settings())
    window.menus.referee.setText("Desk")
    laptop = next((s for s in QApplication.screens() if s.name() == "laptop"), None)
    if laptop is not None:
        window.setScreen(laptop)
        window.move(laptop.availableGeometry().topLeft())
    window.show()
    window.set_appearance(style.Appearance(appearance), remember=False)
    window.set_language(language)
    for name, widget in tour(_Bot(), window, path, work, _Patch()):
        wait(150)
        file = out / (name.replace(" ", "_") + ".png")
        widget.grab().save(str(file))
        print(file)
    window._confirm_close = lambda: True  # type: ignore[method-assign]
    window.close()


if __name__ == "__main__":
    if "--tour" in sys.argv:
        at = sys.argv.index("--tour")
        tour_shots(Path(sys.argv[1]), *(sys.argv[at + 1:at + 3] or ["en", "light"]))
    else:
        main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots"))
