"""The words a French organiser read wrong: "Annuler" was both Undo and Cancel, and an undone
hand showed "Annulée", the abortive draw's word; result cards said "1 victoires"; questions
said Oui/Non instead of what they do; the guide said "Ouvrir le tournoi de démonstration"
where the start page said "Ouvrir la démonstration"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from tournament.words.document_words import Count, Text
from ui import i18n, resources

UI = Path(__file__).resolve().parents[2] / "ui"


def messages() -> list[tuple[str, str]]:
    tree = ET.parse(resources.path("translations/riichi_tournament_fr.ts"))
    return [(m.findtext("source") or "", m.findtext("translation") or "")
            for m in tree.iter("message")]


def test_undo_is_never_cancel_and_an_undone_hand_is_not_an_abortive_draw():
    found = messages()
    undo = [(s, t) for s, t in found if re.search(r"\bUndo|\bUndone", s)]
    assert len(undo) >= 6
    assert [t for _, t in undo if "nnul" in t] == []
    assert all(t.startswith(("Défaire", "Retiré")) for s, t in undo if s.startswith("Undo")), undo
    cancel = [t for s, t in found if s == "Cancel"]
    assert cancel and set(cancel) == {"Annuler"}


def test_counted_words_follow_the_language(qapp):
    from ui.printing.words import desk_words
    from ui.text import count

    line = Text("card.hands", Count("count.hands", 1), Count("count.games", 1),
                Count("count.wins", 1), 1, 0, 100)
    zero = Text("card.hands", Count("count.hands", 0), Count("count.games", 0),
                Count("count.wins", 0), 0, 0, 0)
    i18n.install("fr")
    words = desk_words()
    assert words.say(line).startswith("1 main en 1 partie avec le détail des mains\u00a0: "
                                      "1 victoire (")
    assert "0 victoire (" in words.say(zero)  # French counts 0 as one
    assert count(0, "%n joueur", "%n joueurs") == "0 joueur"
    i18n.install("en")
    words = desk_words()
    assert words.say(line).startswith("1 hand in 1 game with hand detail: 1 win (")
    assert "0 wins (" in words.say(zero)  # "1 wins" and "0 win" are gone in English too


def test_every_question_names_its_action():
    """A question is asked through ui.confirm (buttons that say what they do), never
    QMessageBox.question (Yes/No)."""
    found = [f"{path.relative_to(UI.parent)}:{n}"
             for path in sorted(UI.rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"QMessageBox\.question|StandardButton\.Yes\b", line)]
    assert found == []


def test_the_guide_names_the_demo_as_the_start_page_and_the_menu_do(qapp):
    from ui.text import tr

    guide = (resources.root() / "help" / "guide_fr.html").read_text(encoding="utf-8")
    i18n.install("fr")
    start = tr("Open the demo tournament")
    menu = tr("Open the &demo tournament").replace("&", "")
    assert start == menu == "Ouvrir le tournoi de démonstration"
    assert f"<b>{start}</b>" in guide
