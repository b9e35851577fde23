"""Statistics: what the hand log tells, per player and for the tournament.

Three tabs over one read of the core's statistics (`Tournament.standings.statistics`, after the
round chosen): every player's figures in a sortable table; one player's card (yaku counts, points in
each round as bars); the tournament (hands recorded, the mix of outcomes, the biggest hands,
the average game length). The subtitle says how many games have hand detail: tables scored
from the paper slip count for placements only.

The figures are the core's, read on the database worker and read again when a hand, a table
or the players change (while the screen is hidden, when it is shown). Rates are shown as
percentages; "–" where there is nothing to divide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.service import Changes
from tournament.standings.stats import PlayerStats, Statistics
from ui.models.rows_model import ROW_ROLE, SortFilterProxy
from ui.models.statistics_model import (
    DASH,
    BiggestHandsModel,
    StatisticsTableModel,
    YakuTableModel,
    decimal,
    han_fu_text,
    percent,
    when_text,
    whole,
)
from ui.screen import Tabs
from ui.session import Session
from ui.style import SPACE
from ui.tasks import LatestWins
from ui.text import count, labelled, number, outcome_name, signed, tr
from ui.views.lazy import RefreshWhenShown
from ui.widgets.columns import NAME, NUMBER, Fit, Kind, fit_columns
from ui.widgets.labels import label_for, page_heading
from ui.widgets.round_bars import RoundBars

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

PLAYERS_TAB, CARD_TAB, TOURNAMENT_TAB = range(3)


def detail_text(stats: Statistics) -> str:
    """"Hand detail: 7 of 8 games · games from a paper score slip count for placements only"."""
    text = count(stats.games, tr("Hand detail: %1 of %n game"),
                 tr("Hand detail: %1 of %n games")).replace("%1", number(stats.detail_games))
    if stats.detail_games < stats.games:
        text += "  \u00b7  " + tr("games from a paper score slip count for placements only")
    return text


def _table(model: object, proxy: SortFilterProxy | None = None) -> QTableView:
    table = QTableView()
    table.setModel(proxy if proxy is not None else model)  # type: ignore[arg-type]
    table.setSortingEnabled(proxy is not None)
    table.verticalHeader().hide()
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(30)
    return table



def _card() -> tuple[QFrame, QFormLayout]:
    """A card of label/value rows (the player's card, the tournament's)."""
    card = QFrame()
    card.setObjectName("card")
    form = QFormLayout(card)
    form.setContentsMargins(2 * SPACE, 2 * SPACE, 2 * SPACE, 2 * SPACE)
    form.setVerticalSpacing(SPACE)
    form.setHorizontalSpacing(2 * SPACE)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return card, form


def _figures(form: QFormLayout, rows: list[tuple[str, str]]) -> dict[str, QLabel]:
    """Label/value rows in `form`; the value labels by key (kept for refreshing)."""
    out = {}
    for key, title in rows:
        value = QLabel()
        value.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        value.setWordWrap(True)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        caption = QLabel(title)
        caption.setObjectName("muted")
        form.addRow(caption, value)
        out[key] = value
    return out


class StatisticsView(RefreshWhenShown):
    updated = Signal()  # new figures are on screen

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("StatisticsView")
        self.session = session
        self.stats: Statistics | None = None
        self.reads = LatestWins()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3 * SPACE, 3 * SPACE, 3 * SPACE, 3 * SPACE)
        layout.setSpacing(SPACE + SPACE // 2)
        top, self.subtitle = page_heading(tr("Statistics"))
        layout.addLayout(top)

        tools = QHBoxLayout()
        tools.setSpacing(SPACE)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMaximumWidth(320)
        self.filter.setAccessibleName(tr("Filter by name"))
        self.round_box = QComboBox()
        self.round_box.setMinimumContentsLength(14)
        tools.addWidget(self.filter)
        tools.addStretch(1)
        tools.addWidget(label_for(tr("After"), self.round_box))
        tools.addWidget(self.round_box)
        layout.addLayout(tools)

        self.tabs = Tabs()  # its least height for a width (ui.screen)
        self.model = StatisticsTableModel()
        self.proxy = SortFilterProxy(StatisticsTableModel.NAME)
        self.proxy.setSourceModel(self.model)
        self.table = _table(self.model, self.proxy)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The name whole first, every figure whole (ui.widgets.columns).
        fit_columns(self.table, lambda c: NAME if c == StatisticsTableModel.NAME else NUMBER)
        self.table.setAccessibleName(tr("Statistics of the players"))
        # The standings' order until the organiser sorts by a column.
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setToolTip(tr("Double-click a player to open their card"))
        self.tabs.addTab(self.table, tr("Players"))
        self.tabs.addTab(self._build_card(), tr("Player card"))
        self.tabs.addTab(self._build_tournament(), tr("Tournament"))
        layout.addWidget(self.tabs, 1)

        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.round_box.activated.connect(lambda _i: self.refresh())
        self.table.doubleClicked.connect(self._open_card)
        self.picker.currentIndexChanged.connect(lambda _i: self.show_card())
        session.changed.connect(self._changed)
        self._stale = True  # read when first shown (RefreshWhenShown)

    # --- building -----------------------------------------------------------------------
    def _build_card(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, SPACE, 0, 0)
        pick = QHBoxLayout()
        self.picker = QComboBox()
        pick.addWidget(label_for(tr("Player"), self.picker))
        self.picker.setMinimumContentsLength(24)
        self.picker.setAccessibleName(tr("Player"))
        pick.addWidget(self.picker)
        self.card_note = QLabel()
        self.card_note.setObjectName("muted")
        self.card_note.setTextFormat(Qt.TextFormat.PlainText)
        pick.addSpacing(2 * SPACE)
        pick.addWidget(self.card_note, 1)
        outer.addLayout(pick)
        body = QHBoxLayout()
        body.setSpacing(3 * SPACE)
        card, form = _card()
        self.card = _figures(form, [
            ("games", tr("Games")), ("hands", tr("Hands")), ("wins", tr("Wins")),
            ("win_rate", tr("Win rate")), ("tsumo_share", tr("Tsumo share")),
            ("deal_ins", tr("Deal-ins")), ("riichi", tr("Riichi")),
            ("average_win", tr("Average win")), ("largest_win", tr("Largest win")),
            ("average_han", tr("Average han")), ("dealer", tr("Dealer keeps")),
            ("noten", tr("Noten at draws")), ("chombo", tr("Chombo")),
            ("yakuman", tr("Yakuman")), ("placements", tr("Placements")),
            ("average_placement", tr("Average place")), ("points", tr("Points"))])
        # On a small screen the card scrolls rather than cutting its (wrapped) values.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(card)
        body.addWidget(scroll, 1)
        side = QVBoxLayout()
        self.yaku_title = QLabel(tr("Yaku"))
        self.yaku_title.setObjectName("sectionTitle")
        side.addWidget(self.yaku_title)
        self.yaku_model = YakuTableModel()
        self.yaku_table = _table(self.yaku_model)
        self.yaku_table.setAccessibleName(tr("Yaku"))
        fit_columns(self.yaku_table, [NAME, NUMBER])
        side.addWidget(self.yaku_table, 1)
        self.yaku_note = QLabel(tr("Counted from wins entered by yaku or from the tiles; "
                                   "wins entered by han and fu have none."))
        self.yaku_note.setObjectName("muted")
        self.yaku_note.setWordWrap(True)
        side.addWidget(self.yaku_note)
        self.bars = RoundBars()
        side.addWidget(self.bars, 1)
        body.addLayout(side, 1)
        outer.addLayout(body, 1)
        return page

    def _build_tournament(self) -> QWidget:
        page = QWidget()
        outer = QHBoxLayout(page)
        outer.setContentsMargins(0, SPACE, 0, 0)
        outer.setSpacing(3 * SPACE)
        card, form = _card()
        self.summary = _figures(form, [
            ("games", tr("Games")), ("detail", tr("With hand detail")),
            ("finished", tr("Finished games")), ("hands", tr("Hands recorded")),
            ("length", tr("Average game length")), ("wins", tr("Wins")),
            ("riichi", tr("Riichi")), ("chombos", tr("Chombo")),
            ("outcomes", tr("Outcomes"))])
        outer.addWidget(card, 1)
        side = QVBoxLayout()
        biggest = QLabel(tr("The biggest hands"))
        biggest.setObjectName("sectionTitle")
        side.addWidget(biggest)
        self.biggest_model = BiggestHandsModel()
        self.biggest_table = _table(self.biggest_model)
        self.biggest_table.setAccessibleName(tr("The biggest hands"))
        fit_columns(self.biggest_table, [NUMBER, NAME, Fit(Kind.TEXT, 14), NUMBER, NUMBER,
                                         NAME, NAME])
        side.addWidget(self.biggest_table, 1)
        outer.addLayout(side, 1)
        return page

    # --- data ---------------------------------------------------------------------------
    def chosen_round(self) -> int | None:
        return self.round_box.currentData()

    def refresh(self) -> None:
        """Read the statistics on the worker; one read at a time, the latest asked wins."""
        if not self.reads.start():
            return
        round = self.chosen_round()

        def read(t: Tournament) -> tuple[list[int], Statistics]:
            rounds = [r.number for r in t.rounds.all()]
            return rounds, t.standings.statistics(round if round in rounds else None)

        self.session.read(read, self._show, self._failed)

    def _failed(self, exc: BaseException) -> None:
        self.reads.failed()
        self.session.worker.failed.emit(exc)

    def _changed(self, changes: Changes, _initiator: object = None) -> None:
        if changes.tables or changes.standings or changes.players or changes.rounds \
                or changes.seating or changes.settings:
            self.refresh_soon()

    def _show(self, result: tuple[list[int], Statistics]) -> None:
        rounds, stats = result
        again = self.reads.done()
        self.stats = stats
        current = self.round_box.currentData()
        self.round_box.blockSignals(True)
        self.round_box.clear()
        self.round_box.addItem(tr("the latest round"), None)
        for n in rounds:
            self.round_box.addItem(tr("round %1").replace("%1", str(n)), n)
        self.round_box.setCurrentIndex(max(self.round_box.findData(current), 0))
        self.round_box.blockSignals(False)
        self.model.set_rows(stats.players)
        self.subtitle.setText(detail_text(stats))
        chosen = self.picker.currentData()
        self.picker.blockSignals(True)
        self.picker.clear()
        for p in stats.players:
            self.picker.addItem(p.player, p.player_id)
        self.picker.setCurrentIndex(max(self.picker.findData(chosen), 0))
        self.picker.blockSignals(False)
        self.show_card()
        self._show_tournament(stats)
        if again:
            self.refresh()
        self.updated.emit()

    # --- the player's card --------------------------------------------------------------
    def _open_card(self, index: object) -> None:
        row = self.proxy.data(index, ROW_ROLE)  # type: ignore[arg-type]
        if isinstance(row, PlayerStats):
            self.show_player(row.player_id)

    def show_player(self, player_id: int) -> None:
        """Open the card of a player (by id)."""
        found = self.picker.findData(player_id)
        if found >= 0:
            self.picker.setCurrentIndex(found)
        self.tabs.setCurrentIndex(CARD_TAB)

    def shown_player(self) -> PlayerStats | None:
        if self.stats is None or self.picker.currentData() is None:
            return None
        try:
            return self.stats.player(self.picker.currentData())
        except KeyError:
            return None

    def show_card(self) -> None:
        p = self.shown_player()
        if p is None:
            for label in self.card.values():
                label.setText(DASH)
            self.card_note.setText(tr("No player has played yet"))
            self.yaku_model.set_rows([])
            self.bars.show_points(())
            return
        self.card_note.setText(count(p.games, tr("%n finished game, %2 with hand detail"),
                                     tr("%n finished games, %2 with hand detail"))
                               .replace("%2", number(p.hand_games)))
        c = self.card
        c["games"].setText(number(p.games))
        c["hands"].setText(number(p.hands))
        c["wins"].setText(tr("%1 (ron %2, tsumo %3)").replace("%1", number(p.wins))
                          .replace("%2", number(p.ron_wins)).replace("%3", number(p.tsumo_wins)))
        c["win_rate"].setText(percent(p.win_rate))
        c["tsumo_share"].setText(percent(p.tsumo_share))
        c["deal_ins"].setText(tr("%1 (deal-in rate %2)").replace("%1", number(p.deal_ins))
                              .replace("%2", percent(p.deal_in_rate)))
        c["riichi"].setText(tr("%1, won %2 (success %3, riichi rate %4)")
                            .replace("%1", number(p.riichi)).replace("%2", number(p.riichi_wins))
                            .replace("%3", percent(p.riichi_success))
                            .replace("%4", percent(p.riichi_rate)))
        c["average_win"].setText(whole(p.average_win))
        largest = p.largest
        c["largest_win"].setText(DASH if largest is None else tr(
            "%1: %2, round %3, table %4, %5").replace("%1", number(largest.points))
            .replace("%2", f"{outcome_name(largest.outcome)} {han_fu_text(largest)}")
            .replace("%3", str(largest.round)).replace("%4", str(largest.table))
            .replace("%5", when_text(largest.when)))
        c["average_han"].setText(decimal(p.average_han))
        c["dealer"].setText(tr("kept %1 of %2 hands dealt (%3)").replace(
            "%1", number(p.dealer_keeps)).replace("%2", number(p.dealer_hands))
            .replace("%3", percent(p.dealer_keep_rate)))
        c["noten"].setText(tr("noten at %1 of %2 exhaustive draws (%3)").replace(
            "%1", number(p.noten)).replace("%2", number(p.draws))
            .replace("%3", percent(p.noten_rate)))
        c["chombo"].setText(number(p.chombo))
        c["yakuman"].setText(number(p.yakuman))
        c["placements"].setText("  \u00b7  ".join(
            labelled(word, number(n)) for word, n in zip(
                (tr("1st"), tr("2nd"), tr("3rd"), tr("4th")), p.placements, strict=True)))
        c["average_placement"].setText(decimal(p.average_placement))
        c["points"].setText(signed(p.points) if p.points_by_round else DASH)
        self.yaku_model.set_rows(p.yaku)
        self.bars.show_points(p.points_by_round)

    # --- the tournament -----------------------------------------------------------------
    def _show_tournament(self, s: Statistics) -> None:
        f = self.summary
        f["games"].setText(number(s.games))
        f["detail"].setText(number(s.detail_games))
        f["finished"].setText(number(s.finished_games))
        f["hands"].setText(number(s.hands))
        f["length"].setText(DASH if s.average_game_length is None else
                            tr("%1 hands per game").replace("%1", decimal(s.average_game_length,
                                                                          1)))
        f["wins"].setText(number(s.wins))
        f["riichi"].setText(number(s.riichi))
        f["chombos"].setText(number(s.chombos))
        records = sum(n for _, n in s.outcomes)
        f["outcomes"].setText("\n".join(
            labelled(outcome_name(o), f"{number(n)} ({percent(n / records)})")
            for o, n in s.outcomes) or DASH)
        self.biggest_model.set_rows(s.biggest)
