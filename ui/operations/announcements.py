"""The organiser's announcements to the players (projector and live page)."""

from __future__ import annotations

from ui.operations import Op, run
from ui.session import Session


def announce(session: Session, text: str, initiator: object | None = None) -> Op:
    """`Tournament.announcements.announce(text, who)` by the person at the desk; the op's value: the
    `Announcement` made, or the core's refusal (empty, too long, not plain text)."""
    who = session.referee
    return run(session, "announce", lambda t: t.announcements.announce(text, who=who), initiator)
