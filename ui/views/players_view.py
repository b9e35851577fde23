"""Players: the list (filter by name), add one by typing or with every detail, import a
file, correct a player's details, drop out or reinstate.

A late arrival or a drop-out changes who plays the rounds not yet played: after such a change
the view offers to seat those rounds again, saying what that replaces. Players whose first
and last name were guessed from one name are listed in a banner until each is checked.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.players.names import joined
from tournament.players.roster import Player, PlayerDraft, PlayerStatus
from tournament.service import Changes
from tournament.service.read_models import PlayersData, players_data
from ui import files, icons
from ui.confirm import ask, ask_reason
from ui.dialogs.import_players_dialog import ImportPlayersDialog
from ui.dialogs.player_dialog import PlayerDialog
from ui.issue_words import issue_text
from ui.models.players_model import PlayersTableModel
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.operations import Op, when_done
from ui.operations import players as player_ops
from ui.operations import rounds as rounds_ops
from ui.session import Session
from ui.style import SPACE, font
from ui.text import count, isolate, reseat_loss, rich_safe, tr
from ui.views.lazy import RefreshWhenShown
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns
from ui.widgets.field_message import FieldMessage
from ui.widgets.roles import organiser_only


class PlayersView(RefreshWhenShown):
    loaded = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("PlayersView")
        self.session = session
        self.data: PlayersData | None = None
        self.dialog: ImportPlayersDialog | PlayerDialog | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(2 * SPACE)

        top = QHBoxLayout()
        title = QLabel(tr("Players"))
        title.setFont(font(1.6, bold=True))
        self.count_label = QLabel()
        self.count_label.setObjectName("muted")
        top.addWidget(title)
        top.addSpacing(2 * SPACE)
        top.addWidget(self.count_label, 1, Qt.AlignmentFlag.AlignBottom)
        self.import_button = QPushButton(icons.icon("import"), tr("Import\u2026"))
        self.import_button.setToolTip(tr("Add the players of a CSV or XLSX file"))
        self.import_button.clicked.connect(self.import_file)
        self.add_dialog_button = QPushButton(icons.icon("add"), tr("Add a player\u2026"))
        self.add_dialog_button.setToolTip(tr("A late arrival, with first and last name, EMA "
                                             "number, country, club and team"))
        self.add_dialog_button.clicked.connect(lambda: self.open_player_dialog(None))
        top.addWidget(self.add_dialog_button)
        top.addWidget(self.import_button)
        layout.addLayout(top)

        self.names_banner = QWidget()
        self.names_banner.setObjectName("namesBanner")
        banner_row = QHBoxLayout(self.names_banner)
        banner_row.setContentsMargins(0, 0, 0, 0)
        self.names_label = QLabel()
        self.names_label.setObjectName("banner")
        self.names_label.setWordWrap(True)
        self.names_label.setTextFormat(Qt.TextFormat.PlainText)
        self.check_button = QPushButton(tr("Check the next one\u2026"))
        self.check_button.clicked.connect(self.check_next_name)
        banner_row.addWidget(self.names_label, 1)
        banner_row.addWidget(self.check_button)
        self.names_banner.hide()
        layout.addWidget(self.names_banner)

        add = QHBoxLayout()
        add.setSpacing(SPACE)
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("Name of a late arrival"))
        self.club = QLineEdit()
        self.club.setPlaceholderText(tr("Club"))
        self.country = QLineEdit()
        self.country.setPlaceholderText(tr("Country"))
        self.country.setMaximumWidth(140)
        self.ema = QLineEdit()
        self.ema.setPlaceholderText(tr("EMA no."))
        self.ema.setMaximumWidth(170)
        self.add_button = QPushButton(icons.icon("add"), tr("Add player"))
        self.add_button.clicked.connect(self.add_player)
        self.name.returnPressed.connect(self.add_player)
        # Named as their placeholders say (a placeholder alone names nothing for a screen
        # reader).
        for field, words in ((self.name, tr("Name of a late arrival")), (self.club, tr("Club")),
                             (self.country, tr("Country")), (self.ema, tr("EMA number"))):
            field.setAccessibleName(words)
        add.addWidget(self.name, 3)
        add.addWidget(self.club, 2)
        add.addWidget(self.country, 1)
        add.addWidget(self.ema, 1)
        add.addWidget(self.add_button)
        layout.addLayout(add)
        self.add_message = FieldMessage()
        layout.addWidget(self.add_message)
        organiser_only(session, self.import_button, self.add_dialog_button, self.check_button,
                       self.name, self.club, self.country, self.ema, self.add_button)

        tools = QHBoxLayout()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMaximumWidth(360)
        self.filter.setAccessibleName(tr("Filter by name"))
        tools.addWidget(self.filter)
        tools.addStretch(1)
        self.edit_button = QPushButton(icons.icon("edit_player"), tr("Edit\u2026"))
        self.edit_button.setToolTip(tr("Correct the selected player's name, EMA number, "
                                       "country, club, team or status (Enter)"))
        self.edit_button.clicked.connect(self.edit_selected)
        tools.addWidget(self.edit_button)
        self.drop_button = QPushButton(icons.icon("drop"), tr("Drop out\u2026"))
        self.drop_button.setToolTip(tr("The player leaves: kept in the standings with the "
                                       "games played, not seated again"))
        self.reinstate_button = QPushButton(tr("Reinstate"))
        self.substitute_button = QPushButton(tr("Make substitute"))
        self.drop_button.clicked.connect(self.drop_selected)
        self.reinstate_button.clicked.connect(
            lambda: self.set_status(PlayerStatus.ACTIVE, ""))
        self.substitute_button.clicked.connect(
            lambda: self.set_status(PlayerStatus.SUBSTITUTE, ""))
        for button in (self.drop_button, self.reinstate_button, self.substitute_button):
            tools.addWidget(button)
        layout.addLayout(tools)
        organiser_only(session, self.edit_button, self.drop_button, self.reinstate_button,
                       self.substitute_button)

        self.model = PlayersTableModel()
        self.proxy = SortFilterProxy(PlayersTableModel.NAME)
        self.proxy.setSourceModel(self.model)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersTableModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setIconSize(QSize(20, 20))
        self.table.setAccessibleName(tr("Players"))
        # Names, EMA numbers and countries whole first; club and team cut first.
        fit_columns(self.table, [NAME, NUMBER, Fit(Kind.TEXT, 10), NAME, Fit(Kind.TEXT, 6),
                                 NAME])
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())
        self.table.activated.connect(lambda _index: self.edit_selected())
        layout.addWidget(self.table, 1)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        session.changed.connect(self._changed)
        self.refresh()

    # --- data -------------------------------------------------------------------------
    def refresh(self) -> None:
        self.session.read(players_data, self._show)

    def _show(self, data: PlayersData) -> None:
        selected = self.selected()
        self.data = data
        self.model.set_rows(data.players)
        playing = sum(p.status is PlayerStatus.ACTIVE for p in data.players)
        subs = sum(p.status is PlayerStatus.SUBSTITUTE for p in data.players)
        text = count(playing, tr("%n playing"), tr("%n playing"))
        if subs:
            text += "  \u00b7  " + count(subs, tr("%n substitute"), tr("%n substitutes"))
        dropped = len(data.players) - playing - subs
        if dropped:
            text += "  \u00b7  " + count(dropped, tr("%n dropped out"), tr("%n dropped out"))
        self.count_label.setText(text)
        to_check = [p for p in data.players if not p.name_checked]
        if to_check:
            listed = ", ".join(isolate(p.name) for p in to_check[:6])
            if len(to_check) > 6:
                listed += ", \u2026"
            self.names_label.setText(count(
                len(to_check),
                tr("%n player's first and last name were guessed from one name (the EMA file "
                   "needs them right): %1"),
                tr("%n players' first and last names were guessed from one name (the EMA "
                   "file needs them right): %1")).replace("%1", listed))
        self.names_banner.setVisible(bool(to_check))
        if selected is not None:
            self.select(selected.name)
        self._update_buttons()
        self.loaded.emit()

    def _changed(self, changes: Changes) -> None:
        if changes.players or changes.seating:
            self.refresh_soon()

    # --- selection --------------------------------------------------------------------
    def selected(self) -> Player | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return rows[0].data(ROW_ROLE)

    def select(self, name: str) -> None:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(ROW_ROLE).name == name:
                self.table.selectRow(row)
                return

    def _update_buttons(self) -> None:
        player = self.selected()
        status = player.status if player else None
        self.edit_button.setEnabled(player is not None)
        self.drop_button.setEnabled(status in (PlayerStatus.ACTIVE, PlayerStatus.SUBSTITUTE))
        self.reinstate_button.setEnabled(status in (PlayerStatus.DROPPED,
                                                    PlayerStatus.SUBSTITUTE))
        self.substitute_button.setEnabled(status is PlayerStatus.ACTIVE)

    # --- changes ----------------------------------------------------------------------
    def add_player(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.add_message.show_messages([], [tr("Type the player's name")])
            return
        draft = PlayerDraft(name=name, club=self.club.text().strip(),
                            country=self.country.text().strip(),
                            ema_number=self.ema.text().strip() or None)
        def done(added: tuple[Player, ...]) -> None:
            for field in (self.name, self.club, self.country, self.ema):
                field.clear()
            self.add_message.clear_messages()
            self.status.setText(tr("%1 added.").replace("%1", isolate(added[0].name)))
            self._offer_reseat(tr("%1 has joined.").replace("%1", isolate(added[0].name)))

        def finished(op: Op) -> None:
            if not self._alive():
                return
            if op.issues:
                self.add_message.show_messages([issue_text(i, []) for i in op.issues])
            else:
                done(op.value)

        player_ops.add_player(self.session, draft, self).then(finished)

    def import_file(self) -> ImportPlayersDialog | None:
        if self.dialog is not None:
            return None
        path = files.choose_players_file(self)
        if path is None:
            return None
        existing = self.data.players if self.data else ()
        dialog = ImportPlayersDialog(path, existing, self)
        self.dialog = dialog

        def finished(code: int) -> None:
            self.dialog = None
            preview = dialog.preview()
            dialog.deleteLater()
            if code != ImportPlayersDialog.DialogCode.Accepted or preview is None:
                return
            def done(added: tuple[Player, ...]) -> None:
                self.status.setText(count(len(added), tr("%n player imported."),
                                          tr("%n players imported.")))

            def finished(op: Op) -> None:
                if not self._alive():
                    return
                if op.issues:
                    QMessageBox.warning(self, tr("Import players"), rich_safe(
                        "\n".join(issue_text(i, []) for i in op.issues)))
                else:
                    done(op.value)

            player_ops.import_players(self.session, preview, self).then(finished)

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    # --- one player's details -----------------------------------------------------------
    def open_player_dialog(self, player: Player | None) -> PlayerDialog | None:
        """Add a player (None) or correct `player`, in the player dialog."""
        if self.dialog is not None:
            return None

        def submit(values: dict[str, Any]) -> Op:
            if player is None:
                return player_ops.add_player(self.session, dialog.draft(), self)
            return player_ops.update_player(self.session, player.id, self, **values)

        dialog = PlayerDialog(player, submit, self)
        self.dialog = dialog

        def finished(code: int) -> None:
            self.dialog = None
            dialog.deleteLater()
            if code != PlayerDialog.DialogCode.Accepted or not self._alive():
                return
            if player is None:
                name = joined(dialog.first_name.text().strip(),
                              dialog.last_name.text().strip())
                self.status.setText(tr("%1 added.").replace("%1", isolate(name)))
                self._offer_reseat(tr("%1 has joined.").replace("%1", isolate(name)))
            else:
                self.status.setText(tr("%1: details saved.").replace("%1", isolate(player.name)))
                status = dialog.values().get("status")
                if status is not None and status != player.status.value:
                    self._offer_reseat(tr("%1 changed status.").replace("%1", isolate(player.name)))

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def edit_selected(self) -> PlayerDialog | None:
        player = self.selected()
        if player is None or not self.session.organiser:  # players are the organiser's
            return None
        return self.open_player_dialog(player)

    def check_next_name(self) -> PlayerDialog | None:
        """The next player whose first/last split is a guess, in the player dialog."""
        if self.data is None:
            return None
        player = next((p for p in self.data.players if not p.name_checked), None)
        if player is None:
            return None
        self.filter.clear()
        self.select(player.name)
        return self.open_player_dialog(player)

    def drop_selected(self) -> None:
        player = self.selected()
        if player is None:
            return
        reason = ask_reason(
            self, tr("Drop out"),
            tr("Why does %1 leave? (kept in the log)").replace("%1", isolate(player.name)),
            tr("Drop %1 out").replace("%1", isolate(player.name)))
        if reason is not None:
            self.set_status(PlayerStatus.DROPPED, reason)

    def set_status(self, status: PlayerStatus, reason: str,
                   player: Player | None = None) -> None:
        player = player or self.selected()
        if player is None:
            return
        name = player.name

        def done(updated: Player) -> None:
            words = {PlayerStatus.DROPPED: tr("%1 has dropped out."),
                     PlayerStatus.ACTIVE: tr("%1 plays again."),
                     PlayerStatus.SUBSTITUTE: tr("%1 is now a substitute.")}[updated.status]
            message = words.replace("%1", isolate(updated.name))
            self.status.setText(message)
            self._offer_reseat(message)

        player_ops.set_player_status(self.session, name, status, reason, self).then(
            when_done(self, done))

    def _offer_reseat(self, why: str) -> None:
        """After a change of who plays: seat the rounds not played yet again (if any)."""
        def decide(data: PlayersData) -> None:
            self._show(data)
            if not data.unplayed:
                return
            rounds = ", ".join(str(r) for r in data.unplayed)
            if ask(self, tr("Seat the coming rounds again?"),
                   why + "\n\n" + tr("Rounds not played yet: %1. Seat them again so that "
                                      "the tables match who plays now?")
                   .replace("%1", rounds) + "\n\n" + reseat_loss(data.unplayed),
                   tr("Draw new tables"), cancel=tr("Keep the tables"), destructive=True):
                self.reseat(list(data.unplayed))

        self.session.read(players_data, decide)

    def reseat(self, rounds: list[int]) -> None:
        def done(seated: list[int]) -> None:
            self.status.setText(tr("Seated again: round %1.").replace(
                "%1", ", ".join(str(r) for r in seated)))

        rounds_ops.reseat_rounds(self.session, rounds, self).then(
            when_done(self, done))

    def _alive(self) -> bool:
        return shiboken6.isValid(self)

