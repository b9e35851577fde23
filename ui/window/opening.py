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
from ui import collector, files
from ui.tasks import OpenResult
from ui.text import mnemonic_safe, tr
from ui.window.area import TournamentArea
from ui.window.base import hold

if TYPE_CHECKING:
    from tournament.service import Tournament
    from ui.dialogs.connect_dialog import ConnectDialog, ServerRequest
    from ui.dialogs.new_tournament_wizard import NewTournamentWizard, TournamentPlan
    from ui.operations import Op
    from ui.window.base import Window

RECENT_KEY = "recent"
RECENT_NAMES_KEY = "recent_names"  # the tournament's name of each recent file, same order
LAST_KEY = "last_file"
MAX_RECENT = 8
MARKER_ENV = "RIICHI_TOURNAMENT_STARTUP_MARKER"


class Opening:
    """Recent files, opening (file, demo, server, new) and closing a tournament in
    `window`: it makes the window's session and screens (`window.session`, `window.area`)."""

    def __init__(self, window: Window):
        self._w = window
        self._widget = window.window()  # the parent of the dialogs (Qt's main window)
        self.wizard: NewTournamentWizard | None = None
        self.connect_dialog: ConnectDialog | None = None
        # The demo's temporary folder (removed when another demo is built or the app closes).
        self.demo_folder: tempfile.TemporaryDirectory[str] | None = None
        self.pending: Path | None = None  # the file or database being opened, meanwhile

    # --- recent files -----------------------------------------------------------------
    def _setting_list(self, key: str) -> list[str]:
        """A list setting (an ini file gives back a lone string for a list of one)."""
        value: Any = self._w.settings.value(key, []) or []
        return [str(value)] if isinstance(value, str) else [str(v) for v in value]

    def recent_files(self) -> list[Path]:
        return [Path(v) for v in self._setting_list(RECENT_KEY)]

    def recent_names(self) -> dict[Path, str]:
        """The tournament's name of each recent file (as it was when last opened)."""
        names = self._setting_list(RECENT_NAMES_KEY)
        return {path: str(name) for path, name in zip(self.recent_files(), names,
                                                      strict=False) if name}

    def remember(self, path: Path, name: str = "") -> None:
        known = self.recent_names()
        if name:
            known[path] = name
        paths = ([path] + [p for p in self.recent_files() if p != path])[:MAX_RECENT]
        self._w.settings.setValue(RECENT_KEY, [str(p) for p in paths])
        self._w.settings.setValue(RECENT_NAMES_KEY, [known.get(p, "") for p in paths])
        self._w.settings.setValue(LAST_KEY, str(path))
        self.refresh_recent()

    def refresh_recent(self) -> None:
        paths = self.recent_files()
        names = self.recent_names()
        # The menus and the start page are built again whole on a language switch (the old
        # ones deleted): one already gone is skipped, its successor is filled when built.
        if shiboken6.isValid(self._w.start_page):
            self._w.start_page.set_recent(paths, names)
        recent_menu = self._w.menus.recent_menu
        if not shiboken6.isValid(recent_menu):
            return
        recent_menu.clear()
        for path in paths:
            text = f"{names[path]}  \u2014  {path}" if path in names else str(path)
            action = recent_menu.addAction(mnemonic_safe(text))
            action.setEnabled(path.exists())
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        recent_menu.setEnabled(bool(paths))

    # --- opening and closing ----------------------------------------------------------
    def open_last(self) -> None:
        last = self._w.settings.value(LAST_KEY)
        if last and Path(str(last)).exists():
            self.open_file(Path(str(last)), quiet=True)

    def choose_and_open(self) -> None:
        path = files.choose_tournament_to_open(self._widget)
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path, quiet: bool = False) -> None:
        from tournament.service import Tournament

        path = Path(path).absolute()
        if self.pending is not None:
            return
        if self._w.session is not None and self._w.session.path == path:
            return  # already open: it is on screen
        self.pending = path
        self._w.statusBar().showMessage(tr("Opening %1\u2026").replace("%1", str(path)))

        def failed(exc: BaseException) -> None:
            self.pending = None
            self._w.statusBar().clearMessage()
            self._resume_watching()
            message = str(exc) if isinstance(exc, StoreError) else \
                f"{type(exc).__name__}: {exc}"
            if quiet:
                self._w.start_page.show_message(
                    tr("The last tournament could not be opened: %1").replace("%1", message))
            else:
                self._w.show_message(tr("Cannot open this file"), message)
            self._w.open_failed.emit(message)

        self._pause_watching()
        self._w.worker.open_with(lambda: Tournament.open(path), self._opened_file, failed)

    def _opened_file(self, result: OpenResult) -> None:
        self._opened(result)
        self.remember(result.path, result.settings.name)

    def _opened(self, result: OpenResult) -> None:
        from ui.session import Session

        self._w.menus.add_print_entries()
        self.pending = None
        self._w.statusBar().clearMessage()
        self.teardown()
        collector.keep_what_is_read()
        self._w.session = Session(self._w.worker, result.path, result.settings,
                               referee=self._w.menus.referee.text().strip(), parent=self._widget,
                               server=result.server, role=result.role,
                               station=result.station)
        self._w.session.ask_referee = self._w._ask_referee
        self._w.session.ask_password = self._w._ask_password
        self._w.session.changed.connect(self._saved)
        self._w.session.connection.connect(self._connection)
        self._w.session.problem.connect(lambda text: self._w.statusBar().showMessage(text, 8000))
        self._w.area = TournamentArea(self._w.session)
        self._w.documents.connect_area(self._w.area)
        # Compact from the start in a narrow window (not only after its first resize).
        self._w.area.set_compact(self._w.width() < TournamentArea.COMPACT_BELOW)
        self._w.stack.addWidget(self._w.area)
        self._w.stack.setCurrentWidget(self._w.area)
        self._w.start_page.show_message("")
        self._w._update_title()
        self._w.menus.update()
        self._w.saved_label.setText(tr("Every change is saved at once"))
        self._connection(True, "")
        self._w.session.watch()
        self._check_ledger()
        if result.migration_backup is not None:
            self._w.statusBar().showMessage(
                tr("The file was upgraded; a copy of the old one is at %1").replace(
                    "%1", str(result.migration_backup)), 15000)
        self._w.opened.emit(result)
        if os.environ.get(MARKER_ENV):
            QTimer.singleShot(0, self._widget, lambda: print("riichi-tournament: tournament shown",
                                               flush=True))

    def _check_ledger(self) -> None:
        """A tournament changed behind the app's back (its ledger does not match: sqlite3,
        psql) is said at once after it opens: the check runs on the worker once it has read
        what the first screen shows (it walks every fact: a second at 400 players, which the
        screen does not wait behind), the message follows, and the status bar keeps saying
        it."""
        from ui.issue_words import issue_text

        session = self._w.session

        def job(t: Any) -> Any:
            return t.ledger.issues()

        def done(problems: Any) -> None:
            if not problems or self._w.session is not session:
                return
            shown = [issue_text(p, ()) for p in problems[:8]]
            if len(problems) > len(shown):
                shown.append(tr("… and %1 more").replace("%1", str(len(problems) - len(shown))))
            self._w.show_message(
                tr("This tournament was changed behind the app's back"),
                tr("What the results rest on no longer matches its ledger: somebody changed "
                   "the file or database without the app. Find out who, and restore the last "
                   "backup you trust. What differs:")
                + "\n\n" + "\n".join(shown))
            self._w.ledger_label.setText(tr("Changed behind the app's back"))
            self._w.ledger_label.show()

        self._w.ledger_label.hide()
        worker = self._w.worker
        if not worker.busy:
            worker.submit(job, done, lambda _exc: None)
            return

        def idle(busy: bool) -> None:
            if busy:
                return
            worker.busy_changed.disconnect(idle)
            if self._w.session is session:
                worker.submit(job, done, lambda _exc: None)

        worker.busy_changed.connect(idle)

    def _saved(self, changes: Any, initiator: object = None) -> None:
        from ui.session import ELSEWHERE

        said = tr("Changed at another station at %1") if initiator is ELSEWHERE else \
            tr("Saved at %1")
        self._w.saved_label.setText(said.replace("%1", datetime.now().strftime("%H:%M:%S")))
        if getattr(changes, "settings", False) and self._w.session is not None:
            self._w._update_title()

    def teardown(self) -> None:
        # The live page first: its web threads read through the database worker.
        self._w.screens.stop_live_page()
        self._w.documents.reject_dialogs()
        self._w.screens.close_projector()
        if self._w.area is not None:
            self._w.stack.removeWidget(self._w.area)
            self._w.area.deleteLater()
            self._w.area = None
        if self._w.session is not None:
            self._w.session.close()
            self._w.session.deleteLater()
            self._w.session = None
        collector.release()

    def close_tournament(self) -> None:
        if self._w.session is None:
            return
        area = self._w.area
        if area is not None and area.busy_with_input() and not self._w._confirm_close():
            return
        self.teardown()
        self._w.worker.close_tournament()
        self._w.settings.remove(LAST_KEY)
        self._w.stack.setCurrentWidget(self._w.start_page)
        self.refresh_recent()
        self._w._update_title()
        self._w.menus.update()
        self._w.saved_label.setText("")
        self._w.server_label.hide()
        self._w.ledger_label.hide()

    def open_demo(self) -> None:
        """The demo tournament, built in a temporary folder (removed when the app closes)."""
        if self.pending is not None:
            return
        from tournament.demo import build_demo_tournament

        folder = tempfile.TemporaryDirectory(prefix="riichi-demo-")
        path = Path(folder.name) / "demo.rtdb"
        self.pending = path
        self._w.statusBar().showMessage(tr("Building the demo tournament\u2026"))

        def done(result: OpenResult) -> None:
            old, self.demo_folder = self.demo_folder, folder
            self._opened(result)
            if old is not None:
                old.cleanup()

        def failed(exc: BaseException) -> None:
            self.pending = None
            folder.cleanup()
            self._resume_watching()
            self._w.show_message(tr("Cannot build the demo"), str(exc))

        self._pause_watching()
        self._w.worker.open_with(lambda: build_demo_tournament(path), done, failed)

    # --- a tournament on a server ------------------------------------------------------
    def connect_to_server(self, address: str = "", role: str = "", station: str = "",
                          now: bool = False) -> ConnectDialog | None:
        """File > Connect to a server... (`riichi-tournament --server URL`: filled in with
        the URL, and `now`: connecting at once; a refusal leaves the dialog open)."""
        from ui.dialogs.connect_dialog import ConnectDialog

        if self.connect_dialog is not None:
            return None
        dialog = ConnectDialog(self._w.settings, self._open_server, self._widget, address=address,
                               role=role, station=station)
        hold(self, "connect_dialog", dialog)
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
        if self.pending is not None:
            op.finish(None, (Issue(IssueCode.BUSY, None, "", "another tournament is being opened"),
                             ))
            return op
        self.pending = Path(request.target.database)
        person = self._w.menus.referee.text().strip()
        self._w.statusBar().showMessage(tr("Connecting to %1\u2026").replace(
            "%1", request.target.shown))
        self._pause_watching()

        def done(result: OpenResult) -> None:
            self._opened(result)
            op.finish(result)

        def failed(exc: BaseException) -> None:
            self.pending = None
            self._w.statusBar().clearMessage()
            self._resume_watching()
            op.finish(None, refusal(exc))
            self._w.open_failed.emit(str(exc))

        self._w.worker.open_with(
            lambda: Tournament.open(request.target, role=request.role,
                                    station=request.station, person=person,
                                    password=request.password), done, failed)
        return op

    def _pause_watching(self) -> None:
        """Before another tournament is opened: the open one's watcher stops first (the
        worker closes that tournament once the new one is open)."""
        if self._w.session is not None:
            self._w.session.stop_watching()

    def _resume_watching(self) -> None:
        if self._w.session is not None:
            self._w.session.watch()

    def _connection(self, ok: bool, text: str) -> None:
        """The status bar's word on the server: where and as whom, or that it does not
        answer (said at once; changes are retried, what was typed is kept)."""
        session = self._w.session
        if session is None or not session.server:
            self._w.server_label.hide()
            return
        role = tr("organiser") if session.organiser else tr("referee station")
        if ok:
            if self._w.server_label.objectName() == "generalError":
                self._w.statusBar().clearMessage()  # the outage's message: it is over
            self._w.server_label.setObjectName("muted")
            self._w.server_label.setText(tr("Server %1 \u00b7 %2 (%3)").replace(
                "%1", session.server).replace("%2", session.station or "\u2014")
                .replace("%3", role))
            self._w.server_label.setToolTip("")
        else:
            self._w.server_label.setObjectName("generalError")
            self._w.server_label.setText(tr("The server does not answer: retrying\u2026"))
            self._w.server_label.setToolTip(text)
            self._w.statusBar().showMessage(
                tr("What you type is kept and sent again once the server answers."), 15000)
        self._w.server_label.style().unpolish(self._w.server_label)
        self._w.server_label.style().polish(self._w.server_label)
        self._w.server_label.show()

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

        wizard = NewTournamentWizard(submit, self._widget)
        hold(self, "wizard", wizard)
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
            return self._w.worker.open_now(factory)
        except BaseException:
            self._resume_watching()
            raise

