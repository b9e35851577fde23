"""Opening and closing tournaments in the main window: the recent files (settings), a file,
the demo, a tournament on a server, a new one from the wizard; what follows an open (the
session, the screens, the ledger's check) and the teardown before another. Opening a file that
is not a tournament, is damaged or is open elsewhere shows the store's message and changes
nothing (the tournament open before stays open)."""

from __future__ import annotations

import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QTimer

from tournament.errors import InvalidInput, StoreError
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from ui import files
from ui.tasks import OpenResult
from ui.text import mnemonic_safe, tr
from ui.window.area import TournamentArea
from ui.window.base import WindowBase

if TYPE_CHECKING:
    from tournament.service import Tournament
    from ui.dialogs.connect_dialog import ConnectDialog, ServerRequest
    from ui.dialogs.new_tournament_wizard import NewTournamentWizard, TournamentPlan
    from ui.operations import Op
    from ui.window.area import TournamentArea

RECENT_KEY = "recent"
RECENT_NAMES_KEY = "recent_names"  # the tournament's name of each recent file, same order
LAST_KEY = "last_file"
MAX_RECENT = 8
MARKER_ENV = "RIICHI_TOURNAMENT_STARTUP_MARKER"


class OpeningPart(WindowBase):
    """Recent files, opening (file, demo, server, new) and closing a tournament."""

    # --- recent files -----------------------------------------------------------------
    def _setting_list(self, key: str) -> list[str]:
        """A list setting (an ini file gives back a lone string for a list of one)."""
        value: Any = self.settings.value(key, []) or []
        return [str(value)] if isinstance(value, str) else [str(v) for v in value]

    def recent_files(self) -> list[Path]:
        return [Path(v) for v in self._setting_list(RECENT_KEY)]

    def recent_names(self) -> dict[Path, str]:
        """The tournament's name of each recent file (as it was when last opened)."""
        names = self._setting_list(RECENT_NAMES_KEY)
        return {path: str(name) for path, name in zip(self.recent_files(), names,
                                                      strict=False) if name}

    def _remember(self, path: Path, name: str = "") -> None:
        known = self.recent_names()
        if name:
            known[path] = name
        paths = ([path] + [p for p in self.recent_files() if p != path])[:MAX_RECENT]
        self.settings.setValue(RECENT_KEY, [str(p) for p in paths])
        self.settings.setValue(RECENT_NAMES_KEY, [known.get(p, "") for p in paths])
        self.settings.setValue(LAST_KEY, str(path))
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        paths = self.recent_files()
        names = self.recent_names()
        # The menus and the start page are built again whole on a language switch (the old
        # ones deleted): one already gone is skipped, its successor is filled when built.
        if shiboken6.isValid(self.start_page):
            self.start_page.set_recent(paths, names)
        if not shiboken6.isValid(self.recent_menu):
            return
        self.recent_menu.clear()
        for path in paths:
            text = f"{names[path]}  \u2014  {path}" if path in names else str(path)
            action = self.recent_menu.addAction(mnemonic_safe(text))
            action.setEnabled(path.exists())
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(paths))

    # --- opening and closing ----------------------------------------------------------
    def open_last(self) -> None:
        last = self.settings.value(LAST_KEY)
        if last and Path(str(last)).exists():
            self.open_file(Path(str(last)), quiet=True)

    def choose_and_open(self) -> None:
        path = files.choose_tournament_to_open(self)
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path, quiet: bool = False) -> None:
        from tournament.service import Tournament

        path = Path(path).absolute()
        if self._opening is not None:
            return
        if self.session is not None and self.session.path == path:
            return  # already open: it is on screen
        self._opening = path
        self.statusBar().showMessage(tr("Opening %1\u2026").replace("%1", str(path)))

        def failed(exc: BaseException) -> None:
            self._opening = None
            self.statusBar().clearMessage()
            self._resume_watching()
            message = str(exc) if isinstance(exc, StoreError) else \
                f"{type(exc).__name__}: {exc}"
            if quiet:
                self.start_page.show_message(
                    tr("The last tournament could not be opened: %1").replace("%1", message))
            else:
                self.show_message(tr("Cannot open this file"), message)
            self.open_failed.emit(message)

        self._pause_watching()
        self.worker.open_with(lambda: Tournament.open(path), self._opened_file, failed)

    def _opened_file(self, result: OpenResult) -> None:
        self._opened(result)
        self._remember(result.path, result.settings.name)

    def _opened(self, result: OpenResult) -> None:
        from ui.session import Session

        self._print_entries()
        self._opening = None
        self.statusBar().clearMessage()
        self._teardown()
        self.session = Session(self.worker, result.path, result.settings,
                               referee=self.referee.text().strip(), parent=self,
                               server=result.server, role=result.role,
                               station=result.station)
        self.session.ask_referee = self._ask_referee
        self.session.ask_password = self._ask_password
        self.session.changed.connect(self._saved)
        self.session.connection.connect(self._connection)
        self.session.problem.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.area = TournamentArea(self.session)
        self._connect_area(self.area)
        # Compact from the start in a narrow window (not only after its first resize).
        self.area.set_compact(self.width() < TournamentArea.COMPACT_BELOW)
        self.stack.addWidget(self.area)
        self.stack.setCurrentWidget(self.area)
        self.start_page.show_message("")
        self._update_title()
        self._update_actions()
        self.saved_label.setText(tr("Every change is saved at once"))
        self._connection(True, "")
        self.session.watch()
        self._check_ledger()
        if result.migration_backup is not None:
            self.statusBar().showMessage(
                tr("The file was upgraded; a copy of the old one is at %1").replace(
                    "%1", str(result.migration_backup)), 15000)
        self.opened.emit(result)
        if os.environ.get(MARKER_ENV):
            QTimer.singleShot(0, self, lambda: print("riichi-tournament: tournament shown",
                                               flush=True))

    def _check_ledger(self) -> None:
        """A tournament changed behind the app's back (its ledger does not match: sqlite3,
        psql) is said at once after it opens: the check runs on the worker once it has read
        what the first screen shows (it walks every fact: a second at 400 players, which the
        screen does not wait behind), the message follows, and the status bar keeps saying
        it."""
        from ui.issue_words import issue_text

        session = self.session

        def job(t: Any) -> Any:
            return t.ledger.issues()

        def done(problems: Any) -> None:
            if not problems or self.session is not session:
                return
            shown = [issue_text(p, ()) for p in problems[:8]]
            if len(problems) > len(shown):
                shown.append(tr("… and %1 more").replace("%1", str(len(problems) - len(shown))))
            self.show_message(
                tr("This tournament was changed behind the app's back"),
                tr("What the results rest on no longer matches its ledger: somebody changed "
                   "the file or database without the app. Find out who, and restore the last "
                   "backup you trust. What differs:")
                + "\n\n" + "\n".join(shown))
            self.ledger_label.setText(tr("Changed behind the app's back"))
            self.ledger_label.show()

        self.ledger_label.hide()
        worker = self.worker
        if not worker.busy:
            worker.submit(job, done, lambda _exc: None)
            return

        def idle(busy: bool) -> None:
            if busy:
                return
            worker.busy_changed.disconnect(idle)
            if self.session is session:
                worker.submit(job, done, lambda _exc: None)

        worker.busy_changed.connect(idle)

    def _saved(self, changes: Any, initiator: object = None) -> None:
        from ui.session import ELSEWHERE

        said = tr("Changed at another station at %1") if initiator is ELSEWHERE else \
            tr("Saved at %1")
        self.saved_label.setText(said.replace("%1", datetime.now().strftime("%H:%M:%S")))
        if getattr(changes, "settings", False) and self.session is not None:
            self._update_title()

    def _teardown(self) -> None:
        # The live page first: its web threads read through the database worker.
        self._stop_live_page()
        for dialog in (self.preview, self.export_dialog, self.settings_dialog,
                       self.statistics_export_dialog):
            if dialog is not None:
                dialog.reject()
        projector, self.projector = self.projector, None
        if projector is not None:
            projector.close()
            projector.deleteLater()
        self._remove_projector_controls()
        if self.area is not None:
            self.stack.removeWidget(self.area)
            self.area.deleteLater()
            self.area = None
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None

    def close_tournament(self) -> None:
        if self.session is None:
            return
        if self.area is not None and self.area.busy_with_input() and not self._confirm_close():
            return
        self._teardown()
        self.worker.close_tournament()
        self.settings.remove(LAST_KEY)
        self.stack.setCurrentWidget(self.start_page)
        self._refresh_recent()
        self._update_title()
        self._update_actions()
        self.saved_label.setText("")
        self.server_label.hide()
        self.ledger_label.hide()

    def open_demo(self) -> None:
        """The demo tournament, built in a temporary folder (removed when the app closes)."""
        if self._opening is not None:
            return
        from tournament.demo import build_demo_tournament

        folder = tempfile.TemporaryDirectory(prefix="riichi-demo-")
        path = Path(folder.name) / "demo.rtdb"
        self._opening = path
        self.statusBar().showMessage(tr("Building the demo tournament\u2026"))

        def done(result: OpenResult) -> None:
            old, self.demo_folder = self.demo_folder, folder
            self._opened(result)
            if old is not None:
                old.cleanup()

        def failed(exc: BaseException) -> None:
            self._opening = None
            folder.cleanup()
            self._resume_watching()
            self.show_message(tr("Cannot build the demo"), str(exc))

        self._pause_watching()
        self.worker.open_with(lambda: build_demo_tournament(path), done, failed)

    # --- a tournament on a server ------------------------------------------------------
    def connect_to_server(self, address: str = "", role: str = "", station: str = "",
                          now: bool = False) -> ConnectDialog | None:
        """File > Connect to a server... (`riichi-tournament --server URL`: filled in with
        the URL, and `now`: connecting at once; a refusal leaves the dialog open)."""
        from ui.dialogs.connect_dialog import ConnectDialog

        if self.connect_dialog is not None:
            return None
        dialog = ConnectDialog(self.settings, self._open_server, self, address=address,
                               role=role, station=station)
        self._hold("connect_dialog", dialog)
        dialog.open()
        if now:
            dialog.accept()
        return dialog

    def _open_server(self, request: ServerRequest) -> Op:
        """Open the tournament on the server (on the worker); the op's value is the
        `OpenResult`, its issues what the server or the service said."""
        from tournament.service import Tournament
        from ui.operations import Op, refusal

        op = Op("connect")
        if self._opening is not None:
            op.finish(None, (Issue(IssueCode.BUSY, None, "", "another tournament is being opened"),
                             ))
            return op
        self._opening = Path(request.target.database)
        person = self.referee.text().strip()
        self.statusBar().showMessage(tr("Connecting to %1\u2026").replace(
            "%1", request.target.shown))
        self._pause_watching()

        def done(result: OpenResult) -> None:
            self._opened(result)
            op.finish(result)

        def failed(exc: BaseException) -> None:
            self._opening = None
            self.statusBar().clearMessage()
            self._resume_watching()
            op.finish(None, refusal(exc))
            self.open_failed.emit(str(exc))

        self.worker.open_with(
            lambda: Tournament.open(request.target, role=request.role,
                                    station=request.station, person=person,
                                    password=request.password), done, failed)
        return op

    def _pause_watching(self) -> None:
        """Before another tournament is opened: the open one's watcher stops first (the
        worker closes that tournament once the new one is open)."""
        if self.session is not None:
            self.session.stop_watching()

    def _resume_watching(self) -> None:
        if self.session is not None:
            self.session.watch()

    def _connection(self, ok: bool, text: str) -> None:
        """The status bar's word on the server: where and as whom, or that it does not
        answer (said at once; changes are retried, what was typed is kept)."""
        session = self.session
        if session is None or not session.server:
            self.server_label.hide()
            return
        role = tr("organiser") if session.organiser else tr("referee station")
        if ok:
            if self.server_label.objectName() == "generalError":
                self.statusBar().clearMessage()  # the outage's message: it is over
            self.server_label.setObjectName("muted")
            self.server_label.setText(tr("Server %1 \u00b7 %2 (%3)").replace(
                "%1", session.server).replace("%2", session.station or "\u2014")
                .replace("%3", role))
            self.server_label.setToolTip("")
        else:
            self.server_label.setObjectName("generalError")
            self.server_label.setText(tr("The server does not answer: retrying\u2026"))
            self.server_label.setToolTip(text)
            self.statusBar().showMessage(
                tr("What you type is kept and sent again once the server answers."), 15000)
        self.server_label.style().unpolish(self.server_label)
        self.server_label.style().polish(self.server_label)
        self.server_label.show()

    def new_tournament(self) -> NewTournamentWizard | None:
        from ui.dialogs.new_tournament_wizard import NewTournamentWizard

        if self.wizard is not None:
            return None

        def submit(plan: TournamentPlan) -> list[Issue]:
            try:
                opened = self._create(plan)
            except InvalidInput as exc:
                return list(exc.issues)
            except StoreError as exc:
                return [Issue(IssueCode.STORE_ERROR, None, "path", str(exc))]
            self._opened_file(opened)
            return []

        wizard = NewTournamentWizard(submit, self)
        self._hold("wizard", wizard)
        wizard.open()
        return wizard

    def _create(self, plan: TournamentPlan) -> OpenResult:
        """Create the file on the worker and make it the open tournament (waits: a wizard's
        Finish is one short transaction)."""
        from tournament.service import Tournament


        word = tr("Substitute")  # the substitutes it adds, in the desk's language

        def factory() -> Tournament:
            return Tournament.create(
                plan.path, name=plan.name, ruleset=plan.preset, overrides=plan.overrides,
                rounds=plan.rounds, players=plan.players, venue=plan.venue,
                start_date=plan.start_date, end_date=plan.end_date,
                round_minutes=plan.round_minutes, password=plan.password, city=plan.city,
                host_country=plan.host_country, mers_weight=plan.mers_weight,
                short_name=plan.short_name, substitute_name=word)

        self._pause_watching()
        try:
            return self.worker.open_now(factory)
        except BaseException:
            self._resume_watching()
            raise

