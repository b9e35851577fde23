"""The standings of a final round (`tournament.final_stage`): the usual columns, the
qualifying rounds (R1..RK), what each finalist carried into the final, the final's games
(F1, F2...) and each player's qualifying place. Players outside the final keep their
qualifying places and carry nothing ("" in those columns). Without a final, the columns are
exactly `StandingsTableModel`'s."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tournament.final_stage import FinalStage
from tournament.service.read_models import StandingLine
from ui.models.rows_model import CENTER, RIGHT, Column
from ui.models.standings_model import StandingsTableModel, points_text
from ui.text import QT_TR_NOOP, signed, tr


def _value(row: StandingLine, index: int) -> float | None:
    return row.rounds[index] if index < len(row.rounds) else None


def decimals(rows: Sequence[StandingLine]) -> int:
    """1, or 2 when halving left quarters of a point (13.5 / 2 = 6.75): a total is never
    shown rounded (−9.25 is not −9.3)."""
    values = [v for r in rows for v in (r.points, r.carried, *r.rounds) if v is not None]
    return 2 if any(abs(v * 10 - round(v * 10)) > 1e-9 for v in values) else 1


def _final_column(number: int, first: int, places: int,
                  title: str) -> Column[StandingLine]:
    """A round's column: F1, F2... for the final's rounds (`title` the translated "F%1"), or
    R1, R2... for the qualifying rounds ("R%1", `first` 1), every value to `places`
    decimals."""
    index = number - 1

    def shown(r: StandingLine) -> str:
        value = _value(r, index)
        return points_text(value) if value is None or places == 1 else signed(value, places)

    return Column(title.replace("%1", str(number - first + 1)), shown,
                  sort=lambda r: _value(r, index), align=RIGHT, translate_title=False)


class FinalStandingsTableModel(StandingsTableModel):
    def __init__(self) -> None:
        self.final: FinalStage | None = None
        super().__init__()

    def set_final(self, final: FinalStage | None) -> None:
        """The final these standings are of (None: qualifying standings); then `set_rows`."""
        self.final = final

    def columns(self, rows: Sequence[Any]) -> list[Column[StandingLine]]:
        columns = super().columns(rows)
        final = self.final
        if final is None:
            return columns
        rounds = max((len(r.rounds) for r in rows), default=0)
        head = columns[:self.FIRST_ROUND]
        qualifying = columns[self.FIRST_ROUND:self.FIRST_ROUND + min(rounds, final.after_round)]
        tail = columns[self.FIRST_ROUND + rounds:]
        places = decimals(rows)
        if places > 1:
            # Every value to the same decimals, as printed (13.5 halved is 6.75).
            qualifying = [_final_column(n, 1, places, tr("R%1"))
                          for n in range(1, len(qualifying) + 1)]
            old = head[self.POINTS]
            head = head[:self.POINTS] + [Column(old.title, lambda r: signed(r.points, places),
                                               sort=old.sort, align=RIGHT)]
        carried: Column[StandingLine] = Column(
            QT_TR_NOOP("Carried"),
            lambda r: "" if r.carried is None else signed(r.carried, places),
            sort=lambda r: r.carried if r.carried is not None else float("-inf"), align=RIGHT)
        finals = [_final_column(n, final.first_round, places, tr("F%1"))
                  for n in range(final.first_round, rounds + 1)]
        qualified: Column[StandingLine] = Column(
            QT_TR_NOOP("Qualifying place"),
            lambda r: "" if r.qualifying_place is None else str(r.qualifying_place),
            sort=lambda r: r.qualifying_place or 10**6, align=CENTER)
        return head + qualifying + [carried] + finals + [qualified] + tail

    def header_tooltip(self, column: int) -> str | None:
        title = self._columns[column].title if 0 <= column < len(self._columns) else ""
        if title == "Carried":
            return tr("The qualifying points each finalist starts the final with")
        if title == "Qualifying place":
            return tr("The place after the qualifying rounds; players outside the final keep "
                      "it")
        return super().header_tooltip(column)
