"""Tournament settings other than the ruleset: name, venue, dates, rounds, the EMA details."""

from __future__ import annotations

from typing import Any

from ui.operations import Op, run
from ui.session import Session


def update_settings(session: Session, initiator: object | None = None, **values: Any) -> Op:
    """`Tournament.setup.update(**values)`; the op's value: the new settings."""
    who = session.referee
    return run(session, "update_settings", lambda t: t.setup.update(who=who, **values),
               initiator)
