"""Announcements: the organiser's messages to the players ("Round 3 starts at 14:00"), shown
on the projector and on the live page. Only ever added; the newest is shown first.

The text is plain text: control characters (escape sequences, NUL) and the invisible
bidirectional overrides are refused as in every stored text (`tournament.words.free_text`), except
line breaks, which a message may have; at most MAX_ANNOUNCEMENT characters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import MAX_ANNOUNCEMENT, Announcement, clean_announcement
from tournament.service.arguments import issue, refuse
from tournament.service.values import Changes
from tournament.storage import Transaction, day
from tournament.words.free_text import check_person, text_problem

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class AnnouncementsPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._list: list[Announcement] = []

    def _read(self, s: Any) -> None:
        self._list = day.announcements(s)

    def all(self) -> tuple[Announcement, ...]:
        """Every announcement, newest first."""
        return tuple(reversed(self._list))

    def check(self, text: str, who: str = "") -> list[Issue]:
        """What is wrong with an announcement (nothing: [])."""
        issues: list[Issue] = []
        clean = clean_announcement(text)
        if not clean:
            issues.append(issue(IssueCode.EMPTY_ANNOUNCEMENT, "text", "the announcement is empty"))
        # Line breaks are allowed; every other control character is not.
        why = text_problem(clean.replace("\n", " "), MAX_ANNOUNCEMENT)
        if why is not None:
            issues.append(issue(IssueCode.BAD_TEXT, "text", f"the announcement {why}"))
        issues += check_person("who", who.strip(), "name of who announces")
        return issues

    def announce(self, text: str, who: str = "") -> tuple[Announcement, Changes]:
        """Add an announcement (InvalidInput if the text is empty, too long or not plain)."""
        issues = self.check(text, who)
        if issues:
            raise refuse(*issues)
        clean = clean_announcement(text)

        def write(s: Transaction) -> Announcement:
            return s.write.add_announcement(clean, who.strip())

        made, changes = self._t._commit(write, Changes(announcements=True), audit="announce",
                                     who=who.strip(), detail=clean)
        self._list.append(made)
        return made, changes
