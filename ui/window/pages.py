"""The pages of an open tournament, declared once: the navigation on the left, the View
menu's entries and their shortcuts, the stack of screens and what Ctrl+P prints on each all
walk PAGES. A new page is one entry here (and its view module).

A page is built the first time it is shown or asked for (`TournamentArea.page`): opening a
tournament builds and reads only the screen it opens on, never a hidden one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ui.text import QT_TR_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ui.session import Session


def _players(session: Session) -> QWidget:
    from ui.views.players_view import PlayersView

    return PlayersView(session)


def _rounds(session: Session) -> QWidget:
    from ui.views.rounds_view import RoundsView

    return RoundsView(session)


def _table(session: Session) -> QWidget:
    from ui.views.table_page import TablePage

    return TablePage(session)


def _standings(session: Session) -> QWidget:
    from ui.views.standings_view import StandingsView

    return StandingsView(session)


def _penalties(session: Session) -> QWidget:
    from ui.views.penalties_view import PenaltiesView

    return PenaltiesView(session)


def _statistics(session: Session) -> QWidget:
    from ui.views.statistics_view import StatisticsView

    return StatisticsView(session)


def _awards(session: Session) -> QWidget:
    from ui.views.awards_view import AwardsView

    return AwardsView(session)


@dataclass(frozen=True)
class Page:
    key: str  # the name the window, the tests and `show_page` use
    title: str  # marked for translation, shown through `tr`
    icon: str  # ui.icons name
    shortcut: str  # the View menu's
    build: Callable[[Session], QWidget]  # the page's screen, imported when first built
    document: str = "standings"  # what Ctrl+P prints here (a DocumentKind value)


PAGES: tuple[Page, ...] = (
    Page("players", QT_TR_NOOP("Players"), "players", "Ctrl+1", _players),
    Page("rounds", QT_TR_NOOP("Rounds & tables"), "rounds", "Ctrl+2", _rounds,
         "seating-tables"),
    Page("table", QT_TR_NOOP("Table"), "table", "Ctrl+3", _table, "score-sheets"),
    Page("standings", QT_TR_NOOP("Standings"), "standings", "Ctrl+4", _standings),
    Page("penalties", QT_TR_NOOP("Penalties"), "penalties", "Ctrl+5", _penalties),
    Page("statistics", QT_TR_NOOP("Statistics"), "chart", "Ctrl+6", _statistics,
         "statistics"),
    Page("awards", QT_TR_NOOP("Awards"), "awards", "Ctrl+7", _awards, "certificates"),
)
KEYS = tuple(page.key for page in PAGES)


def page(key: str) -> Page:
    return PAGES[KEYS.index(key)]
