"""Printing tests: every document rendered to PDF offscreen, read back with pypdf."""

from __future__ import annotations

import os
import unicodedata

# Before anything imports Qt: no display at all.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pypdf  # noqa: E402

# The same two tournaments as the export tests, built once per module.
from tests.export.conftest import awkward, demo  # noqa: E402, F401


def pdf_pages(path) -> list[str]:
    """Each page's text, with runs of white space as one space (pypdf puts tabs between
    words) and ligatures as their letters (the font draws "fi" as one glyph)."""
    reader = pypdf.PdfReader(str(path))
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
            for page in reader.pages]


def pdf_size(path) -> tuple[float, float]:
    box = pypdf.PdfReader(str(path)).pages[0].mediabox
    return float(box.width), float(box.height)
