"""`Transaction`: one write transaction on the open tournament, the type the service names.

Every row of the change is written through `write`, the transaction's `storage.writer.Writer`
(plain SQL on the transaction's own connection); the repository's reads run in the same
transaction. What it is made of (an SQLAlchemy session, the writer) stays in the storage
layer, so no service signature names a database library's type.

A write that does not go through the writer would escape the ledger: an ORM write to a
table of facts (`storage.digests.TRACKED`) is refused as a programming error.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import event
from sqlmodel import Session

from tournament.storage.digests import TRACKED
from tournament.storage.sql import Db
from tournament.storage.writer import Writer


class Transaction(Session):
    """A session whose rows are written by one `Writer` (`write`)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._writer: Writer | None = None
        event.listen(self, "before_flush", _no_orm_writes)
        event.listen(self, "do_orm_execute", _no_bulk_writes)

    @property
    def db(self) -> Db:
        return self.write.db

    @property
    def write(self) -> Writer:
        """The writer of this transaction's rows (made on first use, on its connection)."""
        if self._writer is None:
            self._writer = Writer(Db.of(self.connection()))
        return self._writer


def _no_orm_writes(session: Any, _context: Any, _instances: Any) -> None:
    for obj in (*session.new, *session.dirty, *session.deleted):
        name = getattr(obj, "__tablename__", None)
        if name in TRACKED:
            raise RuntimeError(f"a write to '{name}' outside the writer would escape the "
                               f"ledger: write it through Transaction.write")


def _no_bulk_writes(state: Any) -> None:
    if state.is_update or state.is_delete or state.is_insert:
        name = getattr(getattr(state.statement, "table", None), "name", None)
        if name in TRACKED:
            raise RuntimeError(f"a bulk write to '{name}' would escape the ledger: write it "
                               f"through Transaction.write")
