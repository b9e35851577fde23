"""What the organiser does to a round from the rounds screen: seat it (again, or by rank in
the final), swap two players, approve it and take the approval back, seat the coming rounds
again, take the final back, read a round played online; each says when it is done, or why it
was refused, under the round's actions.

`RoundActions` is a part of `ui.views.rounds_view.RoundsView`, which builds the screen and
offers the selection (the methods declared at the end)."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QProgressBar

from tournament.model import Issue
from tournament.online_logs import Comparison, LogProblem, read_log_file
from tournament.service.read_models import RoundsOverview, RoundSummary, swapped
from tournament.standings.final_stage import FinalStage
from ui.clock_final_words import problem_text
from ui.confirm import ask
from ui.dialogs.online_log_dialog import OnlineRoundDialog
from ui.dialogs.unlock_dialog import UnlockRoundDialog
from ui.operations import Op
from ui.operations import final as final_ops
from ui.operations import rounds as rounds_ops
from ui.session import Session
from ui.text import count, reseat_loss, tr
from ui.views.lazy import RefreshWhenShown
from ui.views.round_names import round_name


class RoundActions(RefreshWhenShown):
    session: Session
    overview: RoundsOverview | None
    final: FinalStage | None
    dialog: UnlockRoundDialog | None
    online_dialog: OnlineRoundDialog
    progress: QProgressBar
    message: QLabel
    _busy: bool

    def show_message(self, text: str, error: bool = False) -> None:
        self.message.setObjectName("generalError" if error else "muted")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _refused(self, issues: list[Issue]) -> None:
        self.show_message("\n".join(problem_text(i) for i in issues), error=True)

    # --- actions ----------------------------------------------------------------------
    def seat_selected_round(self, confirm: bool = True) -> None:
        summary = self.summary()
        if summary is None or self._busy:
            return
        number = summary.number
        if self.final is not None and self.final.is_final_round(number):
            self.seat_final_round(number)
            return
        if summary.seated and confirm and not ask(
                self, tr("Seat again"),
                tr("Round %1 is seated already. Draw new tables for it?").replace(
                    "%1", str(number)) + "\n\n" + reseat_loss([number]),
                tr("Draw new tables"), destructive=True):
            return
        self._set_busy(True)

        def finished(op: Op) -> None:
            if not self._alive():
                return
            self._set_busy(False)
            if op.issues:
                self._refused(list(op.issues))
            else:
                self.show_message(tr("Round %1 seated.").replace("%1", str(number)))

        rounds_ops.seat_round(self.session, number, self).then(finished)

    def seat_final_round(self, number: int) -> None:
        """A later round of the final: seated by the final standings (by rank)."""
        self._report(final_ops.seat_final_round(self.session, number, self),
                     tr("%1 seated by rank.").replace("%1", round_name(number, self.final)))

    def cancel_final(self, confirm: bool = True) -> None:
        if self.final is None:
            return
        if confirm and not ask(
                self, tr("Take the final back"),
                tr("Take the final back? Its seating goes; the tournament has its rounds from "
                   "before the final again."), tr("Take the final back"), destructive=True):
            return
        self._report(final_ops.cancel_final(self.session, initiator=self),
                     tr("The final was taken back."))

    def swap_selected(self) -> None:
        seats = self.selected_seats()
        if len(seats) != 2 or self.overview is None:
            return
        tables = self.overview.tables
        (ta, sa), (tb, sb) = seats
        a, b = tables[ta].names[sa], tables[tb].names[sb]
        seating = swapped(tables, seats[0], seats[1])
        number = self.selected_round()
        message = tr("%1 and %2 swapped seats.").replace("%1", a).replace("%2", b)
        self._report(rounds_ops.set_seating(self.session, number, seating, self), message)

    def approve(self, confirm: bool = True) -> None:
        """Approve the selected round, once the organiser has confirmed what it does (a
        round with a table unfinished is refused at once, nothing to confirm)."""
        summary = self.summary()
        if summary is None:
            return
        number = summary.number

        def go() -> None:
            self._report(rounds_ops.approve_round(self.session, number, self),
                         tr("Round %1 approved: its tables are locked and a backup was "
                            "written.").replace("%1", str(number)))

        if not confirm:
            go()
            return

        def decide(read: tuple[Path, bool]) -> None:
            folder, finished = read
            if not finished:
                go()  # refused, each unfinished table named: nothing to confirm
                return
            if ask(
                self, tr("Approve round"),
                tr("Approve round %1?").replace("%1", str(number)) + "\n\n"
                + count(summary.tables,
                        tr("Its %n table is locked: changing it then needs the organiser "
                           "password."),
                        tr("Its %n tables are locked: changing one then needs the organiser "
                           "password.")) + "\n"
                + tr("A backup of the tournament is written to %1").replace("%1", str(folder))
                + "\n\n" + tr("Approved by mistake? \u201cUnlock the round\u201d takes it "
                               "back."),
                tr("Approve and lock round %1").replace("%1", str(number))):
                go()

        # Read now, not from the screen: another station may have just finished a table.
        self.session.read(lambda t: (t.approvals.backups_folder(), all(
            t.tables.summary(number, s.table).finished for s in t.rounds.seating(number))), decide)

    def unlock_round(self) -> UnlockRoundDialog | None:
        """Take back the selected round's approval (one password for all its tables)."""
        summary = self.summary()
        if summary is None or not summary.approved or self.dialog is not None:
            return None
        number = summary.number

        def submit(password: str, reason: str) -> Op:
            return rounds_ops.unlock_round(self.session, number, password, reason, self)

        dialog = UnlockRoundDialog(number, summary.tables, self.session.settings.has_password,
                                   submit, self)
        self.dialog = dialog

        def finished(code: int) -> None:
            self.dialog = None
            dialog.deleteLater()
            if code == QDialog.DialogCode.Accepted and self._alive():
                self.show_message(tr("Round %1 is no longer approved: its tables are "
                                     "unlocked.").replace("%1", str(number)))

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def read_online_round(self, paths: list[str] | None = None) -> None:
        """Read the logs of a round played online (asked for when `paths` is None), show
        them under the tournament's ruleset (`OnlineRoundDialog`), then save the round."""
        number = self.selected_round()
        if paths is None:
            paths, _ = QFileDialog.getOpenFileNames(
                self, tr("Read a round of online logs"), "",
                tr("Game logs (*.mjlog *.xml *.json *.gz);;All files (*)"))
            if not paths:
                return
        logs = []
        for path in paths:
            try:
                logs.append((path, read_log_file(path)))
            except LogProblem as problem:
                self.show_message(str(problem), error=True)
                return

        def compared(comparisons: list[tuple[str, Comparison]]) -> None:
            if not self._alive():
                return

            def submit(accept_differences: bool) -> Op:
                return rounds_ops.record_online_round(self.session, number, logs,
                                                      accept_differences, self)

            self.online_dialog = OnlineRoundDialog(number, comparisons, submit, self)
            self.online_dialog.accepted.connect(lambda: self.show_message(
                tr("Round %1 read from its online logs.").replace("%1", str(number))))
            self.online_dialog.open()

        self.session.read(lambda t: [(p, t.online.compare(log)) for p, log in logs],
                          compared)

    def _report(self, op: Op, message: str) -> None:
        """Say `message` when the action is done, or why it was refused."""

        def finished(done: Op) -> None:
            if not self._alive():
                return
            if done.issues:
                self._refused(list(done.issues))
            else:
                self.show_message(message)

        op.then(finished)

    def _alive(self) -> bool:
        return shiboken6.isValid(self)

    def reseat_coming(self) -> None:
        if self._busy:
            return

        def decide(rounds: list[int]) -> None:
            if not rounds:
                self.show_message(tr("Every seated round has games recorded: there is no "
                                     "round to seat again."))
                return
            if not ask(
                    self, tr("Seat coming rounds again"),
                    tr("Draw new tables for rounds %1 (not played yet)?").replace(
                        "%1", ", ".join(str(r) for r in rounds)) + "\n\n"
                    + reseat_loss(rounds), tr("Draw new tables"), destructive=True):
                return
            self._set_busy(True)

            def finished(op: Op) -> None:
                if not self._alive():
                    return
                self._set_busy(False)
                if op.issues:
                    self._refused(list(op.issues))
                else:
                    self.show_message(tr("Seated again: round %1.").replace(
                        "%1", ", ".join(str(r) for r in op.value)))

            rounds_ops.reseat_rounds(self.session, rounds, self).then(finished)

        self.session.read(lambda t: list(t.rounds.unplayed()), decide)

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.progress.setVisible(busy)
        self._update_buttons()

    # --- offered by RoundsView ----------------------------------------------------------
    def selected_round(self) -> int:
        raise NotImplementedError

    def summary(self) -> RoundSummary | None:
        raise NotImplementedError

    def selected_seats(self) -> list[tuple[int, int]]:
        raise NotImplementedError

    def _update_buttons(self) -> None:
        raise NotImplementedError
