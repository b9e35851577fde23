"""What a person sees in a window, as text; and whether a text is English.

`visible_texts(widget)` walks every visible widget under `widget` (and the menus of a main
window) and returns (where, text) pairs: labels, buttons, check boxes, group box titles, tab
texts, window titles, menu and action texts, tooltips, placeholder texts, combo items, table,
list and tree headers and cells, the text of line edits and spin boxes, wizard page titles.

`english(text)` says why a text shown in French is English, or None:
- it is a source text of the French catalogue (.ts) whose French differs, shown as it is,
  or such a source with its placeholders (%1, %n, {name}) filled in;
- it contains a common English word (`ENGLISH_WORDS`: words that are not French too; "table",
  "points", "score", "total" are French as well and prove nothing);
- it writes a number the English way (30,000 or 38.3).
Deliberate exceptions (`EXCEPTIONS`: people's names and other data of the demo, the words
French players say in Japanese or English) are taken out of the text before it is judged.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache

from PySide6 import QtGui
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
    QWizard,
)

from tournament.demo import DEMO_PLAYERS
from tournament.players.roster import COLUMNS
from ui import resources

# --- what is on the screen -------------------------------------------------------------------

MAX_ROWS = 400  # rows of a table read (the demo's are far shorter)


def _plain(text: str) -> str:
    if QtGui.Qt.mightBeRichText(text):
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    if isinstance(model, QAbstractListModel):  # one column (its columnCount is private)
        return 0 if parent.isValid() else 1
    return model.columnCount(parent)


def _model_texts(model: QAbstractItemModel, where: str) -> Iterator[tuple[str, str]]:
    for orientation in (Qt.Orientation.Horizontal,):
        for section in range(_columns(model, QModelIndex())):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"{where} header {section}", value

    def rows(parent: QModelIndex, depth: int) -> Iterator[tuple[str, str]]:
        for row in range(min(model.rowCount(parent), MAX_ROWS)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield f"{where} cell {row},{column}", value
                if (column == 0 and depth < 3 and _columns(model, index)
                        and model.hasChildren(index)):
                    yield from rows(index, depth + 1)

    yield from rows(QModelIndex(), 0)


def _action_texts(action: QAction, where: str) -> Iterator[tuple[str, str]]:
    if action.isSeparator() or not action.isVisible():
        return
    name = f"{where} > {action.text()}"
    yield name, action.text()
    if action.toolTip():
        yield f"{name} tooltip", action.toolTip()
    if action.statusTip():
        yield f"{name} status tip", action.statusTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        if menu.title():
            yield name, menu.title()
        for sub in menu.actions():
            yield from _action_texts(sub, name)


def widget_texts(w: QWidget) -> Iterator[tuple[str, str]]:
    """The texts one widget shows (not its children's)."""
    kind = type(w).__name__
    where = f"{kind} {w.objectName() or ''}".strip()
    if w.isWindow() and w.windowTitle():
        yield f"{where} window title", w.windowTitle()
    if w.toolTip():
        yield f"{where} tooltip", w.toolTip()
    if isinstance(w, QLabel):
        yield where, w.text()
    elif isinstance(w, QAbstractButton):
        yield where, w.text()
        if isinstance(w, QToolButton) and w.defaultAction() is not None:
            yield from _action_texts(w.defaultAction(), where)
        elif isinstance(w, QToolButton) and w.menu() is not None:
            for action in w.menu().actions():
                yield from _action_texts(action, where)
    elif isinstance(w, QGroupBox):
        yield where, w.title()
    elif isinstance(w, QLineEdit):
        yield f"{where} placeholder", w.placeholderText()
        yield where, w.text()
    elif isinstance(w, QAbstractSpinBox):
        yield where, w.text()
        yield f"{where} special value", w.specialValueText()
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            yield f"{where} item {i}", w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield f"{where} item {i} tooltip", tip
        if w.isEditable() and w.lineEdit() is not None:
            yield f"{where} placeholder", w.lineEdit().placeholderText()
    elif isinstance(w, (QTextEdit, QPlainTextEdit)):
        yield where, w.toPlainText()
        yield f"{where} placeholder", w.placeholderText()
    elif isinstance(w, QTabBar):
        for i in range(w.count()):
            yield f"{where} tab {i}", w.tabText(i)
            yield f"{where} tab {i} tooltip", w.tabToolTip(i)
    elif isinstance(w, QAbstractItemView) and w.model() is not None:
        yield from _model_texts(w.model(), where)
    if isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield f"{where} tab {i}", w.tabText(i)
    if isinstance(w, QWizard):
        page = w.currentPage()
        if page is not None:
            yield f"{where} page title", page.title()
            yield f"{where} page subtitle", page.subTitle()
    if callable(getattr(w, "y_ticks", None)):  # the painted chart: title, ticks, legend
        yield f"{where} title", w.title()
        for _value, label, _y in w.y_ticks():
            yield f"{where} tick", label
        for text in w.legend_texts():
            yield f"{where} legend", text
    if isinstance(w, QMainWindow):
        for action in w.menuBar().actions():
            yield from _action_texts(action, "menu")
    for action in w.actions():
        yield from _action_texts(action, f"{where} action")


def visible_texts(top: QWidget) -> list[tuple[str, str]]:
    """Every text shown by `top` and its visible descendants, rich text as plain text."""
    found = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        for where, text in widget_texts(w):
            text = _plain(text).strip()
            if text:
                found.append((where, text))
    return found


# --- is it English? --------------------------------------------------------------------------

# Words of English that are not French words as well ("table", "points", "score", "total",
# "place", "minutes", "date", "club", "page", "pays", "venue", "second", "double", "six",
# "organiser", "change", "open" (a tournament's name), "or", "on", "a" are both and prove
# nothing). With them, English country names: the desk names countries in French.
ENGLISH_WORDS = frozenset("""
    the and of to with from for by at is are was were be been this that these those what who
    which when where why how not no yes all none each every only also than then there their
    they them you your we our it its has have had will would can cannot could should must
    may about after before into over under again more most less few many some any other
    round rounds player players hand hands win wins won winner winners loser game games
    standings penalty penalties seat seats seated seating draw draws drawn dealer wind east
    south west north new close save print export import view help file files settings
    name names first last start end ended finish next back cancel apply add remove edit
    delete undo redo show hide enter choose select search find changes changed
    record recorded entry entries result results rank ranked ranking card cards sheet sheets
    tournament tournaments referee projector language about quit recent
    password lock locked unlock approved approve time limit left right paid pay payment
    payments deduction warning yellow reason country team city player's
    everyone nobody nothing something still yet already here now today yesterday
    between out up down off one two three four five seven eight nine ten
    third fourth half week day days hour hours
    saved working loading preview size sticks stick stake
    japan germany italy spain poland denmark sweden norway switzerland austria netherlands
    england belgium finland hungary ireland russia ukraine czechia greece croatia
    united kingdom states
    """.split())

# Deliberate exceptions: taken out of a text before it is judged.
EXCEPTIONS = (
    # The demo's data: people's names and clubs, its name, venue, the log's and penalty's
    # words typed by its organiser (a user's text is shown as typed).
    *(part for player in DEMO_PLAYERS for part in player),
    "Demo Riichi Open", "Demo Open", "Salle des Fêtes, Lyon",
    "slow play after two warnings", "Head referee", "demo referee", "demo organiser",
    # The program's name.
    "riichi-tournament",
    # Words French players say as they are (Japanese terms, the EMA, MERS, file formats).
    "Ron", "Tsumo", "Riichi", "riichi", "EMA", "MERS", "CSV", "XLSX", "JSON", "PDF", "HTML",
    "A4", "Letter",
    # The players file's column names, quoted: a file format (docs/formats.md), written as the file
    # has them.
    *(f"« {column} »" for column in COLUMNS),
    # The statistics files as they are: a rate as the files write it (a fraction, 0.25).
    "(0.25)",
)
# A command the user types (`python -m tournament import`) stays as it is typed.
COMMAND = re.compile(r"`[^`]*`")


def _normal(text: str) -> str:
    """Mnemonics and runs of spaces do not count ("&File" is "File")."""
    text = re.sub(r"&(?!&)", "", text).replace("&&", "&")
    return re.sub(r"\s+", " ", text).strip()


_PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")


@cache
def catalogue() -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The French catalogue's English sources that have a different French text: as texts,
    and (those with placeholders) as patterns that find them filled in."""
    texts: set[str] = set()
    frenchs: set[str] = set()
    patterns = []
    for name in ("riichi_tournament_fr.ts", "riichi_tournament_rules_fr.ts"):
        tree = ET.parse(resources.path(f"translations/{name}"))
        for message in tree.iter("message"):
            source = _normal(message.findtext("source") or "")
            french = _normal(message.findtext("translation") or "")
            frenchs.add(french)
            if not source or source == french:
                continue
            texts.add(source)
            parts = _PLACEHOLDER.split(source)
            # A template with two words of its own at least ("%1 substitute" proves nothing).
            if len(parts) > 1 and len(re.findall(r"[A-Za-z]{2,}", " ".join(parts))) >= 2:
                patterns.append(re.compile(
                    "(?:" + ").+?(?:".join(re.escape(p) for p in parts) + ")"))
    # "Main" is the French of "Hand" as well as an English source: French, then.
    return frozenset(texts - frenchs), tuple(patterns)


# A file's path is the user's choice of name ("/data/demo.rtdb").
PATH = re.compile(r"\S*/\S+")
# The ledger's fingerprint is hexadecimal, not words ("9677-b476-add0" says no "add").
FINGERPRINT = re.compile(r"\b[0-9a-f]{4}(?:-[0-9a-f]{4})+\b")
# A code of the program shown as it is ("ema_rcr", "best_flag:newcomer"): not a word at all.
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_:]+\b")
ENGLISH_NUMBER = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\d.])\d+\.\d+(?![\d.])")


def english(text: str) -> str | None:
    """Why `text`, shown in French, is English; None when it is not."""
    for exception in sorted(EXCEPTIONS, key=len, reverse=True):
        text = text.replace(exception, " ")
    text = _normal(FINGERPRINT.sub(" ", PATH.sub(" ", COMMAND.sub(" ", text))))
    if not text:
        return None
    identifier = IDENTIFIER.search(text)
    if identifier:
        return f"a code shown raw {identifier.group()!r}"
    texts, patterns = catalogue()
    if text in texts:
        return "untranslated"
    for pattern in patterns:
        if pattern.search(text):
            return f"untranslated template {pattern.pattern!r}"
    words = sorted({w for w in re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", text)
                    if w.lower().strip("'") in ENGLISH_WORDS})
    if words:
        return f"English words {words}"
    number = ENGLISH_NUMBER.search(text)
    if number:
        return f"English number {number.group()!r}"
    return None


def english_texts(found: list[tuple[str, str]]) -> list[str]:
    """The English texts among (where, text) pairs, each once, with why and where."""
    out: dict[str, str] = {}
    for where, text in found:
        why = english(text)
        if why and text not in out:
            out[text] = f"{text!r}: {why} ({where})"
    return list(out.values())
