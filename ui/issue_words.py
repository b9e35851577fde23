"""The core's problems in the referee's words and language: worded from `Issue.code` and
`Issue.params`, never by rewriting the core's English message.

Each entry is a translatable template keyed by the code, or by "code:variant" when the core
words one code several ways (`params["variant"]`). Its {placeholders} are the issue's params:
a seat becomes the player's name, points are written as points. A problem the desk has no
words for yet is shown with the core's own message, as the command line prints it.

The templates, and the codes the desk never shows, are `ui.issue_templates`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from string import Formatter

from tournament.issue_codes import IssueCode
from tournament.model import EndReason, Issue
from ui import rule_words
from ui.issue_templates import DETAILED_IN_CORE, ISSUE_TEXTS
from ui.text import END_REASONS, QT_TR_NOOP, abortive_name, number, points, tr

# Words of a params value, by the field it names (a player's "first_name"...).
FIELD_WORDS = {
    "first_name": QT_TR_NOOP("first name"),
    "last_name": QT_TR_NOOP("last name"),
    "name": QT_TR_NOOP("name"),
    "club": QT_TR_NOOP("club"),
    "team": QT_TR_NOOP("team"),
    "venue": QT_TR_NOOP("venue"),
    "city": QT_TR_NOOP("city"),
    "short_name": QT_TR_NOOP("short name"),
}

# The rulesets' own names, for a sentence ("not played under the EMA RCR ruleset"); the core
# gives their codes.
RULESET_NAMES = {"ema_rcr": "EMA RCR", "ema2016": "EMA 2016", "wrc": "WRC",
                 "tenhou": "Tenhou"}

# Params that name a seat (shown as the player's name) or points (shown as points).
SEAT_PARAMS = frozenset({"seat"})
POINT_PARAMS = frozenset({"score", "total", "start", "expected", "scores", "sticks",
                          "difference", "return"})


def template_for(issue: Issue) -> str | None:
    variant = issue.params.get("variant")
    if variant is not None and f"{issue.code}:{variant}" in ISSUE_TEXTS:
        return ISSUE_TEXTS[f"{issue.code}:{variant}"]
    return ISSUE_TEXTS.get(issue.code)


def _words(issue: Issue, players: Sequence[str]) -> dict[str, str]:
    out = {}
    # The field a problem is about, when its params do not name it (a text the core checks).
    params = {"field": issue.field, **issue.params} if issue.field else issue.params
    for key, value in params.items():
        if key in SEAT_PARAMS and isinstance(value, int) and 0 <= value < len(players):
            out[key] = players[value]
        elif key in POINT_PARAMS and isinstance(value, int):
            out[key] = points(value)
        elif key == "ruleset":
            out[key] = RULESET_NAMES.get(str(value), str(value).replace("_", " "))
        elif key == "kind":
            out[key] = abortive_name(str(value))
        elif key == "field" and issue.code == IssueCode.BAD_RULESET:
            out[key] = rule_words.label(str(value))
        elif key == "field":
            out[key] = tr(FIELD_WORDS[value]) if value in FIELD_WORDS else str(value)
        elif key == "end_code":
            code = EndReason(value) if value in EndReason._value2member_map_ else None
            out["end"] = (tr(END_REASONS[code]).replace("%1", tr("the last hand"))
                          if code is not None else str(issue.params.get("reason", "")))
        elif isinstance(value, int) and not isinstance(value, bool):
            out[key] = number(value)  # 1 234 in French
        else:
            out[key] = str(value)
    out.setdefault("end", str(issue.params.get("reason", "")))
    return out


def issue_text(issue: Issue, players: Sequence[str]) -> str:
    """A problem as the referee reads it, in the desk's language."""
    template = template_for(issue)
    if template is not None and not (issue.code in DETAILED_IN_CORE
                                     and tr(template) == template):
        text = tr(template)
        words = _words(issue, players)
        wanted = {name for _, name, _, _ in Formatter().parse(text) if name}
        if wanted <= words.keys():
            return text.format(**words)
    message = without_references(issue.message)
    return message[:1].upper() + message[1:]


# "(004 §3.4.6)", "(000 §6.5.4, §6.5.6)", "000 §6.5: ": the rules documents' section numbers,
# for the code and the tests; a referee reads the rule, not where it is written.
_SECTION = r"\d{3} §[\d.]+(?:,\s*§[\d.]+)*"
_QUOTING = re.compile(r"\(" + _SECTION + r":\s*([^)]*)\)")  # "(000 §6.5: the rule)"
_REFERENCE = re.compile(r"\s*\(" + _SECTION + r"\)|\b" + _SECTION + r":\s*")


def without_references(message: str) -> str:
    return _REFERENCE.sub("", _QUOTING.sub(r"(\1)", message)).strip()
