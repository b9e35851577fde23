"""HTML for what a tournament prints about each player: result cards, the statistics page and
award certificates. Same rules as `documents` (plain data in, HTML out, every text from people
escaped), whose page parts it uses."""

from __future__ import annotations

from tournament.export.documents import (
    DASH,
    WIND_NAMES,
    Document,
    _title_block,
    e,
    fitted,
    one_body,
    person,
    score,
    signed,
)
from tournament.export.gather import (
    Card,
    CardsData,
    CertificatesData,
    DocumentKind,
    StatisticsData,
)
from tournament.players_io import PlayerStatus
from tournament.stats import PlayerStats

# -- result cards ----------------------------------------------------------------------------

def cards_per_page(rounds: int) -> int:
    """How many cards fit on one A4 or Letter page (portrait): a card is a 13 mm name row,
    (rounds + 2) rows of about 6 mm, a 10 mm statistics row (two lines of small print) and a
    6 mm gap; the body of a page is about 230 mm."""
    return max(1, min(6, 230 // ((rounds + 2) * 6 + 29)))


def percent(rate: float | None) -> str:
    """0.25 -> "25%", None -> "–" (nothing to divide)."""
    return DASH if rate is None else f"{rate * 100:.0f}%"


def card_statistics(stats: PlayerStats | None) -> str:
    """The statistics line of a result card (plain text, two short sentences)."""
    if stats is None or (not stats.hands and not stats.games):
        return "No game played yet."
    parts = []
    if stats.hands:
        parts.append(f"{stats.hands} hands in {stats.hand_games} game"
                     + ("s" if stats.hand_games != 1 else "") + " with hand detail: "
                     f"{stats.wins} wins ({stats.ron_wins} ron, {stats.tsumo_wins} tsumo, "
                     f"{percent(stats.win_rate)}), dealt in {stats.deal_ins} "
                     f"({percent(stats.deal_in_rate)}), riichi {stats.riichi} "
                     f"({stats.riichi_wins} won)")
        if stats.largest is not None:
            parts.append(f"average win {stats.average_win or 0:,.0f}, largest "
                         f"{stats.largest.points:,} ({stats.largest.han_fu})")
        if stats.chombo:
            parts.append(f"chombo {stats.chombo}")
    else:
        parts.append("No hand detail (scores from the paper slip)")
    if stats.average_placement is not None:
        parts.append(f"average place {stats.average_placement:.2f} "
                     f"({'/'.join(map(str, stats.placements))})")
    return "; ".join(parts) + "."


def _card(card: Card, decimals: int) -> str:
    who = " · ".join(e(p) for p in (card.club, card.country) if p)
    if card.ema_number:
        who += (" · " if who else "") + f"EMA {e(card.ema_number)}"
    if card.place:
        standing = f"Place {e(card.place)} of {card.players}"
    elif card.status is PlayerStatus.SUBSTITUTE:
        standing = "Substitute (not ranked)"
    else:
        standing = "Not ranked"
    head = (f"<tr><td class=\"cardhead\" colspan=\"5\"><b>{person(card.name)}</b>"
            + (f"<br><span class=\"small\">{who}</span>" if who else "")
            + f"</td><td class=\"cardhead num\" colspan=\"2\"><b>{standing}</b></td></tr>")
    rows = [head, "<tr><th width=\"9%\">Round</th><th width=\"8%\">Table</th>"
                  "<th width=\"9%\">Wind</th><th>Opponents</th><th width=\"8%\">Place</th>"
                  "<th class=\"num\" width=\"12%\">Score</th>"
                  "<th class=\"num\" width=\"11%\">Points</th></tr>"]
    for g in card.games:
        if g.table is None:
            rows.append(f"<tr><td>{g.round}</td><td colspan=\"6\" class=\"muted\">"
                        f"{e(g.note or 'did not play')}</td></tr>")
            continue
        assert g.wind is not None
        done = g.place is not None and g.score is not None and g.points is not None
        rows.append(
            f"<tr><td>{g.round}</td><td>{g.table}</td><td>{WIND_NAMES[g.wind]}</td>"
            f"<td>{', '.join(person(n) for n in g.opponents)}</td>"
            + (f"<td>{g.place}</td><td class=\"num\">{score(g.score or 0)}</td>"
               f"<td class=\"num\">{signed(g.points or 0.0, decimals)}</td>" if done else
               "<td class=\"muted\">" + DASH + "</td><td class=\"num muted\">" + DASH
               + "</td><td class=\"num muted\">" + DASH + "</td>")
            + "</tr>")
    if card.carried is not None:
        rows.append(f"<tr><td colspan=\"6\">Carried into the final</td>"
                    f"<td class=\"num\">{signed(card.carried, decimals)}</td></tr>")
    if round(card.penalties, decimals):
        rows.append(f"<tr><td colspan=\"6\">Referee penalties</td>"
                    f"<td class=\"num\">{signed(card.penalties, decimals)}</td></tr>")
    rows.append(f"<tr><td colspan=\"6\"><b>Total</b></td>"
                f"<td class=\"num total\">{signed(card.total, decimals)}</td></tr>")
    rows.append(f"<tr><td colspan=\"7\" class=\"statline\">"
                f"{e(card_statistics(card.stats))}</td></tr>")
    return ("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
            "border=\"1\">" + "".join(rows) + "</table><p>&nbsp;</p>")


def cards_document(data: CardsData) -> Document:
    """A personal result card per player: each round's table, opponents, place and score;
    `cards_per_page` cards to a page, each page a sheet of its own (`Document.sheets`), so a
    card whose long names take more lines never pushes the next one across a page."""
    if not data.cards:
        return Document(DocumentKind.CARDS, data.heading,
                        "<p>No player has been seated yet.</p>")
    per_page = cards_per_page(data.round)
    # Every page that shows statistics says how many games they come from.
    note = (f"<p class=\"note\">Statistics from the hand log: {data.detail_games} of "
            f"{data.games} games have hand detail (tables scored from the paper slip count "
            "for places only).</p>" if data.games else "")
    sheets = tuple(note + "".join(_card(c, data.decimals)
                                  for c in data.cards[i:i + per_page])
                   for i in range(0, len(data.cards), per_page))
    return Document(DocumentKind.CARDS, data.heading, one_body(sheets), sheets=sheets)


# -- statistics ------------------------------------------------------------------------------

OUTCOME_NAMES = {"ron": "ron", "tsumo": "tsumo", "exhaustive_draw": "exhaustive draw",
                 "abortive_draw": "abortive draw", "nagashi_mangan": "nagashi mangan",
                 "chombo": "chombo"}


def _table(head: list[tuple[str, bool]], rows: list[list[str]], css: str = "grid",
           name_width: int = 0) -> str:
    """A grid: `head` is (title, numeric) per column; cells are already HTML. Numeric
    headings may wrap (a translated heading is often longer than its figures), and the
    first column keeps `name_width` percent of the width (0: as wide as it needs), so long
    names wrap within it instead of being squeezed to a letter per line."""
    th = "".join(f"<th class=\"numhead\">{e(h)}</th>" if num else
                 (f"<th width=\"{name_width}%\">{e(h)}</th>" if i == 0 and name_width else
                  f"<th>{e(h)}</th>")
                 for i, (h, num) in enumerate(head))
    body = "".join("<tr>" + "".join(
        f"<td class=\"num\">{c}</td>" if num else f"<td>{c}</td>"
        for c, (_, num) in zip(row, head, strict=True)) + "</tr>" for row in rows)
    return (f"<table class=\"{css}\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
            f"border=\"1\"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>")


def statistics_summary(data: StatisticsData) -> list[str]:
    """The tournament's figures, one sentence each (plain text)."""
    s = data.stats
    out = [f"{s.detail_text}: tables scored from the paper slip count for places only."]
    if s.hands:
        length = s.average_game_length
        out.append(f"{s.hands} hands recorded"
                   + (f", {length:.1f} hands per finished game" if length is not None else "")
                   + f"; {s.wins} wins, {s.riichi} riichi, {s.chombos} chombo"
                   + ("s" if s.chombos != 1 else "") + ".")
        total = sum(n for _, n in s.outcomes)
        out.append("Outcomes: " + ", ".join(
            f"{OUTCOME_NAMES.get(o.value, o.value)} {n} ({n * 100 / total:.0f}%)"
            for o, n in s.outcomes) + ".")
    return out


def statistics_document(data: StatisticsData) -> Document:
    """Per tournament (coverage, outcome mix, the biggest hands) and per player (wins, deal-ins,
    riichi, win values, dealer keeps, noten, placements), from the hand log."""
    s = data.stats
    body = [_title_block(data.heading),
            "".join(f"<p>{e(line)}</p>" for line in statistics_summary(data))]
    if s.biggest:
        rows = [[str(i), person(w.player), str(w.round), str(w.table), e(w.when),
                 e(w.outcome.value), e(w.han_fu), f"{w.points:,}"]
                for i, w in enumerate(s.biggest, start=1)]
        body.append("<h2>The biggest hands</h2>" + _table(
            [("#", True), ("Player", False), ("Round", True), ("Table", True),
             ("Hand", False), ("Won by", False), ("Han / fu", False), ("Points", True)],
            rows))
    rows = []
    for p in s.players:
        rows.append([
            person(p.player), str(p.games), str(p.hands) if p.hand_games else DASH,
            f"{p.wins} ({p.ron_wins}/{p.tsumo_wins})" if p.hands else DASH,
            percent(p.win_rate), percent(p.deal_in_rate),
            f"{p.riichi} ({p.riichi_wins})" if p.hands else DASH,
            f"{p.average_win:,.0f}" if p.average_win is not None else DASH,
            f"{p.largest_win:,}" if p.largest_win is not None else DASH,
            f"{p.dealer_keeps}/{p.dealer_hands}" if p.hands else DASH,
            f"{p.noten}/{p.draws}" if p.hands else DASH,
            str(p.chombo) if p.hands else DASH, str(p.yakuman) if p.hands else DASH,
            f"{p.average_placement:.2f}" if p.average_placement is not None else DASH,
            "/".join(map(str, p.placements))])
    body.append("<h2>Players</h2>" + _table(
        [("Player", False), ("Games", True), ("Hands", True), ("Wins (ron/tsumo)", True),
         ("Win", True), ("Deal-in", True), ("Riichi (won)", True), ("Avg win", True),
         ("Largest", True), ("Dealer kept", True), ("Noten/draws", True), ("Chombo", True),
         ("Yakuman", True), ("Avg place", True), ("1/2/3/4", True)], rows, "grid small",
        name_width=16))
    yaku: dict[str, int] = {}
    for p in s.players:
        for name, count in p.yaku:
            yaku[name] = yaku.get(name, 0) + count
    if yaku:
        top = sorted(yaku.items(), key=lambda item: (-item[1], item[0]))[:15]
        body.append("<h2>Yaku</h2><p>" + ", ".join(f"{e(name)} {n}" for name, n in top)
                    + "</p><p class=\"note\">Counted on the wins recorded with their yaku "
                    "(by yaku or from the tiles); wins recorded by han and fu only have none."
                    "</p>")
    body.append("<p class=\"note\">Win and deal-in rates are per hand played (a chombo is "
                "not a hand); a double ron is one deal-in. Win values are the rule tables' "
                "before honba and riichi sticks (a tsumo: the three payments together). "
                "Dealer kept: hands the dealer kept by winning or by being tenpai at a draw, "
                "of the hands dealt. Noten/draws: exhaustive draws not tenpai.</p>")
    return Document(DocumentKind.STATISTICS, data.heading, "".join(body), landscape=True)


# -- award certificates ----------------------------------------------------------------------

def certificates_document(data: CertificatesData) -> Document:
    """One page per winner of each award: the tournament, the award, the name, what it was
    won with, and a line for the organiser's signature. Each certificate is a sheet of its
    own (`Document.sheets`): the renderer frames the whole page and centres it there, so no
    border of the next certificate can show at the foot of a page."""
    sheets = []
    for c in data.certificates:
        # The country in an element of its own: the desk names it in its language.
        who = " · ".join([e(c.club)] * bool(c.club) + [
            f"<span class=\"country\">{e(c.country)}</span>"] * bool(c.country))
        value = e(c.value)
        if c.shared_with:
            value += "<br>shared with " + ", ".join(person(n) for n in c.shared_with)
        # Long names and titles are printed smaller (`fitted`), so a certificate keeps to
        # its page on A4 and Letter.
        sheets.append(
            f"<p class=\"certhead\">{e(data.tournament)}</p>"
            + (f"<p class=\"certsub\">{' · '.join(e(p) for p in (data.dates, data.venue) if p)}"
               "</p>" if data.dates or data.venue else "")
            + "<p class=\"certtitle\">Certificate</p>"
            "<p class=\"centre\">awarded to</p>"
            f"<p class=\"winner\"{fitted(c.player, 34, 40, 16)}>{person(c.player)}</p>"
            + (f"<p class=\"centre\">{who}</p>" if who else "<p class=\"centre\">&nbsp;</p>")
            + "<p class=\"for\">for</p>"
            f"<p class=\"award\"{fitted(c.award, 26, 50, 14)}>{e(c.award)}</p>"
            f"<p class=\"centre\">{value}</p>"
            "<p class=\"signature\">______________________________<br>the organiser</p>")
    if not sheets:
        why = ("No award has been chosen yet (python -m tournament awards FILE --set ...)."
               if not data.unawarded else "No award has a winner yet.")
        return Document(DocumentKind.CERTIFICATES, data.heading, f"<p>{e(why)}</p>")
    return Document(DocumentKind.CERTIFICATES, data.heading, one_body(tuple(sheets)),
                    sheets=tuple(sheets))
