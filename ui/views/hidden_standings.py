"""The desk's note that the players do not see every round's standings ("Hidden from the
players from round 5 until the prize-giving"), with the button that changes it (organiser
only); hidden while nothing is hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tournament.service import Changes
from ui.text import tr

if TYPE_CHECKING:
    from ui.session import Session


def hidden_text(hidden_from: int) -> str:
    return (tr("Hidden from players: the live page, the projector and the phones show the "
               "standings up to round %1 only (round %2 on is revealed at the prize-giving)")
            .replace("%1", str(hidden_from - 1)).replace("%2", str(hidden_from)))


class HiddenStandingsNote(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.label.setObjectName("warning")
        self.label.setWordWrap(True)
        self.change = QPushButton(tr("Change\u2026"))
        self.change.clicked.connect(self.open_dialog)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.change)
        session.changed.connect(self._changed)
        self.update_note()

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.settings:
            self.update_note()

    def update_note(self) -> None:
        hidden = self.session.settings.hide_from_round
        if hidden is not None:
            self.label.setText(hidden_text(hidden))
        self.change.setVisible(self.session.organiser)
        self.setVisible(hidden is not None)

    def open_dialog(self) -> None:
        from ui.dialogs.hide_standings_dialog import HideStandingsDialog

        HideStandingsDialog(self.session, self).exec()
