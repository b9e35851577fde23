"""Render the app's icon for the standalone builds: PNG sizes, a Windows .ico, a macOS .icns.

    python dist-tools/icons.py ICON.svg FOLDER SIZE...

writes FOLDER/riichi-tournament-SIZE.png for each size, riichi-tournament.ico and
riichi-tournament.icns. Qt draws every size from the SVG (sharper small sizes than scaling
one big image); Pillow writes the two container formats. Run by build_app.py in its venv.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

NAME = "riichi-tournament"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(svg: Path, out: Path, sizes: list[int]) -> dict[int, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed to draw
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a readable SVG image")
    written = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out / f"{NAME}-{size}.png"
        if not image.save(str(path)):
            raise SystemExit(f"{path}: could not be written")
        written[size] = path
    return written


def containers(pngs: dict[int, Path], out: Path) -> None:
    from PIL import Image

    images = {size: Image.open(path) for size, path in pngs.items()}
    largest = images[max(images)]
    ico = [images[s] for s in ICO_SIZES if s in images]
    largest.save(out / f"{NAME}.ico", sizes=[(s, s) for s in ICO_SIZES], append_images=ico)
    icns = [images[s] for s in ICNS_SIZES if s in images]
    largest.save(out / f"{NAME}.icns", append_images=icns)


def main(argv: list[str]) -> int:
    svg, out, *sizes = argv
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    pngs = render(Path(svg), folder, sorted({int(s) for s in sizes} | set(ICO_SIZES)
                                            | set(ICNS_SIZES)))
    containers(pngs, folder)
    print(f"{folder}: {len(pngs)} PNG sizes, {NAME}.ico, {NAME}.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
