"""Where the time of a printed long table goes, in one process: the final standings of a
400-player x 12-round file (14 pages of A4 landscape) laid out whole (one QTextDocument, as
before the runs of `ui.printing.layout`) and in runs, then each one's pages drawn to a PDF.
CPU time (process_time) and wall time, medians; the two ways interleaved run by run so the
machine's load falls on both alike. Plain script, prints figures and the load; no asserts.

    nice python benchmarks/bench_print_pages.py [--runs 5] [--file scale-400.rtdb]

Without --file it builds the file as benchmarks/bench_scale.py does (minutes). The print
command's other costs (starting Qt, the imports, opening the file) are in
bench_cli_floor.py's "print standings".
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.bench_startup import ready  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--file", type=Path, help="a bench_scale file of 400 players")
    args = parser.parse_args()

    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    folder = Path(tempfile.mkdtemp(prefix="bench-print-pages-"))
    try:
        measure(args.runs, args.file, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def measure(runs_count: int, source: Path | None, folder: Path) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from tournament.export.printable import build_document
    from tournament.service import Tournament
    from ui.printing import layout
    from ui.printing.render import FOOTER_HEIGHT, HEADER_HEIGHT, LAYOUT_DPI, pdf_printer

    if source is None:
        from benchmarks.bench_scale import build

        source = folder / "scale-400.rtdb"
        build(source, 400, 12)
    with Tournament.open(ready(source, folder)) as t:
        document = build_document(t, "standings", None, "")
    printer = pdf_printer(folder / "probe.pdf", document)
    scale = printer.resolution() / LAYOUT_DPI
    paint = printer.pageLayout().paintRectPixels(printer.resolution())
    width = paint.width() / scale
    body = paint.height() / scale - HEADER_HEIGHT - FOOTER_HEIGHT

    def whole() -> list[layout.Page]:
        laid = layout.Layout(document, width, body)
        return [layout.Page(laid, index) for index in range(laid.pages)]

    def runs() -> list[layout.Page]:
        return layout.pages(document, width, body)

    def draw(pages: list[layout.Page], path: Path) -> None:
        out = pdf_printer(path, document)
        painter = QPainter(out)
        for number, page in enumerate(pages):
            if number:
                out.newPage()
            painter.save()
            painter.scale(scale, scale)
            painter.translate(0, HEADER_HEIGHT - page.index * body)
            clip = QRectF(0, page.index * body, width, body)
            painter.setClipRect(clip)
            page.layout.text.drawContents(painter, clip)
            painter.restore()
        painter.end()

    samples: dict[tuple[str, str], list[tuple[float, float]]] = {}

    def clock(key: tuple[str, str], job: Callable[[], None]) -> None:
        cpu, wall = time.process_time(), time.perf_counter()
        job()
        samples.setdefault(key, []).append((time.process_time() - cpu,
                                            time.perf_counter() - wall))

    print(f"before: load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"({os.cpu_count()} cores)")
    for lay_out in (whole, runs):  # warm-up: fonts loaded, caches filled
        draw(lay_out(), folder / "warm.pdf")
    for _ in range(runs_count):
        for name, lay_out in (("whole", whole), ("runs", runs)):
            laid: list[layout.Page] = []

            def lay(out: list[layout.Page] = laid,
                    job: Callable[[], list[layout.Page]] = lay_out) -> None:
                out.extend(job())

            def drawn(out: list[layout.Page] = laid, path: Path = folder / f"{name}.pdf"
                      ) -> None:
                draw(out, path)

            clock((name, "layout"), lay)
            clock((name, "draw"), drawn)
    print(f"after:  load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"medians of {runs_count} runs, {len(runs())} pages; CPU / wall")
    for name in ("whole", "runs"):
        cells = []
        for phase in ("layout", "draw"):
            cpu = statistics.median(s[0] for s in samples[(name, phase)])
            wall = statistics.median(s[1] for s in samples[(name, phase)])
            cells.append(f"{phase} {cpu * 1000:5.0f} / {wall * 1000:5.0f} ms")
        print(f"  {name:<6} " + "   ".join(cells))


if __name__ == "__main__":
    main()
