"""Hide the standings from the players for the last rounds (the live page, its
/api/standings, the projector and the phones show them up to the round before, and say
so), to reveal them at the prize-giving; or show them all again. The organiser's setting, as
`hide-standings` on the command line; the desk, the prints and the exports see everything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ui.issue_words import issue_text
from ui.style import SPACE
from ui.text import tr

if TYPE_CHECKING:
    from ui.session import Session


class HideStandingsDialog(QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(tr("Standings hidden from the players"))
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        explain = QLabel(tr("From the round chosen on, the live page, the projector and the "
                            "players' phones show the standings of the rounds before only, "
                            "and say so; the desk, the prints and the exports still show "
                            "everything. The prize-giving on the projector reveals the final "
                            "standings."))
        explain.setWordWrap(True)
        layout.addWidget(explain)
        row = QHBoxLayout()
        self.hide_box = QCheckBox(tr("Hide the standings from round"))
        self.round_box = QSpinBox()
        self.round_box.setRange(1, max(1, session.settings.rounds))
        hidden = session.settings.hide_from_round
        self.hide_box.setChecked(hidden is not None)
        self.round_box.setValue(hidden if hidden is not None else session.settings.rounds)
        self.round_box.setEnabled(hidden is not None)
        self.hide_box.toggled.connect(self.round_box.setEnabled)
        row.addWidget(self.hide_box)
        row.addWidget(self.round_box)
        row.addStretch(1)
        layout.addLayout(row)
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.submit)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> int | None:
        return self.round_box.value() if self.hide_box.isChecked() else None

    def submit(self) -> None:
        wanted = self.chosen()
        who = self.session.referee

        def refused(issues: list[Any]) -> None:
            self.problem.setText("; ".join(issue_text(i, []) for i in issues))
            self.problem.show()

        self.problem.hide()
        self.session.change(lambda t: (wanted, t.referee.hide_standings(wanted, who=who)),
                            on_done=lambda _v: self.accept(), on_refused=refused,
                            initiator=self)
