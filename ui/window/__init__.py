"""The parts of the main window (ui.main_window), one module per seam: the page spec and the
tournament's screens, the menus, opening and closing tournaments, printing and exports, the
projector and the live page. Each part is a plain object the window makes in its `__init__`
and holds (`window.menus`, `window.opening`, `window.documents`, `window.screens`); a part
reaches the window and the other parts through the window (`base.Window` says what it asks
of it), never by inheriting."""
