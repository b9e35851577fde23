"""Render the round clock and the final stage to PNG files, to look at them.

    python tests/ui/clock_final_screenshots.py [OUTDIR] [LANG]   (default: screenshots/, en)

Not a test: it asserts nothing. With a fake time source (no sound is played): the demo
tournament's round 3 with its clock running, five minutes more for table 2, in the warning
and after time up: the rounds page with the clock's controls, a table page with its own
time and "last hand", the projector's big clock. Then a 16-player tournament after two
qualifying rounds: the final's dialog (top 8, halved, snake), the rounds page and the
standings page once the final is played.
"""

from __future__ import annotations

import os
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.ui.desk_screenshots import save, wait, wait_for  # noqa: E402

SIZES = ((1024, 768), (1440, 900))


class FakeTime:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 21, 14, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


class Silent:
    def play(self, sound: object) -> None:
        print("sound:", sound)


def opened(window, path: Path) -> None:  # type: ignore[no-untyped-def]
    done: list[object] = []
    window.opened.connect(done.append)
    window.opening.open_file(path)
    wait_for(lambda: bool(done))


def clock_shots(window, folder: Path, out: Path, tag: str, time: FakeTime) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    from tournament.demo import build_demo_tournament

    path = folder / "demo.rtdb"
    build_demo_tournament(path).close()
    opened(window, path)
    area = window.area
    rounds = area.rounds
    wait_for(lambda: rounds.overview is not None and rounds.clock_panel is not None)
    panel = rounds.clock_panel
    wait_for(lambda: panel.clock() is not None and panel.round == 3)
    panel.start_or_pause()
    wait_for(lambda: panel.clock().running)
    panel.add_minutes.setValue(5)
    panel.add_to.setCurrentIndex(panel.add_to.findData(2))
    panel.add()
    wait_for(lambda: panel.clock().table(2).added_minutes == 5)
    time.now += timedelta(minutes=78, seconds=25)
    wait(400)
    for size in SIZES:
        window.resize(*size)
        window.show_page("rounds")
        save(window, out, f"clock_rounds_warning_{tag}_{size[0]}")
    shown: list[object] = []
    area.table.table_shown.connect(lambda *_: shown.append(1))
    area.open_table(3, 2)
    wait_for(lambda: bool(shown))
    save(window, out, f"clock_table_warning_{tag}")
    projector = window.screens.show_projector()
    projector.resize(1280, 800)
    wait_for(lambda: projector.projected is not None)
    save(projector, out, f"clock_projector_warning_{tag}")
    time.now += timedelta(minutes=12)
    wait(400)
    save(projector, out, f"clock_projector_time_up_{tag}")
    shown.clear()
    area.open_table(3, 1)
    wait_for(lambda: bool(shown))
    wait(300)
    for size in SIZES:
        window.resize(*size)
        save(window, out, f"clock_table_last_hand_{tag}_{size[0]}")
    window.show_page("rounds")
    save(window, out, f"clock_rounds_time_up_{tag}")
    projector.close()


def final_shots(window, folder: Path, out: Path, tag: str) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    from tests.service.helpers import new_tournament, seat_in_order
    from tests.service.test_final import FINAL_TOTALS, ROUND_1, ROUND_2
    from tournament.standings.final_stage import Carry

    t = new_tournament(folder, players=16, rounds=2)
    for number, (tables, totals) in enumerate((ROUND_1, ROUND_2), start=1):
        seat_in_order(t, number, tables)
        for table, scores in enumerate(totals, start=1):
            t.tables.record_totals(number, table, scores)
    path = t.path
    t.close()
    opened(window, path)
    area = window.area
    window.resize(1440, 900)
    window.show_page("rounds")
    wait_for(lambda: area.rounds.overview is not None)
    dialog = area.open_final_dialog()
    wait_for(lambda: dialog.preview is not None)
    dialog.carry_buttons[Carry.HALVED].click()
    wait(300)
    save(dialog, out, f"final_dialog_{tag}")
    dialog.submit()
    wait_for(lambda: area.rounds.final is not None)
    wait(300)
    save(window, out, f"final_rounds_{tag}")
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        window.session.change(lambda t, table=table, scores=scores:
                              t.tables.record_totals(3, table, scores))
    wait(500)
    window.show_page("standings")
    wait_for(lambda: area.standings.data is not None and area.standings.data.final
             is not None)
    wait(300)
    save(window, out, f"final_standings_{tag}")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["RIICHI_TOURNAMENT_DATA"] = str(Path(tmp) / "data")
        os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(Path(tmp) / "settings.ini")
        os.environ["RIICHI_TOURNAMENT_LANG"] = lang
        app = QApplication.instance() or QApplication(sys.argv)
        from ui import collector
        collector.install(app)  # collected on this thread only, as in the desk
        from ui import i18n, round_clock
        from ui.app import make_settings
        from ui.main_window import MainWindow
        from ui.style import apply_app_style

        apply_app_style(app)  # type: ignore[arg-type]
        i18n.install(lang)
        time = FakeTime()
        round_clock.time_source = time  # type: ignore[assignment]
        round_clock.default_sound_sink = lambda parent=None: Silent()  # type: ignore[assignment]  # noqa: E501
        window = MainWindow(make_settings())
        # A name at the desk: the first change would otherwise ask for one.
        window.menus.referee.setText("Desk")
        window.show()
        folder = Path(tmp)
        (folder / "final").mkdir()
        clock_shots(window, folder, out, lang, time)
        final_shots(window, folder / "final", out, lang)
        window._confirm_close = lambda: True  # type: ignore[method-assign]
        window.close()


if __name__ == "__main__":
    main()
