"""The organiser password at the desk: a tournament with one signs every organiser change
with it (docs/ledger.md, "The organiser's signatures"), so the first organiser change asks
for it. Cancel
makes no change and says why; a wrong password is asked again, saying so; the right one
makes the change, and the desk keeps it until the tournament closes (the next organiser
change asks nothing). What the desk signed passes `check` with the password."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.service.helpers import names
from tests.ui.drive import PasswordAnswers, click
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui.operations import rounds as rounds_ops

pytestmark = pytest.mark.usefixtures("ask_password")

SEATING = [[f"P{i:02d}" for i in range(t * 4 + 1, t * 4 + 5)] for t in range(2)]


@pytest.fixture
def rounds_screen(qtbot, window, tmp_path):
    path = tmp_path / "cup.rtdb"
    with Tournament.create(path, name="Cup", rounds=2, password="tonpu",
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, SEATING)
        for table in (1, 2):
            t.tables.record_totals(1, table, [41000, 31000, 27000, 21000])
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(path)
    window.menus.referee.setText("Olga")
    window.show_page("rounds")
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None and rounds.approve_button.isEnabled(),
                    timeout=10000)
    return window, rounds, path


def approved(window) -> bool:
    return window.session.call(
        lambda t: next(r for r in t.rounds.all() if r.number == 1).approved_at is not None)


def test_cancel_changes_nothing_and_says_why(qtbot, rounds_screen, questions):
    window, rounds, _ = rounds_screen
    answers, _ = questions
    password = PasswordAnswers(qtbot, window, None, "tonpu")
    answers.append(QMessageBox.StandardButton.Yes)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: "organiser password" in rounds.message.text(), timeout=10000)
    assert len(password.asked) == 1 and "signed" in password.asked[0]
    assert not approved(window)
    # Cancelled, the password was not kept: the next organiser change (seating round 2,
    # drawn and then stored) asks again, and is made with it.
    seated = rounds_ops.seat_round(window.session, 2)
    qtbot.waitUntil(lambda: seated.finished, timeout=20000)
    assert seated.ok, seated.issues
    assert len(password.asked) == 2
    assert window.session.call(lambda t: len(t.rounds.seating(2))) == 2


def test_a_wrong_password_is_asked_again_and_the_right_one_is_kept(qtbot, rounds_screen,
                                                                   questions):
    window, rounds, path = rounds_screen
    answers, _ = questions
    password = PasswordAnswers(qtbot, window, "tonpuu", "tonpu")
    answers.append(QMessageBox.StandardButton.Yes)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: rounds.unlock_round_button.isVisible(), timeout=20000)
    assert approved(window)
    assert len(password.asked) == 2
    assert not password.asked[0].startswith("Wrong")
    assert password.asked[1].startswith("Wrong organiser password")
    # The next organiser change (round 2 seated from the desk) asks nothing more.
    seated = rounds_ops.seat_round(window.session, 2)
    qtbot.waitUntil(lambda: seated.finished, timeout=20000)
    assert seated.ok, seated.issues
    assert len(password.asked) == 2
    window._confirm_close = lambda: True
    window.close()
    # What the desk signed is the organiser's: check with the password finds nothing.
    with Tournament.open(path, password="tonpu") as t:
        assert t.ledger.issues() == []
        assert t.rounds.seating(2)


def test_the_wizard_recommends_a_password_and_the_desk_keeps_the_one_given(qtbot, window):
    from tests.ui.drive import click

    wizard = window.opening.new_tournament()
    qtbot.waitExposed(wizard)
    details = wizard.details
    assert "recommended" in details.use_password.text()
    assert details.password_why.isVisible() and "signed" in details.password_why.text()
    qtbot.keyClicks(details.name, "Signed Cup")
    details.use_password.setChecked(True)
    qtbot.keyClicks(details.password, "tonpu")
    qtbot.keyClicks(details.password_again, "tonpu")
    wizard.next()
    wizard.next()
    wizard.players.text.setPlainText("Ann\nBen\nCal\nDee")
    with qtbot.waitSignal(window.opened, timeout=20000):
        click(qtbot, wizard.button(wizard.WizardButton.FinishButton))
    # The password typed at creation is the one the desk signs with: no question.
    password = PasswordAnswers(qtbot, window)
    seated = rounds_ops.seat_round(window.session, 1)
    qtbot.waitUntil(lambda: seated.finished, timeout=20000)
    assert seated.ok, seated.issues
    assert password.asked == []
    assert window.session.call(lambda t: (t.settings.has_password, t.ledger.issues())) == \
        (True, [])
