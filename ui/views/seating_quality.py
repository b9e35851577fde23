"""The seating quality report of the rounds screen, in words with the players' names: who
meets whom more than once, the seat winds' balance, and why the seating engine could do no
better."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from tournament.service.read_models import SeatingQuality
from ui.style import SPACE
from ui.text import count, isolate, labelled, rich_safe, tr, wind_counts


def shortfall_text(engine: dict[str, object]) -> str:
    """Why the seating has repeats, from the seating engine's numbers (its own sentence is
    English for the command line)."""
    rounds, players = engine.get("rounds"), engine.get("players")
    limit, known = engine.get("repeat_free_limit"), engine.get("best_known")
    free = engine.get("repeat_free_rounds")
    if not isinstance(rounds, int) or not isinstance(players, int):
        return ""
    if isinstance(limit, int) and rounds > limit:
        return (tr("%1 rounds are more than %2 players can play without meeting someone "
                   "again (at most %3 rounds).").replace("%1", str(rounds))
                .replace("%2", str(players)).replace("%3", str(limit)))
    if isinstance(known, int) and rounds > known:
        return (tr("No seating of %1 rounds without repeats is known for %2 players (the "
                   "best known has %3).").replace("%1", str(rounds))
                .replace("%2", str(players)).replace("%3", str(known)))
    if isinstance(free, int):
        return (tr("Only the first %1 of %2 rounds are free of repeats.")
                .replace("%1", str(free)).replace("%2", str(rounds)))
    return ""


class QualityPanel(QFrame):
    """The seating quality report in words, with the players' names."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2 * SPACE, 3 * SPACE // 2, 2 * SPACE, 3 * SPACE // 2)
        layout.setSpacing(SPACE // 2)
        title = QLabel(tr("Seating quality"))
        title.setObjectName("sectionTitle")
        layout.addWidget(title)
        self.meetings = QLabel()
        self.meetings.setWordWrap(True)
        self.winds = QLabel()
        self.winds.setWordWrap(True)
        self.engine = QLabel()
        self.engine.setObjectName("muted")
        self.engine.setWordWrap(True)
        for label in (self.meetings, self.winds, self.engine):
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        layout.addStretch(1)

    def set_quality(self, quality: SeatingQuality | None) -> None:
        if quality is None:
            self.meetings.setText(tr("This round is not seated yet."))
            self.winds.setText("")
            self.engine.setText("")
            return
        rounds = count(quality.rounds, tr("over %n round"), tr("over %n rounds"))
        if quality.repeats:
            when = tr("(rounds %1)")
            every = [f"{a} & {b} " + when.replace("%1", ", ".join(str(r) for r in m.rounds))
                     for m in quality.repeats for a, b in [m.names]]
            pairs = "; ".join(every[:4])
            self.meetings.setToolTip(rich_safe("\n".join(every)))
            more = len(quality.repeats) - 4
            text = count(len(quality.repeats), tr("%n pair meets more than once"),
                         tr("%n pairs meet more than once")) + " " + labelled(rounds, pairs)
            if more > 0:
                text += " " + tr("and %1 more").replace("%1", str(more))
            if quality.unavoidable:
                # As few repeats as there can be: no draw does better; nothing to fix.
                text += "\n" + tr("Unavoidable: with %1 players over %2 rounds, at least %3 "
                                  "pairs meet twice, whatever the draw.") \
                    .replace("%1", str(quality.players)).replace("%2", str(quality.rounds)) \
                    .replace("%3", str(quality.least_repeats))
                self.meetings.setObjectName("")
            else:
                self.meetings.setObjectName("fieldError")
        else:
            self.meetings.setToolTip("")
            text = tr("Nobody meets the same player twice") + f" {rounds} (" + count(
                quality.pairs, tr("%n pair has met"), tr("%n pairs have met")) + ")."
            self.meetings.setObjectName("")
        self.meetings.setText(text)
        self.meetings.style().unpolish(self.meetings)
        self.meetings.style().polish(self.meetings)
        if quality.wind_spread <= 1:
            self.winds.setText(tr("Seat winds are balanced: nobody has a wind more than once "
                                  "more than another."))
        else:
            worst = ", ".join(f"{isolate(name)} ({wind_counts(c)})"
                              for name, c in quality.unbalanced)
            self.winds.setText(tr("Seat winds: up to %1 more times in one wind than in "
                                  "another, for %2").replace("%1", str(quality.wind_spread))
                               .replace("%2", worst))
        engine = quality.engine
        lines = []
        if engine.get("teammates_together"):
            lines.append(tr("Teammates at one table: %1").replace(
                "%1", str(engine["teammates_together"])))
        if quality.repeats and not quality.unavoidable:
            lines.append(shortfall_text(engine))
        self.engine.setText("\n".join(line for line in lines if line))
        revisits = engine.get("table_revisits")
        self.engine.setToolTip(tr("Players back at a table number they sat at before: %1")
                               .replace("%1", str(revisits)) if revisits is not None else "")
