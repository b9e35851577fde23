"""Light, dark and the system's colours (View > Appearance): every colour the desk draws text
with reads on what it is drawn on (WCAG contrast), in both schemes; switching changes the
palette of every window, follows the system when asked, and is remembered."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from ui import style
from ui.style import DARK, LIGHT, TEXT_PAIRS, Appearance, contrast

SIZES = ((1366, 768), (1920, 1080))
SCHEMES = {"light": LIGHT, "dark": DARK}


@pytest.fixture(autouse=True)
def _back_to_system(qapp):
    yield
    style.set_appearance(qapp, Appearance.SYSTEM)


# --- the colours themselves ------------------------------------------------------------------

@pytest.mark.parametrize("name", SCHEMES)
@pytest.mark.parametrize(("fg", "bg"), TEXT_PAIRS)
def test_text_colours_read_on_their_backgrounds(name, fg, bg):
    s = SCHEMES[name]
    ratio = contrast(getattr(s, fg), getattr(s, bg))
    assert ratio >= 4.5, f"{name}: {fg} {getattr(s, fg)} on {bg} {getattr(s, bg)}: {ratio:.2f}"


@pytest.mark.parametrize("name", SCHEMES)
def test_wind_letters_read_on_their_badges(name):
    s = SCHEMES[name]
    for wind, badge in zip("ESWN", s.winds, strict=True):
        assert contrast(s.wind_glyph, badge) >= 4.5, (name, wind, badge)
    assert len(set(s.winds)) == 4


@pytest.mark.parametrize("name", SCHEMES)
def test_chart_lines_stand_out_from_the_chart(name):
    """Lines and badges are not text: WCAG asks 3:1 of graphics against what is next to them."""
    s = SCHEMES[name]
    for line in s.lines:
        assert contrast(line, s.surface) >= 3.0, (name, line)
    assert len({c.lower() for c in s.lines}) == len(s.lines)
    assert contrast(s.gain, s.surface) >= 3.0 and contrast(s.danger, s.surface) >= 3.0


def test_the_schemes_differ_where_it_matters():
    assert not LIGHT.dark and DARK.dark
    assert contrast(DARK.background, "#000000") < contrast(LIGHT.background, "#000000")
    assert "text" in style.colour_roles() and "dark" not in style.colour_roles()
    for role in style.colour_roles():
        assert QColor(getattr(LIGHT, role)).isValid(), role
        assert QColor(getattr(DARK, role)).isValid(), role


def test_the_contrast_formula():
    # WCAG 2.x's own examples: black on white is 21:1, a colour on itself 1:1.
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


# --- the desk ----------------------------------------------------------------------------------

def _visible_labels(window: QWidget) -> list[QLabel]:
    return [label for label in window.findChildren(QLabel)
            if label.isVisible() and label.isEnabled() and label.text().strip()
            and label.width() > 4 and label.height() > 4
            and not label.text().lstrip().startswith("<")]  # rich text colours itself


def _background_of(image: QImage, rect: QRect) -> QColor:
    """The colour most of a label's area is painted with: what its text is drawn on."""
    counts: Counter[int] = Counter()
    step = max(1, rect.width() // 40), max(1, rect.height() // 10)
    for x in range(rect.left(), rect.right(), step[0]):
        for y in range(rect.top(), rect.bottom(), step[1]):
            if 0 <= x < image.width() and 0 <= y < image.height():
                counts[image.pixel(x, y)] += 1
    return QColor.fromRgb(counts.most_common(1)[0][0])


def assert_text_readable(window: QWidget) -> int:
    """Every visible label's text colour against the colour actually under it on screen;
    the number of labels checked."""
    image = window.grab().toImage()
    ratio = image.width() / max(1, window.width())
    checked = 0
    for label in _visible_labels(window):
        top_left = label.mapTo(window, label.rect().topLeft())
        rect = QRect(int(top_left.x() * ratio), int(top_left.y() * ratio),
                     int(label.width() * ratio), int(label.height() * ratio))
        fg = label.palette().color(QPalette.ColorGroup.Active, label.foregroundRole())
        bg = _background_of(image, rect)
        ratio_ = contrast(fg.name(), bg.name())
        assert ratio_ >= 4.5, (f"'{label.text()[:40]}' ({label.objectName()}): {fg.name()} on "
                               f"{bg.name()}: {ratio_:.2f}")
        checked += 1
    return checked


def _open_table(window, qtbot):
    shown: list[object] = []
    window.area.table.table_shown.connect(lambda *_: shown.append(1))
    window.area.open_table(3, 1)
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)


# The laptop in French (the longest words on the least room) and a desktop in English.
@pytest.mark.parametrize(("size", "language"), [(SIZES[0], "fr"), (SIZES[1], "en")],
                         ids=["1366x768-fr", "1920x1080-en"])
def test_switching_appearance_changes_every_colour_and_is_remembered(
        qtbot, demo_window, qapp, size, language):
    window = demo_window
    window.set_language(language)
    window.resize(*size)
    _open_table(window, qtbot)
    actions = window.menus.appearance_actions
    assert set(actions) == set(Appearance)
    assert actions[Appearance.SYSTEM].isChecked()  # a fresh desk follows the system

    for appearance, expected in ((Appearance.DARK, DARK), (Appearance.LIGHT, LIGHT)):
        actions[appearance].trigger()
        assert actions[appearance].isChecked()
        assert window.settings.value(style.APPEARANCE_KEY) == appearance.value
        assert style.scheme() is expected
        palette = qapp.palette()
        assert palette.color(QPalette.ColorRole.Window).name() == expected.background
        assert palette.color(QPalette.ColorRole.Text).name() == expected.text
        qtbot.wait(50)
        for page in ("table", "standings", "rounds", "players"):
            window.show_page(page)
            qtbot.wait(150)
            assert assert_text_readable(window) >= 3, page
        # The hand log's points: green and red in the scheme in use.
        model = window.area.table.view.log_model
        colours = {model.data(model.index(r, c), Qt.ItemDataRole.ForegroundRole).name()
                   for r in range(model.rowCount()) for c in range(model.columnCount())
                   if model.data(model.index(r, c), Qt.ItemDataRole.ForegroundRole) is not None}
        assert colours <= {expected.gain, expected.danger, expected.muted}
        # Icons are drawn in the scheme's icon colour.
        icon = window.menus.page_actions["players"].icon().pixmap(24).toImage()
        drawn = {icon.pixelColor(x, y).name() for x in range(24) for y in range(24)
                 if icon.pixelColor(x, y).alpha() == 255}
        assert drawn == {expected.icon}

    window.set_appearance(Appearance.DARK)
    window.close()
    # A new desk on the same settings opens dark.
    from ui.main_window import MainWindow

    style.set_appearance(qapp, Appearance.SYSTEM)
    again = MainWindow(window.settings)
    qtbot.addWidget(again)
    assert again.menus.appearance_actions[Appearance.DARK].isChecked()
    assert style.scheme() is DARK
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == DARK.background
    again.close()


def test_system_follows_the_systems_colour_scheme(qtbot, window, qapp, monkeypatch):
    """The offscreen platform has no colour scheme of its own (it answers Unknown, which is
    light), so the system's switch to dark is played by the one call that reads it and the
    signal Qt sends."""
    assert style.current_appearance() == Appearance.SYSTEM
    assert style.scheme() is LIGHT
    monkeypatch.setattr(style, "system_is_dark", lambda: True)
    qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert style.scheme() is DARK
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == DARK.background
    # Chosen Light, the desk no longer follows.
    window.menus.appearance_actions[Appearance.LIGHT].trigger()
    qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert style.scheme() is LIGHT
    window.menus.appearance_actions[Appearance.SYSTEM].trigger()
    assert style.scheme() is DARK


def test_projector_and_statistics_read_in_dark(qtbot, demo_window, qapp):
    window = demo_window
    window.resize(1366, 768)
    window.set_appearance(Appearance.DARK)
    window.show_page("statistics")
    qtbot.wait(600)
    assert assert_text_readable(window) >= 3
    projector = window.screens.show_projector()
    projector.resize(1366, 768)
    qtbot.waitUntil(lambda: projector.projected is not None, timeout=10000)
    projector.show_page(0)
    qtbot.wait(200)
    assert assert_text_readable(projector) >= 10
    # The negative totals are red, in the dark scheme's red.
    reds = [label for label in projector.findChildren(QLabel)
            if label.isVisible() and label.property("tone") == "danger"]
    assert reds
    assert all(label.palette().color(label.foregroundRole()).name() == DARK.danger
               for label in reds)
    projector.close()


def test_app_widgets_outside_the_window_follow(qtbot, qapp):
    """A widget made after the switch, and one made before, both take the scheme."""
    before = QLabel("before")
    qtbot.addWidget(before)
    style.set_appearance(qapp, Appearance.DARK)
    after = QLabel("after")
    qtbot.addWidget(after)
    style.set_tone(after, "danger")
    for label in (before, after):
        label.ensurePolished()
    assert before.palette().color(before.foregroundRole()).name() == DARK.text
    assert after.palette().color(after.foregroundRole()).name() == DARK.danger
    style.set_appearance(qapp, Appearance.LIGHT)
    assert after.palette().color(after.foregroundRole()).name() == LIGHT.danger
    assert isinstance(QApplication.instance(), QApplication)


def test_the_yaku_list_reads_in_both_schemes(qtbot, qapp, rules):
    """The yaku names are list items, not labels: their colour is the item's own (muted for a
    closed-only yaku of an open hand) or the list's text colour, redrawn at a switch."""
    from tournament.model import Wind
    from ui.dialogs.win_inputs import YakuPickerWidget
    from ui.dialogs.win_sources import WinContext

    picker = YakuPickerWidget()
    qtbot.addWidget(picker)
    picker.set_context(WinContext(rules=rules, tsumo=False, seat_wind=Wind.SOUTH,
                                  round_wind=Wind.EAST, dealer=False))
    picker.show()
    for appearance, s in ((Appearance.DARK, DARK), (Appearance.LIGHT, LIGHT),
                          (Appearance.DARK, DARK)):
        style.set_appearance(qapp, appearance)
        for is_open in (False, True):
            picker.open_hand.setChecked(is_open)
            palette = picker.list.palette()
            background = palette.color(QPalette.ColorRole.Base).name()
            assert background == s.surface
            for i in range(picker.list.count()):
                item = picker.list.item(i)
                own = item.data(Qt.ItemDataRole.ForegroundRole)
                text = (QColor(own) if own is not None
                        else palette.color(QPalette.ColorRole.Text)).name()
                assert text in (s.text, s.muted), (item.text(), text)
                assert contrast(text, background) >= 4.5, (item.text(), text, background)


def _ink(image: QImage, background: str) -> QColor:
    """The commonest colour of `image` that is not `background` (an icon's stroke)."""
    counts: Counter[int] = Counter()
    bg = QColor(background).rgb()
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixel(x, y)
            if QColor(pixel).alpha() > 200 and (pixel | 0xff000000) != (bg | 0xff000000):
                counts[pixel | 0xff000000] += 1
    assert counts, "nothing drawn"
    return QColor(counts.most_common(1)[0][0])


@pytest.mark.parametrize("name", SCHEMES)
def test_icons_read_where_they_are_drawn(qtbot, qapp, name):
    """The selected page's icon in the navigation was white on its light tint (light); the
    start page's card icons kept the light scheme's grey on the dark cards. Icons are
    graphics: WCAG asks 3:1."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from ui import icons
    from ui.views.start_page import StartPage
    from ui.widgets.labels import IconLabel

    s = SCHEMES[name]
    page = StartPage()  # built in the light scheme, shown in `name`'s
    qtbot.addWidget(page)
    style.set_appearance(qapp, Appearance.DARK if s.dark else Appearance.LIGHT)
    selected = icons.icon("players").pixmap(QSize(24, 24), QIcon.Mode.Selected).toImage()
    stroke = _ink(selected, "#00000000")
    assert contrast(stroke.name(), s.nav_selected) >= 3.0, (name, stroke.name())
    assert contrast(stroke.name(), s.selection) >= 3.0, (name, stroke.name())
    page.show()
    qtbot.waitExposed(page)
    for card in (page.new_button, page.demo_button):
        picture = card.findChild(IconLabel)
        image = card.grab(picture.geometry()).toImage()
        stroke = _ink(image, s.surface)
        assert contrast(stroke.name(), s.surface) >= 3.0, (name, stroke.name())
