"""The standings of a final round (`tournament.standings.final_stage`): the usual columns, the
qualifying rounds (R1..RK), what each finalist carried into the final, the final's games
(F1, F2...) and each player's qualifying place (`tournament.standings.spec.desk_columns`).
Players outside the final keep their qualifying places and carry nothing ("" in those
columns). Without a final, the columns are exactly `StandingsTableModel`'s."""

from __future__ import annotations

from collections.abc import Sequence

from tournament.service.read_models import StandingLine
from tournament.standings import spec
from tournament.standings.final_stage import FinalStage
from ui.models.standings_model import StandingsTableModel


def decimals(rows: Sequence[StandingLine]) -> int:
    """1, or 2 when halving left quarters of a point (13.5 / 2 = 6.75): a total is never
    shown rounded (−9.25 is not −9.3)."""
    return 2 if spec.needs_two_decimals(rows) else 1


class FinalStandingsTableModel(StandingsTableModel):
    def __init__(self) -> None:
        self.final: FinalStage | None = None
        super().__init__()

    def set_final(self, final: FinalStage | None) -> None:
        """The final these standings are of (None: qualifying standings); then `set_rows`."""
        self.final = final

    def spec_columns(self, rows: Sequence[StandingLine]) -> list[spec.Column]:
        final = self.final
        if final is None:
            return super().spec_columns(rows)
        rounds = max((len(r.rounds) for r in rows), default=0)
        return spec.desk_columns(rounds, deductions=any(r.chombo_deductions for r in rows),
                                 final_from=final.first_round, qualifying=final.after_round)

    def decimals(self, rows: Sequence[StandingLine]) -> int:
        # Every value to the same decimals, as printed (13.5 halved is 6.75).
        return 1 if self.final is None else decimals(rows)
