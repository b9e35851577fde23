"""The whole suite: the translations are built before the first test.

The .qm files are build products (resources/make_translations.py; `pip install .` and
`pip install -e .` build them). A plain checkout run with PYTHONPATH has none, and a .ts
edited since the last build leaves its .qm behind: the tests build what is missing or stale,
as they test the files the app loads. The app itself never builds them.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="session")
def _translations_built():
    from resources import make_translations

    make_translations.build(only_stale=True)
@pytest.fixture(autouse=True)
def _cheap_password_hashes(monkeypatch):
    # The organiser password's scrypt cost is N = 2^17 (128 MiB, a few tenths of a second);
    # tests hash with a small N so they stay fast. tests/storage/test_password.py checks the
    # real cost.
    from tournament.storage import password

    monkeypatch.setattr(password, "COST", {"n": 2**10, "r": 8, "p": 1}, raising=False)
