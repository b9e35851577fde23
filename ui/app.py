"""main(): the desktop application's entry point (`riichi-tournament`).

Until the tournament store lands, the window shows one table of a demo game held in memory
(`ui.demo`), so the table view and the hand dialog can be used and looked at.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    from ui.demo import demo_controller
    from ui.style import apply_app_style
    from ui.views.table_view import TableView

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    apply_app_style(app)  # type: ignore[arg-type]
    window = QMainWindow()
    window.setWindowTitle(app.translate("app", "riichi-tournament: table 1 (demo)"))
    window.setCentralWidget(TableView(demo_controller()))
    window.resize(1280, 820)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
