"""GUI tests run offscreen on the real widgets (STYLE.md habit 9)."""

from __future__ import annotations

import os

# Before anything imports Qt: no display at all on CI and on the shared test machine.
# Two screens side by side, each as big as its available area (what a 40-pixel panel leaves):
# a 1,920 x 1,080 monitor (the primary screen) and the venue laptop's 1,366 x 768 (fixture
# `screen`). The offscreen platform has no panel, so the screens are given at that size.
SCREENS = os.path.join(os.path.dirname(__file__), "screens.json")
# CI exports QT_QPA_PLATFORM=offscreen: that plain offscreen platform gets the two screens too
# (a platform named otherwise, e.g. xcb under Xvfb, is left as it is).
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREENS}"

import pytest  # noqa: E402

from tests.ui.doubles import table_controller, table_session  # noqa: E402
from tournament.rules import preset  # noqa: E402
from ui import confirm  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402

ASK_REFEREE = MainWindow._ask_referee
ASK_PASSWORD = MainWindow._ask_password
REAL_CONFIRM = confirm._answer  # the box shown for real (`questions` answers in its place)


@pytest.fixture(autouse=True, scope="session")
def _style(qapp):
    from ui.dialogs import keys
    from ui.style import apply_app_style

    apply_app_style(qapp)
    keys.install(qapp)  # as the main window does: a dialog tested alone has its keys too


@pytest.fixture(autouse=True)
def _collect_on_the_gui_thread(qapp):
    """As in the app (ui.app.start): garbage is collected on the GUI thread only, never on
    the database worker's, where destroying a widget crashes the process."""
    import gc

    from ui.collector import GuiThreadCollector

    collector = GuiThreadCollector(qapp)
    yield
    collector.stop()
    collector.deleteLater()
    gc.collect()
    # What outlived the test (the modules, the session's fixtures, hypothesis's tables) is
    # moved out of the collector's sight: the next test's full collection then walks only
    # what that test made, not the whole process (a second or more, late in a run, per
    # test). Nothing frozen is ever collected on another thread: it is not collected at all.
    gc.freeze()


@pytest.fixture(autouse=True)
def _english_and_system_look_after(qapp):
    """Every test leaves the desk as it found it: in English, following the system's look
    (the language and the appearance belong to the application, not to one window, so a
    test that switches them would change the tests after it in the same process)."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    from ui import i18n, style, text

    # The test's widgets, closed by pytest-qt with deleteLater, are deleted now: no event
    # loop runs between tests to do it, and every widget left alive is restyled and
    # retranslated below, and again after each later test (late in a run, seconds a test).
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if i18n._installed:
        i18n.install("en")
    else:
        text.set_language("en")  # numbers and dates too
    if style.current_appearance() not in (None, style.Appearance.SYSTEM):
        style.set_appearance(qapp, style.Appearance.SYSTEM)


@pytest.fixture
def rules():
    return preset("ema_rcr")


@pytest.fixture
def session(tmp_path, rules):
    """One table of four (Aiko, Bruno, Chiara, Dario, East to North) on the real service,
    each change done when its call returns (see tests/ui/doubles.py)."""
    s = table_session(tmp_path, rules)
    yield s
    s.worker.tournament.close()


@pytest.fixture
def controller(session):
    return table_controller(session)


@pytest.fixture
def view(qtbot, controller):
    from ui.views.table_view import TableView

    widget = TableView(controller)
    qtbot.addWidget(widget)
    widget.resize(1280, 820)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=2000)
    return widget


# --- the desk: a fresh data folder and settings file per test ------------------------------

@pytest.fixture
def desk_env(tmp_path, monkeypatch):
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("RIICHI_TOURNAMENT_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.delenv("RIICHI_TOURNAMENT_LANG", raising=False)
    monkeypatch.delenv("RIICHI_TOURNAMENT_STARTUP_MARKER", raising=False)
    # "Who is at the desk?" is asked at the first change while nobody is named: answered
    # "go on without a name" here (it would block the run); tests of the question itself
    # ask for `ask_referee`.
    from ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_ask_referee", lambda self: "")
    # The organiser password, asked when an organiser change needs it: cancelled here (the
    # change is refused, as before it was asked); tests of the question ask for
    # `ask_password`.
    monkeypatch.setattr(MainWindow, "_ask_password", lambda self, wrong: None)
    return tmp_path


@pytest.fixture
def ask_referee(desk_env, monkeypatch):
    """The real "Who is at the desk?" question (see `desk_env`)."""
    from ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_ask_referee", ASK_REFEREE)


@pytest.fixture
def ask_password(desk_env, monkeypatch):
    """The real organiser password question (see `desk_env`)."""
    from ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_ask_password", ASK_PASSWORD)


@pytest.fixture
def questions(monkeypatch):
    """Modal questions answered by the test (never a box that blocks the run): the answers
    to give, in order (Yes: go ahead); the questions asked are kept. Both Qt's
    QMessageBox.question and the desk's own (ui.confirm) are answered."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    answers: list[QMessageBox.StandardButton] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answers.pop(0) if answers else QMessageBox.StandardButton.No

    def confirmation(box):
        # ui.confirm: Yes is its button that goes ahead, anything else keeps.
        asked.append(box.property("question"))
        answer = answers.pop(0) if answers else QMessageBox.StandardButton.No
        return answer == QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(confirm, "_answer", confirmation)
    return answers, asked


@pytest.fixture
def window(qtbot, desk_env, questions):
    from ui.app import make_settings
    from ui.main_window import MainWindow

    widget = MainWindow(make_settings())
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    # A test that failed half-way may leave a dialog open: closing would then ask "close
    # anyway?" in a modal box nobody answers.
    widget._confirm_close = lambda: True
    widget.close()  # finishes the worker's queue and closes the file


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory):
    """The demo tournament, built once; each test opens its own copy."""
    from tournament.demo import build_demo_tournament

    path = tmp_path_factory.mktemp("demo") / "demo.rtdb"
    build_demo_tournament(path).close()
    return path


@pytest.fixture
def demo_window(qtbot, window, demo_file, tmp_path):
    import shutil

    copy = tmp_path / "demo.rtdb"
    shutil.copy(demo_file, copy)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(copy)
    return window


# --- screens and languages: a window fits the laptop's screen and the monitor's ------------

SCREEN_SIZES = {"1366x768": "laptop", "1920x1080": "big-monitor"}


@pytest.fixture(params=list(SCREEN_SIZES))
def screen(request, qapp):
    """The screen a test opens its windows on (see SCREENS): the venue laptop, a monitor."""
    from PySide6.QtWidgets import QApplication

    wanted = SCREEN_SIZES[request.param]
    found = [s for s in QApplication.screens() if s.name() == wanted]
    if not found:
        pytest.skip(f"QT_QPA_PLATFORM is not the offscreen platform with {SCREENS}")
    return found[0]


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    """The desk in English, then in French (English again afterwards)."""
    from ui import i18n

    i18n.install(request.param)
    yield request.param
    i18n.install("en")
