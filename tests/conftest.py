"""Fixtures for every test."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _cheap_password_hashes(monkeypatch):
    # The organiser password's scrypt cost is N = 2^17 (128 MiB, a few tenths of a second);
    # tests hash with a small N so they stay fast. tests/storage/test_password.py checks the
    # real cost.
    from tournament.storage import password

    monkeypatch.setattr(password, "COST", {"n": 2**10, "r": 8, "p": 1}, raising=False)
