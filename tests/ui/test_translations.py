"""Every text a referee reads can be translated: `tr` gets a literal that pyside6-lupdate can
extract, or a word from a table marked with QT_TR_NOOP (the functions listed here)."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"

# (file, function) pairs that translate words from QT_TR_NOOP-marked tables.
MARKED_TABLES = {
    ("text.py", "limit_name"),
    ("text.py", "payment_line"),
    ("table_view.py", "_build"),  # OUTCOME_BUTTONS labels
    ("rows_model.py", "headerData"),  # Column titles, marked where each model lists them
    ("players_model.py", "status_word"),  # STATUS_WORDS
    ("penalties_model.py", "kind_word"),  # KIND_WORDS
    ("standings_model.py", "place_text"),  # GROUP_WORDS
    ("standings_model.py", "header_tooltip"),  # WORDS (the standings spec's tooltips)
    ("rule_words.py", "label"),  # LABELS
    ("rule_words.py", "choice"),  # CHOICES
    ("rule_words.py", "preset_name"),  # PRESET_NAMES
    ("rule_words.py", "groups"),  # GROUPS, OTHER
    ("export_dialog.py", "__init__"),  # export_words.WORDS
    ("print_preview.py", "document_name"),  # DOCUMENT_NAMES
    ("print_pages.py", "__init__"),  # PAPER_NAMES
    ("menus.py", "__init__"),  # EXPORT_ITEMS, STATISTICS_EXPORT_ITEMS, the pages
    ("area.py", "__init__"),  # the page spec's titles (ui/window/pages.py)
    ("settings_dialog.py", "name_style_text"),  # NAME_STYLES
    ("award_words.py", "award_title"),  # TITLES
    ("award_words.py", "no_winner"),  # GROUPS
    ("award_words.py", "flag_word"),  # FLAGS
    ("statistics_export_dialog.py", "__init__"),  # export_words.WORDS
    ("statistics_model.py", "header_tooltip"),  # HEADER_TIPS
    ("awards_view.py", "problem_text"),  # PROBLEMS
    ("awards_view.py", "category_text"),  # KIND_NAMES, TIE_NAMES
    ("awards_view.py", "_build_categories"),  # KIND_NAMES, TIE_NAMES
    ("clock_final_words.py", "problem_text"),  # WORDS
    ("referee_calls_bar.py", "call_text"),  # REASONS
    ("season_dialog.py", "_left"),  # SCORINGS
    ("season.py", "tie_text"),  # TIE_WORDS
    ("season.py", "season_document"),  # COLUMNS
}


def _tr_calls_with_variables():
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            name = function.name
            for node in ast.walk(function):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id == "tr" and node.args
                        and not isinstance(node.args[0], ast.Constant)
                        and (path.name, name) not in MARKED_TABLES):
                    yield f"{path.relative_to(UI.parent)}:{node.lineno} in {name}"


def test_tr_gets_literals():
    assert list(_tr_calls_with_variables()) == []
