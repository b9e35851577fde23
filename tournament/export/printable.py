"""One call from a tournament to a printable document: gather the data, build the HTML.

`build_document(t, "standings", round=2)` is what the printer, the print preview and the
`print` command use. Problems (a round that does not exist, an unknown document) raise
`InvalidInput` with one `Issue` each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament.errors import InvalidInput
from tournament.export import documents, player_documents
from tournament.export.documents import Document
from tournament.export.gather import (
    DocumentKind,
    gather_cards,
    gather_certificates,
    gather_seating,
    gather_standings,
    gather_statistics,
)
from tournament.issue_codes import IssueCode
from tournament.model import Issue

if TYPE_CHECKING:  # built from an open tournament; importing this module needs no storage
    from tournament.service import Tournament


def document_kind(what: DocumentKind | str) -> DocumentKind:
    try:
        return DocumentKind(what)
    except ValueError:
        raise InvalidInput([Issue(IssueCode.BAD_DOCUMENT, None, "what",
                                  f"unknown document '{what}' "
                                  f"(one of {', '.join(k.value for k in DocumentKind)})")]
                           ) from None


def build_document(t: Tournament, what: DocumentKind | str,
                   round: int | None = None, address: str = "") -> Document:
    """The document `what` for round `round` (None: the last round played for standings,
    cards, statistics and certificates, the last round seated for seating, score sheets and
    table codes). `address`: the live page's address (`gather.entry_address`), for the QR
    codes of the score sheets and the table codes; without it they print the code alone."""
    kind = document_kind(what)
    if kind is DocumentKind.STANDINGS:
        return documents.standings_document(gather_standings(t, round))
    if kind is DocumentKind.CARDS:
        return player_documents.cards_document(gather_cards(t, round))
    if kind is DocumentKind.STATISTICS:
        return player_documents.statistics_document(gather_statistics(t, round))
    if kind is DocumentKind.CERTIFICATES:
        return player_documents.certificates_document(gather_certificates(t, round))
    seating = gather_seating(t, round, kind, address)
    if kind is DocumentKind.SEATING_TABLES:
        return documents.seating_tables_document(seating)
    if kind is DocumentKind.SEATING_PLAYERS:
        return documents.seating_players_document(seating)
    if kind is DocumentKind.TABLE_CODES:
        return documents.table_codes_document(seating)
    return documents.score_sheets_document(seating)
