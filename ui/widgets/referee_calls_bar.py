"""The tables' open calls for a referee, at the top of the desk's screens: "Table 3 calls a
referee: a dispute (since 14:05)" with a "Done" button that closes it, one line a call.

A call made from a table's phone reaches the desk at once: through the desk's own live page
(the phone writes in this process, and the live page tells the session), or, on a server,
through the watcher that hears every station's change. A new call sounds once (the round
clock's soft stroke, through the same sound sink: no sound where the desk has none). The bar
is hidden while no call is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tournament.organisation import RefereeCall
from tournament.service import Changes
from ui.issue_words import issue_text
from ui.style import SPACE, font
from ui.text import QT_TR_NOOP, time_text, tr

if TYPE_CHECKING:
    from ui.session import Session

REASONS = {"question": QT_TR_NOOP("a question"), "dispute": QT_TR_NOOP("a dispute"),
           "time": QT_TR_NOOP("time"), "other": QT_TR_NOOP("something else")}


def call_text(call: RefereeCall) -> str:
    """"Table 3 (round 2) calls a referee: a dispute (since 14:05)"."""
    return (tr("Table %1 (round %2) calls a referee: %3 (since %4)")
            .replace("%1", str(call.table)).replace("%2", str(call.round))
            .replace("%3", tr(REASONS.get(call.reason, call.reason)))
            .replace("%4", time_text(call.at)))


class RefereeCallsBar(QFrame):
    """One line per open call, each with its "Done" button; hidden without any."""

    shown_calls = Signal(list)  # the calls on the bar now (tests)

    def __init__(self, session: Session, sink: Any = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("refereeCalls")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.session = session
        self._sink = sink
        self._known: set[int] | None = None  # the calls seen so far (None: not read yet)
        self.calls: list[RefereeCall] = []
        self.lines = QVBoxLayout(self)
        self.lines.setContentsMargins(2 * SPACE, SPACE, 2 * SPACE, SPACE)
        self.lines.setSpacing(SPACE // 2)
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.hide()
        self.hide()
        session.changed.connect(self._changed)
        self.refresh()

    def sink(self) -> Any:
        if self._sink is None:
            from ui.round_clock import default_sound_sink

            self._sink = default_sound_sink(self)
        return self._sink

    def refresh(self) -> None:
        self.session.read(lambda t: t.referee.calls(), self._show, lambda _exc: None)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.calls or changes.rounds or changes.seating:
            self.refresh()

    def _show(self, calls: tuple[RefereeCall, ...]) -> None:
        from ui.round_clock import Sound

        new = {c.id for c in calls} - (self._known or set())
        if new:
            # A new call sounds once (and so do the calls open when the desk opened).
            self.sink().play(Sound.WARNING)
        self._known = (self._known or set()) | new
        self.calls = list(calls)
        while self.lines.count():
            item = self.lines.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.problem:
                widget.deleteLater()
        for call in calls:
            row = QWidget()
            layout = QHBoxLayout(row)
            layout.setContentsMargins(0, 0, 0, 0)
            label = QLabel(call_text(call))
            label.setFont(font(1.1, bold=True))
            label.setWordWrap(True)
            if call.person or call.station:
                label.setToolTip(" \u00b7 ".join(p for p in (call.station, call.person) if p))
            done = QPushButton(tr("Done"))
            done.setToolTip(tr("The referee went: close this call (the table's phone "
                               "stops saying a referee is coming)"))
            done.setObjectName(f"done-{call.id}")
            done.clicked.connect(lambda _=False, c=call.id: self.close_call(c))
            layout.addWidget(label, 1)
            layout.addWidget(done)
            self.lines.addWidget(row)
        self.lines.addWidget(self.problem)
        self.setVisible(bool(calls))
        self.shown_calls.emit(self.calls)

    def close_call(self, call: int) -> None:
        """The referee went: the call is closed (at any desk; refused when another desk
        closed it first, and the bar is read again)."""
        who = self.session.referee

        def refused(issues: list[Any]) -> None:
            self.problem.setText("; ".join(issue_text(i, []) for i in issues))
            self.problem.show()
            self.refresh()

        self.problem.hide()
        self.session.change(lambda t: (call, t.referee.close_call(call, who=who)),
                            on_refused=refused, initiator=self)
