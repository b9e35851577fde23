"""The dialogs a referee opens from a table's screen: record a hand (an outcome button),
correct or void the selected hand, the paper totals, a game's online log. One at a time:
while it is open the screen's one-letter shortcuts are off (they must never eat a letter
typed into it), and what it saved is said under the table once it closes.

`TableDialogs` is a part of `ui.views.table_view.TableView`, which builds the screen and
offers the hand log's selection (the method declared at the end)."""

from __future__ import annotations

from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QWidget

from tournament.model import HandRecord, Outcome
from tournament.online_logs import LogProblem, compare, read_log_file
from ui.dialogs.hand_dialog import HandDialog
from ui.dialogs.online_log_dialog import OnlineLogDialog
from ui.dialogs.reason_dialog import VoidHandDialog
from ui.dialogs.totals_dialog import TotalsDialog
from ui.models.hand_log_model import HandLogRow
from ui.operations import Op
from ui.table_controller import TableController
from ui.text import hand_summary, labelled, tr


class TableDialogs(QWidget):
    controller: TableController
    dialog: QDialog | None  # the dialog open on this table, if any
    status_label: QLabel
    shortcuts: dict[str, QShortcut]

    def open_hand_dialog(self, outcome: Outcome) -> HandDialog | None:
        controller = self.controller
        state = controller.state()
        if state.ended or self.dialog is not None:
            return None
        index = len(controller.hands())
        entry = controller.entry()

        def submit(hand: HandRecord, _reason: str) -> Op:
            return controller.record(hand, entry)

        dialog = HandDialog(controller.players(), controller.rules(), state, index=index,
                            outcome=outcome, time_up=controller.time_up(), submit=submit,
                            parent=self)
        self._show_dialog(dialog, tr("Hand %1 recorded.").replace("%1", str(index + 1)))
        return dialog

    def _selected_hand_row(self) -> HandLogRow | None:
        """The selected log row if it is a hand that can be corrected or voided now."""
        row = self.selected_row()
        if row is None or row.hand_index is None or self.dialog is not None:
            return None
        if self.controller.totals() is not None:
            return None
        return row

    def edit_selected(self) -> HandDialog | None:
        row = self._selected_hand_row()
        if row is None or row.hand_index is None:
            return None
        index = row.hand_index
        controller = self.controller
        hand = controller.hands()[index]
        before = controller.results()[index].before
        entry = controller.entry()

        def submit(new: HandRecord, reason: str) -> Op:
            return controller.amend(index, new, reason, entry)

        dialog = HandDialog(controller.players(), controller.rules(), before, index=index,
                            hand=hand, submit=submit, ask_reason=True, parent=self)
        self._show_dialog(dialog, tr("Hand %1 corrected.").replace("%1", str(index + 1)))
        return dialog

    def void_selected(self) -> VoidHandDialog | None:
        row = self._selected_hand_row()
        if row is None or row.hand_index is None:
            return None
        index = row.hand_index
        controller = self.controller
        players = controller.players()
        summary = hand_summary(controller.hands()[index], players)
        entry = controller.entry()

        def submit(reason: str) -> Op:
            return controller.void(index, reason, entry)

        dialog = VoidHandDialog(players, index, labelled(row.round, summary), submit, self)
        self._show_dialog(dialog, tr("Hand %1 voided.").replace("%1", str(index + 1)))
        return dialog

    def open_totals_dialog(self) -> TotalsDialog | None:
        if self.dialog is not None:
            return None
        controller = self.controller
        entry = controller.entry()

        def submit(scores: tuple[int, ...], chombos: tuple[int, ...]) -> Op:
            return controller.record_totals(scores, chombos, entry)

        dialog = TotalsDialog(controller.players(), controller.rules(), controller.totals(),
                              submit, self)
        self._show_dialog(dialog, tr("Totals saved."))
        return dialog

    def open_online_log(self, path: str | None = None) -> OnlineLogDialog | None:
        """Read a game's online log (asked for when `path` is None) and preview it."""
        if self.dialog is not None:
            return None
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Read an online game log"), "",
                tr("Game logs (*.mjlog *.xml *.json *.gz);;All files (*)"))
            if not path:
                return None
        try:
            log = read_log_file(path)
        except LogProblem as problem:
            self.status_label.setText(str(problem))
            return None
        controller = self.controller
        entry = controller.entry()
        comparison = compare(log, controller.rules())

        def submit(accept_differences: bool) -> Op:
            return controller.record_online_log(log, accept_differences, entry)

        dialog = OnlineLogDialog(comparison, controller.players(), submit, self)
        self._show_dialog(dialog, tr("Game read from its online log."))
        return dialog

    def _show_dialog(self, dialog: QDialog, done_message: str) -> None:
        self.dialog = dialog
        # The one-letter shortcuts must never eat a letter typed into the dialog.
        self._set_shortcuts_enabled(False)

        def finished(code: int) -> None:
            self.dialog = None
            self._set_shortcuts_enabled(True)
            if code == QDialog.DialogCode.Accepted:
                self.status_label.setText(done_message)
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        dialog.raise_()
        dialog.activateWindow()

    def _set_shortcuts_enabled(self, enabled: bool) -> None:
        for shortcut in self.shortcuts.values():
            shortcut.setEnabled(enabled)

    # --- offered by TableView ---------------------------------------------------------------
    def selected_row(self) -> HandLogRow | None:
        raise NotImplementedError

