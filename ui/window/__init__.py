"""The parts of the main window (ui.main_window), one module per seam: the page spec and the
tournament's screens, the menus, opening and closing tournaments, printing and exports, the
projector and the live page. Each part is a mixin over `base.WindowBase`, which says what the
parts ask of each other."""
