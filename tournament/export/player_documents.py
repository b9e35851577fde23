"""What a tournament prints about each player: result cards, the statistics page and award
certificates. Same rules as `documents` (plain data in, a `Document` of parts out, words as
codes, every text from people a plain part), whose page parts it uses."""

from __future__ import annotations

from tournament.export.documents import (
    DASH,
    Document,
    _table,
    _title_block,
    fitted,
    person,
    score,
    signed,
    wind,
)
from tournament.export.gather import (
    Card,
    CardsData,
    CertificatesData,
    DocumentKind,
    StatisticsData,
)
from tournament.export.parts import BR, Column, Grid, Raw, Row, cell, el, grid_attrs
from tournament.players.roster import PlayerStatus
from tournament.standings.awards import han_fu_words, when_words
from tournament.standings.stats import PlayerStats
from tournament.words.document_words import ENGLISH_WORDS, Count, Country, Join, Num, Text

# -- result cards ----------------------------------------------------------------------------

def cards_per_page(rounds: int) -> int:
    """How many cards fit on one A4 or Letter page (portrait): a card is a 13 mm name row,
    (rounds + 2) rows of about 6 mm, a 10 mm statistics row (two lines of small print) and a
    6 mm gap; the body of a page is about 230 mm."""
    return max(1, min(6, 230 // ((rounds + 2) * 6 + 29)))


def percent(rate: float | None) -> object:
    """0.25 -> "25%", None -> "–" (nothing to divide)."""
    return DASH if rate is None else Text("percent", Num(rate * 100))


def card_statistics(stats: PlayerStats | None) -> Text:
    """The statistics line of a result card (two short sentences)."""
    if stats is None or (not stats.hands and not stats.games):
        return Text("card.no_game")
    parts: list[object] = []
    if stats.hands:
        parts.append(Join("", (
            Text("card.hands", Count("count.hands", stats.hands),
                 Count("count.games", stats.hand_games), Count("count.wins", stats.wins),
                 stats.ron_wins, stats.tsumo_wins, Num((stats.win_rate or 0) * 100)),
            Text("card.dealt", stats.deal_ins, Num((stats.deal_in_rate or 0) * 100),
                 stats.riichi, stats.riichi_wins))))
        if stats.largest is not None:
            parts.append(Join("", (Text("card.largest", Num(stats.average_win or 0),
                                        Num(stats.largest.points)),
                                   " (", han_fu_words(stats.largest), ")")))
        if stats.chombo:
            parts.append(Text("card.chombo", stats.chombo))
    else:
        parts.append(Text("card.no_detail"))
    if stats.average_placement is not None:
        parts.append(Join("", (Text("card.average_place", Num(stats.average_placement, 2)),
                               f" ({'/'.join(map(str, stats.placements))})")))
    return Text("sentence", Join("; ", tuple(parts)))


def _card(card: Card, decimals: int) -> tuple[object, ...]:
    who: list[object] = [p for p in (card.club, card.country) if p]
    if card.ema_number:
        who.append("EMA " + card.ema_number)
    if card.place:
        standing = Text("card.place", card.place, card.players)
    elif card.status is PlayerStatus.SUBSTITUTE:
        standing = Text("card.substitute")
    else:
        standing = Text("card.not_ranked")
    name: list[object] = [el("b", person(card.name))]
    if who:
        name += [BR, el("span", Join(" · ", tuple(who)), css="small")]
    head = el("tr", el("td", *name, css="cardhead", colspan="5"),
              el("td", el("b", standing), css="cardhead num", colspan="2"))
    rows: list[object] = [head, el(
        "tr", el("th", Text("col.round_name"), width="9%"),
        el("th", Text("col.table"), width="8%"), el("th", Text("col.wind"), width="9%"),
        el("th", Text("col.opponents")), el("th", Text("col.place"), width="8%"),
        el("th", Text("col.score"), css="num", width="12%"),
        el("th", Text("col.points"), css="num", width="11%"))]
    for g in card.games:
        if g.table is None:
            rows.append(el("tr", el("td", g.round),
                           el("td", g.note or Text("card.did_not_play"), colspan="6",
                              css="muted")))
            continue
        assert g.wind is not None
        if g.place is not None and g.score is not None and g.points is not None:
            result = (el("td", g.place), el("td", score(g.score), css="num"),
                      el("td", signed(g.points, decimals), css="num"))
        else:
            result = (el("td", DASH, css="muted"), el("td", DASH, css="num muted"),
                      el("td", DASH, css="num muted"))
        rows.append(el("tr", el("td", g.round), el("td", g.table), el("td", wind(g.wind)),
                       el("td", Join(", ", tuple(person(n) for n in g.opponents))), *result))
    if card.carried is not None:
        rows.append(el("tr", el("td", Text("card.carried"), colspan="6"),
                       el("td", signed(card.carried, decimals), css="num")))
    if round(card.penalties, decimals):
        rows.append(el("tr", el("td", Text("card.penalties"), colspan="6"),
                       el("td", signed(card.penalties, decimals), css="num")))
    rows.append(el("tr", el("td", el("b", Text("card.total")), colspan="6"),
                   el("td", signed(card.total, decimals), css="num total")))
    rows.append(el("tr", el("td", card_statistics(card.stats), colspan="7", css="statline")))
    return (_table(*rows), el("p", Raw("&nbsp;")))


def cards_document(data: CardsData) -> Document:
    """A personal result card per player: each round's table, opponents, place and score;
    `cards_per_page` cards to a page, each page a sheet of its own (`Document.sheets`), so a
    card whose long names take more lines never pushes the next one across a page."""
    if not data.cards:
        return Document(DocumentKind.CARDS, data.heading, (el("p", Text("card.no_player")),))
    per_page = cards_per_page(data.round)
    # Every page that shows statistics says how many games they come from.
    note: tuple[object, ...] = (
        (el("p", Text("card.note", data.detail_games, data.games), css="note"),)
        if data.games else ())
    sheets = tuple(note + tuple(part for c in data.cards[i:i + per_page]
                                for part in _card(c, data.decimals))
                   for i in range(0, len(data.cards), per_page))
    return Document(DocumentKind.CARDS, data.heading, (), sheet_parts=sheets)


# -- statistics ------------------------------------------------------------------------------

def _grid(columns: list[tuple[str, Text | str, bool]], rows: list[list[object]],
          css: str = "grid", name_width: int = 0) -> Grid:
    """A grid: `columns` are (key, title, numeric). Numeric headings may wrap (a translated
    heading is often longer than its figures), and the first column keeps `name_width`
    percent of the width (0: as wide as it needs), so long names wrap within it instead of
    being squeezed to a letter per line."""
    heads = tuple(
        Column(key, title, num, (("class", "numhead"),) if num else
               (("width", f"{name_width}%"),) if i == 0 and name_width else ())
        for i, (key, title, num) in enumerate(columns))
    body = tuple(Row({c.key: cell(value, css="num" if c.numeric else "")
                      for c, value in zip(heads, row, strict=True)}) for row in rows)
    return Grid(heads, body, grid_attrs(css))


def outcome_words(value: str) -> Text | str:
    """An outcome ("exhaustive_draw") as words."""
    code = f"outcome.{value}"
    return Text(code) if value in OUTCOMES else value


OUTCOMES = frozenset({"ron", "tsumo", "exhaustive_draw", "abortive_draw", "nagashi_mangan",
                      "chombo"})


def statistics_summary(data: StatisticsData) -> list[Text]:
    """The tournament's figures, one sentence each."""
    s = data.stats
    out = [Text("stats.detail", s.detail_games, Count("count.games", s.games))]
    if s.hands:
        length = s.average_game_length
        code = "stats.hands_length" if length is not None else "stats.hands"
        figures: tuple[object, ...] = (Count("count.wins", s.wins), s.riichi,
                                       Count("count.chombos", s.chombos))
        if length is not None:
            figures = (Num(length, 1), *figures)
        out.append(Text(code, Count("count.hands_recorded", s.hands), *figures))
        total = sum(n for _, n in s.outcomes)
        out.append(Text("stats.outcomes", Join(", ", tuple(
            Text("stats.outcome", outcome_words(o.value), n, Num(n * 100 / total))
            for o, n in s.outcomes))))
    return out


def statistics_document(data: StatisticsData) -> Document:
    """Per tournament (coverage, outcome mix, the biggest hands) and per player (wins, deal-ins,
    riichi, win values, dealer keeps, noten, placements), from the hand log."""
    s = data.stats
    body: list[object] = [*_title_block(data.heading),
                          *(el("p", line) for line in statistics_summary(data))]
    if s.biggest:
        rows: list[list[object]] = [
            [i, person(w.player), w.round, w.table, when_words(w), outcome_words(w.outcome.value),
             han_fu_words(w), Num(w.points)] for i, w in enumerate(s.biggest, start=1)]
        body += [el("h2", Text("stats.biggest")), _grid(
            [("number", Text("col.number"), True), ("player", Text("col.player"), False),
             ("round", Text("col.round_name"), True), ("table", Text("col.table"), True),
             ("hand", Text("col.hand"), False), ("won_by", Text("col.won_by"), False),
             ("han_fu", Text("col.han_fu"), False), ("points", Text("col.points"), True)],
            rows)]
    rows = []
    for p in s.players:
        rows.append([
            person(p.player), p.games, p.hands if p.hand_games else DASH,
            f"{p.wins} ({p.ron_wins}/{p.tsumo_wins})" if p.hands else DASH,
            percent(p.win_rate), percent(p.deal_in_rate),
            f"{p.riichi} ({p.riichi_wins})" if p.hands else DASH,
            Num(p.average_win) if p.average_win is not None else DASH,
            Num(p.largest_win) if p.largest_win is not None else DASH,
            f"{p.dealer_keeps}/{p.dealer_hands}" if p.hands else DASH,
            f"{p.noten}/{p.draws}" if p.hands else DASH,
            p.chombo if p.hands else DASH, p.yakuman if p.hands else DASH,
            Num(p.average_placement, 2) if p.average_placement is not None else DASH,
            "/".join(map(str, p.placements))])
    body += [el("h2", Text("stats.players")), _grid(
        [("player", Text("col.player"), False), ("games", Text("col.games"), True),
         ("hands", Text("col.hands"), True), ("wins", Text("col.wins"), True),
         ("win", Text("col.win"), True), ("deal_in", Text("col.deal_in"), True),
         ("riichi", Text("col.riichi"), True), ("avg_win", Text("col.avg_win"), True),
         ("largest", Text("col.largest"), True), ("dealer_kept", Text("col.dealer_kept"), True),
         ("noten", Text("col.noten"), True), ("chombo", Text("col.chombo"), True),
         ("yakuman", Text("col.yakuman"), True), ("avg_place", Text("col.avg_place"), True),
         ("placements", Text("col.placements"), True)], rows, "grid small", name_width=16)]
    yaku: dict[str, int] = {}
    for p in s.players:
        for name, count in p.yaku:
            yaku[name] = yaku.get(name, 0) + count
    if yaku:
        top = sorted(yaku.items(), key=lambda item: (-item[1], item[0]))[:15]
        body += [el("h2", Text("stats.yaku")),
                 el("p", Join(", ", tuple(f"{name} {n}" for name, n in top))),
                 el("p", Text("stats.yaku_note"), css="note")]
    body.append(el("p", Text("stats.note"), css="note"))
    return Document(DocumentKind.STATISTICS, data.heading, tuple(body), landscape=True)


# -- award certificates ----------------------------------------------------------------------

def certificates_document(data: CertificatesData) -> Document:
    """One page per winner of each award: the tournament, the award, the name, what it was
    won with, and a line for the organiser's signature. Each certificate is a sheet of its
    own (`Document.sheets`): the renderer frames the whole page and centres it there, so no
    border of the next certificate can show at the foot of a page."""
    sheets = []
    for c in data.certificates:
        # The country as a `Country`: the desk names it in its language.
        who = Join(" · ", tuple([c.club] * bool(c.club)
                                + [Country(c.country)] * bool(c.country)))
        value: list[object] = [c.value]
        if c.shared_with:
            value += [BR, Text("cert.shared_with",
                               Join(", ", tuple(person(n) for n in c.shared_with)))]
        # Long names and titles are printed smaller (`fitted`), so a certificate keeps to
        # its page on A4 and Letter (a title's length taken in English: near enough).
        award = c.award
        award_text = award if isinstance(award, str) else ENGLISH_WORDS.say(award)
        place = [p for p in (data.dates, data.venue) if p]
        sheets.append((
            el("p", data.tournament, css="certhead"),
            *((el("p", Join(" · ", tuple(place)), css="certsub"),) if place else ()),
            el("p", Text("cert.certificate"), css="certtitle"),
            el("p", Text("cert.awarded_to"), css="centre"),
            el("p", person(c.player), css="winner", style=fitted(c.player, 34, 40, 16)),
            el("p", who, css="centre") if who.items else el("p", Raw("&nbsp;"), css="centre"),
            el("p", Text("cert.for"), css="for"),
            el("p", award, css="award", style=fitted(award_text, 26, 50, 14)),
            el("p", *value, css="centre"),
            el("p", Raw("______________________________"), BR, Text("cert.organiser"),
               css="signature")))
    if not sheets:
        why = Text("cert.none_chosen" if not data.unawarded else "cert.no_winner")
        return Document(DocumentKind.CERTIFICATES, data.heading, (el("p", why),))
    return Document(DocumentKind.CERTIFICATES, data.heading, (), sheet_parts=tuple(sheets))

