"""The main window's pages come from one spec (ui/window/pages.py): the navigation, the View
menu and the screens follow it; a screen is built, and reads the tournament, only when it is
first shown or asked for. Dialogs that submit a change share one sequence
(ui/dialogs/operation_dialog.py): submitted once, problems in place, closed on success."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout

from tournament.model import Issue
from ui.dialogs.operation_dialog import OperationDialog
from ui.operations import Op
from ui.text import mnemonic_safe, tr
from ui.widgets.field_message import FieldMessage
from ui.window.pages import KEYS, PAGES


def test_a_tournament_opens_reading_only_the_screen_it_shows(qtbot, demo_window):
    area = demo_window.area
    assert area.current_page() == "rounds"
    assert set(area.built) == {"rounds"}  # the hidden screens are not built, nor read
    reads: list[str] = []
    session = area.session
    real_read = session.read

    def counting(job, *args, **kwargs):
        reads.append(getattr(job, "__qualname__", ""))
        return real_read(job, *args, **kwargs)

    session.read = counting
    with qtbot.waitSignal(demo_window.worker.busy_changed, timeout=10000,
                          check_params_cb=lambda busy: not busy):
        demo_window.show_page("penalties")
    assert set(area.built) == {"rounds", "penalties"}
    assert area.current_page() == "penalties"
    assert any("PenaltiesView" in name for name in reads)  # it read when it was shown
    qtbot.waitUntil(lambda: area.penalties.model.rowCount() > 0, timeout=10000)
    # Asked for by the code (not shown), a screen is built too and stays hidden.
    assert not area.standings.isVisible()
    assert "standings" in area.built and area.current_page() == "penalties"


def test_the_navigation_and_the_view_menu_follow_the_page_spec(demo_window):
    area = demo_window.area
    assert [area.nav.item(i).text() for i in range(area.nav.count())][:2] == [
        tr(PAGES[0].title), tr(PAGES[1].title)]
    assert area.nav.count() == area.pages.count() == len(PAGES)
    assert list(demo_window.menus.page_actions) == list(KEYS)
    for page in PAGES:
        action = demo_window.menus.page_actions[page.key]
        assert action.text() == mnemonic_safe(tr(page.title))
        assert action.shortcut().toString() == page.shortcut
    demo_window.menus.page_actions["standings"].trigger()
    assert area.current_page() == "standings"
    # No table opened yet: "Table" shows the rounds, without building the table screen.
    demo_window.menus.page_actions["table"].trigger()
    assert area.current_page() == "rounds"
    assert "table" not in area.built


class _NameDialog(OperationDialog):
    """The smallest dialog on the base: one field, `submit(name)`."""

    def __init__(self, submit):
        super().__init__()
        self._submit = submit
        layout = QVBoxLayout(self)
        self.name = QLineEdit()
        layout.addWidget(self.name)
        self.messages = {"name": FieldMessage()}
        layout.addWidget(self.messages["name"])
        self.general = FieldMessage()
        layout.addWidget(self.general)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def ready(self) -> bool:
        return bool(self.name.text().strip())

    def operation(self) -> Op | None:
        return self._submit(self.name.text().strip())


def test_an_operation_dialog_submits_once_shows_problems_in_place_and_closes_on_success(qtbot):
    sent: list[tuple[str, Op]] = []

    def submit(name: str) -> Op:
        op = Op("rename")
        sent.append((name, op))
        return op

    dialog = _NameDialog(submit)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.accept()
    assert sent == []  # not ready: nothing sent, still open
    dialog.name.setText("Aiko")
    dialog.accept()
    dialog.accept()  # pressed again while the change is on its way
    assert [name for name, _ in sent] == ["Aiko"]
    assert not dialog.ok_button.isEnabled() and dialog.isVisible()
    sent[0][1].finish(None, (Issue("taken", None, "name", "the name is taken"),
                             Issue("locked", None, "round", "the round is approved")))
    assert dialog.isVisible() and dialog.ok_button.isEnabled()
    assert dialog.messages["name"].is_error()
    assert dialog.general.is_error()
    dialog.accept()
    assert len(sent) == 2
    sent[1][1].finish("done")
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Accepted
    dialog.accept()
    assert len(sent) == 2  # done: OK does nothing more


def test_an_operation_dialog_closed_while_sending_is_left_alone(qtbot):
    ops: list[Op] = []

    def submit(name: str) -> Op:
        ops.append(Op("rename"))
        return ops[-1]

    dialog = _NameDialog(submit)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.name.setText("Aiko")
    dialog.accept()
    dialog.reject()
    ops[0].finish(None, (Issue("taken", None, "name", "the name is taken"),))
    assert dialog.result() == QDialog.DialogCode.Rejected and not dialog.isVisible()


def test_the_awards_screen_built_late_still_prints_and_projects(qtbot, demo_window):
    area = demo_window.area
    assert "awards" not in area.built
    demo_window.show_page("awards")
    area.awards.certificates_requested.emit()
    assert demo_window.documents.preview is not None  # the certificates' print preview
    demo_window.documents.preview.reject()
    area.awards.projector_requested.emit()
    assert demo_window.screens.projector is not None and demo_window.screens.projector.isVisible()
