"""HTML for everything a tournament puts on paper, and the static standings web page.

Pure: each builder takes plain data from `gather` and returns HTML text, so the same pages go
to the printer (ui/printing lays them out with QTextDocument, which reads a subset of HTML 4
and CSS 2) and into a file for a club website. Every text that comes from people (player,
club, tournament and venue names) goes through `html.escape`: a player called `<b>Bob</b>`
prints as those ten characters.

Layout rules the printer relies on: no running header in the HTML (the renderer draws the
heading line and "page X of Y" on every page); a page that must start on a new sheet (each
score sheet, each group of result cards) carries `page-break-before: always`, which
QTextDocument honours; table headers are in <thead>, which QTextDocument repeats on every page.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from tournament.export.gather import (
    Card,
    CardsData,
    CertificatesData,
    DocumentKind,
    Heading,
    SeatingData,
    StandingsData,
    StatisticsData,
    TableSeats,
)
from tournament.players_io import PlayerStatus
from tournament.service.read_models import StandingLine
from tournament.stats import PlayerStats

MINUS = "\u2212"  # a real minus sign, as the GUI shows (ui/text.py)
DASH = "\u2013"
WIND_NAMES = ("East", "South", "West", "North")
HAND_ROWS = 16  # rows of the score sheet's hand grid

# QTextDocument's subset: type and class selectors (a class rule wins over a type rule; keep
# selectors that simple, as "table.grid th" would outrank "th.num"), font and colour
# properties, borders, and cell padding in px only (pt padding is dropped). The renderer lays
# out at 96 dpi, so 1px is 1/96 inch on paper.
PRINT_CSS = """
body { font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; font-size: 10pt;
       color: #1f2328; }
h1 { font-size: 17pt; font-weight: bold; margin-top: 0pt; margin-bottom: 2pt; }
h2 { font-size: 12pt; font-weight: bold; margin-top: 8pt; margin-bottom: 3pt; }
p { margin-top: 0pt; margin-bottom: 4pt; }
p.sub { color: #5f6b7a; margin-bottom: 8pt; }
p.note { color: #5f6b7a; font-size: 8.5pt; margin-top: 4pt; }
table.grid { border-collapse: collapse; border-color: #8a94a0; }
th { background-color: #e6eaef; font-weight: bold; text-align: left; }
th.num, td.num { text-align: right; white-space: nowrap; }
table.small { font-size: 8.5pt; }
td.place { font-weight: bold; }
td.total { font-weight: bold; }
td.muted, span.muted { color: #5f6b7a; }
span.small { font-size: 8.5pt; color: #5f6b7a; }
th.tablehead { background-color: #1f2328; color: #ffffff; font-size: 18pt; }
td.wind { font-size: 12pt; font-weight: bold; color: #5f6b7a; }
td.seatname { font-size: 16pt; }
td.bigname, span.seatbox { font-size: 12pt; }
td.tableno { font-size: 14pt; font-weight: bold; text-align: center; }
td.hand { padding-top: 4px; padding-bottom: 4px; }
td.write { padding-top: 7px; padding-bottom: 7px; }
td.sign { padding-top: 18px; padding-bottom: 18px; }
td.cardhead { background-color: #e6eaef; font-size: 12pt; }
td.section { background-color: #f3f5f8; font-weight: bold; padding-top: 6px; }
td.statline { font-size: 8pt; color: #3d4650; }
table.certificate { border-color: #b08d2a; border-style: double; }
p.certhead { text-align: center; font-size: 18pt; font-weight: bold; margin-top: 40px; }
p.certsub { text-align: center; font-size: 12pt; color: #5f6b7a; }
p.certtitle { text-align: center; font-size: 44pt; font-weight: bold; color: #8a6d1d;
              margin-top: 80px; margin-bottom: 40px; }
p.winner { font-size: 34pt; font-weight: bold; text-align: center; margin-top: 16px; }
p.for { text-align: center; font-size: 13pt; margin-top: 80px; }
p.award { font-size: 26pt; font-weight: bold; text-align: center; margin-top: 12px; }
p.centre { text-align: center; font-size: 13pt; margin-top: 6px; }
p.signature { text-align: center; font-size: 11pt; color: #5f6b7a; margin-top: 110px;
              margin-bottom: 30px; }
"""

# The web page can use real CSS.
WEB_CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif;
       color: #1f2328; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
h2 { margin: 1.5rem 0 .5rem; font-size: 1.15rem; }
p.sub { color: #5f6b7a; margin: 0 0 1rem; }
p.note { color: #5f6b7a; font-size: .85rem; }
table.grid { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
table.grid th, table.grid td { border: 1px solid #d3d9e0; padding: .3rem .5rem; }
table.grid th { background: #f3f5f8; text-align: left; }
table.grid tbody tr:nth-child(even) { background: #fafbfc; }
th.num, td.num { text-align: right; }
td.place, td.total { font-weight: 600; }
td.muted { color: #5f6b7a; }
td.section { background: #f3f5f8; font-weight: 600; padding-top: .8rem; }
footer { margin-top: 2rem; color: #5f6b7a; font-size: .8rem; }
"""


def e(text: object) -> str:
    """Escape text from people for HTML (quotes too: it may end up in an attribute)."""
    return html.escape(str(text), quote=True)


def signed(value: float, decimals: int = 1) -> str:
    """Tournament points with a real sign: "+38.3", "−30.1", "0.0"."""
    text = f"{abs(value):,.{decimals}f}"
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else MINUS) + text


def score(value: int) -> str:
    """A game score: "41,900", "−17,800"."""
    text = f"{abs(value):,}"
    return MINUS + text if value < 0 else text


@dataclass(frozen=True, slots=True)
class Document:
    """One printable document: HTML for its pages plus the heading the renderer repeats."""

    kind: DocumentKind
    heading: Heading
    body: str  # HTML fragment (what goes inside <body>)
    landscape: bool = False

    def html(self) -> str:
        """The whole document for QTextDocument."""
        return (f"<html><head><meta charset=\"utf-8\"><title>{e(self.heading.title)}</title>"
                f"<style>{PRINT_CSS}</style></head><body>{self.body}</body></html>")


def _title_block(heading: Heading, title: str | None = None) -> str:
    sub = " · ".join(e(p) for p in (heading.tournament, heading.dates, heading.venue,
                                     heading.ruleset) if p)
    return f"<h1>{e(title or heading.title)}</h1><p class=\"sub\">{sub}</p>"


# -- standings -------------------------------------------------------------------------------

def _has_penalties(data: StandingsData) -> bool:
    return any(round(line.penalties, data.decimals) != 0
               for line in data.rows + data.substitutes + data.disqualified)


def standings_landscape(data: StandingsData) -> bool:
    # Past 6 number columns long names have no room across A4 or Letter portrait.
    return data.rounds + 1 + _has_penalties(data) + _carried_column(data) > 6


def _carried_column(data: StandingsData) -> bool:
    return data.final_from is not None


def _club_column(data: StandingsData) -> bool:
    # With many rounds the club gives its room to the numbers (it stays in the CSV).
    return data.rounds <= 10


def _standings_cells(data: StandingsData, line: StandingLine, pen: bool) -> str:
    cells = [f"<td class=\"place\">{e(line.place_text) if line.place_text else DASH}</td>",
             f"<td>{e(line.name)}{' *' if line.provisional else ''}</td>"]
    if _club_column(data):
        cells.append(f"<td>{e(line.club)}</td>")
    cells.append(f"<td>{e(line.country)}</td>")
    for r, value in enumerate(line.rounds, start=1):
        if r == data.final_from:
            cells.append("<td class=\"num muted\">" + DASH + "</td>" if line.carried is None
                         else f"<td class=\"num\">{signed(line.carried, data.decimals)}</td>")
        cells.append("<td class=\"num muted\">" + DASH + "</td>" if value is None else
                     f"<td class=\"num\">{signed(value, data.decimals)}</td>")
    if pen:
        cells.append(f"<td class=\"num\">{signed(line.penalties, data.decimals)}</td>"
                     if round(line.penalties, data.decimals) else "<td class=\"num\"></td>")
    cells.append(f"<td class=\"num total\">{signed(line.total, data.decimals)}</td>")
    return "<tr>" + "".join(cells) + "</tr>"


def standings_table(data: StandingsData) -> str:
    """The standings grid, shared by the printed page and the web page. Substitutes and
    disqualified players follow in sections of the same table, so the columns line up."""
    pen = _has_penalties(data)
    head = ["<th>Place</th>", "<th>Player</th>"]
    if _club_column(data):
        head.append("<th>Club</th>")
    head.append("<th>Country</th>")
    for r in range(1, data.rounds + 1):
        if r == data.final_from:
            head.append("<th class=\"num\">Carried</th>")
        head.append(f"<th class=\"num\">{data.round_label(r)}</th>")
    if pen:
        head.append("<th class=\"num\">Pen.</th>")
    head.append("<th class=\"num\">Total</th>")
    body = []
    for i, line in enumerate(data.rows):
        if (data.final_from is not None and not line.finalist
                and (i == 0 or data.rows[i - 1].finalist)):
            body.append(f"<tr><td class=\"section\" colspan=\"{len(head)}\">Outside the "
                        "final: qualifying places</td></tr>")
        body.append(_standings_cells(data, line, pen))
    for title, lines in (("Substitutes (not ranked)", data.substitutes),
                         ("Disqualified", data.disqualified)):
        if lines:
            body.append(f"<tr><td class=\"section\" colspan=\"{len(head)}\">{title}</td></tr>")
            body += [_standings_cells(data, line, pen) for line in lines]
    css = "grid small" if data.rounds > 8 else "grid"
    return (f"<table class=\"{css}\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
            "border=\"1\"><thead><tr>" + "".join(head) + "</tr></thead><tbody>"
            + "".join(body) + "</tbody></table>")


def _standings_notes(data: StandingsData) -> str:
    notes = [f"Points in the ruleset's unit (1.0 = {data.unit:,} points); R1, R2… are the "
             "points of each round, uma included.", data.tie_rule]
    if data.final_note:
        notes.insert(1, data.final_note)
    if _has_penalties(data):
        notes.append("Pen.: referee penalties.")
    if any(line.provisional for line in data.rows):
        notes.append("* includes a game still in play.")
    if data.pending:
        notes.append("Not counted yet: " + ", ".join(f"round {r} table {n}"
                                                      for r, n in data.pending) + ".")
    return "<p class=\"note\">" + " ".join(e(n) for n in notes) + "</p>"


def _standings_sections(data: StandingsData) -> str:
    return standings_table(data) + _standings_notes(data)


def standings_document(data: StandingsData) -> Document:
    body = _title_block(data.heading) + _standings_sections(data)
    return Document(DocumentKind.STANDINGS, data.heading, body,
                    landscape=standings_landscape(data))


def standings_web_page(data: StandingsData, generator: str = "riichi-tournament") -> str:
    """A standalone HTML5 page of the standings for a club website (no scripts, no external
    files)."""
    h = data.heading
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{e(h.tournament)}: {e(h.title)}</title>\n<style>{WEB_CSS}</style>\n"
        "</head>\n<body>\n<main>\n"
        + _title_block(h, f"{h.tournament}: {h.title}") + "\n"
        + _standings_sections(data)
        + f"\n</main>\n<footer>Made with {e(generator)}.</footer>\n</body>\n</html>\n")


# -- seating ---------------------------------------------------------------------------------

def _table_block(table: TableSeats) -> str:
    rows = [f"<tr><th class=\"tablehead\" colspan=\"2\">Table {table.table}</th></tr>"]
    for seat in table.seats:
        extra = " · ".join(e(p) for p in (seat.club, seat.country) if p)
        if seat.substitute:
            extra = "substitute" + (" · " + extra if extra else "")
        rows.append(f"<tr><td class=\"wind\" width=\"22%\" valign=\"middle\">"
                    f"{WIND_NAMES[seat.wind]}</td>"
                    f"<td class=\"seatname\">{e(seat.name)}"
                    + (f"<br><span class=\"small\">{extra}</span>" if extra else "")
                    + "</td></tr>")
    return ("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"5\" "
            "border=\"1\">" + "".join(rows) + "</table>")


def seating_tables_document(data: SeatingData) -> Document:
    """By table, for the wall: each table's number and its four players with their winds."""
    cells = [_table_block(t) for t in data.tables]
    rows = []
    for i in range(0, len(cells), 2):
        pair = cells[i:i + 2] + [""] * (2 - len(cells[i:i + 2]))
        rows.append("<tr>" + "".join(f"<td width=\"50%\" valign=\"top\">{c}</td>"
                                     for c in pair) + "</tr>")
    body = (_title_block(data.heading)
            + "<p>Winds are the seats for the first hand: East deals first.</p>"
            "<table width=\"100%\" cellspacing=\"10\" cellpadding=\"0\" border=\"0\">"
            + "".join(rows) + "</table>")
    return Document(DocumentKind.SEATING_TABLES, data.heading, body)


def seating_players_document(data: SeatingData) -> Document:
    """Alphabetical, for the entrance: each player's table and wind."""
    entries = sorted(((seat, t.table) for t in data.tables for seat in t.seats),
                     key=lambda item: (item[0].name.casefold(), item[0].name))
    rows = []
    for seat, table in entries:
        extra = " · ".join(e(p) for p in (seat.club, seat.country) if p)
        rows.append(f"<tr><td class=\"bigname\">{e(seat.name)}</td>"
                    f"<td class=\"muted\">{extra}</td>"
                    f"<td class=\"tableno\">{table}</td>"
                    f"<td class=\"bigname\">{WIND_NAMES[seat.wind]}</td></tr>")
    body = (_title_block(data.heading)
            + "<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" "
            "border=\"1\"><thead><tr><th width=\"45%\">Player</th><th>Club · country</th>"
            "<th width=\"10%\">Table</th><th width=\"12%\">Wind</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")
    return Document(DocumentKind.SEATING_PLAYERS, data.heading, body)


# -- score sheets ----------------------------------------------------------------------------

def _score_sheet(data: SeatingData, table: TableSeats, first: bool) -> str:
    h = data.heading
    brk = "" if first else " style=\"page-break-before: always\""
    limit = (f" · time limit {data.round_minutes} minutes" if data.round_minutes else "")
    title = data.name if not data.round_name else f"{data.round_name} (round {data.round})"
    out = [f"<h1{brk}>{e(title)} · Table {table.table}</h1>",
           "<p class=\"sub\">" + " · ".join(e(p) for p in (h.tournament, h.dates, h.ruleset)
                                            if p)
           + f" · start {score(data.start_points)}{e(limit)}</p>"]
    # The four seats side by side: wind, name, then club and EMA number in small print.
    seats = []
    for seat in table.seats:
        extra = " · ".join([e(seat.club)] * bool(seat.club)
                           + [f"EMA&nbsp;{e(seat.ema_number)}"] * bool(seat.ema_number))
        seats.append(f"<td width=\"25%\"><b>{WIND_NAMES[seat.wind]}</b>"
                     f"<br><span class=\"seatbox\">{e(seat.name)}</span>"
                     + (f"<br><span class=\"small\">{extra}</span>" if extra else "")
                     + "</td>")
    out.append("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" "
               "border=\"1\"><tr>" + "".join(seats) + "</tr></table>")
    # The hand grid: one row per hand, the four score columns in seat order.
    names = "".join(f"<th class=\"num\" width=\"13%\">{WIND_NAMES[s.wind]}<br>"
                    f"<span class=\"small\">{e(s.name)}</span></th>" for s in table.seats)
    grid = ["<thead><tr><th width=\"4%\">#</th><th width=\"7%\">Hand</th>"
            "<th width=\"9%\">Result</th><th width=\"9%\">Winner</th><th width=\"9%\">From</th>"
            f"<th width=\"10%\">Han/fu</th>{names}</tr></thead><tbody>"]
    start = "".join(f"<td class=\"num\">{score(data.start_points)}</td>" for _ in range(4))
    grid.append(f"<tr><td></td><td colspan=\"5\" class=\"muted\">start</td>{start}</tr>")
    for n in range(1, HAND_ROWS + 1):
        grid.append(f"<tr><td class=\"hand muted\">{n}</td>"
                    + "<td class=\"hand\"></td>" * 9 + "</tr>")
    out.append("<h2>Hands</h2><p class=\"note\">Result: R ron, T tsumo, D draw (write the "
               "tenpai players), A abortive draw, C chombo. Scores after each hand.</p>"
               "<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
               "border=\"1\">" + "".join(grid) + "</tbody></table>")
    final = ["<tr><th width=\"20%\"></th>"
             + "".join(f"<th width=\"20%\">{WIND_NAMES[s.wind]}<br>"
                       f"<span class=\"small\">{e(s.name)}</span></th>" for s in table.seats)
             + "</tr>"]
    for label, css in (("Final score", "write"), ("Riichi sticks left", "write"),
                       ("Chombo", "write"), ("Signature", "sign")):
        final.append(f"<tr><td class=\"{css}\"><b>{label}</b></td>"
                     + f"<td class=\"{css}\"></td>" * 4 + "</tr>")
    out.append("<h2>Final</h2><table class=\"grid\" width=\"100%\" cellspacing=\"0\" "
               "cellpadding=\"4\" border=\"1\">" + "".join(final) + "</table>"
               "<p class=\"note\">Final scores before the leftover riichi sticks are handed "
               "out; they add up to 4 × start less 1,000 per stick left. Referee: "
               "______________________ &nbsp; Time: ________</p>")
    return "".join(out)


def score_sheets_document(data: SeatingData) -> Document:
    """One page per table: players and winds, a grid of hands to fill in by hand, boxes for
    the final scores, chombo and signatures."""
    body = "".join(_score_sheet(data, t, i == 0) for i, t in enumerate(data.tables))
    return Document(DocumentKind.SCORE_SHEETS, data.heading, body)


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


def _card(card: Card, decimals: int, brk: bool) -> str:
    who = " · ".join(e(p) for p in (card.club, card.country) if p)
    if card.ema_number:
        who += (" · " if who else "") + f"EMA {e(card.ema_number)}"
    if card.place:
        standing = f"Place {e(card.place)} of {card.players}"
    elif card.status is PlayerStatus.SUBSTITUTE:
        standing = "Substitute (not ranked)"
    else:
        standing = "Not ranked"
    head = (f"<tr><td class=\"cardhead\" colspan=\"5\"><b>{e(card.name)}</b>"
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
            f"<td>{', '.join(e(n) for n in g.opponents)}</td>"
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
    style = " style=\"page-break-before: always\"" if brk else ""
    return (f"<table class=\"grid\"{style} width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
            "border=\"1\">" + "".join(rows) + "</table><p>&nbsp;</p>")


def cards_document(data: CardsData) -> Document:
    """A personal result card per player: each round's table, opponents, place and score."""
    per_page = cards_per_page(data.round)
    body = "".join(_card(c, data.decimals, i > 0 and i % per_page == 0)
                   for i, c in enumerate(data.cards))
    if not data.cards:
        body = "<p>No player has been seated yet.</p>"
    elif data.games:
        # Every page that shows statistics says how many games they come from.
        body = (f"<p class=\"note\">Statistics from the hand log: {data.detail_games} of "
                f"{data.games} games have hand detail (tables scored from the paper slip "
                "count for places only).</p>" + body)
    return Document(DocumentKind.CARDS, data.heading, body)


# -- statistics ------------------------------------------------------------------------------

OUTCOME_NAMES = {"ron": "ron", "tsumo": "tsumo", "exhaustive_draw": "exhaustive draw",
                 "abortive_draw": "abortive draw", "nagashi_mangan": "nagashi mangan",
                 "chombo": "chombo"}


def _table(head: list[tuple[str, bool]], rows: list[list[str]], css: str = "grid") -> str:
    """A grid: `head` is (title, numeric) per column; cells are already HTML."""
    th = "".join(f"<th class=\"num\">{e(h)}</th>" if num else f"<th>{e(h)}</th>"
                 for h, num in head)
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
        rows = [[str(i), e(w.player), str(w.round), str(w.table), e(w.when),
                 e(w.outcome.value), e(w.han_fu), f"{w.points:,}"]
                for i, w in enumerate(s.biggest, start=1)]
        body.append("<h2>The biggest hands</h2>" + _table(
            [("#", True), ("Player", False), ("Round", True), ("Table", True),
             ("Hand", False), ("Won by", False), ("Han / fu", False), ("Points", True)],
            rows))
    rows = []
    for p in s.players:
        rows.append([
            e(p.player), str(p.games), str(p.hands) if p.hand_games else DASH,
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
         ("Yakuman", True), ("Avg place", True), ("1/2/3/4", True)], rows, "grid small"))
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
    won with, and a line for the organiser's signature."""
    pages = []
    for i, c in enumerate(data.certificates):
        brk = " style=\"page-break-before: always\"" if i else ""
        who = " · ".join(e(p) for p in (c.club, c.country) if p)
        value = e(c.value)
        if c.shared_with:
            value += "<br>shared with " + ", ".join(e(n) for n in c.shared_with)
        # One bordered cell fills most of the page; its height comes from the paragraphs'
        # margins (QTextDocument takes them in px), kept under the body height of a Letter
        # page (about 900 px at 96 dpi) so a certificate never spills onto a second page.
        inner = (
            f"<p class=\"certhead\">{e(data.tournament)}</p>"
            + (f"<p class=\"certsub\">{' · '.join(e(p) for p in (data.dates, data.venue) if p)}"
               "</p>" if data.dates or data.venue else "")
            + "<p class=\"certtitle\">Certificate</p>"
            "<p class=\"centre\">awarded to</p>"
            f"<p class=\"winner\">{e(c.player)}</p>"
            + (f"<p class=\"centre\">{who}</p>" if who else "<p class=\"centre\">&nbsp;</p>")
            + "<p class=\"for\">for</p>"
            f"<p class=\"award\">{e(c.award)}</p>"
            f"<p class=\"centre\">{value}</p>"
            "<p class=\"signature\">______________________________<br>the organiser</p>")
        pages.append(f"<table class=\"certificate\"{brk} width=\"100%\" cellspacing=\"0\" "
                     f"cellpadding=\"24\" border=\"3\"><tr><td>{inner}</td></tr></table>")
    if not pages:
        why = ("No award has been chosen yet (python -m tournament awards FILE --set ...)."
               if not data.unawarded else "No award has a winner yet.")
        pages.append(f"<p>{e(why)}</p>")
    return Document(DocumentKind.CERTIFICATES, data.heading, "".join(pages))
