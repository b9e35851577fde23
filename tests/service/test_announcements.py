"""Announcements: the organiser's messages for the projector and the live page."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament
from tournament.errors import InvalidInput
from tournament.service import Tournament
from tournament.service.announcements import MAX_ANNOUNCEMENT


def test_announcements_are_kept_newest_first_with_who_and_when(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    revision = t.revision
    first, changes = t.announcements.announce("  Lunch until 13:30  ", who="Desk")
    assert changes.announcements and changes.audit and not changes.standings
    assert t.revision > revision
    t.announcements.announce("Round 2:\r\n  tables 1-4 upstairs ", who="Desk")
    assert [a.text for a in t.announcements.all()] == ["Round 2:\ntables 1-4 upstairs",
                                                   "Lunch until 13:30"]
    assert first.who == "Desk" and first.at.endswith("Z")
    assert [e.action for e in t.approvals.audit()][-1] == "announce"
    path = t.path
    t.close()
    again = Tournament.open(path)
    assert [a.text for a in again.announcements.all()] == ["Round 2:\ntables 1-4 upstairs",
                                                       "Lunch until 13:30"]
    again.close()


@pytest.mark.parametrize(("text", "code", "words"), [
    ("", "empty_announcement", "empty"),
    (" \n \r\n ", "empty_announcement", "empty"),
    ("Ring \x07 the bell", "bad_text", "control character (U+0007)"),
    ("\x1b[31mRED", "bad_text", "control character (U+001B)"),
    ("Tab\there", "bad_text", "control character (U+0009)"),
    ("Anna\u202eareN", "bad_text", "control character (U+202E)"),
    ("x" * (MAX_ANNOUNCEMENT + 1), "bad_text", f"at most {MAX_ANNOUNCEMENT}"),
])
def test_a_bad_announcement_is_refused_and_nothing_is_written(tmp_path, text, code, words):
    t = new_tournament(tmp_path, players=4, rounds=1)
    audit = len(t.approvals.audit())
    with pytest.raises(InvalidInput) as refused:
        t.announcements.announce(text, who="Desk")
    assert [i.code for i in refused.value.issues] == [code]
    assert words in refused.value.issues[0].message
    assert t.announcements.all() == () and len(t.approvals.audit()) == audit
    t.close()


def test_the_longest_announcement_and_markup_are_kept_as_written(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    t.announcements.announce("y" * MAX_ANNOUNCEMENT)
    t.announcements.announce("<b>Bob</b> & <script>x</script>")
    assert [a.text for a in t.announcements.all()] == ["<b>Bob</b> & <script>x</script>",
                                                   "y" * MAX_ANNOUNCEMENT]
    with pytest.raises(InvalidInput):
        t.announcements.announce("ok", who="Desk\x00")
    t.close()
