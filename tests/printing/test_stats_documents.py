"""The statistics page, the award certificates and a final's standings, rendered to PDF
offscreen and read back: one certificate per page on A4 and Letter, the figures in place."""

from __future__ import annotations

import pytest

from tests.printing.conftest import pdf_pages, pdf_size
from tests.service.test_final import FINAL_TOTALS, qualified
from tournament.export.printable import build_document
from ui.printing.render import write_pdf


@pytest.fixture
def render(qapp, tmp_path):
    def render(t, what, round=None, size="A4"):
        path = tmp_path / f"{what}-{round}-{size}.pdf"
        pages = write_pdf(build_document(t, what, round), path, size)
        texts = pdf_pages(path)
        assert len(texts) == pages
        return path, texts
    return render


def test_statistics_page(demo, render):
    path, texts = render(demo, "statistics", 2)
    assert pdf_size(path) == (842, 595)  # A4 landscape: the players' table is wide
    everything = " ".join(texts)
    for i, text in enumerate(texts, start=1):
        assert "Statistics after round 2" in text and f"page {i} of {len(texts)}" in text
    assert "Hand detail: 8 of 8 games" in everything
    stats = demo.standings.statistics(2)
    biggest = stats.biggest[0]
    assert f"{biggest.player} 1 1 East 2, 1 honba ron sanbaiman, 11 han 36,000" in everything
    for p in stats.players:
        assert p.player in everything


def test_certificates_one_page_each_on_a4_and_letter(demo, render):
    assert demo.awards.flags_of("Eva Nowak") == {"newcomer"}  # the demo's newcomers
    demo.awards.set_categories(["best_flag:newcomer", "most_wins", "highest_hand",
                               "iron_defence", "most_yakuman"])
    awards = demo.awards.winners(2)
    winners = [(a.title, w.player) for a in awards for w in a.winners]
    assert len(winners) == 4  # no yakuman in the demo: no certificate for it
    for size in ("A4", "Letter"):
        path, texts = render(demo, "certificates", 2, size)
        assert len(texts) == len(winners)
        assert pdf_size(path) == ((595, 842) if size == "A4" else (612, 792))
        for text, (title, player) in zip(texts, winners, strict=True):
            assert "Certificate awarded to" in text
            assert player in text and title in text and "the organiser" in text
            # A page to hand over: no running heading, no page numbers.
            assert "page 1 of" not in text and "Award certificates" not in text
    # The demo's newcomers are Eva Nowak (16th) and Nora Haas (3rd): the better placed wins.
    assert "Best placed newcomer" in texts[0] and "Nora Haas" in texts[0]


def test_final_standings_print_with_the_carried_points(tmp_path, render):
    t = qualified(tmp_path)
    t.final.start(8, "halved", "snake")
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        t.tables.record_totals(3, table, scores)
    _, texts = render(t, "standings")
    text = texts[0]
    assert "Final standings" in text and "Carried F1" in text
    # P15: qualified 5th with 13.5, carries 6.75, +8 in the final: 14.75 (worked out in
    # tests/service/test_final.py).
    assert "P15" in text and "+6.75 +8.00 +14.75" in text
    _, seating = render(t, "seating-tables", 3)
    assert "Seating, final (round 3)" in seating[0]
    t.close()


@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_a_long_certificate_still_fits_one_page(qapp, tmp_path, size):
    # The worst case seen: a tournament name, a winner's name and an award title that each
    # take two lines, and a shared award.
    from tournament.export.gather import Certificate, CertificatesData, Heading
    from tournament.export.player_documents import certificates_document

    h = Heading("The Very Long Named Spring Riichi Championship of the North", "1–2 May 2026",
                "Salle des Fêtes, Lyon", "EMA RCR", "Award certificates")
    long = Certificate("The wall that nobody could get through, awarded with honours",
                       "Anna-Maria Josefina van der Berg-Lindqvist",
                       "Club des Tuiles Lyonnaises", "France",
                       "dealt in 0 times in 6 hands (0.0%)", "2", ("Bert", "Dan"))
    document = certificates_document(CertificatesData(h, 1, h.tournament, h.dates, h.venue,
                                                      (long, long, long)))
    path = tmp_path / "long.pdf"
    assert write_pdf(document, path, size) == 3
    assert all("Anna-Maria Josefina" in text for text in pdf_pages(path))
