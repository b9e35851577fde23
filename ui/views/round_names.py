"""A round's name and state in words, as the rounds screen lists them: "Round 3", "Final,
game 2", "2 of 4 tables finished"."""

from __future__ import annotations

from tournament.service.read_models import RoundSummary
from tournament.standings.final_stage import FinalStage
from ui.text import count, tr


def round_name(number: int, final: FinalStage | None) -> str:
    """"Round 3", or "Final" / "Final, game 2" for a round of the final stage."""
    if final is None or not final.is_final_round(number):
        return tr("Round %1").replace("%1", str(number))
    if final.rounds == 1:
        return tr("Final")
    return tr("Final, game %1").replace("%1", str(number - final.after_round))


def final_title(final: FinalStage) -> str:
    """"Final of the top 8, qualifying points halved, after round 5"."""
    carry = {"kept": tr("qualifying points kept"), "halved": tr("qualifying points halved"),
             "reset": tr("qualifying points reset to zero")}[final.carry.value]
    return (tr("Final of the top %1, %2, after round %3").replace("%1", str(final.size))
            .replace("%2", carry).replace("%3", str(final.after_round)))


def round_status(summary: RoundSummary) -> str:
    if not summary.seated:
        return tr("not seated")
    if summary.approved:
        return tr("approved")
    if summary.finished == summary.tables:
        return tr("all tables finished")
    if summary.played:
        return tr("%1 of %2 tables finished").replace("%1", str(summary.finished)).replace(
            "%2", str(summary.tables))
    return count(summary.tables, tr("%n table seated"), tr("%n tables seated"))
