"""The core's problems in the desk's language: the catalogue of the problems' words
(`tournament.words.issues`, English and French, shared with the phone page and the live
pages) called with the desk's language and the table's players.

The desk adds its own words for two parameters the catalogue leaves as the core gives them:
an abortive draw's kind and a ruleset field's label, both words of the desk's widgets (Qt's
catalogue). A problem the catalogue has no words for is shown with the core's own message,
as the command line prints it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.words import issues
from ui import rule_words
from ui.text import abortive_name, language


def _desk_words(issue: Issue) -> dict[str, str]:
    out = {}
    if "kind" in issue.params:
        out["kind"] = abortive_name(str(issue.params["kind"]))
    field = issue.params.get("field", issue.field)
    if issue.code == IssueCode.BAD_RULESET and field:
        out["field"] = rule_words.label(str(field))
    return out


def issue_text(issue: Issue, players: Sequence[str]) -> str:
    """A problem as the referee reads it, in the desk's language."""
    return issues.issue_text(issue, language(), players, _desk_words(issue))
