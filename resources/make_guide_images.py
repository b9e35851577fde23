"""Take the user guide's screenshots: the desk itself, offscreen, on the demo tournament.

    python resources/make_guide_images.py                 resources/help/images/{en,fr}/*.png
    python resources/make_guide_images.py --out DIR --appearance dark --review

writes, for each language of the guide, the pictures resources/help/guide_<lang>.html shows
(GUIDE_IMAGES): the start page, rounds & tables, a table in play, the hand dialog, standings
and the print preview, at 1,366 x 768 (the commonest venue laptop), shrunk to 640 pixels wide
and saved with their 256 commonest colours, so the whole set stays small. They are resources,
committed like the SVGs: run this again after a change to a screen the guide shows.

`--review` saves more screens (statistics, penalties, the projector) at full size instead, to
look at, e.g. in dark mode; `--appearance` picks the colours (light by default).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from array import array
from collections import Counter
from collections.abc import Callable
from pathlib import Path

if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from PySide6.QtCore import QEventLoop, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

SIZE = (1366, 768)
WIDTH = 640  # of a picture, as the guide shows it (a scaled picture reads worse)
LANGUAGES = ("en", "fr")
# The pictures the guide shows, by name (resources/help/images/<lang>/<name>.png).
GUIDE_IMAGES = ("start", "rounds", "table", "hand", "standings", "print")


def wait(ms: int) -> None:
    # An event loop, not QTest.qWait: the database worker thread needs the GIL meanwhile.
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition: Callable[[], object], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the screen did not load")
        wait(30)


def small(image: QImage) -> QImage:
    """`image` WIDTH pixels wide in its 256 commonest colours, undithered: a screen is mostly
    flat colours, which this keeps exactly, and the file is a third of the full-colour one."""
    image = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = array("I", bytes(image.constBits()))  # type: ignore[arg-type]
    table = [rgb for rgb, _ in Counter(pixels).most_common(256)]
    return image.convertToFormat(QImage.Format.Format_Indexed8, table,
                                 Qt.ImageConversionFlag.ThresholdDither
                                 | Qt.ImageConversionFlag.AvoidDither)


def save(widget: QWidget, path: Path, review: bool) -> None:
    widget.show()
    wait(250)  # deferred layouts and the worker's answers
    image = widget.grab().toImage()
    if not review:
        image = small(image)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG", 0):  # 0: the smallest file
        raise OSError(f"could not write {path}")
    print(path)


def record(view, data: dict) -> None:  # type: ignore[no-untyped-def]
    from tournament.games.record_json import parse_hand

    hand, issues = parse_hand(data)
    assert hand is not None and not issues, issues
    op = view.controller.record(hand)
    wait_for(lambda: op.finished)
    assert op.ok, (data, op.issues)


def shots(window, out: Path, language: str, review: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    from tournament.model import Outcome

    area = window.area
    folder = out / language if not review else out
    suffix = "" if not review else f"_{language}"

    def shot(widget: QWidget, name: str) -> None:
        save(widget, folder / f"{name}{suffix}.png", review)

    window.show_page("rounds")
    wait_for(lambda: area.rounds.overview is not None)
    shot(window, "rounds")
    shown: list[object] = []
    area.table.table_shown.connect(lambda *_: shown.append(1))
    area.open_table(3, 1)
    wait_for(lambda: bool(shown))
    view = area.table.view
    shot(window, "table")
    dialog = view.open_hand_dialog(Outcome.RON)
    dialog.resize(SIZE[0] - 80, SIZE[1] - 80)
    dialog.discarder.set_seat(3)
    dialog.editors[0].winner.set_seat(0)
    dialog.editors[0].han.setValue(3)
    dialog.editors[0].fu.setValue(40)
    shot(dialog, "hand")
    dialog.reject()
    wait(100)
    window.show_page("standings")
    wait_for(lambda: area.standings.data is not None)
    shot(window, "standings")
    if review:
        area.standings.tabs.setCurrentIndex(1)
        wait_for(lambda: area.standings.progress_data is not None)
        shot(window, "standings_chart")
        area.standings.tabs.setCurrentIndex(0)
        window.show_page("statistics")
        wait(600)
        shot(window, "statistics")
        window.show_page("penalties")
        wait(400)
        shot(window, "penalties")
        window.show_page("players")
        wait(400)
        shot(window, "players")
    preview = window.documents.print_document("score-sheets")
    wait_for(lambda: preview.document is not None)
    preview.resize(SIZE[0] - 80, SIZE[1] - 80)
    shot(preview, "print")
    preview.reject()
    if review:
        projector = window.screens.show_projector()
        projector.resize(*SIZE)
        wait_for(lambda: projector.projected is not None)
        projector.show_page(0)
        shot(projector, "projector_standings")
        projector.show_page(projector.standings_pages())
        shot(projector, "projector_seating")
        projector.close()
        wait(100)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=HERE / "help" / "images")
    parser.add_argument("--appearance", choices=("light", "dark"), default="light")
    parser.add_argument("--review", action="store_true",
                        help="more screens, full size, named <screen>_<lang>.png")
    options = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="guide-shots-"))
    os.environ["RIICHI_TOURNAMENT_DATA"] = str(work / "data")
    os.environ["RIICHI_TOURNAMENT_SETTINGS"] = str(work / "settings.ini")
    os.environ.pop("RIICHI_TOURNAMENT_LANG", None)

    from tournament.demo import build_demo_tournament
    from ui import i18n
    from ui.app import make_settings
    from ui.main_window import MainWindow
    from ui.style import APPEARANCE_KEY, Appearance, apply_app_style

    app = QApplication.instance() or QApplication([])
    from ui import collector
    collector.install(app)  # collected on this thread only, as in the desk
    assert isinstance(app, QApplication)
    settings = make_settings()
    settings.setValue(APPEARANCE_KEY, options.appearance)
    apply_app_style(app, Appearance(options.appearance))
    i18n.install("en")
    window = MainWindow(settings)
    window.resize(*SIZE)
    window.show()
    for language in LANGUAGES:
        window.set_language(language)
        window.resize(*SIZE)
        name = "start" if not options.review else f"start_{language}"
        folder = options.out / language if not options.review else options.out
        save(window, folder / f"{name}.png", options.review)
    demo = work / "demo.rtdb"
    build_demo_tournament(demo).close()
    window.opening.open_file(demo)
    wait_for(lambda: window.area is not None)
    window.area.open_table(3, 1)
    wait_for(lambda: window.area.table.view is not None)
    view = window.area.table.view
    record(view, {"outcome": "ron", "riichi": [1],
                  "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 40}]})
    record(view, {"outcome": "exhaustive_draw", "riichi": [2], "tenpai": [2, 3]})
    record(view, {"outcome": "tsumo", "riichi": [0], "wins": [{"winner": 0, "han": 2,
                                                               "fu": 30}]})
    for language in LANGUAGES:
        window.set_language(language)
        window.resize(*SIZE)
        shots(window, options.out, language, options.review)
    window.set_language("en")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
