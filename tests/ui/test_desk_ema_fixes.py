"""The EMA export fixes what it complains about in place: a player without a country is an
entry of the list in the export dialog; the entry opens the player's details over it, and
once they are saved the list (and whether the file can be written) follows. At 1,366 x 768
and 1,920 x 1,080, in English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.ui.desk_variants import VARIANTS, english_after, set_up, shot  # noqa: F401
from tests.ui.drive import click
from ui.operations import players as player_ops
from ui.operations.documents import ExportFormat

pytestmark = pytest.mark.usefixtures("english_after")
NO_COUNTRY = {"en": "has no country", "fr": "pas de pays"}


def entries(dialog) -> list[str]:
    return [dialog.fixes.item(i).text() for i in range(dialog.fixes.count())]


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_a_player_without_a_country_is_fixed_from_the_ema_export(qtbot, demo_window, tmp_path,
                                                                 size, language):
    window = demo_window
    set_up(qtbot, window, size, language)
    name = window.session.call(lambda t: t.players.all()[2].name)
    op = player_ops.update_player(window.session, name, None, country="")
    qtbot.waitUntil(lambda: op.finished, timeout=5000)
    assert op.ok, op.issues
    window.menus.export_actions[ExportFormat.EMA].trigger()
    dialog = window.documents.export_dialog
    dialog.path.set_path(tmp_path / "ema.csv")
    qtbot.waitUntil(lambda: dialog.readiness is not None, timeout=10000)
    qtbot.waitUntil(lambda: any(name in e for e in entries(dialog)), timeout=10000)
    wanted = [e for e in entries(dialog) if name in e and NO_COUNTRY[language] in e]
    assert len(wanted) == 1, entries(dialog)
    assert name not in dialog.problems.text()  # said once, in the list
    assert dialog.fixes.isVisible() and not dialog.ok_button.isEnabled()
    shot(dialog, f"ema-fixes-{size[0]}-{language}")

    row = entries(dialog).index(wanted[0])
    rect = dialog.fixes.visualItemRect(dialog.fixes.item(row))
    qtbot.mouseClick(dialog.fixes.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.center()))
    qtbot.waitUntil(lambda: dialog.player_dialog is not None, timeout=5000)
    editor = dialog.player_dialog
    qtbot.waitExposed(editor)
    assert editor.player.name == name
    qtbot.waitUntil(lambda: editor.country.edit.hasFocus(), timeout=2000)
    qtbot.keyClicks(editor.country.edit, "France")
    shot(editor, f"ema-player-editor-{size[0]}-{language}")
    click(qtbot, editor.ok_button)
    qtbot.waitUntil(lambda: dialog.player_dialog is None, timeout=10000)
    qtbot.waitUntil(lambda: not any(name in e and NO_COUNTRY[language] in e
                                    for e in entries(dialog)), timeout=10000)
    assert window.session.call(lambda t: t.players.get(name).country) == "FRA"
    assert dialog.isVisible()  # the export goes on from where it was
