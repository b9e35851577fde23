""""Approve round" says what it does and asks first (how many tables are locked, where the
backup goes); No changes nothing. A round approved by mistake is taken back with "Unlock the
round": one organiser password for all its tables, refused with a wrong one. At 1,366 x 768
and 1,920 x 1,080, in English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.service.helpers import names
from tests.ui.desk_variants import VARIANTS, english_after, set_up, shot  # noqa: F401
from tests.ui.drive import PasswordAnswers, click
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

pytestmark = pytest.mark.usefixtures("english_after", "ask_password")

SEATING = [[f"P{i:02d}" for i in range(t * 4 + 1, t * 4 + 5)] for t in range(3)]
SLIP = [41000, 31000, 27000, 21000]
WORDS = {
    "en": ("Approve round 1?", "Its 3 tables are locked", "Round 1 approved",
           "Wrong organiser password", "Round 1 is no longer approved"),
    "fr": ("Valider le tour 1 ?", "Ses 3 tables sont verrouillées", "Tour 1 validé",
           "Mot de passe de l’organisateur incorrect", "Le tour 1 n’est plus validé"),
}


@pytest.fixture
def played_window(qtbot, window, tmp_path):
    """Round 1 of 12 players scored on paper at its three tables, not approved yet; an
    organiser password."""
    path = tmp_path / "cup.rtdb"
    with Tournament.create(path, name="Cup", rounds=2, password="pw",
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
        for table in (1, 2, 3):
            t.tables.record_totals(1, table, SLIP)
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(path)
    return window


def round_one(window):
    def read(t):
        info = next(r for r in t.rounds.all() if r.number == 1)
        return info.approved_at is not None, tuple(s.locked for s in t.rounds.seating(1))
    return window.session.call(read)


@pytest.mark.parametrize(("size", "language"), VARIANTS)
def test_approve_asks_first_and_unlock_the_round_takes_it_back(
        qtbot, played_window, questions, size, language):
    ask, approved, _, wrong, unlocked = WORDS[language]
    answers, asked = questions
    window = played_window
    window.menus.referee.setText("Olga")
    set_up(qtbot, window, size, language)
    window.show_page("rounds")
    rounds = window.area.rounds
    qtbot.waitUntil(lambda: rounds.overview is not None and rounds.approve_button.isEnabled(),
                    timeout=10000)
    assert not rounds.unlock_round_button.isVisible()

    answers.append(QMessageBox.StandardButton.No)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    folder = window.session.call(lambda t: t.approvals.backups_folder())
    assert asked[0].startswith(ask) and WORDS[language][1] in asked[0], asked[0]
    assert str(folder) in asked[0]
    assert round_one(window) == (False, (False, False, False))  # No: nothing changed

    # The approval is the first organiser change: the desk asks for the organiser password
    # it is signed with (docs/ledger.md, "The organiser's signatures"), and keeps it.
    password = PasswordAnswers(qtbot, window, "pw")
    answers.append(QMessageBox.StandardButton.Yes)
    click(qtbot, rounds.approve_button)
    qtbot.waitUntil(lambda: rounds.unlock_round_button.isVisible(), timeout=10000)
    assert len(password.asked) == 1
    assert round_one(window) == (True, (True, True, True))
    assert rounds.message.text().startswith(WORDS[language][2])
    assert any(folder.glob("*round-01*"))
    shot(window, f"approved-{size[0]}-{language}")

    click(qtbot, rounds.unlock_round_button)
    dialog = rounds.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.password, "nope")
    qtbot.keyClicks(dialog.reason, "approved before the last slip was checked")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: wrong in dialog.message.text(), timeout=10000)
    assert round_one(window) == (True, (True, True, True))
    shot(dialog, f"unlock-round-{size[0]}-{language}")
    dialog.password.clear()
    qtbot.keyClicks(dialog.password, "pw")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: rounds.dialog is None, timeout=10000)
    qtbot.waitUntil(lambda: not rounds.unlock_round_button.isVisible(), timeout=10000)
    assert round_one(window) == (False, (False, False, False))
    assert rounds.message.text().startswith(unlocked)
    assert rounds.approve_button.isVisible() and rounds.approve_button.isEnabled()
    last = window.session.call(lambda t: t.approvals.audit()[-1])
    assert (last.action, last.who, last.round) == ("unlock_round", "Olga", 1)
    assert window.session.call(lambda t: t.ledger.issues()) == []
    assert len(password.asked) == 1  # asked once, for the first organiser change
