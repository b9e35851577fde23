"""`Transaction`: one write transaction on the open tournament, the type the service names.

The service hands it to the repository functions (`storage.repo`) and to
`changes.close_session_change`; what it is made of (an SQLAlchemy session, the ledger's
tracker of the fact rows it writes) stays in the storage layer, so no service signature names
a database library's type.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session

from tournament.storage.chain import Tracker


class Transaction(Session):
    """A session whose fact rows are tracked for the ledger (`chain.Tracker`) from its start."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.tracker = Tracker(self)
