"""Fixtures for the Qt-free exports: the demo tournament and the awkward one, built once per
module (they are only read) in a temporary folder."""

from __future__ import annotations

import pytest

from tests.export.builders import awkward_tournament
from tournament.demo import build_demo_tournament


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
