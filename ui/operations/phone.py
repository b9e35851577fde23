"""Phone entry at the tables: issue a round's codes, switch entry on or off for a round or a
table (organiser only; the service refuses a referee station)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament.service import Changes
from ui.operations import Op, run
from ui.session import Session

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament


def issue_codes(session: Session, round: int, *, new: bool = False,
                table: int | None = None, initiator: object | None = None) -> Op:
    """A code for every table of `round` that has none (`new`: fresh ones). The op's value:
    every table's code (table -> code)."""
    who = session.referee

    def fn(t: Tournament) -> tuple[dict[int, str], Changes]:
        return t.phones.issue_codes(round, new=new, table=table, who=who)

    return run(session, "issue_table_codes", fn, initiator)


def switch_entry(session: Session, round: int, on: bool, table: int | None = None,
                 initiator: object | None = None) -> Op:
    who = session.referee

    def fn(t: Tournament) -> tuple[None, Changes]:
        return None, t.phones.switch_entry(round, on, table=table, who=who)

    return run(session, "switch_phone_entry", fn, initiator)
