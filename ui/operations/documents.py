"""Printing and exports: a document or an export file for the open tournament.

Each is two steps, so the window never freezes and the database worker stays free for the
tables: the data is read on the worker (`tournament.export.gather` / `printable`, `ema`,
`json_io`), then the file is written on Qt's thread pool (a PDF is laid out with QPainter on a
QPrinter, which Qt allows off the GUI thread). The file appears only when complete (written
beside the target, then renamed). Refused before anything is read: an output path that is the
tournament's own file, a folder, or anything but a regular file (`check_output_path`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tournament.export.documents import Document
from tournament.export.formats import ExportFormat
from tournament.export.gather import DocumentKind
from tournament.export.printable import build_document
from tournament.service import EmaReadiness
from tournament.service.outputs import check_output_path
from ui.operations import Op, chain, in_pool, read
from ui.printing.render import PageSize, write_pdf
from ui.printing.words import desk_words
from ui.session import Session

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    pass


def _refused_path(session: Session, name: str, out: Path) -> Op | None:
    found = check_output_path(session.path, out)
    return Op.done(None, tuple(found[:1]), name) if found else None


def read_document(session: Session, what: DocumentKind | str, round: int | None = None) -> Op:
    """The printable document (its value: a `Document`, plain data) for `round` (None: the
    document's default round)."""
    kind = DocumentKind(what)
    return read(session, f"read_{kind.value}", lambda t: build_document(t, kind, round))


def save_pdf(session: Session, document: Document, out: Path,
             size: PageSize | str = PageSize.A4) -> Op:
    """Write `document` as a PDF (thread pool). The op's value: the number of pages."""
    refused = _refused_path(session, "save_pdf", out)
    if refused is not None:
        return refused
    return in_pool("save_pdf", lambda: write_pdf(document, out, size), session)


def print_to_pdf(session: Session, what: DocumentKind | str, out: Path,
                 round: int | None = None, size: PageSize | str = PageSize.A4) -> Op:
    """Read the document on the worker, then write it as a PDF on the pool."""
    refused = _refused_path(session, "print_to_pdf", out)
    if refused is not None:
        return refused
    return chain(read_document(session, what, round), "print_to_pdf",
                 lambda document: save_pdf(session, document, out, size))


def ema_readiness(session: Session, round: int | None = None) -> Op:
    """What stops the EMA results file, and its warnings (value: `EmaReadiness`)."""
    return read(session, "ema_readiness", lambda t: t.ema.readiness(round))


def export(session: Session, fmt: ExportFormat | str, out: Path,
           round: int | None = None) -> Op:
    """Write an export file: read on the worker, written on the pool, a page for people
    (the standings web page) in the desk's language. The op's value: the path written. An
    EMA file is refused (the op's issues) while `Tournament.ema.readiness` has problems."""
    fmt = ExportFormat(fmt)
    refused = _refused_path(session, f"export_{fmt.value}", out)
    if refused is not None:
        return refused
    spec = fmt.spec  # (tournament.export.formats: how it is read and written)
    words = desk_words()  # (the language the desk speaks when the export is asked for)
    return chain(read(session, f"read_{fmt.value}", lambda t: spec.read(t, round, "raw")),
                 f"export_{fmt.value}",
                 lambda data: in_pool(f"write_{fmt.value}",
                                      lambda: spec.write(data, out, words), session))


__all__ = ["EmaReadiness", "ExportFormat", "ema_readiness", "export", "print_to_pdf",
           "read_document", "save_pdf"]
