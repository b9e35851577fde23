"""main(): the desktop application's entry point (`riichi-tournament`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    window = QMainWindow()
    window.setWindowTitle("riichi-tournament")
    label = QLabel("riichi-tournament: the referee's desk is coming soon.\n"
                   "The scoring core runs headless: python -m tournament --help")
    label.setMargin(24)
    window.setCentralWidget(label)
    window.resize(640, 360)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
