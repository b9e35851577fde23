"""The core's refusals of a round clock or final stage action, in the desk's language.

The core's own messages (English, with the names and numbers in them) are shown as they are
in English; in another language, the problem is said in that language from its `Issue.code`
(the core gives these problems no params to fill in), and any code not listed here falls
back on `ui.issue_words`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.model import Issue
from ui.issue_words import issue_text
from ui.text import QT_TR_NOOP, tr

WORDS = {
    # the final stage
    "final_started": QT_TR_NOOP("The final has already been started (take it back first to "
                                "start another)."),
    "no_qualifying_round": QT_TR_NOOP("The final comes after the qualifying rounds: seat and "
                                      "play them first."),
    "rounds_after": QT_TR_NOOP("A round after the last qualifying round is already seated."),
    "qualifying_unfinished": QT_TR_NOOP("Every game of the qualifying rounds must be finished "
                                        "first."),
    "too_few_players": QT_TR_NOOP("Fewer players are ranked than the final needs."),
    "tie_at_cut": QT_TR_NOOP("Players share the last place of the final: set a tie-break or "
                             "choose the finalists yourself."),
    "finalist_dropped": QT_TR_NOOP("A player of the top places has dropped out: choose the "
                                   "finalists yourself."),
    "finalist_count": QT_TR_NOOP("Tick as many finalists as the final has places."),
    "tables_required": QT_TR_NOOP("Your own seating needs every table: four finalists each."),
    "not_a_finalist": QT_TR_NOOP("A player seated in the final is not a finalist."),
    "seated_twice": QT_TR_NOOP("A finalist is seated twice."),
    "player_not_seated": QT_TR_NOOP("A finalist is not seated."),
    "previous_unfinished": QT_TR_NOOP("The round before must be finished first."),
    "not_a_final_round": QT_TR_NOOP("This round is not a later round of the final."),
    "final_played": QT_TR_NOOP("The final has recorded games; it cannot be taken back."),
    "no_final": QT_TR_NOOP("No final has been started."),
    # the round clock
    "clock_started": QT_TR_NOOP("The clock of this round is already running or paused."),
    "clock_not_running": QT_TR_NOOP("The clock of this round is not running."),
    "clock_not_paused": QT_TR_NOOP("The clock of this round is not paused."),
    "clock_not_started": QT_TR_NOOP("The clock of this round has nothing to reset."),
    "no_round_length": QT_TR_NOOP("How long is the round? Give its length in minutes."),
}


def problem_text(issue: Issue, players: Sequence[str] = ()) -> str:
    """One refusal in the desk's language (the core's own words in English)."""
    template = WORDS.get(issue.code)
    if template is not None:
        translated = tr(template)
        if translated != template:
            return translated
    return issue_text(issue, list(players))
