"""Printing tests: every document rendered to PDF offscreen, read back with pypdf."""

from __future__ import annotations

import os
import unicodedata

# Before anything imports Qt: no display at all.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pypdf  # noqa: E402
import pytest  # noqa: E402

from tests.export.builders import awkward_tournament  # noqa: E402
from tournament.demo import build_demo_tournament  # noqa: E402


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    t = build_demo_tournament(tmp_path_factory.mktemp("demo") / "demo.rtdb")
    yield t
    t.close()


@pytest.fixture(scope="module")
def awkward(tmp_path_factory):
    t = awkward_tournament(tmp_path_factory.mktemp("awkward") / "awkward.rtdb")
    yield t
    t.close()


def pdf_pages(path) -> list[str]:
    """Each page's text, with runs of white space as one space (pypdf puts tabs between
    words) and ligatures as their letters (the font draws "fi" as one glyph)."""
    reader = pypdf.PdfReader(str(path))
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
            for page in reader.pages]


def pdf_size(path) -> tuple[float, float]:
    box = pypdf.PdfReader(str(path)).pages[0].mediabox
    return float(box.width), float(box.height)
