"""The projector's controls in the organiser's window (never on the public screen): its
countdown and pages (`ProjectorControls`), its awards and prize-giving (`CeremonyControls`)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QToolBar, QWidget

from ui import icons
from ui.style import font
from ui.text import MINUS, tr
from ui.views.awards_view import AWARD_ICON
from ui.views.projector import ProjectorWindow
from ui.widgets.labels import name_toolbar_overflow


class ProjectorControls(QToolBar):
    """The projector's countdown and pages, in the organiser's window (never on the public
    screen): start/pause, reset, a minute more or less, games in play counted or not."""

    def __init__(self, projector: ProjectorWindow, parent: QWidget | None = None):
        super().__init__(tr("Projector"), parent)
        self.setObjectName("projectorControls")
        self.setMovable(False)
        name_toolbar_overflow(self)
        self.projector = projector
        self.addWidget(QLabel(tr("Projector:") + " "))
        self.time_label = QLabel()
        self.time_label.setFont(font(1.1, bold=True))
        self.time_label.setMinimumWidth(96)
        self.addWidget(self.time_label)
        self.start_button = QPushButton(icons.icon("play"), tr("Start"))
        self.start_button.clicked.connect(projector.toggle)
        # Icons with their words in the tooltip: the bar fits a 1,024 px window in French too.
        self.reset_button = QPushButton(icons.icon("reset"), "")
        self.reset_button.setToolTip(tr("Reset"))
        self.reset_button.setAccessibleName(tr("Reset"))
        self.reset_button.clicked.connect(projector.reset)
        self.minus_button = QPushButton(f"{MINUS}1 " + tr("min"))
        self.minus_button.clicked.connect(lambda: projector.add_minutes(-1))
        self.plus_button = QPushButton("+1 " + tr("min"))
        self.plus_button.clicked.connect(lambda: projector.add_minutes(1))
        self.next_button = QPushButton(icons.icon("next"), "")
        self.next_button.setToolTip(tr("Next page"))
        self.next_button.setAccessibleName(tr("Next page"))
        self.next_button.clicked.connect(projector.next_page)
        self.in_play = QCheckBox(tr("Count games in play"))
        self.in_play.setToolTip(tr("Off: the public screen shows finished games only"))
        self.in_play.toggled.connect(projector.set_provisional)
        self.close_button = QPushButton(icons.icon("close"), "")
        self.close_button.setToolTip(tr("Close the projector"))
        self.close_button.setAccessibleName(tr("Close the projector"))
        self.close_button.clicked.connect(projector.close)
        self.countdown_actions = []  # hidden while the round clock is on the big clock
        for widget in (self.start_button, self.reset_button, self.minus_button,
                       self.plus_button, self.next_button, self.in_play, self.close_button):
            action = self.addWidget(widget)
            if widget in (self.start_button, self.reset_button, self.minus_button,
                          self.plus_button):
                self.countdown_actions.append(action)
        projector.ticked.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        projector = self.projector
        self.time_label.setText(projector.clock.text())
        # The round clock is set on the rounds page; these buttons are the countdown's own.
        for action in self.countdown_actions:
            action.setVisible(not projector.showing_round_clock)
        running = projector.countdown.running
        self.start_button.setText(tr("Pause") if running else tr("Start"))
        self.start_button.setIcon(icons.icon("pause" if running else "play"))


class CeremonyControls(QToolBar):
    """The projector's awards and prize-giving, in the organiser's window (a row of its own
    below `ProjectorControls`): start either, step forward and back, return to the pages; the
    Awards page, where the awards are chosen, is a click away."""

    awards_page_requested = Signal()

    def __init__(self, projector: ProjectorWindow, parent: QWidget | None = None):
        super().__init__(tr("Prize-giving"), parent)
        self.setObjectName("ceremonyControls")
        self.setMovable(False)
        name_toolbar_overflow(self)
        self.projector = projector
        self.addWidget(QLabel(tr("Prize-giving:") + " "))
        self.awards_button = QPushButton(icons.icon(AWARD_ICON), tr("Awards"))
        self.awards_button.setToolTip(tr("The award winners, one award per step"))
        self.awards_button.clicked.connect(projector.start_awards)
        self.prize_button = QPushButton(icons.icon("standings"), tr("Reveal the standings"))
        self.prize_button.setToolTip(tr("The standings revealed from the last place upward, "
                                        "one place per step (\u2192 or Page Down on the "
                                        "projector)"))
        self.prize_button.clicked.connect(lambda: projector.start_prize_giving())
        self.back_step = QPushButton(icons.icon("back"), "")
        self.back_step.setToolTip(tr("One step back"))
        self.back_step.setAccessibleName(tr("One step back"))
        self.back_step.clicked.connect(lambda: projector.step(-1))
        self.next_step = QPushButton(icons.icon("next"), tr("Step"))
        self.next_step.setToolTip(tr("The next award or place (\u2192 on the projector)"))
        self.next_step.clicked.connect(lambda: projector.step(1))
        self.end_button = QPushButton(icons.icon("list"), tr("Back to the standings pages"))
        self.end_button.clicked.connect(projector.end_special)
        self.choose_button = QPushButton(tr("Choose the awards\u2026"))
        self.choose_button.setToolTip(tr("The Awards page: which awards, in which order, and "
                                         "the players' flags"))
        self.choose_button.clicked.connect(self.awards_page_requested)
        for widget in (self.awards_button, self.prize_button, self.back_step, self.next_step,
                       self.end_button, self.choose_button):
            self.addWidget(widget)
        projector.special_changed.connect(self._follow)
        self._follow()

    def _follow(self) -> None:
        on = self.projector.special is not None
        for button in (self.back_step, self.next_step, self.end_button):
            button.setEnabled(on)
