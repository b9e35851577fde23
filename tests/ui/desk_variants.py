"""The window sizes and languages the desk's tests run at: the commonest venue laptop
(1,366 x 768) in French, the hardest case (the longest words on the least room), and a
desktop screen (1,920 x 1,080) in English. Every word of both languages is walked at the
laptop's size by the clipped-text and accessibility tests; the other two pairings added
nothing those two do not cover and doubled the desk's tests."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

SIZES = ((1366, 768), (1920, 1080))
LANGUAGES = ("en", "fr")
VARIANTS = [pytest.param(size, lang, id=f"{size[0]}x{size[1]}-{lang}")
            for size, lang in zip(SIZES, reversed(LANGUAGES), strict=True)]
# Screenshots of a run, to look at (never compared): RIICHI_TOURNAMENT_SHOTS=folder.
SHOTS_ENV = "RIICHI_TOURNAMENT_SHOTS"


def set_up(qtbot: Any, window: Any, size: tuple[int, int], language: str) -> None:
    """The window at `size` (on the test screen of that size, when the suite has its two
    screens: tests/ui/screens.json; as big as that screen lets it be), in `language` (the
    menu's switch, as an organiser does it)."""
    from PySide6.QtWidgets import QApplication

    from ui.screen import largest_size

    wanted = "laptop" if size[0] < 1920 else "big-monitor"
    for screen in QApplication.screens():
        if screen.name() == wanted:
            window.setScreen(screen)
            window.move(screen.availableGeometry().topLeft())
    window.resize(*size)
    if language != "en":
        window.menus.language_actions[language].trigger()
    width = min(size[0], largest_size(window).width())
    qtbot.waitUntil(lambda: window.width() == width, timeout=2000)


def shot(widget: Any, name: str) -> Path | None:
    """Save `widget` as a PNG when $RIICHI_TOURNAMENT_SHOTS names a folder."""
    folder = os.environ.get(SHOTS_ENV)
    if not folder:
        return None
    path = Path(folder) / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(path))
    return path


@pytest.fixture
def english_after():
    """The desk's language back to English after a test that switched it."""
    from ui import i18n

    yield
    i18n.install("en")
