"""What a French desk still said in English: countries and flags in award titles, W for Ouest on
seat badges and in the winds note, the Save-as-PDF dialog's subtitle and file name, "seated,
2 tables", and the certificates and statistics printed from the desk (read back from the PDF
with pdftotext). Each in English and in French."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtWidgets import QLabel

from tests.export.builders import long_names_tournament
from tournament.export.printable import build_document
from tournament.model import Wind
from tournament.service.read_models import RoundSummary
from tournament.standings.awards import AwardCategory, AwardKind, AwardResult, AwardWinner
from ui import i18n
from ui.award_words import award_title
from ui.printing.render import write_pdf
from ui.text import wind_counts, wind_letter
from ui.views.round_names import round_status

EXPECTED = {
    "en": {"letters": "E S W N", "counts": "E1 S2 W0 N1", "seated": "2 tables seated",
           "country": "Best placed player: Austria", "flag": "Best placed newcomer"},
    "fr": {"letters": "E S O N", "counts": "E1 S2 O0 N1", "seated": "2 tables placées",
           "country": "Meilleur classé\u00a0: Autriche", "flag": "Meilleur classé nouveau venu"},
}


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_winds_are_the_languages_initials(language):
    want = EXPECTED[language]
    assert " ".join(wind_letter(w) for w in Wind) == want["letters"]
    assert wind_counts((1, 2, 0, 1)) == want["counts"]


def test_a_seated_round_reads_as_one_phrase(language):
    assert round_status(RoundSummary(3, 2, 0, 0, False)) == EXPECTED[language]["seated"]


def test_award_titles_name_countries_and_flags_in_the_desk_language(language):
    winner = AwardWinner(1, "Lukas Berg", "7", "", "AUT")
    country = AwardResult(AwardCategory(AwardKind.BEST_COUNTRY), "Best placed player: Austria",
                          "Austria", (winner,), "place 7 in the standings")
    flag = AwardResult(AwardCategory(AwardKind.BEST_FLAG, flag="newcomer"),
                       "Best placed newcomer", "", (winner,), "place 7 in the standings")
    assert award_title(country) == EXPECTED[language]["country"]
    assert award_title(flag) == EXPECTED[language]["flag"]


@pytest.fixture
def long_file(tmp_path):
    path = tmp_path / "long.rtdb"
    long_names_tournament(path).close()
    return path


def test_save_as_pdf_names_the_document_and_its_file_in_the_desk_language(
        qtbot, window, long_file, language):
    from tournament.service import Tournament
    from ui.dialogs.export_dialog import ExportDialog

    with Tournament.open(long_file, read_only=True) as t:
        document = build_document(t, "standings", 2)  # as the preview reads it
    with qtbot.waitSignal(window.opened, timeout=10000):
        window.opening.open_file(long_file)
    dialog = ExportDialog(window.session, document=document, parent=window)
    qtbot.addWidget(dialog)
    title = {"en": "Standings after round 2", "fr": "Classement après le tour 2"}[language]
    assert title in [w.text() for w in dialog.findChildren(QLabel)]
    file_name = {"en": "standings-after-round-2", "fr": "classement-après-le-tour-2"}[language]
    assert dialog.path.path().name == f"long-{file_name}.pdf"  # after the file's name
    dialog.reject()


def _pdf_text(path) -> str:
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="poppler's pdftotext is needed")
def test_certificates_and_statistics_printed_from_the_desk_speak_its_language(
        long_file, tmp_path, language):
    from tournament.service import Tournament

    with Tournament.open(long_file, read_only=True) as t:
        certificates = build_document(t, "certificates", 2)
        statistics = build_document(t, "statistics", 2)
    write_pdf(certificates, tmp_path / "c.pdf")
    # French headings are longer than English ones: they wrap, and the names keep a column
    # wide enough to read (one page, not six with a letter per line).
    assert write_pdf(statistics, tmp_path / "s.pdf") == 1
    certs = " ".join(_pdf_text(tmp_path / "c.pdf").split())
    stats = " ".join(_pdf_text(tmp_path / "s.pdf").split())
    if language == "fr":
        assert "Meilleur classé : Autriche" in certs and "place 7 au classement" in certs
        assert "Austria" not in certs and "in the standings" not in certs
        assert "Statistiques après le tour 2" in stats and "Joueurs" in stats
        assert "The biggest hands" not in stats and "Players" not in stats
        assert "Victoires" in stats and "Parties" in stats
    else:
        assert "Best placed player: Austria" in certs and "place 7 in the standings" in certs
        assert "Statistics after round 2" in stats and "Players" in stats and "Wins" in stats


def test_a_substitute_the_desk_adds_is_named_in_its_language(qtbot, tmp_path, language):
    """Seating a round from the desk adds a missing substitute under the desk's word
    ("Remplaçant 1" in French), not the core's English."""
    from tournament.players.roster import PlayerDraft, PlayerStatus
    from tournament.service import Tournament
    from ui.operations import rounds as round_ops
    from ui.session import Session
    from ui.tasks import DatabaseWorker

    path = tmp_path / "subs.rtdb"
    with Tournament.create(path, name="Subs", rounds=2,
                           players=[PlayerDraft(f"Player {i}") for i in range(8)]) as t:
        t.players.update(t.players.all()[0].id, status="dropped")
    worker = DatabaseWorker()
    worker.start()
    try:
        opened = worker.open_now(lambda: Tournament.open(path))
        session = Session(worker, opened.path, opened.settings, referee="Desk")
        seating = round_ops.seat_round(session, 1)
        qtbot.waitUntil(lambda: seating.finished, timeout=30000)
        assert seating.ok
        subs = worker.call(lambda t: [p.name for p in t.players.all()
                                      if p.status is PlayerStatus.SUBSTITUTE])
        assert subs == [{"en": "Substitute 1", "fr": "Remplaçant 1"}[language]]
    finally:
        worker.stop()
