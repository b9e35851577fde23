"""The desk never sends its organiser to the command line: no text of its catalogue (screens,
dialogs, printed documents, in English and in French) and no page of its guide names a
command to type; where a document needs the awards chosen, the Awards page is a click away.

"Diplômes" with no award chosen printed "Aucun prix n'a encore été choisi (python -m tournament
awards FICHIER --set …)"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from tournament.export.gather import DocumentKind
from ui import resources

# A command as it is typed: the program, an option, a command quoted in backticks.
COMMAND = re.compile(r"python\s+-m|riichi-tournament-cli|(?<![\w-])--[a-z]|`[^`]+`")


def test_no_text_of_the_desk_names_a_command():
    found = []
    for name in ("riichi_tournament_fr.ts", "riichi_tournament_rules_fr.ts"):
        tree = ET.parse(resources.path(f"translations/{name}"))
        for message in tree.iter("message"):
            for text in (message.findtext("source") or "",
                         message.findtext("translation") or ""):
                if COMMAND.search(text):
                    found.append(text)
    for guide in sorted((resources.root() / "help").glob("guide_*.html")):
        found += [f"{guide.name}: {m.group()}" for m in COMMAND.finditer(
            guide.read_text(encoding="utf-8"))]
    assert found == []


def test_the_certificates_lead_to_the_awards_page(qtbot, demo_window):
    window = demo_window
    window.menus.language_actions["fr"].trigger()
    preview = window.documents.print_document(DocumentKind.CERTIFICATES)
    qtbot.waitSignal(preview.loaded, timeout=20000).wait()
    assert preview.awards_button.isVisible()
    assert preview.awards_button.text() == "Choisir les prix\u2026"
    preview.awards_button.click()
    qtbot.waitUntil(lambda: window.area.current_page() == "awards", timeout=5000)
    assert window.documents.preview is None  # the preview made way for the page
    other = window.documents.print_document(DocumentKind.STANDINGS)
    qtbot.waitSignal(other.loaded, timeout=20000).wait()
    assert not other.awards_button.isVisible()  # only where awards are needed
    other.reject()
    window.screens.show_projector()
    controls = window.screens.ceremony_controls
    assert controls is not None
    window.show_page("rounds")
    controls.choose_button.click()
    assert window.area.current_page() == "awards"
    window.screens.projector.close()
