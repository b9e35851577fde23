"""The user guide (F1): shipped under resources/help in English and French, shown in the app in
the desk's language, every section there, every picture there and loaded, every link inside
the guide going where it says."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtTest import QTest

from ui import i18n, resources
from ui.dialogs.guide_dialog import SECTIONS, GuideDialog, guide_path

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = tuple(i18n.LANGUAGES)


def html(language: str) -> str:
    return guide_path(language).read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_own_guide(language):
    assert guide_path(language).name == f"guide_{language}.html"
    assert f'<html lang="{language}">' in html(language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_section_is_there_and_in_the_contents(language):
    text = html(language)
    anchors = re.findall(r'<a name="([^"]+)"', text)
    assert list(anchors) == list(SECTIONS)
    contents = re.findall(r'<li><a href="#([^"]+)"', text)
    assert contents == list(SECTIONS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_link_stays_inside_the_guide(language):
    text = html(language)
    links = re.findall(r'href="([^"]*)"', text)
    assert links
    anchors = set(re.findall(r'<a name="([^"]+)"', text))
    for link in links:
        assert link.startswith("#"), f"{language}: {link} leaves the guide (no web links)"
        assert link[1:] in anchors, f"{language}: {link} goes nowhere"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_exists_and_loads(language):
    images = re.findall(r'<img src="([^"]+)"', html(language))
    assert len(images) >= 5
    for src in images:
        assert src.startswith(f"images/{language}/"), src  # the screens in the guide's language
        path = guide_path(language).parent / src
        assert path.is_file(), path
        image = QImage(str(path))
        assert not image.isNull(), path
        assert image.width() >= 640
        # Small: a resource, not a build output.
        assert path.stat().st_size < 80_000, (path, path.stat().st_size)


def test_the_guide_ships_with_the_package_and_the_app():
    """resources/ is the data package riichi_tournament_resources, each folder a package of its
    own (setup.py), and every .html and .png of a package is package data (pyproject.toml); the
    standalone build collects the whole data package (dist-tools/riichi-tournament.spec)."""
    from setuptools import find_namespace_packages

    found = set(find_namespace_packages(where=str(ROOT / "resources")))
    for language in LANGUAGES:
        assert f"help.images.{language}" in found
    assert "help" in found
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    patterns = data["package-data"]["*"]
    assert "*.html" in patterns and "*.png" in patterns
    spec = (ROOT / "dist-tools" / "riichi-tournament.spec").read_text()
    assert 'collect_data_files("riichi_tournament_resources")' in spec
    assert resources.path("help/guide_en.html").parent == resources.root() / "help"


def _browser_images(dialog: GuideDialog) -> list[str]:
    return re.findall(r'<img src="([^"]+)"', dialog.path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_f1_opens_the_guide_in_the_desks_language(qtbot, window, language, size):
    window.resize(*size)
    window.set_language(language)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, Qt.Key.Key_F1)
    guide = window.guide
    assert guide is not None and guide.isVisible()
    assert guide.language == language
    assert guide.path.name == f"guide_{language}.html"
    browser = guide.browser
    text = browser.toPlainText()
    assert ("Contents" if language == "en" else "Sommaire") in text
    assert not browser.openExternalLinks()
    # The pictures are in the document the browser shows, loaded.
    for src in _browser_images(guide):
        url = browser.source().resolved(QUrl(src))
        image = browser.document().resource(QTextDocument.ResourceType.ImageResource, url)
        assert isinstance(image, QImage | QPixmap) and not image.isNull(), src
        assert image.width() >= 640, src
    # It fits the screen, whatever the window's size.
    room = guide.screen().availableGeometry()
    assert guide.width() <= room.width() and guide.height() <= room.height()
    # F1 again brings the same guide back, and a language switch takes it along.
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert window.guide is guide
    other = "fr" if language == "en" else "en"
    window.set_language(other)
    assert guide.language == other and guide.path.name == f"guide_{other}.html"
    guide.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_inside_the_guide_move_to_their_section(qtbot, language):
    dialog = GuideDialog(language)
    qtbot.addWidget(dialog)
    dialog.resize(760, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.browser
    bar = browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    # A real activation: the keyboard's Tab goes to the first link, Enter follows it.
    browser.setFocus()
    QTest.keyClick(browser, Qt.Key.Key_Tab)
    QTest.keyClick(browser, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: browser.source().fragment() == SECTIONS[0], timeout=2000)
    positions = []
    for name in SECTIONS:
        # What a click on the link does: the browser's source becomes guide#name.
        browser.setSource(browser.source().resolved(QUrl(f"#{name}")))
        assert browser.source().fragment() == name
        assert browser.source().path().endswith(f"guide_{language}.html")
        positions.append(bar.value())
    # Each section is further down than the one before (until the end of the page).
    assert positions[0] > 0
    assert all(b >= a for a, b in zip(positions, positions[1:], strict=False))
    assert positions[-1] > positions[0]
    dialog.show_section("setup")
    assert bar.value() == positions[0]


def test_a_language_without_its_own_guide_gets_the_english_one():
    assert guide_path("de").name == "guide_en.html"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guide_keeps_a_margin_from_the_windows_edge(qtbot, language):
    """Its text touched the left edge of the window."""
    from PySide6.QtGui import QColor

    dialog = GuideDialog(language)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    viewport = dialog.browser.viewport()
    image = viewport.grab().toImage()
    background = QColor(image.pixel(image.width() - 2, image.height() - 2)).lightness()
    ink = [x for x in range(image.width() // 3) for y in range(0, image.height(), 2)
           if abs(QColor(image.pixel(x, y)).lightness() - background) > 80]
    assert ink and min(ink) >= 12, min(ink, default=None)
    dialog.close()
